"""Text measures that work on CJK and Latin text alike: word counts and paragraphs."""

import re
import unicodedata
from collections.abc import Sequence

from app.domain.table_blocks import split_at, with_tables

# CJK ideographs, kana, hangul and fullwidth forms: each character counts as one word.
CJK_RANGES = (
    "\u3040-\u30ff"  # hiragana, katakana
    "\u3400-\u4dbf"  # CJK extension A
    "\u4e00-\u9fff"  # CJK unified ideographs
    "\uac00-\ud7af"  # hangul syllables
    "\uf900-\ufaff"  # CJK compatibility ideographs
    "\U00020000-\U0002ffff"  # CJK extensions B and later
)
CJK_CHAR = re.compile(f"[{CJK_RANGES}]")
# Counted one a character: Chinese and Japanese, written without spaces. Korean puts spaces
# between its words, so a run of hangul counts one, as a run of Latin letters does (a Korean
# article counted each syllable: 23 "字" for 8 words).
_ONE_EACH_RANGES = CJK_RANGES.replace("\uac00-\ud7af", "")
_ONE_EACH = re.compile(f"[{_ONE_EACH_RANGES}]")
_LATIN_WORD = re.compile(f"[^\\s{_ONE_EACH_RANGES}\\u3000-\\u303f\\uff00-\\uffef]+")
_WORDLIKE = re.compile(r"\w", re.UNICODE)
_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")


def word_count(text: str) -> int:
    """Chinese and Japanese characters count one each; runs of other non-space characters
    (Latin, Cyrillic, Korean words…) count one each."""
    cjk = len(_ONE_EACH.findall(text))
    latin = sum(1 for w in _LATIN_WORD.findall(text) if _WORDLIKE.search(w))
    return cjk + latin


# A character that makes `word_count` count at least one: CJK, or a word character outside
# the CJK punctuation and fullwidth forms (which `_LATIN_WORD` leaves out).
_A_WORD = re.compile(f"[{_ONE_EACH_RANGES}]|[^\\W\\u3000-\\u303f\\uff00-\\uffef]")


def counts_characters(text: str) -> bool:
    """Whether `text` is mostly written without spaces (Chinese, Japanese), so its length is
    told in characters (字) and its changes described in Chinese; Korean is told in words."""
    sample = text[:2000]
    one_each = len(_ONE_EACH.findall(sample))
    return bool(one_each) and one_each * 2 >= len(sample.split())


def has_words(text: str) -> bool:
    """`word_count(text) > 0`, without counting them all."""
    return _A_WORD.search(text) is not None


def split_paragraphs(body: str) -> list[str]:
    """Paragraphs separated by blank lines; a text with no blank lines splits on newlines."""
    text = body.replace("\r\n", "\n").strip()
    if not text:
        return []
    breaks = [m.span() for m in _PARAGRAPH_BREAK.finditer(text)]
    if not breaks:
        breaks = [m.span() for m in re.finditer("\n", text)]
    # A table is one block wherever it stands (app/domain/table_blocks.py).
    parts = split_at(text, with_tables(text, breaks))
    return [p.strip() for p in parts if p.strip()]


def split_paragraphs_alike(before: str, after: str) -> tuple[list[str], list[str]]:
    """`split_paragraphs` of two versions of one text, read the same way: when one has blank
    lines between its paragraphs and the other has none, the other's line breaks are hard
    wraps inside one paragraph ("Line one\nline two" left after deleting "Para two." is
    paragraph 1 kept, not two paragraphs of which one lost a line) — unless its lines are
    exactly the other's paragraphs (only the spacing between them changed)."""
    old, new = split_paragraphs(before), split_paragraphs(after)
    old_whole, new_whole = _read_whole(before), _read_whole(after)
    old_blank, new_blank = _has_blank_break(before), _has_blank_break(after)
    if old_blank and not new_blank and new_whole != new and new != old:
        return old, new_whole
    if new_blank and not old_blank and old_whole != old and old != new:
        return old_whole, new
    return old, new


def _has_blank_break(body: str) -> bool:
    return len(_PARAGRAPH_BREAK.split(body.replace("\r\n", "\n").strip())) > 1


def _read_whole(body: str) -> list[str]:
    """A text with no blank lines as the one paragraph it is (its line breaks kept)."""
    text = body.replace("\r\n", "\n").strip()
    return [text] if text else []


def join_paragraphs(paragraphs: list[str]) -> str:
    return "\n\n".join(paragraphs)


