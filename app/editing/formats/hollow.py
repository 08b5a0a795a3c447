"""A reply that is an empty data value holds no text for the article.

JSON-mode and tool-trained models answer "nothing to change" — or fail — with `[]`, `{}`,
`null`, `{"changes": []}`, `{"edits": [], "done": true}`, an empty code fence, or a lone
placeholder such as `[deleted]` or 【无修改】. Read as prose, those brackets replaced the
writer's paragraph or selected sentence, saved as "rewritten, shorter (12 → 0 words)". Such a
reply is read before any reader sees it: one that says there is nothing to change (`[no
changes]`, （无改动）, `{"changes": []}`) is the model finding nothing to change; any other
(`[]`, `null`, `[deleted]`, an empty fence) is refused — nothing of the article is in it.

A JSON string (`""`) is not read here: the readers refuse an empty replacement themselves.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

_FENCE = re.compile(r"\A```[\w+.-]*[ \t]*\n?(?P<inner>.*?)\n?[ \t]*```\Z", re.S)
_UNCHANGED = (
    r"no[ _-]?(?:changes?|edits?|revisions?|updates?)(?: (?:needed|made|required))?|unchanged"
    r"|nothing to change|no[ _-]?op|无修改|无改动|无需修改|没有修改|没有改动|不变|未修改|无变化"
)
_WORDS = (
    r"deleted|removed|redacted|omitted|empty|blank|none|null|nil|n/?a|nothing|no text"
    r"|no content|no output|删除|已删除|删去|空|空白|无|无内容|略"
)
_OPEN, _CLOSE = r"\A[\[(<【（〔]\s*", r"\s*[\])>】）〕]\Z"
_SAYS_UNCHANGED = re.compile(rf"{_OPEN}(?:{_UNCHANGED}){_CLOSE}", re.I)
_PLACEHOLDER = re.compile(rf"{_OPEN}(?:{_WORDS}){_CLOSE}", re.I)
# the keys a list of edits comes under: an empty one is "no changes"
_EDIT_KEYS = frozenset(
    {"changes", "edits", "revisions", "replacements", "modifications", "updates", "diff", "修改"}
)
_BARE = re.compile(r"\A(?:null|none|nil|undefined|n/a|\(\)|\[\s*\]|\{\s*\})\Z", re.I)
_SHOWN = 40  # characters of the reply quoted back to the writer


@dataclass(frozen=True)
class Hollow:
    """A reply with no text for the article: `unchanged` when it says nothing needs changing
    (the model's finding), else a refusal whose reason is `said`."""

    unchanged: bool
    said: str


def hollow_reply(reply: str, body: str) -> Hollow | None:
    """What `reply` is when it is only an empty data value or a placeholder, else None."""
    text = reply.strip()
    if not text or text == body.strip():
        return None
    fenced = _FENCE.match(text)
    inner = fenced["inner"].strip() if fenced else text
    data = _data(inner)
    if _SAYS_UNCHANGED.match(inner) or (isinstance(data, dict) and _lists_no_edits(data)):
        return Hollow(True, "")
    if not (inner == "" or _BARE.match(inner) or _PLACEHOLDER.match(inner) or data is not None):
        return None
    shown = " ".join((text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…").split())
    return Hollow(
        False,
        f"The model's reply held no text for the article — only “{shown}” — so nothing was saved.",
    )


def _data(text: str) -> list[Any] | dict[str, Any] | None:
    """`text` as a JSON list or object holding no text at all, else None."""
    if text[:1] not in "[{":
        return None
    try:
        data = json.loads(text)
        hollow = isinstance(data, (list, dict)) and not _says_something(data)
    except (ValueError, RecursionError):  # not JSON, or nested past reading: the readers' own
        return None
    if hollow and '""' not in text and isinstance(data, (list, dict)):
        return data  # (an empty string in it is an empty replacement: the readers say so)
    return None


def _lists_no_edits(data: dict[str, Any]) -> bool:
    return any(k.lower() in _EDIT_KEYS and v == [] for k, v in data.items())


def _says_something(value: Any) -> bool:
    """Whether a JSON value holds any text (keys are not text; numbers and flags are not)."""
    if isinstance(value, str):
        return bool(value.strip())
    if isinstance(value, dict):
        return any(_says_something(v) for v in value.values())
    if isinstance(value, list):
        return any(_says_something(v) for v in value)
    return False
