"""Sarcasm read by its parts (app/style/mockery.py): mock praise beside an incongruity, the part of
the text mocked and its measure, and the opposite put to the writer — never the literal praise."""

import pytest

from app.style.constructions import canonical
from app.style.extract import offline_observations
from app.style.mockery import is_sincere, mocked_property, mocks_the_text, read_mockery
from app.style.reading import normalise


def _read(text: str) -> tuple[str, str] | None:
    return read_mockery(canonical(normalise(text)))


def _filed(text: str) -> set[tuple[str, str, bool]]:
    return {(o.dimension, o.value, o.tentative) for o in offline_observations(text)}


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # A size blown out of proportion, said of the part it belongs to.
        (
            "Marvellous, the first paragraph of the club notice is longer than the AGM itself.",
            ("paragraph_length", "shorter"),
        ),
        (
            "Oh good, the opening sentence now needs an intermission. Members will adore it.",
            ("sentence_length", "shorter"),
        ),
        (
            "Lovely, the subject line wraps onto three lines now. Very snappy.",
            ("title_style", "short"),
        ),
        ("好家伙，一段话占了大半屏，家长们肯定一口气读完。", ("paragraph_length", "shorter")),
        ("真行啊，标题比正文还长，读者肯定一眼就记住了。", ("title_style", "short")),
        ("厉害，一则招聘启事写了五千字，应聘的人看完估计都退休了。", ("length", "concise")),
        # The text likened to a genre it should not be.
        (
            "Splendid, the pub quiz flyer now reads like an eviction notice. Very welcoming.",
            ("formality", "casual"),
        ),
        (
            "真贴心，小区春游的通知写得跟红头文件似的，邻居们看了一定倍感温馨。",
            ("formality", "casual"),
        ),
        (
            "Great, the apology to customers now sounds like a group chat. They'll surely take it "
            "seriously.",
            ("formality", "formal"),
        ),
        ("太好了，旅行日记平淡得像天气预报，读者肯定热血沸腾。", ("tone", "lively")),
        # A crowd counted.
        (
            "Fab, the bake sale post has more emoji than words now. Really understated.",
            ("emoji", "fewer"),
        ),
        ("可真热闹，每句话后面都跟着四个感叹号，读者肯定很放松。", ("tone", "calm")),
        (
            "真是贴心，写给小学生的科普满篇“量子纠缠”“波函数坍缩”，孩子们肯定秒懂。",
            ("vocabulary", "plain"),
        ),
        (
            "好一个清单体，一篇悼念文章被拆成了八个要点，家属看了一定很感动。",
            ("structure", "prose"),
        ),
    ],
)
def test_sarcasm_is_read_as_the_opposite_of_the_mocked_property(
    text: str, wanted: tuple[str, str]
) -> None:
    assert _read(text) == wanted
    # Filed as a question to the writer, and nothing filed the literal way round.
    dimension, value = wanted
    filed = _filed(text)
    assert (dimension, value, True) in filed
    assert all(d != dimension or v == value for d, v, _ in filed)


@pytest.mark.parametrize(
    "text",
    [
        "Those shorter titles make the menu far easier to scan. Keep doing that.",
        "Love how it talks to the reader directly now, feels so much friendlier.",
        "这次段落短了，大家都说看得懂，继续保持。",
        "这版口气轻松多了，邻居们都说亲切，以后都这样。",
    ],
)
def test_sincere_praise_of_a_change_is_not_sarcasm(text: str) -> None:
    normal = canonical(normalise(text))
    assert is_sincere(normal)
    assert not mocks_the_text(normal)
    assert _read(text) is None


@pytest.mark.parametrize(
    "text",
    [
        # Mock praise beside an incongruity, but no part or measure named: nothing proposed.
        "Oh wonderful, I'm sure the readers will be thrilled with this one.",
        "真是绝了，读者肯定爱死了，对吧。",
    ],
)
def test_sarcasm_with_no_property_named_proposes_nothing(text: str) -> None:
    assert mocked_property(canonical(normalise(text))) is None
    assert _read(text) is None


def test_a_plain_request_beside_the_sarcasm_stands() -> None:
    text = (
        "Oh great, another paragraph the length of a novel. Keep paragraphs to three lines, always."
    )
    assert ("paragraph_length", "shorter", False) in _filed(text)


def test_plain_complaints_and_requests_are_not_sarcasm() -> None:
    for text in (
        "The paragraphs are too long for phones; please keep them to three lines.",
        "段落太长了，手机上看着累，以后短一点。",
        "Please use more emoji in the party invitations.",
    ):
        assert _read(text) is None
