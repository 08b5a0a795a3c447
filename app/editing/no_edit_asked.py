"""A question asked with the writer's word that nothing should change yet: "Is a 20 cm tin an
8-inch tin? Don't change anything.", "Should I thank the company by name? Don't change it
yet.", 要不要点名感谢施工单位？先别改。 Whatever the model answers — a question back, an
offer with the paragraph it would write, the paragraph itself — is its words to the writer,
never a new version: the writer said not to change the article.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_EN = re.compile(
    r"\b(?:don'?t|do not|please don'?t|no need to)\s+(?:change|edit|touch|alter|rewrite)\s+"
    r"(?:it|anything|the (?:text|article|draft|speech|letter|page|recipe|post|piece))"
    r"(?:\s+(?:yet|for now|just yet))?(?=\s*(?:[.!?,;)]|$))"
    r"|\bjust (?:asking|checking|curious)\b"
    # "…? Just tell me.", "Just the number, please.": the answer is all the writer wants
    r"|\bjust\s+tell\s+me(?:\s+please)?(?=\s*(?:[.!,;)]|$))"
    r"|\bjust\s+the\s+(?:number|figure|total|answer|amount|sum)(?:,?\s+please)?(?=\s*(?:[.!;)]|$))"
    # "…? Just answer.", "Only answer the question.", "don't edit." said alone after a question
    r"|\b(?:just|only|simply)\s+answer(?:\s+(?:the|my|this)\s+question)?(?:\s+please)?"
    r"(?=\s*(?:[.!,;)—–-]|$))|\banswer\s+only\b(?=\s*(?:[.!,;)]|$))"
    r"|\b(?:don'?t|do not)\s+edit(?:\s+(?:yet|for now))?(?=\s*(?:[.!;)]|$))"
    r"|\bno edits?(?: yet| for now| please)?(?=\s*(?:[.!]|$))"
    r"|\bno changes(?: yet| for now| please)?(?=\s*(?:[.!?]|$))",
    re.IGNORECASE,
)
# A clause of its own (先别改。不用改，告诉我…), not a part kept ("其他别动", "引语一个字都别改")
# nor a condition ("没问题就别改").
_ZH = re.compile(
    r"(?:^|(?<=[。！!？?，,；;\s]))(?:先|暂时|暂且|现在)?(?:别|不要|不用|先不|无需)(?:改|动|修改|改动)"
    r"(?:它|文章|原文)?(?=[。！!？?，,；;\s]|$)|只是问问|随便问问"
    # 只回答。回答就行。只需回答，…: the question is all the writer wants
    # 直接告诉我。告诉我就行: the answer is all the writer wants
    r"|(?:^|(?<=[。！!？?，,；;\s]))(?:请?直接告诉我(?:一下)?(?:就行|就好|即可|就可以)?"
    r"|告诉我(?:一下)?(?:就行|就好|即可|就可以))(?=[。！!，,；;\s]|$)"
    r"|(?:^|(?<=[。！!？?，,；;\s]))(?:(?:只|只需|只要|直接|请只)回答(?:一下)?(?:问题|我)?"
    r"(?:就行|就好|即可|就可以|就够了)?|回答(?:一下)?(?:问题|我)?(?:就行|就好|即可|就可以|就够了))"
    r"(?=[。！!，,；;\s]|$)"
)


def forbids_edit(suggestions: Sequence[str]) -> bool:
    """Whether the writer said the article should not change (see the module docstring)."""
    asked = "\n".join(suggestions).replace("’", "'")
    return bool(_EN.search(asked) or _ZH.search(asked))
