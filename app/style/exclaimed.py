"""Exclamation marks as a rule of their own: "never use exclamation marks",
「以后一个感叹号都不许用」, "go easy on the exclamation points" name a punctuation rule, not only
a tone. The rules have always heard such words as a calm (or, "exclamation marks and all", a
lively) tone; beside that reading, the mark itself is filed on `exclamation` — none for a ban,
fewer for a limit, more when they are wanted — with the same standing (asked, scoped, one-off)
as the tone it came with, so a prompt says "no exclamation marks" in so many words.

A ban on the mark is a punctuation rule, not by itself a wish for a calm tone (session 41):
"Use no exclamation marks", 「我从来不用感叹号」 file the rule alone, and the calm tone is kept
beside it only when the writer's words speak of tone once the clauses naming the mark are left
out ("no exclamation marks, and keep it calm", 「别用感叹号，语气平和点」). Too many of them,
complained of ("满篇感叹号，像在菜市场喊话", "go lighter on the exclamation marks"), is heard as
the shouting it makes: the tone stays beside the limit, as every labelled set reads it.
"""

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from app.style.dimensions import Observation
from app.style.negated_frames import said_plainly

# Dimensions filed only beside another reading (here, the tone), never heard alone by the rules.
DERIVED_DIMENSIONS = frozenset({"exclamation"})
_I = re.IGNORECASE
_MARK = re.compile(r"\bexclamation(?:[- ](?:marks?|points?))?s?\b|感叹号|感嘆號|驚嘆號|惊叹号", _I)
# Clauses that only frame a wish: when it holds, and the courtesies around it.
_FILLER = re.compile(
    r"(?:(?:and |so |ok |okay )?(?:please|pls|plz|thanks?(?: you)?|thx|cheers|"
    r"(?:from )?now on|going forward|in (?:the )?future|from here on(?: in| out)?|"
    r"in general|generally|always|for good|ok|okay|then)\W*)+|"
    r"(?:以后|今后|往后|从今往后|从现在开始|从此|之后|麻烦|拜托|谢谢|谢啦|请|好吗|好不好|哈|呀|啊|吧|了)+",
    _I,
)
# A limit asked for, not too many of them described: "go easy on", "don't use so many", 以后少用.
_ASKED = re.compile(
    r"\b(?:from now on|going forward|in (?:the )?future|please|pls|don'?t|dont|do not|stop|"
    r"go (?:easy|easier|light|lighter)|cut|fewer|less|limit|avoid|ease off)\b|"
    r"以后|今后|往后|别|不要|少用|少放|少加|少点|少一点|请|不许|不准",
    _I,
)
_PAUSES = re.compile(r"[,，、;；:：。.!！?？…\n]+|\s[—–-]+\s|[—–]+")
# The mark ruled out whole, not only cut down: "never", "no more … ever", "not a single one",
# "strip them all out", 「一个都不许」, 「全部去掉」, 「一律不用」.
_WHOLE_BAN = re.compile(
    r"\bnever\b|\bnone\b|\bnot (?:a single|one|any)\b|\bno (?:more )?exclamation|\bzero\b|"
    r"\bwithout (?:any )?exclamation|\b(?:ban|banned|outlaw\w*)\b|"
    r"\b(?:strip|take|cut|get rid of|lose|drop|remove|delete|ditch|scrap)\b[^.!?]{0,20}\ball\b|"
    r"\ball (?:the )?exclamation (?:marks|points)\b[^.!?]{0,12}\b(?:out|gone|go)\b|"
    r"\bdon'?t (?:ever )?(?:use|put|add|want) (?:any )?exclamation|\bno exclamation|"
    r"一个(?:感叹号|感嘆號|驚嘆號)?(?:都|也)|(?:从来|从|向来|一向)不(?:用|加|放|写)|绝不|决不|全部|全都|统统|一律|一概|禁止|不许|不准|不得|"
    r"(?:别|不要|不能)(?:再)?(?:用|加|放|出现)(?!\S{0,4}(?:那么多|这么多|太多|多了))|"
    # 「以后不要感叹号」: the mark itself refused, as "No exclamation marks from now on".
    r"(?:别|不要|不用|不需要)(?:再)?(?:要)?(?:感叹号|感嘆號|驚嘆號|惊叹号)|"
    r"去掉|删掉|删光|去光",
    _I,
)


def marks_ruled(
    text: str, said: list[Observation], reread: Callable[[str], Sequence[Observation]]
) -> list[Observation]:
    """`said` with the exclamation-mark rule beside a tone read from words that name the mark;
    beside a ban, the calm tone is kept only if `reread` (the rules) hears a tone in the words
    once the clauses naming the mark are left out."""
    if any(o.dimension == "exclamation" for o in said) or not _MARK.search(text):
        return said
    # (A tone only the classifier put forward is its guess at the whole message, not a reading
    # of the words about the mark.)
    tone = next((o for o in said if o.dimension == "tone" and o.reading != "classifier"), None)
    if tone is None:
        return said
    value = "more"
    if tone.value == "calm":
        # ("I'd rather you didn't use exclamation marks" bans them as "don't use" does.)
        value = "none" if _WHOLE_BAN.search(said_plainly(text)) else "fewer"
    mark = replace(tone, dimension="exclamation", value=value)
    spoken = _tone_spoken(text, reread) if value == "none" else []
    if (value == "none" and not spoken) or (value == "fewer" and _only_the_mark(text, reread)):
        said = [o for o in said if o is not tone]
    elif tone.value == "calm" and spoken and all(o.value != "calm" for o in spoken):
        # ("Make it livelier. Never use exclamation marks.": the tone the other words ask for,
        # never the calm the ban alone is read as — outside50 F9.)
        said = [o for o in said if o is not tone] + spoken[:1]
    return [*said, mark]


def _only_the_mark(text: str, reread: Callable[[str], Sequence[Observation]]) -> bool:
    """Is a limit on the mark all the message says of it — no reason, image or tone beside it
    ("from now on go easy on the exclamation points", 「以后感叹号少用点 句子也短一点」)? Then the
    limit is a punctuation rule and no calm tone is read into it (outside45a #14); a clause
    giving the shouting it makes ("看着好吵", "it's a semi, not a lottery win") keeps the tone."""
    rest = [
        c
        for c in _PAUSES.split(text)
        if c.strip() and not _MARK.search(c) and not _FILLER.fullmatch(c.strip())
    ]
    if not _ASKED.search(text):
        return False  # too many of them complained of: the shouting they make (module doc)
    if any(not any(o.dimension != "tone" for o in reread(c)) for c in rest):
        return False  # a clause that is a reason or an image, or asks for a tone itself
    # (The shouting said in the clause naming the mark: 「别再用那么多感叹号了看着跟吵架一样」.)
    unmarked = _MARK.sub(" ", text)
    return not any(o.dimension == "tone" for o in reread(unmarked))


def _tone_spoken(text: str, reread: Callable[[str], Sequence[Observation]]) -> list[Observation]:
    """The tone the words still ask for with the clauses naming the mark left out of them
    ("…感叹号了，看着像喊麦": the shouting is a tone; "Use no exclamation marks": none)."""
    rest = [c for c in _PAUSES.split(text) if c.strip() and not _MARK.search(c)]
    return [o for o in reread("，".join(rest)) if o.dimension == "tone"] if rest else []
