"""The parts of a reply that are the article's own blocks or diffs, echoed back.

An article may hold a search/replace block or a unified diff (a post about editing tools).
Asked to change another line, a model answers with the whole article — and the article's own
markers, read as the model's edit, made the writer's change refused or asked for again. A
paragraph of the article that holds a marker line, found as written in the reply, is the
article's text: it is left out before the reply is asked whether it edits in blocks.
"""

import re

# A line that marks a block or a diff: <<<<<<< SEARCH, =======, >>>>>>> REPLACE, @@ … @@, the
# ---/+++ file lines, a ```diff fence. (Not a lone -/+ line: every list has those.)
_MARKER = re.compile(r"^\s*(?:<{5,}|={5,}|>{5,}|@@|--- |\+\+\+ |(?:`{3,}|~{3,})\s*(?:diff|patch))")


def unechoed(reply: str, article: str) -> str:
    """`reply` without the article's own paragraphs that hold a block or diff marker."""
    own = {
        paragraph.strip()
        for paragraph in article.split("\n\n")
        if any(_MARKER.match(line) for line in paragraph.split("\n"))
    }
    if not own:
        return reply
    return "\n\n".join(p for p in reply.split("\n\n") if p.strip() not in own)
