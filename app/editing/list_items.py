"""A list's other items kept when the suggestion names one item or adds one: "change item 3
to say …", "Phase 3 should end in August", 建议里的第2条改成…, "add a bullet to the phases
list", 调查结果的列表里加一条. A list is one block, so the judge lets the whole block change;
a model that also rewrites a neighbouring item (July → June, 不上涨 → 适当上涨, 八十一 → 八十)
had that saved with the asked edit, unseen (outside54 F15, F22). Here every item the
suggestion did not name comes back as the writer wrote it, and the reply's version of the
block is offered beside the edit (withheld).

Only a block whose every line is a list item (or an item's continuation) is read, only when
the suggestion names its item(s) or asks for an addition alone, and only when one list of
the article is the one meant; anything else is left as the judge had it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from app.domain.bounded_diff import SequenceMatcher
from app.domain.models import WithheldChange
from app.domain.text import counts_characters
from app.editing.align import align
from app.editing.list_blocks import ITEM as _ITEM
from app.editing.list_blocks import items as _items
from app.editing.mentions import EN_ORDINAL, ZH_NUM, zh_number
from app.editing.number_words import en_number
from app.editing.scope import Scope, words_of
from app.editing.units import split_paragraphs

_EN_NUMBER = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)"
# "item 3", "items 2 and 3", "points 1, 2 and 4", "bullet #2"
_EN_NUMBERED = re.compile(
    rf"\b(?:items?|points?|bullets?|entry|entries|number|no\.)\s*#?"
    rf"({_EN_NUMBER}(?:\s*(?:,|and|&|or)\s*#?{_EN_NUMBER})*)\b",
    re.IGNORECASE,
)
_EN_ORDINAL_ITEM = re.compile(
    rf"\b(?:the\s+)?({EN_ORDINAL}|last)\s+(?:item|point|bullet|entry|list item)\b", re.IGNORECASE
)
# 第2条, 第二项, 第三点 — not 第二条引语 (a quote) nor 第2条路 (a word of the text)
_ZH_NUMBERED = re.compile(rf"第\s*([0-9{ZH_NUM}]+)\s*(?:条|项|点)(?!引|评论|留言|消息|路|街|线)")
# A label that opens an item: "Phase 3", "Step 2", "Option B" (a word and its number or letter)
_LABEL = re.compile(r"\b([A-Z][a-z]{2,})\s+(\d{1,2}|[A-Z])\b")
_PLACE_WORDS = frozenset(
    ["item", "items", "point", "points", "bullet", "bullets", "entry", "entries", "number"]
    + ["paragraph", "paragraphs", "para", "line", "lines", "section", "sentence", "list"]
)
# An addition to a list: "add a bullet", "one more item", 加一条, 补充一项
_ADDS_ITEM = re.compile(
    r"\b(?:add|insert|append|include)\s+(?:a|an|another|one\s+more|a\s+new|one)\s+"
    r"(?:(?:new|last|final|further|short)\s+)?(?:bullet|item|point|entry|line|phase|step)\b"
    r"|\b(?:another|one more|a new)\s+(?:bullet|item|point|entry)\b"
    r"|(?:加|添|补|增|插)(?:上|入|进|充|加)?一(?:条|项|点)",
    re.IGNORECASE,
)
# Words asking for a change beside an addition ("add a bullet and fix the dates"): then the
# other items may be asked to change too, and nothing is given back.
_ALSO_CHANGES = re.compile(
    r"\b(?:fix|correct|change|rewrite|reword|update|shorten|tighten|edit|proofread|polish"
    r"|rephrase|improve|tidy|renumber|reorder|sort)\w*\b|改|修|润色|调整|更新|校对|排序",
    re.IGNORECASE,
)


# An item moved ("挪到第一条", "move the X item to the top"), or a new one placed by number
# ("after the first one", "before step 2", 放在第3条之前, 在第3条线路后面加一条).
_MOVES = re.compile(
    r"\b(?:move|put|swap|reorder)\b|挪|移到|调到|放到|换到|调换|对调", re.IGNORECASE
)
_PLACED = re.compile(
    r"\b(?:after|before|below|above)\s+(?:the\s+)?(?:step|item|point|bullet|first|second|third)"
    r"|第[0-9一二三四五六七八九十]+(?:条|项|步|点)[\u4e00-\u9fff]{0,4}(?:之|以)?(?:前|后)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class _Asked:
    items: frozenset[int]  # 0-based items named by number
    labels: frozenset[str]  # "phase 3": an item opened by this label
    adds: bool  # an addition alone


def list_items_kept(
    before: str, after: str, suggestions: Sequence[str], scope: Scope
) -> tuple[str, list[WithheldChange]]:
    """`after` with the items of the one list the suggestion names (by an item or an addition)
    given back as `before` writes them, all but the named ones, and the reply's version of the
    list as a withheld change."""
    if before == after or scope.reshape or scope.translate or scope.reorders or scope.moves:
        return after, []
    asked = "\n".join(suggestions)
    wanted = _asked(asked)
    if wanted is None or _MOVES.search(asked) or (wanted.adds and _PLACED.search(asked)):
        return after, []  # an item moved, or one added at a numbered place (the list renumbered)
    old, new = split_paragraphs(before), split_paragraphs(after)
    lists = [i for i, text in enumerate(old.texts) if _items(text) is not None]
    pairs = dict((o, n) for n, o in align(new.texts, old.texts))
    changed = [i for i in lists if i in pairs and new.texts[pairs[i]] != old.texts[i]]
    withheld: list[WithheldChange] = []
    chinese = counts_characters(before)
    places = _targets(wanted, asked, old.texts, lists, changed, scope)
    for place in places:
        target = place if place >= 0 else -1 - place
        if target not in pairs:
            continue
        at = pairs[target]
        kept = _kept(old.texts[target], new.texts[at], wanted) if place >= 0 else old.texts[target]
        if kept is None and len(places) > 1 and target in changed:
            kept = old.texts[target]  # of several lists, not the one whose named item changed
        if kept is None or kept == new.texts[at]:
            continue
        withheld.append(
            WithheldChange(
                paragraph=target + 1,
                before=kept,
                after=new.texts[at],
                description=(
                    f"第{target + 1}段：列表里没有要求改的条目"
                    if chinese
                    else f"paragraph {target + 1}: list items the suggestion did not name"
                ),
            )
        )
        new.texts[at] = kept
    return (new.join(), withheld) if withheld else (after, [])


def _asked(text: str) -> _Asked | None:
    items = {
        en_number(word)
        for m in _EN_NUMBERED.finditer(text)
        for word in re.findall(_EN_NUMBER, m[1], re.IGNORECASE)
    }
    items |= {
        -1 if m[1].lower() == "last" else en_number(m[1]) for m in _EN_ORDINAL_ITEM.finditer(text)
    }
    items |= {zh_number(m[1]) for m in _ZH_NUMBERED.finditer(text)}
    numbers = frozenset(n - 1 if n > 0 else n for n in items if n is not None and n != 0)
    labels = frozenset(
        f"{m[1].lower()} {m[2].lower()}"
        for m in _LABEL.finditer(text)
        if m[1].lower() not in _PLACE_WORDS  # "Item 3", "Paragraph 2": a place, not a label
    )
    adds = bool(_ADDS_ITEM.search(text)) and not _ALSO_CHANGES.search(text)
    if adds and numbers <= {-1}:  # "add a last item": an addition at the end
        return _Asked(frozenset(), frozenset(), True)
    if numbers or labels:
        return _Asked(numbers, labels, False)
    return None


def _label_of(item: Sequence[str]) -> str:
    opening = _ITEM.sub("", item[0], count=1)
    match = _LABEL.match(opening)
    return f"{match[1].lower()} {match[2].lower()}" if match else ""


def _targets(
    wanted: _Asked,
    asked: str,
    texts: Sequence[str],
    lists: Sequence[int],
    changed: Sequence[int],
    scope: Scope,
) -> list[int]:
    """The lists the suggestion may mean: the one it names, or when it cannot tell which of
    several, every one the reply changed (each keeps all but the named items). A list it
    does not mean that the reply changed is given as -1 - its index: all of it comes back."""
    holding = [
        i for i in lists if any(_label_of(item) in wanted.labels for item in _items(texts[i]) or [])
    ]
    if wanted.labels and (holding or not wanted.items):
        return holding if len(holding) == 1 else []
    candidates = [i for i in lists if scope.whole or scope.touches(i)]
    if wanted.items:
        need = max(wanted.items) + 1
        candidates = [i for i in candidates if len(_items(texts[i]) or []) >= need]
    if len(candidates) <= 1:
        return candidates
    # several lists: the one whose heading, lead-in or named item shares the suggestion's
    # words ("the list of what we are asking for", 建议里的第2条, 列表第三条改成：自习室…)
    words = {w for w in words_of(asked) if not w.isdigit()}  # "item 1" shares no "1."
    shared = {i: len(words & set(words_of(_lead_in(i, texts, wanted)))) for i in candidates}
    best = max(shared.values())
    top = [i for i, count in shared.items() if count == best]
    if best and len(top) == 1:
        # the others were read as possible places only (lists_meant): none of theirs is asked
        return top + [-1 - i for i in candidates if i != top[0] and i in changed]
    return [i for i in candidates if i in changed]


def _lead_in(index: int, texts: Sequence[str], wanted: _Asked) -> str:
    """The heading over a list, the paragraph just before it (when no list), and the items
    the suggestion names."""
    heading = next((texts[i] for i in range(index - 1, -1, -1) if texts[i].startswith("#")), "")
    before = texts[index - 1] if index and _items(texts[index - 1]) is None else ""
    items = _items(texts[index]) or []
    named = [items[i] for i in wanted.items if -len(items) <= i < len(items)]
    return "\n".join([heading, before, *("\n".join(item) for item in named)])


def _words(item: str) -> str:
    """An item's words: no mark, no punctuation, no spacing."""
    return re.sub(r"[\W_]+", "", _ITEM.sub("", item))


