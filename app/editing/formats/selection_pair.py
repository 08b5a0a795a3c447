"""A selection's new text sent as its old and new text side by side: a two-column table
(formats/selection_table.py), or tags as edit tools write them (fidelity_blind49
selection_answered_in_edit_tags) — `<edit><old>…</old><new>…</new></edit>`,
`<search>…</search><replace>…</replace>`, `<old_text>…</old_text><new_text>…</new_text>` — after
a lead-in or bare. The tags are dress: one pair whose old text is the selection gives its new
text; one whose old text is a part of the selection gives the selection with that part
replaced. Several pairs, or an old text the selection does not hold, are left to the other
readers (and so refused as before), as is an article that writes such tags itself. Pure."""

from __future__ import annotations

import re

from app.editing.formats.selection_table import from_table
from app.editing.units import normal

_PAIR = re.compile(
    r"<(search|find|old_text|old_str|old|original_text|original)>[ \t]*\n?(.*?)\n?[ \t]*</\1>"
    r"\s*<(replace|replacement|new_text|new_str|new|updated_text|revised)>[ \t]*\n?(.*?)\n?"
    r"[ \t]*</\3>",
    re.DOTALL | re.IGNORECASE,
)


def from_pair(reply: str, original: str, body: str = "") -> str | None:
    """The selection's new text when the reply answers `original` as its old and new text side
    by side (a table or tags), else None."""
    table = from_table(reply, original)
    if table is not None:
        return table
    return from_tags(reply, original, body)


def from_tags(reply: str, original: str, body: str = "") -> str | None:
    """The new text of the one old/new tag pair in `reply` for the selection `original`."""
    pairs = _PAIR.findall(reply)
    if len(pairs) != 1 or _PAIR.search(body) or _PAIR.search(original):
        return None
    old, new = str(pairs[0][1]).strip(), str(pairs[0][3]).strip()
    if not old or not new:
        return None
    if normal(old) == normal(original):
        return new
    if original.count(old) == 1:
        return original.replace(old, new)
    return None
