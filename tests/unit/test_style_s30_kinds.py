"""Session 30 (style-kinds helper): kinds the learner misread in style_dev35, each read by a
general rule — a wondered-about comparison, an A-not-A question on whether one way does more,
Nigerian Pidgin and Jamaican patois wording."""

from datetime import UTC, datetime

import pytest

from app.domain.models import StyleAssertion
from app.style.learner import forget_readings, heard


def _held(dimension: str, value: str, confidence: float = 0.7) -> StyleAssertion:
    now = datetime(2026, 12, 1, tzinfo=UTC)
    return StyleAssertion(
        id="a1",
        persona_id="p1",
        dimension=dimension,
        value=value,
        statement=f"{dimension} {value}",
        confidence=confidence,
        state="active",
        created_at=now,
        updated_at=now,
    )


def _heard(text: str, *held: StyleAssertion) -> list[tuple[str, str, bool]]:
    forget_readings()
    said = heard([text], revision_id=None, message_id="m1", versions="V2", held=list(held))
    return [(o.dimension, o.value, o.tentative) for o in said]


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("wondering whether a list would work for the kit page better than the prose", "prose"),
        ("I was wondering if paragraphs would read better than all these bullet points", "lists"),
        ("just wondering whether bullets would suit the timetable better than paragraphs", "prose"),
    ],
)
def test_a_comparison_wondered_about_asks_nothing(text: str, held: str) -> None:
    # "X would suit Y better than Z" read as "X rather than Z" lost the wondering before it.
    assert _heard(text, _held("structure", held)) == []


def test_a_leaning_wondered_with_might_is_still_put_to_the_writer() -> None:
    text = "I'm starting to wonder if paragraphs might suit the newsletter better than the lists"
    assert _heard(text, _held("structure", "lists")) == [("structure", "prose", True)]


def test_a_comparison_said_outright_is_still_heard() -> None:
    assert ("structure", "prose", False) in _heard(
        "paragraphs would suit the newsletter better than all those lists"
    )


@pytest.mark.parametrize(
    ("text", "dimension", "held"),
    [
        ("长一点的标题是不是搜索更容易搜到啊", "title_style", "short"),
        ("短句子是不是读者更容易看懂啊", "sentence_length", "longer"),
        ("用列表的话是不是家长更方便找到时间", "structure", "prose"),
    ],
)
def test_whether_one_way_does_more_asked_without_a_question_mark(
    text: str, dimension: str, held: str
) -> None:
    assert _heard(text, _held(dimension, held)) == []


def test_a_change_put_forward_with_shi_bu_shi_ke_yi_is_still_heard() -> None:
    assert ("title_style", "short", False) in _heard("标题是不是可以更短一点")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Abeg, from now on make the newsletter dey formal well well.", ("formality", "formal")),
        ("From now on make the captions dey short, people no get time.", ("length", "concise")),
        ("Abeg no dey put emoji for the flyers again o", ("emoji", "none")),
        ("Whatever the post, mi nuh want a single emoji pon it.", ("emoji", "none")),
        ("The menu, the flyer, the lot: mi nuh want no emoji pon any of them.", ("emoji", "none")),
    ],
)
def test_pidgin_and_patois_wishes_are_heard(text: str, expected: tuple[str, str]) -> None:
    assert (*expected, False) in _heard(text)


@pytest.mark.parametrize(
    "text",
    [
        "Whether it's the menu board, the Insta or the flyer, I don't want emoji on any of it.",
        "Whether it's the newsletter or the menu, I want the sentences kept short.",
    ],
)
def test_pieces_named_in_turn_after_whether_are_no_one_off(text: str) -> None:
    forget_readings()
    said = heard([text], revision_id=None, message_id="m1", versions="V2")
    assert said and all(not o.scoped for o in said), said


def test_the_piece_said_outright_is_still_a_one_off() -> None:
    forget_readings()
    said = heard(
        ["It's the menu board, no emoji on it."], revision_id=None, message_id="m1", versions="V2"
    )
    assert said and all(o.scoped for o in said), said


@pytest.mark.parametrize(
    "text",
    [
        "love how the menu now sounds like a chemistry paper, really whets the appetite lol",
        "Wow, the flyer reads like a medical journal now, the kids will love it",
        "好家伙，这视频简介专业到我以为在读博士论文",
        "真行，说明写得这么专业，我还以为在读毕业论文",
    ],
)
def test_technicality_mocked_asks_for_plain_words_not_a_register(text: str) -> None:
    # Likened to a paper of one science, or its technicality named beside the likeness: the
    # terms are what is mocked (plain, asked), not the register (casual).
    assert _heard(text) == [("vocabulary", "plain", True)]


def test_a_textbook_likeness_alone_still_mocks_the_register() -> None:
    assert _heard("Love how the menu now reads like a textbook.") == [("formality", "casual", True)]


@pytest.mark.parametrize(
    "text",
    [
        "Emoji in every post from now on pls 🎉",
        "emoji on the menu please 🙏🙏",
        "Emoji in the captions pls 😊",
    ],
)
def test_an_emoji_after_please_closes_the_wish(text: str) -> None:
    assert _heard(text) == [("emoji", "more", False)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ugh, I had that muddled - write in the third person.", ("person", "third")),
        ("We had it mixed up - shorter paragraphs please.", ("paragraph_length", "shorter")),
    ],
)
def test_the_writer_saying_what_they_had_wrong_is_no_condition(
    text: str, expected: tuple[str, str]
) -> None:
    # "had that muddled" read as an inverted condition ("had that gone out…") imagined it all.
    assert (*expected, False) in _heard(text)


def test_an_inverted_condition_still_imagines() -> None:
    assert _heard("Had that gone out with emoji, we'd have looked silly.") == []


