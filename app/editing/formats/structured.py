"""Replies sent as data — a JSON object or list, or a YAML-like record — read as the edit
they describe, in a shape the other readers know.

Models in JSON mode, or told by a system prompt elsewhere to "return JSON", answer an edit as
`{"paragraph": 3, "text": "…"}`, `{"original": "…", "revised": "…"}`,
`{"changes": [{"find": "…", "replace": "…"}]}`, `{"title": "…", "paragraphs": […]}` or the same
as `key: value` lines. Read as prose, the keys and quotes were saved into the article. Here
a record naming a paragraph or quoting the old text becomes a search/replace block (placed
and checked by the blocks reader), and a whole article becomes title and body text (checked
by the full reader): nothing of the data's dress reaches the article.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from app.editing.align import similarity
from app.editing.formats.common import QUESTION_KEYS
from app.editing.formats.replace_said import replacement_said
from app.editing.formats.toml_reply import toml_record
from app.editing.rule_terms import cn_number

_WRAPPERS = (
    "article", "revised", "revision", "result", "data", "output", "response", "answer",
    # a tool call written out as text: {"name": "edit", "arguments": {…}} (or a JSON string)
    "function", "arguments", "parameters", "args", "input",
    # {"function_call": …} (OpenAI's older shape), {"functionCall": {"args": …}} (Gemini's)
    "function_call", "functionCall", "tool_call", "toolCall", "call",
)  # fmt: skip
_OLD = (
    "original", "old", "before", "find", "search", "from", "source", "original_text",
    "old_text", "original_paragraph", "原文", "原句", "原段落", "修改前", "原内容",
)  # fmt: skip
_NEW = (
    "revised", "new", "after", "replace", "replacement", "to", "updated", "edited", "rewritten",
    "revised_text", "new_text", "updated_text", "edited_text", "revised_paragraph",
    "new_paragraph", "修改后", "改后", "修改后内容", "新内容", "新", "改写", "改写后", "修改",
    "改为", "改成", "修改为",
)  # fmt: skip
_TEXT = (*_NEW, "text", "content", "paragraph_text", "内容", "正文", "文本")
_NUMBER = (
    "paragraph", "para", "paragraph_number", "paragraph_no", "paragraph_index", "index",
    "number", "段落", "段", "段落编号", "段号", "第几段",
)  # fmt: skip
_ZERO_BASED = ("paragraph_index", "index")
# How close one of a text's paragraphs must come to one of the article's for an unnamed
# field to be read as the edit (a reworded paragraph keeps most of its words).
_LIKE = 0.5
_TITLE = ("title", "headline", "new_title", "标题", "題目", "题目", "標題", "新标题")
_BODY = ("body", "content", "article", "text", "full_text", "revised_article", "正文", "全文")
_PARAGRAPHS = ("paragraphs", "body", "content", "段落", "正文")
_EDITS = (
    "changes",
    "edits",
    "replacements",
    "revisions",
    "modifications",
    "patches",
    "修改",
    "改动",
)
_SAID = ("explanation", "reason", "summary", "note", "notes", "comment", "说明", "理由", "备注")


@dataclass
class _Edit:
    """What the data says: pairs of old and new text, or a whole article (title, body)."""

    pairs: list[tuple[str, str]] = field(default_factory=list)
    title: str | None = None
    body: str | None = None
    said: list[str] = field(default_factory=list)
    text: str | None = None  # the reply as the model would have written it as prose


def restructured(reply: str, title: str, body: str) -> str | None:
    """The reply in a shape the other readers know — search/replace blocks, or the article's
    title and body — when it is an edit sent as data; None when it is not."""
    data = _calls_of(reply, body)
    if data is not None and all(_looks_up(call) for call in _listed(data)):
        return None  # get_directions(from, to): a route asked for, no edit
    if data is None:
        data = _json_of(reply, body)
    if data is None:
        data = _record_of(reply, body)
    if data is None:
        data = toml_record(reply, body)
    if data is None:
        return None
    paragraphs = body.split("\n\n")
    edit = _read(data, paragraphs)
    if edit is None:
        return None
    if edit.text is not None:
        return edit.text
    if edit.body is not None:
        return f"{edit.title or title}\n\n{edit.body}"
    if not edit.pairs:
        if edit.title is None:
            return None
        return f"{edit.title}\n\n{body}"
    out = [f"TITLE: {edit.title}"] if edit.title else []
    for old, new in edit.pairs:
        out.extend(["<<<<<<< SEARCH", old, "=======", new, ">>>>>>> REPLACE"])
    out.extend(edit.said)
    return "\n".join(out)


def selected_text(reply: str, selection: str, body: str) -> str | None:
    """The new text of a selection when the reply sends it as data ({"revised": "…"},
    {"original": "…", "revised": "…"}), else None — as the selection reader's own JSON answer
    ({"replacement": "…"}): one record's one new text is the model's one answer, never words
    offered side by side ("at an unhurried, stop-and-look pace", 走走停停、不慌不忙)."""
    said = replacement_said(reply, selection)  # 把“旧”改为“新”。: the instruction is no text
    if said is not None:
        return json.dumps({"replacement": said}, ensure_ascii=False)
    data = _json_of(reply, body)
    if data is None:
        data = _record_of(reply, body)
    if isinstance(data, list) and len(data) == 1:
        data = data[0]
    if not isinstance(data, dict):
        return None
    data = _unwrapped(data)
    new = _first(data, _TEXT)
    old = _first(data, _OLD)
    if new is None or (old is not None and similarity(old, selection) < 0.6):
        return None
    return json.dumps({"replacement": new}, ensure_ascii=False)


def _read(data: Any, paragraphs: Sequence[str]) -> _Edit | None:
    if isinstance(data, list):
        if data and all(isinstance(item, str) for item in data):
            return _Edit(body="\n\n".join(item.strip() for item in data))
        return _pairs_of(data, paragraphs)
    if not isinstance(data, dict):
        return None
    data = _unwrapped(data)
    said = [text for key in _SAID if isinstance(text := data.get(key), str) and text.strip()]
    title = _first(data, _TITLE)
    pair = _pair(data, paragraphs)
    if pair is not None:
        return _Edit([pair], title, None, said)
    for key in _EDITS:
        if isinstance(data.get(key), list) and any(isinstance(i, dict) for i in data[key]):
            edit = _pairs_of(data[key], paragraphs)
            if edit is not None:
                return _Edit(edit.pairs, title, None, said)
    for key in _PARAGRAPHS:
        value = data.get(key)
        if isinstance(value, list) and value and all(isinstance(p, str) for p in value):
            return _Edit(title=title, body="\n\n".join(p.strip() for p in value))
    body = _first(data, _BODY)
    if body is not None:
        return _Edit(title=title, body=body)
    if title is not None and len(data) <= 1 + len(said):
        return _Edit(title=title, said=said)
    text = _sole_text(data, paragraphs)
    return _Edit(text=text) if text is not None else None


# Keys of a record in which the model asks rather than edits.
_ASKING = frozenset({*(key.lower() for key in QUESTION_KEYS), "needs_clarification"})


def _sole_text(data: dict[str, Any], paragraphs: Sequence[str]) -> str | None:
    """The one text of a record under a key nobody asked for ({"修改后的文章": "…"},
    {"edited_paragraph": "…", "explanation": "…"}, a tool's {"document": "…"}), when it reads
    as the article or a paragraph of it: a search query or a file name is no edit."""
    if any(str(key).lower() in _ASKING for key in data):
        return None  # {"status": "needs_clarification", "question": …} asks, it edits nothing
    said = {key.lower() for key in _SAID}
    texts = [
        value
        for key, value in data.items()
        if isinstance(value, str) and len(value.strip()) >= 20 and str(key).lower() not in said
    ]
    if len(texts) != 1:
        return None
    text = texts[0].strip()
    parts = [part for part in re.split(r"\n\s*\n", text) if part.strip()]
    if any(similarity(part, p) >= _LIKE for part in parts for p in paragraphs):
        return text
    return None


def _unwrapped(data: dict[str, Any]) -> dict[str, Any]:
    """The record inside its wrappers: {"article": {"title": …, "body": …}}, or a tool call's
    {"function": {"name": …, "arguments": "{…}"}}."""
    for _ in range(3):
        inner = next((_dict_of(data[k]) for k in _WRAPPERS if _dict_of(data.get(k))), None)
        if inner is None:
            return data
        data = inner
    return data


def _dict_of(value: Any) -> dict[str, Any] | None:
    if isinstance(value, str) and value.lstrip().startswith("{"):
        try:
            value = json.loads(value)
        except (ValueError, RecursionError):  # nested past the reader: not JSON either
            return None
    return value if isinstance(value, dict) else None


def _pairs_of(items: list[Any], paragraphs: Sequence[str]) -> _Edit | None:
    pairs = [
        _pair(_unwrapped(item), paragraphs) if isinstance(item, dict) else None for item in items
    ]
    found = [p for p in pairs if p is not None]
    if not found or len(found) != len(pairs):
        return None
    return _Edit(found)


def _pair(item: dict[str, Any], paragraphs: Sequence[str]) -> tuple[str, str] | None:
    """(old text, new text) of one record: quoted old and new, or a paragraph number and its
    new text."""
    old, new = _first(item, _OLD), _first(item, _NEW)
    if old is not None and new is not None:
        return old, new
    text = _first(item, _TEXT)
    for key in _NUMBER:
        number = _number(item.get(key))
        if number is not None and text is not None:
            index = _paragraph_at(number, key in _ZERO_BASED, text, paragraphs)
            return (paragraphs[index], text) if index is not None else None
    return None


def _paragraph_at(
    number: int, zero_based: bool, text: str, paragraphs: Sequence[str]
) -> int | None:
    """The paragraph a record's number names: counted from one ("paragraph": 3) or from zero
    ("index": 2), unless the other count names a paragraph the new text is far closer to."""
    said, other = (number, number - 1) if zero_based else (number - 1, number)
    places = [i for i in (said, other) if 0 <= i < len(paragraphs)]
    if not places:
        return None
    best = max(places, key=lambda i: similarity(paragraphs[i], text))
    if said not in places:
        return best
    closer = similarity(paragraphs[best], text) - similarity(paragraphs[said], text)
    return said if closer < 0.25 else best


def _number(value: Any) -> int | None:
    """A paragraph number: 3, "3", "第三段"."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if not isinstance(value, str):
        return None
    match = re.fullmatch(r"\s*(?:第\s*)?([\d一二两三四五六七八九十]{1,3})\s*段?\s*", value)
    return cn_number(match[1]) if match else None


def _first(data: dict[str, Any], keys: Sequence[str]) -> str | None:
    for key in keys:
        value = data.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip("\n")
    lowered = {str(k).lower().strip(): v for k, v in data.items()}
    for key in keys:
        value = lowered.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip("\n")
    return None


_FENCED = re.compile(
    r"^[ \t]*(`{3,}|~{3,})[ \t]*([\w+-]*)[ \t]*\n(.*?)\n[ \t]*\1[ \t]*$", re.M | re.S
)


def _json_of(reply: str, body: str) -> Any:
    """The JSON value the reply is (or holds in a fence, or between a line of chatter above
    and below), when it is not text the article itself contains."""
    text = reply.strip()
    candidates = [m[3] for m in _FENCED.finditer(text)] + [text]
    lines = text.split("\n")
    starts = [i for i, line in enumerate(lines) if line.lstrip()[:1] in ("{", "[")]
    ends = [i for i, line in enumerate(lines) if line.rstrip()[-1:] in ("}", "]")]
    if starts and ends and ends[-1] >= starts[0]:
        candidates.append("\n".join(lines[starts[0] : ends[-1] + 1]))
    for candidate in candidates:
        candidate = candidate.strip()
        if candidate[:1] not in "{[" or candidate in body:
            continue
        try:
            return json.loads(candidate)
        except (ValueError, RecursionError):  # nested past the reader: not JSON either
            continue
    return None


_TOOL_CALL = re.compile(r"<tool_call>\s*(.*?)\s*</tool_call>", re.S)


def _calls_of(reply: str, body: str) -> Any:
    """The tool calls a reply holds (`<tool_call>{"name": …, "arguments": …}</tool_call>`, as
    Hermes-style models write them and app/llm writes a message's calls) that carry arguments:
    one call's record, or the list of them when the model called several tools at once (each
    a paragraph's edit) — none dropped, but a call that edits nothing beside ones that do (a
    summary of the changes) is not the edit. None when there is no such call."""
    if "<tool_call>" in body:
        return None
    calls = []
    for match in _TOOL_CALL.finditer(reply):
        try:
            call = json.loads(match[1])
        except (ValueError, RecursionError):  # nested past the reader: not JSON either
            return None
        if isinstance(call, dict) and call.get("arguments") not in (None, "", {}, []):
            calls.append(call)
    if len(calls) > 1:  # beside a call that edits, one that edits nothing (a summary's)
        editing = [call for call in calls if _read(call, body.split("\n\n")) is not None]
        calls = editing or calls
    if not calls:
        return None
    return calls[0] if len(calls) == 1 else calls


# A tool that fetches or works something out (get_directions, lookup_weather, walking_time),
# not one that edits: its {"from": …, "to": …} is a route, not a replacement.
_EDIT_NAME = re.compile(
    r"edit|replac|rewrit|revis|updat|patch|chang|modif|fix|insert|delet|remov|apply|writ|set_"
    r"|correct|substitut|translat|submit|save|propos|suggest|paragraph|article|title|text",
    re.IGNORECASE,
)
_LOOKUP_NAME = re.compile(
    r"^(?:get|search|find|look_?up|fetch|query|list|retrieve|browse|open|calculate|compute|check)"
    r"|route|direction|map|distance|weather|time|price|search|look_?up|translat(?!e_?text)",
    re.IGNORECASE,
)


def _listed(data: Any) -> list[Any]:
    return data if isinstance(data, list) else [data]


def written_lookup(reply: str, body: str) -> str | None:
    """The tool's name when the whole reply (or its one fence) is a call written out as JSON
    text to a tool that looks something up — {"name": "get_animal_profile", "arguments": …},
    {"function": "find_opening_hours", "parameters": …} — and not the article's own JSON:
    a lookup asked for instead of the edit, with nothing in it to save."""
    text = reply.strip()
    fenced = list(_FENCED.finditer(text))
    if len(fenced) == 1 and fenced[0].start() == 0 and fenced[0].end() == len(text):
        text = fenced[0][3].strip()
    if text[:1] != "{" or text[-1:] != "}" or text in body:
        return None
    try:
        call = json.loads(text)
    except (ValueError, RecursionError):  # nested past the reader: not JSON either
        return None
    if not isinstance(call, dict) or not any(k in call for k in _ARGUMENTS):
        return None
    name = call.get("name") or call.get("function") or call.get("tool")
    if isinstance(name, dict):
        name = name.get("name")
    if isinstance(name, str) and _looks_up({"name": name}):
        return name
    return None


_ARGUMENTS = ("arguments", "parameters", "args", "input")


def _looks_up(call: Any) -> bool:
    """Whether a call's tool is named for looking something up, and not for an edit."""
    name = call.get("name") if isinstance(call, dict) else None
    if not isinstance(name, str) or not name.strip():
        return False
    return bool(_LOOKUP_NAME.search(name)) and not _EDIT_NAME.search(name)


_KEY = re.compile(r"^([A-Za-z_\u4e00-\u9fff][\w\u4e00-\u9fff ]{0,30}?)\s*[:：][ \t]*(.*)$")
_KNOWN = frozenset(k.lower() for k in (*_OLD, *_TEXT, *_NUMBER, *_TITLE, *_BODY, *_SAID))


def _record_of(reply: str, body: str) -> dict[str, Any] | None:
    """A YAML-like record (`paragraph: 3` / `text: |` and its indented lines), when every
    line of the reply (or of its one fence) is one of the record's keys or their values."""
    text = reply.strip()
    fenced = list(_FENCED.finditer(text))
    if len(fenced) == 1:
        text = fenced[0][3].strip()
    lines = text.split("\n")
    record: dict[str, Any] = {}
    key: str | None = None
    block: list[str] | None = None
    for line in lines:
        match = _KEY.match(line) if not line[:1].isspace() else None
        if match is not None and match[1].strip().lower() in _KNOWN:
            key = match[1].strip().lower()
            value = match[2].strip()
            block = [] if value in ("|", ">", "|-", ">-") else None
            record[key] = _scalar(value) if block is None else ""
            continue
        if key is None:
            return None
        if block is not None and (line[:1].isspace() or not line.strip()):
            block.append(line)
            record[key] = _dedented(block)
        elif line[:1].isspace() and line.strip() and isinstance(record[key], str):
            record[key] = (record[key] + " " + line.strip()).strip()
        elif line.strip():
            return None
    if not any(k in record for k in (*_TEXT, *_BODY)) or len(record) < 2 and "title" in record:
        return None
    if any(
        isinstance(v, str) and v and v in body and len(v) > len(body) / 2 for v in record.values()
    ):
        return None
    return record


def _scalar(value: str) -> Any:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        if value[0] == '"':
            try:
                return json.loads(value)
            except (ValueError, RecursionError):  # nested past the reader: not JSON either
                pass
        return value[1:-1]
    number = _number(value)
    return number if number is not None else value


def _dedented(block: list[str]) -> str:
    lines = list(block)
    while lines and not lines[-1].strip():
        lines.pop()
    indents = [len(line) - len(line.lstrip()) for line in lines if line.strip()]
    cut = min(indents, default=0)
    return "\n".join(line[cut:] if line.strip() else "" for line in lines)
