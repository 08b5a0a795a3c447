"""What every reply format shares: the one place NO_CHANGE is recognised, and peeling off
what a model wraps around its answer (reasoning blocks, fences, "original … revised …")."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache

from app.editing.formats.leaks import (
    thinks_unclosed,
    unescaped_breaks,
    unescaped_entities,
    without_leaks,
)

NO_CHANGE = "NO_CHANGE"

# NO_CHANGE in any dress: **NO_CHANGE**, `NO_CHANGE`, "NO_CHANGE — the paragraph already…",
# NO CHANGE., NO_CHANGES: because…
# A label may lead it: "Status: NO_CHANGE", 结果：NO_CHANGE.
_NO_CHANGE = re.compile(
    r"^[\s*`_\"'“”「」#>\[(]*"
    r"(?:(?i:status|result|verdict|outcome|decision|answer|状态|结果|结论|判断)[\s*_]*[:：][\s*`_\"'“”]*)?"
    r"NO[_ -]?CHANGES?\b[\s*`_\"'“”「」\])]*"
    r"(?:[.。!！:：,，;；—–-]+\s*)?(.*)$",
    re.DOTALL,
)
_FENCE = re.compile(r'^\s*(`{3,}|~{3,}|"{3})\s*[\w+.-]*\s*$')
# A label in brackets needs no colon: 【修改前】, [Before], 〔原文〕.
_OPEN, _CLOSE = r"[【\[［〔]\s*", r"\s*[】\]］〕][\s*_]*[:：]?"
_BRACKETED_OLD = r"original|before|原文|修改前|原句|原段落"
_BRACKETED_NEW = r"revised|after|edited|修改后|改后|修改版|改写后|润色后|修改後"
_ORIGINAL_LABEL = re.compile(
    r"^[\s*_#>]*(?:(?:original(?: text| version| paragraph| sentence)?|before"
    r"|old(?: text| version)?|原文|修改前|原句|原段落|原来)"
    rf"[\s*_]*[:：]|{_OPEN}(?:{_BRACKETED_OLD}){_CLOSE})[\s*_]*",
    re.IGNORECASE,
)
REVISED_LABEL = re.compile(
    r"^[\s*_#>]*(?:(?:revised(?: text| version| paragraph)?|after|edited(?: version)?"
    r"|updated(?: version)?|rewritten(?: version)?|new version|new text|replacement|suggested"
    r"(?: text| version| wording)?|修改后|改后|修改版|修改稿|改写后|润色后|改为|改成|建议改为"
    r"|修改後|改後|改寫後|潤色後|改為|建議改為|替換為"
    r"|可改为|替换为|优化后|换成|改写为|replace(?: it| this| that)? with|change(?: it| this)? to"
    r"|new|修改为|修改成|改写成|调整为|调整后|优化为|润色为|更改为|精简为|精简后)"
    rf"[\s*_]*[:：]|{_OPEN}(?:{_BRACKETED_NEW}){_CLOSE})[\s*_]*",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Peeled:
    """The part of a reply that may hold the article, and what the model said around it."""

    text: str
    note: list[str]


def says_no_change(reply: str) -> str | None:
    """The model's explanation ("" when none) if the reply says NO_CHANGE, else None."""
    text = without_leaks(reply).strip()
    if _TAGGED_VERDICT.search(text):  # <answer>NO_CHANGE</answer><reason>…</reason>
        text = _TAG.sub("\n", text).strip()
    lines = [line for line in text.split("\n") if line.strip() and not _FENCE.match(line)]
    if not lines:
        return None
    record = _no_change_record("\n".join(lines))
    if record is not None:
        return record
    # "## Verdict" / NO_CHANGE / "## Why" / reasons: the verdict under a heading of its own
    if _VERDICT_HEADING.match(lines[0]) and len(lines) > 1:
        lines = lines[1:]
    match = _NO_CHANGE.match("\n".join(lines))
    if match is not None:
        return _HEADING_LINE.sub("", match[1]).strip().strip("*`_").strip()
    if len(lines) > 2 and _SIGN_OFF.match(lines[-1]):
        lines = lines[:-1]  # "Happy swapping! 📚" under the verdict
    last = _NO_CHANGE.match(lines[-1])
    said = "\n".join(lines[:-1]).strip()
    if last is not None and not last[1].strip() and len(said) <= 400:
        return said  # a short explanation, then the verdict
    offers = _offers_after(lines)
    if offers and len(text) <= 400:
        # "…until 7:30 pm. NO_CHANGE" / "If you'd like, I can add …": the verdict glued to
        # the explanation, an offer of more under it
        head = lines[:-offers]
        glued = _GLUED_VERDICT.search(head[-1])
        if glued is not None:
            return "\n".join([*head[:-1], head[-1][: glued.start(1)], *lines[-offers:]]).strip()
    glued = _GLUED_VERDICT.search(lines[-1])
    if glued is not None and len(text) <= 400:
        # "16 + 40 + 24 = 80，也正好是 2:5:3。NO_CHANGE": the token after the explanation's end
        return "\n".join([*lines[:-1], lines[-1][: glued.start(1)]]).strip()
    between = _VERDICT_BETWEEN.search(lines[-1])
    if between is not None and len(text) <= 400:
        # "…the first Saturday of its month. NO_CHANGE — the dates are right.": the token
        # between the explanation's sentences, the reason after it
        said, rest = lines[-1][: between.start()].rstrip(), lines[-1][between.end() :].strip()
        joined = (
            f"{said}{rest}"
            if said.endswith(("。", "！", "？"))
            else f"{said} {rest[:1].upper()}{rest[1:]}"
        )
        return "\n".join([*lines[:-1], joined]).strip()
    closing = _CLOSING_VERDICT.search(lines[-1])
    if closing is not None and len(text) <= 400:
        # "…都写了，所以结论是 NO_CHANGE。": the verdict closing the explanation's own sentence,
        # said in the writer's words rather than as the protocol's token.
        plain = "无需修改" if re.search(r"[\u4e00-\u9fff]", text) else "no change needed"
        lead = lines[-1][: closing.start(1)]
        line = (lead.rstrip() if plain == "无需修改" else lead) + plain + closing[2]
        return "\n".join([*lines[:-1], line]).strip()
    return None


