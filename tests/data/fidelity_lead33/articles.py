# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""The articles of session 33's lead fidelity cases: a stallholder notice and a build-time blog
post (headings, a pipe table, a fenced block, emoji, a sign-off) and a 42-stop harbour trail, each
in English and Chinese."""

from __future__ import annotations

Article = tuple[str, list[str]]

EN_MARKET: Article = (
    "Winter Night Market: Stallholder Notice",
    [
        "Thank you for signing up for the Winter Night Market 2024! 🎄 This notice covers "
        "everything you need before opening night.",
        "## Dates and times",
        "The market runs on Friday 13 December and Saturday 14 December 2024, from 5 p.m. to "
        "10 p.m. Set-up starts at 3:30 p.m. on the first day.",
        "## Pitch fees",
        "| Pitch | Size | Fee |\n|---|---|---|\n| Standard | 3 m × 3 m | $120 |\n"
        "| Corner | 3 m × 4 m | $150 |\n| Food | 3 m × 6 m | $240 |",
        "Fees are due by 29 November. Last year the market raised $3,000 for the food bank, and "
        "we hope to beat that. 🙌",
        "## On the night",
        "Please bring your own extension lead (no more than 10 m) and a fire extinguisher if you "
        "cook. Our electrician, Zhang Wei, will check every cable before 4:30 p.m.",
        "Questions? Reply to this email or call 555-0147.\nWarm wishes,\nRosa Delgado\nMarket "
        "coordinator",
    ],
)
ZH_MARKET: Article = (
    "冬季夜市摊主须知",
    [
        "感谢报名参加2024年冬季夜市！🎄 开市前需要了解的事项都在这里。",
        "## 日期与时间",
        "夜市于2024年12月13日（周五）和14日（周六）举行，时间为下午5点到晚上10点。第一天下午3点半开始布摊。",
        "## 摊位费",
        "| 摊位 | 面积 | 费用 |\n|---|---|---|\n| 标准 | 3米×3米 | ¥120 |\n| 转角 | 3米×4米 | ¥150 |\n| 餐饮 | 3米×6米 | ¥240 |",
        "摊位费请于11月29日前缴纳。去年夜市为食物银行筹得3,000元，今年希望再创新高。🙌",
        "## 开市当晚",
        "请自备插线板（不超过10米），如需明火烹饪请带灭火器。电工阿列克谢·彼得罗夫会在下午4点半前检查所有电线。",
        "有问题请直接回复本邮件，或致电010-5550147。\n祝好！\n林晓雯\n夜市统筹",
    ],
)
YAML = (
    "```yaml\n- uses: actions/cache@v4\n  with:\n    path: ~/.cache/pip\n"
    "    key: pip-${{ hashFiles('requirements.lock') }}\n```"
)
EN_BLOG: Article = (
    "How We Cut Our Build Time in Half",
    [
        "Last spring our CI builds took 22 minutes. Today they take 11. Here's what we changed, "
        "in the order we changed it.",
        "## 1. Cache the dependencies",
        "We stopped downloading every package on every run. The cache key is the lockfile's "
        "hash, so it only misses when the dependencies change:",
        YAML,
        "## 2. Split the test suite",
        "The slowest step was the test suite. We split it across four runners, and now:\n"
        "1. unit tests finish in 3 minutes;\n1. API tests finish in 5 minutes;\n"
        "1. browser tests finish in 6 minutes.",
        "As our lead engineer Priya Raman put it, \"the fastest test is the one you don't run "
        'twice."',
        "## What's next",
        "We're trying remote build caching next. If it works, we'll write it up here, and if it "
        "doesn't, we'll write that up too. 🚀",
        "— The Platform Team",
    ],
)
ZH_BLOG: Article = (
    "我们如何把构建时间缩短一半",
    [
        "去年春天，我们的CI构建要22分钟。现在只要11分钟。下面按时间顺序说说我们改了什么。",
        "## 一、缓存依赖",
        "我们不再每次都重新下载所有依赖包。缓存键取锁文件的哈希值，只有依赖变化时才会失效：",
        YAML,
        "## 二、拆分测试",
        "最慢的一步是测试。我们把测试拆到四台机器上跑，现在：\n1. 单元测试3分钟跑完；\n1. 接口测试5分钟跑完；\n1. 浏览器测试6分钟跑完。",
        "正如我们的首席工程师弗拉基米尔·索科洛夫所说：“最快的测试，就是不用跑第二遍的测试。”",
        "## 下一步",
        "接下来我们要试试远程构建缓存。成功了会在这里写一篇，失败了也会写。🚀",
        "——平台组",
    ],
)

_EN_AREAS = [
    "North Quay",
    "Chapel Street",
    "the Lifeboat Slip",
    "Ropewalk Lane",
    "Lighthouse Road",
    "the Salt Pans",
]
_EN_SIGHTS = [
    ("the oak bench", "carved by a local joiner in {y}"),
    ("the old well", "used by the fishermen's cottages until {y}"),
    ("the mural", "painted by schoolchildren in {y}"),
    ("the iron capstan", "cast at the town foundry in {y}"),
    ("the tide gauge", "first read by the harbourmaster in {y}"),
    ("the granite slipway", "laid by the harbour board in {y}"),
    ("the blue plaque", "put up in {y}"),
]
_ZH_AREAS = ["北码头", "教堂街", "救生艇滑道", "制绳巷", "灯塔路", "老盐田"]
_ZH_SIGHTS = [
    ("橡木长椅", "由本地木匠于{y}年雕成"),
    ("古井", "{y}年以前一直为渔民的小屋供水"),
    ("壁画", "由小学生们于{y}年绘制"),
    ("铁系缆桩", "{y}年在镇上的铸造厂浇铸"),
    ("潮位尺", "自{y}年起每天早上都有人读数"),
    ("花岗岩台阶", "{y}年铺成，如今已被磨得光滑"),
    ("蓝色纪念牌", "{y}年挂上"),
]


def _trail(areas: list[str], sights: list[tuple[str, str]], zh: bool) -> list[str]:
    stops = []
    for n in range(1, 43):
        area = areas[(n - 1) // 7]
        sight, story = sights[(n - 1) % 7]
        year = 1790 + n * 5
        metres = 60 + (n * 37) % 140
        said = story.format(y=year)
        if zh:
            stops.append(f"第{n}站：{area}的{sight}。它{said}，距上一站约{metres}米。")
        else:
            stops.append(
                f"Stop {n}: {sight} on {area}. It was {said}, and it stands about {metres} metres "
                f"from the previous stop."
            )
    return stops


EN_TRAIL: Article = ("The Harbour Trail: 42 Stops", _trail(_EN_AREAS, _EN_SIGHTS, zh=False))
ZH_TRAIL: Article = ("港口步道四十二站", _trail(_ZH_AREAS, _ZH_SIGHTS, zh=True))
# One typo each, far from the top, for "fix the typos".
EN_TRAIL[1][29] = EN_TRAIL[1][29].replace("previous", "previuos")
ZH_TRAIL[1][29] = ZH_TRAIL[1][29].replace("上一站", "上一战")
