# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Session 53 (fid52judge): a rule said the other way round in a rewritten paragraph (blind52
millfire-en-13, kiteday-en-07, kaowu-zh-13, kaowu-zh-14, seedlibrary-zh-07), a sentence with a
count in words or a negation dropped by a restyle (millfire-en-15), and a curly apostrophe read
as a negation gone."""

from __future__ import annotations

import pytest

from app.editing.dropped_sentences import check_dropped_sentences, dropped_sentence
from app.editing.elided import Refused
from app.editing.flipped_rules import check_flipped_rules, flipped_rule
from app.editing.negations import flipped
from app.editing.scope import Scope

AT_1 = Scope(paragraphs=frozenset({1}))
SHORTEN_1 = Scope(paragraphs=frozenset({1}), shorten=True)
TRANSLATE = Scope(whole=True, translate=True)


def _body(paragraph: str, intro: str = "Intro.") -> str:
    return intro + "\n\n" + paragraph


@pytest.mark.parametrize(
    ("before", "after", "said"),
    [
        # a day limit made every day
        (
            "The exhibition runs from 5 June, open Saturdays only, 10 am–4 pm.",
            "The exhibition runs from 5 June, open every day, 10 am–4 pm.",
            ("Saturdays only", "every day"),
        ),
        (
            "The hall is open only on weekdays.",
            "The hall is open daily — come along!",
            ("only on weekdays", "daily"),
        ),
        (
            "书屋仅周六开放，时间为9:00—16:00。",
            "书屋每天都开放，时间为9:00—16:00。",
            ("仅周六", "每天"),
        ),
        # only X made all X
        (
            "Only kites without metal lines may fly on the Common.",
            "All kites are welcome on the Common!",
            ("Only kites", "All kites"),
        ),
        # both needed made either
        (
            "You must bring both your volunteer badge and a signed picking form.",
            "Just bring your volunteer badge or a signed picking form.",
            (
                "both your volunteer badge and a signed picking form",
                "badge or a signed picking form",
            ),
        ),
        (
            "只有同时携带准考证和身份证原件的考生才能进入考场。",
            "请携带准考证或身份证原件进入考场。",
            ("考证和身份", "考证或身份"),
        ),
        # a ban made a permission on request
        (
            "考试期间不得提前离场。",
            "考试期间如需提前离场，请举手示意监考老师。",
            ("不得提前", "如需提前"),
        ),
        (
            "Visitors must not climb the trees.",
            "If you’d like to climb a tree, just ask a volunteer first!",
            ("must not climb", "If you'd like to climb"),
        ),
        # no charge made a charge
        (
            "借种子不收费。我们从不收取种子费用，但请在秋天归还一部分种子。",
            "持证读者免费借种。秋天没有归还种子的，需支付种子费用。",
            ("不收费", "需支付种子费"),
        ),
        ("我们从不收取押金。", "逾期未还的读者需支付押金。", ("从不收取押金", "需支付押金")),
    ],
)
def test_a_rule_said_the_other_way_round_is_refused(
    before: str, after: str, said: tuple[str, str]
) -> None:
    assert flipped_rule(before, after, "make it friendlier") == said
    with pytest.raises(Refused):
        check_flipped_rules(_body(before), _body(after), ["Make it friendlier."], AT_1)
    with pytest.raises(Refused):  # a cut may drop a rule, never turn it round
        check_flipped_rules(_body(before), _body(after), ["Shorten it."], SHORTEN_1)


@pytest.mark.parametrize(
    ("before", "after", "ask"),
    [
        # the rule said again, in other words
        (
            "Open Saturdays only, 10 am–4 pm.",
            "Open only on Saturdays, 10 am–4 pm — come along!",
            "Make it friendlier.",
        ),
        ("书屋仅周六开放。", "书屋只在周六开放，欢迎来玩。", "写得亲切一点。"),
        (
            "Only dogs on short leads may come in.",
            "Dogs are welcome, but only on short leads.",
            "Make it friendlier.",
        ),
        (
            "只有同时出示社区卡和身份证的居民才能办理借阅。",
            "居民须同时出示社区卡和身份证才能办理借阅。",
            "写得亲切一点。",
        ),
        ("考试期间不得提前离场。", "考试期间请不要提前离场，如需帮助请举手。", "语气柔和一点。"),
        ("我们从不收取押金。", "借书不用交押金，逾期未还需支付滞纳费。", "写得亲切一点。"),
        # the ask says the new way
        (
            "Open Saturdays only, 10 am–4 pm.",
            "Open every day, 10 am–4 pm.",
            "We are open every day now.",
        ),
        ("书屋仅周六开放。", "书屋每天开放。", "改成每天开放。"),
        (
            "You must bring both your badge and a signed form.",
            "Bring your badge or a signed form.",
            "Say either one is enough: the badge or the form.",
        ),
        (
            "只有同时携带准考证和身份证的考生才能进入考场。",
            "携带准考证或身份证即可进入考场。",
            "改成带准考证或身份证其中一个就行。",
        ),
        ("我们从不收取押金。", "借书需支付押金50元。", "改成借书要交押金50元。"),
        # a list of things, no rule: "tea and cake" said as "tea or cake" is not read
        ("Tea and cake are on sale.", "Tea or cake, anyone?", "Make it livelier."),
    ],
)
def test_a_rule_kept_or_changed_as_asked_is_saved(before: str, after: str, ask: str) -> None:
    check_flipped_rules(_body(before), _body(after), [ask], AT_1)


def test_a_translation_is_left_alone() -> None:
    check_flipped_rules(
        _body("书屋仅周六开放。"), _body("书屋每天都开放。"), ["翻译成英文"], TRANSLATE
    )


ENGINES = "The alarm was raised at 11.40 pm by the night watchman, Ezra Holt, who rang the yard bell for nearly ten minutes [1]. The town’s two engines arrived within the hour, but the river was low and the pumps could not draw enough water."


@pytest.mark.parametrize(
    ("before", "after", "gone"),
    [
        (
            ENGINES,
            "The alarm was raised at 11.40 pm, when the night watchman, Ezra Holt, rang the yard bell for nearly ten minutes [1].",
            "The town’s two engines arrived within the hour, but the river was low and the pumps could not draw enough water.",
        ),
        (
            "去年夏天书屋的两台空调坏了，屋里闷热，很多老人不能来看书。今年社区出资换了新空调，还加装了一台除湿机。",
            "今年社区出资为书屋换了新空调，还加装了一台除湿机。",
            "去年夏天书屋的两台空调坏了，屋里闷热，很多老人不能来看书。",
        ),
    ],
)
def test_a_sentence_with_a_count_or_negation_dropped_is_refused(
    before: str, after: str, gone: str
) -> None:
    assert dropped_sentence(before, after, _body(after)) == gone
    with pytest.raises(Refused, match="left out|删掉了"):
        check_dropped_sentences(_body(before), _body(after), ["Make it flow better."], AT_1)


@pytest.mark.parametrize(
    ("before", "after", "ask", "scope"),
    [
        # a sentence with no count and no negation may go
        (
            "The orchard has 140 trees. It is a lovely place to spend a morning.",
            "The orchard has 140 lovely trees.",
            "Make it flow better.",
            AT_1,
        ),
        # merged, its facts kept
        (
            ENGINES,
            "When the night watchman, Ezra Holt, raised the alarm at 11.40 pm and rang the yard bell for nearly ten minutes [1], the town’s two engines arrived within the hour — but the river was low and the pumps could not draw enough water.",
            "Make it flow better.",
            AT_1,
        ),
        # a negative restated: "never charge" as "always free" keeps its noun
        (
            "Picking is on Sundays. We never charge for windfalls.",
            "Picking is on Sundays. Windfalls are always free.",
            "Make it warmer.",
            AT_1,
        ),
        # a cut may drop it
        (
            ENGINES,
            "The alarm was raised at 11.40 pm by the night watchman, Ezra Holt [1].",
            "Shorten it.",
            SHORTEN_1,
        ),
        (
            "去年夏天书屋的两台空调坏了，很多老人不能来看书。今年社区换了新空调。",
            "今年社区换了新空调。",
            "删掉第一句。",
            AT_1,
        ),
    ],
)
def test_a_sentence_kept_or_cut_as_asked_is_saved(
    before: str, after: str, ask: str, scope: Scope
) -> None:
    check_dropped_sentences(_body(before), _body(after), [ask], scope)


def test_a_curly_apostrophe_is_no_negation_turned() -> None:
    before = "The gate team cannot let anyone pick without them. Visitors must not climb."
    after = "The gate team can’t let anyone pick without them. Please don’t climb."
    assert flipped(before, after) == []
    assert flipped(before, "The gate team can let anyone pick. Please climb.") != []
