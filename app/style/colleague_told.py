"""A message the writer aims at a colleague in the panel, about the colleague's own pieces:
"@Priya when you post the gig photos in the group, shorter captions on yours, yeah?", 「@小周
你在群里发活动照片的时候，配文写短点哈」 (v69 addressed_other). It tells someone else how to write;
it wishes nothing of the writer's own pieces, so nothing is read from it.

A message to a colleague that speaks of the writer's own pieces ("@阿杰 跟你说下，我以后的稿子都
不用列表了") or turns to the helper too ("…；另外编辑，以后我的稿子…", "@小助手 以后…") is read
as usual.
Pure: text in, a verdict out.
"""

import re

_I = re.IGNORECASE

_AT = re.compile(r"^\W*@(?P<name>[^\s,，:：]+)")
# Names the helper goes by in the panel.
_HELPER = re.compile(
    r"^(?:小?助手|小?助理|编辑|小编|redline|AI|bot|assistant|editor)$|"
    r"小助手|编辑[，,]|\b(?:assistant|editor|redline)\b",
    _I,
)
# The colleague as the one who writes: "when you post…", "on yours", 你在群里发…
_YOU = re.compile(r"\byou(?:rs?|rself)?\b|你(?!们?(?:觉得|认为|看))", _I)
# The writer's own pieces spoken of.
_OWN = re.compile(
    r"\b(?:my|mine|our|ours)\b|\bI(?:'ll|'d| will| want| need| would)\b|"
    r"我的|我们的|我(?:以后|今后|往后)|我(?:写|发)的",
    _I,
)


def to_a_colleague(text: str) -> bool:
    """Whether `text` is addressed to a colleague about their own pieces, not the writer's."""
    at = _AT.match(text)
    if at is None or _HELPER.search(at.group("name")):
        return False
    rest = text[at.end() :]
    return bool(_YOU.search(rest)) and not _OWN.search(rest) and not _HELPER.search(rest)


def without_helper_mention(text: str) -> str:
    """`text` without a leading @-mention of the helper ("@editor more life in every post",
    「@编辑 以后…」): a vocative, not a subject — read with it, "editor more life…" was the
    editor's taste, someone else's (style v75: at_mention)."""
    at = _AT.match(text)
    if at is None or not _HELPER.search(at.group("name")):
        return text
    return text[at.end() :].lstrip(" ,，:：")
