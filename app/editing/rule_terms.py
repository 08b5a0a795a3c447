"""What the rules editor's rules share: the edit they return, reading a suggestion's terms
(quoted or bare, English or Chinese numerals) and removing text without leaving holes."""

import re
from dataclasses import dataclass

from app.domain.text import CJK_CHAR


@dataclass
class RuleEdit:
    """The article after a rule ran. `changed=False`: the suggestion was understood but could
    not be applied (the words are not there, no such paragraph); `summary` says why."""

    title: str
    body: str
    summary: str
    changed: bool = True
    # A rule that moved or deleted paragraphs: the paragraphs before it, by index, in their new
    # order (one left out is deleted) — how later steps find the paragraphs the writer numbered.
    order: list[int] | None = None


# --- shared pieces ----------------------------------------------------------------------

QUOTE_PAIRS = {'"': '"', "“": "”", "「": "」", "『": "』", "'": "'", "‘": "’"}
# An opening mark ends the words too: from every “ of a run of them, none closed, the words
# were read to the line's end (a 20,000-character message of 「: the square of it, 1 s).
QUOTED = (
    "(?:"
    + "|".join(
        f"{re.escape(o)}[^{re.escape(o + c if o != c else c)}\\n]*{re.escape(c)}"
        for o, c in QUOTE_PAIRS.items()
    )
    + ")"
)
QUOTE_OPENERS = "".join(re.escape(o) for o in QUOTE_PAIRS)
# A term: quoted (anything inside) or bare (lazy, not starting with a quote or a space).
TERM = f"(?:{QUOTED}|[^\\s{QUOTE_OPENERS}].*?)"
REST = f"(?:{QUOTED}|.*?)"

CN_DIGITS = dict(zip("零〇一二两三四五六七八九", (0, 0, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9), strict=True))
CN_NUMERALS = "零〇一二两三四五六七八九十百千万"
LATIN_EDGE = "0-9A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff"

_LEADING = re.compile(
    r"^(?:(?:please|pls|kindly|can you|could you|would you|will you|just|now|also|and|then)"
    r"\b[\s,，]*|请你?|麻烦你?|你帮我|帮我|帮忙|然后|另外|还有)+",
    re.IGNORECASE,
)
# Courtesy and punctuation a suggestion may end with ("…, please.", "…吧。"), longest first.
_TRAILING = (
    "thank you",
    "thanks",
    "please",
    "谢谢你",
    "谢谢",
    "吧",
    "哦",
    "啊",
    "呀",
    *"。．.,，~～",
)
# Where one suggestion holds several steps. No leading or trailing `\s*`: scanned from every
# position of a long run of spaces those made the split cubic (the pieces are stripped).
STEP_BREAK = re.compile(r"[\n;；]|，\s*然后|,\s*(?:and\s+)?then(?=\s)|(?<=\s)and then(?=\s)")


# A place written with full-width digits (第３段, "paragraph ２"): the writer's IME, the same
# number as 第3段.
_WIDE_PLACE = re.compile(
    r"(?<=第)[０-９]+|[０-９]+(?=\s*(?:段|条|句|行|项))|(?<=paragraph )[０-９]+|(?<=para )[０-９]+",
    re.IGNORECASE,
)
_WIDE = str.maketrans("０１２３４５６７８９", "0123456789")


def narrow_places(text: str) -> str:
    """The text with the full-width digits of its paragraph and line numbers made ASCII."""
    return _WIDE_PLACE.sub(lambda m: m[0].translate(_WIDE), text)


def clean(suggestion: str) -> str:
    text = _LEADING.sub("", narrow_places(suggestion).strip()).strip()
    return _without_trailing(text).strip()


def _without_trailing(text: str) -> str:
    """The text without the courtesy and punctuation at its end. A walk back from the end:
    the regex it replaces was quadratic on a long run of spaces or dots (a 20,000-character
    message held the server for minutes)."""
    end = len(text)
    while True:
        while end and text[end - 1].isspace():
            end -= 1
        for word in _TRAILING:
            start = end - len(word)
            if start < 0 or text[start:end].lower() != word:
                continue
            # "please" and "thanks" are whole words ("displease" stays).
            if word.isascii() and word[0].isalpha() and _inside_word(text, start, end):
                continue
            end = start
            break
        else:
            return text[:end]


