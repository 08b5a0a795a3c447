"""A second instruction joined to a targeted one: 'Change "perhaps too generous" to "a little
too generous", and say under-18s also pay £5.' The first clause names its place (a quoted
phrase, a paragraph); the second names none, yet its words or figures are held by one
paragraph of the article, which it then targets too. A clause that asks for a change at a
place its words do not show ("and make the weather sunny" where no paragraph says weather) is
an open ask: the model's change to one other paragraph is read as its answer (`answering`).
A lasting wish beside the change ("以后都别用感叹号") asks for later edits, not this one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.models import WithheldChange
from app.editing.mentions import holding_paragraph
from app.editing.not_articles import LASTING
from app.editing.topic_words import holding_figures
from app.style.hant import simplified

# Where a further instruction starts: after ", and", "; ", a full stop, "and also", "，并",
# "；", "。", "另外", "同时" — followed by a verb that asks for text.
_VERBS_EN = (
    r"say|says|add|mention|note|state|make|change|fix|put|include|write|update|correct|replace"
    r"|explain|clarify|point out|spell out|give"
)
_VERBS_ZH = r"注明|写明|说明|加上|补充|提到|写上|改成|改为|把|将|加|写|改|标明|点明"
_FURTHER = re.compile(
    rf"(?:[,;.]\s*(?:and\s+)?(?:also\s+)?|\s+and\s+(?:also\s+)?)(?=(?:please\s+)?(?:{_VERBS_EN})\b)"
    rf"|[，；。]?(?:并且?|另外|同时|再|也)(?=(?:{_VERBS_ZH}))|[；。](?=(?:{_VERBS_ZH}))",
    re.IGNORECASE,
)
# Quoted words of a clause are the new text or the old, found by the quoted-phrase reader.
_QUOTED = re.compile(r"\"[^\"\n]*\"|“[^“”\n]*”|「[^「」\n]*」|『[^『』\n]*』")


def further_paragraphs(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs the clauses after the first instruction point at by what they say."""
    found: set[int] = set()
    for clause in _FURTHER.split(suggestion)[1:]:
        said = _QUOTED.sub(" ", clause)
        found |= holding_paragraph(said, paragraphs)
    return found


# Where any clause of a suggestion ends: punctuation or a line break, or " and " / " also ".
_CLAUSE_END = re.compile(r"[,;.!?\n，；。！？]|\s+(?:and|also|then)\s+", re.IGNORECASE)
# A clause asking for text: one of the verbs above, or a way of asking for a change in Chinese.
_ASKS = re.compile(
    rf"\b(?:{_VERBS_EN}|turn|rewrite|reword|shorten|tighten|soften|brighten)\b|{_VERBS_ZH}|弄|变",
    re.IGNORECASE,
)
# Words of a clause that say only how to ask, never what about.
_ASKING_EN = frozenset(
    {"make", "made", "change", "changed", "please", "more", "less", "bit", "part", "paragraph"}
    | {"instead", "the", "this", "that", "with", "into", "also"}
)
_ASKING_ZH = re.compile(
    r"[一点下些得地的了段句话把讲写改吧呢吗请麻烦帮这那个更再里中将让成为也顺便另外]"
)


