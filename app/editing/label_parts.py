"""A paragraph named by a part of its label, not all of it: 福利二 for **开业福利二：**, 规则那段
for **借书规则：**, 报名那段 for **报名方式：**, "offer two" for **Open day offer two:**, "the
lottery bit" for **Plot lottery:**. headings.labelled asks this only when no label is named
whole, and takes the answer only when one paragraph alone is named so (福利 of three
开业福利 labels names none).

Read narrowly, so a word a label shares with the ask by chance (温馨 of 温馨提示 in 加一句温馨的
结尾) names nothing: in Chinese, a part of two characters or more said as a place (那段, 部分,
这一条), at the head of the suggestion before what to do with it (福利二写得…, 把福利二改…), or
the label's end with its number (福利二, 活动3); in English, the label's last two words or more
("offer two"), or its last word said as a place ("the lottery bit") or after "the" ("the
bonus")."""

from __future__ import annotations

import re

_PLACE_AFTER = r"(?:那一?段|这一?段|一段|段落|那?部分|那一?条|这一?条|那块|这块|那里|这里)"
_HEAD = r"^\s*(?:请|麻烦)?(?:帮我)?(?:把|将)?"
_DOING = r"(?:写|改|再|要|能|可以|弄|加|删|缩|扩|换|调|润色|精简|整理)"
_ZH_NUMBER = re.compile(r"[一二三四五六七八九十\d]$")
_STOP = frozenset({"the", "a", "an", "of", "and", "for", "to", "in", "on", "our", "your"})
_EN_PLACE = r"(?:section|paragraph|para|part|bit|line|entry|one)"
# An edit done to what follows: "make the", "tidy up the", "rewrite the".
EDITED = (
    r"\b(?:make|tidy|tidy up|clean up|rewrite|rework|reword|rephrase|redo|shorten|tighten|trim"
    r"|cut|improve|fix|edit|polish|simplify|expand|update|change|liven up|punch up|soften"
    r"|sharpen|warm up|brighten|jazz up|spruce up|streamline|condense|revise)\s+"
)


def names_label_part(suggestion: str, label: str) -> bool:
    """Whether the suggestion names this label by a part of it (see the module's text)."""
    if not label:
        return False
    cjk = "".join(re.findall(r"[\u4e00-\u9fff\d]+", label))
    if re.search(r"[\u4e00-\u9fff]", cjk):
        return _names_zh_part(suggestion, cjk)
    words = [w for w in re.findall(r"[a-z0-9]+", label.lower()) if w not in _STOP]
    item = re.match(r"\s*(?:[-*+•]|\d{1,2}[.)])\s", label) is not None
    return len(words) >= 2 and _names_en_part(suggestion.lower(), words, item)


def _names_zh_part(suggestion: str, label: str) -> bool:
    for size in range(len(label) - 1, 1, -1):
        for start in range(len(label) - size + 1):
            part = label[start : start + size]
            # Every pattern below matches the part itself: a suggestion without it needs none
            # (nor their compiles, one per part of every label, more than `re` keeps cached).
            if part not in suggestion or not re.search(r"[\u4e00-\u9fff]", part):
                continue
            at = re.escape(part)
            if re.search(at + _PLACE_AFTER, suggestion) or re.search(
                _HEAD + at + _DOING, suggestion
            ):
                return True
            ending = start + size == len(label)
            if (
                ending
                and _ZH_NUMBER.search(part)
                and re.search(at + r"(?![\d一二三四五六七八九十])", suggestion)
            ):
                return True
    return False


def _names_en_part(suggestion: str, words: list[str], item: bool) -> bool:
    for size in range(len(words) - 1, 1, -1):
        tail = r"\s+".join(re.escape(w) for w in words[-size:])
        if re.search(rf"\b{tail}s?\b", suggestion):
            return True
    last = re.escape(words[-1].removesuffix("s"))
    # ("offers one and two" is no "bonus offer one": a plural is counted, not placed)
    if len(words[-1]) >= 4 and re.search(
        rf"\b{last}(?:\s+|s\s+(?!one\b)){_EN_PLACE}\b", suggestion
    ):
        return True
    # "make the bonus…" for **Joining bonus:**, "tidy up the checklist" for **Kit checklist:**
    # — the label's last word as what an edit is done to, no other noun after it ("the gels
    # are lemon now" states a fact; a list item's words, "the boards" of "- Four boards", are
    # what it lists: no label)
    return not item and (
        len(words[-1]) >= 3
        and re.search(
            rf"{EDITED}the\s+{last}s?\b(?!\s+[a-z]+\s+(?:{_EN_PLACE})\b)(?![-'’])", suggestion
        )
        is not None
    )
