"""Lines a model hard-wrapped at a width inside a paragraph (`app/editing/formats/wraps.py`)
are one paragraph, joined with a space (nothing beside Chinese); lines that are list items,
headings, quotes, or each a whole sentence stay lines. In blocks and diffs, a SEARCH wrapped
where the article has spaces means the new text's wraps are taken out too."""

import textwrap

import pytest

from app.editing.formats.blocks import Block, apply_blocks
from app.editing.formats.full import read_reply
from app.editing.formats.wraps import (
    hard_wrapped,
    joined,
    models_wraps,
    unwrapped_tokens,
    wrapped_search,
)

PROSE = (
    "After eight months of repairs, Riverside Library reopens on Saturday 3 May at 10 a.m. "
    "The roof has been replaced and the reading room has new lights, and the children's "
    "corner has moved upstairs."
)
ZH = (
    "阳光社区的屋顶菜园今年春天正式开园，共有三十二块菜地，由居民轮流照看。"
    "每周六上午九点到十一点开放，欢迎大家带孩子来认识蔬菜。"
)


@pytest.mark.parametrize("width", [60, 72, 80])
def test_prose_wrapped_at_a_width_is_one_paragraph_again(width: int) -> None:
    block = "\n".join(textwrap.wrap(PROSE, width))
    assert hard_wrapped(block)
    assert joined(block) == PROSE


def test_chinese_wrapped_lines_join_without_spaces() -> None:
    block = "\n".join(ZH[k : k + 30] for k in range(0, len(ZH), 30))
    assert hard_wrapped(block)
    assert joined(block) == ZH


@pytest.mark.parametrize(
    "block",
    [
        "- Bring a hat and some water for the afternoon walk\n- Wear boots; the path is muddy",
        "# Riverside Library Reopens After Eight Months\nThe roof has been replaced at last",
        "> We missed our readers, said the head librarian\n> The building feels brand new today",
        "The library reopens on Saturday at ten o'clock sharp.\n"
        "The roof has been replaced and the lights are new.\n"
        "Story time is still on Wednesdays at four.",
        "Riverside Library Reopens\n" + PROSE,  # a title over a long paragraph
        "one line only, however long it is and whatever it says about the library",
        '```bash\necho "booked $STALL for $DATE"\n```',  # a code block
    ],
)
def test_lines_meant_as_lines_are_not_wraps(block: str) -> None:
    assert not hard_wrapped(block)


def test_a_wrapped_search_unwraps_the_replacements_new_words() -> None:
    old = PROSE
    new = PROSE.replace("new lights", "bright new lights")
    body = "Intro.\n\n" + old + "\n\nEnd."
    block = Block("\n".join(textwrap.wrap(old, 40)), "\n".join(textwrap.wrap(new, 40)))
    saved, failures = apply_blocks(body, [block])
    assert failures == []
    assert saved == "Intro.\n\n" + new + "\n\nEnd."


def test_an_unwrapped_search_keeps_the_line_breaks_it_adds() -> None:
    body = "Roses are red.\n\nThe end."
    saved, failures = apply_blocks(body, [Block("Roses are red.", "Roses are red,\nviolets blue.")])
    assert failures == []
    assert saved == "Roses are red,\nviolets blue.\n\nThe end."


def test_token_helpers() -> None:
    assert wrapped_search(["a", " ", "b"], ["a", "\n", "b"])
    assert not wrapped_search(["a", "\n", "b"], ["a", "\n", "b"])
    assert not wrapped_search(["a", " ", "b"], ["a", "\n\n", "b"])
    assert unwrapped_tokens(["new", "\n", "lights", "\n\n", "Next"]) == [
        "new",
        " ",
        "lights",
        "\n\n",
        "Next",
    ]
    assert unwrapped_tokens(["菜", "\n", "园"]) == ["菜", "", "园"]


WRAPPED = "\n".join(textwrap.wrap(PROSE, 60))


@pytest.mark.parametrize(
    ("body", "asked", "models"),
    [
        ([PROSE, "Thanks."], "Make the last line warmer.", True),
        ([PROSE, "Thanks."], "把最后一段改得亲切一些。", True),
        ([WRAPPED, "Thanks."], "Make the last line warmer.", False),  # the writer wraps too
        ([PROSE, "Thanks."], "Turn the last line into a short poem.", False),
        ([PROSE, "Thanks."], "Put each sentence on its own line.", False),
        ([PROSE, "Thanks."], "把第二段改成分点列出。", False),
    ],
)
def test_wraps_are_the_models_unless_the_writer_wraps_or_asks_for_lines(
    body: list[str], asked: str, models: bool
) -> None:
    assert models_wraps(body, [asked]) is models


def test_a_poem_asked_keeps_its_lines_in_a_whole_reply() -> None:
    poem = "The doors swing open Saturday morning\nThe lights are new and the roof holds tight"
    reading = read_reply(
        "Notice\n\n" + PROSE + "\n\n" + poem,
        title="Notice",
        body_paragraphs=[PROSE, "See you on Saturday!"],
        asked=["Turn the last line into a short poem."],
    )
    assert reading.paragraphs == [PROSE, poem]


def test_a_hard_wrapped_whole_reply_is_read_as_the_writers_paragraphs() -> None:
    reading = read_reply(
        "Notice\n\n" + WRAPPED + "\n\nSee you on Saturday, and happy reading!",
        title="Notice",
        body_paragraphs=[PROSE, "See you on Saturday!"],
        asked=["Make the last line warmer."],
    )
    assert reading.paragraphs == [PROSE, "See you on Saturday, and happy reading!"]
