"""A negation turned into its opposite is refused in the article's language (outside41 finding
4's refusals, English only until now, also on a Chinese title), and Chinese negations written
with 无 / 无法 are read as 不, 没有, 未 and 禁止 are: 无人迟到 made 有人迟到 is a flip; 无论, 无锡,
无比 and a condition said from its other end (未缴清前无法借书 → 缴清之后就可以借书) are not. A
translation that says no negation for the writer's (never came → 终于来了) is named to check."""

import pytest

from app.editing.elided import Refused
from app.editing.fact_reading import flipped_negations
from app.editing.facts import check_title_negations, restyle_facts
from app.editing.meaning_kept import check_meaning
from app.editing.scope import Scope
from app.editing.translation_shape import check_translation

FLIPPED = [
    ("活动期间无人迟到。", "活动期间有人迟到了！", "无"),
    ("停车场周末无法停车，请步行前来。", "停车场周末可以停车，欢迎开车前来！", "无法"),
    ("湖边无遮挡，风很大。", "湖边有遮挡，风很大。", "无"),
    ("馆内禁止拍照。", "馆内可以随意拍照！", "禁止"),
    ("这个周末我们没有出门。", "这个周末我们出门了！", "没有"),
    ("报名费未退还给大家。", "报名费已退还给大家。", "未"),
    ("这次活动不收费。", "这次活动收费。", "不"),
]
KEPT = [
    ("无论如何，我们都会来。", "无论如何，咱们都会来！"),
    ("无锡的春天很美。", "无锡的春天美极了！"),
    ("这里风景无比美丽。", "这里风景美丽极了。"),
    ("我们买了一架无人机。", "我们入手了一架无人机！"),
    ("活动期间无人迟到。", "活动期间没有一个人迟到。"),
    ("湖边无遮挡，风很大。", "湖边毫无遮挡，风大极了。"),
    ("欠费未缴清前不能继续借书。", "缴清之后就可以继续借书啦。"),
    ("停车场周末无法停车。", "停车场周末停不了车。"),
]


@pytest.mark.parametrize(("before", "after", "word"), FLIPPED)
def test_a_chinese_negation_dropped_is_read_as_flipped(before: str, after: str, word: str) -> None:
    assert flipped_negations(before, after) == [word]


@pytest.mark.parametrize(("before", "after"), KEPT)
def test_a_chinese_negation_said_another_way_is_no_flip(before: str, after: str) -> None:
    assert flipped_negations(before, after) == []


def _refusal(before: str, after: str, asked: str) -> str:
    with pytest.raises(Refused) as refused:
        restyle_facts(before, after, [asked], Scope(whole=True))
    return str(refused.value)


def test_a_chinese_article_is_told_in_chinese_with_the_negations_quoted() -> None:
    said = _refusal(
        "馆内禁止吸烟，也不能带宠物。", "馆内可以吸烟，也能带宠物来玩！", "写得活泼一点"
    )
    assert said == (
        "模型把你写的“禁止”、“不”改成了相反的意思，而修改建议并没有这样要求，"
        "文章说的就不是你写的了，所以没有保存。请按“重试”。"
    )


def test_an_english_article_is_told_in_english() -> None:
    said = _refusal("Nobody was late.", "Somebody was late!", "make it livelier")
    assert said.startswith("The model turned a “Nobody” of yours into its opposite")


def test_a_chinese_title_turned_round_is_refused_in_chinese() -> None:
    with pytest.raises(Refused) as refused:
        check_title_negations("为什么我不跑步", "为什么我跑步", ["标题改得更有力一点"])
    assert str(refused.value) == (
        "模型把你标题里的“不”改成了相反的意思（“为什么我不跑步” → “为什么我跑步”），"
        "标题说的就不是你写的了，所以没有保存。请按“重试”。"
    )
    with pytest.raises(Refused) as refused:
        check_title_negations("Why I do not run", "Why I Run", ["make the title punchier"])
    assert str(refused.value).startswith("The model turned a “not” of your title")


def test_a_cut_that_turns_a_chinese_negation_round_is_refused_in_chinese() -> None:
    with pytest.raises(Refused) as refused:
        check_meaning(
            "上次活动无人迟到，大家都很准时，希望这次也一样。",
            "上次活动有人迟到。",
            ["缩短一点"],
            Scope(whole=True, shorten=True),
        )
    assert str(refused.value).startswith("模型在缩短时把你写的“无”改成了相反的意思")


def _translation_note(before: str, after: str) -> str:
    return check_translation(before, after, ["translate it"], Scope(whole=True, translate=True))


def test_a_translation_that_says_no_negation_for_the_writers_is_named_to_check() -> None:
    before = "We waited an hour.\n\nThe bus never came, so we walked home."
    lost = _translation_note(before, "我们等了一个小时。\n\n车终于来了，我们就走回家了。")
    assert (
        lost == "Check the meaning: your “never” (paragraph 2) has no negation in the translation."
    )
    assert _translation_note(before, "我们等了一个小时。\n\n车一直没来，我们只好走回家。") == ""
    zh = "我们等了一个小时。\n\n车一直没有来，我们只好走回家。"
    lost = _translation_note(zh, "We waited an hour.\n\nThe bus finally came, so we went home.")
    assert lost == "请核对意思：你写的“没有”（第2段）在译文里没有否定的说法。"
    assert _translation_note(zh, "We waited an hour.\n\nThe bus never came, so we walked.") == ""
    assert _translation_note("这家店不错。", "This shop is good.") == ""  # 不错 denies nothing


def test_one_negation_over_a_list_is_kept() -> None:
    before = "该房屋产权清晰，无抵押、无查封，户口已迁出。"
    after = "该房屋产权清晰，不存在抵押、查封等权利限制，户口已迁出。"
    assert flipped_negations(before, after) == []
