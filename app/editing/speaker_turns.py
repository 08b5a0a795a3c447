"""A speaker's Nth turn of a transcript: "Dr. Osei's second answer", "Kwame's last answer",
"Maya's second question", 王芳的第二个回答, 主持人的第二个问题, 张教授最后一个回答.

A transcript opens most paragraphs with a speaker's label (`**Maya Lin:**`, `**王芳：**`,
`Sam:`); the turns of one speaker are counted among that speaker's paragraphs (a paragraph
with no label after a turn goes with it), not among all paragraphs — "the second answer" of
Dr. Osei is his second labelled paragraph, not paragraph 2. A speaker is named by the whole
label or, in English, by one of its names ("Osei", "Kwame", "Dr. Osei")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.mentions import EN_ORDINAL, ZH_NUM, zh_number
from app.editing.number_words import en_number

# A turn's label: "**Maya Lin:**", "**Maya Lin**:", "**王芳：**", "Sam:", "主持人：".
_LABEL = re.compile(
    r"^[ \t]*(?:\*\*([^*\n:：]{1,40}?)\s*[:：]\s*\*\*|\*\*([^*\n:：]{1,40}?)\*\*\s*[:：]"
    r"|([A-Z][A-Za-z.'\-]*(?: [A-Z][A-Za-z.'\-]*){0,3}|[\u4e00-\u9fff]{1,6})[ \t]*[:：])"
)
# A person's name as a label: capitalised words ("Dr. Kwame Osei", "Maya Lin", "O'Brien").
_NAME = re.compile(r"[A-Z][A-Za-z.'’\-]*(?: [A-Z][A-Za-z.'’\-]*){0,3}")
_TITLES = {"dr", "dr.", "mr", "mr.", "mrs", "mrs.", "ms", "ms.", "prof", "prof.", "professor"}
_EN_TURN = r"(?:answer|reply|response|question|turn|remark|comment|line)s?"
_EN = re.compile(
    rf"(?:'s|’s)\s+(?:(?P<last>last|final)|(?P<ord>{EN_ORDINAL}))\s+{_EN_TURN}\b", re.I
)
_ZH_TURN = r"(?:回答|答复|问题|提问|发言|回复|说的话|那段话)"
_ZH = re.compile(
    rf"的?\s*(?:(?P<last>最后一个|最后一次|最后那个)|第(?P<ord>[0-9{ZH_NUM}]+)(?:个|次|段)?)"
    rf"\s*{_ZH_TURN}"
)


def turn_label(paragraph: str) -> str | None:
    """The speaker a paragraph's opening label names, or None."""
    match = _LABEL.match(paragraph)
    if match is None:
        return None
    return (match[1] or match[2] or match[3]).strip()


def _turns(paragraphs: Sequence[str]) -> dict[str, list[list[int]]] | None:
    """Each speaker's turns (their paragraphs, in order) when the article is a transcript:
    at least three labelled paragraphs, two speakers at least, the first paragraph labelled."""
    speakers: dict[str, list[list[int]]] = {}
    current: list[int] | None = None
    labelled = 0
    for index, paragraph in enumerate(paragraphs):
        label = turn_label(paragraph)
        if label is None:
            if current is not None and not paragraph.lstrip().startswith("#"):
                current.append(index)
            else:
                current = None
            continue
        labelled += 1
        current = [index]
        speakers.setdefault(label, []).append(current)
    if labelled < 3 or len(speakers) < 2 or turn_label(paragraphs[0]) is None:
        return None
    return speakers


def _names(label: str) -> set[str]:
    words = {w.strip(".'’").lower() for w in label.split()} - {t.strip(".") for t in _TITLES}
    return {w for w in words if len(w) >= 2}


def _speaker_before(text: str, end: int, speakers: Sequence[str]) -> str | None:
    """The speaker the words just before `end` name (the nearest one)."""
    before = text[:end]
    best: tuple[int, str] | None = None
    for speaker in speakers:
        at = before.rfind(speaker)
        spots = [at + len(speaker) if at >= 0 else -1]
        if not re.search(r"[\u4e00-\u9fff]", speaker):
            spots += [
                m.end()
                for name in _names(speaker)
                for m in re.finditer(rf"\b{re.escape(name)}\b", before, re.I)
            ]
        spot = max(spots)
        if spot >= 0 and len(before[spot:].strip()) <= 12 and (best is None or spot > best[0]):
            best = (spot, speaker)
    return best[1] if best else None


def speaker_turn(suggestion: str, paragraphs: Sequence[str]) -> set[int] | None:
    """The paragraphs of the speaker's turn the suggestion names by its place among that
    speaker's turns, or None when it names none so (or the article is no transcript)."""
    speakers = _turns(paragraphs)
    if not speakers:
        return None
    found: set[int] = set()
    for pattern, number in ((_EN, en_number), (_ZH, zh_number)):
        for match in pattern.finditer(suggestion):
            speaker = _speaker_before(suggestion, match.start(), list(speakers))
            if speaker is None:
                continue
            own = speakers[speaker]
            if match["last"]:
                found.update(own[-1])
                continue
            place = number(match["ord"])
            if place is None or not 1 <= place <= len(own):
                return None
            found.update(own[place - 1])
    return found or None


def restore_speaker(before: str, after: str) -> str:
    """`after` with the writer's speaker label put back where the model cut it down (**Dr.
    Kwame Osei:** → **Osei:**, **Maya Lin:** → **Lin:**): a speaker's name as the writer
    gave it is a name, not style. A label of other words ("Tip for beginners:", "Step 1
    Prep:", 开放麦之夜：) or not in bold is left as the model wrote it: shortening one may be
    the edit."""
    old, new = _LABEL.match(before), _LABEL.match(after)
    if old is None or new is None or old[3] is not None:
        return after  # a plain "开放麦之夜：" label may be cut as asked: only a bold speaker's
    theirs, ours = turn_label(after) or "", turn_label(before) or ""
    if theirs == ours or not theirs:
        return after
    if re.search(r"[\u4e00-\u9fff]", ours):
        shortened = len(ours) <= 4 and theirs in ours  # 王芳, 主持人, 张教授
    elif not _NAME.fullmatch(ours):
        return after
    else:
        words = [{w.strip(".'’").lower() for w in label.split()} for label in (theirs, ours)]
        shortened = words[0] < words[1]
    return before[: old.end()] + after[new.end() :] if shortened else after
