"""The full-rewrite format: the model answers with the whole revised article.

This module holds what the model is told and how its answer is read into a title line and
body paragraphs; lining those up with the original is the judge's job (app/editing/reconcile.py).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from app.editing.align import MATCH, is_chatter, is_placeholder, similarity
from app.editing.formats.common import NO_CHANGE, REVISED_LABEL, peel
from app.editing.formats.dress import (
    asks_numbers,
    asks_quoted,
    unbolded,
    undressed,
    unquoted_article,
    unwrapped,
)
from app.editing.formats.flavours import without_flavours
from app.editing.formats.html_reply import from_html
from app.editing.formats.label_lines import lone_heading, without_label_lines
from app.editing.formats.line_blocks import one_block, quote_block
from app.editing.formats.preambles import (
    list_block,
    question_over_title,
    title_after_preamble,
    untagged,
)
from app.editing.formats.same_marks import writers_marks
from app.editing.formats.table_reply import table_article
from app.editing.formats.wraps import hard_wrapped, joined, lines_asked, models_wraps
from app.editing.remarks import claims_edit
from app.editing.units import FENCE, same_text, split_paragraphs

NAME = "full"

INSTRUCTIONS = f"""\
Output format: reply with the complete revised article and nothing else — no preamble, \
no explanation, no code fences.
- The first line is the title (change it only if the suggestion asks), then one blank line, \
then the full body.
- Reproduce every part you do not change exactly as it is, and never abbreviate it \
("rest unchanged", "...") — write it out.
- If the suggestion needs no change to the article, reply with the single word {NO_CHANGE}.
- If you cannot or should not make the change, or need to ask the writer something, reply \
with that in one or two plain sentences instead of an article."""

REMINDER = "Reply with the full revised article: the title, a blank line, then the body."

# "标题：", "**Title:**", "**新标题**：", "【标题】" — a label, bold or not, before the title.
TITLE_LABEL = re.compile(
    r"^(?:\*\*|__)?(?:【(?:新)?(?:标题|题目)】(?:\*\*|__)?[:：]?"
    r"|(?:new |revised |updated |suggested )?(?:title|headline"
    r"|标题|题目|新标题|標題|題目|新標題)\s*"
    r"(?:[(（][^)）\n]{0,30}[)）]\s*)?(?:(?:\*\*|__)\s*)?[:：](?:\s*(?:\*\*|__))?)\s*",
    re.IGNORECASE,
)
_HEADING = re.compile(r"^#{1,6}\s*")
_BODY_LABEL = re.compile(
    r"^[*_\s]*(?:正文|内容|內容|內文|body|article)[*_\s]*[:：][*_\s]*$", re.IGNORECASE
)
# The same label with the first paragraph on its own line ("正文：第一段……").
_BODY_LABEL_INLINE = re.compile(
    r"^[*_\s]*(?:正文|内容|內容|內文|body|article)[*_\s]*[:：][*_ \t]*(?=\S)", re.IGNORECASE
)
# The shape the prompt sends the article in, echoed back: <article><title>…</title><body>…
_XML_BODY = re.compile(r"<body>\s*\n?(.*?)(?:</body>|$)", re.DOTALL | re.IGNORECASE)
_XML_TITLE = re.compile(r"<title>([^<\n]*)</title>", re.IGNORECASE)
_HTML_BLOCK = re.compile(r"</?(?:p|h[1-6]|div|br)\b[^>]*>", re.IGNORECASE)
# A list item's mark before the label: the asked paragraphs as a list ("1. **Paragraph 4:** …").
_ITEM = r"(?:(?:\d{1,2}[.)]|[-*+•])[ \t]+)?"
_PARAGRAPH_LABEL = re.compile(
    rf"^\s*{_ITEM}(?:\*\*|__)?(?:paragraph|para|¶|section|sentence)\s*\d+(?:\*\*|__)?\s*[:：.)\-—]\s*(?:\*\*|__)?\s*"
    rf"|^\s*{_ITEM}(?:\*\*|__)?(?:第[一二三四五六七八九十\d]+[段句]|段落?\s*\d+)(?:\*\*|__)?\s*(?:[:：、.]|[—–-]{{1,2}}\s)\s*(?:\*\*|__)?\s*"
    # "第二段（修改后）：", "Paragraph 2 (revised):", "**Sentence 3 (shortened):**", 第3句（缩短后）
    rf"|^\s*{_ITEM}(?:\*\*|__)?(?:第[一二三四五六七八九十\d]+[段句]|(?:paragraph|para|sentence)\s*\d+)\s*[(（]\s*"
    r"(?:修改后|改后|修改版|改写后|revised|edited|new|updated|shortened|tightened|rewritten|simplified"
    r"|trimmed|缩短后|精简后|润色后|简化后|压缩后)\s*[)）](?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*",
    re.IGNORECASE,
)
_WRAPPERS = (("「", "」"), ("『", "』"), ("《", "》"), ("**", "**"), ("__", "__"), ('"', '"'))


@dataclass
class Reading:
    """A full reply read: the title it gave (None: none found), its body paragraphs, and
    what the model said around them."""

    title: str | None
    paragraphs: list[str]
    note: list[str] = field(default_factory=list)


# A rule line of its own ("---", "***", "___"), as a model puts between its words and the article.
_RULE = re.compile(r"^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$")


def read_reply(
    reply: str,
    *,
    title: str,
    body_paragraphs: Sequence[str],
    recast: bool = False,
    asked: Sequence[str] = (),
) -> Reading:
    """Title line and body paragraphs of a whole-article reply (chatter at the top peeled).

    `recast`: the article was asked for in a new form ("turn the clauses into one list"), so
    a reply with blank lines keeps its own paragraphs even where the article had one a line.
    `asked`: the writer's suggestions, which a model may repeat before the article."""
    peeled = peel(reply, "\n\n".join(body_paragraphs))
    note = list(peeled.note)
    text = without_flavours(peeled.text, body_paragraphs)
    if not recast:
        text = table_article(text, title, body_paragraphs, asked) or text
    text = untagged(text, body_paragraphs)
    listed = list_block(text, asked)
    one_per_line = (
        len(body_paragraphs) > 1
        and not any("\n" in p for p in body_paragraphs)
        and not ((recast or lines_asked(asked)) and re.search(r"\n[ \t]*\n", text.strip()))
        and not listed
    )
    if _XML_BODY.search(text) and not any("<body>" in p.lower() for p in body_paragraphs):
        text = _from_xml(text)
    elif not any("<title>" in p.lower() for p in body_paragraphs):
        # "<title>T</title>" on the first line, the body after it untagged (a line start one or
        # two spaces after another is not tried: a run of blank lines is read once)
        text = re.sub(
            r"^(?<!^\s)(?<!^\s\s)\s*+<title>([^<\n]*)</title>[ \t]*$",
            r"\1",
            text,
            count=1,
            flags=re.I | re.M,
        )
    if _HTML_BLOCK.search(text) and not any(_HTML_BLOCK.search(p) for p in body_paragraphs):
        text = from_html(text, "\n\n".join(body_paragraphs))
    if not asks_quoted(asked):
        text = unquoted_article(text, body_paragraphs)
    unwrap = not recast and models_wraps(body_paragraphs, asked)
    units = [
        _unlabelled(u, body_paragraphs) for u in _units(text, one_per_line, body_paragraphs, unwrap)
    ]
    if listed:  # a paragraph made a list as asked, lead line and items: one paragraph
        units = [text.strip("\n")]
    if not asks_numbers(asked):
        units = undressed(units, body_paragraphs, recast)
    head = _notes_over_rule(units, title, body_paragraphs)
    note.extend(units[: head - 1] if head else [])  # the rule itself is no one's words
    units = _without_opening_rule(units[head:], body_paragraphs)
    while units and _repeats_request(units[0], asked, body_paragraphs):
        note.append(units.pop(0))  # the suggestion said back first ("> Make the intro warmer.")
    if question_over_title(units):
        note.append(units.pop(0))  # "How about this?", then the new title over the article
    found = _title_at(units, title, body_paragraphs)
    if found is None and (after := title_after_preamble(units, title, body_paragraphs)):
        found = after, title, ""
    if found is None:
        start = 0
        while (
            start < len(units)
            and _is_talk(units[start], body_paragraphs)
            and not _headline_over_body(units, start, body_paragraphs)
        ):
            start += 1
        note.extend(units[:start])
        units = units[start:]
        new_title = _new_title(units, title, body_paragraphs)
        if new_title is not None:
            units = units[1:]
        reading = Reading(new_title, units, note)
    else:
        index, first_line, rest = found
        note.extend(units[:index])
        reading = Reading(first_line, ([rest] if rest else []) + units[index + 1 :], note)
    reading.paragraphs = _without_repeated_title(
        reading.paragraphs, reading.title or title, body_paragraphs
    )
    if reading.title is not None and not same_text(reading.title, title):
        # A new title on top, and the old one pushed down to open the body.
        reading.paragraphs = _without_repeated_title(reading.paragraphs, title, body_paragraphs)
    reading.paragraphs = _without_body_label(reading.paragraphs, body_paragraphs)
    reading.paragraphs, labels = without_label_lines(reading.paragraphs, body_paragraphs)
    reading.note.extend(labels)  # "And paragraph 4, livelier:" over the paragraph
    if not asks_quoted(asked):
        reading.paragraphs = unwrapped(reading.paragraphs, body_paragraphs)
    reading.paragraphs = unbolded(reading.paragraphs, body_paragraphs, "\n".join(asked))
    reading.paragraphs = writers_marks(reading.paragraphs, body_paragraphs, "\n".join(asked))
    return reading


