# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 42's dev fidelity cases of what the writer is told (run from the repository
root): "change every X to Y" beside a rewrite, done partly by the model; the last paragraph
deleted after a hard-wrapped one; search/replace blocks that did not fit, answered NO_CHANGE on
the retry; and a negation turned into its opposite on a Chinese article (不, 没有, 无, 无法,
禁止), its title too — each beside near-misses that must be saved as the model wrote them."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case_record  # noqa: E402

EN_TITLE = "The Allotment"
EN = [
    "We took over plot 14 in March. The soil was heavy clay and nobody had dug it for years.",
    "We spent every Saturday digging. By June we had beans, and the shed did not leak any more.",
    "In September we shared the harvest with the neighbours. We were proud of it.",
]
ZH_TITLE = "读书会记录"
ZH = [
    "上周六我们在社区图书馆开了第三次读书会，一共来了十二个人。",
    "我们先聊了《活着》，王阿姨说她读了三遍。后来我们又聊到各自的童年，大家都很感慨。",
    "下午四点我们合影留念。我们约好下个月再见。",
]
NOTICE_TITLE = "亲子手工课通知"
NOTICE = [
    "本周六上午九点，社区活动室举办亲子手工课，无需报名。",
    "活动室内禁止吸烟，也不能带宠物入内。",
    "上次活动无人迟到，希望这次也一样。停车场周末无法停车，请大家步行前来。",
]


def _join(title: str, paragraphs: list[str]) -> str:
    return title + "\n\n" + "\n\n".join(paragraphs)


def _case(
    cid: str,
    lang: str,
    kind: str,
    article: tuple[str, list[str]] | tuple[str, str],
    suggestion: str,
    replies: list[str],
    expect: dict[str, object],
    *,
    edit_format: str = "full",
) -> dict[str, object]:
    title, body = article
    return case_record(
        cid,
        lang,
        kind,
        "outside41 findings 10-13 and 4, other wordings (msgs42)",
        title,
        body if isinstance(body, str) else "\n\n".join(body),
        suggestion,
        replies,
        expect,
        edit_format=edit_format,
    )


def _applied(title: str, body: list[str] | str, **more: object) -> dict[str, object]:
    text = body if isinstance(body, str) else "\n\n".join(body)
    return {"outcome": "applied", "title": title, "body": text, **more}


def _refused(because: str, **more: object) -> dict[str, object]:
    return {"outcome": "refused", "because": because, **more}


def _swap(paragraphs: list[str], at: int, new: str) -> list[str]:
    out = list(paragraphs)
    out[at] = new
    return out


ENA = (EN_TITLE, EN)
ZHA = (ZH_TITLE, ZH)
NOTICEA = (NOTICE_TITLE, NOTICE)

# "change every 'we' to 'our family', make it warmer": warmer, and every "we" but one.
WARM = [
    "Our family took over plot 14 in March, full of hope. The soil was heavy clay and nobody had dug it for years.",
    "Our family spent every happy Saturday digging together. By June our family had beans, and the shed did not leak any more.",
    "In September our family shared the harvest with the kind neighbours. We were proud of it.",
]
WARM_DONE = _swap(WARM, 2, WARM[2].replace("We were", "Our family were"))
WARM_NEW_WE = _swap(
    WARM,
    2,
    "In September our family shared the harvest with the kind neighbours, and we all sang. Our family were proud of it.",
)
# Friendlier in the shed's own sentence, the shed left as it was.
FRIENDLY_SHED = _swap(
    EN,
    1,
    "We spent every Saturday digging. By June we had beans at last, and the shed did not leak any more!",
)
ZH_WARM = [
    "上周六咱们在社区图书馆开了第三次读书会，一共来了十二个人，热热闹闹的。",
    "咱们先聊了《活着》，王阿姨说她读了整整三遍。后来咱们又聊到各自的童年，大家都很感慨。",
    "下午四点咱们合影留念。我们约好下个月再见。",
]
ZH_WARM_DONE = _swap(ZH_WARM, 2, "下午四点咱们合影留念。咱们约好下个月再见。")
ZH_WARM_NEW = _swap(ZH_WARM, 2, "下午四点咱们合影留念，我们笑得特别开心。咱们约好下个月再见。")
ZH_LIVELY = [
    ZH[0],
    "我们先热热闹闹地聊了《活着》，王阿姨说她读了三遍！后来我们又聊到各自的童年，大家都很感慨。",
    "下午四点我们开开心心地合影留念。我们约好下个月再见！",
]

