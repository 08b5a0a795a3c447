"""What a model puts around its new text for a selection, beside the `<replacement>` tags it
was asked for: a label ("Option 1:", "Rewritten sentence:", 修改后的句子：, 方案一：), the old
text and an arrow ("old → new", 原文 → 改为), markup the selection did not have (**bold**,
"> " quoting, ~~struck~~ old text), a JSON object ({"replacement": "…"}), a remark after a
dash on the same line ("… — this keeps the honesty"), or several versions to choose from.

Each is peeled only when the selection itself does not have it, so a selection that is a
label, a quotation or bold text keeps its own.
"""

from __future__ import annotations

import json
import re

from app.domain.text import CJK_CHAR
from app.editing.align import similarity
from app.editing.units import normal

# The nouns a label names the new text by ("Rewritten sentence:", "Here's a warmer version:").
_LABEL_NOUNS = (
    r"sentence|text|version|wording|line|phrase|passage|selection|replacement|rewrite|revision"
    r"|option|alternative|variant|phrasing|take|suggestion|proposal|edit"
)
_EN_LABEL = re.compile(
    # the assent before it may end in a dash: "Sure — how about:"
    r"^[\s*_#>]*(?:(?:sure|okay|ok|certainly|of course|absolutely)(?:[!.,]?\s+|\s*[—–-]+\s*))?"
    r"(?P<label>(?:try|how about|what about|consider|perhaps|maybe)(?: this| something like)?"
    # a verb of offering, as 可以改成：: "You could say:", "I'd suggest:", "Change it to:"
    r"(?P<none>)|(?:(?:you|we) (?:could|might|can|may) (?:say|write|use|go with|put|try)"
    r"|(?:i'd|i would) (?:suggest|say|write|go with|use)|i (?:suggest|recommend)"
    r"|(?:change|rewrite|reword|replace) (?:it|this|that) (?:to|as|with)|it could read)"
    r"(?: something like)?(?: this)?|(?:here(?:'s| is)\s+)?(?:(?:a|an|the|my|one|your)\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?P<noun>" + _LABEL_NOUNS + r")s?(?:\s*(?:#?\d+|[A-D]|one|two|three))?"
    r"(?:\s+(?:\([^()\n]{1,30}\)|for (?:the |this )?(?:selection|sentence|line)))?)"
    r"[\s*_]*(?:[:：]|\s[—–-]\s)[\s*_]*",
    re.IGNORECASE,
)
_ZH_LABEL = re.compile(
    r"^[\s*_#>]*(?P<label>(?:(?:方案|版本|选项|写法|备选)\s*(?:[一二三四五六\d]|[A-D])?"
    r"|(?:(?:修改|改写|润色|优化|调整|精简|扩写)后?的?|新的?|更[^\s:：，。]{1,4}的|参考)"
    r"(?P<noun>句子?|版本|文字|内容|写法|说法|译文)?"
    # the selection named first: 选中的这句改为：, 所选部分可以改成：
    r"|(?:(?:选中|所选|选出|划出)的?(?:这|那)?一?(?:句话?|部分|段话?|几个字|文字|内容)?|这一?句话?)?"
    r"(?:可以|建议|不妨|可)?(?:改成|改为|写成|换成|改写为|修改为|调整为)(?:这样)?(?:如何|怎么样|呢)?"
    r"|改写版?|译文|(?:参考|建议)?改法|试试|不妨这样))"
    r"[\s*_]*[:：][\s*_]*"
)