def _without_opening_rule(units: list[str], body_paragraphs: Sequence[str]) -> list[str]:
    """The units without a rule line between the model's words and the article ("Sure! …",
    "---", the title): the article's own rule further down is its text."""
    talk = 0
    while talk < len(units) and _is_talk(units[talk], body_paragraphs):
        talk += 1
    if (
        talk + 1 < len(units)
        and _RULE.match(units[talk])
        and not (body_paragraphs and _RULE.match(body_paragraphs[0]))
    ):
        return units[:talk] + units[talk + 1 :]
    return units


def _notes_over_rule(units: Sequence[str], title: str, body_paragraphs: Sequence[str]) -> int:
    """Where the article starts when the model's notes ("**Changes:**\n1. Paragraph 7
    reworded…", "**修改：**") stand over a rule and the title under it: the unit after the
    rule; 0 when there is none, or the units above it are the article's own."""
    for index, unit in enumerate(units[1:4], start=1):
        if not _RULE.match(unit) or index + 1 >= len(units):
            continue
        first = units[index + 1].partition("\n")[0]
        above = units[:index]
        if not (title.strip() and same_text(clean_title(first, title)[0], title)):
            return 0
        if any(similarity(u, p) >= 0.6 for u in above for p in body_paragraphs):
            return 0
        return index + 1
    return 0


