"""Tells a reply that stops in the middle — the model ran out although it said it had
finished — from one that ends without a full stop as the writer's own text does.

A model that runs out of room often still reports a normal finish. Its reply then ends
inside a line the original goes on with ("- The default page size for `GET /v3/charges` is
now", "2. 熟悉C++或"), part-way through a list or table it copied unchanged, on a word that
cannot end a sentence ("and the", "熟悉C++或"), or on a list item cut short among items that
all end with punctuation. A heading, a poem line, an unpunctuated list, a sign-off or a draft
that itself stops are judged by the original's own lines, so they still apply.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from app.domain.text import CJK_CHAR
from app.editing.align import MATCH, is_chatter, is_placeholder, similarity
from app.editing.asked_marks import ends_as_asked
from app.editing.kinds_named import stanzas
from app.editing.splice import is_quoted_line
from app.editing.units import ends_mid_sentence, normal

# A line of a list: "- ", "* ", "1. ", "2)", "一、", "①", "(3)", "（3）".
LIST_ITEM = re.compile(
    r"^\s*(?:[-*+•·]\s|\d{1,3}[.)．、]\s?|[一二三四五六七八九十]{1,3}[、．.]|[①-⑳]|[（(]\d{1,3}[)）])"
)
_TABLE_ROW = re.compile(r"^\s*\|")
# What a sentence, clause or item may end with (and a closing quote or bracket after it).
_ENDS_ITEM = re.compile(r"[.!?。！？…;；,，、:：)）\]】」』”’\"'`*_~—-]\s*$")
# What leaves a sentence open: a comma, a colon, a dash (not a rule of hyphens).
_ENDS_OPEN = re.compile(r"(?:[,，、:：]|\s[—–-]|[^-]—|——)\s*$")
_ENDS_SENTENCE = re.compile(r"[.!?。！？…;；][\"'”’」』）)\]】]*\s*$")
# Words a sentence cannot end on: articles, conjunctions, prepositions, auxiliaries.
_DANGLING_WORDS = frozenset(
    {
        "a", "an", "the", "and", "or", "but", "nor", "of", "to", "in", "on", "at", "by", "for",
        "with", "from", "into", "onto", "than", "as", "that", "is", "are", "was", "were", "be",
        "our", "your", "their", "my", "its", "because", "if", "while",
    }
)  # fmt: skip
# CJK characters a clause cannot end on: conjunctions and prepositions waiting for more.
_DANGLING_CJK = frozenset("或和与及并而但把将从向对被给让比跟以于且即若如因")
# Fewest letters (CJK characters count one each) a line needs before it is judged.
_FEWEST = 2


@dataclass(frozen=True)
class Stop:
    """Where a reply stops: what it stops in the middle of, and its last words."""

    inside: str  # "a list item", "a table row", "a sentence", "a quotation", "brackets"
    words: str

    def reason(self) -> str:
        return (
            f"The model's reply stops in the middle of {self.inside} (“…{self.words}”) — it "
            "was cut off before the end — so nothing was saved. Press Retry to ask again."
        )


def stops_short(
    units: Sequence[str],
    originals: Sequence[str],
    kept: Sequence[int] = (),
    quoted: Collection[str] = (),
    wording: str = "",
) -> Stop | None:
    """Where the reply (its units, chatter and placeholders included) stops in the middle,
    or None when it ends as a whole text does. `originals` are the article's paragraphs;
    `kept` the indices of those the suggestion did not ask to change; `quoted` the texts the
    suggestion quotes (a line of a poem it names); `wording` the suggestion's words (asked
    to end on a dash, a paragraph that does was not cut there)."""
    last = _last_text(units, originals)
    if last is None:
        return None
    lines = [line for line in last.rstrip().split("\n") if line.strip()]
    if not lines:
        return None
    end = lines[-1].strip()
    if _goes_on_in_original(lines, originals, kept):
        return Stop(_inside(end, last), _tail(end))
    if _part_of_kept(lines, originals, kept):
        return Stop(_what_is_cut(end), _tail(end))
    if _heading_left_empty(lines, originals):
        return Stop("the section under its heading", _tail(end))
    if _row_cut(end, originals):
        return Stop("a table row", _tail(end))
    if _letters(end) < _FEWEST:
        return None
    if answers_a_line(last, originals, quoted):
        return None  # "I read one page over and over," for the poem's line ending on a comma
    counterpart = _counterpart(last, originals)
    if ends_as_asked(last, counterpart, wording):
        return None  # "It was fine —" for "It was fine.", asked to trail off with a dash
    if _verse_cut(last, counterpart):
        return Stop("a sentence", _tail(end))
    if counterpart is None or ends_mid_sentence(counterpart) or dangles(counterpart):
        return None
    if _ENDS_OPEN.search(end) and _ENDS_SENTENCE.search(counterpart.rstrip()):
        return Stop(_inside(end, last), _tail(end))  # "…记住一句话：", "…but we'll always —"
    if _ENDS_ITEM.search(end):
        return None
    if dangles(end) or unclosed(last) and not unclosed(counterpart):
        return Stop(_inside(end, last), _tail(end))
    if LIST_ITEM.match(end) and _cut_among_items(lines, counterpart):
        return Stop("a list item", _tail(end))
    return None


def answers_a_line(text: str, originals: Sequence[str], quoted: Collection[str] = ()) -> bool:
    """Whether `text` is one line answering one line of a poem, song or list of the article —
    the line the suggestion quotes, else the one it is most like — and ends as that line does
    (both on a comma, both on no mark): the writer's line ends open too, so it was not cut
    there. A line stopping on "the" or 或, or with a bracket left open, still was."""
    lines = [line.strip() for line in text.strip().split("\n") if line.strip()]
    if len(lines) != 1 or dangles(lines[0]) or unclosed(lines[0]):
        return False
    end = lines[0]
    own = [
        line.strip()
        for original in originals
        if "\n" in original.strip()
        for line in original.split("\n")
        if line.strip() and not _TABLE_ROW.match(line)
    ]
    named = [line for line in own if is_quoted_line(line, quoted)]
    alike = named or [line for line in own if similarity(end, line) >= MATCH]
    return any(_end_mark(line) == _end_mark(end) for line in alike)


def _end_mark(line: str) -> str:
    """The mark a line ends on, full- and half-width alike ("，" is ","), or "" for none."""
    last = normal(line)[-1:]
    return "" if not last or last.isalnum() or CJK_CHAR.match(last) else last


def _verse_cut(last: str, counterpart: str | None) -> bool:
    """Whether a stanza stops on a word no line of verse ends on ("the sea goes on without
    the") where its original stanza did not: verse needs no stop, so only the word tells."""
    return (
        counterpart is not None
        and stanzas([counterpart, last]) == [0, 1]
        and dangles(last, strict=True)
        and not dangles(counterpart, strict=True)
    )


def _last_text(units: Sequence[str], originals: Sequence[str] = ()) -> str | None:
    """The reply's last unit of article text (not a placeholder, not a remark after it). A
    line that ends on a colon reads as a preface ("Here is the new version:"), but one that
    is a paragraph of the article rewritten ("…记住一句话：") was cut there."""
    for unit in reversed(units):
        if not unit.strip():
            continue
        if is_chatter(unit) and not any(similarity(unit, o) >= MATCH for o in originals):
            continue
        return None if is_placeholder(unit) else unit
    return None


def _goes_on_in_original(
    lines: Sequence[str], originals: Sequence[str], kept: Sequence[int] = ()
) -> bool:
    """Whether the reply's last line is the start of a longer line of the original that goes
    on mid-clause (its next character is a letter, a digit or a CJK character): the reply
    stopped where the writer's line continues. The line must stand where the reply has it
    (after the same line, or first in its paragraph) unless it is long enough not to match
    by chance. A line cut at a comma or full stop of the original may be a deliberate
    shortening, and is left to the other checks; so is a line of a paragraph asked to change
    that ends without punctuation anyway (a poem's last word dropped on purpose)."""
    end = lines[-1].strip()
    if _ENDS_SENTENCE.search(end):
        return False
    said = normal(end)
    if len(said) < 4:
        return False
    before = normal(lines[-2]) if len(lines) >= 2 else None
    for number, original in enumerate(originals):
        own = [line for line in original.split("\n") if line.strip()]
        for index, line in enumerate(own):
            whole = normal(line)
            if not (len(whole) > len(said) and whole.startswith(said)):
                continue
            rest = whole[len(said) :].lstrip()
            goes_on = rest[0].isalnum() or rest[0] in "`(（[【「“\"'*_" if rest else False
            if not goes_on and not (rest.startswith("|") and _TABLE_ROW.match(end)):
                continue
            if number not in kept and not (_ENDS_ITEM.search(line) or _TABLE_ROW.match(line)):
                continue
            placed = (
                index == 0 if before is None else index > 0 and normal(own[index - 1]) == before
            )
            if placed or len(said) >= _BY_CHANCE:
                return True
    return False


# A line start this long (in characters) does not match an original line by chance.
_BY_CHANCE = 20


_HEADING = re.compile(r"^(?:#{1,6}\s+\S.*|\*\*[^*\n]+\*\*)$")


def _heading_left_empty(lines: Sequence[str], originals: Sequence[str]) -> bool:
    """Whether the reply ends on a heading of the article that the article goes on under
    ("## Changed", its list and the rest missing): no text ends on its own heading."""
    if len(lines) != 1 or not _HEADING.match(lines[0].strip()):
        return False
    said = normal(lines[0])
    return any(
        normal(original.split("\n", 1)[0]) == said
        and (index < len(originals) - 1 or "\n" in original.strip())
        for index, original in enumerate(originals)
    )


def _row_cut(end: str, originals: Sequence[str]) -> bool:
    """Whether a table row stops before its closing bar where every row of the article's
    tables has one."""
    if not _TABLE_ROW.match(end) or end.rstrip().endswith("|"):
        return False
    rows = [line.strip() for o in originals for line in o.split("\n") if _TABLE_ROW.match(line)]
    return bool(rows) and all(row.endswith("|") for row in rows)


def _part_of_kept(lines: Sequence[str], originals: Sequence[str], kept: Sequence[int]) -> bool:
    """Whether the reply's last unit is the first lines of an original paragraph it was not
    asked to change (a list or table copied unchanged up to some line, the rest missing)."""
    said = [normal(line) for line in lines]
    for index in kept:
        raw = [line.strip() for line in originals[index].split("\n") if line.strip()]
        own = [normal(line) for line in raw]
        if len(said) < len(own) and own[: len(said)] == said:
            if index == len(originals) - 1 and _signature_lines(raw[len(said) :]):
                continue  # a sign-off's last line ("Market coordinator") trimmed, not cut
            return True
    return False


def _signature_lines(lines: Sequence[str]) -> bool:
    """Whether these closing lines are a signature's: short, no sentence, list item or row."""
    return all(
        len(line) <= 30
        and not _ENDS_ITEM.search(line)
        and not LIST_ITEM.match(line)
        and not _TABLE_ROW.match(line)
        for line in lines
    )


def _counterpart(unit: str, originals: Sequence[str]) -> str | None:
    """The original paragraph the unit is most like (None when it is like none)."""
    plain = normal(unit)
    same = next((o for o in originals if normal(o) == plain), None)
    if same is not None:
        return same  # none is liker than its copy (a long article's last line, unchanged)
    best, score = None, 0.3
    for original in originals:
        shorter, longer = sorted((len(plain), len(normal(original))))
        if 2 * shorter <= score * (shorter + longer):
            continue  # its length alone keeps it below the likest so far
        alike = similarity(unit, original)
        if alike > score:
            best, score = original, alike
    return best


def dangles(line: str, strict: bool = False) -> bool:
    """Whether a line ends on a word no sentence ends on ("and the", "熟悉C++或"). `strict`
    is for a short text that need not end a sentence (a selection's new words): only words
    that never end a phrase count, not 以 of 可以 or "in" of "log in"."""
    text = line.rstrip()
    if len(text) < 2:
        return False
    if CJK_CHAR.match(text[-1]):
        if not strict:
            return text[-1] in _DANGLING_CJK
        return text[-1] in _NEVER_LAST_CJK and text[-2:] not in _WORDS_ENDING_SO
    word = re.search(r"([A-Za-z]+)$", text)
    words = _NEVER_LAST_WORDS if strict else _DANGLING_WORDS
    return word is not None and word[1].lower() in words and " " in text


# Of those, the ones no phrase ends on either, and the words that end with one of them.
_NEVER_LAST_WORDS = frozenset(
    {"a", "an", "the", "and", "or", "but", "nor", "of", "for", "with", "from", "into", "onto"}
    | {"than", "our", "your", "their", "my", "its", "because", "if", "while"}
)
_NEVER_LAST_CJK = frozenset("或把被将给而但若且跟")
_WORDS_ENDING_SO = frozenset(
    {
        "一把", "棉被", "即将", "必将", "终将", "大将", "主将", "上将", "交给", "供给",
        "补给", "自给", "然而", "反而", "从而", "因而", "进而", "继而", "不但", "倘若",
        "宛若", "而且", "并且", "况且", "尚且", "姑且", "脚跟", "鞋跟", "高跟", "后跟",
    }
)  # fmt: skip


_PAIRS = (
    ("(", ")"),
    ("（", "）"),
    ("[", "]"),
    ("【", "】"),
    ("「", "」"),
    ("『", "』"),
    ("“", "”"),
)


def unclosed(text: str) -> bool:
    """Whether a bracket or quotation opens in the text and is not closed."""
    if any(text.count(o) > text.count(c) for o, c in _PAIRS):
        return True
    return text.count('"') % 2 == 1


def _cut_among_items(lines: Sequence[str], counterpart: str) -> bool:
    """Whether the last item stops without the punctuation every other item ends with, here
    and in the original list (items that never end with punctuation need none). A list the
    reply holds fewer items of, its last one unpunctuated, stopped there too."""
    earlier = [line.strip() for line in lines[:-1] if LIST_ITEM.match(line)]
    theirs = [line.strip() for line in counterpart.split("\n") if LIST_ITEM.match(line)]
    return (
        (len(earlier) >= 1 or len(earlier) + 1 < len(theirs))
        and len(theirs) >= 2
        and all(_ENDS_ITEM.search(item) for item in earlier)
        and all(_ENDS_ITEM.search(item) for item in theirs)
    )


def _what_is_cut(end: str) -> str:
    if LIST_ITEM.match(end):
        return "a list"
    return "a table" if _TABLE_ROW.match(end) else "a paragraph"


def _inside(end: str, unit: str) -> str:
    if _TABLE_ROW.match(end):
        return "a table row"
    if LIST_ITEM.match(end):
        return "a list item"
    if unclosed(unit):
        quoted = any(unit.count(o) > unit.count(c) for o, c in _PAIRS[4:]) or (
            unit.count('"') % 2 == 1
        )
        return "a quotation" if quoted else "brackets"
    return "a sentence"


def _tail(line: str) -> str:
    """The last words of a line, for the writer to recognise where it stops."""
    text = " ".join(line.split())
    return text if len(text) <= 30 else text[-30:].lstrip()


def _letters(text: str) -> int:
    return len(CJK_CHAR.findall(text)) + len(re.findall(r"[A-Za-z0-9]+", text))
