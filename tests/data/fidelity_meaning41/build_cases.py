# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 41's dev fidelity cases of meaning a reply lost or turned (run from the
repository root): a translation that left out a sentence or a figure, a restyle that said a
state's opposite with a negation ("I was exhausted" → "I was not tired at all", 累坏了 →
一点也不累), emoji sprinkled on (or stripped from) paragraphs nobody asked to change, markup
chatter read as a title, blocks whose SEARCH is empty, and a title changed in a restyle —
each beside near-misses that must still be saved as the model wrote them."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case_record  # noqa: E402

EN_TITLE = "Two Days on the Ridge"
EN = [
    "We left the car park at 7:30 and climbed for three hours. Lena carried the map and the stove.",
    "By the hut I was exhausted. The warden, Tomas Berg, said the spring water was safe to drink. We paid 15 euros for two bunks.",
    "The next morning fog hid the valley 🌫️. We walked down slowly and reached Zell by noon.",
]
ZH_TITLE = "周末骑行记"
ZH = [
    "周六早上七点，我们从西湖出发，一共骑了四十公里。小林带了地图和水壶。",
    "到了龙井村，我已经累坏了。民宿老板王叔说泉水可以直接喝。两张床位一共一百二十元。",
    "第二天山里起了雾🌫️。我们慢慢骑下山，中午到了梅家坞。",
]

# Translations, complete.
EN_ZH = [
    "我们早上7:30离开停车场，爬了三个小时。莉娜带着地图和炉子。",
    "到了山屋，我已经筋疲力尽。管理员托马斯·伯格说泉水可以放心喝。我们花15欧元订了两个床位。",
    "第二天早上，雾遮住了山谷🌫️。我们慢慢走下山，中午前到了Zell。",
]
EN_ZH_TITLE = "山脊上的两天"
ZH_EN = [
    "At seven on Saturday morning we set off from West Lake and rode forty kilometres in all. Xiao Lin brought the map and the water bottles.",
    "When we reached Longjing Village I was worn out. Uncle Wang, who runs the guesthouse, said the spring water was fine to drink straight. Two beds cost 120 yuan in all.",
    "The next day fog rose in the hills 🌫️. We rode down slowly and reached Meijiawu at noon.",
]
ZH_EN_TITLE = "A Weekend Ride"


def _join(title: str, paragraphs: list[str]) -> str:
    return title + "\n\n" + "\n\n".join(paragraphs)


def _case(
    cid: str,
    lang: str,
    kind: str,
    article: tuple[str, list[str]],
    suggestion: str,
    replies: list[str],
    expect: dict[str, object],
    *,
    source: str = "outside41 findings, other wordings",
    edit_format: str = "full",
) -> dict[str, object]:
    title, paragraphs = article
    return case_record(
        cid,
        lang,
        kind,
        source,
        title,
        "\n\n".join(paragraphs),
        suggestion,
        replies,
        expect,
        edit_format=edit_format,
    )


def _applied(title: str, paragraphs: list[str], **more: object) -> dict[str, object]:
    return {"outcome": "applied", "title": title, "body": "\n\n".join(paragraphs), **more}


def _refused(because: str, **more: object) -> dict[str, object]:
    return {"outcome": "refused", "because": because, **more}


def _swap(paragraphs: list[str], at: int, new: str) -> list[str]:
    out = list(paragraphs)
    out[at] = new
    return out


def _edit(paragraphs: list[str], at: int, old: str, new: str) -> list[str]:
    assert old in paragraphs[at], (old, paragraphs[at])
    return _swap(paragraphs, at, paragraphs[at].replace(old, new, 1))


ENA = (EN_TITLE, EN)
ZHA = (ZH_TITLE, ZH)
EN_P2_ZH_SHORT = "到了山屋，我已经筋疲力尽。我们花15欧元订了两个床位。"
EN_P2_ZH_NO_FIGURE = (
    "到了山屋，我已经筋疲力尽。管理员托马斯·伯格说泉水可以放心喝。我们订了两个床位。"
)
ZH_P2_EN_SHORT = "When we reached Longjing Village I was worn out. Two beds cost 120 yuan in all."
ZH_P2_EN_NO_FIGURE = "When we reached Longjing Village I was worn out. Uncle Wang, who runs the guesthouse, said the spring water was fine to drink straight. The beds cost very little."

