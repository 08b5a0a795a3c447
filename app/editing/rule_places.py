"""A replace said for one paragraph, read by the rules editor (session 48, outside47 F9):
"把第二段里的“90”改成“95”", "第二段的“90公里”改成“95公里”", "在第二段把90改成95",
'In paragraph 2, replace "90" with "95"', 'Change "90 km" to "95 km" in the second paragraph'.

The place is one the rules already read ("paragraph 2", "the second paragraph", "the last
paragraph", 第二段, 最后一段, 倒数第二段, 首段: app/editing/rule_paragraphs.py), said before or
after the replace (or, in English, right after the words to change: 'replace "90" in
paragraph 2 with "95"'); what is left must be a replace the rules take whole, and it is then
made in that paragraph alone, as "Limit to" makes it. A place the rules cannot find ("in the
intro", 开头那句里) around a replace they take is answered with how to limit it:
`unplaced_hint`.

Pure: the caller passes the function that makes a replace within a span of the body.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

from app.domain.paragraph_places import numbered_paragraphs
from app.editing import units
from app.editing.rule_paragraphs import (
    PARAGRAPH_NAMED_EN,
    PARAGRAPH_NAMED_ZH,
    no_such_paragraph,
    paragraph_named,
)
from app.editing.rule_terms import RuleEdit

# Makes a replace (the suggestion without its place) within body[start:end]; None when the
# suggestion is not a replace the rules take whole.
Within = Callable[[tuple[int, int], str], RuleEdit | None]

_PLACE_EN = PARAGRAPH_NAMED_EN.pattern  # its number in group "p_…", as paragraph_named reads
_PLACE_ZH = PARAGRAPH_NAMED_ZH.pattern
# "In paragraph 2, replace …", "Within the last paragraph: change …"
_BEFORE_EN = re.compile(
    rf"^\s*(?:(?:only\s+)?(?:in|within|inside|for)\s+){_PLACE_EN}(?:\s+only)?\s*(?:[,:;—–-]\s*|\s+)",
    re.IGNORECASE,
)
# "… in the second paragraph", "…, only in paragraph 2.", "… (paragraph 2)". The patterns
# searched for at a message's end start where a run of space starts, never inside one (the
# same leftmost match): tried at every space of a long run, each read the rest of the run —
# 20,000 spaces in a message cost 20 s of the offline rules' CPU (tests/api/test_hostile_input).
_AFTER_EN = re.compile(
    rf"(?<!\s)(?:\s*,)?\s+(?:only\s+|just\s+)?(?:in|within|inside|of)\s+{_PLACE_EN}(?:\s+only)?\s*[.!]?\s*$",
    re.IGNORECASE,
)
_BRACKETED_EN = re.compile(
    rf"(?<!\s)\s*\((?:only\s+)?(?:in\s+)?{_PLACE_EN}(?:\s+only)?\)\s*[.!]?\s*$", re.IGNORECASE
)
# 'replace "90" in paragraph 2 with "95"': right after a quoted term, before with/to/by.
_BETWEEN_EN = re.compile(
    rf"(?<=[\"”’'])\s+(?:in|within|of)\s+{_PLACE_EN}(?=\s+(?:with|to|by|into|for)\b)",
    re.IGNORECASE,
)
# "把第二段里的…", "在第二段把…", "第二段的…", "第二段中，将…" (each run of space before the
# place read once, possessively: what follows each is no space, so no match is lost, and a
# message of 把 and 20,000 spaces is not split between them in every way, 8 s before)
_BEFORE_ZH = re.compile(
    rf"^\s*+(?P<verb>把|将)?\s*+(?:只|仅)?(?:在|于)?\s*+{_PLACE_ZH}\s*"
    r"(?:里面|里头|里边|当中|之中|中间|里|中|内)?\s*(?:的)?\s*[，,：:；;、]?\s*"
)
# "…，只改第二段", "…（第二段）", "…，在第二段里"
_AFTER_ZH = re.compile(
    rf"(?<!\s)\s*[，,；;、]\s*(?:只|仅|仅仅)?(?:在|改|限于|限)?\s*{_PLACE_ZH}\s*"
    r"(?:里面|里|中|内)?(?:的)?(?:就行了?|就好|即可)?\s*[。.！!]?\s*$"
)
_BRACKETED_ZH = re.compile(
    rf"(?<!\s)\s*[（(]\s*(?:只|仅)?(?:在|改)?\s*{_PLACE_ZH}\s*(?:里|中|内)?\s*[）)]\s*[。.]?\s*$"
)


@dataclass(frozen=True)
class Placed:
    """A suggestion read as a place and what to do there."""

    index: int  # the paragraph named: 1-based, or from the end (-1 the last)
    rest: str  # the suggestion without its place


def read_place(text: str, zh: bool) -> Placed | None:
    """The paragraph a suggestion names around what it asks, and what it asks; None when it
    names none in a place a replace is said with ("第二段太长了" is no place and a replace)."""
    if zh:
        before = _BEFORE_ZH.match(text)
        if before and before.end() < len(text):
            rest = (before["verb"] or "") + text[before.end() :]
            index = paragraph_named(before, True)
            return None if index is None else Placed(index, rest.strip())
        for pattern in (_AFTER_ZH, _BRACKETED_ZH):
            after = pattern.search(text)
            if after and after.start() > 0:
                index = paragraph_named(after, True)
                return None if index is None else Placed(index, text[: after.start()].strip())
        return None
    for pattern in (_BEFORE_EN, _BETWEEN_EN, _AFTER_EN, _BRACKETED_EN):
        found = pattern.search(text)
        if found is None:
            continue
        index = paragraph_named(found, False)
        if index is None:
            return None
        return Placed(index, (text[: found.start()] + text[found.end() :]).strip())
    return None


def paragraph_spans(body: str) -> list[tuple[int, int]]:
    """Where each paragraph is in `body`, as the writer numbers them (headings not counted, a
    fenced code block one, a table one: app/domain/paragraph_places.py)."""
    split = units.split_paragraphs(body)
    starts: list[int] = []
    at = len(split.lead)
    for index, text in enumerate(split.texts):
        starts.append(at)
        at += len(text) + (len(split.separators[index]) if index < len(split.separators) else 0)
    return [
        (starts[group[0]], starts[group[-1]] + len(split.texts[group[-1]]))
        for group in numbered_paragraphs(split.texts)
    ]


def replace_in_paragraph(
    title: str, body: str, text: str, zh: bool, within: Within
) -> RuleEdit | None:
    """The replace `text` asks for, made in the one paragraph it names; None when `text` is not
    a place and a replace the rules take."""
    placed = read_place(text, zh)
    if placed is None or not placed.rest:
        return None
    spans = paragraph_spans(body)
    position = len(spans) + placed.index + 1 if placed.index < 0 else placed.index
    if within((0, len(body)), placed.rest) is None:
        return None  # not a replace the rules take whole ("第二段里的英文都换成中文")
    if not 1 <= position <= len(spans):
        return RuleEdit(title, body, no_such_paragraph(placed.index, len(spans), zh), changed=False)
    result = within(spans[position - 1], placed.rest)
    if result is None:  # words the rules find elsewhere, not in that paragraph
        summary = (
            f"第 {position} 段里没有找到要改的词语，文章没有改动。"
            if zh
            else f"Found nothing to replace in paragraph {position}, so nothing changed."
        )
        return RuleEdit(title, body, summary, changed=False)
    summary = _summary(result.summary)
    if result.changed:
        where = f"（只改第 {position} 段。）" if zh else f" (Only in paragraph {position}.)"
        return RuleEdit(result.title, result.body, summary + where)
    # "Could not find "90" in the article." — it was looked for in that paragraph alone.
    said = summary.replace(" in the article.", f" in paragraph {position}.")
    said = said.replace("文章里没有找到", f"第 {position} 段里没有找到")
    if said == summary:
        said += (
            f"（只在第 {position} 段里找。）"
            if zh
            else f" (Only paragraph {position} was searched.)"
        )
    return RuleEdit(title, body, said, changed=False)


_LIMITED_NOTE = re.compile(
    r"\s*(?:（只在限定的部分里找。）|\(Only the part you limited it to was searched\.\))$"
)


def _summary(summary: str) -> str:
    return _LIMITED_NOTE.sub("", summary)


# A place the rules cannot find, around a replace: "In the intro, replace …", "… in the
# budget section", "把开头那句里的90改成95", "在结尾把…".
_SOME_PLACE_BEFORE_EN = re.compile(
    r"^\s*(?:in|within|inside)\s+(?P<place>(?:the\s+)?[\w'’ -]{2,40}?)\s*[,:;—–-]\s*", re.IGNORECASE
)
_SOME_PLACE_AFTER_EN = re.compile(
    r"(?<=[\"”’'\w])\s+(?:only\s+)?(?:in|within|inside)\s+"
    r"(?P<place>(?:the\s+)?[\w'’ -]{2,40}?)\s*[.!]?\s*$",
    re.IGNORECASE,
)
_NOT_A_PART_EN = re.compile(
    r"^(?:the\s+)?(?:whole\s+|entire\s+)?(?:article|text|body|title|headline|post|piece|draft|"
    r"story|essay|document)s?$|^(?:all|everywhere|every\s+place|both|it)$",
    re.IGNORECASE,
)
_SOME_PLACE_ZH = re.compile(
    r"^\s*(?P<verb>把|将)?\s*(?:在)?(?P<place>[^把将“”\"「」]{1,12}?)(?:里面|里|中|内)(?:的)?\s*[，,：:]?\s*"
)
_NOT_A_PART_ZH = re.compile(
    r"^(?:全文|全篇|文章?|正文|原文|标题|整篇|整篇文章|这篇文章|这篇|这|那)$"
)


def unplaced_hint(message: str, takes: Callable[[str], bool], zh: bool) -> str | None:
    """How to limit a replace said for a part the rules cannot find ("In the intro, replace "90"
    with "95""): the place's words and the replace to send with that part chosen under Limit to
    (只改); None when the message is no such thing. `takes(rest)`: whether the rules take the
    replace without its place."""
    text = message.strip()
    found: tuple[str, str] | None = None
    if zh:
        match = _SOME_PLACE_ZH.match(text)
        if match and not _NOT_A_PART_ZH.match(match["place"]):
            found = (match["place"], (match["verb"] or "") + text[match.end() :])
    else:
        for pattern in (_SOME_PLACE_BEFORE_EN, _SOME_PLACE_AFTER_EN):
            match = pattern.search(text)
            if match and not _NOT_A_PART_EN.match(match["place"].strip()):
                rest = text[: match.start()] + text[match.end() :]
                found = (match["place"].strip(), rest.strip())
                break
    if found is None or not found[1] or not re.search(r"[^\W\d_]", found[0]):
        return None
    if not takes(found[1]):
        return None
    place, rest = found
    if zh:
        return (
            f"Redline 正在离线运行，看不出“{place}”是文章的哪一部分，所以文章没有改动。"
            f"要只在那里替换，请在输入框旁的“只改”（限定范围）里选那一段，或选中那几句，再发送：{rest}"
        )
    return (
        f'Redline is running offline and cannot tell which part of the article "{place}" is, so '
        "the article is unchanged. To replace only there, choose that paragraph under Limit to "
        f"(beside the message box), or select the sentences, and send: {rest}\n"
        f"离线时看不出“{place}”是文章的哪一部分，所以文章没有改动。要只在那里替换，请在“只改”"
        f"（限定范围）里选那一段，或选中那几句，再发送：{rest}"
    )
