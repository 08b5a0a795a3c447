"""Rebuild the article from a reply lined up with the original: what the suggestion targets
takes the reply's text, everything else keeps the writer's bytes.

A reply is read as units (paragraphs). Units similar to an original paragraph pair with it;
between two pairs the rest pair by position (a rewritten paragraph), placeholders stand for
the original paragraphs they skip, and chatter at either end becomes the note to the writer.
Out-of-scope differences are withheld and listed, never applied and never dropped silently.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from app.domain.models import WithheldChange
from app.editing.align import (
    align,
    is_placeholder,
)
from app.editing.asked_answers import answered
from app.editing.chatter_title import chatter_title
from app.editing.controls import without_lone_bold
from app.editing.drift import restore_markup, restore_typography, restore_width
from app.editing.elided import (
    Refused,
    check_no_elision,
    elides_only,
    filled,
    leaves_unedited,
    stands_for_paragraph,
)
from app.editing.elided_rows import rows_filled
from app.editing.figures import asks_plain, restore_figures
from app.editing.footnotes import restore_markers
from app.editing.headings import heading_pair
from app.editing.insert_place import given_alone
from app.editing.inserts import (
    allowed_inserts,
    asks_ending,
    content_words,
    rejoined,
    resplit,
    unasked_joins,
    unmerged,
    without_copies,
)
from app.editing.language import is_bilingual, other_language, strays_from
from app.editing.likeliest import likeliest
from app.editing.losses import (
    check_copied,
    check_duplicates,
    check_missing,
    check_one_kept,
    check_paragraph,
    check_result,
    check_truncated,
    check_two_versions,
)
from app.editing.moves import Move, arranged, moved_units, placed_order, undone
from app.editing.notes import drop_effect_line, drop_trailing_notes, without_asides
from app.editing.paragraph_text import (
    figures_withheld,
    in_style,
    retypeset,
    rewrapped,
    sentences_in_scope,
    short,
    withheld_change,
)
from app.editing.places import line_heading_level
from app.editing.ranged import filled_by_names
from app.editing.scope import Scope
from app.editing.slots import Slot as _Slot
from app.editing.slots import (
    answered_elsewhere,
    check_merged_away,
    fragment,
    heading_over_rewrite,
    joined,
    left_out_unasked,
    merged,
    wholly_targeted,
)
from app.editing.splice import line_spliced, quoted_line, same_fact
from app.editing.title_kept import proofread_title
from app.editing.translated import kept_untranslated, translated, translated_unasked
from app.editing.units import (
    Paragraphs,
    fenced_indices,
    normal,
    same_text,
    split_paragraphs,
)

# Share of a global edit's paragraphs that may go missing (merged away) without asking.
MAX_MISSING = 0.15


@dataclass
class Rebuilt:
    title: str
    body: str
    withheld: list[WithheldChange] = field(default_factory=list)
    note: list[str] = field(default_factory=list)


def rebuild(
    title: str,
    body: str,
    reply_title: str | None,
    units: Sequence[str],
    scope: Scope,
    note: Sequence[str] = (),
    *,
    finished: bool = False,
) -> Rebuilt:
    """The article as the reply revises it within `scope`; raises Refused. `finished`: the
    reply's own form shows it ended (blocks that all close), so no text of it is cut off."""
    original = split_paragraphs(body)
    notes = list(note)
    units = drop_trailing_notes(list(units), original.texts, notes)
    if answered(units, original.texts, scope.wording):  # "…；另外一共多少？" answered under it
        notes.append(units.pop().strip())
    units = drop_effect_line(units, original.texts, notes, scope.adds or asks_ending(scope))
    content = [u for u in (without_asides(u, body, notes) for u in units) if u.strip()]
    repeats = len(content)
    content = _without_repeats(content, original.texts)
    repeats -= len(content)
    content = rejoined(content, original.texts, scope)
    joins = unasked_joins(content, original.texts, scope, " ".join(scope.asked))
    content = unmerged(content, original.texts, scope, " ".join(scope.asked))
    content = resplit(content, original.texts, scope)  # "split paragraph 2 into two"
    if not content and reply_title is None:
        raise Refused("The model's reply held no article text.")
    kinds = [
        "placeholder" if is_placeholder(u) or stands_for_paragraph(u, body) else "text"
        for u in content
    ]
    written = "\n\n".join(u for u, k in zip(content, kinds, strict=True) if k == "text")
    # An article in two languages (a bilingual notice) may be answered in either: each
    # paragraph is then held to its own language instead.
    bilingual = is_bilingual(original.texts, written)
    prose = "\n\n".join(u for u in content if not u.lstrip().startswith(("```", "~~~")))
    if not scope.translate and not bilingual and prose and other_language(body, prose):
        raise Refused(_OTHER_LANGUAGE)  # a fenced answer is code's language, not one of prose
    texts = [u if k == "text" else "" for u, k in zip(content, kinds, strict=True)]
    # A reply's unit as like the asked paragraph as one of its look-alikes (one of many
    # identical log entries) pairs with the asked one.
    targeted = [] if scope.whole else [i for i in range(len(original.texts)) if scope.touches(i)]
    pairs = align(texts, original.texts, targeted) or heading_pair(texts, original.texts, targeted)
    if given_alone(
        range(len(texts)), range(len(original.texts)), texts, original.texts, scope.insert_at
    ):
        pairs = []  # the new paragraph alone, however alike some paragraph it happens to read
    moves = moved_units(texts, original.texts, pairs)
    slots = [_Slot(before=text) for text in original.texts]
    inserts: dict[int, list[str]] = {}  # after original index (-1: before the first)
    given = _fill(content, kinds, pairs, slots, inserts, scope, notes, moves)
    repeated = without_copies(inserts, [slot.text for slot in slots], original.texts)
    strayed = kept_untranslated(body, slots, inserts, scope)
    if not scope.translate:
        # One paragraph in another language says little on its own: held to the article's
        # (or, in a bilingual article, to its own) language, as what changed or was added.
        code = fenced_indices(original.texts)  # a comment or docstring in the article's language
        for index, (before, slot) in enumerate(zip(original.texts, slots, strict=True)):
            if slot.text is None or normal(slot.text) == normal(before) or index in code:
                continue
            if not (bilingual or scope.whole or scope.touches(index)):
                continue  # an unasked paragraph's drift is given back, not refused
            if other_language(before, slot.text) if bilingual else strays_from(body, slot.text):
                if scope.whole and not bilingual and index not in scope.paragraphs:
                    # one paragraph of a whole-article edit translated unasked: the writer's
                    # own is kept, the translation offered
                    strayed.append(translated(index, before, slot.text))
                    slot.text = before
                    continue
                raise Refused(_OTHER_LANGUAGE)
        if not bilingual and any(strays_from(body, t) for added in inserts.values() for t in added):
            raise Refused(_OTHER_LANGUAGE)
    check_duplicates(inserts, original.texts)
    check_two_versions(inserts, original.texts, [slot.text for slot in slots], scope)
    check_copied([slot.text for slot in slots], original.texts, scope)
    changed = [normal(s.text) != normal(s.before) for s in slots if s.text is not None]
    # a placeholder's paragraphs count as given back as they were
    check_one_kept([s.before if s.covered else s.text for s in slots], original.texts, scope)
    check_missing(
        [slot.text is not None or slot.covered for slot in slots],
        scope,
        repeats,
        (sum(changed), len(changed) - sum(changed)),
    )
    if (
        scope.whole
        and (not scope.reshape or _carries_little(content[0], original.texts, scope))
        and len(content) == 1
        and len(original.texts) >= 3
        and reply_title is None
    ):
        raise Refused(
            "The model answered the whole-article suggestion with a single paragraph, which "
            "would replace the article. Nothing was saved — press Retry."
        )
    if not finished:
        check_truncated(content, kinds, pairs, original.texts, scope.quoted, scope.wording)
    holes = [u for u, kind in enumerate(kinds) if kind == "placeholder"]
    reply_order = placed_order(given, holes, [slot.covered for slot in slots])
    order = arranged(reply_order, len(slots), scope.movable)
    rebuilt = _assemble(title, original, reply_title, slots, inserts, scope, order, finished)
    rebuilt.withheld[:0] = (
        repeated
        + joins
        + strayed
        + [_withheld_move(index, original.texts[index]) for index in undone(reply_order, order)]
    )
    rebuilt.note = notes
    check_result(body, rebuilt.body, scope)
    return rebuilt