def unlabelled(text: str, original: str) -> str:
    """The new text without a label before it, on its line or on a line of its own, that
    the selection does not start with and whose naming word the selection does not use
    ("Option 1:", "**Version A:**", "Rewritten sentence:\\n", 修改后的句子：, 可以改成：)."""
    for pattern in (_EN_LABEL, _ZH_LABEL):
        found = pattern.match(text)
        if found is None or not text[found.end() :].strip():
            continue
        label, noun = found["label"], found.groupdict().get("noun") or ""
        if len(label) > 60 or re.search(r"[.!?。！？]", label):
            continue
        if normal(original).lower().startswith(normal(label).lower()):
            continue
        if noun and noun.lower() in original.lower():
            continue  # "Version 2:" in a selection about versions is the writer's own
        rest = text[found.end() :].strip()
        offered = _OFFERED_AS_QUESTION.match(rest)
        if offered and re.match(r"(?:how|what) about", label, re.IGNORECASE):
            return offered[1]  # 'How about: "…"?': the question mark is the offer's
        return rest
    return text


# The new text quoted whole and then asked: '"… within a few hours"?', “……”？
_OFFERED_AS_QUESTION = re.compile(r'^(["“「『].*["”」』])\s*[?？]$', re.DOTALL)


# A remark labelled as one: "说明：…", "注：…", "Note: …", "Explanation: …", "Why: …".
NOTE_LABEL = re.compile(
    r"^[\s*_>（(]*(?:说明|注|备注|解释|理由|原因|修改理由|改动说明|修改说明|改动|修改点|主要改动|主要修改"
    r"|字数|字符数|note|notes|explanation|why|reason|rationale|changes(?: made)?|what changed"
    r"|word count|character count|length)[\s*_]*[:：]",
    re.IGNORECASE,
)


# Two or more versions offered: "Option 1: … Option 2: …", 方案一：… 方案二：…, "Version A/B".
_OPTION = re.compile(
    r"^[\s*_#>]*(?:(?:option|version|alternative|variant|choice)\s*#?\s*(?:\d+|[A-D]|one|two"
    r"|three)\b|(?:方案|版本|选项|写法|备选)\s*(?:[一二三四五六\d]|[A-D])|[A-D][.)：:]\s)",
    re.IGNORECASE,
)
_NUMBERED = re.compile(r"^\s*(?:\d{1,2}[.)、]|[-*•])\s+\S")


# A second version offered after the first: "Or, if you want it shorter: …", "Alternatively:
# …", 或者更简短一点：…, 也可以写成：…
_ALTERNATIVE = re.compile(
    r"^[\s*_>]*(?:or\b[^:\n]{0,60}|alternatively\b[^:\n]{0,40}|(?:another|a second|a shorter"
    r"|a longer|a punchier|a simpler) (?:option|version|alternative|take|way)[^:\n]{0,40}"
    r"|if you (?:want|prefer|'d like|would like)[^:\n]{0,60}"
    # "Shorter still: …", "Even punchier: …": a second version by how it differs
    r"|(?:even |still )?(?:shorter|longer|punchier|simpler|tighter|plainer|bolder|softer|warmer"
    r"|crisper|snappier|more \w+|less \w+)(?: still| yet)?(?: version)?)[:：]"
    r"|^[\s*_>]*(?:或者|或是|也可以|还可以|另一种|另一个|如果(?:想|要|希望|你想|您想))[^：:\n]{0,20}[：:]"
    r"|^[\s*_>]*(?:更|再)(?:短|长|简洁|精炼|口语|正式|有力)(?:一点|一些|些|的)?(?:版本|版)?[：:]",
    re.IGNORECASE,
)


def offers_versions(text: str, original: str) -> bool:
    """Whether the reply offers several versions to choose from instead of one: two or more
    labelled options, a second version offered after the first ("Or, shorter: …"), or a
    numbered list of whole rewrites of a selection that is no list."""
    lines = [line for line in text.split("\n") if line.strip()]
    noted = next((i for i, line in enumerate(lines) if i and NOTE_LABEL.match(line)), None)
    lines = lines[:noted]  # a list of changes under "Changes:" or 改动： offers nothing
    if any(_ALTERNATIVE.match(line) for line in lines[1:]) and not _ALTERNATIVE.search(original):
        return True
    labelled = [line for line in lines if _OPTION.match(line)]
    if len(labelled) >= 2 and not any(_OPTION.match(o) for o in original.split("\n")):
        return True
    if "\n" in original.strip() or _NUMBERED.match(original):
        return False
    items = [line for line in lines if _NUMBERED.match(line)]
    size = len(normal(original))
    return len(items) >= 2 and all(len(normal(item)) >= 0.6 * size for item in items)


