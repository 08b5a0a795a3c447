"""A dialogue whose lines changed speakers.

"Make the argument snappier" answered with the same lines in another order — “That's
Lismore.” / “It's Duart Point.” reversed, so each passenger now says the other's words — or
with each quote reworded under the other person's tag ("Will you sing it again?" asked Nan →
"Sing it again?" asked Tom) misreports who said what, though every word may still be there.
The speaker of a line is the name its tag gives (asked Nan, 阿芳问) or, for bare lines taking
turns, its place in the exchange (odd lines one person, even lines the other). A line whose
words are plainly another line's of the original, spoken by someone else, is a swap; a restyle
that tightens the lines in their order, or a suggestion that asks for another order or other
speakers, is none. A line standing alone ("And missed the bus?" Joel said.) is given to
someone else when its words, kept or reworded, come back under the name of another person
the article names ("And miss the bus?" Mara snapped.) — not under "she", nor a new name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from app.editing.elided import Refused
from app.editing.long_match import ratio
from app.editing.scope import Scope
from app.editing.units import split_paragraphs

# An opening mark ends a quotation's words too: from every “ of a line of them, none closed,
# the words were read to the line's end (30,000 “: the square of it, seconds per pattern).
_QUOTE = re.compile(r"“([^“”\n]+)”|\"([^\"\n]+)\"|「([^「」\n]+)」|『([^『』\n]+)』")
# The saying verb of a tag: what is left is the speaker ("asked Nan" → "nan", 阿芳问 → 阿芳).
_SAYING = re.compile(
    r"\b(?:said|says|asked|asks|replied|replies|answered|answers|added|adds|shouted|shouts"
    r"|whispered|whispers|called|calls|cried|cries|muttered|mutters|snapped|snaps|laughed"
    r"|laughs|told|tells|agreed|agrees|insisted|insists)\b"
    r"|笑着说|回答|回答道|问道|说道|喊道|嘀咕|说|问|答|道|喊",
    re.IGNORECASE,
)
_STOP = frozenset({"the", "a", "an", "his", "her", "their", "my", "our", "and", "then"})
# Asking for another order or other speakers: "swap the lines", "reverse the order",
# "give Tom's line to Nan", 对调, 顺序, 改成…说.
_ASKS = re.compile(
    r"\b(?:swap\w*|switch\w*|revers\w*|re-?order\w*|order|rearrang\w*|attribut\w*|speakers?"
    r"|who\s+says|who\s+said|give\s+\w+['’]s\s+line)\b"
    r"|对调|调换|互换|交换|顺序|倒过来|反过来|颠倒|谁说|说话人|(?:改成|换成|改为)[^，。！？\n]{1,8}说",
    re.IGNORECASE,
)
# A line plainly another's: this alike with it, and this much more than with its own place.
_ALIKE = 0.5
_MARGIN = 0.15


def _tokens(text: str) -> list[str]:
    return re.findall(r"[\u3400-\u9fff]|[^\W_]+", text.lower())


def _alike(one: str, other: str) -> float:
    """difflib's ratio of the two lines' words. (Each word is spelt as one character, so that
    long_match finds the same blocks in time linear in the lines: difflib itself, on a quote
    of the same word thousands of times, looked at every pair of them — 4,000 words 1.1 s.)"""
    a, b = _tokens(one), _tokens(other)
    if not a or not b:
        return 0.0
    codes: dict[str, str] = {}
    for word in (*a, *b):
        codes.setdefault(word, chr(len(codes)))
    return ratio("".join(map(codes.__getitem__, a)), "".join(map(codes.__getitem__, b)))


# A turn reads each paragraph of the article before and after the edit, and the next turn
# reads the same paragraphs but one: a pure function of the paragraph, so remembered.
@lru_cache(maxsize=4096)
def _runs(paragraph: str) -> tuple[tuple[tuple[str, str], ...], ...]:
    """Runs of two or more lines in a row that each hold one quotation: (its words, the
    speaker its tag names, or "" for a bare line)."""
    runs: list[list[tuple[str, str]]] = []
    current: list[tuple[str, str]] = []
    for line in paragraph.split("\n"):
        quotes = list(_QUOTE.finditer(line))
        if len(quotes) != 1:
            if len(current) >= 2:
                runs.append(current)
            current = []
            continue
        words = next(g for g in quotes[0].groups() if g is not None)
        rest = line[: quotes[0].start()] + " " + line[quotes[0].end() :]
        speaker = " ".join(_tokens(_SAYING.sub(" ", rest)))
        current.append((words, speaker))
    if len(current) >= 2:
        runs.append(current)
    return tuple(map(tuple, runs))


def _same_person(one: str, other: str) -> bool:
    if one.isascii() and other.isascii():
        words = set(one.split()) - _STOP
        return not words or bool(words & set(other.split()))
    one, other = one.replace(" ", ""), other.replace(" ", "")
    pairs = {one[i : i + 2] for i in range(len(one) - 1)}
    return one[:1] == other[:1] or bool(pairs & {other[i : i + 2] for i in range(len(other) - 1)})


def _moved(old: Sequence[tuple[str, str]], new: Sequence[tuple[str, str]]) -> list[str]:
    """The original lines whose words `new` gives to the other speaker."""
    tagged = all(who for _, who in old)
    bare = not any(who for _, who in old)
    if not (tagged or bare):
        return []
    moved = []
    for place, (words, who) in enumerate(new):
        scores = [_alike(words, was) for was, _ in old]
        best = max(range(len(old)), key=scores.__getitem__)
        if scores[best] < _ALIKE or (best != place and scores[best] < scores[place] + _MARGIN):
            continue
        if bare and not who:
            other = best % 2 != place % 2
        elif tagged and who:
            other = not _same_person(old[best][1], who)
        elif tagged:
            other = not _same_person(old[best][1], old[place][1])
        else:
            continue  # bare lines given tags: whose they were is not known
        if other:
            moved.append(old[best][0].strip())
    return moved


def swapped_turns(before: str, after: str) -> list[str]:
    """The quoted lines of `before`'s dialogues that `after` puts in another speaker's mouth."""
    new_runs = [run for p in split_paragraphs(after).texts for run in _runs(p)]
    found: list[str] = []
    for paragraph in split_paragraphs(before).texts:
        for run in _runs(paragraph):
            same = [r for r in new_runs if len(r) == len(run)]
            if not same or any(r == run for r in same):
                continue
            olds = {words for words, _ in run}
            score, match = max(
                ((sum(max(_alike(w, o) for o in olds) for w, _ in r), r) for r in same),
                key=lambda pair: pair[0],
            )
            if score >= _ALIKE * len(run):  # the same exchange, retold
                found.extend(_moved(run, match))
    return found


# Who a tag names when it names no one: "she said", 他说.
_PRONOUNS = frozenset(
    {
        "he",
        "she",
        "they",
        "i",
        "we",
        "you",
        "it",
        "him",
        "her",
        "them",
        "他",
        "她",
        "我",
        "你",
        "他们",
        "她们",
        "我们",
    }
)


# The article before the edit is the last turn's article after it: remembered.
@lru_cache(maxsize=32)
def _tagged_lines(text: str) -> tuple[tuple[str, str], ...]:
    """Each line that quotes someone and names them beside it: (the quoted words, the rest)."""
    found = []
    for line in text.split("\n"):
        quotes = list(_QUOTE.finditer(line))
        if not quotes:
            continue
        words = " ".join(next(g for g in q.groups() if g is not None) for q in quotes)
        rest = _QUOTE.sub(" ", line)
        speaker = " ".join(_tokens(_SAYING.sub(" ", rest)))
        if speaker and _SAYING.search(rest):
            found.append((words, speaker))
    return tuple(found)


@lru_cache(maxsize=32)
def _words_of(text: str) -> frozenset[str]:
    """The words of `text` (see _tokens), remembered as _tagged_lines is."""
    return frozenset(_tokens(text))


# Whose line the suggestion asks about: "Tighten Mara’s line", "what Nell says", 精简阿兰的台词.
_EN_OWNER = re.compile(r"\b([A-Z][a-z]+)['’]s\b|\b(?:what|how|where)\s+([A-Z][a-z]+)\s+says\b")
_ZH_OWNER = re.compile(r"(?=([\u4e00-\u9fff]{2,3})(?:说的|的台词|的话|的对白|的回答|的那句|那句))")

# Capitalised words before "’s" that name no one: "Let’s", "It’s", "That’s", "Here’s".
_NOT_OWNERS = frozenset(("Let", "It", "That", "What", "Here", "There", "Who", "He", "She"))


def _owners(asked: str, before: str) -> list[str]:
    """The people the suggestion names as saying the line it asks about, as the article
    writes them (for Chinese, the longest run before 的台词 the article holds)."""
    found = [
        name
        for m in _EN_OWNER.finditer(asked)
        if (name := m[1] or m[2]) not in _NOT_OWNERS and re.search(rf"\b{name}\b", before)
    ]
    for match in _ZH_OWNER.finditer(asked):
        run = match[1]
        name = next((run[i:] for i in range(len(run) - 1) if run[i:] in before), "")
        if name:
            found.append(name)
    return [" ".join(_tokens(name)) for name in found]


def given_lines(before: str, after: str, asked: str = "") -> list[str]:
    """Quoted words of `before` that `after` gives, kept or reworded, to another person the
    article names ("…?" Tom said → "…?" Priya snapped) — not to "she", nor to a new name,
    unless the suggestion named whose line it is ("Tighten Mara’s line": “…,” she said →
    “…,” Tom said)."""
    old, new = _tagged_lines(before), _tagged_lines(after)
    people = _words_of(before)
    owners = _owners(asked, before)
    found = []
    for words, who in new:
        if (words, who) in old or not old:
            continue
        scores = [_alike(words, was) for was, _ in old]
        best = max(range(len(old)), key=scores.__getitem__)
        was, said_by = old[best]
        if scores[best] < _ALIKE or _same_person(said_by, who):
            continue
        names = set(who.split()) - _STOP - _PRONOUNS
        if names and owners and not set(said_by.split()) - _STOP - _PRONOUNS:
            if names <= people and not any(_same_person(o, who) for o in owners):
                found.append(was.strip())  # Mara's “…,” she said → “…,” Tom said
            continue
        if not names or not set(said_by.split()) - _STOP - _PRONOUNS:
            continue  # "she said" for "Tom said", or the reverse: no one else named
        if names <= people and not set(said_by.split()) & set(who.split()):
            found.append(was.strip())
    return found


def check_turns(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Refused when the rewrite gives lines of a dialogue to the other speaker unasked."""
    if scope.translate or any(_ASKS.search(s) for s in suggestions):
        return
    moved = swapped_turns(before, after) or given_lines(before, after, "\n".join(suggestions))
    if moved:
        lines = "; ".join(f"“{line}”" for line in moved[:3])
        raise Refused(
            f"The model gave lines of the dialogue to the other speaker ({lines}), which the "
            "suggestion did not ask for. Nothing was saved — press Retry."
        )
