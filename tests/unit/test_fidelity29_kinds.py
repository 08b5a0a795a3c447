"""Session 29's fidelity fixes for the kinds blind29's README names (fidelity_lead29): a report
under the whole article, a paragraph named by its link, an offer beside a lone paragraph or a
selection's new text, YAML front matter, a fenced reply, 小标题, a negation moved onto what
follows the verb."""

from __future__ import annotations

import pytest

from app.editing.align import is_talk
from app.editing.beside import link_named
from app.editing.drift import asks_about_form, markup_only, restore_markup
from app.editing.edit_remarks import remarks_on_edit as _remarks_on_edit
from app.editing.formats.flavours import without_flavours
from app.editing.lone_target import _side_line, _talk
from app.editing.moves import asks_to_move, moves_sentences
from app.editing.negations import flipped
from app.editing.notes import drop_effect_line
from app.editing.opinion import asks_opinion
from app.editing.reply_talk import _FENCED, _quotes_to_answer
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

ARTICLE = [
    "I started running before work in September.",
    "**Lay everything out.** Shoes by the door, keys in one shoe.",
    "**Buy proper shoes.** I paid £65 for a fitted pair.",
    "The plan is the free [Couch to 5K guide](https://www.nhs.uk/couch-to-5k/) from the NHS.",
    "#running #morningroutine",
]


@pytest.mark.parametrize(
    "line",
    [
        "I added one emoji after each of the four bold points.",
        "Both headings are numbered now.",
        "The three prices are now in bold; nothing else changed.",
        "I loosened up the intro and two of the points; the link is as it was.",
    ],
)
def test_a_report_on_the_edit_under_the_whole_article_is_a_note(line: str) -> None:
    notes: list[str] = []
    assert drop_effect_line([*ARTICLE, line], ARTICLE, notes, asks_new=False) == ARTICLE
    assert notes == [line]


def test_a_new_last_paragraph_that_reports_nothing_stays() -> None:
    line = "Twelve weeks in, I still look forward to Fridays."
    notes: list[str] = []
    assert drop_effect_line([*ARTICLE, line], ARTICLE, notes, asks_new=False)[-1] == line
    assert drop_effect_line(
        [*ARTICLE, "I added one emoji after each point."], ARTICLE, [], asks_new=True
    )[-1].startswith("I added")  # a new paragraph asked for is the edit


def test_a_chinese_remark_on_what_was_done_to_each_part() -> None:
    zh = ["九月开始我上班前跑步。", "**前一晚把东西摆好。** 鞋放在门口。"]
    assert _remarks_on_edit("四个加粗要点后面各加了一个表情。", zh)
    assert not _remarks_on_edit("邻居老周每周五和我一起跑。", zh)


def test_the_paragraph_with_the_link_is_the_one_holding_a_link() -> None:
    assert link_named("Shorten the paragraph with the link.", ARTICLE) == {3}
    assert link_named("Make the link paragraph friendlier.", ARTICLE) == {3}
    assert link_named("带链接的那段缩短一点。", ARTICLE) == {3}
    assert link_named("Link Tomasz's name to https://example.org/t", ARTICLE) is None
    two = [*ARTICLE, "More at https://example.org/notes."]
    assert link_named("Shorten the paragraph with the link.", two) is None  # which one?


def test_an_offer_beside_a_lone_paragraph_is_talk() -> None:
    article = "\n\n".join(ARTICLE)
    kept = set(ARTICLE)
    assert _talk("Want me to double-check the other prices as well?", ARTICLE, article, kept)
    assert not _talk(ARTICLE[2].replace("£65", "£70"), ARTICLE, article, kept)


@pytest.mark.parametrize(
    "offer", ["Want a couple of alternatives to choose from?", "要不要再给你几个备选？"]
)
def test_an_offer_of_more_versions_is_talk(offer: str) -> None:
    assert is_talk(offer, "\n\n".join(ARTICLE))


def test_yaml_front_matter_is_the_title_line() -> None:
    reply = '---\ntitle: "Up Before the Sun"\nauthor: me\n---\n\n' + "\n\n".join(ARTICLE)
    assert without_flavours(reply, ARTICLE) == "Up Before the Sun\n\n" + "\n\n".join(ARTICLE)
    own = ["---\ntitle: Notes\n---", *ARTICLE]  # the article's own front matter stays
    assert without_flavours("---\ntitle: Notes\n---\n\nx", own) == "---\ntitle: Notes\n---\n\nx"