# "old → new", "old -> new", "old => new", "旧 ⟶ 新".
_ARROW = re.compile(r"\s*(?:→|->|=>|⟶|⇒|➡️?|➔|——>|-->)\s*")
_STRUCK = re.compile(r"^\s*~~(?P<old>.+?)~~\s*")


def after_arrow(text: str, original: str) -> str:
    """The new text from "old → new" (the selection as it was, an arrow, its new text), or
    from "~~old~~ new"; the text as it is when the part before is not the selection."""
    if _ARROW.search(original) is None:
        arrow = _ARROW.search(text)
        if arrow is not None:
            old = _bare(text[: arrow.start()], original)
            new = text[arrow.end() :].strip()
            if new and _is_selection(old, original):
                return unwrapped(unlabelled(new, original), original)
    struck = _STRUCK.match(text)
    if struck is not None and "~~" not in original:
        new = text[struck.end() :].strip()
        if new and _is_selection(struck["old"], original):
            return unwrapped(unlabelled(new, original), original)
    return text


def _bare(old: str, original: str) -> str:
    """The old half of "old → new" without its label, strike marks and quotes."""
    old = _ORIGINAL_LABEL.sub("", old.strip(), count=1).strip()
    old = unwrapped(old, original)
    if old.startswith("~~") and old.endswith("~~"):
        old = old[2:-2]
    return old.strip().strip("\"'“”‘’「」『』").strip()


_ORIGINAL_LABEL = re.compile(
    r"^[\s*_#>]*(?:original(?: text| sentence| version)?|old|before|was|原文|原句|修改前|原来)"
    r"[\s*_]*[:：][\s*_]*",
    re.IGNORECASE,
)


def _is_selection(old: str, original: str) -> bool:
    return bool(old) and (
        normal(old) == normal(original) or similarity(old, original.strip()) >= 0.8
    )


_EMPHASIS = ("***", "**", "__", "*", "_")
_FENCE_LINE = re.compile(r"^\s*(?:`{3,}|~{3,})\s*[\w+.-]*\s*$")


def unwrapped(text: str, original: str) -> str:
    """The new text without emphasis marks around all of it or "> " before each line, when
    the selection has neither."""
    flat = original.strip()
    for mark in _EMPHASIS:
        inner = text[len(mark) : -len(mark)]
        if (
            len(text) > 2 * len(mark)
            and text.startswith(mark)
            and text.endswith(mark)
            and not flat.startswith(mark)
            and mark not in inner
            and inner.strip() == inner
        ):
            return unwrapped(inner, original)
    lines = text.split("\n")
    if (
        len(lines) >= 3
        and _FENCE_LINE.match(lines[0])
        and re.fullmatch(r"\s*(`{3,}|~{3,})\s*", lines[-1])
        and "```" not in flat
        and "~~~" not in flat
    ):
        return unwrapped("\n".join(lines[1:-1]).strip(), original)  # ```text … ``` around it
    quoted = [line for line in lines if line.strip()]
    if quoted and all(line.startswith(">") for line in quoted) and not flat.startswith(">"):
        return unwrapped("\n".join(line[1:].lstrip() for line in lines).strip(), original)
    return text


# The keys a model puts its new text under in a JSON answer.
_JSON_KEYS = (
    "replacement", "new_text", "revised", "revised_text", "rewrite", "rewritten", "text",
    "result", "output", "answer", "selection", "new", "content",
)  # fmt: skip
_JSON_START = re.compile(r'^\s*(?:```(?:json)?\s*)?\{\s*"(?P<key>\w+)"\s*:\s*"', re.IGNORECASE)


class JsonCut(ValueError):
    """A JSON answer that stops before its string or object is closed."""


