"""A correction that narrows an earlier wish to one part: "When I said 'break it up' I meant the
tide-times table, not the paragraphs.", "我说精简是说价格表那一块，不是全文。", "No emoji in the
headlines, is what I said."

The part that reports the earlier wish is what was said before, not a wish now: its words are not
filed. What the writer says of the rest ("The paragraphs can go back to proper long ones",
"其他内容还是要写详细") is a correction of what was held, filed firmly. When the rest only asks for
the earlier state back ("captions can have a bunch again", "IG 可以照放返"), the reported wish is
withdrawn for the writing as a whole, so its opposite is meant; when the rest says nothing, the
message files nothing.

Read first by the offline rules (app/style/extract.py), in English and Chinese.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache

from app.style.constructions import canonical
from app.style.dimensions import Observation
from app.style.filing import CORRECTION_STRENGTH
from app.style.hits import Context, clause_hits, clauses, flip
from app.style.prefilter import lazily_screened
from app.style.reading import normalise, sentences


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# What an earlier wish was about, reported: "when I said…", "I meant…", "'too long' was about…",
# "我说精简是说…", "我讲的不要表情系指…", "分条只是说…".
_REPORTS = _re(
    r"\bwhen I (?:said|say|asked for|asked you (?:for|to)|wrote|told you)\b|"
    r"\bI (?:only |just |did )?meant\b|\bI did mean\b|\bis what I said\b|"
    r"\bmy (?:point|comment|note|complaint|request|feedback)\b[^.!?]{0,40}\bwas (?:only |just )?"
    r"(?:about|for)\b|"
    r"^\W*(?:the |my |that )?['\"‘“][^'\"’”]{1,30}['\"’”](?: \w+)? (?:was|is) (?:only |just )?"
    r"(?:about|for|meant for|aimed at)\b|"
    r"\bI wanted [\w -]{1,30}? (?:for|in|on) (?:the|our|my) [\w -]{1,30}?, not\b|"
    r"\bI wasn'?t (?:complaining|talking|moaning) about\b|"
    r"我(?:说|讲|是话|系话|要|嫌|想要)\S{0,16}?(?:是指|是说|系指|是讲|指的是|说的是)|"
    r"我(?:说|讲)的(?:是|系)|^\W*我(?:是|系)话|我嫌\S{1,8}?的(?:是|系)|只是(?:说|指|讲)"
)
# A value put right, not a part: "I meant fewer, not more", "我说的是要热闹点，不是要平淡".
_VALUE_RETRACTED = _re(
    r"\b(?:did not|didn'?t) mean\b|我不是说|不是让你|\bwhat I meant\b|"
    r"\bnot (?:more|fewer|less|longer|shorter|none|formal|casual)\b|不是要|不是(?:多|少|长|短)"
)
# A report said of a part needs the part it was not about ("…, not the paragraphs"), unless it
# says outright that it reports ("…, is what I said").
_NOT_THE_REST = _re(
    r"\bnot\b|\bonly\b|\bwasn'?t\b|不是|不系|不行|不包括|\bis what I\b|^\W*我(?:是|系)话"
)
# The rest asks for the earlier state back: "…again", "put a few back", "放回去", "加返", "照原来".
_RESTORES = _re(
    r"\bagain\b|\bback\b|\blike before\b|\bas before\b|\brestore\b|放回|加回|加返|放返|改回|恢复|"
    r"照原来|跟原来|像以前|像之前|还是"
)
# A clause naming what the report was not about: "not the whole thing", "不是全文".
_NOT_ABOUT = _re(r"^\W*(?:and |but )?(?:not|rather than)\b|^\W*(?:而)?不是|^\W*不系")


@dataclass(frozen=True)
class Rescoped:
    """A message whose earlier wish is narrowed: what that wish said, and the rest said now."""

    reported: tuple[tuple[str, str], ...]
    rest: str


@lru_cache(maxsize=2048)
def rescoped(text: str) -> Rescoped | None:
    """The report of an earlier wish narrowed to one part, and the rest of the message."""
    reported: list[tuple[str, str]] = []
    rest: list[str] = []
    reported_any = False
    for sentence in sentences(text):
        said = clauses(sentence)
        at = next(
            (
                i
                for i, c in enumerate(said)
                if _opens_report(c) and (reported_any or _NOT_THE_REST.search(sentence))
            ),
            None,
        )
        if at is None or _VALUE_RETRACTED.search(sentence):
            rest.append(sentence)
            continue
        reported_any = True
        # The report runs to the part it was not about; what follows is said now.
        upto = at + 1
        while upto < len(said) and _reports_on(said[upto]):
            upto += 1
        for clause in said[:upto]:
            reported += [
                (h.dimension, h.value) for h in clause_hits(clause, Context(), False, True)
            ]
        if upto < len(said):
            rest.append(sentence[sentence.find(said[upto]) :])
    if not reported_any:
        return None
    return Rescoped(tuple(dict.fromkeys(reported)), " ".join(rest))


def _opens_report(clause: str) -> bool:
    """Does the clause report what an earlier wish was about — a part of the writing ("I meant
    the intro"), not a value ("I meant fewer, not none", which corrects the value itself)?"""
    report = _REPORTS.search(clause)
    if report is None:
        return False
    if _VALUE_RETRACTED.search(clause):
        return False  # "When I said 'be personal' I did not mean use 'you'": the value itself
    # ("When I said no emoji, I meant…", "我是话标题不要有表情": the wish said follows, by design;
    # what it meant, named after "meant", is a part, not a value.)
    after = clause[report.end() :]
    if re.search(r"\bwhen I\b|\bI say\b|[是系]话", report.group(0), re.IGNORECASE):
        meant = re.search(r"\bmeant\b", after, re.IGNORECASE)
        return meant is None or not clause_hits(after[meant.end() :], Context(), False)
    part = re.split(r"\bwhen I\b", after, maxsplit=1, flags=re.IGNORECASE)[0]
    return not clause_hits(part, Context(), False)


def _reports_on(clause: str) -> bool:
    """Is the clause after a report still part of it ("not the whole thing", "给家属的信可不行")?"""
    if _RESTORES.search(clause):
        return False
    return bool(_NOT_ABOUT.match(clause)) or not clause_hits(clause, Context(), False)


def corrected(
    found: Rescoped, read: Callable[[str], list[Observation]], quote: str
) -> list[Observation]:
    """What the rest says, filed as a correction; or, asking only for the earlier state back, the
    opposite of the reported wish."""
    if not found.rest:
        return []  # "When I said shorter I meant the intro, not the whole piece.": nothing new
    heard = [
        replace(o, scoped=False, explicit=True, strength=max(o.strength, CORRECTION_STRENGTH))
        if not o.tentative
        else o
        for o in read(found.rest)
        if (o.dimension, o.value) not in found.reported or not o.scoped
    ]
    if heard or not _RESTORES.search(found.rest):
        return heard
    return [
        Observation(
            dimension=dimension,
            value=flip(dimension, value),
            source="writer",
            strength=CORRECTION_STRENGTH,
            by_writer=True,
            quote=quote.strip(),
            explicit=True,
        )
        for dimension, value in found.reported
    ]


def read_narrowed(text: str, read: Callable[[str], list[Observation]]) -> list[Observation] | None:
    """What a message narrowing an earlier wish files (`corrected`); None when it narrows none."""
    narrowed = rescoped(canonical(normalise(text)))
    return None if narrowed is None else corrected(narrowed, read, text)
