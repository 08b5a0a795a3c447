"""A paragraph named by what it says, answered alone: "The adult ticket price is wrong — it
should be £6.50", "Remove the sentence about the vending machine", "Change the flour to 120 g",
选 Google Calendar 那段更口语一点. The suggestion names no place the judge can read before the
reply (scope.py calls it `unplaced`), so it is whole-article in scope — and the one rewritten
paragraph that comes back would replace the article, or leave out every other paragraph.

Such a reply is the asked paragraph when it plainly stands for one paragraph of the article
(as like it as a rewrite is, and clearly more than like any other) and that paragraph holds a
word of the suggestion's own (ticket, vending, flour, 票价, 季卡) — or the suggestion names one
part by a topic the article words otherwise ("the paragraph about lost property" for "items
left behind", 讲失物的那段). "Make it more casual" or
"fix the typos" answered with one paragraph shares no such word with it: still refused, as
a whole-article ask answered in part."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import replace

from app.domain.models import WithheldChange
from app.editing.added_into import adds_into
from app.editing.align import MATCH, is_chatter, is_talk, similarity
from app.editing.notes import drop_trailing_notes
from app.editing.scope import Scope, words_of
from app.editing.topic_words import holding_figures
from app.editing.withheld_only import reworded_elsewhere

# How much more like its paragraph the reply must read than like the next likeliest one.
_MARGIN = 0.15
# Words of asking, not of the article's matter: "make", "please", "paragraph", "about".
_ASKING = frozenset(
    re.findall(
        r"\S+",
        """make made more less much very please could would should change changed rewrite write
    paragraph paragraphs sentence sentences article text piece post whole part bit section line
    about with that this these those there their them they into from what which where when it's
    just also some little sound sounds read reads feel feels look looks seem better clearer
    fix fixed remove delete wrong right correct instead keep kept same again thanks thank""",
    )
)
# Characters of asking in Chinese (一点, 写得, 改一下, 那段, 把, 讲): a pair holding one is no
# word of the article's matter.
_ZH_ASKING = re.compile(r"[一点下些得地的了段句话把讲写改吧呢吗请麻烦帮这那个更再些里中将让]")
_WORD = re.compile(r"[^\W\d_]{4,}")
# A term of words joined by hyphens, shorter words than _WORD's: "dry-run", "check-in".
_HYPHENATED = re.compile(r"(?<![\w-])[^\W\d_]{2,}(?:-[^\W\d_]{2,})+(?![\w-])")
# One part named by its topic in words the article may not use: "the paragraph about lost
# property" (the paragraph says "items left behind"), 讲失物的那段, 关于停车的那一段, 嘉宾介绍那段.
_ONE_PART = re.compile(
    r"\b(?:the|that|this)\s+(?:paragraph|bit|part|passage|sentence)\s+(?:about|on|describing"
    r"|that\s+(?:talks|deals)\s+(?:about|with))\b"
    # "the paragraph that announces the change", "the bit which says what it costs": the part
    # named by what it does
    r"|\b(?:the|that|this)\s+(?:paragraph|bit|part|passage|sentence)\s+(?:that|which)\s+"
    r"(?:[a-z]+ly\s+)?[a-z]{3,}s\b"
    # "the troubleshooting paragraph", "the bowling-green bit": its topic before it
    r"|\bthe\s+[\w-]+(?:\s+[\w-]+)?\s+(?:paragraph|bit|passage)\b"
    r"|(?:讲|说|写|关于|有关|介绍)[^，。！？,.!?\n]{1,12}的?那一?(?:段|句)"
    # 嘉宾介绍那段, 作者简介那一段: the part named by what it introduces
    r"|[\u4e00-\u9fff]{1,8}(?:介绍|简介)的?那一?段"
    # 宣布新规的那段, 通知重新开放的那一段, 规定能借几本的那段: the part named by what it does
    r"|(?:宣布|通知|说明|规定|提醒|告诉|解释|列出|交代|感谢|欢迎)[\u4e00-\u9fff]{1,10}的那一?段",
    re.IGNORECASE,
)


def lone_target(
    scope: Scope, units: Sequence[str], originals: Sequence[str], suggestions: Sequence[str]
) -> Scope | None:
    """The scope narrowed to the one paragraph a lone reply stands for, or None."""
    if not scope.unplaced or len(originals) < 3:
        return None
    article = "\n\n".join(originals)
    given = drop_trailing_notes(list(units), originals, [])  # "**修改思路：**" and its list
    # an offer after it ("需要我把其他段落也精简一下吗？") is the model's, not a second paragraph
    kept = set(originals)
    texts = [unit for unit in given if unit.strip() and not _talk(unit, originals, article, kept)]
    if len(texts) > 1:  # the paragraph and a short line of the model's: "✅ 12 March is a Friday."
        texts = _beside_side_lines(texts, originals)
    if len(texts) != 1:
        return None
    scores = [similarity(texts[0], original) for original in originals]
    best = max(range(len(originals)), key=scores.__getitem__)
    runner = max((s for i, s in enumerate(scores) if i != best), default=0.0)
    if scores[best] < MATCH or scores[best] - runner < _MARGIN:
        return None
    one_part = any(_ONE_PART.search(s) for s in suggestions)
    # "add it to the packing list", 加到装备清单里: the article's one list, answered alone
    listed = any(_NAMES_LIST.search(s) for s in suggestions) and _the_one_list(originals, best)
    # "Add the weekday to the release date", 电话号码前面加上区号: the paragraph giving such a
    # figure, though it says no word of the suggestion's
    figured = best in holding_figures("\n".join(suggestions), originals) or _gives_figure(
        suggestions, originals[best]
    )
    # "add that entry is free", 加一句…: the paragraph it went into, the writer's words all kept
    added = (scope.additive or scope.adds) and adds_into(suggestions, originals[best], texts[0])
    if not (one_part or listed or figured or added) and not shares_matter(
        suggestions, originals[best]
    ):
        return None
    return replace(scope, whole=False, title=False, paragraphs=frozenset({best}), unplaced=False)


# A figure written in a suggestion as the article writes it: "after 180°C", 在180°C后面, "3,400".
_FIGURE = re.compile(r"\d[\d.,:]*(?:\s?(?:°\s?[CF]|%|[a-zA-Z]{1,3}\b))?")


def _gives_figure(suggestions: Sequence[str], paragraph: str) -> bool:
    """Whether the paragraph holds a figure the suggestion writes ("Add the Fahrenheit
    temperature after 180°C" for the paragraph giving 180°C)."""
    figures = {f.rstrip(".,:") for s in suggestions for f in _FIGURE.findall(s)}
    return any(len(f) >= 2 and f in paragraph for f in figures)


def lone_topic(
    scope: Scope, units: Sequence[str], originals: Sequence[str], suggestions: Sequence[str]
) -> Scope | None:
    """The scope moved to the one paragraph a lone reply stands for, when the suggestion named
    its paragraph only by a topic (煎饼那段, 票价那段, "the paragraph about the benches"), read
    from the one paragraph that writes the topic's words in passing (a list's "另备煎饼用油",
    the closing "开放时间和票价请查看…"), while the reply plainly rewrites another paragraph
    that holds part of them (煎3分钟, 成人票每张25元). None otherwise."""
    asked = "\n".join(suggestions)
    if not _named_by_topic(scope, asked, originals):
        return None
    given = drop_trailing_notes(list(units), originals, [])  # "**改动：**" and its list
    texts = [u for u in given if u.strip() and not is_chatter(u) and not is_talk(u, asked)]
    if len(texts) != 1:
        return None
    scores = [similarity(texts[0], original) for original in originals]
    best = max(range(len(originals)), key=scores.__getitem__)
    runner = max((s for i, s in enumerate(scores) if i != best), default=0.0)
    if best in scope.paragraphs or scores[best] < MATCH or scores[best] - runner < _MARGIN:
        return None
    return _moved_to_topic(scope, best, originals, asked)


def rewritten_topic(
    scope: Scope,
    withheld: Sequence[WithheldChange],
    originals: Sequence[str],
    suggestions: Sequence[str],
) -> Scope | None:
    """The scope moved to the one paragraph a whole reply reworded, when the suggestion named its
    paragraph only by a topic ("the paragraph about building the box") read from another
    paragraph that holds the topic's words too (the opening's "it cost less than £60 to
    build"), which the reply left as it was, and the reworded one plainly holds them too ("We
    built ours from an old bedside cabinet"): the model's reading of the topic, not a wrong
    paragraph. None otherwise — a neighbour reworded that only shares letters with the topic
    ("school" for "choosing books") is the wrong paragraph."""
    asked = "\n".join(suggestions)
    wrong = reworded_elsewhere(withheld, scope)
    if len(wrong) != 1 or not _named_by_topic(scope, asked, originals):
        return None
    best = wrong[0] - 1
    if not _holds_topic_plainly(originals[best], asked):
        return None
    return replace(scope, paragraphs=frozenset({best}), moves=False, reorders=False)


def _named_by_topic(scope: Scope, asked: str, originals: Sequence[str]) -> bool:
    """Whether the suggestion names one paragraph by a topic, and by no place — nor by the
    words it opens with (不能参加的那段 for 不能参加的同事请于…, "the paragraph about stallholders
    who can't come" for "**Can't make it?** If you have booked a stall and cannot come…")
    when no other paragraph holds the topic whole: that paragraph is about the topic, not one
    that says it in passing."""
    if scope.whole or scope.unplaced or scope.sentences or len(scope.paragraphs) != 1:
        return False
    if _PLACE.search(asked) or len(originals) < 3 or _TOPIC.search(asked) is None:
        return False
    asked_at = next(iter(scope.paragraphs))
    opening = _OPENING.match(originals[asked_at].lower())
    return not (
        _holds_topic(opening[0] if opening else originals[asked_at].lower(), asked)
        and not any(
            _holds_topic(other.lower(), asked) for i, other in enumerate(originals) if i != asked_at
        )
    )


def _holds_topic(text: str, asked: str) -> bool:
    """Whether `text` (lower-cased) holds a topic the suggestion names whole: its hanzi in a
    row (the characters of asking aside), or every stem of its English words. A paragraph
    whose opening holds it and no other paragraph does is the topic's own (摊位 of 讲摊位的那段,
    in four paragraphs, is no such topic)."""
    for match in _TOPIC.finditer(asked):
        topic = next(g for g in match.groups() if g)
        hanzi = _ASKED_BEFORE.sub("", "".join(re.findall(r"[\u4e00-\u9fff]+", topic)))
        if len(hanzi) >= 2 and hanzi in text:
            return True
        # "stallholders who can't come more tactful": the topic ends where the asking starts
        words = re.findall(r"[a-z'’]+", topic.lower())
        words = words[: next((i for i, w in enumerate(words) if w in _ASKING), len(words))]
        stems = {w[:4] for w in words if len(w) >= 4 and w.isalpha()}
        if stems and all(re.search(rf"\b{re.escape(stem)}", text) for stem in stems):
            return True
    return False


# What a Chinese topic's match may start with that is the asking, not the topic: 把…那段, 讲….
_ASKED_BEFORE = re.compile(r"^(?:把|将|请|帮我|讲|说|写|关于|有关|对|在|给|往)+")
# A paragraph's opening: a bold run-in label if any ("**Can't make it?**"), then its first
# sentence.
_OPENING = re.compile(r"[ \t]*(?:\*\*[^*\n]{1,40}\*\*[ \t]*)?(?:[^。！？!?.\n]|\.(?!\s))*")


def _moved_to_topic(scope: Scope, best: int, originals: Sequence[str], asked: str) -> Scope | None:
    """The scope moved to paragraph `best` when it holds a word of a topic the suggestion
    names (a hanzi of 煎饼, the stem "buil" of "building"), else None."""
    topics = [next(g for g in m.groups() if g) for m in _TOPIC.finditer(asked)]
    own = set(originals[best].lower())
    for topic in topics:
        hanzi = {c for c in topic if "\u4e00" <= c <= "\u9fff" and not _ZH_ASKING.match(c)}
        stems = {w[:4] for w in re.findall(r"[a-z]{4,}", topic.lower()) if w not in _ASKING}
        if hanzi & own or any(stem in originals[best].lower() for stem in stems):
            # one paragraph given back moves none: "把季卡放到前面说" is within it
            return replace(scope, paragraphs=frozenset({best}), moves=False, reorders=False)
    return None


def _holds_topic_plainly(paragraph: str, asked: str) -> bool:
    """Whether the paragraph holds a word that begins with a stem of a topic the suggestion
    names ("built" for "building", not "school" for "choosing") or two of its hanzi together
    (摊位 of 讲摊位的那段, not 位 alone)."""
    text = paragraph.lower()
    for match in _TOPIC.finditer(asked):
        topic = next(g for g in match.groups() if g)
        pairs = {topic[i : i + 2] for i in range(len(topic) - 1)}
        if any(
            not _ZH_ASKING.search(p) and re.fullmatch(r"[\u4e00-\u9fff]{2}", p) and p in text
            for p in pairs
        ):
            return True
        stems = {w[:4] for w in re.findall(r"[a-z]{4,}", topic.lower()) if w not in _ASKING}
        if any(re.search(rf"\b{re.escape(stem)}", text) for stem in stems):
            return True
    return False


# A paragraph named by its place: then a reply elsewhere is the wrong paragraph, not the topic's.
_PLACE = re.compile(
    r"第[0-9一二三四五六七八九十两]+段|\bparagraph\s+\d|\b(?:first|second|third|fourth|fifth"
    r"|last|final|opening|closing|intro|ending)\b|开头|结尾|最后|首段|末段"
    # the paragraph under a heading (兑换规则下面那段, blind53 yaopin-zh-15): a place, not a topic
    r"|(?:下面|下方|底下|之下|下边)的?(?:那|这)?一?段"
    r"|\b(?:under|below|beneath)\s+(?:the\s+)?[\w' -]{1,30}?\s+(?:heading|subheading|title)\b",
    re.IGNORECASE,
)
# The topic a paragraph is named by: 煎饼那段, 讲长椅的那段, "the paragraph about time controls".
_TOPIC = re.compile(
    r"(?:讲|说|写|关于|有关)?([\u4e00-\u9fff]{1,8}?)的?那一?段"
    r"|\b(?:paragraph|bit|part|section)\s+(?:about|on)\s+(?:the\s+)?([\w' -]{3,40})"
    r"|\bthe\s+([\w'-]{3,20}(?:\s[\w'-]{3,20})?)\s+(?:paragraph|bit|part)\b",
    re.IGNORECASE,
)


_NAMES_LIST = re.compile(r"\b(?:list|checklist|bullets?)\b|清单|列表|单子", re.IGNORECASE)
_ITEM = re.compile(r"^[ \t]*(?:[-*•]|\d+[.)、])[ \t]+\S", re.MULTILINE)


def _the_one_list(originals: Sequence[str], index: int) -> bool:
    """Whether the paragraph at `index` is a list of two or more items and no other is."""
    lists = [i for i, o in enumerate(originals) if len(_ITEM.findall(o)) >= 2]
    return lists == [index]


def shares_matter(suggestions: Sequence[str], paragraph: str) -> bool:
    """Whether the paragraph holds a word of the suggestions' matter (a word's first five
    letters: "ticket" in "tickets"; a CJK pair with no character of asking; a hyphenated term
    whole: "dry-run", "check-in")."""
    asked = "\n".join(suggestions).lower()
    if any(term in paragraph.lower() for term in _HYPHENATED.findall(asked)):
        return True
    held = words_of(paragraph)
    stems = {w[:5] for w in held if _WORD.fullmatch(w)}
    pairs = {w for w in held if not _WORD.fullmatch(w)}
    for word in words_of("\n".join(suggestions)):
        if _WORD.fullmatch(word):
            if word not in _ASKING and word[:5] in stems:
                return True
        elif not word.isdigit() and not _ZH_ASKING.search(word) and word in pairs:
            return True
    return False


def _talk(unit: str, originals: Sequence[str], article: str, kept: Collection[str]) -> bool:
    """Whether a unit of the reply is the model's words around the paragraph: chatter, or an
    offer or question to the writer ("Want me to check the other prices too?") like no
    paragraph of the article. `kept`: the article's paragraphs, as a set — a unit that is one
    of them is like it, and is not read for talk (most units of a reply are)."""
    if is_chatter(unit):
        return True
    if unit in kept:
        return False
    return is_talk(unit, article) and all(similarity(unit, o) < MATCH for o in originals)


def _beside_side_lines(texts: Sequence[str], originals: Sequence[str]) -> list[str]:
    """`texts` without the short lines beside a paragraph — as soon as two remain, those two
    (a whole article answered is no lone paragraph, and is not read to its end)."""
    kept: list[str] = []
    copies = set(originals)  # a paragraph copied exactly is like one of the article's
    for unit in texts:
        if unit.strip() in copies or not _side_line(unit, originals):
            kept.append(unit)
            if len(kept) > 1:
                break
    return kept


def _side_line(unit: str, originals: Sequence[str]) -> bool:
    """Whether a unit is a short line beside the paragraph (a check, a note) like none of the
    article's paragraphs."""
    flat = unit.strip()
    return (
        "\n" not in flat
        and len(flat) <= 160
        and len(flat.split()) <= 25
        and all(similarity(flat, o) < 0.5 for o in originals)
    )
