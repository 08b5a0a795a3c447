"""What a suggestion targets: some paragraphs, some sentences, the title, or the whole article.

Everything outside the scope must stay as the writer had it, so the judge compares a reply
with the original only there. Read in English and Chinese; when no target is named the
suggestion is global ("make it livelier", "更口语化一点").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from app.domain.text import CJK_CHAR
from app.editing.all_but import excepted, keeps_quotes
from app.editing.asked_kinds import (
    ADD,
    GLOBAL,
    LIGHT,
    MANY_HEADINGS,
    REMOVE,
    RESHAPE,
    SHORTEN,
    TITLE,
    TITLE_OWNER,
    TRANSLATE,
    TRANSLATED_STYLE,
    condensed,
    stilted,
)
from app.editing.beside import beside_block, blocks_named, link_named
from app.editing.beside_topic import beside_topic
from app.editing.bracketed_opening import bracketed_paragraph
from app.editing.clauses import (
    asks_change,
    further_paragraphs,
    held_by_ask,
    list_for_item,
    open_clauses,
    separate_asks,
)
from app.editing.corrections import corrected_sentences
from app.editing.drift import asks_about_form, asks_about_typography
from app.editing.entries import entry_paragraphs
from app.editing.every_kind import each_counted, every_of_kind
from app.editing.figures import asks_about_figures, shifted_figures
from app.editing.footnote_places import new_footnote
from app.editing.foreign_spans import foreign_paragraphs, into_own_language
from app.editing.headings import heading_quoted, without_labels_named
from app.editing.insert_place import insertion_point, named_line, place_only
from app.editing.kept_asides import without_kept
from app.editing.list_blocks import headed_list, lists_meant
from app.editing.mentions import ZH_NUM, described_paragraphs, stated_values
from app.editing.moves import asks_to_move, asks_to_reorder, moved_by_words, moves_sentences
from app.editing.nth_kind import labelled_kind, nth_labelled, nth_of_kind, one_quote_named
from app.editing.place_spellings import spelled_places
from app.editing.places import counted_sentences, line_heading_level, named_paragraphs
from app.editing.questions_beside import without_questions
from app.editing.quoted import (
    QUOTED,
    RENAME,
    phrase_sentences,
    quoted_sentences,
    quotes_title,
    renamed_phrase,
    without_examples,
    without_models,
)
from app.editing.quoted_topic import quoted_topic_paragraph
from app.editing.rule_terms import narrow_places
from app.editing.speaker_turns import speaker_turn
from app.editing.title_clauses import beyond_title, title_translated
from app.editing.topic_names import without_named_topics
from app.editing.topic_sentences import sentences_counted, sentences_named
from app.editing.units import Paragraphs, fence_pieces, normal
from app.editing.zh_items_named import zh_item_named
from app.editing.zh_names import named_people


@dataclass(frozen=True)
class Scope:
    """What may change. `paragraphs` and `sentences` are 0-based indices into the body's
    paragraphs (sentences as (paragraph, sentence) pairs); `whole` means everything."""

    whole: bool = False
    title: bool = False
    paragraphs: frozenset[int] = frozenset()
    sentences: frozenset[tuple[int, int]] = frozenset()
    shorten: bool = False
    # ...and whether it asks for text to go, not only to be shorter (删掉, "remove")
    removes: bool = False
    translate: bool = False
    adds: bool = False
    light: bool = False
    reshape: bool = False
    notes: tuple[str, ...] = field(default=())
    # A changed fact's new values ("saturday", "4"): the same fact changed again outside the
    # target (its date repeated in the closing line) changes with it.
    facts: frozenset[str] = frozenset()
    # The suggestion is about the markup itself (numbering, headings, tables, quotes), so a
    # line changed only in markup is an edit, not drift.
    form: bool = False
    # ...and about the typography itself (curly quotes, dashes, 全角标点): a paragraph it may
    # change that differs only in typography is the asked edit, not the writer's text back.
    typography: bool = False
    # The suggestion is about how figures are written (numbers, prices, links, timestamps), so
    # "$4" → "$4.00" is an edit, not drift.
    figures: bool = False
    # Whole only because no place was named, the suggestion adds something ("Add a vegetarian
    # main: …", 加上一句：周日闭馆): the rest is not asked to change, so a placeholder standing
    # for paragraphs the reply did not repeat is filled, not refused.
    additive: bool = False
    # The suggestion asks to put paragraphs in another place or order ("move the parking
    # paragraph to the end", 第二段和第三段对调): the named ones may move, or any when none is.
    moves: bool = False
    # ...or another order of the whole ("reorder the paragraphs", 先讲…再讲…): any may move.
    reorders: bool = False
    # The suggestion's own words (four letters or more, numbers, CJK pairs), lower-cased: a new
    # paragraph that shares none of them was not asked for.
    asked: frozenset[str] = frozenset()
    # The texts the suggestion quotes ("Add a heading '## Where to swim'", 加一句“欢迎报名”),
    # as `normal` gives them: a new paragraph that is one of them was asked for, wherever it is.
    quoted: frozenset[str] = frozenset()
    # The original paragraph a new one is asked to follow ("add a paragraph after paragraph
    # 5", 第五段和第六段之间加一段; -1: before the first), None when no such place is named.
    insert_at: int | None = None
    # The line of the target the suggestion names by number ("change line 7", 第3行; 1-based,
    # a code block's counted under its fence), None when it names none.
    line: int | None = None
    # Whole only because the suggestion names no place the words show ("the adult ticket
    # price is wrong", "remove the sentence about the vending machine"), nor the whole: a lone
    # paragraph back may show the place (lone_target.py).
    unplaced: bool = False
    # Clauses beside an exact change that ask for one at a place their words do not show
    # ("…, and make the weather sunny"): the reply shows where (clauses.answering).
    open_asks: tuple[str, ...] = ()
    # The suggestion leaves the quotes as they are ("everything except the quotes", 引文不要动):
    # a quote reworded inside a paragraph it restyles is refused, not named (misquotes.py).
    quotes_kept: bool = False
    # The suggestions as written: a line ending on words they give was not cut off there.
    wording: str = ""

    def covers(self, paragraph: int) -> bool:
        """Whether the whole of this paragraph may change."""
        return self.whole or paragraph in self.paragraphs

    def touches(self, paragraph: int) -> bool:
        """Whether any of this paragraph may change (the whole of it, or some sentences)."""
        return self.covers(paragraph) or any(p == paragraph for p, _ in self.sentences)

    @property
    def targeted(self) -> bool:
        return not self.whole

    @property
    def movable(self) -> frozenset[int] | None:
        """The paragraphs that may take the reply's place for them (None: any may)."""
        if self.reshape or self.reorders or (self.moves and self.whole):
            return None
        if not self.moves:
            return frozenset()
        named = self.paragraphs | {p for p, _ in self.sentences}
        return frozenset(named) if named else None


