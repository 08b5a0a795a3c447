""" "Change every X to Y" beside a rewrite, done partly by the model (outside41 finding 10): the
occurrences left in the writer's own words are changed and the writer told; those inside words
the model wrote are named, not touched — never a silent partial."""

from app.editing.every_swap import every_swap, finished_swaps
from app.editing.rules import apply_rules
from app.editing.scope import Scope

EN_TITLE = "Club night"
EN = "We met at eight.\n\nWe played chess, then we ate.\n\nAt ten we went home. We were tired."
ZH_TITLE = "读书会"
ZH = "周六我们在图书馆见面。\n\n我们聊了《活着》。\n\n四点我们合影，我们约好下个月再见。"
WHOLE = Scope(whole=True)


def test_a_clause_asking_for_every_occurrence_is_read_in_a_compound_suggestion() -> None:
    asked = every_swap(["change every 'we' to 'our team', make it livelier"])
    assert asked is not None and (asked.old, asked.new) == ("we", "our team")
    asked = every_swap(["语气轻松一点，把所有的我们都换成咱们"])
    assert asked is not None and (asked.old, asked.new) == ("我们", "咱们")
    assert every_swap(["make it livelier"]) is None
    assert every_swap(["change 'we' to 'our team', make it livelier"]) is None  # not "every"
    assert every_swap(["delete every 'very', make it tighter"]) is None  # a removal
    # the places named and all recast: no word "都" to swap (the rules path read it as one)
    assert every_swap(["这条要发到香港的租房群，请把标题和正文都改成繁体字。"]) is None
    assert apply_rules("出租", "两间卧室都能放下双人床。", "把标题和正文都改成繁体字") is None


def test_one_left_in_the_writers_words_is_changed_and_the_writer_told() -> None:
    reply = EN.replace("We met", "Our team met!").replace("We played", "Our team played")
    reply = reply.replace("then we", "then our team").replace("ten we", "ten our team")
    done = finished_swaps(
        ["change every 'we' to 'our team', make it livelier"],
        (EN_TITLE, EN),
        (EN_TITLE, reply),
        WHOLE,
    )
    assert done.body == reply.replace("We were", "Our team were")
    assert done.lines == [
        "The model left 1 “we” unchanged (paragraph 3); changed it to “our team” as you asked."
    ]


def test_a_chinese_one_left_is_changed_and_told_in_chinese() -> None:
    reply = ZH.replace("我们", "咱们", 3) + ""
    done = finished_swaps(
        ["把所有的我们都换成咱们，口语一点"], (ZH_TITLE, ZH), (ZH_TITLE, reply), WHOLE
    )
    assert done.body == ZH.replace("我们", "咱们")
    assert done.lines == ["模型漏改了1处“我们”（第3段），已按你的要求改成“咱们”。"]


def test_one_in_the_models_own_words_is_named_not_touched() -> None:
    reply = ZH.replace("我们", "咱们").replace("《活着》。", "《活着》。我们都哭了。")
    done = finished_swaps(
        ["把所有的我们都换成咱们，口语一点"], (ZH_TITLE, ZH), (ZH_TITLE, reply), WHOLE
    )
    assert done.body == reply
    assert done.lines == [
        "还有1处“我们”没改（第2段，在模型改写的文字里），如果要全部改成“咱们”，请再说一次。"
    ]
    en = EN.replace("We", "Our team").replace("we", "our team") + " We sang."
    done = finished_swaps(
        ["Change all 'we' to 'our team' and make it livelier."],
        (EN_TITLE, EN),
        (EN_TITLE, en),
        WHOLE,
    )
    assert done.body == en
    assert done.lines == [
        "Still there: 1 “we” in words the model wrote (paragraph 3); ask again to change it to "
        "“our team” too."
    ]


def test_every_one_done_says_nothing() -> None:
    reply = ZH.replace("我们", "咱们")
    done = finished_swaps(
        ["把所有的我们都换成咱们，口语一点"], (ZH_TITLE, ZH), (ZH_TITLE, reply), WHOLE
    )
    assert (done.body, done.lines) == (reply, [])


def test_no_finishing_where_it_cannot_be_told_apart_or_was_not_asked_everywhere() -> None:
    # the new words hold the old ones: "we" → "we all"
    reply = EN.replace("We met", "We all met")
    asked = ["change every 'we' to 'we all', make it livelier"]
    assert finished_swaps(asked, (EN_TITLE, EN), (EN_TITLE, reply), WHOLE).lines == []
    # a paragraph named: the rest is not the writer's "every"
    named = Scope(paragraphs=frozenset({1}))
    asked = ["in paragraph 2, change every 'we' to 'our team', make it livelier"]
    assert finished_swaps(asked, (EN_TITLE, EN), (EN_TITLE, EN), named).lines == []
    # a selection
    assert finished_swaps(asked, (EN_TITLE, EN), (EN_TITLE, EN), None).lines == []


def test_an_address_holding_the_word_stays_as_written() -> None:
    body = "Our fair is on Sunday. Tickets at https://example.org/fair today."
    reply = "Our fête is on Sunday! Tickets at https://example.org/fair today."
    done = finished_swaps(
        ["replace every 'fair' with 'fête', and make it livelier"],
        ("Fair", body),
        ("Fair", reply),
        WHOLE,
    )
    assert (done.body, done.lines) == (reply, [])


def test_the_title_changes_too_when_the_writer_says_everywhere() -> None:
    body = "The fair opens at ten.\n\nThe fair closes at four."
    reply = "The fête opens at ten!\n\nThe fair closes at four."
    asked = ["change every 'fair' to 'fête' everywhere, and make it livelier"]
    done = finished_swaps(asked, ("Summer fair", body), ("Summer fair", reply), WHOLE)
    assert done.title == "Summer fête"
    assert done.body == "The fête opens at ten!\n\nThe fête closes at four."
    assert done.lines == [
        "The model left 2 “fair” unchanged (the title, paragraph 2); changed them to “fête” as "
        "you asked."
    ]
