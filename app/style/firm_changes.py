"""A change against a held value said outright, read as firm as a correction.

The rules file a wish against a value the writer holds only when they hear it worded as a
correction ("actually…", 「我讲反了」); any other firm wish against a value held at 0.7 is a close
call (app/style/memory.py) and put to the writer. Writers put their own earlier wish right in
words no list keeps up with — "nah man ye've took me completely wrong, I divvent want it posh.
make it chatty", "abeg I make mistake yesterday, no be short sentences I want", 「昨天那句我打得
正好颠倒，段落是要切短一点」 — and at first sight (bench/style_holdout.py, v53–v58) these were
asked instead of filed, while every labelled set files them. The classifier reads them
structurally: its first label is the value the rules heard, and its second reading says the
wish was said outright (not a hesitation, sarcasm, an audience or a withdrawal with nothing in
its place, each of which is asked).

A correction also speaks of the earlier words: when they were said (yesterday, just now, 前日,
頭先, 頭拄仔) or that they were wrong (mistake, wrong, 颠倒, 毋著). A new wish that says neither —
"正式一点" the day "口语化一点" was filed, "Longer, flowing sentences please" against a fresh
shorter held at 0.6 — is the writer changing their mind, and a close call stays put to the
writer (style_conflicts.jsonl labels it so; the persona page's confirm buttons are for it).

Pure: one reading, the classifier's ranking of its message, the message and the values held in.
"""

import re
from collections.abc import Sequence

from app.domain.models import StyleAssertion
from app.style.dimensions import Observation, relation
from app.style.prefilter import screened

# The classifier's first label must be the rules' value at least this sure (as `promote`).
SURE = 0.4
# A value held at least this firmly stays a close call, asked: "Tone it down, it's too
# excitable" against a lively tone held at 0.9 from six wishes this week is put to the writer
# (style_conflicts_blind), a correction against one held at 0.7 a month ago is filed (v53–v58).
FIRMLY_HELD = 0.8

# A time before this message, or the earlier words said to be wrong: what a correction speaks
# of besides its new value.
_SPEAKS_OF_EARLIER = screened(
    re.compile(
        r"\b(?:yesterday|earlier|before|last (?:time|week|month|night)|the other day|just now|"
        r"a (?:minute|moment|while) ago|wrong|mistakes?|mistaken|mixed (?:it |them )?up|"
        r"backwards?|misspoke|misremember\w*|confused)\b|"
        r"昨天|昨日|前日|前天|上次|上回|之前|以前|先前|早先|刚才|刚刚|頭先|头先|頭拄仔|头拄仔|"
        r"(?<!不)错|(?<!不)錯|毋著|颠倒|顛倒|反了|搞反|弄反|讲反|说反|唔啱|不对",
        re.IGNORECASE,
    )
)


def corrects_held(
    o: Observation,
    ranked: Sequence[tuple[str, float]],
    held: Sequence[StyleAssertion],
    text: str,
) -> bool:
    """Whether `o`, a firm reading of the writer's words `text`, turns a value held active
    (less firmly than `FIRMLY_HELD`) round with the classifier agreeing on its value, in a
    message that speaks of the earlier words (the message said outright is the caller's
    check)."""
    if o.tentative or o.scoped or o.explicit or o.source != "writer":
        return False
    if not _SPEAKS_OF_EARLIER.search(text):
        return False
    holding = [
        a
        for a in held
        if a.dimension == o.dimension and a.state == "active" and a.candidate is None
    ]
    if not holding or holding[0].confidence >= FIRMLY_HELD:
        return False
    held_value = holding[0].value
    if relation(o.dimension, held_value, o.value) != "opposite":
        return False
    label, prob = ranked[0]
    return label == f"{o.dimension}:{o.value}" and prob >= SURE


# The writer's own earlier request, named: "叫你用列點", "asked you for", "my no-emoji rule".
OWN_EARLIER = re.compile(
    r"[叫让讓要]你|之前|先前|上次|頭先|头先|刚才|剛才|\bI (?:asked|told|said)\b|\basked you\b|"
    r"\bmy (?:[\w-]+ ){0,2}(?:rule|request|note|ban|thing|idea)\b|\bthe (?:[\w-]+ ){1,2}thing\b",
    re.I,
)


def puts_own_earlier_right(
    o: Observation, opposite: str, holding: dict[str, str], text: str
) -> bool:
    """Whether the rules' explicit reading turns round the value the writer holds active, in a
    message naming that earlier request of theirs ("之前叫你写得活泼，那是昏了头，还是稳重些"):
    the classifier hears the quoted old wish and is sure of it, which is no reason to drop the
    correction the writer said outright."""
    return (
        o.explicit
        and o.source == "writer"
        and holding.get(o.dimension) == opposite
        and bool(OWN_EARLIER.search(text))
    )