def scope_of(suggestions: Sequence[str], title: str, paragraphs: Paragraphs) -> Scope:
    """The union of what each suggestion targets (a deferred one plus the new one, say).
    Remembered for the last few articles: a judgement reads the same scope three times (the
    judge, the asks left undone, the place of a suggestion that is one ask)."""
    return _remembered_scope(
        tuple(suggestions),
        title,
        (tuple(paragraphs.texts), tuple(paragraphs.separators), paragraphs.lead, paragraphs.tail),
    )


@lru_cache(maxsize=16)
def _remembered_scope(
    suggestions: tuple[str, ...],
    title: str,
    parts: tuple[tuple[str, ...], tuple[str, ...], str, str],
) -> Scope:
    texts, separators, lead, tail = parts
    return _scope_of(suggestions, title, Paragraphs(list(texts), list(separators), lead, tail))


def _scope_of(suggestions: Sequence[str], title: str, paragraphs: Paragraphs) -> Scope:
    count = len(paragraphs.texts)
    whole = False
    wants_title = False
    chosen: set[int] = set()
    sentences: set[tuple[int, int]] = set()
    open_asks: list[str] = []
    excluded: frozenset[int] = frozenset()
    quotes_out: frozenset[int] = frozenset()
    title_kept = False
    # "Is para 2 too long? Also fix the typo in paragraph 3.": the question names no place to edit
    suggestions = [
        TRANSLATED_STYLE.sub(stilted, without_questions(s, paragraphs.texts)) for s in suggestions
    ]
    joined = "\n".join(suggestions)
    for suggestion in suggestions:
        # 第３段 is 第3段; "P3", "§2", 第 4 段 are "paragraph 3", "paragraph 2", 第4段
        suggestion = spelled_places(narrow_places(suggestion), paragraphs.texts)
        suggestion = without_models(suggestion)  # "every date like paragraph 3": not paragraph 3
        suggestion = TITLE_OWNER.sub("the title", suggestion)  # "give the post a new title"
        suggestion, left_out = excepted(suggestion, paragraphs)  # "… except the last paragraph"
        excluded |= left_out.paragraphs
        quotes_out |= left_out.quotes
        title_kept = title_kept or left_out.title
        suggestion = sentences_counted(suggestion, paragraphs)  # 最后那句感谢的话: 第7段第2句
        suggestion = sentences_named(suggestion, paragraphs)  # 儿童免票那句: 第4段第1句
        asked_order = moves_sentences(suggestion)
        counted, suggestion = counted_sentences(suggestion, paragraphs)
        # "put the second sentence of paragraph 4 first": its paragraph, all its sentences
        reordered = {p for p, _ in counted} if counted and asked_order else set()
        counted = set() if reordered else counted
        sentences |= counted
        pointer = without_examples(suggestion)
        if GLOBAL.search(pointer):  # "… warmer, but keep the references": no place named
            pointer = without_kept(pointer)
        named = named_paragraphs(pointer, count, paragraphs.texts) | described_paragraphs(
            pointer, paragraphs.texts
        )
        named |= reordered
        if (near_topic := beside_topic(pointer, paragraphs.texts)) is not None:
            named = near_topic  # "the paragraph after the benches one": not the benches one
        if (bracketed := bracketed_paragraph(pointer, paragraphs.texts)) is not None:
            named = bracketed  # 疏散要求下面那段（演练期间……）: the paragraph those words open
        if not named:  # 把共享「家庭」日历那段…: the paragraph, not each sentence with 「家庭」
            named = quoted_topic_paragraph(pointer, paragraphs.texts)
        if (of_kind := nth_of_kind(pointer, paragraphs.texts)) is not None:
            named = of_kind  # 第一段引文: the first quote, not paragraph 1
        elif not named and (labelled := nth_labelled(pointer, paragraphs.texts)) is not None:
            named = labelled  # "the second offer" of **Offer one:**, **Offer two:** …
        elif not named:
            named = labelled_kind(pointer, paragraphs.texts)  # "the cake offer", "the offers"
        kind_lines: set[tuple[int, int]] = set()
        # "every heading", 所有小标题: those blocks alone (an ask of several: each its own place)
        one_ask = len(separate_asks(pointer)) < 2
        if one_ask and (every := every_of_kind(pointer, paragraphs.texts)) is not None:
            named, kind_lines = every
            counted = counted | kind_lines
            sentences |= kind_lines  # "every question" of a FAQ: its question lines
        elif each := each_counted(pointer, paragraphs.texts):
            named = each  # 讲每一站的那几段: the paragraphs opening 第一站, 第二站 …
        if quote := one_quote_named(pointer, paragraphs.texts, named):
            named = quote  # "Add that the quote is by …": the article's one "> " quote
        named |= lists_meant(pointer, paragraphs.texts, named)  # 列表第二条 of two lists
        named = headed_list(pointer, paragraphs.texts) or named  # the 'What followed' list
        if zh_item := zh_item_named(pointer, paragraphs.texts):
            named = zh_item  # 第一条小贴士: the first tip, not item 1 of the method's list
        if not named and (linked := link_named(pointer, paragraphs.texts)) is not None:
            named = linked  # "the paragraph with the link": the one paragraph holding a link
        if (near := beside_block(pointer, paragraphs.texts)) is not None:
            named = near  # "the sentence under the table": the paragraph after it
        elif (
            not GLOBAL.search(suggestion)
            and (block := blocks_named(pointer, paragraphs.texts))
            # the deploy section's words name its command; the table named among two blocks
            and (not named or block <= named or named <= block)
        ):
            named = block  # "add a docstring to the code block"
        if asks_to_move([suggestion]):  # "move the food bank thank-you to the very top"
            named |= moved_by_words(pointer, paragraphs.texts)
        if entries := entry_paragraphs(pointer, paragraphs.texts):
            # An entry named by its label ("the Week 33 note", [00:01:10]那段开头) is the
            # target; its "开头" / "first sentence" is no opening paragraph of the article.
            named = entries | (named if _NUMBERED.search(suggestion) else set())
        if (turn := speaker_turn(pointer, paragraphs.texts)) is not None:
            named = turn  # "Dr. Osei's second answer": his second turn, not paragraph 2
        if not named and not GLOBAL.search(suggestion):
            named = named_people(suggestion, paragraphs.texts)  # "刘建国加一句…": one person's
        # prices or times changed by an amount, no place named: the sentences holding them
        quoted = quoted_sentences(suggestion, paragraphs, named) | shifted_figures(
            suggestion, paragraphs.texts
        )
        quoted |= corrected_sentences(suggestion, paragraphs)  # "…, not 2 March": where it is
        if named or quoted:  # a footnote made at a named place: its definition goes below
            named |= new_footnote(pointer, paragraphs.texts)
        mentions_title = bool(TITLE.search(MANY_HEADINGS.sub(" ", suggestion))) or quotes_title(
            suggestion, title
        )
        if mentions_title and heading_quoted(suggestion, paragraphs.texts, title):
            mentions_title = False  # "the “Prizes” heading": a heading of the article
        renamed = renamed_phrase(suggestion)
        if renamed and phrase_sentences(renamed, paragraphs):
            # "rename Elm Street to Oak Street": a name in the text changes wherever it is,
            # which is no retitling unless the title holds it too.
            quoted |= phrase_sentences(renamed, paragraphs)
            mentions_title = renamed.lower() in title.lower() or bool(
                TITLE.search(RENAME.sub(" ", suggestion))
            )
        wants_title = wants_title or mentions_title
        if named and _proofread_clause(suggestion, paragraphs.texts):
            # "fix the typos throughout and make paragraph 3 friendlier": the whole proofread,
            # the named paragraph open to more than typo fixes
            whole = True
            chosen |= named
        elif mentions_title and not (named or quoted) and title_translated(suggestion):
            pass  # "Translate just the title into Chinese", 把标题翻译成英文: the title alone
        elif (GLOBAL.search(suggestion) and not (named or kind_lines)) or (
            named and _recast_clause(suggestion, paragraphs.texts)
        ):
            whole = True
        elif named or quoted or counted:
            # 'Change "X" to "Y", and say under-18s pay £5': the second clause's own place;
            # after "paragraph 2 …" a further clause is read as more for that paragraph
            further = (
                further_paragraphs(pointer, paragraphs.texts) if quoted and not named else set()
            )
            chosen |= named | further
            sentences |= quoted
            if not named:
                open_asks += _open_asks(pointer, paragraphs.texts)
        elif not mentions_title or beyond_title(suggestion):
            whole = True
        else:  # 'Retitle it "…", and make the weather sunny'
            open_asks += _open_asks(pointer, paragraphs.texts)
        if not whole:  # 'Make paragraph 2 more casual, and change the date to 15 May'
            places = _places_of_asks(suggestion, title, paragraphs)
            chosen |= places.paragraphs
            sentences |= places.sentences
            wants_title = wants_title or places.title
            if named:  # "Paragraph 2: make it warmer; also mention the free parking"
                open_asks += places.open_asks
    if whole and quotes_out:  # "everything except the quotes": the quote paragraphs too
        excluded |= quotes_out
    if whole and title_kept:  # "everything except the title": every paragraph, not the title
        chosen, whole = set(range(count)) - excluded, False
    if excluded:  # every paragraph but the ones left out, or the ones named less those
        chosen = (set(range(count)) if whole else chosen) - excluded
        wants_title, whole = wants_title or whole, False
    if not whole and _SECTION_WORD.search(joined):
        for index in sorted(chosen | {p for p, _ in sentences}):
            chosen |= _section(index, paragraphs.texts)
    # a piece of a fenced block split at its blank lines names the whole block
    chosen |= {i for group in fence_pieces(paragraphs.texts) if chosen & group for i in group}
    if not whole:  # "add a paragraph after paragraph 3": paragraph 3 is a place, not a target
        chosen -= {i for s in suggestions for i in place_only(s, paragraphs.texts)}
    translate = bool(TRANSLATE.search(without_named_topics(joined, TRANSLATE, paragraphs.texts)))
    own = whole and translate and not (chosen or sentences or wants_title)
    # "Translate Josef's note into English" in an English post: the foreign quotation's
    own = own and into_own_language(joined, "\n\n".join(paragraphs.texts))
    if own and (foreign := foreign_paragraphs(paragraphs.texts)):
        whole, chosen = False, set(foreign)
    return Scope(
        whole=whole,
        title=(whole or wants_title) and not title_kept,
        paragraphs=frozenset(chosen),
        sentences=frozenset(sentences),
        shorten=bool(SHORTEN.search(joined) or condensed(joined)),
        removes=bool(REMOVE.search(joined)),
        translate=translate,
        adds=bool(ADD.search(joined)),
        light=bool(LIGHT.search(joined)) and not SHORTEN.search(joined),
        reshape=whole and not chosen and bool(RESHAPE.search(joined)),
        facts=frozenset() if whole else stated_values(joined, paragraphs.texts),
        form=asks_about_form(suggestions),
        typography=asks_about_typography(suggestions),
        # a paragraph named as the model ("like paragraph 2") asks for its way with figures
        figures=asks_about_figures([without_labels_named(s, paragraphs.texts) for s in suggestions])
        or any(without_models(s) != s for s in suggestions),
        additive=whole and all(_adds_only(suggestion) for suggestion in suggestions),
        moves=asks_to_move(suggestions),
        reorders=asks_to_reorder(suggestions),
        asked=frozenset(words_of(joined)),
        quoted=frozenset(
            normal(next(group for group in match.groups() if group))
            for match in QUOTED.finditer(joined)
        ),
        insert_at=None if whole else insertion_point(joined, paragraphs.texts),
        line=None if whole else named_line(joined),
        unplaced=whole
        and not (chosen or sentences or wants_title or translate)
        and not GLOBAL.search(joined),
        open_asks=() if whole else tuple(open_asks),
        quotes_kept=any(map(keeps_quotes, suggestions)),
        wording=joined,
    )


