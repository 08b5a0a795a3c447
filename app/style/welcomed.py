"""A question about what comes next, welcomed by the writer in the next breath: "will future ones
be bullet points too? id like that tbh", "以后都分点列出来吗？我挺喜欢这样的。". Alone such a
question only asks; followed by the writer's own liking for "that", it is the wish itself.

Read by the offline rules (app/style/extract.py) before they weigh each sentence's mood.
"""

import re

_FUTURE = re.compile(
    r"\b(?:from now on|going forward|from here on|in future|future|next ones?|all of them|"
    r"always|will|going to)\b|以后|今后|往后|之后|以後|将来|下次|都会|都要",
    re.IGNORECASE,
)
# A complaint asked as a question ("…always so long?", "太长了吗") is not welcomed by "I like".
_COMPLAINED = re.compile(r"\b(?:too|so|why)\b|太|为什么|为啥|怎么|点解", re.IGNORECASE)
# The writer's own liking, pointing back at what was asked ("that", 那样, 这样).
_WELCOMES = re.compile(
    r"^\W*(?:(?:honestly|tbh|personally),?\s*)?(?:I'?d (?:really |much |quite )?"
    r"(?:like|love|prefer|welcome) (?:that|it)|that'?d be (?:great|nice|good|ideal|lovely|"
    r"perfect)|I (?:really |do )?(?:hope|want) (?:so|that)|I (?:really |quite )?(?:like|prefer) "
    r"(?:that|it that way)|"
    r"我?(?:个人)?(?:比较|挺|很|蛮|更|真的|还是)?(?:喜欢|想要|希望|中意|鍾意|钟意)(?:那样|这样|那种|这种|"
    r"咁样|噉样|是这样|是那样))",
    re.IGNORECASE,
)


def welcomed_questions(sentences: list[str]) -> set[str]:
    """The questions about what comes next that the writer's following sentence welcomes."""
    return {
        asked
        for asked, after in zip(sentences, sentences[1:], strict=False)
        if asked.rstrip().endswith(("?", "？"))
        and _FUTURE.search(asked)
        and not _COMPLAINED.search(asked)
        and _WELCOMES.match(after)
    }
