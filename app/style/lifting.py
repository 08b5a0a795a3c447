"""A ban lifted: "emoji are fine again", "you can use lists again, the no-bullets thing is over",
「表情可以用回来了」, 「列表也可以用回来」 — back to no preference, not a wish for more.

The writer takes back a rule of their own that kept something out (no emoji, no lists, no
exclamation marks, no jargon). What they now say is that it may come back, not that it must:
the held ban is set aside — superseded, with the writer's words as evidence and "lifted" as the
reason — and nothing new is filed, nor asked. Under no such ban (nothing held, or the thing
already wanted) the words change nothing. Said with a wish for the thing back ("lifting it.
bring the paws and bows back"), it is that wish, put right for good.
"""

import re
from collections.abc import Callable, Sequence
from datetime import datetime

from app.domain.models import AuditEntry, Evidence, StyleAssertion
from app.style.dimensions import HALF_LIFE_DAYS, Observation, relation, statement_for
from app.style.evidence import bounded_evidence
from app.style.filing import CORRECTION_STRENGTH, WITHDRAWN, WRITER_STRENGTH
from app.style.normalising import normalise
from app.style.records import CONFIDENCE_CAP, _audit, _history, _remember

LIFTED = "lifted"  # an observation's reading, and the reason kept in the record's history

# What a ban kept out, by the words for it: (dimension, the value allowed back).
_THINGS = (
    (r"emoji\w*|emoticons?|smileys?|表情(?:包|符号)?", "emoji", "more"),
    (r"bullet(?: point)?s|lists|dot points|列表|分点|要点", "structure", "lists"),
    (r"exclamation(?: mark| point)?s|感叹号", "tone", "lively"),
    (r"jargon|technical terms|术语|行话|专业词", "vocabulary", "technical"),
)
_AGAIN = r"(?:again|back)"


def _said(thing: str) -> re.Pattern[str]:
    return re.compile(
        # "Emoji are fine again", "lists are allowed again", "exclamation marks are back on".
        rf"\b(?:the |your )?(?:{thing}) (?:are|is|'re|'s) (?:fine|ok|okay|allowed|welcome|back on|"
        rf"permitted|alright|all right)(?: to use)? {_AGAIN}\b|"
        # "You can use lists again (if you like)", "feel free to use emoji again".
        rf"\b(?:you can|you may|feel free to|free to) (?:use|have|add|put(?: in)?) "
        rf"(?:the |some |a few )?(?:{thing}) {_AGAIN}\b|"
        # "the no-bullets thing is over", "lifting the no-emoji rule", "no-emoji rule? lifting it".
        # ("dat no-emoji rule from before? forget it": the ban named, asked about, then void.)
        rf"\bno[- ](?:{thing}) (?:rule|ban|thing|policy)\b[^.!]{{0,20}}?\b(?:is |'s )?(?:over|"
        rf"lifted|off|done|gone|finished|lifting it|dropped|scrapped|dead|history|binned|"
        rf"forget (?:it|that|about it))\b|"
        # "forget the emoji ban", "drop the bullet rule": the ban named after what it kept out.
        rf"\b(?:forget|drop|scrap|ditch|lift|end|cancel|undo|bin) (?:the|my|that|our) "
        rf"(?:(?:{thing}) (?:ban|rule|embargo|veto|policy)|(?:ban|embargo|veto|rule) on "
        rf"(?:the |any |all )?(?:{thing}))\b|"
        # "I was too strict with that emoji ban", "I was wrong to ban the emoji": the writer's
        # own ban judged a mistake.
        rf"\b(?:too (?:strict|harsh|hard|fussy|quick)|wrong|overboard) (?:with|about|on) (?:the |"
        rf"that |my |our )?(?:no[- ])?(?:{thing}) (?:ban|rule|thing|policy|embargo|veto)\b|"
        rf"\bwrong (?:to|when I) (?:ban|banned|bin|binned|forbid|forbade|rule out|ruled out|"
        rf"nix|nixed) (?:the |all |any |those )?(?:{thing})\b|"
        # "Forget I ever banned emoji": the ban named by the writer's act of banning.
        rf"\b(?:forget|ignore) (?:that )?I (?:ever |once )?(?:banned|ruled out|said no to|nixed|"
        rf"outlawed|vetoed) (?:the |all |any )?(?:{thing})\b|"
        rf"\b(?:lift|lifting|drop|dropping|end|ending|scrap|scrapping|ditch|ditching|bin|forget|"
        rf"cancel|undo) (?:the|my|that) no[- ](?:{thing}) "
        rf"(?:rule|ban|thing|policy)\b|"
        # The ban named in other words, then lifted a little later: "the emoji embargo from last
        # month — lifted, officially", "that ban on emoji I gave you — lift it", "that no-emoji
        # rule from spring — scrapped".
        rf"\b(?:(?:no[- ])?(?:{thing}) (?:rule|ban|thing|policy|embargo|moratorium|veto)|"
        rf"(?:ban|embargo|moratorium|veto) on (?:the |any |all )?(?:{thing}))\b"
        rf"[^.!?]{{0,30}}?\b(?:is |'s |are )?(?:over|lifted|lift (?:it|that)|lifting it|off|"
        rf"scrapped|scrap (?:it|that)|dropped|drop (?:it|that)|ended|cancell?ed|rescinded)\b|"
        # A ban quoted or named, then void: 「之前说的'不许放表情'作废」, 「"不准用表情"那条废了」,
        # 「表情全禁那条取消」.
        # (「之前不让放表情的规矩取消」, 「不要表情那条规矩撤了」.)
        rf"(?:不准|不许|不要|禁止|禁用|不能|不让|不给|别|不(?=[用放加带]))(?:再)?(?:用|放|加|带)?"
        rf"(?:{thing})[^。！!？?]{{0,10}}?(?:作废|废了|废掉|废除|取消|不算数|不作数|撤销|撤了|撤掉|"
        rf"解除|解禁|作罢|收回|撤回)|"
        rf"(?:{thing})(?:全禁|禁令|禁用令)[^，,。！!？?]{{0,10}}?(?:作废|废了|取消|不算数|不作数|撤销|"
        rf"解除)|"
        # 表情又可以用了, 列表也可以用回来, 表情可以用回来了, 可以重新用表情了.
        rf"(?:{thing})(?:又|也|重新)?(?:可以|能)(?:用|加|放)?(?:回来)?了|"
        rf"(?:{thing})(?:又|也)?(?:可以|能)(?:重新)?(?:用|加|放)回来|"
        rf"(?:可以|能)(?:重新|再)(?:用|加|放)(?:{thing})了",
        re.IGNORECASE,
    )


