"""Entries of a list or log named by their number or by their own name: "Entry 59",
"Entries 12 and 13", "entries 20–22", "No. 33" of a numbered list, 第31条 / 第12、13条 of a
dated log that numbers nothing (the 31st entry), and "Kiln Field plot: add that…" — a
suggestion that opens with the name one entry starts with, and a colon.

The number is the list's own where the article numbers its entries ("59. Berwick East
Library: …"); otherwise, in a log whose entries each open with a label (a date, a day, a
timestamp), it counts the log's entries in order. Nothing is named when no such entry holds
it, and the caller reads the suggestion as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from app.editing.headings import heading_level, section_of
from app.editing.mentions import EN_ORDINAL, EN_WORD, ZH_NUM, zh_number
from app.editing.number_words import en_number

# "59. ", "59、", "(59) ", "（59）": a paragraph's own list number.
LIST_NUMBER = re.compile(r"^[ \t\u3000*#>]*(?:(\d{1,4})[.、)）](?!\d)|[(（](\d{1,4})[)）])")
# "12-14", "12 - 14" — but not the hyphen inside "fifty-nine"
_EN_JOIN = r"\s*(?:,|and|&|or|(?<=\d)-|(?<=\s)-(?=\s)|–|—|to|through)\s*"
_EN_NAMED = re.compile(
    rf"\b(?:entry|entries|listings?|records?|items?|lines?|visits?)\s*(?:#|no\.?\s*|numbers?\s*)?"
    rf"({EN_WORD}(?:{_EN_JOIN}(?:(?:entry|item|no\.?)\s*)?{EN_WORD})*)\b"
    rf"|(?:\bnos?\.|\bnumber\s|#)\s*(\d{{1,4}}(?:{_EN_JOIN}(?:no\.\s*|#)?\d{{1,4}})*)\b"
    rf"|\b(?:the\s+)?({EN_ORDINAL})\s+(?:entry|listing|record|item|line|visit)\b",
    re.I,
)
_ZH_JOIN = r"\s*(?:、|,|，|和|及|与|跟|至|到|-|—|–)\s*(?:第)?"
_ZH_NAMED = re.compile(
    rf"(?<!倒数)第([0-9{ZH_NUM}百]+(?:{_ZH_JOIN}[0-9{ZH_NUM}百]+)*)\s*(?:条|项|则|个条目|篇日志|篇)"
    r"|编号\s*(?:为|是)?\s*(\d{1,4})"
)
# Entries must be numbered, or labelled, this many times for the article to be a list or log.
_LEAST = 3
# An entry that opens with its own number: "Entry 57,", "Item 12 —", "Visit #3:", "No. 8".
_OWN_NUMBER = re.compile(
    r"^[ \t*#>]*(?:entry|item|record|visit|listing|no\.?)\s*#?(\d{1,4})\b(?![.,]\d)", re.I
)

# An entry counted from the end: 倒数第二条, "the second-to-last entry", "the third from last
# rule", "the penultimate item", "the last entry but one".
_ZH_FROM_END = re.compile(rf"倒数第\s*([0-9{ZH_NUM}]+)\s*(?:条|项|则|篇|个条目|行|款|点|个)")
_ENTRY_NOUN = (
    r"(?:entry|entries|rule|item|record|line|visit|release|listing|step|clause|point|note"
    r"|post|day|session|meeting|version|question|bullet)"
)
_EN_FROM_END = re.compile(
    rf"\b(?:({EN_ORDINAL})[- ](?:to|from)[- ](?:the[- ])?last|(penultimate)|(antepenultimate)"
    rf"|(?:next|one)[- ](?:to|before)[- ](?:the[- ])?last)\s+{_ENTRY_NOUN}\b"
    rf"|\blast\s+{_ENTRY_NOUN}\s+but\s+(one|two)\b",
    re.I,
)


def from_end(
    suggestion: str, paragraphs: Sequence[str], label: Callable[[str], object]
) -> set[int]:
    """The entry a suggestion counts from the end of a list or log (倒数第二条 → the entry
    before the last), among the paragraphs the list numbers or the log labels."""
    back = None
    if match := _ZH_FROM_END.search(suggestion):
        back = zh_number(match[1])
    elif match := _EN_FROM_END.search(suggestion):
        if match[1]:
            back = en_number(match[1])
        elif match[3]:
            back = 3
        else:
            back = {"two": 3}.get((match[4] or "").lower(), 2)
    if not back:
        return set()
    entries = [i for i, p in enumerate(paragraphs) if LIST_NUMBER.match(p)]
    if len(entries) < _LEAST:
        entries = [i for i, p in enumerate(paragraphs) if label(p) is not None]
    if len(entries) < _LEAST or len(entries) * 3 < len(paragraphs) * 2 or back > len(entries):
        return set()
    return {entries[-back]}


def numbered_entries(
    suggestion: str,
    paragraphs: Sequence[str],
    label: Callable[[str], object],
) -> set[int]:
    """The paragraphs of the entries the suggestion names by number (see the module doc);
    `label` gives a paragraph's leading label (None when it has none)."""
    numbers = _numbers(suggestion) or _of_what(suggestion, paragraphs)
    if not numbers:
        return set()
    listed: dict[int, list[int]] = {}
    for index, paragraph in enumerate(paragraphs):
        if match := LIST_NUMBER.match(paragraph):
            listed.setdefault(int(match[1] or match[2]), []).append(index)
    if len(listed) < _LEAST:
        # entries that carry their own number ("Entry 57, Mon 27 April: …", "Item 12 — …"):
        # "entry 12 … and entry 57" are those two, wherever they stand
        for index, paragraph in enumerate(paragraphs):
            if match := _OWN_NUMBER.match(paragraph):
                listed.setdefault(int(match[1]), []).append(index)
    if len(listed) >= _LEAST:
        held = [listed.get(number, []) for number in numbers]
        if all(len(h) == 1 for h in held):
            return {h[0] for h in held}
        return set()
    entries = [i for i, p in enumerate(paragraphs) if label(p) is not None]
    if len(entries) < _LEAST or len(entries) * 3 < len(paragraphs) * 2:
        return set()  # not a log: "第3条" of an essay is no paragraph of its own
    if any(number > len(entries) for number in numbers):
        return set()
    return {entries[number - 1] for number in numbers}


