"""What a suggestion targets: some paragraphs, some sentences, the title, or the whole article.

Everything outside the scope must stay as the writer had it, so the judge compares a reply
with the original only there. Read in English and Chinese; when no target is named the
suggestion is global ("make it livelier", "更口语化一点").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from app.editing.units import Paragraphs, sentence_spans

_EN_NUMBER = {
    "first": 1, "one": 1, "1st": 1, "second": 2, "two": 2, "2nd": 2, "third": 3, "three": 3,
    "3rd": 3, "fourth": 4, "four": 4, "4th": 4, "fifth": 5, "five": 5, "5th": 5, "sixth": 6,
    "six": 6, "6th": 6, "seventh": 7, "seven": 7, "7th": 7, "eighth": 8, "eight": 8, "8th": 8,
    "ninth": 9, "nine": 9, "9th": 9, "tenth": 10, "ten": 10, "10th": 10,
}  # fmt: skip
_EN_WORD = r"(?:\d+(?:st|nd|rd|th)?|" + "|".join(_EN_NUMBER) + ")"
_PARA = r"(?:paragraphs?|paras?|¶|stanzas?|sections?|verses?)"
_EN_AFTER = re.compile(
    rf"\b{_PARA}\s*(?:#|no\.?\s*)?({_EN_WORD}(?:\s*(?:,|and|&|-|–|to)\s*{_EN_WORD})*)\b", re.I
)
_EN_ORDINAL = (
    r"(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)"
)
_EN_BEFORE = re.compile(rf"\b(?:the\s+)?({_EN_ORDINAL})\s+{_PARA}", re.I)
_EN_LAST = re.compile(
    rf"\b(?:the\s+)?(last|final|closing|concluding|penultimate|second[- ]to[- ]last|"
    rf"opening|first|intro(?:duction|ductory)?|conclusion|ending|outro)\b(?:\s+{_PARA})?",
    re.I,
)
_EN_PAIR = re.compile(
    rf"\b(first|last|final|opening|closing)\s+(?:and|&)\s+(?:the\s+)?(first|last|final|closing)\s+{_PARA}",
    re.I,
)
_EN_EDGE_RUN = re.compile(rf"\b(first|last|final|opening|closing)\s+({_EN_WORD})\s+{_PARA}", re.I)
_ZH_NUM = "零〇一二两三四五六七八九十"
_ZH_PARA = re.compile(
    rf"(倒数)?第([0-9{_ZH_NUM}]+(?:[、,，和及与至到-][0-9{_ZH_NUM}]+)*)(?:个)?(?:自然)?[段节]"
)
_ZH_EDGE = re.compile(
    r"(最后一段|最后那段|末段|尾段|结尾段?|结语|最后一部分|首段|开头段?|开篇|第一部分|引言|导语)"
)
_TITLE = re.compile(r"\b(?:title|headline|heading|retitle|rename)\b|标题|题目", re.I)
_GLOBAL = re.compile(
    r"\b(?:whole|entire|throughout|every(?:where| paragraph)|all (?:the )?paragraphs|"
    r"the (?:article|piece|essay|post|text|story|poem)|overall|translate|translation)\b"
    r"|全文|整篇|通篇|全篇|每一?段|所有段落|整体|翻译|译成|译为",
    re.I,
)
_TRANSLATE = re.compile(
    r"\btranslat\w*|\b(?:in|into|to) (?:english|chinese|mandarin|spanish|french|german|japanese)\b"
    r"|翻译|译成|译为|改成(?:英文|中文|英语)|用(?:英文|英语|中文)",
    re.I,
)
_SHORTEN = re.compile(
    r"缩短|缩减|精简|简化|删|去掉|去除|拿掉|砍|压缩|简短|简洁|短一点|短一些|短些|短点|更短"
    r"|概括|总结|摘要|减少|太长|过长|冗长|啰嗦|只保留|只留|字以内|字之内"
    r"|\b(?:shorten\w*|shorter|cut(?:s|ting)?|trim\w*|delet\w*|remov\w*|drop\w*|condens\w*"
    r"|summari[sz]\w*|summary|brief\w*|concise\w*|tighten\w*|reduc\w*|abridg\w*"
    r"|compress\w*|omit\w*|prun\w*|get rid of|too long|wordy|verbose|fewer words"
    r"|keep only|only keep|boil (?:it )?down|under \d+ words|in \d+ words)\b",
    re.I,
)
_ADD = re.compile(
    r"\b(?:add|append|insert|extend|expand|continue|split|break (?:it|.{0,20}) into|new paragraph"
    r"|conclusion|ending|closing)\b|加|添|补充|增加|扩写|续写|拆成|分成|结尾",
    re.I,
)
_QUOTED = re.compile(
    r"\"([^\"\n]+)\"|“([^”\n]+)”|「([^」\n]+)」|『([^』\n]+)』|‘([^’\n]+)’|(?<![A-Za-z])'([^'\n]+)'(?![A-Za-z])"
)


@dataclass(frozen=True)
class Scope:
    """What may change. `paragraphs` and `sentences` are 0-based indices into the body's
    paragraphs (sentences as (paragraph, sentence) pairs); `whole` means everything."""

    whole: bool = False
    title: bool = False
    paragraphs: frozenset[int] = frozenset()
    sentences: frozenset[tuple[int, int]] = frozenset()
    shorten: bool = False
    translate: bool = False
    adds: bool = False
    notes: tuple[str, ...] = field(default=())

    def covers(self, paragraph: int) -> bool:
        """Whether the whole of this paragraph may change."""
        return self.whole or paragraph in self.paragraphs

    def touches(self, paragraph: int) -> bool:
        """Whether any of this paragraph may change (the whole of it, or some sentences)."""
        return self.covers(paragraph) or any(p == paragraph for p, _ in self.sentences)

    @property
    def targeted(self) -> bool:
        return not self.whole


def scope_of(suggestions: Sequence[str], title: str, paragraphs: Paragraphs) -> Scope:
    """The union of what each suggestion targets (a deferred one plus the new one, say)."""
    count = len(paragraphs.texts)
    whole = False
    wants_title = False
    chosen: set[int] = set()
    sentences: set[tuple[int, int]] = set()
    joined = "\n".join(suggestions)
    for suggestion in suggestions:
        named = _named_paragraphs(suggestion, count)
        quoted = _quoted_sentences(suggestion, paragraphs)
        mentions_title = bool(_TITLE.search(suggestion)) or _quotes_title(suggestion, title)
        wants_title = wants_title or mentions_title
        if _GLOBAL.search(suggestion) and not named:
            whole = True
        elif named or quoted:
            chosen |= named
            sentences |= quoted
        elif not mentions_title:
            whole = True
    return Scope(
        whole=whole,
        title=whole or wants_title,
        paragraphs=frozenset(chosen),
        sentences=frozenset(sentences),
        shorten=bool(_SHORTEN.search(joined)),
        translate=bool(_TRANSLATE.search(joined)),
        adds=bool(_ADD.search(joined)),
    )


def asks_to_shorten(suggestions: Sequence[str]) -> bool:
    """Whether any suggestion asks to shorten, cut, delete, condense or summarize (EN or ZH)."""
    return any(_SHORTEN.search(suggestion) for suggestion in suggestions)


def _named_paragraphs(text: str, count: int) -> set[int]:
    found: set[int] = set()
    for match in _EN_AFTER.finditer(text):
        for word in re.split(r"\s*(?:,|and|&)\s*", match[1]):
            span = re.split(r"\s*(?:-|–|to)\s*", word)
            numbers = [_en_number(w) for w in span]
            if all(n is not None for n in numbers) and numbers:
                low, high = numbers[0], numbers[-1]
                found.update(range(low - 1, high))  # type: ignore[operator]
    for match in _EN_BEFORE.finditer(text):
        number = _en_number(match[1])
        if number is not None:
            found.add(number - 1)
    for match in _EN_LAST.finditer(text):
        word = match[1].lower()
        if word in ("last", "final", "closing", "concluding", "conclusion", "ending", "outro"):
            found.add(count - 1)
        elif word in ("penultimate", "second-to-last", "second to last"):
            found.add(count - 2)
        elif match[0].lower().endswith(("paragraph", "para", "paragraphs")) or word.startswith(
            ("intro", "opening")
        ):
            found.add(0)
    for match in _EN_PAIR.finditer(text):
        for word in (match[1], match[2]):
            found.add(0 if word.lower() in ("first", "opening") else count - 1)
    for match in _EN_EDGE_RUN.finditer(text):
        size = _en_number(match[2]) or 0
        if match[1].lower() in ("first", "opening"):
            found.update(range(0, size))
        else:
            found.update(range(count - size, count))
    for match in _ZH_PARA.finditer(text):
        numbers = [_zh_number(n) for n in re.split(r"[、,，和及与]", match[2])]
        ranged = re.split(r"[至到-]", match[2])
        if len(ranged) == 2:
            low, high = _zh_number(ranged[0]), _zh_number(ranged[1])
            numbers = list(range(low, high + 1)) if low and high else []
        for number in numbers:
            if number:
                found.add(count - number if match[1] else number - 1)
    for match in _ZH_EDGE.finditer(text):
        word = match[1]
        if word.startswith(("最后", "末", "尾", "结")):
            found.add(count - 1)
        else:
            found.add(0)
    return {index for index in found if 0 <= index < count}


def _quoted_sentences(text: str, paragraphs: Paragraphs) -> set[tuple[int, int]]:
    """(paragraph, sentence) pairs holding a quoted phrase of the suggestion."""
    found: set[tuple[int, int]] = set()
    for match in _QUOTED.finditer(text):
        phrase = next(group for group in match.groups() if group)
        if len(phrase.strip()) < 2:
            continue
        for index, paragraph in enumerate(paragraphs.texts):
            start = paragraph.find(phrase)
            while start >= 0:
                for number, (s_start, s_end) in enumerate(sentence_spans(paragraph)):
                    if s_start <= start < s_end or (start < s_start < start + len(phrase)):
                        found.add((index, number))
                start = paragraph.find(phrase, start + 1)
    return found


def _quotes_title(text: str, title: str) -> bool:
    return any(
        (phrase := next(g for g in m.groups() if g)) and phrase in title and len(phrase) > 1
        for m in _QUOTED.finditer(text)
    )


def _en_number(word: str) -> int | None:
    word = word.strip().lower()
    if word in _EN_NUMBER:
        return _EN_NUMBER[word]
    digits = re.match(r"\d+", word)
    return int(digits[0]) if digits else None


def _zh_number(text: str) -> int | None:
    text = text.strip()
    if text.isdigit():
        return int(text)
    digits = dict(
        zip("零〇一二两三四五六七八九", (0, 0, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9), strict=True)
    )
    if not text or any(c not in digits and c != "十" for c in text):
        return None
    if "十" not in text:
        return digits[text] if len(text) == 1 else None
    tens, _, ones = text.partition("十")
    return (digits[tens] if tens else 1) * 10 + (digits[ones] if ones else 0)