_LIFTS = tuple((_said(words), dimension, value) for words, dimension, value in _THINGS)
# Beside a lift, the thing wished back: "bring the paws and bows back", "put them back in".
_WANTED_BACK = re.compile(
    r"\b(?:bring|put|add|stick|pile|load|pop|throw|chuck|sprinkle|get) (?:[\w'-]+ ){0,4}?back\b|"
    r"\bback (?:in|on|into)\b|加回来|放回来|加回去|放回去|多(?:用|加|放)|"
    # "go ahead and use them again", "use the proper trade terms again": told to, not allowed to
    # (照常放, 照样用: as before the ban).
    r"\bgo ahead and (?:use|add|put)\b|(?<!can )(?<!may )(?<!to )\b(?:use|add|put in) "
    r"(?:[\w'-]+ ){0,4}?again\b|照常|照样|照旧|"
    r"\badd (?:loads|lots|plenty|heaps|tons|a lot) of (?:them|'em|em)\b|"
    r"\b(?:I|we) (?:want|need|'d like|would like) (?:loads|lots|plenty|heaps|tons|a lot|more|all) "
    r"of (?:them|'em|em|those)\b|\bwant (?:them|'em|em) (?:back|again)\b|"
    r"\b(?:pile|load|chuck|throw|stick|pop|sprinkle|put|bung) (?:(?:plenty|loads|lots|heaps|tons) "
    r"of )?(?:them|'em|those|the \w+) (?:in|on)\b|"
    r"\b(?:pile|load|chuck|throw|stick|pop|sprinkle|put|bung) "
    r"(?:plenty|loads|lots|heaps|tons|a load)(?: of (?:them|'em|em))? (?:in|on)\b|"
    r"随便用|放开用|尽管用|大胆用|重新用|用起来|加上|放上|用上|以后\S{0,8}?(?:用|写|加|放)|"
    r"(?:放|加|用)(?:几个|一些|一点|点|些|两个|两三个|一两个)回来|"  # 「放几个回来」
    # "Pop a few in from now on", "Add a couple to each post": some wanted, for good.
    r"\b(?:pop|add|put|throw|stick|sprinkle|chuck|bung|use) (?:in )?(?:a few|a couple|one or two|"
    r"two or three|some)\b(?:[^.!?]{0,30}?\b(?:from now on|going forward|each|every|always)\b)",
    re.IGNORECASE,
)
# A degree said beside the lift ("a couple per post"), not the ban's own words read as fewer.
_A_FEW = re.compile(
    r"\b(?:a couple|a few|one or two|two or three|a little|sparingly|fewer|less|not too many|"
    r"the odd|at most|max(?:imum)?|only)\b|几个|少量|一两个|两三个|少放|少用|少加|适量|点缀|最多",
    re.IGNORECASE,
)
# The lift only when the message says "again" or names the ban (不 a plain permission of new).
# (The ban named as a rule and taken back, 「不许放表情那条我收回」, says it was there before.)
_ZH_AGAIN = re.compile(
    r"又|也|回来|重新|再|之前|以前|现在|无所谓了|照常|照样|照旧|那条|这条|规矩|禁令|收回|撤回|作废"
)