def _kept(old: str, new: str, wanted: _Asked) -> str | None:
    """The reply's list with every item the suggestion did not name given back."""
    olds, news = _items(old), _items(new)
    if olds is None or news is None:
        return None
    named = {i if i >= 0 else len(olds) + i for i in wanted.items}
    named |= {i for i, item in enumerate(olds) if _label_of(item) in wanted.labels}
    if wanted.adds and len(news) <= len(olds):
        return None  # no item added: the reply is read otherwise
    if (
        not wanted.adds
        and len(news) == len(olds)
        and not any(i < len(news) and news[i] != olds[i] for i in named)
    ):
        return None  # the named item unchanged: the model counted another way than we did
    flat_old = ["\n".join(item) for item in olds]
    flat_new = ["\n".join(item) for item in news]
    out: list[str] = []
    for op, a, b, c, d in SequenceMatcher(None, flat_old, flat_new, autojunk=False).get_opcodes():
        if op == "equal":
            out.extend(flat_old[a:b])
        elif op == "insert":
            out.extend(flat_new[c:d])  # a new item: the addition asked, or offered by the judge
        elif op == "delete":
            out.extend(o for i, o in zip(range(a, b), flat_old[a:b], strict=True) if i not in named)
        else:  # replaced: one for one, the named ones take the reply's, the rest come back
            pairs = min(b - a, d - c)
            for k in range(pairs):
                same = _words(flat_new[c + k]) == _words(flat_old[a + k])  # 。→；, renumbered
                out.append(flat_new[c + k] if a + k in named or same else flat_old[a + k])
            rest = zip(range(a + pairs, b), flat_old[a + pairs : b], strict=True)
            out.extend(o for i, o in rest if i not in named)
            out.extend(flat_new[c + pairs : d])
    return "\n".join(out)