# The exact token at the very end of a line that began as prose, led by a word that
# concludes: "…都写了，所以结论是 NO_CHANGE。", "…, so my verdict: NO_CHANGE."
_CLOSING_VERDICT = re.compile(
    r"(?:结论|所以|因此|判断|答案|结果|(?i:\b(?:verdict|so|therefore|thus|hence|result|answer|"
    r"conclusion)\b))[^\n]{0,12}?(?:[\s:：]|(?<=[\u4e00-\u9fff]))([*`\"“「]*(?<![A-Za-z_])NO_CHANGES?\b"
    r"[*`\"”」]*)([.。!！]?)\s*$"
)


# The exact token glued after the explanation's closing stop on the same line.
_GLUED_VERDICT = re.compile(
    r"[。！？.!?]([ \t]*[*`]*(?<![A-Za-z_])NO_CHANGES?\b[*`]*[.。!！]?)\s*$"
)


def _offers_after(lines: list[str]) -> int:
    """How many of the last lines offer more ("If you'd like, I can add…", 需要的话，我可以…),
    with a line before them."""
    count = 0
    while count < len(lines) - 1 and _OFFER_LINE.match(lines[-1 - count]):
        count += 1
    return count


# A line offering more: "If you'd like, I can add the phone number.", "Want me to …?",
# 需要的话，我可以再加上办公时间。
_OFFER_LINE = re.compile(
    r"^\s*(?:if you(?:'d| would)? (?:like|want|prefer)|would you like|do you want|want me to"
    r"|shall i|should i|i can also|happy to|let me know if)\b"
    r"|^\s*(?:需要的话|如果需要|如有需要|如果您?需要|如果您?愿意|要不要我|需要我|是否需要我)",
    re.IGNORECASE,
)


# The exact token after a sentence's end with a reason after it, set off by a dash or colon.
_VERDICT_BETWEEN = re.compile(
    r"(?<=[。！？.!?])[ \t]*[*`]*(?<![A-Za-z_])NO_CHANGES?\b[*`]*[ \t]*[—–:：-]+[ \t]*(?=\S)"
)


# A wish under the verdict: one short line ending in "!" or an emoji ("Good luck! 🧺").
_SIGN_OFF = re.compile(
    r"^[^\n]{1,80}(?:[!！]|[!！]?\s*[\u2600-\u27bf\U0001f300-\U0001faff]\ufe0f?)\s*$"
)