# Verbs asking for a paragraph rewritten, taken out or moved, which start an ask after "and" as
# the verbs above do ("Make the title punchier and shorten paragraph 2", "… and drop the last
# line").
# ("… and turn the action items into a list", "… and bold the deadline": a recast or a mark is
# an ask of its own too; "bold" only before the words it marks, not "clear and bold")
_RESTYLES = (
    r"rewrite|reword|rephrase|shorten|lengthen|expand|tighten|soften|brighten|trim|simplify|drop"
    r"|delete|remove|move|turn|convert|tidy|clean|polish|split|merge|combine|swap|translate|cut"
    r"|condense|streamline|restructure|rework|redo|reformat|proofread|tabulate"
    # (verbs that are nouns too: only before the words they work on — "list the action items",
    # "number the steps", "bold the deadline"; not "clear and bold", "a list and a table")
    r"|(?:bold|italici[sz]e|underline|highlight|list|bullet(?:-point)?|number|sort|order|reorder"
    r"|alphabeti[sz]e|format|edit|smooth(?:\s+out)?|tidy\s+up|clean\s+up)"
    r"(?=\s+(?:the|that|this|those|these|each|every|all|its|their|my|our)\b)"
)
# Where one ask of a compound suggestion ends and the next begins: a new line (a list's item),
# a sentence's end (not an abbreviation's stop: "Add a P.S. at the very end", "Mr. Shah"), a
# semicolon, or a clause joined by ", and", "also", "then", 另外, 还有,
# 顺便, 然后, 再 ("Make paragraph 2 more casual, and change the date to…", 第二段口语一点，
# 顺便把日期改成…).
_ASK_BREAK = re.compile(
    r"\n+|(?<=[.!?;])(?<!\b[a-z]\.[a-z]\.)(?<!\b(?:mr|ms|dr|st)\.)(?<!\bmrs\.)\s+|[;；。！？]"
    r"|,\s*(?:and\s+)?(?:also|then)\s+|,\s*and\s+|\s+then\s+"
    r"|\s+and\s+(?:also\s+)?(?=(?:please\s+)?(?:" + _VERBS_EN + "|" + _RESTYLES + r")\b)"
    r"|[，,：:]\s*(?=另外|还有|顺便|然后|再|并且?|同时|也)|(?<=[\u4e00-\u9fff])\s+(?=另外|还有|顺便|然后)"
    # 理顺一下并且把待办事项改成列表: a joining word before 把 / 将 parts asks with no comma (not
    # 再: 第二段再把语气改温和一点 is one ask of paragraph 2)
    r"|(?<=[\u4e00-\u9fff])(?=(?:并且|然后|同时|另外|顺便)(?:把|将))",
    re.IGNORECASE,
)
# A comma before an asking verb ("Shorten paragraph 2, change the date…"): two asks when the
# words before it ask for a change too — not "In paragraph 4, change…", which says where.
_COMMA_ASK = re.compile(r",\s*(?=(?:please\s+)?(?:" + _VERBS_EN + "|" + _RESTYLES + r")\b)", re.I)
# A list item's mark, or the words that announce the list ("Three changes please:", 两件事：).
_ITEM_MARK = re.compile(r"^\s*(?:[-*•+]|\d+\s*[.)）、]|[(（]\d+[)）]|[一二三四五六七八九十]+、)\s*")


def separate_asks(suggestion: str) -> list[str]:
    """The asks a compound suggestion joins, each as its own words (list marks dropped); the
    suggestion itself when it is one ask. Quoted words are never parted ("Make 'We meet on
    Tuesdays, and twenty children come.' livelier"). A Chinese comma parts two asks when the
    words before it ask for a change on their own (表格里七月的领读人改成小周，要带的东西里
    再加一条…), not when they only say where (第三段，把…改成…; 写梨树开花的那篇，结尾加一句…)."""
    quotes: list[str] = []

    def kept(match: re.Match[str]) -> str:
        quotes.append(match[0])
        return f"\x00{len(quotes) - 1}\x00"

    masked = _ANY_QUOTE.sub(kept, suggestion)
    pieces = [
        _ITEM_MARK.sub("", part).strip()
        for piece in _ASK_BREAK.split(masked)
        for part in _comma_asks(piece)
    ]
    asks: list[str] = []
    for piece in filter(None, pieces):
        parts = piece.split("，")
        current = parts[0]
        for part in parts[1:]:
            if asks_change(current) and not _PLACE_ONLY.search(current) and asks_change(part):
                asks.append(current)
                current = part
            else:
                current += "，" + part
        asks.append(current)
    if len(asks) < 2:
        return [suggestion]
    return [re.sub(r"\x00(\d+)\x00", lambda m: quotes[int(m[1])], ask) for ask in asks]


# Quoted words, in double or single marks ("…", '…', “…”, 「…」); an apostrophe ("July's") is
# no quotation mark.
_ANY_QUOTE = re.compile(
    r"\"[^\"\n]*\"|“[^“”\n]*”|「[^「」\n]*」|『[^『』\n]*』|‘[^‘’\n]*’|(?<![\w'])'[^'\n]+'(?![\w'])"
)


def _comma_asks(piece: str) -> list[str]:
    """The piece parted at each comma before an asking verb whose words before ask a change."""
    first, *rest = _COMMA_ASK.split(piece)
    parts = [first]
    for later in rest:
        if asks_change(parts[-1]):
            parts.append(later)
        else:
            parts[-1] += ", " + later
    return parts


