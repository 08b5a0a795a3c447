"""The arbiter: what one message says it wants, or names only as unwanted, overrules a reading
that files the named state (pure logic, English and Chinese)."""

from typing import Any

import pytest

from app.style.arbiter import arbitrate
from app.style.dimensions import Observation
from app.style.filing import CORRECTION_STRENGTH, TENTATIVE_STRENGTH, WRITER_STRENGTH
from app.style.targets import Targets, stated_targets


def said(dimension: str, value: str, **kw: object) -> Observation:
    fields: dict[str, Any] = {"source": "writer", "strength": WRITER_STRENGTH, "by_writer": True}
    fields.update(kw)
    return Observation(dimension=dimension, value=value, quote="q", **fields)


def pairs(observations: list[Observation]) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in observations}


# -- the named state replaced by the one asked for ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "heard", "wanted"),
    [
        (
            "take the exclamation marks out, every one of them. It reads like a pep rally and "
            "I want this newsletter to feel steady and calm.",
            ("tone", "lively"),
            ("tone", "calm"),
        ),
        (
            "It sounds like a game-show host and I'd like the column to feel composed.",
            ("tone", "lively"),
            ("tone", "calm"),
        ),
        (
            "纠正一下，我上次说的是语气要稳一点，医美这种事不能写得嗨，你记成活泼了",
            ("tone", "lively"),
            ("tone", "calm"),
        ),
        (
            "今后所有售后话术一律用正式的说法，别再“亲”来“亲”去了，公司要求的",
            ("formality", "casual"),
            ("formality", "formal"),
        ),
        (
            "You've got me down as casual. I asked for a formal register on the investor notes.",
            ("formality", "casual"),
            ("formality", "formal"),
        ),
    ],
)
def test_a_reading_of_the_named_state_becomes_the_wish(
    text: str, heard: tuple[str, str], wanted: tuple[str, str]
) -> None:
    [got] = arbitrate(text, [said(*heard, strength=0.75, explicit=True)])
    assert (got.dimension, got.value) == wanted
    assert got.strength == 0.75 and got.explicit and not got.tentative  # its strength kept


def test_a_rejected_value_with_no_wish_beside_it_is_dropped() -> None:
    assert arbitrate("你记成活泼了。", [said("tone", "lively")]) == []


def test_a_value_ruled_out_in_so_many_words_asks_for_its_opposite() -> None:
    # A ban before the value, or after it, in words no example used: the other pole is wanted.
    cases = [
        ("No more bubbly stuff in the safety notes.", "tone", "lively", "calm"),
        ("Jargon is off the table for the volunteer handbook.", "vocabulary", "technical", "plain"),
        ("Bullet points are banned from the guides from now on.", "structure", "lists", "prose"),
        ("Could you go a bit easier on the trade lingo?", "vocabulary", "technical", "plain"),
        ("not a fan of the one-line paragraphs. at all.", "paragraph_length", "shorter", "longer"),
        ("感叹号收一收吧。", "tone", "lively", "calm"),
        ("杜绝长句。", "sentence_length", "longer", "shorter"),
        ("網絡流行語以後一律不許出現。", "formality", "casual", "formal"),
    ]
    for text, dimension, heard, wanted in cases:
        assert pairs(arbitrate(text, [said(dimension, heard)])) == {(dimension, wanted)}, text
        assert pairs(arbitrate(text, [])) == {(dimension, wanted)}, text


def test_a_value_wanted_beside_the_ban_words_is_not_ruled_out() -> None:
    # 「克制」 names calm; "I don't dislike" is no ban; a book's name bans nothing.
    assert pairs(arbitrate("语气平静克制一点，别大呼小叫", [said("tone", "calm")])) == {
        ("tone", "calm")
    }
    text = "I don't dislike a bit of jargon; keep the technical terms in."
    assert pairs(arbitrate(text, [said("vocabulary", "technical")])) == {
        ("vocabulary", "technical")
    }
    assert arbitrate("《别再写长句了》的作者写错了，是周老师", []) == []
    assert arbitrate("段落长点还是短点好 我也拿不准", []) == []


def test_other_dimensions_are_left_alone() -> None:
    text = "Take the exclamation marks out, I want it calm."
    got = arbitrate(text, [said("tone", "lively"), said("sentence_length", "shorter")])
    assert pairs(got) == {("tone", "calm"), ("sentence_length", "shorter")}


