"""A title-only ask answered with the new title alone: the one short line a reply holds, told
from a paragraph of the article, an offer in words or another language (split from judge.py)."""

from __future__ import annotations

import re

from app.editing.align import MATCH, is_chatter, similarity
from app.editing.formats import full as full_format
from app.editing.language import script_of, script_of_words
from app.editing.losses import word_size
from app.editing.scope import Scope
from app.editing.units import split_paragraphs

_BOLD = re.compile(r"\s*(?:\*\*[^*\n]+\*\*|__[^_\n]+__)\s*")


def bare_title(
    old_title: str, body: str, reading: full_format.Reading, scope: Scope, reply: str = ""
) -> str | None:
    """The new title, when only the title was asked for and the reply is one short line like
    no paragraph of the article ("Come to Our Bake Sale This Saturday!"), or in bold (`reply`
    as sent) as the paragraph it is like is not: the model answered with the title alone, and
    the body stays as it is."""
    only_title = scope.title and not (scope.whole or scope.paragraphs or scope.sentences)
    if not only_title or reading.title is not None or len(reading.paragraphs) != 1:
        return None
    line = reading.paragraphs[0].strip()
    if "\n" in line or word_size(line) > max(3 * word_size(old_title), 20):
        return None
    originals = split_paragraphs(body).texts
    # a paragraph given back, unless the line is liker the title ("**欢迎你，2027级新同学：报到
    # 须知**" beside 亲爱的2027级新同学： is the title 2027级新生报到须知 made warmer) or set in
    # bold as no paragraph it is like is (a title's dress, not a salutation's)
    alike = [o for o in originals if similarity(line, o) >= MATCH]
    bold = _BOLD.fullmatch(reply) is not None and not any(_BOLD.fullmatch(o) for o in alike)
    title_like = similarity(line, old_title)
    if not bold and any(similarity(line, o) >= title_like for o in alike):
        return None
    title, _marked = full_format.clean_title(line, old_title)
    for opener, closer in (("“", "”"), ('"', '"'), ("「", "」"), ("《", "》"), ("『", "』")):
        wrapped = title.startswith(opener) and title.endswith(closer) and len(title) > 2
        if wrapped and not old_title.startswith(opener):
            title = title[len(opener) : -len(closer)].strip()
    old, new = script_of(old_title + body), script_of(title) or script_of_words(title)
    if not title or (old and new and old != new and not scope.translate):
        return None  # another language, not asked for: judged as any reply is
    # "Sure, how about: …", "好的，可以改成：…", "How about “…”?" are the model talking
    if _OFFERED.match(title) or is_chatter(line) or title.endswith(("?", "？")):
        return None
    return title


# A title offered in words before it: "Sure, how about: …", "Here's one: …", "可以改成：…"
_OFFERED = re.compile(
    r"^[^:：]{0,40}?(?:\b(?:sure|okay|ok|here(?:'s| is)|how about|what about|try|maybe|perhaps"
    r"|suggest\w*|i'd|i would)\b|好的|可以|建议|改成|改为|不如|试试)[^:：]{0,40}[:：]",
    re.IGNORECASE,
)