TRANSLATION = [
    _case(
        "m41-en-tr-p2-short",
        "en",
        "translation_shape",
        ENA,
        "Translate the second paragraph into Chinese.",
        [_join(EN_TITLE, _swap(EN, 1, EN_P2_ZH_SHORT))],
        _refused("the translation left out the warden's sentence"),
    ),
    _case(
        "m41-en-tr-p2-short-alone",
        "en",
        "translation_shape",
        ENA,
        "Please translate paragraph 2 into Chinese",
        [EN_P2_ZH_SHORT],
        _refused("the paragraph alone, translated without a sentence"),
    ),
    _case(
        "m41-en-tr-p2-figure",
        "en",
        "translation_shape",
        ENA,
        "Translate the second paragraph into Chinese.",
        [_join(EN_TITLE, _swap(EN, 1, EN_P2_ZH_NO_FIGURE))],
        _refused("15 euros lost in the translation"),
    ),
    _case(
        "m41-en-tr-all-short",
        "en",
        "translation_shape",
        ENA,
        "Translate the whole article into Chinese.",
        [_join(EN_ZH_TITLE, [EN_ZH[0], EN_P2_ZH_SHORT, EN_ZH[2]])],
        _refused("whole translation lost a sentence of paragraph 2"),
    ),
    _case(
        "m41-en-tr-all-no-time",
        "en",
        "translation_shape",
        ENA,
        "把整篇文章翻译成中文",
        [
            _join(
                EN_ZH_TITLE,
                ["我们一早离开停车场，爬了三个小时。莉娜带着地图和炉子。", EN_ZH[1], EN_ZH[2]],
            )
        ],
        _refused("7:30 lost in the translation"),
    ),
    _case(
        "m41-en-tr-p2-ok",
        "en",
        "translation_shape",
        ENA,
        "Translate the second paragraph into Chinese.",
        [_join(EN_TITLE, _swap(EN, 1, EN_ZH[1]))],
        _applied(EN_TITLE, _swap(EN, 1, EN_ZH[1])),
    ),
    _case(
        "m41-en-tr-all-ok",
        "en",
        "translation_shape",
        ENA,
        "Translate the whole article into Chinese.",
        [_join(EN_ZH_TITLE, EN_ZH)],
        _applied(EN_ZH_TITLE, EN_ZH),
    ),
    _case(
        "m41-en-tr-merged-ok",
        "en",
        "translation_shape",
        ENA,
        "Translate the first paragraph into Chinese.",
        [
            _join(
                EN_TITLE,
                _swap(EN, 0, "我们早上7:30离开停车场，爬了三个小时，莉娜一路带着地图和炉子。"),
            )
        ],
        _applied(
            EN_TITLE, _swap(EN, 0, "我们早上7:30离开停车场，爬了三个小时，莉娜一路带着地图和炉子。")
        ),
    ),
    _case(
        "m41-zh-tr-p2-short",
        "zh",
        "translation_shape",
        ZHA,
        "把第二段翻译成英文",
        [_join(ZH_TITLE, _swap(ZH, 1, ZH_P2_EN_SHORT))],
        _refused("the translation left out 王叔's sentence"),
    ),
    _case(
        "m41-zh-tr-p2-short-en-ask",
        "zh",
        "translation_shape",
        ZHA,
        "Translate the second paragraph into English.",
        [_join(ZH_TITLE, _swap(ZH, 1, ZH_P2_EN_SHORT))],
        _refused("the translation left out a sentence"),
    ),
    _case(
        "m41-zh-tr-p2-figure",
        "zh",
        "translation_shape",
        ZHA,
        "第二段翻成英文",
        [_join(ZH_TITLE, _swap(ZH, 1, ZH_P2_EN_NO_FIGURE))],
        _refused("一百二十元 lost"),
    ),
    _case(
        "m41-zh-tr-all-short",
        "zh",
        "translation_shape",
        ZHA,
        "请把全文翻译成英文。",
        [_join(ZH_EN_TITLE, [ZH_EN[0], ZH_P2_EN_SHORT, ZH_EN[2]])],
        _refused("whole translation lost a sentence"),
    ),
    _case(
        "m41-zh-tr-all-no-distance",
        "zh",
        "translation_shape",
        ZHA,
        "Translate this into English, please.",
        [
            _join(
                ZH_EN_TITLE,
                [
                    "At seven on Saturday morning we set off from West Lake. Xiao Lin brought the map and the water bottles.",
                    ZH_EN[1],
                    ZH_EN[2],
                ],
            )
        ],
        _refused("forty kilometres lost"),
    ),
    _case(
        "m41-zh-tr-p2-ok",
        "zh",
        "translation_shape",
        ZHA,
        "把第二段翻译成英文",
        [_join(ZH_TITLE, _swap(ZH, 1, ZH_EN[1]))],
        _applied(ZH_TITLE, _swap(ZH, 1, ZH_EN[1])),
    ),
    _case(
        "m41-zh-tr-all-ok",
        "zh",
        "translation_shape",
        ZHA,
        "请把全文翻译成英文。",
        [_join(ZH_EN_TITLE, ZH_EN)],
        _applied(ZH_EN_TITLE, ZH_EN),
    ),
    _case(
        "m41-zh-tr-split-ok",
        "zh",
        "translation_shape",
        ZHA,
        "把第一段翻译成英文",
        [
            _join(
                ZH_TITLE,
                _swap(
                    ZH,
                    0,
                    "We left West Lake at seven on Saturday morning. We rode forty kilometres in all. Xiao Lin brought the map and the water bottles.",
                ),
            )
        ],
        _applied(
            ZH_TITLE,
            _swap(
                ZH,
                0,
                "We left West Lake at seven on Saturday morning. We rode forty kilometres in all. Xiao Lin brought the map and the water bottles.",
            ),
        ),
    ),
]