@pytest.mark.parametrize(
    "text",
    [
        "周报里全是缩写和行话，新来的同事根本看不懂",
        "通知里全是缩写",
        "The report is nothing but jargon.",
        "The minutes are nothing but acronyms.",
    ],
)
def test_a_text_full_of_terms_wants_plain_words(text: str) -> None:
    # 缩写 and acronyms are counted like jargon (全是缩写: too many); "nothing but" is one phrase,
    # not a contrast opened by "but".
    assert ("vocabulary", "plain", False) in _heard(text)
    assert all(value != "technical" for _, value, _ in _heard(text))


@pytest.mark.parametrize(
    ("text", "held"),
    [
        (
            "The financial ombudsman has asked for the complete account of what happened, "
            "so this letter needs every detail in it.",
            ("length", "concise"),
        ),
        (
            "We're answering the Health and Safety Executive about the scaffold collapse, "
            "it must be formal.",
            ("formality", "casual"),
        ),
    ],
)
def test_a_piece_for_one_official_body_is_a_one_off(text: str, held: tuple[str, str]) -> None:
    # A reply to one body, or what one body asked for: about that piece, nothing lasting.
    forget_readings()
    said = heard([text], revision_id=None, message_id="m1", versions="V2", held=[_held(*held)])
    assert said and all(o.scoped for o in said), said


def test_a_lasting_wish_beside_a_body_is_still_lasting() -> None:
    forget_readings()
    said = heard(
        ["Always write to the insurers formally."], revision_id=None, message_id="m1", versions="V2"
    )
    assert [(o.dimension, o.value, o.scoped) for o in said] == [("formality", "formal", False)]


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("do longer headlines do better on facebook honestly", ("title_style", "short")),
        ("do more emoji get more likes or is that a myth", ("emoji", "fewer")),
    ],
)
def test_do_before_a_subject_and_its_verb_asks(text: str, held: tuple[str, str]) -> None:
    assert _heard(text, _held(*held)) == []


def test_do_before_what_is_wanted_still_asks_for_it() -> None:
    assert _heard("Do shorter paragraphs from now on.") == [("paragraph_length", "shorter", False)]


@pytest.mark.parametrize(
    ("text", "held", "opposite"),
    [
        (
            'The "write loads of detail" thing from before - forget it.',
            ("length", "detailed"),
            "concise",
        ),
        ("You know the 'keep it chatty' thing? Drop that.", ("formality", "casual"), "formal"),
        ("让你写得活泼点那个，不用了", ("tone", "lively"), "calm"),
        ("多写细节那个要求，就不用了哈", ("length", "detailed"), "concise"),
    ],
)
def test_a_wish_taken_back_with_nothing_in_its_place(
    text: str, held: tuple[str, str], opposite: str
) -> None:
    # A wish quoted whole, asked about first, or taken back with 不用了: withdrawn, the held
    # value set aside (its opposite read as withdrawn), never the wish filed again.
    forget_readings()
    said = heard([text], revision_id=None, message_id="m1", versions="V2", held=[_held(*held)])
    assert [(o.dimension, o.value, o.reading) for o in said] == [(held[0], opposite, "withdrawn")]


def test_a_wish_taken_back_and_turned_is_no_withdrawal() -> None:
    assert ("emoji", "more", False) in _heard(
        "表情那个，不用了，以后多放点", _held("emoji", "none")
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("老表，以后莫要把段落拉那么长嘛，看得脑壳痛", ("paragraph_length", "shorter")),
        ("莫要再加表情了", ("emoji", "none")),
    ],
)
def test_sichuan_mo_yao_refuses(text: str, expected: tuple[str, str]) -> None:
    # 莫要 is 不要: the long paragraphs were filed as wanted.
    assert _heard(text) == [(*expected, False)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I never said the event posts shouldn't have a bit of spark.", ("tone", "lively")),
        ("I never once said the event posts shouldn't have any spark", ("tone", "lively")),
        ("我几时有讲过不可以写详细的？没有咯", ("length", "detailed")),
        ("我几时有讲过唔可以写长句？冇啊", ("sentence_length", "longer")),
    ],
)
def test_a_denied_ban_wants_the_thing(text: str, expected: tuple[str, str]) -> None:
    # "shouldn't have spark" refuses spark (only "shouldn't have asked/said…" takes a request
    # back); denying that refusal, or asking when it was ever said, wants the spark.
    assert _heard(text) == [(*expected, False)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The posts shouldn't have any emoji.", ("emoji", "none")),
        ("I shouldn't have asked for bullets.", ("structure", "prose")),
        ("可不可以写详细点", ("length", "detailed")),
    ],
)
def test_refusals_and_regrets_read_as_before(text: str, expected: tuple[str, str]) -> None:
    assert _heard(text) == [(*expected, False)]


def test_choppy_sentences_mimicked_ask_for_longer_ones() -> None:
    said = _heard(
        "Short. Sentences. Every. Time. Like. A. Telegram.", _held("sentence_length", "longer")
    )
    assert said == [("sentence_length", "longer", True)]
    assert _heard("Done. Thanks. Bye. Cheers.") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Can add more emoji or not?", ("emoji", "more")),
        (
            "Can make the paragraphs shorter or not? Aunty all complain.",
            ("paragraph_length", "shorter"),
        ),
    ],
)
def test_singlish_can_or_not_asks_for_it(text: str, expected: tuple[str, str]) -> None:
    assert _heard(text) == [(*expected, False)]


def test_is_it_or_not_still_asks() -> None:
    assert _heard("Is it too formal or not?", _held("formality", "formal")) == []


def test_dumbing_a_named_piece_down_is_refused() -> None:
    assert _heard("stop dumbing the engine write-ups down") == [("vocabulary", "technical", False)]
