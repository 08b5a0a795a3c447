"""Whether a suggestion naming the title asks for the title alone: translated alone ("Translate
just the title into Chinese"), or with a clause of its own for the body ("Shorten it and
retitle it", 改写成小红书风格，标题也换一个). Split from app/editing/scope.py."""

from __future__ import annotations

import re

from app.editing.asked_kinds import GLOBAL, LIGHT, RESHAPE, SHORTEN, TITLE, TRANSLATE


def title_translated(suggestion: str) -> bool:
    """Whether a suggestion asks for the title translated and for nothing of the whole: no
    word of the whole article beside its translation ("translate the whole post, title too")
    and no clause of its own for the body."""
    return (
        bool(TRANSLATE.search(suggestion))
        and not GLOBAL.search(TRANSLATE.sub(" ", suggestion))
        and not beyond_title(suggestion)
    )


def beyond_title(suggestion: str) -> bool:
    """Whether a suggestion that names the title also asks something of the whole article in
    a clause of its own ("改写成小红书风格，标题也换一个", "Shorten it and retitle it"). A clause
    after a complaint about the title ("标题太长了，改短一点", "The title is too long, make it
    shorter") asks it of the title, unless it names the whole."""
    complained = titled = False
    for clause in re.split(r"[，,;；。!！?？]|\b(?:and|also|then)\b", suggestion):
        if TITLE.search(clause):
            complained, titled = bool(_COMPLAINT.search(clause)), True
        elif not (
            # a proofread ("fix the typos", 改错别字) is the whole article's, however bare
            (complained or (titled and not (_OWN_OBJECT.search(clause) or LIGHT.search(clause))))
            and not GLOBAL.search(clause)
        ) and any(p.search(clause) for p in (RESHAPE, SHORTEN, LIGHT, TRANSLATE)):
            return True
    return False


# What a clause after the title's says it is done to, when it is not the title: "make it
# shorter", 正文精简一些. A bare "简洁一些" / "short and plain" after the title is the title's.
_OWN_OBJECT = re.compile(
    r"\b(?:it|everything|the\s+(?:rest|body|notice|article|piece|post|text|letter|whole))\b"
    r"|它|正文|全文|文章|内容|其余|其他|通知|整篇|每段|段",
    re.IGNORECASE,
)


# What says a part is wrong as it stands: "is too long", 太长了, 不够醒目, 有点啰嗦.
_COMPLAINT = re.compile(r"\btoo\b|\bis (?:a bit|rather|quite) \w+|太|过于|不够|有点", re.I)
