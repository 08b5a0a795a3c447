"""Who said a quotation is read in time linear in the text around it. The speaker after a
closing mark was looked for from every space of a run after it, with every length of name
(a quotation followed by 300 spaces took 8 s of a turn, 1,000 spaces many minutes), and each
of many opening marks before one closing mark ("“““…”””", "“a “b “c…") read the quotation to
its end again (16,000 characters 0.5 s, 100,000 minutes) — session 28, growth."""

import pytest

from app.editing.qualifiers import _speakers, reattributed
from tests.unit.cpu import timed_cpu


@pytest.mark.parametrize(
    "text",
    [
        "“Start here,”" + " " * 100_000 + "x",
        "“Start here,”" + " " * 50_000 + "," + " " * 50_000 + "x",
        "“Start here,”" + "  \n" * 30_000 + "x",
        "“Start here,” Bob" + " " * 100_000 + "x",
        "“" * 50_000 + "x" + "”" * 50_000,
        "“a " * 30_000 + "”",
        "Bob said “hello there. " * 5_000,
        "他说：“好。" * 20_000,
        "“好" * 50_000 + "”",
    ],
    ids=["spaces", "comma", "lines", "name", "nested", "openers", "unclosed", "zh", "zh-nested"],
)
def test_long_runs_around_quotations_are_read_quickly(text: str) -> None:
    found, seconds = timed_cpu(lambda: _speakers(text))
    assert found == {}
    assert seconds < 5  # about 0.01 s; the old patterns: minutes


def test_speakers_after_long_runs_are_still_found() -> None:
    spaces = " " * 100_000
    before = f"“We will open the bridge,”{spaces}said Mayor Elena Ortiz. “" + "“" * 50_000
    after = before.replace("Mayor Elena Ortiz", "engineer Tom Reyes")
    found, seconds = timed_cpu(lambda: reattributed(before, after))
    assert found == [("Mayor Elena Ortiz", "engineer Tom Reyes")]
    zh = "“" * 50_000 + "“桥下周开放”王市长说。"
    assert _speakers(zh) == {"桥下周开放": "王市长"}
    assert seconds < 5
