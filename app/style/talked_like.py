"""A complaint by likeness made firm by how the writer's people talk: "It reads like a tax
form… That's not how our volunteers talk to anyone", "nobody talks like that",
「通知写得跟红头文件似的…咱们就是邻里之间说个事儿」.

A likeness alone ("reads like a legal notice") is only asked: which way it points is a guess.
Set beside the way the writer and their people really talk, the register wanted is said: the
casual reading is theirs, not a question.
"""

import re
from collections.abc import Sequence
from dataclasses import replace

from app.style.dimensions import Observation
from app.style.filing import WRITER_STRENGTH
from app.style.normalising import normalise

_HOW_WE_TALK = re.compile(
    r"\b(?:that'?s|it'?s|this is|that is) not how (?:we|I|our [\w' -]{1,25}?|people|anyone|real "
    r"people|normal people|folks?) (?:actually |really )?(?:talk|speak|write)\b|"
    r"\b(?:nobody|no one|no-one) (?:actually |really )?(?:talks|speaks) like (?:that|this)\b|"
    r"(?:咱们|我们|大家)(?:就是|只是|不过是)[^。！？!?]{0,12}?(?:说个事|聊聊|聊天|唠嗑|说说话|打个招呼|说一声)|"
    r"(?:没人|谁会)(?:这么|这样)(?:说话|讲话)",
    re.IGNORECASE,
)


def talked_like(text: str, observations: Sequence[Observation]) -> list[Observation]:
    """`observations` with a casual register asked from a complaint made firm when the
    message says how the writer's people talk."""
    if not _HOW_WE_TALK.search(normalise(text)):
        return list(observations)
    return [
        replace(o, tentative=False, reading="", strength=max(o.strength, WRITER_STRENGTH))
        if (o.dimension, o.value, o.reading) == ("formality", "casual", "complaint")
        else o
        for o in observations
    ]
