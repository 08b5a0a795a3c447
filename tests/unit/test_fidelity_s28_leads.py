"""Session 28's kinds from blind set 28's README (fidelity_lead28): a figure kept in another
unit ("2 km" → "2 miles", measures.py), a quotation made up for a person of the article
(new_quotes.py) and a negation flipped in a cut are refused (meaning_kept.py); "the first
sentence" of a named paragraph is that paragraph's (places.py); a heading named by its quoted
words is no title, and its `## …` line alone is that heading (headings.py, formats/label_lines.py);
"the packing list" names the article's one list (beside.py); a line naming the next paragraph
is the model's (label_lines.py); 已修改 over a list is a list of changes (notes.py); a place
word inside quoted text is no move (moves.py); "the opening-day paragraph" is no opening
(places.py); the quotation paragraph moved is the one quote (moves.py) and, moved unchanged,
changes no speaker (sayers.py); a conversion asked is about figures (figures.py)."""

from __future__ import annotations

import pytest

from app.editing.beside import block_named
from app.editing.elided import Refused
from app.editing.figures import asks_about_figures
from app.editing.formats.full import read_reply
from app.editing.formats.label_lines import is_label_line
from app.editing.headings import heading_pair
from app.editing.meaning_kept import check_meaning
from app.editing.measures import asks_units, switched_units
from app.editing.moves import asks_to_move
from app.editing.new_quotes import invented_quotes
from app.editing.notes import drop_trailing_notes
from app.editing.sayers import reassigned
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

POOL = [
    "The pool opened on Monday, and the queue reached the bus stop on Mill Lane.",
    "“We were told it would never open again,” said Priya Natarajan, who chairs the Friends.",
    "The pool is 2 km from the centre. The learner pool will not close in the holidays.",
]
ZPOOL = [
    "游泳馆周一重新开放，队伍排到了公交站。",
    "“当时大家都说它再也开不了了，”会长林佩珊说。",
    "游泳馆距市中心2公里。寒暑假期间教学池不会关闭。",
]


def _check(paragraphs: list[str], index: int, new: str, suggestion: str) -> None:
    before = "\n\n".join(paragraphs)
    after = "\n\n".join(new if i == index else p for i, p in enumerate(paragraphs))
    scope = scope_of([suggestion], "Title", split_paragraphs(before))
    check_meaning(before, after, [suggestion], scope)


@pytest.mark.parametrize(
    ("before", "after", "pairs"),
    [
        ("just 2 km away", "just 2 miles away", [("2 km", "2 mi")]),
        ("距市中心2公里", "离市中心只有2英里", [("2 km", "2 mi")]),
        ("a 30 kg bag", "a 30 lb bag", [("30 kg", "30 lb")]),
        ("2 km away", "two kilometres away", []),  # the same unit spelt another way
        ("2 km away", "1.2 miles away", []),  # a conversion, not the same figure
        ("2公里", "2千米", []),
        ("£3.4m project, 2 km away", "£3.4m project, 2 km off", []),
    ],
)
def test_a_figure_kept_in_another_unit_is_found(
    before: str, after: str, pairs: list[tuple[str, str]]
) -> None:
    assert switched_units(before, after) == pairs


def test_a_unit_named_or_a_conversion_asked_is_no_drift() -> None:
    pairs = [("2 km", "2 mi")]
    assert asks_units("Give the distances in miles too, in brackets.", pairs)
    assert asks_units("把距离换算成英里", pairs)
    assert not asks_units("Make paragraph 3 livelier.", pairs)


def test_a_unit_changed_in_a_livelier_paragraph_is_refused() -> None:
    new = (
        "Getting here is easy: the pool sits 2 miles from the centre. "
        "The learner pool will not close in the holidays."
    )
    with pytest.raises(Refused, match="another unit"):
        _check(POOL, 2, new, "Make paragraph 3 livelier.")
    with pytest.raises(Refused):
        _check(
            ZPOOL,
            2,
            "来这儿很方便：离市中心只有2英里。寒暑假期间教学池不会关闭。",
            "第三段写得生动一点。",
        )
    _check(POOL, 2, new.replace("2 miles", "2 km (about 1.2 miles)"), "Add miles in brackets.")


