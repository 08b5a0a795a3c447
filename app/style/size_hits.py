"""The size judgements of one clause, each tied to the noun it judges (句子, 段落, 标题, the
article): "too long", "shorter", a ceiling kept ("以后都写这么短"), a noun acted on by a verb
("split up the long sentences"), an elliptical clause inheriting the last noun named."""

import re

from app.style.hit import Hit, negation_reach
from app.style.judged_or_named import sizes_the_writing_next
from app.style.kept_sizes import kept_size
from app.style.modifiers import HARD_GOING, LIKED_AFTER, LIKING, REMOVED_AFTER, TURNED_DOWN_AFTER
from app.style.reading import in_the_question_asked, names_something_else
from app.style.sizes import LENGTH, MADE_LONG, NOUNS, a_name
from app.style.terms import COMPARED_TO, COUNT_ONLY, NEGATION, NO_LONGER, NOUN_DIMENSION

# "Long titles, please.", "Long titles like last time, please": the noun phrase is the request.
_ASKED_FOR = re.compile(
    r"^[\w\s-]{0,30}?\b(?:titles?|headlines?|sentences?|paragraphs?)\b[^,.;!?]{0,25}?"
    r"(?:,\s*)?\b(?:please|pls|from now on|going forward)\b(?![\s,-]+(?:stop|no|not|just)\b)",
    re.IGNORECASE,
)
_OPENS = re.compile(r"^\W*(?:(?:please|pls|and|so|ok|okay|now|again|also)\W+)*$", re.IGNORECASE)
# "from now on long, full-sentence ones", "going forward, long headlines": the size asked for good,
# said first, of the thing named next (or "ones", the thing named before).
_FOR_GOOD_FIRST = re.compile(
    r"(?:^|[:：;；.]\s*)(?:from now on|going forward|from here on(?: in)?|in future)\W*$",
    re.IGNORECASE,
)
_THEN_NAMED = re.compile(
    r"^[\w\s,-]{0,30}?\b(?:titles?|headlines?|headings?|sentences?|paragraphs?|ones)\b\W*$",
    re.IGNORECASE,
)

# "trimming the sentences", "shorten the headlines": a verb acts on the text; only an adjective
# ("a short note") can name something else.
_LENGTH_VERB = re.compile(
    r"(?:trim|tighten|shorten|split|cut|break|pare|chop|merge|combine|lengthen)", re.IGNORECASE
)


_PRONOUN_BEFORE = re.compile(r"\b(?:them|it|those|these)\s+(?:all\s+)?$", re.IGNORECASE)
_PRONOUN_INSIDE = re.compile(r"\s(?:them|it|those|these)\s", re.IGNORECASE)
_FRAGMENTED = re.compile(r"零碎|碎|choppy|fragmented", re.IGNORECASE)
# A piece told as one block ("a wall of text", 一整块, 一大坨): it lacks paragraph breaks, whatever
# piece it is ("发到群里的通知每次都是一整块").
_BLOCK = re.compile(
    r"一整块|一大块|一大?坨|一大段|\bwalls? of text\b|"
    r"\b(?:giant|huge|massive|solid|big|great) walls?\b|"
    r"\b(?:bricks?|slabs?|blocks?) of (?:text|prose|words)\b",
    re.IGNORECASE,
)

# Readers who stop after a count: what follows it is too long, whoever "nobody" is.
_READ_NO_FURTHER = re.compile(
    r"\b(?:nobody|no one|no-one|hardly anyone|few people|no reader|people don'?t|readers don'?t|"
    r"they don'?t) (?:ever )?(?:reads?|gets?|makes? it|scrolls?|looks?) (?:past|beyond|further "
    r"than) (?:the )?(?:first )?$",
    re.IGNORECASE,
)
# Parts joined into a block: the block named next is what is wanted, not what is wrong.
_MERGED_INTO = re.compile(r"(?:合|并|连|拼|揉|合并)成$")


# A sentence or line standing alone as a paragraph ("every line … sits on its own").
_ALONE = re.compile(r"\b(?:on its own|by itself|alone)\b", re.IGNORECASE)


