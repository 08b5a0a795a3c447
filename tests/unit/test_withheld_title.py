"""A title asked for and a paragraph rewritten instead ("Turn the title into a question"
answered with the opening recast): the asked edit was not done — an error to retry, not a
quiet "nothing to change"."""

from __future__ import annotations

from app.domain.models import WithheldChange
from app.editing.scope import Scope
from app.editing.withheld_only import withheld_only

OPENING = "The harbour council voted 7–2 on Tuesday to run a six-month trial of a late-night ferry."
ZH = "市交通局昨天宣布，从下月起在老城区试行三条夜间公交线路。"


def _change(before: str, after: str) -> WithheldChange:
    return WithheldChange(paragraph=1, before=before, after=after, description="")


def test_a_paragraph_rewritten_when_the_title_was_asked_is_an_error() -> None:
    recast = _change(
        OPENING, "It was a 7–2 vote, and it changes the night for hundreds of workers."
    )
    status, message = withheld_only([recast], Scope(title=True))
    assert status == "error"
    assert message.startswith(
        "The model rewrote paragraph 1 instead of the title, which you asked about, so nothing "
        "was saved — press Retry. Also suggested: 1 change in paragraph 1"
    )
    zh = _change(ZH, "夜里十一点到凌晨两点，老城区也有公交坐了——市交通局昨天宣布，下月起试行。")
    assert withheld_only([zh], Scope(title=True))[0] == "error"


def test_a_tidy_up_or_a_paragraph_also_asked_for_stays_quiet() -> None:
    tidied = _change(OPENING, OPENING[:-1] + "!")
    assert withheld_only([tidied], Scope(title=True))[0] == "ok"
    recast = _change(
        OPENING, "It was a 7–2 vote, and it changes the night for hundreds of workers."
    )
    assert withheld_only([recast], Scope(title=True, paragraphs=frozenset({0})))[0] == "ok"
    assert withheld_only([recast], Scope(whole=True, title=True))[0] == "ok"
