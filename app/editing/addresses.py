"""E-mail and web addresses a rewrite must copy exactly.

A restyle that writes "walks@harbortrust.org" for "walks@harbourtrust.org", or
"https://laogang.cn" for "https://laogang.cn/walks/visit", sends readers nowhere, and the
writer cannot see it among a hundred reworded words. Figures (figures.py) and the facts a
restyle changed (facts.py) are read elsewhere; this reads the addresses.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from app.editing.elided import Refused
from app.editing.scope import Scope

_EMAIL = re.compile(r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
# A web address with its scheme or "www." — a bare "harbourtrust.org" is too like a file name
# or a sentence's end to be read as one — in ASCII, so the Chinese written straight after it
# ("…/visit方便") is not read as its path.
_URL = re.compile(r"(?:https?://|www\.)[A-Za-z0-9\-._~:/?#@!$&*+,;=%]+", re.IGNORECASE)
# A bare host with a path ("northgaterepair.org.uk/visit", "yuanzi.org.cn/huodong"): the "/"
# after a web ending makes it an address, where "Node.js/Express" or "and/or" is not one.
_WEB_ENDING = (
    r"(?:com|org|net|edu|gov|int|info|biz|io|co|me|app|dev|ai|tv|ly|eu|uk|cn|hk|tw|sg|jp|kr"
    r"|de|fr|nl|be|es|it|ie|ch|at|se|no|dk|fi|pl|au|nz|ca|us|in|za|br|mx|ru)"
)
_BARE = re.compile(
    r"(?<![A-Za-z0-9\-._~:/?#@!$&*+,;=%])(?:[A-Za-z0-9-]+\.)+"
    + _WEB_ENDING
    + r"/[A-Za-z0-9\-._~:/?#@!$&*+,;=%]*",
    re.IGNORECASE,
)
_TRAILING = ".,;:!?*_~`"
# What a suggestion says when it is about addresses: changing, fixing or removing them is asked.
_ABOUT_ADDRESSES = re.compile(
    r"\b(?:e-?mails?|mail|addresse?s?|urls?|links?|website|web\s*site|site|domain|contact\w*"
    r"|href)\b|邮箱|邮件|郵箱|郵件|电邮|電郵|网址|網址|链接|鏈接|連結|网站|網站|域名|地址|联系方式|聯絡",
    re.IGNORECASE,
)


def _key(address: str) -> str:
    """An address as compared: without its scheme, "www." or final slash, in lower case (a
    model writing "https://" before a bare "www." address changed nothing a reader follows)."""
    key = address.rstrip(_TRAILING).lower()
    key = re.sub(r"^https?://", "", key)
    key = re.sub(r"^www\.", "", key)
    return key.rstrip("/")


# A turn reads the article before and after the edit, twice each, and the next turn's article
# is this one's "after": a pure function of the text, so remembered.
@lru_cache(maxsize=32)
def _written(text: str) -> tuple[str, ...]:
    """Every e-mail and web address in `text`, as written, once per time it is written."""
    if "@" not in text and "/" not in text and "www." not in text.lower():
        return ()  # every address holds one of them: the patterns need not read the text
    found = []
    for match in (*_URL.finditer(text), *_BARE.finditer(text), *_EMAIL.finditer(text)):
        written = match[0].rstrip(_TRAILING)
        if "@" in written and "/" in written:
            continue  # "user@host" inside a web address is the address's, read with it
        found.append(written)
    return tuple(found)


def address_spans(text: str) -> list[tuple[int, int]]:
    """Where each e-mail and web address of `text` starts and ends, in order, overlaps merged."""
    if "@" not in text and "/" not in text and "www." not in text.lower():
        return []
    spans: list[tuple[int, int]] = []
    found = (*_URL.finditer(text), *_BARE.finditer(text), *_EMAIL.finditer(text))
    for match in sorted(found, key=lambda m: m.start()):
        start, end = match.start(), match.start() + len(match[0].rstrip(_TRAILING))
        if spans and start < spans[-1][1]:
            spans[-1] = (spans[-1][0], max(end, spans[-1][1]))
        else:
            spans.append((start, end))
    return spans


def about_addresses(said: str) -> bool:
    """Whether the writer's words are about links or addresses (or name one)."""
    return bool(_ABOUT_ADDRESSES.search(said) or addresses(said))


