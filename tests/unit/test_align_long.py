"""Lining up a long reply with a long article: copies are paired first (patience diff's
anchors), only the gaps between them are compared, and the comparing grows with the
article's length, not its square (a 400-paragraph article used to be 160,000 comparisons)."""

import random
from collections.abc import Callable, Iterator

import pytest

from app.editing import align as align_module
from app.editing.align import align
from app.editing.pairing import anchors

_ZH_TEXT = (
    "我们 今天 城市 居民 政府 发展 问题 工作 社会 经济 学校 孩子 老师 医院 市场 价格 公司 员工 "
    "记者 采访 表示 认为 已经 开始 进行 通过 提高 服务 管理 建设 项目 资金 时间 地方 社区 活动"
)
_ZH = _ZH_TEXT.split()
_EN_TEXT = (
    "council said plan public transport would cost more than expected rising prices steel "
    "labour residents northern districts asked better routes schools hospitals markets parks"
)
_EN = _EN_TEXT.split()


def chinese(count: int, seed: int = 1) -> list[str]:
    """`count` distinct Chinese paragraphs with the shared words of one article."""
    rng = random.Random(seed)
    return [
        f"第{n}节" + "".join(rng.choice(_ZH) for _ in range(rng.randint(20, 40))) + "。"
        for n in range(count)
    ]


def english(count: int, seed: int = 2) -> list[str]:
    rng = random.Random(seed)
    return [
        f"Part {n}: " + " ".join(rng.choice(_EN) for _ in range(rng.randint(12, 24))) + "."
        for n in range(count)
    ]


def edited(paragraph: str) -> str:
    """The paragraph lightly edited: its last fifth cut, as a model tightening it would."""
    return paragraph[: len(paragraph) * 4 // 5] + ("。" if "。" in paragraph else ".")


@pytest.fixture
def comparisons() -> Iterator[Callable[[], int]]:
    """How many similarity computations the code under test asked for (none remembered)."""
    cached = align_module._similarity
    cached.cache_clear()
    calls = 0

    def counting(a: str, b: str) -> float:
        nonlocal calls
        calls += 1
        return cached(a, b)

    align_module._similarity = counting  # type: ignore[assignment]
    try:
        yield lambda: calls
    finally:
        align_module._similarity = cached


def test_one_paragraph_shortened_in_400_is_the_only_one_compared(
    comparisons: Callable[[], int],
) -> None:
    original = chinese(400)
    reply = list(original)
    reply[200] = edited(original[200])
    assert align(reply, original) == [(n, n) for n in range(400)]
    assert comparisons() <= 10


@pytest.mark.parametrize("make", [chinese, english], ids=["zh", "en"])
def test_every_paragraph_edited_is_still_paired_in_a_few_comparisons_each(
    make: Callable[[int], list[str]], comparisons: Callable[[], int]
) -> None:
    # no copy anywhere: no anchor, one gap of 400 × 400 — each unit is compared with its
    # likeliest few paragraphs, not with all 400
    original = make(400)
    reply = [edited(p) for p in original]
    assert align(reply, original) == [(n, n) for n in range(400)]
    assert comparisons() <= 6 * 400


def test_dropped_and_added_paragraphs_leave_the_rest_paired(
    comparisons: Callable[[], int],
) -> None:
    original = chinese(400)
    reply = list(original)
    reply[300] = edited(reply[300])
    del reply[250]  # dropped
    reply.insert(100, "这是模型新加的一段，原文没有。")  # added
    del reply[41:44]  # three dropped
    pairs = align(reply, original)
    paired = {o for _u, o in pairs}
    assert paired == set(range(400)) - {41, 42, 43, 250}
    assert all(reply[u] == original[o] for u, o in pairs if o != 300)
    assert (reply.index(edited(original[300])), 300) in pairs
    assert "这是模型新加的一段，原文没有。" not in {reply[u] for u, _o in pairs}
    assert comparisons() <= 3 * 400


def test_paragraphs_edited_and_moved_before_a_copy_are_still_found(
    comparisons: Callable[[], int],
) -> None:
    # original: … X, A, B …; reply: … A', B', X … — the two edited paragraphs outweigh the
    # one copy they crossed (as when every pair was compared), though they lie in no gap
    # between the copies
    original = english(120)
    x, a, b = original[60:63]
    reply = [*original[:60], edited(a), edited(b), x, *original[63:]]
    pairs = align(reply, original)
    assert (60, 61) in pairs and (61, 62) in pairs
    assert all(o != 60 for _u, o in pairs)
    assert len(pairs) == 119
    assert comparisons() <= 3 * 120


def test_a_paragraph_the_article_repeats_pairs_in_order(comparisons: Callable[[], int]) -> None:
    # a separator repeated all through a long article is never an anchor, yet every copy
    # of it pairs with its own
    original = []
    for n, paragraph in enumerate(chinese(200)):
        original.append(paragraph)
        if n % 10 == 9:
            original.append("* * *")
    reply = list(original)
    reply[5] = edited(reply[5])
    assert align(reply, original) == [(n, n) for n in range(len(original))]
    assert comparisons() <= 3 * len(original)


def test_units_marked_none_never_pair(comparisons: Callable[[], int]) -> None:
    original = chinese(100)
    reply: list[str | None] = list(original)
    reply[10] = None
    reply[20] = ""
    pairs = align(reply, original)
    assert {u for u, _o in pairs} == set(range(100)) - {10, 20}
    assert all(u == o for u, o in pairs)
    assert comparisons() <= 3 * 100


def test_copies_after_normalising_are_anchors() -> None:
    # full-width letters, curly quotes and spaces do not make a paragraph another one
    original = ["第一段：“你好”，我们ＡＢＣ。", "第二段：内容 不变。", "第三段：结尾。"]
    reply = ['第一段："你好"，我们ABC。', "第二段：内容   不变。", "第三段：结尾。"]
    plain_reply = [align_module.normal(u) for u in reply]
    plain_original = [align_module.normal(o) for o in original]
    assert anchors(plain_reply, plain_original, 0, 3, 0, 3) == [(0, 0), (1, 1), (2, 2)]


def test_anchors_are_the_longest_run_of_unique_copies_in_order() -> None:
    original = ["a", "b", "c", "d", "e", "a"]
    reply = ["b", "d", "c", "e", "a", "x"]
    # "a" is twice in the original: no anchor; b, c, e (or b, d, e) rise on both sides
    found = anchors(reply, original, 0, len(reply), 0, len(original))
    assert len(found) == 3
    assert [reply[i] for i, _j in found] in (["b", "c", "e"], ["b", "d", "e"])
    assert all(reply[i] == original[j] for i, j in found)
    assert anchors(reply, original, 1, 4, 0, 3) == [(2, 2)]  # "c", within the gap only
