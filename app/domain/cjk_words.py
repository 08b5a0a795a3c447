"""Chinese changes at the size of a word: "今天" → "今日", not "天" → "日".

Chinese is written without spaces, so a character diff marks the one character that
changed inside a word. Most words are two characters, so a change of one or two Han
characters takes in one kept neighbour — the one that completes a two-character word —
when that neighbour is a Han character that is not a word of its own (a particle, a
pronoun, a preposition, a numeral) and not punctuation, and when the characters around say
which one it is (`side_taking`): 公|园散步 takes 园, but 三个|大|苹果 takes nothing — 苹果
is a word already, and “大苹”改为“红苹” would cut it. Longer changes, additions and
removals, Latin words and digits stay as they are; a change grows by one character at most
— but a weekday's number takes in the 周 / 星期 / 礼拜 before it (周六 → 周日, not 六 → 日), and
a change that pairs with a lone character opened by a verb or preposition that often opens a
word takes in that opener too (会议|室 → 会议厅 is “会议室”改为“会议厅”, not “议室”改为“议厅”:
`left_taken`).
"""

import re

# Han ideographs only: kana, hangul and punctuation are not taken into a change.
HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ffff]")

# Characters that are usually words of their own (simplified, traditional and Cantonese):
# particles, pronouns, prepositions and conjunctions, adverbs, the commonest verbs, 里 and
# 个. A change never takes one in, and a change of one of them is whole already.
STANDALONE_HAN = frozenset(
    "的了着过地得之也呢吗吧啊呀嘛哦么啦咯喔嗎麼著過"
    "嘅咗緊喺係唔啲嘢咩喇囉噉咁佢哋俾畀冇"
    "我你您他她它咱俺其此这那這哪谁誰啥"
    "在和与與及或把被让讓给給对對从從向往到于於为為以而但却卻并並跟同比由自至将將"
    "就也都又还還很太最更不没沒别別已再才只仅僅刚剛正便"
    "是有去来來说說要会會能"
    "里裡个個"
    # 们 closes the word before it (孩子们, 老师们): no word goes on past it.
    "们們"
)

# Words of their own that often open a two-character word too: verbs and prepositions (会议,
# 能源, 要求, 说明, 来源, 去年, 有限, 对手, 从来, 以前, 自己, 同学, 比赛, 由于, 为了, 到底, 和平).
# Before a lone character that pairs with a change, such a one may be that character's word
# (会|议|室: 会议 + 室, or 会 + 议室?): the change takes in both, whole either way.
OPENS_WORD_HAN = frozenset("会會能要说說来來去有对對从從以自同比由为為到和将將")

# Numerals change by their characters, as digits do ("二十" → "三十" marks 二 → 三): the diff
# is character-level on Chinese (docs/api.md), words only where a character means little alone.
NUMERAL_HAN = frozenset("一二三四五六七八九十百千万萬亿億两兩零〇几幾")

# A change this long or longer (on both sides) is a word or more already.
_WORD = 2

Segment = tuple[str, str, str]  # ("equal", text, "") or ("change", deleted, inserted)


def _takes(ch: str) -> bool:
    """True when `ch` can be the rest of a changed word."""
    return bool(HAN.match(ch)) and ch not in STANDALONE_HAN and ch not in NUMERAL_HAN


def _widens(deleted: str, inserted: str) -> bool:
    """A replacement of one or two Han characters shorter than a word on one side (one
    character for another: unless both are words of their own, 的 → 地, 三 → 五)."""
    if not deleted or not inserted or min(len(deleted), len(inserted)) >= _WORD:
        return False
    if max(len(deleted), len(inserted)) > _WORD:
        return False
    if not all(HAN.match(ch) for ch in deleted + inserted):
        return False
    if len(deleted) == len(inserted) == 1:
        return _takes(deleted) or _takes(inserted)  # 草地 → 草坪, though 地 may be a particle
    single = [text for text in (deleted, inserted) if len(text) == 1]
    return not any(text in STANDALONE_HAN or text in NUMERAL_HAN for text in single)


def kept_run(text: str) -> int:
    """How many characters at the start of `text` could be part of one word with what is
    before them: Han characters that are no word of their own (see _takes)."""
    run = 0
    while run < len(text) and _takes(text[run]):
        run += 1
    return run


# A letter or a digit: a word of another kind, which a Chinese character beside it is not
# part of (新|iPhone, 第|3).
_LETTER_OR_DIGIT = re.compile(
    r"[0-9A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\uff10-\uff19\uff21-\uff5a]"
)


