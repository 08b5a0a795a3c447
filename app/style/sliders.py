"""A style set on a scale ("Formality: 3 out of 10 from now on", "energy down to 2/10",
「正式程度：以后调到3分（满分10分）」, 「活泼程度按10分制打到8分」) said in words: low is less of
the quality, high is more of it, the middle says neither.

Writers used to settings screens give a quality a score. The rules read words, so the score is
put as the words a writer would say ("less formal", 「正式一点」) where the quality and its
score stood. Only a quality of the writing is read: a photo's brightness or a video's volume
set to 7 out of 10 is an edit of that thing, and a score reported ("the survey scored us 9/10
for friendliness", 「大家平均打了7分」) sets nothing.
"""

import re

_I = re.IGNORECASE
# quality → (English said low, English said high, Chinese said low, Chinese said high)
_QUALITIES: tuple[tuple[re.Pattern[str], tuple[str, str, str, str]], ...] = (
    (
        re.compile(r"\bformality\b|\bformalness\b|正式(?:程度|度|感)", _I),
        ("less formal", "more formal", "随意一点", "正式一点"),
    ),
    (
        re.compile(r"\bcasualness\b|\binformality\b|口语(?:化)?(?:程度|度)|随意(?:程度|度)", _I),
        ("more formal", "more casual", "正式一点", "口语一点"),
    ),
    (
        re.compile(
            r"\b(?:energy|liveliness|excitement|enthusiasm|hype|pep)\b|"
            r"活泼(?:程度|度)|活力(?:值|程度)|热闹(?:程度|度)|兴奋(?:程度|度)",
            _I,
        ),
        ("calmer", "livelier", "平静一点", "活泼一点"),
    ),
    (
        re.compile(r"\bcalmness\b|沉稳(?:程度|度)|平静(?:程度|度)", _I),
        ("livelier", "calmer", "活泼一点", "平静一点"),
    ),
    (
        re.compile(r"\bemoji(?:s)?\b|表情(?:数量|密度|量)", _I),
        ("fewer emoji", "more emoji", "少放表情", "多放表情"),
    ),
    (
        re.compile(r"\bjargon\b|\btechnicality\b|术语(?:程度|密度|量)|专业(?:程度|度)", _I),
        ("plain words", "more technical terms", "多用大白话", "多用专业术语"),
    ),
    (
        re.compile(r"\b(?:detail|wordiness)\b|详细(?:程度|度)", _I),
        ("shorter", "more detailed", "简短一点", "详细一点"),
    ),
)
# A score and its scale: "3 out of 10", "2/10", 3分（满分10分）, 按10分制…8分, 7（满分10）.
_EN_SCORE = re.compile(
    r"(?:\b(?:down|up|back)\s+)?(?:\bto\s+|\bat\s+|:\s*)?(?:a\s+)?"
    r"(?P<n>\d{1,3})\s*(?:out of|/)\s*(?P<of>10|100|5)\b",
    _I,
)
_ZH_SCORE = re.compile(
    r"(?:调到|调成|调至|打到|打|定在|定为|设为|设成|给到|降到|升到|拉到|到)"
    r"(?P<n>\d{1,3}|[零一二三四五六七八九十])分?"
    r"(?:[（(，,]?\s*满分\s*(?P<of>10|100|5|十|百|五)\s*分?[）)]?)?"
)
_ZH_SCALE = re.compile(r"满分\s*(?P<of>10|100|5|十|百|五)|(?P<of2>10|100|5|十|百|五)分制")
_ZH_DIGITS = {"零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}
_ZH_DIGITS.update({"九": 9, "十": 10, "百": 100})
# A level word after the quality: "energy level", "the jargon dial", 正式程度's own 程度 is in it.
_LEVEL = re.compile(r"\s*(?:level|dial|score|setting|rating|meter)s?\b", _I)
# What may stand between the quality and its score: a few words, no full stop.
_NEAR = re.compile(r"[^.!?;]{0,45}")
# A setting the writer makes of their writing, not a score somebody gave.
_SETTING = re.compile(
    r"\bfrom now on\b|\bgoing forward\b|\bevery (?:post|piece|notice|update|email)\b|"
    r"\ball (?:our|my|the) (?:posts|pieces|notices|updates|emails)\b|\bset\b|\bdial\b|"
    r"\bturn\b|\bdown to\b|\bup to\b|^\W*\w+(?: level)?\s*:|以后|今后|往后|每篇|每条|所有|调到|"
    r"调成|调至|打到|定在|设为|降到|升到|拉到|^\W*\S{1,6}[：:]",
    _I,
)
_REPORTED = re.compile(
    r"\b(?:scored|rated|gave|survey|reviews?|judges?|average|averaged|voted)\b|"
    r"打了|平均|问卷|调查|评分表|评委|得了|拿了",
    _I,
)
# Things a score may set that are no quality of the writing.
_OTHER_THINGS = re.compile(
    r"\b(?:brightness|volume|contrast|saturation|photo|picture|image|video|music|sound|"
    r"spice|spiciness|heat)\b|亮度|音量|对比度|饱和度|照片|图片|头图|视频|音乐|辣度|辣",
    _I,
)


def _number(raw: str | None) -> int | None:
    if raw is None:
        return None
    return int(raw) if raw.isdigit() else _ZH_DIGITS.get(raw)


def _said(share: float, words: tuple[str, str]) -> str | None:
    if share <= 0.4:
        return words[0]
    if share >= 0.6:
        return words[1]
    return None  # the middle of the scale: neither more nor less


def slider_said_plainly(text: str) -> str:
    """`text` with a quality set on a scale said as more or less of it; unchanged otherwise."""
    if not re.search(r"\d|[一二三四五六七八九十]分", text) or _OTHER_THINGS.search(text):
        return text
    if _REPORTED.search(text) or not _SETTING.search(text):
        return text
    for pattern, (en_low, en_high, zh_low, zh_high) in _QUALITIES:
        quality = pattern.search(text)
        if quality is None:
            continue
        end = quality.end()
        level = _LEVEL.match(text, end)
        end = level.end() if level else end
        if quality.group()[0].isascii():
            score = _EN_SCORE.search(text, end)
            if score is None or not _NEAR.fullmatch(text[end : score.start()]):
                continue
            of = int(score.group("of"))
            plain = _said(int(score.group("n")) / of, (en_low, en_high))
        else:
            score = _ZH_SCORE.search(text, end)
            if score is None or not _ZH_SCALE.search(text):
                continue
            n = _number(score.group("n"))
            scale = _ZH_SCALE.search(text)
            of = (
                _number(
                    score.group("of")
                    or (scale.group("of") or scale.group("of2") if scale else None)
                )
                or 10
            )
            plain = None if n is None else _said(n / of, (zh_low, zh_high))
        if plain is None:
            return text
        between = text[end : score.start()].strip(" ：:,，的")
        rest = text[score.end() :]
        if not plain.isascii():
            between = re.sub(r"按\S{0,3}分制|给我", "", between)
            rest = re.sub(r"^[（(，,\s]*满分\s*\S{1,3}?分?[）)]?", "", _ZH_SCALE.sub("", rest))
            rest = re.sub(r"^[（(）)，,\s]+", "", rest)
            said = f"{between}{plain}"
            return f"{text[: quality.start()]}{said}{rest}"
        said = f"{between}: {plain}" if between else plain
        space = " " if rest.strip()[:1].isalnum() else ""
        return f"{text[: quality.start()]}{said}{space}{rest.lstrip()}"
    return text
