"""A piece for a death or a cut supply told in other words (app/style/grave.py): that piece's
voice, never the writer's lasting one."""

import pytest

from app.style.grave import tells_a_grave_occasion
from app.style.reading import normalise


@pytest.mark.parametrize(
    "text",
    [
        "呢篇係畀街坊嘅告別帖，寫得平實啲。",  # (read folded: 告别帖)
        "这篇是告别帖，写得平实些，不要搞笑。",
        "Sad news — our groundsman was laid to rest on Friday. This notice should be quiet.",
        "This week's post is the boil-water notice — short and calm. Normal service next week.",
        "这条是停水通知，写得简单点。",
        "RIP Uncle Joe. This post is his notice.",
    ],
)
def test_one_grave_piece(text: str) -> None:
    assert tells_a_grave_occasion(normalise(text))


@pytest.mark.parametrize(
    "text",
    [
        "rip out the emoji in this post",  # a verb, not RIP
        "From now on every outage notice should be short and calm.",  # lasting
        "This post is about our spring menu, keep it lively.",  # no grave event
    ],
)
def test_not_one_grave_piece(text: str) -> None:
    assert not tells_a_grave_occasion(normalise(text))
