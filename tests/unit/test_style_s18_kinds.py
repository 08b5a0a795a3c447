"""Session 18's kinds, from the released blind set v39 and the probes written before the fixes
(tests/data/style_probe241_dev.jsonl, style_probe242_dev.jsonl): litotes and denied complaints,
corrections of the writer's own earlier wish in everyday words, wishes said in colloquial
Chinese, and orders about the pieces of a body the writer writes for."""

import pytest

from app.style import classifier_combine
from app.style.learner import observe_statement
from app.style.queue_jobs import SaidInMessage


def heard(text: str) -> list[tuple[str, str, bool]]:
    said = SaidInMessage(message_id="c1-m1", version=3, text=text)
    return sorted((o.dimension, o.value, o.tentative) for o in observe_statement(said))


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        # Litotes: a wish said by refusing to refuse it.
        ("I'd never say no to a few more emoji in the club updates.", "emoji", "more"),
        (
            "I wouldn't object to shorter sentences; these long ones lose people.",
            "sentence_length",
            "shorter",
        ),
        # A denied complaint, then the real one.
        ("不是不要表情，是要多整点，之前那些没表情的看着冷冰冰", "emoji", "more"),
        ("唔係唔夠親切，係唔夠生猛，要有啲衝勁", "tone", "lively"),
        # Colloquial wishes.
        ("别写那么多了，队员在车上就扫一眼", "length", "concise"),
        ("文案给我整得燃一点，热闹点", "tone", "lively"),
        # An order about a body's pieces is the writer's own wish.
        ("以后宠物医院的通知一个表情都别放", "emoji", "none"),
        # A short title quoted and praised sincerely is no sarcasm.
        (
            "New title: 'Pool shut Friday'. Nice and short, keep titles like that.",
            "title_style",
            "short",
        ),
    ],
)
def test_the_wish_is_heard_firmly(text: str, dimension: str, value: str) -> None:
    assert heard(text) == [(dimension, value, False)]


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("I overdid it there. Loosen it up please, make it chatty.", "formality", "casual"),
        (
            "actually no, ive gone off the bullet points. back to proper sentences",
            "structure",
            "prose",
        ),
    ],
)
def test_the_writer_taking_back_their_own_wish_corrects_it(
    text: str, dimension: str, value: str
) -> None:
    said = SaidInMessage(message_id="c1-m1", version=3, text=text)
    (o,) = observe_statement(said)
    assert (o.dimension, o.value, o.tentative, o.explicit) == (dimension, value, False, True)


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        # A crowd of emoji counted by what they show, or shown, then mock praise.
        (
            "Fantastic, nine bee emoji in one paragraph. Very dignified for a price list.",
            "emoji",
            "fewer",
        ),
        ("哇，一段话塞了十五个🏕️⛺🔥，好清新脱俗哦", "emoji", "fewer"),
        # A long title quoted back and praised for a brevity it lacks.
        (
            "Oh good, the title is 'An Evening Exploration of the Winter Night Sky and Its Many "
            "Wonders, Old and New'. That'll fit on the door sign, I'm sure.",
            "title_style",
            "short",
        ),
        (
            "“关于二〇二六年春季社区邻里互助志愿服务活动报名相关事宜的通知”——这标题可真简短。",
            "title_style",
            "short",
        ),
        # Words quoted back with understanding promised past belief.
        (
            "'Operational rationalisation of route 46.' Wah, such big words. My passengers will "
            "surely understand that one.",
            "vocabulary",
            "plain",
        ),
        ("“赋能闭环抓手”，真好懂，楼下大爷一看就明白。", "vocabulary", "plain"),
    ],
)
def test_sarcasm_is_asked_the_right_way_round(
    text: str, dimension: str, value: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The rules' reading: the trained classifier may veto a question (its own tests pin that).
    monkeypatch.setattr(classifier_combine, "ENABLED", False)
    said = SaidInMessage(message_id="c1-m1", version=3, text=text)
    (o,) = observe_statement(said)
    assert (o.dimension, o.value, o.tentative, o.reading) == (dimension, value, True, "sarcasm")


@pytest.mark.parametrize(
    "text", ["业主通知要不要写得随意一点？你觉得呢", "标题要不要短一点？您看怎么样？"]
)
def test_a_question_with_the_opinion_asked_after_it_is_still_a_question(text: str) -> None:
    assert heard(text) == []
