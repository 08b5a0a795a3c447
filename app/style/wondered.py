"""A question wondered aloud about how the readers take the writing — "wondering whether people
actually like the emoji or just scroll past them", "curious whether the long sentences get read or
people bail halfway", 「我在想大家到底喜不喜欢那些表情，还是直接划过去了」 — wishes nothing.

The writer asks themselves whether the readers like, notice or read something, often with the
other answer beside it ("…or just scroll past"); nothing is proposed, so nothing is filed or
asked and what the writer holds stays as it is. Read as a wish, "like the emoji" moved a held
"fewer emoji" to "more" (v77): a false conflict, the worst kind of error. A musing followed by the
writer's own answer and a wish ("…They don't. Shorter sentences from now on.") is a wish: any
proposal, rule or order in the message makes it one.
"""

import re

_I = re.IGNORECASE
# Who receives the writing: the readers, however the writer names them.
_READERS_EN = (
    r"(?:(?:our|the|my)\s+)?(?:people|readers?|folks?|customers?|guests?|visitors?|followers?|"
    r"members?|fans?|subscribers?|regulars?|clients?|parents?|locals?|audience|anyone|anybody|"
    r"everyone|everybody|they|them)"
)
# What they do with it: like it, notice it, read it, mind it.
_RECEIVE_EN = (
    r"(?:actually\s+|really\s+|even\s+|truly\s+|honestly\s+|still\s+)*"
    r"(?:like|likes|love|loves|enjoy|enjoys|notice|notices|read|reads|care\s+about|cares\s+about|"
    r"mind|minds|want|wants|prefer|prefers|appreciate|appreciates|get|gets|hate|hates|skim|skims|"
    r"finish|finishes|look\s+at|looks\s+at|respond\s+to|responds\s+to|warm\s+to|find)\b"
)
_WONDERED_EN = re.compile(
    r"^\W*(?:(?:hmm+|so|ok(?:ay)?|honestly|just|lately|been)\W+)*"
    r"(?:I(?:'m| am|'ve been| have been| was| keep)?\s+)?(?:been\s+)?"
    r"(?:just\s+|half\s+|kind of\s+|starting to\s+|always\s+)?"
    r"(?:wonder(?:ing|s|ed)?|curious|asking myself|pondering)\s+(?:whether|if)\s+"
    rf"(?:(?:{_READERS_EN}\s+)?(?:(?:do|does|would|will|can)\s+)?{_RECEIVE_EN}|"
    # ("…whether the long sentences actually get read"): the thing read, the readers unnamed.
    r"[^.?!]{1,40}?\b(?:get|gets|got|are|is|were|was)\s+(?:actually\s+|really\s+|even\s+)*"
    r"(?:read|noticed|seen|liked|enjoyed|skipped|skimmed|ignored|missed)\b)",
    _I,
)
_WONDER_ZH = r"(?:我|最近|一直|也)*(?:在想|在琢磨|琢磨着?|寻思着?|有点好奇|好奇|不知道|想知道)"
_READERS_ZH = r"(?:大家|读者|客人|顾客|粉丝|家长|游客|学员|会员|网友|看的人|人家|别人|他们|老主顾)"
_RECEIVE_ZH = (
    r"(?:到底|究竟|真的|是不是|是否|会不会|有没有)*(?:真的)?"
    r"(?:喜不喜欢|喜欢|爱不爱|爱看|看不看|看|在不在乎|在乎|注意|留意|读不读|读|买不买账|买账|受不受用|嫌)"
)
_WONDERED_ZH = re.compile(rf"^\W*{_WONDER_ZH}[，,\s]*{_READERS_ZH}[^。！？?!]{{0,4}}{_RECEIVE_ZH}")
# A proposal, a rule or an order anywhere in the message makes the wondering a lead-in to a wish.
_PROPOSES = re.compile(
    r"\b(?:maybe|perhaps|should|ought|how about|what about|let'?s|please|pls|from now on|"
    r"going forward|from here on|instead|rather than|every (?:post|one|time)|all (?:our )?posts|"
    r"no more)\b|"
    r"(?:^|[.!?;:\n-]\s*)(?:always|never|stop|keep|cut|drop|add|use|make|write|try|go)\b|"
    r"要不要|要不|可不可以|能不能|不如|换成|改成|改为|以后|往后|今后|每篇|每条|都(?:写|用|放|加|改)|"
    r"别|不要|少(?:用|放|加)|多(?:用|放|加)|请|麻烦",
    _I,
)
# The writer's own answer to the question ("They don't.", 「答案是不看。」): a conclusion follows.
_ANSWERED = re.compile(
    r"(?:^|[.!。！]\s*)(?:they|people|nobody|no one)\s+(?:don't|do not|do|doesn't|won't)\b|"
    r"答案是|结论是|(?:^|[。！])\s*(?:不看|没人看|都不看)",
    _I,
)


def wonders_how_readers_take_it(text: str) -> bool:
    """Whether the message only wonders aloud how the readers take something in the writing."""
    said = text.strip()
    if not said or _PROPOSES.search(_other_choice_dropped(said)) or _ANSWERED.search(said):
        return False
    return bool(_WONDERED_EN.search(said) or _WONDERED_ZH.search(said))


def _other_choice_dropped(text: str) -> str:
    """The text without the other answer the wondering weighs (「…，还是直接划过去了」, "…or
    just scroll past them"), whose verbs ("skip", 「划」) are the readers' and no order."""
    text = re.sub(r"[，,]?\s*还是[^。！？?!]*", "", text)
    return re.sub(r"\s+or\s+(?:just\s+|do they\s+|they\s+)?[^.!?]*", "", text, flags=_I)
