"""A word swap leaves links and e-mail addresses as written.

`Replace "spring" with "autumn"` is about the prose: "…/spring-fair" or "spring@example.org"
changed with it would send readers nowhere. Unless the writer's words are about addresses (or
the word itself is part of one, "example.org"), the swap skips them and says what it skipped.
"""

import re
from collections.abc import Callable

from app.editing.addresses import about_addresses, address_spans
from app.editing.rule_terms import shown


def keeps_links(old: str, said: str) -> bool:
    """Whether a swap of `old` asked in `said` must leave addresses alone: not when the word is
    itself address-like ("example.org", "@club") or the writer speaks of links or addresses."""
    return not (re.search(r"[@/.:]", old) or about_addresses(said))


def _parts(text: str) -> list[tuple[str, bool]]:
    """`text` cut into (piece, is_address), in order."""
    parts: list[tuple[str, bool]] = []
    at = 0
    for start, end in address_spans(text):
        parts.append((text[at:start], False))
        parts.append((text[start:end], True))
        at = end
    parts.append((text[at:], False))
    return parts


def in_prose(text: str, change: Callable[[str], str]) -> str:
    """`text` with `change` made to its prose only; addresses stay as written."""
    return "".join(piece if address else change(piece) for piece, address in _parts(text))


def found_in_prose(pattern: re.Pattern[str], text: str) -> list[str]:
    """What `pattern` matches in the prose of `text`, outside every address."""
    return [m for piece, address in _parts(text) if not address for m in pattern.findall(piece)]


def addresses_holding(pattern: re.Pattern[str], text: str) -> list[str]:
    """The addresses of `text` in which `pattern` finds the word, each once."""
    held = [p for p, address in _parts(text) if address and pattern.search(p)]
    return list(dict.fromkeys(held))


def _listed(held: list[str], zh: bool) -> str:
    return ("、" if zh else ", ").join(shown(h) for h in held[:3])


def only_in_addresses(old: str, held: list[str], zh: bool) -> str:
    """The reply when the word is written only inside links or addresses."""
    if zh:
        return (
            f"“{shown(old)}”只出现在链接或邮箱地址里（{_listed(held, zh)}），链接和地址保持原样，"
            "没有改动；要改地址请直接说要改哪个链接或邮箱。"
        )
    return (
        f'"{shown(old)}" is written only inside a link or address here ({_listed(held, zh)}); '
        "links and addresses are left as written, so nothing changed. To change one, say which "
        "link or address to change."
    )


def addresses_left(held: list[str], zh: bool) -> str:
    """The sentence added when the swap skipped addresses that hold the word."""
    if zh:
        return f"链接和邮箱地址里的没有改：{_listed(held, zh)}。"
    return f" Links and addresses were left as written: {_listed(held, zh)}."