def asks_change(words: str) -> bool:
    """Whether words ask for a change: a verb of _ASKS, or 再说一句 / 提一下 / 换掉 / 删掉, or a
    Chinese wish for more of a quality (语气活泼一点, 再短一些, 更口语化)."""
    return bool(_ASKS.search(words) or _ASKS_TOO.search(words) or _MORE_OF.search(words))


_ASKS_TOO = re.compile(
    r"说一?句|提一?[下句]|补一?句|换|删|去掉|感谢|谢谢|缩短|精简|压缩|润色|扩写|挪|移到|对调"
    r"|理顺|捋顺|通顺|简洁|简短|整理|梳理|做成|列成|列出|加粗|标粗"
    r"|\bthank\b",
    re.IGNORECASE,
)
# 语气活泼一点, 写得再短一些, 结尾更口语化: a quality asked for, with no verb.
_MORE_OF = re.compile(r"\w(?:一点|一些|点儿)[。.!！]?\s*$|^\s*(?:再|更)\w")
# Words that only say where the next ask applies: 写梨树开花的那篇, 讲票价的那段.
_PLACE_ONLY = re.compile(r"[那这]一?[篇段条句节部分]+$")


def list_for_item(ask: str, paragraphs: Sequence[str]) -> set[int]:
    """The one list an ask adds a quoted item to, by the item's shape: "Add a last chapter,
    '52:10 Wrap-up'" (the list of timestamped lines, not the last paragraph), 时间轴最后加一条
    “52:10 结尾”, 'Add "- a pen"'; none when no list, or several, have items of that shape."""
    if not _ADDS.search(_ANY_QUOTE.sub(" ", ask)):
        return set()
    for quoted in _ANY_QUOTE.findall(ask):
        shape = _item_shape(quoted[1:-1])
        holders = {
            i
            for i, paragraph in enumerate(paragraphs)
            if shape and sum(_item_shape(line) == shape for line in paragraph.split("\n")) >= 2
        }
        if len(holders) == 1:
            return holders
    return set()


_ADDS = re.compile(r"\b(?:add|append|insert|include)\b|加|添|补|新增", re.IGNORECASE)


def _item_shape(line: str) -> str:
    """How a list's line starts: its mark ("-", "1."), or a clock time's digits ("00:00")."""
    first = line.strip().split(maxsplit=1)[0] if line.strip() else ""
    if re.fullmatch(r"[-*•+]", first):
        return first
    if re.fullmatch(r"\d+[.)、]", first):
        return "1."
    return re.sub(r"\d", "0", first) if re.fullmatch(r"\d{1,2}:\d{2}(?::\d{2})?", first) else ""


