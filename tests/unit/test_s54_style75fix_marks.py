"""「以后不要感叹号」 refuses the mark itself, as "No exclamation marks from now on" does: none,
not fewer. 「不要那么多感叹号」 still only cuts them down."""

import pytest

from app.style.learner import forget_readings, heard


def _marks(text: str) -> list[str]:
    forget_readings()
    said = heard([text], revision_id=None, message_id=None, versions="")
    return [o.value for o in said if o.dimension == "exclamation"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("以后不要感叹号", "none"),
        ("以后不要感叹号了，看着像吵架", "none"),
        ("No exclamation marks from now on", "none"),
        ("以后不要那么多感叹号", "fewer"),
        ("感叹号以后少用点", "fewer"),
    ],
)
def test_the_mark_refused_is_none_and_cut_down_is_fewer(text: str, value: str) -> None:
    assert _marks(text) == [value]
