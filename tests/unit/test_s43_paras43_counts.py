"""Paragraph N as the writer counts it, in the streamed progress (app/editing/progress.py), in a
saved withheld change (app/domain/describe.py `in_writers_count`) and in placeholders that
name paragraphs (app/editing/ranged.py). API cases: tests/api/test_s43_paras43_*.py."""

from app.domain.describe import in_writers_count, withheld_place
from app.domain.models import WithheldChange
from app.editing.progress import ReplyProgress
from app.editing.ranged import filled_by_names
from app.editing.slots import Slot

BODY = "## Morning\n\nWe left at eight.\n\nWe climbed.\n\n## Afternoon\n\nWe ate.\n\nWe went home."


def _fed(progress: ReplyProgress, text: str, size: int = 3) -> list[int]:
    return [progress.add(text[i : i + size]) for i in range(0, len(text), size)]


def test_progress_counts_no_heading_and_never_steps_back() -> None:
    progress = ReplyProgress(BODY)
    at = _fed(progress, "Walk\n\n" + BODY)
    assert progress.total == 4
    assert at == sorted(at) and at[-1] == 4


def test_progress_counts_a_code_block_split_by_blank_lines_once() -> None:
    body = "Run it:\n\n```sh\nset -e\n\nrsync a b\n```\n\nDone."
    progress = ReplyProgress(body)
    assert progress.total == 3
    assert _fed(progress, "T\n\n" + body)[-1] == 3


def test_progress_leaves_an_article_written_one_paragraph_a_line_to_the_panel() -> None:
    progress = ReplyProgress("One.\nTwo.\nThree.")
    assert progress.told("T\n\nOne.") == {"text": "T\n\nOne."}


def test_zh_progress_counts_as_the_writer_does() -> None:
    body = "## 上午\n\n八点出发。\n\n## 下午\n\n午饭后分两队。\n\n五点半回来。"
    progress = ReplyProgress(body)
    told = [
        progress.told(piece)
        for piece in ["徒步\n\n## 上午\n\n八点", "出发。\n\n## 下", "午\n\n午饭"]
    ]
    assert [t["paragraph"] for t in told] == [1, 1, 2] and told[0]["paragraphs"] == 3


def test_a_withheld_change_is_kept_in_the_writers_count_with_its_block() -> None:
    changes = [
        WithheldChange(paragraph=5, before="We ate.", after="We ate soup.", description=""),
        WithheldChange(paragraph=4, before="## Afternoon", after="## Later", description=""),
        WithheldChange(paragraph=0, before="Walk", after="A walk", description=""),
        WithheldChange(paragraph=6, before="", after="We rested.", description=""),
        WithheldChange(paragraph=7, before="", after="Bed.", description=""),
    ]
    kept = in_writers_count(changes, BODY)
    assert [(c.paragraph, c.block, c.heading) for c in kept] == [
        (3, 5, None),
        (3, 4, "Afternoon"),
        (0, 0, None),
        (4, 6, None),
        (5, 7, None),
    ]
    assert [withheld_place(c, BODY) for c in kept] == [3, "Afternoon", 0, 4, 5]


def test_an_old_revision_without_block_is_read_as_blocks() -> None:
    old = WithheldChange(paragraph=5, before="We ate.", after="We ate soup.", description="")
    assert withheld_place(old, BODY) == 3


def test_placeholders_name_paragraphs_as_the_writer_counts() -> None:
    blocks = BODY.split("\n\n")
    slots = [Slot(before=block) for block in blocks]
    content = ["[Paragraphs 1–2 unchanged]", "Lunch was soup.", "[Paragraph 4 unchanged]"]
    given = filled_by_names(content, [0, 1, 2], list(range(6)), [0, 2], slots)
    assert given == {1: 4}
    assert [s.covered for s in slots] == [True, True, True, True, False, True]


def test_placeholders_that_counted_the_headings_still_place_the_text() -> None:
    blocks = BODY.split("\n\n")
    slots = [Slot(before=block) for block in blocks]
    content = ["[Paragraphs 1–4 unchanged]", "Lunch was soup.", "[Paragraph 6 unchanged]"]
    assert filled_by_names(content, [0, 1, 2], list(range(6)), [0, 2], slots) == {1: 4}
