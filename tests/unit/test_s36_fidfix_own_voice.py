"""Session 36 (fid-fix): an apology in the article's own voice ("We're sorry…", 我们很抱歉) and
a sentence opening with the paragraph's own bold label are the article's text, never the
model's aside; a reply advising against the edit ("I wouldn't add that.") is the model's talk."""

from __future__ import annotations

from app.editing.align import is_talk
from app.editing.notes import without_asides
from app.editing.reply_talk import _TALK

ARTICLE = (
    "**While you wait** Clinics sometimes run late because some patients need more time. "
    "The screen shows the current delay."
)


def test_an_apology_in_the_articles_we_is_no_talk_to_the_writer() -> None:
    assert not is_talk("We're sorry when clinics run late.", ARTICLE)
    assert not is_talk("We are so sorry for the disruption.", ARTICLE)
    assert not is_talk("我们很抱歉给大家带来不便。", "公交线路调整。")


def test_the_models_own_apology_is_still_talk() -> None:
    assert is_talk("Sorry, I can't add that.", ARTICLE)
    assert is_talk("So sorry — here it is.", ARTICLE)
    assert is_talk("抱歉，我不能编造。", "公交线路调整。")


def test_kinder_sentence_after_the_label_stays_in_the_paragraph() -> None:
    unit = (
        "**While you wait** Sorry clinics run late; another patient needed more of our time. "
        "The screen shows the current delay."
    )
    notes: list[str] = []
    assert without_asides(unit, ARTICLE, notes) == unit
    assert notes == []


def test_advice_against_the_edit_is_the_models_talk() -> None:
    assert _TALK.search("I wouldn't add that. A promise of 10 minutes could upset patients.")
    assert _TALK.search("I’d advise against promising a waiting time.")
    assert not _TALK.search("Most visitors wouldn't guess the clinic is on Level 2.")
