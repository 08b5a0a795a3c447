"""Measured style signals: what a revision changed, in numbers, and what that says about style.

Works offline on CJK and Latin text alike. A signal counts only when the change clears both
a relative and an absolute threshold, so a typo fix or one added clause teaches nothing.
"""

import difflib
import re
from dataclasses import dataclass
from functools import lru_cache

from app.domain.models import RevisionRecord
from app.domain.text import EMOJI, has_words, split_paragraphs, word_count
from app.style.dimensions import Observation

_SENTENCE_END = re.compile(r"[。！？!?…]+|\.(?=\s|$)|\n+")
_EXCLAMATION = re.compile(r"[！!]")
_CONNECTIVES_ZH = (
    "综上所述",
    "总而言之",
    "总之",
    "此外",
    "因此",
    "然而",
    "由此可见",
    "与此同时",
    "鉴于",
    "从而",
    "故而",
    "进而",
    "首先",
    "其次",
    "再者",
)
_CONNECTIVES_EN = re.compile(
    r"\b(therefore|furthermore|moreover|in conclusion|consequently|however|thus|hence|"
    r"nevertheless|additionally|accordingly|in summary|to summarize)\b",
    re.IGNORECASE,
)
_SECOND_PERSON = re.compile(r"你们|您|你|\byou(?:rs|r|rself|rselves)?\b", re.IGNORECASE)
# A line's indent is read up to its own end ([^\S\n], not \s): from every line of a run of
# blank lines, \s read to the run's end (20,000 line breaks: 18 s of a manual edit's learning).
_LIST_ITEM = re.compile(
    r"^[^\S\n]*(?:[-*•·]|\d+[.)、]|[一二三四五六七八九十]+、|（\d+）|\(\d+\))\s*\S", re.M
)
# Register: words of letters and notices against words of talk, in both languages.
_FORMAL_WORDS = re.compile(
    r"\b(?:regarding|henceforth|commence[ds]?|inform(?:ed)?|apologi[sz]e for any|inconvenience|"
    r"hereby|pursuant|furthermore|moreover|therefore|thus|hence|shall|kindly|whereas|"
    r"would like to|please be advised|in accordance)\b|"
    r"兹|特此|敬请|予以|届时|鉴于|综上所述|此外|因此|然而|由此可见|与此同时|从而|故而|进而|务必|"
    r"尚未|若干|即将|进行了?|开展",
    re.IGNORECASE,
)
_CASUAL_WORDS = re.compile(
    r"\b(?:heads up|sorry|gonna|wanna|kinda|stuff|super|awesome|cool|okay|ok|hey|quick|"
    r"folks|guys|yeah|lol)\b|\b\w+'(?:s|re|ll|ve|d|t|m)\b|"
    r"啦|吧|呀|哈|嘛|咱|挺|超|呗|哦|嗯|噢|咋|啥|俺",
    re.IGNORECASE,
)
# Long words (ten letters and more) stand for jargon in Latin text.
_LONG_WORD = re.compile(r"\b[A-Za-z]{10,}\b")

# Thresholds: a change must clear both the relative and the absolute bar to count.
EMOJI_MIN_COUNT_CHANGE = 2
EMOJI_MIN_RELATIVE = 0.5
SENTENCE_MIN_RELATIVE = 0.25
SENTENCE_MIN_WORDS = 3.0
PARAGRAPH_MIN_RELATIVE = 0.3
PARAGRAPH_MIN_WORDS = 10.0
PARAGRAPH_MIN_REGROUPED = 2  # paragraphs gained or lost, the words kept, counts at any size
PARAGRAPH_SAME_WORDS = 0.15  # "the words kept": at most this share added or cut
EXCLAMATION_MIN_COUNT_CHANGE = 2
EXCLAMATION_MIN_DENSITY_CHANGE = 0.2  # exclamation marks per sentence
CONNECTIVE_MIN_COUNT_CHANGE = 2
CONNECTIVE_MIN_RATIO_CHANGE = 0.15  # connectives per sentence
SECOND_PERSON_MIN_COUNT_CHANGE = 2
SECOND_PERSON_MIN_DENSITY_CHANGE = 1.0  # per 100 words
TITLE_MIN_RELATIVE = 0.4
TITLE_MIN_WORDS = 3
LIST_MIN_ITEMS = 3  # a list is three items or more; prose has at most one stray item
LIST_RESHAPED_ITEMS = 2  # list items gained or lost: the text changed shape
LENGTH_MIN_RELATIVE_CUT = 0.35
LENGTH_MIN_WORDS_CUT = 15  # words, or CJK characters
REGISTER_MIN_CHANGE = 3
LONG_WORDS_MIN_CHANGE = 3
LONG_WORDS_MIN_SHARE_CHANGE = 0.1

