"""A writer's manual edit of an article holding a long run of blank lines (CRLF too) is
learnt from in time linear in the run. Counting list items read a line's indent with \\s,
which crosses line breaks: from every line of the run it read to the run's end, and 20,000
line breaks took 18 s of the learner's CPU (session 27, growth). The bounds below are
generous; the old pattern took minutes at these lengths."""

from datetime import UTC, datetime

import pytest

from app.domain.models import RevisionRecord
from app.style.learner import observe
from app.style.signals import measure
from tests.unit.cpu import timed_cpu


def _edit(before: str, after: str) -> RevisionRecord:
    return RevisionRecord(
        id="r",
        content_id="c",
        kind="manual",
        base_version=1,
        version=2,
        original_title="T",
        original_body=before,
        revised_title="T",
        revised_body=after,
        created_at=datetime.now(UTC),
    )


@pytest.mark.parametrize("eol", ["\n", "\r\n", "\n \n"])
def test_a_manual_edit_beside_a_long_run_of_blank_lines_is_learnt_quickly(eol: str) -> None:
    run = eol * 60_000
    edit = _edit(f"Start{run}end.", f"Start{run}the finish.\n\nA new closing line.")
    _observed, seconds = timed_cpu(lambda: observe(edit, []))
    assert seconds < 5  # about 0.1 s; the old pattern: minutes


def test_list_items_after_blank_lines_are_counted_once() -> None:
    body = "Three:\n\n\n  - one\n \t\n- two\n\n\n3) three\n（4）four\n五、five\nNot -an item."
    assert measure("T", body).list_items == 5
    assert measure("T", "A line.\n\n\n-\n\n\nend.").list_items == 1  # an empty item, then text
