"""A paragraph named by its place among paragraphs of one kind: 第一段引文 (the first quoted
passage, not paragraph 1), 第二段代码, "the second quote", "the first table". The count runs
over quotes (">" lines), code blocks (fences), tables ("|" rows), lists or headings alone
("the second heading", 第二个小标题: the heading's own line)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.mentions import EN_ORDINAL, ZH_NUM, zh_number
from app.editing.number_words import en_number
from app.editing.topic_words import holding_words

_KINDS = {
    "quote": re.compile(r"^[ \t]*>"),
    "code": re.compile(r"^[ \t]*(?:```|~~~)"),
    "table": re.compile(r"^[ \t]*\|"),
    "list": re.compile(r"^[ \t]*(?:[-*+•]|\d{1,3}[.)])[ \t]"),
    # a heading alone on its line: "## Prices", "**Prices**"
    "heading": re.compile(r"^[ \t]*(?:#{1,6}[ \t]+\S[^\n]*|\*\*[^*\n]{1,60}\*\*[ \t]*)$"),
}
KINDS = _KINDS
_ZH_KIND = {"引文": "quote", "引用": "quote", "引语": "quote", "引述": "quote", "代码": "code"}
_ZH_KIND |= {"表格": "table", "列表": "list", "清单": "list", "小标题": "heading"}
# 第二个引文, 第二条引语, 最后那个表格 (group 1 the number, group 2 "last", group 3 the kind)
_ZH = re.compile(
    rf"(?:第([0-9{ZH_NUM}]+)|(最后|末))(?:那|一)?(?:段|处|个|则|张|条|句)?({'|'.join(_ZH_KIND)})"
)
_EN_KIND = {"quote": "quote", "quotation": "quote", "blockquote": "quote", "code block": "code"}
_EN_KIND |= {"table": "table", "list": "list", "heading": "heading", "subheading": "heading"}
_EN = re.compile(
    rf"\b(?:the\s+)?({EN_ORDINAL}|last|final)\s+(?:block\s*)?({'|'.join(_EN_KIND)})s?\b"
    r"(?!\s+(?:of|in)\b)",
    re.IGNORECASE,
)


# What is under a heading named by its place: 第二个小标题下面的内容, "the part under the second
# heading" — the paragraphs of its section, not the heading's line.
_ZH_UNDER = re.compile(
    r"\s*(?:的)?(?:下面|下边|底下|之下|下方|下|那一?节|这一?节|那部分|这部分|部分)"
)
_EN_UNDER = re.compile(r"\b(?:under|below|beneath|following)\s+$", re.IGNORECASE)
# The paragraph after a quote, table or code block named by its place: 第二个引文后面那段评论,
# "the comment after the second quote" — the next block, not the one named.
_ZH_AFTER = re.compile(
    r"\s*(?:的)?(?:后面|下面|之后|后边|下边|底下|下方)(?:的)?(?:那|这)?一?(?:段|句)"
)
_EN_AFTER = re.compile(
    r"\b(?:paragraph|para|comment|commentary|text|line|bit|sentence|note|one|passage|remark)s?"
    r"\s+(?:(?:right|just|directly|immediately)\s+)?(?:after|under|below|beneath|following)\s+$",
    re.IGNORECASE,
)
_LAST_PLACE = -1  # "the last table", 最后那个表格


def nth_of_kind(suggestion: str, paragraphs: Sequence[str]) -> set[int] | None:
    """The paragraphs the suggestion names by their place among their kind, or None when it
    names none so (then 第一段 is paragraph 1). A place the article does not have names none."""
    named: list[tuple[int | None, str, bool, bool]] = [
        (
            _LAST_PLACE if m[2] else zh_number(m[1]),
            _ZH_KIND[m[3]],
            bool(_ZH_UNDER.match(suggestion, m.end())),
            bool(_ZH_AFTER.match(suggestion, m.end())),
        )
        for m in _ZH.finditer(suggestion)
    ]
    named += [
        (
            _LAST_PLACE if m[1].lower() in ("last", "final") else en_number(m[1]),
            _EN_KIND[m[2].lower()],
            bool(_EN_UNDER.search(suggestion[: m.start()])),
            bool(_EN_AFTER.search(suggestion[: m.start()])),
        )
        for m in _EN.finditer(suggestion)
    ]
    if not named:
        return None
    found: set[int] = set()
    for number, kind, under, after in named:
        of_kind = [i for i, p in enumerate(paragraphs) if _KINDS[kind].match(p)]
        if number == _LAST_PLACE and of_kind:
            number = len(of_kind)
        if number is None or not 0 < number <= len(of_kind):
            return None
        place = of_kind[number - 1]
        if kind == "heading":
            found |= _under(place, paragraphs) if under else {place}
        elif after and place + 1 < len(paragraphs):
            found.add(place + 1)
        else:
            found.add(place)
    return found


def _under(heading: int, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs under a heading, up to the next heading (the heading's own line when
    none is)."""
    out: set[int] = set()
    for index in range(heading + 1, len(paragraphs)):
        if _KINDS["heading"].match(paragraphs[index]):
            break
        out.add(index)
    return out or {heading}


