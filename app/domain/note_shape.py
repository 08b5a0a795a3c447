"""The model's note as a reply line shows it (session 53, outside53 F2, F6): what the model
wrote beside the article, on one line, with what says nothing about the edit left out — the
pleasantries (app/domain/pleasantries.py: "Sure! Here's the revised article:", a lead-in
that ends on a colon into the article, 好的，我把第二段改成了：; "Kept everything else the
same", 其余内容保持不变), a change list's label with nothing after it — and its
Markdown marks taken off (`**`, list marks, `#`): a list's items follow one another, parted
by "; " (；in Chinese) where an item has no stop of its own, after their label. Pure: no I/O."""

from __future__ import annotations

import re

from app.domain.pleasantries import without_pleasantries

# A list item's mark, a heading's #s, a quote's >.
_ITEM = re.compile(r"^\s*(?:[-*+•·]|\d{1,2}[.)]|\d{1,2}、|[(（]\d{1,2}[)）])\s+|^\s*\d{1,2}、\s*")
_HEADING = re.compile(r"^\s*(?:#{1,6}|>)\s+")
# Bold and italic marks that hug their words ("**Changes:**", "*very*"; not "2 * 3 * 4").
_STRONG = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
_ITALIC = re.compile(r"(?<![\w*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])")
# A change list's label on a line of its own: it names the list that follows, nothing more.
_LABEL = re.compile(
    r"^(?:(?:the |key |main |summary of (?:the )?)?(?:changes?|edits?|revisions?)"
    r"(?: (?:i )?made| applied)?|what (?:i )?changed|summary|notes?"
    r"|(?:主要)?(?:修改|改动|调整|修订|变动)(?:说明|内容|之处|要点|的地方|如下)?|说明|备注)"
    r"\s*[:：]$",
    re.IGNORECASE,
)
_CJK = re.compile(r"[\u3400-\u9fff]")
# A space the model left after a full-width stop ("**改动：** 把…" unmarked): Chinese has none.
_AFTER_STOP = re.compile(r"([：；，。！？])[ \t]+")
_STOPS = ".!?;。！？；…"


def shown_note(note: str) -> str:
    """The note as the reply line quotes it: "" when nothing in it is about the edit."""
    kept: list[tuple[str, bool]] = []  # each line's words, and whether it was a list item
    for raw in note.replace("\r\n", "\n").split("\n"):
        item = _ITEM.match(raw) is not None
        marked = _HEADING.sub("", _ITEM.sub("", raw, count=1), count=1).strip()
        line = _ITALIC.sub(r"\1", _STRONG.sub(r"\2", marked)).strip()
        line = _AFTER_STOP.sub(r"\1", line)
        if not line:
            continue
        if _HEADING.match(raw) or _STRONG.fullmatch(marked):
            # "### Summary of changes", "**修改说明**": a label set off by its marks alone
            colon = "：" if _CJK.search(line) else ":"
            line += colon if _LABEL.match(line + colon) else ""
        if _LABEL.match(line):
            # the label stays as the items' lead ("改动：…", which the writer may look for),
            # only when an item follows it
            kept = [k for k in kept if not _LABEL.match(k[0])]
            kept.append((line, False))
            continue
        said = without_pleasantries(line)
        if said:
            kept.append((said, item))
    if kept and _LABEL.match(kept[-1][0]):
        kept.pop()  # "Changes made:" over nothing but boilerplate
    text = ""
    for at, (line, item) in enumerate(kept):
        if at:
            before, was_item = text[-1], kept[at - 1][1]
            chinese = _CJK.search(text[-4:]) is not None or before in "。！？；，："
            if before in "：:":
                text += "" if chinese or before == "：" else " "
            elif item and was_item and before not in _STOPS:
                text += "；" if chinese else "; "
            elif not (chinese and _CJK.match(line[0])):
                text += "" if before in "。！？；" else " "
        text += line
    return text
