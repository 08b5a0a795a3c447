"""Kinds from session 23. A poem's stanzas are counted among themselves: "the first
stanza", 第一节 of an article whose verse follows a prose opening is the verse's first stanza,
not the opening paragraph (a reply editing the first stanza as asked was refused as "rewrote
paragraph 2 instead of paragraph 1"). A dialogue, a list or a paragraph of sentences is no
stanza."""

import pytest

from app.editing.kinds_named import named_kind, stanzas
from app.editing.places import named_paragraphs
from app.editing.qualifiers import reattributed

SONG = [
    "Every winter we sang on the quay while the last ferry came in.",
    "Low tide, low tide,\nthe gulls have gone to bed,\nthe lamps along the wall\nare burning red.",
    "Row home, row home,\nthe water's black as slate,\nand mother's at the window\nand it's late.",
    '"Will you sing it again?" asked Nan.\n"Only if you join in," said Tom.',
    "The song is older than anyone in the village can remember.",
]
ZH_SONG = [
    "每年冬天，我们都在码头上唱歌。",
    "潮水退，潮水退，\n海鸥回家去睡，\n堤上的灯一盏盏，\n亮得又暖又红。",
    "划回家，划回家，\n水黑得像石板，\n妈妈守在窗前，\n晚饭快要凉了。",
    "“再唱一遍好吗？”奶奶问。\n“你也一起唱我就唱。”阿汤说。",
    "这首歌比村里最老的人还要老。",
]


def test_stanzas_are_verse_paragraphs_not_dialogue_lists_or_prose() -> None:
    assert stanzas(SONG) == [1, 2]
    assert stanzas(ZH_SONG) == [1, 2]
    assert stanzas(["- milk,\n- eggs,\n- bread", "| a |\n| b |", "> one,\n> two"]) == []
    assert stanzas(["One line only,"]) == []


@pytest.mark.parametrize(
    ("said", "paragraphs", "named"),
    [
        ("In the first stanza, change 'burning' to something warmer.", SONG, {1}),
        ("Make the second stanza gentler.", SONG, {2}),
        ("Rewrite stanza 2.", SONG, {2}),
        ("the last stanza is too long", SONG, {2}),
        ("第一节最后一句改得温柔一点", ZH_SONG, {1}),
        ("第二节再押韵一些", ZH_SONG, {2}),
        # no stanza named: paragraphs are counted as before
        ("Make paragraph 1 livelier.", SONG, {0}),
        ("第一段写得活泼一点", ZH_SONG, {0}),
    ],
)
def test_a_stanza_is_counted_among_the_stanzas(
    said: str, paragraphs: list[str], named: set[int]
) -> None:
    assert named_paragraphs(said, len(paragraphs), paragraphs) == named


def test_without_a_poem_a_numbered_section_is_still_a_paragraph() -> None:
    prose = ["First part of the story.", "Second part.", "Third part."]
    assert named_paragraphs("第二节写短一点", len(prose), prose) == {1}
    assert named_paragraphs("Shorten the second verse.", len(prose), prose) == {1}


@pytest.mark.parametrize(
    ("said", "paragraphs", "named"),
    [
        ("Tighten the dialogue.", SONG, {3}),
        ("Make the conversation snappier.", SONG, {3}),
        ("对话改得利落些", ZH_SONG, {3}),
        ("Make the poem rhyme better.", SONG, {1, 2}),
        ("歌词再押韵一点", ZH_SONG, {1, 2}),
        # making one, or a place beside one, names none
        ("Turn the last paragraph into a dialogue.", SONG, set()),
        ("Add a line after the poem.", SONG, set()),
        ("把最后一段写成对话", ZH_SONG, set()),
        # no dialogue in the article: nothing to name
        ("Tighten the dialogue.", ["One.", "Two."], set()),
    ],
)
def test_a_dialogue_or_a_poem_is_named_by_what_it_is(
    said: str, paragraphs: list[str], named: set[int]
) -> None:
    assert named_kind(said, paragraphs) == named


def test_two_separate_dialogues_are_not_guessed_between() -> None:
    story = ['"Hi," said Ann.', "They walked on.", '"Bye," said Bo.']
    assert named_kind("Tighten the dialogue.", story) == set()
    assert named_kind("Tighten the dialogue.", ["They met.", story[0], story[2]]) == {1, 2}


def test_a_dialogue_whose_lines_changed_speakers_is_a_quotation_given_to_someone_else() -> None:
    before = SONG[3]
    swapped = '"Only if you join in?" asked Nan.\n"Will you sing it again," said Tom.'
    assert reattributed(before, swapped) == [("Nan", "Tom"), ("Tom", "Nan")]
    zh_swapped = "“你也一起唱我就唱。”奶奶问。\n“再唱一遍好吗？”阿汤说。"
    assert reattributed(ZH_SONG[3], zh_swapped) == [("奶奶", "阿汤"), ("阿汤", "奶奶")]
    # a question about a quotation is nobody's: "“…”这个问题" names no speaker
    assert reattributed("“谁来付钱”这个问题没人回答。", "“谁来付钱”那个问题没人回答。") == []


def test_a_poem_that_is_the_whole_article_is_the_whole_article() -> None:
    poem = SONG[1:3]
    assert named_kind("Translate the poem into Chinese.", poem) == set()
    assert named_kind("把这首诗翻译成英文。", ZH_SONG[1:3]) == set()


def test_a_stanza_of_end_stopped_lines_is_still_a_stanza() -> None:
    poem = [*SONG[:3], "By four the lamps are on.\nWe do not say it is winter.\nWe only wait."]
    assert named_paragraphs("Make the last stanza quieter.", len(poem), poem) == {3}


def test_prose_wrapped_at_a_column_is_no_stanza() -> None:
    wrapped = (
        "The council met on Tuesday to discuss the new library, which has been closed\n"
        "since the spring floods damaged its ground floor and most of the children's books."
    )
    assert stanzas([wrapped, SONG[1]]) == [1]