# What one measured observation is worth: the writer's own edit is the strongest signal;
# a change the model made is a weak hint, marked inferred.
MANUAL_STRENGTH = 0.7
MODEL_STRENGTH = 0.2


@dataclass(frozen=True)
class TextMetrics:
    """Style measures of one title + body."""

    chars: int
    words: int
    sentences: int
    paragraphs: int
    emoji: int
    exclamations: int
    connectives: int
    second_person: int
    title_words: int
    list_items: int = 0
    heading_words: int = 0  # the line heading the body, when it opens on one
    # A short exclaimed line standing alone above the body ("Markets back!", 「开园啦！」): no
    # heading by its ending, but a title all the same when a heading is written in its place.
    cried_words: int = 0
    register: int = 0  # formal words minus casual ones
    long_words: int = 0
    latin_words: int = 0

    @property
    def emoji_per_100_chars(self) -> float:
        return 100.0 * self.emoji / self.chars if self.chars else 0.0

    @property
    def mean_sentence_words(self) -> float:
        return self.words / self.sentences if self.sentences else 0.0

    @property
    def mean_paragraph_words(self) -> float:
        return self.words / self.paragraphs if self.paragraphs else 0.0

    @property
    def exclamations_per_sentence(self) -> float:
        return self.exclamations / self.sentences if self.sentences else 0.0

    @property
    def connectives_per_sentence(self) -> float:
        return self.connectives / self.sentences if self.sentences else 0.0

    @property
    def second_person_per_100_words(self) -> float:
        return 100.0 * self.second_person / self.words if self.words else 0.0


# A body that opens on a heading shows a title of its own: a Markdown heading ("# Council
# approves…"), or one line standing alone above the text with no sentence or list-intro ending
# ("Release 4.12: Faster exports", 「新手三分化训练计划」). The heading is measured as a title,
# not as a sentence or paragraph of the body.
# (The heading ends on one character, or on one that is not a space or tab: tried at each
# character of a long run of tabs on the first line, [ \t]* read the rest of the run again —
# quadratic. One ending a tab earlier matched too, and the shortest is tried first. Likewise a
# Markdown heading does not end on a space, tab or #. And the line is tried from its first
# character, or from the last of a line of spaces above it: whether a line heads the text does
# not hang on where in it the heading starts, and the furthest start is tried first — tried from
# each space of a long indent, the line was read again for each, 8,000 spaces 0.5 s.)
_OPENING_HEADING = re.compile(
    r"\A\s*#[ \t]+(?P<heading>[^\n](?:[^\n]*?[^\n \t#])??)[ \t#]*(?:\n+|\Z)"
)
_OPENING_LINE = re.compile(
    r"\A\s*(?=\S|[^\n]\n)(?P<heading>[^\n](?:[^\n]*?[^\n \t])??)[ \t]*\n[ \t]*\n(?=\s*\S)"
)
_SENTENCE_MARK = re.compile(r"[。！？!?…]|\.(?=\s|$)")
_ENDS_LIKE_TEXT = re.compile(r"[。！？!?.…；;，,：:、]$")
_CLOSING_MARKS = "”’\"'）)】]》」』〉 \t"
HEADING_MAX_WORDS = 40  # words, or CJK characters; a longer first line is a paragraph


