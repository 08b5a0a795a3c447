"""A part of an article named as its contact details, in words it does not hold: "the contact
details", 联系方式那句 for "咨询请找前台小林，电话0571-8823 1180" — the one paragraph (or
sentence) that gives a phone number or an e-mail address. Asked before the phrase's words are
looked for, so 方式 of a **付款方式：** label does not take the ask."""

from __future__ import annotations

import re
from collections.abc import Sequence

_CONTACT = re.compile(
    r"联系方式|联系电话|联络方式|联系信息|咨询电话|咨询方式"
    r"|\bcontact (?:details|info(?:rmation)?|numbers?|lines?)\b|\bhow to (?:reach|contact) us\b",
    re.IGNORECASE,
)
# An e-mail address, or a phone number: seven digits or more with spaces or dashes between
# (not a date such as 2026-12-28).
_REACH = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
    r"|(?<![\d-])(?!\d{4}-\d{1,2}-\d{1,2}(?!\d))\+?\d(?:[ -]?\d){6,}(?![\d-])"
)


def names_contact(text: str) -> bool:
    """Whether the text names contact details."""
    return _CONTACT.search(text) is not None


# Asking, as a part's topic: 咨询那段, 有疑问那段, "the enquiries paragraph" name the part that
# tells readers whom to ask (如有疑问，请找…，电话…) — when no part holds the word itself (心理咨询
# is a service's own paragraph).
_ASKING = re.compile(r"咨询|疑问|问询|答疑|\b(?:enquir|inquir)(?:y|ies)\b", re.IGNORECASE)


def contact_holders(text: str, parts: Sequence[str]) -> set[int]:
    """The one part giving a phone number or an e-mail address, when the text names contact
    details (or asking, in words no part holds); none when it does not, or several parts give
    one."""
    asking = _ASKING.search(text)
    if asking and any(asking[0].lower() in part.lower() for part in parts):
        asking = None
    if not names_contact(text) and not asking:
        return set()
    held = {i for i, part in enumerate(parts) if _REACH.search(part)}
    return held if len(held) == 1 else set()