def test_a_negation_flipped_in_a_cut_is_refused() -> None:
    with pytest.raises(Refused, match="opposite"):
        _check(
            POOL,
            2,
            "The pool is 2 km out. The learner pool will close in the holidays.",
            "Shorten paragraph 3.",
        )
    with pytest.raises(Refused):
        _check(ZPOOL, 2, "距市中心2公里，寒暑假教学池会关闭。", "第三段缩短一点。")
    # a cut that keeps the negation, or leaves the clause out, passes
    _check(
        POOL, 2, "The pool is 2 km out and will not close in the holidays.", "Shorten paragraph 3."
    )
    _check(POOL, 2, "The pool is 2 km from the centre.", "Shorten paragraph 3.")


def test_a_quotation_made_up_for_a_person_of_the_article_is_refused() -> None:
    new = (
        "The pool opened on Monday. "
        "“This is the best day our town has had in years,” said Priya Natarajan."
    )
    with pytest.raises(Refused, match="never quotes"):
        _check(POOL, 0, new, "Make the opening livelier.")
    zh = "游泳馆周一重新开放！“这是小城多年来最开心的一天，”林佩珊说。"
    with pytest.raises(Refused):
        _check(ZPOOL, 0, zh, "开头写得生动一点。")
    _check(POOL, 0, new, "Add a quote from Priya to the opening.")  # asked for


def test_a_recast_quote_or_an_unnamed_voice_is_no_invention() -> None:
    before = "\n\n".join(POOL)
    recast = before.replace(
        POOL[1],
        "“They told us it would never open again,” said Priya Natarajan, the Friends' chair.",
    )
    assert invented_quotes(before, recast) == []  # recast words (misquotes.py names them)
    crowd = before.replace(POOL[0], POOL[0] + " “Finally, our pool is back!” one swimmer shouted.")
    assert invented_quotes(before, crowd) == []  # no one the article names
    moved = before.replace(POOL[0], POOL[0] + " " + POOL[1])
    assert invented_quotes(before, moved) == []  # her words, given twice
    # words told to a machine, not said by a person: 告诉它"只用三句话回答"
    zh = '第一个技巧是给出清晰的 context。比如告诉模型 "你是一名资深编辑"，它的回答会更专业。'
    told = zh + '再比如告诉它"只用三句话回答"，它就不会长篇大论。'
    assert invented_quotes(zh, told) == []


def test_the_first_sentence_of_a_named_paragraph_is_that_paragraphs() -> None:
    body = ["开头一段。第二句。", "第二段第一句。第二句。", "第三段。"]
    scope = scope_of(["第二段只保留第一句。"], "题", split_paragraphs("\n\n".join(body)))
    assert scope.sentences == {(1, 0)} and scope.paragraphs == {1}
    scope = scope_of(
        ["Keep just the first sentence."], "T", split_paragraphs("One. Two.\n\nThree.")
    )
    assert scope.sentences == {(0, 0)}  # no paragraph named: the article's first


RULES = [
    "Intro text here.",
    "## Entry and fees",
    "Entry costs £12.",
    "## Prizes",
    "The winner gets £40.",
]


def test_a_heading_named_by_its_words_is_no_title() -> None:
    paragraphs = split_paragraphs("\n\n".join(RULES))
    scope = scope_of(["Rename the “Prizes” heading to “Prizes and final”."], "Club", paragraphs)
    assert not scope.title and 3 in scope.paragraphs
    zh = ["引言。", "## 奖项", "冠军得300元。"]
    scope = scope_of(
        ["把“奖项”这个标题改成“奖项与决赛”。"], "联赛", split_paragraphs("\n\n".join(zh))
    )
    assert not scope.title and 1 in scope.paragraphs
    scope = scope_of(["Change the title to “Prizes”."], "Club", paragraphs)
    assert scope.title  # "title" said outright


def test_a_lone_heading_line_is_the_articles_heading() -> None:
    reading = read_reply("## Prizes and final", title="Club", body_paragraphs=RULES)
    assert reading.title is None and reading.paragraphs == ["## Prizes and final"]
    # a new title over the whole article stays a title
    whole = "# Spring Club\n\n" + "\n\n".join(RULES)
    assert read_reply(whole, title="Club", body_paragraphs=RULES).title == "Spring Club"


