"""A writer's paste or a reply holding a long run of spaces is read in linear time by the
patterns that split such a run every way before failing (each grew with the cube of the run:
800 spaces cost up to 2.7 s of CPU, 20,000 hours). They read as before — same matches on every
released corpus and style set; here, a few of them beside long runs, and a bound of 0.5 s of
CPU the old patterns miss by orders of magnitude."""

from app.editing.headings import _LEAD_IN
from app.editing.notes import _pairs
from app.editing.numbered import _HEAD
from app.style.contrasts import _EN_A_NOT_B, _sides
from app.style.stated import only_states
from tests.unit.cpu import timed_cpu

RUN = " " * 20_000


def test_a_contrast_is_read_beside_a_long_run_of_spaces() -> None:
    assert list(_sides("Short paragraphs, not long ones")) == [("Short paragraphs", " long ones")]
    assert list(_sides("Short rather than long")) == [("Short", " long")]
    assert list(_sides(f"Short{RUN}, not long")) == [("Short", " long")]
    assert list(_sides(f"Short{RUN}x")) == []
    assert timed_cpu(lambda: _EN_A_NOT_B.search(f"{RUN}x"))[1] < 0.5  # 800 spaces: 2.7 s before


def test_a_stated_description_is_read_beside_a_long_run_of_spaces() -> None:
    assert only_states("The paragraphs are long.")
    assert only_states("Each post ends with an emoji.")
    assert not only_states("The paragraphs are too long.")
    assert only_states("The posts are" + " " * 29 + "x") and only_states("The posts are quite   .")
    assert only_states("The posts are" + " " * 40 + "long.")
    assert not only_states("The posts are" + " " * 40 + "x" * 31)  # what is said: 30 at most
    assert not only_states(f"The paragraphs are{RUN}long and dull and stiff and long")
    assert not only_states(f"The paragraphs are quite{RUN}walls")
    slow = f"The paragraphs are{RUN}long and so on and so on and so on"  # 40 s before
    assert timed_cpu(lambda: only_states(slow))[1] < 0.5 and not only_states(slow)


def test_a_leading_name_is_read_beside_a_long_run_of_spaces() -> None:
    found = _HEAD.match("Kiln Field plot: add that")
    assert found and found[1] == "Kiln Field plot"
    found = _HEAD.match(f"{RUN}in{RUN}Markville Library{RUN}— add a line")
    assert found and found[1] == "Markville Library"
    assert _HEAD.match(f"{RUN}x") is None and _HEAD.match(f"in{RUN}x") is None
    assert timed_cpu(lambda: _HEAD.match(f"{RUN}x"))[1] < 0.5  # 800 spaces: 0.47 s before
    assert timed_cpu(lambda: _HEAD.match(f"in{RUN}x"))[1] < 0.5


def test_a_lead_in_label_is_read_beside_a_long_run_of_spaces() -> None:
    found = _LEAD_IN.match("Day 2 — Port lodges.")
    assert found and found["label"] == "Day 2"
    found = _LEAD_IN.match(f"{RUN}\u3000小贴士：带水")
    assert found and found["label"] == "小贴士"
    found = _LEAD_IN.match(f"{RUN}- x")  # a dash ending the run: the run's last spaces label it
    assert found and found.span() == (0, len(RUN) + 2)
    assert _LEAD_IN.match(f"{RUN}x") is None and _LEAD_IN.match(f"{RUN}x{RUN}y") is None
    assert timed_cpu(lambda: _LEAD_IN.match(f"{RUN}x"))[1] < 0.5  # 800 spaces: 0.26 s before


def test_change_pairs_are_read_beside_a_long_run_of_spaces() -> None:
    assert _pairs("2026-03-07 → 7 March; 12/03/2026 -> 12 March.") == [
        ("2026-03-07", "7 March"),
        (" 12/03/2026", "12 March."),
    ]
    assert _pairs(f"old{RUN}→ new") == [("old", "new")]
    assert _pairs(f"{RUN};a => b") == [("a", "b")]
    assert _pairs(f"{RUN}x") == []
    assert timed_cpu(lambda: _pairs(f"{RUN}x"))[1] < 0.5  # 800 spaces: 0.8 s before
    assert timed_cpu(lambda: _pairs("x" * 20_000))[1] < 0.5  # 5.5 s before


def test_two_lengths_offered_are_read_beside_a_long_run_of_spaces() -> None:
    """A line of the reply beginning with 20,000 spaces (an indented paste) cost 140 s of a
    turn's CPU in the label-line pattern of `offers_steps` (session 32's bench/long_runs.py
    'indent'): a long line is no label line."""
    from app.editing.choices import offers_steps

    assert offers_steps("**Shorter:**\nThe fair is on.\n\n**Even shorter:**\nFair on.", "x")
    assert offers_steps("  Shorter:\nThe fair is on.\n\n  Even shorter:\nFair on.", "x")
    indented = f"{RUN}A first line\nthat goes on. the finish.\n\nEven shorter:\nx"
    found, seconds = timed_cpu(lambda: offers_steps(indented, "y"))
    assert not found and seconds < 0.5
