"""The answer to a question the writer asked beside the edit ("shorten the fees paragraph — and
is that about £11 an hour?", 把祝福改得更有年味；另外三条线一共多少个座位？), given by the model
under its edit: the writer's to read, never the article's (fidelity_blind48
edit_plus_answer_in_one_reply). Under a "---" rule it was already the model's note; with a
blank line alone it was read as a paragraph rewritten or added unasked, and the answer the
writer asked for was withheld where they would not look.

Read narrowly: the suggestion must ask a question, and the reply's last unit, like no paragraph
of the article, must open as an answer ("As for your question:", 至于座位：, 另外回答你的问题：),
work a sum out (3×800 + 6×500 = 5400元) where the article has none, or say the question's words
again with a figure the article does not give. Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.align import similarity

_QUESTION = re.compile(
    r"[?？]|多少|几[个次天件位人名小周]|\bhow\s+(?:many|much|long|often)\b", re.IGNORECASE
)
_ANSWER_LEAD = re.compile(
    r"^[*_\s]*(?:(?:and\s+)?(?:as\s+for|on|about|regarding|to\s+answer|in\s+answer\s+to)\s+"
    r"(?:your|the)\s+question\b|as\s+for\s+(?:the\s+)?[\w\s-]{1,30}?[:：]|your\s+question[:：]"
    r"|(?:另外|顺便|再)?(?:回答|答复)(?:一下)?(?:你|您)的?问题|(?:关于|至于|对于)(?:你|您)的?问题"
    r"|你问的|您问的|至于[^，。：:\n]{1,10}[：:])",
    re.IGNORECASE,
)
# A sum worked out: "3×800 + 6×500 = 5400", "45 + 45 + 33 = 123".
_SUM = re.compile(r"\d\s*[×x*+÷/-]\s*\d[^=\n]{0,60}=\s*\d")
_FIGURE = re.compile(r"\d+(?:[.,]\d+)?")
_WORD = re.compile(r"[a-z]{4,}", re.IGNORECASE)
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")
# Below this likeness to every paragraph of the article, the unit stands for none of them.
_LIKE = 0.5


def answered(units: Sequence[str], originals: Sequence[str], asked: str) -> bool:
    """Whether the last of `units` is the model's answer to a question of `asked`."""
    if len(units) < 2 or not _QUESTION.search(asked):
        return False
    last = units[-1].strip()
    lead = _ANSWER_LEAD.match(last)
    if lead:  # 至于会费：… may say the fee again; no paragraph of the article opens so
        return not any(o.strip().startswith(lead[0].strip()) for o in originals)
    if not last or any(similarity(last, o) >= _LIKE for o in originals):
        return False
    article = "\n\n".join(originals)
    if _SUM.search(last) and "=" not in article:
        return True
    question = _question_of(asked)
    new_figures = set(_FIGURE.findall(last)) - set(_FIGURE.findall(article))
    return bool(new_figures) and len(_words(question) & _words(last)) >= 2


def _question_of(asked: str) -> str:
    """The part of the suggestion that asks: from the last clause break before its question."""
    end = max(asked.rfind("?"), asked.rfind("？")) + 1 or len(asked)
    head = asked[:end]
    start = max(head.rfind(c) for c in "；;。.—–,，\n") + 1
    return head[start:]


def _words(text: str) -> set[str]:
    """Words of four letters or more, and Chinese character pairs."""
    found = {w.lower() for w in _WORD.findall(text)}
    for run in _CJK_RUN.findall(text):
        found |= {run[i : i + 2] for i in range(len(run) - 1)}
    return found