LIVELY_EN_P1 = (
    "We left the car park at 7:30 and climbed for three hours.",
    "We rolled out of the car park at 7:30 and climbed for three long hours!",
)
LIVELY_ZH_P1 = ("周六早上七点，我们从西湖出发，", "周六一大早七点，我们就从西湖出发了，")


def _lively(
    paragraphs: list[str], first: tuple[str, str], at: int, old: str, new: str
) -> list[str]:
    return _edit(_edit(paragraphs, 0, *first), at, old, new)


POLARITY = [
    _case(
        "m41-en-flip-not-tired",
        "en",
        "negation_by_antonym",
        ENA,
        "Make it livelier.",
        [
            _join(
                EN_TITLE,
                _lively(
                    EN,
                    LIVELY_EN_P1,
                    1,
                    "By the hut I was exhausted.",
                    "By the time we hit the hut, I was not tired at all!",
                ),
            )
        ],
        _refused("exhausted → not tired at all"),
    ),
    _case(
        "m41-en-flip-least-bit",
        "en",
        "negation_by_antonym",
        ENA,
        "Give it more energy",
        [
            _join(
                EN_TITLE,
                _lively(
                    EN,
                    LIVELY_EN_P1,
                    1,
                    "By the hut I was exhausted.",
                    "At the hut? I wasn't the least bit tired.",
                ),
            )
        ],
        _refused("exhausted → wasn't the least bit tired"),
    ),
    _case(
        "m41-en-flip-p2-never",
        "en",
        "negation_by_antonym",
        ENA,
        "Make paragraph 2 more vivid",
        [
            _join(
                EN_TITLE,
                _edit(
                    EN, 1, "By the hut I was exhausted.", "By the hut I never felt worn out once."
                ),
            )
        ],
        _refused("exhausted → never felt worn out"),
    ),
    _case(
        "m41-en-flip-slow",
        "en",
        "negation_by_antonym",
        ENA,
        "make it more fun to read",
        [
            _join(
                EN_TITLE,
                _lively(
                    EN,
                    LIVELY_EN_P1,
                    2,
                    "We walked down slowly",
                    "We did not take it slow on the way down",
                ),
            )
        ],
        _refused("walked down slowly → did not take it slow"),
    ),
    _case(
        "m41-en-flip-tired-kept-word",
        "en",
        "negation_by_antonym",
        (EN_TITLE, _edit(EN, 1, "exhausted", "tired")),
        "Make it livelier.",
        [
            _join(
                EN_TITLE,
                _lively(
                    _edit(EN, 1, "exhausted", "tired"),
                    LIVELY_EN_P1,
                    1,
                    "By the hut I was tired.",
                    "By the hut I was not even a little tired!",
                ),
            )
        ],
        _refused("tired → not even a little tired"),
    ),
    _case(
        "m41-en-asked-not-tired",
        "en",
        "negation_by_antonym",
        ENA,
        "Say I was NOT tired at all when we reached the hut.",
        [
            _join(
                EN_TITLE,
                _edit(EN, 1, "By the hut I was exhausted.", "By the hut I was not tired at all."),
            )
        ],
        _applied(
            EN_TITLE,
            _edit(EN, 1, "By the hut I was exhausted.", "By the hut I was not tired at all."),
        ),
    ),
    _case(
        "m41-en-not-just-tired-ok",
        "en",
        "negation_by_antonym",
        ENA,
        "Make it livelier.",
        [
            _join(
                EN_TITLE,
                _lively(
                    EN,
                    LIVELY_EN_P1,
                    1,
                    "By the hut I was exhausted.",
                    "By the hut I was not just tired, I was utterly exhausted!",
                ),
            )
        ],
        _applied(
            EN_TITLE,
            _lively(
                EN,
                LIVELY_EN_P1,
                1,
                "By the hut I was exhausted.",
                "By the hut I was not just tired, I was utterly exhausted!",
            ),
        ),
    ),
    _case(
        "m41-en-never-so-tired-ok",
        "en",
        "negation_by_antonym",
        ENA,
        "Make it livelier.",
        [
            _join(
                EN_TITLE,
                _lively(
                    EN,
                    LIVELY_EN_P1,
                    1,
                    "By the hut I was exhausted.",
                    "By the hut I had never been so tired in my life!",
                ),
            )
        ],
        _applied(
            EN_TITLE,
            _lively(
                EN,
                LIVELY_EN_P1,
                1,
                "By the hut I was exhausted.",
                "By the hut I had never been so tired in my life!",
            ),
        ),
    ),
    _case(
        "m41-en-litotes-ok",
        "en",
        "negation_by_antonym",
        ENA,
        "Make it livelier.",
        [
            _join(
                EN_TITLE,
                _lively(
                    EN,
                    LIVELY_EN_P1,
                    2,
                    "We walked down slowly",
                    "We were in no hurry on the way down, taking it slow,",
                ),
            )
        ],
        _applied(
            EN_TITLE,
            _lively(
                EN,
                LIVELY_EN_P1,
                2,
                "We walked down slowly",
                "We were in no hurry on the way down, taking it slow,",
            ),
        ),
    ),
    _case(
        "m41-zh-flip-yidian",
        "zh",
        "negation_by_antonym",
        ZHA,
        "让文章更生动一些",
        [_join(ZH_TITLE, _lively(ZH, LIVELY_ZH_P1, 1, "我已经累坏了。", "我一点也不累！"))],
        _refused("累坏了 → 一点也不累"),
    ),
    _case(
        "m41-zh-flip-bingbu",
        "zh",
        "negation_by_antonym",
        ZHA,
        "第二段更口语化一点",
        [_join(ZH_TITLE, _edit(ZH, 1, "我已经累坏了。", "我其实并不累。"))],
        _refused("累坏了 → 并不累"),
    ),
    _case(
        "m41-zh-flip-pibei",
        "zh",
        "negation_by_antonym",
        ZHA,
        "写得活泼点",
        [_join(ZH_TITLE, _lively(ZH, LIVELY_ZH_P1, 1, "我已经累坏了。", "我丝毫不觉得疲惫。"))],
        _refused("累坏了 → 丝毫不觉得疲惫"),
    ),
    _case(
        "m41-zh-flip-man",
        "zh",
        "negation_by_antonym",
        ZHA,
        "让文章更生动一些",
        [
            _join(
                ZH_TITLE,
                _lively(ZH, LIVELY_ZH_P1, 2, "我们慢慢骑下山，", "我们一点也不慢，一口气冲下山，"),
            )
        ],
        _refused("慢慢骑下山 → 一点也不慢"),
    ),
    _case(
        "m41-zh-asked-not-tired",
        "zh",
        "negation_by_antonym",
        ZHA,
        "把第二段改成：到了龙井村，我一点也不累。",
        [_join(ZH_TITLE, _edit(ZH, 1, "我已经累坏了。", "我一点也不累。"))],
        _applied(ZH_TITLE, _edit(ZH, 1, "我已经累坏了。", "我一点也不累。")),
    ),
    _case(
        "m41-zh-lively-ok",
        "zh",
        "negation_by_antonym",
        ZHA,
        "让文章更生动一些",
        [
            _join(
                ZH_TITLE,
                _lively(ZH, LIVELY_ZH_P1, 1, "我已经累坏了。", "我累得腿都软了，一步也不想再走。"),
            )
        ],
        _applied(
            ZH_TITLE,
            _lively(ZH, LIVELY_ZH_P1, 1, "我已经累坏了。", "我累得腿都软了，一步也不想再走。"),
        ),
    ),
    _case(
        "m41-zh-never-so-tired-ok",
        "zh",
        "negation_by_antonym",
        ZHA,
        "让文章更生动一些",
        [_join(ZH_TITLE, _lively(ZH, LIVELY_ZH_P1, 1, "我已经累坏了。", "我从来没有这么累过！"))],
        _applied(ZH_TITLE, _lively(ZH, LIVELY_ZH_P1, 1, "我已经累坏了。", "我从来没有这么累过！")),
    ),
]