def _opening_heading(body: str) -> tuple[str, str] | None:
    """(heading, the rest of the body) when the body opens on a heading, else None."""
    markdown = _OPENING_HEADING.match(body)
    if markdown:
        return markdown.group("heading"), body[markdown.end() :]
    line = _OPENING_LINE.match(body)
    if line is None:
        return None
    heading = line.group("heading")
    if (
        _LIST_ITEM.match(heading)
        or word_count(heading) > HEADING_MAX_WORDS
        or _ENDS_LIKE_TEXT.search(heading.rstrip(_CLOSING_MARKS))
        or len([s for s in _SENTENCE_END.split(heading) if has_words(s)]) != 1
        # Text written with no stops at all ("今天去了趟公园\n\n天气很好 人也不多") has no
        # heading to tell apart: only a line above punctuated text, or above a list, heads it.
        or not (_SENTENCE_MARK.search(body[line.end() :]) or _all_listed(body[line.end() :]))
    ):
        return None
    return heading, body[line.end() :]


_CRIED_MAX_WORDS = 8  # words, or CJK characters


def _cried_words(body: str) -> int:
    """The words of a short exclaimed line opening the body on its own, or 0."""
    line = _OPENING_LINE.match(body)
    if line is None:
        return 0
    cried = line.group("heading").rstrip(_CLOSING_MARKS)
    words = word_count(cried)
    one = len([s for s in _SENTENCE_END.split(cried) if has_words(s)]) == 1
    return words if cried.endswith(("!", "！")) and one and words <= _CRIED_MAX_WORDS else 0


def _all_listed(text: str) -> bool:
    """Whether every line of the text is a list item ("Spring camp kit" above "- Torch")."""
    lines = [line for line in text.splitlines() if line.strip()]
    return bool(lines) and all(_LIST_ITEM.match(line) for line in lines)


# A revision's text before is the one the revision before it left (measured then): kept.
@lru_cache(maxsize=64)
# The learner measures each revision's text before and after, and the next revision of the
# article starts from this one's text: a pure function of the two strings, so remembered.
@lru_cache(maxsize=64)
def measure(title: str, body: str) -> TextMetrics:
    opening = _opening_heading(body)
    heading = ""
    if opening:
        heading, body = opening
    sentences = [s for s in _SENTENCE_END.split(body) if has_words(s)]
    connectives = sum(body.count(c) for c in _CONNECTIVES_ZH) + len(_CONNECTIVES_EN.findall(body))
    # Emoji on the heading are emoji of the piece all the same ("Sunday pancakes 🥞🍓✨").
    headed = f"{heading}\n{body}" if heading else body
    return TextMetrics(
        chars=len("".join(headed.split())),
        words=word_count(body),
        sentences=len(sentences),
        paragraphs=len(split_paragraphs(body)),
        emoji=len(EMOJI.findall(headed)),
        exclamations=len(_EXCLAMATION.findall(body)),
        connectives=connectives,
        second_person=len(_SECOND_PERSON.findall(body)),
        title_words=word_count(title),
        heading_words=word_count(heading),
        cried_words=0 if opening else _cried_words(body),
        list_items=len(_LIST_ITEM.findall(body)),
        register=len(_FORMAL_WORDS.findall(f"{title}\n{headed}"))
        - len(_CASUAL_WORDS.findall(f"{title}\n{headed}")),
        long_words=len(_LONG_WORD.findall(body)),
        latin_words=len(re.findall(r"\b[A-Za-z]+\b", body)),
    )


def _relative(before: float, after: float) -> float:
    base = max(abs(before), abs(after))
    return abs(after - before) / base if base else 0.0


