"""A quotation a restyle made up and gave to a person of the article: "Make paragraph 2
livelier" answered with “This is the best day our town has had in years,” said Priya
Natarajan — words she never said, in her mouth. Colour a livelier paragraph may add; a
quotation attributed to someone the article names is invented text, so the rewrite is refused
unless the suggestion asks for a quote (“add a quote from Priya”, 加一句她的原话).

Read narrowly: a quoted sentence or clause (four words, six characters) that the original
article holds nowhere and does not resemble (a recast quote is misquotes.py's), in a paragraph
that holds more such quotations than its original did, with a word of saying and a name of
the article right beside it.
"""

from __future__ import annotations

import re

from app.editing.units import normal

# An opening mark ends a quotation's words too: from every “ of a line of them, none closed,
# the words were read to the line's end (30,000 “: the square of it, seconds per pattern).
_QUOTE = re.compile(r"“([^“”\n]+)”|\"([^\"\n]+)\"|「([^「」\n]+)」|『([^『』\n]+)』")
_EN_SAYS = (
    r"said|says|told|tells|added|adds|explained|noted|insisted|announced|laughed|recalled"
    r"|beamed|grinned|joked|declared|exclaimed|smiled|admitted|put it|puts it"
)
_EN_NAME = re.compile(r"\b[A-Z][a-z’'-]+(?:\s+[A-Z][a-z’'-]+)*")
_EN_SAYING = re.compile(rf"\b(?:{_EN_SAYS})\b")
# Capitalised words that start a sentence, not a name.
_NO_NAMES = frozenset((
    "The", "A", "An", "This", "That", "These", "Those", "It", "He", "She", "They", "We", "I",
    "You", "Our", "My", "His", "Her", "Their", "Its", "And", "But", "On", "In", "At", "By",
    "For", "Of", "To", "As", "So", "If", "When", "Then", "Now", "Here", "There", "Yes", "No",
))  # fmt: skip
_ZH_SAYS = r"(?:[高激开兴动心笑]{0,2}地)?(?:说|表示|笑道|感叹|坦言|回忆|强调)道?"
# “…，”林佩珊说 — the name right after the closing mark (after a role: 协调人何安敏说);
# 林佩珊说：“…” — right before the opening.
_ZH_AFTER = re.compile(
    rf"^[，,。！？!?]?\s*[\u4e00-\u9fff]{{0,6}}?(?P<name>[\u4e00-\u9fff]{{2,4}}?){_ZH_SAYS}"
)
_ZH_BEFORE = re.compile(rf"(?P<name>[\u4e00-\u9fff]{{2,4}}?){_ZH_SAYS}[：:，,]?\s*$")
# What asks for a quotation: adding one, a person's words, an interview's lines.
_ASKS_QUOTE = re.compile(
    r"\b(?:quot\w*|testimonial|interview\w*|dialogue|dialog|say|says|said|voice|voices)\b"
    r"|引语|引言|引用|原话|说的话|一句话|对话|采访|台词|发言|语录|证言",
    re.IGNORECASE,
)


def _quotes(text: str) -> list[tuple[int, int, str]]:
    found = []
    for match in _QUOTE.finditer(text):
        words = next(g for g in match.groups() if g is not None)
        latin = len(re.findall(r"[A-Za-z0-9']+", words))
        if latin >= 4 or len(re.findall(r"[\u4e00-\u9fff]", words)) >= 6:
            found.append((match.start(), match.end(), words))
    return found


def _plain(text: str) -> str:
    return " ".join(re.sub(r"[\W_]+", " ", normal(text)).lower().split())


def _grams(text: str) -> set[str]:
    """A quote's words of three letters or more, and its Chinese character pairs."""
    plain = _plain(text)
    words = {w for w in plain.split() if len(w) > 2 and w.isascii()}
    hanzi = re.findall(r"[\u4e00-\u9fff]+", plain)
    return words | {run[i : i + 2] for run in hanzi for i in range(len(run) - 1)}


def _shared(new: str, old: str) -> float:
    """The share of the new quote's words (or character pairs) the old one holds: a recast
    quote keeps half of them."""
    grams = _grams(new)
    return len(grams & _grams(old)) / len(grams) if grams else 1.0


def _attributed(paragraph: str, start: int, end: int, before: str) -> bool:
    """Whether a word of saying and a name the original article holds stand right beside the
    quotation: “…,” said Priya Natarajan / Priya said: “…” (within 40 characters, not inside
    it); “…，”林佩珊说 / 林佩珊说：“…” (the name and the word of saying touching it)."""
    around = paragraph[max(0, start - 40) : start] + " " + paragraph[end : end + 40]
    if _EN_SAYING.search(around):
        people = {m[0] for m in _EN_NAME.finditer(before) if " " in m[0]}
        parts = {part for name in people for part in name.split()} - _NO_NAMES
        for match in _EN_NAME.finditer(around):
            name = match[0]
            if name in people or any(part in parts for part in name.split()[-1:]):
                return True
    after = _ZH_AFTER.match(paragraph[end : end + 16])
    lead = _ZH_BEFORE.search(paragraph[max(0, start - 16) : start])
    return any(
        found is not None
        and any(found["name"][i:] in before for i in range(len(found["name"]) - 1))
        for found in (after, lead)
    )


def invented_quotes(before: str, after: str) -> list[str]:
    """The quotations the paragraphs of `after` give to a person `before` names that `before`
    holds nowhere in any wording, as written."""
    olds, news = before.split("\n\n"), after.split("\n\n")
    kept = set(olds)
    # `before` is read whole only for a paragraph with more quotations than it had (most
    # turns bring none): its quotations and plain words are the costly part.
    plain_before: str | None = None
    said_before: list[str] = []
    made: list[str] = []
    for at, part in enumerate(news):
        if part in kept:
            continue
        old = olds[at] if len(olds) == len(news) else before
        quotes = _quotes(part)
        if len(quotes) <= len(_quotes(old)):
            continue
        if plain_before is None:
            said_before = [w for _, _, w in _quotes(before)]
            plain_before = f" {_plain(before)} "
        fresh = [
            (start, end, words)
            for start, end, words in quotes
            if f" {_plain(words)} " not in plain_before
            and all(_shared(words, w) < 0.5 for w in said_before)
        ]
        made += [w for s, e, w in fresh if _attributed(part, s, e, before)]
    return list(dict.fromkeys(made))


def asks_quote(asked: str) -> bool:
    """Whether the suggestion asks for someone's words."""
    return bool(_ASKS_QUOTE.search(asked))
