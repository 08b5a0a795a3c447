"""Session 43 (style64fix): a topic-then-"要不要" question seeks a view, "from now on" said before
a bare size asks for it, a quality said to be nowhere in the text is wanted (not refused), and
看不惯 is a dislike."""

import pytest

from app.style.learner import forget_readings, heard
from app.style.misspoken import says_misspoken


def _heard(text: str) -> set[tuple[str, str, bool]]:
    forget_readings()
    said = heard([text], revision_id=None, message_id=None, versions="V1→V2")
    return {(o.dimension, o.value, o.tentative) for o in said}


def _filed(text: str) -> set[tuple[str, str]]:
    return {(d, v) for d, v, tentative in _heard(text) if not tentative}


@pytest.mark.parametrize(
    "text", ["研学的通知，要不要写得正式一点？", "家长会的通知，要不要写得正式些？"]
)
def test_a_topic_then_whether_it_should_asks_a_view(text: str) -> None:
    assert _filed(text) == set()


def test_a_musing_with_doubt_is_still_put_to_the_writer() -> None:
    said = _heard("嗯……我在想，书法班的招生文案要不要稍微轻松一点？我也不太确定。")
    assert ("formality", "casual", True) in said


@pytest.mark.parametrize("text", ["From now on long titles.", "from now on, long headlines"])
def test_a_size_after_from_now_on_is_asked_for(text: str) -> None:
    assert ("title_style", "long") in _filed(text)


def test_a_complaint_after_from_now_on_is_not_a_size_asked_for() -> None:
    assert ("sentence_length", "longer") not in _filed("From now on, long sentences are a pain.")


@pytest.mark.parametrize(
    "text",
    [
        "the rota sounds like a dead man's letter, not one spark in it, and we are a BAND",
        "The fete announcement reads like a tax form, not a flicker of fun in it",
        "no fun in it at all",
    ],
)
def test_a_quality_nowhere_in_the_text_is_wanted(text: str) -> None:
    filed = _filed(text)
    assert ("tone", "lively") in filed
    assert ("tone", "calm") not in filed


def test_a_bare_no_fun_still_refuses_it() -> None:
    assert ("tone", "lively") not in {
        (d, v) for d, v, _ in _heard("No fun, please, it's a memorial.")
    }


@pytest.mark.parametrize(
    "text, wanted",
    [
        ("感叹号没问题，我看不惯的是长段落。", ("paragraph_length", "shorter")),
        ("长标题我真看不惯", ("title_style", "short")),
    ],
)
def test_what_the_writer_cannot_stand_the_sight_of_is_unwanted(
    text: str, wanted: tuple[str, str]
) -> None:
    assert wanted in _filed(text)


@pytest.mark.parametrize(
    "text, wanted",
    [
        ("my boss wants it formal, and so do I", ("formality", "formal")),
        ("My editor wants everything in plain words. So do I.", ("vocabulary", "plain")),
        ("老板要求写得正式一些，我也是这么想的。", ("formality", "formal")),
    ],
)
def test_a_taste_the_writer_shares_is_theirs(text: str, wanted: tuple[str, str]) -> None:
    assert wanted in _filed(text)


@pytest.mark.parametrize(
    "text", ["My boss wants it formal. I don't.", "老板喜欢写得很正式，随他吧。"]
)
def test_a_taste_the_writer_does_not_share_files_nothing(text: str) -> None:
    assert ("formality", "formal") not in _filed(text)


@pytest.mark.parametrize(
    "text, wanted",
    [
        ("这篇文章别用感叹号，以后也是", ("exclamation", "none")),
        ("这篇别加表情，以后也一样。", ("emoji", "none")),
    ],
)
def test_a_one_off_extended_to_later_pieces_lasts(text: str, wanted: tuple[str, str]) -> None:
    forget_readings()
    said = heard([text], revision_id=None, message_id=None, versions="V1→V2")
    assert any((o.dimension, o.value) == wanted and not o.scoped for o in said)


def test_a_one_off_alone_stays_scoped() -> None:
    forget_readings()
    said = heard(["这篇别加表情。"], revision_id=None, message_id=None, versions="V1→V2")
    assert said and all(o.scoped for o in said if o.dimension == "emoji")


@pytest.mark.parametrize(
    "text, wanted",
    [
        ("hang on, I had that upside down. formal, please, the parents expect it", "formal"),
        ("Formal, please, the parents read it", "formal"),
    ],
)
def test_a_please_set_off_by_commas_keeps_the_wish_a_request(text: str, wanted: str) -> None:
    assert ("formality", wanted) in _filed(text)


def test_just_now_in_cantonese_names_the_words_taken_back() -> None:
    assert says_misspoken("啱啱嗰句唔算，我想要冷静些")


@pytest.mark.parametrize(
    "text",
    [
        "I'd rather you didn't write the co-op news so stiffly, all 'hereinafter'.",
        "I'd rather you didn't word the club notices so starchily.",
    ],
)
def test_a_stiff_manner_refused_asks_for_casual(text: str) -> None:
    assert ("formality", "casual") in _filed(text)


def test_stiffly_before_formal_only_sizes_the_formality() -> None:
    assert ("formality", "casual") not in _filed("Stiffly formal is how the court likes it.")


@pytest.mark.parametrize(
    "text, wanted",
    [
        (
            "Who say the market posts can't carry plenty emoji? Not me. I never say that.",
            ("emoji", "more"),
        ),
        ("Who said the garden posts can't have lots of emoji? Not me.", ("emoji", "more")),
        ("哪个讲过推文的句子不得写长的嘛？我从来没讲过噻", ("sentence_length", "longer")),
    ],
)
def test_a_ban_asked_back_and_denied_wants_the_thing(text: str, wanted: tuple[str, str]) -> None:
    assert wanted in _filed(text)


def test_emoji_only_described_as_there_are_no_wish() -> None:
    assert ("emoji", "more") not in _filed("the posts have lots of emoji")


def test_what_the_classifier_files_beside_indifference_is_left_out() -> None:
    assert _heard("正式一点随意一点都行，你看着办。") == set()
