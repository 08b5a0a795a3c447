"""Sarcasm at a vague line quoted from the text, told by the experts it will "impress": "the
spraying guide now says 'put the stuff on the other stuff'. Our agronomists will be so
impressed", 「“那个能转的圆东西坏了就换一个”，维修手册写成这样，师傅们一定很感动」. The placeholder
words (stuff, thing, 东西) mocked before people who know the trade ask for the precise terms:
asked, never filed, as every sarcasm is.
"""

import re

from app.style.dimensions import Observation
from app.style.filing import TENTATIVE_STRENGTH
from app.style.hant import simplified

_I = re.IGNORECASE
_QUOTED = re.compile(r"“[^“”\n]+”|「[^「」\n]+」|\"[^\"\n]+\"|(?<!\w)'[^'\n]+'(?!\w)|‘[^‘’\n]+’")
# A word standing in for the right name: "the stuff", "the thing", "the whatsit", 东西, 玩意儿.
_PLACEHOLDER = re.compile(
    r"\b(?:stuff|things?|thingy|thingies|thingamajig|thingummy|whatsit|doodah|doohickey|gizmo|"
    r"widget)\b|东西|玩意儿?|那个(?:啥|什么)",
    _I,
)
_TRADE_EN = (
    r"agronomists|electricians|engineers|technicians|mechanics|nurses|doctors|chemists|surveyors|"
    r"specialists|experts|pros|professionals|vets|pharmacists|fitters|plumbers|builders|"
    r"scientists|researchers|inspectors|pilots|riggers|welders|machinists|brewers|growers|"
    r"accountants|lawyers|developers|programmers"
)
# The experts' delight foretold: "Our agronomists will be so impressed", 「师傅们一定很感动」.
_EXPERTS_DELIGHTED = re.compile(
    rf"\b(?:our|the|my|all the|those) (?:[\w-]+ )?(?:{_TRADE_EN})\b[^.!?]{{0,20}}?"
    r"\b(?:will|'ll|are going to|must|would) be (?:so |very |really |just |absolutely )?"
    r"(?:impressed|thrilled|delighted|pleased|chuffed|proud|overjoyed|grateful|moved)\b|"
    r"(?:师傅|工程师|技术员|专家|医生|护士|电工|技师|农艺师|药师|会计|律师|程序员)们?"
    r"[^。！!？?]{0,6}?(?:一定|肯定|必然|想必|准)?(?:会)?(?:很|非常|特别|超级)?"
    r"(?:感动|欣慰|佩服|高兴|满意|开心|赞赏|叹服)",
    _I,
)


def vague_line_mocked(text: str) -> bool:
    """Does `text` quote a line made of placeholder words and mock it before the experts?"""
    plain = simplified(text)
    quoted = any(_PLACEHOLDER.search(q.group()) for q in _QUOTED.finditer(plain))
    return quoted and bool(_EXPERTS_DELIGHTED.search(plain))


def precise_terms_asked(text: str, said: list[Observation]) -> list[Observation]:
    """`said`, with the precise terms asked in place of any other reading of the words used,
    when the message mocks a vague line before the experts."""
    if not vague_line_mocked(text):
        return said
    asked = Observation(
        dimension="vocabulary",
        value="technical",
        source="writer",
        strength=TENTATIVE_STRENGTH,
        by_writer=True,
        quote=text.strip(),
        tentative=True,
        reading="sarcasm",
    )
    return [o for o in said if o.dimension != "vocabulary"] + [asked]
