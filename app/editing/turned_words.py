"""A sentence a restyle reworded a little and turned round on the way: a negation put in or
taken out beside only small words (已完成 → 还没有完成, "not in the courtyard" → "and in the
courtyard", 需要提前预约 → 不需要预约), or one word written as its opposite in place (closed →
open, before 5 pm → after 5 pm, free → paid, 禁止 → 允许, 免费 → 收费).

`polarity.py` reads a sentence kept word for word but for its negation; this reads one the
model also touched up ("Just so you know, the library is open on Monday"). What tells a turn
from a restyle: besides the negation only glue words (and, still, 还, 都…) changed, or words were
only dropped or only added — never a word put in another's place, which is how a restyle
says the same thing the other way round ("Don't forget" → "Remember", 别忘了 → 记得).
"""

from __future__ import annotations

import re
from collections import Counter

from app.domain.bounded_diff import SequenceMatcher
from app.editing.polarity import asks_opposite, speaks_of
from app.editing.turned_limits import lifted_limit

# A sentence, an English word (lower case) and a Chinese character, as turned_paragraphs.py
# reads them too.
SENTENCE = re.compile(r"[^.!?。！？；;\n]+[.!?。！？；;]*")
EN_WORD = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?")
CJK = re.compile(r"[\u4e00-\u9fff]")
_ZH_TOKEN = re.compile(r"[\u4e00-\u9fff]|[A-Za-z0-9]+")

_EN_NEGATION = re.compile(r"^(?:not|never|no|cannot|[a-z]+n['’]t)$")
# ("no later than 6 pm" is one word, "nolater": written "after 6 pm" it is turned round)
_EN_NOT_DENIALS = re.compile(r"\b(?:not only|no longer|no later|no more than|no fewer)\b")
_TAIL = re.compile(r"'(?:ll|re|ve|d|s|m)$")
_NUMBER_SIGN = re.compile(r"\bno\.\s*(?=\d)")
_EN_GLUE = frozenset(
    ("and", "or", "but", "also", "yet", "still", "even", "just", "so", "then", "too", "already",
     "do", "does", "did", "is", "are", "was", "were", "be", "the", "a", "an")
)  # fmt: skip
_ZH_NEGATION = frozenset("不没未无别非勿莫甭")
# 不仅, 未来, 无论: characters that begin a word, not a negation (as polarity.py reads them)
_ZH_NOT_DENIALS = re.compile(
    r"[没未](?:有)?(?=[^，。；！？,;!?]{0,10}(?:之前|以前))|"  # 还没想到之前 = 想到之前
    r"不(?:仅|但|过|断|少|错|久|管|论|如|然|光|止|妨|得不)|未来|未免|无论|无数|非常|别人|别的|特别|区别"
)
_ZH_GLUE = frozenset("已经还都就也再才仍尚有了的呢吧啊呀但而却并且")

# Words and their opposites, each written in place of the other (either way).
_EN_OPPOSITES = (
    ("open", "closed"), ("opens", "closes"), ("before", "after"), ("earlier", "later"),
    ("free", "paid"), ("never", "always"), ("must", "may"), ("required", "optional"),
    ("allowed", "forbidden"), ("allowed", "banned"), ("allowed", "prohibited"),
    ("permitted", "forbidden"), ("inside", "outside"), ("upstairs", "downstairs"),
    ("minimum", "maximum"), ("increase", "decrease"), ("increased", "decreased"),
    ("accepted", "rejected"), ("included", "excluded"), ("available", "unavailable"),
    ("mandatory", "optional"), ("compulsory", "optional"), ("first", "last"),
    ("with", "without"), ("under", "over"), ("always", "sometimes"), ("indoors", "outdoors"),
    ("above", "below"), ("nolater", "after"), ("nolater", "later"),
)  # fmt: skip
_ZH_OPPOSITES = (
    ("闭馆", "开馆"), ("关闭", "开放"), ("之前", "之后"), ("以前", "以后"), ("免费", "收费"),
    ("禁止", "允许"), ("必须", "可以"), ("提前", "推迟"), ("增加", "减少"), ("最多", "最少"),
    ("以上", "以下"), ("室内", "室外"), ("楼上", "楼下"), ("必填", "选填"), ("上涨", "下降"),
)  # fmt: skip

_ALIGNED = 0.6  # how alike a reply's sentence and the writer's must be to be one sentence
_LIMIT_ALIGNED = 0.5  # ...when a limit was lifted (turned_limits.py), whose words are many
_MOST_CHANGED = 3  # tokens, besides the negation, that a turned sentence may drop or add
_CANDIDATES = 8
_COMMON = 64


def _tokens(sentence: str) -> list[str]:
    if CJK.search(sentence):
        masked = _ZH_NOT_DENIALS.sub(lambda m: "\0" * len(m[0]), sentence)
        return _ZH_TOKEN.findall(masked.replace("\0", "·"))
    lowered = _EN_NOT_DENIALS.sub(lambda m: m[0].replace(" ", ""), sentence.lower())
    lowered = _NUMBER_SIGN.sub("number ", lowered)  # No. 5: a number, not a "no"
    tokens = EN_WORD.findall(lowered.replace("’", "'"))
    # you'll, we're: the word (a contraction's tail is no word of its own)
    return [t if _negation(t) else _TAIL.sub("", t) for t in tokens]


def _negation(token: str) -> bool:
    return token in _ZH_NEGATION or bool(_EN_NEGATION.match(token))


