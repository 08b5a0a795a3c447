"""Indirect statements in Cantonese and mixed Chinese (session 10): mock praise
(真係好有心, 好「詳盡」) beside a crowd of emoji or readers leaving by the third paragraph, an
opening three lines long before the point, customers told by their trade (我啲客主要係做 trading
嘅), and sarcasm whose literal reading must never be filed. What is implied is asked; a count of
emoji that only tells what was made files nothing."""

import pytest

from app.style.extract import offline_observations
from tests.unit.readings import asked, filed


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("真係好有心，一個停車場通告放咗成十個 emoji。", ("emoji", "fewer")),
        ("呢篇活動介紹真係寫得好「詳盡」，啲家長睇到第三段已經走晒。", ("length", "concise")),
        ("哇这个开头，三行了还没进正题，粉丝们肯定很有耐心。", ("length", "concise")),
        ("我啲客主要係做 trading 嘅，成日睇 Bloomberg。", ("vocabulary", "technical")),
    ],
)
def test_implied_and_asked(text, wanted):
    assert asked(text) == {wanted}
    assert not filed(text)


@pytest.mark.parametrize(
    "text",
    [
        "我们做了十个 emoji 贴纸，放在文末。",
        "真係好有心，多謝你幫手改地址。",
    ],
)
def test_nothing_implied(text):
    assert not asked(text)
    assert not filed(text)


@pytest.mark.parametrize(
    ("text", "wanted", "never"),
    [
        (
            "How very casual, 'hey guys' in a letter to the bank.",
            ("formality", "formal"),
            ("formality", "casual"),
        ),
        ("So cheerful. It's a redundancy notice.", ("tone", "calm"), ("tone", "lively")),
        (
            "Ah yes, bullet points for a love letter. Very romantic.",
            ("structure", "prose"),
            ("structure", "lists"),
        ),
        ("好温馨啊，裁员通知里还加了个笑脸。", ("emoji", "fewer"), ("emoji", "more")),
    ],
)
def test_sarcasm_never_files_its_literal_reading(text, wanted, never):
    assert wanted in asked(text)
    assert never not in asked(text) | filed(text)
    assert not filed(text)


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("How about shorter paragraphs?", ("paragraph_length", "shorter")),
        ("Please use bullet points for the apology's action items.", ("structure", "lists")),
    ],
)
def test_plain_requests_in_the_same_words_still_count(text, wanted):
    assert wanted in filed(text)


def test_sincere_how_lovely_files_nothing():
    assert not offline_observations("How lovely, thank you so much for fixing the date!")
