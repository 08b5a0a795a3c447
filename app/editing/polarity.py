"""A sentence a restyle kept word for word except for its polarity, a season or a currency word.

"It is not a place to visit in winter" given back as "It is a place to visit in winter",
"Please tell your neighbours" as "Please do not tell your neighbours", "welcome" as
"unwelcome", 我们周日离开 as 我们周日没有离开: every other word of the sentence survived, so
the one change is the meaning turned round, never a livelier way of saying it. A season
(winter → summer, 冬天 → 夏天) or a currency named in words (twelve euros → twelve dollars)
changed unasked moves the fact as surely. negations.py reads a negation said another way; this
reads only sentences otherwise kept, so an ordinary restyle is never refused by it.
"""

from __future__ import annotations

import re

from app.editing.currencies import ASKS_CURRENCY
from app.editing.elided import Refused

_SENTENCE = re.compile(r"[^.!?。！？；;\n]+[.!?。！？；;]*")
_EN_WORD = re.compile(r"[a-z’']+")
_EN_CONTRACTED = {
    "don't": "do", "doesn't": "does", "didn't": "did", "isn't": "is", "aren't": "are",
    "wasn't": "was", "weren't": "were", "won't": "will", "can't": "can", "cannot": "can",
    "couldn't": "could", "shouldn't": "should", "wouldn't": "would", "hasn't": "has",
    "haven't": "have", "hadn't": "had", "mustn't": "must",
}  # fmt: skip
_EN_NEGATIONS = frozenset(("not", "never", "no"))
# Words a negation brings or takes with it ("Please do not tell", "no fee" / "a fee").
_EN_CARRIED = frozenset(("do", "does", "did", "a", "an", "the", "any", "some"))
_EN_PREFIX = re.compile(r"(?:un|dis|non-?|in|im|ir|il)(?=[a-z]{4,})")
_ZH_NEGATION = re.compile(r"没有|不|没|别|未|无")
# Characters that begin a word, not a negation: 不仅 (not only), 未来 (future), 无论 (whatever)…
_ZH_NOT_DENIALS = re.compile(r"不(?:仅|但|过|断|少|错|久|管|论|如|然|光|止|妨)|未来|未免|无论|无数")
_ZH_PUNCTUATION = re.compile(r"[\s，、：“”‘’（）《》…—,:\"'()\-.!?。！？；;]")

_SEASONS_EN = re.compile(r"\b(winter|summer|spring|autumn)s?\b", re.IGNORECASE)
_SEASONS_ZH = re.compile(r"(春|夏|秋|冬)(?:天|季)")
_CURRENCY_WORDS = re.compile(
    r"\b(euro|dollar|yen|yuan|rupee|franc)s?\b|(欧元|美元|英镑|日元|港币|港元|人民币|卢布)",
    re.IGNORECASE,
)
# A suggestion that asks to turn the meaning round, or to negate.
_ASKS_OPPOSITE = re.compile(r"opposite|negat|revers|相反|反过来|否定", re.IGNORECASE)
_ASKS_SEASON = re.compile(r"season|winter|summer|spring|autumn|\bfall\b|季|[春夏秋冬]天", re.I)


def _en_key(sentence: str) -> tuple[tuple[str, ...], int]:
    """A sentence's words with its negations taken out, and how many it had."""
    words, negations = [], 0
    for word in _EN_WORD.findall(sentence.lower().replace("’", "'")):
        if word in _EN_CONTRACTED:
            word, negations = _EN_CONTRACTED[word], negations + 1
        elif word.endswith("n't"):
            word, negations = word[:-3], negations + 1
        if word in _EN_NEGATIONS:
            negations += 1
            continue
        prefix = _EN_PREFIX.match(word)
        if prefix:
            word, negations = word[prefix.end() :], negations + 1
        if word not in _EN_CARRIED:
            words.append(word)
    return tuple(words), negations


