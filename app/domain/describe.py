"""What changed between two versions, in words: a short line per change for the reply.

"paragraph 3: first sentence rewritten", "title changed", "paragraph 5 deleted" — or, for a
Chinese article, "第3段：第一句改写", with lengths counted in characters. Pure: two texts in,
lines out.
"""

import re
from collections.abc import Callable, Sequence
from functools import partial

from app.domain.bounded_diff import SequenceMatcher
from app.domain.change_steps import paragraph_steps, shown_lines
from app.domain.describe_words import Language, Words, clip
from app.domain.diff import Hunk, diff_text, quoted_whole
from app.domain.images import image_of
from app.domain.models import WithheldChange
from app.domain.note_shape import shown_note
from app.domain.paragraph_places import Place, heading_words, number_at, places
from app.domain.table_spacing import Retable, retabled
from app.domain.text import (
    EMOJI,
    counts_characters,
    split_paragraphs,
    split_paragraphs_alike,
    word_count,
)

# A sentence ends at . ! ? 。！？… (and any closing quotes after them) — not at a dot inside
# a token (map.png, 2.4, v1.2.3), the "!" of an image's "![", nor the one closing "e.g.".
_IN_SENTENCE = r"[^.!?。！？…]|\.(?=[0-9A-Za-z])|!(?=\[)|(?<=\be\.g)\.|(?<=\bi\.e)\."
_SENTENCE = re.compile(
    rf"(?:{_IN_SENTENCE})+(?:[.!?。！？…]+[\"'”’」』)）]*)?\s*|[.!?。！？…]+\s*", re.IGNORECASE
)
# A small change is quoted ("twenty" → "thirty") rather than described (in characters;
# Chinese packs about three times as much into each).
_QUOTE_LIMIT = {"en": 24, "zh": 10}
# Up to this many small changes in one paragraph are quoted one by one.
_QUOTED_CHANGES = 3


def language_of(text: str) -> Language:
    """'zh' when most of the text is Chinese or Japanese (each character a word), else 'en'
    (Korean, written with spaces between words, is described as English is)."""
    return "zh" if counts_characters(text) else "en"


def sentences(paragraph: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(paragraph) if s.strip()]


def describe_changes(
    original_title: str,
    original_body: str,
    revised_title: str,
    revised_body: str,
    *,
    limit: int = 8,
) -> list[str]:
    """One short line per change, in the article's language; at most `limit` lines (the
    last one then says how many more changes there are)."""
    lang = language_of(original_title + " " + original_body + " " + revised_body)
    words = Words(lang)
    # Each line is made only if it is shown: describing an edited paragraph diffs it, and a
    # wholly rewritten long article has hundreds of them (seconds each batch of CPU).
    lines: list[Callable[[], str]] = []
    if original_title.strip() != revised_title.strip():
        lines.append(lambda: words.title_changed(original_title, revised_title))
    before, after = split_paragraphs_alike(original_body, revised_body)
    # Numbered as the writer counts: headings named by their words, not counted as paragraphs.
    old_places, new_places = places(before), places(after)
    if reordered := _reordered(before, after, old_places, new_places, words):
        return _shown([*lines, *reordered], limit, words)
    edits: list[int] = []  # which lines are paragraph edits (the only ones folded)
    for kind, old_number, new_number in paragraph_steps(before, after):
        if kind == "edited":
            old, new = before[old_number], after[new_number]
            place, old_place = new_places[new_number], old_places[old_number]
            # Numbered as it now stands; where paragraphs deleted or added before it moved
            # it, also as it stood ("paragraph 2 (was 3)"), so it is not read as the
            # "paragraph 2 deleted" beside it.
            was = old_place if isinstance(old_place, int) and old_place != place else None
            edits.append(len(lines))
            lines.append(partial(_edited, words, place, old, new, was))
        elif kind == "moved":
            lines.append(partial(words.moved, old_places[old_number], new_places[new_number]))
        elif kind == "deleted":
            lines.append(partial(_deleted, words, old_places[old_number], before[old_number]))
        else:
            lines.append(partial(words.added, new_places[new_number]))
    if not lines and original_body != revised_body:
        lines.append(words.spacing)
    return _shown(lines, limit, words, set(edits))


