"""Session 37 (fid-lead37): blind36's four loud failures, by their general causes."""

from app.editing.align import is_talk
from app.editing.elapsed import years_since_given
from app.editing.formats.selection_dress import unlabelled
from app.editing.language import language_around
from app.editing.opinion import asks_opinion

NOTICE = (
    "Smoking is permitted only in the designated area on the open deck at the stern.\n"
    "吸烟（包括电子烟）仅限于船尾露天甲板的指定区域。"
)


def test_an_apology_going_on_in_the_articles_words_is_the_articles() -> None:
    line = "很抱歉，吸烟（包括电子烟）仅可在船尾露天甲板的指定区域进行，感谢您的理解。"
    assert not is_talk(line, NOTICE)
    assert is_talk("很抱歉，这一段我没法改得更客气。", NOTICE)


def test_an_assent_ending_in_a_dash_is_no_part_of_the_new_words() -> None:
    reply = 'Sure — how about: "Please keep your little ones close to you at all times"'
    assert unlabelled(reply, "Please keep children with you") == (
        '"Please keep your little ones close to you at all times"'
    )


def test_a_short_selection_is_held_to_its_own_line_in_a_bilingual_notice() -> None:
    start = NOTICE.index("designated area")
    assert language_around(NOTICE, start, start + len("designated area")) == NOTICE.split("\n")[0]


def test_said_more_politely_is_an_edit_not_a_question() -> None:
    assert not asks_opinion("把外甲板那段的中文说得更客气一点，英文不用动。")
    assert asks_opinion("这段说得清楚吗？")


def test_years_since_a_year_the_article_gives_are_no_made_up_figure() -> None:
    article = "清乾隆十年（1745年）由宫廷造办处制作。"
    assert years_since_given(200, "多年前，这已是…", article, this_year=2026)
    assert years_since_given(280, " years ago, it was…", "Built in 1745.", this_year=2026)
    assert not years_since_given(500, "多年前", article, this_year=2026)
    assert not years_since_given(200, "位观众", article, this_year=2026)
