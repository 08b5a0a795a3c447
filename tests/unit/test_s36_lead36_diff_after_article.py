"""The whole article written out in a fence, then "What changed:" and a ```diff fence of the
change: the diff's hunk starts inside its own fence — a bulleted list in the article above it
("- Seed swap") is no hunk — and the article's lines around it are no note of the model's."""

from __future__ import annotations

from app.editing.formats.blocks import apply_blocks, read_blocks

BODY = "Open on Sunday.\n\n- Seed swap\n- Honey\n\nParking is limited."
NEW = "Parking is tight, so come by bike."


def _reply() -> str:
    article = BODY.replace("Parking is limited.", NEW)
    diff = f"```diff\n-Parking is limited.\n+{NEW}\n```"
    return f"Here's the notice:\n\n```markdown\n{article}\n```\n\nWhat changed:\n\n{diff}"


def test_the_hunk_is_read_from_the_diff_fence() -> None:
    parsed = read_blocks(_reply(), BODY)
    assert [(b.search, b.replace) for b in parsed.blocks] == [("Parking is limited.", NEW)]
    body, failures = apply_blocks(BODY, parsed.blocks)
    assert not failures
    assert body == BODY.replace("Parking is limited.", NEW)


def test_the_article_written_out_is_no_note() -> None:
    assert read_blocks(_reply(), BODY).outside == ["Here's the notice:", "What changed:"]