def _counted(text: str) -> bool:
    """Whether `text` ends in a number, in digits or in Chinese numerals."""
    return bool(text) and (text[-1] in NUMERAL_HAN or text[-1].isdigit())


def side_taking(before: str, after: str) -> str:
    """'left', 'right' or '' — which kept neighbour completes the changed word.

    Read from the runs of such characters before and after the change, taking most words to
    be two characters: at the edge of a run (after a particle, punctuation or the start) the
    change pairs with its neighbour when an odd number of characters follow it
    (去|公|园散步, 春|天|来了) and is a word alone when an even number do (三个|大|苹果: 苹果
    is one); inside a run, it pairs with the neighbour that stands alone on its side
    (城市|公|园。, 今|天|天气, 草|地|上野餐). The character right after a number is its unit
    (第二天|天气: 天 is no part of the run). Anything else — two long runs (喜欢喝|热|咖啡: 喝热
    or 热咖?), two lone neighbours, a letter, digit or unit beside the change — is not guessed:
    the change stays as it is, which cuts no word.
    """
    if _LETTER_OR_DIGIT.match(before[-1:]) or _LETTER_OR_DIGIT.match(after[:1]):
        return ""
    if _counted(before):
        return ""  # a unit after a number (三|本|书, 十五|分|钟) is a word with the number
    left, right = kept_run(before[::-1]), kept_run(after)
    if left and _counted(before[:-left]):
        left -= 1  # 第二天|天气|温和: 天 is the number's, 天气 the word before the change
    if not left:
        return "right" if right % 2 else ""
    if not right:
        return "left" if left % 2 else ""
    if (left == 1) != (right == 1):
        return "left" if left == 1 else "right"
    return ""


def left_taken(before: str) -> int:
    """How many kept characters a change that pairs with its left neighbour takes in: one
    (公|园, 老|师), or two when that neighbour is the only character of its run and the one
    before it opens words and closes none on its left — it begins the text, or follows
    punctuation or a word of its own (会议|室, 这个会议|室, 去会议|室; not 大会|议室, whose
    会 may be 大会's)."""
    if len(before) < 2 or before[-2] not in OPENS_WORD_HAN or not _takes(before[-1]):
        return 1
    return 1 if _takes(before[-3:-2]) else 2


# A weekday named by its number after 周, 星期 or 礼拜 (周六 → 周日, 星期三 → 星期四): the day is
# the word, not the numeral — unless a count follows (每周三次 is three times a week).
_WEEKDAY = frozenset("一二三四五六日天")
_WEEK = re.compile("(?:周|星期|礼拜|禮拜)$")
_COUNTED = frozenset("次个個天年月遍回趟节節课課")


def _weekday(deleted: str, inserted: str, before: str, after: str) -> str:
    """The 周 / 星期 / 礼拜 that names the day before a one-character weekday change, or ""."""
    if len(deleted) != 1 or len(inserted) != 1 or not {deleted, inserted} <= _WEEKDAY:
        return ""
    if after[:1] in _COUNTED:
        return ""
    week = _WEEK.search(before)
    return week[0] if week else ""


def widen_segments(segments: list[Segment]) -> list[Segment]:
    """Each one- or two-character Chinese replacement grown to a two-character word by one
    kept neighbour; the segments still rebuild both texts exactly. A kept run of one
    character between two changes is left to keep them apart."""
    out = list(segments)
    for i, (kind, deleted, inserted) in enumerate(out):
        if kind != "change":
            continue
        before = out[i - 1][1] if i > 0 and out[i - 1][0] == "equal" else ""
        after = out[i + 1][1] if i + 1 < len(out) and out[i + 1][0] == "equal" else ""
        if week := _weekday(deleted, inserted, before, after):
            out[i - 1] = ("equal", before[: -len(week)], "")
            out[i] = ("change", week + deleted, week + inserted)
            continue
        if not _widens(deleted, inserted):
            continue
        # A kept run of one character between two changes stays: each stays rejectable.
        first, last = i == 1, i == len(out) - 2
        side = side_taking(
            before if len(before) > 1 or first else "", after if len(after) > 1 or last else ""
        )
        if side == "left":
            # (all of a kept run between two changes is never taken: one character stays)
            taken = left_taken(before) if len(before) > 2 or first else 1
            out[i - 1] = ("equal", before[:-taken], "")
            out[i] = ("change", before[-taken:] + deleted, before[-taken:] + inserted)
        elif side == "right":
            out[i + 1] = ("equal", after[1:], "")
            out[i] = ("change", deleted + after[0], inserted + after[0])
    return [segment for segment in out if segment[0] == "change" or segment[1]]
