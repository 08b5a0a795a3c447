"""Kinds pinned in the first-sight round (session 4), each in phrasings of its own, in both
languages: one direction proposed with the writer's doubt; what must not be changed is kept;
a clause that opens on a refusal; a negated modal; a ceiling; a rule of the writer's own lifted;
enthusiast readers; a heap of quoted terms mocked."""

import pytest

from tests.unit.readings import asked, heard, lasting


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("是不是段落短一点会好些？我也拿不准。", ("paragraph_length", "shorter")),
        ("Would the posts work better with fewer emoji, maybe? Not sure.", ("emoji", "fewer")),
        ("感觉语气可以再轻松一点？不确定。", ("formality", "casual")),
    ],
)
def test_one_direction_proposed_with_doubt_is_asked(text, expected):
    assert asked(text) == {expected}
    assert lasting(text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "Do you think couples prefer the timeline as a list or written out?",
        "Would bullet points work better here? Just wondering.",
        "用列表还是段落会更好？",
    ],
)
def test_a_choice_or_a_curious_question_asks_nothing(text):
    assert heard(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Don't change the formal tone.", ("formality", "formal")),
        ("Don't lose the casual voice, whatever you do.", ("formality", "casual")),
        ("Don't you dare turn my essay into a listicle.", ("structure", "prose")),
        ("Never write in the second person.", ("person", "third")),
        ("It shouldn't be this formal.", ("formality", "casual")),
        ("Headlines mustn't be long.", ("title_style", "short")),
        ("这篇不该这么正式。", ("formality", "casual")),
        ("It isn't casual enough.", ("formality", "casual")),
    ],
)
def test_refusals_keeps_and_negated_modals(text, expected):
    assert lasting(text) == {expected}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Keep the paragraphs to two or three lines each from now on.",
            ("paragraph_length", "shorter"),
        ),
        (
            "If you could keep future posts to around five hundred words, that would be great.",
            ("length", "concise"),
        ),
        ("以后每段不超过三行。", ("paragraph_length", "shorter")),
        ("这样好，表情就点缀一两个，以后都这样。", ("emoji", "fewer")),
        ("麻烦以后每条推送的表情控制在两个以内，谢谢啦。", ("emoji", "fewer")),
        ("Scrap the no-emoji rule — a couple per post is fine now.", ("emoji", "fewer")),
    ],
)
def test_ceilings_and_counts_mean_fewer_or_shorter(text, expected):
    assert lasting(text) == {expected}


def test_enthusiast_readers_imply_technical_terms_asked():
    text = "The people reading our patch notes are theorycrafters who datamine every build."
    assert asked(text) == {("vocabulary", "technical")}
    assert asked("我们的读者大多是资深玩家。") == {("vocabulary", "technical")}


def test_a_heap_of_quoted_terms_mocked_asks_for_plain_words():
    text = "真好，推文里全是「善意取得」「表见代理」，客户看完一定觉得我们特别平易近人呢。"
    assert asked(text) == {("vocabulary", "plain")}
    assert lasting("I never want to see 'leverage' or 'synergy' in my posts again.") == {
        ("vocabulary", "plain")
    }


def test_put_off_to_a_day_that_has_not_come_files_nothing_lasting():
    assert lasting("等以后做英文版，可能得写得正式一点，现在不用。") == set()
