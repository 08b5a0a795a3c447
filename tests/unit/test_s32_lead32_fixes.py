"""Session-32 lead fixes from fidelity_lead32: a paragraph named as the family one or as the
welcome, a given name alone or after a Chinese kin word read as a fact, 写清楚一点 read as a
wish for clearer words (so other figures are refused), NO_CHANGE in XML tags, and an untouched
paragraph a whole reply left out offered as a withheld deletion."""

from __future__ import annotations

from app.editing.fact_names import changed_names
from app.editing.formats.common import says_no_change
from app.editing.judge import NoEdit
from tests.unit.judging import applied, judge

TITLE = "Farewell"
PARAS = [
    "Welcome, everyone. Helen retires this Friday after thirty-one years at Oakfield.",
    "Helen joined us in 1994 and has been head since 2011.",
    "Ask any former pupil about Helen and they will tell you about the nature walks.",
    "Her husband, David, and their daughter, Ruth, are here today.",
    "Please raise your glasses: to Helen!",
]
BODY = "\n\n".join(PARAS)
ZTITLE = "手册"
ZPARAS = [
    "感谢你来做志愿者。",
    "活动在每月第一个星期六举行。",
    "钱箱里的备用金是86.40元，请在活动结束时清点。",
    "有问题请写信给陈东。",
]
ZBODY = "\n\n".join(ZPARAS)


def _with(paras: list[str], index: int, text: str) -> str:
    return "\n\n".join(text if i == index else p for i, p in enumerate(paras))


def _refused(verdict: object) -> None:
    assert isinstance(verdict, NoEdit) and verdict.status == "error", verdict


def test_the_family_paragraph_is_the_one_naming_kin() -> None:
    new = "Her husband, David, and their daughter, Ruth, are with us today. Thank you both."
    revised = applied(judge(TITLE, BODY, "Make the family paragraph warmer.", new))
    assert revised.body == _with(PARAS, 3, new)


def test_another_paragraph_rewritten_for_the_family_one_is_refused() -> None:
    wrong = "Former pupils fondly recall the nature walks Helen led."
    _refused(judge(TITLE, BODY, "Make the family paragraph more formal.", wrong))


def test_the_welcome_is_the_opening() -> None:
    new = "Welcome, everyone, and thank you for coming! Helen retires this Friday after "
    new += "thirty-one years at Oakfield."
    drifted = _with(PARAS, 0, new).replace("nature walks", "nature rambles")
    revised = applied(judge(TITLE, BODY, "Make the welcome warmer.", f"{TITLE}\n\n{drifted}"))
    assert revised.body == _with(PARAS, 0, new)
    assert revised.withheld


def test_a_given_name_after_its_introducing_word_is_a_fact() -> None:
    before = "Her husband, David, and their daughter, Ruth, are here."
    assert changed_names(before, "Her husband, Daniel, and their daughter, Ruth, are here.") == [
        ("David", "Daniel")
    ]
    assert changed_names(before, "Her husband, David, and their daughter, Ruth, came.") == []
    assert changed_names("她的丈夫刘建国和女儿刘悦来了。", "她的丈夫刘建军和女儿刘悦来了。") == [
        ("刘建国", "刘建军")
    ]


def test_a_renamed_husband_in_the_asked_paragraph_is_refused() -> None:
    renamed = "Her husband, Daniel, and their daughter, Ruth, are with us today."
    _refused(judge(TITLE, BODY, "Make the family paragraph warmer.", renamed))


def test_clearer_words_in_chinese_do_not_license_other_figures() -> None:
    swapped = "钱箱里有备用金84.60元。活动结束时请清点。"
    _refused(judge(ZTITLE, ZBODY, "备用金那段写清楚一点。", swapped))
    kept = "钱箱里有备用金86.40元。活动结束时请清点一遍。"
    assert applied(judge(ZTITLE, ZBODY, "备用金那段写清楚一点。", kept)).body == _with(
        ZPARAS, 2, kept
    )


def test_no_change_in_answer_tags_gives_the_reason() -> None:
    reply = "<answer>NO_CHANGE</answer>\n<reason>The paragraph has no typos.</reason>"
    assert says_no_change(reply) == "The paragraph has no typos."
    assert says_no_change("<answer>The paragraph is fine.</answer>") is None


def test_an_untouched_paragraph_a_whole_reply_left_out_is_kept_and_offered() -> None:
    new = "感谢你来米溪做志愿者！"
    dropped = [new, ZPARAS[1], ZPARAS[3]]
    reply = ZTITLE + "\n\n" + "\n\n".join(dropped)
    revised = applied(judge(ZTITLE, ZBODY, "开头写得热情一点。", reply))
    assert revised.body == _with(ZPARAS, 0, new)
    assert [(w.paragraph, w.after) for w in revised.withheld] == [(3, "")]


def test_a_name_paired_with_another_and_a_name_after_a_kin_word_are_facts() -> None:
    assert changed_names("Meera and Raj, thank you.", "Mira and Raj, thank you so much.") == [
        ("Meera", "Mira")
    ]
    before = "新娘的妈妈王敏阿姨、爸爸苏建华叔叔，谢谢你们。"
    after = "新娘的妈妈王梅阿姨、爸爸苏建华叔叔，真心谢谢你们。"
    assert changed_names(before, after) == [("王敏", "王梅")]


def test_a_reading_time_note_under_a_whole_reply_is_not_saved() -> None:
    new = [
        "Welcome, everyone. Helen retires on Friday.",
        "Helen joined us in 1994; she has led us since 2011.",
        "Former pupils remember her nature walks.",
        "David and Ruth are here today.",
        "To Helen!",
    ]
    reply = TITLE + "\n\n" + "\n\n".join(new) + "\n\n(Reading time: about 40 seconds.)"
    revised = applied(judge(TITLE, BODY, "Make the whole speech shorter.", reply))
    assert revised.body == "\n\n".join(new)
