"""Plain statements read right (session 11): a refusal reaching over the words before its object,
a ceiling on a rough number, a question offering another explanation, a ban's reach ending at the
next order in a run-on, comparatives of register and size, the writer's own view before a
proposal, a mind said to be made up, and a size called right — each with its v27 case and
paraphrases, English and Chinese."""

import pytest

from app.style.ceilings import limits_set
from app.style.dimensions import Observation
from app.style.evaluation import evaluate
from app.style.extract import is_one_off
from app.style.learner import heard


def _heard(text: str) -> dict[str, Observation]:
    return {o.dimension: o for o in heard([text], revision_id=None, message_id=None, versions="")}


def _said(text: str) -> dict[str, tuple[str, bool]]:
    """dimension -> (value, tentative)."""
    return {d: (o.value, o.tentative) for d, o in _heard(text).items()}


# -- a refusal opening the verb phrase reaches its object -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Quick one - the crew on the Hendricks job is Dale, Marco and Priya. And don't put any of "
        "those little tree or leaf emojis in, not a single one. We cut down 80ft firs.",
        "Hmm I think I confused you last time. I never wanted emojis in the posts - none at all "
        "please.",
        "以后千万不要在每一期推送里每一段话的结尾后面都给我贴上那种花花绿绿一闪一闪的小表情符号",
    ],
)
def test_a_refusal_reaches_the_emoji_however_far_off(text: str) -> None:
    assert _said(text)["emoji"] == ("none", False)
    # A refusal that keeps or counts is no ban.
    assert _said("Don't forget to put a couple of emoji in.")["emoji"][0] == "more"
    assert _said("don't put so many emoji in every line")["emoji"][0] == "fewer"


# -- a ceiling on a rough number ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        (
            "never let a sentence go past like 15 words, i lose the thread",
            "sentence_length",
            "shorter",
        ),
        ("Never let a headline run past like ten words", "title_style", "short"),
        ("never more than say two emoji", "emoji", "fewer"),
    ],
)
def test_a_ceiling_on_a_rough_number_is_a_limit(text: str, dimension: str, value: str) -> None:
    assert [(d, v) for _, d, v in limits_set(text)] == [(dimension, value)]


def test_a_ceiling_said_roughly_beside_a_content_fix_is_filed() -> None:
    said = _said(
        "broth for the winter special is tonkotsu not shoyu!! and never let a sentence go past "
        "like 15 words, i lose the thread halfway through when i proof read these"
    )
    assert said["sentence_length"] == ("shorter", False)


# -- a question offering another explanation asks, even with doubt beside it --------------------


@pytest.mark.parametrize(
    "text",
    [
        "Is 'Dear Guest' a bit stiff for the welcome email, or is that just what lodges do? "
        "Genuinely not sure.",
        "Is 'Yours faithfully' a bit formal for the newsletter, or is that normal for clubs? "
        "Not sure.",
        "“亲们”这个称呼是不是太随便了，还是说现在大家都这么叫？我也拿不准。",
    ],
)
def test_a_question_offering_another_explanation_files_nothing(text: str) -> None:
    assert _heard(text) == {}


# -- a ban's reach ends at the next order in a run-on -------------------------------------------


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        (
            "no no you got the wrong idea earlier when I said make it professional I meant get the "
            "prices and the spelling right not make it stiff like a bank letter keep it chatty the "
            "way I talk to folks on the phone",
            "formality",
            "casual",
        ),
        (
            "no no dont make the posts all bullet points write it out as proper paragraphs like a "
            "letter",
            "structure",
            "prose",
        ),
    ],
)
def test_a_second_order_ends_what_a_ban_governs(text: str, dimension: str, value: str) -> None:
    assert _said(text)[dimension] == (value, False)


# -- words of register and size, and a view before a proposal ----------------------------------


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        (
            "reckon it could be a bit more laid back? sounds like a council letter atm",
            "formality",
            "casual",
        ),
        ("I think the captions could use fewer emoji?", "emoji", "fewer"),
        ("Reckon the headlines could be a touch shorter?", "title_style", "short"),
        ("觉得标题可以再短一点？", "title_style", "short"),
        ("我感觉语气可以轻松些？", "formality", "casual"),
        ("通知能不能写得紧凑些？", "length", "concise"),
        ("Could the weekly reports be a bit leaner?", "length", "concise"),
    ],
)
def test_a_view_before_a_proposal_is_a_softened_request(
    text: str, dimension: str, value: str
) -> None:
    assert _said(text)[dimension] == (value, False)
    # A view on the state is still a question.
    assert _heard("I think it's too formal?") == {}
    assert _heard("我觉得是不是太正式了？") == {}


def test_a_proposal_with_doubt_said_is_asked() -> None:
    said = _said("I wonder if the daily sightings reports could be a bit trimmer? Not sure.")
    assert said["length"] == ("concise", True)