def test_a_reading_that_agrees_with_the_wish_is_kept_as_it_is() -> None:
    calm = said("tone", "calm", strength=0.75)
    assert arbitrate("It reads like a pep rally; I want it steady.", [calm]) == [calm]


def test_a_degree_the_same_way_round_takes_the_degree_said() -> None:
    # "none" heard, "fewer" asked for in so many words ("one or two is plenty"): fewer, as
    # v20-complaint_wish-en-02 labels it; a ban on every one keeps none.
    none = said("emoji", "none")
    [got] = arbitrate("covered in 🍷🍇✨ again. one or two is plenty", [none])
    assert (got.dimension, got.value) == ("emoji", "fewer")
    assert arbitrate("No emoji at all. one or two is plenty elsewhere", [none]) == [none]


def test_two_opposed_wishes_leave_the_reading_alone() -> None:
    lively = said("tone", "lively")
    text = "I want it calm. Actually I want it lively."
    assert stated_targets(text).wish("tone") is None
    assert arbitrate(text, [lively]) == [lively]


# -- what is added, and how firmly ------------------------------------------------------------


def test_a_wish_against_the_named_state_is_added_when_the_readers_missed_it() -> None:
    [got] = arbitrate(
        "ugh the tasting notes are covered in 🍷🍇✨ again. cut way back on those, one or two "
        "is plenty",
        [],
    )
    assert (got.dimension, got.value, got.strength) == ("emoji", "fewer", WRITER_STRENGTH)
    assert got.by_writer and not got.tentative


def test_a_lasting_wish_is_added_and_a_correction_is_firm() -> None:
    # Said for good ("以后…统一…"), it is settled: it outweighs a held value, as a correction does.
    [got] = arbitrate("以后所有对外公告统一用正式的说法", [])
    assert (got.dimension, got.value, got.explicit) == ("formality", "formal", True)
    [fixed] = arbitrate("更正一下：我要的是语气平和一点，你存成活泼了", [])
    assert (fixed.value, fixed.strength, fixed.explicit) == ("calm", CORRECTION_STRENGTH, True)


def test_a_plain_wish_said_once_adds_nothing_the_readers_did_not_hear() -> None:
    # Neither lasting nor said against a named state: the readers' silence stands.
    assert arbitrate("I'd like it calm.", []) == []


def test_a_hesitant_wish_is_asked_not_filed() -> None:
    text = "最近觉得一个表情都不放有点太干了，可能适当加一点会好些吧，我也说不太准"
    got = arbitrate(text, [said("emoji", "none", strength=0.4, tentative=True)])
    [emoji] = [o for o in got if o.dimension == "emoji"]
    assert (emoji.value, emoji.tentative, emoji.strength) == ("more", True, TENTATIVE_STRENGTH)
    assert emoji.reading == "hesitant"
    [added] = arbitrate(
        "zero emoji makes the updates feel kind of cold. add a few, maybe? not sure", []
    )
    assert (added.value, added.tentative, added.reading) == ("more", True, "hesitant")


def test_a_wish_only_softened_is_the_writers_suggestion_at_a_tentative_weight() -> None:
    # No doubt said: filed at the weight of a tentative wish, so a held value with more weight is
    # put to the writer and a weak one gives way (app/style/suggestions.py).
    [added] = arbitrate("zero emoji makes the updates feel kind of cold. maybe add a few?", [])
    assert (added.value, added.tentative, added.strength) == ("more", False, TENTATIVE_STRENGTH)


def test_praise_of_the_present_quality_turns_a_misread_sarcasm_round_and_is_asked() -> None:
    text = "yo this reads like me talking — loose, conversational, not stiff at all. perfect 🔥"
    targets = stated_targets(text)
    assert targets.wish("formality") == "casual" and targets.unwanted["formality"] == ["formal"]
    [got] = arbitrate(text, [said("formality", "formal", tentative=True, reading="sarcasm")])
    assert (got.value, got.tentative, got.reading) == ("casual", True, "praise")
    [added] = arbitrate("这篇读着就像我平时说话，随意、口语，不端着，太好了", [])
    assert (added.value, added.tentative, added.strength) == ("casual", True, TENTATIVE_STRENGTH)


