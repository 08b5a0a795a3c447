"""Traditional Chinese (繁體) is read as Simplified: the same statement in either script files
the same preference, and Simplified or English text passes through the folding unchanged."""

import pytest

from app.style.extract import offline_observations
from app.style.hant import simplified


def _filed(text: str) -> set[tuple[str, str, bool]]:
    """(dimension, value, tentative) of what is filed."""
    return {(o.dimension, o.value, o.tentative) for o in offline_observations(text)}


@pytest.mark.parametrize(
    ("traditional", "simple"),
    [
        ("我是說表情符號要少一點，不是多一點。", "我是说表情符号要少一点，不是多一点。"),
        ("以後標題寫短一點", "以后标题写短一点"),
        ("我們的讀者主要是醫護人員和藥劑師。", "我们的读者主要是医护人员和药剂师。"),
    ],
)
def test_traditional_characters_fold_to_simplified(traditional, simple):
    assert simplified(traditional) == simple


@pytest.mark.parametrize(
    "text",
    [
        "显著的特征，乾坤未定，著名作者",  # Simplified characters that look Traditional stay
        "Keep the paragraphs short, please.",
        "以后句子短一点，别写那么长。",
    ],
)
def test_simplified_and_english_text_is_left_as_it_is(text):
    assert simplified(text) == text


@pytest.mark.parametrize(
    ("regional", "mainland"),
    [
        ("之前說的條列式不對", "之前说的列表不对"),  # Taiwan: 条列式 is a bulleted list
        ("以後一律不要驚嘆號", "以后一律不要感叹号"),  # Taiwan: 驚嘆號 is the exclamation mark
        ("唔好寫咁長，短啲", "不要写这么长，短点"),  # Cantonese: 唔好 is 不要, 啲 is 点
        ("我是讲要写短点，伐是要写长", "我是说要写短点，不是要写长"),  # Shanghainese 伐 is 不
    ],
)
def test_regional_words_are_said_the_mainland_way(regional, mainland):
    assert simplified(regional) == mainland


@pytest.mark.parametrize(
    ("traditional", "simple"),
    [
        ("我是說表情符號要少一點，不是多一點。", "我是说表情符号要少一点，不是多一点。"),
        ("搞錯了，我要的是短句，不是長句。", "搞错了，我要的是短句，不是长句。"),
        ("標題別再寫那麼長了，一行放不下。", "标题别再写那么长了，一行放不下。"),
        ("萬一要投稿給期刊，語氣就得正式一點。", "万一要投稿给期刊，语气就得正式一点。"),
        ("我在想段落是不是可以寫長一點……還沒想好。", "我在想段落是不是可以写长一点……还没想好。"),
    ],
)
def test_a_statement_in_traditional_files_what_the_simplified_one_files(traditional, simple):
    assert _filed(traditional) == _filed(simple)


def test_a_traditional_correction_is_read_the_right_way_round():
    assert ("emoji", "fewer", False) in _filed("更正：我是說表情符號要少一點，不是多一點。")
    assert not any(v == "more" for _, v, _ in _filed("更正：我是說表情符號要少一點，不是多一點。"))
