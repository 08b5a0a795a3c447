"""A reference back to an earlier result ("do the next one like that too", 照上回那样, "same
register as last week's"), and praise of a change in the writer's own words ("way easier to
get through now", 这下读着顺多了): evidence for what the earlier result showed, or for what
the reference names — never for a preference a size said beside it points away from, and
never when the message also asks, doubts or wants a change."""

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from app.style.approval import approval_observations, refers_back
from app.style.dimensions import Observation
from app.style.memory import apply_observations

NOW = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def said(dimension, value, n):
    return Observation(
        dimension, value, "writer", 0.6, by_writer=True, quote=f"said {n}",
        revision_id=f"c1-r{n}", versions=f"V{n}→V{n + 1}",
    )  # fmt: skip


def back(text, n):
    (o,) = approval_observations(text)
    return replace(o, revision_id=f"c1-r{n}", versions=f"V{n}→V{n + 1}")


def run(*turns):
    held, now, ids = {}, NOW, iter(range(100))
    audits = []
    for observations in turns:
        now += timedelta(days=2)
        changed, audit = apply_observations(
            list(held.values()), observations, now=now, new_id=lambda: f"a{next(ids)}",
            persona_id="p1",
        )  # fmt: skip
        held.update({a.dimension: a for a in changed})
        audits.append(audit)
    return held, audits


@pytest.mark.parametrize(
    "text",
    [
        "Do the next one like that too.",
        "Same again for this week's update, please.",
        "Just like the last one, thanks.",
        "keep em few like that",
        "这篇也照上回那样拆",
        "还是老规矩，跟上篇一个调子",
        "表情还按刚才那个量",
        "照着这个详细程度来",
    ],
)
def test_references_back_are_heard(text):
    assert refers_back(text)
    assert approval_observations(text)


@pytest.mark.parametrize(
    "text",
    [
        "Is that like last time, or even more relaxed?",
        "跟上次那样？还是再少点？",
        "Not like that, please.",
        "Like last time but less formal.",
        "别跟上次一样了",
        "和之前的不太一样",
        "I don't like that",
    ],
)
def test_a_reference_back_that_asks_doubts_or_changes_is_not_one(text):
    assert not refers_back(text)


@pytest.mark.parametrize(
    "text",
    [
        "way easier to get through now 🙌",
        "Much easier on the eyes now.",
        "So much quicker to read now, thanks!",
        "Ha, that finally sounds like me 😄",
        "这下读着顺多了 我妈都能看明白",
        "嗯，这回顺眼多了",
        "清爽多了，我爸都说一眼就看完了",
        "这次门诊的大爷大妈都说看懂了，就这么写。",
    ],
)
def test_praise_of_the_change_backs_what_the_previous_turn_asked(text):
    held, audits = run([said("sentence_length", "shorter", 1)], [back(text, 2)])
    assert audits[1][0].action == "supported"
    assert len(held["sentence_length"].evidence) == 2


@pytest.mark.parametrize(
    "text",
    [
        "Easier to read, I guess, but I'm not sure it sounds like me.",
        "好读是好读了，就是总觉得哪里不对",
    ],
)
def test_praise_with_a_doubt_backs_nothing(text):
    assert approval_observations(text) == []


def test_a_named_reference_backs_that_dimension_whichever_version_showed_it():
    # Turn 1 said formal; turn 2 asked something else; turn 3 refers back to the register.
    held, audits = run(
        [said("formality", "formal", 1)],
        [said("paragraph_length", "shorter", 2)],
        [back("Same register as last week's listing, please.", 3)],
    )
    assert [(e.action, e.detail["dimension"]) for e in audits[2]] == [("supported", "formality")]
    assert len(held["paragraph_length"].evidence) == 1


def test_an_unnamed_reference_backs_only_what_the_previous_version_showed():
    held, audits = run(
        [said("formality", "formal", 1)],
        [said("paragraph_length", "shorter", 2)],
        [back("Do the next one like that too.", 3)],
    )
    assert [e.detail["dimension"] for e in audits[2]] == ["paragraph_length"]


def test_a_size_beside_the_reference_backs_only_a_preference_of_that_sign():
    # "keep em few like that" after "more emoji": the size points the other way, nothing backed.
    _, audits = run([said("emoji", "more", 1)], [back("keep em few like that", 2)])
    assert audits[1] == []
    _, audits = run([said("emoji", "fewer", 1)], [back("keep em few like that", 2)])
    assert audits[1][0].action == "supported"
    # "Long titles like last time" backs long titles, never short ones.
    _, audits = run(
        [said("title_style", "short", 1)], [back("Long titles like last time, please.", 2)]
    )
    assert audits[1] == []


def test_a_reference_back_never_creates_a_preference():
    held, audits = run([back("Same layout as before for this recipe.", 1)])
    assert held == {} and audits == [[]]


def test_a_bare_size_right_after_a_part_was_asked_carries_that_part():
    # "Shorter paragraphs" then "Sorry, I meant longer, not shorter" (heard as the length).
    correction = replace(
        said("length", "detailed", 2), quote="Sorry, I meant longer, not shorter.", explicit=True
    )
    held, audits = run([said("paragraph_length", "shorter", 1)], [correction])
    assert held["paragraph_length"].value == "longer" and "length" not in held
    assert audits[1][0].action == "superseded"


def test_a_size_naming_the_piece_or_said_later_stays_the_length():
    named = replace(said("length", "concise", 2), quote="整篇再短点，别超过五百字")
    held, _ = run([said("paragraph_length", "shorter", 1)], [named])
    assert held["length"].value == "concise" and held["paragraph_length"].value == "shorter"
    # Two turns later the part asked about is no longer the previous turn's.
    later = replace(said("length", "detailed", 3), quote="longer, please")
    held, _ = run([said("paragraph_length", "shorter", 1)], [said("tone", "calm", 2)], [later])
    assert held["length"].value == "detailed" and held["paragraph_length"].value == "shorter"


@pytest.mark.parametrize(
    "text",
    [
        "Yep, nice and snappy, exactly what I meant.",  # "meant" ends in -nt, no negation
        "这篇照这个来，别变",
        "这次我妈一口气读完了，说总算看得懂",
        "群里好几个家长说这回手机上看着不累了",  # 家长 is no size
    ],
)
def test_keeps_and_relayed_praise_are_heard(text):
    assert approval_observations(text)


@pytest.mark.parametrize("text", ["I don't want this", "Dont like that", "别改成这样"])
def test_a_negation_is_not_approval(text):
    assert approval_observations(text) == []
