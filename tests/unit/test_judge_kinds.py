"""The judge on reply kinds neither fidelity corpus spells out, in fresh phrasing and both
languages: talk inside or around the article, a short selection in another language,
elisions in the paragraph being rewritten, placeholders in a shortened article, paragraphs
named by what they say, unified diffs."""

import pytest

from app.editing.judge import NoEdit, Revised
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from tests.unit.judging import judged, request_for

EN_TITLE = "Hills"
EN = (
    "The road was slow and the hills were steep.\n\n"
    "We climbed all day, stopping only for water.\n\n"
    "At the top, we rested and watched the valley."
)
ZH_TITLE = "山路"
ZH = (
    "　　那条路很慢，山也很陡。\n\n"
    "　　我们爬了一整天，只在喝水的时候停下来。\n\n"
    "　　到了山顶，我们坐下来休息，看着山谷。"
)


def judge(
    title: str, body: str, suggestion: str, reply: str, selected: str | None = None
) -> Revised | NoEdit:
    """The verdict on `reply` (to `suggestion` on this article, `selected` text if any)."""
    return judged(request_for(title, body, suggestion, selected), reply)[0]


def said(verdict: Revised | NoEdit) -> str:
    assert isinstance(verdict, NoEdit) and verdict.status == "ok", verdict
    return verdict.reason


def refused(verdict: Revised | NoEdit) -> str:
    assert isinstance(verdict, NoEdit) and verdict.status == "error", verdict
    return verdict.reason


@pytest.mark.parametrize(
    ("title", "body", "selected", "reply"),
    [
        (EN_TITLE, EN, "stopping only for water", "Should I keep the water detail, or cut it?"),
        (
            EN_TITLE,
            EN,
            "stopping only for water",
            "Do you want it dry or slapstick? The rest of the piece is quite sober.",
        ),
        (ZH_TITLE, ZH, "只在喝水的时候停下来", "这句话已经很简洁了，您确定要再改吗？"),
        (ZH_TITLE, ZH, "只在喝水的时候停下来", "您希望改成什么语气？这一句和前后文是连着的。"),
    ],
)
def test_a_question_instead_of_a_selection_replacement_is_the_models_words(
    title: str, body: str, selected: str, reply: str
) -> None:
    question = reply.split("？")[0].split("?")[0]
    assert question in said(judge(title, body, "Edit this.", reply, selected))


def test_a_remark_after_a_selection_replacement_goes_to_the_note() -> None:
    verdict = judge(
        EN_TITLE,
        EN,
        "Make this livelier.",
        "pausing only to gulp water. (I kept the water detail as you wrote it.)",
        "stopping only for water.",
    )
    assert isinstance(verdict, Revised)
    assert "We climbed all day, pausing only to gulp water.\n\n" in verdict.body
    assert verdict.note == "(I kept the water detail as you wrote it.)"


@pytest.mark.parametrize(
    ("title", "body", "selected", "reply"),
    [
        (ZH_TITLE, ZH, "只在喝水的时候停下来。", "We only stopped for water."),
        (EN_TITLE, EN, "stopping only for water.", "只停下来喝水。"),
    ],
)
def test_a_short_selection_answered_in_another_language_is_refused(
    title: str, body: str, selected: str, reply: str
) -> None:
    assert "another language" in refused(judge(title, body, "Shorten this.", reply, selected))


@pytest.mark.parametrize(
    ("title", "body", "suggestion", "reply", "question"),
    [
        (
            EN_TITLE,
            EN,
            "Make paragraph 2 livelier.",
            f"{EN_TITLE}\n\nThe road was slow and the hills were steep.\n\n"
            "We scrambled up all day, pausing only to gulp water.\n\n"
            "Should I also make the last paragraph livelier?\n\n"
            "At the top, we rested and watched the valley.",
            "Should I also make the last paragraph livelier?",
        ),
        (
            ZH_TITLE,
            ZH,
            "第二段写生动一点",
            f"{ZH_TITLE}\n\n　　那条路很慢，山也很陡。\n\n"
            "　　我们手脚并用地爬了一整天，只在喝水的时候停下来喘口气。\n\n"
            "（需要我把最后一段也改得生动一些吗？）\n\n"
            "　　到了山顶，我们坐下来休息，看着山谷。",
            "（需要我把最后一段也改得生动一些吗？）",
        ),
        (
            EN_TITLE,
            EN,
            "Make paragraph 2 livelier.",
            f"{EN_TITLE}\n\nThe road was slow and the hills were steep.\n\n"
            "We scrambled up all day, pausing only to gulp water. "
            "(I kept the water detail as you wrote it.)\n\n"
            "At the top, we rested and watched the valley.",
            "(I kept the water detail as you wrote it.)",
        ),
    ],
)
def test_a_question_or_remark_inside_the_article_is_the_note_not_article(
    title: str, body: str, suggestion: str, reply: str, question: str
) -> None:
    verdict = judge(title, body, suggestion, reply)
    assert isinstance(verdict, Revised)
    assert question not in verdict.body and verdict.note == question
    assert len(split_paragraphs(verdict.body).texts) == 3