# -- where nothing may change ---------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Would it read calmer without the exclamation marks, do you think?",  # a question
        "去掉感叹号会不会显得太冷淡了？",
        "If I were writing to the regulator I'd want it formal, but these are club notes.",
        "要是写给监管部门，我肯定要正式的说法",  # a hypothetical
        "My co-author keeps cutting every exclamation mark, he wants it calm.",  # someone else
        "我表姐的公众号满屏的表情，她自己喜欢，跟我没关系",
        "it's not that i don't want hype in our posts. i do.",  # a double negation
        "倒也不是不能加表情，加一两个就行",
        "Love how my travel blog now reads like a rental contract. Super fun.",  # sarcasm
    ],
)
def test_questions_hypotheticals_others_and_double_negations_state_no_target(text: str) -> None:
    heard = [said("tone", "lively"), said("emoji", "more"), said("formality", "formal")]
    assert arbitrate(text, heard) == heard


@pytest.mark.parametrize(
    "text",
    [
        "这一篇是给教练的悼念文，语气要平和安静，别的照旧",
        "This one is the memorial notice for our coach, so keep it calm. Everything else stays.",
    ],
)
def test_one_piece_keeps_its_readers_scoped_reading(text: str) -> None:
    scoped = said("tone", "calm", scoped=True, strength=0.3)
    assert arbitrate(text, [scoped]) == [scoped]
    assert arbitrate(text, []) == []  # never a lasting preference from one piece


def test_a_wish_reported_from_before_is_not_a_wish_now() -> None:
    # The lively reported from before is not asked; the calm said now by degree is.
    assert stated_targets("之前说要活泼，现在觉得还是稳重一点好").wish("tone") == "calm"
    assert stated_targets("前面说别分点，我收回，多分几点。").unwanted == {}
    assert stated_targets("Earlier I told you to keep it formal.").wish("formality") is None
    # …unless the writer insists on it.
    assert stated_targets("我上次说的是语气要稳一点").wish("tone") == "calm"


def test_要_in_another_word_frames_no_wish() -> None:
    # 必要, 主要, 要求: not "I want".
    assert stated_targets("没必要用那么多正式的说法").wish("formality") is None
    assert stated_targets("客户要求写得正式").wish("formality") is None


def test_a_wish_refused_is_unwanted_not_wanted() -> None:
    targets = stated_targets("Don't make it casual; keep the formal register.")
    assert targets.wish("formality") == "formal"
    assert targets.unwanted["formality"] == ["casual"]
    assert stated_targets("你怎么理解成要更正式了").wish("formality") is None


def test_less_governs_only_what_it_modifies() -> None:
    targets = stated_targets(
        "Could you make the emails less formal and more relaxed going forward?"
    )
    assert targets.unwanted["formality"] == ["formal"]
    assert "casual" not in targets.unwanted["formality"]


def test_a_value_named_plainly_beside_its_limit_is_not_rejected() -> None:
    formal = said("formality", "formal")
    assert stated_targets("Formal, please — not stiff, just professional.").unwanted == {}
    assert arbitrate("Formal, please — not stiff, just professional.", [formal]) == [formal]


@pytest.mark.parametrize(
    "text", ["能不能辛苦您把信写得口语一点？", "是不是可以稍微平静一点？也不一定哈"]
)
def test_asking_whether_it_could_be_so_rejects_nothing(text: str) -> None:
    assert stated_targets(text).unwanted == {}


def test_wechat_moments_is_the_writers_own_post_not_a_friend() -> None:
    [got] = arbitrate("朋友圈文案又是满屏的🎉🎁🔥，收一收，一两个就够了", [])
    assert (got.dimension, got.value) == ("emoji", "fewer")


def test_a_chinese_space_ends_what_a_ban_governs() -> None:
    targets = stated_targets("招新文案不要写得像教务处通知一样 大家都是学生 随意点")
    assert "casual" not in targets.unwanted.get("formality", [])


def test_nothing_said_about_style_returns_the_readings_untouched() -> None:
    heard = [said("tone", "lively")]
    assert arbitrate("Fix the date in the second paragraph.", heard) == heard
    assert stated_targets("Fix the date in the second paragraph.") == Targets()
