"""The last word on one message's readings: what the writer says they want, or do not want, in
so many words, overrules a reading that files the state they only named as unwanted.

"Take the exclamation marks out. It reads like a pep rally and I want it steady and calm" names
the lively state it rejects and asks for calm; 「你记成活泼了」 names what was wrongly saved;
「别再“亲”来“亲”去了，一律用正式的说法」 names the casual register it bans. The readers can be
misled by the named state; here a reading against the stated target is replaced by the target,
or dropped when no target is said. A preference the readers did not hear is added only from a
plain, lasting request ("I want…", 「一律用…」) — never from a question, a hypothetical,
someone else's taste or one piece — because a wrong preference is worse than none.
"""

import re
from collections.abc import Sequence
from dataclasses import replace

from app.style.ceilings import limits_set, named_only_as_measure, sizes_the_piece
from app.style.choices import without_choice_questions
from app.style.compared import without_comparison_questions
from app.style.constructions import canonical, settled_choice
from app.style.described import as_described
from app.style.dimensions import Observation
from app.style.filing import CORRECTION_STRENGTH, TENTATIVE_STRENGTH, WRITER_STRENGTH
from app.style.given_up import said_now
from app.style.hant import simplified
from app.style.indifference import without_indifference
from app.style.lifting import lifted_readings
from app.style.misspoken import says_misspoken
from app.style.normalising import without_litotes
from app.style.polarity import bans_every_one
from app.style.quiet import spoken
from app.style.reading import normalise, says_one_off, sentences
from app.style.rescoped import rescoped
from app.style.suggestions import as_suggestions
from app.style.talked_like import talked_like
from app.style.targets import opposed, stated_targets
from app.style.terms_asked import without_term_questions

_I = re.IGNORECASE

# Part of them taken out ("dropping most of the emoji", 「表情去掉一大半」): fewer, not none.
_PARTLY_REMOVED = re.compile(
    r"\b(?:drop|cut|remov|los|tak|strip|pull|delet|trim)\w*\s+(?:out\s+)?(?:most|some|half|a few|"
    r"a lot|many|a bunch) of (?:the |those |these )?(?:emojis?|them)\b|"
    r"表情(?:符号)?(?:去掉|删掉|删|拿掉|减掉)(?:一大半|大半|大部分|一部分|一些|一半)|"
    r"(?:去掉|删掉|拿掉|减掉)(?:一大半|大半|大部分|一部分|一些|一半)(?:的)?表情|"
    r"(?:一大半|大部分|一部分|一半)(?:的)?表情(?:都)?(?:去掉|删掉|拿掉)",
    _I,
)


_PARTS_SIZED = ("sentence_length", "paragraph_length")


def arbitrate(text: str, observations: Sequence[Observation]) -> list[Observation]:
    """The observations of one message, each checked against what the message says it wants:
    a value it rejects, or the opposite of the value it asks for, is replaced by that value
    (asked, not filed, when the wish is hesitant) or dropped when nothing is asked for. A wish
    only softened, with no doubt said, is the writer's suggestion (app/style/suggestions.py)."""
    # ("I meant the FAQ when I asked for bullets, not every post. …": the wish reported is no
    # stated target; only the rest is.)
    narrowed = rescoped(canonical(normalise(text)))
    text = narrowed.rest if narrowed is not None else text
    said = as_described(text, as_suggestions(text, _arbitrated(text, observations)))
    said = without_term_questions(text, talked_like(text, lifted_readings(text, said)))
    if sizes_the_piece(simplified(text)):  # "…写上一大段了，两三句就行": the piece, not its parts
        said = [o for o in said if o.measured or o.dimension not in _PARTS_SIZED]
    return without_comparison_questions(text, said)


