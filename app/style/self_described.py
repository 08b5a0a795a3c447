"""The writer describing their own way of talking ("Sorry, I know I always waffle in these
messages.", "I'm a rambler when I type", 「我这人说话总是啰嗦」, 「我发消息一向啰里啰嗦的」), a
sentence that wishes nothing, taken out before the rules read the message.

Said beside a wish ("I ramble - always have. From now on, keep my sentences short for me",
「我写东西一向啰嗦，以后帮我把句子都写短」) it is the wish's reason and the wish stands on its
own; said alone it is an apology for the message, and filing "concise" from it would put words
in the writer's mouth. A sentence that also asks for something is kept whole.
"""

import re

_I = re.IGNORECASE
_SELF_EN = re.compile(
    r"^\W*(?:(?:sorry|apologies|forgive me|excuse me|ha|haha|lol|oops)\W+)*"
    r"(?:I know\s+|I admit\s+|I'?m aware\s+)?"
    r"(?:I(?:'m| am)? (?:(?:always|really|such|a bit|a real|a terrible|a total|an awful|"
    r"prone to|known to|tend(?:ing)? to|inclined to|kind of|sort of|bad at|bad for|guilty of)\s+)*"
    r"(?:a\s+)?(?:waffl\w*|rambl\w*|go(?:es|ing)? on|rabbit\w* on|babbl\w*|over-?explain\w*|"
    r"talk\w* too much|type too much|write too much|chatterbox|windbag|motormouth|"
    r"long-?winded|wordy|verbose|go(?:es|ing)? off on tangents))\b",
    _I,
)
_SELF_ZH = re.compile(
    r"^\W*(?:(?:不好意思|抱歉|对不起|哈哈|sorry)\W*)*我(?:这人|这个人|这种人)?(?:说话|发消息|打字|讲话|"
    r"留言|聊天)?(?:总是|老是|总|一向|一直|就是|向来|比较|有点|特别|太)?(?:啰嗦|啰里啰嗦|唠叨|话多|"
    r"絮叨|絮絮叨叨|废话多|绕来绕去|东拉西扯|长篇大论)"
)
# A sentence that also asks for something: the description is its reason, kept with it.
_ASKS = re.compile(
    r"\b(?:from now on|going forward|in future|please|keep|make|cut|trim|shorten|tighten|write|"
    r"could you|can you|would you|want|should|need|stop|don'?t let)\b|"
    r"以后|今后|往后|从现在|帮我|请|给我|希望|改成|写得|写成|写短|写长|删|精简|简洁|简短",
    _I,
)
_SENTENCE = re.compile(r"[^.!?。！？]+[.!?。！？]*\s*")


def without_self_description(text: str) -> str:
    """`text` without its sentences that only describe how the writer talks."""
    kept = [
        s
        for s in _SENTENCE.findall(text)
        if not ((_SELF_EN.search(s) or _SELF_ZH.search(s)) and not _ASKS.search(s))
    ]
    return "".join(kept) if kept else ""
