"""How what the offline rules heard is filed: its strength, two readings of one dimension
weighed against each other, and a wish put right against the earlier value it replaces.

Split from `extract`, which reads the writer's sentences; this module only decides what of it
stands and how firmly, with no reading of its own beyond the earlier-value cues in `earlier`.
"""

from dataclasses import replace

from app.style.contrasts import contrasted
from app.style.dimensions import DIMENSIONS, Observation
from app.style.earlier import stands, takes_back
from app.style.hits import Context, Hit, flip

WRITER_STRENGTH = 0.6
WITHDRAWN = "withdrawn"  # a reading: an earlier wish taken back, nothing asked instead
# How firmly a reading was said, when two on one dimension disagree: a wish ("make it
# casual") over a judgement turned round ("too formal", "不要…", "…我就头疼") over a word taken
# at face value.
WISHED, TURNED = 2, 1
CORRECTION_STRENGTH = 0.75
# A wish said with what the held way does to the readers beside it ("…and the older patients
# think they're spam"): better supported than a plain wish, so it outweighs a value held from
# plain wishes alone (0.73 a month ago weighs 0.58) but not one held firmly (0.9 and over).
REASONED_STRENGTH = 0.7
SCOPED_STRENGTH = 0.3
TENTATIVE_STRENGTH = 0.4


def said_by_writer(dimension: str, value: str, quote: str, *, hesitant: bool) -> Observation:
    """The writer's own wish for `value`, as firm as a wish — or, said with doubt ("…要不要？",
    "I'm torn"), tentative, to be asked."""
    return Observation(
        dimension,
        value,
        "writer",
        TENTATIVE_STRENGTH if hesitant else WRITER_STRENGTH,
        True,
        quote=quote,
        tentative=hesitant,
        reading="hesitant" if hesitant else "",
    )


def put_right(
    found: dict[tuple[str, str], Observation],
    earlier: list[Hit],
    text: str,
    quote: str,
    context: Context,
) -> None:
    """A value given against the earlier one reported ("之前说少用表情，现在改主意了，多加点") or
    against its named opposite ("longer, not shorter") is a correction as firm as "actually…";
    an earlier value only taken back ("forget what I said about calm") means its opposite, and
    one said to still stand ("之前说的少用表情还算数") is said again."""
    firm: dict[str, str] = dict(contrasted(text))
    for hit in earlier:
        heard = next((o for (d, _), o in found.items() if d == hit.dimension), None)
        if heard is None and firm.get(hit.dimension) == hit.value:
            # "I asked for MORE detail last week, not less", "我上次说的是段落写长点，不是写短":
            # what was said before, insisted on against its opposite, is the wish.
            file_reading(found, heard_as(hit, quote, True, context, False, ""))
        elif heard is not None:
            # "earlier I said fuller… that got saved as 'keep it brief'. It's the opposite".
            # ("Scrap the no-emoji rule — a couple per post is fine": a degree of the same
            # wish refines it; only the other way round is put right as firmly as "actually".)
            against = opposed(heard, replace(heard, value=hit.value))
            if against or (
                takes_back(text) and not refines(heard.dimension, hit.value, heard.value)
            ):
                firm.setdefault(hit.dimension, heard.value)
        elif takes_back(text):
            if abs(DIMENSIONS[hit.dimension][hit.value]) == 1 and hit.value != "fewer":
                turned = replace(hit, value=flip(hit.dimension, hit.value), literal=False)
                file_reading(found, heard_as(turned, quote, True, context, False, ""))
        elif stands(text):
            file_reading(found, heard_as(hit, quote, False, context, False, ""))
    for dimension, value in firm.items():
        heard = next((o for (d, _), o in found.items() if d == dimension), None)
        # A reason about readers beside it ("…一屏一段读者才沉得进去") does not make the writer's
        # own correction a guess; doubt, sarcasm or one piece only still do.
        guessed = heard is not None and heard.tentative and heard.reading != "audience"
        if heard is None or guessed or heard.scoped:
            continue
        if opposed(heard, replace(heard, value=value)):
            del found[(dimension, heard.value)]  # the value affirmed against its opposite
        else:
            value = heard.value  # "none" heard, "fewer" contrasted: the degree heard stands
        found[(dimension, value)] = replace(
            heard,
            value=value,
            explicit=True,
            strength=CORRECTION_STRENGTH,
            tentative=False,
            reading="",
        )


def heard_as(
    hit: Hit, quote: str, explicit: bool, context: Context, tentative: bool, reading: str
) -> Observation:
    scoped = context.one_off or context.local
    return Observation(
        dimension=hit.dimension,
        value=hit.value,
        source="writer",
        strength=SCOPED_STRENGTH
        if scoped
        else (
            TENTATIVE_STRENGTH
            if tentative
            else CORRECTION_STRENGTH
            if explicit
            else WRITER_STRENGTH
        ),
        by_writer=True,
        quote=quote.strip(),
        explicit=explicit and not scoped and not tentative,
        scoped=scoped,
        tentative=tentative and not scoped,
        reading=reading,
    )


def file_reading(
    found: dict[tuple[str, str], Observation],
    observation: Observation,
    ranks: dict[str, int] | None = None,
    rank: int = WISHED,
) -> None:
    """A later clause on the same dimension refines an earlier one ("太多，全删了"); a reason
    given after a request ("…fewer big words? Plain language works better for our families")
    repeats it, and does not turn it into a question.

    Two readings of one dimension the opposite way round: the one said as a wish wins over a
    complaint of degree ("too long", "不要…"), which wins over a word taken at face value; of
    two wishes alike the later stands ("语气好活泼，收一收"), except two complaints or two words
    at face value each way: then nothing is filed for it — a wrong preference is worse than none."""
    held = found.get((observation.dimension, observation.value))
    if held is not None and observation.tentative and not held.tentative and not held.scoped:
        return
    if held is not None and observation.scoped and not held.scoped:
        return  # "No emoji. No emoji in the title either.": the part is one more place, not all
    if ranks is not None:
        dimension = observation.dimension
        against_it = [o for k, o in found.items() if k[0] == dimension and opposed(o, observation)]
        # One piece's exception ("keep the bullets in this one — but my posts are prose")
        # never stands in the way of the lasting wish.
        against = bool(against_it) and not (
            all(o.scoped for o in against_it) and not observation.scoped
        )
        held_rank = ranks.get(dimension, WISHED)
        if against and held_rank > rank:
            return
        # Two words at face value the opposite way round are as unsure as two complaints,
        # unless the writer is putting right what was taken down ("Scratch that… I meant prose").
        face_value = rank < TURNED and not observation.explicit
        if against and held_rank == rank and (rank == TURNED or face_value):
            for key in [k for k in found if k[0] == dimension]:
                del found[key]
            ranks[dimension] = WISHED  # contested: only a wish may file it now
            return
        ranks[dimension] = rank
    for key in [k for k in found if k[0] == observation.dimension]:
        del found[key]
    found[(observation.dimension, observation.value)] = observation


def refines(dimension: str, earlier: str, value: str) -> bool:
    """Another degree the same way round ("none" taken back for "fewer")."""
    degrees = DIMENSIONS[dimension]
    return earlier != value and (degrees[earlier] > 0) == (degrees[value] > 0)


def opposed(held: Observation, heard: Observation) -> bool:
    degrees = DIMENSIONS[held.dimension]
    return (degrees[held.value] > 0) != (degrees[heard.value] > 0)
