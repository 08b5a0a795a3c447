"""The label line of an asked entry kept when the model answers with the rest of it alone:
"Make the answer about confetti friendlier" answered with the new answer, the entry's bold
question line ("**Do you allow confetti?**") above it left out — the question was not asked
about, and replacing the whole entry with the answer would lose it without a word."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.scope import Scope
from app.editing.units import normal

# A line that labels what follows it in the same entry: all of it bold, or a heading.
_LABEL_LINE = re.compile(r"^(?:\*\*[^*\n]+\*\*|__[^_\n]+__|#{1,6}[ \t]+\S[^\n]*)[ \t]*$")


def with_label_lines(units: Sequence[str], originals: Sequence[str], scope: Scope) -> list[str]:
    """`units` with the asked entry's label line put back above a lone reply that left it out:
    only when the suggestion asks for one whole entry, that entry opens with a label line over
    more lines, and the reply is one unit opening with no label line of its own."""
    asked = [i for i in range(len(originals)) if scope.covers(i)]
    if scope.whole or len(asked) != 1 or len(units) != 1:
        return list(units)
    first, _, rest = originals[asked[0]].partition("\n")
    unit = units[0].strip()
    if (
        not rest.strip()
        or not _LABEL_LINE.match(first)
        or _LABEL_LINE.match(unit.split("\n", 1)[0])
        or normal(first) in {normal(line) for line in unit.split("\n")}
    ):
        return list(units)
    return [f"{first}\n{unit}"]
