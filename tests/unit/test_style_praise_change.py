"""Sincere praise of a change backs the value praised (app/style/praise.py): kept ("keep doing
that", 以后就这样), as a lasting wish; a directive that only starts with "keep it" is not praise."""

import pytest

from app.style.constructions import canonical
from app.style.extract import offline_observations
from app.style.praise import praised_change
from app.style.reading import normalise


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "The shorter headlines on the menu are spot on. Keep doing that.",
            ("title_style", "short"),
        ),
        (
            "Love how the emojis are all gone now, looks far cleaner. Stay like this.",
            ("emoji", "none"),
        ),
        ("这回用词通俗多了，街坊们都看得懂，以后就这样。", ("vocabulary", "plain")),
        ("这次段落短了，手机上看着舒服，继续保持。", ("paragraph_length", "shorter")),
    ],
)
def test_praise_of_a_change_that_is_kept_is_a_lasting_wish(
    text: str, value: tuple[str, str]
) -> None:
    assert praised_change(canonical(normalise(text))) == (value, True)
    assert (*value, False) in {
        (o.dimension, o.value, o.tentative) for o in offline_observations(text)
    }


def test_a_directive_that_starts_with_keep_it_is_not_praise_kept() -> None:
    assert (
        praised_change("keep it quiet and simple, no emoji.") is None
        or not praised_change("keep it quiet and simple, no emoji.")[1]
    )
