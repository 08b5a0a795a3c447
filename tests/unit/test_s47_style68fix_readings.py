"""Session 47 (style68fix): set phrases that wish nothing, a ban's elided object, IME
soundalikes, a slip put right in the message, a wish for one channel, a quoted example asked for
as the model — each read as the writer meant it, in English and Chinese."""

import pytest

from app.style.conditioned import conditioned
from app.style.elided import object_restored
from app.style.idioms import without_idioms
from app.style.learner import forget_readings, heard
from app.style.normalising import normalise
from app.style.quoted_back import shown_voice
from app.style.taken_back import what_stands


def _heard(text: str) -> set[tuple[str, str, bool]]:
    forget_readings()
    said = heard([text], revision_id=None, message_id=None, versions="")
    return {(o.dimension, o.value, o.tentative) for o in said if not o.dimension.startswith("*")}


@pytest.mark.parametrize(
    "text",
    [
        "Never say never",
        "Never say die.",
        "Better late than never!",
        "No worries at all",
        "I never said delete paragraph 3",
        "I never said to delete paragraph 3",
        "You never said anything about lists",
        "永远不要说永远",
        "我从来没说过要删第二段",
        "你从没提过表情的事",
    ],
)
def test_a_set_phrase_or_a_report_of_what_was_said_is_taken_out_whole(text):
    assert without_idioms(text).strip(" .!。") == ""


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("Long story short, the bus never came", "the bus never came"),
        ("In short: fine", "fine"),
        ("长话短说，车没来", "车没来"),
        ("总之一句话：挺好。", "挺好。"),
    ],
)
def test_a_lead_in_that_sums_up_leaves_what_follows(text, left):
    assert without_idioms(text) == left


@pytest.mark.parametrize(
    "text",
    [
        "以后长话短说，别绕弯子",  # the idiom as the wish itself
        "Long titles are no problem",  # a tolerance, read elsewhere
        "Never say never on emoji — a few in the Friday post is fine by me from now on.",
        "Keep it short, in short.",
    ],
)
def test_the_same_words_saying_something_about_the_writing_stay(text):
    assert without_idioms(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "Never say never",
        "In short: fine",
        "长话短说，车没来",
        "To cut a long story short, the van broke down.",
    ],
)
def test_set_phrases_teach_nothing(text):
    assert _heard(text) == set()


def test_a_real_ban_with_never_is_still_heard():
    assert ("exclamation", "none", False) in _heard("Never use exclamation marks in my articles")


def test_a_ban_whose_object_was_named_before_gets_it_back():
    said = "我同事说感叹号用多了显得很浮躁，我想想也是，以后就别用了。"
    assert "以后就别用感叹号了" in object_restored(said)
    assert object_restored("以后就别用了。") == "以后就别用了。"  # nothing named: left alone


def test_the_writer_taking_a_complaint_up_bans_the_thing_not_fewer_of_it():
    said = _heard("我合伙人说表情放多了显得不靠谱，我想了想，她说得对，以后就别放了。")
    assert ("emoji", "none", False) in said
    assert ("emoji", "fewer", False) not in said


def test_an_ime_soundalike_is_the_keyword_only_where_a_size_is_said_of_it():
    assert "句子写短" in normalise("以后局子写短一点好不好")
    assert "局子" in normalise("他进了局子，别写这个。")
    assert ("sentence_length", "shorter", False) in _heard("以后具子写短点吧，太长了读着喘不过气。")


@pytest.mark.parametrize(
    ("text", "stands"),
    [
        ("Shorter - sorry, I mean LONGER - paragraphs from now on.", "LONGER"),
        (
            "Short titles - sorry, I mean long, descriptive ones - from now on.",
            "long, descriptive titles",
        ),
        ("以后段落写短——打错了，是写长一点", "以后段落写长一点"),
    ],
)
def test_a_slip_put_right_in_the_message_keeps_what_it_named(text, stands):
    assert what_stands(text).startswith(stands)


def test_a_slip_put_right_is_heard_the_corrected_way():
    said = _heard("以后句子写长些——不对，说反了，是写短些。")
    assert ("sentence_length", "shorter", False) in said


@pytest.mark.parametrize(
    ("text", "is_conditioned"),
    [
        ("Whenever it goes out on the WhatsApp group, keep it really short.", True),
        ("Anything for the Telegram channel - short and sharp. The blog is fine.", True),
        ("只要是发到企业微信群里的，都写得特别短", True),
        ("Keep it short.", False),
        ("From now on keep it short.", False),
    ],
)
def test_a_wish_for_one_channel_is_conditioned(text, is_conditioned):
    assert conditioned(text) is is_conditioned


def test_a_wish_for_one_channel_is_asked_even_when_the_classifier_would_veto_it():
    said = _heard("Whenever it goes to the Facebook group, keep it brief. The newsletter can stay.")
    assert said == {("length", "concise", True)}


@pytest.mark.parametrize(
    ("text", "voice"),
    [
        (
            "This is the kind of sentence I want from now on: 'Gates open at six. Bring a torch. "
            "Dogs on leads.' All of them like that.",
            ("sentence_length", "shorter"),
        ),
        ("“雨停了。船开了。人散了。”——以后句子都照这个来写。", ("sentence_length", "shorter")),
        (
            "“你下班路上点一单，到家菜就到了”——就要这种口气，以后都这么对读者说话。",
            ("person", "second"),
        ),
    ],
)
def test_a_quoted_example_asked_for_as_the_model_shows_its_voice(text, voice):
    assert shown_voice(text) == voice
    assert (*voice, False) in _heard(text)  # asked outright: filed, not a question


def test_a_word_said_not_to_be_said_is_refused():
    assert ("person", "third", False) in _heard("说“学员”，不说“你”")


def test_a_ban_denied_and_asked_back_is_the_wish():
    said = _heard("I never said the recipe intros couldn't be a bit longer, did I? They can.")
    assert ("length", "detailed", False) in said
    assert ("paragraph_length", "longer", False) in _heard("我没说过段落不能长吧？")


def test_one_day_per_line_lays_out_a_list():
    said = _heard("From here on lay the opening times out as a proper list, one day per line.")
    assert ("structure", "lists", False) in said


def test_what_never_governs_stops_at_a_spaced_hyphen():
    said = _heard(
        "Write the race reports for people who've never run a fell race - everyday words."
    )
    assert ("vocabulary", "technical", False) not in said
    assert ("vocabulary", "plain", False) in _heard("everyday words, ok?")
