"""Someone's wish quoted and taken up by the writer: "Fwd from Dana: 'From now on everything we
post should sound more professional.' Please follow that.",
「转发老板在钉钉里说的：“以后所有推文都要正式一点。”就照这个办。」, 「…”照办吧。」,
「…”就按他说的来。」 (v72 `forwarded`).

The quote is someone else's taste until the writer adopts it; adopted, it is the writer's own
wish, heard as if they had said it. A quote with no wish in it ("the dance moved to the 21st")
adopts nothing, and a quote the writer argues with is not adopted. Pure: text in, readings out
(`hear` reads the quote).
"""

import re
from collections.abc import Callable, Sequence

from app.style.dimensions import Observation

_I = re.IGNORECASE
_QUOTED = re.compile(r"“([^“”]{4,})”|「([^「」]{4,})」|\"([^\"]{8,})\"|(?<!\w)'([^']{8,})'(?!\w)")
_ADOPTED = re.compile(
    r"\b(?:let'?s (?:do|go with|follow|stick (?:to|with)) (?:that|this|it|what (?:she|he|they) "
    r"(?:says?|said|wants?))|(?:please |pls )?follow (?:that|this|it|her lead|his lead|their lead)|"
    r"do (?:as|what) (?:she|he|they) (?:says?|said|asks?)|go with (?:that|this)|"
    r"(?:she|he|they)(?:'s|'re| is| are) (?:right|spot on)|make it so|apply (?:that|this|it)|"
    r"(?:that|this)(?:'s| is) the rule now|stick to (?:it|that|this)|"
    r"(?:please )?apply (?:it|that|this)(?: from now on)?)\b|"
    # 「以后按这个写」「请遵照执行」: a house rule quoted, followed.
    r"(?:就|那就|咱们就|我们就)?(?:照|按|遵照|依照)(?:这个|这|他|她|他们|老板|领导|主任|规范)?(?:说的)?"
    r"(?:办|来|做|执行|写)|"
    r"照办|就这么办|听(?:他|她|老板|领导)的|说得(?:对|在理)|(?:他|她)说得对",
    _I,
)
# The writer arguing with the quote: not taken up.
_ARGUED = re.compile(
    r"\b(?:I disagree|I don'?t agree|ignore (?:that|this|it|her|him)|nope|"
    r"not (?:doing|happening))\b|"
    r"不同意|别理|不用管|不听|不照",
    _I,
)


def adopted_quote(text: str) -> str | None:
    """The wish a message quotes and takes up as its own, or None."""
    quotes = [next(g for g in m.groups() if g) for m in _QUOTED.finditer(text)]
    if not quotes:
        return None
    after = text[text.rfind(quotes[-1]) + len(quotes[-1]) :]
    if not _ADOPTED.search(after) or _ARGUED.search(text):
        return None
    return max(quotes, key=len)


def adopted_read(
    words: Sequence[str], said: list[Observation], hear: Callable[[str], list[Observation]]
) -> list[Observation]:
    """`said`, or, when every message takes up a quoted wish, that wish heard as the writer's."""
    quoted = [adopted_quote(text) for text in words]
    if not words or any(q is None for q in quoted):
        return said
    heard = [o for q in quoted if q for o in hear(q) if o.by_writer and not o.tentative]
    return heard or said
