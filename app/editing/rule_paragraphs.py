"""The rules editor's paragraph rules: delete paragraphs ("delete paragraph 3", "删除第二、三段",
"delete the last two paragraphs") and swap two ("swap paragraphs 1 and 2", "交换第一段和第二段").

The writer numbers paragraphs as they see the article. One suggestion holding several steps
("删除第二段；删除第三段", "swap paragraphs 1 and 2, then delete paragraph 4") numbers every
step so — `Seen` says where each of the writer's paragraphs is once earlier steps moved or
deleted some — instead of counting again after each step (which deleted the writer's fourth
paragraph for "第三段" once the second was gone).
"""

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from app.domain.en_numbers import between
from app.domain.paragraph_places import heading_words, numbered_paragraphs
from app.domain.table_blocks import table_spans
from app.domain.text import join_paragraphs, split_paragraphs
from app.editing import units
from app.editing.rule_terms import RuleEdit, cn_number


@dataclass(frozen=True)
class Seen:
    """The paragraphs as the writer numbered them: for each, in their order, where it is in
    the article now (0-based), or None once a step deleted it."""

    now: tuple[int | None, ...]

    @classmethod
    def as_written(cls, paragraphs: Sequence[str]) -> "Seen":
        """As the writer numbers `paragraphs` (`paragraphs_of`): headings are not counted
        (app/domain/paragraph_places.py); an article of headings alone, block by block."""
        numbered = numbered_paragraphs(paragraphs)
        if not numbered:
            return cls(tuple(range(len(paragraphs))))
        return cls(tuple(group[0] for group in numbered))

    def after(self, order: Sequence[int]) -> "Seen":
        """Once a step arranged the paragraphs in `order` (indexes now; one left out is gone)."""
        where = {old: new for new, old in enumerate(order)}
        return Seen(tuple(None if at is None else where.get(at) for at in self.now))


# Paragraph references: "paragraph 3", "the 2nd paragraph", "the last paragraph", "第三段".
# fmt: off
_EN_NUMBERS = between(1, 20)
_EN_ORDINALS = {
    word: n
    for n, word in enumerate(
        (
            "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
            "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth",
            "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth",
        ),
        start=1,
    )
}
# fmt: on
_EN_FROM_END = {
    "last": -1,
    "final": -1,
    "penultimate": -2,
    "second to last": -2,
    "second-to-last": -2,
    "next to last": -2,
}
_EN_WORDS = "|".join(sorted(_EN_NUMBERS, key=len, reverse=True))
_EN_ORDS = "|".join(sorted([*_EN_ORDINALS, *_EN_FROM_END], key=len, reverse=True)).replace(
    " ", r"\s+"
)


def _en_ref(group: str) -> str:
    """A pattern naming one paragraph; the number lands in group `group`."""
    return (
        r"(?:the\s+)?(?:"
        rf"(?:paragraph|para|¶)\s*(?:no\.?\s*|number\s+|#\s*)?(?P<{group}_n>\d+|{_EN_WORDS})"
        rf"|(?P<{group}_o>\d+(?:st|nd|rd|th)|{_EN_ORDS})\s+(?:paragraph|para)"
        r")"
    )


def _en_swap_ref(group: str) -> str:
    """Looser than `_en_ref`: "paragraphs 1 and 2", "the first and third paragraphs"."""
    return (
        r"(?:the\s+)?(?:(?:paragraph|para)\s*(?:no\.?\s*|number\s+|#\s*)?)?"
        rf"(?P<{group}_n>\d+(?:st|nd|rd|th)?|{_EN_WORDS}|{_EN_ORDS})(?:\s+paragraphs?)?"
    )


def _en_index(match: re.Match[str], group: str) -> int | None:
    groups = match.groupdict()
    return en_paragraph_number(groups.get(f"{group}_n") or groups.get(f"{group}_o") or "")


