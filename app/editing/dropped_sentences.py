"""A whole sentence carrying a figure in words or a negation, gone from a paragraph a restyle of
that part rewrote: "Make the first paragraph … flow better" answered without "The town's two
engines arrived within the hour, but the river was low and the pumps could not draw enough
water" (blind52 millfire-en-15), 空调那段读起来顺一点 answered without 去年夏天书屋的两台空调坏
了，……很多老人不能来看书.

The lead's decision of session 51 (FORMAT.md): an ask that restyles — anything that does not
ask to shorten, cut, summarise or remove — whose reply drops a sentence carrying a fact (a
figure, a restriction or negation among them) is refused, naming what went. dropped_facts.py
and restyle_drops.py read a figure in digits, a day, a name, a rule or a place; a count said in
words ("two engines", 两台) and a plain negation ("could not", 不能) were only named for the
writer to check (facts.py's note), and the revision saved. Read here for a sentence gone as a
whole — the paragraph has fewer sentences and is shorter by most of it, few of its words are
left in the paragraph and not half of them anywhere in the reply — so a sentence reworded,
merged or moved keeps its facts as the other readers see them; a sentence
with no such fact ("It is a lovely place to spend a morning.") may go and stays named.
Pure: texts in, Refused out."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.text import counts_characters
from app.editing.dropped_facts import lifted_by_ask, restyles_part
from app.editing.elided import Refused
from app.editing.kept_in_target import named_by_ask, rewritten_pairs
from app.editing.scope import Scope

_HAN = re.compile(r"[\u4e00-\u9fff]+")
_EN_SENTENCE = re.compile(r"[^.!?]+(?:[.!?]+[\]\)\"'”’\s\[\d]*|$)")
_ZH_SENTENCE = re.compile(r"[^。！？!?]+(?:[。！？!?]+[”」）)]*|$)")
_EN_WORD = re.compile(r"[a-z][a-z'’]{2,}")
_EN_LIGHT = frozenset(
    re.findall(
        r"\S+",
        """the and but with for from that this there their they them then than was were are is
        has have had been will would could should can may must not into over about when which
        who what while all any its our your you his her him she also just very too""",
    )
)
# A count said in words ("two engines", 两台空调), and a plain negation ("could not", 不能).
_EN_COUNT = re.compile(
    r"\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty"
    r"|hundred|thousand|dozen|million)\b",
    re.IGNORECASE,
)
_EN_NOT = re.compile(r"\b(?:not|never|no|nor|cannot|none|nobody|nothing)\b|n['’]t\b", re.IGNORECASE)
_ZH_COUNT = re.compile(
    r"(?<![一二两三四五六七八九十百千万第])[两二三四五六七八九十百千万]+"
    r"(?:台|个|名|位|次|人|年|天|本|座|辆|张|条|件|家|所|种|场|周|月|小时|分钟|公里|米|元|块|层|间|棵|匹|头|只)"
)
_ZH_NOT = re.compile(
    r"不能|不会|不得|不可|不要|不准|不许|没有|没能|未能|从不|并不|不是|无法|不够|不足|勿|禁止|[一-龥]不[了上下进出动起]"
)


def check_dropped_sentences(
    before: str, after: str, suggestions: Sequence[str], scope: Scope
) -> None:
    """Raises Refused when a restyle of a part the ask names dropped a whole sentence of it that
    gives a count in words or a negation (see the module docstring)."""
    asked = " ".join(suggestions)
    if not restyles_part(scope, asked):
        return
    zh = bool(counts_characters(before))
    for old, new in rewritten_pairs(before, after):
        if old.lstrip().startswith(("|", "#", "```", ">")):
            continue
        sentence = dropped_sentence(old, new, after)
        if sentence and not (named_by_ask(sentence, asked) or lifted_by_ask(sentence, asked)):
            raise Refused(_reason(sentence, zh))


def dropped_sentence(old: str, new: str, after: str) -> str | None:
    """The first sentence of paragraph `old` giving a count in words or a negation that the
    reply's paragraph `new` no longer says (and `after` not half of anywhere) — or None."""
    zh = bool(_HAN.search(old))
    pattern = _ZH_SENTENCE if zh else _EN_SENTENCE
    sentences: list[str] = pattern.findall(old)
    if len(sentences) < 2 or len(pattern.findall(new)) >= len(sentences):
        return None  # a one-sentence paragraph rewritten, or as many sentences said again
    count, negation = (_ZH_COUNT, _ZH_NOT) if zh else (_EN_COUNT, _EN_NOT)
    for sentence in (s.strip() for s in sentences):
        words = _words(sentence, zh)
        if len(words) < (4 if zh else 3) or not (
            count.search(sentence) or negation.search(sentence)
        ):
            continue
        # and the paragraph shorter by most of the sentence: a sentence reworded beside the
        # others ("拌到看不见干粉就停" for 不要过度搅拌) keeps the paragraph as long
        shorter = _size(old, zh) - _size(new, zh) >= 0.6 * _size(sentence, zh)
        if shorter and _share(words, new, zh) < 0.2 and _share(words, after, zh) < 0.5:
            return sentence
    return None


def _words(text: str, zh: bool) -> set[str]:
    if zh:
        return {run[i : i + 2] for run in _HAN.findall(text) for i in range(len(run) - 1)}
    return {w for w in _EN_WORD.findall(text.lower().replace("’", "'")) if w not in _EN_LIGHT}


def _size(text: str, zh: bool) -> int:
    """How long a text is: its Chinese characters, or its words."""
    return sum(len(run) for run in _HAN.findall(text)) if zh else len(text.split())


def _share(words: set[str], text: str, zh: bool) -> float:
    kept = _words(text, zh)
    return sum(w in kept for w in words) / len(words)


def _reason(sentence: str, zh: bool) -> str:
    sentence = sentence.rstrip("，,；;：:。.！!？? ")
    if zh:
        return (
            f"模型在改写的段落里删掉了“{sentence}”这一句（其中有数目或否定），建议并没有要求删，"
            "保存的话文章就不再说这一点了，所以什么都没保存。请按“重试”；如果本来就想删，"
            "请说“删掉”或“缩短”。"
        )
    return (
        f"The model left out “{sentence}” from the paragraph it rewrote — a sentence that gives "
        "a count or says what did not happen — which the suggestion did not ask to remove, so "
        "the article would no longer say it. Nothing was saved — press Retry, or ask to shorten "
        "or cut it if that was meant."
    )
