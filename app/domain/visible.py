"""Whether a text shows anything: a title, a message or a name made only of characters that
render as nothing (zero-width spaces, Hangul fillers, the blank Braille pattern, marks with
nothing to sit on, control characters) is as empty as one made of spaces."""

import re

# The longest title: a rename's limit, so no way in — a request, a rules edit, a model's
# reply — makes a longer one.
MAX_TITLE = 500

# Characters that draw nothing on their own, as the body of a regex character class (the
# OpenAPI document's patterns use it too, so the document and the server agree): control
# characters, the soft hyphen, format characters (zero-width spaces and joiners, direction
# marks, the byte-order mark, tags), variation selectors, Hangul fillers, the blank Braille
# pattern and combining marks (which need a letter to sit on).
INVISIBLE = (
    r"\x00-\x1f\x7f-\x9f\u00ad\u0300-\u036f\u034f\u061c\u115f\u1160\u17b4\u17b5"
    r"\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u20d0-\u20ff\u2800\u3164"
    r"\ufe00-\ufe0f\ufe20-\ufe2f\ufeff\uffa0\U000e0000-\U000e007f\U000e0100-\U000e01ef"
)
# One character that shows: neither whitespace nor one of the above.
VISIBLE = rf"[^\s{INVISIBLE}]"
_VISIBLE = re.compile(VISIBLE)


def shows_something(text: str) -> bool:
    """Whether any character of `text` draws something a reader can see."""
    return _VISIBLE.search(text) is not None


# Characters that end a line: a title holding one downloads as a Markdown heading followed by
# body text, and a second line is lost from every one-line place it is shown.
LINE_BREAKS = "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"


def title_problem(title: str) -> str | None:
    """What keeps `title` from being an article's title — nothing to see, or a line break —
    as what an edit would do ("an edit would …"), or None. Every way a title is made (a
    request, a rename, a rules edit, a model's reply, a draft) keeps these rules."""
    if not shows_something(title):
        return "leave the title empty (nothing in it shows)"
    if any(c in LINE_BREAKS for c in title.strip()):
        return "put a line break in the title"
    return None
