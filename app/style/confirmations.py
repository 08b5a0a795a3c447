"""A writer's "yes" to a proposal put to them: the pending preference confirmed in a later turn.

"Yes — plain words, that's exactly what I meant", "yeah — proper paragraphs from now on",
"对，就是这个意思", "Exactly, keep it that way": a reply that opens by agreeing answers the
question the learner asked (a readership's or a sarcasm's implied value, or a newer value held
against an older one). It confirms the pending value on the dimensions it names — or, naming
none, the only proposal waiting — unless the writer's own words in the same message say
otherwise on that dimension. Pure; English and Chinese.
"""

import re
from collections.abc import Mapping, Sequence

from app.domain.models import StyleAssertion
from app.style.dimensions import DIMENSIONS, Observation
from app.style.prefilter import lazily_screened
from app.style.reading import is_sarcastic, normalise

AGREED = "*agreed"  # an agreement: no dimension of its own; `about` names those it names
AGREED_STRENGTH = 0.6  # the writer's own yes, as firm as a plain wish
# The writer's "no, as it was" to a newer value put to them: the held value kept.
DECLINED = "*declined"


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# The reply opens by agreeing: a word of assent (said once or repeated, "对对对", "yes yes"),
# in English, Mandarin or Cantonese (folded first: 係呀 → 系呀, 冇錯 → 没有错).
_ASSENT_EN = (
    r"yes|yeah|yep|yup|yes please|exactly|precisely|right|correct|indeed|absolutely|definitely|"
    r"spot on|agreed|bingo|bang on|quite right|totally|100 ?%(?=\W)|a hundred percent|for sure|"
    r"that'?s (?:right|it|correct|the one|what I meant|exactly it|the idea)|you got it|"
    r"you(?:'ve)? (?:got it|read my mind|nailed it|understood)|that'?s exactly (?:it|right)|"
    r"good call|fair enough|ok(?:ay)?,? (?:yes|yeah|that'?s right)|"
    # Chat and slang: "ya fr, do it. every post." (v72 `slang_confirm`).
    r"ya|yah|yea|yeh|fr|for real|deffo|def|do it|go for it|let'?s do it|sounds good"
)
_ASSENT_ZH = (
    r"对的|对啊|对呀|对|是的|是啊|是呀|没错|没有错|没毛病|正是|就是这个意思|就是这样|就是这么|"
    r"就是这个|正是如此|嗯嗯|嗯对|好的|同意|系啊|系呀|系|是|啱啱|啱晒|啱|冇错|无错|就系这么|"
    r"就系咁|就系|"
    # 「嗯嗯就这么办」, 「行，就这么定了」 (v72 `slang_confirm`).
    r"就这么办|这么办|就这么定了?|就这样吧|就这样|行|可以|好嘞|嗯(?=就这)"
)
_AGREES = _re(
    r"^\W*(?:(?:" + _ASSENT_EN + r")(?![\w'-])(?:[\s,，!！.]+(?:" + _ASSENT_EN + r")(?![\w'-]))*|"
    r"(?:" + _ASSENT_ZH + r")+(?=[\s,，。.!！—–~～:：…、]|$|啦|喇|嘞))"
)
# Agreement taken back or hedged at once: "yes, but…", "对，不过…", "right?": no answer.
_HEDGED = _re(
    r"^\W*\S{1,12}?[,，—–-]?\s*(?:but|though|however|not quite|sort of|kind of|不过|但是|但|可是|"
    r"也不全是|不完全)|[?？]\s*$"
)
# The reply turns the question down and keeps things as they were: "算了，还是照原来那样多放",
# "不用改，学名照写", "nah, forget it, keep them like before", "never mind, leave it as it was",
# "keep them sparse like always".
_DECLINES = _re(
    r"^\W*(?:算了|不用改了?|不改了|不用换了?|还是算了|唔使改|唔洗改|不必改)(?=[\s,，。.!！、]|$)|"
    r"(?:还是|就|一切)(?:照|按|跟)(?:原来|以前|之前|老样子|旧)(?:那样|那么|的来|来)?|维持原样|"
    r"保持原样|还是老样子|"
    r"^\W*(?:nah|nope|no|never ?mind|forget (?:it|that)|scratch that|on second thought)\b.{0,60}"
    r"\b(?:like before|as before|as (?:it|they) (?:was|were)|the way (?:it|they) (?:was|were)|"
    r"as is|as they are|as it is|how (?:it|they) (?:was|were)|(?:like|as) (?:always|usual))\b|"
    # "keep them few like before", "keep them sparse like always": the size held, said again.
    r"\bkeep (?:it|them|things)(?: [a-z]+)? (?:like|as) (?:before|always|usual|it was|"
    r"they were)\b|"
    r"\bleave (?:it|them) (?:as (?:is|it was|they are|they were)|how (?:it|they) (?:was|were))\b|"
    # "No, actually, keep it simple anyway", "Actually no — plain words regardless": the
    # proposal turned down for what was held, whatever the readers are.
    r"^\W*(?:actually,? )?(?:nah|nope|no)\b[^.!?]{0,50}?\b(?:anyway|regardless|all the same|"
    r"either way|just the same)\b|"
    # "No, on second thoughts keep it simple", "No, on reflection keep it plain": thought over.
    r"^\W*(?:actually,? )?(?:nah|nope|no)\b[\s,.!—–-]{0,4}(?:on (?:second thoughts?|reflection)|"
    r"thinking about it|come to think of it)\b"
)


