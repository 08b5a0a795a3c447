"""A limit placed on a later body (static/js/panel/selection-moved.js, read by Node): unchanged
when the change lies after it, shifted when before it, found again when changes lie on both
sides, the chosen one of repeated words kept, and null when its words are gone."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

MODULE = Path(__file__).resolve().parents[2] / "static" / "js" / "panel" / "selection-moved.js"
RUN = """
const [module, cases] = process.argv.slice(1);
import(module).then(({ movedSpan }) => {
  const out = JSON.parse(cases).map(([old, from, to, body]) => {
    const span = movedSpan(old, { from, to }, body);
    return span && body.slice(span.from, span.to);
  });
  console.log(JSON.stringify(out));
});
"""
EN = "Intro about cats.\n\nThe cat sat here.\n\nThe cat ran there.\n\nThe cat slept."
ZH = "关于猫的开头。\n\n猫坐在这里。\n\n猫跑到那里。\n\n猫睡着了。"
SAME = "Same line.\n\nMiddle.\n\nSame line."


def _placed(cases: list[tuple[str, str, str, int]]) -> list[str | None]:
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node is not installed")
    spans = []
    for old, words, body, nth in cases:
        at = -1
        for _ in range(nth + 1):
            at = old.index(words, at + 1)
        spans.append((old, at, at + len(words), body))
    done = subprocess.run(
        [node, "-e", RUN, MODULE.as_uri(), json.dumps(spans)],
        capture_output=True,
        text=True,
        check=True,
        timeout=30,
    )
    return list(json.loads(done.stdout))


def test_a_limit_follows_its_words_or_is_dropped() -> None:
    cases = [
        (EN, "The cat ran there.", EN.replace("slept", "napped"), 0),  # after it
        (EN, "The cat ran there.", "New.\n\n" + EN, 0),  # before it
        (ZH, "猫跑到那里。", ZH.split("\n\n", 1)[1], 0),  # the first paragraph deleted
        (EN, "The cat ran there.", "New.\n\n" + EN + "\n\nEnd.", 0),  # both sides
        (EN, "The cat ran there.", EN.replace("ran", "raced"), 0),  # its words changed
        (SAME, "Same line.", "Top.\n\n" + SAME.replace("Middle", "Centre"), 1),  # the 2nd
    ]
    assert _placed(cases) == [
        "The cat ran there.",
        "The cat ran there.",
        "猫跑到那里。",
        "The cat ran there.",
        None,
        "Same line.",
    ]


def test_the_chosen_one_of_repeated_words_stays_chosen() -> None:
    body = "Top.\n\n" + SAME.replace("Middle", "Centre")
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node is not installed")
    at = SAME.rindex("Same line.")
    done = subprocess.run(
        [
            node,
            "-e",
            RUN.replace("body.slice(span.from, span.to)", "span.from"),
            MODULE.as_uri(),
            json.dumps([(SAME, at, at + 10, body)]),
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=30,
    )
    assert json.loads(done.stdout) == [body.rindex("Same line.")]