_OTHER_LANGUAGE = (
    "The model answered in another language than the article's, and no translation was "
    "asked for, so nothing was saved."
)


def _without_repeats(content: list[str], originals: Sequence[str]) -> list[str]:
    """The reply without a paragraph it wrote twice in a row, identically (the edited one,
    duplicated) — unless the article itself repeats that paragraph there."""
    repeated = {
        normal(a) for a, b in zip(originals, originals[1:], strict=False) if same_text(a, b)
    }
    kept: list[str] = []
    for unit in content:
        twice = kept and same_text(unit, kept[-1]) and not is_placeholder(unit)
        if twice and normal(unit) not in repeated:
            continue
        kept.append(unit)
    return kept


def _carries_little(unit: str, originals: Sequence[str], scope: Scope) -> bool:
    """Whether a one-paragraph recast holds words of fewer than half of the article's
    paragraphs — the model recast one part ("the method as one sentence") and dropped the
    rest. A translation shares no words, so it is not judged so."""
    if scope.translate:
        return False
    words = set(content_words(unit))
    carried = sum(1 for o in originals if words & set(content_words(o)))
    return carried < 0.5 * len(originals)


def _fill(
    content: Sequence[str],
    kinds: Sequence[str],
    pairs: Sequence[tuple[int, int]],
    slots: list[_Slot],
    inserts: dict[int, list[str]],
    scope: Scope,
    notes: list[str],
    moves: Sequence[Move] = (),
) -> dict[int, int]:
    """Give each original paragraph the reply's text for it, gap by gap between pairs (a
    paragraph the reply moved takes its text from where the reply put it); returns which
    original paragraph each reply unit gave."""
    moved_units_ = {m.unit for m in moves}
    moved_away = {m.paragraph for m in moves}
    given: dict[int, int] = {}
    anchors = [(-1, -1), *pairs, (len(content), len(slots))]
    for (ri, oi), (rj, oj) in zip(anchors, anchors[1:], strict=False):
        if 0 <= ri < len(content):
            slots[oi].text = content[ri]
            given[ri] = oi
        gap_units = [u for u in range(ri + 1, rj) if u not in moved_units_]
        gap_originals = [o for o in range(oi + 1, oj) if o not in moved_away]
        given.update(
            _fill_gap(content, kinds, gap_units, gap_originals, slots, inserts, scope, notes, oi)
        )
    for move in moves:
        slots[move.paragraph].text = content[move.unit]
        given[move.unit] = move.paragraph
    return given


