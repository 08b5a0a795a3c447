"""An edit sent as tracked changes — the writer's words struck through and the new ones after
them, `~~7 pm~~ **6.45 pm**`, `~~18:30~~ **18:15**`, `<del>old</del><ins>new</ins>` — read as
the edit it marks (fidelity_blind48 tracked_changes_strike_and_bold): the struck words go, the
new ones stay without the marks. Read only where the article has no strike-through of its own
and the struck words are the writer's; a new text the article had in bold keeps its bold.

So too git's word diff (fidelity_blind49 word_diff_markers_entry, selection_answered_as_word_diff):
`[-12.30-]{+1+}`, `11月[-5日（星期五-]{+4日（星期四+}）`, a deletion `[-old-]` alone, an insertion
`{+new +}` alone — read only where the article writes no such marks itself, a deletion only of
the writer's words (a legend, `[-删除-]{+新增+}`, is the model's own and left to be peeled).
Pure."""

from __future__ import annotations

import re

_STRUCK_THEN_NEW = re.compile(
    r"~~(?=\S)(?P<old>[^~\n]+?)(?<=\S)~~[ \t]*(?:→[ \t]*)?\*\*(?=\S)(?P<new>[^*\n]+?)(?<=\S)\*\*"
    r"|<del>(?P<old2>[^<\n]*)</del>[ \t]*<ins>(?P<new2>[^<\n]*)</ins>",
    re.IGNORECASE,
)


# git diff --word-diff: "[-old-]{+new+}", or either alone.
_WORD_DIFF = re.compile(
    r"\[-(?P<old>(?:(?!-\]|\{\+)[^\n])+?)-\][ \t]?\{\+(?P<new>(?:(?!\+\})[^\n])*?)\+\}"
    r"|\[-(?P<gone>(?:(?!-\])[^\n])+?)-\]|\{\+(?P<added>(?:(?!\+\})[^\n])+?)\+\}"
)


def word_diff_made(reply: str, article: str) -> str:
    """`reply` with git's word-diff marks made into the edit they mark, where the article has
    none of its own: the old words (the writer's) out, the new ones in, unmarked."""
    if "[-" in article or "{+" in article or not _WORD_DIFF.search(reply):
        return reply

    def made(match: re.Match[str]) -> str:
        if match["added"] is not None:
            return match["added"]
        old = match["old"] if match["old"] is not None else match["gone"]
        if old.strip() not in article:
            return match[0]  # marks round words the writer never wrote: a legend
        return match["new"] or ""

    return _WORD_DIFF.sub(made, reply)


def untracked(reply: str, article: str) -> str:
    """`reply` with each tracked change the article does not hold itself made: the struck
    words (the writer's) out, the new words in their place, unmarked."""
    reply = word_diff_made(reply, article)
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