def from_json(reply: str) -> str | None:
    """The new text of a JSON answer ({"replacement": "…"}, fenced or not), None when the
    reply is no such answer; raise JsonCut when it opens as one and stops midway."""
    start = _JSON_START.match(reply)
    if start is None or start["key"].lower() not in _JSON_KEYS:
        return None
    flat = reply.strip()
    if flat.startswith("```"):
        flat = re.sub(r"^```(?:json)?\s*|\s*```$", "", flat)
    try:
        data = json.loads(flat)
    except (ValueError, RecursionError):  # nested past the reader: not JSON either
        if not flat.rstrip().endswith("}"):
            raise JsonCut(flat) from None
        return None
    if not isinstance(data, dict):
        return None
    value = data.get(start["key"])
    return value if isinstance(value, str) and value.strip() else None


# A remark after the new text on its line, past a dash: "… — this keeps the honesty.",
# "…——这样读起来更亲切。"
_DASH = re.compile(r"\s+[—–-]{1,2}\s+|——|—")


def dash_split(text: str) -> tuple[str, str] | None:
    """The new text and what follows its last dash, when there is a dash inside the line
    after something that ends a sentence or clause; None otherwise."""
    if "\n" in text.strip():
        return None
    dashes = list(_DASH.finditer(text))
    if not dashes:
        return None
    last = dashes[-1]
    head, tail = text[: last.start()].rstrip(), text[last.end() :].strip()
    if not head or not tail or not re.search(r"[.!?。！？…\"”」』)）]$", head):
        return None
    return head, tail


# What opens a line before its text: a list marker, a heading's hashes, a quotation mark.
_MARKER = re.compile(
    r"^\s*(?:[-*+•]\s+|\d{1,3}[.)．、]\s*|[一二三四五六七八九十]{1,3}[、．]\s*|#{1,6}\s+|>\s*)"
)


def without_marker(text: str, before: str) -> str:
    """The new text without the list marker or heading hashes it starts with, when the
    selection starts right after the same kind of marker on its line ("2. " before 一点耐心。,
    the reply "2. 满满的耐心。"): put in place, the marker would stand twice."""
    mine = _MARKER.match(before)
    theirs = _MARKER.match(text)
    if mine is None or theirs is None or mine.end() != len(before) or not text[theirs.end() :]:
        return text
    if re.sub(r"\d+", "0", mine[0].strip()) != re.sub(r"\d+", "0", theirs[0].strip()):
        return text
    return text[theirs.end() :].lstrip()


# A heading's own marks: "## ", or a Title Case line; a CJK one has no punctuation inside.
_HASHES = re.compile(r"^#{1,6}\s+\S")
_SMALL_WORDS = frozenset(
    ["a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "into", "nor", "of", "on"]
    + ["or", "per", "the", "to", "via", "vs", "with"]
)
_CJK_HEADING_MOST = 30


def reads_as_heading(text: str, original: str) -> bool:
    """Whether an untagged replacement that ends on a bare word is a heading made of the
    selection ("Turn this into a heading"), not a sentence cut off: it opens with hashes, or
    it is Title Case (every longer word capitalised) where the selection was not, or — in
    Chinese — it is one short run of words with no punctuation at all."""
    if _HASHES.match(text) and not _HASHES.match(original.strip()):
        return True
    words = re.findall(r"[A-Za-z][\w'’-]*", text)
    plain = not CJK_CHAR.search(text) and not re.search(r"[.!?;:,]", text)
    if len(words) >= 3 and plain and all(_capital(w) for w in words):
        return not all(_capital(w) for w in re.findall(r"[A-Za-z][\w'’-]*", original))
    if CJK_CHAR.search(text) and len(text) <= _CJK_HEADING_MOST:
        return not re.search(r"[，,、；;：:。.！!？?“”\"'（）()《》—…]", text)
    return False


def _capital(word: str) -> bool:
    return word[0].isupper() or word.lower() in _SMALL_WORDS