def _numbers(suggestion: str) -> list[int]:
    """The entry numbers a suggestion names: "Entries 12 and 13" → [12, 13], "entries 4–6" →
    [4, 5, 6], 第12至14条 → [12, 13, 14]."""
    found: list[int] = []
    for match in _EN_NAMED.finditer(suggestion):
        found += _spread(match[1] or match[2] or match[3], _EN_JOIN, en_number)
    for match in _ZH_NAMED.finditer(suggestion):
        found += _spread(match[1] or match[2], _ZH_JOIN, zh_number)
    return found


_ORDINAL_NOUN = re.compile(rf"\b(?:the\s+)?({EN_ORDINAL})\s+([a-z]{{3,20}})\b", re.I)


def _of_what(suggestion: str, paragraphs: Sequence[str]) -> list[int]:
    """ "the fifty-ninth library" of a list whose entries each name a library: the noun
    after the ordinal is what at least half of the entries are."""
    for match in _ORDINAL_NOUN.finditer(suggestion):
        noun = match[2].lower().removesuffix("s")
        held = sum(1 for p in paragraphs if re.search(rf"\b{noun}", p, re.I))
        number = en_number(match[1])
        if number and held * 2 >= len(paragraphs) >= 8:
            return [number]
    return []


def _spread(text: str, join: str, number: Callable[[str], int | None]) -> list[int]:
    parts = re.split(f"({join})", text)
    words = [re.sub(r"^(?:entry|item|no\.?|#)\s*", "", p, flags=re.I) for p in parts[::2]]
    values = [number(word) for word in words]
    if any(value is None or value < 1 for value in values):
        return []
    out: list[int] = []
    for k, value in enumerate(values):
        assert value is not None
        ranged = k and re.search(r"-|–|—|to|through|至|到", parts[2 * k - 1])
        low = out[-1] + 1 if ranged and out else value
        if value - low > 200:
            return []
        out.extend(range(low, value + 1))
    return out


# "Kiln Field plot: add that…", "Markville Library — add…", "莲湖观鸟点：加上…": a name before
# a colon at the start of the suggestion. A run of space before the name is given back only
# where a name could then start: by one character (its last space and what follows), or, when a
# colon or dash ends the run, anywhere; the run after it is read whole. Same matches as
# ^\s*(?:in\s+|for\s+|on\s+)?([^:：\n—]{2,60}?)\s*(?:[:：]|\s—\s), whose runs of space were
# split every way (800 spaces: 0.47 s of CPU; 20,000 now a few ms).
_ENDS_ON_COLON = r"(?=\s*+(?:[:：]|[—–]\s))"
_HEAD = re.compile(
    r"^(?:\s*+|\s*(?=\s\S)|" + _ENDS_ON_COLON + r"\s*)"
    r"(?:(?:in|for|on)(?:\s++|\s+(?=\s\S)|" + _ENDS_ON_COLON + r"\s+))?"
    r"([^:：\n—–]{2,60}?)(?:\s*+[:：]|\s++[—–]\s)"
)
_NOT_A_NAME = re.compile(
    r"^(?:note|notes|tone|style|typos?|title|headline|overall|general|please|also|update|edit"
    r"|fyi|ps|p\.s|request|suggestion|task|todo|fix|change|idea|feedback|question|intro"
    r"|conclusion|summary|everything|all|whole|throughout)$"
    r"|^(?:注意|备注|要求|建议|总体|整体|全文|标题|语气|风格|另外|还有|补充|修改|请)$",
    re.I,
)


