# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Session 36's lead article: an allotment society's open-day notice, in English and Chinese — a
`##` heading, a bulleted list, times and a bus number, a sign-off with a single line break."""

from __future__ import annotations

Article = tuple[str, list[str]]

EN: Article = (
    "Elm Road Allotment Open Day",
    [
        "Our allotment society opens its gates to the public on Sunday 14 June, from 10 am to 4 pm. Entry is free, and children under 12 can join the scavenger hunt.",
        "## What to see",
        "Plot 7 grows twelve kinds of heritage tomato, and its keeper, Rosa Mendes, will give tours at 11 am and 2 pm.",
        "- Seed swap by the shed\n- Honey from our own hives\n- Compost workshop at noon",
        "Parking is limited, so please come by bike or take the number 36 bus to Elm Road.",
        "See you there,\nThe Elm Road Allotment Society",
    ],
)

ZH: Article = (
    "榆树路菜园开放日",
    [
        "榆树路菜园协会将于6月14日星期日上午10点到下午4点向公众开放。免费入场，12岁以下的孩子可以参加寻宝游戏。",
        "## 看点",
        "7号地种了十二种传家番茄，负责这块地的罗莎·门德斯会在上午11点和下午2点带大家参观。",
        "- 棚屋旁的种子交换\n- 我们自己蜂箱的蜂蜜\n- 中午的堆肥工作坊",
        "停车位有限，请骑自行车来，或者坐36路公交车到榆树路站。",
        "到时见，\n榆树路菜园协会",
    ],
)