def clean_title(line: str, original: str) -> tuple[str, bool]:
    """The title without markdown, labels and wrapping marks, and whether any were there."""
    text = line.strip()
    marked = False
    for _ in range(4):
        before = text
        if same_text(text, original):
            break
        text = _HEADING.sub("", text).strip()
        text = TITLE_LABEL.sub("", text).strip()
        for opener, closer in _WRAPPERS:
            if (
                text.startswith(opener)
                and text.endswith(closer)
                and len(text) > 2 * len(opener)
                and not original.startswith(opener)
            ):
                text = text[len(opener) : -len(closer)].strip()
        for mark in ("**", "__"):  # 标题：**…**: the label took the opening mark with it
            if text.endswith(mark) and text.count(mark) % 2 and not original.endswith(mark):
                text = text[: -len(mark)].strip()
        if text == before:
            break
        marked = True
    bare = _REVISED_SUFFIX.sub("", text)
    if bare != text and same_text(bare, original) and not _REVISED_SUFFIX.search(original):
        return bare, True  # "Title (Revised)": the old title marked as edited, not retitled
    return text, marked


# What a model appends to the old title to say it edited the piece. It starts where no space
# stands before it, so a long run of space is read once, not once for each character.
_REVISED_SUFFIX = re.compile(
    r"(?<!\s)\s*(?:[(（\[【]\s*(?:revised|edited|updated|rewritten|new version|v\d+|修改版|修订版"
    r"|修改后|改写版|润色版|新版|修改稿|修訂版|修改後)\s*[)）\]】]|[-–—:：]\s*(?:revised|edited|updated))\s*$",
    re.IGNORECASE,
)