def en_paragraph_number(word: str) -> int | None:
    """A paragraph's number written in English: 3, 3rd, three, third, last (-1)."""
    word = " ".join(word.lower().split())
    if word in _EN_FROM_END:
        return _EN_FROM_END[word]
    digits = re.match(r"\d+", word)
    if digits:  # no article has a billion paragraphs (and int() refuses 4,300 digits)
        return int(digits.group()) if len(digits.group()) <= 9 else None
    return _EN_NUMBERS.get(word) or _EN_ORDINALS.get(word)


_ZH_NUMERAL = r"[0-9]+|[零〇一二两三四五六七八九十]+"


def _zh_ref(group: str) -> str:
    return (
        r"(?:"
        rf"第\s*(?P<{group}_n>{_ZH_NUMERAL})\s*(?:个)?段(?:落)?"
        rf"|倒数第\s*(?P<{group}_b>{_ZH_NUMERAL})\s*(?:个)?段(?:落)?"
        rf"|(?P<{group}_l>最后|最末|末尾)(?:一|1)?(?:个)?段(?:落)?|(?P<{group}_e>末段|尾段)"
        rf"|(?P<{group}_f>首段|开头一段|开头那段)"
        r")"
    )


def _zh_index(match: re.Match[str], group: str) -> int | None:
    if match.group(f"{group}_n"):
        return cn_number(match.group(f"{group}_n"))
    if match.group(f"{group}_b"):
        back = cn_number(match.group(f"{group}_b"))
        return -back if back else None
    if match.group(f"{group}_l") or match.group(f"{group}_e"):
        return -1
    return 1


# One paragraph named anywhere in a sentence ("shorten the third paragraph", 第三段太长了), for
# callers that read a suggestion the rules do not take (missing_paragraph.py).
PARAGRAPH_NAMED_EN = re.compile(r"\b" + _en_ref("p") + r"\b", re.IGNORECASE)
PARAGRAPH_NAMED_ZH = re.compile(_zh_ref("p"))


def paragraph_named(match: re.Match[str], zh: bool) -> int | None:
    """The paragraph a PARAGRAPH_NAMED_* match names: 1-based, or from the end (-1 the last)."""
    return _zh_index(match, "p") if zh else _en_index(match, "p")


def _position(index: int, count: int) -> int | None:
    """1-based position from a 1-based or from-the-end (negative) index; None if outside."""
    position = count + index + 1 if index < 0 else index
    return position if 1 <= position <= count else None


def no_such_paragraph(index: int, count: int, zh: bool) -> str:
    if zh:
        where = f"倒数第 {-index} 段" if index < 0 else f"第 {index} 段"
        return f"文章只有 {count} 段，没有{where}。" if count else "文章没有段落。"
    if not count:
        return "The article has no paragraphs."
    where = f"paragraph {-index} from the end" if index < 0 else f"paragraph {index}"
    has = "only one paragraph" if count == 1 else f"only {count} paragraphs"
    return f"The article has {has}, so there is no {where}."


_DELETE_EN = re.compile(
    r"^(?:delete|remove|drop|cut|get\s+rid\s+of|take\s+out|lose)\s+"
    + _en_ref("p")
    + r"(?:\s+(?:entirely|completely|altogether))?$",
    re.IGNORECASE,
)
_DELETE_VERB_ZH = r"(?:删除|删掉|删去|删了|去掉|去除|移除|拿掉|去了|不要了|删)"
_DELETE_ZH = [
    re.compile(
        r"^(?:把|将)?" + _zh_ref("p") + r"(?:给)?(?:整个|整段|全部)?" + _DELETE_VERB_ZH + "$"
    ),
    re.compile(r"^" + _DELETE_VERB_ZH + r"(?:掉)?" + _zh_ref("p") + "$"),
]


def paragraphs_of(body: str) -> list[str]:
    """The body's paragraphs as the rules count them; a body whose paragraphs end in old Mac
    line endings ("\r\r") or the Unicode paragraph separator is split as the judge splits it,
    not read as one paragraph; a fenced code block with blank lines in it is one paragraph."""
    if "\u2029" in body or re.search(r"\r(?!\n)", body) or units.FENCE.search(body):
        return [text.strip() for text in _split(body).texts if text.strip()]
    return split_paragraphs(body)


