"""The size of someone else's writing, described in Chinese ("王老师写通知句子都很短",
"我同事写的段落都特别短"), held so the writer can take it up as their own in the same message.

A described size is no wish by itself; it is heard only when the writer adopts the habit
("以后我也这么写", "我打算以后也学她"), so it never files anything on its own.
"""

import re

from app.style.hits import Hit

# The part sized, then a degree word before 短 or 长: "句子都很短", "段落特别长", "字都挺少".
_DESCRIBED = re.compile(
    r"(?P<part>句子|句|段落|段|标题|题目|字|篇幅|文章|稿子)(?:写得?)?(?:都|也|总是|一向)?"
    r"(?:很|特别|非常|挺|蛮|超|极|比较)(?P<size>短|长|少|多)"
)
_DIMENSION = {
    "句子": "sentence_length",
    "句": "sentence_length",
    "段落": "paragraph_length",
    "段": "paragraph_length",
    "标题": "title_style",
    "题目": "title_style",
}
# What a small or large size means for each part the writer can take up.
_VALUE = {
    ("sentence_length", True): "shorter",
    ("sentence_length", False): "longer",
    ("paragraph_length", True): "shorter",
    ("paragraph_length", False): "longer",
    ("title_style", True): "short",
    ("title_style", False): "long",
    ("length", True): "concise",
    ("length", False): "detailed",
}


def described_sizes(clause: str) -> list[Hit]:
    """The sizes a clause describes of someone's writing, as hits to hold for adoption."""
    found: list[Hit] = []
    for match in _DESCRIBED.finditer(clause):
        dimension = _DIMENSION.get(match["part"], "length")
        small = match["size"] in "短少"
        if dimension != "length" and match["size"] in "少多":
            continue  # "句子特别多" counts sentences; it does not size them
        found.append(Hit(match.start("size"), dimension, _VALUE[(dimension, small)], True))
    return found
