"""A wish's part put right: 「我之前说的"短一点"是指标题要短，不是说段落要短」, "When I said short,
I meant the titles, not the paragraphs", "Just to be clear: the 'short' thing was about titles."

The writer repeats the size they asked for and names the part it was for, and the part it was
not for. Read word by word it holds "not … paragraphs … short" (a wish for longer paragraphs)
beside a held short-title wish it seems to doubt; read whole it confirms the size on the part
named, and takes it off the part denied — set aside only where a wish of that same size is held
there (a misfiling of the earlier words). Nothing is asked of either. Pure.
"""

import re
from collections.abc import Callable, Sequence

from app.domain.models import StyleAssertion
from app.style.dimensions import Observation
from app.style.filing import CORRECTION_STRENGTH
from app.style.withdrawals import set_aside

_I = re.IGNORECASE
_Q = r"[\"'“”‘’「」『』]?"
_PARTS_EN = (
    r"(?:head ?lines?|titles?|headings?|sentences?|paragraphs?|paras|posts?|articles?|pieces?)"
)
_PARTS_ZH = r"(?:标题|题目|句子|段落|每段|每句|文章|篇幅|全文)"
_MEANT = (
    # "When I said short, I meant the titles, not the paragraphs", "By short I meant…"
    re.compile(
        rf"\b(?:when|by|where) I (?:said|asked for|wrote)?\s*{_Q}(?P<size>[\w -]{{2,20}}?){_Q},?\s+"
        rf"I (?:meant|was talking about|was referring to|had in mind)\s+(?:the |my |our )?"
        rf"(?P<part>{_PARTS_EN})\b(?P<rest>[^.!?;]*)",
        _I,
    ),
    # "the 'short' thing was about titles (only), not the sentences"
    re.compile(
        rf"(?:the |that |my )?{_Q}(?P<size>[\w -]{{2,20}}?){_Q}\s+"
        r"(?:thing|bit|rule|request|wish)?\s*"
        rf"(?:was|is)\s+(?:only |just )?(?:about|for|meant for)\s+(?:the |my |our )?"
        rf"(?P<part>{_PARTS_EN})\b(?P<rest>[^.!?;]*)",
        _I,
    ),
    # 「我之前说的"短一点"是指标题要短，不是说段落要短」, 「我说的简短是指标题」,
    # 「我之前说要短，说的是标题」
    re.compile(
        rf"我(?:之前|上次|刚才|前面|以前)?(?:说|讲|提)(?:的|要|过的)?"
        rf"{_Q}(?P<size>[^，,。“”\"'「」]{{1,6}}?){_Q}"
        rf"[，,]?(?:其实)?(?:是指|指的是|说的是|是说|是针对|针对的是|是)(?P<part>{_PARTS_ZH})"
        rf"(?P<rest>[^。！？!?；;]*)"
    ),
)
# The part denied, after the part meant: "not the paragraphs", 「不是说段落要短」.
_NOT_PART = re.compile(
    rf"\bnot (?:the |my |our )?(?P<en>{_PARTS_EN})\b|不是(?:说|指)?(?P<zh>{_PARTS_ZH})",
    _I,
)
_PART_DIMENSION = (
    ("title_style", re.compile(r"head ?line|title|heading|标题|题目", _I)),
    ("sentence_length", re.compile(r"sentence|句", _I)),
    ("paragraph_length", re.compile(r"paragraph|para|段", _I)),
    ("length", re.compile(r"post|article|piece|文章|篇幅|全文", _I)),
)


def _dimension(part: str) -> str | None:
    return next((d for d, pattern in _PART_DIMENSION if pattern.search(part)), None)


def _sized(
    size: str, part: str, chinese: bool, read: Callable[[str], list[Observation]]
) -> Observation | None:
    """The size asked of the part, as the rules read it said plainly ("Keep the titles short")."""
    dimension = _dimension(part)
    if dimension is None:
        return None
    size = size.strip()
    plain = f"以后{part}{size}。" if chinese else f"From now on, keep the {part} {size}."
    return next((o for o in read(plain) if o.dimension == dimension and not o.tentative), None)


def part_meant(
    text: str, read: Callable[[str], list[Observation]]
) -> tuple[Observation, str | None] | None:
    """(the size on the part meant, the dimension of the part denied) when the message puts
    the part an earlier size was for right."""
    for pattern in _MEANT:
        match = pattern.search(text)
        if match is None:
            continue
        chinese = re.search(r"[\u4e00-\u9fff]", match.group("part")) is not None
        meant = _sized(match.group("size"), match.group("part"), chinese, read)
        if meant is None:
            continue
        denied = _NOT_PART.search(match.group("rest")) or _NOT_PART.search(text[match.end() :])
        other = None if denied is None else _dimension(denied.group("en") or denied.group("zh"))
        return meant, other if other != meant.dimension else None
    return None


def meant_part_read(
    words: Sequence[str],
    said: list[Observation],
    held: Sequence[StyleAssertion],
    read: Callable[[str], list[Observation]],
) -> list[Observation]:
    """`said` with a part put right read as the size confirmed on the part meant (and the same
    size set aside on the part denied, where it is held)."""
    for text in words:
        found = part_meant(text, read)
        if found is None:
            continue
        meant, denied = found
        # (Nor is anything else held doubted: the words only say what was meant.)
        said = [o for o in said if o.dimension not in (meant.dimension, denied) and not o.tentative]
        said.append(
            Observation(
                dimension=meant.dimension,
                value=meant.value,
                source="writer",
                strength=CORRECTION_STRENGTH,
                by_writer=True,
                quote=text.strip(),
            )
        )
        if denied is None:
            continue
        mine = next((a for a in held if a.dimension == denied and a.state == "active"), None)
        # (Only a wish of the same size there was the misfiling: "short" heard as short
        # paragraphs; a longer-paragraphs wish held is another wish, left alone.)
        same_size = mine is not None and _smaller(mine.value) == _smaller(meant.value)
        if mine is not None and mine.candidate is None and same_size:
            said.append(set_aside(denied, mine.value, text))
    return said


def _smaller(value: str) -> bool:
    return value in ("short", "shorter", "concise")
