"""The writer's approval of the last result without naming what ("嗯 就这个量 挺好", "perfect,
that's the register", "way easier to get through now 🙌", "这下读着顺多了"), or a reference back
to it ("do the next one like that too", "same register as last week's listing", 照上回那样,
老规矩): new evidence for what that result showed, or for what the reference names.

Heard only in a short message that names no style direction and asks for nothing else: no
question, no doubt, no "but", no other change, no sarcasm. It never creates a preference; the
memory update gives it to the preferences whose evidence came from the version it approves,
or to those on the dimensions it names (see `spread`).
"""

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from app.domain.models import StyleAssertion
from app.domain.text import word_count
from app.style.backref import BARE_COUNT
from app.style.dimensions import DIMENSIONS, Observation
from app.style.evidence import article_of
from app.style.indifference import is_indifferent
from app.style.named import named_dimensions
from app.style.prefilter import screened
from app.style.reading import is_sarcastic, mask_quoted

APPROVAL = "*approval"  # the dimension of an approval: none of its own
APPROVAL_STRENGTH = 0.5  # the writer's word, said of a result rather than of a style
APPROVAL_MAX_WORDS = 24  # words, or CJK characters ("大爷大妈都说看懂了，就这么写")

_PRAISE_SOURCE = (
    r"\b(?:perfect|great|(?<!for )good|nice|lovely|excellent|spot on|exactly|just right|that'?s it|"
    r"(?:that'?s|this is) the one|this is it|nailed it|love it|looks? (?:good|great|right)|"
    r"works|much better|(?:working|works|worked) a treat|doing the trick|hits the spot)\b|"
    r"👍|👌|✅|💯|🙌|挺好|很好|真好|不错|可以了|就这样|就这个|正好|刚好|合适|满意|完美|没问题|"
    r"就它了|好多了|舒服|"
    # The change praised for what it does for the reader: "way easier to get through now",
    # "reads so much smoother", "that finally sounds like me", 这下读着顺多了, 我妈都能看明白.
    r"\b(?:(?:much|way|so much|a lot|far|loads|heaps) )?(?:easier|quicker|clearer|cleaner|"
    r"smoother|tidier|lighter|friendlier|simpler|crisper) (?:to (?:read|follow|get through|"
    r"skim|scan|take in)|on the eyes|now)\b|"
    r"\b(?:much|way|so much|a lot|far|loads|heaps) (?:easier|quicker|clearer|cleaner|smoother|"
    r"tidier|better|nicer|friendlier|simpler|crisper|more (?:grown-?up|professional|polished|"
    r"mature|readable|natural|human|personal))\b|"
    r"\b(?:love|loving) how (?:it|this|that|the \w+) (?:\w+ ){0,3}?(?:now|reads|sounds|flows|"
    r"speaks|talks|looks)\b|"
    r"\b(?:reads|flows|sounds|looks) (?:(?:way|so much|much|a lot|far) )?(?:better|smoother|"
    r"cleaner|clearer)\b|\b(?:finally )?sounds like me\b|\bthat'?s more like it\b|"
    r"(?:顺|顺眼|顺畅|通顺|流畅|好读|好懂|易懂|好看|清爽|清楚|干净|利落|利索|简洁|舒服|舒坦|轻松|明白|"
    r"省事|顺溜|精神|带劲)多了|"
    r"(?:都|也)能看(?:得)?(?:懂|明白)|看(?:得)?(?:懂|明白)了|这才对|这就对了|像我(?:说的话|写的)了|"
    # What no longer tires the reader: 这回手机上看着不累了, 读得下去了.
    r"(?:看|读)(?:着|起来)?不(?:累|费劲|吃力|头疼)了|(?:看|读)得(?:进去|下去)了|"
    r"(?:看|读)得懂|一口气(?:读|看)完|"
    r"\b(?:exactly|just) what I (?:meant|wanted|asked for|had in mind)\b|"
    r"\bthat'?s the (?:level|amount|length|tone|register|feel|vibe|voice)(?: of \w+)? I "
    r"(?:was after|wanted|meant|had in mind)\b|对味|就是这个(?:感觉|味儿?|调调|意思)|有内味|"
    r"像样了|像话了|有样子了"
)
# Asking to keep what is there ("keep it like this", "more like this", 以后都这样写): the
# result approved, and as the writer's lasting wish.
_KEEP_THIS_SOURCE = (
    r"\bkeep (?:it|this|them|that|doing (?:it|this|that)) (?:just )?(?:like (?:this|that)|"
    r"this way|that way|as (?:is|it is))\b|\b(?:more|all) like this(?:,? please)?\b|"
    r"\blike this (?:from now on|going forward|every time)\b|\bmore of (?:that|this|the same)\b|"
    r"\bstick with (?:that|this|it)\b|\bkeep it\W*$|\bthis way every time\b|"
    r"\b(?:do|write) (?:it|them) (?:like this|this way)\b|\blove (?:this|it)\b|"
    r"(?:以后|今后)(?:都|就)?(?:这样|这么)写?|(?:就|都)?(?:照|按)(?:这个|这样)(?:来|写|标准)?吧?|"
    r"保持(?:这样|住)|(?:就|都)这么写吧?|就这样写吧?|"
    # Asking that nothing change: "别变", "don't change a thing".
    # (Not "别改时间", "don't change the time": a thing named after it is a fact kept.)
    r"(?:别|不要)(?:再)?(?:变|动|改)(?:了|啦|哈|啊|呀)?(?![^，,。]*[成为得])(?![\u4e00-\u9fff])|"
    r"\bdon'?t change (?:a thing|anything|it)\b"
)
# Referring back to an earlier result or request: "same again", "do the next one like that too",
# "same layout as before", "like last time", 照上回那样, 跟上次一样, 老规矩, 还按刚才那个量.
_BACK_SOURCE = (
    r"\bsame (?:again|as (?:before|last time|the last one|always|usual|last (?:week|month)'?s?)|"
    r"(?:[\w-]+ ){1,2}as (?:before|last time|the last one|usual|always|last (?:week|month)'?s?))\b|"
    r"\b(?:like|as) (?:(?:we did )?last time|before|the last one|the last (?:few|couple|two|"
    r"three)(?: \w+)?|last (?:week|month)'?s?(?: \w+)?|we (?:usually|always) do|usual|always)\b|"
    r"\blike that(?: (?:too|again|as well|every time|from now on|going forward))?\b|"
    r"\b(?:the )?same (?:way|treatment|approach|style|deal|drill|again)\b|"
    r"^\W*(?:the usual|as usual)\b|"
    r"\bsame (?:format|layout|style|tone|register|length|approach|structure|voice|feel)\b|"
    r"\bdo the same\b|\bsame for (?:this|the next|these|that)\b|"
    r"(?:这篇|这条|这次|这期|下篇|下条)也(?:这么|这样|照这样|照着)|"
    r"(?:照|按|跟|和|像|同)着?(?:上次|上回|上篇|上一篇|上一次|上一回|刚才|之前|前面|前几篇|前两篇|"
    r"以前|原来)(?:那样|那么|一样|的|那个|那篇)|老规矩|照旧|(?:照|按)着?(?:这个|这样)\S{0,6}来|"
    r"老样子|跟平时一样|照常"
)
_BACK = re.compile(_BACK_SOURCE, re.IGNORECASE)
_PRAISE = re.compile(_PRAISE_SOURCE + "|" + _KEEP_THIS_SOURCE, re.IGNORECASE)
_PRAISE = screened(_PRAISE)
# Agreement beside the praise ("yep, looks good", "对，就这个") is part of the approval.
_APPROVAL_WORDS = re.compile(
    _KEEP_THIS_SOURCE + "|" + _PRAISE_SOURCE + r"|\b(?:yes|yep|yeah|ok(?:ay)?)\b|对(?:了)?",
    re.IGNORECASE,
)
# Beside a reference back, anything that asks, doubts, contrasts or wants a change: not one.
_NOT_A_RETURN = re.compile(
    r"[?？]|\b(?:not|no|but|though|however|instead|except|rather|even|maybe|if|could|would|"
    r"change|different|differently|tweak|adjust|again\?)\b|🙄|🙃|"
    # ("meant", "want" end in -nt: only a negation is one.)
    r"n[’']t\b|\b(?:dont|cant|wont|isnt|arent|doesnt|didnt|wasnt|shouldnt|wouldnt|couldnt)\b|"
    r"不|没|别|但|可是|不过|再|更|吗|呢|如果|要是|假如|改成|换成|换个|稍微|还是\S{0,4}[?？]",
    re.IGNORECASE,
)
# A size said beside the reference back ("keep em few like that", "long titles like last time"):
# it may only back a preference of that sign.
# ("way more legit", 舒服多了: a comparison, not a size.)
# A size, with its degree beside it (家长, 好多人, 不少 are not sizes): "keep em few", 短一点.
_SMALL = re.compile(
    r"\b(?:few|fewer|short|shorter|brief|sparing|sparse)\b|\bless\b(?!\s+\w)|"
    r"(?<![多不])(?:少|短)(?:一?点|些|的|了(?!很多)|放|用|加)",
    re.I,
)
_LARGE = re.compile(
    r"\b(?:many|lots|long|longer|fuller)\b|\bmore\b(?!\s+\w)|"
    r"(?<![好很许])(?:多|长)(?:一?点|些|的|放|用|加)|详细",
    re.I,
)
SIZES = frozenset({"emoji", "sentence_length", "paragraph_length", "title_style", "length"})
# Anything beside the approval that asks, doubts, contrasts or mocks: not a plain approval.
_NOT_PLAIN = re.compile(
    r"[?？]|\b(?:not|no|but|though|however|still|too|more|less|again|please|pls|could|would|"
    r"should|can|if|maybe|almost|except|change|make|instead|oh|wow|sure|yeah right|another)\b|"
    r"n[’']t\b|\b(?:dont|cant|wont|isnt|arent|doesnt|didnt|wasnt|shouldnt|wouldnt|couldnt)\b|🙄|🙃|"
    r"不|没|别|但|可是|不过|就是有点|还是|太|再|吗|呢|吧|如果|要是|假如|改|换|请|能不能|稍微|"
    r"一点|呵呵|真是|可真|好一",
    re.IGNORECASE,
)


