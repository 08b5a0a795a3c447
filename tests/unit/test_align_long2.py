"""Lining up replies to long articles of alike entries (logs, minutes, 水鸟记录): an entry the
reply moved word for word pairs only with itself, never with a look-alike edited entry; and a
unit as like the targeted entry as like its many look-alikes ("Action: none.", 「责任人：无。」)
pairs with the targeted one when the caller names it."""

from collections.abc import Callable

import pytest

from app.editing.align import align
from app.editing.pairing import ALL_PAIRS


def birds(count: int) -> list[str]:
    """A waterbird count: short Chinese entries that differ in little but their date."""
    sites = ["东湖北岸", "东湖南岸", "西湾", "芦苇荡", "闸口"]
    kinds = ["白鹭", "苍鹭", "小䴙䴘", "绿头鸭", "骨顶鸡", "夜鹭"]
    entries = []
    for n in range(count):
        month, day = 11 + n // 15, 1 + (n * 2) % 30
        entries.append(
            f"{month}月{day}日，{sites[n % 5]}：{kinds[n % 6]}{3 + n % 4}只，"
            f"{kinds[(n + 2) % 6]}{1 + n % 3}只。"
        )
    return entries


def changelog(count: int) -> list[str]:
    things = ["the export no longer hangs", "a --quiet flag", "the cache is cleared on upgrade"]
    return [
        f"v3.{n // 10}.{n % 10} — Fixed: {things[n % 3]}. No migration needed."
        for n in range(count)
    ]


def edit_bird(entry: str) -> str:
    return entry[:-1] + "，另见鸬鹚2只。"


def edit_release(entry: str) -> str:
    return entry.replace("No migration needed.", "Run `migrate` once.")


@pytest.mark.parametrize(("make", "edit"), [(birds, edit_bird), (changelog, edit_release)])
@pytest.mark.parametrize("count", [12, 80])  # every pair compared / the likeliest only
@pytest.mark.parametrize("offset", [-5, 3])
def test_an_entry_moved_next_to_an_edited_one_pairs_with_itself_only(
    make: Callable[[int], list[str]], edit: Callable[[str], str], count: int, offset: int
) -> None:
    original = make(count)
    target = count * 2 // 3
    edited = edit(original[target])
    reply = list(original)
    reply[target] = edited
    moved = target + offset
    entry = reply.pop(moved)
    reply.insert(reply.index(edited) + 1, entry)  # just after the edited target
    pairs = dict(align(reply, original))
    at = reply.index(edited)
    assert pairs.get(at) == target  # the edit is the target's, not left over
    assert pairs.get(at + 1) in (None, moved)  # the moved copy is itself or unpaired
    assert (count * count > ALL_PAIRS) == (count == 80)


def minutes(items: int) -> list[str]:
    actions = ["Action: none.", "Action: the clerk to write.", "Action: none."]
    paragraphs = []
    for n in range(items):
        paragraphs += [f"Item {n + 1}: the hall's heating, {n + 2} members.", actions[n % 3]]
    return [*paragraphs, "The meeting closed at 9 pm."]


@pytest.mark.parametrize("items", [6, 45])
def test_a_target_only_reply_pairs_with_the_targeted_look_alike(items: int) -> None:
    original = minutes(items)
    target = [j for j, p in enumerate(original) if p == "Action: none."][-2]
    reply = ["Action: none until May."]
    assert align(reply, original, prefer={target}) == [(0, target)]


@pytest.mark.parametrize("items", [6, 45])
def test_placeholders_around_a_look_alike_target(items: int) -> None:
    original = minutes(items)
    target = [j for j, p in enumerate(original) if p == "Action: none."][-2]
    new = "Action: none yet."
    reply = [original[0], None, new, None, original[-1]]
    pairs = align(reply, original, prefer=[target])
    assert (2, target) in pairs and (0, 0) in pairs and (4, len(original) - 1) in pairs


def test_preferring_keeps_a_whole_reply_in_place() -> None:
    """A whole reply with the target edited pairs every other copy with itself: the preference
    only settles which of the alike paragraphs the edit belongs to."""
    original = minutes(45)
    target = [j for j, p in enumerate(original) if p == "Action: none."][20]
    reply = list(original)
    reply[target] = "Action: none, for now."
    pairs = align(reply, original, prefer={target})
    assert pairs == [(i, i) for i in range(len(original))]


def test_a_copy_prefers_the_targeted_copy_even_far_from_its_place() -> None:
    """Of a paragraph the article holds many times, a copy the reply gives alone is offered
    the targeted one too, not only the copies nearest its place."""
    original = [
        f"议题{n}：食堂价格，与会{n}人。" if n % 2 else "「责任人：无。」" for n in range(90)
    ]
    target = 84
    assert align(["「责任人：无。」"], original, prefer=[target]) == [(0, target)]


def serial(count: int) -> list[str]:
    """A serial's chapter: narration between short lines that recur every few paragraphs."""
    lines = ["“嗯。”", "他点点头。", "“你确定？”", "“确定。”", "窗外又下起了雨。", "她没有说话。"]
    plot = [
        "老周把伞靠在门边，鞋底的泥在地板上留下一串印子。",
        "小林从柜台后面抬起头，看了他一眼，又低下头算账。",
        "街对面的面馆还亮着灯，老板在门口抽烟。",
        "他从口袋里摸出那张发黄的收据，摊在柜台上。",
        "收据上的日期是十二年前，字迹已经有些模糊。",
        "墙上的挂钟走得很响，像是在催人。",
        "远处传来一声汽笛，很快又被雨声盖住了。",
        "小林拿起收据，对着灯看了很久。",
        "老周咳嗽了两声，把围巾往上拉了拉。",
        "她把收据折好，放进了抽屉最里面。",
        "雨越下越大，屋檐的水连成了线。",
    ]  # 11 and 6 lines: no stretch of 110 paragraphs is another's copy
    return [plot[(n // 2) % 11] if n % 2 == 0 else lines[(n // 2) % 6] for n in range(count)]


@pytest.mark.parametrize(("start", "stop"), [(90, 108), (3, 20), (50, 70)])
def test_a_window_between_placeholders_pairs_where_it_stands(start: int, stop: int) -> None:
    """Every line of a window quoted between two placeholders is a copy of several lines of
    the chapter: each pairs with the one in the window's place, and a short line rewritten
    there pairs with its own original, not with nothing or a look-alike far away."""
    original = serial(110)
    edited = start + 7 if original[start + 7].startswith("“") else start + 8
    window: list[str | None] = list(original[start:stop])
    window[edited - start] = original[edited][:-2] + "，你再想想。”"
    reply = [None, *window, None]
    assert align(reply, original) == [(k + 1, start + k) for k in range(stop - start)]
