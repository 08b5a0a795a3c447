"""A rule a restyle dropped whole: "请自带购物袋，现场不提供塑料袋" made "欢迎自带购物袋", "No boat
goes out after dark" gone from a friendlier paragraph. A softer tone rightly turns 不得 into 请勿
and "must not" into "please don't", but a clause that forbids or withholds something decides what
the reader may do; gone with its words, the article no longer says it — refused, unless the
suggestion asks for text to go or for the paragraph shorter (a cut may drop a rule, and is
read by its own checks)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.text import counts_characters
from app.editing.elided import Refused

_CLAUSE = re.compile(r"(?:[^.!?。！？；;,，：:\n]|[.,](?=[0-9A-Za-z]))+")
# What forbids or withholds: 不得, 不提供, 禁止, 请勿 — not 不能 / 不可, which mostly say what
# cannot be (搜索就一直不能用).
_ZH_RULE = re.compile(r"不得(?!不)|不准|不许|不提供|不接受|不允许|禁止|严禁|谢绝|请勿|切勿")
# "Don't worry", "do not hesitate to call": reassurance, not a rule of what the reader may do.
_REASSURING = r"worry|hesitate|panic|fret|stress|be afraid|be shy|be alarmed"
# "must not", "do not", "never", "not allowed", a clause opening with "No" — not any "not"
# ("the search has not worked since"), and not a "never" that tells what someone did ("never
# missed a school play", "never once let a regular leave"): that is a fact, named, not a rule.
_EN_RULE = re.compile(
    r"\b(?:must not|mustn't|may not|cannot|can't|do not|don't)\b(?!\s+(?:" + _REASSURING + r")\b)"
    r"|\bnever\b(?!\s+(?:once\b|[a-z]+ed\b))"
    r"|\bnot (?:allowed|permitted)\b|^\W*(?:\*\*[^*]+\*\*\W*)?no\b",
    re.IGNORECASE,
)
# A rule still said another way in the rewrite: 只有导盲犬可以入内, 狗不能进, "only guide dogs",
# "dogs can't come in".
_ZH_STILL = re.compile(r"别|不要|勿|不能|不可|只有|只能|只限|仅|除[^，。；]{1,12}外")
_EN_STILL = re.compile(r"\b(?:only|except|not|no)\b|n't\b", re.IGNORECASE)
_EN_WORD = re.compile(r"[a-z]{3,}")
_EN_STOP = frozenset(
    ("the", "and", "not", "never", "nobody", "nothing", "are", "was", "for", "with", "this")
    + ("that", "there", "will", "have", "has", "can", "cannot", "don't", "can't", "won't")
)
_HAN = re.compile(r"[\u4e00-\u9fff]+")


def dropped_rules(before: str, after: str, asked: str = "") -> list[str]:
    """The clauses of `before` that forbid or withhold something and whose words `after` no
    longer holds, when `after` says fewer such words than `before` — paragraph by paragraph
    when the rewrite kept their count (a 不能 elsewhere says nothing of this rule), leaving out
    a paragraph whose new words the suggestion dictates (倒数第三条改成：本规定由…负责解释)."""
    olds, news = before.split("\n\n"), after.split("\n\n")
    if len(olds) != len(news):
        return _dropped(before, after)
    return [
        clause
        for old, new in zip(olds, news, strict=True)
        if not _dictated(old, new, asked)
        for clause in _dropped(old, new)
    ]


def _dictated(old: str, new: str, asked: str) -> bool:
    """Whether a clause `new` has and `old` lacks is written out in the suggestion."""
    return any(
        len(piece) >= 6 and piece in asked and piece not in old
        for clause in _CLAUSE.findall(new)
        # An English clause whole ("mention Saturday" dictates no paragraph); a Chinese one
        # also past a label before a space (第2条　本规定由…).
        for piece in (clause.split() if _HAN.search(clause) else [clause.strip()])
    )


def _dropped(before: str, after: str) -> list[str]:
    if before == after:
        return []
    zh = bool(_HAN.search(before))
    rule = _ZH_RULE if zh else _EN_RULE
    still = re.compile(f"{rule.pattern}|{(_ZH_STILL if zh else _EN_STILL).pattern}", rule.flags)
    if _rules(still, after) >= _rules(rule, before):
        return []
    gone: list[str] = []
    for clause in _CLAUSE.findall(before):
        if rule.search(clause.strip()) and (
            _gone_zh(clause, after) if zh else _gone_en(clause, after)
        ):
            gone.append(clause.strip())
    return gone


def _rules(rule: re.Pattern[str], text: str) -> int:
    return sum(bool(rule.search(clause.strip())) for clause in _CLAUSE.findall(text))


def _gone_zh(clause: str, after: str) -> bool:
    pairs = [run[i : i + 2] for run in _HAN.findall(clause) for i in range(len(run) - 1)]
    return len(pairs) >= 3 and sum(pair in after for pair in pairs) * 3 <= len(pairs)


def _gone_en(clause: str, after: str) -> bool:
    words = [w for w in _EN_WORD.findall(clause.lower()) if w not in _EN_STOP]
    said = set(_EN_WORD.findall(after.lower()))
    return len(words) >= 2 and sum(w in said for w in words) * 3 <= len(words)


def check_dropped_rules(before: str, after: str, suggestions: Sequence[str]) -> None:
    """Raises Refused when a restyle dropped a rule of `before` the suggestion does not quote."""
    asked = " ".join(suggestions)
    gone = [clause for clause in dropped_rules(before, after, asked) if clause not in asked]
    if not gone:
        return
    listed = "、".join(f"“{g}”" for g in gone[:3])
    if counts_characters(before):
        raise Refused(
            f"模型删掉了原文的规定 {listed}，建议并没有要求删，保存的话读者就不知道这条规定了。"
            "什么都没保存，请按“重试”。"
        )
    listed = ", ".join(f"“{g}”" for g in gone[:3])
    raise Refused(
        f"The model dropped your rule {listed}, which the suggestion did not ask to remove, so "
        "the article would no longer say it. Nothing was saved — press Retry."
    )
