"""A style the writer says they miss: "I kind of miss the long headlines", "bring back the chatty
intros", 「有点怀念以前的长标题」 — what they name is wanted again. Said with doubt ("but I'm
torn", 我也拿不准), it is put to them; a question about it asks nothing here.
"""

import re

from app.style.dimensions import Observation
from app.style.filing import said_by_writer
from app.style.hant import simplified
from app.style.hits import Context, clause_hits
from app.style.reading import is_hesitant

_I = re.IGNORECASE
_MISSED = re.compile(
    r"\b(?:I|we) (?:kind of |kinda |sort of |really |do |still |rather |a bit )?miss(?:ed)? "
    r"(?:the |those |our |my |having |when we had )?|"
    r"\bbring(?:ing)? back (?:the |those |our |my )?|"
    r"(?:有点|挺|还挺|真)?(?:怀念|想念)(?:以前|之前|原来|那种)?的?",
    _I,
)
_CLAUSE_END = re.compile(r"[,，.。;；!！?？—–]|\bbut\b", _I)
_ASKED = re.compile(r"[?？]\W*$|吗\W*$")
_TORN = re.compile(r"\btorn\b|\bin two minds\b|\bon the fence\b|纠结|犹豫")


def missed_styles(text: str) -> list[Observation]:
    """The style values the writer says they miss, asked when said with doubt."""
    said = simplified(text)
    if _ASKED.search(said):
        return []
    doubt = is_hesitant(said) or bool(_TORN.search(said))
    found: list[Observation] = []
    for missed in _MISSED.finditer(said):
        end = _CLAUSE_END.search(said, missed.end())
        named = said[missed.end() : end.start() if end else len(said)]
        # (Read as a wish: "long headlines" alone names a size, "I want long headlines" wants it.)
        for hit in clause_hits(f"I want {named}", Context(), False):
            if hit.literal and all(o.dimension != hit.dimension for o in found):
                found.append(said_by_writer(hit.dimension, hit.value, text.strip(), hesitant=doubt))
    return found