def _fill_gap(
    content: Sequence[str],
    kinds: Sequence[str],
    units: list[int],
    originals: list[int],
    slots: list[_Slot],
    inserts: dict[int, list[str]],
    scope: Scope,
    notes: list[str],
    after: int,
) -> dict[int, int]:
    """Fill the original paragraphs between two pairs from the reply's units between them;
    returns which original paragraph each unit gave."""
    given: dict[int, int] = {}
    holes = [u for u in units if kinds[u] == "placeholder"]
    if len(holes) > 1 and len(units) == len(originals) and not scope.whole:
        # "(unchanged)" once per paragraph: each placeholder stands for the one in its place.
        for u, o in zip(units, originals, strict=True):
            if kinds[u] == "placeholder":
                slots[o].covered = True
            else:
                slots[o].text = content[u]
                given[u] = o
        return given
    if len(holes) > 1:
        named = filled_by_names(content, units, originals, holes, slots)
        if named is not None:  # "[Paragraphs 1–2 unchanged]", the text, "[… 4–8 …]"
            return named
        raise Refused(
            "The model left out parts of the article with several placeholders in one place, "
            "so it is unclear which original text each stands for."
        )
    if holes:
        hole = holes[0]
        before = [u for u in units if u < hole]
        behind = [u for u in units if u > hole]
        if len(before) + len(behind) > len(originals):
            raise Refused(
                "The model's placeholder does not fit the article, so it is unclear "
                "what it stands for."
            )
        head, tail = originals[: len(before)], originals[len(originals) - len(behind) :]
        targeted = [o for o in originals if scope.touches(o)]
        if not scope.whole and before + behind and len(targeted) == len(before) + len(behind):
            # the asked paragraph alone, then "其余段落保持不变" / "the rest stays the same":
            # the text is the asked paragraph's, the placeholder stands for all the others
            head, tail = targeted[: len(before)], targeted[len(before) :]
        for u, o in (*zip(before, head, strict=True), *zip(behind, tail, strict=True)):
            slots[o].text = content[u]
            given[u] = o
        skipped = [o for o in originals if o not in head and o not in tail]
        if not skipped:
            notes.append(content[hole].strip())
            return given
        if (scope.whole and not scope.additive) or leaves_unedited(content[hole], skipped, scope):
            raise Refused(
                f"The model wrote “{short(content[hole])}” instead of the rest of the article, "
                "so those paragraphs were never edited. Nothing was saved — press Retry."
            )
        for o in skipped:
            slots[o].covered = True
        return given
    if len(units) == len(originals):
        pairing = list(zip(units, originals, strict=True))
    elif len(units) < len(originals):
        targeted = [o for o in originals if scope.touches(o)]
        befores = [slot.before for slot in slots]
        if given_alone(units, originals, content, befores, scope.insert_at, after):
            # "add a paragraph after paragraph 5", answered with the new one alone: it goes
            # there, and paragraph 5 stays (the named paragraph is a place, not a target)
            inserts.setdefault(scope.insert_at, []).extend(content[u] for u in units)  # type: ignore[arg-type]
            for o in originals:
                slots[o].covered = True  # kept as written, however the suggestion reads
            return given
        # the asked section's heading is no place for a line of text ("收费表第二行…"
        # answered with the row alone: the table's, not its heading's)
        texts = [o for o in targeted if not line_heading_level(slots[o].before)]
        if len(targeted) == len(units):
            pairing = list(zip(units, targeted, strict=True))
        elif len(texts) == len(units) and not any(line_heading_level(content[u]) for u in units):
            pairing = list(zip(units, texts, strict=True))
        else:
            pairing = likeliest(units, originals, content, [s.before for s in slots])
    else:
        pairing = likeliest(units, originals, content, [s.before for s in slots])
        paired = {u for u, _ in pairing}
        for u in units:
            if u in paired:
                continue
            # a new paragraph goes after the original paired before it (or the gap's start)
            before = [o for pu, o in pairing if pu < u]
            inserts.setdefault(before[-1] if before else after, []).append(content[u])
    for u, o in pairing:
        slots[o].text = content[u]
        given[u] = o
    return given


