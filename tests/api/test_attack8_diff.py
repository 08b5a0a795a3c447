"""A diff of repetitive text is bounded work. One 200 kB line of "abab…" edited to "baba…"
(a manual edit anyone may make, or a rules edit that swaps two letters) kept a worker busy
for a minute per `GET …/diff`, and a turn as long: two speed-ups inside diff_match_patch
(the half-match and the semantic cleanup's overlap search) have no deadline and are
quadratic on such text. The work is counted in string searches, not timed."""

import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

import pytest
from litestar.testing import TestClient

from app.domain.diff import diff_text


def searches_made(work: Callable[[], object]) -> int:
    """How many times `str.find` ran during `work` (this thread)."""
    count = 0

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        nonlocal count
        if event == "c_call" and getattr(arg, "__name__", "") == "find":
            count += 1

    sys.setprofile(profile)
    try:
        work()
    finally:
        sys.setprofile(None)
    return count


def rebuilds(a: str, b: str, hunks: list[dict[str, str]]) -> bool:
    old = "".join(h["text"] for h in hunks if h["op"] != "insert")
    new = "".join(h["text"] for h in hunks if h["op"] != "delete")
    return old == a and new == b


@pytest.mark.parametrize(
    ("old", "new"), [("ab" * 10_000, "ba" * 10_000), ("十五" * 10_000, "五十" * 10_000)]
)
def test_repetitive_text_costs_a_bounded_number_of_searches(old: str, new: str) -> None:
    # Unbounded, each of these made one search per repeat (10 000 and more).
    hunks: list[Any] = []
    searches = searches_made(lambda: hunks.extend(diff_text(old, new)))
    assert searches < 1_000, searches
    assert "".join(h.text for h in hunks if h.op != "insert") == old
    assert "".join(h.text for h in hunks if h.op != "delete") == new


def test_ordinary_text_still_diffs_to_the_change(client: TestClient) -> None:
    body = "We waited twenty minutes.\n\n" + "The bus never came. " * 300
    content = client.post("/api/contents", json={"title": "The bus", "body": body}).json()
    path = f"/api/contents/{content['id']}"
    edited = body.replace("twenty", "thirty")
    assert client.put(path, json={"body": edited, "base_version": 1}).status_code == 200
    diff = client.get(f"{path}/diff", params={"from": 1, "to": 2}).json()
    assert diff["changes"] == [{"id": 0, "delete": "twenty", "insert": "thirty"}]
    assert rebuilds(body, edited, diff["hunks"])


def test_a_long_repetitive_line_diffs_through_the_api(client: TestClient) -> None:
    body = "ab" * 30_000
    content = client.post("/api/contents", json={"title": "Pattern", "body": body}).json()
    path = f"/api/contents/{content['id']}"
    assert client.put(path, json={"body": "ba" * 30_000, "base_version": 1}).status_code == 200
    answer = client.get(f"{path}/diff", params={"from": 1, "to": 2})
    assert answer.status_code == 200
    assert rebuilds(body, "ba" * 30_000, answer.json()["hunks"])
