"""A change drawn at whole characters (for app/domain/diff.py): one that begins with marks
drawn on the character before it, with the second letter of a flag, or right after a
zero-width joiner takes that character in. Pure: (op, text) spans in, spans out."""

import unicodedata


def _mark(char: str) -> bool:
    """A character drawn only on the one before it: a combining mark, a variation selector,
    a keycap's enclosing square, a skin tone, a zero-width joiner."""
    return (
        unicodedata.category(char) in ("Mn", "Me")
        or "\ufe00" <= char <= "\ufe0f"
        or char == "\u200d"
        or "\U0001f3fb" <= char <= "\U0001f3ff"
    )


_REGIONAL = "".join(chr(code) for code in range(0x1F1E6, 0x1F200))  # the flags' letters A–Z


def _half_flag(kept: str, first: str) -> bool:
    """Whether a change starting with `first` splits a flag: a flag is a pair of regional
    letters, paired from the start of their run, and `kept` ends with an unpaired one."""
    if first not in _REGIONAL:
        return False
    return (len(kept) - len(kept.rstrip(_REGIONAL))) % 2 == 1


_JOINER = "\u200d"


def _joined_start(kept: str) -> int:
    """Where the character that `kept` ends in begins: back over the marks drawn on it, its
    base, and — through each zero-width joiner — the characters joined to it (👨‍👩‍👧 is one);
    -1 when `kept` holds only marks."""
    cut = len(kept)
    while True:
        start = cut
        while cut > 0 and _mark(kept[cut - 1]):
            cut -= 1
        if cut == 0:
            return -1 if start == len(kept) else start
        cut -= 1
        if cut == 0 or kept[cut - 1] != _JOINER:
            return cut


def whole_character_spans(hunks: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """A change that begins with marks drawn on the character before it ("1️⃣" made "1": the
    keycap's marks deleted alone), or with the second letter of a flag ("🇫🇷" made "🇫🇮"),
    or right after a zero-width joiner (👨‍👩‍👧 made 👨‍👩‍👦), takes that character in, on both
    sides, so the change reads as whole characters ("1️⃣" → "1", "🇫🇷" → "🇫🇮", "👨‍👩‍👧" →
    "👨‍👩‍👦") instead of as invisible marks, half flags or a piece of a family."""
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(hunks):
        op, text = hunks[i]
        kept = out[-1][1] if out and out[-1][0] == "equal" else ""
        if (
            op == "equal"
            or not text
            or not (_mark(text[0]) or _half_flag(kept, text[0]) or kept.endswith(_JOINER))
        ):
            out.append((op, text))
            i += 1
            continue
        end = i
        while end < len(hunks) and hunks[end][0] != "equal":
            end += 1
        cut = _joined_start(kept)
        if cut < 0:
            out.extend(hunks[i:end])
            i = end
            continue
        base = kept[cut:]
        out[-1] = ("equal", kept[:cut])
        if not out[-1][1]:
            out.pop()
        deleted = base + "".join(t for o, t in hunks[i:end] if o == "delete")
        inserted = base + "".join(t for o, t in hunks[i:end] if o == "insert")
        out.extend([("delete", deleted), ("insert", inserted)])
        i = end
    return out
