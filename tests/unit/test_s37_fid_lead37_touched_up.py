"""Session 37 (fid-lead37): a comma dropped in the asked paragraph while another paragraph
was rewritten is not the asked edit."""

from app.domain.models import WithheldChange
from app.editing.scope import Scope
from app.editing.withheld_only import touched_up_instead

BEFORE = (
    "To ask how many rural bus routes were withdrawn in 2025, and what funding is available."
    "\n\nThe plan provides £1.1 billion for 2026–27 to restore routes withdrawn since 2023."
)
REWRITE = "The plan gives councils £1.1 billion for 2026–27, and each may spend it on old routes."
ASKED = Scope(paragraphs=frozenset({0}))


def _elsewhere() -> list[WithheldChange]:
    old = BEFORE.split("\n\n")[1]
    return [WithheldChange(paragraph=2, before=old, after=REWRITE, description="rewritten")]


def test_a_comma_dropped_in_the_asked_paragraph_beside_a_rewrite_elsewhere() -> None:
    after = BEFORE.replace("2025, and", "2025 and")
    assert touched_up_instead(BEFORE, after, _elsewhere(), ASKED)


def test_a_real_edit_of_the_asked_paragraph_is_not_a_touch_up() -> None:
    after = BEFORE.replace(
        "To ask how many rural bus routes were withdrawn in 2025, and what funding is available.",
        "How many country bus routes closed last year, and what money is there to bring them back?",
    )
    assert not touched_up_instead(BEFORE, after, _elsewhere(), ASKED)
    assert not touched_up_instead(BEFORE, BEFORE.replace("2025, and", "2025 and"), [], ASKED)


def test_an_item_split_in_two_keeps_its_words_but_is_an_edit() -> None:
    before = "A notice.\n\n- 五档亮度、三种色温\n- 底座带USB-C充电口"
    after = "A notice.\n\n- 五档亮度\n- 三种色温\n- 底座带USB-C充电口"
    heading = [
        WithheldChange(paragraph=1, before="A notice.", after="A new notice.", description="")
    ]
    assert not touched_up_instead(before, after, heading, Scope(paragraphs=frozenset({1})))
