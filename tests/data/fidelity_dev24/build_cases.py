# ruff: noqa: E501 — the cases are data
"""Builds the fidelity dev set 24 (tests/data/fidelity_dev24/*.jsonl): session 24's fresh
variants of what blind set 23 failed on once released, written before the fixes, in English
and Chinese on articles of their own — a dialogue whose lines changed speakers (bare lines
taking turns, or lines with "said X" tags, word for word or reworded), a model declining in
other words (我不太想改…, "I'd prefer not to…"), the chorus / refrain / 副歌 named by what it
is, number words with a hyphen written as digits, a paragraph named as the model for the
whole article ("every time the way paragraph 2 does", 照第2段的写法), a footnote added as asked
(marker and definition line), asked paragraphs answered as a numbered list under bold labels —
beside look-alikes that must still pass (the dialogue tightened in order, a value changed
with a hyphenated number, one paragraph made like another).

    .venv/bin/python tests/data/fidelity_dev24/build_cases.py

Every expected article is built from the original paragraph list with only the asked entries
replaced, so untouched text is byte for byte the writer's.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case_record  # noqa: E402

BAKE_T = "Night Shift at the Quay Street Bakery"
BAKE = [
    "At four in the morning the bakery on Quay Street is already warm, and the two bakers have been arguing since midnight.",
    "Tonight it was about the rye:\n“It needs another hour.”\n“It's been proving since ten.”\n“Then it needs an hour and ten.”\n“You said that last week.”\nThe rye went in at half past four anyway.",
    "By six the first trays were out, and a queue had started at the door.",
    "Mr Patel from the newsagent always buys the first loaf. He pays in coins and never waits for change.",
    "When I asked the younger baker why they argue, he shrugged and said it keeps them awake.",
]
SHOP_T = "Sunday Hours at the Corner Shop"
SHOP = [
    "The corner shop on Mill Lane has changed its Sunday hours twice this year.",
    '"Is the shop open on Sunday?" asked Maria.\n"Only in the morning," said Joe.\n"Then I\'ll come at nine," said Maria.',
    "Joe says the afternoons were too quiet to pay for the heating.",
]
MKT_T = "菜市场的早晨"
MKT = [
    "早上六点，菜市场的灯就亮了，卖鱼的老周和卖菜的阿芳是最早到的两个。",
    "“今天的鲫鱼新鲜吗？”阿芳问。\n“刚从船上下来的。”老周说。\n“那给我留两条。”阿芳说。",
    "七点以后，买菜的人多起来，两个人就顾不上说话了。",
    "收摊的时候是下午一点，老周总会把剩下的小鱼送给隔壁的猫。",
]
KITCH_T = "厨房里的一场争论"
KITCH = [
    "周末回家，妈妈让我和妹妹一起做晚饭。",
    "那天晚上在厨房，我和妹妹为一道菜争了起来：\n“盐放多了。”\n“明明刚好。”\n“你尝尝汤。”\n“我尝过了。”\n最后谁也没说服谁。",
    "爸爸回来尝了一口，说汤正好，菜有点咸。",
    "从那以后，家里做饭的时候，放盐的事都归妈妈管。",
]
SONG_T = "The Ardmore Fleet Song"
SONG = [
    "Every summer the fishing fleet at Ardmore had its own song, and the children learned it before they learned to swim.",
    "The verses changed every year, but the chorus never did:\nHaul away, haul away,\nthe herring's in the bay,\nhaul away, haul away,\nwe'll all be home by May.",
    "My grandmother said the song came over from Donegal with her own grandmother in 1921.",
    "Nobody knows who wrote it, and nobody in Ardmore has ever thought to ask.",
]
ZSONG_T = "渔村的歌"
ZSONG = [
    "每年夏天，石湾的渔船队都有一首自己的歌，孩子们还没学会游泳就先学会了唱。",
    "每年的歌词都在变，副歌却从来没变过：\n拉网啊，拉网啊，\n鱼儿游进湾，\n拉网啊，拉网啊，\n五月就回还。",
    "奶奶说，这首歌是1921年她的奶奶从北边带过来的。",
    "没人知道是谁写的，石湾也从来没有人想过要问。",
]
HIKE_T = "Two Days Over the Glen Ross Hills"
HIKE = [
    "We set out from the car park at Glen Ross at eight, with twenty-four miles ahead of us and a forecast nobody believed.",
    "The first climb took forty-five minutes. At the top, a sign said the bothy was another seven miles, which turned out to be closer to nine.",
    "We reached the bothy at six and slept on the floor, all five of us, under two blankets.",
    "The walk out the next morning was downhill all the way, and we were back at the car by noon.",
]
ZHIKE_T = "翻越罗山的两天"
ZHIKE = [
    "我们早上八点从罗山脚下的停车场出发，前面是三十八公里的山路，天气预报谁也不信。",
    "第一段上坡走了四十五分钟。山顶的牌子说离小屋还有七公里，结果走了将近九公里。",
    "傍晚六点我们到了小屋，五个人挤在地板上，盖着两条毯子睡了一夜。",
    "第二天一路下坡，中午就回到了车上。",
]
CLUB_T = "Riverside Club Summer Programme"
CLUB = [
    "The Riverside Club's summer programme runs from June to August 2025. All events are free for members.",
    "Open mic night: Friday 6 June, 7.30pm, in the main hall.",
    "Quiz night: Friday, June 13, at 19:30, upstairs.",
    "Family barbecue: Sunday 22 June, 1 p.m., in the garden.",
    "Book swap: Saturday 28 June, 10.00am, in the library corner.",
]
ZCLUB_T = "河畔俱乐部夏季活动"
ZCLUB = [
    "河畔俱乐部2025年的夏季活动从六月持续到八月，会员一律免费。",
    "开放麦之夜：6月6日（星期五）19:30，主厅。",
    "问答之夜：六月十三日（星期五）晚上7点30分，楼上。",
    "家庭烧烤：6月22日（星期日）下午1点，花园。",
    "换书会：2025年6月28日（星期六）上午10点，图书角。",
]
FERRY_T = "The Kilbride Ferry House"
FERRY = [
    "The old ferry house at Kilbride was built in 1841 for the keeper of the crossing.[^1]",
    "It stood empty from 1952, when the bridge opened upstream, until a local trust bought it in 1998.",
    "Today it holds a small museum of river trades, open on summer weekends.[^2]",
    "[^1]: Kilbride estate papers, box 7.\n[^2]: Kilbride Ferry House Trust, annual report 2023.",
]
ZFERRY_T = "基尔布莱德老渡口房"
ZFERRY = [
    "基尔布莱德的老渡口房建于1841年，是给渡口看守人住的。[^1]",
    "1952年上游的桥通车后，它就空了，直到1998年被当地一个信托基金买下。",
    "如今这里是一座小小的河运行业博物馆，夏季周末开放。[^2]",
    "[^1]: 基尔布莱德庄园档案，第7箱。\n[^2]: 基尔布莱德渡口房信托，2023年年报。",
]


def whole(title: str, paragraphs: list[str]) -> str:
    return title + "\n\n" + "\n\n".join(paragraphs)


def swapped(paragraphs: list[str], changes: dict[int, str]) -> list[str]:
    """The paragraph list with the 1-based paragraphs in `changes` replaced."""
    return [changes.get(n, p) for n, p in enumerate(paragraphs, 1)]


def case(cid, lang, kind, source, title, paragraphs, suggestion, replies, expect, **extra):
    out = case_record(
        cid,
        lang,
        kind,
        source,
        title,
        "\n\n".join(paragraphs),
        suggestion,
        replies,
        edit_format=extra.pop("edit_format", "full"),
    )
    out.update(extra)
    out["expect"] = expect
    return out


def applied(title: str, paragraphs: list[str], changes: dict[int, str], **more) -> dict:
    return {
        "outcome": "applied",
        "title": title,
        "body": "\n\n".join(swapped(paragraphs, changes)),
        **more,
    }


def refused(because: str) -> dict:
    return {"outcome": "refused", "because": because}


def dialogue() -> list[dict]:
    src = "blind23 dialogue_order_reversed, lead23's reworded swap"
    bake_swap = "Tonight it was about the rye:\n“It's been proving since ten.”\n“It needs another hour.”\n“You said that last week.”\n“Then it needs an hour and ten.”\nThe rye went in at half four anyway."
    bake_tight = "Tonight it was about the rye:\n“Another hour.”\n“It's been proving since ten.”\n“Then an hour and ten.”\n“You said that last week.”\nThe rye went in at half past four anyway."
    shop_swap = '"Only in the morning?" asked Maria.\n"Open on Sunday," said Joe.\n"I\'ll come at nine, then," said Maria.'
    mkt_swap = "“鲫鱼新鲜吗？”老周问。\n“刚下船的。”阿芳说。\n“给我留两条。”老周说。"
    mkt_tight = "“鲫鱼新鲜吗？”阿芳问。\n“刚下船的。”老周说。\n“给我留两条。”阿芳说。"
    kitch_swap = "那天晚上在厨房，我和妹妹为一道菜争了起来：\n“明明刚好。”\n“盐放多了。”\n“我尝过了。”\n“你尝尝汤。”\n最后谁也没说服谁。"
    return [
        case(
            "d24-dialogue-en-01",
            "en",
            "dialogue_speakers_swapped",
            src,
            BAKE_T,
            BAKE,
            "Make the argument about the rye punchier.",
            [whole(BAKE_T, swapped(BAKE, {2: bake_swap}))],
            refused("each baker now says the other's words"),
        ),
        case(
            "d24-dialogue-en-02",
            "en",
            "dialogue_speakers_swapped",
            src,
            SHOP_T,
            SHOP,
            "Make the exchange in paragraph 2 snappier.",
            ["Here's a snappier paragraph 2:\n\n" + shop_swap],
            refused("Maria's question is now Joe's line and his answer hers"),
        ),
        case(
            "d24-dialogue-zh-01",
            "zh",
            "dialogue_speakers_swapped",
            src,
            MKT_T,
            MKT,
            "把对话写得更简洁些。",
            [whole(MKT_T, swapped(MKT, {2: mkt_swap}))],
            refused("阿芳的问话安到了老周头上"),
        ),
        case(
            "d24-dialogue-zh-02",
            "zh",
            "dialogue_speakers_swapped",
            src,
            KITCH_T,
            KITCH,
            "把厨房里的争论写得更干脆一点。",
            [whole(KITCH_T, swapped(KITCH, {2: kitch_swap}))],
            refused("两个人的台词对调了"),
        ),
        case(
            "d24-dialogue-en-03",
            "en",
            "dialogue_tightened_in_order",
            src,
            BAKE_T,
            BAKE,
            "Make the argument about the rye punchier.",
            [whole(BAKE_T, swapped(BAKE, {2: bake_tight}))],
            applied(BAKE_T, BAKE, {2: bake_tight}),
        ),
        case(
            "d24-dialogue-zh-03",
            "zh",
            "dialogue_tightened_in_order",
            src,
            MKT_T,
            MKT,
            "把对话写得更简洁些。",
            [whole(MKT_T, swapped(MKT, {2: mkt_tight}))],
            applied(MKT_T, MKT, {2: mkt_tight}),
        ),
    ]


FLOOD_T = "The Night the River Rose"
FLOOD = [
    "The water reached the lane a little after ten.",
    '"We should move the car," Priya said, looking out at the lane.',
    '"And leave the dog on his own?" Tom said. "Not a chance."',
    "In the end they carried the dog and left the car.",
]
ZFLOOD_T = "涨水那一夜"
ZFLOOD = [
    "十点多，水漫到了巷子口。",
    "“把车挪走吧。”小雅望着巷子说。",
    "“那狗怎么办？”阿涛说，“我可不留它一个。”",
    "最后他们抱着狗走了，车留在原地。",
]


def one_line_speakers() -> list[dict]:
    src = "lead24 speaker_swapped_in_target (a tagged line per paragraph)"
    en_swap = '"And leave the dog alone?" Priya snapped. "No chance."'
    en_pronoun = FLOOD[1].replace("Priya said, looking", "Priya said, staring")
    zh_swap = "“那狗怎么办？”小雅说，“我不会留它一个。”"
    return [
        case(
            "d24-sayer-en-01",
            "en",
            "tagged_line_given_to_other",
            src,
            FLOOD_T,
            FLOOD,
            "Make paragraph 3 punchier.",
            [en_swap],
            refused("Tom's line given to Priya"),
        ),
        case(
            "d24-sayer-zh-01",
            "zh",
            "tagged_line_given_to_other",
            src,
            ZFLOOD_T,
            ZFLOOD,
            "第3段写得更有力一点。",
            [whole(ZFLOOD_T, swapped(ZFLOOD, {3: zh_swap}))],
            refused("阿涛的话给了小雅"),
        ),
        case(
            "d24-sayer-en-02",
            "en",
            "tagged_line_kept",
            src,
            FLOOD_T,
            FLOOD,
            "Make paragraph 2 more vivid.",
            [en_pronoun],
            applied(FLOOD_T, FLOOD, {2: en_pronoun}),
        ),
    ]


def declines() -> list[dict]:
    src = "blind23 declines_traditional_verse (zh)"
    says = lambda phrase: {"outcome": "model_says", "contains": phrase}  # noqa: E731
    return [
        case(
            "d24-declines-zh-01",
            "zh",
            "declines_in_other_words",
            src,
            KITCH_T,
            KITCH,
            "把第2段妹妹说的话改得客气一点。",
            [
                "我不太想改妹妹的原话：那是她当时说的，改了就不真实了。如果需要，我可以在后面加一句旁白。"
            ],
            says("我不太想改妹妹的原话"),
        ),
        case(
            "d24-declines-zh-02",
            "zh",
            "declines_in_other_words",
            src,
            MKT_T,
            MKT,
            "把第2段老周的话改成书面语。",
            [
                "这几句我不想动：老周的原话就是这么说的，改成书面语反而失真。要不要我在后面加个注解？"
            ],
            says("这几句我不想动"),
        ),
        case(
            "d24-declines-en-01",
            "en",
            "declines_in_other_words",
            src,
            SONG_T,
            SONG,
            "Modernise the chorus in paragraph 2.",
            [
                "I'd prefer not to rewrite the chorus: it's the song as the fleet sang it, and a modern version would misreport it. I could add a note on what the older words mean, if that helps."
            ],
            says("I'd prefer not to rewrite the chorus"),
        ),
        case(
            "d24-declines-en-02",
            "en",
            "declines_in_other_words",
            src,
            SHOP_T,
            SHOP,
            "Make Maria's lines in paragraph 2 more polite.",
            [
                "I'm reluctant to change what Maria said — those are her words as quoted. I can soften the sentence around them instead, if you like."
            ],
            says("I'm reluctant to change what Maria said"),
        ),
    ]


def chorus() -> list[dict]:
    src = "blind23 writer_supplied_line (the chorus named)"
    en_last = SONG[1].replace("we'll all be home by May.", "and the lamps are lit by May.")
    en_two = SONG[1].replace("the herring's in the bay,", "the mackerel's in the bay,")
    zh_last = ZSONG[1].replace("五月就回还。", "天黑前回还。")
    zh_two = ZSONG[1].replace("鱼儿游进湾，", "银鱼满一湾，")
    return [
        case(
            "d24-chorus-en-01",
            "en",
            "part_named_chorus",
            src,
            SONG_T,
            SONG,
            "Replace the last line of the chorus with “and the lamps are lit by May.”",
            [
                "Here's the paragraph with the chorus, last line replaced:\n\n```\n"
                + en_last
                + "\n```\n\nThe rest of the chorus is as you had it."
            ],
            applied(SONG_T, SONG, {2: en_last}),
        ),
        case(
            "d24-chorus-en-02",
            "en",
            "part_named_chorus",
            src,
            SONG_T,
            SONG,
            "In the refrain, make the second line about mackerel instead of herring.",
            [en_two],
            applied(SONG_T, SONG, {2: en_two}),
        ),
        case(
            "d24-chorus-zh-01",
            "zh",
            "part_named_chorus",
            src,
            ZSONG_T,
            ZSONG,
            "把副歌最后一行换成“天黑前回还。”",
            ["改好了，这是副歌所在的第2段：\n\n```markdown\n" + zh_last + "\n```"],
            applied(ZSONG_T, ZSONG, {2: zh_last}),
        ),
        case(
            "d24-chorus-zh-02",
            "zh",
            "part_named_chorus",
            src,
            ZSONG_T,
            ZSONG,
            "副歌的第二行改得生动一点。",
            [zh_two],
            applied(ZSONG_T, ZSONG, {2: zh_two}),
        ),
    ]


def numbers() -> list[dict]:
    src = "blind23 numerals_as_digits_in_target (hyphenated number words)"
    p2 = "The first climb took 45 minutes. At the top, a sign put the bothy seven miles on; it was nearer nine."
    p1 = "We left the Glen Ross car park at eight: 24 miles ahead, and a forecast nobody believed."
    p1_wrong = (
        "We left the Glen Ross car park at eight: 42 miles ahead, and a forecast nobody believed."
    )
    z2 = "第一段上坡45分钟。山顶牌子说小屋还有7公里，实际将近9公里。"
    return [
        case(
            "d24-numbers-en-01",
            "en",
            "hyphenated_number_as_digits",
            src,
            HIKE_T,
            HIKE,
            "Tighten paragraph 2.",
            [whole(HIKE_T, swapped(HIKE, {2: p2}))],
            applied(HIKE_T, HIKE, {2: p2}),
        ),
        case(
            "d24-numbers-en-02",
            "en",
            "hyphenated_number_as_digits",
            src,
            HIKE_T,
            HIKE,
            "Make the opening paragraph shorter.",
            [whole(HIKE_T, swapped(HIKE, {1: p1}))],
            applied(HIKE_T, HIKE, {1: p1}),
        ),
        case(
            "d24-numbers-zh-01",
            "zh",
            "hyphenated_number_as_digits",
            src,
            ZHIKE_T,
            ZHIKE,
            "把第2段写得紧凑些。",
            [whole(ZHIKE_T, swapped(ZHIKE, {2: z2}))],
            applied(ZHIKE_T, ZHIKE, {2: z2}),
        ),
        case(
            "d24-numbers-en-03",
            "en",
            "hyphenated_number_changed",
            src,
            HIKE_T,
            HIKE,
            "Make the opening paragraph shorter.",
            [whole(HIKE_T, swapped(HIKE, {1: p1_wrong}))],
            refused("twenty-four miles became 42"),
        ),
    ]


def model_paragraph() -> list[dict]:
    src = "blind23 dates_unified_as_asked (a paragraph named as the model)"
    times = {
        3: "Quiz night: Friday, June 13, at 7.30pm, upstairs.",
        4: "Family barbecue: Sunday 22 June, 1pm, in the garden.",
        5: "Book swap: Saturday 28 June, 10am, in the library corner.",
    }
    dates = {3: "Quiz night: Friday 13 June, at 19:30, upstairs."}
    zdates = {
        3: "问答之夜：6月13日（星期五）晚上7点30分，楼上。",
        5: "换书会：6月28日（星期六）上午10点，图书角。",
    }
    ztimes = {
        3: "问答之夜：六月十三日（星期五）19:30，楼上。",
        4: "家庭烧烤：6月22日（星期日）13:00，花园。",
        5: "换书会：2025年6月28日（星期六）10:00，图书角。",
    }
    like_one = {3: "Quiz night: Friday 13 June, 7.30pm, upstairs."}
    like_one_extra = {**like_one, 5: "Book swap: Saturday 28 June, 10am, library corner."}
    return [
        case(
            "d24-model-en-01",
            "en",
            "paragraph_named_as_model",
            src,
            CLUB_T,
            CLUB,
            "Write every time the way paragraph 2 does (“7.30pm”).",
            [whole(CLUB_T, swapped(CLUB, times))],
            applied(CLUB_T, CLUB, times),
        ),
        case(
            "d24-model-en-02",
            "en",
            "paragraph_named_as_model",
            src,
            CLUB_T,
            CLUB,
            "Make all the dates follow the format in paragraph 4.",
            [whole(CLUB_T, swapped(CLUB, dates))],
            applied(CLUB_T, CLUB, dates),
        ),
        case(
            "d24-model-zh-01",
            "zh",
            "paragraph_named_as_model",
            src,
            ZCLUB_T,
            ZCLUB,
            "所有日期都照第2段的写法统一（“6月6日”）。",
            [whole(ZCLUB_T, swapped(ZCLUB, zdates))],
            applied(ZCLUB_T, ZCLUB, zdates),
        ),
        case(
            "d24-model-zh-02",
            "zh",
            "paragraph_named_as_model",
            src,
            ZCLUB_T,
            ZCLUB,
            "参照第2段，把全文的时间都写成24小时制。",
            [whole(ZCLUB_T, swapped(ZCLUB, ztimes))],
            applied(ZCLUB_T, ZCLUB, ztimes),
        ),
        case(
            "d24-model-en-03",
            "en",
            "one_paragraph_like_another",
            src,
            CLUB_T,
            CLUB,
            "Make paragraph 3 like paragraph 2.",
            [whole(CLUB_T, swapped(CLUB, like_one_extra))],
            applied(CLUB_T, CLUB, like_one, withheld_min=1),
        ),
    ]


def footnotes() -> list[dict]:
    src = "blind23 footnote_added_as_asked (zh)"
    f1 = {
        2: FERRY[1].replace("in 1998.", "in 1998.[^3]"),
        4: FERRY[3] + "\n[^3]: Kilbride Ferry House Trust, founding deed, 1998.",
    }
    f2 = {
        2: FERRY[1].replace("from 1952,", "from 1952[^3],"),
        4: FERRY[3] + "\n[^3]: County bridge records, 1952.",
    }
    z1 = {2: ZFERRY[1] + "[^3]", 4: ZFERRY[3] + "\n[^3]: 基尔布莱德渡口房信托成立契约，1998年。"}
    z2 = {
        3: ZFERRY[2].replace("夏季周末开放。", "夏季周末开放[^3]。"),
        4: ZFERRY[3] + "\n[^3]: 渡口房博物馆2024年开放时间表。",
    }
    return [
        case(
            "d24-notes-en-01",
            "en",
            "footnote_added_as_asked",
            src,
            FERRY_T,
            FERRY,
            "Add a footnote after “in 1998” in paragraph 2 citing the trust's founding deed.",
            [whole(FERRY_T, swapped(FERRY, f1))],
            applied(FERRY_T, FERRY, f1),
        ),
        case(
            "d24-notes-en-02",
            "en",
            "footnote_added_as_asked",
            src,
            FERRY_T,
            FERRY,
            "Put a new footnote on the 1952 date in paragraph 2: the county bridge records.",
            [whole(FERRY_T, swapped(FERRY, f2))],
            applied(FERRY_T, FERRY, f2),
        ),
        case(
            "d24-notes-zh-01",
            "zh",
            "footnote_added_as_asked",
            src,
            ZFERRY_T,
            ZFERRY,
            "在第2段末尾加一个脚注，注明出处是信托的成立契约。",
            [whole(ZFERRY_T, swapped(ZFERRY, z1))],
            applied(ZFERRY_T, ZFERRY, z1),
        ),
        case(
            "d24-notes-zh-02",
            "zh",
            "footnote_added_as_asked",
            src,
            ZFERRY_T,
            ZFERRY,
            "给第3段的“夏季周末开放”补一条注释，来源是2024年开放时间表。",
            [whole(ZFERRY_T, swapped(ZFERRY, z2))],
            applied(ZFERRY_T, ZFERRY, z2),
        ),
    ]


def labels() -> list[dict]:
    src = "blind23 numbered_list_of_paragraphs"
    g1 = {
        3: "Quiz night: Friday, June 13, 19:30, upstairs.",
        5: "Book swap: Saturday 28 June, 10.00am, library corner.",
    }
    g2 = {2: "开放麦：6月6日（星期五）19:30，主厅。", 4: "烧烤：6月22日（星期日）下午1点，花园。"}
    g3 = {
        2: "Open mic: Friday 6 June, 7.30pm, main hall.",
        4: "Barbecue: Sunday 22 June, 1 p.m., garden.",
    }
    g4 = {
        3: "问答之夜：六月十三日（星期五）晚上7点30分，在楼上。",
        5: "换书会：2025年6月28日（星期六）上午10点，在图书角。",
    }
    return [
        case(
            "d24-labels-en-01",
            "en",
            "numbered_bold_labels",
            src,
            CLUB_T,
            CLUB,
            "Shorten paragraphs 3 and 5.",
            [
                f"Here you go:\n\n1. **Paragraph 3:** {g1[3]}\n2. **Paragraph 5:** {g1[5]}\n\nEverything else stays the same."
            ],
            applied(CLUB_T, CLUB, g1),
        ),
        case(
            "d24-labels-zh-01",
            "zh",
            "numbered_bold_labels",
            src,
            ZCLUB_T,
            ZCLUB,
            "把第2段和第4段改得简短些。",
            [f"1. **第2段：**{g2[2]}\n2. **第4段：**{g2[4]}"],
            applied(ZCLUB_T, ZCLUB, g2),
        ),
        case(
            "d24-labels-en-02",
            "en",
            "numbered_bold_labels",
            src,
            CLUB_T,
            CLUB,
            "Trim paragraphs 2 and 4.",
            [f"- **Paragraph 2**: {g3[2]}\n- **Paragraph 4**: {g3[4]}"],
            applied(CLUB_T, CLUB, g3),
        ),
        case(
            "d24-labels-zh-02",
            "zh",
            "numbered_bold_labels",
            src,
            ZCLUB_T,
            ZCLUB,
            "第3段和第5段各加一个“在”字，读起来顺一点。",
            [f"1. 第3段：{g4[3]}\n\n2. 第5段：{g4[5]}"],
            applied(ZCLUB_T, ZCLUB, g4),
        ),
    ]


TOKYO_T = "Three Cheap Lunches in Osaka"
TOKYO = [
    "Osaka eats well on a small budget, if you know where the office workers queue.",
    "At a counter near Namba, a bowl of kitsune udon (きつねうどん) was ¥480 and came with a free refill of tea.",
    "The curry stand under the Umeda arcade charged ¥650 for a plate with a pork cutlet on top.",
    "My favourite was okonomiyaki (お好み焼き) at a family place in Tsuruhashi: ¥900, cooked at the table by the owner's son.",
]
ZKIM_T = "首尔街头小吃"
ZKIM = [
    "在首尔，最便宜的一顿往往在市场里。",
    "广藏市场的绿豆煎饼（bindaetteok）一张卖5000韩元，现煎现卖，油香扑鼻。",
    "通仁市场可以用铜钱换菜，一盘下来大约八千韩元。",
]


def yen() -> list[dict]:
    src = "brief: ¥ read only as the yuan; blind23 scripts-en-07 (a glossed EN paragraph answered in Chinese)"
    lively = "At a counter near Namba, a steaming bowl of kitsune udon (きつねうどん) cost just 480 yen — and the tea kept coming for free!"
    dollars = "At a counter near Namba, a steaming bowl of kitsune udon (きつねうどん) cost just $480 — and the tea kept coming for free!"
    in_zh = "在难波附近的一家小店，一碗狐狸乌冬（きつねうどん）只要480日元，茶还可以免费续杯。"
    in_en = "At Gwangjang Market a mung-bean pancake (bindaetteok) costs 5,000 won, fried to order and fragrant with oil."
    okono = "My favourite was okonomiyaki (お好み焼き) at a family place in Tsuruhashi: 900 yen, cooked at the table by the owner's son."
    return [
        case(
            "d24-yen-en-01",
            "en",
            "yen_sign_written_as_yen",
            src,
            TOKYO_T,
            TOKYO,
            "Make paragraph 2 livelier.",
            [whole(TOKYO_T, swapped(TOKYO, {2: lively}))],
            applied(TOKYO_T, TOKYO, {2: lively}),
        ),
        case(
            "d24-yen-en-02",
            "en",
            "yen_sign_written_as_yen",
            src,
            TOKYO_T,
            TOKYO,
            "Tighten the last paragraph a little.",
            [okono],
            applied(TOKYO_T, TOKYO, {4: okono}),
        ),
        case(
            "d24-yen-en-03",
            "en",
            "yen_sign_made_dollars",
            src,
            TOKYO_T,
            TOKYO,
            "Make paragraph 2 livelier.",
            [whole(TOKYO_T, swapped(TOKYO, {2: dollars}))],
            refused("¥480 became $480"),
        ),
        case(
            "d24-yen-en-04",
            "en",
            "glossed_paragraph_in_other_language",
            src,
            TOKYO_T,
            TOKYO,
            "Polish paragraph 2.",
            [in_zh],
            refused("the paragraph came back in Chinese"),
        ),
        case(
            "d24-yen-zh-01",
            "zh",
            "glossed_paragraph_in_other_language",
            src,
            ZKIM_T,
            ZKIM,
            "把第2段润色一下。",
            [in_en],
            refused("the paragraph came back in English"),
        ),
    ]


def ranges() -> list[dict]:
    src = "blind22 range_answered_with_labels (第5到第7段)"
    r1 = {
        2: "开放麦：6月6日（星期五）19:30，在主厅。",
        3: "问答之夜：六月十三日（星期五）晚上7点30分，在楼上。",
        4: "家庭烧烤：6月22日（星期日）下午1点，在花园。",
    }
    r2 = {
        3: "问答之夜：六月十三日（星期五）晚上7点30分，楼上见。",
        4: "家庭烧烤：6月22日（星期日）下午1点，花园见。",
    }
    r3 = dict(r1)
    return [
        case(
            "d24-range-zh-01",
            "zh",
            "zh_range_with_second_di",
            src,
            ZCLUB_T,
            ZCLUB,
            "把第2到第4段都加上“在”字。",
            ["\n\n".join(f"**第{n}段：**\n{t}" for n, t in r1.items())],
            applied(ZCLUB_T, ZCLUB, r1),
        ),
        case(
            "d24-range-zh-02",
            "zh",
            "zh_range_with_second_di",
            src,
            ZCLUB_T,
            ZCLUB,
            "第三段至第四段的结尾改成“…见”。",
            [whole(ZCLUB_T, swapped(ZCLUB, r2))],
            applied(ZCLUB_T, ZCLUB, r2),
        ),
        case(
            "d24-range-zh-03",
            "zh",
            "zh_range_with_second_di",
            src,
            ZCLUB_T,
            ZCLUB,
            "第2段～第4段的地点前面加个“在”。",
            ["\n\n".join(r3.values())],
            applied(ZCLUB_T, ZCLUB, r3),
        ),
    ]


HUTS_T = "Mountain Huts Open This Winter"
HUTS = [
    "Four huts on the ridge stay open this winter. The table gives their beds and their stoves.",
    "| Hut | Beds | Stoves |\n|---|---|---|\n| Heron | 12 | 2 |\n| Lark | 8 | 1 |\n| Wren | 6 | 0 |",
    "Book through the club office; the Wren hut takes walk-ins only.",
]
ZHUTS_T = "今冬开放的山间小屋"
ZHUTS = [
    "山脊上的四座小屋今冬照常开放，下表列出各自的床位和炉子。",
    "| 小屋 | 床位 | 炉子 |\n|---|---|---|\n| 苍鹭 | 12 | 2 |\n| 云雀 | 8 | 1 |\n| 鹪鹩 | 6 | 0 |",
    "预订请联系俱乐部办公室；鹪鹩小屋只接待临时来客。",
]


def zeros() -> list[dict]:
    src = "dev23 table_to_list_asked (a 0 written as 'no floodlights')"
    en = "- Heron: 12 beds, 2 stoves\n- Lark: 8 beds, 1 stove\n- Wren: 6 beds, no stove"
    en_lost = "- Heron: 12 beds, 2 stoves\n- Lark: 8 beds, 1 stove\n- Wren: 6 beds"
    zh = "- 苍鹭：12个床位，2个炉子\n- 云雀：8个床位，1个炉子\n- 鹪鹩：6个床位，没有炉子"
    return [
        case(
            "d24-zero-en-01",
            "en",
            "zero_written_as_none",
            src,
            HUTS_T,
            HUTS,
            "Turn the hut table into a bullet list.",
            [whole(HUTS_T, swapped(HUTS, {2: en}))],
            applied(HUTS_T, HUTS, {2: en}),
        ),
        case(
            "d24-zero-zh-01",
            "zh",
            "zero_written_as_none",
            src,
            ZHUTS_T,
            ZHUTS,
            "把小屋表格改成列表。",
            [whole(ZHUTS_T, swapped(ZHUTS, {2: zh}))],
            applied(ZHUTS_T, ZHUTS, {2: zh}),
        ),
        case(
            "d24-zero-en-02",
            "en",
            "zero_left_out",
            src,
            HUTS_T,
            HUTS,
            "Turn the hut table into a bullet list.",
            [whole(HUTS_T, swapped(HUTS, {2: en_lost}))],
            refused("the 0 stoves of Wren left out"),
        ),
    ]


CHOIR_T = "A Small Site for the Choir Rota"
CHOIR = [
    "The choir's rota used to live in a shared spreadsheet. Now a short script builds a page from it every Sunday night.",
    "```python\nimport csv\n\ndef rota(path):\n    with open(path) as f:\n        return list(csv.reader(f))\n```",
    "The page itself draws the table in the browser:",
    "```js\nfunction render(rows) {\n  return rows.map((r) => `<tr><td>${r[0]}</td></tr>`).join('');\n}\n```",
    "Nothing else runs on the server, so the site costs nothing to host.",
]
ZCHOIR_T = "合唱团排班小网站"
ZCHOIR = [
    "合唱团的排班表以前放在一张共享表格里，现在每周日晚上由一个小脚本生成网页。",
    "```python\nimport csv\n\ndef rota(path):\n    with open(path) as f:\n        return list(csv.reader(f))\n```",
    "网页本身在浏览器里画表格：",
    "```js\nfunction render(rows) {\n  return rows.map((r) => `<tr><td>${r[0]}</td></tr>`).join('');\n}\n```",
    "服务器上不跑别的东西，所以托管一分钱不花。",
]


def functions() -> list[dict]:
    src = "dev23 docstring_in_article_language (a function's name names its block)"
    doc = CHOIR[1].replace(
        "def rota(path):\n", 'def rota(path):\n    """Read the rota rows from a CSV file."""\n'
    )
    js = ZCHOIR[3].replace(
        "function render(rows) {\n", "function render(rows) {\n  // 把每一行变成表格的一行\n"
    )
    zdoc = ZCHOIR[1].replace(
        "def rota(path):\n", 'def rota(path):\n    """从 CSV 文件读出排班表。"""\n'
    )
    return [
        case(
            "d24-function-en-01",
            "en",
            "function_names_its_block",
            src,
            CHOIR_T,
            CHOIR,
            "Add a docstring to the rota function.",
            [whole(CHOIR_T, swapped(CHOIR, {2: doc}))],
            applied(CHOIR_T, CHOIR, {2: doc}),
        ),
        case(
            "d24-function-zh-01",
            "zh",
            "function_names_its_block",
            src,
            ZCHOIR_T,
            ZCHOIR,
            "给 render 函数加一行中文注释。",
            [whole(ZCHOIR_T, swapped(ZCHOIR, {4: js}))],
            applied(ZCHOIR_T, ZCHOIR, {4: js}),
        ),
        case(
            "d24-function-zh-02",
            "zh",
            "function_names_its_block",
            src,
            ZCHOIR_T,
            ZCHOIR,
            "给 `rota()` 加个中文 docstring。",
            [whole(ZCHOIR_T, swapped(ZCHOIR, {2: zdoc}))],
            applied(ZCHOIR_T, ZCHOIR, {2: zdoc}),
        ),
    ]


FILES = {
    "dialogue": dialogue,
    "declines": declines,
    "chorus": chorus,
    "numbers": numbers,
    "model": model_paragraph,
    "notes": footnotes,
    "labels": labels,
    "yen": yen,
    "ranges": ranges,
    "zeros": zeros,
    "functions": functions,
    "sayers": one_line_speakers,
}


def main() -> None:
    ids: set[str] = set()
    for name, build in FILES.items():
        cases = build()
        for c in cases:
            assert c["id"] not in ids, c["id"]
            ids.add(c["id"])
            expect = c["expect"]
            if expect["outcome"] == "applied":
                assert expect["body"] != c["article"]["body"], c["id"]
            if expect["outcome"] == "model_says":
                assert expect["contains"] in c["replies"][0], c["id"]
        lines = [json.dumps(c, ensure_ascii=False) for c in cases]
        (HERE / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(name, len(cases))


if __name__ == "__main__":
    main()
