"""Two things a model writes into the article's place that are its words to the writer:

- an offer of more work as a list, after the article ("需要的话，我还可以：\n- 把场地规定再精简
  一些；\n- 加一句停车说明", "If you like, I can also:\n- shorten the rules\n- add a parking
  line"): the list items look like the article's own list, so the unit was saved as a new
  last paragraph;
- a bracketed note on the edit it made, on a line of its own beside the changed paragraph
  ("*(Edited: attribution updated as asked.)*", *（已按要求修改署名。）*): a new paragraph next
  to the asked one, it was saved into the article.

Read narrowly: the offer's lead-in must be the model speaking of itself ("I can", 我还可以,
需要的话) and end with a colon, every line after it a short list item; the note must be wholly
in brackets, open with an edit's label (Edited:, Updated:, 已修改, 已按要求) and speak of the
asking or of the text's parts ("as asked", "attribution", 署名, 第二段) — a notice's own
"(Note: the path may be muddy)" or （注：雨天顺延） is neither.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.units import normal

_OFFER_LEAD = re.compile(
    r"\bI(?:'d| would)? (?:can|could|also|be happy to|am happy to|'m happy to|am glad to)\b"
    r"|\bI can\b|\b(?:want|would you like) me to\b|\bshall I\b"
    r"|我(?:还|也)?(?:可以|能)|需要(?:我|的话)|要不要我|如(?:有)?需要|如果(?:你|您)?需要",
    re.IGNORECASE,
)
_ITEM = re.compile(r"^\s*(?:[-*•]\s+|\d{1,2}[.)、]\s*)\S")
_ITEM_MOST = 100  # characters: an offered task is a short line


def offers_more(unit: str) -> bool:
    """Whether `unit` is the model offering more work: a lead-in of its own ending in a colon,
    then list items only."""
    lines = [line for line in unit.strip().split("\n") if line.strip()]
    if len(lines) < 2:
        return False
    lead = lines[0].strip().strip("*_ ")
    if len(lead) > 80 or not lead.endswith((":", "：")) or not _OFFER_LEAD.search(lead):
        return False
    return all(_ITEM.match(line) and len(line) <= _ITEM_MOST for line in lines[1:])


def offer_tail(units: Sequence[str], originals: Sequence[str]) -> int:
    """How many of the last units are such an offer: the lead-in and its items in one unit, or
    each on a unit of its own (a reply read a line a unit, as an article of one-line paragraphs
    is); 0 when they are not, or when the article itself ends so."""
    items = 0
    while items < len(units) and _ITEM.match(units[-1 - items].strip()):
        items += 1
    start = len(units) - items - (1 if items < len(units) else 0)
    tail = [u.strip() for u in units[start:]]
    if not tail or any(normal(u) in {normal(o) for o in originals} for u in tail):
        return 0
    if offers_more("\n".join(tail)):
        return len(tail)
    return 0


_BRACKETED = re.compile(
    r"[*_]{0,2}[(（\[【][*_]{0,2}(?P<said>[^()（）\[\]【】\n]{4,200}?)[*_]{0,2}[)）\]】][*_]{0,2}"
)
_EN_LABEL = re.compile(
    r"^(?:edited|revised|changed|updated|edit|change|editor'?s note|note)\s*[:：—–-]\s*",
    re.IGNORECASE,
)
_EN_ABOUT_EDIT = re.compile(
    r"\bas (?:you )?(?:asked|requested)\b|\bper your request\b|\byour (?:request|suggestion)\b",
    re.IGNORECASE,
)
_EN_PARTS = re.compile(
    r"\b(?:attribution|paragraph|sentence|wording|quote|quotation|heading|title|entry|item"
    r"|bullet|line|phrasing|tone)s?\b",
    re.IGNORECASE,
)
_ZH_LABEL = re.compile(r"^(?:已(?:按|根据|经|修改|改|更新|调整|将|把)|编辑说明|修改说明|改动说明)")
_ZH_ABOUT_EDIT = re.compile(
    r"按(?:你|您)?的?要求|根据(?:你|您)的?(?:要求|建议)|署名|第[一二三四五六七八九十\d]+(?:段|句|条)"
    r"|这(?:一)?(?:段|句|条|行)|措辞|引语|引文|标题|语气"
)


def edit_note(unit: str, body: str) -> bool:
    """Whether `unit` is wholly a bracketed note on the edit just made, one the article lacks."""
    match = _BRACKETED.fullmatch(unit.strip())
    if match is None or normal(unit) in normal(body):
        return False
    said = match["said"].strip()
    if (label := _EN_LABEL.match(said)) is not None:
        rest = said[label.end() :]
        named_edit = label[0].lower().startswith(("edit", "revis", "chang", "updat"))
        return bool(_EN_ABOUT_EDIT.search(rest) or (named_edit and _EN_PARTS.search(rest)))
    return bool(_ZH_LABEL.match(said) and _ZH_ABOUT_EDIT.search(said))
