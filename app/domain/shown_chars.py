"""Characters that draw nothing (zero-width spaces, soft hyphens, direction marks), written
by name where a change line quotes them (split from describe.py)."""

import unicodedata

# Characters that draw nothing, named when a change quotes them: '“⟨zero-width space⟩”' says
# what changed where '“”' says nothing. Chinese names for the common ones; others by their
# Unicode name.
_INVISIBLE_ZH = {
    "\u00ad": "软连字符",
    "\u200b": "零宽空格",
    "\u200c": "零宽不连字",
    "\u200d": "零宽连接符",
    "\u200e": "从左到右标记",
    "\u200f": "从右到左标记",
    "\u2060": "零宽不换行符",
    "\ufeff": "零宽不换行空格",
}


def _invisible(text: str, at: int) -> bool:
    """Whether `text[at]` draws nothing on its own: a format character (zero-width space,
    soft hyphen, direction marks…), except a joiner inside an emoji (👨‍👩‍👧)."""
    char = text[at]
    if unicodedata.category(char) != "Cf":
        return False
    if char != "\u200d":
        return True
    before = text[at - 1] if at > 0 else ""
    after = text[at + 1] if at + 1 < len(text) else ""
    return not (_pictured(before) and _pictured(after))


def _pictured(char: str) -> bool:
    """A symbol, or a mark drawn on one (an emoji's variation selector or skin tone)."""
    return bool(char) and (
        unicodedata.category(char) == "So"
        or "\ufe00" <= char <= "\ufe0f"
        or "\U0001f3fb" <= char <= "\U0001f3ff"
    )


def shown(text: str, lang: str) -> str:
    """`text` with each character that draws nothing written as its name in ⟨⟩."""
    if all(unicodedata.category(char) != "Cf" for char in text):
        return text
    out = []
    for at, char in enumerate(text):
        if not _invisible(text, at):
            out.append(char)
            continue
        name = _INVISIBLE_ZH.get(char) if lang == "zh" else None
        if name is None:
            name = unicodedata.name(char, f"U+{ord(char):04X}").lower()
        out.append(f"⟨{name}⟩")
    return "".join(out)
