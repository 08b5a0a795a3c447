"""The writer's approval of the last result without naming what ("嗯 就这个量 挺好", "perfect,
that's the register", "looks good 👍"): new evidence for what that result showed.

Heard only in a short message that names no style and asks for nothing: no question, no
doubt, no "but", no request, no sarcasm. It never creates a preference; the memory update
gives it to the preferences whose evidence came from the version it approves (see `spread`).
"""

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from app.domain.models import StyleAssertion
from app.domain.text import word_count
from app.style.dimensions import Observation
from app.style.evidence import article_of
from app.style.reading import is_sarcastic

APPROVAL = "*approval"  # the dimension of an approval: none of its own
APPROVAL_STRENGTH = 0.5  # the writer's word, said of a result rather than of a style
APPROVAL_MAX_WORDS = 16  # words, or CJK characters

_PRAISE_SOURCE = (
    r"\b(?:perfect|great|good|nice|lovely|excellent|spot on|exactly|just right|that'?s it|"
    r"(?:that'?s|this is) the one|this is it|nailed it|love it|looks? (?:good|great|right)|"
    r"works|much better)\b|"
    r"👍|👌|✅|💯|挺好|很好|真好|不错|可以了|就这样|就这个|正好|刚好|合适|满意|完美|没问题|"
    r"就它了|好多了|舒服"
)
# Asking to keep what is there ("keep it like this", "more like this", 以后都这样写): the
# result approved, and as the writer's lasting wish.
_KEEP_THIS_SOURCE = (
    r"\bkeep (?:it|this|them|that|doing (?:it|this|that)) (?:just )?(?:like (?:this|that)|"
    r"this way|that way|as (?:is|it is))\b|\b(?:more|all) like this(?:,? please)?\b|"
    r"\blike this (?:from now on|going forward|every time)\b|\bkeep it\W*$|\bthis way every time\b|"
    r"\b(?:do|write) (?:it|them) (?:like this|this way)\b|\blove (?:this|it)\b|"
    r"(?:以后|今后)(?:都|就)?(?:这样|这么)写?|(?:就|都)?(?:照|按)(?:这个|这样)(?:来|写|标准)?吧?|"
    r"保持(?:这样|住)|(?:就|都)这么写吧?|就这样写吧?"
)
_PRAISE = re.compile(_PRAISE_SOURCE + "|" + _KEEP_THIS_SOURCE, re.IGNORECASE)
# Agreement beside the praise ("yep, looks good", "对，就这个") is part of the approval.
_APPROVAL_WORDS = re.compile(
    _KEEP_THIS_SOURCE + "|" + _PRAISE_SOURCE + r"|\b(?:yes|yep|yeah|ok(?:ay)?)\b|对(?:了)?",
    re.IGNORECASE,
)
# Anything beside the approval that asks, doubts, contrasts or mocks: not a plain approval.
_NOT_PLAIN = re.compile(
    r"[?？]|\b(?:not|no|but|though|however|still|too|more|less|again|please|pls|could|would|"
    r"should|can|if|maybe|almost|except|change|make|instead|oh|wow|sure|yeah right|another)\b|"
    r"n'?t\b|🙄|🙃|"
    r"不|没|别|但|可是|不过|就是有点|还是|太|再|吗|呢|吧|如果|要是|假如|改|换|请|能不能|稍微|"
    r"一点|呵呵|真是|可真|好一",
    re.IGNORECASE,
)


def approves(text: str) -> bool:
    """A short message approving what is in front of the writer, and nothing else."""
    text = text.strip()
    if not text or word_count(text) > APPROVAL_MAX_WORDS or not _PRAISE.search(text):
        return False
    if is_sarcastic(text):
        return False
    return not _NOT_PLAIN.search(_APPROVAL_WORDS.sub(" ", text))


def approval_observations(text: str) -> list[Observation]:
    """The approval in the writer's words, as an observation with no dimension of its own."""
    if not approves(text):
        return []
    return [
        Observation(
            APPROVAL,
            "",
            "writer",
            APPROVAL_STRENGTH,
            by_writer=True,
            quote=text.strip(),
            reading="approval",
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
    """Each approval as an observation on every active preference the approved version
    showed, unless this revision heard that dimension already."""
    spread_out: dict[str, list[Observation]] = {}
    for approval in approvals:
        for dimension, assertion in held.items():
            if (
                dimension in heard
                or assertion.state != "active"
                or assertion.candidate is not None
                or not _showed(assertion, approval)
            ):
                continue
            spread_out.setdefault(dimension, []).append(
                replace(approval, dimension=dimension, value=assertion.value)
            )
    return spread_out