def head_named(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The one entry whose opening (before its own colon or first clause) holds the name the
    suggestion opens with, before a colon; none when no one entry does."""
    match = _HEAD.match(suggestion)
    if match is None:
        return set()
    name = " ".join(match[1].split()).strip("*_“”\"'‘’「」")
    if _NOT_A_NAME.match(name) or len(re.findall(r"\w", name)) < 3:
        return set()
    if not re.search(r"[\u4e00-\u9fff]", name) and not re.search(r"[A-Z0-9]", name):
        return set()  # a name has a capital or a figure: "the ending: …" is no entry's name
    pattern = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.I)
    held = [i for i, p in enumerate(paragraphs) if pattern.search(_opening(p))]
    if len(held) != 1:
        return set()
    anywhere = [i for i, p in enumerate(paragraphs) if pattern.search(p)]
    if len(anywhere) != 1:
        return set()
    if heading_level(paragraphs[held[0]]) and "\n" not in paragraphs[held[0]].strip():
        # "What went well: mention …", 遇到的困难——补充…: a heading alone names its section
        return section_of(held[0], paragraphs)
    return set(held)


def _opening(paragraph: str) -> str:
    """An entry's own name: its first line up to its first colon, dash or full stop."""
    line = LIST_NUMBER.sub("", paragraph.split("\n", 1)[0], count=1)
    return re.split(r"[:：。.;；]|\s[—–-]\s|，", line, maxsplit=1)[0][:80]


# A name of capitalised words ("Berwick East Library", "Ford Row"), "of" or "the" inside it.
_NAME = re.compile(r"\b[A-Z][\w'’-]+(?:\s+(?:(?:of|the|on|upon|and|de|la)\s+)*[A-Z0-9][\w'’-]*)*")
# Words asking something of every entry or of the list as a whole.
_EVERY = re.compile(
    r"\b(?:all|every|each|throughout|whole|entire|list|sort|order|alphabetical\w*|reorder\w*)\b",
    re.I,
)
# A list or log this long is read as entries each named by its opening.
_LONG = 8


def name_held(
    suggestion: str, paragraphs: Sequence[str], label: Callable[[str], object]
) -> set[int]:
    """In a long list or directory, the entries whose own name (their opening, before a colon)
    a suggestion says anywhere ("Add Thursday hours to Berwick East Library", "Berwick East
    Library stays open late on Thursdays — add that"): each name held by that one entry and
    by no other paragraph. None when the suggestion speaks of every entry or of the list."""
    if len(paragraphs) < _LONG or _EVERY.search(suggestion):
        return set()
    entries = sum(
        1
        for p in paragraphs
        if LIST_NUMBER.match(p) or label(p) is not None or re.match(r"[^:：\n]{2,60}[:：]\s", p)
    )
    if entries * 3 < len(paragraphs) * 2:
        return set()  # an essay's paragraphs are no entries named by their opening
    found: set[int] = set()
    for match in _NAME.finditer(suggestion):
        for name in _names(match[0], suggestion[match.end() :]):
            pattern = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.I)
            anywhere = [i for i, p in enumerate(paragraphs) if pattern.search(p)]
            if len(anywhere) == 1 and pattern.search(_opening(paragraphs[anywhere[0]])):
                found.add(anywhere[0])
                break
    return found


def _names(run: str, after: str) -> list[str]:
    """The names a run of capitalised words may be, longest first: the run with up to two
    words after it ("Heron hut"), less the words before the name ("The", "For", "Add")."""
    words = run.split()
    following = re.findall(r"[\w'’-]+", after.split(",")[0].split(".")[0])[:2]
    names = []
    for end in range(len(words) + len(following), len(words) - 1, -1):
        span = [*words, *following][:end]
        names += [" ".join(span[k:]) for k in range(len(span) - 1)]
    return sorted(dict.fromkeys(names), key=lambda n: -len(n.split()))
