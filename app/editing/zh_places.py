"""The Chinese places and people a paragraph names, for replaced_names.py: a place the lexicon
knows (杭州, 西湖, 颐和园, 海淀) with the word of its kind after it or not (杭州市, 海淀区), a
place of two characters before such a word (朝阳区, 解放路, 中关村), and a person by surname and
role (王老师, 张经理, 馆长王立平) — each with the key it is the same place or person by
(杭州 and 杭州市 are one city; 张经理 and 老张 one person)."""

from __future__ import annotations

import re
from typing import NamedTuple

from app.editing.fact_names import COMPOUND_SURNAMES, ROLES, SURNAMES

# Places a Chinese article names by themselves: provinces, cities, districts, sights — none
# that is an everyday word too (朝阳 the morning sun, 白云 clouds, 中山 beside 中山大学).
_KNOWN = re.findall(
    r"\S+",
    "北京 天津 上海 重庆 河北 山西 辽宁 吉林 黑龙江 江苏 浙江 安徽 福建 江西 山东"
    " 河南 湖北 湖南 广东 海南 四川 贵州 云南 陕西 甘肃 青海 台湾 内蒙古 广西 西藏"
    " 宁夏 新疆 香港 澳门 石家庄 太原 沈阳 长春 哈尔滨 南京 杭州 合肥 福州 南昌 济南"
    " 郑州 武汉 长沙 广州 海口 成都 贵阳 昆明 西安 兰州 西宁 呼和浩特 南宁 拉萨 银川"
    " 乌鲁木齐 深圳 苏州 无锡 宁波 温州 绍兴 嘉兴 常州 南通 扬州 镇江 徐州 青岛 大连"
    " 厦门 珠海 东莞 佛山 汕头 桂林 三亚 洛阳 开封 大同 丽江 大理 敦煌 喀什 秦皇岛"
    " 烟台 威海 泉州 景德镇 宜昌 襄阳 九江 赣州 绵阳 乐山 遵义 唐山 保定 邯郸 廊坊"
    " 湖州 金华 台州 舟山 义乌 黄山 海淀 丰台 石景山 顺义 昌平 房山 浦东 徐汇 静安"
    " 黄浦 闵行 嘉定 松江 福田 罗湖 宝安 龙岗 越秀 海珠 番禺 西湖 昆明湖 颐和园 故宫"
    " 天安门 八达岭 圆明园 什刹海 外滩 王府井 中关村 鼓浪屿 兵马俑 泰山 华山 峨眉山"
    " 庐山 九寨沟 张家界 太湖 千岛湖 洱海 滇池 玄武湖 瘦西湖 天坛 雍和宫 香山 岳麓山"
    " 橘子洲 夫子庙 中山陵 拙政园 虎丘 灵隐寺 雷峰塔 西溪 钱塘江 黄浦江 漓江 伦敦 巴黎"
    " 纽约 东京 首尔 大阪 京都 悉尼 墨尔本 洛杉矶 旧金山 柏林 罗马 莫斯科 新加坡 曼谷"
    " 多伦多 温哥华 曼彻斯特 爱丁堡 利物浦 伯明翰 剑桥 牛津",
)
# The words of a place's kind that may follow its name.
_KINDS = "市|区|县|镇|乡|村|路|街|巷|湖|省"
# (a lookahead for a first character first: the alternation tried at every character of a
# long paragraph cost a second)
_KNOWN_PLACE = re.compile(
    "(?=["
    + "".join({place[0] for place in _KNOWN})
    + "])("
    + "|".join(sorted(_KNOWN, key=len, reverse=True))
    + f")(?:{_KINDS})?"
)
# Two characters before a word of its kind (朝阳区, 解放路, 中关村): found at every such word,
# so overlapping reads are tried (a lookahead). Not before a character that makes the kind's
# word another (路口, 市场, 湖边, 村民).
_NAMED_PLACE = re.compile(
    r"(?=([\u4e00-\u9fff]{2})(市|区|县|镇|乡|村|路|街|巷|湖)"
    r"(?![口上边面里头道坊角场民长政中值价内外区水畔心风光岸底子庄亲下域别间途程线人过灯费]))"
)
# Characters no place's name holds: the words between words (着, 的, 在…), counters, pronouns.
_BETWEEN = frozenset(
    "的了着在从到往去和与跟同向沿经过离把被为给对于是我你他她它们这那个条座家所位处里上下一二三"
    "四五六七八九十几每各某些此其该本全整回走逛送开进出来住搬坐乘"
)
# Everyday words that end in a word of a place's kind: no place's name.
_EVERYDAY = frozenset(
    re.findall(
        r"\S+",
        "超市 城市 都市 股市 上市 夜市 早市 集市 门市 菜市 街市 闹市 黑市 开市 花市"
        " 车市 楼市 小区 地区 社区 市区 郊区 景区 城区 山区 园区 校区 辖区 片区 新区"
        " 老区 灾区 分区 专区 禁区 误区 街区 厂区 矿区 林区 牧区 湾区 展区 盲区 雷区"
        " 郡县 州县 城镇 乡镇 小镇 古镇 坐镇 重镇 冰镇 市镇 家乡 故乡 老乡 城乡 他乡"
        " 异乡 同乡 思乡 回乡 下乡 梦乡 水乡 农村 山村 乡村 渔村 全村 本村 同村 邻村"
        " 马路 道路 公路 铁路 走路 带路 上路 半路 出路 思路 线路 电路 回路 迷路 让路"
        " 赶路 顺路 山路 小路 大路 水路 陆路 来路 去路 前路 后路 套路 门路 岔路 土路"
        " 夜路 修路 开路 领路 问路 引路 探路 绕路 拦路 挡路 老路 新路 弯路 近路 远路"
        " 活路 死路 退路 生路 心路 网路 歧路 末路 同路 大街 小街 老街 上街 逛街 沿街"
        " 过街 满街 临街 小巷 街巷 深巷 陋巷 江湖 原路 大湖 小湖 人工湖 节省 反省 本省 外省"
        " 全省 全市 本市 外市 全区 本区 全县 本县",
    )
)
_SURNAME = f"(?:{COMPOUND_SURNAMES}|[{SURNAMES}])"
_ADDRESS = "阿姨|叔叔|伯伯|大爷|大妈|奶奶|爷爷|同学"
# A person by surname and role (王老师, 张经理, 刘阿姨), or by role and full name (馆长王立平).
_FIRSTS = "".join({word[0] for word in f"{COMPOUND_SURNAMES}|{ROLES}".split("|")} | set(SURNAMES))
_PERSON = re.compile(
    rf"(?=[{_FIRSTS}])"
    rf"(?:({_SURNAME})(?:{ROLES}|{_ADDRESS})"
    rf"|(?:{ROLES})({_SURNAME})[\u4e00-\u9fff]{{1,2}}?(?=[，。、；：,;:（(的和说]))"
)
# Where a surname's character ends another word (感谢老师, 任何经理, 对方老师): no person.
_WORD_ENDS = frozenset(
    re.findall(
        r"\S+",
        "感谢 致谢 答谢 道谢 多谢 谢谢 任何 如何 为何 几何 对方 双方 地方 各方 校方"
        " 警方 院方 厂方 大方 明白 告白 空白 蛋白 提高 最高 身高 骑马 金黄 奖金 现金"
        " 资金 茶叶 钻石",
    )
)