def addresses(text: str) -> dict[str, str]:
    """The e-mail and web addresses in `text`, by key, each as first written."""
    found: dict[str, str] = {}
    for written in _written(text):
        found.setdefault(_key(written), written)
    return found


def changed_addresses(before: str, after: str) -> tuple[list[str], list[str]]:
    """(gone, came): the addresses `before` writes that `after` no longer does, as written,
    and those `after` writes that `before` did not."""
    old, new = addresses(before), addresses(after)
    gone = [written for key, written in old.items() if key not in new]
    came = [written for key, written in new.items() if key not in old]
    for written in gone:
        host = _key(written).split("/", 1)[0]
        kept = re.search(
            rf"(?<![A-Za-z0-9.@/-]){re.escape(host)}(?![A-Za-z0-9-]|\.[A-Za-z0-9])", after, re.I
        )
        if "/" in _key(written) and kept and not any(_key(c).startswith(host) for c in came):
            came.append(kept[0])  # the site kept, its page dropped: readers land elsewhere
    if came and not gone:
        # a link's target changed while its shown text stayed (<a href="…/apply">…/stalls</a>,
        # [x.org/join](https://x.org/signup), mailto:hello@ shown as hall@): the address is
        # still written, once less, and readers who follow it land elsewhere
        olds = Counter(_key(w) for w in _written(before))
        news = Counter(_key(w) for w in _written(after))
        gone = [old[key] for key in olds if news[key] < olds[key]]
    return gone, came


# A path the writer writes alone ("the form lives at /birdcount2027", 换成 /signup2027).
_PATH = re.compile(r"(?<![\w.:/])/[A-Za-z0-9\-._~%]+(?:/[A-Za-z0-9\-._~%]+)*")


def _paths_named(asked: str, came: Sequence[str]) -> bool:
    """Whether every address the rewrite brought in ends with a path the writer wrote."""
    paths = [p.rstrip(_TRAILING).lower() for p in _PATH.findall(asked)]
    paths = [p for p in paths if len(p) > 2]
    return bool(paths) and all(any(_key(c).endswith(p) for p in paths) for c in came)


def check_addresses(
    before: str, after: str, suggestions: Sequence[str], scope: Scope, *, selected: str = ""
) -> None:
    """Raises Refused when a rewrite changed an address the suggestion did not ask about, or
    left one out of a text it did not ask to cut or recast. An address inside the writer's
    selection is theirs to change ("change it to bookings" with walks@… selected)."""
    asked = "\n".join(suggestions)
    if about_addresses(asked):
        return
    gone, came = changed_addresses(before, after)
    if came and _paths_named(asked, came):
        return  # "the form lives at /birdcount2027": the new address is the one asked for
    chosen = {_key(a) for a in addresses(selected)}
    part = selected.strip()
    gone = [g for g in gone if _key(g) not in chosen and not (part and part in g)]
    if not gone:
        return
    shown = ", ".join(f"“{g}”" for g in gone[:3])
    if came:
        raise Refused(
            f"The model changed an address of yours ({shown} → "
            + ", ".join(f"“{c}”" for c in came[:3])
            + "), which the suggestion did not ask to change, so readers would be sent "
            "somewhere else. Nothing was saved — press Retry."
        )
    if scope.shorten or scope.reshape or scope.translate:
        return  # cutting or recasting the text may leave a sentence out, address and all
    raise Refused(
        f"The model left out {shown}, an address of yours the suggestion did not ask to "
        "remove. Nothing was saved — press Retry, or ask for the change again naming what to keep."
    )