def _split(body: str) -> units.Paragraphs:
    """The body's lossless split (app/editing/units.py), a fenced code block that holds blank
    lines kept as one paragraph (`units.fence_groups`): deleting or swapping half of one left
    its other fence behind, and the rest of the article read as code."""
    split = units.split_paragraphs(body)
    groups = units.fence_groups(split.texts)
    texts = [
        "".join(split.texts[i] + (split.separators[i] if i != group[-1] else "") for i in group)
        for group in groups
    ]
    separators = [split.separators[group[-1]] for group in groups[:-1]]
    return units.Paragraphs(texts, separators, split.lead, split.tail)


def _rearranged(body: str, paragraphs: list[str], order: list[int]) -> str:
    """The body with its paragraphs in `order` (indexes; one left out is deleted), keeping the
    writer's own bytes: the breaks between them (one line break in an article written one
    paragraph a line, a blank line elsewhere) and each paragraph's indentation. A body the
    lossless split reads otherwise is joined plainly."""
    split = _split(body)
    # Compared with their line endings made one: a CRLF article's paragraphs hold "\r\n" in
    # the lossless split, "\n" in the plain one — and were joined plainly, losing every CR.
    if [_lf(text.strip()) for text in split.texts] != [_lf(p) for p in paragraphs]:
        return join_paragraphs([paragraphs[i] for i in order])
    texts = [split.texts[i] for i in order]
    # Drop the break after a deleted paragraph (before it, for the last one).
    separators = list(split.separators)
    for gone in sorted(set(range(len(paragraphs))) - set(order), reverse=True):
        del separators[min(gone, len(separators) - 1)]
    return units.Paragraphs(texts, _no_glue(texts, separators), split.lead, split.tail).join()


def _no_glue(texts: list[str], separators: list[str]) -> list[str]:
    """In an article of blank lines, a table may be glued to a line of prose by one line
    break (app/domain/table_blocks.py): once a table is deleted or moved, such a break left
    between two paragraphs of prose would make them one; it becomes the article's blank line."""
    wide = [separator for separator in separators if _breaks(separator) >= 2]
    if not wide:
        return separators
    blank = max(set(wide), key=wide.count)
    return [
        blank
        if _breaks(separator) < 2 and not (table_spans(texts[i]) or table_spans(texts[i + 1]))
        else separator
        for i, separator in enumerate(separators)
    ]


def _breaks(separator: str) -> int:
    """How many line breaks a separator holds (a blank line: two)."""
    return len(re.findall(r"\r\n|[\r\n\u2029]", separator))


def _lf(text: str) -> str:
    return text.replace("\r\n", "\n")


_SWAP_EN = re.compile(
    r"^(?:swap|switch|exchange|interchange|trade)\s+(?:the\s+)?(?:paragraphs?\s+)?"
    + _en_swap_ref("a")
    + r"\s+(?:and|with)\s+"
    + _en_swap_ref("b")
    + "$",
    re.IGNORECASE,
)
_SWAP_VERB_ZH = r"(?:交换|调换|互换|对调|换一下|颠倒)"
_SWAP_ZH = re.compile(
    r"^(?:把|将)?(?P<verb1>"
    + _SWAP_VERB_ZH
    + r")?(?:一下)?"
    + _zh_ref("a")
    + r"(?:和|与|跟|同|、)"
    + _zh_ref("b")
    + r"(?:的)?(?:位置)?(?P<verb2>"
    + _SWAP_VERB_ZH
    + r")?(?:一下)?(?:位置|顺序)?$"
)


