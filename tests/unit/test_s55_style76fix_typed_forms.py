"""How a chat message is read as its writer meant it before the style rules hear it: starred
fixes, stretches, text-speak, pinyin, foreign emoji quantities (app/style/typed_forms.py),
self-answered questions and "ones" (self_answered.py), double negatives (double_negated.py),
settings blocks and slash commands (settings_said.py) — each beside the nearest message that
must be left alone."""

import pytest

from app.style.double_negated import double_negatives_said
from app.style.learner import heard
from app.style.self_answered import answered_said, examples_said, ones_named
from app.style.settings_said import settings_read
from app.style.typed_forms import (
    as_meant,
    foreign_emoji_said,
    pinyin_read,
    spelt_out,
    starred_fix_applied,
    unstretched,
)


def _read(text: str) -> set[tuple[str, str, bool]]:
    said = heard([text], revision_id=None, message_id=None, versions="")
    return {(o.dimension, o.value, o.tentative) for o in said}


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("no emotions in any post\n*emojis - autocorrect", "no emojis in any post"),
        ("every post in plane english\n*plain. phone again", "every post in plain english"),
        ("以后别放表晴了\n*表情，输入法", "以后别放表情了"),
        ("meet at the north peir\n*pier", "meet at the north pier"),
        ("活动在西糊边\n*西湖", "活动在西湖边"),
    ],
)
def test_a_starred_fix_replaces_its_slip(typed: str, meant: str) -> None:
    assert starred_fix_applied(typed) == meant


def test_a_bullet_or_an_unmatched_star_is_left_as_typed() -> None:
    bullets = "Menu:\n* soup\n* bread"
    assert starred_fix_applied(bullets) == bullets
    unmatched = "Shorter sentences please\n*thanks"
    assert starred_fix_applied(unmatched) == unmatched


def test_stretched_letters_and_characters_are_said_once() -> None:
    assert unstretched("plaaaain words pleeease") == "plain words please"
    assert unstretched("sooooo good, fully booooked") == "so good, fully booked"
    assert unstretched("淡——定——一——点——嘛") == "淡定一点嘛"
    # One pause between whole words is no stretch.
    assert unstretched("言简意赅——以后每篇都这样") == "言简意赅——以后每篇都这样"


def test_text_speak_is_spelt_out_and_words_of_its_own_are_not() -> None:
    assert spelt_out("pls keep sntncs shrt in evry post frm now on thx") == (
        "please keep sentences short in every post from now on thanks"
    )
    assert spelt_out("yep 'u' in evry post") == "yep 'you' in every post"
    assert spelt_out("b more formal") == "be more formal"
    assert spelt_out("Plan B is fine, U2 tickets") == "Plan B is fine, U2 tickets"


def test_a_wish_in_toneless_pinyin_is_read_as_characters() -> None:
    assert pinyin_read("yihou meipian de juzi dou xie duan yidian").startswith(
        "以后每篇的句子都写短一点"
    )
    # A time change in pinyin names no style: left as typed; so is English.
    assert pinyin_read("mingtian jiudian kaimen, xiexie") == "mingtian jiudian kaimen, xiexie"
    english = "please keep the sentences short in every post"
    assert pinyin_read(english) == english


def test_another_languages_no_more_fewer_before_emoji() -> None:
    assert foreign_emoji_said("Walang emoji na, please") == "no emoji, please"
    assert foreign_emoji_said("Geen emoji meer.") == "no emoji."
    assert foreign_emoji_said("Veel meer emoji!") == "more emoji!"
    assert foreign_emoji_said("Mehr Emojis bitte") == "more Emojis bitte"
    assert foreign_emoji_said("Maraming salamat po!") == "Maraming salamat po!"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Walang emoji na, please - from now on our posts go out clean.", ("emoji", "none")),
        ("Veel meer emoji, alsjeblieft! Every post from now on.", ("emoji", "more")),
        ("plaaaain words pleeease, every post from now on", ("vocabulary", "plain")),
        ("Not one post that isn't calm, from now on.", ("tone", "calm")),
        (
            "There shouldn't be a single post that isn't formal, from now on.",
            ("formality", "formal"),
        ),
        ("以后没有哪一篇可以不口语化。", ("formality", "casual")),
    ],
)
def test_once_inverted_wishes_are_heard_the_right_way_round(
    text: str, want: tuple[str, str]
) -> None:
    dimension, value = want
    read = _read(text)
    assert (dimension, value, False) in read
    assert not any(d == dimension and v != value for d, v, _ in read)


