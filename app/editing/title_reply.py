"""A title or heading ask answered with the model's words around the new title: "Here's a
punchier title: **Save Our River Path!**", "How about: "…"", "… (punchier and more direct)",
"Keep the river path open — here is a punchier option: **…**", 这是一个更有力的标题：**…**,
可以改成：“…”, （更简短有力）, "## Here's a punchier heading: **…**". Read as they came, the
words were saved as the title (or heading), or the reply refused as a rewritten paragraph.
Here the title line is read for the title it offers; a list of options ("Options:\n1. …",
几个备选：) is the model asking the writer to pick, and a title in the article's other
language, with no translation asked, is refused.

Read narrowly: a line stays as it is when the suggestion itself holds it (the writer's own
"Here's why …" title, their "(March)", （试营业）), when the label names no title and offers
no quoted or bold text, and when a parenthesis says nothing about the change (comparatives:
"punchier", "more direct", 更简短有力)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.asked_kinds import TRANSLATE
from app.editing.elided import Refused
from app.editing.formats.full import TITLE_LABEL
from app.editing.language import script_of, script_of_words
from app.editing.reply_talk import Talk
from app.editing.scope import Scope

# The words a model introduces a new title with, up to its colon (or its quote mark): a
# presenter ("Here's", "Sure!", 这是, 给你) then what it offers (a/the punchier title, option,
# version, 标题), or a proposal ("How about", "What about", "Try", 可以改成, 不如改成, 建议改为).
_THING = (
    r"(?:title|headline|heading|subheading|option|version|suggestion|idea|alternative|one|take)"
)
_EN_LABEL = re.compile(
    r"(?:(?:sure|okay|ok|certainly|of course|great)[!,.]?\s*)?"
    r"(?:(?:(?:here(?:'s|’s| is)|this is|i(?:'d| would) (?:suggest|go with)|i suggest|try"
    r"|consider)\s+)?"
    r"(?:(?:a|an|the|my|one|your)\s+)?(?:(?:new|revised|suggested|possible|alternative)\s+)?"
    r"(?:(?:(?:much |a bit |a little |slightly )?(?:more|less)\s+\w+|\w+(?:er|ier))"
    r"(?:,?\s+(?:and\s+)?(?:(?:more|less)\s+\w+|\w+(?:er|ier)))*\s+)?"
    rf"{_THING}(?:\s+(?:could be|would be|might be|is))?"
    r"|how about|what about|maybe|perhaps|try|i(?:'d| would) (?:suggest|go with)|i suggest)",
    re.IGNORECASE,
)
_ZH_LABEL = re.compile(
    r"(?:好的[，,！!]?)?(?:这是|这里是|以下是|下面是|给你|给您|送上|推荐|换成|这个|试试)?"
    r"(?:一个|一版|个|一条)?(?:更[^\s:：，,]{1,6}?的|新的?)?(?:标题|題目|题目|標題|小标题|小標題|版本|写法|说法)"
    r"(?:可以是|可以用|是|就是|如下|更[^\s:：，,]{1,6})?"
    r"|(?:我)?(?:可以|不如|建议|或许可以|也可以|不妨)?(?:改成|改为|换成|改叫|叫做|试试|用)",
)
_COLON = re.compile(r"\s*[:：]\s*|\s*[—–]\s*(?=[\"“「『*_'‘])|\s+(?=[\"“「『*_'‘])")
_WRAPS = (
    ("**", "**"), ("__", "__"), ('"', '"'), ("“", "”"), ("「", "」"), ("『", "』"), ("‘", "’"),
    ("'", "'"), ("*", "*"), ("《", "》"),
)  # fmt: skip
# A remark in brackets after the title about how it changed: "(punchier and more direct)",
# "(shorter)", （更简短有力）.
_REMARK = re.compile(r"^(?P<title>.+?)\s*[(（](?P<remark>[^()（）\n]{1,50})[)）]\s*$")
_REMARK_WORDS = re.compile(
    r"\b(?:more|less|punchier|shorter|longer|catchier|snappier|stronger|clearer|simpler|bolder"
    r"|friendlier|warmer|livelier|tighter|crisper|direct|inviting|concise|active|punchy|catchy"
    r"|snappy|alternative|option|version|suggested|revised|new title|new heading)\b"
    r"|更|简短|簡短|简洁|簡潔|有力|醒目|活泼|活潑|吸引|精炼|精煉|备选|備選|建议|建議",
    re.IGNORECASE,
)
_LIST_ITEM = re.compile(r"^\s*(?:\d{1,2}[.)、．]|[-*•·]|[一二三四五六][、.．])\s*(?P<text>\S.*)$")
_HEADING = re.compile(r"^(?P<marks>#{1,6}[ \t]+)(?P<text>.+)$")


def _unwrapped(text: str) -> str:
    """`text` without the marks the model put around it (bold, quotes), and the question mark
    or full stop after them ("How about “…”?")."""
    text = text.strip()
    for _ in range(3):
        outside = re.sub(r"(?<=[*_\"”」』’'》])\s*[?？.。!！]$", "", text)
        for opener, closer in _WRAPS:
            if (
                outside.startswith(opener)
                and outside.endswith(closer)
                and len(outside) > len(opener) + len(closer)
            ):
                inner = outside[len(opener) : -len(closer)].strip()
                if opener not in inner and closer not in inner:
                    text = inner
                    break
        else:
            break
    return text


def _wrapped(text: str) -> bool:
    text = text.strip().rstrip("?？.。!！").strip()
    return any(text.startswith(o) and text.endswith(c) for o, c in _WRAPS)


def _after_label(line: str, old: str) -> str | None:
    """The title a line offers after the model's label, or None when it has no such label."""
    text = line.strip()
    # "Keep the river path open — here is a punchier option: **…**": the old title, then the offer
    if old and text.lower().startswith(old.lower()) and len(text) > len(old):
        rest = re.sub(r"^\s*[—–\-:：,，]+\s*", "", text[len(old) :])
        if rest != text[len(old) :]:
            text = rest
    for label in (_EN_LABEL, _ZH_LABEL):
        match = label.match(text)
        if match is None or not match[0].strip():
            continue
        sep = _COLON.match(text, match.end())
        if sep is None:
            continue
        offered = text[sep.end() :].strip()
        if not offered:
            return None
        # Without a colon the offer must be marked ("How about “…”?"); a word of the label
        # alone is no label ("Try the new café" is a title).
        if ":" not in sep[0] and "：" not in sep[0] and not _wrapped(offered):
            return None
        return _unwrapped(offered)
    return None


