"""Where one suggestion joins several mechanical steps with a comma or an "and":
"第三段删掉，另外以后别用表情", "delete paragraph 3 and replace fine with sunny",
"delete paragraphs 2, 3 and 5, and change the title to Spring".

A comma or an "and" also sits inside one step ("delete paragraphs 2, 3 and 5", "swap
paragraphs 1 and 2", a quoted term), so the suggestion is cut at every such joiner outside
quotes and the pieces are put back together into the fewest steps a rule understands each of.
"""

import re
from collections.abc import Callable
from functools import cache

# A comma (an enumeration comma 、 lists within one step), or an "and" before a verb the rules
# know; the joining words after it ("另外", "also") belong to neither step. The spaces before
# an "and" are read from the first of them only: tried from every space of a long run, each
# read to its end, they cost the square of the run (20,000 spaces: 4 s).
_JOINER = re.compile(
    r"[，,]\s*(?:and\s+)?(?:also\s+|plus\s+)?(?:另外|还有|并且|同时|顺便|而且|再)?"
    r"|(?<!\s)\s+(?:and|plus)\s+(?:also\s+)?(?=(?:delete|remove|drop|cut|replace|change|swap|switch|"
    r"exchange|retitle|rename|set|use|call|strip|lose|take\s+out|get\s+rid)\b)",
    re.IGNORECASE,
)
_PAIRS = (("“", "”"), ("「", "」"), ("『", "』"), ("‘", "’"))
_MOST_PIECES = 12  # a longer list of clauses is no mechanical edit


def joined_steps(suggestion: str, understood: Callable[[str], bool]) -> list[str]:
    """The steps `suggestion` joins, each one `understood` says a rule takes; [] when it
    cannot be cut so (or is one step)."""
    text = suggestion.strip()
    cuts = [m for m in _JOINER.finditer(text) if not _inside_quotes(text[: m.start()])]
    if not cuts or len(cuts) >= _MOST_PIECES:
        return []
    # Piece i runs from the end of cut i-1 to the start of cut i.
    starts = [0, *(m.end() for m in cuts)]
    ends = [*(m.start() for m in cuts), len(text)]

    @cache
    def steps_from(first: int) -> tuple[str, ...] | None:
        """The fewest steps covering pieces first…last, longest step first."""
        if first == len(starts):
            return ()
        for last in range(len(starts) - 1, first - 1, -1):
            step = text[starts[first] : ends[last]].strip()
            if step and understood(step):
                rest = steps_from(last + 1)
                if rest is not None:
                    return (step, *rest)
        return None

    found = steps_from(0)
    return list(found) if found and len(found) > 1 else []


def _inside_quotes(before: str) -> bool:
    """Whether a quote opened in `before` is still open."""
    if before.count('"') % 2:
        return True
    return any(before.count(opening) > before.count(closing) for opening, closing in _PAIRS)