def _zh_key(sentence: str) -> tuple[tuple[str, ...], int]:
    text = _ZH_PUNCTUATION.sub("", sentence)
    # 不仅, 未来 keep their characters in the sentence but count as no negation
    masked = _ZH_NOT_DENIALS.sub(lambda m: m[0].translate(_MASK), text)
    return (_ZH_NEGATION.sub("", masked),), len(_ZH_NEGATION.findall(masked))


_MASK = str.maketrans("不没别未无", "\1\2\3\4\5")


def _key(sentence: str) -> tuple[tuple[str, ...], int]:
    if re.search(r"[\u4e00-\u9fff]", sentence):
        return _zh_key(sentence)
    return _en_key(sentence)


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def turned_sentences(before: str, after: str) -> list[tuple[str, str]]:
    """(the writer's sentence, the reply's) for each sentence kept word for word but for a
    negation put in or taken out."""
    written: dict[tuple[str, ...], list[tuple[int, str]]] = {}
    for sentence in _sentences(before):
        skeleton, negations = _key(sentence)
        if len(skeleton) >= 2 or (skeleton and len(skeleton[0]) >= 4):
            written.setdefault(skeleton, []).append((negations, sentence))
    turned = []
    for sentence in _sentences(after):
        skeleton, negations = _key(sentence)
        olds = written.get(skeleton)
        if olds and all(count != negations for count, _ in olds):
            turned.append((olds[0][1], sentence))
    return turned


def _named(text: str, pattern: re.Pattern[str]) -> dict[str, list[str]]:
    """Each season or currency `text` names (winter, 冬, euro), with the words naming it."""
    found: dict[str, list[str]] = {}
    for match in pattern.finditer(text):
        found.setdefault((match[1] or match[2]).lower(), []).append(match[0])
    return found


def _swapped(before: str, after: str, pattern: re.Pattern[str]) -> tuple[list[str], list[str]]:
    """The words naming what `before` names less often in `after`, and those naming what `after`
    brings in — both empty unless one took the other's place."""
    old, new = _named(before, pattern), _named(after, pattern)
    gone = [words[0] for key, words in old.items() if len(new.get(key, [])) < len(words)]
    came = [words[0] for key, words in new.items() if len(old.get(key, [])) < len(words)]
    return (gone, came) if gone and came else ([], [])


_EN_CONTENT = re.compile(r"[a-z]{4,}")
_ZH_RUN = re.compile(r"[\u4e00-\u9fff]+")


def asks_opposite(asked: str) -> bool:
    """Whether the suggestion asks to turn the meaning round, or to negate."""
    return bool(_ASKS_OPPOSITE.search(asked))


def speaks_of(sentence: str, asked: str) -> bool:
    """Whether the suggestion speaks of the sentence: two of its words (两个词) in it."""
    said = asked.lower()
    words = {w for w in _EN_CONTENT.findall(sentence.lower()) if re.search(rf"\b{w}\b", said)}
    pairs = {run[i : i + 2] for run in _ZH_RUN.findall(sentence) for i in range(len(run) - 1)}
    return len(words) + sum(1 for pair in pairs if pair in asked) >= 2


def check_polarity(before: str, after: str, asked: str) -> None:
    """Raises Refused when a sentence kept otherwise word for word says the opposite, or a
    season or a currency word changed — unless the suggestion asks for it."""
    if not asks_opposite(asked):
        for old, new in turned_sentences(before, after):
            if speaks_of(new, asked):
                continue  # "say that we do sing in August now": the sentence was the ask
            raise Refused(
                f"The model turned your sentence “{old}” into “{new}”, which says the opposite; "
                "the suggestion did not ask for that. Nothing was saved — press Retry."
            )
    for pattern, asks in (
        (_SEASONS_EN, _ASKS_SEASON),
        (_SEASONS_ZH, _ASKS_SEASON),
        (_CURRENCY_WORDS, ASKS_CURRENCY),
    ):
        gone, came = _swapped(before, after, pattern)
        if gone and not asks.search(asked):
            pairs = ", ".join(gone) + " → " + ", ".join(came)
            raise Refused(
                f"The model changed “{pairs}”, which the suggestion did not ask to change, so "
                "the article would say something you did not write. Nothing was saved — press "
                "Retry."
            )