def _shown(
    lines: list[Callable[[], str]], limit: int, words: Words, foldable: set[int] | None = None
) -> list[str]:
    """The lines made, at most `limit` (the last one then says how many more there are), in
    the article's order; which are kept: `shown_lines`."""
    chosen = shown_lines(len(lines), limit, foldable)
    made = [lines[k]() for k in chosen]
    if len(chosen) < len(lines):
        made.append(words.more(len(lines) - len(chosen)))
    return made


_MOST_REORDERED = 200  # paragraphs: a longer article's reordering is read as moves below


def _reordered(
    before: list[str],
    after: list[str],
    old_places: list[Place],
    new_places: list[Place],
    words: Words,
) -> list[Callable[[], str]]:
    """The paragraphs kept word for word in a new order, said as that order changed: pairs
    exchanged ("paragraphs 1 and 3 swapped"), or one taken out and put back elsewhere
    ("paragraph 4 moved to 1"). [] for anything else (the line by line reading follows),
    which had said a swap of 1 and 3 as "paragraph 2 moved to 2; paragraph 3 moved to 1"."""
    if before == after or sorted(before) != sorted(after) or len(before) > _MOST_REORDERED:
        return []
    changed = [k for k, (old, new) in enumerate(zip(before, after, strict=True)) if old != new]
    swaps = [
        (k, m)
        for k in changed
        for m in changed
        if k < m and before[k] == after[m] and before[m] == after[k]
    ]
    if len(swaps) * 2 == len(changed) and len({k for pair in swaps for k in pair}) == len(changed):
        return [partial(words.swapped, old_places[k], old_places[m]) for k, m in swaps]
    for k, paragraph in enumerate(before):
        rest = before[:k] + before[k + 1 :]
        for place in range(len(after)):
            if place != k and rest[:place] + [paragraph] + rest[place:] == after:
                return [partial(words.moved, old_places[k], new_places[place])]
    return []


def _deleted(words: Words, place: Place, old: str) -> str:
    """ "paragraph 2 deleted" — or, for an image, which image went (a prose edit that drops
    one must say so: "paragraph 2" alone reads as text)."""
    image = image_of(old)
    return words.deleted(place) if image is None else words.image_deleted(place, image[0])


def _edited(words: Words, place: Place, old: str, new: str, was: int | None = None) -> str:
    old_heading, new_heading = heading_words(old), heading_words(new)
    if old_heading is not None and new_heading is not None:
        return words.heading_to(old_heading, new_heading)  # 小标题“预算”改为“开支”
    return words.edited(place, _paragraph_change(old, new, words), was)


def describe_withheld(
    changes: Sequence[WithheldChange], lang: Language, body: str = ""
) -> list[str]:
    """One line per change the model made outside what was asked (not applied), e.g.
    'also suggested: paragraph 7: “twenty” → “thirty” — not applied'. A change to a paragraph
    of the original `body` is named by its place as the writer counts (headings not counted)."""
    words = Words(lang)
    return [
        what if kept else words.withheld(what) for what, kept in _withheld(changes, words, body)
    ]


def withheld_in_words(
    changes: Sequence[WithheldChange], lang: Language, body: str = ""
) -> list[WithheldChange]:
    """The changes, each described as its reply line says it — for a Chinese article in
    Chinese, with the text quoted as written ("第3段：“两”改为“三”"), where each reading
    wrote its own English description ("a change in paragraph 3 — …，下午三点解散.")."""
    if lang != "zh":
        return list(changes)
    described = _withheld(changes, Words(lang), body)
    return [
        change.model_copy(update={"description": what})
        for change, (what, _kept) in zip(changes, described, strict=True)
    ]


