"""A paragraph the writer names by its number that the article does not have.

"第三段太长了，缩短一点" on an article of one paragraph: the model, asked anyway, shortened
the only paragraph there is, and the reply was saved as if it were what was asked. The
writer counted something else (lines, or another draft); saying so before a model is asked
costs nothing and changes nothing. A number the article's own text uses ("clause 4 of the
lease refers to paragraph 12") or a count of lines that reaches it is left to the model.
"""

import re

from app.domain.paragraph_places import numbered_paragraphs
from app.domain.text import split_paragraphs
from app.editing.place_spellings import spelled_places
from app.editing.rule_paragraphs import (
    PARAGRAPH_NAMED_EN,
    PARAGRAPH_NAMED_ZH,
    no_such_paragraph,
    paragraph_named,
)
from app.editing.rule_terms import is_chinese

_QUOTED = re.compile(r"“[^”]*”|「[^」]*」|\"[^\"]*\"|『[^』]*』")


def missing_paragraph(suggestion: str, body: str) -> str | None:
    """What to tell the writer when `suggestion` names a paragraph past the article's end, or
    None when every paragraph it names by number is there (or could be: see the module)."""
    paragraphs = split_paragraphs(body)
    lines = [line for line in body.splitlines() if line.strip()]
    # 把“第三段”改成…: the words of the text; "P7", "§7" are paragraph 7
    asked = spelled_places(_QUOTED.sub(" ", suggestion), paragraphs)
    numbers = [n for n in _numbers(asked) if n > len(paragraphs) and n > len(lines)]
    if not paragraphs or not numbers or _used_by_the_article(body, numbers):
        return None
    count = len(numbered_paragraphs(paragraphs))  # as the writer counts: headings are none
    if is_chinese(suggestion):
        told = f"文章只有{count}段，没有第{max(numbers)}段，所以没有改动。"
        return told + "请说明要改的是哪一段。"
    return no_such_paragraph(max(numbers), count, zh=False) + " " + _SAY_WHICH


_SAY_WHICH = "Nothing was changed: say which paragraph you mean."


def _numbers(text: str) -> list[int]:
    """The paragraphs `text` names by number, counted from the start (from the end: none)."""
    named = [
        paragraph_named(match, zh)
        for zh, pattern in ((False, PARAGRAPH_NAMED_EN), (True, PARAGRAPH_NAMED_ZH))
        for match in pattern.finditer(text)
    ]
    return [number for number in named if number is not None and number > 0]


def _used_by_the_article(body: str, numbers: list[int]) -> bool:
    """Whether the article's own text names such a paragraph (a contract's "paragraph 12")."""
    return any(
        re.search(rf"(?:paragraph|para|¶)\s*{n}\b|第\s*{n}\s*段", body, re.IGNORECASE)
        for n in numbers
    )
