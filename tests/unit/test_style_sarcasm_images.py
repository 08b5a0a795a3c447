"""Sarcasm in fresh images, naming no style word: mock praise beside an exaggeration about a
visible feature of the text ("more little faces and party hats than the nursery noticeboard",
"你这一句话还没念完，他血都流干了", "一段话滑了三下手机屏幕还没到头"). What it mocks is asked,
never filed; praise with a comparison that is good news is not sarcasm."""

import pytest

from app.style.extract import offline_observations
from app.style.sarcasm import is_sarcastic


def asked(text):
    return {(o.dimension, o.value) for o in offline_observations(text) if o.tentative}


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Fantastic, the newsletter has more hearts and sparkles than a valentine card aisle.",
            ("emoji", "fewer"),
        ),
        ("挺好，小星星小爱心撒了一路，客户还以为收到的是婚礼请柬。", ("emoji", "fewer")),
        ("真棒，朋友圈文案配的小表情比字还多。", ("emoji", "fewer")),
        (
            "Great, by the time anyone reaches the end of this sentence the sale will be over.",
            ("sentence_length", "shorter"),
        ),
        (
            "好家伙，主角挨了一刀，你这一句话还没念完，他血都流干了。",
            ("sentence_length", "shorter"),
        ),
        ("厉害了，这一句话从开头到句号，我喝了两口水才读完。", ("sentence_length", "shorter")),
        ("好嘛，一段话滑了三下手机屏幕还没到头。", ("paragraph_length", "shorter")),
        (
            "Superb. One paragraph, top to bottom, no breaks - my thumb got a workout scrolling.",
            ("paragraph_length", "shorter"),
        ),
        ("真行，一条停水通知写得跟连续剧似的，看完都该来水了。", ("length", "concise")),
        ("厉害，一条周末天气提醒写了三屏，大家看完估计雨都停了。", ("length", "concise")),
        (
            "Brilliant, the minutes are now so long the next meeting will start before anyone "
            "finishes them.",
            ("length", "concise"),
        ),
        ("可以啊，通篇感叹号，读着像在听大喇叭喊话。", ("tone", "calm")),
        (
            "Marvellous, every bullet has its own sub-bullet now. Bullets all the way down.",
            ("structure", "prose"),
        ),
    ],
)
def test_the_mocked_feature_is_asked_the_other_way(text, wanted):
    assert asked(text) == {wanted}
    assert all(o.tentative for o in offline_observations(text))


@pytest.mark.parametrize(
    "text",
    [
        "Wonderful news: the bake sale raised more than last year!",
        "太好了，这次活动来的人比上次多了一倍。",
        "Great, the recipe card now fits on one page, perfect for the fridge door.",
        "厉害，这篇阅读量比上周翻了一倍，大家都在转。",
        "Lovely photo of the party hats at the top, the kids will recognise themselves.",
    ],
)
def test_good_news_with_a_comparison_is_not_sarcasm(text):
    assert not is_sarcastic(text)
    assert offline_observations(text) == []


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Thanks, the headline is now longer than the article it introduces.",
            ("title_style", "short"),
        ),
        ("好家伙，满篇的“赋能”“抓手”“闭环”，我奶奶看了以为是外语。", ("vocabulary", "plain")),
        ("挺好挺好，一条寻狗启事写了八段，狗都自己走回家了。", ("length", "concise")),
        (
            "Splendid. Each sentence now takes a full cup of tea to get through.",
            ("sentence_length", "shorter"),
        ),
        ("Fabulous - the safety briefing now reads like a Eurovision entry.", ("tone", "calm")),
        ("真是绝了，一条停电通知配了一排闪电和小灯泡，搞得跟过节一样。", ("emoji", "fewer")),
    ],
)
def test_curt_thanks_and_praise_before_an_exaggeration_are_sarcasm(text, wanted):
    assert asked(text) == {wanted}
    assert all(o.tentative for o in offline_observations(text))
