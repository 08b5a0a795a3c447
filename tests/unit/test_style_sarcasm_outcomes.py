"""Sarcasm built from a reader's reaction promised with a certainty the text cannot earn, from a
quality praised in scare quotes, from a likeness to chat or to danmaku; and sincere praise of a
change, which is meant and never turned round."""

import pytest

from app.style.extract import offline_observations
from app.style.reading import normalise
from app.style.sarcasm import is_sarcastic
from app.style.sarcasm_wants import implied_by_sarcasm


def _filed(text: str) -> set[tuple[str, str, bool]]:
    return {(o.dimension, o.value, o.tentative) for o in offline_observations(text)}


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        # A promised reaction: "definitely get to the end … before the gallery closes".
        (
            "Great, a single sentence that runs for the whole label. Visitors will definitely "
            "get to the end of it before the gallery closes.",
            "sentence_length",
            "shorter",
        ),
        # Readers mistaking the text for something else: "will think we're celebrating".
        (
            "Wonderful - the outage apology is so bubbly and upbeat that customers will think "
            "we're celebrating it.",
            "tone",
            "calm",
        ),
        # Readers said to love the work the text makes for them.
        (
            "Nice touch turning the grant summary into a heap of bullet fragments. Reviewers "
            "adore guessing how the points connect.",
            "structure",
            "prose",
        ),
        # Words they must look up, and an accessibility praised that is missing.
        (
            "Fantastic, so now a tenant facing eviction just has to look up the terms to "
            "understand the answer. Really accessible stuff.",
            "vocabulary",
            "plain",
        ),
        # A word count too many for a title.
        (
            "Great headline. Only nineteen words. I'm sure people scrolling past will stop and "
            "read all of it.",
            "title_style",
            "short",
        ),
        # Chinese: an outcome promised after reading ("看了一定很害怕"), a chatty likeness.
        ("真棒，律师函写得跟朋友圈段子一样，对方律师看了一定很害怕。", "formality", "formal"),
        ("这标题真有气势，整整二十八个字，学弟学妹划走之前肯定能读完。", "title_style", "short"),
        (
            "标题写得真有创意，邮件标题三十多个单词，客户收件箱里肯定显示得完完整整呢",
            "title_style",
            "short",
        ),
        # A quality praised in scare quotes: wanted, and missing.
        ("这文案真“燃”啊，“建议您适度进行有氧运动”，学员看完一定热血沸腾", "tone", "lively"),
        (
            "哎哟，一段字占满一整屏，真是“方便”得很，看得我眼睛都花咯。",
            "paragraph_length",
            "shorter",
        ),
        # Paragraphs of one sentence likened to danmaku: too thin.
        ("哇，每段都只有一句话，排版真是清爽到像在看弹幕呢", "paragraph_length", "longer"),
        # Comprehension promised for jargon.
        (
            "“犬瘟热病毒经呼吸道感染”——写得真好懂啊，来看病的阿姨们肯定一看就明白",
            "vocabulary",
            "plain",
        ),
    ],
)
def test_mock_praise_is_asked_as_the_value_it_says_is_missing(
    text: str, dimension: str, value: str
) -> None:
    assert is_sarcastic(normalise(text))
    assert _filed(text) == {(dimension, value, True)}


@pytest.mark.parametrize(
    "text",
    [
        "太好了，段落短多了，读者一定会喜欢。",
        "Nice, much clearer now - my readers will definitely follow it.",
        "Great, the sentences are short and punchy now - my readers will actually get to the end.",
        "真不错，句子终于顺了，读者肯定能读完。",
    ],
)
def test_a_change_praised_as_better_is_not_sarcasm(text: str) -> None:
    assert not is_sarcastic(normalise(text))


def test_sincere_praise_of_shorter_paragraphs_never_files_longer() -> None:
    filed = _filed("太好了，段落短多了，读者一定会喜欢。")
    assert ("paragraph_length", "longer", True) not in filed
    assert all(value != "longer" for _, value, _ in filed)


def test_understood_words_alone_are_no_sarcasm_reading() -> None:
    # A plain reason about readers ("他们才看得懂") is not a mocked comprehension.
    assert implied_by_sarcasm("字大点话简单点他们才看得懂") is None


@pytest.mark.parametrize(
    "text",
    [
        "Oh great, the printer jammed again an hour before the deadline. Fantastic day.",
        "真棒，快递又晚了三天，客户肯定特别开心。文章里把这件事交代清楚就行。",
        "好家伙，这个季度销售额又跌了一半，老板真是英明。数据你帮我核对一下。",
    ],
)
def test_sarcasm_about_content_files_nothing(text: str) -> None:
    assert offline_observations(text) == []


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        # Rhetorical questions: asked of no one, they mock.
        (
            "Who doesn't love a sixty-word sentence before their morning coffee?",
            "sentence_length",
            "shorter",
        ),
        ("Why use one word when fifteen will do? Our intro really commits.", "length", "concise"),
        ("这么多感叹号，是怕读者不知道我们很激动吗？", "tone", "calm"),
        ("你是按字数收钱的吗？一个通知写成了论文。", "length", "concise"),
        # Stock mock praise: "Ten out of ten, would…", 不愧是你, 真会玩.
        (
            "Ten out of ten, would scroll through that paragraph again. My thumb needed it.",
            "paragraph_length",
            "shorter",
        ),
        (
            "Oh good, every headline is now basically a paragraph of its own.",
            "title_style",
            "short",
        ),
        ("不愧是你，一段话能拉三屏，真是辛苦读者的大拇指了。", "paragraph_length", "shorter"),
        (
            "真会玩，给养老院的通知里放了一堆火箭和烟花表情，老人家肯定看得很带劲。",
            "emoji",
            "fewer",
        ),
        # The readers named only as the sarcasm's vehicle: what it mocks, not who they are.
        (
            "Because what my teenage readers really crave is 'notwithstanding' and "
            "'aforementioned'.",
            "formality",
            "casual",
        ),
    ],
)
def test_rhetorical_and_stock_mock_praise_is_asked(text: str, dimension: str, value: str) -> None:
    assert _filed(text) == {(dimension, value, True)}


@pytest.mark.parametrize(
    "text",
    [
        "Great, the forecast says rain all weekend. Just what the fair needed. Add it, please.",
        "呵呵，今天又加班到十点，老板真体贴。周报里把进度写清楚就行。",
        "Who doesn't love a long weekend? Anyway, the piece is due Monday.",
    ],
)
def test_rhetorical_sarcasm_about_life_files_nothing(text: str) -> None:
    assert offline_observations(text) == []
