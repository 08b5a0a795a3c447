"""Plain style wishes said in dialect (dev set 21's kinds): Scots refusals ("dinnae", "nae",
"ony mair"), "ain't", "had it arse about face" (backwards), Shaanxi 嫑, Hunan 莫再,
Taiwanese 莫koh/毋通, Cantonese 咗 / 加返 / 话, Wu 伐 asking, and dialect praise said in
mockery (真得劲, "Champion,"). A refusal is never filed as the thing refused; the words that
only look alike (莫名, 步伐, "nae bother") are left as they are."""

import pytest

from app.style.shorthand import dialect_plain
from tests.unit.readings import asked, filed, heard, lasting


@pytest.mark.parametrize(
    ("text", "wanted", "never"),
    [
        ("Dinnae stick ony mair emoji in the notices.", ("emoji", "none"), ("emoji", "more")),
        (
            "Nae jargon in the parish letter, ever.",
            ("vocabulary", "plain"),
            ("vocabulary", "technical"),
        ),
        ("嫑再用那么多表情了，以后少放些。", ("emoji", "fewer"), ("emoji", "more")),
        (
            "莫再写那么长的段落了，以后段落短些。",
            ("paragraph_length", "shorter"),
            ("paragraph_length", "longer"),
        ),
        ("毋通koh用遐濟表情符號，以後少用一寡。", ("emoji", "fewer"), ("emoji", "more")),
    ],
)
def test_dialect_refusals_read_the_right_way(text, wanted, never):
    assert wanted in lasting(text)
    assert never not in heard(text)


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Sorry, I had it arse about face last week. Drop the bullets, write it in paragraphs.",
            ("structure", "prose"),
        ),
        ("之前話唔要列點係我講錯咗，以後照分返點寫啦。", ("structure", "lists")),
        ("頭先話唔好用表情係我搞錯咗，以後照加返表情啦。", ("emoji", "more")),
    ],
)
def test_dialect_corrections_are_filed(text, wanted):
    assert wanted in filed(text)


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("中啊，段落长得跟裹脚布样，看到一半都不想看了，真得劲。", ("paragraph_length", "shorter")),
        ("iconic. a 1,200 word post about the car boot sale.", ("length", "concise")),
    ],
)
def test_dialect_mock_praise_is_only_asked(text, wanted):
    assert wanted in asked(text)
    assert wanted not in filed(text)


def test_wu_question_files_nothing():
    assert not filed("段落短一眼是不是好看一眼伐？我就问问。")


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("Dinnae put ony mair in", "don't put any more in"),
        ("Ain't no need for all that", "isn't no need for all that"),
        ("以后照加返啦", "以后照样加回来啦"),
        ("好读伐？", "好读吗？"),
        ("嫑列点", "不要列点"),
    ],
)
def test_dialect_said_plainly(text, plain):
    assert dialect_plain(text) == plain


@pytest.mark.parametrize(
    "text",
    [
        "Nae bother, see you Tuesday.",
        "It went ower the top.",
        "莫名其妙的标题",
        "跟上大家的步伐",
        "莫斯科的照片",
        "关系我们都清楚",
    ],
)
def test_lookalikes_left_alone(text):
    assert dialect_plain(text) == text


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Them pars gan on forever, man. Keep 'em short from now on.",
            ("paragraph_length", "shorter"),
        ),
        ("it's giving linkedin. make it way more casual, every post", ("formality", "casual")),
        ("这篇一点精神都没有，以后写得活泛些。", ("tone", "lively")),
        ("It's ower posh for a ceilidh notice. Talk normal from now on.", ("formality", "casual")),
        ("以后段落莫写恁长，短些中不中？", ("paragraph_length", "shorter")),
    ],
)
def test_dialect_words_for_style_terms(text, wanted):
    assert wanted in lasting(text)


@pytest.mark.parametrize(
    ("text", "wanted", "never"),
    [
        ("别删表情，以后照样加。", ("emoji", "more"), ("emoji", "none")),
        ("唔好刪走啲表情，以後照放。", ("emoji", "more"), ("emoji", "none")),
    ],
)
def test_kept_from_deletion_is_wanted(text, wanted, never):
    assert wanted in lasting(text)
    assert never not in heard(text)


def test_a_refusal_of_any_shorter_files_nothing():
    assert not filed("Dinnae make the paragraphs ony shorter, they're fine.")


def test_never_wanted_gone_never_files_the_opposite():
    assert ("structure", "prose") not in filed("I never wanted the bullets gone. Bring them back.")


def test_dialect_praise_said_sincerely_is_filed():
    assert ("title_style", "short") in lasting("iconic. keep the headlines this short from now on")
