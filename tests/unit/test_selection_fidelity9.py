"""A selection edit whose reply rewrote the selection's sentence (the words around it too) is
refused; one that kept those words exactly, or answers for the selection alone, applies."""

from __future__ import annotations

import pytest

from app.editing.formats.selection import SelectionRefused, read_selection

ONIONS = (
    "Slice the onions thinly. Fry the onions slowly until golden, then add the garlic. "
    "Season well and set aside while the rice cooks.\n\nServe with yoghurt."
)
PORK = "肉片用料酒和淀粉抓匀，腌十分钟。热锅下油，放入葱姜蒜炒香，再加入肉片翻炒。最后加生抽调味。"
DOOR = "窗外的雨越下越大。「别走，」她低声说，「外面还在下雨。」他没有回答，只是把伞放回了门边。"
FEE = (
    "各位业主：本年度物业费缴纳工作即将截止。请各位业主务必于本周五前缴纳物业费。逾期将收取滞纳金。"
)
SPEECH = (
    "This year the festival fed four thousand people. I am grateful to every volunteer who "
    "gave up a weekend. Without you, none of it happens."
)


def _read(reply: str, body: str, selected: str) -> str:
    start = body.index(selected)
    return read_selection(reply, body, start, start + len(selected))[0]


@pytest.mark.parametrize(
    ("body", "selected", "reply"),
    [
        (
            ONIONS,
            "until golden",
            "Fry the onions gently over a low heat until deep amber and "
            "sticky, then stir in the garlic.",
        ),
        (
            PORK,
            "炒香",
            "<replacement>锅烧热后倒油，下葱姜蒜爆出香味，然后放肉片快速翻炒。</replacement>",
        ),
        (DOOR, "低声说", "「别走，」她压低了嗓子，声音几乎被雨声盖住，「外面的雨还没停呢。」"),
        (FEE, "务必", "烦请各位业主在本周五之前按时缴纳物业费，谢谢配合。"),
        (SPEECH, "grateful", "I am deeply thankful to each volunteer who gave up their weekends."),
    ],
)
def test_the_selection_s_sentence_reworded_is_refused(body: str, selected: str, reply: str) -> None:
    with pytest.raises(SelectionRefused, match="around the selection"):
        _read(reply, body, selected)


@pytest.mark.parametrize(
    ("body", "selected", "reply", "new"),
    [
        # the sentence repeated with the words around the selection kept exactly: trimmed
        (ONIONS, "slowly", "Fry the onions gently until golden, then add the garlic.", "gently"),
        (DOOR, "低声说", "「别走，」她轻声恳求，「外面还在下雨。」", "轻声恳求"),
        # kept but for typography (straight quotes, half-width commas): still trimmed
        (DOOR, "低声说", "「别走,」她轻声恳求,「外面还在下雨。」", "轻声恳求"),
        # a replacement for the selection alone, even one longer than it
        (
            PORK,
            "再加入肉片翻炒",
            "<replacement>再加入肉片，大火快速翻炒至变色</replacement>",
            "再加入肉片，大火快速翻炒至变色",
        ),
        (ONIONS, "until golden", "until deep amber", "until deep amber"),
        (FEE, "务必", "尽量", "尽量"),
        # the whole sentence selected and rewritten
        (
            SPEECH,
            "I am grateful to every volunteer who gave up a weekend.",
            "Thank you, every volunteer who gave up a weekend.",
            "Thank you, every volunteer who gave up a weekend.",
        ),
    ],
)
def test_a_replacement_for_the_selection_applies(
    body: str, selected: str, reply: str, new: str
) -> None:
    assert _read(reply, body, selected) == new


def test_two_quotations_are_not_one_quote_around_the_reply() -> None:
    # 「…」她说，「…」 opens and closes twice: its outer marks are the article's own
    body = "他问：天黑了吗？她说没有。"
    reply = "「天黑了吗，」他问，「要不要开灯？」"
    assert _read(reply, body, "他问：天黑了吗？") == reply
    assert _read("「天黑了」", body, "天黑了吗") == "天黑了"


COUNCIL = (
    "预算委员会周二晚上开会。经过长时间讨论，委员们很快通过了预算方案，方案将提交全体会议审议。"
    "投票结果为7比2。"
)
VOTE = (
    "The committee met on Tuesday. After a long debate, members voted quickly to approve the "
    "budget, which now goes to the full council. The vote was 7 to 2."
)


