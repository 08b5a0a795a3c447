"""A wish said in words the style rules' lexicon does not hold, said again in words it does,
before any rule hears it: another language's "calmer", "more formal", "shorter sentences" in an
English message ("Per favore, più calmo - every post from now on", "S'il vous plaît, plus calme",
"Bitte kürzere Sätze"), a Chinese adjective doubled for emphasis (安安静静 → 安静, 热热闹闹 →
热闹), and the colloquial "do not do" of 不搞 / 别整 (「以后不搞那种热热闹闹的了」: 不要那种热闹的).

Unread, the foreign wish was lost or only asked about; the doubled adjective was no word at all;
and 「不搞那种热热闹闹的了」 was heard as a wish for the liveliness it refuses — a silent
inversion (v77). Pure: text in, text out.
"""

import re

_CJK = r"\u4e00-\u9fff"
_I = re.IGNORECASE
_B = r"(?<![\w'’])"
_E = r"(?![\w'’])"

# (another language's words, the English a rule reads): Italian, French, Spanish, Portuguese,
# German, Dutch. Only the comparative said of the writing — "più calmo", "plus court" — and
# sentences named with their size; a bare "calmo" or "court" may be anything.
_FOREIGN: tuple[tuple[str, str], ...] = (
    # sentences with their size
    (
        r"frasi\s+(?:più\s+)?(?:corte|brevi)|phrases\s+(?:plus\s+)?courtes|"
        r"frases\s+(?:más\s+|mais\s+)?(?:cortas|curtas)|kürzere\s+sätze|kortere\s+zinnen",
        "shorter sentences",
    ),
    (
        r"frasi\s+(?:più\s+)?lunghe|phrases\s+(?:plus\s+)?longues|frases\s+(?:más\s+|mais\s+)?largas|"
        r"längere\s+sätze|langere\s+zinnen",
        "longer sentences",
    ),
    # calmer
    (
        r"più\s+(?:calm[oa]|tranquill[oa]|pacat[oa]|sobri[oa])|plus\s+(?:calme|posée?|sobre)|"
        r"más\s+(?:tranquil[oa]|calmad[oa]|seren[oa]|sobri[oa])|mais\s+(?:calm[oa]|tranquil[oa])|"
        r"ruhiger|rustiger",
        "calmer",
    ),
    # livelier
    (
        r"più\s+(?:vivace|allegr[oa]|brios[oa]|frizzante)|plus\s+(?:vivante?|dynamique|joyeu(?:x|se))|"
        r"más\s+(?:alegre|animad[oa]|vivo|viva)|mais\s+(?:alegre|animad[oa])|lebendiger|fröhlicher|"
        r"levendiger",
        "livelier",
    ),
    # register
    (
        r"meno\s+formale|moins\s+formel(?:le)?|menos\s+formal|weniger\s+förmlich|minder\s+formeel",
        "less formal",
    ),
    (
        r"più\s+formale|plus\s+formel(?:le)?|más\s+formal|mais\s+formal|förmlicher|formeler",
        "more formal",
    ),
    (
        r"più\s+(?:informale|rilassat[oa]|alla\s+mano)|plus\s+(?:décontractée?|détendue?)|"
        r"más\s+(?:informal|relajad[oa]|casual)|mais\s+(?:informal|descontraíd[oa])|lockerer|"
        r"informeler",
        "more casual",
    ),
    # size and words
    (
        r"più\s+(?:cort[oaie]|brev[ei])|plus\s+courte?s?|más\s+cort[oa]s?|mais\s+curt[oa]s?|"
        r"kürzer|korter",
        "shorter",
    ),
    (
        r"più\s+(?:semplice|sempliciotto)|plus\s+simples?|más\s+(?:sencill[oa]|simple)|"
        r"mais\s+simples?|einfacher|eenvoudiger",
        "simpler words",
    ),
)
_FOREIGN_RE = tuple((re.compile(_B + f"(?:{words})" + _E, _I), plain) for words, plain in _FOREIGN)
# A Latin-script message: the foreign words are only read in one ("più" in a Chinese message
# would be read the same, but a bare "plus" or "mais" there is rarer still).
_LATIN = re.compile(r"[A-Za-z]{2,}")

# 安安静静, 热热闹闹, 简简单单: an adjective doubled character by character (AABB).
_DOUBLED = re.compile(rf"([{_CJK}])\1([{_CJK}])\2")
# 不搞 / 别搞 / 甭整 / 不弄 + that kind of / so …: "do not do" said as "do not want".
_NOT_DONE = re.compile(r"(?:不|别|甭|莫)(?:再)?(?:搞|整|弄)(?=(?:那种|这种|那样|这样|什么))")


def foreign_style_said(text: str) -> str:
    """Another language's comparative of the writing said in English."""
    if not _LATIN.search(text):
        return text
    for pattern, plain in _FOREIGN_RE:
        text = pattern.sub(plain, text)
    return text


def spoken_plainly(text: str) -> str:
    """The message with foreign comparatives in English and 「不搞那种…」 as 「不要那种…」."""
    return _NOT_DONE.sub("不要", foreign_style_said(text))


def doubled_once(text: str) -> str:
    """The style adjectives doubled for emphasis said once (安安静静 → 安静). Not folded for every
    message: 「写得安静、稳当的嘛，要得不？」 is read as a question where the doubled words were a
    wish (dev48); only where a decision has settled how the words are meant
    (app/style/decided.py)."""
    return _DOUBLED.sub(r"\1\2", text)