def test_a_question_answered_yes_at_once_is_the_statement() -> None:
    assert answered_said("Should our posts be more formal? Yes. They should. Every one.") == (
        "our posts should be more formal.  Every one."
    )
    assert answered_said("Do our posts need fewer emoji? Yes.") == "our posts need fewer emoji."
    assert answered_said("以后是不是该写短一点？是的，每篇都这样。") == "以后写短一点。每篇都这样。"
    # A question about the shop, or one answered no, is left as asked.
    assert answered_said("Is the shop open on Boxing Day? Yes, it is.").endswith("Yes, it is.")
    assert answered_said("Should we use more emoji? No.") == "Should we use more emoji? No."


def test_ones_and_pointed_examples() -> None:
    assert ones_named("No long sentences. Short ones, every post") == (
        "No long sentences. Short sentences, every post"
    )
    assert ones_named("Short ones please") == "Short ones please"
    assert examples_said("See how they call everyone 'you'? Do that in all our posts.") == (
        "they call everyone 'you'. Do that in all our posts."
    )
    assert (
        examples_said("the words riggers actually say")
        == "the technical terms riggers actually say"
    )
    # Customers' words are the plain ones.
    assert examples_said("the words customers actually use") == "the words customers actually use"


def test_double_negatives_make_one_positive() -> None:
    assert double_negatives_said("Not one post that isn't calm") == "keep every post calm"
    assert double_negatives_said("I don't want anything but calm.") == "I want only calm."
    assert double_negatives_said("没有哪一篇可以不平和") == "每篇都要平和"
    assert double_negatives_said("Not one seat left!") == "Not one seat left!"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("New defaults for all posts:\nemoji: none\nreason: members complained", ("emoji", "none")),
        ("新的默认设置：\n表情：不要\n原因：会员投诉了", ("emoji", "none")),
        ("/风格 正式程度=随意（以后一直这样）", ("formality", "casual")),
        ("/style tone=calm (all posts)", ("tone", "calm")),
        ("sentence length: short\napplies to: everything", ("sentence_length", "shorter")),
    ],
)
def test_settings_are_filed_as_said(text: str, want: tuple[str, str]) -> None:
    said = settings_read([as_meant(text)], [])
    assert [(o.dimension, o.value, o.explicit, o.tentative) for o in said] == [(*want, True, False)]


@pytest.mark.parametrize(
    "text",
    [
        "Date: 14 May\nTime: 10am\nPlace: the harbour",
        "/fix date 14 May -> 15 May",
        "Tone: too stiff, I think",
        "For this post only:\ntone: calm",
    ],
)
def test_details_blocks_and_other_commands_are_no_settings(text: str) -> None:
    assert settings_read([text], []) == []


def test_the_whole_reading_on_cjk_and_english_typed_forms() -> None:
    assert ("sentence_length", "shorter", False) in _read(
        "yihou meitiao de juzi dou xie duan yidian"
    )
    assert ("vocabulary", "plain", False) in _read("字——太——难——了——啦——，以后都写简单的词嘛")
    assert ("emoji", "none", False) in _read("from now on no emotions in our posts\n*emoji")
    assert _read("the market moves to Satruday\n*Saturday") == set()


def test_party_emoji_on_grave_news_praised_in_mock_asks_fewer() -> None:
    from app.style.grave_emoji import grave_emoji_read

    mocked = "Ah yes, 🎉🥳🎊 - the perfect garnish for 'tours cancelled because of the oil spill'."
    said = grave_emoji_read([mocked], [])
    assert [(o.dimension, o.value, o.tentative) for o in said] == [("emoji", "fewer", True)]
    assert ("emoji", "fewer", True) in _read("“暴雨停课通知”后面配两个🎉🥳，真是应景。")
    # Joy at good news is no mockery.
    assert grave_emoji_read(["Oh yes, 🎉🎉 - we sold out the whole tasting!"], []) == []


def test_never_not_and_dont_stop_are_always() -> None:
    assert (
        double_negatives_said("Never not call the reader 'you'") == "always call the reader 'you'"
    )
    assert double_negatives_said("Don't ever stop writing plainly") == "keep writing plainly"
    assert double_negatives_said("Don't stop the newsletter") == "Don't stop the newsletter"
    assert ("vocabulary", "plain", False) in _read(
        "Don't ever stop writing in plain words, in any post."
    )


def test_not_needed_refuses_the_mark_whole() -> None:
    assert ("exclamation", "none", False) in _read("以后不需要感叹号")
    assert ("exclamation", "none", False) in _read("以后別要感嘆號")
