"""The asks of a compound suggestion a saved reply left undone ("Shorten paragraph 2 and change
the date to 25 October", answered with paragraph 2 shorter and the date as it was): each ask
that names its own place, where the revision changed nothing, is named for the writer in plain
words, so a reply that did one of two things is never taken for both done. So is an ask that
names no place ("… and add a line thanking the volunteers") when nothing the revision changed
answers it, a rewrite asked of several paragraphs that left some as they were ("Shorten paras
2 and 3", only 2 shorter), and a move the reply did not make. A question beside an edit is no
ask ("Is para 2 too long? Also fix the typo…"), nor is a clause that only says how things stand
("The sign at the bottom now says 'Miners' Path'.", statements.py); a part the model's note
says it did not do ("I haven't added a quote from the mayor…") is left to the note
(declined_parts.py); an ask for a mark the revision added ("… and add an exclamation mark",
"fine." → "great!") is done (asked_marks.py)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.paragraph_places import writers_number
from app.domain.text import CJK_CHAR
from app.editing.asked_kinds import LIGHT, SHORTEN, TITLE
from app.editing.asked_marks import mark_added
from app.editing.clauses import echoes, separate_asks
from app.editing.declined_parts import note_declines
from app.editing.every_kind import each_counted, every_of_kind
from app.editing.headings import heading_text
from app.editing.moves import asks_to_move
from app.editing.not_articles import LASTING
from app.editing.places import named_paragraphs
from app.editing.questions_beside import questions_in, without_questions
from app.editing.rule_terms import is_chinese
from app.editing.scope import Scope, place_of_ask, scope_of
from app.editing.statements import only_states
from app.editing.units import Paragraphs, normal, split_paragraphs

# An ask to leave a place alone ("keep paragraph 3 as it is", 第三段别动) is done by not doing.
_KEEP = re.compile(
    r"\b(?:keep|leave|don'?t|do not|never|as it is|unchanged)\b|保留|保持|不要|别|不用|不变|原样",
    re.IGNORECASE,
)
# An ask naming a place as the model of another's edit ("Same style as the tea caddy", 照第二段
# 的写法, 跟开头一样): that place is not to change.
_MODEL = re.compile(
    r"\s*(?:(?:in|with)\s+)?(?:the\s+)?same\s+(?:\w+\s+)?as\b|\s*(?:just\s+)?like\b|\s*as\s+in\b"
    r"|\s*(?:照着?|参照|仿照|跟|和|像)[^，,。]{1,12}(?:一样|那样|的写法|的格式|的风格)",
    re.IGNORECASE,
)
# Quoted words are the article's or the new text, never how the writer asks ("一律五元").
_QUOTED = re.compile(r"\"[^\"\n]*\"|“[^“”\n]*”|「[^「」\n]*」|『[^『』\n]*』")
# A rewrite asked of each place it names ("shorten paras 2 and 3", 第二、三段都写得温暖一点):
# every one of them is to change, unlike a word replaced "in paragraphs 2 and 5" that only one
# of them may hold, a typo only one has, or two paragraphs merged or swapped.
_EACH = re.compile(
    r"\b(?:warmer|friendlier|livelier|punchier|formal|casual|clearer|simpler|longer|rewrite"
    r"|reword|soften|brighten|expand)\b|温暖|活泼|生动|正式|口语|简洁|扩写|润色|改写|写得",
    re.IGNORECASE,
)
# Words naming more than one place: "paras 2 and 3", "the 2nd & 3rd", "the first and last
# paragraphs", 第二、三段, 第二段和第五段 — not 平和 nor "the last line" read as two.
_SEVERAL = re.compile(
    r"\b(?:paragraphs|paras|both)\b|\w+\s*(?:,|&|\band\b)\s*(?:the\s+)?\w+\s+(?:paragraphs|paras)\b"
    r"|\d(?:st|nd|rd|th)?\s*(?:,|&|\band\b)\s*\d"
    r"|第[^，。；]{0,6}?[、和跟与及]\s*第?[0-9一二三四五六七八九十]+段"
    r"|段[、和跟与及]\s*(?:第|最后|末|结尾|开头|倒数)",
    re.IGNORECASE,
)
_PAIRS = re.compile(r"\b(?:merge|combine|join|swap|switch)\b|合并|对调|互换|调换|交换", re.I)


def undone_asks(
    suggestions: Sequence[str],
    original: tuple[str, str],
    revised: tuple[str, str],
    *,
    chinese: bool,
    note: str | None = None,
) -> list[str]:
    """A sentence per ask left undone, in the language the ask was written in (else the
    article's, `chinese`); none when every ask was done, an ask's place cannot be told from
    its words, or the model's `note` already says it did not do that ask."""
    title, body = original
    paragraphs = split_paragraphs(body)
    after = split_paragraphs(revised[1]).texts
    lines: list[str] = []
    for suggestion in suggestions:
        message = without_questions(suggestion, paragraphs.texts)
        # a question kept is one the ask leans on ("第三段是不是有点啰嗦？帮我精简一下"): no ask,
        # and the ask beside it, said of its place, is no open one
        asked = [normal(question) for question in questions_in(message)]
        asks = [a for a in separate_asks(message) if not any(normal(a) in q for q in asked)]
        asks = [a for a in asks if not only_states(a)] if len(asks) > 1 else asks
        places = [place_of_ask(ask, title, paragraphs) for ask in asks]
        open_asks = scope_of([suggestion], title, paragraphs).open_asks
        for number, (ask, place) in enumerate(zip(asks, places, strict=True)):
            said = _QUOTED.sub(" ", ask)
            if _KEEP.search(said) or LASTING.search(said) or _MODEL.match(said):
                continue
            others = [p for n, p in enumerate(places) if n != number and not p.whole]
            if place.whole:
                unanswered = not _answered(ask, others, (title, paragraphs), revised)
                # the mark asked for, written inside a replaced word ("fine." → "great!")
                unanswered = unanswered and not mark_added(ask, body, revised[1])
                declined = note_declines(note, ask)  # said in the model's words: not twice
                if not asked and _open(ask, open_asks) and unanswered and not declined:
                    lines.append(_sentence(ask, [], False, chinese))
                continue
            left = _left(ask, place, paragraphs, after)
            title_left = place.title and revised[0] == title
            named = _named(place)
            if not named and not place.title:
                continue
            done_nothing = len(left) == len(named) and (title_left or not place.title)
            # the model's note says it did not do this ask: not twice (a part done in some of
            # its places and not others is still named: the note may excuse only one)
            done_nothing = done_nothing and not note_declines(note, ask)
            # "every heading", 所有小标题, 讲每一站的那几段: each block of a kind, every one asked
            every = every_of_kind(ask, paragraphs.texts) is not None or bool(
                each_counted(ask, paragraphs.texts)
            )
            partly = bool(left) and len(left) < len(named) and _each_place(ask, every)
            # a place named by its topic may stand for one of several: any one answers it
            partly = partly and (every or _by_place(ask, paragraphs) == set(named))
            left = _closing_answered(left, paragraphs, after) if partly else left
            if (len(asks) > 1 and done_nothing) or (partly and left):
                numbers = sorted({n for i in left if (n := writers_number(i, paragraphs.texts))})
                headings = [
                    heading_text(paragraphs.texts[i])
                    for i in left
                    if writers_number(i, paragraphs.texts) is None
                ]
                headings = [h for h in headings if h]
                lines.append(_sentence(ask, numbers, title_left, chinese, headings))
    return lines


def _by_place(ask: str, paragraphs: Paragraphs) -> set[int]:
    return named_paragraphs(ask, len(paragraphs.texts), paragraphs.texts)


def _closing_answered(left: list[int], paragraphs: Paragraphs, after: Sequence[str]) -> list[int]:
    """`left` less the close of a signed notice when either of its two paragraphs changed:
    "the last paragraph" (最后一段) is its last words or its signature, one place."""
    closing = _by_place("the last paragraph", paragraphs)
    kept = {normal(text) for text in after}
    if any(normal(paragraphs.texts[i]) not in kept for i in closing):
        return [i for i in left if i not in closing]
    return left


def _named(place: Scope) -> list[int]:
    return sorted(place.paragraphs | {p for p, _ in place.sentences})


def _left(ask: str, place: Scope, paragraphs: Paragraphs, after: Sequence[str]) -> list[int]:
    """The paragraphs (0-based) an ask names that the revision left as they were: a paragraph
    whose words are all there still (or the topic of a bit asked out), a paragraph asked to
    move still in its place; none for an addition at a place when a paragraph was added
    ("结尾再加一段": the new one after it, the named one as it was)."""
    kept = {normal(text) for text in after}
    if asks_to_move([ask]):
        return [] if _reordered(paragraphs.texts, after) else _named(place)
    if _ADDS.search(_QUOTED.sub(" ", ask)) and len(after) > len(paragraphs.texts):
        return []
    whole_after = normal("\n\n".join(after))
    whole_before = normal("\n\n".join(paragraphs.texts))
    return [
        index
        for index in _named(place)
        if normal(paragraphs.texts[index]) in kept or _topic_kept(ask, whole_before, whole_after)
    ]


# An ask to add something, say it or thank someone: done by new words, which the revision
# shows or not — unlike a recast said of the place before it ("把无障碍进出放在最前面").
_ADDS = re.compile(
    r"\b(?:add|append|insert|include|mention|thank|say|note)\b|加|添|补|新增|提一?下|提到|感谢"
    r"|谢谢|写上|说一?句",
    re.IGNORECASE,
)
# A bit of a paragraph asked out by what it is about: "delete the bit about the quiz", "cut
# the sentence on parking", 关于停车那句删掉, 删掉问答那部分.
_CUT = re.compile(r"\b(?:delete|drop|remove|cut|take out|lose)\b|删|去掉|拿掉", re.IGNORECASE)
_ABOUT = re.compile(
    r"\b(?:bit|part|sentence|line|mention|section)s?\s+(?:about|on|mentioning)\s+(?:the\s+)?"
    r"([^\W\d_]{3,})|([\u4e00-\u9fff]{2})的?[那这]一?(?:句话?|部分|段话|行)",
    re.IGNORECASE,
)


def _topic_kept(ask: str, before: str, after: str) -> bool:
    """Whether an ask cuts a bit by its topic and the revised article still says the topic as
    often as the original did: another change made in its paragraph (a typo fixed), not the
    cut."""
    about = _ABOUT.search(ask) if _CUT.search(ask) else None
    if about is None:
        return False
    topic = (about[1] or about[2]).lower()
    said = before.lower().count(topic)
    return said > 0 and after.lower().count(topic) >= said


def _reordered(before: Sequence[str], after: Sequence[str]) -> bool:
    """Whether the paragraphs the revision kept stand in another order than before."""
    where = {normal(text): index for index, text in enumerate(before)}
    order = [where[normal(text)] for text in after if normal(text) in where]
    return order != sorted(order)


def _each_place(ask: str, every: bool = False) -> bool:
    """Whether an ask is a rewrite or cut of each of several places it names (see _EACH) — not
    of one place read as two ("the last line": a notice's last words or its signature).
    `every`: the ask names every block of a kind ("every heading"), several places."""
    plain = _QUOTED.sub(" ", ask)
    several = every or bool(_SEVERAL.search(plain))
    asks_each = bool(SHORTEN.search(plain) or _EACH.search(plain)) and several
    return asks_each and not (LIGHT.search(plain) or _PAIRS.search(plain) or asks_to_move([plain]))


def _open(ask: str, open_asks: Sequence[str]) -> bool:
    """Whether an ask names no place, the judge read it as open (its answer anywhere) and its
    answer shows: something added, said or cut — not a proofread that may find nothing to
    fix, one said of the title, or a recast that may be of the place named before it."""
    flat = normal(ask).rstrip(".。")
    if LIGHT.search(ask) or TITLE.search(ask) or not (_ADDS.search(ask) or _CUT.search(ask)):
        return False
    return any(flat in normal(o) or normal(o).rstrip(".。") in flat for o in open_asks)


def _answered(
    ask: str,
    others: Sequence[Scope],
    original: tuple[str, Paragraphs],
    revised: tuple[str, str],
) -> bool:
    """Whether the revision changed something no other ask names (a paragraph rewritten, taken
    out or added, the title), or brought in words that echo the ask's own."""
    title, paragraphs = original
    elsewhere = {i for place in others for i in _named(place)}
    after = split_paragraphs(revised[1]).texts
    kept = {normal(text) for text in after}
    before = {normal(text) for text in paragraphs.texts}
    changed = [i for i, text in enumerate(paragraphs.texts) if normal(text) not in kept]
    new = [text for text in after if normal(text) not in before]
    if any(i not in elsewhere for i in changed) or len(new) > len(changed):
        return True
    if revised[0] != title and not any(place.title for place in others):
        return True
    whole = "\n\n".join(paragraphs.texts)
    return any(echoes(ask, whole, text) for text in new)


# The words joining an ask to the one before it ("Also …", 顺便…, 再…) and a request's polite
# opening ("Can you …", 能不能…): not the ask's own.
_JOINER = re.compile(
    r"^(?:(?:and|also|then|plus|please|pls|can you|could you|would you|will you)\s+)+"
    r"|^(?:另外|还有|顺便|然后|并且?|同时|再|能不能|能否|可不可以|可以|麻烦|请)+",
    re.I,
)


def asked_words(ask: str) -> str:
    """An ask as the writer said it, less its joining words and closing stop: what to quote."""
    return _JOINER.sub("", " ".join(ask.split())).rstrip("。.；;，,?？")


def _in_chinese(ask: str, article_chinese: bool) -> bool:
    """Whether to name an ask in Chinese: the writer's language when the ask is worded in one
    (第二段缩短 on an English article: Chinese), else the article's."""
    if is_chinese(ask.strip()):
        return True
    return article_chinese and bool(CJK_CHAR.search(_QUOTED.sub(" ", ask)))


def _sentence(
    ask: str,
    numbers: list[int],
    title: bool,
    article_chinese: bool,
    headings: Sequence[str] = (),
) -> str:
    said = asked_words(ask)
    chinese = _in_chinese(ask, article_chinese)
    if headings:  # "every heading" left partly as it was: the headings by their words
        return _headings_left(said, numbers, headings, chinese)
    if not numbers and not title:  # an ask that names no place, and nothing answers it
        if chinese:
            return f"没有改：“{said}”——回复里没有这一处修改，如果还需要，请再说一次。"
        return f"Not done: “{said}” — nothing in the reply does it; ask again if you still want it."
    if chinese:
        places = "、".join(f"第{n}段" for n in numbers)
        where = "标题" + (f"和{places}" if places else "") if title else places
        return f"没有改：“{said}”——回复没有动{where}，如果还需要，请再说一次。"
    where = _places_en(numbers)
    if title:
        where = "the title" + (f" and {where}" if where else "")
    was = "they were" if len(numbers) + title > 1 else "it was"
    return f"Not done: “{said}” — the reply left {where} as {was}; ask again if you still want it."


def _places_en(numbers: list[int]) -> str:
    if not numbers:
        return ""
    if len(numbers) == 1:
        return f"paragraph {numbers[0]}"
    return "paragraphs " + ", ".join(map(str, numbers[:-1])) + f" and {numbers[-1]}"


def _headings_left(said: str, numbers: list[int], headings: Sequence[str], chinese: bool) -> str:
    """The "Not done" line of an ask whose places left as they were include headings, named
    by their words (a heading has no paragraph number)."""
    if chinese:
        where = "、".join(f"小标题“{h}”" for h in headings)
        where += "".join(f"、第{n}段" for n in numbers)
        return f"没有改：“{said}”——回复没有动{where}，如果还需要，请再说一次。"
    quoted = ", ".join(f"“{h}”" for h in headings)
    where = ("the heading " if len(headings) == 1 else "the headings ") + quoted
    if numbers:
        where += " and " + _places_en(numbers)
    was = "they were" if len(headings) + len(numbers) > 1 else "it was"
    return f"Not done: “{said}” — the reply left {where} as {was}; ask again if you still want it."
