"""A limit on who may or with what, turned into leave for anyone by a rewrite that also cut
it down: "Only children with a library card may sign up" shortened to "Any child may sign up"
(blind51 codeclub-en-07), "Only volunteers with a food-safety card may stock the fridge" →
"Any volunteer may stock the fridge", 凭社区卡领取 → 无需社区卡.

A shorten may cut a limit with its clause (dropped_facts.py lets it), but never write its
opposite: the notice would let in whom the writer kept out. turned_words.py reads a sentence
reworded a little; a cut leaves too few of its words for that, so here a clause of the writer's
holding a limiting word (turned_limits.py's kinds) is paired with a clause of the reply that
keeps two in five of its other words, says a word of the same kind for anyone or nothing
needed the writer's paragraph said fewer times, and no longer the limiting word. Left alone:
an ask that names either word ("open it to everyone", 改成不用社区卡), and translations.
Pure: texts in, Refused out."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.left_out import paired
from app.editing.scope import Scope
from app.editing.turned_limits import KINDS

_HAN = re.compile(r"[\u4e00-\u9fff]+")
_ZH_CLAUSE = re.compile(r"[^,，;；。！？!?\n]+")
_EN_CLAUSE = re.compile(r"[^.;!?\n]+?(?=,\s+(?:and|but|so)\b|[.;!?\n]|$)")
_EN_WORD = re.compile(r"[a-z][a-z'’-]+")
_EN_LIGHT = frozenset(
    ("the", "and", "but", "with", "may", "can", "must", "only", "any", "all", "for", "who")
    + ("that", "are", "is", "their", "your", "our", "have", "has", "need", "needs", "will")
)
# Who may, made others too: 只有本社区居民才能参加兑换 → 周边社区居民也可以参加兑换 (blind53
# yaopin-zh-11), "Only residents may join" → "neighbours can join too". Read here only (a cut or
# a rewording that keeps most of the clause's other words), not by turned_limits.py's readers.
_ALSO = (
    (re.compile(r"只有[^，。；！？]{1,16}才|仅限|只限"), re.compile(r"也可以|也能|也可|同样可以")),
    (
        re.compile(r"\bonly\b", re.IGNORECASE),
        re.compile(
            r"\b(?:can|may)\s+(?:[a-z]+\s+){0,5}?(?:too|as\s+well)\b|\bare\s+welcome\s+too\b",
            re.IGNORECASE,
        ),
    ),
)
_SHARED = 0.4  # of the writer's clause's other words, kept in the reply's


def check_lifted_limits(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when a rewritten paragraph turned a limit of the writer's into leave for
    anyone (see the module docstring)."""
    if scope.translate:
        return
    asked = " ".join(suggestions).lower()
    for old, new in paired(before, after):
        found = _lifted(old, new, asked)
        if found:
            writer, reply = found
            if counts_characters(before):
                raise Refused(
                    f"模型把你写的“{writer}”改成了“{reply}”，规定的意思变了——原本不允许的现在"
                    "允许了，而修改建议并没有这样要求，所以没有保存。请按“重试”。"
                )
            raise Refused(
                f"The model turned your rule “{writer}” into “{reply}”, which allows what you "
                "ruled out; the suggestion did not ask for that. Nothing was saved — press Retry."
            )


def _lifted(old: str, new: str, asked: str) -> tuple[str, str] | None:
    """(the writer's clause, the reply's) for the first limit of `old` that `new` lifted."""
    olds, news = _clauses(old), _clauses(new)
    for limit, wide in (*KINDS, *_ALSO):
        came = len(wide.findall(new)) - len(wide.findall(old))
        if came <= 0 or any(m[0].lower() in asked for m in wide.finditer(new)):
            continue
        for clause in olds:
            said = limit.search(clause)
            if not said or said[0].lower() in asked or wide.search(clause):
                continue
            for part in news:
                if (
                    wide.search(part)
                    and not limit.search(wide.sub(" ", part))  # 无需 is no 需
                    and _share(clause, part, limit) >= _SHARED
                ):
                    return clause, part
    return None


def _clauses(text: str) -> list[str]:
    pattern = _ZH_CLAUSE if _HAN.search(text) else _EN_CLAUSE
    return [c.strip().lstrip("> -*0123456789.").strip() for c in pattern.findall(text) if c.strip()]


def _words(text: str) -> set[str]:
    """A clause's words: Chinese character pairs, English words cut to five letters (children
    and child are one)."""
    if _HAN.search(text):
        return {run[i : i + 2] for run in _HAN.findall(text) for i in range(len(run) - 1)}
    return {w[:5] for w in _EN_WORD.findall(text.lower()) if w not in _EN_LIGHT and len(w) > 2}


def _share(clause: str, part: str, limit: re.Pattern[str]) -> float:
    """How many of the clause's words other than its limiting ones the reply's part keeps."""
    words = _words(limit.sub(" ", clause))
    if len(words) < 2:
        return 0.0
    kept = _words(part)
    return sum(w in kept for w in words) / len(words)