def _assemble(
    title: str,
    original: Paragraphs,
    reply_title: str | None,
    slots: Sequence[_Slot],
    inserts: dict[int, list[str]],
    scope: Scope,
    order: Sequence[int],
    finished: bool = False,
) -> Rebuilt:
    """The article from each paragraph's slot, in `order` (the writer's, or the one asked)."""
    crlf = "\r\n" in original.join()
    withheld: list[WithheldChange] = []
    pieces: list[str] = []
    given = [slot.text for slot in slots]
    elsewhere = answered_elsewhere(slots, scope)
    cut = (scope.shorten or scope.reshape) and not fragment(slots, scope)
    if slots and -1 in inserts:
        pieces.extend(allowed_inserts(-1, inserts[-1], scope, original.texts, given, withheld))
    for index in order:
        slot = slots[index]
        before = original.texts[index]
        text = _markup_kept(index, before, slot.text, scope, withheld)
        if slot.covered or text is None:
            check_merged_away(before, slots, index, scope)
            if (
                text is None
                and not slot.covered
                and not elsewhere
                and (
                    wholly_targeted(scope, index, before)
                    and (cut or merged(before, slots, index))
                    and not heading_over_rewrite(
                        slots, index, line_heading_level(before) > 0, scope
                    )
                    or joined(before, slots, index, scope)
                )
            ):
                pass  # deleted as asked, merged into its neighbour, or recast in a new form
            else:
                if not elsewhere and (dropped := left_out_unasked(slots, index, before, scope)):
                    withheld.append(dropped)
                pieces.append(before)
        elif (
            same_text(text, before)
            and not scope.translate
            and not (scope.touches(index) and "\n\n" in text and "\n\n" not in before)  # split
            and not (scope.typography and scope.touches(index) and retypeset(text, before))
        ):
            if not scope.touches(index) and retypeset(text, before):
                withheld.append(withheld_change(index, before, text, "punctuation"))
            pieces.append(before)
        elif not scope.touches(index) and rewrapped(text, before):
            pieces.append(before)  # re-wrapped or trimmed unasked (一段中间断了行): no change
        elif kept_lines(before, text, scope, index):
            pieces.append(before)  # 此致\n敬礼 made 此致敬礼 by a formal rewrite: the letter's form
        elif (
            scope.whole
            and index not in scope.paragraphs
            and translated_unasked(before, text, scope)
        ):
            withheld.append(translated(index, before, text))  # the writer's own is kept
            pieces.append(before)
        elif scope.covers(index):
            line = scope.line or quoted_line(before, text, scope.quoted)
            text = rows_filled(line_spliced(before, text, line), before)
            named = scope.whole and index in scope.paragraphs
            check_paragraph(before, text, scope, original.texts, finished=finished, named=named)
            check_no_elision(text, before)
            pieces.append(in_style(text, before, crlf))
        elif scope.touches(index):
            pieces.append(
                sentences_in_scope(index, before, filled(text, before), scope, crlf, withheld)
            )
        elif scope.facts and same_fact(before, text, scope.facts):
            pieces.append(in_style(text, before, crlf))
        else:
            # A placeholder ("…(rest unchanged)") is no change to offer: accepting it would
            # put the placeholder in place of the writer's text.
            if not elides_only(text, before) and not is_placeholder(text):
                withheld.append(withheld_change(index, before, text))
            pieces.append(before)
        if index in inserts:
            pieces.extend(
                allowed_inserts(index, inserts[index], scope, original.texts, given, withheld)
            )
    if not slots and -1 in inserts:
        pieces.extend(inserts[-1])
    separator = original.separator
    body = _join(original, pieces, slots, separator)
    new_title = title
    if (
        reply_title is not None
        and (
            not same_text(reply_title, title)
            or (scope.typography and scope.title and reply_title != title)
        )
        and not (is_placeholder(reply_title) and not scope.title)
        and not chatter_title(reply_title, title)  # "# Here is the livelier version"
    ):
        if scope.title and not (scope.light and not proofread_title(title, reply_title)):
            new_title = reply_title
        else:
            withheld.append(
                WithheldChange(
                    paragraph=0, before=title, after=reply_title, description="a new title"
                )
            )
    return Rebuilt(new_title, body, withheld)