# Assent that mocks: "对对对，消防须知就该写得跟约饭微信一样，特别合适", "Yeah yeah, of course a
# fire notice should read like a text to your mate": a piece said to be "rightly" like the
# wrong genre is sarcasm, no answer to a question.
_MOCKING = _re(
    r"(?:就该|就应该|当然(?:要|得|该|应该)|理所当然(?:地)?)[^。！!？?]{0,30}?(?:跟|像|和|如同)"
    r"[^。！!？?]{1,24}?(?:一样|似的|一般)|"
    r"\b(?:of course|naturally|obviously|sure)\b[^.!?]{0,40}\bshould\b[^.!?]{0,40}"
    r"\b(?:like|as if)\b"
)


# The dimensions a reply names, in everyday words.
_NAMES: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "vocabulary",
        _re(
            r"\bplain\b|\bjargon\b|\btechnical\b|\bterms?\b|\bwords?\b|\bwording\b|"
            r"大白话|白话|通俗|平实|术语|行话|专业词|用词|措辞"
        ),
    ),
    ("paragraph_length", _re(r"\bparagraphs?\b|\bparas\b|段落|分段|段")),
    ("sentence_length", _re(r"\bsentences?\b|句子|短句|长句")),
    ("title_style", _re(r"\btitles?\b|\bheadlines?\b|\bheadings?\b|\bheaders?\b|标题|题目")),
    ("emoji", _re(r"\bemoji\w*|\bemoticons?\b|表情")),
    ("structure", _re(r"\bbullet\w*|\blists?\b|\bprose\b|要点|分点|列表|清单|成段")),
    (
        "tone",
        _re(
            r"\btone\b|\bcalm\w*|\blively\b|\bexclamation|\bupbeat\b|语气|感叹号|活泼|克制|平静|"
            r"欢快|热闹|有精神|精气神|劲儿|带劲|有劲|活力"
        ),
    ),
    ("formality", _re(r"\bformal\b|\bcasual\b|\bregister\b|正式|口语|随意|官方")),
    (
        "person",
        _re(
            r"\bsecond person\b|\bthird person\b|[\"'‘“]you[\"'’”]|\b(?:call|address|talk to|"
            r"speak to) (?:them|readers|people|the reader)(?: directly)?(?: as)? you\b|"
            r"第二人称|第三人称|称呼|用“?你”?"
        ),
    ),
    (
        "length",
        _re(
            r"\blength\b|\bdetail\w*|\bshort\w*|\blong\w*|\bbrief\b|\bconcise\b|"
            r"详细|展开|简短|简洁|篇幅|字数|短一?点|短些|短啲|长一?点|长些|长啲"
        ),
    ),
)


def agreement_observations(text: str) -> list[Observation]:
    """The reply as an agreement, with the dimensions it names in `about`; none when it does
    not open by agreeing, hedges at once, asks, or is sarcastic ("yeah right")."""
    said = text.strip()
    folded = normalise(said)
    declines = bool(_DECLINES.search(said) or _DECLINES.search(folded))
    if not (declines or _AGREES.search(said) or _AGREES.search(folded)):
        return []
    if _HEDGED.search(said) or is_sarcastic(said) or _MOCKING.search(said):
        return []
    if re.match(r"^\W*yeah,? right\b", said, re.IGNORECASE):
        return []
    about = tuple(
        dimension for dimension, pattern in _NAMES if pattern.search(said) or pattern.search(folded)
    )
    return [
        Observation(
            dimension=DECLINED if declines else AGREED,
            value="",
            source="writer",
            strength=AGREED_STRENGTH,
            by_writer=True,
            quote=said,
            reading="declined" if declines else "agreed",
            about=about,
        )
    ]


def confirm_pending(
    agreements: Sequence[Observation],
    held: Mapping[str, StyleAssertion],
    heard: Mapping[str, Sequence[Observation]],
) -> dict[str, list[Observation]]:
    """Each agreement as the writer's own word for the value waiting on the dimensions it
    names (the newer value when two were put side by side), or for the only proposal waiting
    when it names none — added to what this revision heard there, unless the writer's firm
    words in it go the other way. A reply that declines ("算了，还是照原来那样") is their word
    for the value held before a newer one was put to them."""
    found: dict[str, list[Observation]] = {}
    for agreement in agreements:
        declined = agreement.dimension == DECLINED
        waiting = {
            d: a
            for d, a in held.items()
            if a.state == "pending_confirmation" and (a.candidate is not None or not declined)
        }
        if agreement.about:
            targets = [d for d in waiting if d in agreement.about]
        else:
            targets = list(waiting) if len(waiting) == 1 else []
        for dimension in targets:
            assertion = waiting[dimension]
            value = assertion.value if declined else assertion.candidate or assertion.value
            sign = DIMENSIONS[dimension].get(value, 0)
            said = list(found.get(dimension, heard.get(dimension, [])))
            if any(
                not o.tentative
                and not o.scoped
                and DIMENSIONS[dimension].get(o.value, 0) * sign <= 0
                for o in said
            ):
                continue  # "yes, but fewer": the writer's own words answer otherwise
            yes = Observation(
                dimension=dimension,
                value=value,
                source="writer",
                strength=agreement.strength,
                by_writer=True,
                quote=agreement.quote,
                reading=agreement.reading,
                revision_id=agreement.revision_id,
                message_id=agreement.message_id,
                versions=agreement.versions,
            )
            found[dimension] = [*said, yes]
    return found
