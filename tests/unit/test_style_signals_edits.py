"""Measured edits of whole shapes: a heading line shortened or lengthened in the body, a
paragraph turned into a list (or back), in English and Chinese."""

from app.style.signals import measure, signal_values


def found(before: tuple[str, str], after: tuple[str, str]) -> set[tuple[str, str]]:
    return {(d, v) for d, v, _ in signal_values(measure(*before), measure(*after))}


BODY_EN = (
    "Exports of large workspaces now finish up to three times faster. Webhooks that fail are "
    "retried with backoff for up to 24 hours."
)
BODY_ZH = "小院在半山腰，早上推开窗就是整片竹林。厨房可以自己做饭，镇上的菜市场走路十分钟。"


def test_a_heading_line_opening_the_body_is_measured_as_the_title():
    long = (
        "Release 4.12: Faster Exports, Smarter Webhook Retries, a Redesigned Billing Page "
        "and Thirty Other Small Improvements"
    )
    assert found(
        ("T", f"{long}\n\n{BODY_EN}"), ("T", f"Release 4.12: Faster exports\n\n{BODY_EN}")
    ) == {("title_style", "short")}
    assert found(("T", f"Release 4.12\n\n{BODY_EN}"), ("T", f"{long}\n\n{BODY_EN}")) == {
        ("title_style", "long")
    }
    m = measure("T", f"{long}\n\n{BODY_EN}")
    assert m.sentences == 2 and m.paragraphs == 1  # the heading is not a sentence of the body


def test_a_chinese_heading_line_is_counted_in_characters():
    long = "【山景民宿】推窗见山·独立小院·可做饭·古镇步行十分钟·亲子友好·可带宠物"
    assert found(("标题", f"{long}\n\n{BODY_ZH}"), ("标题", f"推窗见山的小院\n\n{BODY_ZH}")) == {
        ("title_style", "short")
    }
    bracketed = "增肌期一周训练计划分享（新手也能跟着练的胸背腿三分化完整版）"
    body = "周一练胸，周三练背，周五练腿。每次一小时左右。"
    assert found(("标题", f"{bracketed}\n\n{body}"), ("标题", f"新手三分化训练计划\n\n{body}")) == {
        ("title_style", "short")
    }


def test_a_small_change_to_a_heading_teaches_nothing():
    assert (
        found(
            ("T", f"Release notes for 4.12\n\n{BODY_EN}"), ("T", f"Release 4.12 notes\n\n{BODY_EN}")
        )
        == set()
    )
    assert (
        found(("标题", f"山景民宿推窗见山\n\n{BODY_ZH}"), ("标题", f"推窗见山的民宿\n\n{BODY_ZH}"))
        == set()
    )


def test_a_sentence_or_a_list_intro_is_not_a_heading():
    # Ends like a sentence, or introduces what follows: body text, not a title.
    for opening in ("We shipped a lot this month.", "This month we shipped:", "本月更新如下："):
        m = measure("T", f"{opening}\n\n{BODY_EN}")
        assert m.title_words == 1 and m.paragraphs == 2, opening
    # A lone paragraph has nothing to head.
    assert measure("T", "A line with no full stop").title_words == 1


def test_a_title_change_is_still_measured_beside_a_heading_line():
    body = f"Release 4.12\n\n{BODY_EN}"
    assert found(("Tips", body), ("Ten practical tips for clear and friendly email", body)) == {
        ("title_style", "long")
    }


def test_a_paragraph_turned_into_a_list_is_structure_not_shorter_sentences_or_paragraphs():
    prose = (
        "我的复习时间线大概是：三月开始看数学基础，六月开始刷专业课，"
        "九月开始做政治选择题，十一月开始背肖四。"
    )
    listed = (
        "我的复习时间线大概是：\n- 三月：数学基础\n- 六月：专业课\n"
        "- 九月：政治选择题\n- 十一月：背肖四"
    )
    assert found(("标题", prose), ("标题", listed)) == {("structure", "lists")}
    assert found(("标题", listed), ("标题", prose)) == {("structure", "prose")}
    kit = (
        "For Saturday's audax bring two inner tubes, a pump, lights front and back, "
        "and enough food for 200 km."
    )
    kit_list = (
        "For Saturday's audax bring:\n- two inner tubes\n- a pump\n"
        "- lights front and back\n- enough food for 200 km"
    )
    assert found(("T", kit), ("T", kit_list)) == {("structure", "lists")}


def test_sentences_split_without_a_list_are_still_shorter():
    long = "数学一定要早点开始因为基础不牢后面刷题会非常痛苦而且很容易心态崩。"
    short = "数学一定要早点开始。基础不牢，后面刷题会非常痛苦。而且很容易心态崩。"
    assert found(("标题", long), ("标题", short)) == {("sentence_length", "shorter")}


def test_emoji_on_a_heading_line_still_count():
    before = (
        "Sunday pancakes 🥞🍓✨\n\nThese take 20 minutes 😍 and need just one bowl 🙌. "
        "Kids love them 🎉."
    )
    after = "Sunday pancakes 🥞\n\nThese take 20 minutes and need just one bowl. Kids love them."
    assert found(("T", before), ("T", after)) == {("emoji", "fewer")}
    assert measure("T", before).emoji == 6


def test_a_text_tightened_by_a_third_or_more_in_every_paragraph_is_concise():
    wordy = (
        "We spent the whole of March packing, which turned out to be far harder than either "
        "of us had imagined, because every drawer seemed to contain another drawer's worth of "
        "forgotten things."
    )
    tight = "We spent March packing. It was harder than we imagined: every drawer was full."
    assert ("length", "concise") in found(("T", wordy), ("T", tight))
    zh_wordy = (
        "今年的明前龙井在三月二十八日这一天正式开始采摘，茶园位于梅家坞海拔大约两百米左右的向阳山坡上，"
        "干茶的外形扁平挺直，色泽嫩绿鲜亮。"
    )
    zh_tight = "明前龙井三月二十八日开采，茶园在梅家坞。干茶扁平挺直，色泽嫩绿。"
    assert ("length", "concise") in found(("标题", zh_wordy), ("标题", zh_tight))


def test_a_paragraph_deleted_or_words_added_is_content_not_length():
    kept = "Opening hours are nine to five on weekdays."
    gone = (
        "Our old shop on Mill Street closed in May after eleven good years, and we would like "
        "to thank every customer who came through its doors."
    )
    assert ("length", "concise") not in found(("T", f"{kept}\n\n{gone}"), ("T", kept))
    assert not {d for d, _ in found(("T", kept), ("T", f"{kept}\n\n{gone}"))} & {"length"}
    longer = f"{kept} On Saturdays we open at ten and close at two, except on bank holidays."
    assert ("length", "detailed") not in found(("T", kept), ("T", longer))


def test_text_with_no_stops_has_no_heading_to_tell_apart():
    before = "今天去了趟公园\n\n天气很好 人也不多\n\n下次还来"
    after = "今天和家人一起去了趟郊外的公园\n\n天气很好 人也不多\n\n下次还来"
    assert measure("标题", before).heading_words == 0
    assert ("title_style", "long") not in found(("标题", before), ("标题", after))