# The words of a suggestion about a text's lines or spacing (合并成一行, "join the lines", 换行),
# as Scope.asked holds them (CJK pairs, English words lower-cased).
_LINE_WORDS = frozenset(["换行", "断行", "分行", "一行", "空格", "空行", "合并", "排版"])
_LINE_STEMS = ("line", "wrap", "join", "merg", "spac", "break", "layout")


def kept_lines(before: str, text: str, scope: Scope, index: int) -> bool:
    """Whether a restyle of the whole article only joined or re-broke the lines of a paragraph
    of several lines (此致\n敬礼 → 此致敬礼, a sign-off or a verse run together) that it did not
    name, with a suggestion about neither the lines nor the form: the writer's lines are
    kept. A paragraph asked for by itself may be asked only for its line breaks."""
    return (
        scope.whole
        and index not in scope.paragraphs
        and "\n" in before.strip()
        and before.strip() != text.strip()
        and rewrapped(text, before)
        and not (scope.form or scope.reshape or scope.typography or scope.translate)
        and not scope.asked & _LINE_WORDS
        and not any(word.startswith(_LINE_STEMS) for word in scope.asked)
    )


def _withheld_move(index: int, text: str) -> WithheldChange:
    return WithheldChange(
        paragraph=index + 1,
        before=text,
        after=text,
        description=f"paragraph {index + 1} moved — {short(text, 50)}",
    )


def _markup_kept(
    index: int, before: str, text: str | None, scope: Scope, withheld: list[WithheldChange]
) -> str | None:
    """The reply's text for a paragraph it may change, with lines whose only change is markup
    the suggestion did not ask about (a renumbered list, a heading made bold, a realigned
    table) given back the writer's own; that drift is withheld."""
    if text is None or not scope.touches(index):
        return text
    text = without_lone_bold(before, text)
    if scope.form or scope.typography or scope.reshape or scope.translate:
        return text  # the form, the typography ("em dashes for --"), the whole text asked
    if scope.light:  # a proofread fixes words, not the writer's list marks or headings
        kept = restore_markup(before, text)
        if kept != text:
            withheld.append(withheld_change(index, kept, text, "formatting"))
        return kept
    restored, kept = _restored(before, text, scope.figures, scope.shorten, asks_plain(scope.asked))
    if restored != text and not same_text(restored, text):
        # what is withheld is only that drift ("第40个" → "第四十个"), not the asked rewrite:
        # figures alone as the writer's figures ("08:30" → "8:30am"), else the paragraph
        figures = figures_withheld(index, restored, text)
        withheld.extend(figures or [withheld_change(index, restored, text, "formatting")])
    return kept


@lru_cache(maxsize=1024)
def _restored(before: str, text: str, figures: bool, shorten: bool, plain: bool) -> tuple[str, str]:
    """`text` with its markup and footnote markers (and figures, unless they are asked about)
    given back as `before` writes them, then also its typography and punctuation width.
    Remembered: every paragraph the suggestion may change goes through here each turn, and
    the next turn's reply gives most of them again word for word."""
    restored = restore_markup(before, text)
    if not shorten:  # a cut may have cut what the note is about: the writer's call (rechecks)
        restored = restore_markers(before, restored)
    if not figures:
        restored = restore_figures(before, restored, shorten, plain)
    return restored, restore_width(before, restore_typography(before, restored))


def _join(original: Paragraphs, pieces: list[str], slots: Sequence[_Slot], separator: str) -> str:
    """Pieces joined with the article's own separators where the paragraph count held."""
    if len(pieces) == len(original.texts):
        rebuilt = Paragraphs(pieces, original.separators, original.lead, original.tail)
        return rebuilt.join()
    return original.lead + separator.join(pieces) + original.tail
