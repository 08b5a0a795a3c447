"""A Replace across a long article hits thousands of places: when the character diff runs
out of time, the paragraphs are diffed one by one, so each change stays rejectable alone
instead of one change covering the whole article."""

import itertools
import random

import pytest

from app.domain import diff
from app.domain.changes import group_changes, revert
from app.domain.diff import Hunk, diff_text


def rebuild(hunks: list[Hunk]) -> tuple[str, str]:
    old = "".join(h.text for h in hunks if h.op != "insert")
    new = "".join(h.text for h in hunks if h.op != "delete")
    return old, new


def article(size: int, mark: str, filler: list[str], seed: int = 1) -> str:
    rng = random.Random(seed)
    paragraphs: list[str] = []
    total = 0
    while total < size:
        sentence = " ".join(rng.choice(filler) for _ in range(10))
        paragraph = f"{sentence} {mark} {sentence}, {mark}."
        paragraphs.append(paragraph)
        total += len(paragraph) + 2
    return "\n\n".join(paragraphs)


def test_a_replace_in_thousands_of_places_stays_thousands_of_changes() -> None:
    filler = ["the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog", "by"]
    old = article(400_000, "Redline", filler)
    new = old.replace("Redline", "Blueline")
    places = old.count("Redline")
    assert places >= 4000
    hunks = diff_text(old, new)
    assert rebuild(hunks) == (old, new)
    changes = group_changes(hunks)
    # Each paragraph's changes at least are their own (all of them unless the machine is
    # so slow that the fallback's budget runs out, which replaces the rest by paragraph).
    assert len(changes) >= old.count("\n\n") + 1
    assert (changes[0].delete, changes[0].insert) == ("Redline", "Blueline")
    rejected = revert(hunks, changes, [0])
    assert rejected == new.replace("Blueline", "Redline", 1)


@pytest.fixture
def out_of_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every diff counts as out of time, so the fallback always runs."""
    monkeypatch.setattr(diff, "DIFF_TIMEOUT_SECONDS", 0.0)


@pytest.mark.usefixtures("out_of_time")
@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "One fine day.\n\nThe council met.\n\nIt rained.",
            "One fine night.\n\nThe council met.\n\nIt snowed.",
        ),
        (
            "今天天气很好。\n\n我们去公园。\n\n公司很大。",
            "今日天气很好。\n\n我们去动物园。\n\n企业很大。",
        ),
        ("他工作了3年。\r\n我用iPhone。\r\n", "他工作了5年。\r\n我用iPad。\r\n"),
        ("a\nb", "a\nb\n"),
    ],
)
def test_out_of_time_each_paragraph_is_diffed_alone(old: str, new: str) -> None:
    hunks = diff_text(old, new)
    assert rebuild(hunks) == (old, new)
    changes = group_changes(hunks)
    assert revert(hunks, changes, [c.id for c in changes]) == old
    # The same changes as a diff with time enough, each rejectable alone.
    assert [(c.delete, c.insert) for c in changes] == [
        (c.delete, c.insert) for c in group_changes(diff._diff_once(old, new, 0.0))
    ]
    for change in changes:
        assert revert(hunks, changes, [change.id]).count("\n") == old.count("\n")


@pytest.mark.usefixtures("out_of_time")
def test_when_the_fallback_runs_out_of_time_too_each_paragraph_is_one_change(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(diff, "LINE_FALLBACK_SECONDS", 0.0)
    old = "One fine day.\n\nThe council met.\n\nIt rained."
    new = "One fine night.\n\nThe council met.\n\nIt snowed."
    hunks = diff_text(old, new)
    assert rebuild(hunks) == (old, new)
    changes = group_changes(hunks)
    assert [(c.delete, c.insert) for c in changes] == [
        ("One fine day.\n", "One fine night.\n"),
        ("It rained.", "It snowed."),
    ]
    assert revert(hunks, changes, [1]) == "One fine night.\n\nThe council met.\n\nIt rained."


@pytest.mark.usefixtures("out_of_time")
@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        (
            "It timed out after 30 seconds.\n\nRetry later.\n\nThanks.",
            "It timed out after 60 seconds.\n\nA new paragraph.\n\nRetry later.\n\nThanks.",
            [("30", "60"), ("", "\nA new paragraph.\n")],
        ),
        (
            "请求在三十秒后超时。\n\n一段要删掉的话。\n\n稍后重试。",
            "请求在六十秒后超时。\n\n稍后重试。",
            [("三十", "六十"), ("\n一段要删掉的话。\n", "")],
        ),
    ],
)
def test_out_of_time_a_paragraph_added_or_removed_is_a_change_of_its_own(
    old: str, new: str, expected: list[tuple[str, str]]
) -> None:
    hunks = diff_text(old, new)
    assert rebuild(hunks) == (old, new)
    changes = group_changes(hunks)
    assert [(c.delete, c.insert) for c in changes] == expected
    assert revert(hunks, changes, [changes[1].id]).count("\n") == old.count("\n")


@pytest.mark.usefixtures("out_of_time")
def test_random_lines_out_of_time_always_rebuild_both_texts() -> None:
    rng = random.Random(10)
    alphabet = "ab 今天日公园，。\n\r"
    for _ in range(300):
        old = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 20)))
        new = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 20)))
        hunks = diff_text(old, new)
        assert rebuild(hunks) == (old, new)
        assert all(h.text for h in hunks)
        assert all(x.op != "equal" or y.op != "equal" for x, y in itertools.pairwise(hunks))
        changes = group_changes(hunks)
        assert revert(hunks, changes, [c.id for c in changes]) == old