def _from_xml(text: str) -> str:
    """`<article><title>T</title><body>B</body></article>` as "T", a blank line, then B."""
    body = _XML_BODY.search(text)
    assert body is not None
    title = _XML_TITLE.search(text[: body.start()])
    inner = body[1].strip("\n")
    return f"{title[1].strip()}\n\n{inner}" if title and title[1].strip() else inner


def _without_body_label(units: list[str], body_paragraphs: Sequence[str]) -> list[str]:
    """The first paragraph without a "正文：" / "Body:" label the article itself does not use."""
    if not units:
        return units
    match = _BODY_LABEL_INLINE.match(units[0])
    if match is None or any(_BODY_LABEL_INLINE.match(p) for p in body_paragraphs):
        return units
    return [units[0][match.end() :], *units[1:]]


def _unlabelled(unit: str, body_paragraphs: Sequence[str]) -> str:
    """A unit without a "Paragraph 2:" / "第二段：" or "修改后：" / "Revised:" label the
    article does not have."""
    labelled = _PARAGRAPH_LABEL.match(unit)
    match = labelled or REVISED_LABEL.match(unit)
    if match is None or any(p.lstrip().startswith(match[0].strip()) for p in body_paragraphs):
        return unit
    if labelled and any(_PARAGRAPH_LABEL.match(p) for p in body_paragraphs):
        return unit  # the article labels its paragraphs itself ("第1段：…"), in its own way
    return unit[match.end() :]


def _units(
    text: str, one_per_line: bool, body_paragraphs: Sequence[str], unwrap: bool
) -> list[str]:
    paragraphs = split_paragraphs(text).texts
    if _one_paragraph(text, body_paragraphs) or quote_block(text):
        paragraphs = [text.strip("\n")]
    units: list[str] = []
    for paragraph in paragraphs:
        if _BODY_LABEL.match(paragraph.strip()):
            continue
        first, _, rest = paragraph.partition("\n")
        if rest.strip() and _BODY_LABEL.match(first.strip()):
            paragraph = rest
        if unwrap and hard_wrapped(paragraph):
            units.append(joined(paragraph, "\n\n".join(body_paragraphs)))
        elif one_per_line and not one_block(paragraph, body_paragraphs):
            units.extend(line for line in paragraph.split("\n") if line.strip())
        else:
            units.append(paragraph.rstrip())
    return units


def _one_paragraph(text: str, body_paragraphs: Sequence[str]) -> bool:
    """Whether a reply without blank lines is one paragraph of an article whose paragraphs
    hold line breaks ("**问：…**\n答：…"): it stays whole, not a paragraph per line."""
    if "\n" not in text.strip() or re.search(r"\n[ \t]*\n", text.strip()):
        return False
    if _one_fence(text.strip()) and any(FENCE.match(p) for p in body_paragraphs):
        return True  # a code block of the article's (or one line of it), fence and all
    multiline = [p for p in body_paragraphs if "\n" in p.strip()]
    return bool(multiline) and any(similarity(text, p) >= MATCH for p in multiline)


