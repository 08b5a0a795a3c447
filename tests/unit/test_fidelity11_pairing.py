"""Session-11 fidelity: where a whole-article edit rewrote every paragraph and left one out
(or put one in), the rewritten paragraphs pair with their own originals, not by position —
so a refusal names the paragraph really left out, and a paragraph put in is the new one."""

from __future__ import annotations

from app.editing.judge import NoEdit
from app.editing.likeliest import likeliest
from tests.unit.judging import judge

HARBOUR = [
    "The harbour wakes slowly at dawn, when the first boats come in.",
    "Gulls argue over scraps on the quay while fishermen mend their nets.",
    "By nine the market opens and the smell of coffee drifts over the stalls.",
    "Tourists arrive at noon, cameras ready, looking for the famous lighthouse.",
    "In the evening the harbour empties and the lamps come on one by one.",
]
LIVELIER = [
    "Dawn! The harbour stirs as the very first boats chug home.",
    "Nine o'clock: the market stalls fling open, and the smell of coffee is everywhere.",
    "Noon brings tourists, cameras up, hunting that famous lighthouse.",
    "Evening falls, the harbour empties, lamps flicker on one by one.",
]
ZH_HARBOUR = [
    "清晨的码头慢慢醒来，第一批渔船靠了岸。",
    "海鸥在码头上争抢鱼杂，渔民坐在一旁补网。",
    "九点钟集市开张，咖啡的香味飘过一个个摊位。",
    "中午游客来了，举着相机寻找那座有名的灯塔。",
    "傍晚码头空了，路灯一盏接一盏亮起来。",
]
ZH_LIVELIER = [
    "天刚亮，码头就醒了，头一批渔船突突地靠岸。",
    "九点一到，集市哗啦一下全开了，满街都是咖啡香。",
    "中午游客涌来，相机举得老高，都在找那座有名的灯塔。",
    "傍晚人散了，码头空荡荡的，路灯一盏盏亮起来。",
]


def test_the_paragraph_left_out_is_the_one_named() -> None:
    for title, body, ask, reply in (
        ("Harbour", HARBOUR, "Make it livelier.", LIVELIER),
        ("码头", ZH_HARBOUR, "写得更生动一点。", ZH_LIVELIER),
    ):
        verdict = judge(title, "\n\n".join(body), ask, f"{title}\n\n" + "\n\n".join(reply))
        assert isinstance(verdict, NoEdit) and verdict.status == "error"
        assert "paragraph 2 " in verdict.reason, verdict.reason


def _slots(texts: list[str]) -> list[str]:
    return list(texts)  # the original paragraphs, as reconcile.py passes them


def test_a_paragraph_put_in_is_the_new_one() -> None:
    # units 0..2: the rewrite of original 1, a new paragraph, the rewrite of original 2
    new = "这一段是模型自己加上的，和原文哪一段都不像。"
    content = [ZH_LIVELIER[1], new, ZH_LIVELIER[2]]
    assert likeliest([0, 1, 2], [2, 3], content, _slots(ZH_HARBOUR)) == [(0, 2), (2, 3)]
    content = [new, LIVELIER[1], LIVELIER[2]]
    assert likeliest([0, 1, 2], [2, 3], content, _slots(HARBOUR)) == [(1, 2), (2, 3)]


def test_nothing_alike_pairs_by_position() -> None:
    # a translation shares no words: the first units take the first originals, as before
    content = ["Nine o'clock, the market.", "Noon, the tourists."]
    assert likeliest([0, 1], [1, 2, 3], content, _slots(ZH_HARBOUR)) == [(0, 1), (1, 2)]
    assert likeliest([0, 1, 2], [1, 2], ["x", "y", "z"], _slots(ZH_HARBOUR)) == [(0, 1), (1, 2)]
