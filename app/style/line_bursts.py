"""A message typed one word a line, as people send bursts in a chat ("no\\nemoji\\nany more\\never",
「表情\\n一个\\n都别放\\n以后」), read as the one sentence it is.

Read line by line, each line is a fragment: "no" alone negates nothing, "一个" alone is a count,
and the rules heard "fewer" or a question where the writer banned emoji for good (style v75:
line_burst, burst_after). Lines are joined when there are at least three, each of a few words,
none a list item or a finished sentence: a list ("- emoji\\n- bold") or a short note of whole
sentences keeps its lines. Chinese lines join with nothing between them, as Chinese is written;
a space stands between lines where either side is not Chinese.
"""

import re

_MIN_LINES = 3
_MAX_WORDS = 3  # an English line of a burst: "any more", "from now on"
_MAX_CJK = 5  # a Chinese one: 「都别放」「写短一点」
_CJK = re.compile(r"[\u3400-\u9fff]")
_LIST_ITEM = re.compile(r"^\s*(?:[-*•>#]|\d+[.)、]|[a-z][.)]\s)", re.I)
_FINISHED = re.compile(r"[.!?。！？；;:：]\s*$")


def _short(line: str) -> bool:
    cjk = len(_CJK.findall(line))
    words = len(re.findall(r"[A-Za-z0-9']+", line))
    return cjk + words > 0 and cjk <= _MAX_CJK and words <= _MAX_WORDS


def burst_joined(text: str) -> str:
    """`text` with a burst's lines joined into one line; any other text as it is."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if len(lines) < _MIN_LINES or not all(_short(line) for line in lines):
        return text
    # (The last line may close the sentence: "any more\\never." is still a burst.)
    if any(_LIST_ITEM.match(line) or _FINISHED.search(line) for line in lines[:-1]):
        return text
    joined = lines[0]
    for line in lines[1:]:
        cjk_join = _CJK.match(line[0]) and _CJK.match(joined[-1])
        joined += line if cjk_join else " " + line
    return joined
