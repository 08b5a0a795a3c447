# ruff: noqa: E501 — the cases are data
"""Builds the fidelity dev set 25 (tests/data/fidelity_dev25/*.jsonl): session 25's fresh
variants of what blind set 24 lost silently once released, written before the fixes, in
English and Chinese on articles of their own — a selection answered with what the model cannot
work out and a question back (curly apostrophes, 文中没有…), a line of one character's given to
another by a tightening ("she said" → "said Ben"), a link whose address a restyle changed
while its shown text stayed (HTML href, markdown link), one numbered sentence answered alone
under a label ("**Sentence 1 (tightened):**", 第1句（精简后）：), a typography request (curly
quotes, em dashes, 全角逗号) answered with the paragraphs retypeset — beside look-alikes that must still
pass (a selection asked to become a question, "she said" → the asked character's own name, a
link the writer asked to point elsewhere).

    .venv/bin/python tests/data/fidelity_dev25/build_cases.py

Every expected article is built from the original paragraph list with only the asked span
replaced, so untouched text is byte for byte the writer's.
"""

import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case_record  # noqa: E402

FILES: dict[str, list[dict[str, Any]]] = defaultdict(list)


def case(
    file: str,
    id: str,
    lang: str,
    kind: str,
    source: str,
    title: str,
    paragraphs: list[str],
    suggestion: str,
    replies: list[str],
    expect: dict[str, Any],
    *,
    selected_text: str | None = None,
) -> None:
    body = "\n\n".join(paragraphs)
    if selected_text is not None:
        assert body.count(selected_text) == 1, id
    FILES[file].append(
        case_record(
            id,
            lang,
            kind,
            source,
            title,
            body,
            suggestion,
            replies,
            expect,
            selected_text=selected_text,
        )
    )


def applied(title: str, paragraphs: list[str]) -> dict[str, Any]:
    return {"outcome": "applied", "title": title, "body": "\n\n".join(paragraphs)}


def swap(paragraphs: list[str], index: int, text: str) -> list[str]:
    return [text if i == index else p for i, p in enumerate(paragraphs)]


def full(title: str, paragraphs: list[str]) -> str:
    return title + "\n\n" + "\n\n".join(paragraphs)


# --- articles -------------------------------------------------------------------------------

LIB_T = "The Library's First Year of Late Opening"
LIB = [
    "Since last October the Westbrook library has stayed open until 9 p.m. on Thursdays.",
    "Visits on Thursday evenings rose by roughly a third compared with the old closing time, and the study tables are now full by seven.",
    "The extra hours cost the council £14,000 a year, most of it in staff time.",
    "Head librarian Ruth Okafor said the evenings had brought in people who work days: “We see nurses, bus drivers, students with jobs.”",
    "The trial will be reviewed in March.",
]
ZLIB_T = "图书馆延长开放一年记"
ZLIB = [
    "从去年十月起，西溪图书馆每周四开放到晚上九点。",
    "与原来的闭馆时间相比，周四晚上的到馆人数增加了大约三分之一，七点以后自习桌就坐满了。",
    "延长开放每年花费区里十四万元，大部分是人员工资。",
    "馆长欧阳慧说，晚上来的多是白天上班的人：“有护士、公交司机，也有打工的学生。”",
    "试行情况将在明年三月评估。",
]
GARDEN_T = "Counting Bees in the Community Garden"
GARDEN = [
    "Every Saturday in July we counted bees on the lavender bed for ten minutes.",
    "The first count found 23 bees; by the end of the month the count was up by around half.",
    "We did not count on rainy days, so August has only two records.",
]
ZGARDEN_T = "社区花园数蜜蜂"
ZGARDEN = [
    "七月的每个星期六，我们都在薰衣草花坛前数十分钟蜜蜂。",
    "第一次数到23只，到月底数量多了一半左右。",
    "下雨天我们不数，所以八月只有两次记录。",
]