# Praise of something in the piece that is no style ("今天的配图选得真好", "Love the new opening
# anecdote", "the chart is great"): the content approved, not the way it is written.
_CONTENT_PRAISED = re.compile(
    r"配图|图片|照片|插图|封面|故事|例子|案例|数据|引语|引用|金句|比喻|笑话|视频|链接|"
    r"\b(?:photos?|pictures?|images?|illustrations?|anecdotes?|examples?|quotes?|quotations?|"
    r"stor(?:y|ies)|jokes?|charts?|graphs?|data|statistics|metaphors?|puns?|videos?|links?|"
    r"facts?|research|interview)\b",
    re.IGNORECASE,
)


# A letter or a character of any script: an approval is said in words ("looks good 👍", 挺好👌).
_WORDED = re.compile(r"[^\W\d_]")


def approves(text: str) -> bool:
    """A short message approving what is in front of the writer, and nothing else."""
    text = mask_quoted(text.strip())  # ("it's the 'Great Hall'": a name, not praise)
    if not text or word_count(text) > APPROVAL_MAX_WORDS or not _PRAISE.search(text):
        return False
    if not _WORDED.search(text):
        return False  # "👍", "👌": a nod that the reply came, no verdict on what it shows
    # ("whatever works": the writer leaves the choice to us; it approves nothing.)
    if is_indifferent(text):
        return False
    if is_sarcastic(text) or (_CONTENT_PRAISED.search(text) and not named_dimensions(text)):
        return False
    return not _NOT_PLAIN.search(_APPROVAL_WORDS.sub(" ", text))


