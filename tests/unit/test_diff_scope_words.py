"""The API's diff scope says what the panel says for a change that leaves every paragraph as it
was: "paragraphs moved" (cut and pasted elsewhere) or "only the spacing changed" (line ends)."""

from __future__ import annotations

from app.domain.diff import DiffStats, diff_stats, diff_text, scope_summary


def _scope(old: str, new: str, title_changed: bool = False) -> str:
    hunks = diff_text(old, new)
    return scope_summary(diff_stats(old, new, hunks), title_changed=title_changed, hunks=hunks)


def test_a_moved_paragraph_and_line_ends_alone_are_named_as_the_panel_names_them() -> None:
    assert _scope("One.\n\nTwo.\n\nThree.", "Two.\n\nOne.\n\nThree.") == "paragraphs moved"
    assert _scope("One.\r\nStill one.\n\nTwo.", "One.\nStill one.\n\nTwo.") == (
        "only the spacing changed"
    )


def test_other_scopes_read_as_before() -> None:
    assert _scope("One.\n\nTwo.", "One.\n\nTwo!") == "changed 1 of 2 paragraphs"
    assert _scope("One.\n\nTwo.", "One.\n\nTwo.") == "no paragraph changed"
    assert _scope("One.", "One.", title_changed=True) == "only the title changed"
    assert scope_summary(DiffStats(0, 0, 0, 3)) == "no paragraph changed"