# The verdict in XML-like tags of its own, the reason in others beside it — any tag the answer
# would have gone in (<answer>, <revised>, <article>, <output>, <revised_text>…): a tag pair
# holding only the token is the verdict, never an article.
_TAGGED_VERDICT = re.compile(
    r"<([A-Za-z][\w.-]{0,40})(?:\s[^<>\n]*)?>\s*NO[_ -]?CHANGES?\s*</\1>",
    re.IGNORECASE,
)
_TAG = re.compile(r"</?[A-Za-z_]{1,20}>")


_VERDICT_HEADING = re.compile(
    r"^\s*(?:#{1,6}\s*|\*\*|__)\s*(?i:verdict|result|decision|answer|outcome|结论|判断|结果)"
    r"\s*[:：]?\s*(?:\*\*|__)?\s*$"
)
_HEADING_LINE = re.compile(r"^[ \t]*#{1,6}[ \t]+[^\n]{1,40}\n*", re.MULTILINE)
# The keys of a record that holds its verdict, or the answer the verdict stands in for
# ({"revised": "NO_CHANGE", "reason": …}).
_VERDICT_KEYS = (
    "result", "status", "verdict", "outcome", "decision", "answer", "action", "revised",
    "revision", "article", "output", "text", "body", "content", "new_text", "edit", "response",
)  # fmt: skip
_REASON_KEYS = ("reason", "explanation", "note", "notes", "message", "comment", "why")


def _no_change_record(text: str) -> str | None:
    """The reason of a JSON record whose verdict is NO_CHANGE ({"result": "NO_CHANGE",
    "reason": …}), "" when it gives none; None for any other text."""
    if not text.startswith("{"):
        return None
    try:
        record = json.loads(text)
    except (ValueError, RecursionError):  # nested past the reader: not JSON either
        return None
    if not isinstance(record, dict):
        return None
    verdicts = [record.get(key) for key in _VERDICT_KEYS]
    if not any(isinstance(v, str) and _NO_CHANGE.fullmatch(v.strip()) for v in verdicts):
        return None
    reasons = [record.get(key) for key in _REASON_KEYS]
    return next((r.strip() for r in reasons if isinstance(r, str) and r.strip()), "")


# The keys of a record that asks the writer something (read by structured.py too).
QUESTION_KEYS = ("question", "clarifying_question", "clarification", "questions", "问题")
_EDIT_KEYS = ("new_text", "text", "body", "content", "revised", "replacement", "paragraphs")


def data_question(reply: str) -> str | None:
    """The question of a JSON record that asks the writer something instead of editing
    ({"status": "needs_clarification", "question": …}), else None."""
    text = without_leaks(reply).strip()
    lines = [line for line in text.split("\n") if line.strip() and not _FENCE.match(line)]
    joined = "\n".join(lines)
    if not joined.startswith("{"):
        return None
    try:
        record = json.loads(joined)
    except (ValueError, RecursionError):  # nested past the reader: not JSON either
        return None
    if not isinstance(record, dict) or any(key in record for key in _EDIT_KEYS):
        return None
    for key in QUESTION_KEYS:
        value = record.get(key)
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            value = " ".join(v.strip() for v in value)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return None


def peel(reply: str, article: str = "") -> Peeled:
    """The reply without reasoning blocks, a wrapping fence, or an "original:" half.

    `article` is the text the reply revises: its own code fences are article, not wrapping.
    Line endings become "\\n" (the judge puts the article's own back)."""
    peeled = _peeled(reply, article)
    return Peeled(peeled.text, list(peeled.note))  # the note a list of the caller's own


# A judgement peels the same reply against the same article twice (its first look at what the
# model said, then the whole-article reader): a pure function of the two, so remembered.
@lru_cache(maxsize=32)
def _peeled(reply: str, article: str) -> Peeled:
    text = without_leaks(reply, article)
    text = unescaped_entities(unescaped_breaks(_from_json(text), article), article)
    if thinks_unclosed(text):
        return Peeled("", [])  # reasoning that never closed: no article at all
    note: list[str] = []
    text, outside = untagged(text, article)
    note.extend(outside)
    text, outside = _unfence(text, _fences_of(article))
    note.extend(outside)
    text, outside = _unbannered(text, article)
    note.extend(outside)
    text, said = _revised_half(text, article)
    note.extend(said)
    return Peeled(text.strip("\n"), note)


# A line that is only an XML-ish tag: "<revised_article>", "</answer>", "<output lang='zh'>".
_TAG_LINE = re.compile(r"^\s*<(/?)([A-Za-z][\w.-]{0,40})(?:\s[^<>\n]*)?>\s*$")


