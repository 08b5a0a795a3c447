"""The judge on the kinds a fourth QA pass showed, in fresh phrasing and both languages: a
remark about the text ("it's fine as it is") is nothing to change, never the article; the
rules never write a description of a word as the word; "rename X to Y" is a change in the
text; a draft from a brief is read like an edit."""

import pytest

from app.editing.generate import DraftRefused, read_draft
from app.editing.judge import NoEdit, Revised
from app.editing.remarks import is_remark
from app.editing.rules import apply_rules
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from app.llm.base import Completion
from tests.unit.judging import judged, request_for


def judge(
    title: str, body: str, suggestion: str, reply: str, selected: str | None = None
) -> Revised | NoEdit:
    verdict, call = judged(request_for(title, body, suggestion, selected), reply)
    if isinstance(verdict, NoEdit) and verdict.status == "ok":
        assert call.outcome in ("no_change", "model_says", "withheld"), call.outcome
    return verdict


def nothing_to_change(verdict: Revised | NoEdit, words: str) -> None:
    assert isinstance(verdict, NoEdit) and verdict.status == "ok", verdict
    assert "nothing to change" in verdict.reason and words in verdict.reason


LETTER = (
    "Dear neighbours, the bins will be collected on Thursday this week, not Monday.\n\n"
    "Please leave them by the gate before seven in the morning.\n\n"
    "The recycling truck comes a day later, on Friday.\n\n"
    "Thank you for your patience while the depot on Maple Road is repaired."
)
SHORT = "Our cat sleeps on the radiator all winter and complains when it is turned off."
NOTICE = (
    "本周垃圾改在周四收，不是周一。\n\n请在早上七点前把垃圾桶放到门口。\n\n"
    "回收车晚一天，周五来。\n\n枫树路的车库维修期间，感谢大家的耐心。"
)
ZH_SHORT = "我家的猫整个冬天都睡在暖气片上，一关暖气就叫个不停。"


# A remark about the text is nothing to change ------------------------------------------


@pytest.mark.parametrize(
    ("suggestion", "reply"),
    [
        ("make it more playful", "Honestly, it's playful enough already — I wouldn't touch it."),
        ("make it sound friendlier", "This already sounds friendly to me."),
        ("polish it", "It reads nicely as written; nothing I'd change."),
        ("check the spelling", "Spelling is all correct."),
        ("make it tighter", "I think it's about as tight as it can get."),
    ],
)
def test_a_remark_on_a_one_paragraph_article_is_not_saved(suggestion: str, reply: str) -> None:
    nothing_to_change(judge("Cat", SHORT, suggestion, reply), reply[:12])


@pytest.mark.parametrize(
    ("suggestion", "reply"),
    [
        ("写得俏皮一点", "我觉得已经够俏皮了，不用再改。"),
        ("润色一下", "这句话读起来很通顺，无需润色。"),
        ("检查标点", "标点都没有问题。"),
    ],
)
def test_a_chinese_remark_on_a_one_paragraph_article_is_not_saved(
    suggestion: str, reply: str
) -> None:
    nothing_to_change(judge("猫", ZH_SHORT, suggestion, reply), reply[:4])


@pytest.mark.parametrize(
    ("suggestion", "reply"),
    [
        ("make the third paragraph clearer", "The third paragraph is already perfectly clear."),
        ("make the closing warmer", "The closing line already feels warm, in my opinion."),
        ("tighten paragraph 2", "Paragraph 2 is short and works well; I'd keep it."),
    ],
)
def test_a_remark_on_a_targeted_paragraph_is_not_spliced_in(suggestion: str, reply: str) -> None:
    nothing_to_change(judge("Bins", LETTER, suggestion, reply), reply[:10])


@pytest.mark.parametrize(
    ("suggestion", "reply"),
    [
        ("第三段写清楚一点", "第三段已经写得很清楚了。"),
        ("最后一段更客气些", "最后一段本身就挺客气的，建议保持。"),
    ],
)
def test_a_chinese_remark_on_a_targeted_paragraph_is_not_spliced_in(
    suggestion: str, reply: str
) -> None:
    nothing_to_change(judge("通知", NOTICE, suggestion, reply), reply[:4])


@pytest.mark.parametrize(
    ("reply", "selected"),
    [
        ("This line is already polite enough.", "Please leave them by the gate before seven"),
        ("这句已经很礼貌了。", "请在早上七点前把垃圾桶放到门口。"),
    ],
)
def test_a_remark_about_a_selection_is_not_saved_in_it(reply: str, selected: str) -> None:
    body = LETTER if selected.startswith("Please") else NOTICE
    nothing_to_change(judge("T", body, "make this more polite", reply, selected), reply[:4])