def _one_fence(text: str) -> bool:
    """Whether `text` is one fenced block: a fence line, lines, a closing fence line."""
    lines = text.split("\n")
    return (
        len(lines) >= 3
        and FENCE.match(lines[0]) is not None
        and FENCE.fullmatch(lines[-1].rstrip()) is not None
        and not any(FENCE.match(line) for line in lines[1:-1])
    )


def _title_at(
    units: Sequence[str], title: str, body_paragraphs: Sequence[str]
) -> tuple[int, str, str] | None:
    """(unit index, title, rest of that unit) for a line that is the title — the original
    one, or one marked as a title — among the first few units. The original title wins over
    a heading of the model's own above it ("## 修改结果", then the title)."""
    top = units[0].strip() if units else ""
    if len(units) > 1 and top.startswith("#") and "\n" not in top and _ABOUT_REPLY.search(top):
        first, _, rest = units[1].partition("\n")
        if title.strip() and same_text(clean_title(first, title)[0], title):
            return 1, title, rest.strip("\n")
    if len(units) > 2 and _lead_in_over_title(units[0], units[1], title, body_paragraphs):
        first, _, rest = units[1].partition("\n")
        return 1, title, rest.strip("\n")
    for index, unit in enumerate(units[:4]):
        first, _, rest = unit.partition("\n")
        cleaned, marked = clean_title(first, title)
        is_title = same_text(cleaned, title) and title.strip() != ""
        labelled = marked and bool(TITLE_LABEL.match(_HEADING.sub("", first.strip()).strip("*_ ")))
        heading = marked and first.lstrip().startswith("#")
        if (
            heading
            and not (is_title or rest.strip())
            and lone_heading(first, body_paragraphs)
            and all(_is_talk(u, body_paragraphs) for u in units[index + 1 :])
        ):
            return None  # "## Prizes and final" alone: the article's heading renamed as asked
        in_body = any(similarity(first, p) >= 0.9 for p in body_paragraphs)
        if (is_title or labelled or heading) and not in_body and cleaned:
            return index, cleaned, rest.strip("\n")
        if not _is_talk(unit, body_paragraphs):
            return None
    return None


# A short line of the model's over the article: "活泼版来啦🎉", "来啦，公众号风格的活泼版本🎉",
# "Playful version, coming up:".
_LEAD_IN = re.compile(
    r"\b(?:version|here|coming up)\b|版|来啦|来了|奉上|请查收"
    r"|[:：]\s*$|[\U0001F300-\U0001FAFF]\s*$",
    re.IGNORECASE,
)


def _lead_in_over_title(top: str, second: str, title: str, body_paragraphs: Sequence[str]) -> bool:
    """Whether the first unit is a one-line lead-in of the model's and the second the original
    title — the line over the title is no new title (as a retitled article's line would be
    only when it reads like one: no lead-in words, no closing emoji or colon)."""
    first = second.partition("\n")[0]
    if not title.strip() or not same_text(clean_title(first, title)[0], title):
        return False
    line = top.strip()
    if "\n" in line or len(line) > 60 or any(similarity(line, p) >= MATCH for p in body_paragraphs):
        return False
    return bool(_LEAD_IN.search(line) or _ABOUT_REPLY.search(line))