def _places_of_asks(suggestion: str, title: str, paragraphs: Paragraphs) -> Scope:
    """The places the separate asks of a compound suggestion name each on its own (a list, a
    table, a date's paragraph beside a paragraph named by number); an ask naming none adds
    nothing (its place, if any, is read from the whole suggestion), but is an open ask when it
    asks for a change of no kind said of the whole or the title: the reply shows where."""
    asks = separate_asks(suggestion)
    found = Scope()
    for ask in asks if len(asks) > 1 else ():
        own = place_of_ask(ask, title, paragraphs)
        if own.whole and asks_change(ask) and not _SAID_OF.search(ask) and not TITLE.search(ask):
            found = replace(found, open_asks=(*found.open_asks, ask))
        if not own.whole:
            found = replace(
                found,
                title=found.title or own.title,
                paragraphs=found.paragraphs | own.paragraphs,
                sentences=found.sentences | own.sentences,
            )
    return found


# An ask said of the place named before it ("… feels flat. Make it warmer", 把它改短) or of the
# whole: no open ask.
_SAID_OF = re.compile(
    r"\b(?:it|its|them|this|these|those)\b|[它这那]段|[它其]"
    r"|\bthat\b(?=\s*(?:[.,;!?]|$|\s+(?:paragraph|para|one|bit|part|line|sentence|section)s?\b))"
    rf"|{GLOBAL.pattern}",
    re.I,
)


