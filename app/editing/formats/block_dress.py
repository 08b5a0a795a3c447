"""Search/replace pairs written without the block markers: labelled ("SEARCH: … REPLACE: …",
"Find: … Replace with: …", 查找：… 替换为：…) or in tags (`<search>…</search><replace>…
</replace>`, `<old_text>…</old_text><new_text>…</new_text>`, Claude's text editor tool's
`<old_str>…</old_str><new_str>…</new_str>`), and hunks in Codex's apply_patch envelope (read
as a unified diff). Each pair is rewritten as a marked block, so it is applied (or asked
again for) like any other, never read as a whole article made of the two halves.
"""

from __future__ import annotations

import re

_TAGGED = re.compile(
    r"<(search|find|old_text|old_str|old|original_text)>[ \t]*\n?(.*?)\n?[ \t]*</\1>\s*"
    r"<(replace|replacement|new_text|new_str|new|updated_text)>[ \t]*\n?(.*?)\n?[ \t]*</\3>",
    re.DOTALL | re.IGNORECASE,
)
# Codex's apply_patch envelope, which GPT-4.1 and GPT-5 write edits in: "*** Begin Patch",
# "*** Update File: article.md", hunks under "@@" (bare, or with a line of context after it),
# "*** End Patch". Its hunks are a unified diff's once the envelope lines are gone.
# A fence line, with the language tag a model may give it (```markdown, ~~~text).
FENCE = re.compile(r"^\s*(?:`{3,}|~{3,})\s*[\w+.-]*\s*$")
_ENVELOPE = re.compile(r"^\*\*\* (?:Begin Patch|End Patch|End of File|Update File:.*)\s*$")
_BARE_HUNK = re.compile(r"^@@(?:[ \t]+(?!.*@@).*)?$")
_SEARCH_LABEL = re.compile(
    r"^[ \t]*(?:\*\*|__)?(?:search|find|查找|搜索|查找内容|原文本)(?:\*\*|__)?[ \t]*[:：]"
    r"(?:\*\*|__)?[ \t]*(.*)$",
    re.IGNORECASE,
)
_REPLACE_LABEL = re.compile(
    r"^[ \t]*(?:\*\*|__)?(?:replace(?: with)?|replacement|替换为|替换成|替換為|替换内容)"
    r"(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?[ \t]*(.*)$",
    re.IGNORECASE,
)


def with_markers(reply: str, article: str = "") -> str:
    """The reply with unmarked search/replace pairs written as marked blocks; unchanged when
    it has none (or the article itself writes such tags or labels)."""
    if not _TAGGED.search(article):
        reply = _TAGGED.sub(lambda m: _block(m[2], m[4]), reply)
    reply = _unwrapped_patch(reply, article)
    if any(_SEARCH_LABEL.match(line) for line in article.split("\n")):
        return reply
    return _labelled(reply)


def _unwrapped_patch(reply: str, article: str) -> str:
    """An apply_patch envelope's hunks as a unified diff (a bare "@@" made "@@ @@"); the reply
    as it is when it holds no "*** Begin Patch" line or the article holds one."""
    lines = reply.split("\n")
    begun = any(line.startswith("*** Begin Patch") for line in lines)
    if not begun or "*** Begin Patch" in article:
        return reply
    kept = [line for line in lines if not _ENVELOPE.match(line)]
    return "\n".join("@@ @@" if _BARE_HUNK.match(line) else line for line in kept)


def _labelled(reply: str) -> str:
    """ "SEARCH: old" then "REPLACE: new" (each on its line or running on below it) as blocks.
    A pair's replacement ends at a blank line, unless its search text held one too."""
    lines = reply.split("\n")
    out: list[str] = []
    index = 0
    while index < len(lines):
        start = _SEARCH_LABEL.match(lines[index])
        if start is None:
            out.append(lines[index])
            index += 1
            continue
        search = [start[1]] if start[1].strip() else []
        cursor = index + 1
        while cursor < len(lines) and not _REPLACE_LABEL.match(lines[cursor]):
            if _SEARCH_LABEL.match(lines[cursor]):
                break
            search.append(lines[cursor])
            cursor += 1
        if cursor >= len(lines) or not _REPLACE_LABEL.match(lines[cursor]):
            out.append(lines[index])
            index += 1
            continue
        first = _REPLACE_LABEL.match(lines[cursor])
        assert first is not None
        replace = [first[1]] if first[1].strip() else []
        spans_blank = any(not line.strip() for line in _trimmed(search))
        cursor += 1
        while cursor < len(lines) and not _SEARCH_LABEL.match(lines[cursor]):
            if not lines[cursor].strip() and not spans_blank and any(r.strip() for r in replace):
                break
            replace.append(lines[cursor])
            cursor += 1
        out.append(_block("\n".join(_trimmed(search)), "\n".join(_trimmed(replace))))
        index = cursor
    return "\n".join(out)


def _trimmed(lines: list[str]) -> list[str]:
    while lines and not lines[0].strip():
        lines = lines[1:]
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    return lines


def _block(search: str, replace: str) -> str:
    return f"<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE"


# What a model puts before each line of a block: a unified diff's "-" (SEARCH) and "+"
# (REPLACE), with " " on lines kept; or the line's number ("12: ", "12 | ").
_LINE_NUMBER = re.compile(r"^[ \t]*\d{1,5}[ \t]*(?::|\||│)[ \t]?")


def without_line_marks(search: str, replace: str) -> tuple[str, str] | None:
    """The block's SEARCH and REPLACE without the diff marks or line numbers on every line of
    both; None when their lines are not all so marked (a list's own "- " lines are text:
    only a SEARCH of "-" lines beside a REPLACE of "+" lines is a diff)."""
    olds = [line for line in search.split("\n") if line.strip()]
    news = [line for line in replace.split("\n") if line.strip()]
    if not olds:
        return None
    diff = all(line[:1] in "- " for line in olds) and all(line[:1] in "+ " for line in news)
    marked = any(line.startswith("-") for line in olds) and (
        not news or any(line.startswith("+") for line in news)
    )
    if diff and marked:
        return _unmarked(search, "-"), _unmarked(replace, "+")
    if all(_LINE_NUMBER.match(line) for line in olds) and all(
        _LINE_NUMBER.match(line) for line in news
    ):
        return (
            "\n".join(_LINE_NUMBER.sub("", line, count=1) for line in search.split("\n")),
            "\n".join(_LINE_NUMBER.sub("", line, count=1) for line in replace.split("\n")),
        )
    return None


def _unmarked(text: str, mark: str) -> str:
    """Each line without its diff mark (and the one space after it) or its context space."""
    out = []
    for line in text.split("\n"):
        if line.startswith(mark):
            line = line[1:]
            line = line[1:] if line.startswith(" ") else line
        elif line.startswith(" "):
            line = line[1:]
        out.append(line)
    return "\n".join(out)


def underlines(search: list[str], line: str, article: str) -> bool:
    """Whether a divider-like line inside SEARCH is the underline of the article's own setext
    heading ("Results" over "=======") — SEARCH text, not the block's divider: the line
    before it and it stand so in the article, and SEARCH has not yet copied a heading's text
    that the article does not hold."""
    if not search or not search[-1].strip():
        return False
    return f"{search[-1].strip()}\n{line.strip()}" in "\n".join(
        row.strip() for row in article.split("\n")
    )
