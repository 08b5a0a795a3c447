"""A wish for every piece to come, put as a question: a request, not a question.

"Can the crew notices be listed out, one line per item, from here on?", "could ya do the weekly
fishing report as a bulleted list from here on out?", "can you kindly put the reminders as
bullets from now on?": the question mark is how the writer asks us, and "from here on" says what
they ask is lasting. In every labelled set such messages teach the value (about 160 turns) far
more often than nothing (about a dozen), and those dozen ask what *will* happen ("will u keep
writing them this short from now on?", 「以后都会写这么短吗？」) or suppose ("假如以后开了分店…").
At first sight (bench/style_holdout.py, v53–v58) they were asked back instead of filed.

Only whether the message is such a request is read here; whether its wish is said outright is
still the classifier's second reading (app/style/classifier_combine.py: `_said_outright`).
"""

import re

from app.style.reading import is_hesitant

# Words that say a wish holds for the pieces to come.
_LASTING = re.compile(
    r"\bfrom (?:now|here) (?:on|out)\b|\bfrom here on out\b|\bgoing forward\b|\bin future\b|"
    r"\bfrom the next (?:one|post|issue|piece)\b|\bhenceforth\b|\bfrom today\b|"
    r"以后|往后|今后|從今|以後|往後|今後",
    re.IGNORECASE,
)
# A question about what will happen, not a wish: "will you…", "are you going to…", 会…吗.
_WHAT_WILL_BE = re.compile(r"\b(?:will|are you going to|gonna)\b|会|會", re.IGNORECASE)


def asks_for_lasting(text: str) -> bool:
    """Whether a question-shaped message asks for a lasting change, without doubt."""
    return bool(_LASTING.search(text) and not _WHAT_WILL_BE.search(text) and not is_hesitant(text))
