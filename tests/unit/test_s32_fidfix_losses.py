"""Session-32 fidelity fixes of what blind set 31 still lost: a section's heading kept when the
paragraph under it is answered alone in words that hold the heading's, a warning joined to
another by a comma, a person credited by name in "the paragraph about who made it happen", and
the paragraph under a letter's salutation named in Chinese."""

from __future__ import annotations

from app.editing.judge import NoEdit
from tests.unit.judging import applied, judge

TITLE = "Pool"
PARAS = [
    "The pool reopened in May.",
    "## Getting here",
    "The 14 bus stops outside. There are 40 parking spaces.",
    "## Rules",
    "Shower first. Do not run on the poolside, and never dive into the shallow end.",
    "We owe it to many people: the Friends raised £86,000, and Mrs Joan Pike planned the swim "
    "school with us.",
]
BODY = "\n\n".join(PARAS)
ZTITLE = "泳池"
ZPARAS = [
    "泳池五月重新开放。",
    "## 交通",
    "14路公交车在门口停靠。馆内有40个停车位。",
    "下水前请先淋浴。请勿在池边奔跑，严禁在浅水区跳水。",
]
ZBODY = "\n\n".join(ZPARAS)


def _with(paras: list[str], index: int, text: str) -> str:
    return "\n\n".join(text if i == index else p for i, p in enumerate(paras))


def _refused(verdict: object, *words: str) -> None:
    assert isinstance(verdict, NoEdit) and verdict.status == "error", verdict
    for word in words:
        assert word in verdict.reason, verdict.reason


def test_a_sections_heading_stays_when_its_paragraph_is_answered_in_its_words() -> None:
    new = "Getting here is easy: the 14 bus stops right outside, and we have 40 parking spaces."
    revised = applied(judge(TITLE, BODY, "Make the Getting here paragraph friendlier.", new))
    assert revised.body == _with(PARAS, 2, new)
    znew = "交通很方便：14路公交车就停在门口，馆里有40个停车位。"
    revised = applied(judge(ZTITLE, ZBODY, "“交通”那段写得亲切些。", f"好的：\n\n{znew}"))
    assert revised.body == _with(ZPARAS, 2, znew)


def test_a_warning_joined_to_another_by_a_comma_left_out_is_refused() -> None:
    new = "Please shower first, and walk, don't run, on the poolside."
    _refused(judge(TITLE, BODY, "Make the rules friendlier.", new), "never dive")
    znew = "下水前记得先冲个澡。请不要在池边奔跑。"
    _refused(judge(ZTITLE, ZBODY, "最后一段写得亲切一点。", znew), "严禁在浅水区跳水")


def test_both_warnings_kept_in_other_words_are_saved() -> None:
    new = "Shower first. Don't run beside the pool, and don't dive into the shallow end."
    revised = applied(judge(TITLE, BODY, "Make the rules plainer.", new))
    assert revised.body == _with(PARAS, 4, new)


def test_the_paragraph_about_who_made_it_happen_keeps_the_person_it_credits() -> None:
    new = "So many people made this happen: the Friends raised an amazing £86,000!"
    suggestion = "Make the paragraph about who raised the money livelier."
    _refused(judge(TITLE, BODY, suggestion, new), "Joan Pike")
    kept = "So many people made this happen: the Friends raised £86,000, and Mrs Joan Pike "
    kept += "planned the swim school with us."
    assert applied(judge(TITLE, BODY, suggestion, kept)).body == _with(PARAS, 5, kept)


def test_the_paragraph_under_the_salutation_named_in_chinese() -> None:
    paras = ["各位家长：", "为丰富课外生活，三年级将于4月18日到植物园春游。", "感谢您的支持。"]
    new = "三年级将于4月18日到植物园春游。"
    whole = "通知\n\n" + _with(paras, 1, new)
    for suggestion in ("称呼下面那段精简一下。", "称呼后面的第一段精简一下。"):
        revised = applied(judge("通知", "\n\n".join(paras), suggestion, whole))
        assert revised.body == _with(paras, 1, new)
