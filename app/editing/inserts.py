"""New paragraphs in a reply — ones no original paragraph pairs with — and whether each is
saved: anywhere for a whole-article edit, at either end when a new paragraph was asked for,
and beside the paragraph the suggestion targets (its text split in two, or what was asked to
add given a paragraph of its own). A short line put beside the target after the asked edit
landed in the target itself ("We can't wait to see you in the water!", 欢迎大家踊跃参加！),
sharing no words with it, is the model's own addition: withheld and offered, never saved —
unless the suggestion asked about the ending itself ("make the ending happier", 结尾改得温暖些):
a closing line added at the very end is then part of the asked ending.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.models import WithheldChange
from app.domain.text import CJK_CHAR
from app.editing.align import is_placeholder, similarity
from app.editing.scope import Scope, words_of
from app.editing.units import normal, same_text


def content_words(text: str) -> list[str]:
    """Words of four letters or more, numbers, and pairs of CJK characters, lower-cased."""
    return words_of(text)


def allowed_inserts(
    after: int,
    texts: list[str],
    scope: Scope,
    befores: Sequence[str],
    givens: Sequence[str | None],
    withheld: list[WithheldChange],
) -> list[str]:
    """The new paragraphs after original paragraph `after` (-1: before the first) that are
    saved; the others go to `withheld`. `befores` are the original paragraphs, `givens` the
    reply's text for each (None: not given)."""
    count = len(befores)
    # the place named for a new paragraph (Scope.insert_at) licenses it, not its neighbours
    placed = after == scope.insert_at
    near = [i for i in (after, after + 1) if 0 <= i < count and (placed or scope.touches(i))]
    # "add a paragraph at the end": an edge is the place when no other is named, or it is named
    # (开头那段末尾加上…: the opening paragraph, not a new section at the article's end)
    edge = 0 if after == -1 else count - 1
    named = bool(scope.paragraphs or scope.sentences)
    at_edge = after in (-1, count - 1) and scope.adds and (not named or scope.touches(edge))
    closing = after == count - 1 and asks_ending(scope)
    kept: list[str] = []
    for text in texts:
        if _own_heading(text, scope, befores):
            withheld.append(
                WithheldChange(
                    paragraph=after + 2, before="", after=text, description="a new paragraph"
                )
            )
        elif (
            scope.whole
            or at_edge
            or _quoted(text, scope)
            or (
                near
                and (closing or not _aside(text, near, scope, befores, givens))
                and not _made_up_figures(text, scope, befores)
            )
        ):
            kept.append(text.strip("\n"))
        else:
            withheld.append(
                WithheldChange(
                    paragraph=after + 2, before="", after=text, description="a new paragraph"
                )
            )
    return kept


_DIGITS = re.compile(r"\d+(?:[.,]\d+)*")
# A list item's number at the start of its line ("6. Long hair must be tied back", 6、…).
_ITEM_NUMBER = re.compile(r"^[ \t]*\d{1,3}[.、)）](?=[ \t]*\S)", re.MULTILINE)


def _made_up_figures(text: str, scope: Scope, befores: Sequence[str]) -> bool:
    """Whether a new paragraph beside the target gives a figure in digits that neither the
    article nor the suggestion holds ("87% of last year's participants said…", 去年95%的孩子…)
    when nothing was asked to be added: the model's own claim, offered apart — a split of the
    target keeps the target's figures."""
    if scope.adds or scope.reshape or scope.facts:
        return False
    figures = _DIGITS.findall(_ITEM_NUMBER.sub(" ", text))  # "6. Long hair…": a place, no figure
    if not figures:
        return False
    had = set(_DIGITS.findall("\n".join(befores))) | set(scope.asked)
    return any(figure not in had for figure in figures)


def _quoted(text: str, scope: Scope) -> bool:
    """Whether a new paragraph is text the suggestion quoted word for word ("Add a heading
    '## Where to swim meanwhile' before…", 加一个小标题“## 小贴士”): asked for, where it stands."""
    plain = normal(text)
    return len(plain) >= 2 and any(
        plain == quoted or plain.lstrip("#").strip() == quoted.lstrip("#").strip()
        for quoted in scope.quoted
    )


# The suggestion's words that name the article's ending as a place, not one paragraph: a line
# added after the last paragraph is then still the ending (as words_of gives them: four
# letters or more, CJK pairs).
_ENDING = frozenset(
    {"ending", "conclusion", "closing", "outro", "结尾", "结局", "收尾", "结语", "尾巴"}
)


