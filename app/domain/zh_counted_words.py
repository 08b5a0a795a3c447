"""Chinese counts and places whole in a change line: a change that turned a number into other
words takes in the measure word after it (第二段 → 最后一段 is “第二段”改为“最后一段”, not
“第二”改为“最后一”), and a change of a place's last character the word before it (大会议室 →
大会议厅: “会议室”改为“会议厅”, not “室”改为“厅”).

For zh_quoted_words: without a dictionary, what says a run goes on is the kind of character.
A measure word (段, 条, 个, 年, 分钟…) after a numeral counts with it, so a change that turns a
number into words that are not one (第二 → 最后一, 三 → 好几, 2024 → 去) or the word before a
number (第 → 这 before 一条) is quoted with the rest of the number and its measure word. A
number for a number (十五 → 五十, 40 → 四十) is whole already — the writer says it so — and
stays. A place's last character (室, 厅, 馆, 区, 校…) never stands alone: one changed for
another takes in the word before it (two characters, most modifiers' length), and a change
just before one takes it in when the characters after it close the run as a word (图书|馆看书;
not 木|楼梯, whose 楼 is 楼梯's). Pure.
"""

from app.domain.cjk_words import HAN, NUMERAL_HAN, OPENS_WORD_HAN, STANDALONE_HAN

# Measure words and units a number counts with, longest first where one opens another.
_LONG_MEASURES = (
    "平方米",
    "分钟",
    "分鐘",
    "小时",
    "小時",
    "公里",
    "公斤",
    "千米",
    "厘米",
    "毫米",
    "季度",
    "星期",
    "礼拜",
    "禮拜",
    "周年",
    "週年",
    "个月",
    "個月",
)
_MEASURES = frozenset(
    "个個位名条條段本张張件只隻头頭匹辆輛架台臺部篇首句行页頁章节節次回遍趟场場届屆期"
    "层層楼樓号號日月年天周週岁歲元块塊角分秒点點度米斤克升吨噸倍份批组組套双雙对對枚"
    "颗顆粒片杯碗瓶盒包箱间間座栋棟家棵株朵封项項种種类類级級步站集课課"
)

# Words that stand before a number and make it an ordinal or pick it out (第一条, 这一条, 下一章,
# 前三名, 每一个, 另一位) — not a preposition before a date (于2027年 → 在2027年).
_BEFORE_NUMBER = frozenset("第这這那哪每前后後头頭上下另首末各")

# A place's last character: a room, a hall, a building, a district — never a word alone.
_PLACE_ENDS = frozenset(
    "室厅廳馆館院堂站场場楼樓区區市省县縣镇鎮村乡鄉街巷路桥橋港湾灣厂廠园園校店"
)

# A change this long or shorter on each side may be the word a place's last character ends.
_MODIFIER = 2


def _numeral(ch: str) -> bool:
    return ch in NUMERAL_HAN or ch.isdigit()


def _number(text: str) -> bool:
    return bool(text) and all(_numeral(ch) for ch in text)


def _plain(ch: str) -> bool:
    """A Han character that is no word of its own (no particle, pronoun, numeral…)."""
    return bool(ch) and bool(HAN.match(ch)) and ch not in STANDALONE_HAN and ch not in NUMERAL_HAN


def measure_at(text: str) -> str:
    """The measure word `text` opens with, or ""."""
    for measure in _LONG_MEASURES:
        if text.startswith(measure):
            return measure
    return text[:1] if text[:1] in _MEASURES else ""


def counted_right(deleted: str, inserted: str, after: str) -> int:
    """How many kept characters after a replacement belong to its count: the rest of the
    number and its measure word, when the replacement turned a number into other words
    (第二|段 → 最后一|段) or changed the word before a number (第|一条 → 这|一条); 0 for a
    number for a number, and for anything else."""
    if not deleted or not inserted or (_number(deleted) and _number(inserted)):
        return 0
    digits = 0
    while digits < len(after) and _numeral(after[digits]):
        digits += 1
    measure = measure_at(after[digits:])
    if _numeral(deleted[-1]) or _numeral(inserted[-1]):
        return digits + len(measure)
    short = max(len(deleted), len(inserted)) <= _MODIFIER
    if short and digits and measure and {deleted[-1], inserted[-1]} <= _BEFORE_NUMBER:
        return digits + len(measure)  # 第 → 这 before 一条: the number and what it counts
    return 0


def place_left(deleted: str, inserted: str, before: str) -> int:
    """How many kept characters before a change of a place's last character for another
    (会议|室 → 会议|厅; 會|議室 → 會|議廳 when the diff took one in already) are its word: up to
    two characters in all before it, Han ones that may open a word (a numeral too: 三号|楼);
    0 for any other change."""
    shared = deleted[:-1]
    if not deleted or not inserted or len(deleted) > _MODIFIER or inserted[:-1] != shared:
        return 0
    if deleted[-1] not in _PLACE_ENDS or inserted[-1] not in _PLACE_ENDS:
        return 0
    word = before + shared
    if not _plain(word[-1:]):
        return 0
    opener = word[-2:-1]
    whole = 2 if opener and (_plain(opener) or opener in OPENS_WORD_HAN or _numeral(opener)) else 1
    return max(0, whole - len(shared))


def place_right(deleted: str, inserted: str, after: str) -> int:
    """1 when a short change of Han words is followed by a place's last character that ends
    its word (图书|馆看书, 海淀|区。): the rest of the run after it is an even number of
    characters, words of two, as cjk_words.side_taking reads a run; else 0."""
    if not deleted or not inserted or after[:1] not in _PLACE_ENDS:
        return 0
    if max(len(deleted), len(inserted)) > _MODIFIER:
        return 0
    if not all(_plain(ch) for ch in deleted + inserted):
        return 0
    rest = 0
    while rest + 1 < len(after) and _plain(after[rest + 1]):
        rest += 1
    return 1 if rest % 2 == 0 else 0
