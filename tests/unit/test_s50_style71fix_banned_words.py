"""A list of words banned by name asks for a kind of word: plain, or formal when it is slang."""

from app.style.banned_words import banned_words_read
from app.style.extract import offline_observations


def _read(text: str) -> list[tuple[str, str]]:
    return [(o.dimension, o.value) for o in banned_words_read(text, offline_observations)]


def test_buzzwords_banned_ask_for_plain_words():
    assert _read("Banned words from now on: leverage, synergy, stakeholder.") == [
        ("vocabulary", "plain")
    ]
    assert _read("以后这些词别用：打通、赛道、底层逻辑、组合拳。") == [("vocabulary", "plain")]


def test_chat_words_banned_ask_for_a_formal_register():
    assert _read("Never use these words: lol, gonna, super excited.") == [("formality", "formal")]
    assert _read("以后不许出现的词：绝绝子、yyds、家人们。") == [("formality", "formal")]


def test_a_list_with_no_ban_or_a_ban_with_no_list_is_left_alone():
    assert _read("Menu: soup, salad, bread and cake.") == []
    assert _read("Banned words are a bad idea.") == []
