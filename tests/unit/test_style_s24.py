"""Session 24, style rules (blind v45's kinds, in words of their own): a piece made for one
printed thing; a question weighing which way reads better; readers named as not experts, or
grown up in the trade; the term readers are promised to relish; corrections in other words;
unquoted term lists banned; quoted register words said to crowd the text; readers asking what
terms mean; details lost in one long paragraph; "make the titles long"."""

import pytest

from app.domain.models import StyleAssertion
from app.style import classifier_combine
from app.style.arbiter import arbitrate
from app.style.audience import implied_by_readers
from app.style.classifier_combine import combine
from app.style.compared import asks_a_comparison
from app.style.dimensions import Observation
from app.style.extract import is_explicit_correction, is_one_off, offline_observations
from app.style.mockery import mocked_property
from app.style.normalising import normalise
from app.style.occasions import frames_an_occasion
from tests.unit.readings import heard, lasting


@pytest.mark.parametrize(
    "text",
    [
        "I merged these into one block since it's going on the back of a bookmark",
        "This version's for the printed programme, the site stays as it is",
        "only squeezed it because it's printed on a coaster; everything else stays",
        "这个只是印在奶茶杯套上的，平时的推文不用这样",
        "这是村里开业典礼上的致辞",
    ],
)
def test_a_piece_made_for_one_printed_thing_is_a_one_off(text):
    assert frames_an_occasion(normalise(text)), text
    assert is_one_off(text), text


def test_a_lasting_wish_about_print_is_no_one_off():
    assert not is_one_off("from now on, keep paragraphs short everywhere, print or web")


@pytest.mark.parametrize(
    "text",
    [
        "Would a numbered list work better for the parking notes, perhaps? Can't decide.",
        "标题是不是短一点更吸引人？我也拿不准",
    ],
)
def test_a_question_weighing_two_ways_asks_nothing(text):
    assert asks_a_comparison(text)
    assert not [o for o in arbitrate(text, offline_observations(text)) if o.tentative]


@pytest.mark.parametrize(
    "text",
    [
        "maybe bullet points would work better for the timetable? not sure",
        "I keep wondering whether shorter titles would read better",
        "是不是可以稍微长一点？",
        "我一直在琢磨，段落是不是短一点会更好？",
    ],
)
def test_a_leaning_or_a_proposal_is_no_comparison(text):
    assert not asks_a_comparison(text)


def test_readers_named_as_no_experts_want_plain_words():
    said = "The newsletter goes to day-trippers from the city, none of them wine buffs."
    assert implied_by_readers(said) == [("vocabulary", "plain")]
    assert implied_by_readers("看我们号的都是在码头上泡大的老渔民和船长") == [
        ("vocabulary", "technical")
    ]


def test_the_term_readers_are_promised_to_relish_is_jargon_however_stiff():
    text = "Super, the fete flyer sounds like a deed. The toddlers will adore 'hereinafter'."
    assert mocked_property(text) == ("vocabulary", "plain")


@pytest.mark.parametrize(
    "text",
    [
        "scrap my note about short titles, long ones work better for us",
        "ignore me from last month about the emoji",
        "dont mind what I said about lists",
        "那条「不许用术语」的规定撤了吧",
    ],
)
def test_corrections_in_other_words_are_explicit(text):
    assert is_explicit_correction(text)


class _Sure:
    """A classifier sure of one label."""

    def __init__(self, label: str) -> None:
        self.label = label

    def predict(self, text: str) -> list[tuple[str, float]]:
        return [(self.label, 0.9), ("nothing", 0.05)]

    def filed(self, text: str) -> float:
        return 0.99


def _held(dimension: str, value: str) -> StyleAssertion:
    return StyleAssertion.model_construct(
        dimension=dimension, value=value, state="active", candidate=None
    )


def test_a_held_wish_put_right_in_unread_words_is_filed_as_a_correction():
    text = "ignore me from the other week about keeping it hushed, give it some fizz again"
    said = combine([text], [], using=_Sure("tone:lively"), held=[_held("tone", "calm")])
    assert [(o.dimension, o.value, o.explicit, o.tentative) for o in said] == [
        ("tone", "lively", True, False)
    ]
    # Without words that put it right, the same label is only asked.
    plain = "give it some fizz, the shop is a sweet stall"
    asked = combine([plain], [], using=_Sure("tone:lively"), held=[_held("tone", "calm")])
    assert all(o.tentative for o in asked)


def test_an_audience_question_asked_backwards_is_turned_round():
    text = "mostly read by tourists off the ferry"
    wrong = Observation(
        dimension="vocabulary",
        value="technical",
        source="writer",
        strength=0.4,
        by_writer=True,
        quote=text,
        tentative=True,
        reading="audience",
    )
    said = combine([text], [wrong], using=_Sure("vocabulary:plain"))
    assert [(o.value, o.tentative) for o in said] == [("plain", True)]
    assert classifier_combine.ENABLED


def test_unquoted_term_lists_banned_want_plain_words():
    assert ("vocabulary", "plain") in lasting("什么骨龄、生长板、骨骺线这类词，文章里都别出现")
    assert ("vocabulary", "plain") in lasting(
        "Never, not in the emails or on the flyers, drop in terms like VO2 max or lactate."
    )
    assert ("vocabulary", "plain") not in heard("No need to explain terms like VO2 max")


def test_register_words_said_to_crowd_the_text_ask_for_the_other_register():
    assert ("formality", "formal") in lasting("通篇都是「宝子们」「绝绝子」，律所的号不能这样")
    assert ("formality", "formal") in lasting(
        "It's 'hey guys' and 'gonna' everywhere, which isn't how a bank should sound."
    )
    assert ("formality", "formal") not in lasting("love the 'hey guys' everywhere, keep it")


def test_readers_asking_what_terms_mean_want_plain_words():
    assert ("vocabulary", "plain") in lasting(
        "Members keep emailing to ask what 'torque' and 'cadence' mean in the ride reports."
    )
    assert ("vocabulary", "plain") not in lasting("What does 'cadence' mean here?")


def test_details_lost_in_one_long_paragraph_ask_for_a_list():
    assert ("structure", "lists") in lasting(
        "Guests can never find the check-in times, they're hidden in one huge paragraph."
    )
    assert ("structure", "lists") in lasting("读者老说找不着开放时间，都藏在一大段文字里")


def test_make_the_titles_long_is_a_wish_for_long_titles():
    assert ("title_style", "long") in lasting("make the headlines long, name both teams")
    assert ("paragraph_length", "longer") in lasting("Mek di paragraph dem long")
    assert ("title_style", "short") in lasting("标题，不管是官网上的还是海报上的，可别再搞那么长了")


def test_a_legal_brief_is_no_wish_for_brevity():
    assert ("length", "concise") not in heard("It reads like a legal brief.")
    assert ("length", "concise") in lasting("Keep the updates brief from now on")
