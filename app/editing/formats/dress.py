"""The article dressed up by the model: what it put on the whole reply that the article does
not wear — every paragraph numbered ("1. …", "2. …"), a line naming each paragraph
(【第一段】, "**Paragraph 2:**", "### 第三段（修改处）"), or the whole article in a `>`
blockquote. Taken off here so the paragraphs line up with the writer's own; what the
article itself writes (its own numbered steps, its own quotes) is never touched.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from app.editing.align import is_chatter, similarity
from app.editing.formats.tracked import untracked
from app.editing.mentions import zh_number

_QUOTED = re.compile(r"^[ \t]*>[ \t]?")
# A paragraph's number: "1. ", "1) ", "**1.** ", "1、", "（1）", "[1] ", "①", "一、".
_NUMBER = re.compile(
    r"^[ \t]*(?:\*\*|__)?(?:(?P<n>\d{1,3})"
    r"(?:(?:[.)]|\*\*\.|__\.)(?:\*\*|__)?[ \t]+|[、．）](?:\*\*|__)?[ \t]*)"
    r"|[(（\[](?P<b>\d{1,3})[)）\]](?:\*\*|__)?[ \t]*|(?P<c>[①-⑳])[ \t]*"
    r"|(?P<z>[一二三四五六七八九十]{1,3})、[ \t]*)(?=\S)"
)
_ZH_N = "一二三四五六七八九十百零〇两"
# A line that only names a paragraph or marks it as the edited one: 【第一段】, [Paragraph 2],
# "**Paragraph 3 (revised):**", "### 第三段（修改处）", "第五段：".
# Possessive runs of space ([ \t]*+): the optional runs in a row split a long run of spaces every
# way before failing (800 spaces: 3.5 s); what follows each never starts with a space.
_LABEL_LINE = re.compile(
    r"^[ \t]*+(?:#{1,6}[ \t]*+)?(?:\*\*|__)?[ \t]*+[【\[(（]?[ \t]*+"
    # the section's heading first: "**出过的问题——第一段**", "**What went wrong — paragraph 2**"
    r"(?:[^\n*#【\[—–:：]{1,30}?[ \t]*+(?:——|—|–|-|:|：)[ \t]*+)?"
    rf"(?:第[{_ZH_N}\d]+(?:段|段落|自然段)|(?:paragraph|para|stanza)[ \t]*+\d+|段落?[ \t]*+\d+"
    r"|(?:first|second|third|fourth|fifth|sixth|last|final)[ \t]++(?:paragraph|para|stanza))"
    r"[ \t]*+(?:[(（][^)）\n]{0,16}[)）])?[ \t]*+[】\])）]?[ \t]*+(?:\*\*|__)?[ \t]*+[:：]?[ \t]*+"
    r"(?:\*\*|__)?[ \t]*+$",
    re.IGNORECASE,
)
# A heading of the model's own that marks its edit: "### 修改处", "## Revised paragraph".
_EDIT_HEADING = re.compile(
    r"^[ \t]*#{1,6}[ \t]*.{0,20}?(?:修改处|修改后|已修改|改写后|改动处|润色后|修改部分"
    r"|修改處|修改後|改寫後|潤色後"
    r"|\b(?:revised|edited|rewritten|updated|changed)\b).{0,20}$",
    re.IGNORECASE,
)


# The writer asking for the dress: numbers, labels, a blockquote, quotation marks.
_ASKS_NUMBERS = re.compile(
    r"\bnumber(?:s|ed|ing)?\b|\blabel|\bheading|序号|编号|標號|編號|标号|小标题|小標題|标注|標註",
    re.IGNORECASE,
)
_ASKS_QUOTED = re.compile(r"\bquot|\bblock ?quote|引用|引号|引號|括起来|括起來", re.IGNORECASE)


def asks_numbers(asked: Sequence[str]) -> bool:
    return any(_ASKS_NUMBERS.search(s) for s in asked)


def asks_quoted(asked: Sequence[str]) -> bool:
    return any(_ASKS_QUOTED.search(s) for s in asked)


def unquoted_article(text: str, body_paragraphs: Sequence[str]) -> str:
    """The reply with a blockquote around most of it taken off, one level: every line of the
    quoted run loses its `>`. When the article quotes something itself, only a run that
    quotes the article's own unquoted lines is the model's (its `> ` quotation then `> > `)."""
    own = {line.strip() for p in body_paragraphs for line in p.split("\n") if line.strip()}
    quotes_itself = any(_QUOTED.match(line) for line in own)
    lines = text.split("\n")
    quoted = [bool(_QUOTED.match(line)) for line in lines]
    for index, line in enumerate(lines):  # a bare blank line inside a quote is part of it
        if not line.strip() and 0 < index < len(lines) - 1:
            quoted[index] = quoted[index - 1] and any(quoted[index + 1 :][:1])
    runs: list[tuple[int, int]] = []
    start: int | None = None
    for index, is_quoted in enumerate([*quoted, False]):
        if is_quoted and start is None:
            start = index
        elif not is_quoted and start is not None:
            runs.append((start, index))
            start = None
    if not runs:
        return text
    first, end = max(runs, key=lambda run: sum(len(lines[i]) for i in range(*run)))
    quoted_size = sum(len(lines[i].strip()) for i in range(first, end))
    # The model's words around the quote ("Here's a clearer paragraph 3:" over it, "Happy to
    # adjust the tone." under it) are no text of the article's that the quote is set among.
    said = sum(len(line.strip()) for line in lines if not is_chatter(line))
    # A short quoted run is the model's only if it is nearly all the reply ("Paragraph 2
    # (revised):" over one quoted paragraph); else it may be a line of the article's own.
    if quoted_size < 0.6 * said or (end - first < 3 and quoted_size < 0.7 * said):
        return text
    inner = [_QUOTED.sub("", line, count=1) for line in lines[first:end]]
    if quotes_itself and _the_writers_quote(lines[first:end], inner, own):
        return text
    return "\n".join([*lines[:first], *inner, *lines[end:]])


def _the_writers_quote(run: Sequence[str], inner: Sequence[str], own: set[str]) -> bool:
    """Whether a quoted run of the reply is the article's own quotation (as it was, or
    rewritten), not the model's quote around its answer: unquoted it brings back no more of
    the article's lines than as sent, and some line of it is like one the article quotes."""
    as_sent = sum(line.strip() in own for line in run)
    if sum(line.strip() in own for line in inner) > max(as_sent, 1):
        return False
    quotes = [line for line in own if _QUOTED.match(line)]
    return any(similarity(line.strip(), q) >= 0.5 for line in run if line.strip() for q in quotes)