def test_one_fenced_block_alone() -> None:
    assert _FENCED.match("~~~\n撑不过一个月吧？\n~~~")
    assert _FENCED.match("```markdown\nWhy run?\n```\n")
    assert not _FENCED.match("~~~\nWhich do you prefer?\n~~~\n\nOr shall I keep it?")


def test_small_headings_are_not_the_title() -> None:
    body = "开头。\n\n## 新功能\n\n内容。\n\n## 升级方法\n\n步骤。"
    scope = scope_of(["给两个小标题加上序号。"], "「便签」2.4 版", split_paragraphs(body))
    assert scope.whole
    assert not scope_of(["标题改短一点。"], "「便签」2.4 版", split_paragraphs(body)).whole


def test_a_negation_moved_onto_what_follows_is_kept() -> None:
    assert flipped("It would not have done any better.", "It would have done no better.") == []
    assert flipped("We did not find anything.", "We found nothing.") == []
    assert flipped("The café will not open on Sundays.", "It will open on Sundays no matter what.")
    assert flipped("The pool will not close.", "The pool will close.") == ["not"]


def test_italics_retyped_with_underscores_are_markup_only() -> None:
    before = "**Read something.** I read *Born to Run* in the first month."
    after = "__Read something.__ I read _Born to Run_ in the first month."
    assert markup_only(before, after)
    assert restore_markup(before, after) == before
    assert not markup_only("run `pebble_backup` now", "run `pebblebackup` now")


def test_a_view_asked_with_dont_cut_is_no_edit() -> None:
    assert asks_opinion("Which paragraph would you drop first? Don't drop it.")
    assert asks_opinion("你觉得哪一段最该删？先别删。")
    assert asks_opinion("If I had to lose one paragraph, which would you cut first? Don't cut it.")
    assert not asks_opinion("精简一下第三段，不要删数字。")
    assert not asks_opinion("Shorten paragraph 2, but don't cut it too much.")


def test_an_answer_quoting_a_paragraph_as_it_is() -> None:
    units = ["I'd drop this one:", ARTICLE[2], "It is the most personal point."]
    assert _quotes_to_answer(units, ARTICLE)
    assert not _quotes_to_answer(ARTICLE, ARTICLE)  # the whole article back
    assert not _quotes_to_answer([ARTICLE[2] + " Now shorter."], ARTICLE)


@pytest.mark.parametrize(
    ("ask", "moves"),
    [
        ("In paragraph 4, swap the two sentences round.", False),
        ("Put the second sentence of paragraph 4 first.", False),
        ("第四段两句话换一下顺序。", False),
        ("Swap paragraphs 2 and 3.", True),
        ("第二段和第三段对调。", True),
        ("Move paragraph 2 to the end.", True),
    ],
)
def test_sentences_put_in_another_order_move_no_paragraph(ask: str, moves: bool) -> None:
    assert asks_to_move([ask]) is moves
    assert moves_sentences(ask) is not moves


def test_sentences_reordered_open_their_whole_paragraph() -> None:
    body = "One. Two.\n\nThree. Four.\n\nFive. Six."
    scope = scope_of(["Put the second sentence of paragraph 2 first."], "T", split_paragraphs(body))
    assert scope.paragraphs == frozenset({1}) and not scope.sentences


def test_headings_counted_are_not_the_title() -> None:
    body = "Intro.\n\n## One\n\nText.\n\n## Two\n\nMore."
    each = scope_of(["Add an emoji after each bold heading."], "T", split_paragraphs(body))
    assert each.whole  # every heading may change, not the title alone
    one = scope_of(["Make the heading shorter."], "T", split_paragraphs(body))
    assert one.title and not one.whole


def test_a_table_asked_as_a_list_is_a_form_ask() -> None:
    assert asks_about_form(["Make the platform table a list."])


def test_a_check_line_beside_a_lone_paragraph() -> None:
    assert _side_line("✅ 12 March 2027 is a Friday.", ARTICLE)
    assert not _side_line(ARTICLE[2], ARTICLE)
