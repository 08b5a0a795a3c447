"""How the reader is called by name: 'Mr' and 'Ms' with their surnames, 「王先生」 (formal)
against their first names, 直接叫名字 (casual) — the register the reader is addressed in
(v69 address_form: "address guests as 'Mr' and 'Ms' with their surnames…, never first names").

The rules hear no register in these words (a title is no "formal", a first name no "casual");
the choice between a title and a first name is one. Asking for one, or banning the other ("never
first names", "no more 'Dear Mr Smith'", 别直呼名字, 别再“尊敬的张先生”了), says which. Pure:
text in, a value out.
"""

import re

_I = re.IGNORECASE

# The message speaks of addressing someone.
_ADDRESSING = re.compile(
    r"\b(?:address(?:es|ed|ing)?|call(?:s|ed|ing)?|greet(?:s|ed|ing)?|refer(?:red|ring)? to|"
    r"open(?:s|ing)? with|salutations?)\b|称呼|直呼|叫(?:名字|小名|昵称)|"
    r"叫(?:客户|客人|读者|顾客|会员|家长|用户|大家|他们|她们|对方|人家)",
    _I,
)
_TITLE_EN = r"(?:Mr|Mrs|Ms|Miss|Mx|Dr|Sir|Madam)\b\.?"
_FIRST_EN = r"first[- ]?names?|given names?|Christian names?"
_NO_EN = r"(?:never|no more|not|don'?t use|do not use|avoid|stop using|without|drop(?: the)?|no)"
_ZH_TITLE = r"(?:先生|女士|小姐|老师|阁下)"
_ZH_READERS = r"(?:客户|客人|读者|顾客|会员|家长|用户|大家|他们|她们|对方|人家)"
# A title asked for: quoted, or after the word that says how ("as 'Mr'", "call customers Mr"),
# 称呼…“王先生”, 叫客户…先生.
_TITLE_ASKED = (
    rf"(?:\b(?:as|with|by|use|using|call \w+|address \w+)\s+|['\"‘“])(?:{_TITLE_EN})|"
    r"\b(?:surnames?|last names?|family names?)\b|"
    rf"(?:称呼|叫{_ZH_READERS})[^。！？；]{{0,12}}{_ZH_TITLE}"
)
_FORMAL = re.compile(
    rf"{_TITLE_ASKED}|\b{_NO_EN}\s+(?:\w+\s+){{0,2}}?(?:{_FIRST_EN})\b|"
    r"(?:别|不要|不能|不许|不准|禁止|避免)(?:再)?(?:直呼|直接叫|叫)(?:其|他们的?|她们的?|客户的?)?名字?",
    _I,
)
_CASUAL = re.compile(
    rf"\b(?:by|use|using|on|with)\s+(?:their\s+|his or her\s+|the\s+)?(?:{_FIRST_EN})\b|"
    r"\bfirst[- ]name (?:terms|basis)\b|"
    rf"\b{_NO_EN}\s+(?:\w+\s+){{0,2}}?['\"‘“]?(?:Dear\s+)?{_TITLE_EN}|"
    r"(?:直接|就)(?:叫|称呼|喊)(?:名字|小名|昵称)|叫(?:名字|小名|昵称)就(?:行|好|可以)|"
    r"(?:别|不要|不用|甭)(?:再)?[^，。！？；]{0,3}[“\"'‘「]?(?:尊敬的|亲爱的)?[^，。！？；”\"']{0,3}"
    rf"{_ZH_TITLE}",
    _I,
)


def address_by_name(text: str) -> str | None:
    """formal / casual, when `text` asks the reader to be called by a title or by first name."""
    if not _ADDRESSING.search(text):
        return None
    if _CASUAL.search(text):
        # (What is left beside a title turned down asks for nothing formal.)
        return None if _FORMAL.search(_CASUAL.sub("", text)) else "casual"
    return "formal" if _FORMAL.search(text) else None
