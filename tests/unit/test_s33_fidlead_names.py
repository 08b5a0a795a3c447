"""Session 33 (fid-lead33): a name transliterated another way inside a restyle — its first
word ("Zhang Wei" → "Chang Wei") or the characters of a dotted Chinese transliteration
(阿列克谢·彼得罗夫 → 阿历克塞·彼德罗夫) — is another name."""

from __future__ import annotations

from app.editing.fact_names import changed_names


def test_a_first_word_transliterated_another_way_is_another_name() -> None:
    before = "Our electrician, Zhang Wei, will check every cable."
    after = "Our electrician, Chang Wei, checks every cable."
    assert changed_names(before, after) == [("Zhang Wei", "Chang Wei")]


def test_a_sentence_opening_reworded_before_a_name_is_no_new_name() -> None:
    assert changed_names("Then Mary came home.", "When Mary came home.") == []
    assert changed_names("We thank Mr Wei.", "We thank Ms Wei.") == []


def test_a_dotted_transliteration_in_other_characters_is_another_name() -> None:
    before = "电工阿列克谢·彼得罗夫会在下午4点半前检查所有电线。"
    after = "电工阿历克塞·彼德罗夫会在下午4点半前检查全部电线。"
    assert changed_names(before, after) == [("克谢·彼得", "克塞·彼德")]


def test_words_reworded_around_a_dotted_name_keep_it() -> None:
    before = "电工阿列克谢·彼得罗夫会在下午检查电线。"
    after = "下午，电工阿列克谢·彼得罗夫将检查所有电线。"
    assert changed_names(before, after) == []