def _new_title(units: Sequence[str], title: str, body_paragraphs: Sequence[str]) -> str | None:
    """A retitled article: a short first line that is no paragraph of the body."""
    if len(units) < 2 or "\n" in units[0].strip():
        return None
    if is_placeholder(units[0]) and not units[0].lstrip().startswith("<!--"):
        return None  # "(unchanged)" stands for the first paragraph, it titles nothing
    line = units[0].strip()
    like_body = max((similarity(line, p) for p in body_paragraphs), default=0.0)
    # "Old Headline This April": the old title reworded reads as a title, not as a paragraph.
    retitled = similarity(line, title) >= MATCH and similarity(line, title) > like_body
    if like_body >= MATCH and not retitled and not _title_over_body(line, units, body_paragraphs):
        return None
    if len(line) > max(120, 3 * len(title)) and not _overlong_title(line, units, body_paragraphs):
        return None
    if any(same_text(line, row) for p in body_paragraphs for row in p.split("\n")):
        return None  # a line of the article (a question heading in a FAQ), not a new title
    if line.endswith((".", "。", ":", "：", ";", "；", ",", "，", "、")) and not title.endswith(
        line[-1]
    ):
        return None  # a sentence, or an item of a list, not a headline
    if line.endswith(("!", "！", "?", "？")) and not title.endswith(line[-1]):
        # A headline may ask or exclaim ("Why Is the Sky Blue?") when it stands where the
        # title stood: the rest lines up with the body, or it reads like the old title.
        fits = len(units) == len(body_paragraphs) + 1 or similarity(line, title) >= 0.4
        if not (fits or _headline(line, units[1:])):
            return None
    return clean_title(line, title)[0]


def _title_over_body(line: str, units: Sequence[str], body_paragraphs: Sequence[str]) -> bool:
    """A first line like a paragraph of the body that still reads as a title over it."""
    return _headline_of(line, units, body_paragraphs) or _beside_its_look_alike(
        line, units[1:], body_paragraphs
    )


def _beside_its_look_alike(line: str, rest: Sequence[str], body_paragraphs: Sequence[str]) -> bool:
    """Whether the body paragraph a first line looks like ("The Bus That Never Was" like "The
    bus never came.") is given again below it, closer: the line is then no paragraph of the
    body but a new title over it."""
    alike = max(body_paragraphs, key=lambda p: similarity(line, p))
    return any(similarity(unit, alike) > similarity(line, alike) for unit in rest)


def _headline_of(line: str, units: Sequence[str], body_paragraphs: Sequence[str]) -> bool:
    """A short line standing where the title stands, in words of a paragraph below it ("By the
    1990s It Had Silted Up" over the whole body): the rest lines up with the body paragraph for
    paragraph, and the line is a fragment no sentence ends, well short of the paragraph."""
    if len(units) != len(body_paragraphs) + 1 or re.search(r"[.!?;](?:\s|$)|[。！？；,，、]", line):
        return False
    like = max(body_paragraphs, key=lambda p: similarity(line, p))
    return len(line) <= 0.7 * len(like.strip()) and len(line) <= 80


def _overlong_title(line: str, units: Sequence[str], body_paragraphs: Sequence[str]) -> bool:
    """A first line too long for a headline that still stands where the title stands: the
    rest lines up with the body paragraph for paragraph, and the line is one run of words
    with no sentence ending inside or after it (a model's 600-character title, which the
    writer must hear about as a title, not as a paragraph added on top)."""
    if len(units) != len(body_paragraphs) + 1:
        return False
    return not re.search(r"[.!?。！？;；:：][\"'”’」』)）]*(?:\s|$)", line)


def _headline(line: str, rest: Sequence[str]) -> bool:
    """A short one-sentence line standing over paragraphs several times its length reads as a
    headline ("冬天为什么总被电一下？"), not as the first paragraph."""
    if len(line) > 40 or len(re.findall(r"[.!?。！？]+", line.rstrip(".!?。！？"))) > 0:
        return False
    return bool(rest) and sum(len(u) for u in rest) / len(rest) >= 3 * len(line)


def _headline_over_body(units: Sequence[str], index: int, body_paragraphs: Sequence[str]) -> bool:
    """A new title that merely starts like talk ("Sure Thing", "OK Computer", "Here's why
    version control matters"): one unpunctuated line right above the article's first
    paragraph, that speaks of no reply and holds words beyond an acknowledgement."""
    line = units[index].strip()
    if (
        index + 1 >= len(units)
        or not body_paragraphs
        or "\n" in line
        or len(line) > 120
        or line.rstrip("*_ ").endswith(tuple(".!?:;,。！？：；，…"))
        or similarity(units[index + 1], body_paragraphs[0]) < MATCH
        or _ABOUT_REPLY.search(line)
    ):
        return False
    ack = _ACK_WORDS.match(line)
    rest = line[ack.end() :] if ack else line
    if ack and re.match(r"\s*[,，!！.。:：;；-]", rest):
        return False  # "Sure, here you go", "OK - below"
    words = re.findall(r"[A-Za-z][\w'-]*|[\u4e00-\u9fff]+", rest)
    return any(w.lower() not in _FILLER or w[0].isupper() for w in words)