def asks_ending(scope: Scope) -> bool:
    """Whether the suggestion names the article's ending as a place ("make the ending …")."""
    return bool(scope.asked & _ENDING)


# A markdown heading line alone, and the suggestion's words (as words_of gives them) that ask
# about headings: a heading beside the target is then part of the edit.
_HEADING_LINE = re.compile(r"#{1,6}[ \t]+\S[^\n]*")
_HEADING_WORDS = frozenset(
    {"heading", "headings", "subheading", "subheadings", "header", "headers", "section",
     "sections", "标题", "小标", "分节", "章节"}
)  # fmt: skip


def _own_heading(text: str, scope: Scope, befores: Sequence[str]) -> bool:
    """Whether a new paragraph is a heading of the model's own put into an article that has
    none ("## The dragon kite" over a paragraph of a news story), unasked: the writer's article
    keeps its shape, whatever the edit's reach."""
    if not _HEADING_LINE.fullmatch(text.strip()) or _quoted(text, scope):
        return False
    if scope.form or scope.adds or scope.reshape or scope.asked & _HEADING_WORDS:
        return False
    return not any(_HEADING_LINE.match(line.strip()) for p in befores for line in p.split("\n"))


# A line of its own the model adds: a sentence or two, short.
_SHORT_WORDS = 20
# Where a line points, not what it says: a link's target, a bare address, a tag. A writer's
# message holding a link ("make paragraph 2 bolder [x](https://example.org)") had made any
# added line with a link ("See [our shop](https://evil.example)") share its words "https" and
# "example", and so pass for what was asked to add.
_ADDRESSES = re.compile(r"\]\([^)]*\)|<[^>]*>|\b[a-z][a-z0-9+.-]*:(?://)?\S+|\bwww\.\S+", re.I)


def _aside(
    text: str,
    near: Sequence[int],
    scope: Scope,
    befores: Sequence[str],
    givens: Sequence[str | None],
) -> bool:
    """Whether a new paragraph beside the target is the model's own line rather than part of
    the edit: no new paragraph was asked for, the target took the edit itself, and the line is
    short and shares no word with the target as the writer had it (no split of it)."""
    if scope.adds or scope.reshape:
        return False
    if _HEADING_LINE.fullmatch(text.strip()) and not (scope.form or scope.asked & _HEADING_WORDS):
        return True  # a heading of the model's own over a paragraph it was not asked about
    if scope.shorten:
        return False
    edited = [i for i in near if givens[i] is not None and givens[i] != befores[i]]
    if not edited:
        return False
    size = len(re.findall(r"[^\W\d_]+|\d+", CJK_CHAR.sub(" ", text))) + len(CJK_CHAR.findall(text))
    if size > _SHORT_WORDS * (2 if CJK_CHAR.search(text) else 1):
        return False
    words = set(content_words(_ADDRESSES.sub(" ", text)))
    if words & scope.asked:
        return False  # what was asked to add, given a paragraph of its own
    return not any(words & set(content_words(befores[i])) for i in near)


def rejoined(content: list[str], originals: Sequence[str], scope: Scope) -> list[str]:
    """The reply's units with the lines of one original paragraph — a list, an address — given
    word for word as paragraphs of their own put back together as that paragraph, unless the
    suggestion asks about the form or for new paragraphs ("put each step in its own
    paragraph"). Apart, each line would be a new paragraph beside the writer's own list."""
    if scope.form or scope.adds or scope.reshape:
        return content
    plain = [normal(unit) for unit in content]
    for paragraph in originals:
        lines = [normal(line) for line in paragraph.split("\n") if line.strip()]
        if len(lines) < 2 or any(not line for line in lines):
            continue
        for start in range(len(plain) - len(lines) + 1):
            if plain[start : start + len(lines)] == lines:
                joined = "\n".join(u.strip("\n") for u in content[start : start + len(lines)])
                content[start : start + len(lines)] = [joined]
                plain[start : start + len(lines)] = [normal(joined)]
                break
    return content


# A suggestion that asks for paragraphs to be joined: their joining is the edit.
_JOIN = re.compile(
    r"merg|combin|join|fold|unite|one paragraph|\binto\b"
    r"|合并|合成|并成|并为|并起来|并到|并入|连成|连起来|接上|一段|移到|挪到|放进|放到|移进|挪进",
    re.I,
)


