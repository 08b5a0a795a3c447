"""A sentence or clause that carries a fact, dropped from a paragraph the reply rewrote when
the suggestion did not ask to cut: "Make the prices paragraph sound less formal" answered
without "Only members of the Friends of the Corn Exchange may book a table for a group",
价格那段写得随意一点 without 只有书店会员才能为团体预订整桌, "Reword the dogs sentence so it sounds
less strict" answered "Dogs are welcome too" for "Only dogs on short leads may come".

The lead's decision of session 51 (fid50judge: blind50 langcafe-en-06, zh-06, tidepool-en-14):
an ask that restyles — friendlier, livelier, more formal, fix the typos, simpler words,
anything that does not ask to shorten, cut, summarise or remove — and whose reply drops a
clause carrying a fact (a figure, a date or a time, a price, a rule — a restriction or a
negation —, a name, a place) is refused, with a sentence naming what went. A clause with no
fact ("We hope you enjoy the afternoon.", 欢迎大家踊跃参加) may go, and stays named by
left_facts.py. A restriction reworded away though its other words stay (仅限持卡读者借阅… →
…也欢迎大家来借阅) is dropped all the same: the paragraph holds fewer limiting words of its
kind, and the clause that held one is not the writer's any more.

Pure: texts in, a reason out (raised as Refused). Translations are read by translation_shape.py,
selections by their own reader.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.kept_in_target import CUTS, changed_pairs, named_by_ask
from app.editing.scope import Scope

_HAN = re.compile(r"[\u4e00-\u9fff]+")
_ZH_CLAUSE = re.compile(r"(?:[^,，;；。！？!?\n]|(?<=\d)[:：.](?=\d))+")
_EN_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_EN_WORD = re.compile(r"[a-z0-9][a-z0-9'’]*")
_EN_LIGHT = frozenset(
    re.findall(
        r"\S+",
        """the a an and or but so to of in on at for by with from as is are was were be been it its
        we you they our your their this that there will can may must should would could just also
        very all any each if when who which do does did has have had please us he she his her
        them than then into out up over about too""",
    )
)

# The kinds of fact a clause may carry, each with the words that say it, in the order named.
_EN_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "rule",
        re.compile(
            r"\b(?:only|must|mustn't|never|not|no|cannot|can't|don't|won't|allowed|permitted"
            r"|required|forbidden|banned|members?|under\s+\d+)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "time",
        re.compile(
            r"\b(?:\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)|noon|midnight|o'clock|today|tomorrow|tonight"
            r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march"
            r"|april|may\s+\d|june|july|august|september|october|november|december)\b",
            re.IGNORECASE,
        ),
    ),
    ("price", re.compile(r"[£$€]\s*\d|\b(?:free|fees?|costs?|price[sd]?|charged?|pay)\b", re.I)),
    (
        "figure",
        re.compile(
            r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen"
            r"|twenty|thirty|forty|fifty|hundred|dozen|half)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "place",
        re.compile(
            r"\b(?:room|hall|floor|library|street|road|lane|centre|center|park|door|entrance"
            r"|quay|car\s+park|office|building)\b",
            re.IGNORECASE,
        ),
    ),
)
_ZH_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "规定",
        re.compile(
            r"只有|只能|只限|只接受|只招|仅|限|须|必须|不得|不准|不许|不能|不可|不再|不办理|不提供"
            r"|禁止|严禁|请勿|切勿|谢绝|会员|凭"
        ),
    ),
    (
        "时间",
        re.compile(r"\d{1,2}[:：]\d{2}|星期|周[一二三四五六日末]|[月日号]|[上下]午|晚上|今天|明天"),
    ),
    ("价格", re.compile(r"\d+\s*元|免费|费用|收费|价格|[块元]钱")),
    ("数字", re.compile(r"\d|[两二三四五六七八九十百千万半廿]")),
    ("地点", re.compile(r"[楼室馆厅]|中心|[路街]|广场|门口|地点|文化站|服务站")),
)
_EN_SAID = {
    "rule": "a rule",
    "time": "a time",
    "price": "a price",
    "figure": "a figure",
    "place": "a place",
    "name": "a name",
}

# Who may: the limiting words, and those that still say a limit of that kind another way
# (only → except, 仅限 → 只对). A rule said positively ("We do not charge" → "Entry is free")
# or a must made a please is read by negations.py and turned_limits.py, not here.
_EN_ONLY = re.compile(r"\bonly\b|\bexclusively\b|\breserved\s+for\b", re.IGNORECASE)
_EN_STILL = re.compile(r"\bexcept\b|\bsolely\b", re.IGNORECASE)
_ZH_ONLY = re.compile(r"只有|只能|只限|只接受|只招|仅")
_ZH_STILL = re.compile(r"除[^，。；]{0,12}外|只|限")
_NAME = re.compile(r"\b[A-Z][a-z]+(?:-[A-Z][a-z]+)?\b")


def check_dropped_facts(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when a paragraph the reply rewrote in its place lost a clause of the
    writer's that carries a fact, the suggestion asking for no cut (see the module docstring)."""
    asked = " ".join(suggestions)
    if scope.shorten or scope.removes or scope.translate or CUTS.search(asked):
        return
    zh = bool(counts_characters(before))
    for old, new in changed_pairs(before.split("\n\n"), after.split("\n\n")):
        if old.lstrip().startswith(("|", "#", "```")):
            continue  # tables, headings and code: rows.py and others read them
        found = _gone(old, new, after, asked)
        if found:
            raise Refused(_reason(*found, zh=zh))


