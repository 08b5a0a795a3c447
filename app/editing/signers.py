"""The name a letter is signed with, which a rewrite must keep unless the suggestion is about
it: an English sign-off's full name under its closing line ("Warm regards,\nTom Reyes") and a
Chinese 落款 — the signer's name on its own line under 此致 / 敬礼 / 祝…, or above the date
(学生：张晓明 / 2026年6月12日, 陈雨桐 敬上). A warmer or shorter letter signed "Tom", 晓明, 小陈
or 您的学生 is no longer signed as the writer signs it, and nothing would tell them so.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from app.editing.fact_names import COMPOUND_SURNAMES, SURNAMES

# A letter's sign-off: a closing line ("Warm regards,", "With best wishes,") and under it the
# writer's full name ("Tom Reyes"), as the letter is signed.
_SIGN_OFF = re.compile(
    r"^[ \t]*(?=[^\n]*\b(?:[Rr]egards|[Ww]ishes|[Tt]hanks|[Ss]incerely|[Yy]ours|[Cc]heers|[Bb]est"
    r"|[Ll]ove|[Ww]armly|[Cc]ordially|[Rr]espectfully|[Gg]ratitude)\b)"
    r"[A-Z][A-Za-z’' ]{1,40},[ \t]*\n[ \t]*([A-Z][a-z’'-]+(?:[ \t]+[A-Z][a-z’'-]+){1,2})[ \t]*$",
    re.MULTILINE,
)

# A less formal sign-off is asked: signed with the first (given) name alone is what it means.
LESS_FORMAL = re.compile(
    r"\b(?:less formal|informal\w*|casual\w*|relaxed|chatty)\b|不那么正式|随意|轻松|口语",
    re.IGNORECASE,
)

_ZH_SURNAME = f"(?:{COMPOUND_SURNAMES}|[{SURNAMES}])"
# A 落款 line (indented with full-width spaces or not): a label, a relation or a dash before
# it (学生：, 您的学生 , ——) or none, the signer's name,
# and the humble word after it (敬上, 谨上, 拜上, 上) or none — a short line, no sentence.
_SP = r"[ \t\u3000]"  # a space, a tab or a full-width space (a letter's 落款 is often indented)
_ZH_SIGNER = re.compile(
    rf"^{_SP}*(?:[^\n。！？，；]{{1,8}}[：:]{_SP}*|[\u4e00-\u9fff]{{1,6}}{_SP}+|[—－-]+)?"
    rf"({_ZH_SURNAME}[\u4e00-\u9fff]{{1,2}}?){_SP}*(?:敬上|谨上|拜上|敬启|谨启|上)?{_SP}*$"
)
_ZH_NUMBER = "0-9０-９〇零一二三四五六七八九十"
# The date under (or over) a 落款: 2026年6月12日, 三月十二日, 2026.6.12.
_ZH_DATE = re.compile(
    rf"^{_SP}*(?:(?:[{_ZH_NUMBER}]{{2,4}}年)?[{_ZH_NUMBER}]{{1,2}}月[{_ZH_NUMBER}]{{1,3}}[日号]"
    rf"|\d{{4}}[./-]\d{{1,2}}[./-]\d{{1,2}}){_SP}*$"
)
# The closing a 落款 stands under: 此致 / 敬礼！, 祝您身体健康！, 顺颂商祺, 谨此.
_ZH_CLOSING = re.compile(
    rf"^{_SP}*(?:此致|敬礼|祝[^\n。，]{{0,12}}|(?:顺颂|即颂|谨此)[^\n。，]{{0,6}})[！!。]?{_SP}*$"
)


def unsigned(old: str, new: str, asked: str) -> list[str]:
    """What of the name signing `old` (a stretch of paragraphs a reply replaced) `new` no
    longer signs with: the surname an English sign-off lost ("With warmest wishes,\nTom" for
    "Warm regards,\nTom Reyes" leaves out “Reyes”), or a Chinese signer's whole name (张晓明
    signed 晓明 or 您的学生). A less formal sign-off asked may sign with the given name alone."""
    less_formal = bool(LESS_FORMAL.search(asked))
    left = [] if less_formal else _en_unsigned(old, new)
    for name in zh_signers(old):
        given = re.sub(f"^{_ZH_SURNAME}", "", name)
        if name not in new and not (less_formal and given and given in new):
            left.append(name)
    return left[:1]


def _en_unsigned(old: str, new: str) -> list[str]:
    signed = [m[1] for m in _SIGN_OFF.finditer(old)]
    now = " ".join(m[1] for m in _SIGN_OFF.finditer(new)) or new
    return [
        word
        for name in signed
        if name not in now
        for word in name.split()
        if not re.search(rf"\b{re.escape(word)}\b", now)
    ]


def zh_signers(text: str) -> list[str]:
    """The names signing a Chinese letter in `text`: a short line of a name (with a label or
    a humble word) right under a closing line (此致 / 敬礼, 祝…) or right over a date."""
    lines = [line for line in text.split("\n") if line.strip()]
    return list(dict.fromkeys(_signed_lines(lines)))


def _signed_lines(lines: list[str]) -> Iterator[str]:
    for i, line in enumerate(lines):
        match = _ZH_SIGNER.match(line)
        if match is None or _ZH_CLOSING.match(line):
            continue
        under_closing = i > 0 and bool(_ZH_CLOSING.match(lines[i - 1]))
        over_date = i + 1 < len(lines) and bool(_ZH_DATE.match(lines[i + 1]))
        if under_closing or over_date:
            yield match[1]