def unmerged(content: list[str], originals: Sequence[str], scope: Scope, asked: str) -> list[str]:
    """The reply's units with two neighbouring paragraphs of the writer's, given word for word
    as one unit, split back into the two — unless the suggestion asks to join, move, recast or
    lay out paragraphs, or (scoped) targets both. Nothing of either changed but the break
    between them, which the writer did not ask to lose."""
    pairs = _joinable(originals, scope, asked)
    split: list[str] = []
    for unit in content:
        split.extend(pairs.get(normal(unit), (unit,)))
    return split


def unasked_joins(
    content: Sequence[str], originals: Sequence[str], scope: Scope, asked: str
) -> list[WithheldChange]:
    """The joins `unmerged` undoes, to offer the writer apart (the paragraphs stay two)."""
    pairs = _joinable(originals, scope, asked)
    joins: list[WithheldChange] = []
    for unit in content:
        pair = pairs.get(normal(unit))
        if pair is not None:
            at = originals.index(pair[0]) + 1
            description = f"paragraphs {at} and {at + 1} joined — kept apart"
            joins.append(
                WithheldChange(
                    paragraph=at, before="\n\n".join(pair), after=unit, description=description
                )
            )
    return joins


def _joinable(originals: Sequence[str], scope: Scope, asked: str) -> dict[str, tuple[str, str]]:
    """Two neighbouring paragraphs as one unit (read `normal`) → the two, for the pairs the
    suggestion does not ask to join, move, recast or lay out, nor (scoped) targets both."""
    if scope.form or scope.reshape or _JOIN.search(asked):
        return {}
    pairs: dict[str, tuple[str, str]] = {}
    for i in range(len(originals) - 1):
        if scope.whole or not (scope.touches(i) and scope.touches(i + 1)):
            first, second = originals[i], originals[i + 1]
            for glue in (" ", ""):
                pairs.setdefault(normal(first.strip() + glue + second.strip()), (first, second))
    known = {normal(o) for o in originals}
    return {joined: pair for joined, pair in pairs.items() if joined not in known}


def without_copies(
    inserts: dict[int, list[str]], givens: Sequence[str | None], originals: Sequence[str]
) -> list[WithheldChange]:
    """Drop a new paragraph that is a paragraph of the article word for word, given in its own
    place too: the reply repeated that one paragraph (nothing is lost, nothing is unclear);
    it is listed as a new paragraph not applied. Several such copies are the article given
    twice, which is left to be refused."""
    copies = [
        (after, text)
        for after, texts in inserts.items()
        for text in texts
        if any(
            same_text(text, o) and given is not None
            for o, given in zip(originals, givens, strict=True)
        )
    ]
    if len(copies) != 1:
        return []
    after, text = copies[0]
    inserts[after].remove(text)
    return [
        WithheldChange(paragraph=after + 2, before="", after=text, description="a new paragraph")
    ]


# The suggestion's words (as words_of gives them) that ask for one paragraph to be split:
# "split paragraph 2 into two", "break it into two paragraphs", 把第二段拆成两段, 分成两段.
_SPLIT = frozenset({"split", "拆成", "拆开", "拆分", "分成", "分为"})
_INTO_PARAGRAPHS = frozenset({"两段", "三段", "几段", "段落"})
# How much of the asked paragraph its parts, read together, must give back.
_SPLIT_LIKE = 0.8


def resplit(content: list[str], originals: Sequence[str], scope: Scope) -> list[str]:
    """The reply's units with an asked paragraph given as two or three paragraphs, as the
    suggestion asks ("split paragraph 2 into two"), kept as one unit standing for it — its
    parts joined by a blank line — so the parts replace it together instead of the second
    being read as another paragraph's version."""
    into_paragraphs = "paragraphs" in scope.asked or bool(scope.asked & _INTO_PARAGRAPHS)
    splits = scope.asked & _SPLIT or {"break", "into"} <= scope.asked
    if scope.whole or not (splits and into_paragraphs):
        return content  # "split the long sentence in paragraph 3": no new paragraph asked
    for target in sorted(scope.paragraphs):
        original = originals[target]
        for start in range(len(content)):
            found = next(
                (
                    end
                    for end in range(start + 2, min(len(content), start + 3) + 1)
                    if not any(is_placeholder(u) for u in content[start:end])
                    and similarity(" ".join(u.strip() for u in content[start:end]), original)
                    >= _SPLIT_LIKE
                ),
                None,
            )
            if found is not None:
                joined = "\n\n".join(u.strip("\n") for u in content[start:found])
                content = [*content[:start], joined, *content[found:]]
                break
    return content
