"""One "[unchanged]" line for each untouched paragraph stands for the writer's entries; the same
marker written more times than the article has paragraphs is still a loop."""

from app.editing.loops import looped

ARTICLE = "\n\n".join(f"Paragraph {n} of the plan, with its own words." for n in range(1, 9))


def test_one_marker_line_per_untouched_paragraph_is_no_loop() -> None:
    reply = "\n\n".join(["[unchanged]"] * 2 + ["A livelier third paragraph!"] + ["[unchanged]"] * 5)
    assert looped(reply, ARTICLE) is None
    assert looped(reply.replace("[unchanged]", "(unchanged)"), ARTICLE) is None


def test_a_marker_written_beyond_the_articles_paragraphs_is_a_loop() -> None:
    reply = "A livelier first paragraph!\n\n" + "\n\n".join(["[unchanged]"] * 30)
    assert looped(reply, ARTICLE) is not None