def _arbitrated(text: str, observations: Sequence[Observation]) -> list[Observation]:
    observations = without_choice_questions(settled_choice(text), observations)
    # ("The headings have crept up to whole sentences; four words will do": the sentences are
    # only the size the headings grew to, and the limit is on the headings.)
    ruled = {d for s in sentences(simplified(text)) for _, d, _ in limits_set(s)}
    measures = named_only_as_measure(simplified(text)) - ruled if ruled else set()
    observations = [o for o in observations if o.dimension not in measures or o.measured]
    if _PARTLY_REMOVED.search(simplified(text)):
        observations = [
            replace(o, value="fewer") if (o.dimension, o.value) == ("emoji", "none") else o
            for o in observations
        ]
    if says_one_off(text) or any(o.scoped for o in observations):
        return list(observations)  # one piece's exception: its readers already bound it
    # (What the message states, without its asides: app/style/quiet.py.)
    # (Nor what it leaves to us: "长一点短一点都无所谓" states no wish.)
    # (Of a taste given up, only what is wanted now: "以前我喜欢多放表情，现在…".)
    now = said_now(text)
    targets = stated_targets(spoken(without_indifference(without_litotes(normalise(now)))))
    if not targets.wanted and not targets.unwanted:
        return list(observations)
    corrected = bool(_CORRECTED.search(simplified(text))) or says_misspoken(simplified(text))

    def _settles(dimension: str) -> bool:
        firm = dimension in targets.firm and dimension not in targets.hesitant
        return firm and (corrected or dimension in targets.lasting)

    kept: list[Observation] = []
    for observation in observations:
        dimension, value = observation.dimension, observation.value
        wish = targets.wish(dimension)
        against = value in targets.unwanted.get(dimension, []) or (
            wish is not None and opposed(dimension, value, wish)
        )
        settled = corrected or dimension in targets.decisive
        if not against and wish == value and settled and _settles(dimension):
            # "I had that back to front — fewer emoji": put right, firmly.
            kept.append(_as_wished(observation, wish, "", corrected=True))
        elif not against and wish == value and observation.tentative and _settles(dimension):
            # "之前讲错了。评论要精简": the value asked for plainly, for good, is not a question.
            kept.append(_as_wished(observation, wish, ""))
        elif (
            wish == "fewer"
            and value == "none"
            and dimension in targets.firm
            and not (bans_every_one(simplified(text)))
        ):
            # "I meant fewer, not more", 「唔好再用咁多」: fewer said in so many words.
            kept.append(_as_wished(observation, "fewer", "", corrected=corrected))
        elif not against:
            kept.append(observation)
        elif wish is not None and not opposed(dimension, value, wish) and wish != value:
            kept.append(observation)  # "none" heard, "fewer" asked: the readers' degree stands
        elif wish is not None:
            reading = "praise" if dimension in targets.praised else "hesitant"
            firm = dimension in targets.firm
            asked_as = "" if firm else reading
            kept.append(_as_wished(observation, wish, asked_as, corrected=firm and settled))
    heard = {o.dimension for o in kept}
    asked = (targets.missing | targets.praised) - targets.firm
    for dimension in sorted((targets.lasting | asked) - heard):
        wish = targets.wish(dimension)
        if wish is not None and wish not in targets.unwanted.get(dimension, []):
            reading = "praise" if dimension in targets.praised else "hesitant"
            asked_as = reading if dimension in asked else ""
            kept.append(_added(dimension, wish, text, asked_as, dimension in targets.decisive))
    return kept


# The writer putting right what they said before, in any words.
_CORRECTED = re.compile(
    r"记成|存成|更正|纠正|说错|讲错|写错了?我|说反|讲反|弄反|搞反|搞错|口误|\bsaved\b|"
    r"\bgot me down\b|\bback to front\b|\b(?:wrong|other) way (?:round|around)\b|"
    r"\bI never meant\b|\bmisspoke\b|\bcorrection\b|\bI was wrong\b|\bmy mistake\b|"
    r"\b(?:got|have|had) (?:me|it|that|this) (?:all )?(?:wrong|backwards|the wrong way)\b|"
    r"\bmisunderst\w*|\bmisread\b|\bmix-?up\b|\bmixed (?:it |that )?up\b|\bbackwards\b|"
    r"\bthe wrong way\b|\bthe other way\b|\bI meant\b[^.!?]{0,40}\bnot\b|"
    r"理解错|弄错|记错|搞混|弄混|反了|不是多用|不是少用|谂错|想错|想岔",
    _I,
)


def _as_wished(
    observation: Observation, wish: str, asked: str, corrected: bool = False
) -> Observation:
    if asked:
        return replace(
            observation,
            value=wish,
            tentative=True,
            strength=min(observation.strength, TENTATIVE_STRENGTH),
            reading=asked,
            explicit=False,
        )
    if corrected:
        strength = max(observation.strength, CORRECTION_STRENGTH)
        return replace(
            observation, value=wish, tentative=False, reading="", explicit=True, strength=strength
        )
    return replace(observation, value=wish, tentative=False, reading="")


def _added(
    dimension: str, value: str, text: str, asked: str, decisive: bool = False
) -> Observation:
    """A wish the readers did not hear; praise of what is there, or a wish said with doubt, is
    put to the writer."""
    corrected = not asked and (
        decisive or bool(_CORRECTED.search(simplified(text))) or says_misspoken(simplified(text))
    )
    return Observation(
        dimension=dimension,
        value=value,
        source="writer",
        strength=TENTATIVE_STRENGTH
        if asked
        else CORRECTION_STRENGTH
        if corrected
        else WRITER_STRENGTH,
        by_writer=True,
        quote=text.strip(),
        explicit=corrected,
        tentative=bool(asked),
        reading=asked,
    )