def _without_remark(line: str, old: str, asked: str) -> str:
    match = _REMARK.match(line.strip())
    if match is None:
        return line
    remark = match["remark"]
    bracketed = re.search(rf"[(（]\s*{re.escape(remark.strip())}\s*[)）]", asked)
    if remark in old or bracketed or not _REMARK_WORDS.search(remark):
        return line
    return match["title"].strip()


def cleaned_title(line: str, old: str, asked: str, *, remarks: bool = True) -> str:
    """The title `line` offers, without the model's label, marks and (`remarks`) a remark around
    it (the line itself when it has none, or when the suggestion writes it so)."""
    bare = line.strip()
    if not bare or _plain(bare) in _plain(asked) or _plain(bare) == _plain(old):
        return line
    if TITLE_LABEL.match(bare):
        return line  # "Title: …", 新标题：…: the reply's reader takes these as they are
    offered = _after_label(bare, old)
    text = offered if offered is not None else bare
    text = _without_remark(text, old, asked) if remarks else text
    if offered is not None or text != bare:
        text = _unwrapped(text)
    return text if text and text != bare else line


def _plain(text: str) -> str:
    return re.sub(r"[\s*_\"“”「」'‘’]+", "", text).lower()


def _heading_asked(scope: Scope, originals: Sequence[str]) -> bool:
    return any(scope.touches(i) and _HEADING.match(t) for i, t in enumerate(originals))


def _options(units: list[str], old: str) -> bool:
    """Whether a reply to a title ask is a list of titles to pick from: short list items, two
    or more, after at most a lead-in line, with nothing else."""
    lines = [line for unit in units for line in unit.split("\n") if line.strip()]
    items = [m["text"] for line in lines if (m := _LIST_ITEM.match(line))]
    others = [line for line in lines if not _LIST_ITEM.match(line)]
    longest = max(60, 3 * len(old))
    return (
        len(items) >= 2
        and len(others) <= 1
        and all(len(item) <= longest for item in items)
        and all(len(other) <= longest for other in others)
    )


def _other_script(new: str, old: str, body: str) -> bool:
    article = script_of(body) or script_of_words(body)
    wrote = script_of(new) or script_of_words(new)
    had = script_of(old) or script_of_words(old)
    return bool(article and wrote and wrote != article and had != wrote)


def title_reply(
    reply: str,
    title: str,
    body_paragraphs: Sequence[str],
    scope: Scope,
    suggestions: Sequence[str],
) -> str:
    """`reply` with the new title (or asked heading) it offers in place of the model's words
    around it. Raises Talk when it lists titles to pick from, Refused when it gives a title in
    the article's other language with no translation asked."""
    # a heading named by the ask; a whole restyle's new headings are its own ("(more needed)")
    heading = not scope.whole and _heading_asked(scope, body_paragraphs)
    if not scope.title and not heading:
        return reply
    asked = "\n".join(suggestions)
    units = [u for u in re.split(r"\n[ \t]*\n", reply.strip()) if u.strip()]
    if not units:
        return reply
    only_title = scope.title and not (scope.whole or scope.paragraphs or scope.sentences)
    if only_title and _options(units, title) and _plain(units[0]) not in _plain(asked):
        raise Talk(reply.strip())
    lines = reply.split("\n")
    if scope.title:
        first = next(i for i, line in enumerate(lines) if line.strip())
        if not _HEADING.match(lines[first]) and "\n" not in units[0].strip():
            new = cleaned_title(lines[first], title, asked, remarks=only_title)
            lines[first] = new
            named = re.sub(r"^\s*(?:标题|題目|题目|標題|title)\s*[:：]\s*", "", new, flags=re.I)
            if (
                only_title  # a whole ask's reply in another language is judged as a whole
                and not scope.translate
                and not TRANSLATE.search(asked)
                and _plain(named) not in _plain(asked)
                and _other_script(named, title, "\n\n".join(body_paragraphs))
            ):
                raise Refused(
                    "The model answered in another language than the article's, and no "
                    "translation was asked for, so nothing was saved."
                )
    if heading:
        had = set(body_paragraphs)
        for i, line in enumerate(lines):
            if (match := _HEADING.match(line)) is None or line in had:
                continue
            text = cleaned_title(match["text"], "", asked)
            lines[i] = match["marks"] + text
    return "\n".join(lines)