def _gone(old: str, new: str, after: str, asked: str) -> tuple[str, str] | None:
    """The first clause of `old` carrying a fact that `new` lost, with the kind of its fact."""
    zh = bool(_HAN.search(old))
    for clause in _clauses(old, zh):
        if named_by_ask(clause, asked):
            continue
        kind = _fact_kind(clause, zh)
        if kind and _words_gone(clause, new, after, zh) and not _figures_kept(clause, new):
            return clause, kind
    limit, still = (_ZH_ONLY, _ZH_STILL) if zh else (_EN_ONLY, _EN_STILL)
    more = max(0, _count(still, new) - _count(still, old))
    if _count(limit, new) + more >= _count(limit, old):
        return None
    for clause in _clauses(old, zh):
        if (
            limit.search(clause)
            and not named_by_ask(clause, asked)
            and _limit_gone(clause, limit, new)
        ):
            return clause, "规定" if zh else "rule"
    return None


def _limit_gone(clause: str, limit: re.Pattern[str], new: str) -> bool:
    """Whether the clause's limiting word is no longer said where its other words are."""
    return not any(
        limit.search(part)
        for part in _clauses(new, bool(_HAN.search(new)))
        if _share(clause, part) >= 0.5
    )


def _count(pattern: re.Pattern[str], text: str) -> int:
    return len(pattern.findall(text))


def _clauses(text: str, zh: bool) -> list[str]:
    """A paragraph's clauses: a Chinese clause to its comma or stop; an English sentence, cut
    at its commas before "and", "but", "so" and at semicolons."""
    text = text.lstrip("> -*").strip()
    if zh:
        return [c.strip() for c in _ZH_CLAUSE.findall(text) if c.strip()]
    out: list[str] = []
    for sentence in _EN_SENTENCE.split(text):
        out.extend(
            part.strip().rstrip(".!?")
            for part in re.split(r",\s+(?=(?:and|but|so|while)\b)|;\s+", sentence)
            if part.strip()
        )
    return out


def _fact_kind(clause: str, zh: bool) -> str:
    for kind, words in _ZH_KINDS if zh else _EN_KINDS:
        if words.search(clause):
            return kind
    if not zh and any(m.start() > 0 for m in _NAME.finditer(clause)):
        return "name"
    return ""


def _words(text: str, zh: bool) -> set[str]:
    if zh:
        return {run[i : i + 2] for run in _HAN.findall(text) for i in range(len(run) - 1)}
    return {
        w
        for w in _EN_WORD.findall(text.lower().replace("’", "'"))
        if w not in _EN_LIGHT and len(w) > 2
    }


def _share(clause: str, text: str) -> float:
    zh = bool(_HAN.search(clause))
    words = _words(clause, zh)
    if not words:
        return 1.0
    kept = _words(text, zh)
    return sum(w in kept for w in words) / len(words)


def _words_gone(clause: str, new: str, after: str, zh: bool) -> bool:
    """Few of the clause's words left in its paragraph, and not half of them anywhere."""
    if len(_words(clause, zh)) < (3 if zh else 2):
        return False
    return _share(clause, new) <= 1 / 3 and _share(clause, after) < 0.5


def _figures_kept(clause: str, new: str) -> bool:
    """Whether the clause's figures are all still written in the paragraph (said otherwise)."""
    figures = re.findall(r"\d+(?:[.:]\d+)?", clause)
    return bool(figures) and all(f in new for f in figures)


def _reason(clause: str, kind: str, *, zh: bool) -> str:
    clause = clause.rstrip("，,；;：:。.！!？? ")
    if zh:
        return (
            f"模型在改写的段落里删掉了“{clause}”（写的是{kind}），建议并没有要求删，"
            "保存的话文章就不再说这一点了，所以什么都没保存。请按“重试”；如果本来就想删，"
            "请说“删掉”或“缩短”。"
        )
    return (
        f"The model left out “{clause}” ({_EN_SAID[kind]}) from the paragraph it rewrote, which "
        "the suggestion did not ask to remove, so the article would no longer say it. Nothing "
        "was saved — press Retry, or ask to shorten or cut it if that was meant."
    )