FERRY_T = "The Night Boat"
FERRY = [
    "The horn went twice, which meant Nell had five minutes to make up her mind.",
    "“You’re staying, then,” Ben said, leaning on the rail.",
    "“I didn’t say that.” Nell buttoned her coat to the chin. “I said I hadn’t decided.”",
    "Ben shrugged. “The tide won’t wait for you to decide.”",
    "“Fine,” she said. “But if the crossing is rough, you’re carrying the bags.”",
    "“Done,” said Ben, and the ramp came up behind them.",
]
STALL_T = "The Last Stall"
STALL = [
    "By five the market was packing up, and only Ivy’s fruit stall still had its lamp on.",
    "“You’ll be here all night,” said Owen, stacking crates by the van.",
    "“Somebody has to sell the plums,” Ivy said. “They won’t sell themselves, and they won’t keep till Tuesday either.”",
    "Owen laughed. “Then I’ll buy the lot.”",
    "“Done,” he said, and counted out the coins.",
]
ZFERRY_T = "夜航船"
ZFERRY = [
    "汽笛响了两声，这意味着阿兰还有五分钟可以拿主意。",
    "“那你是不走了。”小斌靠着栏杆说。",
    "“我没这么说。”阿兰把外套扣到领口，“我说的是我还没想好。”",
    "小斌耸耸肩：“潮水可不等你想好。”",
    "“行，”她说，“不过要是浪大，行李归你拿。”",
    "“一言为定。”小斌说。跳板在他们身后收了起来。",
]

HALL_T = "Riverside Hall Reopens"
HALL = [
    "<p><strong>Riverside Hall reopens on Friday 6 June</strong> after a year of repairs.</p>",
    "<p>The new floor is sprung oak, and the stage has been raised by 40 cm so that the back rows can see.</p>",
    '<p>Groups can book the hall for evenings and weekends. The booking form is at <a href="https://riverside.example.org/book">riverside.example.org/book</a>.</p>',
    '<p>Questions go to <a href="mailto:hall@riverside.example.org">hall@riverside.example.org</a>.</p>',
]
ZHALL_T = "河畔礼堂重新开放"
ZHALL = [
    "<p><strong>河畔礼堂将于6月6日（星期五）重新开放</strong>，此前修缮了一年。</p>",
    "<p>新地板是弹性橡木，舞台加高了40厘米，后排也能看清楚。</p>",
    '<p>团体可以预订晚上和周末的场地。预订表在<a href="https://riverside.example.org/book">riverside.example.org/book</a>。</p>',
    '<p>有问题请发邮件到<a href="mailto:hall@riverside.example.org">hall@riverside.example.org</a>。</p>',
]
CLUB_T = "Join the Tuesday Walkers"
CLUB = [
    "The Tuesday Walkers meet at the station clock at 9 a.m. and walk for about three hours.",
    "New members are always welcome. Sign up at [tuesdaywalkers.example.org/join](https://tuesdaywalkers.example.org/join) and we will send you the route.",
    "Bring water and shoes you do not mind getting muddy.",
]


