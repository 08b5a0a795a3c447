"""A request that only takes out or moves whole parts of the piece ("delete paragraph 3", "move
the parking note to the end", 「把第三段删了」, 「第二段和第四段换个位置」): a change of content and
order, which says nothing about the writer's style, however the averages of what is left move."""

import re

from app.style.hant import simplified
from app.style.reading import sentences

_I = re.IGNORECASE
_PART_EN = (
    r"(?:the )?(?:(?!long|short|big|small|formal|casual|fancy|technical|wordy|dull)\w+ )?"
    r"(?:paragraph|note|notice|story|anecdote|example|list||para|section|sentence|line|bullet|item|bit|part|intro|ending|conclusion|"
    r"quote|table|photo|image|caption)s?(?: \d+| (?:one|two|three|four|five))?"
    r"(?: (?:about|on|with|where|that)\b[^,.;!?]{0,40})?"
)
_MOVE_EN = re.compile(
    rf"^(?:please |pls |can you |could you )?(?:delete|remove|drop|get rid of|take out|cut out|"
    rf"lose|move|swap|reorder|put)\s+(?:this |that |it |{_PART_EN})"
    rf"(?:\s*(?:and|&)\s*(?:{_PART_EN}|\d+))?(?:\s+(?:out|to the (?:top|end|bottom|start)|"
    rf"(?:up|down|above|below|before|after|to)\b[^,.;!?]{{0,40}}))?(?:,? please| pls)?\s*[.!]?$",
    _I,
)
_PART_ZH = (
    r"(?:第[一二三四五六七八九十\d]+(?:段|句|节|部分|条|行|张图)|这(?:一)?段|那(?:一)?段|"
    r"最后(?:一)?段|开头|结尾|这句|那句)"
)
_MOVE_ZH = re.compile(
    rf"^(?:请|麻烦)?(?:把|将)?{_PART_ZH}(?:和{_PART_ZH})?(?:给)?(?:删掉|删了|删除|去掉|拿掉|不要了|"
    rf"(?:移|挪|放|调)到\S{{1,12}}|换(?:个|一下)?位置|调换(?:一下)?|互换(?:一下)?|对调(?:一下)?)"
    rf"(?:吧|了|一下)?[。！!]?$|^(?:请)?(?:删掉|删除|去掉){_PART_ZH}[。！!]?$"
)


def moves_parts_only(text: str) -> bool:
    """Whether every sentence of `text` only takes out or moves whole parts of the piece."""
    said = sentences(simplified(text.strip()))
    return bool(said) and all(_MOVE_EN.match(s) or _MOVE_ZH.match(s) for s in said)
