"""Wishes typed in forms the rules do not read, said in words first: hashtags, a score on a
scale, a polite "if you could…", a ban denied before the wish ("I'm not saying don't…"), hard
and plain words described instead of named — and the
writer's description of their own way of talking, which wishes nothing, taken out.

One pass over each message before the rules and the classifier read it (app/style/learner.py:
heard); each form's module says what it reads and what it leaves alone.
"""

from app.style.hashtags import hashtags_said_plainly
from app.style.not_saying import denied_ban_said_plainly
from app.style.periphrases import periphrases_named
from app.style.polite_ifs import polite_if_said_plainly
from app.style.self_described import without_self_description
from app.style.sliders import slider_said_plainly


def said_plainly(text: str) -> str:
    """`text` with each of those forms said in words ('' when it only describes the writer)."""
    text = without_self_description(text)
    text = hashtags_said_plainly(text)
    text = slider_said_plainly(text)
    text = polite_if_said_plainly(text)
    text = denied_ban_said_plainly(text)
    return periphrases_named(text)
