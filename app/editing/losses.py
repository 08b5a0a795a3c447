"""Refusals of a rebuilt article that would lose the writer's text: a global edit that left
paragraphs out, text the reply holds twice, a reply cut off mid-sentence, a paragraph rewritten
far beyond a typo fix or in another language, an empty article, and more than half of the
words gone without being asked to shorten.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Sequence
from functools import lru_cache

from app.domain.paragraph_places import place_said
from app.domain.text import CJK_CHAR
from app.editing.align import MATCH, similarity
from app.editing.asked_ending import ends_on_asked_words
from app.editing.cut import answers_a_line, dangles, unclosed
from app.editing.elided import Refused
from app.editing.kinds_named import stanzas
from app.editing.language import mixed_into_other, other_language, script_of
from app.editing.scope import Scope
from app.editing.units import ends_mid_sentence, leads_on, normal

# Share of the article's words a reply may drop without being asked to shorten.
MAX_SILENT_DROP = 0.5
# How alike a paragraph must stay when only typos, spelling or punctuation were to be fixed.
LIGHT_TOUCH = 0.6


def check_duplicates(inserts: dict[int, list[str]], originals: Sequence[str]) -> None:
    for texts in inserts.values():
        for text in texts:
            if any(similarity(text, o) >= 0.8 for o in originals):
                raise Refused(
                    "The model's reply held some of the article twice, so it is unclear which "
                    "version to keep. Nothing was saved — press Retry."
                )


def check_two_versions(
    inserts: dict[int, list[str]],
    originals: Sequence[str],
    given: Sequence[str | None],
    scope: Scope,
) -> None:
    """Refuse a reply that rewrote a paragraph it was asked to change twice, in two places:
    a new paragraph that is like both that paragraph and its rewrite, and no part of either
    (a split or an added paragraph was not asked for)."""
    if scope.adds or scope.reshape or scope.translate:
        return
    for texts in inserts.values():
        for at, text in enumerate(texts):
            if any(_NEW_HEADING.match(t) and t not in originals for t in texts[:at]):
                continue  # under a heading of its own ("## In short"): a section, no version
            for index, (before, after) in enumerate(zip(originals, given, strict=True)):
                if (
                    scope.touches(index)
                    and after is not None
                    and normal(after) != normal(before)
                    and similarity(text, before) >= MATCH
                    and similarity(text, after) >= MATCH
                    and normal(text) not in normal(after)
                ):
                    raise Refused(
                        f"The model's reply gave {place_said(index, originals)} twice, in two "
                        "different "
                        "versions, so it is unclear which to keep. Nothing was saved — press "
                        "Retry."
                    )


_NEW_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+\S")


def check_copied(texts: Sequence[str | None], originals: Sequence[str], scope: Scope) -> None:
    """Refuse a reply that gives one paragraph's text again in another's place ("Tighten it
    up": paragraph 2 shortened, then again where paragraph 4 was): the paragraph it stands in
    for would be lost. Paragraphs the article itself repeats may stay alike."""
    seen: dict[str, int] = {}
    for index, text in enumerate(texts):
        if text is None or len(normal(text)) < 20 or not scope.covers(index):
            continue  # a paragraph out of scope keeps the writer's text whatever the reply gave
        first = seen.setdefault(normal(text), index)
        if first == index or normal(originals[first]) == normal(originals[index]):
            continue
        if similarity(text, originals[index]) < MATCH:
            raise Refused(
                f"The model's reply gives {place_said(first, originals)}'s text again in "
                f"place of {place_said(index, originals)}, so that paragraph would be lost. "
                "Nothing was saved — "
                "press Retry."
            )


def check_missing(
    given: Sequence[bool], scope: Scope, repeats: int = 0, changed: tuple[int, int] | None = None
) -> None:
    """A global edit must give every paragraph (or say it deleted some, when asked to). A
    shorter version that gives one paragraph twice (`repeats`) where another is missing
    ("tighten it up") wrote the one in place of the other: that one was not cut, it was lost.
    A reply that changed one paragraph at most and gave most of the others as they were
    (`changed`: how many it changed, how many it kept; "Put the hedge-trimming workshop back
    an hour", no place named) and left one out was no rewrite: the writer's paragraph stays."""
    if not scope.whole:
        return
    missing = [i + 1 for i, has in enumerate(given) if not has]
    if missing and repeats and not scope.reshape:
        which = ", ".join(str(n) for n in missing[:5])
        raise Refused(
            f"The model's reply gives one paragraph twice and leaves out paragraph"
            f"{'s' if len(missing) > 1 else ''} {which}, so that text would be lost. Nothing "
            "was saved — press Retry."
        )
    if scope.shorten or scope.reshape:
        return
    if missing and changed is not None and not repeats:
        rewritten, kept = changed
        if rewritten <= 1 and kept >= max(2, 2 * len(missing)):
            return
    if missing:
        which = ", ".join(str(n) for n in missing[:5])
        raise Refused(
            f"The model's reply left out paragraph{'s' if len(missing) > 1 else ''} {which} of "
            "the article, which the suggestion did not ask to remove, so nothing was saved. "
            "Press Retry to ask again."
        )


# Words a line of the model's may hold beside a paragraph it quotes ("Want me to remove it?").
_SIDE_LINE_WORDS = 25


def check_one_kept(texts: Sequence[str | None], originals: Sequence[str], scope: Scope) -> None:
    """A whole-article ask answered with one of the article's paragraphs as it was and none of
    the rest ("I'd cut this one: …", 可以考虑删掉这段：… 要我删掉吗？): an answer about that
    paragraph, not the article cut to it — every other paragraph would be lost. Lines beside it
    (short, like no paragraph they stand in for) do not make it a new version."""
    if not scope.whole or scope.translate or len(originals) < 3:
        return
    given = [i for i, text in enumerate(texts) if text is not None]
    if len(originals) - len(given) < max(2, len(originals) / 2):
        return
    kept = [i for i in given if normal(texts[i] or "") == normal(originals[i])]
    others = [i for i in given if i not in kept]
    if len(kept) != 1 or any(
        word_size(texts[i] or "") > _SIDE_LINE_WORDS
        or similarity(texts[i] or "", originals[i]) >= MATCH
        for i in others
    ):
        return
    raise Refused(
        f"The model's reply gave back only {place_said(kept[0], originals)} of the article, "
        "as it was, "
        "and none of the rest — an answer about that paragraph, not a new version of the "
        "article — so nothing was saved. Press Retry, or ask again in other words."
    )


def check_truncated(
    content: Sequence[str],
    kinds: Sequence[str],
    pairs: Sequence[tuple[int, int]],
    originals: Sequence[str],
    quoted: Collection[str] = (),
    wording: str = "",
) -> None:
    """Refuse a reply whose last paragraph of text stops mid-sentence where its original did
    not — unless it ends on words the suggestion (`wording`) gives, written out to their end."""
    last = max((i for i, k in enumerate(kinds) if k == "text"), default=None)
    if last is None:
        return
    paired = dict(pairs).get(last)
    if paired is None and _signature(content[last]):
        return  # a sign-off the reply added ("柳湾村村民委员会\n2025年9月30日") ends on no stop
    if paired is None and _ENDS_ON_ADDRESS.search(content[last]):
        return  # a line the reply added ends on an address ("Tickets: https://…/tickets")
    counterpart = originals[paired] if paired is not None else (originals[-1] if originals else "")
    if (
        cut_off(content[last], counterpart)
        and not ends_as_one_of(content[last], originals)
        and not answers_a_line(content[last], originals, quoted)
        and not ends_on_asked_words(content[last], wording, counterpart)
    ):
        raise Refused(
            "The model's reply stops in the middle of a sentence — it was cut off — so nothing "
            "was saved. Press Retry to ask again."
        )


# A web address ending the text (no stop follows an address: it would read as part of it).
_ENDS_ON_ADDRESS = re.compile(r"(?:https?://|\bwww\.)[^\s/]+\.[^\s/]+(?:/\S*)?\s*$", re.I)

# A date on a line of its own: "2025年9月30日", "30 September 2025", "September 30, 2025".
_DATE_LINE = re.compile(
    r"^\s*(?:\d{4}\s*年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?|\d{1,2}\s+[A-Z][a-z]+\s+\d{4}"
    r"|[A-Z][a-z]+\s+\d{1,2},?\s+\d{4}|\d{4}[-/.]\d{1,2}[-/.]\d{1,2})\s*$"
)


def _signature(unit: str) -> bool:
    """Whether a paragraph is a signature block: a date alone, or up to three short lines
    with one a date."""
    lines = [line for line in unit.strip().split("\n") if line.strip()]
    return (
        1 <= len(lines) <= 3
        and all(len(line.strip()) <= 40 for line in lines)
        and any(_DATE_LINE.match(line) for line in lines)
    )


def check_paragraph(
    before: str,
    after: str,
    scope: Scope,
    originals: Sequence[str] = (),
    *,
    finished: bool = False,
    named: bool = False,
) -> None:
    """Refuse a paragraph cut off mid-sentence (unless the reply is `finished`), written in
    another script, or rewritten beyond recognition when only typos or punctuation were to be
    fixed — not in a paragraph `named` for more beside a proofread of the whole."""
    # asked reply first, as the cut-short check and the notes' check ask of the same pair:
    # difflib's ratio depends on the order, and in one order the judge's remembered answer
    # serves all three (a paragraph of 360,000 characters took 33 s a comparison)
    if scope.light and not named and similarity(after, before) < LIGHT_TOUCH:
        raise Refused(
            "The model rewrote far more than fixing typos or punctuation would, so some of your "
            "text would be lost. Nothing was saved — press Retry."
        )
    cut = not finished and cut_off(after, before)
    if (
        cut
        and not scope.reshape
        and not ends_as_one_of(after, originals)
        and not answers_a_line(after, originals, scope.quoted)
        and not ends_on_asked_words(after, scope.wording, before)
    ):
        # A recast (a list, a social post) pairs no paragraph with its own: lines such as
        # "📷 拾光照相馆：不贵还超出片" end without a stop; the reply's end is still checked.
        raise Refused(
            "The model's reply stops in the middle of a sentence — it was cut off — so nothing "
            "was saved. Press Retry to ask again."
        )
    if (
        not scope.translate
        and not _code(before)
        and (other_language(before, after) or mixed_into_other(before, after))
    ):
        raise Refused(
            "The model answered in another language than the article's, and no translation "
            "was asked for, so nothing was saved."
        )


def _code(paragraph: str) -> bool:
    """A fenced code block (or a piece of one): its language is code's, and a comment or a
    docstring written in the article's language is no answer in another."""
    return paragraph.lstrip().startswith(("```", "~~~")) or paragraph.rstrip().endswith(
        ("```", "~~~")
    )


def cut_off(after: str, before: str) -> bool:
    """Whether the reply's paragraph stops mid-sentence where the original did not (a
    salutation or lead-in may end on a comma or colon in either)."""
    if not ends_mid_sentence(after) or ends_mid_sentence(before):
        return False
    if not ends_mid_sentence(_without_end_symbols(after)):
        return False  # "…by noon. 🥾☀️": a sentence ended, then emoji after it
    if ends_mid_sentence(_without_end_symbols(before)):
        return False  # "…write to hello@x.example.com 🍞" ends on no stop before its emoji
    if stanzas([before, after]) == [0, 1] and not dangles(after) and not unclosed(after):
        return False  # a stanza rewritten: a line of verse need not end with a stop
    return not (leads_on(before) and leads_on(after))


def _without_end_symbols(text: str) -> str:
    """The text without the emoji and symbols it ends in (with their joiners and marks)."""
    end = len(text.rstrip())
    while end and (
        unicodedata.category(text[end - 1]) in ("So", "Sk", "Mn", "Me", "Cf")
        or text[end - 1].isspace()
    ):
        end -= 1
    return text[:end] if end < len(text.rstrip()) else text


def ends_as_one_of(after: str, originals: Sequence[str]) -> bool:
    """Whether a paragraph ends as one of the article's own does (the last of two joined
    paragraphs ending on "#露营 #青山湖"): its end was not cut off."""
    tail = normal(after)[-8:]
    return len(tail) >= 4 and any(normal(o).endswith(tail) for o in originals)


def check_result(body: str, new_body: str, scope: Scope) -> None:
    if not new_body.strip() and body.strip():
        raise Refused("The model returned an empty article, so nothing was changed.")
    if not scope.translate and (_script_changed(body, new_body) or other_language(body, new_body)):
        raise Refused(
            "The model answered in another language than the article's, and no translation "
            "was asked for, so nothing was saved."
        )
    before, after = word_size(body), word_size(new_body)
    if before and after < before * (1 - MAX_SILENT_DROP) and not scope.shorten:
        raise Refused(
            f"The model's version dropped {round(100 * (before - after) / before)}% of the "
            "text although the suggestion did not ask to shorten it, so nothing was changed. "
            "Ask explicitly if you want it shorter."
        )


def _script_changed(body: str, after: str) -> bool:
    """Whether the article came back in another script (a mixed article made all Chinese or
    all Latin counts). An article too short to tell its script ("你好。", "Hi.") is refused
    for nothing: whatever the reply is written in, nothing says it is another language."""
    old, new = script_of(body), script_of(after)
    if not new or old == new:
        return False
    if not old and _letters(body) >= _FEWEST_LETTERS:
        # A mixed article (English with a few Chinese names, a Chinese note full of
        # commands) made one script is the other script's words gone, not an edit that
        # added words of the main script and tipped the share.
        kept = _cjk(after) if new == "latin" else _latin(after)
        return kept < _KEPT * (_cjk(body) if new == "latin" else _latin(body))
    return bool(old)


# A mixed article keeps at least this share of its other script's letters when it is edited.
_KEPT = 0.5


def _cjk(text: str) -> int:
    return len(CJK_CHAR.findall(text))


def _latin(text: str) -> int:
    return len(re.findall(r"[A-Za-z]", text))


# Fewest letters (CJK characters and Latin letters) `script_of` tells a script from.
_FEWEST_LETTERS = 8


def _letters(text: str) -> int:
    return len(CJK_CHAR.findall(text)) + len(re.findall(r"[A-Za-z]", text))


@lru_cache(maxsize=256)  # the article is counted again by the next turn, as its original
def word_size(text: str) -> int:
    """Words, with each CJK character counted as one (the unit writers count in)."""
    cjk = len(CJK_CHAR.findall(text))
    latin = len(re.findall(r"[^\W\d_]+|\d+", CJK_CHAR.sub(" ", text)))
    return cjk + latin