def place_of_ask(ask: str, title: str, paragraphs: Paragraphs) -> Scope:
    """What one ask of a compound suggestion targets on its own: the list it adds an item to,
    the place it names, or the paragraph holding what it changes; the whole when none."""
    if listed := list_for_item(ask, paragraphs.texts):
        return Scope(paragraphs=frozenset(listed))  # "Add a last chapter, '52:10 Wrap-up'"
    own = scope_of([ask], title, paragraphs)
    if own.whole and (held := held_by_ask(ask, paragraphs.texts)):
        return Scope(paragraphs=frozenset(held))
    return own


def _open_asks(suggestion: str, paragraphs: Sequence[str]) -> list[str]:
    """The suggestion's clauses asking for a change at no place named (clauses.open_clauses),
    less those naming a paragraph, the title or the whole."""
    return [
        clause
        for clause in open_clauses(suggestion, paragraphs)
        if not (
            GLOBAL.search(clause)
            or TITLE.search(clause)
            or named_paragraphs(clause, len(paragraphs), paragraphs)
            or described_paragraphs(clause, paragraphs)
        )
    ]


def words_of(text: str) -> list[str]:
    """Words of four letters or more, numbers, and pairs of CJK characters, lower-cased."""
    found = [w.lower() for w in re.findall(r"[^\W\d_]{4,}|\d+", CJK_CHAR.sub(" ", text))]
    for run in re.findall(f"(?:{CJK_CHAR.pattern})+", text):
        found.extend(run[i : i + 2] for i in range(len(run) - 1))
    return found