EVERY = [
    _case(
        "msgs42-en-every-one-left",
        "en",
        "every_swap",
        ENA,
        "change every 'we' to 'our family', make it warmer",
        [_join(EN_TITLE, WARM)],
        _applied(
            EN_TITLE,
            WARM_DONE,
            note_contains="The model left 1 “we” unchanged (paragraph 3); changed it to “our family” as you asked.",
        ),
    ),
    _case(
        "msgs42-en-every-left-in-new-words",
        "en",
        "every_swap",
        ENA,
        "Change all 'we' to 'our family' and make it warmer.",
        [_join(EN_TITLE, WARM_NEW_WE)],
        _applied(
            EN_TITLE,
            WARM_NEW_WE,
            note_contains="Still there: 1 “we” in words the model wrote (paragraph 3)",
        ),
    ),
    _case(
        "msgs42-en-every-all-done",
        "en",
        "every_swap",
        ENA,
        "change every 'we' to 'our family', make it warmer",
        [_join(EN_TITLE, WARM_DONE)],
        _applied(EN_TITLE, WARM_DONE, note_lacks="The model left"),
    ),
    _case(
        "msgs42-en-every-none-done",
        "en",
        "every_swap",
        ENA,
        "replace every 'shed' with 'hut', and make it friendlier",
        [_join(EN_TITLE, FRIENDLY_SHED)],
        _applied(
            EN_TITLE,
            _swap(FRIENDLY_SHED, 1, FRIENDLY_SHED[1].replace("shed", "hut")),
            note_contains="The model left 1 “shed” unchanged (paragraph 2)",
        ),
    ),
    _case(
        "msgs42-en-one-swap-not-every",
        "en",
        "every_swap",
        ENA,
        "make it warmer",
        [_join(EN_TITLE, WARM)],
        _applied(EN_TITLE, WARM, note_lacks="The model left"),
    ),
    _case(
        "msgs42-zh-every-one-left",
        "zh",
        "every_swap",
        ZHA,
        "把所有的我们都换成咱们，语气亲切一点",
        [_join(ZH_TITLE, ZH_WARM)],
        _applied(
            ZH_TITLE,
            ZH_WARM_DONE,
            note_contains="模型漏改了1处“我们”（第3段），已按你的要求改成“咱们”。",
        ),
    ),
    _case(
        "msgs42-zh-every-left-in-new-words",
        "zh",
        "every_swap",
        ZHA,
        "把文中所有的“我们”都改成“咱们”，再口语化一点",
        [_join(ZH_TITLE, ZH_WARM_NEW)],
        _applied(
            ZH_TITLE, ZH_WARM_NEW, note_contains="还有1处“我们”没改（第3段，在模型改写的文字里）"
        ),
    ),
    _case(
        "msgs42-zh-every-all-done",
        "zh",
        "every_swap",
        ZHA,
        "把所有的我们都换成咱们，语气亲切一点",
        [_join(ZH_TITLE, ZH_WARM_DONE)],
        _applied(ZH_TITLE, ZH_WARM_DONE, note_lacks="漏改"),
    ),
    _case(
        "msgs42-zh-every-none-done",
        "zh",
        "every_swap",
        ZHA,
        "把全部“我们”统统改成“大家”，写得活泼一点",
        [_join(ZH_TITLE, ZH_LIVELY)],
        _applied(
            ZH_TITLE,
            [p.replace("我们", "大家") for p in ZH_LIVELY],
            note_contains="模型漏改了5处“我们”（第1、2、3段）",
        ),
    ),
]

