"""Paragraphs a reply put in another place: moves the writer asked for ("Move the parking
paragraph to the end", "Swap paragraphs 2 and 3", 把最后一段移到开头, 第二段和第三段对调) are
applied; moves nobody asked for are undone, so the writer's order stays and the move is only
offered.

A reply is lined up with the original in order (app/editing/align.py), so a paragraph that
moved is left unpaired where it now stands and where it stood. `moved_units` pairs the two
again; `arranged` orders the article's paragraphs: the ones the suggestion may move go where
the reply put them, every other keeps its own order. Text the reply holds twice is no move.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from app.editing.align import MATCH, similarity

# What a move names: a part of the article, or "it"/"them" standing for one.
_EN_PART = (
    r"\b(?:paragraphs?|paras?|sections?|bits?|parts?|stanzas?|verses?|bullets?|items?|entry"
    r"|entries|points?|steps?|blocks?|anecdotes?|quotes?|haikus?|it|this|that|them|these|those"
    r"|places|positions|around|round|order)\b"
)
# Where it goes: "to the top", "first", "up one", "before paragraph 2", "after the toast".
_EN_PLACE = (
    r"(?:to|at|onto)\s+the\s+(?:very\s+)?(?:top|start|beginning|front|end|bottom|back|close)"
    r"|\b(?:up|down)\s+(?:one|a|by one|to the)\b|\b(?:first|last|earlier|later|higher up"
    r"|lower down|up front|further (?:up|down))\b|\b(?:before|after|above|below|ahead of"
    r"|in front of|behind|between|in between)\b"
)
_EN_MOVE = re.compile(
    r"\b(?:move|moving|put|place|bring|shift|relocate|push|pull|slide|swap|switch|exchange"
    r"|flip|transpose|trade|reverse|invert)\b[^.;!?\n]{0,80}",
    re.IGNORECASE,
)
_EN_SWAP = re.compile(r"swap|switch|exchange|flip|transpose|trade|reverse|invert", re.IGNORECASE)
_PRONOUN = frozenset(["it", "this", "that", "them", "these", "those"])
# Asking for another order outright: "reorder", "change the order", "in chronological order",
# "X should come before Y", "lead with the … paragraph".
_EN_ORDER = re.compile(
    r"\b(?:re-?order|re-?arrange|re-?sequence|re-?shuffle)\w*"
    r"|\b(?:change|reverse|invert|flip|fix|swap|switch)\s+(?:the\s+)?order\b"
    r"|\bin\s+(?:the\s+)?(?:reverse|opposite|chronological|logical|time|date)\s+order\b"
    r"|\b(?:should|to|must|could|would|can)\s+(?:come|go|sit|appear|be placed|be moved)\s+"
    r"(?:first|last|earlier|later|before|after|above|below|ahead of|at the (?:top|start|end"
    r"|beginning|bottom))\b"
    r"|\b(?:comes?|goes?)\s+(?:first|last|before|after)\b"
    r"|\b(?:lead|open|start|begin|end|close|finish)\s+with\s+the\s+(?:[\w'-]+\s+){0,4}?"
    r"(?:paragraph|para|section|bit|part|stanza|verse)\b",
    re.IGNORECASE,
)
# The Chinese ways: 移到开头, 挪到最后, 放到第二段前面, 提到最前面, 往前挪, 调整顺序, 先讲…再讲…;
# 对调 / 调换 / 互换 / 颠倒 said of paragraphs, places or the order.
_ZH_MOVE = re.compile(
    r"(?:移|挪|放|调|提|搬|拿)(?:到|至|在|去)[^，。；！？\n]{0,12}?"
    r"(?:开头|最前|前面|前边|之前|以前|前头|最后|末尾|结尾|最末|后面|后边|之后|以后|后头|上面|下面"
    r"|第[0-9一二三四五六七八九十两]+(?:段|个位置|位))"
    r"|(?:往|向)(?:前|后|上|下)(?:挪|移|放|调|提)|提前(?:放|写|讲|说)"
    r"|(?:调整|重新|重排|改变|打乱|理顺|换换)(?:一下)?(?:段落)?(?:的)?(?:顺序|次序|排序|排列)"
    r"|顺序(?:调|换|改|颠倒|反|倒|乱|不对|不太对)|重新排序|按(?:时间|先后|日期|事件)(?:的)?顺序"
    r"|先(?:写|讲|说|放|介绍)[^。；！？\n]{1,24}?(?:再|然后|后)(?:写|讲|说|放|介绍)"
)
_ZH_REORDER = re.compile(
    r"(?:调整|重新|重排|改变|打乱|理顺|换换)(?:一下)?(?:段落)?(?:的)?(?:顺序|次序|排序|排列)"
    r"|重新排序|按(?:时间|先后|日期|事件)(?:的)?顺序"
    r"|先(?:写|讲|说|放|介绍)[^。；！？\n]{1,24}?(?:再|然后|后)(?:写|讲|说|放|介绍)"
)
_EN_REORDER = re.compile(
    r"\b(?:re-?order|re-?arrange|re-?sequence|re-?shuffle)\w*"
    r"|\b(?:change|fix)\s+(?:the\s+)?order\b"
    r"|\bin\s+(?:the\s+)?(?:reverse|opposite|chronological|logical|time|date)\s+order\b",
    re.IGNORECASE,
)
_ZH_SWAP = re.compile(r"调换|对调|互换|交换|颠倒|倒过来|反过来|换(?:一下|个)?(?:位置|顺序)")
_ZH_PART = re.compile(r"段|节|部分|顺序|位置|次序")


def asks_to_reorder(suggestions: Sequence[str]) -> bool:
    """Whether a suggestion asks for another order of the whole ("reorder the paragraphs",
    "in chronological order", 调整顺序, 先讲…再讲…) rather than one named paragraph moved."""
    return any(_EN_REORDER.search(s) or _ZH_REORDER.search(s) for s in suggestions)


def asks_to_move(suggestions: Sequence[str]) -> bool:
    """Whether a suggestion asks to put paragraphs in another place or order (move, swap,
    reorder — in English or Chinese)."""
    return any(_asks(suggestion) for suggestion in suggestions)


# Sentences of one paragraph put in another order ("swap the two sentences round", "put the
# second sentence of paragraph 4 first", 第四段两句话换一下顺序): no paragraph moves, unless
# the sentence goes to another paragraph ("move the last sentence to paragraph 2").
_EN_SENTENCES = re.compile(r"\b(?:sentences?|clauses?)\b", re.IGNORECASE)
_EN_ELSEWHERE = re.compile(
    r"\b(?:to|into|before|after|above|below|under)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:paragraph|para|section|intro|opening|ending|conclusion)s?\b"
    r"|\b(?:at|to)\s+the\s+(?:very\s+)?(?:start|end|beginning|top|bottom)\s+of\s+(?:the\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:paragraph|para|section|article|post|piece|story|text)\b",
    re.IGNORECASE,
)
_ZH_SENTENCES = re.compile(r"句")
_ZH_PARAGRAPHS_SWAPPED = re.compile(r"段(?:落)?(?:和|与|跟|、)第?[0-9一二三四五六七八九十两]*段")


def _sentences_only(span: str, named: re.Match[str]) -> bool:
    """Whether a move names sentences (before the part it names, or around them) and no
    place in another paragraph."""
    about = span[: named.start()] if named[0].lower() not in _ROUND else span
    return bool(_EN_SENTENCES.search(about)) and not _EN_ELSEWHERE.search(span)


_ROUND = frozenset(["round", "around", "order", "places", "positions"])


def moves_sentences(suggestion: str) -> bool:
    """Whether a suggestion puts sentences of one paragraph in another order ("swap the two
    sentences round", "put the second sentence first", 两句话换一下顺序): the paragraph is
    rewritten whole, though it names its sentences."""
    if _ZH_SWAP.search(suggestion) and _ZH_SENTENCES.search(suggestion):
        return not _ZH_PARAGRAPHS_SWAPPED.search(suggestion)
    if _zh_sentence_moves(suggestion):
        return True
    for match in _EN_MOVE.finditer(suggestion):
        named = re.search(_EN_PART, match[0], re.IGNORECASE)
        if named is not None and _sentences_only(match[0], named):
            return True
    return False


def _zh_sentence_moves(suggestion: str) -> bool:
    """Whether every Chinese move of the suggestion moves a sentence inside its paragraph:
    第四段里把讲动力织机的那句放到前面, 第五段把最后一句提到开头, 票价那段把季卡放到前面 — what it
    moves names a 句 or a part of the paragraph named before it, and where it goes names no
    paragraph (not 把这句移到第二段)."""
    found = list(_ZH_MOVE.finditer(suggestion))
    if not found:
        return False
    for match in found:
        clause = re.split(r"[，,。；;！!？?\n]", suggestion[: match.start()])[-1]
        inside = _ZH_INSIDE_PARAGRAPH.search(clause) is not None
        if not (_ZH_SENTENCES.search(clause) or inside) or "段" in match[0]:
            return False
    return True


def _zh_item_placed(suggestion: str) -> bool:
    """Whether the suggestion adds an item to a list and every place it puts something names
    an item of it, not a paragraph: 安全提醒加一条“…”，放在第3条之前 — the list's paragraph
    gains an item; no paragraph moves."""
    if not _ZH_ITEM_ADDED.search(suggestion):
        return False
    return all(
        _ZH_ITEM.search(match[0]) and "段" not in match[0]
        for match in _ZH_MOVE.finditer(suggestion)
    )


_ZH_ITEM_ADDED = re.compile(r"(?:加|添|补|增|插)(?:上|入|进|加)?一(?:条|步|项|点|行)")
_ZH_ITEM = re.compile(r"第[0-9一二三四五六七八九十两]+(?:条|步|项|点|行)")


# A part of a named paragraph moved inside it: 票价那段把季卡放到前面说, 第三段里把日期放到前面.
_ZH_INSIDE_PARAGRAPH = re.compile(r"段(?:里面?|中|内)?把[^段]{1,20}$")


# The order of a list's own items: "reverse the order of the list", "sort the bullets",
# 把清单的顺序倒过来 — the items move inside their one paragraph; no paragraph moves.
_LIST_ITEMS_ORDER = re.compile(
    r"\b(?:revers\w*|invert\w*|flip\w*|sort\w*|alphabeti[sz]\w*)\b[^.;!?\n]{0,30}?"
    r"\b(?:list|bullets|bullet points|items)\b"
    r"|\b(?:list|bullets|items)\b[^.;!?\n]{0,20}?\b(?:reverse|alphabetical)\s+order\b"
    r"|(?:清单|列表|条目)[^，。；！？\n]{0,8}?(?:倒过来|颠倒|反过来|倒序|顺序倒|顺序反|排序)"
    r"|(?:倒过来|颠倒|反过来|倒序|排序)[^，。；！？\n]{0,8}?(?:清单|列表|条目)",
    re.IGNORECASE,
)
_NAMES_PARAGRAPHS = re.compile(r"\b(?:paragraphs?|paras?|sections?)\b|段", re.IGNORECASE)


def _asks(suggestion: str) -> bool:
    if _LIST_ITEMS_ORDER.search(suggestion) and not _NAMES_PARAGRAPHS.search(suggestion):
        return False
    if _EN_ORDER.search(suggestion) or (
        _ZH_MOVE.search(suggestion)
        and not _zh_sentence_moves(suggestion)
        and not _zh_item_placed(suggestion)
    ):
        return True
    if (
        _ZH_SWAP.search(suggestion)
        and _ZH_PART.search(suggestion)
        and not (_ZH_SENTENCES.search(suggestion) and not _ZH_PARAGRAPHS_SWAPPED.search(suggestion))
    ):
        return True
    for match in _EN_MOVE.finditer(suggestion):
        span = match[0]
        if _EN_SWAP.match(span) and (
            _A_NAME.search(suggestion[: match.start()]) or re.match(r"[a-z]+-", span, re.I)
        ):
            continue  # "the seed swap paragraph", "the switch-off date": named, not asked
        if _EN_SWAP.match(span) and _EN_FACTS_SWAPPED.match(span):
            continue  # "Swap the two ticket prices": figures traded in place, no paragraph moved
        if _EN_SWAP.match(span) and _EN_TWO_THINGS.search(span):
            return True  # "swap the two tips": two parts named by what they are
        named = re.search(_EN_PART, span, re.IGNORECASE)
        if named is None or _sentences_only(span, named):
            continue
        if _EN_SWAP.match(span):
            # "swap paragraphs 2 and 3", "switch them round" — not "switch it to British spelling"
            if named[0].lower() not in _PRONOUN or re.search(r"\b(?:a)?round\b", span, re.I):
                return True
        elif re.search(_EN_PLACE, _QUOTED.sub(" ", span[named.end() :]), re.IGNORECASE):
            return True  # not a place quoted: "put that in instead of “before your match”"
    return False


# A word before the swap word that makes it a noun: "the seed swap", "our book exchange".
_A_NAME = re.compile(r"\b(?:the|a|an|our|this|that|my|your)\s+(?:[a-z-]+\s+)?$", re.IGNORECASE)
# "the two tips", "the two anecdotes" — not words, names or figures swapped within the text.
_EN_TWO_THINGS = re.compile(
    r"\bthe\s+two\s+(?!(?:words?|sentences?|clauses?|names?|letters?|numbers?|figures?|terms?"
    r"|phrases?|dates?|times?|columns?|rows?)\b)[a-z-]+s\b",
    re.IGNORECASE,
)
# "swap the two ticket prices", "switch the dates": figures or words traded in the text.
_EN_FACTS_SWAPPED = re.compile(
    r"\w+\s+(?:round\s+|over\s+|around\s+)?(?:the\s+|these\s+|those\s+|my\s+)?"
    r"(?:two\s+|both\s+)?(?:[a-z-]+\s+)?(?:prices?|fees?|costs?|amounts?|numbers?|figures?"
    r"|dates?|times?|names?|words?|values?|totals?|counts?|ages?|percentages?|days?)\b"
    r"(?!\s+(?:paragraph|para|section|part|bit|line|sentence|item|entr|stanza|verse|row|column"
    r"|heading)\w*)",
    re.IGNORECASE,
)
_QUOTED = re.compile(r"“[^“”\n]*”|\"[^\"\n]*\"|‘[^‘’\n]*’|「[^「」\n]*」")


@dataclass(frozen=True)
class Move:
    """A reply unit (`unit`) that is the original paragraph `paragraph`, given elsewhere."""

    unit: int
    paragraph: int


def moved_units(
    units: Sequence[str | None],
    originals: Sequence[str],
    pairs: Sequence[tuple[int, int]],
) -> list[Move]:
    """Reply units left unpaired that are an original paragraph also left unpaired — given in
    another place. `units[i]` None: not text (a placeholder). Inside one gap between pairs no
    unit matches an original (the alignment would have paired them), so each match found
    here crosses a pair: the paragraph moved. The likest pairs are taken first."""
    paired_units = {u for u, _ in pairs}
    paired_originals = {o for _, o in pairs}
    candidates = sorted(
        (
            (similarity(text, original), u, o)
            for u, text in enumerate(units)
            if text and u not in paired_units
            for o, original in enumerate(originals)
            if o not in paired_originals
        ),
        reverse=True,
    )
    taken_units: set[int] = set()
    taken_originals: set[int] = set()
    found: list[Move] = []
    for score, u, o in candidates:
        if score < MATCH:
            break
        if u in taken_units or o in taken_originals:
            continue
        taken_units.add(u)
        taken_originals.add(o)
        found.append(Move(u, o))
    return sorted(found, key=lambda move: move.unit)


def arranged(reply_order: Sequence[int], count: int, movable: frozenset[int] | None) -> list[int]:
    """The article's paragraphs (0..count-1) in the order to save: those in `movable` (None:
    every one) where the reply put them — after the paragraph the reply has before them that
    keeps its place — and every other in the writer's own order. A paragraph the reply does
    not place keeps its own place."""
    placed = [p for p in dict.fromkeys(reply_order) if 0 <= p < count]
    free = set(placed) if movable is None else set(placed) & set(movable)
    if len(free) == len(placed) and len(placed) == count:
        return placed
    fixed = [p for p in range(count) if p not in free]
    following: dict[int, list[int]] = {}
    anchor = -1
    for p in placed:
        if p in free:
            following.setdefault(anchor, []).append(p)
        else:
            anchor = p
    order = list(following.get(-1, []))
    for p in fixed:
        order.append(p)
        order.extend(following.get(p, []))
    return order


def placed_order(given: dict[int, int], holes: Sequence[int], covered: Sequence[bool]) -> list[int]:
    """The original paragraphs in the order the reply gives them: each unit's own (`given`,
    unit → paragraph), and for a placeholder (a unit in `holes`) the paragraphs it stands for
    (`covered`) between the ones given around it — so "（前11条不变）" before an entry places
    the first eleven before it, and the entry is not read as moved to the top."""
    order: list[int] = []
    units = sorted(set(given) | set(holes))
    for k, unit in enumerate(units):
        if unit in given:
            order.append(given[unit])
            continue
        low = max(order, default=-1)
        high = next((given[u] for u in units[k + 1 :] if u in given), len(covered))
        order += [p for p in range(low + 1, high) if covered[p] and p not in order]
    return order


def undone(reply_order: Sequence[int], order: Sequence[int]) -> list[int]:
    """The paragraphs whose place in the reply the saved order does not follow: the fewest
    that, taken out, leave the rest of the reply in the saved order."""
    position = {p: i for i, p in enumerate(order)}
    ranks = [position[p] for p in reply_order if p in position]
    kept = _longest_rising(ranks)
    return sorted(order[r] for r in set(ranks) - set(kept))


def _longest_rising(values: Sequence[int]) -> list[int]:
    """One longest strictly rising subsequence of `values`."""
    if all(a < b for a, b in zip(values, values[1:], strict=False)):
        return list(values)  # nothing moved (the search below is quadratic in paragraphs)
    best: list[list[int]] = []
    for value in values:
        longest = max((run for run in best if run[-1] < value), key=len, default=[])
        best.append([*longest, value])
    return max(best, key=len, default=[])


# What a move clause moves, in the writer's own words: "move the food bank thank-you to the
# very top", 把旧衣回收的感谢挪到最前面.
_EN_MOVED = re.compile(
    r"\b(?:move|bring|shift|put|place|relocate)\s+(?:the\s+|that\s+|this\s+)?"
    r"(?P<what>[^.;!?,\n]{3,60}?)\s+(?:up\s+|down\s+)?(?:to|before|after|above|below|first|last)\b",
    re.IGNORECASE,
)
_ZH_MOVED = re.compile(r"把(?P<what>[^，。；！？\n]{2,20}?)(?:挪|移|放|调|提|搬)(?:到|至|在)")
# 把引语那段往前挪: a way (往前, 向后) before the verb, no place after it.
_ZH_MOVED_WAY = re.compile(
    r"把(?P<what>[^，。；！？\n]{2,20}?)(?:往|向)[前后上下](?:挪|移|调|提|搬)"
)
_QUOTE_PART = re.compile(
    r"(?:the\s+|that\s+|this\s+)?(?:quot\w*|blockquote)\b|(?:那段|这段)?(?:引语|引文|引言|引用)",
    re.I,
)
_QUOTE_START = re.compile(r"\s*(?:>|“|\"|「)")
_EN_NOT_TOPIC = frozenset(
    ["paragraph", "paragraphs", "para", "section", "part", "bit", "line", "one", "the", "and"]
)


def moved_by_words(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraph a move clause names by its topic ("the food bank thank-you" → the one
    thanking donors to the food bank): the only paragraph holding every word of the name,
    or all but one of three or more (CJK: its character pairs)."""
    found: set[int] = set()
    moved = [*_EN_MOVED.finditer(suggestion), *_ZH_MOVED.finditer(suggestion)]
    for match in [*moved, *_ZH_MOVED_WAY.finditer(suggestion)]:
        what = match["what"]
        if re.search(r"\d|第", what):
            continue  # a paragraph named by its number: read elsewhere
        if _QUOTE_PART.match(what):
            # "the quotation paragraph", 引语那段: the article's one paragraph that is a quote
            quotes = [i for i, text in enumerate(paragraphs) if _QUOTE_START.match(text)]
            found |= set(quotes) if len(quotes) == 1 else set()
            continue
        latin = [
            w.lower() for w in re.findall(r"[A-Za-z]{3,}", what) if w.lower() not in _EN_NOT_TOPIC
        ]
        cjk = re.sub(r"[^\u4e00-\u9fff]|那段|这段|一段|段落|的", " ", what)
        words = latin + [cjk[i : i + 2] for i in range(len(cjk) - 1) if " " not in cjk[i : i + 2]]
        if len(words) < 2:
            continue
        need = len(words) if len(words) < 3 else len(words) - 1
        holding = [
            i
            for i, text in enumerate(paragraphs)
            if sum(
                1 for w in words if (re.search(rf"\b{w}", text, re.I) if w.isascii() else w in text)
            )
            >= need
        ]
        if len(holding) == 1:
            found |= set(holding)
    return found
