"""A contract's party made to bear what another bore: "费用由乙方承担" restyled "费用亦由甲方
承担", "costs are borne by the Landlord" → "by the Tenant" — or what the price already included:
"清运费用已含在合同总价内" → "清运费用由甲方另行支付", "included in the service charge" → "the
Tenant shall pay". Who pays or answers for something is the clause's point; a restyle that
moves it to another party says the opposite of the writer's contract. A cut may drop such a
clause, and a suggestion naming the new party asks for it; a reply that names the same parties
as bearing, each as often, passes. Two words for one side are one party: "paid by the buyer" →
"paid by the customer", 由房东承担 → 由出租方承担 say the same clause (outside45a F13).
"""

from __future__ import annotations

import re
from collections import Counter

from app.editing.elided import Refused

# A party of an agreement, then what it bears: 由乙方承担, 甲方负责, borne by the Tenant,
# the Landlord shall pay.
_ZH_PARTY = r"[甲乙丙丁]方|买方|卖方|出租[方人]|承租[方人]|房东|租客|用人单位|劳动者"
_ZH_BEARS = re.compile(
    rf"({_ZH_PARTY})(?:[亦也均仍]|另行|全部|自行|全额|一并|另){{0,2}}(?=承担|负担|负责|支付|赔偿|赔付)"
)
# What a price or charge already covers: 已含在合同总价内, 包含在首期租金内, 不另收费, "included
# in the service charge", "at no extra cost". Read clause by clause, a bounded run each.
_INCLUDED = re.compile(
    r"(?:含|包含|包括)在[^，。；,;\n]{1,16}?[内中里]|已(?:含|包含|包括)|不另(?:行)?(?:收|计|付)"
    r"|\bincluded\s+in\b|\bat\s+no\s+(?:extra|additional)\s+(?:cost|charge)\b"
    r"|\bfree\s+of\s+charge\b|\bcovered\s+by\s+the\s+(?:price|rent|fee|charge)",
    re.IGNORECASE,
)
_EN_PARTY = r"the\s+(?:Landlord|Tenant|Buyer|Seller|Client|Contractor|Owner|Supplier|Customer)"
_EN_BEARS = re.compile(
    rf"\b(?:borne|paid|covered)\s+by\s+({_EN_PARTY})\b"
    rf"|\b({_EN_PARTY})\s+(?:shall|will|must)\s+(?:pay|bear|cover|be\s+liable)\b",
    re.IGNORECASE,
)


# The words for one side of a deal: the one who buys (or rents, or is served) and the one who
# sells (lets, serves). A party not listed is a side of its own.
_SIDES = {
    "the customer": "the buyer",
    "the client": "the buyer",
    "the supplier": "the seller",
    "出租人": "出租方",
    "房东": "出租方",
    "承租人": "承租方",
    "租客": "承租方",
}


def _bearers(text: str) -> Counter[str]:
    found = [m[1] for m in _ZH_BEARS.finditer(text)]
    found += [" ".join((m[1] or m[2]).split()).lower() for m in _EN_BEARS.finditer(text)]
    return Counter(found)


def _sides(bearers: Counter[str]) -> Counter[str]:
    """The bearers counted by side: the customer and the buyer are one party."""
    sides: Counter[str] = Counter()
    for party, n in bearers.items():
        sides[_SIDES.get(party, party)] += n
    return sides


def check_liable_parties(before: str, after: str, asked: str) -> None:
    """Raises Refused when a restyle made another party of the article bear what one bore,
    and the suggestion (`asked`) does not name that party."""
    old, new = _bearers(before), _bearers(after)
    gone, came = _sides(old) - _sides(new), _sides(new) - _sides(old)
    # the words the reply uses for a side that came, as the writer will read them
    came = Counter(
        {
            party: n
            for party, n in (new - old).items()
            if _SIDES.get(party, party) in came and party not in asked.lower()
        }
    )
    # what the price covered, now a party's to pay: the cost moved as surely
    uncovered = len(_INCLUDED.findall(before)) > len(_INCLUDED.findall(after))
    if not ((gone or uncovered) and came):
        return
    chinese = bool(re.search(r"[\u4e00-\u9fff]", before))
    shown = ("、" if chinese else ", ").join(sorted(came))
    if chinese:
        what = "原本已包含在价款里的费用" if uncovered else "本该由另一方承担的事"
        raise Refused(
            f"模型把{what}改成了由{shown}承担，而建议并没有要求这样改，"
            "这样条款的意思就反了。没有保存，请按“重试”。"
        )
    what = "what the price already covered" if uncovered else "what another party bore"
    raise Refused(
        f"The model made {shown} bear {what}, which the suggestion did not "
        "ask for, so the clause would say the opposite of yours. Nothing was saved — press Retry."
    )
