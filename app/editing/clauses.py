"""A second instruction joined to a targeted one: 'Change "perhaps too generous" to "a little
too generous", and say under-18s also pay £5.' The first clause names its place (a quoted
phrase, a paragraph); the second names none, yet its words or figures are held by one
paragraph of the article, which it then targets too. A clause that points nowhere clearly
adds nothing (what the model changed there is still withheld).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.mentions import holding_paragraph

# Where a further instruction starts: after ", and", "; ", a full stop, "and also", "，并",
# "；", "。", "另外", "同时" — followed by a verb that asks for text.
_VERBS_EN = (
    r"say|says|add|mention|note|state|make|change|fix|put|include|write|update|correct|replace"
    r"|explain|clarify|point out|spell out|give"
)
_VERBS_ZH = r"注明|写明|说明|加上|补充|提到|写上|改成|改为|把|将|加|写|改|标明|点明"
_FURTHER = re.compile(
    rf"(?:[,;.]\s*(?:and\s+)?(?:also\s+)?|\s+and\s+(?:also\s+)?)(?=(?:please\s+)?(?:{_VERBS_EN})\b)"
    rf"|[，；。]?(?:并且?|另外|同时|再|也)(?=(?:{_VERBS_ZH}))|[；。](?=(?:{_VERBS_ZH}))",
    re.IGNORECASE,
)
# Quoted words of a clause are the new text or the old, found by the quoted-phrase reader.
_QUOTED = re.compile(r"\"[^\"\n]*\"|“[^”\n]*”|「[^」\n]*」|『[^』\n]*』")


def further_paragraphs(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs the clauses after the first instruction point at by what they say."""
    found: set[int] = set()
    for clause in _FURTHER.split(suggestion)[1:]:
        said = _QUOTED.sub(" ", clause)
        found |= holding_paragraph(said, paragraphs)
    return found