def _glue(token: str) -> bool:
    return token in _EN_GLUE or token in _ZH_GLUE


def _sentences(text: str) -> list[str]:
    """The sentences of `text`'s prose: a table's rows are cells, read by cells.py."""
    prose = "\n".join(line for line in text.split("\n") if not line.lstrip().startswith("|"))
    return [s.strip() for s in SENTENCE.findall(prose) if s.strip()]


def turned_round(before: str, after: str, asked: str) -> list[tuple[str, str]]:
    """(the writer's sentence, the reply's) for each sentence of `after` that says the
    opposite of the writer's sentence it stands for — unless `asked` names the words turned."""
    if asks_opposite(asked):
        return []
    written = _sentences(before)
    kept = set(written)
    tokens = [_tokens(s) for s in written]
    index: dict[str, list[int]] = {}
    for n, words in enumerate(tokens):
        for word in set(words):
            if not (_glue(word) or _negation(word)):
                index.setdefault(word, []).append(n)
    turned = []
    for sentence in _sentences(after):
        if sentence in kept or speaks_of(sentence, asked):
            continue  # "say that we do sing in August now": the sentence was the ask
        new = _tokens(sentence)
        best, ratio = None, _LIMIT_ALIGNED
        for n in _likeliest(new, index):
            matcher = SequenceMatcher(None, tokens[n], new, autojunk=False)
            if matcher.quick_ratio() >= ratio and (r := matcher.ratio()) >= ratio:
                best, ratio = n, r
        if best is None:
            continue
        old, writer = tokens[best], written[best]
        if ratio < _ALIGNED:  # 仅限会员使用 → 所有人都可以使用: the limit's words were most of it
            if lifted_limit(writer, sentence, asked):
                turned.append((writer, sentence))
            continue
        if (sum(map(_negation, old)) == 0) != (sum(map(_negation, new)) == 0):
            # a negation put in or taken out (with a word for its opposite, 不收费 → 免费, it
            # says the same: no word is written as its opposite then); one more beside another,
            # "not to taste, not until the end", is emphasis
            if _turned(old, new) or lifted_limit(writer, sentence, asked):  # 必须 → 可以不
                turned.append((writer, sentence))
        elif _opposite_written(writer, sentence, asked) or lifted_limit(writer, sentence, asked):
            turned.append((writer, sentence))
    return turned


def _likeliest(new: list[str], index: dict[str, list[int]]) -> list[int]:
    """The writer's sentences sharing the most of `new`'s words, at most `_CANDIDATES` — a
    word in more than `_COMMON` sentences points at none (a restyle of a long article costs
    a few comparisons a sentence, not one for every sentence of the article)."""
    shared: Counter[int] = Counter()
    for word in set(new):
        sentences = index.get(word, ())
        if len(sentences) <= _COMMON:
            shared.update(sentences)
    return [n for n, _ in shared.most_common(_CANDIDATES)]


def _turned(old: list[str], new: list[str]) -> bool:
    """Of a sentence whose negations were put in or taken out: whether one change is only that
    — a negation (or never ↔ always) with glue words at most, in place ("not in" → "and in",
    已完成 → 还没有完成) — and every other change only drops or only adds a few words (需要提前
    预约 → 不需要预约). A negation that comes with words of its own ("头也不抬", "don't worry",
    "rather than") is something more said, not the sentence turned."""
    turns, others = 0, 0
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        gone, came = old[i1:i2], new[j1:j2]
        if (gone, came) in _NEVER_ALWAYS or (
            sum(map(_negation, gone)) != sum(map(_negation, came))
            and all(_negation(t) or _glue(t) for t in (*gone, *came))
        ):
            turns += 1
        elif gone and came and not all(map(_glue, (*gone, *came))):
            return False  # a word put in another's place: said another way
        else:
            others += len(gone) + len(came)
    return turns > 0 and others <= _MOST_CHANGED


_NEVER_ALWAYS = ((["never"], ["always"]), (["always"], ["never"]))


def _opposite_written(old: str, new: str, asked: str) -> bool:
    """A word of the writer's sentence written as its opposite in its place in the reply's
    (closed → open, 之前 → 之后, 禁止 → 允许), neither word named by the ask."""
    said = asked.lower()
    pairs: tuple[tuple[str, str], ...]
    if CJK.search(old):
        pairs, gone_came = _ZH_OPPOSITES, _replaced(list(old), list(new), "")
    else:
        pairs, gone_came = _EN_OPPOSITES, _replaced(_tokens(old), _tokens(new), " ")
    for a, b in pairs:
        if a in said or b in said:
            continue
        for gone, came in gone_came:
            if (_has(gone, a) and _has(came, b)) or (_has(gone, b) and _has(came, a)):
                return True
    return False


def _replaced(old: list[str], new: list[str], joiner: str) -> list[tuple[str, str]]:
    """Each stretch of `old` the reply wrote something else in place of, with what it wrote —
    a token of kept context on each side (闭馆 → 开馆 is 闭 → 开 between 周一 and 馆)."""
    out = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag == "replace":
            gone = joiner.join(old[max(i1 - 1, 0) : i2 + 1])
            came = joiner.join(new[max(j1 - 1, 0) : j2 + 1])
            out.append((f" {gone} ", f" {came} "))
    return out


def _has(text: str, word: str) -> bool:
    return (f" {word} " in text) if word.isascii() else word in text