EMOJI = [
    _case(
        "m41-en-emoji-sprinkled-p2",
        "en",
        "emoji_unasked",
        ENA,
        "Make paragraph 2 livelier.",
        [
            _join(
                EN_TITLE,
                [
                    EN[0] + " 🚗⛰️",
                    EN[1].replace(
                        "By the hut I was exhausted.", "By the hut I was completely wiped out!"
                    ),
                    EN[2] + " ☀️",
                ],
            )
        ],
        _applied(
            EN_TITLE,
            _edit(EN, 1, "By the hut I was exhausted.", "By the hut I was completely wiped out!"),
            withheld_min=1,
        ),
    ),
    _case(
        "m41-en-emoji-typos",
        "en",
        "emoji_unasked",
        (EN_TITLE, _edit(EN, 0, "climbed", "climbd")),
        "Fix the typos.",
        [_join(EN_TITLE, [EN[0].replace("three hours.", "three hours. 🥾"), EN[1] + " 💶", EN[2]])],
        _applied(EN_TITLE, EN, withheld_min=1),
    ),
    _case(
        "m41-en-emoji-lively-untouched",
        "en",
        "emoji_unasked",
        ENA,
        "Make the first paragraph livelier.",
        [_join(EN_TITLE, [EN[0].replace(*LIVELY_EN_P1), "😴 " + EN[1] + " 🛏️", EN[2]])],
        _applied(EN_TITLE, _edit(EN, 0, *LIVELY_EN_P1), withheld_min=1),
    ),
    _case(
        "m41-en-emoji-stripped",
        "en",
        "emoji_unasked",
        ENA,
        "Fix any grammar mistakes.",
        [_join(EN_TITLE, _edit(EN, 2, " 🌫️", ""))],
        {"outcome": "no_change", "note_contains": "not applied"},
    ),
    _case(
        "m41-en-emoji-stripped-lively",
        "en",
        "emoji_unasked",
        ENA,
        "Make it livelier.",
        [_join(EN_TITLE, _edit(_edit(EN, 0, *LIVELY_EN_P1), 2, " 🌫️", ""))],
        _applied(EN_TITLE, _edit(EN, 0, *LIVELY_EN_P1), withheld_min=1),
    ),
    _case(
        "m41-en-emoji-asked",
        "en",
        "emoji_unasked",
        ENA,
        "Add an emoji to the end of each paragraph.",
        [_join(EN_TITLE, [EN[0] + " 🥾", EN[1] + " 🛏️", EN[2] + " 🏔️"])],
        _applied(EN_TITLE, [EN[0] + " 🥾", EN[1] + " 🛏️", EN[2] + " 🏔️"]),
    ),
    _case(
        "m41-en-emoji-asked-p3",
        "en",
        "emoji_unasked",
        ENA,
        "Add a couple of emoji to the last paragraph",
        [_join(EN_TITLE, _edit(EN, 2, "by noon.", "by noon. 🥾☀️"))],
        _applied(EN_TITLE, _edit(EN, 2, "by noon.", "by noon. 🥾☀️")),
    ),
    _case(
        "m41-zh-emoji-sprinkled-p2",
        "zh",
        "emoji_unasked",
        ZHA,
        "把第二段改得更口语化",
        [
            _join(
                ZH_TITLE,
                [ZH[0] + "🚴", ZH[1].replace("我已经累坏了。", "我已经累得不行了。"), "🌄" + ZH[2]],
            )
        ],
        _applied(ZH_TITLE, _edit(ZH, 1, "我已经累坏了。", "我已经累得不行了。"), withheld_min=1),
    ),
    _case(
        "m41-zh-emoji-typos",
        "zh",
        "emoji_unasked",
        (ZH_TITLE, _edit(ZH, 2, "梅家坞", "梅家乌")),
        "改一下错别字",
        [_join(ZH_TITLE, [ZH[0] + "🚴‍♀️", ZH[1].replace("两张床位", "🛏️两张床位"), ZH[2]])],
        _applied(ZH_TITLE, ZH, withheld_min=1),
    ),
    _case(
        "m41-zh-emoji-stripped-lively",
        "zh",
        "emoji_unasked",
        ZHA,
        "让文章更生动一些",
        [_join(ZH_TITLE, _edit(_edit(ZH, 0, *LIVELY_ZH_P1), 2, "🌫️", ""))],
        _applied(ZH_TITLE, _edit(ZH, 0, *LIVELY_ZH_P1), withheld_min=1),
    ),
    _case(
        "m41-zh-emoji-asked",
        "zh",
        "emoji_unasked",
        ZHA,
        "给每段结尾加一个表情符号",
        [_join(ZH_TITLE, [ZH[0] + "🚴", ZH[1] + "🛏️", ZH[2] + "⛰️"])],
        _applied(ZH_TITLE, [ZH[0] + "🚴", ZH[1] + "🛏️", ZH[2] + "⛰️"]),
    ),
    _case(
        "m41-zh-emoji-asked-p1",
        "zh",
        "emoji_unasked",
        ZHA,
        "第一段加点emoji",
        [_join(ZH_TITLE, _edit(ZH, 0, "出发，", "出发🚴，"))],
        _applied(ZH_TITLE, _edit(ZH, 0, "出发，", "出发🚴，")),
    ),
]

