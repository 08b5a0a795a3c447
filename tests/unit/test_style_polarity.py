"""Polarity at the core: a ban after the term, a tag question, a rule's colon, emoji ruled out,
a softener against doubt said outright, and a wish settled for good (app/style/polarity.py and
the arbiter)."""

from app.style.arbiter import arbitrate
from app.style.dimensions import Observation
from app.style.polarity import emoji_ruled_out, rule_span, toned_down, untagged, wished_after
from app.style.targets import stated_targets


def said(dimension: str, value: str, tentative: bool = False) -> Observation:
    return Observation(dimension, value, "writer", 0.6, True, quote="q", tentative=tentative)


def test_a_tag_question_after_an_order_asks_nothing() -> None:
    assert untagged("Go lighter on the exclamation marks from now on, yeah?").endswith(".")
    assert untagged("以后标题短一点，好吗？").endswith(".")
    assert untagged("Is this too formal?") == "Is this too formal?"


def test_what_follows_a_value_or_a_rule_asks_for_it() -> None:
    text = "Full sentences only."
    assert wished_after(text, 0, len("Full sentences"))
    assert not wished_after("Full sentences are tiring.", 0, len("Full sentences"))
    assert rule_span("New house rule for the zine: long, flowing paragraphs.") is not None
    assert rule_span("新规矩：标题一律短。") is not None
    assert rule_span("The zine has long paragraphs.") is None


def test_tone_down_needs_the_verb_not_the_noun() -> None:
    text = "Could you tone the emoji down a notch?"
    at = text.index("emoji")
    assert toned_down(text, at, at + len("emoji")) is not None
    calm = "Keep the tone calm in every update from now on."
    at = calm.index("calm")
    assert toned_down(calm, at, at + 4) is None


def test_emoji_ruled_out_whole_or_in_part() -> None:
    assert emoji_ruled_out("表情包以后一律不许出现") == "none"
    assert emoji_ruled_out("Emoji are banned") == "none"
    assert emoji_ruled_out("go easier on the emoji") == "fewer"
    got = arbitrate("表情包以后一律不许出现。", [said("emoji", "more")])
    assert [(o.dimension, o.value) for o in got] == [("emoji", "none")]
    got = arbitrate("Could you tone the emoji down a notch going forward? Thanks!", [])
    assert [(o.dimension, o.value) for o in got] == [("emoji", "fewer")]


def test_a_softener_is_manners_and_doubt_said_outright_is_doubt() -> None:
    polite = stated_targets("Could you maybe go a bit easier on the jargon in future posts?")
    assert polite.wish("vocabulary") == "plain"
    assert "vocabulary" in polite.firm and "vocabulary" not in polite.hesitant
    for doubtful in (
        "Perhaps the sentences could be longer again? I'm honestly not certain.",
        "感觉以后句子短一点可能更好，不过我也不太确定。",
        "標題或許可以再長一點？我也說不準。",
    ):
        targets = stated_targets(doubtful)
        assert targets.wanted and set(targets.wanted) <= targets.hesitant, doubtful


def test_a_ban_then_the_value_wanted_is_settled_for_good() -> None:
    text = "And don't make it sound so hyped. Keep it level."
    got = arbitrate(text, [said("tone", "lively")])
    assert [(o.dimension, o.value, o.explicit) for o in got] == [("tone", "calm", True)]
    rule = "New house rule for the zine: long, flowing paragraphs."
    got = arbitrate(rule, [])
    assert ("paragraph_length", "longer") in {(o.dimension, o.value) for o in got}
    # A complaint of degree is not a settled rule: it may still be put to the writer.
    got = arbitrate("术语太多了，外行看不懂", [said("vocabulary", "plain", tentative=True)])
    assert all(not o.explicit for o in got)


def test_questions_and_hypotheticals_state_no_target() -> None:
    for text in (
        "Would shorter paragraphs suit the recipe pages better, do you reckon?",
        "If we ever wrote for a medical journal I'd go heavy on the terminology.",
        "要是投稿给学术期刊，我肯定会用很多术语。",
        "你觉得表情是不是放太多了？",
    ):
        targets = stated_targets(text)
        assert not targets.wanted and not targets.unwanted, text


def test_emoji_by_degree_fewer_said_in_so_many_words() -> None:
    def got(text: str, heard: str) -> list[tuple[str, str]]:
        return [(o.dimension, o.value) for o in arbitrate(text, [said("emoji", heard)])]

    assert got("Scratch what I said about emoji — I meant fewer, not more.", "none") == [
        ("emoji", "fewer")
    ]
    assert got("喺呢個群組唔好再用咁多emoji啦，睇到眼花", "none") == [("emoji", "fewer")]
    assert got("It's not that I never want an emoji. Just not a dozen in the text.", "more") == [
        ("emoji", "fewer")
    ]
    # A ban on every one stays a ban.
    assert got("Lose the emoji, please.", "none") == [("emoji", "none")]
    assert got("以后别再满屏🔥😂了，这是银行的推送", "none") == [("emoji", "none")]


def test_leave_granted_to_one_thing_is_no_doubt_about_the_next() -> None:
    text = "I don't mind the length at all — it's the jargon I mind."
    got = arbitrate(text, [said("vocabulary", "technical")])
    assert [(o.dimension, o.value, o.tentative) for o in got] == [("vocabulary", "plain", False)]


def test_the_captions_in_the_plural_are_a_habit_not_one_place() -> None:
    from app.style.extract import offline_observations

    [every] = offline_observations("Loads of emoji in the captions please 🔥")
    assert (every.dimension, every.value, every.scoped) == ("emoji", "more", False)
    [one] = offline_observations("Take the emoji out of the caption under the photo.")
    assert one.scoped