# Several paragraphs at once: "delete paragraphs 2 and 3", "delete paragraphs 2-4", "delete the
# second and third paragraphs", "delete the last two paragraphs"; "删除第二、三段",
# "第2段和第3段删掉", "删掉第2到4段", "去掉最后两段", "删掉前两段".
_EN_ONE = rf"(?:\d+(?:st|nd|rd|th)?|{_EN_WORDS}|{_EN_ORDS})"
_EN_AND = r"\s*(?:,\s*and|,|and|&)\s*"
_EN_TO = r"\s*(?:-|–|—|to|through|thru)\s*"
_DELETE_MANY_EN = re.compile(
    r"^(?:delete|remove|drop|cut|get\s+rid\s+of|take\s+out|lose)\s+(?:the\s+)?(?:"
    rf"(?:paragraphs|paras)\s+(?:nos?\.?\s*)?(?P<list>{_EN_ONE}(?:{_EN_AND}{_EN_ONE})+)"
    rf"|(?:paragraphs|paras)\s+(?P<from>{_EN_ONE}){_EN_TO}(?P<to>{_EN_ONE})"
    rf"|(?P<olist>{_EN_ONE}(?:{_EN_AND}{_EN_ONE})+)\s+(?:paragraphs|paras)"
    rf"|(?P<edge>first|last|final)\s+(?P<k>\d+|{_EN_WORDS})\s+(?:paragraphs|paras)"
    r")(?:\s+(?:entirely|completely|altogether))?$",
    re.IGNORECASE,
)
_ZH_ONE = rf"第?\s*(?:{_ZH_NUMERAL})\s*(?:个)?(?:段(?:落)?)?"
_ZH_AND = r"\s*(?:、|和|与|跟|及|以及|,|，)\s*"
_ZH_TO = r"\s*(?:到|至|-|–|—|~|～)\s*"
_ZH_MANY = (
    rf"(?:(?P<list>第\s*(?:{_ZH_NUMERAL})\s*(?:个)?(?:段(?:落)?)?(?:{_ZH_AND}{_ZH_ONE})+)"
    rf"|(?P<from>第\s*(?:{_ZH_NUMERAL})\s*(?:段)?){_ZH_TO}(?P<to>{_ZH_ONE})"
    rf"|(?P<edge>最后|末尾|最末|后|前|开头)\s*(?P<k>{_ZH_NUMERAL})\s*(?:个)?段(?:落)?)"
)
_DELETE_MANY_ZH = [
    re.compile(
        r"^(?:把|将)?"
        + _ZH_MANY
        + r"(?:都|给)?(?:整个|整段|全部|全)?(?:都)?"
        + _DELETE_VERB_ZH
        + "$"
    ),
    re.compile(r"^" + _DELETE_VERB_ZH + r"(?:掉)?" + _ZH_MANY + "$"),
]


def _asked_one(text: str, zh: bool) -> int | None:
    """The paragraph "delete paragraph 3" names (1-based, or from the end: -1 the last)."""
    if zh:
        match = next((m for p in _DELETE_ZH if (m := p.match(text))), None)
        return _zh_index(match, "p") if match else None
    match = _DELETE_EN.match(text)
    return _en_index(match, "p") if match else None


def _zh_number(word: str) -> int | None:
    return cn_number(re.sub(r"[第个段落\s]", "", word))


def _asked_many(text: str, zh: bool) -> list[int] | None:
    """The paragraphs "delete paragraphs 2 and 3" names, in the writer's numbering."""
    number: Callable[[str], int | None]
    if zh:
        match = next((m for p in _DELETE_MANY_ZH if (m := p.match(text))), None)
        number, joiner = _zh_number, _ZH_AND
    else:
        match = _DELETE_MANY_EN.match(text)
        number, joiner = en_paragraph_number, _EN_AND
    if not match:
        return None
    listed = match.group("list") or (None if zh else match.group("olist"))
    if listed:
        found = [number(word) for word in re.split(joiner, listed, flags=re.IGNORECASE)]
        return None if None in found else [n for n in found if n is not None]
    if match.group("from"):
        start, end = number(match.group("from")), number(match.group("to"))
        if start is None or end is None or not 0 < start < end or end - start > 1000:
            return None
        return list(range(start, end + 1))
    k = number(match.group("k"))
    if not k or k > 1000:
        return None
    from_end = match.group("edge").lower() in ("last", "final", "最后", "末尾", "最末", "后")
    return list(range(-k, 0)) if from_end else list(range(1, k + 1))