P2_LIVELY_EN = _edit(EN, 1, "By the hut I was exhausted.", "By the hut I was completely wiped out!")
P2_LIVELY_ZH = _edit(ZH, 1, "我已经累坏了。", "我已经累得不行了。")
CHATTER = [
    _case(
        "m41-en-chatter-fence-here",
        "en",
        "chatter_title",
        ENA,
        "Make paragraph 2 livelier.",
        [
            "```markdown\nHere is the revised article:\n\n# "
            + EN_TITLE
            + "\n\n"
            + "\n\n".join(P2_LIVELY_EN)
            + "\n```"
        ],
        _applied(EN_TITLE, P2_LIVELY_EN, note_lacks="Here is the revised"),
    ),
    _case(
        "m41-en-chatter-here-hash",
        "en",
        "chatter_title",
        ENA,
        "Make paragraph 2 livelier.",
        ["Here is the revised article:\n# " + EN_TITLE + "\n\n" + "\n\n".join(P2_LIVELY_EN)],
        _applied(EN_TITLE, P2_LIVELY_EN, note_lacks="Here is the revised"),
    ),
    _case(
        "m41-en-chatter-fence-first",
        "en",
        "chatter_title",
        ENA,
        "Make paragraph 2 livelier.",
        ["```\nRevised article:\n```\n\n# " + EN_TITLE + "\n\n" + "\n\n".join(P2_LIVELY_EN)],
        _applied(EN_TITLE, P2_LIVELY_EN, note_lacks="Revised article"),
    ),
    _case(
        "m41-en-chatter-bold",
        "en",
        "chatter_title",
        ENA,
        "Make it livelier.",
        [
            "**Here's the livelier version:**\n\n## "
            + EN_TITLE
            + "\n\n"
            + "\n\n".join(_edit(EN, 0, *LIVELY_EN_P1))
        ],
        _applied(EN_TITLE, _edit(EN, 0, *LIVELY_EN_P1), note_lacks="livelier version"),
    ),
    _case(
        "m41-en-chatter-no-title",
        "en",
        "chatter_title",
        ENA,
        "Make it livelier.",
        [
            "```markdown\nHere is the revised article:\n\n"
            + "\n\n".join(_edit(EN, 0, *LIVELY_EN_P1))
            + "\n```"
        ],
        _applied(EN_TITLE, _edit(EN, 0, *LIVELY_EN_P1)),
    ),
    _case(
        "m41-en-chatter-asked-title",
        "en",
        "chatter_title",
        ENA,
        "Give it a catchier title and make paragraph 2 livelier.",
        [
            "```markdown\nHere is the revised article:\n\n# Fog, Bunks and a Ridge Too Far\n\n"
            + "\n\n".join(P2_LIVELY_EN)
            + "\n```"
        ],
        _applied("Fog, Bunks and a Ridge Too Far", P2_LIVELY_EN),
    ),
    _case(
        "m41-zh-chatter-fence-here",
        "zh",
        "chatter_title",
        ZHA,
        "把第二段改得更口语化",
        [
            "```markdown\n以下是修改后的文章：\n\n# "
            + ZH_TITLE
            + "\n\n"
            + "\n\n".join(P2_LIVELY_ZH)
            + "\n```"
        ],
        _applied(ZH_TITLE, P2_LIVELY_ZH, note_lacks="以下是"),
    ),
    _case(
        "m41-zh-chatter-here-hash",
        "zh",
        "chatter_title",
        ZHA,
        "第二段改得口语一点",
        ["修改后的全文如下：\n# " + ZH_TITLE + "\n\n" + "\n\n".join(P2_LIVELY_ZH)],
        _applied(ZH_TITLE, P2_LIVELY_ZH, note_lacks="如下"),
    ),
    _case(
        "m41-zh-chatter-no-title",
        "zh",
        "chatter_title",
        ZHA,
        "让文章更生动一些",
        ["```\n好的，这是修改后的版本：\n\n" + "\n\n".join(_edit(ZH, 0, *LIVELY_ZH_P1)) + "\n```"],
        _applied(ZH_TITLE, _edit(ZH, 0, *LIVELY_ZH_P1)),
    ),
    _case(
        "m41-zh-chatter-asked-title",
        "zh",
        "chatter_title",
        ZHA,
        "换个更吸引人的标题，第二段口语化一点",
        [
            "```markdown\n以下是修改后的文章：\n\n# 四十公里与一场雾\n\n"
            + "\n\n".join(P2_LIVELY_ZH)
            + "\n```"
        ],
        _applied("四十公里与一场雾", P2_LIVELY_ZH),
    ),
]