# An addition said first: "Add …", "Please include …", 加上一句, 补充：… .
_ADDITION = re.compile(
    r"^\s*(?:please\s+)?(?:also\s+)?(?:add|insert|include|mention|append|list|put in)\b"
    r"|^\s*(?:请)?(?:再|另外)?(?:加上|加一|加个|补充|增加|添加|写上|加入|补上|新增|补一句)",
    re.I,
)


# "Add some humour", 增加一些细节: a quality asked of the whole piece, not one thing added.
_QUALITY = re.compile(
    r"\b(?:humou?r|detail|details|energy|colou?r|flair|emotion|warmth|personality|fun|drama"
    r"|style|transitions|variety|punch|life|depth|examples)\b|趣味|细节|感情|幽默|文采|生动|活力|画面感",
    re.I,
)


def _adds_only(suggestion: str) -> bool:
    """Whether a suggestion only adds something: an addition said first, and no clause asking
    the whole piece to change (livelier, shorter, translated, 全文…)."""
    if not _ADDITION.search(suggestion) or _QUALITY.search(suggestion):
        return False
    asks_more = (GLOBAL, SHORTEN, LIGHT, TRANSLATE, RESHAPE)
    return not any(pattern.search(suggestion) for pattern in asks_more)


# A paragraph named by its number ("paragraph 2", 第二段), which an entry label does not replace.
_NUMBERED = re.compile(rf"\b(?:paragraph|para)\s*\d|第[0-9{ZH_NUM}]+(?:个)?(?:自然)?段", re.I)
# (第二个小标题 is the heading's own line, nth_kind.py, not its section)
_SECTION_WORD = re.compile(
    r"\b(?:sections?|parts?|chapters?)\b|节|部分|章|(?<![个有每部])小标题|板块", re.I
)