def length_values(
    clause: str, inherited: str | None, sized: bool = True
) -> tuple[list[Hit], str | None]:
    """Length judgements tied to the nearest noun; an elliptical clause inherits the last noun
    (or, opening the message, the first noun said after it: "Still too long — cut the
    sentences down")."""
    text = NO_LONGER.sub("no", clause)
    # What something is compared to ("长得像一段话", "like a legal document") is not its subject.
    compared = [m.span() for m in COMPARED_TO.finditer(text)]
    nouns = [
        (m.start(), m.end(), m.lastgroup or "article")
        for m in NOUNS.finditer(text)
        if not any(a <= m.start() < b for a, b in compared)
    ]
    found: list[Hit] = []
    for m in LENGTH.finditer(text):
        kind = m.lastgroup or ""
        if in_the_question_asked(text, m.start()) or a_name(text, m.start(), m.end()):
            continue  # "这篇讲的是为什么法律条文那么长": the subject; "Jenny Short": a name
        # "I'd like them broken up, two or three sentences each", "break them up": a pronoun
        # acted on is what was named before, not the next noun.
        pronoun = _PRONOUN_BEFORE.search(text[: m.start()]) or _PRONOUN_INSIDE.search(m.group(0))
        if nouns and not (pronoun and inherited and not [n for n in nouns if n[1] <= m.start()]):

            def distance(noun: tuple[int, int, str], m: re.Match[str] = m) -> tuple[int, int]:
                start, end, _ = noun
                gap = max(0, start - m.end(), m.start() - end)
                return gap, 0 if end <= m.start() else 1

            inside = [n for n in nouns if m.start() <= n[0] < m.end()]
            # "merge the tiny paragraphs", "split up the long sentences": a verb acts on the
            # noun it is followed by, whatever was named before it ("For this post only, …").
            acted_on = [
                n for n in nouns if _LENGTH_VERB.match(m.group(0)) and 0 <= n[0] - m.end() <= 24
            ]
            # "一句一段", "one-sentence paragraphs": the size names its noun last.
            # "keep the paragraphs to three lines": a ceiling sizes what it keeps, named first.
            # "keep the recaps to five sentences": a count of sentences sizes the piece.
            if kind == "capped" and [n[2] for n in inside] == ["sentence"]:
                before = [n for n in nouns if n[1] <= m.start()]
                inside = before[-1:] if before else [(0, 0, "article")]
            noun = (
                inside[0][2]
                if inside and kind == "capped"
                else inside[-1][2]
                if inside
                else acted_on[0][2]
                if acted_on
                else min(nouns, key=distance)[2]
            )
        else:
            noun = inherited or "article"
        if noun == "article" and kind == "too_long" and _BLOCK.search(m.group(0)):
            noun = "paragraph"
        if kind == "too_short" and _ALONE.search(m.group(0)):
            noun = "paragraph"  # "every line sits on its own": each line a paragraph, too short
        if kind == "too_long" and _MERGED_INTO.search(text[: m.start()]):
            kind = "longer"  # "就按刚才那样合成一大段": the block is what the parts are joined into
        dimension, short, long = NOUN_DIMENSION[noun]
        if kind in ("adjective_short", "adjective_long"):
            said_before = negation_reach(text[: m.start()])
            turned_down = NEGATION.search(said_before) or TURNED_DOWN_AFTER.match(text[m.end() :])
            kind = {
                ("adjective_short", False): "shorter",
                ("adjective_short", True): "too_short",
                ("adjective_long", False): "longer",
                ("adjective_long", True): "too_long",
            }[(kind, bool(turned_down))]
        if kind == "bare_long":
            # "long titles" says nothing alone; "I don't want them" or "hard to follow": short.
            said_before = negation_reach(text[: m.start()])
            hard = HARD_GOING.search(said_before) or HARD_GOING.search(text[m.end() :])
            if NEGATION.search(said_before) or hard:
                kind = "too_long"
            elif (
                LIKING.search(said_before)
                or MADE_LONG.search(said_before)
                or LIKED_AFTER.match(text[m.end() :])
                or (
                    m.group(0).lower() == "long"
                    and _OPENS.match(said_before)
                    and _ASKED_FOR.match(text[m.end() :])
                )
                or (
                    _FOR_GOOD_FIRST.search(text[: m.start()]) and _THEN_NAMED.match(text[m.end() :])
                )
            ):
                kind = "longer"
            else:
                continue
        kind = kept_size(text, m.start(), m.group(0)) or kind  # "以后都写这么短": that size, kept
        if kind == "too_short" and noun == "article" and _FRAGMENTED.fullmatch(m.group(0)):
            continue  # "全是列表，太碎了": the text is in pieces, not too short
        if kind == "too_long" and COUNT_ONLY.fullmatch(m.group(0)) and not sized:
            continue  # "我这章写了三千字": a count told, not a complaint
        if _READ_NO_FURTHER.search(text[: m.start()]):
            kind = "too_long"  # "nobody reads past the first five words": readers stop there
        capped = kind == "capped"
        kind = "shorter" if capped else kind
        wants_short = kind in ("too_long", "shorter")
        literal = kind in ("shorter", "longer")
        if literal and (
            NEGATION.search(negation_reach(text[: m.start()]))
            or REMOVED_AFTER.match(text[m.end() :])  # "长句子以后一律不要"
        ):
            wants_short, literal = not wants_short, False
        if any(hit.dimension == dimension for hit in found):
            continue  # "Stop splitting everything into tiny paragraphs": one judgement
        if (
            literal
            and not capped
            and not _LENGTH_VERB.match(m.group(0))
            and names_something_else(text, m.start(), m.end())
            and not sizes_the_writing_next(text[m.end() :])  # "the long rolling sentences"
        ):
            continue  # "a short note at the end", "简短的摘要": a thing to add, not a length
        found.append(Hit(m.start(), dimension, short if wants_short else long, literal))
    last_noun = nouns[-1][2] if nouns else inherited
    return found, last_noun