def selection_questions() -> None:
    kind = "selection_question_back"
    source = "a selection the model cannot fill from the article: what it lacks and a question back"
    case(
        "questions",
        "d25-selq-en-01",
        "en",
        kind,
        source,
        LIB_T,
        LIB,
        "Give the exact figure here.",
        [
            "I can’t give an exact figure from the article: it only says visits rose, not how many there were before. How many Thursday-evening visits were there under the old hours?"
        ],
        {"outcome": "model_says", "contains": "How many Thursday-evening visits"},
        selected_text="roughly a third",
    )
    case(
        "questions",
        "d25-selq-en-02",
        "en",
        kind,
        source,
        GARDEN_T,
        GARDEN,
        "Replace this with the actual number.",
        [
            "I don’t have the end-of-month count, so I can’t turn “around half” into a number. What did the last Saturday count come to?"
        ],
        {"outcome": "model_says", "contains": "last Saturday count"},
        selected_text="up by around half",
    )
    case(
        "questions",
        "d25-selq-zh-01",
        "zh",
        kind,
        source,
        ZLIB_T,
        ZLIB,
        "这里换成准确的数字。",
        [
            "文章里只说人数增加了，没有原来的到馆人数，我算不出准确的数字。原来周四晚上大概有多少人到馆？"
        ],
        {"outcome": "model_says", "contains": "原来周四晚上"},
        selected_text="大约三分之一",
    )
    case(
        "questions",
        "d25-selq-zh-02",
        "zh",
        kind,
        source,
        ZGARDEN_T,
        ZGARDEN,
        "把这里改成具体数字。",
        ["文中没有月底那次的数字，我没法换算成具体只数。最后一个星期六数到了多少只？"],
        {"outcome": "model_says", "contains": "最后一个星期六"},
        selected_text="多了一半左右",
    )
    # look-alike: the writer asked for a question, and the model wrote one
    q = "Will the late opening survive the review in March?"
    case(
        "questions",
        "d25-selq-en-03",
        "en",
        "selection_made_question",
        "the asked question form: saved",
        LIB_T,
        LIB,
        "Turn this into a question.",
        [q],
        applied(LIB_T, swap(LIB, 4, q)),
        selected_text="The trial will be reviewed in March.",
    )


def speakers() -> None:
    kind = "speaker_swapped_in_target"
    source = "a tightened line of one character's now said by the other"
    case(
        "speakers",
        "d25-speaker-en-01",
        "en",
        kind,
        source,
        FERRY_T,
        FERRY,
        "Tighten Nell’s line in paragraph 5.",
        [
            "Here’s paragraph 5, tightened:\n\n“Fine,” said Ben. “If it’s rough, you carry the bags.”"
        ],
        {"outcome": "refused", "because": "Nell's line is now Ben's"},
    )
    case(
        "speakers",
        "d25-speaker-en-02",
        "en",
        kind,
        source,
        STALL_T,
        STALL,
        "Make Ivy's reply in paragraph 3 punchier.",
        [
            full(
                STALL_T,
                swap(
                    STALL,
                    2,
                    "“Someone has to sell the plums,” Owen said. “They won’t keep till Tuesday.”",
                ),
            )
        ],
        {"outcome": "refused", "because": "Ivy's line is now Owen's"},
    )
    case(
        "speakers",
        "d25-speaker-zh-01",
        "zh",
        kind,
        source,
        ZFERRY_T,
        ZFERRY,
        "精简第五段阿兰说的话。",
        ["第五段精简后：\n\n“行，”小斌说，“浪大的话，行李归你。”"],
        {"outcome": "refused", "because": "阿兰的话成了小斌的"},
    )
    # look-alikes: the pronoun named as the asked character; the line tightened, speaker kept
    new = "“Fine,” Nell said. “If it’s rough, you carry the bags.”"
    case(
        "speakers",
        "d25-speaker-en-03",
        "en",
        "speaker_named_in_target",
        "the pronoun made the asked character's name: saved",
        FERRY_T,
        FERRY,
        "Tighten Nell’s line in paragraph 5.",
        [new],
        applied(FERRY_T, swap(FERRY, 4, new)),
    )
    new = "“行，”她说，“浪大的话，行李归你。”"
    case(
        "speakers",
        "d25-speaker-zh-02",
        "zh",
        "speaker_kept_in_target",
        "the line tightened, its speaker kept: saved",
        ZFERRY_T,
        ZFERRY,
        "精简第五段阿兰的台词。",
        [full(ZFERRY_T, swap(ZFERRY, 4, new))],
        applied(ZFERRY_T, swap(ZFERRY, 4, new)),
    )


