"""The Chinese words a change line quotes (describe.py), whole: 骑了自行车 → 骑车 is told
“骑了自行车”改为“骑车”, not 删了“了自行”; 草地 → 草坪 “草地”改为“草坪”, not “地”改为“坪”; 天气温和 →
天气好 “温和”改为“好”, not “气温和”改为“气好”.

The diff (cjk_words) marks changes at the size the writer can reject; a line read by the writer
should not start or end inside a word. Without a dictionary the edges are read from the
characters around a change: one character cut or added inside a run of Han characters takes
in the neighbour whose word it plainly was (踢|足|球。, cjk_words.side_taking), and is quoted
alone beside a word that is whole without it (三个|红|苹果: 加了“红”, as English says added
“red”, not “苹”改为“红苹”) — a piece of two or more is taken as a word (书面 of 书面反映;
电动自行车 → 电动车 is still told 删了“自行”: no dictionary says 自行车 is one word) —, a piece
opening with 了 / 着 / 过 takes in the word it follows and the character after it
(骑|了自行|车), a one-character change of a particle's character that is no particle here (地 →
坪) takes in its neighbour as cjk_words does, and a character both sides share that the diff
took in from the word before (天|气) is given back; a number changed into other words takes
its measure word (“第二段”改为“最后一段”) and a place's changed last character its word
(“会议室”改为“会议厅”: zh_counted_words). Pure: segments in, segments out, still rebuilding
both texts.
"""

from __future__ import annotations

from app.domain.cjk_words import (
    HAN,
    NUMERAL_HAN,
    STANDALONE_HAN,
    Segment,
    left_taken,
    side_taking,
)
from app.domain.zh_counted_words import counted_right, place_left, place_right

# Particles that close the word before them: a piece opening with one belongs to that word.
_AFTER_WORD = frozenset("了着过著過")


def _plain(ch: str) -> bool:
    """A Han character that is no word of its own (no particle, pronoun, numeral…)."""
    return bool(ch) and bool(HAN.match(ch)) and ch not in STANDALONE_HAN and ch not in NUMERAL_HAN


def said_whole(segments: list[Segment]) -> list[Segment]:
    """Each Chinese change's quoted sides widened (or narrowed) to whole words, as above."""
    out = list(segments)
    for i, (kind, deleted, inserted) in enumerate(out):
        if kind != "change":
            continue
        before = out[i - 1][1] if i > 0 and out[i - 1][0] == "equal" else ""
        after = out[i + 1][1] if i + 1 < len(out) and out[i + 1][0] == "equal" else ""
        left, right = _taken(deleted, inserted, before, after)
        if left < 0:  # a shared first character given back to the word before it
            out[i - 1] = ("equal", before + deleted[:1], "")
            out[i] = ("change", deleted[1:], inserted[1:])
            continue
        if left:
            out[i - 1] = ("equal", before[:-left], "")
            deleted, inserted = before[-left:] + deleted, before[-left:] + inserted
        if right:
            out[i + 1] = ("equal", after[right:], "")
            deleted, inserted = deleted + after[:right], inserted + after[:right]
        out[i] = ("change", deleted, inserted)
    return [segment for segment in out if segment[0] == "change" or segment[1]]


def _taken(deleted: str, inserted: str, before: str, after: str) -> tuple[int, int]:
    """How many kept characters the change takes in on the left and on the right (-1 on the
    left: give its shared first character back)."""
    if counted := counted_right(deleted, inserted, after):
        return 0, counted  # 第二|段 → 最后一|段: “第二段”改为“最后一段” (zh_counted_words)
    if not all(HAN.match(ch) for ch in deleted + inserted):
        return 0, 0
    if placed := place_left(deleted, inserted, before):
        return placed, 0  # 大会议|室 → 大会议|厅: “会议室”改为“会议厅”
    if deleted and inserted:
        if place_right(deleted, inserted, after):
            return 0, 1  # 图书|馆 → 博物|馆: “图书馆”改为“博物馆”
        if (
            deleted[0] == inserted[0]
            and max(len(deleted), len(inserted)) > 2
            and min(len(deleted), len(inserted)) > 1
            and _plain(before[-1:])
            and not all(ch in NUMERAL_HAN for ch in deleted + inserted)
        ):
            # (a number is one word: 三月|二十 → 三月|二十二 is “二十”改为“二十二”, never
            # “十”改为“十二”, which reads as ten made twelve)
            return -1, 0  # 天|气温和 → 天|气好: “温和”改为“好”
        if len(deleted) == len(inserted) == 1 and (_plain(deleted) or _plain(inserted)):
            side = side_taking(before, after)  # 草|地 → 草|坪, though 地 may be a particle
            return _sided(side, before)
        return 0, 0
    piece = deleted or inserted
    if len(piece) > 1 and piece[0] in _AFTER_WORD and _plain(before[-1:]):
        # 骑|了自行|车: the verb, its 了 and the thing cut from its object are one phrase
        # (a 了 / 过 added alone is a word of its own: 见|过|面 is 加了“过”)
        return 1, 1 if _plain(piece[-1]) and _plain(after[:1]) else 0
    if len(piece) == 1 and _plain(piece) and _plain(before[-1:]) and _plain(after[:1]):
        # One character cut out of a run of Han characters, or put into one, takes in the
        # neighbour whose word it plainly was (踢|足|球。: “足球”改为“球”); added or cut beside
        # a word that is whole without it, it is quoted alone (三个|红|苹果: 加了“红”, not
        # “苹”改为“红苹”; 孩子|们: 加了“们”). A piece of two or more is most often a word: 书面
        # cut from 书面反映 stays 书面.
        return _sided(side_taking(before, after), before)
    return 0, 0


def _sided(side: str, before: str) -> tuple[int, int]:
    """The characters taken in on the side `side` names (会议|室: the opener 会 too)."""
    if side == "left":
        return left_taken(before), 0
    return (0, 1) if side == "right" else (0, 0)