def _section(index: int, paragraphs: Sequence[str]) -> set[int]:
    """A section named by its heading: the heading and what follows it, up to the next
    heading of the same or a higher level."""
    level = line_heading_level(paragraphs[index])
    if not level:
        return set()
    found = {index}
    for following in range(index + 1, len(paragraphs)):
        other = line_heading_level(paragraphs[following])
        if other and other <= level:
            break
        found.add(following)
    return found


def _recast_clause(suggestion: str, paragraphs: Sequence[str]) -> bool:
    """Whether a clause of its own, naming no paragraph, asks to recast the whole piece in
    another form ("改成小红书文案，结尾加话题标签") — not into a number of paragraphs, which
    reads as said of the paragraph named before it ("第二段太长，改成两段")."""
    return _clause_naming_no_paragraph(
        suggestion,
        paragraphs,
        lambda clause: (
            not (
                TITLE.search(clause)
                or not RESHAPE.search(clause)
                or _PARAGRAPH_COUNT.search(clause)
            )
        ),
    )


def _proofread_clause(suggestion: str, paragraphs: Sequence[str]) -> bool:
    """Whether a clause of its own, naming no paragraph, asks to proofread the whole piece
    ("Fix the typos throughout and make paragraph 3 friendlier", 全文错别字改一改，第三段…) —
    or the first clause asks it of nothing named ("Fix the typos, shorten paragraph 4 …",
    改一下错别字，第四段缩短…): said before any paragraph is named, it is of the whole."""
    first = _CLAUSES.split(suggestion, maxsplit=1)[0]
    if (
        LIGHT.search(first)
        and not TITLE.search(first)
        and not named_paragraphs(first, len(paragraphs), paragraphs)
        and not described_paragraphs(first, paragraphs)
    ):
        return True
    return _clause_naming_no_paragraph(
        suggestion,
        paragraphs,
        lambda clause: bool(
            LIGHT.search(clause) and (GLOBAL.search(clause) or _ANY_SLIPS.search(clause))
        ),
    )


