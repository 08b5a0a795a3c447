"""The times, prices, dates and phone numbers a shortening left out, named for the writer. A cut
may rightly drop them — shortening was asked — but a notice that no longer says when, how
much or whom to call has lost what its readers act on, so the reply says which went ("Check
the facts: the model left out 6:30 pm, $45 …", 请核对事实：模型删去了 138-0013-5521、上午10点…)
instead of only "rewritten, shorter"."""

from __future__ import annotations

import re

from app.editing.fact_reading import fact_value, fact_words

# A reader's facts: a phone number (7 digits or more in groups), a price, a clock time, a date.
_FACT = re.compile(
    r"(?<![\w.])\+?\d{2,4}(?:[ -]\d{2,5}){1,3}(?!\w|\.\d)"
    r"|[$€£¥￥]\s?\d+(?:,\d{3})*(?:\.\d+)?"
    r"|(?<![\d.,])\d+(?:,\d{3})*(?:\.\d+)?\s?(?:元|块钱|块|美元|英镑|欧元)"
    r"|(?<![\d:.])\d{1,2}(?:[:.]\d{2})?\s?(?:[ap]\.?m\b\.?)"
    r"|(?<![\d:.])\d{1,2}:\d{2}(?![\d:])"
    r"|(?:上午|下午|晚上|早上|中午|凌晨|傍晚)?(?<![\d])\d{1,2}(?:[:：]\d{2}|点(?:半|\d{1,2}分)?)"
    r"|(?:上午|下午|晚上|早上|中午|凌晨|傍晚)[一二两三四五六七八九十]+点(?:半)?"
    r"|(?<!\d)\d{1,2}月\d{1,2}[日号]"
    r"|\b(?:January|February|March|April|May|June|July|August|September|October|November"
    r"|December)\s\d{1,2}\b|\b\d{1,2}\s(?:January|February|March|April|May|June|July|August"
    r"|September|October|November|December)\b",
    re.IGNORECASE,
)
_DIGITS = re.compile(r"\d+")
_GROUPED = re.compile(r"\+?\d+(?:[ -]\d+)+")
_MOST = 6


def cut_facts(before: str, after: str) -> list[str]:
    """The times, prices, dates and phone numbers of `before` that `after` no longer gives in
    any spelling of their digits (6:30 pm as 6.30pm, 138-0013-5521 as 138 0013 5521), once each,
    in the writer's order."""
    found: list[str] = []
    clocks = {fact_value(word) for word in fact_words(after)}  # 17:00 and 下午5点 are one time
    for match in _FACT.finditer(before):
        fact = match[0].strip()
        groups = _DIGITS.findall(fact)
        if not groups or fact in found:
            continue
        if _GROUPED.fullmatch(fact) and len("".join(groups)) < 7:
            continue  # "3 10" or "12 15" side by side: no phone number
        kept = re.compile(r"(?<!\d)" + r"\D{0,3}".join(groups) + r"(?!\d)")
        if kept.search(after) or (_CLOCK.search(fact) and _clock_value(fact) in clocks):
            continue
        found.append(fact)
    return found


_CLOCK = re.compile(r"\d{1,2}(?:[:：]\d{2}|点)|[ap]\.?m\b", re.IGNORECASE)


def _clock_value(fact: str) -> float | str | None:
    """A time's value on a twelve-hour face (下午5点 and 17:00 are 5; 6:30 pm is 6.3)."""
    core = re.search(r"\d{1,2}[:：]\d{2}|\d{1,2}点(?:半|\d{1,2}分)?|\d{1,2}", fact)
    return fact_value(core[0].replace("：", ":")) if core else None


def cut_facts_line(before: str, after: str, chinese: bool) -> str:
    """A sentence naming the times, prices, dates and phone numbers a cut left out, or ""."""
    gone = cut_facts(before, after)
    if not gone:
        return ""
    if chinese:
        listed = "、".join(gone[:_MOST])
        return f"请核对事实：模型删去了 {listed}，精简后的文章不再写这些时间、价格、日期或号码。"
    listed = ", ".join(gone[:_MOST])
    return (
        f"Check the facts: the model left out {listed} — times, prices, dates or numbers "
        "the shortened article no longer gives."
    )