def links() -> None:
    kind = "link_address_changed_in_target"
    source = "a friendlier paragraph whose link points elsewhere while its shown text stays"
    new = '<p>Want the hall for an evening or a weekend? It’s yours to book — the form is at <a href="https://riverside.example.org/apply">riverside.example.org/book</a>.</p>'
    case(
        "links",
        "d25-link-en-01",
        "en",
        kind,
        source,
        HALL_T,
        HALL,
        "Make paragraph 3 friendlier.",
        [full(HALL_T, swap(HALL, 2, new))],
        {"outcome": "refused", "because": "the link's address changed from /book to /apply"},
    )
    new = '<p>想在晚上或周末用礼堂？欢迎预订，预订表就在<a href="https://riverside.example.org/booking">riverside.example.org/book</a>。</p>'
    case(
        "links",
        "d25-link-zh-01",
        "zh",
        kind,
        source,
        ZHALL_T,
        ZHALL,
        "让第三段更热情一些。",
        [full(ZHALL_T, swap(ZHALL, 2, new))],
        {"outcome": "refused", "because": "链接地址从 /book 变成了 /booking"},
    )
    new = "New faces are always welcome! Sign up at [tuesdaywalkers.example.org/join](https://tuesdaywalkers.example.org/signup) and we’ll send you the route."
    case(
        "links",
        "d25-link-en-02",
        "en",
        kind,
        source,
        CLUB_T,
        CLUB,
        "Liven up paragraph 2.",
        [new],
        {
            "outcome": "refused",
            "because": "the markdown link's target changed from /join to /signup",
        },
    )
    new = '<p>Questions? Drop us a line at <a href="mailto:hello@riverside.example.org">hall@riverside.example.org</a>.</p>'
    case(
        "links",
        "d25-link-en-03",
        "en",
        kind,
        source,
        HALL_T,
        HALL,
        "Make the last paragraph warmer.",
        [full(HALL_T, swap(HALL, 3, new))],
        {"outcome": "refused", "because": "the mailto address changed from hall@ to hello@"},
    )
    # look-alike: the link kept exactly while the words around it changed
    new = '<p>Want the hall for an evening or a weekend? It’s yours to book — the form is at <a href="https://riverside.example.org/book">riverside.example.org/book</a>.</p>'
    case(
        "links",
        "d25-link-en-04",
        "en",
        "link_kept_in_target",
        "a friendlier paragraph, link kept: saved",
        HALL_T,
        HALL,
        "Make paragraph 3 friendlier.",
        [full(HALL_T, swap(HALL, 2, new))],
        applied(HALL_T, swap(HALL, 2, new)),
    )


def sentences_alone() -> None:
    kind = "sentence_by_number_alone"
    source = "one numbered sentence answered alone under a label"
    p = LIB[1].split(", and ")
    new = "Thursday-evening visits rose by about a third on the old closing time"
    case(
        "sentences",
        "d25-sent-en-01",
        "en",
        kind,
        source,
        LIB_T,
        LIB,
        "Tighten the first sentence of paragraph 2.",
        [f"**Sentence 1 (tightened):** {new}, and {p[1]}"],
        applied(LIB_T, swap(LIB, 1, f"{new}, and {p[1]}")),
    )
    new = "We skipped rainy days, so August has only two records."
    case(
        "sentences",
        "d25-sent-en-02",
        "en",
        kind,
        source,
        GARDEN_T,
        GARDEN,
        "Simplify sentence 1 in the last paragraph.",
        [f"Sentence 1 (simplified): {new}"],
        applied(GARDEN_T, swap(GARDEN, 2, new)),
    )
    new = "延长开放每年要花区里十四万元，多半是人员工资。"
    case(
        "sentences",
        "d25-sent-zh-01",
        "zh",
        kind,
        source,
        ZLIB_T,
        ZLIB,
        "把第三段的第一句改得口语一点。",
        [f"**第1句（修改后）：**{new}"],
        applied(ZLIB_T, swap(ZLIB, 2, new)),
    )
    new = "第一次数到23只，月底多了约一半。"
    case(
        "sentences",
        "d25-sent-zh-02",
        "zh",
        kind,
        source,
        ZGARDEN_T,
        ZGARDEN,
        "精简第二段第一句。",
        [f"第1句（精简后）：{new}"],
        applied(ZGARDEN_T, swap(ZGARDEN, 1, new)),
    )