def preview(text: str, limit: int = 200) -> str:
    """At most `limit` characters, cut at a whitespace where one is near, with an ellipsis."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat[: limit - 1]
    space = cut.rfind(" ")
    if space > limit * 0.6:
        cut = cut[:space]
    return cut.rstrip() + "…"


def preview_lines(text: str, limit: int = 200) -> str:
    """`preview`, but a line break stays a line break: a partial reply's title stays on its
    own line instead of running into the first sentence ("Notes The team met…")."""
    lines = [" ".join(line.split()) for line in text.splitlines()]
    lines = [line for line in lines if line]
    kept: list[str] = []
    room = limit
    for line in lines:
        if len(line) >= room:
            kept.append(preview(line, max(room, 1)))
            break
        kept.append(line)
        room -= len(line) + 1
    return "\n".join(kept)


# Emoji: pictographs, dingbats and symbols that are emoji, flags, keycaps, skin tones,
# variation selectors, tag sequences and ZWJ sequences. Typographic symbols (©, ™, ↔, ▶, ★,
# ✓, ❶) count only when a variation selector asks for emoji presentation.
_EMOJI_ALWAYS = (
    "\U0001f000-\U0001f6ff\U0001f7e0-\U0001f7ff\U0001f900-\U0001faff"
    "\u231a\u231b\u2328\u23cf\u23e9-\u23f3\u23f8-\u23fa"
    "\u2600-\u2604\u260e\u2611\u2614\u2615\u2618\u261d\u2620\u2622\u2623\u2626\u262a"
    "\u262e\u262f\u2638-\u263a\u2648-\u2653\u265f\u2660\u2663\u2665\u2666\u2668\u267b"
    "\u267e\u267f\u2692-\u2697\u2699\u269b\u269c\u26a0\u26a1\u26a7\u26aa\u26ab\u26b0\u26b1"
    "\u26bd\u26be\u26c4\u26c5\u26c8\u26ce\u26cf\u26d1\u26d3\u26d4\u26e9\u26ea\u26f0-\u26f5"
    "\u26f7-\u26fa\u26fd\u2702\u2705\u2708-\u270d\u270f\u2712\u2714\u2716\u271d\u2721"
    "\u2728\u2733\u2734\u2744\u2747\u274c\u274e\u2753-\u2755\u2757\u2763\u2764"
    "\u2795-\u2797\u27a1\u27b0\u27bf\u2b05-\u2b07\u2b1b\u2b1c\u2b50\u2b55"
)
_EMOJI_TEXT_DEFAULT = (
    "\u00a9\u00ae\u203c\u2049\u2122\u2139\u2194-\u2199\u21a9\u21aa\u24c2\u25aa\u25ab"
    "\u25b6\u25c0\u25fb\u25fc\u2640\u2642\u2934\u2935\u3030\u303d\u3297\u3299"
)
_SKIN = "[\U0001f3fb-\U0001f3ff]"
_TAGS = "(?:[\U000e0020-\U000e007e]+\U000e007f)"
_EMOJI_UNIT = f"(?:[{_EMOJI_ALWAYS}][\ufe0e\ufe0f]?|[{_EMOJI_TEXT_DEFAULT}]\ufe0f){_SKIN}?{_TAGS}?"
_EMOJI_JOINED = f"[{_EMOJI_ALWAYS}{_EMOJI_TEXT_DEFAULT}][\ufe0e\ufe0f]?{_SKIN}?"
EMOJI_PATTERN = (
    "(?:[\U0001f1e6-\U0001f1ff]{2}"  # a flag: two regional indicators
    "|[0-9#*]\ufe0f?\u20e3"  # a keycap
    f"|{_EMOJI_UNIT}(?:\u200d{_EMOJI_JOINED})*)"
)
EMOJI = re.compile(EMOJI_PATTERN)


def _joins_before(char: str) -> bool:
    """Whether `char` belongs to the character drawn before it: a combining mark, a joiner,
    a variation selector, a skin tone, an emoji tag or a keycap."""
    code = ord(char)
    return (
        unicodedata.category(char) in ("Mn", "Me", "Mc")
        or char == "\u200d"
        or 0xFE00 <= code <= 0xFE0F
        or 0x1F3FB <= code <= 0x1F3FF
        or 0xE0020 <= code <= 0xE007F
        or 0xE0100 <= code <= 0xE01EF
    )


def _regional(char: str) -> bool:
    return "\U0001f1e6" <= char <= "\U0001f1ff"


def _inside_character(text: str, at: int) -> bool:
    """Whether offset `at` falls inside one drawn character (👨‍👩‍👧, é written e + ◌́, 🇨🇳,
    "\\r\\n") rather than between two."""
    if not 0 < at < len(text):
        return False
    before, after = text[at - 1], text[at]
    if _joins_before(after) or before == "\u200d" or (before, after) == ("\r", "\n"):
        return True
    if _regional(before) and _regional(after):  # flags pair regional indicators from the left
        run = at
        while run > 0 and _regional(text[run - 1]):
            run -= 1
        return (at - run) % 2 == 1
    return False


def whole_characters(text: str, start: int, end: int) -> tuple[int, int]:
    """The span `start`–`end` of `text` widened to whole drawn characters: a selection that
    cuts a family emoji 👨‍👩‍👧 or a flag in two would otherwise edit half of it."""
    while _inside_character(text, start):
        start -= 1
    while _inside_character(text, end):
        end += 1
    return start, end


def shared_ends(old: Sequence[str], new: Sequence[str]) -> tuple[int, int]:
    """How many paragraphs `old` and `new` share at their head and then at their tail (never
    overlapping): what a diff of the two sets aside first, for a matcher compares each with
    every other and thousands of like paragraphs took minutes of a turn (test_growth_*)."""
    head = 0
    while head < min(len(old), len(new)) and old[head] == new[head]:
        head += 1
    tail = 0
    while tail < min(len(old), len(new)) - head and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    return head, tail