def _withheld(
    changes: Sequence[WithheldChange], words: Words, body: str = ""
) -> list[tuple[str, bool]]:
    """What each change is, and whether it is the writer's own text kept (not an offer)."""
    out = []
    for change in changes:
        place = withheld_place(change, body)
        if change.paragraph == 0:
            what = words.title_to(change.after.strip())
        elif not change.before.strip():
            what = words.added(place)
        elif not change.after.strip():
            what = _deleted(words, place, change.before)
        elif change.before == change.after:  # the paragraph put elsewhere, its text unchanged
            what = words.moved_elsewhere(place)
        elif dropped := _emoji_only_dropped(change.before, change.after):
            # not the model's suggestion: what its reply left out, and the writer's kept
            out.append((words.emoji_left_out(place, dropped), True))
            continue
        else:
            what = words.edited(place, _paragraph_change(change.before, change.after, words))
        out.append((what, False))
    return out


def _emoji_only_dropped(before: str, after: str) -> list[str]:
    """The emoji a paragraph lost when losing them is all that changed ("… optimism. 🌱" →
    "… optimism."), once each; [] for any other change."""
    gone = EMOJI.findall(before)
    if not gone or EMOJI.search(after):
        return []
    if " ".join(EMOJI.sub(" ", before).split()) != " ".join(after.split()):
        return []
    return list(dict.fromkeys(gone))


def withheld_place(change: WithheldChange, body: str) -> Place:
    """Where a withheld change is, as the writer counts: its block of `body` (`block`, or
    `paragraph` while judged) named by its paragraph number without the headings, or a
    heading by its words; a paragraph the model added by the number it would take."""
    blocks = split_paragraphs(body) if body else []
    at = change.paragraph if change.block is None else change.block
    if change.before.strip() and 1 <= at <= len(blocks):
        return places(blocks)[at - 1]
    return number_at(at - 1, blocks) if 1 <= at <= len(blocks) + 1 else at


def in_writers_count(changes: Sequence[WithheldChange], body: str) -> list[WithheldChange]:
    """The changes as a revision keeps them: `paragraph` as the writer counts, the block of
    `body` in `block`, and a heading's words in `heading`."""
    blocks = split_paragraphs(body) if body else []
    out = []
    for change in changes:
        at = change.paragraph if change.block is None else change.block
        kept = change.before.strip() and 1 <= at <= len(blocks)
        number = number_at(at - 1, blocks) if at >= 1 and blocks else at
        words = heading_words(blocks[at - 1]) if kept else None
        update = {"paragraph": number, "block": at, "heading": words}
        if kept and words is None and number != at:
            # "a change in paragraph 8" written by a reading that counted blocks: the number
            # the reply and `paragraph` give (headings not counted)
            update["description"] = re.sub(
                rf"\bparagraph {at}\b", f"paragraph {number}", change.description, count=1
            )
        out.append(change.model_copy(update=update))
    return out


def describe_reply(
    original: tuple[str, str],
    revised: tuple[str, str],
    *,
    note: str | None = None,
    withheld: Sequence[WithheldChange] = (),
) -> list[str]:
    """The lines of a saved edit's reply: what changed, what the model said about it, and
    what it suggested outside the request — in the article's language."""
    lang = language_of(original[0] + " " + original[1] + " " + revised[1])
    words = Words(lang)
    lines = describe_changes(*original, *revised)
    said = shown_note(note or "")  # "Sure! Here's the revised article:" is no note
    if said:
        lines.append(words.note(clip(" ".join(said.split()), NOTE_LIMIT)))
    lines += describe_withheld(withheld, lang, original[1])
    return lines


# The model's note is quoted up to this many characters: the reply stays a few short lines.
NOTE_LIMIT = 240


def _one_figure(text: str) -> bool:
    """Whether `text` is one short word with a digit in it ("08:30", "8:30am", "€2.40",
    "3点") — not a Chinese sentence, which has no spaces either ("会议在3楼开。")."""
    return (
        len(text) <= 16
        and bool(re.fullmatch(r"\S*\d\S*", text))
        and len(_HAN_CHAR.findall(text)) <= 2
    )