def lifted_readings(text: str, observations: Sequence[Observation]) -> list[Observation]:
    """`observations` with a lifted ban read as one: on its dimension, a wish for the thing
    back made firm (an explicit correction), or else the lift alone."""
    said = normalise(text)
    found = list(observations)
    for pattern, dimension, value in _LIFTS:
        match = pattern.search(said)
        if match is None:
            continue
        if re.search(r"[\u4e00-\u9fff]", match.group()) and not _ZH_AGAIN.search(said):
            continue  # 表情可以用了 with no "again": a permission, read as it is
        wanted_back = _WANTED_BACK.search(said)
        if (
            not wanted_back
            and _A_FEW.search(said)
            and any(o.dimension == "emoji" == dimension and o.value == "fewer" for o in found)
        ):
            continue  # "Scrap the no-emoji rule — a couple per post is fine now": a degree said
        rest = [o for o in found if o.dimension != dimension]
        if wanted_back:
            reading = Observation(
                dimension=dimension,
                value=value,
                source="writer",
                strength=CORRECTION_STRENGTH,
                by_writer=True,
                quote=text.strip(),
                explicit=True,
            )
        else:
            reading = Observation(
                dimension=dimension,
                value=value,
                source="writer",
                strength=WRITER_STRENGTH,
                by_writer=True,
                quote=text.strip(),
                reading=LIFTED,
            )
        found = [*rest, reading]
    return found


def lift(
    held: StyleAssertion | None, lead: Observation, evidence: list[Evidence], now: datetime
) -> tuple[StyleAssertion, AuditEntry] | None:
    """The held ban set aside by the writer's lift, or None when nothing held is a ban on
    what the lift allows back (nothing is filed in its place)."""
    if held is None or held.state != "active" or held.candidate is not None:
        return None
    if relation(held.dimension, held.value, lead.value) != "opposite":
        return None
    a = held.model_copy(deep=True)
    quote = f": «{lead.quote}»" if lead.quote else ""
    why = lead.reading or LIFTED  # "lifted" (a ban) or "withdrawn" (any wish taken back)
    _remember(a, _history(a, a.value, f"{why} by the writer{quote}", now))
    intent = f"{a.dimension}: the ban lifted" if why == LIFTED else f"{a.dimension}: withdrawn"
    said = [e.model_copy(update={"value": a.value, "intent": intent}) for e in evidence]
    a.evidence = bounded_evidence([*a.evidence, *said])
    a.state = "superseded"
    a.updated_at = now
    return a, _audit(
        a,
        "superseded",
        now,
        conflict=True,
        rule=why,
        heard=lead.value,
        source=lead.source,
        revision_id=lead.revision_id,
    )


def is_lift(observation: Observation) -> bool:
    """A ban lifted, or any earlier wish withdrawn with nothing asked in its place."""
    return observation.reading in (LIFTED, WITHDRAWN)


def ask_instead(
    set_aside: StyleAssertion,
    lead: Observation,
    evidence: list[Evidence],
    now: datetime,
    new_id: Callable[[], str],
) -> tuple[StyleAssertion, AuditEntry] | None:
    """After a wish withdrawn with nothing in its place ("Ignore my earlier thing about bullet
    lists", 专业术语那条，撤回), the one other value of a two-valued dimension, asked — never
    filed: the writer took the old wish back without saying the other one. A lifted ban asks
    nothing ("emoji are fine again" allows them back, it does not want them), and neither does
    emoji, whose opposite is not single."""
    if lead.reading != WITHDRAWN or set_aside.dimension == "emoji":
        return None
    if relation(set_aside.dimension, set_aside.value, lead.value) != "opposite":
        return None
    asked = StyleAssertion(
        id=new_id(),
        persona_id=set_aside.persona_id,
        dimension=set_aside.dimension,
        value=lead.value,
        statement=statement_for(set_aside.dimension, lead.value),
        category=set_aside.category,
        confidence=min(CONFIDENCE_CAP, lead.strength),
        half_life_days=HALF_LIFE_DAYS[set_aside.category],
        inferred=False,
        state="pending_confirmation",
        evidence=bounded_evidence(evidence),
        created_at=now,
        updated_at=now,
    )
    entry = _audit(asked, "created", now, proposed=True, reading=WITHDRAWN, withdrawn=True)
    entry.detail["evidence"] = [e.model_dump(mode="json") for e in evidence]
    return asked, entry