# "the quote", "the headteacher's quote", 那句引语, 引用那段: the article's quote when it has
# one alone. Group 1: the words that say whose or which ("headteacher's").
_THE_QUOTE = re.compile(
    r"\bthe\s+((?:[\w’'-]+\s+){0,2}?)(?:quote|quotation|blockquote)\b(?!\s+marks?\b)"
    r"|引语|引文|(?:那|这)一?[句段]引用|引用(?:的)?那一?段"
    # 引用那句, 引用的那句话, 那句同学的话, 那句家长说的话: the quote named as the place itself
    # (那句感谢的话 is a sentence of thanks, no one's quoted words)
    r"|(?P<place>引用(?:的)?(?:那|这)一?句话?|(?:那|这)一?句[\u4e00-\u9fff]{0,6}?"
    r"(?:同学|家长|读者|邻居|老师|学员|居民|顾客|朋友|孩子|学生|老人|志愿者|嘉宾|观众|病人|患者"
    r"|街坊|游客|市民|网友|队员|会员)说?的话|(?:那|这)一?句[\u4e00-\u9fff]{1,6}?说的话)"
    # 社区主任那句话, 经理那句引言: the quote named by its speaker's role, which it holds
    r"|(?P<speaker>主任|经理|校长|院长|馆长|站长|所长|会长|主席|老板|店长|教练|队长|书记|园长"
    r"|负责人|主持人|老师|医生)的?(?:那|这)一?句(?:话|引言|引语)?",
    re.IGNORECASE,
)


def one_quote_named(suggestion: str, paragraphs: Sequence[str], named: set[int]) -> set[int]:
    """The article's one quote paragraph ("> …") when the suggestion names "the quote" and no
    other paragraph (or names it by whose it is, "the headteacher's quote", which the words
    of another paragraph may also hold); else an empty set."""
    match = _THE_QUOTE.search(suggestion)
    if match is None or (named and not match[1] and not match["place"] and not match["speaker"]):
        return set()
    quotes = {i for i, p in enumerate(paragraphs) if _KINDS["quote"].match(p)}
    if match["place"]:  # named as the place: whatever other paragraph its words hold
        return quotes if len(quotes) == 1 else set()
    if match["speaker"]:
        spoken = {i for i in quotes if match["speaker"] in paragraphs[i]}
        return spoken if len(spoken) == 1 else set()
    return quotes if len(quotes) == 1 and not quotes & named else set()


# A bold run-in label ("**Offer one:** …", "**开业福利二：**…") or a heading alone on its line.
_LABEL = re.compile(r"^\s*(?:\*\*([^*\n]{1,40})\*\*|#{1,6}\s+([^\n]{1,40})$)")
_EN_NTH_LABELLED = re.compile(rf"\b(?:the\s+)?({EN_ORDINAL}|last)\s+([a-z]{{3,}})\b", re.I)
_ZH_NTH_LABELLED = re.compile(rf"(?:第([0-9{ZH_NUM}]+)|(最后))一?个([\u4e00-\u9fff]{{1,6}})")


def nth_labelled(suggestion: str, paragraphs: Sequence[str]) -> set[int] | None:
    """The paragraph named by its place among those whose labels share a word: "the second
    offer" of **Offer one:** / **Offer two:** / **Bonus offer:**, 第一个福利 of **开业福利一：**…;
    None when the suggestion names none so (fewer than two labels say the word)."""
    labels = [
        (i, (m[1] or m[2]).lower()) for i, p in enumerate(paragraphs) if (m := _LABEL.match(p))
    ]
    if len(labels) < 2:
        return None
    for match in _EN_NTH_LABELLED.finditer(suggestion):
        kind = match[2].lower().removesuffix("s")
        holding = [i for i, label in labels if re.search(rf"\b{re.escape(kind)}s?\b", label)]
        if len(holding) >= 2:
            word = match[1].lower()
            return _nth(holding, len(holding) if word == "last" else en_number(word))
    for match in _ZH_NTH_LABELLED.finditer(suggestion):
        noun = match[3]
        for size in range(len(noun), 1, -1):
            holding = [i for i, label in labels if noun[:size] in label]
            if len(holding) >= 2:
                return _nth(holding, len(holding) if match[2] else zh_number(match[1]))
    return None


def _nth(holding: list[int], number: int | None) -> set[int] | None:
    return {holding[number - 1]} if number and 0 < number <= len(holding) else None


def labelled_kind(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs named by a word their bold labels share: "the offers" (every one of
    **Offer one:**, **Offer two:**, **Bonus offer:**), "the cake offer" (the one of them that
    speaks of cake); none when no word of two labels or more is said so, or the words before
    it name no one of them."""
    labels = [
        (i, (m[1] or m[2]).lower()) for i, p in enumerate(paragraphs) if (m := _LABEL.match(p))
    ]
    shared = {w for _, label in labels for w in re.findall(r"[a-z]{3,}", label)}
    for word in sorted(shared):
        holding = [i for i, label in labels if re.search(rf"\b{word}\b", label)]
        if len(holding) < 2:
            continue
        pattern = rf"\bthe\s+(?P<words>(?:[\w'-]+\s+){{0,3}}?)(?P<kind>{word})(?P<many>s)?\b"
        for match in re.finditer(pattern, suggestion, re.IGNORECASE):
            words = match["words"].strip()
            if not words and match["many"]:
                return set(holding)
            if words and not re.fullmatch(rf"{EN_ORDINAL}|last", words, re.IGNORECASE):
                held = holding_words(words, [paragraphs[i] for i in holding])
                if len(held) == 1:
                    return {holding[min(held)]}
    return set()
