"""Session 45 (style66fix): a nod in symbols only approves nothing, "keep X out of / off …" is a
ban, a piece kept as it is asks for no longer style, and a Chinese A-not-A question asks only —
each read as the writer meant it, with the near-misses that must not change."""

from datetime import UTC, datetime

import pytest

from app.domain.models import Evidence, StyleAssertion
from app.style.approval import approval_observations
from app.style.confirmations import DECLINED, agreement_observations
from app.style.dimensions import statement_for
from app.style.learner import forget_readings, heard
from app.style.named import named_dimensions


def _heard(text: str) -> set[tuple[str, str, bool]]:
    forget_readings()
    said = heard([text], revision_id=None, message_id=None, versions="V1→V2")
    return {(o.dimension, o.value, o.tentative) for o in said}


def _filed(text: str) -> set[tuple[str, str]]:
    return {(d, v) for d, v, tentative in _heard(text) if not tentative}


@pytest.mark.parametrize("text", ["👍", "👌🏽", "💯", "👍👍"])
def test_a_reaction_in_symbols_only_is_no_approval(text: str) -> None:
    assert approval_observations(text) == []


@pytest.mark.parametrize("text", ["looks good 👍", "嗯，这样挺好👌", "perfect"])
def test_an_approval_in_words_still_counts(text: str) -> None:
    assert approval_observations(text) != []


@pytest.mark.parametrize(
    ("text", "wish", "never"),
    [
        (
            "Keep the jargon out of the parish newsletter, all of it, always.",
            ("vocabulary", "plain"),
            ("vocabulary", "technical"),
        ),
        ("Keep every emoji off the menu page, for good.", ("emoji", "none"), ("emoji", "more")),
        (
            "Keep the smileys off the product pages from now on.",
            ("emoji", "none"),
            ("emoji", "more"),
        ),
    ],
)
def test_something_kept_out_or_off_is_banned(
    text: str, wish: tuple[str, str], never: tuple[str, str]
) -> None:
    filed = _filed(text)
    assert wish in filed
    assert never not in filed


def test_something_kept_in_is_still_wanted() -> None:
    filed = _filed("Keep the bullet points in the recipe posts from now on.")
    assert ("structure", "lists") in filed


@pytest.mark.parametrize(
    "text",
    [
        "Leave the trail write-ups the way they are, no need to cut them down for phones.",
        "Leave my long recipe intros as they are - don't chop them for the scrollers.",
        "别为了省地方就删内容，原样留着就行",
        "游记原样放着就好，别因为手机屏小就砍掉几段",
    ],
)
def test_a_piece_kept_as_it_is_files_no_longer_style(text: str) -> None:
    assert not {d for d, _ in _filed(text)} & {"length", "paragraph_length", "sentence_length"}


@pytest.mark.parametrize(
    "text",
    [
        "你帮我看看，这些缩写老人家认不认得",
        "你瞧瞧这些行话，外行人懂不懂",
        "这几个术语，新手读者看不看得懂啊？",
    ],
)
def test_a_chinese_a_not_a_question_files_nothing(text: str) -> None:
    assert _filed(text) == set()


def test_a_tag_after_a_wish_is_not_a_question() -> None:
    assert ("length", "concise") in _filed("以后别写那么长了，砍短点，行不行？")


def _held(dimension: str, value: str) -> StyleAssertion:
    at = datetime(2026, 1, 1, tzinfo=UTC)
    return StyleAssertion(
        id="a1",
        persona_id="p1",
        dimension=dimension,
        value=value,
        statement=statement_for(dimension, value),
        confidence=0.6,
        evidence=[Evidence(source="writer", value=value, at=at)],
        created_at=at,
        updated_at=at,
    )


@pytest.mark.parametrize("text", ["Oh that trimmed one is great, cheers.", "这版短的挺好，谢啦"])
def test_praise_of_one_version_casts_no_doubt_on_a_held_value(text: str) -> None:
    forget_readings()
    said = heard(
        [text],
        revision_id=None,
        message_id=None,
        versions="V1→V2",
        held=[_held("length", "detailed")],
    )
    assert all(o.dimension != "length" or o.value == "detailed" for o in said)


def test_praise_made_a_rule_is_still_filed() -> None:
    text = "That shorter version is spot on - do all of them like that from now on."
    assert ("length", "concise") in _filed(text)


@pytest.mark.parametrize(
    "text",
    ["no, scrap that, keep them sparse like always", "nah, forget it, keep them few like before"],
)
def test_keeping_them_as_before_declines_the_proposal(text: str) -> None:
    assert [o.dimension for o in agreement_observations(text)] == [DECLINED]


def test_a_layout_named_by_its_verb_is_named() -> None:
    assert "structure" in named_dimensions("Keep the hours listed out like that, it's useful.")


@pytest.mark.parametrize(
    ("text", "wish", "never"),
    [
        (
            "Nobody ever asked you to keep the sentences short, you know. Let them run long.",
            ("sentence_length", "longer"),
            ("sentence_length", "shorter"),
        ),
        (
            "Ain't nobody ever told you not to write long sentences in the shop posts.",
            ("sentence_length", "longer"),
            ("sentence_length", "shorter"),
        ),
    ],
)
def test_an_instruction_nobody_gave_wants_the_other_way(
    text: str, wish: tuple[str, str], never: tuple[str, str]
) -> None:
    filed = _filed(text)
    assert wish in filed
    assert never not in filed


def test_a_wish_beside_the_denied_instruction_stands() -> None:
    filed = _filed("Nobody asked you to add emoji, take them out.")
    assert ("emoji", "more") not in filed


def test_a_ban_forgotten_with_some_wanted_back_is_lifted() -> None:
    forget_readings()
    said = heard(
        ["Forget the emoji ban from last month, I was cross. Bring a few back in."],
        revision_id=None,
        message_id=None,
        versions="V1→V2",
        held=[_held("emoji", "none")],
    )
    assert [(o.dimension, o.value, o.reading) for o in said] == [("emoji", "more", "")]