def undressed(units: list[str], body_paragraphs: Sequence[str], recast: bool) -> list[str]:
    """The units without label lines and numbers the model put on each paragraph."""
    own_labels = any(
        _LABEL_LINE.match(line) or _EDIT_HEADING.match(line)
        for p in body_paragraphs
        for line in p.split("\n")
    )
    out: list[str] = []
    for unit in units:
        first, _, rest = unit.partition("\n")
        if own_labels or not (_LABEL_LINE.match(first) or _EDIT_HEADING.match(first)):
            out.append(unit)
        elif rest.strip():
            out.append(rest.strip("\n"))
    return out if recast else _unnumbered(out, body_paragraphs)


def _unnumbered(units: list[str], body_paragraphs: Sequence[str]) -> list[str]:
    """Units numbered 1, 2, 3 … in turn without their numbers, when the article numbers none
    of its paragraphs and nearly every unit of the reply is numbered."""
    if any(_NUMBER.match(line) for p in body_paragraphs for line in p.split("\n")):
        return units
    numbered = [(i, m) for i, u in enumerate(units) if (m := _NUMBER.match(u))]
    if len(numbered) < 2 or len(numbered) < len(units) - 2:
        return units
    if [_value(m) for _, m in numbered] != list(range(1, len(numbered) + 1)):
        return units
    out = list(units)
    for index, match in numbered:
        out[index] = units[index][match.end() :]
    return out


def _value(match: re.Match[str]) -> int:
    if match["c"]:
        return ord(match["c"]) - ord("①") + 1
    if match["z"]:
        return zh_number(match["z"]) or 0
    return int(match["n"] or match["b"])