WRAPPED_EN = "Roses are red\nand the sky is blue\n\nA note on the poem."
WRAPPED_ZH = "床前明月光\n疑是地上霜\n\n这首诗是李白写的。"
DELETED = [
    _case(
        "msgs42-en-delete-last-after-wrap",
        "en",
        "delete_after_wrap",
        ("Verse", WRAPPED_EN),
        "delete paragraph 2",
        [],
        _applied(
            "Verse",
            "Roses are red\nand the sky is blue",
            note_contains="paragraph 2 deleted",
            note_lacks="paragraph 1",
        ),
    ),
    _case(
        "msgs42-en-delete-the-last-after-wrap",
        "en",
        "delete_after_wrap",
        ("Verse", "A first line.\n\n" + WRAPPED_EN),
        "Delete the last paragraph",
        [],
        _applied(
            "Verse",
            "A first line.\n\nRoses are red\nand the sky is blue",
            note_contains="paragraph 3 deleted",
            note_lacks="paragraph 2",
        ),
    ),
    _case(
        "msgs42-en-delete-first-before-wrap",
        "en",
        "delete_after_wrap",
        ("Verse", "A note on the poem.\n\nRoses are red\nand the sky is blue"),
        "delete paragraph 1",
        [],
        _applied(
            "Verse",
            "Roses are red\nand the sky is blue",
            note_contains="paragraph 1 deleted",
            note_lacks="paragraph 2",
        ),
    ),
    _case(
        "msgs42-zh-delete-last-after-wrap",
        "zh",
        "delete_after_wrap",
        ("静夜思", WRAPPED_ZH),
        "删除第二段",
        [],
        _applied(
            "静夜思", "床前明月光\n疑是地上霜", note_contains="第2段已删除", note_lacks="第1段"
        ),
    ),
    _case(
        "msgs42-zh-delete-last-by-model",
        "zh",
        "delete_after_wrap",
        ("静夜思", WRAPPED_ZH),
        "最后一段不要了，删掉吧",
        ["静夜思\n\n床前明月光\n疑是地上霜"],
        _applied(
            "静夜思", "床前明月光\n疑是地上霜", note_contains="第2段已删除", note_lacks="第1段"
        ),
    ),
]

BAD_BLOCK_EN = (
    "<<<<<<< SEARCH\nWe spent every Saturday digging, By June we had beans.\n=======\n"
    "We dug every Saturday until our backs ached. By June we had beans.\n>>>>>>> REPLACE"
)
GOOD_BLOCK_EN = (
    "<<<<<<< SEARCH\nWe spent every Saturday digging.\n=======\n"
    "We dug every Saturday until our backs ached.\n>>>>>>> REPLACE"
)
BAD_BLOCK_ZH = (
    "<<<<<<< SEARCH\n我们先聊了《活着》，王阿姨说她读了五遍\n=======\n"
    "我们先聊起了《活着》，王阿姨说她足足读了三遍\n>>>>>>> REPLACE"
)
BLOCKS = [
    _case(
        "msgs42-en-block-retry-no-change",
        "en",
        "block_retry_no_change",
        ENA,
        "make paragraph 2 more vivid",
        [BAD_BLOCK_EN, "NO_CHANGE"],
        _refused(
            "the block did not fit and the model then gave the edit up",
            note_contains="did not fit your text",
            note_lacks="cut off",
        ),
        edit_format="blocks",
    ),
    _case(
        "msgs42-en-block-retry-no-change-said",
        "en",
        "block_retry_no_change",
        ENA,
        "Make the second paragraph more vivid.",
        [BAD_BLOCK_EN, "NO_CHANGE — on reflection the paragraph is vivid enough."],
        _refused(
            "the model's reason is quoted",
            note_contains="The model said: “on reflection the paragraph is vivid enough.”",
            note_lacks="cut off",
        ),
        edit_format="blocks",
    ),
    _case(
        "msgs42-en-block-whole-no-change",
        "en",
        "block_retry_no_change",
        ENA,
        "make paragraph 2 more vivid",
        [BAD_BLOCK_EN, BAD_BLOCK_EN, BAD_BLOCK_EN, "NO_CHANGE"],
        _refused(
            "asked for the whole article, the model gave the edit up",
            note_contains="did not fit your text",
            note_lacks="middle of a sentence",
        ),
        edit_format="blocks",
    ),
    _case(
        "msgs42-en-block-retry-fixed",
        "en",
        "block_retry_no_change",
        ENA,
        "make paragraph 2 more vivid",
        [BAD_BLOCK_EN, GOOD_BLOCK_EN],
        _applied(
            EN_TITLE,
            _swap(
                EN,
                1,
                EN[1].replace(
                    "We spent every Saturday digging.",
                    "We dug every Saturday until our backs ached.",
                ),
            ),
        ),
        edit_format="blocks",
    ),
    _case(
        "msgs42-zh-block-retry-no-change",
        "zh",
        "block_retry_no_change",
        ZHA,
        "第二段写得生动一点",
        [BAD_BLOCK_ZH, "NO_CHANGE"],
        _refused(
            "the block did not fit and the model then gave the edit up",
            note_contains="对不上你的原文",
            note_lacks="cut off",
        ),
        edit_format="blocks",
    ),
]