# Markup an article may be written in; its tags are read as HTML, not as a wrapper.
_HTML = frozenset(
    [
        "p", "div", "span", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li",
        "table", "thead", "tbody", "tr", "td", "th", "blockquote", "pre", "code", "b", "i",
        "em", "strong", "a", "img", "section", "header", "footer", "figure", "figcaption",
    ]
)  # fmt: skip


# An answer's tags on the lines of its first and last words: "<answer>Title", "…end.</answer>".
_OPEN_AT_START = re.compile(r"^[ \t]*(<([A-Za-z][\w.-]{0,40})(?:\s[^<>\n]*)?>)(?=[ \t]*\S)")
_CLOSE_AT_END = re.compile(r"(?<=\S)[ \t]*(</([A-Za-z][\w.-]{0,40})>)[ \t]*$")


def untagged(text: str, article: str = "") -> tuple[str, list[str]]:
    """The inside of the tag pair a model put its answer in (`<revised_article>…</…>`,
    `<answer>`, `<output>`, `<result>`), with what stood outside it as the note.

    Only a tag the article itself never writes counts, opened on a line of its own near the
    top and closed on a line of its own (or never closed: the rest of the reply)."""
    lines = _tags_on_own_lines(text.split("\n"), article)
    tags = [(i, m) for i, line in enumerate(lines) if (m := _TAG_LINE.match(line))]
    for index, match in tags:
        if match[1] or _said(lines[:index]) and len("\n".join(lines[:index])) > 300:
            continue
        name = match[2].lower()
        if name in _HTML or re.search(rf"</?{re.escape(name)}\b", article, re.IGNORECASE):
            continue
        closing = [i for i, m in tags if i > index and m[1] and m[2].lower() == name]
        end = closing[-1] if closing else len(lines)
        inside = "\n".join(lines[index + 1 : end])
        outside = lines[:index] + lines[end + 1 :]
        if len(inside.strip()) < len("\n".join(outside).strip()):
            continue  # a remark in tags (<note>…</note>) beside the article, not around it
        return inside, _said(outside)
    return text, []


def _tags_on_own_lines(lines: list[str], article: str) -> list[str]:
    """The lines with a wrapper's tag that shares a line with the answer's first or last
    words put on a line of its own (HTML and the article's own tags left where they are)."""

    def wrapper(match: re.Match[str] | None) -> bool:
        if match is None:
            return False
        name = match[2].lower()
        return name not in _HTML and not re.search(rf"</?{re.escape(name)}\b", article, re.I)

    out: list[str] = []
    for line in lines:
        opening = _OPEN_AT_START.match(line)
        if opening is not None and re.search(rf"</{re.escape(opening[2])}>\s*$", line):
            out.append(line)  # "<title>T</title>": an element on its line, no wrapper
            continue
        if wrapper(opening) and opening is not None:
            out.append(opening[1])
            line = line[opening.end() :]
        closing = _CLOSE_AT_END.search(line)
        if wrapper(closing) and closing is not None:
            out.extend([line[: closing.start()], closing[1]])
        else:
            out.append(line)
    return out


# A banner line a model puts above or below its answer: "=== REVISED ARTICLE ===",
# "----- END -----", "*** 修改后全文 ***" — a short label between runs of the same rule mark.
_BANNER = re.compile(r"^[ \t]*(={3,}|-{3,}|~{3,}|\*{3,})[ \t]*([^=\-~*\n]{1,40}?)[ \t]*\1[ \t]*$")


def _unbannered(text: str, article: str = "") -> tuple[str, list[str]]:
    """The answer between the banner lines opening and closing it (either may be missing),
    with what stood outside them as the note; a banner the article writes itself is text."""
    lines = text.split("\n")
    own = {line.strip() for line in article.split("\n")}
    said = [i for i, line in enumerate(lines) if line.strip()]
    banners = [
        i
        for i in said
        if (m := _BANNER.match(lines[i])) and m[2].strip() and lines[i].strip() not in own
    ]
    if not banners:
        return text, []
    start = banners[0] + 1 if banners[0] in said[:3] else 0
    end = banners[-1] if banners[-1] in said[-3:] and banners[-1] >= start else len(lines)
    if start == 0 and end == len(lines):
        return text, []
    inside = "\n".join(lines[start:end])
    if len(inside.strip()) < 0.5 * len(text.strip()):
        return text, []
    outside = [i for i in range(len(lines)) if not start <= i < end and i not in banners]
    return inside, _said([lines[i] for i in outside])


