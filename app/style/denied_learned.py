"""A learned wish denied with nothing named in its place is put to the writer, not filed.

"Hang on, who told you I want bullets everywhere? Not me.", "Since when did I ask for long
sentences?", 「我什么时候说过要长句子了？没有的事。」, 「谁说我要分点列的？」: the
writer says the held value was never theirs. That sets it aside, but names no wish of their
own — prose instead of the bullets, or just fewer of them? So the other value is asked
(pending), as a retraction with no replacement is. With the replacement said beside it ("Who
said I wanted long sentences? I want them short.", 「…我要的是成段的文字」) the wish is the
writer's and stands, filed. Only readings against a value the writer holds are asked: with
nothing held, a refusal said this way (「我可没说要加表情」) is read as ever. Pure: text and
held values in.
"""

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from app.domain.models import StyleAssertion
from app.style.dimensions import Observation
from app.style.filing import TENTATIVE_STRENGTH
from app.style.hant import simplified
from app.style.hits import flip
from app.style.reading import sentences

_DENIED = re.compile(
    r"\bwho (?:said|says|told (?:you|ya|u)|decided)\b[^?.!]{0,20}?\b(?:I|I'd|I'?ve) "
    r"(?:want|wanted|wants|like|liked|asked for|need|needed|prefer|preferred)\b|"
    r"\bsince when (?:did|do|have) I (?:ever )?(?:ask|asked|say|said|want|wanted|like|liked)\b|"
    r"\bwhen did I (?:ever )?(?:ask|say|want|tell)\b|"
    r"\bwhere (?:did|'d) you get (?:the idea|that idea)\b|"
    r"谁(?:说|告诉你|跟你说)(?:过)?我(?:要|想要|喜欢|想|让|叫)|"
    r"我(?:什么时候|啥时候|几时|哪天|哪儿|哪里)(?:说|讲|提|让你|叫你|要求)(?:过)?(?:要|想要|喜欢)?",
    re.IGNORECASE,
)
# The writer's own wish said beside the denial: "I want them short", 「我要的是成段的文字」.
_OWN_WISH = re.compile(
    r"\bI (?:want|meant|mean|need|like|prefer|asked for)\b|\bI'?d (?:like|rather|prefer)\b|"
    r"\bI'?m after\b|\bwhat I (?:want|meant|asked for)\b|"
    r"我要的是|我想要的是|我是说|我说的是|我是要|"
    # "Short ones, always have been", 「短的，一直都是」: the other value named bare.
    r"^\W*(?:short|shorter|long|longer|plain|simple|formal|casual|calm|lively|few|fewer|more|"
    r"prose|lists?|bullets?|detailed|brief|concise|tight|clipped)\b(?: ones| \w+s)?\W*$|"
    r"^\W*(?:短|长|少|多|简单|正式|口语|平实|成段|分点)[的些点]",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r"[,，;；:：。.!！?？…\n]+|\s[—–-]+\s|[—–]+")


def denials_asked(
    words: Sequence[str],
    said: Sequence[Observation],
    held: Sequence[StyleAssertion],
    read: Callable[[str], Sequence[Observation]],
) -> list[Observation]:
    """`said` with each reading against a held value that only a denial of the held value gave
    put to the writer instead (`read` reads one clause as the rules do)."""
    denying = [text for text in words if _DENIED.search(simplified(text))]
    if not denying:
        return list(said)
    holding = {a.dimension: a.value for a in held if a.state == "active" and a.candidate is None}
    # What the clauses beside the denial ask for themselves ("I want them short").
    beside = {
        (o.dimension, o.value)
        for text in denying
        for s in sentences(simplified(text))
        for clause in _CLAUSE.split(s)
        if clause.strip() and not _DENIED.search(clause)
        for o in read(clause)
    }
    if any(
        _OWN_WISH.search(clause) and not _DENIED.search(clause)
        for text in denying
        for clause in _CLAUSE.split(simplified(text))
    ):
        return list(said)
    result: list[Observation] = []
    for o in said:
        against = holding.get(o.dimension) == flip(o.dimension, o.value)
        if against and not o.tentative and (o.dimension, o.value) not in beside:
            o = replace(o, tentative=True, strength=TENTATIVE_STRENGTH, explicit=False)
        result.append(o)
    return result
