"""Spaces no writer typed: a reply whose every word space is a no-break space (a proxy or
front-end that turned the reply into HTML and back, `&nbsp;` by `&nbsp;`), a blank line that
holds a full-width space, a full-width indent before every paragraph, a space after Chinese
punctuation. Read as prose, the asked paragraph was saved with them — "Parking\u00a0is\u00a0…",
"\u3000\u3000停车位…" — and a "blank" line of a full-width space joined two paragraphs into one.
What the article itself holds is the writer's, and kept.
"""

from __future__ import annotations

import re

_NO_BREAK = re.compile("[\u00a0\u202f\u2007]")
# A line of nothing but spaces, one of them wider than ASCII's: a blank line to the eye.
_WIDE_BLANK = re.compile(r"^[ \t]*[\u00a0\u3000\u202f\u2007][ \t\u00a0\u3000\u202f\u2007]*$", re.M)
# Full-width spaces that open a paragraph (the text's start, or after a blank line).
_INDENT = re.compile(r"(?:\A|(?<=\n\n)|(?<=\n\r\n))\u3000+")
# A space after Chinese punctuation, before more Chinese: the punctuation is its own space.
_AFTER_PUNCTUATION = re.compile(r"(?<=[，。、；：！？])[ \u00a0]+(?=[\u4e00-\u9fff])")


def with_writers_spaces(text: str, article: str) -> str:
    """`text` with the spaces the writer types, where the model's are a rendering's."""
    if not _NO_BREAK.search(article):
        spaces, no_breaks = text.count(" "), len(_NO_BREAK.findall(text))
        if no_breaks > spaces:  # no-break spaces are the reply's word spaces
            text = _NO_BREAK.sub(" ", text)
    if not _WIDE_BLANK.search(article):
        text = _WIDE_BLANK.sub("", text)
    if not _INDENT.search(article):
        text = _INDENT.sub("", text)
    if not _AFTER_PUNCTUATION.search(article):
        text = _AFTER_PUNCTUATION.sub("", text)
    return text
