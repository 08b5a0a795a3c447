"""A complaint typed in the very style it complains of: "Short. Sentences. Every. Time. Like. A.
Telegram." — a run of one-word sentences that names sentences or shortness mimics the choppy
text, in sarcasm: longer sentences are what is missing, put to the writer (never the literal
"short sentences" it spells out). "Done. Thanks. Bye. Cheers." names nothing and is left alone.

Read by the offline rules (app/style/extract.py) before anything else. Pure: text in.
"""

import re

from app.style.dimensions import Observation
from app.style.filing import heard_as
from app.style.hits import Context, Hit

# Four or more one-word sentences in a row.
_CHOPPED = re.compile(r"(?:^|[.!?]\s+)(?:[A-Za-z'’-]+\.\s+){3,}[A-Za-z'’-]+[.!?]")
# What the run is about, named inside it or beside it.
_ABOUT_SENTENCES = re.compile(
    r"\b(?:short|shorter|sentences?|choppy|staccato|telegram|telegrams|robot|robotic|words?)\b",
    re.IGNORECASE,
)


def read_mimicked(text: str) -> list[Observation] | None:
    """Longer sentences, asked, when the message mimics choppy sentences; None otherwise."""
    if not (_CHOPPED.search(text) and _ABOUT_SENTENCES.search(text)):
        return None
    hit = Hit(0, "sentence_length", "longer", False)
    return [heard_as(hit, text, False, Context(), True, "sarcasm")]