def signal_values(
    before: TextMetrics, after: TextMetrics
) -> list[tuple[str, str, dict[str, float]]]:
    """(dimension, value, measured deltas) for every change large enough to mean something."""
    found: list[tuple[str, str, dict[str, float]]] = []

    emoji_change = after.emoji - before.emoji
    if abs(emoji_change) >= EMOJI_MIN_COUNT_CHANGE and (
        _relative(before.emoji_per_100_chars, after.emoji_per_100_chars) >= EMOJI_MIN_RELATIVE
    ):
        value = "more" if emoji_change > 0 else ("none" if after.emoji == 0 else "fewer")
        found.append(
            (
                "emoji",
                value,
                {
                    "emoji_per_100_chars_before": round(before.emoji_per_100_chars, 2),
                    "emoji_per_100_chars_after": round(after.emoji_per_100_chars, 2),
                },
            )
        )

    # A paragraph turned into a list (or back) changes its lines' length by its shape alone:
    # that is a structure signal, not shorter or longer sentences and paragraphs.
    reshaped = abs(after.list_items - before.list_items) >= LIST_RESHAPED_ITEMS
    if (
        not reshaped
        and before.sentences
        and after.sentences
        and before.sentences + after.sentences >= 3
    ):
        b, a = before.mean_sentence_words, after.mean_sentence_words
        if abs(a - b) >= SENTENCE_MIN_WORDS and _relative(b, a) >= SENTENCE_MIN_RELATIVE:
            found.append(
                (
                    "sentence_length",
                    "longer" if a > b else "shorter",
                    {
                        "mean_sentence_words_before": round(b, 1),
                        "mean_sentence_words_after": round(a, 1),
                    },
                )
            )

    if not reshaped and before.paragraphs and after.paragraphs:
        b, a = before.mean_paragraph_words, after.mean_paragraph_words
        # Paragraphs joined or split with the words kept ("政治选择题…。\n\n每天做五十道题。" made
        # one paragraph): the shape changed on purpose, however short the paragraphs were.
        regrouped = (
            abs(after.paragraphs - before.paragraphs) >= PARAGRAPH_MIN_REGROUPED
            and _relative(before.words, after.words) <= PARAGRAPH_SAME_WORDS
        )
        if _relative(b, a) >= PARAGRAPH_MIN_RELATIVE and (
            abs(a - b) >= PARAGRAPH_MIN_WORDS or regrouped
        ):
            found.append(
                (
                    "paragraph_length",
                    "longer" if a > b else "shorter",
                    {
                        "mean_paragraph_words_before": round(b, 1),
                        "mean_paragraph_words_after": round(a, 1),
                    },
                )
            )

    b, a = before.exclamations_per_sentence, after.exclamations_per_sentence
    if (
        abs(after.exclamations - before.exclamations) >= EXCLAMATION_MIN_COUNT_CHANGE
        and abs(a - b) >= EXCLAMATION_MIN_DENSITY_CHANGE
    ):
        found.append(
            (
                "tone",
                "lively" if a > b else "calm",
                {
                    "exclamations_per_sentence_before": round(b, 2),
                    "exclamations_per_sentence_after": round(a, 2),
                },
            )
        )

    b, a = before.connectives_per_sentence, after.connectives_per_sentence
    if (
        abs(after.connectives - before.connectives) >= CONNECTIVE_MIN_COUNT_CHANGE
        and abs(a - b) >= CONNECTIVE_MIN_RATIO_CHANGE
    ):
        found.append(
            (
                "formality",
                "formal" if a > b else "casual",
                {
                    "connectives_per_sentence_before": round(b, 2),
                    "connectives_per_sentence_after": round(a, 2),
                },
            )
        )

    b, a = before.second_person_per_100_words, after.second_person_per_100_words
    if (
        abs(after.second_person - before.second_person) >= SECOND_PERSON_MIN_COUNT_CHANGE
        and abs(a - b) >= SECOND_PERSON_MIN_DENSITY_CHANGE
    ):
        found.append(
            (
                "person",
                "second" if a > b else "third",
                {
                    "second_person_per_100_words_before": round(b, 2),
                    "second_person_per_100_words_after": round(a, 2),
                },
            )
        )

    if before.list_items >= LIST_MIN_ITEMS and after.list_items <= 1:
        found.append(
            ("structure", "prose", _deltas("list_items", before.list_items, after.list_items))
        )
    elif after.list_items >= LIST_MIN_ITEMS and before.list_items <= 1:
        found.append(
            ("structure", "lists", _deltas("list_items", before.list_items, after.list_items))
        )

    # Register words only speak when the connectives did not already.
    if abs(after.register - before.register) >= REGISTER_MIN_CHANGE and not any(
        d == "formality" for d, _, _ in found
    ):
        value = "formal" if after.register > before.register else "casual"
        found.append(("formality", value, _deltas("register", before.register, after.register)))

    b_share = before.long_words / before.latin_words if before.latin_words else 0.0
    a_share = after.long_words / after.latin_words if after.latin_words else 0.0
    if (
        abs(after.long_words - before.long_words) >= LONG_WORDS_MIN_CHANGE
        and abs(a_share - b_share) >= LONG_WORDS_MIN_SHARE_CHANGE
    ):
        found.append(
            (
                "vocabulary",
                "technical" if a_share > b_share else "plain",
                _deltas("long_word_share", round(b_share, 2), round(a_share, 2)),
            )
        )

    # Tightened: a third of the words cut while every paragraph stays. Deleting a paragraph
    # or writing more is a change of content, not a wish about length.
    cut = before.words - after.words
    if (
        not reshaped
        and after.paragraphs >= before.paragraphs
        and cut >= LENGTH_MIN_WORDS_CUT
        and _relative(before.words, after.words) >= LENGTH_MIN_RELATIVE_CUT
    ):
        found.append(("length", "concise", _deltas("words", before.words, after.words)))

    title = _title_signal("title_words", before.title_words, after.title_words)
    if title is None and before.heading_words and after.heading_words:
        title = _title_signal("heading_words", before.heading_words, after.heading_words)
    if title is None and before.cried_words and after.heading_words:
        title = _title_signal("heading_words", before.cried_words, after.heading_words)
    if title is not None:
        found.append(title)
    return found


