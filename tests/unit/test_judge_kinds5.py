"""Reply kinds from blind fidelity set 4, each tested as a kind on new articles: code blocks in
the article, a target named as a clause, step or described item, requested changes of form,
and endings that are not cut off (hashtag lines)."""

from __future__ import annotations

import pytest

from app.editing.formats import blocks as block_format
from app.editing.formats.common import peel
from app.editing.judge import NoEdit, Revised
from tests.unit.judging import judged, request_for

GUIDE_TITLE = "Backing up with snapkeep"
GUIDE = (
    "snapkeep copies your home folder to any S3 bucket every night.\n\n"
    "```sh\npipx install snapkeep\nsnapkeep init\n```\n\n"
    "The init step asks for the bucket name and an access key.\n\n"
    "```ini\n[schedule]\nhour = 2\n```\n\n"
    "Check the first run with `snapkeep log` the next morning."
)


def judge(title: str, body: str, suggestion: str, reply: str) -> Revised | NoEdit:
    verdict, _call = judged(request_for(title, body, suggestion), reply)
    return verdict


def applied(verdict: Revised | NoEdit) -> Revised:
    assert isinstance(verdict, Revised), verdict
    return verdict


# Code blocks are article, not a fence around it ----------------------------------------


def test_an_articles_code_blocks_are_not_taken_for_a_wrapping_fence() -> None:
    reply = f"{GUIDE_TITLE}\n\n{GUIDE}"
    assert peel(reply, GUIDE).text == reply
    assert peel(reply, GUIDE).note == []


def test_a_markdown_fence_around_an_article_with_code_blocks_is_peeled() -> None:
    reply = f"Here it is:\n\n```markdown\n{GUIDE_TITLE}\n\n{GUIDE}\n```\n\nAnything else?"
    peeled = peel(reply, GUIDE)
    assert peeled.text == f"{GUIDE_TITLE}\n\n{GUIDE}"
    assert peeled.note == ["Here it is:", "Anything else?"]


def test_without_the_article_a_code_language_fence_wraps_nothing() -> None:
    reply = "Intro line.\n\n```sh\nls\n```\n\nMiddle.\n\n```ini\na = 1\n```\n\nEnd line."
    assert peel(reply).text == reply


@pytest.mark.parametrize(
    ("suggestion", "index", "new"),
    [
        (
            "In the last paragraph, mention `snapkeep log --failed`.",
            4,
            "Check the first run with `snapkeep log` the next morning; "
            "`snapkeep log --failed` lists only what went wrong.",
        ),
        (
            "Make the first paragraph say it runs at night.",
            0,
            "snapkeep copies your home folder to any S3 bucket every night while you sleep.",
        ),
    ],
)
def test_a_whole_article_reply_with_code_blocks_is_applied(
    suggestion: str, index: int, new: str
) -> None:
    paragraphs = GUIDE.split("\n\n")
    paragraphs[index] = new
    body = "\n\n".join(paragraphs)
    revised = applied(judge(GUIDE_TITLE, GUIDE, suggestion, f"# {GUIDE_TITLE}\n\n{body}"))
    assert revised.body == body


def test_a_reply_cut_off_inside_a_code_block_is_still_refused() -> None:
    cut = GUIDE.split("\n\n")[:3] + ["```ini\n[schedule]\nhou"]
    verdict = judge(GUIDE_TITLE, GUIDE, "Make the first paragraph shorter.", "\n\n".join(cut))
    assert isinstance(verdict, NoEdit) and verdict.status == "error"


def test_a_block_ending_on_a_code_fence_keeps_the_fence() -> None:
    reply = (
        "<<<<<<< SEARCH\n[schedule]\nhour = 2\n```\n=======\n[schedule]\nhour = 3\n```\n"
        ">>>>>>> REPLACE"
    )
    parsed = block_format.read_blocks(reply)
    body, failures = block_format.apply_blocks(GUIDE, parsed.blocks)
    assert not failures
    assert body == GUIDE.replace("hour = 2", "hour = 3")


def test_a_block_starting_on_a_code_fence_keeps_it_and_its_language() -> None:
    reply = (
        "<<<<<<< SEARCH\n```sh\npipx install snapkeep\n=======\n```sh\npipx install snapkeep==2.1\n"
        ">>>>>>> REPLACE"
    )
    body, failures = block_format.apply_blocks(GUIDE, block_format.read_blocks(reply).blocks)
    assert not failures
    assert body == GUIDE.replace("snapkeep\nsnapkeep init", "snapkeep==2.1\nsnapkeep init")


def test_a_block_in_its_own_fences_still_applies() -> None:
    reply = (
        "```\n<<<<<<< SEARCH\nThe init step asks for the bucket name\n=======\n"
        "The init step asks for the bucket name, the region\n```"
    )
    body, failures = block_format.apply_blocks(GUIDE, block_format.read_blocks(reply).blocks)
    assert not failures
    assert "bucket name, the region and an access key" in body
    assert body.count("```") == GUIDE.count("```")


# A line break inside a paragraph is not a new paragraph --------------------------------

EVENT = (
    "Nine bakers bring their bread to the square on Sunday.\n\n"
    "**Where**<br>The old market square, by the fountain.\n\n"
    "**When**<br>Sunday, 8 am until sold out.\n\n"
    "Bring a bag; there will be no paper ones."
)


def test_a_br_turned_into_a_line_break_outside_the_target_is_withheld() -> None:
    paragraphs = EVENT.split("\n\n")
    new_last = "Bring your own bag or basket; there will be no paper ones."
    reply = "\n\n".join(
        ["Bakers", paragraphs[0], *(p.replace("<br>", "\n") for p in paragraphs[1:3]), new_last]
    )
    revised = applied(judge("Bakers", EVENT, "Make the last paragraph clearer.", reply))
    assert revised.body == "\n\n".join([*paragraphs[:3], new_last])
    assert [w.paragraph for w in revised.withheld] == [2, 3]


def test_paragraphs_one_per_line_are_still_read_as_paragraphs() -> None:
    paragraphs = EVENT.split("\n\n")
    new_first = "Nine bakers bring their best bread to the square on Sunday morning."
    reply = "Bakers\n\n" + "\n".join([new_first, *paragraphs[1:]])
    revised = applied(judge("Bakers", EVENT, "Make the first paragraph livelier.", reply))
    assert revised.body == "\n\n".join([new_first, *paragraphs[1:]])