# A proofread said of every slip, or beside the main ask, naming no place: "fix any typos",
# "…, and fix the typos while you're at it", 顺便改改错别字, 有错别字也改一下.
_ANY_SLIPS = re.compile(
    r"\b(?:any|all(?:\s+the)?)\s+(?:typos|spelling|mistakes|errors|slips)\b|while\s+you['’]re\s+at\s+it"
    r"|顺便|所有|有错别字|错别字也",
    re.IGNORECASE,
)


def _clause_naming_no_paragraph(
    suggestion: str, paragraphs: Sequence[str], asks: Callable[[str], bool]
) -> bool:
    """Whether a clause of the suggestion that `asks` names no paragraph."""
    for clause in _CLAUSES.split(suggestion):
        if asks(clause) and not (
            named_paragraphs(clause, len(paragraphs), paragraphs)
            or described_paragraphs(clause, paragraphs)
        ):
            return True
    return False


_CLAUSES = re.compile(r"[，,;；。!！?？]|\b(?:and|also|then)\b")
_PARAGRAPH_COUNT = re.compile(
    r"[一两二三四五六七八九十\d]+\s*个?段|段落|\b(?:paragraphs?|sections?|parts?)\b", re.I
)


def asks_to_shorten(suggestions: Sequence[str]) -> bool:
    """Whether any suggestion asks to shorten, cut, delete, condense or summarize (EN or ZH)."""
    return any(SHORTEN.search(suggestion) for suggestion in suggestions)
