"""Text measures that work on CJK and Latin text alike: word counts and paragraphs."""

import re

# CJK ideographs, kana, hangul and fullwidth forms: each character counts as one word.
_CJK = (
    "\u3040-\u30ff"  # hiragana, katakana
    "\u3400-\u4dbf"  # CJK extension A
    "\u4e00-\u9fff"  # CJK unified ideographs
    "\uac00-\ud7af"  # hangul syllables
    "\uf900-\ufaff"  # CJK compatibility ideographs
    "\U00020000-\U0002ffff"  # CJK extensions B and later
)
_CJK_CHAR = re.compile(f"[{_CJK}]")
_LATIN_WORD = re.compile(f"[^\\s{_CJK}\\u3000-\\u303f\\uff00-\\uffef]+")
_WORDLIKE = re.compile(r"\w", re.UNICODE)
_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")


def word_count(text: str) -> int:
    """CJK characters count one each; runs of other non-space characters count one each."""
    cjk = len(_CJK_CHAR.findall(text))
    latin = sum(1 for w in _LATIN_WORD.findall(text) if _WORDLIKE.search(w))
    return cjk + latin


def split_paragraphs(body: str) -> list[str]:
    """Paragraphs separated by blank lines; a text with no blank lines splits on newlines."""
    text = body.replace("\r\n", "\n").strip()
    if not text:
        return []
    parts = _PARAGRAPH_BREAK.split(text)
    if len(parts) == 1 and "\n" in text:
        parts = text.split("\n")
    return [p.strip() for p in parts if p.strip()]


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