def _from_json(text: str) -> str:
    """A reply sent as {"title": …, "body": …} (a JSON-mode habit), or that inside an
    "article" object, as title and body."""
    stripped = text.strip()
    inner, _ = _unfence(stripped)
    candidate = inner.strip() if inner.strip().startswith("{") else stripped
    if not candidate.startswith("{"):
        return text
    try:
        data = json.loads(candidate)
    except (ValueError, RecursionError):  # nested past the reader: not JSON either
        return text
    if not isinstance(data, dict):
        return text
    for wrapper in ("article", "revised", "revision", "result", "data", "output"):
        if isinstance(data.get(wrapper), dict):  # {"article": {"title": …, "body": …}}
            data = data[wrapper]
            break
    body = next(
        (data[k] for k in ("body", "content", "article", "text") if isinstance(data.get(k), str)),
        None,
    )
    if body is None:
        return text
    title = data.get("title") or data.get("headline")
    return f"{title}\n\n{body}" if isinstance(title, str) else body


def _unfence(text: str, kept: list[str] | None = None) -> tuple[str, list[str]]:
    """The inside of the outermost fence pair, when it wraps most of the reply.

    A code block of the article (```bash … ```) is no wrapping: `kept` holds the labels of
    the article's own fence lines (None: unknown). A reply with no more fences than the
    article keeps them all, unless it opens with a ```markdown the article never uses; one
    with two more is wrapped; otherwise only a fence that opens as prose (bare, ```markdown,
    ```text) and holds its inner fences in pairs wraps the reply."""
    lines = text.split("\n")
    opens = [i for i, line in enumerate(lines) if _FENCE.match(line)]
    if kept and opens and opens[0] <= 2:
        label = _fence_language(lines[opens[0]])
        if label in _PROSE_FENCES and label and label not in kept:
            closes = len(opens) % 2 == 0 and not _fence_language(lines[opens[-1]])
            end = opens[-1] if closes else len(lines)
            inside = "\n".join(lines[opens[0] + 1 : end])
            return inside, _said(lines[: opens[0]] + lines[end + 1 :])
    if kept and len(opens) <= len(kept):
        return text, []
    if len(opens) < 2:
        if len(opens) == 1 and opens[0] <= 2:  # an opening fence that never closed
            return "\n".join(lines[opens[0] + 1 :]), _said(lines[: opens[0]])
        return text, []
    first, last = opens[0], opens[-1]
    if (
        kept != []
        and len(opens) != len(kept or []) + 2
        and (_fence_language(lines[first]) not in _PROSE_FENCES or len(opens) % 2)
    ):
        return text, []
    inside = "\n".join(lines[first + 1 : last])
    outside = _said(lines[:first] + lines[last + 1 :])
    # Most of what the reply says is inside (the fence lines themselves are no one's words: a
    # short draft's "```markdown" outweighed it, and the fence was saved as its title).
    if len(inside.strip()) < sum(map(len, outside)):
        return text, []
    return inside, outside


# What a fence around a whole article is labelled, when at all; ```bash opens a code block.
_PROSE_FENCES = frozenset(["", "markdown", "md", "text", "txt", "plain", "plaintext", "article"])


def _fence_language(line: str) -> str:
    return line.strip().lstrip('`~"').strip().lower()


def _fences_of(article: str) -> list[str] | None:
    """The labels of the article's fence lines ("bash", "" for a bare one); None when no
    article was given."""
    if not article:
        return None
    return [_fence_language(line) for line in article.split("\n") if _FENCE.match(line)]


def _revised_half(text: str, article: str = "") -> tuple[str, list[str]]:
    """From "Original: … Revised: …" (原句：… 修改为：…, "Old: … New: …"), the revised half
    only — unless the article itself writes that "Original:" line (a changelog's "Old: v2")."""
    lines = text.split("\n")
    own = {line.strip() for line in article.split("\n") if line.strip()}
    original = next(
        (
            i
            for i, line in enumerate(lines)
            if _ORIGINAL_LABEL.match(line) and line.strip() not in own
        ),
        None,
    )
    if original is None:
        return text, []
    revised = next(
        (i for i in range(original + 1, len(lines)) if REVISED_LABEL.match(lines[i])), None
    )
    if revised is None:
        return text, []
    first = REVISED_LABEL.sub("", lines[revised], count=1)
    kept = [first, *lines[revised + 1 :]] if first.strip() else lines[revised + 1 :]
    return "\n".join(kept), _said(lines[:original])


def _said(lines: list[str]) -> list[str]:
    return [line.strip() for line in lines if line.strip()]