@pytest.mark.parametrize(
    ("title", "body", "suggestion", "reply"),
    [
        (
            ZH_TITLE,
            ZH,
            "第二段写生动一点",
            f"{ZH_TITLE}\n\n　　那条路很慢，山也很陡。\n\n"
            "　　我们手脚并用地爬了一整天，……停下来。\n\n　　到了山顶，我们坐下来休息，看着山谷。",
        ),
        (
            EN_TITLE,
            EN,
            "Make the second paragraph livelier.",
            f"{EN_TITLE}\n\nThe road was slow and the hills were steep.\n\n"
            "We scrambled all day [...] water.\n\nAt the top, we rested and watched the valley.",
        ),
    ],
)
def test_an_elision_inside_the_paragraph_being_rewritten_is_refused(
    title: str, body: str, suggestion: str, reply: str
) -> None:
    assert "in place of some of the text" in refused(judge(title, body, suggestion, reply))


def test_a_sentence_scoped_edit_may_leave_the_rest_of_its_paragraph_to_a_placeholder() -> None:
    verdict = judge(
        EN_TITLE,
        EN.replace("water.", "water. Nobody spoke."),
        "Make the first sentence of paragraph 2 more vivid.",
        f"{EN_TITLE}\n\nThe road was slow and the hills were steep.\n\n"
        "We hauled ourselves upward all day. (rest of paragraph unchanged)\n\n"
        "At the top, we rested and watched the valley.",
    )
    assert isinstance(verdict, Revised)
    assert "We hauled ourselves upward all day. Nobody spoke.\n\n" in verdict.body


@pytest.mark.parametrize(
    ("title", "body", "suggestion", "reply"),
    [
        (ZH_TITLE, ZH, "全文精简一点", f"{ZH_TITLE}\n\n　　路慢山陡。\n\n（以下省略）"),
        (EN_TITLE, EN, "Trim the whole thing.", f"{EN_TITLE}\n\nSlow road, steep hills.\n\n[...]"),
    ],
)
def test_a_placeholder_in_a_shortened_article_is_refused(
    title: str, body: str, suggestion: str, reply: str
) -> None:
    assert "instead of the rest" in refused(judge(title, body, suggestion, reply))


def test_a_unified_diff_is_applied_as_blocks_not_saved_as_text() -> None:
    reply = (
        "--- a/article\n+++ b/article\n@@ -3 +3 @@\n"
        "-We climbed all day, stopping only for water.\n"
        "+We scrambled up all day, pausing only to gulp water."
    )
    verdict = judge(EN_TITLE, EN, "Make paragraph 2 livelier.", reply)
    assert isinstance(verdict, Revised)
    assert verdict.body == EN.replace(
        "We climbed all day, stopping only for water.",
        "We scrambled up all day, pausing only to gulp water.",
    )


def test_a_translation_does_not_carry_the_chinese_indent_or_trip_on_guillemets() -> None:
    reply = (
        "Voici :\n\nChemins\n\nLa route était lente et les collines raides.\n\n"
        "Nous avons grimpé toute la journée, « sans nous arrêter »\n\n"
        "Au sommet, nous avons regardé la vallée."
    )
    verdict = judge(ZH_TITLE, ZH, "翻译成法语", reply)
    assert isinstance(verdict, Revised)
    assert verdict.title == "Chemins" and "\u3000" not in verdict.body


BODY = split_paragraphs(
    "一、当天学生须穿校服。\n\n二、欢迎家长入校观看。\n\n三、如遇下雨，运动会顺延。\n\n"
    "第三站是青石村的桃花坞。\n\nThe bakery on Elm Street opens at seven."
)


@pytest.mark.parametrize(
    ("suggestion", "paragraphs", "sentences"),
    [
        ("第二条加上：请勿佩戴首饰", {1}, set()),
        ("第三站那段加上开放时间", {3}, set()),
        ("关于桃花坞的那段写细一点", {3}, set()),
        ("Make the paragraph about the bakery on Elm Street warmer.", {4}, set()),
        ("Make item 3 clearer.", {2}, set()),
        ("Make the second and third paragraphs flow better.", {1, 2}, set()),
        ("把最后两段合成一段", {3, 4}, set()),
        ("前两段更口语", {0, 1}, set()),
        ("第二、第三段更口语", {1, 2}, set()),
        ("第一段第一句改得具体些", set(), {(0, 0)}),
        ("Tighten the last sentence of paragraph 5.", set(), {(4, 0)}),
    ],
)
def test_paragraphs_named_by_what_they_say_by_number_or_item(
    suggestion: str, paragraphs: set[int], sentences: set[tuple[int, int]]
) -> None:
    scope = scope_of([suggestion], "运动会", BODY)
    assert not scope.whole
    assert set(scope.paragraphs) == paragraphs and set(scope.sentences) == sentences


@pytest.mark.parametrize(
    ("suggestion", "adds"),
    [
        ("第二段加个细节", False),
        ("Add a detail to paragraph 2.", False),
        ("结尾加一段总结", True),
        ("Add a closing paragraph.", True),
    ],
)
def test_only_asking_for_a_new_paragraph_lets_one_appear_at_the_edges(
    suggestion: str, adds: bool
) -> None:
    assert scope_of([suggestion], "t", BODY).adds is adds


@pytest.mark.parametrize(
    ("title", "body", "suggestion", "reply"),
    [
        (EN_TITLE, EN, "Fix the typo in the second paragraph.", f"{EN_TITLE}\n\nWe."),
        (ZH_TITLE, ZH, "改一下第二段的错别字", f"{ZH_TITLE}\n\n　　我们爬了。"),
    ],
)
def test_a_typo_fix_that_rewrites_the_paragraph_away_is_refused(
    title: str, body: str, suggestion: str, reply: str
) -> None:
    assert "typos" in refused(judge(title, body, suggestion, reply))