L_EN = _edit(EN, 0, *LIVELY_EN_P1)
L_ZH = _edit(ZH, 0, *LIVELY_ZH_P1)
CHATTER += [
    _case(
        "m41-en-chatter-lang-line",
        "en",
        "chatter_title",
        ENA,
        "Make paragraph 2 livelier.",
        ["markdown\n# " + EN_TITLE + "\n\n" + "\n\n".join(P2_LIVELY_EN)],
        _applied(EN_TITLE, P2_LIVELY_EN, note_lacks="markdown"),
    ),
    _case(
        "m41-en-chatter-hash-here",
        "en",
        "chatter_title",
        ENA,
        "Make it livelier.",
        ["# Here is the livelier version\n\n" + "\n\n".join(L_EN)],
        _applied(EN_TITLE, L_EN, note_lacks="Here is"),
    ),
    _case(
        "m41-en-chatter-title-label",
        "en",
        "chatter_title",
        ENA,
        "Make the whole thing livelier",
        ["Title: Here is the revised article\n\n" + "\n\n".join(L_EN)],
        _applied(EN_TITLE, L_EN, note_lacks="Here is"),
    ),
    _case(
        "m41-en-chatter-bold-p2",
        "en",
        "chatter_title",
        ENA,
        "Make paragraph 2 livelier.",
        ["**Here’s the livelier version of the article:**\n\n" + "\n\n".join(P2_LIVELY_EN)],
        _applied(EN_TITLE, P2_LIVELY_EN, note_lacks="title →"),
    ),
    _case(
        "m41-en-retitle-revised-ok",
        "en",
        "chatter_title",
        ENA,
        "Retitle it “Revised Plans for the Ridge”.",
        ["# Revised Plans for the Ridge\n\n" + "\n\n".join(EN)],
        _applied("Revised Plans for the Ridge", EN),
    ),
    _case(
        "m41-zh-chatter-bold",
        "zh",
        "chatter_title",
        ZHA,
        "让文章更生动一些",
        ["**修改后的版本**\n\n" + "\n\n".join(L_ZH)],
        _applied(ZH_TITLE, L_ZH, note_lacks="修改后的版本"),
    ),
    _case(
        "m41-zh-chatter-hash-p2",
        "zh",
        "chatter_title",
        ZHA,
        "把第二段改得更口语化",
        ["# 润色后的文章\n\n" + "\n\n".join(P2_LIVELY_ZH)],
        _applied(ZH_TITLE, P2_LIVELY_ZH, note_lacks="润色后"),
    ),
    _case(
        "m41-zh-chatter-title-label",
        "zh",
        "chatter_title",
        ZHA,
        "整体写得活泼一点",
        ["标题：修改后的全文\n\n" + "\n\n".join(L_ZH)],
        _applied(ZH_TITLE, L_ZH, note_lacks="修改后的全文"),
    ),
]

