"""A translation asked into the article's own language names the words that are not in it:
"Translate Josef's note into English" in an English post, 把那句英文翻译成中文 in a Chinese one,
is said of the paragraphs holding a quotation in another language (the German note, the English
line) — the rest of the article is already in the language asked for, so it is not the target.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.language import language_of, script_of, strays_from

# A quotation inside a paragraph: «…», “…”, "…", „…“, 「…」, 『…』.
_QUOTATION = re.compile(
    r"«([^»\n]{6,400})»|“([^”\n]{6,400})”|\"([^\"\n]{6,400})\"|„([^“\n]{6,400})“"
    r"|「([^」\n]{4,400})」|『([^』\n]{4,400})』"
)
# The language a translation is asked into.
_INTO_EN = re.compile(r"\b(?:in|into|to)\s+(?:plain\s+)?english\b|(?:成|为|回)(?:英文|英语)", re.I)
_INTO_ZH = re.compile(r"\b(?:in|into|to)\s+(?:chinese|mandarin)\b|(?:成|为|回)(?:中文|汉语)", re.I)
_INTO_OTHER = re.compile(
    r"\b(?:in|into|to)\s+(?:french|german|spanish|japanese|italian|portuguese|korean|russian"
    r"|dutch|arabic)\b|(?:成|为)(?:法语|法文|德语|德文|西班牙语|日语|日文|韩语|俄语)",
    re.I,
)


def into_own_language(asked: str, body: str) -> bool:
    """Whether a translation is asked into the language the article is written in (or into
    no language named: then its own)."""
    own = script_of(body)
    if not own or _INTO_OTHER.search(asked):
        return False
    if own != "cjk" and language_of(body) != "en":
        return False  # a French article asked "into English" is translated whole
    if own == "cjk":
        return not _INTO_EN.search(asked)
    return not _INTO_ZH.search(asked)


def foreign_paragraphs(paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs that quote words in another language than the article's."""
    body = "\n\n".join(paragraphs)
    own = script_of(body)
    if not own:
        return set()
    found: set[int] = set()
    for index, paragraph in enumerate(paragraphs):
        for match in _QUOTATION.finditer(paragraph):
            span = next(group for group in match.groups() if group)
            if _foreign(span, body, own):
                found.add(index)
                break
    return found


def _foreign(span: str, body: str, own: str) -> bool:
    if own == "cjk":
        return script_of(span) == "latin" and len(span.split()) >= 3
    if len(span.split()) < 3:
        return False
    return language_of(span) not in ("en", "latin", "") or strays_from(body, span)