def held_by_ask(ask: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraph an ask naming no place changes by what it says: the one giving a figure of
    the kind it changes (把日期改成5月15日, "change the price to £4"), the one list it adds an item
    to by what the list holds (要带的东西里加一条…), or the one holding its words (七月的领读人
    换成小李); none when that is not one paragraph. Read in Simplified characters (把票價改成…)."""
    said = simplified(_QUOTED.sub(" ", ask))
    if _CHANGES_FIGURE.search(said):
        figures = holding_figures(said, paragraphs)
        if len(figures) > 1 and _PRICE_ASKED.search(said):  # the price, not a sum raised
            figures = {i for i in figures if _PRICED.search(paragraphs[i])}
        if len(figures) == 1:
            return figures
    if listed := _LIST_NAMED.search(said):
        lists = [i for i, p in enumerate(paragraphs) if _LIST_ITEM.search(p)]
        named = {c for c in listed[1] if "\u4e00" <= c <= "\u9fff" and not _ASKING_ZH.match(c)}
        holding = [i for i in lists if named & set(paragraphs[i])]
        if len(holding) == 1 or len(lists) == 1:
            return {(holding or lists)[0]}
    # a change of words it names, not an addition ("say the tea tent also does soup" after
    # "make paragraph 2 firmer" is more for paragraph 2)
    return holding_paragraph(said, paragraphs) if _REPLACES.search(said) else set()


# A figure changed by its kind: "change the date to…", "the price is now…", 把日期改成, 时间改到.
_CHANGES_FIGURE = re.compile(
    r"\b(?:change|move|make|set|update)\s+the\s+(?:date|day|time|price|fee|cost)s?\s+to\b"
    r"|(?:日期|时间|价格|费用|票价)(?:也|再)?(?:改成|改为|改到|换成|调整为|调到)",
    re.IGNORECASE,
)
# A price asked for, and the words that state one: what a thing costs, not a sum raised or paid.
_PRICE_ASKED = re.compile(r"\b(?:price|prices|cost|fee|fees)\b|价格|价钱|票价|书价|收费", re.I)
_PRICED = re.compile(
    r"\b(?:costs?|priced|price|each|per|fee|charge[sd]?|admission)\b|每[本份张人位个件]|票价|价格|收费",
    re.IGNORECASE,
)
_REPLACES = re.compile(
    r"\b(?:change|replace|swap|switch)\b[^.;\n]*\b(?:to|with|for)\b|换成|换为|改成|改为|改叫|换人",
    re.IGNORECASE,
)
# A list named by what it lists as the place of a new item: 要带的东西里加一条, 清单中再添一项.
_LIST_NAMED = re.compile(
    r"([\u4e00-\u9fff]{1,8}?)(?:里|中|上|后面|末尾)(?:再|也|还)?(?:加|添|补|增加|添加|补充)上?一?(?:条|项|点|个)"
)
_LIST_ITEM = re.compile(r"^\s*(?:[-*•+]|\d+[.)、])\s", re.MULTILINE)


def open_clauses(suggestion: str, paragraphs: Sequence[str]) -> list[str]:
    """The clauses asking for a change that quote nothing, state no lasting wish and whose
    words no one paragraph clearly holds: where they point, only the reply can show."""
    return [
        clause.strip()
        for clause in _CLAUSE_END.split(suggestion)
        if _ASKS.search(clause)
        and not _QUOTED.search(clause)
        and not LASTING.search(clause)
        and not holding_paragraph(clause, paragraphs)
    ]


def answering(clauses: Sequence[str], withheld: Sequence[WithheldChange]) -> frozenset[int]:
    """The paragraphs (0-based) whose withheld changes answer the open clauses: those whose new
    words echo a clause's ("sunny" → "sunshine", 晴朗 → 晴空), when that leaves no more than
    clauses; none otherwise. A change nothing ties to a clause (a closing line reworded, a
    list's capitals, figures retyped, beside "make the pub sound cosier") cannot be told from
    the model's own tidying, so it stays withheld and offered apart, never let in."""
    changed = {w.paragraph - 1: w for w in withheld if w.paragraph > 0}
    echoing = {
        index
        for index, change in changed.items()
        if _partly_kept(change.before, change.after)
        and any(echoes(clause, change.before, change.after) for clause in clauses)
    }
    return frozenset(echoing) if len(echoing) <= len(clauses) else frozenset()


def _partly_kept(before: str, after: str) -> bool:
    """Whether a change keeps a part of the paragraph's words (or characters, in Chinese): a
    paragraph the reply replaced with other text altogether (its note, "I've left out the
    mayor's quote: …") answers no ask."""
    words = set(re.findall(r"[a-z]{4,}|[\u4e00-\u9fff]", before.lower()))
    kept = set(re.findall(r"[a-z]{4,}|[\u4e00-\u9fff]", after.lower()))
    return not words or len(words & kept) * 4 >= len(words)


def echoes(clause: str, before: str, after: str) -> bool:
    """Whether the change brings in a word sharing its first letters (or a Chinese character)
    with a word of the clause that says what about, or a figure the clause names ("change
    the closing time to 8 p.m.": 7 → 8)."""
    figures = set(re.findall(r"\d+", after)) - set(re.findall(r"\d+", before))
    if figures & set(re.findall(r"\d+", clause)):
        return True
    new_words = set(re.findall(r"[a-z]{3,}", after.lower())) - set(
        re.findall(r"[a-z]{3,}", before.lower())
    )
    stems = {w[:3] for w in re.findall(r"[a-z]{3,}", clause.lower()) if w not in _ASKING_EN}
    if any(word[:3] in stems for word in new_words):
        return True
    hanzi = {c for c in clause if "\u4e00" <= c <= "\u9fff" and not _ASKING_ZH.match(c)}
    return any(c in after and c not in before for c in hanzi)