EMPTY_SEARCH_EN = "<<<<<<< SEARCH\n=======\nWe slept like logs.\n>>>>>>> REPLACE"
EMPTY_SEARCH_ZH = "<<<<<<< SEARCH\n=======\n那一晚我们睡得特别香。\n>>>>>>> REPLACE"
GOOD_BLOCK_EN = "<<<<<<< SEARCH\nBy the hut I was exhausted.\n=======\nBy the hut I was completely wiped out!\n>>>>>>> REPLACE"
ADD_BLOCK_EN = "<<<<<<< SEARCH\nWe paid 15 euros for two bunks.\n=======\nWe paid 15 euros for two bunks. We slept like logs.\n>>>>>>> REPLACE"
BLOCKS = [
    _case(
        "m41-en-empty-search",
        "en",
        "blocks_empty_search",
        ENA,
        "Add a sentence to paragraph 2 saying we slept well.",
        [EMPTY_SEARCH_EN] * 4,
        _refused(
            "every reply's block named no text to replace",
            note_contains="named no text",
            note_lacks="cut off",
        ),
        edit_format="blocks",
    ),
    _case(
        "m41-en-empty-search-fenced",
        "en",
        "blocks_empty_search",
        ENA,
        "add that we slept well to the second paragraph",
        ["```\n" + EMPTY_SEARCH_EN + "\n```"] * 4,
        _refused(
            "every reply's block named no text to replace",
            note_contains="named no text",
            note_lacks="did not match",
        ),
        edit_format="blocks",
    ),
    _case(
        "m41-en-empty-search-mixed",
        "en",
        "blocks_empty_search",
        ENA,
        "Make paragraph 2 livelier and say we slept well.",
        [GOOD_BLOCK_EN + "\n\n" + EMPTY_SEARCH_EN, ADD_BLOCK_EN],
        _applied(
            EN_TITLE,
            _edit(P2_LIVELY_EN, 1, "two bunks.", "two bunks. We slept like logs."),
            note_lacks="cut off",
        ),
        edit_format="blocks",
    ),
    _case(
        "m41-zh-empty-search",
        "zh",
        "blocks_empty_search",
        ZHA,
        "在第二段加一句说我们睡得很好",
        [EMPTY_SEARCH_ZH] * 4,
        _refused(
            "every reply's block named no text to replace",
            note_contains="没有指明",
            note_lacks="截断",
        ),
        edit_format="blocks",
    ),
    _case(
        "m41-zh-empty-search-one",
        "zh",
        "blocks_empty_search",
        ZHA,
        "第二段加一句：那一晚我们睡得特别香。",
        [
            EMPTY_SEARCH_ZH,
            "<<<<<<< SEARCH\n两张床位一共一百二十元。\n=======\n两张床位一共一百二十元。那一晚我们睡得特别香。\n>>>>>>> REPLACE",
        ],
        _applied(ZH_TITLE, _edit(ZH, 1, "一百二十元。", "一百二十元。那一晚我们睡得特别香。")),
        edit_format="blocks",
    ),
]