MEET_T = "Notes from the Residents' Meeting"
MEET = [
    "About forty people came to Tuesday's meeting in the church hall.",
    'The chair, Dev Sharma, said the "quiet hours" rule would stay -- but only after 10 p.m.',
    "Parking was the longest item: the council's survey found 62 cars for 48 spaces.",
    "The next meeting is on 14 January.",
]
ZMEET_T = "居民会议纪要"
ZMEET = [
    "周二晚上，大约四十位居民来到社区活动室开会。",
    '主持人沈德明说,"安静时段"的规定会保留,但从晚上十点开始。',
    "停车问题讨论得最久：区里的调查显示，48个车位停了62辆车。",
    "下次会议定在1月14日。",
]


def typography() -> None:
    kind = "punctuation_unified_as_asked"
    source = "a global typography request: only the paragraphs that need it change"
    curled = [
        "About forty people came to Tuesday’s meeting in the church hall.",
        "The chair, Dev Sharma, said the “quiet hours” rule would stay -- but only after 10 p.m.",
        "Parking was the longest item: the council’s survey found 62 cars for 48 spaces.",
        MEET[3],
    ]
    case(
        "typography",
        "d25-typo-en-01",
        "en",
        kind,
        source,
        MEET_T,
        MEET,
        "Use curly quotes and apostrophes throughout.",
        [
            full("Notes from the Residents’ Meeting", curled)
            + "\n\nI switched the straight quotes and apostrophes to curly ones; nothing else changed."
        ],
        applied("Notes from the Residents’ Meeting", curled),
    )
    dashed = swap(MEET, 1, MEET[1].replace(" -- ", " — "))
    case(
        "typography",
        "d25-typo-en-02",
        "en",
        kind,
        source,
        MEET_T,
        MEET,
        "Replace the double hyphens with em dashes.",
        ["Sure — here it is:\n\n" + full(MEET_T, dashed)],
        applied(MEET_T, dashed),
    )
    wide = swap(ZMEET, 1, '主持人沈德明说，"安静时段"的规定会保留，但从晚上十点开始。')
    case(
        "typography",
        "d25-typo-zh-01",
        "zh",
        kind,
        source,
        ZMEET_T,
        ZMEET,
        "把半角逗号都改成全角。",
        [full(ZMEET_T, wide) + "\n\n第2段的半角逗号已改成全角，其余没有改动。"],
        applied(ZMEET_T, wide),
    )
    quoted = swap(ZMEET, 1, "主持人沈德明说,“安静时段”的规定会保留,但从晚上十点开始。")
    case(
        "typography",
        "d25-typo-zh-02",
        "zh",
        kind,
        source,
        ZMEET_T,
        ZMEET,
        "引号统一改成中文引号。",
        [full(ZMEET_T, quoted)],
        applied(ZMEET_T, quoted),
    )
    # look-alike: quotes curled beside a paragraph asked for something else: kept, withheld
    new = "Parking took longest: the council's survey counted 62 cars for 48 spaces."
    reply = swap(curled, 2, new)
    case(
        "typography",
        "d25-typo-en-03",
        "en",
        "quotes_curled_outside",
        "quotes curled outside the asked paragraph: withheld",
        MEET_T,
        MEET,
        "Tighten paragraph 3.",
        [full(MEET_T, reply)],
        {**applied(MEET_T, swap(MEET, 2, new)), "withheld_min": 1},
    )


def main() -> None:
    selection_questions()
    speakers()
    links()
    sentences_alone()
    typography()
    ids = [c["id"] for cases in FILES.values() for c in cases]
    assert len(ids) == len(set(ids))
    for name, cases in FILES.items():
        lines = [json.dumps(c, ensure_ascii=False) for c in cases]
        (HERE / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(ids)} cases in {len(FILES)} files")


if __name__ == "__main__":
    main()