@pytest.mark.parametrize(
    ("body", "selected", "reply"),
    [
        (VOTE, "quickly", "<replacement>after a long and"),
        (VOTE, "quickly", "without the usual (and"),
        (COUNCIL, "很快", "<replacement>经过激烈讨论后以"),
        (VOTE, "The vote was 7 to 2.", "<replacement>The motion passed by seven votes to"),
        (VOTE, "The vote was 7 to 2.", "<replacement>The motion passed by seven votes"),
    ],
)
def test_a_replacement_that_stops_in_the_middle_is_refused(
    body: str, selected: str, reply: str
) -> None:
    with pytest.raises(SelectionRefused, match="stops in the middle"):
        _read(reply, body, selected)


@pytest.mark.parametrize(
    ("body", "selected", "reply", "new"),
    [
        # no closing tag, but nothing says it stopped: the selection ends without a stop too
        (VOTE, "quickly", "<replacement>without delay", "without delay"),
        (
            VOTE,
            "The vote was 7 to 2.",
            "<replacement>Seven voted for, two against.",
            "Seven voted for, two against.",
        ),
        # the selection itself ends on "and"
        (
            VOTE,
            "After a long debate, members voted quickly to approve the budget and",
            "<replacement>After a long debate, members quickly approved the budget and"
            "</replacement>",
            "After a long debate, members quickly approved the budget and",
        ),
    ],
)
def test_a_whole_replacement_without_its_closing_tag_applies(
    body: str, selected: str, reply: str, new: str
) -> None:
    if selected not in body:
        body = body.replace("budget, which", "budget and which")
    assert _read(reply, body, selected) == new


def test_the_sentence_reworded_on_one_side_of_a_repeated_tail_is_refused() -> None:
    reply = "“经过一番激烈讨论，委员们最终以多数票通过了预算方案，方案将提交全体会议审议。”"
    with pytest.raises(SelectionRefused, match="around the selection"):
        _read(reply, COUNCIL, "很快")
    # the tail repeated, only the selection new before it: trimmed
    assert _read("迅速通过了预算方案，方案将提交全体会议审议。", COUNCIL, "很快") == "迅速"


def test_the_whole_paragraph_with_only_the_selection_changed_is_trimmed() -> None:
    reply = ONIONS.split("\n\n")[0].replace("slowly", "patiently")
    assert _read(reply, ONIONS, "slowly") == "patiently"
    pork = PORK.replace("炒香", "爆出香味")
    assert _read(pork, PORK, "炒香") == "爆出香味"
    # the paragraph given back with the selection's sentence reworded: refused
    reworded = PORK.replace("热锅下油，放入葱姜蒜炒香", "锅烧热后倒油，下葱姜蒜爆香")
    with pytest.raises(SelectionRefused):
        _read(reworded, PORK, "炒香")


def test_a_short_sentence_reworded_around_a_short_selection_is_refused() -> None:
    body = "她笑了。风吹过来，树叶沙沙响。"
    with pytest.raises(SelectionRefused, match="around the selection"):
        _read("她轻轻地笑了起来。", body, "笑")
    assert _read("微笑", body, "笑") == "微笑"
    run = "Run quickly. The bus is coming."
    assert _read("very quickly", run, "quickly") == "very quickly"
    # the sentence repeated with its one word before kept: trimmed, its stop not doubled
    assert _read("Run as fast as you can.", run, "quickly") == "as fast as you can"


def test_a_sentence_reworded_beyond_likeness_but_holding_its_words_is_refused() -> None:
    # far from its sentence as a whole, yet it holds "every volunteer who gave up a": put in
    # place, those words would stand twice
    reply = "Every volunteer who gave up a weekend has my deepest, most heartfelt thanks."
    with pytest.raises(SelectionRefused, match="around the selection"):
        _read(reply, SPEECH, "grateful")
    with pytest.raises(SelectionRefused, match="around the selection"):
        _read("委员们以多数票通过了预算方案", COUNCIL, "很快")
    # new words only, or a word or two of the sentence: kept
    assert _read("deeply thankful", SPEECH, "grateful") == "deeply thankful"
    assert _read("迅速地", COUNCIL, "很快") == "迅速地"
