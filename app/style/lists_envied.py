"""Another shop's list set against the writer's own lump of text: a wish for lists.

"别家中介的房源文案都是一条一条的，户型朝向楼层一眼看清，我们这个一大坨", "the other chippies'
flyers have the deals one under another. ours is one long blob": what others do is told only to
show what the writer's own text lacks. The shape the others' text has is the one wanted — a list,
not merely shorter paragraphs — so it is filed as the writer's wish; asked, when the message
only asks whether to follow them.
"""

import re

from app.style.dimensions import Observation
from app.style.filing import said_by_writer
from app.style.hant import simplified

_I = re.IGNORECASE
_OTHERS = re.compile(
    r"别家|别人家?|隔壁|人家|同行|其他(?:店|家|商家)|"
    r"\b(?:the )?other \w+(?:'s|s'|s)?\b|\bthe \w+ next door\b|\bcompetitors?\b|\beveryone else\b",
    _I,
)
_LISTED = re.compile(
    r"一条一条|一行一行|一项一项|一样一样|分点|分条|列(?:出来|得清清楚楚|成表|成清单)|列表|清单|"
    r"\b(?:one|each) (?:under|below|after) (?:another|the other)\b|\bbullet(?:ed|s| points?)\b|"
    r"\bin (?:a )?lists?\b|\blisted\b|\bline by line\b",
    _I,
)
_LUMP = re.compile(
    r"一大坨|一坨|一大段|一整段|挤在一(?:段|起|块)|糊成一(?:片|团|段)|堆在一(?:起|段)|"
    r"\bone (?:long |big |giant |huge |solid )?(?:blob|lump|block|paragraph|wall|slab)\b|"
    r"\ball (?:crammed|squashed|jammed|lumped|run together) (?:in|into) (?:one|a)\b",
    _I,
)
_OURS = re.compile(r"我们|咱们|我家|我这|\bours\b|\bour\b|\bmine\b", _I)
_ASKED = re.compile(r"[?？]|吗\W*$|\bshould we\b|要不要|是不是也", _I)


def lists_envied(text: str) -> list[Observation]:
    """Lists, when the message sets another's listed text against the writer's own lump."""
    said = simplified(text)
    others, listed, lump = _OTHERS.search(said), _LISTED.search(said), _LUMP.search(said)
    if not (others and listed and lump) or not others.start() < listed.start():
        return []
    # (Ours named just before the lump: "我们这个一大坨", "ours is one long blob".)
    if not any(0 <= lump.start() - ours.end() <= 12 for ours in _OURS.finditer(said)):
        return []
    asked = bool(_ASKED.search(said))
    return [said_by_writer("structure", "lists", text.strip(), hesitant=asked)]