_HAN_CHAR = re.compile(r"[\u4e00-\u9fff]")
_LATIN_LETTER = re.compile(r"[A-Za-z]")


def _translated_into(old: str, new: str) -> str | None:
    """ "en" or "zh" when a paragraph written in Chinese came back all in English, or the
    other way round (outside45a F10): a translation, told as one."""
    old_han, new_han = len(_HAN_CHAR.findall(old)), len(_HAN_CHAR.findall(new))
    old_latin, new_latin = len(_LATIN_LETTER.findall(old)), len(_LATIN_LETTER.findall(new))
    if old_han >= 4 and old_han >= 2 * old_latin and new_han == 0 and new_latin >= 10:
        return "en"
    if old_han == 0 and old_latin >= 10 and new_han >= 4 and new_han >= 2 * new_latin:
        return "zh"
    return None


def _paragraph_change(old: str, new: str, words: Words) -> str:
    """How one paragraph changed: a table's rows removed or added, a quoted small change,
    which sentences, or its length."""
    old_image, new_image = image_of(old), image_of(new)
    if old_image is not None and new_image is not None:
        return words.image_changed(described_only=old_image[1] == new_image[1])
    table = retabled(old, new)
    # a re-padded table: its cells and alignment said, never "rewritten" for its padding
    if table and (table.respaced or table.realigned) and (said := _retable_change(table, words)):
        return said
    rows = _row_change(old, new, words) or _lines_change(old, new, words)
    if rows:
        return rows
    if _one_figure(old) and _one_figure(new):
        return words.quoted(old, new)  # a figure withheld alone: "08:30" → "8:30am", whole
    if (into := _translated_into(old, new)) is not None:
        return words.translated(into)  # its length in 字 and in words is no "shorter"
    hunks = diff_text(old, new)
    # (a Chinese change is quoted at whole words: “骑了自行车”改为“骑车”, not 删了“了自行”)
    changes = _changes(quoted_whole(hunks) if words.lang == "zh" else hunks)
    if len(changes) == 1:
        deleted, inserted = changes[0]
        if not deleted.strip() and not inserted.strip():
            return words.spacing()
    if _a_few_small(changes, old, new, words.lang):
        return words.join(
            [words.quoted(d.strip(), i.strip()) for d, i in changes if d.strip() or i.strip()]
        )
    old_sentences, new_sentences = sentences(old), sentences(new)
    matcher = SequenceMatcher(a=old_sentences, b=new_sentences, autojunk=False)
    touched = [
        (op, a1, a2, b1, b2) for op, a1, a2, b1, b2 in matcher.get_opcodes() if op != "equal"
    ]
    worded = [(d, i) for d, i in changes if d.strip() or i.strip()]  # a doubled space aside
    if _only_added_or_removed(worded, touched):
        # a phrase put into (or taken out of) a sentence, every word of the writer's kept:
        # "added “, clear evening, quiet river”", not "rewritten, longer (6 → 10 words)"
        limit = _PHRASE_LIMIT[words.lang]
        return words.join(
            [words.quoted(clip(d.strip(), limit), clip(i.strip(), limit)) for d, i in worded]
        )
    kept = sum(a2 - a1 for op, a1, a2, _, _ in matcher.get_opcodes() if op == "equal")
    length = words.length(word_count(old), word_count(new))
    if kept == 0 or len(touched) > 2:
        return words.rewritten(length)
    parts = []
    for op, a1, a2, b1, b2 in touched:
        if op == "delete":
            parts.append(words.sentences_removed(a1, a2 - a1, len(old_sentences)))
        elif op == "insert":
            parts.append(
                words.sentences_added(b2 - b1, at_end=b1 == len(new_sentences) - (b2 - b1))
            )
        elif a2 - a1 > b2 - b1:
            # Six sentences cut to one are not "the last sentence rewritten".
            parts.append(words.sentences_rewritten_as(a2 - a1, b2 - b1))
        else:
            parts.append(words.sentences_rewritten(b1, b2 - b1, len(new_sentences)))
    merged = any(op == "replace" and a2 - a1 > b2 - b1 for op, a1, a2, b1, b2 in touched)
    return words.join([*parts, length] if merged and length else parts)


