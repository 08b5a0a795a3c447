"""Putting a reply's partial answer for a paragraph in its place: a one-line answer for one
line of a list ("2. Bring the water to the boil…" for step 2), and telling a paragraph
outside the target that changed only to carry a stated fact's new values, and the reply's
sentences for the targeted sentences of a paragraph.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from app.domain.bounded_diff import SequenceMatcher
from app.domain.text import CJK_CHAR
from app.editing.align import similarity
from app.editing.drift import SETEXT
from app.editing.table_text import is_table
from app.editing.units import FENCE, normal

_ITEM_MARK = re.compile(
    r"^[ \t\u3000]*(?:[-*+•]|\d+[.)、]|第[一二三四五六七八九十\d]+步[，,：:]?|step \d+:?)", re.I
)


def line_spliced(before: str, text: str, line: int | None = None) -> str:
    """A one-line answer for one line of a paragraph of lines ("2. Bring the water to the
    boil…" for step 2 of the method) put in that line's place, the other lines kept; in a
    code block, a fenced one-line answer for one line of its code. `line`: the line the
    suggestion names by number (1-based; a code block's counted from under its fence)."""
    inner = _fenced_lines(before)
    answer_inner = _fenced_lines(text.strip("\n"))
    if inner is not None and answer_inner is not None and len(answer_inner) == 1 < len(inner):
        if line is not None and 1 <= line <= len(inner):
            code = "\n".join([*inner[: line - 1], answer_inner[0], *inner[line:]])
        else:
            code = line_spliced("\n".join(inner), answer_inner[0])
            if code == answer_inner[0]:
                return text  # no one line of the code stands for it
        outer = before.split("\n")
        return "\n".join([outer[0], code, outer[-1]])
    lines = before.split("\n")
    answer = text.strip("\n")
    if line is not None and 1 <= line <= len(lines) and "\n" not in answer and not is_table(before):
        own = _ITEM_MARK.match(lines[line - 1])
        if own is not None and _ITEM_MARK.match(answer) is None:
            answer = own[0].rstrip() + " " + answer.lstrip()  # the item keeps its number
        return "\n".join([*lines[: line - 1], answer, *lines[line:]])
    if len(lines) < 2 or "\n" in answer or SETEXT.fullmatch(before.strip()):
        return text  # an underlined heading is one line of text: its underline is no line
    mark = _ITEM_MARK.match(answer)
    if mark is not None:
        same = [i for i, line in enumerate(lines) if line.strip().startswith(mark[0].strip())]
        if len(same) == 1 and mark[0].strip() not in ("-", "*", "+", "•"):
            return "\n".join([*lines[: same[0]], answer, *lines[same[0] + 1 :]])
    alike = [similarity(answer, line) for line in lines]
    best = max(alike)
    if best >= MATCH_LINE and best > similarity(answer, before) + 0.1 and alike.count(best) == 1:
        at = alike.index(best)
        own = _ITEM_MARK.match(lines[at])
        if own is not None and mark is None:
            answer = own[0].rstrip() + " " + answer.lstrip()  # the item keeps its number
        return "\n".join([*lines[:at], answer, *lines[at + 1 :]])
    return text


def quoted_line(before: str, answer: str, quoted: Collection[str]) -> int | None:
    """The line (1-based) of a paragraph of lines that the suggestion quotes, when the answer
    is one line: 'Rewrite the line "I read the same page twice,"' answered with the new line
    alone stands for that line, not for the stanza. None when no one line holds a quote."""
    lines = before.split("\n")
    if len(lines) < 2 or "\n" in answer.strip("\n") or is_table(before):
        return None
    held = [n for n, line in enumerate(lines, 1) if is_quoted_line(line, quoted)]
    return held[0] if len(held) == 1 else None


def is_quoted_line(line: str, quoted: Collection[str]) -> bool:
    """Whether the suggestion quotes this whole line (its closing mark aside): a sentence
    quoted from a longer line is that sentence's, not the line's."""
    own = _open_end(normal(line))
    return len(own) >= 4 and any(_open_end(q) == own for q in quoted)


def _open_end(text: str) -> str:
    return text.rstrip(" ,.;:!?")


def _fenced_lines(text: str) -> list[str] | None:
    """The code lines of a paragraph that is one fenced block, else None."""
    lines = text.split("\n")
    if len(lines) < 3 or not FENCE.match(lines[0]) or not FENCE.fullmatch(lines[-1].rstrip()):
        return None
    if any(FENCE.match(inner) for inner in lines[1:-1]):
        return None
    return lines[1:-1]


# How alike a one-line answer and a line of the paragraph must be to stand for it.
MATCH_LINE = 0.5
_TOKEN = re.compile(r"[^\W\d_]+|\d+|\S", re.UNICODE)


def same_fact(before: str, after: str, facts: frozenset[str]) -> bool:
    """Whether a paragraph outside the target changed only to carry the stated fact's new
    values ("Friday 3 May" → "Saturday 4 May" in the closing line as well)."""
    new_tokens = _tokens(after)
    matcher = SequenceMatcher(None, _tokens(before), new_tokens, autojunk=False)
    inserted = [
        token
        for tag, _i1, _i2, j1, j2 in matcher.get_opcodes()
        if tag in ("replace", "insert")
        for token in new_tokens[j1:j2]
    ]
    return bool(inserted) and all(_a_fact(token, facts) for token in inserted)


def _tokens(text: str) -> list[str]:
    """Words, numbers, single CJK characters and single marks, lower-cased."""
    found: list[str] = []
    for token in _TOKEN.findall(text.lower()):
        found.extend(list(token) if CJK_CHAR.match(token) else [token])
    return found


def _a_fact(token: str, facts: frozenset[str]) -> bool:
    if CJK_CHAR.match(token):
        return any(token in fact for fact in facts if CJK_CHAR.match(fact))
    return token in facts


def sentences_spliced(
    old: Sequence[str], new: Sequence[str], targeted: set[int]
) -> tuple[str, list[tuple[str, str]]]:
    """A paragraph whose targeted sentences (numbers into `old`) take the reply's sentences
    when the reply has more or fewer sentences than the original — the changed sentence
    alone ("I pick things up fast, …" for the quoted sentence), or the paragraph with one
    sentence split in two. Sentences outside the target keep the writer's bytes; what the
    reply changed in them comes back as (before, after) pairs, to be withheld."""
    matcher = SequenceMatcher(
        None, [normal(s) for s in old], [normal(s) for s in new], autojunk=False
    )
    out: list[str] = []
    drift: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        olds, news = list(range(i1, i2)), list(new[j1:j2])
        if op == "equal":
            out.extend(old[i1:i2])
        elif op == "insert":
            if (i1 - 1) in targeted or i1 in targeted:
                _glue(out, "".join(news))  # a sentence added beside the targeted one
            else:
                drift.append(("", "".join(news)))
        elif not any(i in targeted for i in olds):
            out.extend(old[i1:i2])
            if news:
                drift.append(("".join(old[i1:i2]), "".join(news)))
        else:
            _splice_range(old, olds, news, targeted, out, drift)
    joined = "".join(out)
    # the last sentence taken out leaves no space that stood before it
    ends_bare = not "".join(old)[-1:].isspace()
    return (joined.rstrip() if ends_bare else joined), drift


# How alike a reply sentence and an untargeted one must be for it to be that one, retouched
# (below this a short new sentence shares letters with its neighbour only by chance).
DRIFT = 0.7


def _splice_range(
    old: Sequence[str],
    olds: list[int],
    news: list[str],
    targeted: set[int],
    out: list[str],
    drift: list[tuple[str, str]],
) -> None:
    """One changed run of sentences holding targeted ones: each reply sentence goes with the
    original it is most like; one most like an untargeted sentence is that one's drift."""
    aimed = [i for i in olds if i in targeted]
    mine: list[str] = []
    for sentence in news:
        best = max(olds, key=lambda i: similarity(sentence, old[i]))
        if best not in targeted and similarity(sentence, old[best]) >= DRIFT:
            drift.append((old[best], sentence))
        else:
            mine.append(sentence)
    last = old[aimed[-1]]
    trailing = last[len(last.rstrip()) :]
    for i in olds:
        if i == aimed[0]:
            text = _unquoted("".join(mine).strip(), "".join(old[j] for j in aimed))
            if text:
                _glue(out, text + trailing)
        elif i not in targeted:
            _glue(out, old[i])


_QUOTE_PAIRS = (('"', '"'), ("“", "”"), ("'", "'"), ("‘", "’"), ("「", "」"), ("『", "』"))


def _unquoted(text: str, before: str) -> str:
    """The reply's sentence without quotes around it that the original sentence lacked."""
    if text.startswith(">") and not before.lstrip().startswith(">"):
        text = text.lstrip("> ")  # a sentence given as a blockquote
    for opener, closer in _QUOTE_PAIRS:
        inner = text[len(opener) : -len(closer)]
        if (
            len(text) > 2
            and text.startswith(opener)
            and text.endswith(closer)
            and not before.lstrip().startswith(opener)
            and opener not in inner
            and closer not in inner
        ):
            return inner.strip()
    return text


def _glue(out: list[str], text: str) -> None:
    """Append a sentence, with a space after a Latin sentence that ended without one."""
    last = out[-1][-1:] if out else ""
    if last.isascii() and last.strip() and (text[:1].isalnum() or text[:1] in "\"'“‘("):
        text = " " + text
    out.append(text)