def _inside_word(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] runs on into a word on either side (as regex `\\b` sees it)."""
    return any(
        0 <= i < len(text) and (text[i].isalnum() or text[i] == "_") for i in (start - 1, end)
    )


def unquote(term: str) -> tuple[str, bool]:
    """(the words, whether they were quoted)."""
    term = term.strip()
    if re.fullmatch(QUOTED, term):
        return term[1:-1], True
    return term, False


# What may follow a quoted term and still leave the request fully understood.
_PLACE_TAIL = re.compile(  # possessive runs of space: a long run split every way took seconds
    r"^\s*+(?:everywhere|throughout(?:\s+the\s+\w+)?|in\s+the\s+(?:whole\s+)?(?:article|text|"
    r"poem|piece|story|essay|post|draft|body)|(?:全文|文中|文章中)?(?:都|全部)?)?\s*+[.。!！]?\s*+$",
    re.IGNORECASE,
)
# A bare (unquoted) term that goes on to ask for something else.
_MORE_ASKED = re.compile(
    r"\b(?:and|then|also|but|plus|while)\b|[,;，；、]|并且|并|然后|同时|再把|另外|以及",
    re.IGNORECASE,
)


def whole_term(term: str) -> str | None:
    """The term when it is all the suggestion asks for: a quoted term (optionally followed by
    "everywhere", "in the poem"…), or a bare one that does not go on to ask for more."""
    term = term.strip()
    quoted = re.match(QUOTED, term)
    if quoted:
        rest = term[quoted.end() :]
        return quoted[0] if _PLACE_TAIL.match(rest) else None
    if _MORE_ASKED.search(term):
        return None
    return term


def is_chinese(text: str) -> bool:
    """Whether the suggestion is worded in Chinese: quoted words do not count, and an
    English command ("replace 十五 with 五十") starts with a Latin letter."""
    if re.match("[A-Za-z]", text):
        return False
    return bool(CJK_CHAR.search(re.sub(QUOTED, "", text)))


def is_cjk(char: str) -> bool:
    return (
        bool(CJK_CHAR.match(char)) or "\u3000" <= char <= "\u303f" or "\uff00" <= char <= "\uffef"
    )


def cn_number(text: str) -> int | None:
    """Chinese or Arabic numerals up to 99: 三 → 3, 十一 → 11, 二十五 → 25, 12 → 12."""
    text = text.strip()
    if text.isdigit():  # "²" is a digit int() refuses; 4,300 digits it refuses too
        return int(text) if text.isdecimal() and len(text) <= 9 else None
    if not text or any(c not in CN_DIGITS and c != "十" for c in text):
        return None
    if "十" not in text:
        return CN_DIGITS[text] if len(text) == 1 else None
    tens, _, ones = text.partition("十")
    if len(tens) > 1 or len(ones) > 1 or "十" in ones:
        return None
    return (CN_DIGITS[tens] if tens else 1) * 10 + (CN_DIGITS[ones] if ones else 0)


def shown(words: str, limit: int = 60) -> str:
    """Words as quoted in a one-line summary."""
    flat = " ".join(words.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def places(count: int, zh: bool) -> str:
    if zh:
        return f"{count} 处"
    return "1 place" if count == 1 else f"{count} places"


# --- removing characters without leaving holes --------------------------------------------

_CLOSING = set(",.;:!?)]}，。；：！？、）】》」』”’…")
_OPENING = set("([{（【《「『“‘")


def remove_runs(pattern: str, text: str, flags: int = 0) -> tuple[str, int]:
    """Delete every match of `pattern`, tidying the spaces around it; (new text, matches)."""
    single = re.compile(pattern, flags)
    # A match starts where a run of spaces starts, or with no space before the removed text:
    # tried from every space of a long run, each read to its end, the spaces cost the square
    # of the run (20,000 spaces: 18 s). A match never ends inside a run (`right` takes it all).
    runs = re.compile(
        f"(?:(?<![ \\t\u3000])|(?![ \\t\u3000]))"
        f"(?P<left>[ \\t\u3000]*)(?P<run>(?:{pattern})(?:[ \\t]*(?:{pattern}))*)"
        f"(?P<right>[ \\t\u3000]*)",
        flags,
    )
    count = 0

    def tidy(match: re.Match[str]) -> str:
        nonlocal count
        count += len(single.findall(match.group("run")))
        source = match.string
        before = source[match.start() - 1] if match.start() > 0 else "\n"
        after = source[match.end()] if match.end() < len(source) else "\n"
        if before == "\n":
            return match.group("left")  # indentation stays
        if after in "\r\n" or after in _CLOSING or before in _OPENING:
            return ""
        if match.group("left") or match.group("right"):
            return "" if is_cjk(before) and is_cjk(after) else " "
        return ""

    # A CRLF text keeps its line endings (they are the writer's bytes).
    crlf = "\r\n" in text and "\n" not in text.replace("\r\n", "")
    lines = text.replace("\r\n", "\n").split("\n")
    kept: list[str] = []
    emptied = False
    for line in lines:
        new = runs.sub(tidy, line)
        if line.strip() and not new.strip():
            emptied = True  # a line that held only removed text goes with it
            continue
        kept.append(new)
    result = "\n".join(kept)
    if emptied:
        result = re.sub(r"\n[ \t]*\n(?:[ \t]*\n)+", "\n\n", result).strip("\n")
    return (result.replace("\n", "\r\n") if crlf else result), count


# The verbs that remove something, shared by the emoji and the word rules.
REMOVE_VERB_ZH = r"(?:删除|删掉|删去|删了|去掉|去除|移除|拿掉|清除|清掉|去了)"