def test_the_packing_list_names_the_articles_one_list() -> None:
    post = ["Intro.", "What I packed:\n1. A dry bag\n2. Water", "> A quote", "The end."]
    assert block_named("Add “A head torch” to the end of the packing list.", post) == {1}
    assert block_named("在装备清单最后加一项“一个头灯”。", post) == {1}
    assert block_named("Make the list funnier.", post) is None  # no item added: as before
    # another ask beside it: the list is no one place of the suggestion
    both = "Move the trip to Sunday 22 March and add 'a hat' to the list."
    assert block_named(both, post) is None
    assert block_named("把出发改到3月22日，清单里再加一项“帽子”。", post) is None


def test_a_line_naming_the_next_paragraph_is_the_models() -> None:
    body = ["Intro.", "> “A quote.”", "Day one was hard."]
    reply = (
        "For context, here's the quote:\n\n> “A quote.”\n\n"
        "And paragraph 3, livelier:\n\nDay one nearly broke us."
    )
    reading = read_reply(reply, title="T", body_paragraphs=body)
    assert reading.paragraphs == ["> “A quote.”", "Day one nearly broke us."]
    assert "And paragraph 3, livelier:" in reading.note
    assert is_label_line("生动一些的第四段：", body)
    assert not is_label_line("What I packed:", body)  # names no paragraph


def test_a_bold_chinese_fixed_list_after_the_article_is_a_note() -> None:
    originals = ["第一段。", "第二段。"]
    units = ["第一段。", "第二段。", "**已修改：**", "- 志原者 → 志愿者", "- 收货 → 收获"]
    notes: list[str] = []
    assert drop_trailing_notes(units, originals, notes) == originals
    assert "**已修改：**" in notes


def test_a_place_word_inside_quotes_is_no_move() -> None:
    asked = (
        "Fees are due by 8 January. "
        "Put that in the fees paragraph instead of “before your first match”."
    )
    assert not asks_to_move([asked])
    assert asks_to_move(["Put that paragraph before the prizes."])


GARDEN = [
    "The garden has doubled in size.",
    "Volunteers cleared the land over the winter.",
    "The opening day is on 12 April at 10 a.m., with free seedlings for children.",
]


def test_a_hyphenated_opening_names_a_topic_not_the_opening() -> None:
    paragraphs = split_paragraphs("\n\n".join(GARDEN))
    assert scope_of(["Shorten the opening-day paragraph."], "T", paragraphs).paragraphs == {2}
    assert scope_of(["Make the opening livelier."], "T", paragraphs).paragraphs == {0}


def test_the_quotation_paragraph_moved_is_the_one_quote() -> None:
    body = [
        "Opening.",
        "The council paid for it, the council says.",
        "“Today,” said Priya.",
        "End.",
    ]
    paragraphs = split_paragraphs("\n\n".join(body))
    asked = "Move the quotation paragraph up so it comes right after the opening."
    assert 2 in scope_of([asked], "T", paragraphs).paragraphs
    zh = ["开头。", "市政府说供暖费能省下三分之一。", "“今天，”林佩珊说。", "结尾。"]
    scope = scope_of(
        ["把引语那段往前挪，放在开头那段后面。"], "题", split_paragraphs("\n\n".join(zh))
    )
    assert 2 in scope.paragraphs and scope.moves


def test_a_paragraph_moved_unchanged_changes_no_speaker() -> None:
    zh = ["开头。", "市政府说供暖费能省下三分之一。", "“当时大家都说它开不了了，”会长林佩珊说。"]
    before = "\n\n".join(zh)
    after = "\n\n".join([zh[0], zh[2], zh[1]])
    assert reassigned(before, after) == []


def test_a_conversion_asked_is_about_figures() -> None:
    assert asks_about_figures(["Give the distances in miles too, in brackets."])
    assert asks_about_figures(["文中的距离后面用括号加上英里数。"])
    assert not asks_about_figures(["Make the paragraph about the 40 housing units livelier."])


def test_a_lone_heading_pairs_with_the_targeted_heading() -> None:
    originals = ["Intro.", "## Format", "Rounds.", "## Fees and prizes", "Entry is £20."]
    assert heading_pair(["## How games are played"], originals, [1, 2]) == [(0, 1)]
    assert heading_pair(["## How games are played"], originals, [1, 3]) == []  # two: unsure
    assert heading_pair(["How games are played"], originals, [1, 2]) == []  # no heading
