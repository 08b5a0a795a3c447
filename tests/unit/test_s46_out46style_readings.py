"""Pure pieces of outside46a F11–F13: a retraction that only permits files nothing, 您 against 你
is register, and a lasting wish or readership beside a one-off ask on one part is heard."""

from app.style.address_register import address_register
from app.style.beside_one_off import lasting_beside_one_off
from app.style.dimensions import Observation
from app.style.learner import heard
from app.style.mixed_up import mix_ups_read


def _obs(dimension, value, **extra):
    return Observation(dimension, value, "writer", 0.6, True, **extra)


def _heard(text):
    return {
        (o.dimension, o.value)
        for o in heard([text], revision_id=None, message_id=None, versions="")
    }


def test_a_permission_after_owning_a_change_of_mind_files_no_wish_for_more():
    said = [_obs("exclamation", "more"), _obs("tone", "lively")]
    assert mix_ups_read(["其实感叹号挺好的，我之前说错了，以后可以用。"], said, []) == []
    assert mix_ups_read(["I take it back, exclamation marks are okay in my posts."], said, []) == []


def test_a_permission_without_owning_a_mistake_is_left_to_the_other_rules():
    said = [_obs("emoji", "more")]
    assert mix_ups_read(["Emoji are fine, add a few more."], said, []) == said


def test_asking_for_them_back_is_still_a_wish():
    said = [_obs("emoji", "more")]
    assert mix_ups_read(["I was wrong, emoji are fine, put some back in."], said, []) == said


def test_nin_against_ni_is_formality_not_person():
    said = [_obs("person", "second")]
    assert [
        (o.dimension, o.value) for o in address_register(["以后别用“您”，用“你”就行。"], said)
    ] == [("formality", "casual")]
    assert [
        (o.dimension, o.value) for o in address_register(["以后都用“您”来称呼读者，别用“你”。"], [])
    ] == [("formality", "formal")]


def test_naming_only_one_word_of_address_or_asking_which_is_left_alone():
    said = [_obs("person", "second")]
    assert address_register(["以后多用“你”跟读者说话。"], said) == said
    assert address_register(["用“你”还是“您”？"], said) == said


def test_a_lasting_wish_after_a_one_off_on_one_paragraph_is_heard():
    assert ("sentence_length", "shorter") in _heard("第二段拆成短句。我写东西一向喜欢短句。")
    assert ("paragraph_length", "shorter") in _heard("把结尾那段拆短一点。我一直喜欢短段落。")


def test_a_readership_beside_a_one_off_on_one_paragraph_is_heard_unscoped():
    said = [_obs("vocabulary", "plain", scoped=True, reading="audience")]
    hear = lambda part: [_obs("vocabulary", "plain", reading="audience")] if "读者" in part else []  # noqa: E731
    out = lasting_beside_one_off(["我的读者都是小学生，第二段用词简单一点。"], said, hear)
    assert [(o.dimension, o.value, o.scoped) for o in out] == [("vocabulary", "plain", False)]


def test_a_one_off_on_one_paragraph_alone_stays_scoped():
    said = [_obs("vocabulary", "plain", scoped=True)]
    assert lasting_beside_one_off(["第二段用词简单一点。"], said, lambda part: []) == said