# What a preamble says about the reply; a headline does not.
_ABOUT_REPLY = re.compile(
    r"\b(?:revised|edited|updated|rewritten|polished|corrected|modified|requested|improved"
    r"|article|draft)\b|修改|改写|润色|调整|版本|文章|如下|以下|下面",
    re.IGNORECASE,
)
_ACK_WORDS = re.compile(
    r"^[*_\s]*(?:sure|certainly|of course|absolutely|okay|ok|alright|all right|great|got it"
    r"|done|gladly|here(?:'s| is| are)|好的|好吧|当然|没问题|明白|收到|可以)",
    re.IGNORECASE,
)
# Words that only fill out an acknowledgement ("Sure thing", "Here you go", "OK then").
_FILLER = frozenset(
    [
        "a",
        "an",
        "the",
        "it",
        "is",
        "are",
        "this",
        "that",
        "there",
        "here",
        "you",
        "we",
        "go",
        "goes",
        "thing",
        "things",
        "now",
        "then",
        "no",
        "problem",
        "let's",
        "lets",
        "see",
        "so",
        "well",
        "yes",
        "yeah",
    ]
)


def _without_repeated_title(
    units: list[str], title: str, body_paragraphs: Sequence[str]
) -> list[str]:
    """Drop a "# Title" line the model repeated at the top of the body."""
    if not units or not title.strip():
        return units
    first, _, rest = units[0].partition("\n")
    body_starts = body_paragraphs[0].partition("\n")[0] if body_paragraphs else ""
    if same_text(clean_title(first, title)[0], title) and not same_text(first, body_starts):
        return ([rest] if rest.strip() else []) + units[1:]
    return units


def _is_talk(unit: str, body_paragraphs: Sequence[str]) -> bool:
    if any(similarity(unit, p) >= MATCH for p in body_paragraphs):
        return False
    return is_chatter(unit) or _echoes_request(unit) or claims_edit(unit)


# The writer's suggestion repeated back before the article: "您希望：第一段开头加上…",
# "**Suggestion:** …", "> You asked: …", "Your request: …", "修改要求：…".
_ECHO = re.compile(
    r"^[>*_\s]*(?:(?:the |your |writer's )?(?:suggestion|request|instruction|task|brief)"
    r"|you (?:asked|want(?:ed)?)(?: (?:me )?(?:to|for))?|you'd like(?: me)? to|requested change"
    r"|(?:您|你)(?:的)?(?:要求|建议|需求|希望|想要?|的意思)(?:是)?|修改要求|修改需求|用户要求|需求)"
    r"[*_\s]*[:：]",
    re.IGNORECASE,
)


def _repeats_request(unit: str, asked: Sequence[str], body_paragraphs: Sequence[str]) -> bool:
    """Whether a unit is one of the writer's suggestions said back (quoted, labelled or not),
    not a paragraph of the article."""
    text = _ECHO.sub("", unit.strip().lstrip("> ")).strip().strip("*_\"“”「」'")
    if not text or "\n" in text or any(similarity(unit, p) >= MATCH for p in body_paragraphs):
        return False
    return any(similarity(text, suggestion) >= 0.8 for suggestion in asked)


def _echoes_request(unit: str) -> bool:
    """Whether a unit before the article repeats the writer's request back (one short line)."""
    text = unit.strip()
    return "\n" not in text and len(text) <= 300 and _ECHO.match(text) is not None