NEGATIONS = [
    _case(
        "msgs42-zh-wu-ren-flipped",
        "zh",
        "negation_zh",
        NOTICEA,
        "第三段写得活泼一点",
        [
            _join(
                NOTICE_TITLE,
                _swap(
                    NOTICE,
                    2,
                    "上次活动有人迟到，这次可要准时哦！停车场周末无法停车，请大家步行前来～",
                ),
            )
        ],
        _refused("无人迟到 made 有人迟到", note_contains="“无”改成了相反的意思"),
    ),
    _case(
        "msgs42-zh-wu-fa-flipped",
        "zh",
        "negation_zh",
        NOTICEA,
        "把第三段改得更热情一些",
        [
            _join(
                NOTICE_TITLE,
                _swap(
                    NOTICE,
                    2,
                    "上次活动无人迟到，这次也要准时哦！周末停车场可以停车，欢迎开车前来～",
                ),
            )
        ],
        _refused("无法停车 made 可以停车", note_contains="改成了相反的意思"),
    ),
    _case(
        "msgs42-zh-jin-zhi-flipped",
        "zh",
        "negation_zh",
        NOTICEA,
        "第二段写得活泼一点",
        [_join(NOTICE_TITLE, _swap(NOTICE, 1, "活动室内可以吸烟，也能带宠物来玩哦！"))],
        _refused(
            "禁止吸烟 made 可以吸烟", note_contains="改成了相反的意思，而修改建议并没有这样要求"
        ),
    ),
    _case(
        "msgs42-zh-mei-you-flipped",
        "zh",
        "negation_zh",
        ("周末", ["这个周末我们没有出门，在家看书。", "周日下午下了一场大雨。"]),
        "第一段写得生动一点",
        ["周末\n\n这个周末我们出门了，一路上说说笑笑，晚上在家看书。\n\n周日下午下了一场大雨。"],
        _refused("没有出门 made 出门了", note_contains="改成了相反的意思"),
    ),
    _case(
        "msgs42-zh-negations-kept",
        "zh",
        "negation_zh",
        NOTICEA,
        "第三段写得活泼一点",
        [
            _join(
                NOTICE_TITLE,
                _swap(
                    NOTICE,
                    2,
                    "上次活动一个迟到的都没有，这次也要准时哦！停车场周末停不了车，请大家走路来～",
                ),
            )
        ],
        _applied(
            NOTICE_TITLE,
            _swap(
                NOTICE,
                2,
                "上次活动一个迟到的都没有，这次也要准时哦！停车场周末停不了车，请大家走路来～",
            ),
        ),
    ),
    _case(
        "msgs42-zh-qing-wu-kept",
        "zh",
        "negation_zh",
        NOTICEA,
        "第二段写得温和一点",
        [_join(NOTICE_TITLE, _swap(NOTICE, 1, "活动室内请勿吸烟，也请不要带宠物入内，谢谢配合。"))],
        _applied(
            NOTICE_TITLE, _swap(NOTICE, 1, "活动室内请勿吸烟，也请不要带宠物入内，谢谢配合。")
        ),
    ),
    _case(
        "msgs42-zh-wu-in-words-kept",
        "zh",
        "negation_zh",
        ("无锡一日", ["无论如何，我们都要去一趟无锡。", "那天湖边的风无比温柔。"]),
        "第二段写得生动一点",
        ["无锡一日\n\n无论如何，我们都要去一趟无锡。\n\n那天太湖边的风温柔极了，吹得人懒洋洋的。"],
        _applied(
            "无锡一日",
            ["无论如何，我们都要去一趟无锡。", "那天太湖边的风温柔极了，吹得人懒洋洋的。"],
        ),
    ),
    _case(
        "msgs42-zh-title-flipped",
        "zh",
        "negation_zh",
        ("为什么我不跑步", ["我从小就不喜欢跑步。", "膝盖也不太好。"]),
        "标题改得更有力一点",
        ["为什么我跑步\n\n我从小就不喜欢跑步。\n\n膝盖也不太好。"],
        _refused("the title's 不 dropped", note_contains="标题里的“不”改成了相反的意思"),
    ),
    _case(
        "msgs42-en-title-flipped",
        "en",
        "negation_zh",
        ("Why I do not run", ["I have never liked running.", "My knees are bad too."]),
        "make the title punchier",
        ["Why I Run\n\nI have never liked running.\n\nMy knees are bad too."],
        _refused("the title's not dropped", note_contains="of your title into its opposite"),
    ),
    _case(
        "msgs42-en-nobody-flipped",
        "en",
        "negation_zh",
        ENA,
        "make paragraph 1 livelier",
        [
            _join(
                EN_TITLE,
                _swap(
                    EN,
                    0,
                    "We took over plot 14 in March! The soil was heavy clay and somebody had dug it for years.",
                ),
            )
        ],
        _refused("nobody made somebody", note_contains="into its opposite"),
    ),
]