_ROW = re.compile(r"^\s*\|.*\|\s*$")
_RULE_ROW = re.compile(r"^\s*\|[\s:|-]*\|\s*$")


def _retable_change(table: Retable, words: Words) -> str:
    """A table that kept its rows: the cells that changed, its alignment, or only its spacing
    — '' when too many cells changed to quote."""
    if len(table.cells) > _QUOTED_CHANGES:
        return ""
    limit = _PHRASE_LIMIT[words.lang]
    parts = [words.quoted(clip(before, limit), clip(after, limit)) for before, after in table.cells]
    if table.realigned:
        parts.append(words.table_alignment())
    return words.join(parts) if parts else words.table_spacing()


def _row_change(old: str, new: str, words: Words) -> str:
    """For a table whose rows were removed or added (its other lines kept), which rows:
    "a table row removed (“| Attic Studio | 12 | no |”)" — '' for anything else."""
    before, after = old.split("\n"), new.split("\n")
    if sum(1 for line in before if _ROW.match(line)) < 2:
        return ""
    matcher = SequenceMatcher(a=before, b=after, autojunk=False)
    removed: list[str] = []
    added: list[str] = []
    cells: list[tuple[str, str]] = []
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op == "equal":
            continue
        gone, came = before[a1:a2], after[b1:b2]
        if not all(_ROW.match(line) and not _RULE_ROW.match(line) for line in gone + came):
            return ""
        if op == "replace" and a2 - a1 == b2 - b1:
            # rows edited in place: the cells that changed ("“25” → “35”"), when few
            changed = _cells_changed(gone, came)
            if changed is None:
                return ""
            cells += changed
            continue
        removed += gone
        added += came
    if not removed and not added or len(cells) > _QUOTED_CHANGES:
        return ""
    parts = [words.quoted(old_cell, new_cell) for old_cell, new_cell in cells]
    if removed:
        parts.append(words.rows_removed([" ".join(r.split()) for r in removed]))
    if added:
        parts.append(words.rows_added([" ".join(r.split()) for r in added]))
    return words.join(parts)


def _cells_changed(old_rows: list[str], new_rows: list[str]) -> list[tuple[str, str]] | None:
    """The cells that differ between rows edited in place, as (old, new), in order; None when
    a row gained or lost cells, or a cell changed past quoting."""
    out: list[tuple[str, str]] = []
    for old_row, new_row in zip(old_rows, new_rows, strict=True):
        old_cells, new_cells = old_row.strip().split("|"), new_row.strip().split("|")
        if len(old_cells) != len(new_cells):
            return None
        for old_cell, new_cell in zip(old_cells, new_cells, strict=True):
            if old_cell.strip() == new_cell.strip():
                continue
            if max(len(old_cell.strip()), len(new_cell.strip())) > _QUOTE_LIMIT["en"]:
                return None
            out.append((old_cell.strip(), new_cell.strip()))
    return out


def _lines_change(old: str, new: str, words: Words) -> str:
    """For a paragraph of lines (a list, a timeline) that only gained or lost whole lines, each
    line: "added “4. 9:30 pm – pack up”" — not the character diff, which in Chinese scatters
    over the lines the new one resembles ("2句改写"); '' for anything else."""
    before, after = old.split("\n"), new.split("\n")
    if len(before) < 2:
        return ""
    matcher = SequenceMatcher(a=before, b=after, autojunk=False)
    parts = []
    edited = 0
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op == "equal":
            continue
        for gone, came in _paired_lines(before[a1:a2], after[b1:b2]):
            if gone.strip() and came.strip():
                # an item edited beside items added: its words ("“map” → “paper map”")
                said = _line_edited(gone, came, words)
                edited += 1
                if said is None or edited > _QUOTED_CHANGES:
                    return ""
                parts += said
            elif gone.strip() or came.strip():
                parts.append(words.quoted(gone.strip(), came.strip()))
    return words.join(parts) if parts else ""