LIVELY_TITLE_EN = "Two Wild Days on the Ridge!"
LIVELY_TITLE_ZH = "疯狂的周末骑行！"
TITLES = [
    _case(
        "m41-en-title-lively",
        "en",
        "title_in_restyle",
        ENA,
        "Make it livelier.",
        [_join(LIVELY_TITLE_EN, _edit(EN, 0, *LIVELY_EN_P1))],
        _applied(LIVELY_TITLE_EN, _edit(EN, 0, *LIVELY_EN_P1), note_contains=EN_TITLE),
    ),
    _case(
        "m41-en-title-lively-p2",
        "en",
        "title_in_restyle",
        ENA,
        "Make paragraph 2 livelier.",
        [_join(LIVELY_TITLE_EN, P2_LIVELY_EN)],
        _applied(EN_TITLE, P2_LIVELY_EN, withheld_min=1),
    ),
    _case(
        "m41-en-title-typos",
        "en",
        "title_in_restyle",
        (EN_TITLE, _edit(EN, 0, "climbed", "climbd")),
        "Fix the typos.",
        [_join(LIVELY_TITLE_EN, EN)],
        _applied(EN_TITLE, EN, withheld_min=1),
    ),
    _case(
        "m41-en-title-asked",
        "en",
        "title_in_restyle",
        ENA,
        "Make the title livelier.",
        [_join(LIVELY_TITLE_EN, EN)],
        _applied(LIVELY_TITLE_EN, EN, note_contains=LIVELY_TITLE_EN),
    ),
    _case(
        "m41-zh-title-lively",
        "zh",
        "title_in_restyle",
        ZHA,
        "让文章更生动一些",
        [_join(LIVELY_TITLE_ZH, _edit(ZH, 0, *LIVELY_ZH_P1))],
        _applied(LIVELY_TITLE_ZH, _edit(ZH, 0, *LIVELY_ZH_P1), note_contains=ZH_TITLE),
    ),
    _case(
        "m41-zh-title-lively-p2",
        "zh",
        "title_in_restyle",
        ZHA,
        "把第二段改得更口语化",
        [_join(LIVELY_TITLE_ZH, P2_LIVELY_ZH)],
        _applied(ZH_TITLE, P2_LIVELY_ZH, withheld_min=1),
    ),
    _case(
        "m41-zh-title-typos",
        "zh",
        "title_in_restyle",
        (ZH_TITLE, _edit(ZH, 2, "梅家坞", "梅家乌")),
        "改一下错别字",
        [_join(LIVELY_TITLE_ZH, ZH)],
        _applied(ZH_TITLE, ZH, withheld_min=1),
    ),
]

CASES = TRANSLATION + POLARITY + EMOJI + CHATTER + BLOCKS + TITLES


def main() -> None:
    ids = [case["id"] for case in CASES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    with (HERE / "cases.jsonl").open("w", encoding="utf-8") as out:
        for case in CASES:
            out.write(json.dumps(case, ensure_ascii=False) + "\n")
    print(f"{len(CASES)} cases")


if __name__ == "__main__":
    main()
