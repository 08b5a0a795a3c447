"""An edit sent as tracked changes — the writer's words struck through and the new ones after
them, `~~7 pm~~ **6.45 pm**`, `~~18:30~~ **18:15**`, `<del>old</del><ins>new</ins>` — read as
the edit it marks (fidelity_blind48 tracked_changes_strike_and_bold): the struck words go, the
new ones stay without the marks. Read only where the article has no strike-through of its own
and the struck words are the writer's; a new text the article had in bold keeps its bold.
Pure."""

from __future__ import annotations

import re

_STRUCK_THEN_NEW = re.compile(
    r"~~(?=\S)(?P<old>[^~\n]+?)(?<=\S)~~[ \t]*(?:→[ \t]*)?\*\*(?=\S)(?P<new>[^*\n]+?)(?<=\S)\*\*"
    r"|<del>(?P<old2>[^<\n]*)</del>[ \t]*<ins>(?P<new2>[^<\n]*)</ins>",
    re.IGNORECASE,
)


def untracked(reply: str, article: str) -> str:
    """`reply` with each tracked change the article does not hold itself made: the struck
    words (the writer's) out, the new words in their place, unmarked."""
    if "~~" in article or "<del>" in article.lower():
        return reply

    def made(match: re.Match[str]) -> str:
        old = match["old"] if match["old"] is not None else match["old2"]
        new = match["new"] if match["new"] is not None else match["new2"]
        bare = old.strip().strip("*").strip()
        if not bare or bare not in article:
            return match[0]  # struck words the writer never wrote: the model's own markup
        if f"**{bare}**" in article:
            return f"**{new.strip()}**"
        return new.strip()

    return _STRUCK_THEN_NEW.sub(made, reply)