def _title_signal(name: str, before: int, after: int) -> tuple[str, str, dict[str, float]] | None:
    """A title (or the body's heading) made shorter or longer, relative to its old length;
    a CJK title counts its characters."""
    if abs(after - before) < TITLE_MIN_WORDS or _relative(before, after) < TITLE_MIN_RELATIVE:
        return None
    return ("title_style", "long" if after > before else "short", _deltas(name, before, after))


def _deltas(name: str, before: float, after: float) -> dict[str, float]:
    return {f"{name}_before": float(before), f"{name}_after": float(after)}


def diff_excerpt(before: str, after: str, limit: int = 200) -> str:
    """The changed paragraphs, `- old` / `+ new`, cut to `limit` characters."""
    old, new = split_paragraphs(before), split_paragraphs(after)
    lines = [
        line
        for line in difflib.unified_diff(old, new, lineterm="", n=0)
        if line[:1] in "+-" and not line.startswith(("+++", "---"))
    ]
    text = "\n".join(f"{line[0]} {line[1:]}" for line in lines)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def only_removed_or_moved(before: str, after: str) -> bool:
    """Whether the body changed only by whole paragraphs taken out or put in another order,
    every paragraph left standing word for word as it was."""
    old, new = split_paragraphs(before), split_paragraphs(after)
    if old == new or not new:
        return False
    left = list(old)
    for paragraph in new:
        if paragraph not in left:
            return False
        left.remove(paragraph)
    return True


def measured_observations(revision: RevisionRecord) -> list[Observation]:
    """Observations from a revision's before/after text; restores and drafts teach nothing."""
    if revision.kind not in ("manual", "llm", "rules"):
        return []
    if revision.original_title == revision.revised_title and only_removed_or_moved(
        revision.original_body, revision.revised_body
    ):
        # "Delete paragraph 3": the averages move with what was taken out (a paragraph of
        # short sentences gone makes the rest look long), but no sentence was written otherwise.
        return []
    before = measure(revision.original_title, revision.original_body)
    after = measure(revision.revised_title, revision.revised_body)
    manual = revision.kind == "manual"
    excerpt = diff_excerpt(
        f"{revision.original_title}\n\n{revision.original_body}",
        f"{revision.revised_title}\n\n{revision.revised_body}",
    )
    return [
        Observation(
            dimension=dimension,
            value=value,
            source="manual" if manual else "measured",
            strength=MANUAL_STRENGTH if manual else MODEL_STRENGTH,
            by_writer=manual,
            inferred=not manual,
            measured=deltas,
            diff_excerpt=excerpt,
            revision_id=revision.id,
            message_id=revision.message_id,
            versions=f"V{revision.base_version}→V{revision.version}",
        )
        for dimension, value, deltas in signal_values(before, after)
    ]