def approving_words(text: str) -> str:
    """The message up to the end of the clause that approves: "嗯 就这个量 挺好" of "嗯 就这个量
    挺好，加上营业时间" — what follows asks for content, and says nothing of the approval."""
    found = _PRAISE.search(text)
    if found is None:
        return text
    pause = re.search(r"[，,。.!！;；?？]|$", text[found.end() :])
    return text[: found.end() + (pause.start() if pause else 0)]


def refers_back(text: str) -> bool:
    """A short message asking for what an earlier result or request had ("do the next one like
    that too", 照上回那样), with nothing else asked or doubted beside it."""
    text = text.strip()
    if not text or word_count(text) > APPROVAL_MAX_WORDS or not _BACK.search(text):
        return False
    if is_sarcastic(text):
        return False
    return not _NOT_A_RETURN.search(_BACK.sub(" ", _APPROVAL_WORDS.sub(" ", text)))


def _size_sign(text: str) -> int:
    """+1 or -1 for a size said beside the approval ("keep em few like that"), else 0."""
    rest = _BACK.sub(" ", _APPROVAL_WORDS.sub(" ", text))
    small, large = bool(_SMALL.search(rest)), bool(_LARGE.search(rest))
    return 0 if small == large else -1 if small else 1


def approval_observations(text: str) -> list[Observation]:
    """The approval or reference back in the writer's words, as an observation with no
    dimension of its own (`about` names those it names)."""
    text = text.strip()
    if not (approves(text) or refers_back(text)):
        return []
    return [
        Observation(
            APPROVAL,
            "",
            "writer",
            APPROVAL_STRENGTH,
            by_writer=True,
            quote=text,
            reading="approval",
            about=named_dimensions(text),
        )
    ]