# -- the mind said to be made up ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("决定了，露营的帖子要加 emoji，⛺🔥🌲 这种，不加太干巴了。", "emoji", "more"),
        (
            "I've decided: the menus go in bullet points, they're easier to scan.",
            "structure",
            "lists",
        ),
        ("My mind's made up. Plain words in every newsletter.", "vocabulary", "plain"),
    ],
)
def test_a_mind_made_up_is_firm(text: str, dimension: str, value: str) -> None:
    observation = _heard(text)[dimension]
    assert (observation.value, observation.explicit, observation.tentative) == (value, True, False)
    assert _heard("还没决定要不要加表情。")["emoji"].tentative  # a mind not made up


# -- a size called right ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("係咁短先啱，以後句句都係咁。", "sentence_length", "shorter"),
        ("段落这么短才对，以后都这样。", "paragraph_length", "shorter"),
        ("标题这么短刚刚好，以后照这个来。", "title_style", "short"),
    ],
)
def test_a_size_called_right_is_kept_not_turned(text: str, dimension: str, value: str) -> None:
    assert _said(text)[dimension] == (value, False)
    # A size complained of is not kept.
    assert _said("句子怎么这么短？").get("sentence_length", ("", False))[0] != "shorter"


# -- words the offline rules were missing ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("Don't drag it out.", "length", "concise"),
        ("Please stop spinning things out, the members want the dates.", "length", "concise"),
        ("I'd prefer it if the updates didn't have any emoji at all.", "emoji", "none"),
    ],
)
def test_a_wish_in_words_not_yet_known_is_heard(text: str, dimension: str, value: str) -> None:
    assert _said(text)[dimension] == (value, False)


@pytest.mark.parametrize(
    "text",
    [
        "The title of the talk is 'Keep It Short', don't change it.",
        "The workshop is called 'Keep It Short and Casual', don't change the name.",
    ],
)
def test_a_style_word_in_a_quoted_name_is_no_wish(text: str) -> None:
    assert {d: v for d, (v, _) in _said(text).items() if not d.startswith("*")} == {}


# -- an exception named as such is for this piece only ----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Bulleted the schedule this one time, back to prose next week.",
        "Made it a list as an exception.",
        "Temporary: bulleted the hours.",
        "破例分条写了。",
        "就今天这一条用列表。",
        "偶尔一次分点，不代表以后。",
    ],
)
def test_an_exception_named_as_such_is_a_one_off(text: str) -> None:
    assert is_one_off(text)
    assert not is_one_off("From now on, no exceptions: lists everywhere.")
    assert not is_one_off("以后都用列表，没有例外。")


@pytest.mark.parametrize("note", ["I bulleted it this one time.", "破例把营业时间分条写了。"])
def test_an_edit_made_as_an_exception_leaves_the_held_value(note: str) -> None:
    scenario = {
        "id": "s11-exception",
        "lang": "en",
        "kind": "measured_edit",
        "existing": [
            {
                "dimension": "structure",
                "value": "prose",
                "confidence": 0.7,
                "evidence": 3,
                "age_days": 30,
            }
        ],
        "suggestion": note,
        "revision_kind": "manual",
        "conflict": False,
        "expected": None,
        "before": "Hours\n\nWe open Monday to Friday from nine to five and on Saturday from ten.",
        "after": "Hours\n\n- Monday to Friday: 9 to 5\n- Saturday: from 10",
    }
    report = evaluate([scenario])
    assert (report.correct, report.false_positives) == (1, 0), report.failures


# -- a wish named to be undone is turned round ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("Undo the short-sentence thing, I prefer longer ones now.", "sentence_length", "longer"),
        ("Cancel the long-paragraph rule, I like short ones.", "paragraph_length", "shorter"),
        ("Scrap the formal thing, I want it relaxed.", "formality", "casual"),
    ],
)
def test_a_wish_named_to_be_undone_is_turned_round(text: str, dimension: str, value: str) -> None:
    assert _said(text)[dimension] == (value, False)


# -- how the text shows on a screen is a question about the tool ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Can you make the bullet points render properly? They show as asterisks.",
        "预览里的列表怎么变成星号了？",
    ],
)
def test_how_the_text_shows_on_screen_files_nothing(text: str) -> None:
    assert _heard(text) == {}
    assert _said("No emoji please, they show up as boxes for half our readers.") == {
        "emoji": ("none", False)
    }


# -- bans and ceilings in more words --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("Keep emojis well away from the invoices.", "emoji", "none"),
        ("Please don't cram so much into each sentence.", "sentence_length", "shorter"),
        ("一句话别塞那么多内容。", "sentence_length", "shorter"),
        ("The paragraphs shouldn't run longer than a few lines.", "paragraph_length", "shorter"),
        ("不用写那么多，三五句话就够了。", "length", "concise"),
    ],
)
def test_a_ban_or_ceiling_in_more_words_is_heard(text: str, dimension: str, value: str) -> None:
    assert _said(text)[dimension] == (value, False)
    assert _said("以后还是说人话吧，别端着")["formality"] == ("casual", False)  # not 还是说…?