def _paired_lines(old: list[str], new: list[str]) -> list[tuple[str, str]]:
    """The lines of a changed stretch in order, each old line with the next new line like it
    (one line edited), the others alone ("" on the side that has none)."""
    pairs: list[tuple[str, str]] = []
    cursor = 0
    for line in old:
        found = next(
            (
                k
                for k in range(cursor, len(new))
                if SequenceMatcher(a=line, b=new[k], autojunk=False).ratio() >= 0.6
            ),
            None,
        )
        if found is None:
            pairs.append((line, ""))
            continue
        pairs += [("", added) for added in new[cursor:found]]
        pairs.append((line, new[found]))
        cursor = found + 1
    return pairs + [("", added) for added in new[cursor:]]


def _line_edited(old: str, new: str, words: Words) -> list[str] | None:
    """The few small changes of one line edited, quoted; None past quoting."""
    hunks = diff_text(old, new)
    changes = [
        (d.strip(), i.strip())
        for d, i in _changes(quoted_whole(hunks) if words.lang == "zh" else hunks)
        if d.strip() or i.strip()
    ]
    limit = _QUOTE_LIMIT[words.lang]
    if not changes or len(changes) > 2 or any(max(len(d), len(i)) > limit for d, i in changes):
        return None
    return [words.quoted(d, i) for d, i in changes]


# A phrase only added or only removed is quoted up to this many characters.
_PHRASE_LIMIT = {"en": 80, "zh": 30}


def _only_added_or_removed(
    changes: list[tuple[str, str]], touched: Sequence[tuple[str, int, int, int, int]]
) -> bool:
    """True when each of a few changes only adds or only removes words, and some sentence
    holds one of them (whole sentences added or removed are said as sentences)."""
    if not changes or len(changes) > _QUOTED_CHANGES:
        return False
    if not all(bool(d.strip()) != bool(i.strip()) for d, i in changes):
        return False
    return any(op == "replace" for op, *_ in touched)


def _a_few_small(changes: list[tuple[str, str]], old: str, new: str, lang: Language) -> bool:
    """True when every change is a few words and most of the paragraph stayed as it was:
    quoting them ("“Tuesday” → “Thursday”, “around” → “for”") says more than "rewritten"."""
    most = _QUOTE_LIMIT[lang]
    if not changes or any(len(d.strip()) > most or len(i.strip()) > most for d, i in changes):
        return False
    # a clause softened in four or five words' places ("如有异议" → "有意见的话", "于" → "在",
    # "书面" dropped) is still a few small changes: each shown says what went
    tiny = all(len(d.strip()) <= most // 2 and len(i.strip()) <= most // 2 for d, i in changes)
    if len(changes) > (_QUOTED_CHANGES + 2 if tiny else _QUOTED_CHANGES):
        return False
    touched = sum(max(len(d), len(i)) for d, i in changes)
    if len(changes) == 1 or touched * 2 <= max(len(old), len(new)):
        return True
    # a short clause with two changes, each side mostly kept ("退租须" → "如果要退租，请")
    gone, came = sum(len(d) for d, _ in changes), sum(len(i) for _, i in changes)
    return len(changes) == 2 and gone * 2 <= len(old) and came * 2 <= len(new)


def _changes(hunks: list[Hunk]) -> list[tuple[str, str]]:
    """(deleted, inserted) of each run of changed hunks."""
    out: list[tuple[str, str]] = []
    open_run = False
    for hunk in hunks:
        if hunk.op == "equal":
            open_run = False
            continue
        if not open_run:
            out.append(("", ""))
            open_run = True
        deleted, inserted = out[-1]
        out[-1] = (
            (deleted + hunk.text, inserted)
            if hunk.op == "delete"
            else (deleted, inserted + hunk.text)
        )
    return out
