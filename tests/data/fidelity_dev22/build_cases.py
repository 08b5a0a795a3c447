# ruff: noqa: E501 — the cases are data
"""Builds the fidelity dev set 22 (tests/data/fidelity_dev22/*.jsonl): session 22's fresh
variants of what blind set 21 failed on once released, written before the fixes, in English
and Chinese on articles of their own — a restyle that changes a command inside the asked
paragraph's inline code (a port, a path, an image tag), a quotation given to someone else by a
restyle of "the quote paragraph", a paragraph named by its topic in words it only partly holds
("the studio's old host", 讲 Docker 备份的那段, 价格表里) with a reply that stops after it or
gives the whole article, and a lone paragraph labelled with the asked number that rewrites its
neighbour — beside look-alikes that must still be applied (the command kept, a port the writer
asked to change, a speaker the writer asked to change, the right paragraph labelled).

    .venv/bin/python tests/data/fidelity_dev22/build_cases.py

Every expected article is built from the original paragraph list with only the asked entries
replaced, so untouched text is byte for byte the writer's.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import applied, block, case_record, refused, swapped  # noqa: E402
from fidelity_build import full as whole  # noqa: E402

GIT_T = "Running Our Own Git Server"
GIT = [
    "Our four-person studio moved its repositories off a paid host last autumn. This is how we set up Gitea on a spare office machine, and what it changed.",
    "## Installing",
    "We run Gitea in Docker. The container starts with `docker run -d --name gitea -p 3000:3000 -v /srv/gitea:/data gitea/gitea:1.21`, and the web installer does the rest.",
    "Backups run every night. The script calls `gitea dump -c /etc/gitea/app.ini --file /backup/gitea.zip` and then copies the archive to the NAS in the cupboard.",
    "To check the service from a laptop, we run `curl -s http://192.168.1.40:3000/api/v1/version`, which answers with the version that is running.",
    "## What changed",
    "The old host's paid plan cost us £420 a year. Gitea costs nothing but the electricity, and pushes no longer wait on someone else's outage.",
    "| Item | Before | After |\n|---|---|---|\n| Cost | £420/year | £0 |\n| Push time | 6 s | 1 s |",
    "The only chore is updates: someone has to pull the new image and restart the container once a month.",
]
ZGIT_T = "我们自己搭了 Git 服务器"
ZGIT = [
    "去年秋天，我们四个人的工作室把代码仓库从付费托管平台搬了出来。这篇讲讲我们怎么在一台闲置的办公电脑上装好 Gitea，以及搬完之后有什么变化。",
    "## 安装",
    "我们用 Docker 跑 Gitea。容器用 `docker run -d --name gitea -p 3000:3000 -v /srv/gitea:/data gitea/gitea:1.21` 启动，剩下的交给网页安装向导。",
    "每天夜里自动备份。脚本调用 `gitea dump -c /etc/gitea/app.ini --file /backup/gitea.zip`，再把压缩包拷到柜子里的 NAS 上。",
    "想在笔记本上检查服务，就运行 `curl -s http://192.168.1.40:3000/api/v1/version`，它会返回正在运行的版本号。",
    "## 有什么变化",
    "原来托管平台的付费套餐每年要 2,900 元。Gitea 除了电费不花钱，推送也不用再等别人家的故障恢复。",
    "| 项目 | 之前 | 之后 |\n|---|---|---|\n| 费用 | 2,900 元/年 | 0 元 |\n| 推送耗时 | 6 秒 | 1 秒 |",
    "唯一的杂事是更新：每个月得有人拉一次新镜像，再重启容器。",
]
GARDEN_T = "Hillside School Opens Its Garden"
GARDEN = [
    "Hillside Primary will open its new kitchen garden to families on Saturday 21 September, the school said on Tuesday.",
    "“The children planted every bed themselves,” said head teacher Tomasz Wilk. “Some of them had never held a trowel before this spring.”",
    "Parents can visit from 10 a.m. to 1 p.m. Entry is free, and seedlings will be on sale for £1 a pot.",
    "Caretaker Joan Ebi said: “We dug out forty tonnes of rubble before a single seed went in.”",
    "The garden was paid for by a £7,500 grant from the Greenway Fund, which also paid for the new tool shed.",
]
ZGARDEN_T = "山坡小学的菜园开放了"
ZGARDEN = [
    "山坡小学新建的厨房菜园将于9月21日（星期六）向家长开放，学校周二宣布了这一消息。",
    "“每一块菜畦都是孩子们自己种的，”校长王建华说，“有的孩子以前连小铲子都没拿过。”",
    "家长可在上午10点至下午1点参观，免费入场，菜苗每盆售价5元。",
    "后勤主管李红说：“种下第一颗种子之前，我们清走了四十吨碎砖。”",
    "菜园的建设资金来自绿道基金会的3万元资助，这笔钱还建了一间新工具房。",
]
STOPS = [
    "the old pier",
    "the ferry steps",
    "the net lofts",
    "the lifeboat station",
    "the chapel",
    "the rope walk",
    "the ice house",
    "the customs house",
    "the lighthouse",
    "the boatyard",
    "the fish market",
    "the harbour office",
    "the sea wall",
    "the tide gauge",
    "the salt store",
    "the coastguard cottages",
    "the slipway",
    "the bandstand",
]
YEARS = [
    1820,
    1852,
    1867,
    1881,
    1899,
    1760,
    1790,
    1803,
    1838,
    1911,
    1925,
    1874,
    1840,
    1902,
    1812,
    1865,
    1930,
    1897,
]
WALK_T = "The Harbour Walk, Stop by Stop"
WALK = (
    [
        "The harbour walk takes about ninety minutes and has eighteen stops, each marked by a blue plaque. Start at the car park on Quay Road."
    ]
    + [
        f"Stop {n}, {s}, dates from {y}. Its plaque is on the {'left' if n % 2 else 'right'} of the path. Look out for the carved date above the door."
        for n, (s, y) in enumerate(zip(STOPS, YEARS, strict=True), start=1)
    ]
    + ["The walk ends at the café by the bandstand, which stays open until six in summer."]
)
ZSTOPS = [
    "老码头",
    "渡口台阶",
    "晒网楼",
    "救生艇站",
    "小教堂",
    "制绳坊",
    "冰窖",
    "海关楼",
    "灯塔",
    "造船厂",
    "鱼市",
    "港务所",
    "防波堤",
    "潮位站",
    "盐仓",
    "海防哨所",
    "船台",
    "音乐亭",
]
ZWALK_T = "港口步道逐站导览"
ZWALK = (
    ["港口步道全程约九十分钟，共十八站，每站都有一块蓝色铭牌。起点在码头路停车场。"]
    + [
        f"第{n}站是{s}，建于{y}年。铭牌在步道{'左' if n % 2 else '右'}侧，留意门楣上刻的年份。"
        for n, (s, y) in enumerate(zip(ZSTOPS, YEARS, strict=True), start=1)
    ]
    + ["步道终点是音乐亭旁的咖啡馆，夏天营业到六点。"]
)

FILES: dict[str, list[dict]] = {}


def add(
    cid: str,
    lang: str,
    kind: str,
    article: tuple[str, list[str]],
    suggestion: str,
    replies: list[str],
    expect: dict,
    *,
    file: str,
    edit_format: str = "full",
) -> None:
    title, paras = article
    FILES.setdefault(file, []).append(
        case_record(
            cid,
            lang,
            kind,
            "blind 21 kinds, new articles (session 22)",
            title,
            "\n\n".join(paras),
            suggestion,
            replies,
            expect,
            edit_format=edit_format,
        )
    )


# --- code: a restyle changes a command inside the asked paragraph ---------------------------------
C = "code"
K = "command_changed_by_restyle"
BACKUP_EN = "Every night a backup runs: the script calls `gitea dump -c /etc/gitea/app.ini --file /backups/gitea.zip` and copies the archive to the NAS in the cupboard."
add(
    "d22-code-en-01",
    "en",
    K,
    (GIT_T, GIT),
    "Make the backup paragraph read more smoothly.",
    [whole(GIT_T, swapped(GIT, {3: BACKUP_EN}))],
    refused("the restyle changes the backup path inside the command (/backup → /backups)"),
    file=C,
)
add(
    "d22-code-en-02",
    "en",
    K,
    (GIT_T, GIT),
    "Tighten paragraph 3.",
    [
        "Here's the tightened paragraph:\n\nGitea runs in Docker, started with `docker run -d --name gitea -p 3000:80 -v /srv/gitea:/data gitea/gitea:1.21`; the web installer does the rest."
    ],
    refused("tightening changes the port mapping inside the command (3000:3000 → 3000:80)"),
    file=C,
)
add(
    "d22-code-en-03",
    "en",
    K,
    (GIT_T, GIT),
    "Make paragraph 5 friendlier.",
    [
        block(
            GIT[4],
            "Want to check the service from your laptop? Just run `curl -s http://192.168.1.40:3000/api/version` and it will tell you which version is running.",
        )
    ],
    refused("the restyle drops /v1 from the command's address"),
    file=C,
    edit_format="blocks",
)
add(
    "d22-code-zh-01",
    "zh",
    K,
    (ZGIT_T, ZGIT),
    "把讲备份的那段写得更通顺。",
    [
        whole(
            ZGIT_T,
            swapped(
                ZGIT,
                {
                    3: "备份每天夜里自动进行：脚本会调用 `gitea dump -c /etc/gitea/app.ini --file /backups/gitea.zip`，然后把压缩包拷到柜子里的 NAS 上。"
                },
            ),
        )
    ],
    refused("the restyle changes the backup path inside the command"),
    file=C,
)
add(
    "d22-code-zh-02",
    "zh",
    K,
    (ZGIT_T, ZGIT),
    "把第3段写紧凑些。",
    [
        "Gitea 跑在 Docker 里，用 `docker run -d --name gitea -p 3000:3000 -v /srv/gitea:/data gitea/gitea:latest` 启动，其余交给安装向导。"
    ],
    refused("tightening changes the image tag inside the command (1.21 → latest)"),
    file=C,
)
add(
    "d22-code-zh-03",
    "zh",
    K,
    (ZGIT_T, ZGIT),
    "整篇改得更口语化一点。",
    [
        whole(
            ZGIT_T,
            swapped(
                ZGIT,
                {
                    0: "去年秋天，我们工作室四个人把代码仓库从付费托管平台搬了出来。这篇就聊聊我们怎么在一台闲着的办公电脑上装好 Gitea，以及搬完以后有啥变化。",
                    3: "每天夜里会自动备份。脚本跑一下 `gitea dump -c app.ini --file /backup/gitea.zip`，再把压缩包拷到柜子里的 NAS 上。",
                    8: "唯一的杂活是更新：每个月得有人拉一下新镜像，再把容器重启一遍。",
                },
            ),
        )
    ],
    refused("the restyle shortens the config path inside the command"),
    file=C,
)
# look-alikes: the command kept, or the change asked for
add(
    "d22-code-en-04",
    "en",
    "command_kept_in_restyle",
    (GIT_T, GIT),
    "Make paragraph 3 friendlier.",
    [
        "We run Gitea in Docker, which keeps things simple. The container starts with `docker run -d --name gitea -p 3000:3000 -v /srv/gitea:/data gitea/gitea:1.21`, and the friendly web installer does the rest."
    ],
    applied(
        GIT_T,
        swapped(
            GIT,
            {
                2: "We run Gitea in Docker, which keeps things simple. The container starts with `docker run -d --name gitea -p 3000:3000 -v /srv/gitea:/data gitea/gitea:1.21`, and the friendly web installer does the rest."
            },
        ),
    ),
    file=C,
)
add(
    "d22-code-en-05",
    "en",
    "command_change_asked",
    (GIT_T, GIT),
    "In paragraph 3, publish the container on port 8080 instead of 3000.",
    [
        "We run Gitea in Docker. The container starts with `docker run -d --name gitea -p 8080:3000 -v /srv/gitea:/data gitea/gitea:1.21`, and the web installer does the rest."
    ],
    applied(
        GIT_T,
        swapped(
            GIT,
            {
                2: "We run Gitea in Docker. The container starts with `docker run -d --name gitea -p 8080:3000 -v /srv/gitea:/data gitea/gitea:1.21`, and the web installer does the rest."
            },
        ),
    ),
    file=C,
)
add(
    "d22-code-zh-04",
    "zh",
    "command_kept_in_restyle",
    (ZGIT_T, ZGIT),
    "把第4段写得更通顺。",
    [
        whole(
            ZGIT_T,
            swapped(
                ZGIT,
                {
                    3: "备份每天夜里自动进行：脚本调用 `gitea dump -c /etc/gitea/app.ini --file /backup/gitea.zip`，随后把压缩包拷到柜子里的 NAS 上。"
                },
            ),
        )
    ],
    applied(
        ZGIT_T,
        swapped(
            ZGIT,
            {
                3: "备份每天夜里自动进行：脚本调用 `gitea dump -c /etc/gitea/app.ini --file /backup/gitea.zip`，随后把压缩包拷到柜子里的 NAS 上。"
            },
        ),
    ),
    file=C,
)
add(
    "d22-code-zh-05",
    "zh",
    "command_change_asked",
    (ZGIT_T, ZGIT),
    "把第3段命令里的镜像版本改成 1.22。",
    [
        "我们用 Docker 跑 Gitea。容器用 `docker run -d --name gitea -p 3000:3000 -v /srv/gitea:/data gitea/gitea:1.22` 启动，剩下的交给网页安装向导。"
    ],
    applied(
        ZGIT_T,
        swapped(
            ZGIT,
            {
                2: "我们用 Docker 跑 Gitea。容器用 `docker run -d --name gitea -p 3000:3000 -v /srv/gitea:/data gitea/gitea:1.22` 启动，剩下的交给网页安装向导。"
            },
        ),
    ),
    file=C,
)

# --- quotes: a restyle of the quote paragraph gives the words to someone else -------------------
Q = "quotes"
K = "quote_given_to_other"
add(
    "d22-quote-en-01",
    "en",
    K,
    (GARDEN_T, GARDEN),
    "Make the quote paragraph warmer.",
    [
        whole(
            GARDEN_T,
            swapped(
                GARDEN,
                {
                    1: "“The children planted every bed themselves,” said a proud school spokesperson. “Some of them had never held a trowel before this spring.”"
                },
            ),
        )
    ],
    refused("the head teacher's words are given to a school spokesperson"),
    file=Q,
)
add(
    "d22-quote-en-02",
    "en",
    K,
    (GARDEN_T, GARDEN),
    "Give the caretaker's quotation more punch.",
    ["One parent said: “We dug out forty tonnes of rubble before a single seed went in.”"],
    refused("the caretaker's words are given to a parent"),
    file=Q,
)
add(
    "d22-quote-en-03",
    "en",
    K,
    (GARDEN_T, GARDEN),
    "Smooth out the paragraph with the quotes.",
    [
        whole(
            GARDEN_T,
            swapped(
                GARDEN,
                {
                    1: "“The children planted every bed themselves,” a teaching assistant said. “Some of them had never held a trowel before this spring.”"
                },
            ),
        )
    ],
    refused("the head teacher's words are given to a teaching assistant"),
    file=Q,
)
add(
    "d22-quote-zh-01",
    "zh",
    K,
    (ZGARDEN_T, ZGARDEN),
    "让引语那段更有温度。",
    [
        whole(
            ZGARDEN_T,
            swapped(
                ZGARDEN,
                {
                    1: "“每一块菜畦都是孩子们自己种的，”学校一位老师笑着说，“有的孩子以前连小铲子都没拿过。”"
                },
            ),
        )
    ],
    refused("the head teacher's words are given to a teacher"),
    file=Q,
)
add(
    "d22-quote-zh-02",
    "zh",
    K,
    (ZGARDEN_T, ZGARDEN),
    "把第4段的引语写得更有力。",
    ["一位家长说：“种下第一颗种子之前，我们清走了四十吨碎砖。”"],
    refused("the caretaker's words are given to a parent"),
    file=Q,
)
# look-alikes: the speaker kept, or the writer asks for another
add(
    "d22-quote-en-04",
    "en",
    "quote_speaker_kept",
    (GARDEN_T, GARDEN),
    "Make the quote paragraph warmer.",
    [
        whole(
            GARDEN_T,
            swapped(
                GARDEN,
                {
                    1: "“The children planted every bed themselves,” said head teacher Tomasz Wilk, beaming. “Some of them had never held a trowel before this spring.”"
                },
            ),
        )
    ],
    applied(
        GARDEN_T,
        swapped(
            GARDEN,
            {
                1: "“The children planted every bed themselves,” said head teacher Tomasz Wilk, beaming. “Some of them had never held a trowel before this spring.”"
            },
        ),
    ),
    file=Q,
)
add(
    "d22-quote-en-05",
    "en",
    "quote_speaker_asked",
    (GARDEN_T, GARDEN),
    "Attribute the quote in paragraph 2 to the school rather than the head teacher.",
    [
        "“The children planted every bed themselves,” said a school spokesperson. “Some of them had never held a trowel before this spring.”"
    ],
    applied(
        GARDEN_T,
        swapped(
            GARDEN,
            {
                1: "“The children planted every bed themselves,” said a school spokesperson. “Some of them had never held a trowel before this spring.”"
            },
        ),
    ),
    file=Q,
)
add(
    "d22-quote-zh-03",
    "zh",
    "quote_speaker_asked",
    (ZGARDEN_T, ZGARDEN),
    "第2段的引语改成学校发言人说的。",
    ["“每一块菜畦都是孩子们自己种的，”学校发言人说，“有的孩子以前连小铲子都没拿过。”"],
    applied(
        ZGARDEN_T,
        swapped(
            ZGARDEN,
            {1: "“每一块菜畦都是孩子们自己种的，”学校发言人说，“有的孩子以前连小铲子都没拿过。”"},
        ),
    ),
    file=Q,
)

# --- topics: a paragraph named by its topic in words it only partly holds -----------------------
T = "topics"
HOST_EN = "Last autumn our four-person studio moved its repositories off a paid host. Here is how we set up Gitea on a spare office machine, and what changed."
add(
    "d22-topic-en-01",
    "en",
    "topic_possessive_stops_after",
    (GIT_T, GIT),
    "Smooth out the paragraph about the old host's paid plan.",
    [
        whole(
            GIT_T,
            GIT[:6]
            + [
                "The paid plan on the old host cost us £420 a year. Gitea costs nothing but the electricity, and pushes no longer wait on someone else's outage."
            ],
        )
    ],
    applied(
        GIT_T,
        swapped(
            GIT,
            {
                6: "The paid plan on the old host cost us £420 a year. Gitea costs nothing but the electricity, and pushes no longer wait on someone else's outage."
            },
        ),
    ),
    file=T,
)
add(
    "d22-topic-en-02",
    "en",
    "topic_possessive_named",
    (GIT_T, GIT),
    "Tidy the paragraph about the studio's move.",
    [whole(GIT_T, swapped(GIT, {0: HOST_EN}))],
    applied(GIT_T, swapped(GIT, {0: HOST_EN})),
    file=T,
)
add(
    "d22-topic-en-03",
    "en",
    "topic_stops_after",
    (GARDEN_T, GARDEN),
    "Make the paragraph about the head teacher's quote flow better.",
    [
        whole(
            GARDEN_T,
            GARDEN[:1]
            + [
                "“The children planted every bed themselves,” said head teacher Tomasz Wilk. “Before this spring, some of them had never held a trowel.”"
            ],
        )
    ],
    applied(
        GARDEN_T,
        swapped(
            GARDEN,
            {
                1: "“The children planted every bed themselves,” said head teacher Tomasz Wilk. “Before this spring, some of them had never held a trowel.”"
            },
        ),
    ),
    file=T,
)
ZHOST = "原来托管平台的付费套餐一年要 2,900 元。换成 Gitea 以后，除了电费不花钱，推送也不必再等别人家的故障恢复。"
add(
    "d22-topic-zh-01",
    "zh",
    "topic_latin_word_stops_after",
    (ZGIT_T, ZGIT),
    "把讲 Docker 备份的那段改顺一点。",
    [
        whole(
            ZGIT_T,
            ZGIT[:3]
            + [
                "备份每天夜里自动进行。脚本调用 `gitea dump -c /etc/gitea/app.ini --file /backup/gitea.zip`，之后把压缩包拷到柜子里的 NAS 上。"
            ],
        )
    ],
    applied(
        ZGIT_T,
        swapped(
            ZGIT,
            {
                3: "备份每天夜里自动进行。脚本调用 `gitea dump -c /etc/gitea/app.ini --file /backup/gitea.zip`，之后把压缩包拷到柜子里的 NAS 上。"
            },
        ),
    ),
    file=T,
)
add(
    "d22-topic-zh-02",
    "zh",
    "topic_other_words",
    (ZGIT_T, ZGIT),
    "把花钱那段写得更清楚。",
    [whole(ZGIT_T, swapped(ZGIT, {6: ZHOST}))],
    applied(ZGIT_T, swapped(ZGIT, {6: ZHOST})),
    file=T,
)
add(
    "d22-topic-zh-03",
    "zh",
    "table_named_zh",
    (ZGIT_T, ZGIT),
    "在费用对比表里加一行“维护时间”：之前 0 小时，之后每月 1 小时。",
    [whole(ZGIT_T, swapped(ZGIT, {7: ZGIT[7] + "\n| 维护时间 | 0 小时 | 每月 1 小时 |"}))],
    applied(ZGIT_T, swapped(ZGIT, {7: ZGIT[7] + "\n| 维护时间 | 0 小时 | 每月 1 小时 |"})),
    file=T,
)
add(
    "d22-topic-zh-04",
    "zh",
    "topic_other_words",
    (ZGARDEN_T, ZGARDEN),
    "把讲资助的那段改得简洁些。",
    [
        whole(
            ZGARDEN_T,
            swapped(ZGARDEN, {4: "菜园由绿道基金会资助3万元建成，新工具房也是用这笔钱盖的。"}),
        )
    ],
    applied(
        ZGARDEN_T,
        swapped(ZGARDEN, {4: "菜园由绿道基金会资助3万元建成，新工具房也是用这笔钱盖的。"}),
    ),
    file=T,
)

GRANT_EN = "The garden was paid for by a £7,500 grant from the Greenway Fund. The same grant also paid for the new tool shed."
add(
    "d22-topic-en-04",
    "en",
    "topic_possessive_partly_held",
    (GARDEN_T, GARDEN),
    "Make the paragraph about the garden's grant money clearer.",
    [whole(GARDEN_T, swapped(GARDEN, {4: GRANT_EN}))],
    applied(GARDEN_T, swapped(GARDEN, {4: GRANT_EN})),
    file=T,
)
DOCKER_ZH = "Gitea 跑在 Docker 里。容器用 `docker run -d --name gitea -p 3000:3000 -v /srv/gitea:/data gitea/gitea:1.21` 启动，剩下的交给网页安装向导就行。"
add(
    "d22-topic-zh-05",
    "zh",
    "topic_latin_word_stops_after",
    (ZGIT_T, ZGIT),
    "把讲 Docker 容器问题的那段改顺一点。",
    [whole(ZGIT_T, ZGIT[:2] + [DOCKER_ZH])],
    applied(ZGIT_T, swapped(ZGIT, {2: DOCKER_ZH})),
    file=T,
)
SEED_ZH = "家长上午10点到下午1点都可以来参观，入场免费；菜苗现场出售，每盆5元。"
add(
    "d22-topic-zh-06",
    "zh",
    "topic_one_character_held",
    (ZGARDEN_T, ZGARDEN),
    "把卖苗那段写清楚。",
    [whole(ZGARDEN_T, swapped(ZGARDEN, {2: SEED_ZH}))],
    applied(ZGARDEN_T, swapped(ZGARDEN, {2: SEED_ZH})),
    file=T,
)
add(
    "d22-topic-zh-07",
    "zh",
    "topic_one_character_held",
    (ZGARDEN_T, ZGARDEN),
    "把讲定价的那段写清楚。",
    [
        "**修改：**\n1. 第3段措辞更清楚，价格未改动。\n\n---\n\n"
        + whole(ZGARDEN_T, swapped(ZGARDEN, {2: SEED_ZH}))
    ],
    applied(ZGARDEN_T, swapped(ZGARDEN, {2: SEED_ZH})),
    file=T,
)
ROW = ZGIT[7] + "\n| 备份 | 无 | 每晚一次 |"
add(
    "d22-topic-zh-08",
    "zh",
    "table_named_zh_quoted_row",
    (ZGIT_T, ZGIT),
    "在费用表里加一行“备份”：之前没有，之后每晚一次。",
    [whole(ZGIT_T, swapped(ZGIT, {7: ROW}))],
    applied(ZGIT_T, swapped(ZGIT, {7: ROW})),
    file=T,
)

# --- a whole-article edit answered with the model's changes list and a rule over the article ---
S = "shapes"
K = "changes_list_over_rule_whole"
SEED_EN = (
    "Parents can visit between 10 a.m. and 1 p.m. Entry is free; seedlings are on sale at £1 a pot."
)
add(
    "d22-shape-en-01",
    "en",
    K,
    (GARDEN_T, GARDEN),
    "Make the whole article clearer.",
    [
        "**Changes:**\n1. Paragraph 3 reworded for clarity; the prices are unchanged.\n\n---\n\n"
        + whole(GARDEN_T, swapped(GARDEN, {2: SEED_EN}))
    ],
    applied(GARDEN_T, swapped(GARDEN, {2: SEED_EN})),
    file=S,
)
add(
    "d22-shape-zh-01",
    "zh",
    K,
    (ZGARDEN_T, ZGARDEN),
    "把全文写得更清楚。",
    [
        "**修改：**\n1. 第3段措辞更清楚，价格未改动。\n\n---\n\n"
        + whole(ZGARDEN_T, swapped(ZGARDEN, {2: SEED_ZH}))
    ],
    applied(ZGARDEN_T, swapped(ZGARDEN, {2: SEED_ZH})),
    file=S,
)
add(
    "d22-shape-en-02",
    "en",
    K,
    (GIT_T, GIT),
    "Polish the whole post.",
    [
        "Summary of edits:\n- Paragraph 1: smoother opening.\n- Paragraph 9: clearer chore.\n\n***\n\n# "
        + whole(
            GIT_T,
            swapped(
                GIT,
                {
                    0: HOST_EN,
                    8: "The only chore left is updating: once a month someone pulls the new image and restarts the container.",
                },
            ),
        )
    ],
    applied(
        GIT_T,
        swapped(
            GIT,
            {
                0: HOST_EN,
                8: "The only chore left is updating: once a month someone pulls the new image and restarts the container.",
            },
        ),
    ),
    file=S,
)
# look-alike: the article's own rule under its first paragraph stays
RULED = GARDEN[:1] + ["---"] + GARDEN[1:]
add(
    "d22-shape-en-03",
    "en",
    "article_rule_kept",
    (GARDEN_T, RULED),
    "Make the whole article clearer.",
    [whole(GARDEN_T, swapped(RULED, {3: SEED_EN}))],
    applied(GARDEN_T, swapped(RULED, {3: SEED_EN})),
    file=S,
)

# --- paragraphs separated by old Mac line endings or U+2029 ------------------------------------
R = "separators"
FAIR_T = "Village Fair"
FAIR = [
    "The fair opens on Saturday at ten, on the green behind the church.",
    "Stalls sell jam, bread and plants, and the school band plays at noon.",
    "Parking is free all day in the field on Mill Lane.",
]
ZFAIR_T = "村里的集市"
ZFAIR = [
    "集市星期六上午十点开市，地点在教堂后面的草坪。",
    "摊位卖果酱、面包和花苗，中午学校乐队会来演奏。",
    "磨坊巷的空地全天免费停车。",
]
VIVID = "Stalls sell homemade jam, warm bread and potted plants, and at noon the school band strikes up."
ZVIVID = "摊位上有自家熬的果酱、刚出炉的面包和一盆盆花苗，到了中午，学校乐队还会来演奏。"


def sep_case(
    cid: str,
    lang: str,
    kind: str,
    art: tuple[str, list[str]],
    sep: str,
    suggestion: str,
    replies: list[str],
    paras: list[str],
) -> None:
    title, original = art
    FILES.setdefault(R, []).append(
        case_record(
            cid,
            lang,
            kind,
            "blind 21 brief: \\r\\r and U+2029 bodies read as one paragraph (session 22)",
            title,
            sep.join(original),
            suggestion,
            replies,
            {"outcome": "applied", "title": title, "body": sep.join(paras)},
        )
    )


PS, CR = "\u2029", "\r\r"
sep_case(
    "d22-sep-en-01",
    "en",
    "separator_model_edit",
    (FAIR_T, FAIR),
    PS,
    "Make paragraph 2 more vivid.",
    [VIVID],
    [FAIR[0], VIVID, FAIR[2]],
)
sep_case(
    "d22-sep-en-02",
    "en",
    "separator_model_edit",
    (FAIR_T, FAIR),
    CR,
    "Make paragraph 2 more vivid.",
    [FAIR_T + "\n\n" + "\n\n".join([FAIR[0], VIVID, FAIR[2]])],
    [FAIR[0], VIVID, FAIR[2]],
)
sep_case(
    "d22-sep-en-03",
    "en",
    "separator_rules_edit",
    (FAIR_T, FAIR),
    PS,
    "Delete paragraph 2.",
    [],
    [FAIR[0], FAIR[2]],
)
sep_case(
    "d22-sep-en-04",
    "en",
    "separator_rules_edit",
    (FAIR_T, FAIR),
    CR,
    "Swap paragraphs 1 and 3.",
    [],
    [FAIR[2], FAIR[1], FAIR[0]],
)
sep_case(
    "d22-sep-zh-01",
    "zh",
    "separator_model_edit",
    (ZFAIR_T, ZFAIR),
    PS,
    "把第2段写得更生动。",
    [ZVIVID],
    [ZFAIR[0], ZVIVID, ZFAIR[2]],
)
sep_case(
    "d22-sep-zh-02",
    "zh",
    "separator_model_edit",
    (ZFAIR_T, ZFAIR),
    CR,
    "把第2段写得更生动。",
    [ZFAIR_T + "\n\n" + "\n\n".join([ZFAIR[0], ZVIVID, ZFAIR[2]])],
    [ZFAIR[0], ZVIVID, ZFAIR[2]],
)
sep_case(
    "d22-sep-zh-03",
    "zh",
    "separator_rules_edit",
    (ZFAIR_T, ZFAIR),
    CR,
    "删除第2段",
    [],
    [ZFAIR[0], ZFAIR[2]],
)
sep_case(
    "d22-sep-zh-04",
    "zh",
    "separator_rules_edit",
    (ZFAIR_T, ZFAIR),
    PS,
    "把第1段和第3段交换一下",
    [],
    [ZFAIR[2], ZFAIR[1], ZFAIR[0]],
)
sep_case(
    "d22-sep-en-05",
    "en",
    "crlf_model_edit",
    (FAIR_T, FAIR),
    "\r\n\r\n",
    "Make paragraph 2 more vivid.",
    [VIVID],
    [FAIR[0], VIVID, FAIR[2]],
)

# --- labels: a lone paragraph labelled with the asked number rewrites its neighbour -------------
L = "labels"
K = "label_names_asked_text_is_neighbour"
add(
    "d22-label-en-01",
    "en",
    K,
    (WALK_T, WALK),
    "Make paragraph 12 livelier.",
    ["Here's paragraph 12, revised:\n\n" + WALK[10].replace("dates from", "has stood since")],
    refused("the reply rewrites paragraph 11 (counted from zero), not the asked paragraph 12"),
    file=L,
)
add(
    "d22-label-en-02",
    "en",
    K,
    (WALK_T, WALK),
    "Make paragraph 7 livelier.",
    ["**Paragraph 7:**\n\n" + WALK[7].replace("Look out for", "Do look out for")],
    refused("the reply rewrites paragraph 8, not the asked paragraph 7"),
    file=L,
)
add(
    "d22-label-zh-01",
    "zh",
    K,
    (ZWALK_T, ZWALK),
    "把第12段改得生动些。",
    ["第12段修改如下：\n\n" + ZWALK[10].replace("留意", "记得抬头看看")],
    refused("the reply rewrites paragraph 11, not the asked paragraph 12"),
    file=L,
)
add(
    "d22-label-zh-02",
    "zh",
    K,
    (ZWALK_T, ZWALK),
    "把第5段改得生动些。",
    ["第5段：\n\n" + ZWALK[5].replace("建于", "始建于")],
    refused("the reply rewrites paragraph 6, not the asked paragraph 5"),
    file=L,
)
# look-alike: the right paragraph, lightly touched
add(
    "d22-label-en-03",
    "en",
    "label_right_paragraph",
    (WALK_T, WALK),
    "Make paragraph 12 livelier.",
    ["Here's paragraph 12, revised:\n\n" + WALK[11].replace("dates from", "has stood since")],
    applied(WALK_T, swapped(WALK, {11: WALK[11].replace("dates from", "has stood since")})),
    file=L,
)
add(
    "d22-label-zh-03",
    "zh",
    "label_right_paragraph",
    (ZWALK_T, ZWALK),
    "把第12段改得生动些。",
    ["第12段修改如下：\n\n" + ZWALK[11].replace("留意", "记得抬头看看")],
    applied(ZWALK_T, swapped(ZWALK, {11: ZWALK[11].replace("留意", "记得抬头看看")})),
    file=L,
)


def main() -> None:
    ids: set[str] = set()
    for name, cases in FILES.items():
        for case in cases:
            assert case["id"] not in ids, case["id"]
            ids.add(case["id"])
            body = case["article"]["body"]
            assert len(set(body.split("\n\n"))) == len(body.split("\n\n")), case["id"]
            if case["expect"]["outcome"] == "applied":
                assert case["expect"]["body"] != body, case["id"]
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as out:
            for case in cases:
                # U+2029 and a bare "\r" end a line for str.splitlines(): written escaped
                out.write(json.dumps(case, ensure_ascii=name == R) + "\n")
    print(f"{len(ids)} cases in {len(FILES)} files")


if __name__ == "__main__":
    main()
