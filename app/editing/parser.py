"""Read a new draft from a model's reply: a title line, a blank line, the body.

Used for new drafts only; edits of an existing article are read by app/editing/formats and
judged by app/editing/judge.py. `NO_CHANGE` is recognised by app/editing/formats/common.py,
the one place that decides it. Models wrap their answers in preambles, code fences and
closing chatter; those are peeled off, but never a line that is also in the current text, so
an article's own "Let me know in the comments" survives.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from app.editing.formats import blocks, full, selection
from app.editing.formats.common import says_no_change

EditFormat = Literal["full", "blocks", "no_change"]


# The instructions live with each format's reader (app/editing/formats); these names stay
# for the generation prompt, which asks for a whole article.
FULL_REWRITE_INSTRUCTIONS = full.INSTRUCTIONS
EDIT_FORMAT_INSTRUCTIONS = blocks.INSTRUCTIONS
SELECTION_REPLY_INSTRUCTIONS = selection.INSTRUCTIONS


class ParseError(ValueError):
    """The reply could not be read as an edit; `str(error)` is a sentence for the writer."""


@dataclass(frozen=True)
class ParsedEdit:
    """The article as the model revised it, and which reply format it came in."""

    title: str
    body: str
    no_change: bool = False
    format: EditFormat = "full"


_FENCE = re.compile(r"^\s*(`{3,}|~{3,})\s*[\w+.-]*\s*$")
_SEARCH = re.compile(r"^\s*<{5,9}\s*SEARCH\s*$", re.IGNORECASE)

_TITLE_LABEL = r"(?:新标题|标题|题目|(?:new |revised )?title)"
_TITLE_LABELLED = re.compile(rf"^{_TITLE_LABEL}\s*[:：]\s*(.*)$", re.IGNORECASE)
_TITLE_BRACKETED = re.compile(r"^(?:【(?:新标题|标题|题目)】|\[(?:new )?title\])\s*(.+)$", re.I)
_TITLE_ONLY = re.compile(r"^\s*TITLE\s*[:：]\s*(.+?)\s*$")
_HEADING = re.compile(r"^#{1,6}(?:\s+|(?=[^\x00-\x7f]))(.+)$")
_WRAPPERS = (("「", "」"), ("『", "』"))
_BODY_LABEL = re.compile(
    r"^(?:\*\*)?(?:正文|内容|body)\s*(?:\*\*)?\s*[:：]\s*(?:\*\*)?\s*(.*)$", re.IGNORECASE
)

# An acknowledgement word directly followed by punctuation ("Sure!", "好的，…"), so that a
# title like "Sure Thing: A Novel" is not taken for one.
_ACKNOWLEDGEMENT = re.compile(
    r"^(?:好的|好吧|当然|没问题|明白了?|收到|可以|OK|Okay|Sure|Certainly|Of course|Absolutely"
    r"|Alright|All right|Got it|Here you go)(?:[,，.。!！:：~～]|\s*$)",
    re.IGNORECASE,
)
_PRESENTING_ZH = re.compile(r"^(?:以下是|下面是|这是).*(?:修改|改|调整|润色|版本|文章)")
# English presenting lines must also end like a sentence: "Here's why version control
# matters" is a title, "Here is the edited version." is not.
_PRESENTING_EN = re.compile(
    r"^(?:Here is|Here's|Below is|This is)"
    r".*(?:revis|edit|updat|rewrit|modif|version|article).*[.!]$",
    re.IGNORECASE,
)
_SEPARATOR = re.compile(r"^\s*(?:-{3,}|\*{3,}|_{3,}|={3,}|—{2,})\s*$")
# Headings that open the model's notes about its own edit (always chatter).
_NOTES_HEADING = re.compile(
    r"^[#*\s]*(?:修改说明|修改要点|主要修改|改动说明|修改内容|变更说明|修改之处|调整说明|修改思路"
    r"|changes made|changes|summary of changes|what i changed|edits made|notes on the edits?"
    r"|revision notes|explanation of changes)\s*(?:\*\*)?\s*(?:[:：].*)?$",
    re.IGNORECASE,
)
# Looser openers, trusted only right after a separator line.
_NOTES_AFTER_SEPARATOR = re.compile(
    r"^[#*\s]*(?:说明|注|备注|notes?|explanation|summary)\s*(?:\*\*)?\s*(?:[:：].*)?$",
    re.IGNORECASE,
)
_CLOSING = re.compile(
    r"^(?:希望(?:这|以上|这些|对你|对您|能|本次|修改).{0,30}(?:帮助|满意|有用|符合|需要|喜欢)"
    r"|如(?:果|若)?(?:你|您)?(?:还)?(?:需要|想|希望|有).{0,20}(?:修改|调整|改动|帮助|进一步|告诉我)"
    r"|(?:如果)?(?:还有|有)(?:什么|其他|任何)(?:需要|问题|要求|修改)"
    r"|let me know|hope (?:this|that|these|it) helps|i hope (?:this|these|the|that|my)"
    r"|feel free to (?:ask|let|tell|request)|would you like (?:me|any|further)"
    r"|if you(?:'d| would)? (?:like|want|need) (?:me|any|further|more|another|additional)"
    r"|happy to (?:help|make|adjust|revise)|is there anything else)",
    re.IGNORECASE,
)
_XML_TITLE = re.compile(r"<title>(.*?)</title>", re.DOTALL | re.IGNORECASE)
_XML_BODY = re.compile(r"<body>\n?(.*?)(?:</body>|</article>|\Z)", re.DOTALL | re.IGNORECASE)


def parse_edit_reply(reply: str, *, title: str, body: str) -> ParsedEdit:
    """Read a reply in any accepted format against the current `title` and `body`.

    Raises ParseError when nothing can be read as an article (search/replace blocks
    included: a draft has no text for them to change).
    """
    text = reply.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff")
    if not text.strip():
        raise ParseError("The model returned an empty reply.")
    lines = text.split("\n")
    if any(_SEARCH.match(line) for line in lines):
        raise ParseError("The model answered with edit blocks instead of the article.")
    known = _known_lines(title, body)
    content = _unwrap(lines, known)
    meaningful = [line for line in content if line.strip()]
    if not meaningful:
        raise ParseError("The model's reply held no article text.")
    if says_no_change(meaningful[0]) is not None:
        return ParsedEdit(title=title, body=body, no_change=True, format="no_change")
    if len(meaningful) == 1 and (match := _TITLE_ONLY.match(meaningful[0])):
        return ParsedEdit(title=_clean_title(match[1], title)[0], body=body, format="blocks")
    new_title, new_body = _read_full_rewrite(content, title, known)
    return ParsedEdit(title=new_title, body=new_body, format="full")


# Full rewrites --------------------------------------------------------------------------


def _known_lines(title: str, body: str) -> frozenset[str]:
    lines = {line.strip() for line in body.replace("\r\n", "\n").split("\n")}
    lines.add(title.strip())
    lines.discard("")
    return frozenset(lines)


def _unwrap(lines: Sequence[str], known: frozenset[str]) -> list[str]:
    """The reply without preamble, wrapping code fence, change notes and closing chatter."""
    content = list(lines)
    fence_at = next((i for i, line in enumerate(content) if _FENCE.match(line)), None)
    if fence_at is not None and all(
        _is_preamble(line, known) for line in content[:fence_at] if line.strip()
    ):
        marker = _FENCE.match(content[fence_at])[1]  # type: ignore[index]
        closers = [
            i
            for i in range(fence_at + 1, len(content))
            if (m := _FENCE.match(content[i])) and m[1][0] == marker[0] and len(m[1]) >= len(marker)
        ]
        content = content[fence_at + 1 : closers[-1] if closers else len(content)]
    content = _drop_preamble(content, known)
    content = _drop_notes(content, known)
    return _drop_closing(content, known)


def _is_preamble(line: str, known: frozenset[str]) -> bool:
    text = line.strip().strip("*").strip()
    if not text or text in known or len(text) > 120:
        return False
    if _TITLE_LABELLED.match(text) or _TITLE_BRACKETED.match(text) or text.startswith("#"):
        return False
    if _FENCE.match(text) or says_no_change(text) is not None:
        return False
    if text.endswith((":", "：")):
        return True
    return bool(
        _ACKNOWLEDGEMENT.match(text) or _PRESENTING_ZH.match(text) or _PRESENTING_EN.match(text)
    )


def _drop_preamble(lines: list[str], known: frozenset[str]) -> list[str]:
    content = _trim_blank(lines)
    for _ in range(4):
        rest = _trim_blank(content[1:])
        if not content or not rest:
            break
        first = content[0].strip()
        if not (_is_preamble(first, known) or (_SEPARATOR.match(first) and first not in known)):
            break
        content = rest
    return content


def _drop_notes(lines: list[str], known: frozenset[str]) -> list[str]:
    for index in range(1, len(lines)):
        line = lines[index].strip()
        if not line or line in known:
            continue
        if _NOTES_HEADING.match(line):
            cut = index
            previous = _previous_nonblank(lines, index)
            if previous is not None and previous > 0 and _SEPARATOR.match(lines[previous]):
                cut = previous
            return _trim_blank(lines[:cut])
        if _SEPARATOR.match(line) and line not in known:
            following = _next_nonblank(lines, index)
            if following is not None and _NOTES_AFTER_SEPARATOR.match(lines[following].strip()):
                return _trim_blank(lines[:index])
    return lines


def _drop_closing(lines: list[str], known: frozenset[str]) -> list[str]:
    content = _trim_blank(lines)
    while True:
        start = _last_paragraph_start(content)
        if start <= 0:
            return content
        paragraph = [line.strip() for line in content[start:] if line.strip()]
        if any(line in known for line in paragraph):
            return content
        is_closing = _CLOSING.match(paragraph[0]) and len(" ".join(paragraph)) <= 240
        is_separator = all(_SEPARATOR.match(line) for line in paragraph)
        if not (is_closing or is_separator):
            return content
        content = _trim_blank(content[:start])


def _read_full_rewrite(lines: list[str], title: str, known: frozenset[str]) -> tuple[str, str]:
    joined = "\n".join(lines)
    xml_title = _XML_TITLE.search(joined)
    if xml_title:
        xml_body = _XML_BODY.search(joined, xml_title.end())
        rest = xml_body[1] if xml_body else joined[xml_title.end() :].replace("</article>", "")
        return xml_title[1].strip(), _tidy_body(rest.split("\n"))
    first = next(i for i, line in enumerate(lines) if line.strip())
    head = lines[first]
    bare_label = _TITLE_LABELLED.match(head.replace("**", "").lstrip("# ").strip())
    following = _next_nonblank(lines, first)
    if bare_label and not bare_label[1].strip() and following is not None:
        # A label alone on its line ("标题：") with the title on the next line.
        return _clean_title(lines[following], title)[0], _tidy_body(lines[following + 1 :])
    rest = lines[first + 1 :]
    cleaned, labelled = _clean_title(head, title)
    if labelled or cleaned == title.strip():
        return cleaned, _tidy_body(rest)
    if _looks_like_body(head, title, known):
        # The model left the title out and began with the body.
        return title, _tidy_body(lines[first:])
    return cleaned, _tidy_body(rest)


def _clean_title(line: str, original_title: str) -> tuple[str, bool]:
    """The title without markdown, labels and brackets, and whether any were present."""
    text = line.strip()
    original = original_title.strip()
    labelled = False
    while True:
        before = text
        if text == original:
            break
        if match := _HEADING.match(text):
            text = match[1].strip()
        for opener, closer in _WRAPPERS:
            wrapped = text.startswith(opener) and text.endswith(closer) and len(text) > 2
            if wrapped and not original.startswith(opener):
                text = text[len(opener) : -len(closer)].strip()
        if text.startswith("**") and not original.startswith("**"):
            text = text.replace("**", "").strip()
        match = _TITLE_LABELLED.match(text) or _TITLE_BRACKETED.match(text)
        if match and match[1].strip():
            text = match[1].strip()
        if text == before:
            break
        labelled = True
    return text, labelled


def _looks_like_body(line: str, title: str, known: frozenset[str]) -> bool:
    text = line.strip()
    if text == title.strip():
        return False
    return text in known or len(text) > max(120, 3 * len(title.strip()))


def _tidy_body(lines: Sequence[str]) -> str:
    content = _trim_blank(list(lines))
    if content and (match := _BODY_LABEL.match(content[0].strip())):
        content = _trim_blank([match[1], *content[1:]]) if match[1].strip() else content[1:]
        content = _trim_blank(content)
    return "\n".join(content).rstrip()


# Line helpers ---------------------------------------------------------------------------


def _trim_blank(lines: list[str]) -> list[str]:
    start, end = 0, len(lines)
    while start < end and not lines[start].strip():
        start += 1
    while end > start and not lines[end - 1].strip():
        end -= 1
    return lines[start:end]


def _next_nonblank(lines: Sequence[str], index: int) -> int | None:
    return next((i for i in range(index + 1, len(lines)) if lines[i].strip()), None)


def _previous_nonblank(lines: Sequence[str], index: int) -> int | None:
    return next((i for i in range(index - 1, -1, -1) if lines[i].strip()), None)


def _last_paragraph_start(lines: Sequence[str]) -> int:
    for index in range(len(lines) - 1, -1, -1):
        if not lines[index].strip():
            return index + 1
    return 0