def _listed(positions: list[int], zh: bool) -> str:
    if zh:
        return "、".join(str(p) for p in positions)
    words = [str(p) for p in positions]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def delete_paragraph(
    title: str, body: str, text: str, zh: bool, seen: Seen | None = None
) -> RuleEdit | None:
    """Delete the paragraphs the suggestion names, counted as the writer counted them."""
    one = _asked_one(text, zh)
    indexes = [one] if one is not None else _asked_many(text, zh)
    if not indexes:
        return None
    paragraphs = paragraphs_of(body)
    count = len(paragraphs)
    seen = seen or Seen.as_written(paragraphs)
    whole = len(seen.now)  # paragraphs in the article the writer saw
    positions = [_position(index, whole) for index in indexes]
    for index, position in zip(indexes, positions, strict=True):
        if position is None:
            return RuleEdit(title, body, no_such_paragraph(index, whole, zh), changed=False)
    asked = sorted({p for p in positions if p is not None})
    now = [seen.now[p - 1] for p in asked]
    if None in now:
        gone = _listed([p for p, at in zip(asked, now, strict=True) if at is None], zh)
        return RuleEdit(title, body, _already_deleted(gone, zh), changed=False)
    left = set(range(count)) - set(now)
    if not left or all(heading_words(paragraphs[i]) is not None for i in left):
        return RuleEdit(title, body, _left_empty(len(now), zh), changed=False)
    order = [i for i in range(count) if i not in now]
    if zh:
        summary = f"已删除第 {_listed(asked, True)} 段（原共 {whole} 段）。"
    elif len(asked) == 1:
        summary = f"Deleted paragraph {asked[0]} of {whole}."
    else:
        summary = f"Deleted paragraphs {_listed(asked, False)} of {whole}."
    return RuleEdit(title, _rearranged(body, paragraphs, order), summary, order=order)


def _already_deleted(listed: str, zh: bool) -> str:
    if zh:
        return f"第 {listed} 段已经删掉了。"
    if " " in listed:
        return f"Paragraphs {listed} are already deleted."
    return f"Paragraph {listed} is already deleted."


def _left_empty(count: int, zh: bool) -> str:
    if count == 1:
        return (
            "文章只有一段，删掉它文章就空了。"
            if zh
            else "The article has only one paragraph; deleting it would leave it empty."
        )
    return "删掉这些段落，文章就空了。" if zh else "Deleting those would leave the article empty."


def swap_paragraphs(
    title: str, body: str, text: str, zh: bool, seen: Seen | None = None
) -> RuleEdit | None:
    """Swap the two paragraphs the suggestion names, counted as the writer counted them."""
    if zh:
        match = _SWAP_ZH.match(text)
        if not match or not (match.group("verb1") or match.group("verb2")):
            return None
        first, second = _zh_index(match, "a"), _zh_index(match, "b")
    else:
        match = _SWAP_EN.match(text)
        if not match or "para" not in text.lower():
            return None
        first, second = _en_index(match, "a"), _en_index(match, "b")
    if first is None or second is None:
        return None
    paragraphs = paragraphs_of(body)
    count = len(paragraphs)
    seen = seen or Seen.as_written(paragraphs)
    whole = len(seen.now)
    a, b = _position(first, whole), _position(second, whole)
    if a is None or b is None:
        missing = first if a is None else second
        return RuleEdit(title, body, no_such_paragraph(missing, whole, zh), changed=False)
    if a == b:
        summary = (
            "这是同一段，无需交换。" if zh else "Those are the same paragraph; nothing to swap."
        )
        return RuleEdit(title, body, summary, changed=False)
    a, b = sorted((a, b))
    at_a, at_b = seen.now[a - 1], seen.now[b - 1]
    if at_a is None or at_b is None:
        gone = _listed([p for p, at in ((a, at_a), (b, at_b)) if at is None], zh)
        return RuleEdit(title, body, _already_deleted(gone, zh), changed=False)
    order = list(range(count))
    order[at_a], order[at_b] = order[at_b], order[at_a]
    summary = f"已交换第 {a} 段和第 {b} 段。" if zh else f"Swapped paragraphs {a} and {b}."
    return RuleEdit(title, _rearranged(body, paragraphs, order), summary, order=order)
