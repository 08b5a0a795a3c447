"""Session 29's fidelity fixes for the kinds blind29's README names (fidelity_lead29): a report
under the whole article, a paragraph named by its link, an offer beside a lone paragraph or a
selection's new text, YAML front matter, a fenced reply, 小标题, a negation moved onto what
follows the verb."""

from __future__ import annotations

import pytest

from app.editing.align import is_talk
from app.editing.beside import link_named
from app.editing.drift import markup_only, restore_markup
from app.editing.formats.flavours import without_flavours
from app.editing.lone_target import _talk
from app.editing.negations import flipped
from app.editing.notes import _remarks_on_edit, drop_effect_line
from app.editing.reply_talk import _FENCED
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
    assert _talk("Want me to double-check the other prices as well?", ARTICLE, article)
    assert not _talk(ARTICLE[2].replace("£65", "£70"), ARTICLE, article)


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