EN_ZH_TITLE = "菜园"
EN_ZH = [
    "三月，我们接手了14号地。土是很黏的黏土，好多年都没人挖过。",
    "我们每个星期六都在挖地。到了六月，我们收了豆子，棚子也不再漏雨了。",
    "九月，我们和邻居们分享了收成。我们为此感到骄傲。",
]
EN_ZH_LEAKS = _swap(EN_ZH, 1, "我们每个星期六都在挖地。到了六月，我们收了豆子，棚子也开始漏雨了。")
WEEKEND = ("周末", ["这个周末我们没有出门，在家看书。", "周日下午下了一场大雨。"])
WENT_OUT = ["This weekend we went out, and read at home.", "On Sunday afternoon it rained hard."]
STAYED_IN = ["This weekend we didn't go out; we stayed at home and read.", WENT_OUT[1]]
TRANSLATED = [
    _case(
        "msgs42-en-translation-not-gone",
        "en",
        "translation_negation",
        ENA,
        "translate it into Chinese",
        [_join(EN_ZH_TITLE, EN_ZH_LEAKS)],
        _applied(
            EN_ZH_TITLE,
            EN_ZH_LEAKS,
            note_contains="Check the meaning: your “not” (paragraph 2) has no negation in the translation.",
        ),
    ),
    _case(
        "msgs42-en-translation-not-kept",
        "en",
        "translation_negation",
        ENA,
        "translate it into Chinese",
        [_join(EN_ZH_TITLE, EN_ZH)],
        _applied(EN_ZH_TITLE, EN_ZH, note_lacks="Check the meaning"),
    ),
    _case(
        "msgs42-zh-translation-mei-you-gone",
        "zh",
        "translation_negation",
        WEEKEND,
        "翻译成英文",
        [_join("The Weekend", WENT_OUT)],
        _applied(
            "The Weekend",
            WENT_OUT,
            note_contains="请核对意思：你写的“没有”（第1段）在译文里没有否定的说法。",
        ),
    ),
    _case(
        "msgs42-zh-translation-mei-you-kept",
        "zh",
        "translation_negation",
        WEEKEND,
        "翻译成英文",
        [_join("The Weekend", STAYED_IN)],
        _applied("The Weekend", STAYED_IN, note_lacks="请核对意思"),
    ),
]

CASES = [*EVERY, *DELETED, *BLOCKS, *NEGATIONS, *TRANSLATED]

if __name__ == "__main__":
    with (HERE / "cases.jsonl").open("w", encoding="utf-8") as out:
        for case in CASES:
            out.write(json.dumps(case, ensure_ascii=False) + "\n")
    print(len(CASES), "cases")
