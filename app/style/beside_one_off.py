"""A lasting wish beside a one-off in the same message ("For this post keep it formal, but in
general I like short paragraphs.", 这篇要正式一点，不过平时我还是喜欢短段落。).

The clause that says the wish lasts ("in general", "going forward", 平时, 以后) is heard on its
own, as if said alone; so is the one-off clause, whose ask on one part ("Make paragraph 1
livelier. From now on, never use exclamation marks.") stays the ask it is alone — seen once, kept
as evidence quoting only itself, never made lasting by the words beside it nor turned into the
calm the ban on the marks reads as (outside50 F9). Read after the whole message (whose one-off
may have made the classifier drop every reading).
"""

import re
from collections.abc import Callable, Sequence

from app.style.corroboration import without_described_always
from app.style.dimensions import Observation
from app.style.this_piece import LASTING, says_one_off

_I = re.IGNORECASE
# Where a message turns from one clause to the next: a full stop, a semicolon, "but", 不过, a
# comma before one part of the piece named (我的读者都是小学生，第二段用词简单一点).
_TURN = re.compile(
    r"(?<=[.;!?。；！？])\s*|[,，]\s*(?=第[一二三四五六七八九十两\d]+段|首段|末段|最后一段)|[,，]?\s*\bbut\b[,，]?\s*|[,，]\s*\b(?:though|however|whereas)\b[,，]?\s*|"
    r"[,，]\s*(?=(?:不过|但是|但|可是|可|只是|然而|以后|今后|往后|平时|平常|一般|通常|"
    r"in general|generally|usually|normally|going forward|from now on|otherwise))",
    _I,
)
# Lasting words LASTING leaves to the clause rules' context.
_USUALLY = re.compile(
    r"\b(?:generally|usually|normally|typically|otherwise|in future|in the future|other times|"
    r"most of the time|on the whole|every other)\b|平常|通常|一般|往常|其他时候|别的时候|其余时候|"
    r"一向|向来|一直|历来|素来",
    _I,
)
# Who the writer's readers are ("我的读者都是小学生", "这是给初中生看的"): a readership, heard on
# its own beside a one-off ask on one part (outside46a F13).
_READERS = re.compile(
    r"\b(?:my|our) (?:readers|audience|readership)\b|读者|给[^，,。；;]{1,12}看的",
    _I,
)

# This piece named, which says_one_off leaves to the whole message ("这篇要正式一点").
_THIS = re.compile(
    r"\b(?:for|in|on|with) (?:this|that) [a-z-]+|\b(?:this|that) (?:one|post|piece|time)\b|"
    r"\bjust this once\b|\bfor now\b|这篇|这一篇|本篇|这次|这一次|这回|这份|这封|呢篇|呢次",
    _I,
)
_PART = re.compile(
    # One part of the piece named: "第三段拆成短句", "结尾那段拆短一点", "Make paragraph 1
    # livelier", "the second paragraph", "the intro" (outside50 F9).
    r"第[一二三四五六七八九十两\d]+[段句节]|首段|末段|最后一段|(?:开头|结尾|中间)(?:那|这)?段|"
    r"\b(?:paragraph|para|section|line) (?:\d+|one|two|three|four|five|six)\b|"
    r"\bthe (?:first|second|third|fourth|fifth|sixth|last|final|closing|opening|next|middle|"
    r"top|bottom) (?:paragraph|para|section|sentence|line|bit)s?\b|"
    r"\bthe (?:intro|introduction|opening|ending|conclusion|outro|headline|title|lede)\b",
    _I,
)

# A clause that points back at what was just asked: "…, and always like that", 以后都这样.
_BACK = re.compile(
    r"\b(?:like (?:this|that)|the same|that way|this way|as well|too)\b|"
    r"这样|那样|同样|照此|照这|也这么|也是",
    _I,
)


def _once(part: str) -> bool:
    return bool(says_one_off(part) or _THIS.search(part) or _PART.search(part))


def _on_a_part(part: str) -> bool:
    """An ask on one part of the piece, not on this piece or this time: alone it is a scoped
    ask, kept as evidence ("Make paragraph 1 livelier"); "For this post keep it formal" files
    nothing."""
    return bool(_PART.search(part)) and not (says_one_off(part) or _THIS.search(part))


def _lasting(part: str) -> bool:
    part = without_described_always(part)  # "Paragraph 2 always reads too long; cut it this time"
    return bool(LASTING.search(part) or _USUALLY.search(part) or _READERS.search(part))


def lasting_beside_one_off(
    words: Sequence[str], said: list[Observation], hear: Callable[[str], list[Observation]]
) -> list[Observation]:
    """`said`, with the lasting clause of a message that also asks a one-off heard on its own;
    of the one-off clause, only an ask on one part of the piece is kept, as it reads alone."""
    for text in words:
        parts = [p.strip() for p in _TURN.split(text) if p and p.strip()]
        if len(parts) < 2:
            continue
        once = [p for p in parts if _once(p) and not _lasting(p)]
        lasting = [p for p in parts if _lasting(p) and (not _once(p) or _READERS.search(p))]
        if not once or not lasting:
            continue
        # ("这次标题短一点，以后都这样": the lasting clause points back at the one-off.)
        lasting = [p for p in lasting if not _BACK.search(p)]
        wished = [
            o for p in lasting for o in hear(p) if not o.scoped and not o.dimension.startswith("*")
        ]
        if not wished:
            continue
        wanted = {(o.dimension, o.value) for o in wished}
        lasting_dimensions = {o.dimension for o in wished}
        heard_once = [o for p in once for o in hear(p) if o.dimension not in lasting_dimensions]
        # A dimension only the one-off clause speaks of is read as that clause alone reads it:
        # the whole message's reading there borrowed the lasting words or the ban beside it.
        once_dimensions = {o.dimension for o in heard_once}
        said = [o for o in said if o.dimension not in once_dimensions]
        asked_once = {(o.dimension, o.value) for p in once for o in hear(p)}
        only_once = asked_once - wanted
        said = [o for o in said if (o.dimension, o.value) not in only_once]
        # (A reading the whole message gave only for the one part gives way to the lasting one.)
        said = [o for o in said if not (o.scoped and o.dimension in lasting_dimensions)]
        known = {o.dimension for o in said}
        said += [o for o in wished if o.dimension not in known]
        said += [
            o
            for p in once
            if _on_a_part(p)
            for o in hear(p)
            if o.dimension not in lasting_dimensions and o.dimension not in known
        ]
    return said
