"""A turn on an article of many short lines (a numbered list, one paragraph a line) is judged
without comparing every line of the reply with every line of the article. Whether a block of
the reply is one of the article's paragraphs with line breaks put in compared each of its
lines with each paragraph even when the block was like none of them: 500 numbered lines were
250,000 comparisons, 4 s of a turn's CPU (session 26 faults). bench/long_runs.py prints the
cost."""

import app.editing.formats.full as full
import app.editing.formats.line_blocks as line_blocks
from app.editing.judge import EditRequest, Revised
from tests.unit.judging import judged

BODY = "\n".join(f"{n}. line" for n in range(1, 500))


def test_a_turn_on_a_long_numbered_list_compares_few_pairs(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    pairs: list[tuple[str, str]] = []
    real = full.similarity

    def counted(a: str, b: str) -> float:
        pairs.append((a, b))
        return real(a, b)

    monkeypatch.setattr(full, "similarity", counted)
    reply = BODY.replace("499. line", "499. the last line") + "\n\nA new closing line."
    verdict, _call = judged(EditRequest("T", BODY, ["make it livelier"], 1), f"T\n\n{reply}")
    assert isinstance(verdict, Revised) and verdict.body.endswith("A new closing line.")
    assert "499. the last line" in verdict.body and verdict.body.startswith("1. line\n2. line")
    assert len(pairs) < 20_000  # about 1,500; before: 250,000


def test_a_paragraph_with_a_break_put_in_stays_one_paragraph() -> None:
    body = ["The first paragraph of the article, long enough to compare.", "A second one."]
    block = "The first paragraph of the article,\nlong enough to compare."
    assert line_blocks._one_paragraph_with_breaks(block, body)
    assert not line_blocks._one_paragraph_with_breaks("A second one.\nSomething else.", body)
    assert not line_blocks._one_paragraph_with_breaks("A second one.\nAnd more words here.", body)
