"""Measured style signals: CJK and Latin metrics, and thresholds that ignore small changes."""

from datetime import UTC, datetime

import pytest

from app.domain.models import RevisionRecord
from app.style.signals import measure, measured_observations, signal_values

NOW = datetime(2026, 11, 1, tzinfo=UTC)


def revision(before: str, after: str, kind="manual", title_before="标题", title_after="标题"):
    return RevisionRecord(
        id="c1-r1",
        content_id="c1",
        message_id="c1-m1",
        kind=kind,
        base_version=2,
        version=3,
        original_title=title_before,
        original_body=before,
        revised_title=title_after,
        revised_body=after,
        created_at=NOW,
    )


def test_metrics_count_cjk_sentences_emoji_and_second_person():
    m = measure("周末", "今天去了公园🌳！你一定要去。\n\n花都开了😊，您会喜欢的？")
    assert m.sentences == 3
    assert m.paragraphs == 2
    assert m.emoji == 2
    assert m.exclamations == 1
    assert m.second_person == 2
    assert m.title_words == 2


def test_metrics_count_formal_connectives_in_both_languages():
    m = measure("T", "此外，成本较低。因此建议采用。Furthermore, it works. In conclusion, yes.")
    assert m.connectives == 4
    assert m.connectives_per_sentence == pytest.approx(1.0)


def test_manual_removal_of_every_emoji_is_a_strong_writer_signal():
    (obs,) = measured_observations(
        revision("公园🌳很好☀️。\n\n花开了🌸。", "公园很好。\n\n花开了。")
    )
    assert (obs.dimension, obs.value, obs.by_writer, obs.strength) == ("emoji", "none", True, 0.7)
    assert obs.versions == "V2→V3" and obs.measured["emoji_per_100_chars_after"] == 0


def test_model_made_change_is_weak_and_inferred():
    (obs,) = measured_observations(
        revision("新品上市。价格更低。欢迎体验。", "新品上市！价格更低！欢迎体验！", kind="llm")
    )
    assert (obs.dimension, obs.value, obs.by_writer, obs.inferred) == (
        "tone",
        "lively",
        False,
        True,
    )
    assert obs.strength < 0.3


def test_small_changes_teach_nothing():
    before = measure("销量", "去年销量增长了百分之十。利润也创了新高。")
    after = measure("销量", "2024年销量增长了百分之十二。利润也创了历史新高。")
    assert signal_values(before, after) == []
    one_emoji = measure("T", "今天天气很好😊。")
    assert signal_values(one_emoji, measure("T", "今天天气很好。")) == []


def test_sentence_length_and_title_length_signals():
    long = (
        "The meeting, which had been postponed twice because of travel, finally took place "
        "on Monday, and everyone agreed that the plan was achievable."
    )
    short = "The meeting took place on Monday. It was postponed twice. The plan is achievable."
    found = {
        (d, v)
        for d, v, _ in signal_values(
            measure("Tips", long), measure("Ten practical tips for clear email", short)
        )
    }
    assert found == {("sentence_length", "shorter"), ("title_style", "long")}


def test_restores_and_drafts_teach_nothing():
    assert measured_observations(revision("a😊😊😊。", "a。", kind="restore")) == []
    assert measured_observations(revision("a😊😊😊。", "a。", kind="generate")) == []


def test_list_structure_register_and_long_words_are_measured():
    bulleted = revision(
        "First flash the card, then plug in the drive, and then open the admin page.",
        "1. Flash the card.\n2. Plug in the drive.\n3. Open the admin page.",
    )
    assert ("structure", "lists") in {
        (o.dimension, o.value) for o in measured_observations(bulleted)
    }
    prose = revision(
        "几点感受：\n- 路线难\n- 天气多变\n- 队友靠谱", "路线很难，天气多变，好在队友靠谱。"
    )
    assert ("structure", "prose") in {(o.dimension, o.value) for o in measured_observations(prose)}
    notice = measure(
        "An update regarding our schedule",
        "We would like to inform you that the session will henceforth commence at ten. "
        "We apologise for any inconvenience.",
    )
    chat = measure("Quick update", "Heads up — we're starting at ten now. Sorry about that!")
    assert ("formality", "casual") in {(d, v) for d, v, _ in signal_values(notice, chat)}
    jargon = measure(
        "Sync", "We leveraged microservices with idempotent endpoints guaranteeing consistency."
    )
    plain = measure("Sync", "We split the app into small parts so a repeated request does no harm.")
    assert ("vocabulary", "plain") in {(d, v) for d, v, _ in signal_values(jargon, plain)}


def test_an_edit_the_writer_calls_a_one_off_teaches_nothing_lasting():
    from app.style.learner import observe

    edit = revision(
        "First do this, then that, and then the other thing.", "- This\n- That\n- The other"
    )
    for words in [
        "Just this once, it's for a printed handout.",
        "这次特殊，发群里方便看，以后不用这样",
    ]:
        measured = [o for o in observe(edit, [words]) if o.source == "manual"]
        assert measured and all(o.scoped for o in measured), words
