"""How many paragraphs two versions of a body differ by, counted as the writer numbers them
(app/domain/paragraph_places.py): the counts behind "changed 1 of 4 paragraphs"."""

from collections import Counter

from app.domain.paragraph_places import numbered_paragraphs
from app.domain.text import split_paragraphs, split_paragraphs_alike


def paragraph_changes(a_body: str, b_body: str) -> tuple[int, int, int]:
    """(revised paragraphs not in the original, original paragraphs not in the revised,
    revised paragraph count), counting repeated paragraphs as many times as they occur, and
    paragraphs as the writer counts them (app/domain/paragraph_places.py: headings are not
    paragraphs, a fenced code block is one) and both versions read alike (a hard-wrapped
    paragraph left alone is one paragraph kept: `split_paragraphs_alike`)."""
    old_blocks, new_blocks = split_paragraphs_alike(
        _breaks_as_lines(a_body), _breaks_as_lines(b_body)
    )
    before = Counter(_numbered(old_blocks)[0])
    after = _numbered(new_blocks)[0]
    after_counts = Counter(after)
    new = sum((after_counts - before).values())
    gone = sum((before - after_counts).values())
    return new, gone, len(after)


def headings_changed(a_body: str, b_body: str) -> int:
    """How many headings were edited, added or removed (as `paragraphs_changed` counts)."""
    before, after = Counter(_counted(a_body)[1]), Counter(_counted(b_body)[1])
    return max(sum((after - before).values()), sum((before - after).values()))


def _counted(body: str) -> tuple[list[str], list[str]]:
    """The body's paragraphs as the writer numbers them, and its headings."""
    return _numbered(split_paragraphs(_breaks_as_lines(body)))


def _numbered(blocks: list[str]) -> tuple[list[str], list[str]]:
    """The blocks' paragraphs as the writer numbers them, and the headings among them."""
    paragraphs = numbered_paragraphs(blocks)
    counted = {i for group in paragraphs for i in group}
    return (
        ["\n\n".join(blocks[i] for i in group) for group in paragraphs],
        [block for i, block in enumerate(blocks) if i not in counted and block.strip()],
    )


def _breaks_as_lines(body: str) -> str:
    """A body whose paragraphs end in "\r" alone (old Mac files) or U+2029 (pasted from some
    editors) with its breaks as newlines, so its paragraphs are counted as the writer sees
    them (read whole, "changed 1 of 1 paragraph")."""
    if "\r" not in body and "\u2029" not in body:
        return body
    return body.replace("\r\n", "\n").replace("\r", "\n").replace("\u2029", "\n\n")
