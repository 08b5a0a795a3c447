"""What the model says around its new text for a selection, taken off it: a preface
("Sure — I kept the meaning but made it warmer:"), and after it chatter, rules, a labelled
note ("Note: …"), a bracketed remark, an explanation ("I swapped…", 这样…), a count in
brackets ("(14 words)", （共25字）) or a remark after a dash on its line. A reply that is all
talk with a question or a promise in it is the model asking (SelectionTalk).
"""

from __future__ import annotations

import re

from app.editing.align import is_aside, is_chatter, is_placeholder, is_talk
from app.editing.formats.explained import explains
from app.editing.formats.selection_dress import NOTE_LABEL, dash_split
from app.editing.formats.selection_talk import is_promise
from app.editing.remarks import rest_kept
from app.editing.units import normal, sentences


class SelectionRefused(ValueError):
    """The reply is not a replacement for the selection alone; `str()` says why."""


class SelectionTalk(ValueError):
    """The reply is the model asking or declining, not a replacement; `str()` is its words."""


def before_text(units: list[str], original: str, body: str) -> list[str]:
    """The paragraphs from the first that is not the model's preface; a preface that ends in
    a colon on the new text's line ("Here's a warmer version: “…”") leaves what follows it.
    A reply that is all talk with a question or a promise in it is the model asking."""
    dropped: list[str] = []
    while len(units) > 1 and _HEADING_LABEL.match(units[0]) and "#" not in original:
        units = units[1:]  # "### Revised" above the new text
    while units and is_chatter(units[0]) and normal(units[0]) not in normal(body):
        lead = re.match(r"^([^\n:：—–]{1,80}(?:[:：]|\s[—–]\s))[ \t]*(\S[^\n]*)$", units[0].strip())
        if lead and is_chatter(lead[1].rstrip(":：—– ")) and not is_chatter(lead[2]):
            return [lead[2], *units[1:]]
        dropped.append(units.pop(0).strip())
    said = " ".join(dropped)
    if (
        not units
        and said
        and (is_talk(said, body) or any(is_promise(s, original) for s in sentences(said)))
    ):
        raise SelectionTalk(said)
    return units


# A short markdown heading alone above the new text: "### Revised", "## 修改后".
_HEADING_LABEL = re.compile(r"^\s*#{1,6}\s+(?:\S+\s*){1,5}$")


def noted_lines(unit: str, noted: list[str]) -> str:
    """The unit up to its first line labelled as a note ("理由：…", "Why: …" on the line after
    the new text), the rest put in `noted`; for a selection within one line."""
    lines = unit.rstrip().split("\n")
    at = next((i for i, line in enumerate(lines) if i and NOTE_LABEL.match(line)), None)
    if at is None:
        return unit
    noted[:0] = [line.strip() for line in lines[at:] if line.strip()]
    return "\n".join(lines[:at])


def after_text(units: list[str], noted: list[str], original: str, body: str) -> None:
    """Takes off what the model put after the new text, paragraph by paragraph from the end:
    chatter and rules ("---"), a labelled note ("Note: …"), a bracketed remark on a line of
    its own ("(Kept the promise, softened the tone.)", （语气更亲切了。）), and — for a
    selection within one paragraph — its explanation of the change ("I swapped…")."""
    one_paragraph = "\n\n" not in original.strip()
    while units and normal(units[-1]) not in normal(body):
        last = units[-1]
        if len(units) > 1 and NOTE_LABEL.match(last):
            noted.insert(0, units.pop().strip())  # "修改说明：…" is shown, though it reads as talk
        elif (
            is_chatter(last)
            or one_paragraph
            and len(units) > 1
            and (_OFFER.search(last) or rest_kept(last))  # 其他部分不用动。
        ):
            units.pop()
        elif len(units) > 1 and (
            one_paragraph
            and (
                explains(last, original, body, units[:-1])
                or _bracketed(last, original)
                or _italic(last, original)
            )
        ):
            noted.insert(0, units.pop().strip())
        else:
            return


# The model offering more help after the new text: "如果还需要调整，随时告诉我～".
_OFFER = re.compile(
    r"随时告诉我|随时跟我说|随时联系|欢迎继续|如需(?:进一步)?(?:修改|调整)|如果(?:还)?需要(?:再)?(?:修改|调整|改)"
    r"|\blet me know\b|\bfeel free\b|\bhappy to (?:adjust|tweak|change|help)\b",
    re.IGNORECASE,
)
_ITALIC_UNIT = re.compile(r"^\s*([*_])(?!\1)[^\n]+(?<!\1)\1\s*$")


def _italic(unit: str, original: str) -> bool:
    """A paragraph all in italics ("*I kept the honesty but made it friendlier.*"), where
    the selection has none."""
    return bool(_ITALIC_UNIT.match(unit)) and not re.search(r"(?<![*_])[*_](?![*_])", original)


_BRACKETED_UNIT = re.compile(r"^\s*[(（][^\n]*[)）][.。]?\s*$")


def _bracketed(unit: str, original: str) -> bool:
    """A paragraph all in brackets, where the selection holds no bracketed text."""
    return bool(_BRACKETED_UNIT.match(unit)) and not re.search(r"[(（]", original)


_BRACKET_NOTE = re.compile(r"\s*[(（]([^()（）\n]{4,200})[)）]\s*$")


def without_dash_note(text: str, original: str, body: str) -> tuple[str, list[str]]:
    """The new text without the model's remark after a dash on its line ("… — this keeps the
    honesty but sounds friendlier.", "…——这样读起来更亲切。"), when the selection has no dash,
    or in brackets after it, when the selection ends with none."""
    found = _BRACKET_NOTE.search(text)  # "… (This makes him sound warmer.)", "…（这样更柔和。）"
    head = text[: found.start()] if found else ""
    # a placeholder, （后面不变）, stands for the selection's text left out: never a note
    closed = original.rstrip().endswith((")", "）")) or (
        found is not None and is_placeholder(found[0])
    )
    if found and head.strip() and not closed and explains(found[1], original, body, [head]):
        return text[: found.start()].rstrip(), [found[0].strip()]
    split = dash_split(text)
    if split is None or re.search(r"[—–]|\s-\s", original):
        return text, []
    head, tail = split
    if explains(tail, original, body, [head]) or is_aside(tail, body):
        return head, [tail]
    return text, []


# A count or a word on the edit in brackets after the new text: "(19 words)", "（共25字）",
# "（精简了约三分之一）", "(trimmed by a third)".
_TALLY = re.compile(
    r"\s*[(（](?:about |约|共|全句)?\d+\s*(?:words?|characters?|字|个字)[)）]\s*$"
    r"|\s*[(（][^()（）\n]{0,24}(?:精简|缩短|压缩|删减|简化|扩写|改写|润色|trimmed|shortened|cut by"
    r"|tightened|condensed)[^()（）\n]{0,24}[)）]\s*$",
    re.IGNORECASE,
)


def without_tally(text: str, original: str) -> tuple[str, list[str]]:
    """The replacement without a bracketed count or remark on the edit after it, when the
    selection itself ends with no bracket."""
    found = _TALLY.search(text)
    if (
        found is None
        or original.rstrip().endswith((")", "）"))
        or not text[: found.start()].strip()
    ):
        return text, []
    return text[: found.start()].rstrip(), [found[0].strip()]
