"""A size pointed at and asked to be kept: "以后能不能都写这么短？", "以後可唔可以都寫咁短",
"保持这么长就好", and a size called right ("段落还是整段整段的好"). On its own "这么短" complains
("写得这么短" wants it longer); after a future or a keeping word, with no "why" or "too" before
it, it names the size the writer wants from now on.

Read by `hits` for each size matched, in Chinese (Cantonese folded to 这么 by `hant`); English
"keep them this short" already reads literally.
"""

import re

_POINTED = re.compile(r"[这那]么(?P<size>短|长)$")
# A size called right just after it: "段落还是整段整段的好" (liked, not complained of).
_LIKED = re.compile(r"的?(?:好|才好|最好|比较好|就好|才对)")
_WHOLE_BLOCKS = "整段整段"
# A future or keeping word, then at most a few words (no pause) before the size pointed at.
_KEPT = re.compile(
    r"(?:以后|今后|往后|之后|从今以后|将来|下次起|下次开始|一直|继续|保持|照样|照这样)"
    r"[^，,。！!？?；;]{0,12}$"
)
# A complaint or a question of why before it: "以后还是这么长怎么办", "为什么以后都这么短".
_COMPLAINED = re.compile(r"为什么|为啥|为何|怎么|咋|点解|做咩|干嘛|太|老是|总是|又")


def kept_size(text: str, start: int, matched: str) -> str | None:
    """ "shorter" or "longer" when the size matched at `start` is one asked to be kept."""
    if matched == _WHOLE_BLOCKS and _LIKED.match(text, start + len(matched)):
        return "longer"
    pointed = _POINTED.search(matched)
    before = text[:start]
    if pointed is None or not _KEPT.search(before):
        return None
    frame = before[_KEPT.search(before).start() :]  # type: ignore[union-attr]
    if _COMPLAINED.search(frame):
        return None
    return "shorter" if pointed.group("size") == "短" else "longer"