_WRAPS = (("“", "”"), ('"', '"'), ("「", "」"), ("『", "』"), ("‘", "’"), ("«", "»"))


def unwrapped(paragraphs: list[str], body_paragraphs: Sequence[str]) -> list[str]:
    """The reply's paragraphs without the quotation marks the model wrapped each of them in
    ("“Bake sale Saturday…”" for a one-paragraph post), when no paragraph of the article is
    one whole quotation itself (a line of dialogue)."""
    if not paragraphs or any(_wrap_of(p) for p in body_paragraphs):
        return paragraphs
    # the model's note in brackets under them ("(Note: I kept the day and time.)") aside
    end = len(paragraphs)
    while end > 1 and _ASIDE.fullmatch(paragraphs[end - 1].strip()):
        end -= 1
    if not all(_wrap_of(p) for p in paragraphs[:end]):
        return paragraphs
    return [p.strip()[1:-1].strip() for p in paragraphs[:end]] + paragraphs[end:]


def unbolded(paragraphs: list[str], body_paragraphs: Sequence[str], asked: str) -> list[str]:
    """The reply's paragraphs without the bold the model put round a whole changed paragraph
    to show it ("Here's the article with the change in bold"), when no paragraph of the
    article is bold throughout and the writer did not ask for bold, italics or emphasis."""
    if _MARKS_ASKED.search(asked) or any(_BOLD_ALL.fullmatch(p.strip()) for p in body_paragraphs):
        return paragraphs
    return [p.strip()[2:-2].strip() if _BOLD_ALL.fullmatch(p.strip()) else p for p in paragraphs]


def unmarked(reply: str, body_paragraphs: Sequence[str], asked: str) -> str:
    """The reply without the bold or italics the model said it marked its changes with
    ("Here's the revised version with the changes in **bold**:", "Changes are marked in
    *italics*."), in whatever form the edit came (a whole article, a paragraph, blocks): a
    span so marked loses its marks unless the article holds it marked so itself, or the
    writer asked for bold or italics."""
    article = "\n\n".join(body_paragraphs)
    reply = untracked(reply, article)  # ~~7 pm~~ **6.45 pm**: the edit it marks
    said = " ".join(
        line
        for line in reply.split("\n")
        if len(line) <= 160 and line.strip() not in article and _CHANGES.search(line)
    )
    if not _MARKS.search(said) or _MARKS_ASKED.search(asked):
        return reply
    bold = bool(re.search(r"bold|粗", said, re.IGNORECASE))
    span = _BOLD_SPAN if bold else _ITALIC_SPAN
    return span.sub(lambda m: m[0] if m[0] in article else m[1], reply)


_CHANGES = re.compile(
    r"\b(?:chang|edit|revis|modif|updat|addition|new (?:words|text|wording))"
    r"|改动|修改|改过|变动|更改|新增",
    re.IGNORECASE,
)
_MARKS = re.compile(r"\bbold|\bitalic|粗体|加粗|斜体", re.IGNORECASE)
# The writer asking for marks of their own: the model's bold or italics then stay.
_MARKS_ASKED = re.compile(
    r"\bbold|\bitalic|\bstrong\b|\bemphasi|加粗|粗体|黑体|斜体|突出|强调", re.IGNORECASE
)
_BOLD_SPAN = re.compile(r"\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*")
# Not inside a word of Latin letters (2*3*4, a_b); Chinese has no spaces to set it apart.
_ITALIC_SPAN = re.compile(r"(?<![*A-Za-z0-9])\*(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?![*A-Za-z0-9])")


_BOLD_ALL = re.compile(r"\*\*(?!\*)[^*\n]{20,}(?<!\*)\*\*")
_ASIDE = re.compile(r"[(（][^()（）\n]+[)）]")


@lru_cache(maxsize=4096)  # asked of every paragraph of the article and the reply each turn
def _wrap_of(text: str) -> tuple[str, str] | None:
    """The quotation pair a text is wholly inside, opened at its start and closed at its end."""
    flat = text.strip()
    for opener, closer in _WRAPS:
        inner = flat[1:-1]
        if (
            len(flat) > 2
            and flat.startswith(opener)
            and flat.endswith(closer)
            and opener not in inner
            and closer not in inner
        ):
            return opener, closer
    return None
