"""Whether a message only passes on someone else's demand for this one piece ("the council wants
this one in formal English", 「这篇是给领导看的，领导要求正式」): the piece's terms, not the
writer's own lasting style, so the style rules hear nothing in it and an edit beside it is
about this piece alone.

The writer's own wish beside the demand ("…and honestly she's right, from now on…",
「…我觉得说得对，以后都这样」) keeps the message a wish, heard as usual.
"""

import re
from functools import lru_cache

from app.style.prefilter import screened
from app.style.this_piece import LASTING


def _re(pattern: str) -> re.Pattern[str]:
    return screened(re.compile(pattern, re.IGNORECASE))


# Someone other than the writer (or the model) asking: a noun phrase before the verb that is no
# pronoun of the writer's, the reader's or the text's own ("this one needs…" is the writer's).
_DEMAND_EN = _re(
    r"\b(?!(?:I|we|you|u|it|this|that|which|who|what|one|post|piece|article|text|draft|"
    r"version|paragraph|sentence|title|headline|really|still|also|just|do|does|did|don'?t|"
    r"doesn'?t|didn'?t|would|will|could|should|might|may|must|never|always|only|even|so|and|"
    r"but|or|then|truly|honestly|definitely|actually|kinda|sorta)\b)[a-z][\w'-]*\s+"
    r"(?:(?:really|still|now|also|specifically|explicitly|absolutely)\s+)?"
    r"(?:wants?|requires?|insists?\s+on|insists?|demands?|(?:has |have )?asked\s+(?:for|us|me)|"
    r"asks?\s+(?:for|us|me)|(?:is|are|'s|'re)\s+asking\s+for|requested|would\s+like|"
    r"(?:says?|said|told\s+(?:me|us))\b[^.!?]{0,40}?\b(?:has|have|needs?|must|got)\s+to\s+be)\b"
)
# The piece it is for: this one, this report, this particular post, for this piece.
_THIS_PIECE_EN = _re(
    r"\bthis\s+(?:particular\s+|one\s+)?(?:one|piece|report|article|post|issue|letter|notice|"
    r"edition|release|story|item|draft|version|submission|statement|application|update|"
    r"newsletter|bulletin|entry|feature|column|write-?up|recap|brief|paper|speech|leaflet)\b|"
    r"\bfor\s+this\b(?!\s+(?:blog|site|page|account|channel|series|column|newsletter)\b)"
)
# 要求 / 规定 / 指定 / 非要 by anyone but the writer or the reader; 「X说要…」 by someone named.
_DEMAND_ZH = _re(
    # (「这个要求收回吧」: a request named, not one made.)
    r"(?<![我咱你您的个条项])(?<!我们)(?<!你们)(?:要求|规定|指定|非要|点名要)|"
    r"(?:领导|老板|上面|上级|主办方|承办方|甲方|乙方|合作方|品牌方|赞助商|赞助方|客户|对方|人家|他们|"
    r"她们|编辑|主编|杂志|报社|期刊|出版社|评委|主任|校长|院长|局里|单位|学校|公司|街道|社区|法务|审核|"
    r"组委会|会务组|老师|书记)(?:那边)?(?:说|讲|交代|交待|发话)(?:了)?(?:这\S{0,4})?"
    r"(?:要|得|必须|不能|不许|不准|只能|一定要|最好)"
)
_THIS_PIECE_ZH = _re(r"这[篇份次个期封条回]|本[篇次期份]|此次|此[篇份]")
# The writer taking the demand up as their own: "she's right", "I agree", 「说得对」, 「我也觉得」.
_ADOPTED = _re(
    r"\b(?:(?:she|he|they)(?:'s|'re| is| are) (?:right|spot on|not wrong)|I agree|agreed|"
    r"fair (?:enough|point)|let'?s do (?:that|it|the same)|I'?ll take (?:that|it) on|"
    r"(?:me|I) too|same for me)\b|说得(?:对|有道理|没错)|我也(?:觉得|认为|想)|我同意|有道理"
)


@lru_cache(maxsize=256)
def demanded_for_this_piece(text: str) -> bool:
    """Does the message only pass on someone else's demand for this one piece?"""
    if LASTING.search(text) or _ADOPTED.search(text):
        return False
    english = _DEMAND_EN.search(text) is not None and _THIS_PIECE_EN.search(text) is not None
    chinese = _DEMAND_ZH.search(text) is not None and _THIS_PIECE_ZH.search(text) is not None
    return english or chinese