# Evidence sources of the writer's words or edit (a model's reading of them is "llm"; what it
# inferred on its own is marked so in the evidence's intent).
_THE_WRITERS = ("writer", "manual", "llm")


def _showed(assertion: StyleAssertion, approval: Observation) -> bool:
    """Did the version the approval was said on come with the writer's own evidence (their
    words or edit) for this preference's value, on the same article? (`V2→V3` is approved by
    a message on V3.) What the model changed unasked is not what the writer approves."""
    approved = approval.versions.split("→")[0]
    return bool(approved) and any(
        e.value == assertion.value
        and e.source in _THE_WRITERS
        and "(inferred)" not in e.intent
        and e.versions.endswith(f"→{approved}")
        and article_of(e.revision_id) == article_of(approval.revision_id or approval.message_id)
        for e in assertion.evidence
    )


def spread(
    approvals: Sequence[Observation],
    held: Mapping[str, StyleAssertion],
    heard: Mapping[str, object],
) -> dict[str, list[Observation]]:
    """Each approval as an observation on every active preference the approved version showed
    (or, when it names dimensions, on those), unless this revision heard that dimension
    already or a size said beside it points the other way."""
    spread_out: dict[str, list[Observation]] = {}
    for approval in approvals:
        sign = _size_sign(approval.quote)
        for dimension, assertion in held.items():
            if (
                dimension in heard
                or assertion.state != "active"
                or assertion.candidate is not None
                or (
                    dimension not in approval.about
                    if approval.about
                    else not _showed(assertion, approval)
                )
            ):
                continue
            degree = DIMENSIONS.get(dimension, {}).get(assertion.value, 0)
            if sign and (dimension not in SIZES or degree * sign <= 0):
                continue
            spread_out.setdefault(dimension, []).append(
                replace(approval, dimension=dimension, value=assertion.value)
            )
    return spread_out


# Sizes a bare "longer" or "短一点" can mean besides the whole piece's length.
_PARTS = ("sentence_length", "paragraph_length", "title_style")
_COUNTED = ("emoji", "vocabulary", "structure")  # what "more of them" can count


def carry_bare_size(
    observations: Sequence[Observation], held: Mapping[str, StyleAssertion]
) -> list[Observation]:
    """A size said with no noun ("Sorry, I meant longer, not shorter", 说反了，我要的是长一点) is
    heard as the piece's length; right after a turn that asked about one part's size (shorter
    paragraphs), it is about that part: the back-reference carries the previous turn's
    dimension, with the size it says."""
    carried: list[Observation] = []
    for o in observations:
        back = o.reading == BARE_COUNT  # "I meant more of them": carried, or nothing
        parts = _PARTS + _COUNTED if back else _PARTS
        target = _previous_part(o, held, parts) if o.dimension == "length" and o.by_writer else None
        if target is None or named_dimensions(o.quote):
            if not back:
                carried.append(o)
            continue
        sign = DIMENSIONS["length"][o.value]
        # The nearest value that way: "fewer", not "none", for emoji.
        value = min(
            (v for v, d in DIMENSIONS[target].items() if d * sign > 0),
            key=lambda v: abs(DIMENSIONS[target][v]),
        )
        carried.append(replace(o, dimension=target, value=value, reading=""))
    return carried


def _previous_part(
    heard: Observation, held: Mapping[str, StyleAssertion], parts: tuple[str, ...] = _PARTS
) -> str | None:
    """The one part-size preference the writer's words on the version before this one named."""
    before = heard.versions.split("→")[0]
    if not before or "length" in held and _said_on(held["length"], heard, before):
        return None
    named = [d for d in parts if d in held and _said_on(held[d], heard, before)]
    return named[0] if len(named) == 1 else None


def _said_on(assertion: StyleAssertion, heard: Observation, version: str) -> bool:
    return any(
        e.source in _THE_WRITERS
        and e.versions.endswith(f"→{version}")
        and article_of(e.revision_id) == article_of(heard.revision_id)
        for e in assertion.evidence
    )
