"""A wish typed with strikethrough — "From now on: ~~formal~~ casual", 「以后语气：~~正式~~ 随意」 —
read as the words it stands for: the struck word is the one not wanted, the word after it the
one wanted ("casual, not formal"; 「随意，不要正式」).

Read as text, the struck word is just another word of the wish, and often the one the rules
hear first. A struck figure, time, date or price ("~~£20~~ £15", 「~~5月3日~~ 5月4日」) is a fact
corrected, not a style: left as typed. Pure: text in, text out.
"""

import re

_STRUCK = re.compile(
    r"~~(?P<was>[^~\n]{1,40}?)~~\s*(?:[-–—>→]+\s*)?"
    r"(?P<wanted>[A-Za-z][A-Za-z'’]*(?:\s+(?:person|sentences?|words?|tone|language|terms?))?"
    r"|[\u4e00-\u9fff]{1,8})"
)
_FIGURE = re.compile(r"\d|[£$€¥￥%]|[一二三四五六七八九十两]\s*[月日号点时元块]")
_CJK = re.compile(r"[\u4e00-\u9fff]")


def _plainly(match: re.Match[str]) -> str:
    was, wanted = match.group("was").strip(), match.group("wanted").strip()
    if not was or _FIGURE.search(was) or _FIGURE.search(wanted):
        return match.group()
    if _CJK.search(was + wanted):
        return f"{wanted}，不要{was}"
    return f"{wanted}, not {was}"


def struck_said_plainly(text: str) -> str:
    """`text` with each struck word and the word after it said as "wanted, not struck"."""
    return _STRUCK.sub(_plainly, text) if "~~" in text else text