@pytest.mark.parametrize(
    "reply",
    [
        "Nothing to fix here — the spelling is correct throughout.",
        "All good, no corrections needed.",
        "全文没有错别字，不需要修改。",
        "通篇看过了，没有发现问题。",
    ],
)
def test_a_plain_no_change_on_a_long_article_is_no_change_not_missing_paragraphs(
    reply: str,
) -> None:
    body = NOTICE if "文" in reply or "通篇" in reply else LETTER
    verdict = judge("T", body, "check the spelling", reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "ok", verdict
    assert "left out" not in verdict.reason


@pytest.mark.parametrize(
    ("body", "suggestion", "reply"),
    [
        (
            SHORT,
            "make it warmer",
            "Our old cat curls up on the warm radiator all winter and sighs when it goes cold.",
        ),
        (
            SHORT,
            "make it funnier",
            "It was already dark when the cat filed its complaint: the radiator was off again.",
        ),
        (
            ZH_SHORT,
            "写得温暖一点",
            "整个冬天，我家的猫都蜷在暖烘烘的暖气片上，一关暖气就委屈地叫。",
        ),
    ],
)
def test_a_real_rewrite_with_verdict_words_is_still_saved(
    body: str, suggestion: str, reply: str
) -> None:
    verdict = judge("Cat", body, suggestion, reply)
    assert isinstance(verdict, Revised), verdict
    assert verdict.body == reply


def test_a_rewritten_closing_paragraph_that_says_already_is_spliced() -> None:
    reply = "Thank you — the depot on Maple Road is already being repaired, and we are grateful."
    verdict = judge("Bins", LETTER, "rewrite the last paragraph", reply)
    assert isinstance(verdict, Revised), verdict
    assert verdict.body.endswith(reply)


def test_a_remark_shares_no_words_while_an_edit_does() -> None:
    assert is_remark("The closing is warm enough already.", LETTER)
    assert not is_remark("Thank you all for bearing with us on Maple Road.", LETTER)
    assert not is_remark("", LETTER)


# The rules never write a description as the words ---------------------------------------

RULES_BODY = (
    "The meeting was dull and the coffee was cold.\n\n"
    "We left the old library at noon.\n\n老图书馆很安静。我们在老图书馆门口分手。"
)


@pytest.mark.parametrize(
    "suggestion",
    [
        "replace dull with a livelier word",
        "swap cold for something less bleak",
        "change 'dull' to a more precise adjective",
        "replace the old library with another phrase",
        "replace cold with a synonym",
        "把老图书馆换成一个更有味道的称呼",
        "将“老图书馆”替换为别的叫法",
        "把老图书馆改成更有年代感的描述",
    ],
)
def test_the_rules_leave_a_described_wording_to_the_model(suggestion: str) -> None:
    assert apply_rules("Notes", RULES_BODY, suggestion) is None


@pytest.mark.parametrize(
    ("suggestion", "expected"),
    [
        ("replace dull with lively", "The meeting was lively"),
        ("replace 'cold' with 'lukewarm'", "coffee was lukewarm"),
        ("把老图书馆改成新图书馆", "新图书馆很安静"),
        ("rename old library to reading room", "the reading room at noon"),
        ("把老图书馆改名为旧书馆", "旧书馆很安静"),
    ],
)
def test_the_rules_still_replace_literal_words(suggestion: str, expected: str) -> None:
    edit = apply_rules("Notes", RULES_BODY, suggestion)
    assert edit is not None and edit.changed and expected in edit.body


# "rename X to Y" changes the name in the text ---------------------------------------------


@pytest.mark.parametrize(
    ("suggestion", "old", "new"),
    [
        ("rename Maple Road to Cedar Lane", "Maple Road", "Cedar Lane"),
        ("Rename the depot to 'the yard'", "the depot", "the yard"),
    ],
)
def test_renaming_a_name_in_the_text_is_applied_not_withheld(
    suggestion: str, old: str, new: str
) -> None:
    verdict = judge("Bins", LETTER, suggestion, LETTER.replace(old, new))
    assert isinstance(verdict, Revised), verdict
    assert verdict.body == LETTER.replace(old, new) and verdict.title == "Bins"


def test_renaming_a_name_in_chinese_text_is_applied() -> None:
    verdict = judge("通知", NOTICE, "把枫树路改名为雪松路", NOTICE.replace("枫树路", "雪松路"))
    assert isinstance(verdict, Revised), verdict
    assert "雪松路" in verdict.body


def test_rename_it_still_retitles() -> None:
    scope = scope_of(["rename it to Bin Day"], "Bins", split_paragraphs(LETTER))
    assert scope.title and not scope.whole and not scope.sentences


def test_renaming_a_name_also_in_the_title_may_change_the_title() -> None:
    scope = scope_of(
        ["rename Maple Road to Cedar Lane"], "Maple Road news", split_paragraphs(LETTER)
    )
    assert scope.title and scope.sentences


# A draft is read like an edit ------------------------------------------------------------


def test_a_draft_keeps_its_first_paragraph_when_a_title_is_given() -> None:
    draft = read_draft(Completion(text="第一段。\n\n第二段。", model="x"), "题目")
    assert (draft.title, draft.body) == ("题目", "第一段。\n\n第二段。")


@pytest.mark.parametrize(
    "reply",
    [
        "Sorry — I'm not able to write about that.",
        "Which city should the story be set in?",
        "不好意思，这个题目我无法写。",
        "你希望文章写多长？",
    ],
)
def test_a_draft_that_declines_or_asks_is_refused(reply: str) -> None:
    with pytest.raises(DraftRefused, match="did not write a draft"):
        read_draft(Completion(text=reply, model="x"), None)


def test_a_draft_sign_off_is_not_a_paragraph() -> None:
    draft = read_draft(
        Completion(text="Rain\n\nIt rained all day.\n\nEnjoy the read!", model="x"), None
    )
    assert (draft.title, draft.body) == ("Rain", "It rained all day.")