class Named(NamedTuple):
    """A place or person as written (`text`, at `start`), the key it is the same one by, and
    its kind: "person", "known" (a place the lexicon knows) or the word of its kind (区, 路)."""

    text: str
    key: str
    kind: str
    start: int


def zh_named(text: str) -> list[Named]:
    """The places and people `text` names, in order."""
    found = [Named(m[0], m[1], "known", m.start()) for m in _KNOWN_PLACE.finditer(text)]
    taken = {at for m in found for at in range(m.start, m.start + len(m.text))}
    for match in _NAMED_PLACE.finditer(text):
        start = match.start()
        core, kind = match[1], match[2]
        if (
            start in taken
            or start + 2 in taken
            or set(core) & _BETWEEN
            or core[1] + kind in _EVERYDAY
            or core + kind in _EVERYDAY
        ):
            continue
        found.append(Named(core + kind, core, kind, start))
    for match in _PERSON.finditer(text):
        surname = match[1] or match[2]
        at = match.start(1) if match[1] else match.start(2)
        if text[max(0, at - 1) : at + 1] in _WORD_ENDS or at in taken:
            continue
        found.append(Named(match[0], surname, "person", match.start()))
    return sorted(found, key=lambda named: named.start)


def people(text: str, named: list[Named] | None = None) -> set[str]:
    """The surnames `text` (whose places and people are `named`, when read already) names a
    person by: before a role, or after 老 / 小 (老张)."""
    read = zh_named(text) if named is None else named
    return {n.key for n in read if n.kind == "person"} | set(_FAMILIAR.findall(text))


_FAMILIAR = re.compile(f"(?<=[老小])({_SURNAME})")


def still_named(named: Named, text: str, surnames: set[str]) -> bool:
    """Whether `text` (naming people by `surnames`) still names the place or person: its
    words or its key as written, or for a person, the surname (张经理 → 老张)."""
    if named.kind == "person":
        return named.text in text or named.key in surnames
    return named.text in text or named.key in text
