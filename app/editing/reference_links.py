"""Links a model wrote reference-style (`[text][1]` … `[1]: https://…`) where the writer wrote
them inline (`[text](https://…)`), put back inline before the reply is read. Which form a link
takes is the writer's markup, and a restyle of the words never needs to change it (drift.py puts
other markup back alike): the words are saved, the links stay as written, and a reference's
number is never read as a figure of the article. A suggestion about the links or the markup
itself ("use reference-style links", 把链接改成引用式) keeps the model's form."""

from __future__ import annotations

import re

# A reference definition on its own line: "[1]: https://…", optionally with a title.
_DEFINITION = re.compile(
    r"^[ \t]{0,3}\[(?!\^)([^\]\n]{1,40})\]:[ \t]*<?([^\s>]+)>?"
    r"(?:[ \t]+(?:\"[^\"\n]*\"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*$",
    re.MULTILINE,
)
# A reference: full "[text][label]", collapsed "[text][]" or shortcut "[text]" (the label is
# the text); never a footnote marker, an inline link or a definition. Its text holds no "[",
# so a run of them is read once, not once from each.
_REFERENCE = re.compile(r"(?<!\])\[(?!\^)([^\[\]\n]{1,200})\](?:\[([^\[\]\n]{0,40})\]|(?![(:\[]))")
_ABOUT_LINKS = re.compile(
    r"\b(?:links?|hyperlinks?|references?|urls?|markdown|markup|footnotes?|citations?)\b"
    r"|链接|超链接|引用|网址|脚注|注释|标记|格式",
    re.IGNORECASE,
)


def inline_links(reply: str, article: str, asked: str) -> str:
    """`reply` with each reference link whose definition the model added, and whose address
    the writer linked inline, written inline again and those definitions taken out; the reply
    as it came when any such definition would be left unused, or the suggestion is about links."""
    if "<<<<<<<" in reply or _ABOUT_LINKS.search(asked):
        return reply
    own_labels = {label.casefold() for label, _ in _DEFINITION.findall(article)}
    added = {
        label.casefold(): address
        for label, address in _DEFINITION.findall(reply)
        if label.casefold() not in own_labels
    }
    if not added or not all(_linked(address, article) for address in added.values()):
        return reply  # an address the writer never linked: the address checks read it
    used: set[str] = set()

    def inline(match: re.Match[str]) -> str:
        label = (match[2] or match[1]).casefold()
        if label not in added:
            return match[0]
        used.add(label)
        return f"[{match[1]}]({added[label]})"

    text = _REFERENCE.sub(inline, _DEFINITION.sub(_hidden, reply))
    if used != set(added):
        return reply
    return _without_definitions(_shown(text), used)


def _linked(address: str, article: str) -> bool:
    """Whether the article links `address` inline: [text](address) or [text](<address>)."""
    return f"]({address})" in article or f"]({address} " in article or f"](<{address}>" in article


# Definitions are hidden while references are read, so "[1]: …" is not read as a shortcut.
def _hidden(match: re.Match[str]) -> str:
    return "\0" + match[0].replace("[", "\1") + "\0"


def _shown(text: str) -> str:
    return text.replace("\0", "").replace("\1", "[")


def _without_definitions(text: str, labels: set[str]) -> str:
    """`text` without the definition lines of `labels`, and without the blank line a block of
    them leaves behind."""
    lines = text.split("\n")
    kept: list[str] = []
    dropped = False
    for line in lines:
        found = _DEFINITION.fullmatch(line)
        if found is not None and found[1].casefold() in labels:
            dropped = True
            continue
        if dropped and not line.strip() and (not kept or not kept[-1].strip()):
            continue  # the blank line that separated the removed block
        dropped = dropped and not line.strip()
        kept.append(line)
    out = "\n".join(kept)
    return out.rstrip() + ("\n" if text.endswith("\n") else "") if dropped else out
