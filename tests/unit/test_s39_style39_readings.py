"""Session 39's readings: a wish asked as a question, someone else's demand for one piece,
sincere praise, and negations that grant leave or deny a ban — in English and Chinese."""

import pytest

from app.style.demanded import demanded_for_this_piece
from app.style.praised_only import praises_only
from tests.unit.held_preferences import heard_as_filed

_heard = heard_as_filed


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("why not put the lane times as bullet points in every post?", ("structure", "lists")),
        ("why don't we use more emoji?", ("emoji", "more")),
        ("why not a few more emoji in the posts?", ("emoji", "more")),
        ("以后的通知是不是可以稍微正式一点？", ("formality", "formal")),
        ("以后要不要直接用第二人称？就这么定了", ("person", "second")),
        ("y'all reckon you could start putting a few emoji in the posts?", ("emoji", "more")),
        ("write the product updates casually from now on", ("formality", "casual")),
    ],
)
def test_a_wish_asked_as_a_question_is_filed(text: str, wanted: tuple[str, str]) -> None:
    assert _heard(text) == {(*wanted, "filed")}


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Who said the trek notices can't sound professional and proper? Wasn't me.",
            ("formality", "formal"),
        ),
        ("who said the recaps couldn't be a bit livelier?", ("tone", "lively")),
        ("哪个讲过不能用第二人称跟读者讲话嘛？", ("person", "second")),
        ("专业术语不是不能用，但以后尽量少用，读者都是老人", ("vocabulary", "plain")),
        ("术语不是不能用，但要少用", ("vocabulary", "plain")),
    ],
)
def test_a_ban_denied_or_a_leave_turned_wants_the_meant_value(
    text: str, wanted: tuple[str, str]
) -> None:
    assert {(d, v) for d, v, _ in _heard(text)} == {wanted}


@pytest.mark.parametrize(
    ("text", "held"),
    [
        (
            "the council wants this one in formal English since it goes into the planning file",
            ("formality", "casual"),
        ),
        ("主办方要求这篇活动总结写详细点，每个环节都要写到", ("length", "concise")),
        ("这篇是给领导看的，领导要求正式", ("formality", "casual")),
        (
            "for this piece the magazine wants flowing prose, no bullets - it's their format",
            ("structure", "lists"),
        ),
    ],
)
def test_someone_elses_demand_for_this_piece_files_and_asks_nothing(
    text: str, held: tuple[str, str]
) -> None:
    assert demanded_for_this_piece(text)
    assert all(how == "scoped" for _, _, how in _heard(text, held))


@pytest.mark.parametrize(
    "text",
    [
        "My editor keeps saying my paragraphs are too long. Shorter paragraphs from now on.",
        "I really want this one shorter, and the rest too from now on",
        "The council wants all our posts in plain English from now on, so let's do that",
    ],
)
def test_a_lasting_wish_beside_a_demand_is_not_a_one_piece_demand(text: str) -> None:
    assert not demanded_for_this_piece(text)


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("Oh wow, that's exactly what the pickers need!", ("vocabulary", "technical")),
        ("Brilliant — the kids are going to love this.", ("vocabulary", "technical")),
        ("太好了，这下老人家们都看得懂了", ("vocabulary", "technical")),
        ("这也太好了吧！！家长们肯定爱看", ("formality", "formal")),
    ],
)
def test_sincere_praise_asks_nothing_and_doubts_nothing_held(
    text: str, held: tuple[str, str]
) -> None:
    assert praises_only(text)
    assert _heard(text, held) == set()


@pytest.mark.parametrize(
    "text",
    [
        "oh great, eleven maintenance steps crammed into a single paragraph.",
        "wow the derby crowd is gonna be SO hyped reading that lol",
        "Great. 'Chryselephantine' in a label. The Year 4s will adore it.",
        "This version is so much livelier, customers will love it.",
        "好家伙，婚礼致辞被你改成了年终述职报告，新人听了一定很感动。",
    ],
)
def test_praise_with_a_sign_of_sarcasm_or_a_quality_named_is_not_praise_only(text: str) -> None:
    assert not praises_only(text)
