"""Tracked changes in a reply (~~old~~ **new**, <del>/<ins>) read as the edit they mark
(formats/tracked.py; blind48 cinemaclub-en/zh-07, fidelity_dev49)."""

from app.editing.formats.tracked import untracked

ARTICLE = (
    "Doors open at 7 pm and the film starts at 7.30 pm.\n\n"
    "请在开场前15分钟签到。\n\nStarts **Friday**."
)


def test_the_struck_words_go_and_the_new_stay_unmarked() -> None:
    assert (
        untracked("Doors open at ~~7 pm~~ **6.45 pm** and", ARTICLE) == "Doors open at 6.45 pm and"
    )
    assert untracked("请在开场前~~15分钟~~ **20分钟**签到。", ARTICLE) == "请在开场前20分钟签到。"
    assert untracked("at <del>7 pm</del><ins>6.45 pm</ins> and", ARTICLE) == "at 6.45 pm and"
    # the writer's bold kept on the new words
    assert untracked("Starts ~~**Friday**~~ **Saturday**.", ARTICLE) == "Starts **Saturday**."


def test_markup_that_is_no_tracked_change_of_the_writers_words_stays() -> None:
    # struck words the article never had
    assert untracked("~~cheap~~ **free** entry", ARTICLE) == "~~cheap~~ **free** entry"
    # an article with strike-through of its own
    own = "Price: ~~£5~~ now £4."
    assert untracked("Price: ~~£5~~ **£4**.", own) == "Price: ~~£5~~ **£4**."
