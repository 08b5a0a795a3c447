"""A chat message as its writer meant it to read, before any style rule hears it: a slip fixed
on the next line with "*" put back in its place ("no emotions…\\n*emoji"), stretched letters
and stretched characters said once ("plaaaain words pleeease", 「淡——定——一——点」), text-speak
spelt out ("pls keep sntncs short in evry post"), a Chinese wish typed in toneless pinyin
without an input method read as characters, and another language's words for "no / more /
fewer" before "emoji" said in English ("Walang emoji na", "Veel meer emoji").

Each of these was read word by word as it was typed — the slip as the wish ("emotions"), the
stretched word as no word at all, the foreign "more" or "no" unheard while "emoji" was — and
the wish came out missing, asked about, or saved as its opposite.
"""

import difflib
import re
from functools import lru_cache

from app.style.double_negated import double_negatives_said
from app.style.self_answered import answered_said, examples_said, ones_named
from app.style.spoken_forms import spoken_plainly

_CJK = r"\u4e00-\u9fff"

# -- a slip fixed on the next line -----------------------------------------------------------

# "*emoji - stupid autocorrect", 「*表情，输入法又抽风」: a star, at once the word meant (no
# space: "* item" is a bullet), then perhaps why. A line ending in a star is emphasis.
_STARRED = re.compile(rf"^\s*\*(?!\*)(?P<fix>[A-Za-z][A-Za-z'-]*|[{_CJK}]{{1,6}})(?P<rest>.*)$")
_EN_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
# How like the slip the fix must be: "emotions" → "emojis" (0.71), "plane" → "plain" (0.8),
# "Satruday" → "Saturday"; not any word at all ("in" → "plain").
_LIKE = 0.6


def _fixed_en(before: str, fix: str) -> str | None:
    best: tuple[float, re.Match[str]] | None = None
    for word in _EN_WORD.finditer(before):
        if word.group().lower() == fix.lower():
            continue
        ratio = difflib.SequenceMatcher(None, word.group().lower(), fix.lower()).ratio()
        if ratio >= _LIKE and (best is None or ratio > best[0]):
            best = (ratio, word)
    if best is None:
        return None
    word = best[1]
    return before[: word.start()] + fix + before[word.end() :]


def _fixed_zh(before: str, fix: str) -> str | None:
    # 「表请」 → 「表情」, 「大白化」 → 「大白话」: the run of the fix's length sharing most of
    # its characters in place (at least half), the nearest to the end on a tie.
    size = len(fix)
    need = max(1, (size + 1) // 2)
    best: tuple[int, int] | None = None
    for start in range(len(before) - size + 1):
        window = before[start : start + size]
        if window == fix or not re.fullmatch(rf"[{_CJK}]+", window):
            continue
        same = sum(a == b for a, b in zip(window, fix, strict=True))
        if same >= need and (best is None or same >= best[0]):
            best = (same, start)
    if best is None:
        return None
    start = best[1]
    return before[:start] + fix + before[start + size :]


def starred_fix_applied(text: str) -> str:
    """The message with each starred fix put in place of its slip and the star line dropped;
    a star line whose slip cannot be found is left as typed."""
    lines = text.split("\n")
    if len(lines) < 2:
        return text
    kept: list[str] = []
    for line in lines:
        starred = _STARRED.match(line)
        if starred is None or not kept or line.rstrip().endswith("*"):
            kept.append(line)
            continue
        fix = starred.group("fix")
        before = "\n".join(kept)
        fixed = _fixed_zh(before, fix) if re.match(rf"[{_CJK}]", fix) else _fixed_en(before, fix)
        if fixed is None:
            kept.append(line)
            continue
        kept = fixed.split("\n")
    return "\n".join(kept)


# -- stretched letters and characters -------------------------------------------------------

_STRETCHED = re.compile(r"\b[A-Za-z]*([A-Za-z])\1{2,}[A-Za-z]*\b")
_RUN = re.compile(r"([A-Za-z])\1{2,}")
# Words whose stretched letter is a doubled one ("sooo good", "tooo long", "fully booooked").
_DOUBLED = frozenset(
    {"too", "soon", "good", "cool", "booked", "book", "keep", "need", "feel", "free", "see"}
    | {"all", "full", "fully", "still", "less", "well", "really", "off", "loooong", "sweet"}
)


def _unstretched_word(match: re.Match[str]) -> str:
    word = match.group()
    twice = _RUN.sub(r"\1\1", word)
    if twice.lower() in _DOUBLED:
        return twice
    return _RUN.sub(r"\1", word)


# 「淡——定——一——点——嘛」, 「字 太 难 了」 stretched with dashes or tildes: one character at a
# time, at least three in a row (「言简意赅——以后…」 is a pause, not a stretch).
_CJK_STRETCH = re.compile(rf"(?:[{_CJK}](?:[—–~～]+|-{{2,}}|…+)){{2,}}[{_CJK}](?![{_CJK}])")
_STRETCH_MARK = re.compile(r"[—–~～…-]+")


def unstretched(text: str) -> str:
    """Stretched letters ("plaaaain", "pleeease") and characters stretched apart said once."""
    text = _STRETCHED.sub(_unstretched_word, text)
    return _CJK_STRETCH.sub(lambda m: _STRETCH_MARK.sub("", m.group()), text)


# -- text-speak ----------------------------------------------------------------------------

# Chat abbreviations of the words a wish is said in; only whole words, none of them an English
# word of its own.
_SPELT = {
    "pls": "please",
    "plz": "please",
    "plx": "please",
    "thx": "thanks",
    "thnx": "thanks",
    "ty": "thanks",
    "sntnc": "sentence",
    "sntncs": "sentences",
    "sntnces": "sentences",
    "sentnces": "sentences",
    "sents": "sentences",
    "evry": "every",
    "evrything": "everything",
    "frm": "from",
    "shrt": "short",
    "shrtr": "shorter",
    "lng": "long",
    "lngr": "longer",
    "wrds": "words",
    "psts": "posts",
    "emjis": "emojis",
    "emjs": "emojis",
    "frml": "formal",
    "tmrw": "tomorrow",
    "2moro": "tomorrow",
    "abt": "about",
    "ur": "your",
    "thru": "through",
    "ngl": "not gonna lie",
    "tbh": "to be honest",
    "imo": "in my opinion",
}
_SPELT_RE = re.compile(r"(?<![\w'’-])(" + "|".join(_SPELT) + r")(?![\w'’-])", re.IGNORECASE)
# "'u' in every post", "talk to u": the reader's "you"; "b more formal": "be".
_YOU = re.compile(r"(?<![\w-])(?<!\w['’])u(?![\w-])(?!['’]\w)")
_BE = re.compile(r"(?<![\w'’-])b(?=\s+(?:more|less|a bit|a little|way|much)\b)", re.IGNORECASE)


def spelt_out(text: str) -> str:
    """Text-speak written out in the words it stands for."""
    if not re.search(r"[A-Za-z]", text):
        return text
    text = _SPELT_RE.sub(lambda m: _SPELT[m.group(1).lower()], text)
    return _BE.sub("be", _YOU.sub("you", text))


# -- pinyin without an input method ----------------------------------------------------------

# The words a Chinese style wish is typed in, as toneless pinyin; longest first when read.
_PINYIN = {
    "yihou": "以后",
    "wanghou": "往后",
    "jinhou": "今后",
    "cong xianzai kaishi": "从现在开始",
    "meipian": "每篇",
    "meitiao": "每条",
    "meici": "每次",
    "suoyou": "所有",
    "tiezi": "帖子",
    "tuiwen": "推文",
    "wenzhang": "文章",
    "juzi": "句子",
    "duanju": "短句",
    "duan": "短",
    "chang": "长",
    "yidian": "一点",
    "yixie": "一些",
    "dian": "点",
    "xie": "写",
    "dou": "都",
    "zhengshi": "正式",
    "suiyi": "随意",
    "kouyuhua": "口语化",
    "kouyu": "口语",
    "qingsong": "轻松",
    "biaoqing": "表情",
    "shao": "少",
    "duo": "多",
    "bie": "别",
    "buyao": "不要",
    "fang": "放",
    "huopo": "活泼",
    "pingjing": "平静",
    "pinghe": "平和",
    "jiandan": "简单",
    "dabaihua": "大白话",
    "zhuanye": "专业",
    "shuyu": "术语",
    "women": "我们",
    "qing": "请",
    "xiexie": "谢谢",
    "geng": "更",
    "yong": "用",
    "de": "的",
    "ba": "吧",
}
# Said of a wish's words only: a message in pinyin about opening hours ("mingtian jiudian
# kaimen") holds none of them and is left as typed.
_PINYIN_STYLE = frozenset(
    {"duan", "chang", "zhengshi", "suiyi", "kouyu", "kouyuhua", "qingsong", "biaoqing"}
    | {"huopo", "pingjing", "pinghe", "jiandan", "dabaihua", "zhuanye", "shuyu", "duanju"}
)
_PINYIN_LASTING = frozenset({"yihou", "wanghou", "jinhou", "meipian", "meitiao", "suoyou"})
_PINYIN_RE = re.compile(
    r"(?<![A-Za-z])("
    + "|".join(sorted((re.escape(k) for k in _PINYIN), key=len, reverse=True))
    + r")(?![A-Za-z])",
    re.IGNORECASE,
)
# A pinyin syllable (initial, final) — to tell a message typed in pinyin from English.
_SYLLABLE = re.compile(
    r"(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?"
    r"(?:iang|iong|uang|ang|eng|ing|ong|ian|iao|uai|uan|van|ai|ei|ao|ou|an|en|in|un|vn|"
    r"ia|ie|iu|ua|uo|ue|ui|ve|er|a|o|e|i|u|v)"
)


def _is_pinyin(token: str) -> bool:
    # Greedy syllables: "meipian" = mei-pian, "zhongwen" = zhong-wen; "please" fails.
    rest = token.lower()
    while rest:
        syllable = _SYLLABLE.match(rest)
        if syllable is None or not syllable.group():
            return False
        rest = rest[syllable.end() :]
    return True


@lru_cache(maxsize=256)
def pinyin_read(text: str) -> str:
    """A wish typed all in toneless pinyin ("yihou meipian de juzi dou xie duan yidian") read as
    the characters it stands for; anything else as typed."""
    if re.search(rf"[{_CJK}]", text):
        return text
    tokens = re.findall(r"[A-Za-z]+", text)
    if len(tokens) < 4 or sum(_is_pinyin(t) for t in tokens) < 0.8 * len(tokens):
        return text
    lowered = {t.lower() for t in tokens}
    if not lowered & _PINYIN_STYLE or not lowered & _PINYIN_LASTING:
        return text
    read = _PINYIN_RE.sub(lambda m: _PINYIN[m.group(1).lower()], text)
    # The characters run together as Chinese is written.
    return re.sub(rf"(?<=[{_CJK}])\s+(?=[{_CJK}])", "", read)


# -- another language's no / more / fewer before "emoji" -----------------------------------

_EMOJI_WORD = r"(emojis?|emoticons?|emojiler|emoji's)"
_FOREIGN_EMOJI = (
    # Tagalog "walang / wala nang", Dutch "geen", German "kein(e)", Spanish "sin / nada de",
    # French "sans / pas d'", Indonesian and Malay "tanpa / tiada" — and the "na", "meer",
    # "mehr", "más", "plus" after ("no … any more") taken with it.
    (
        re.compile(
            r"\b(?:walang|wala\s+(?:nang|na|ng)|geen|keine?|sin|nada\s+de|sans|pas\s+d['’]|"
            r"tanpa|tiada|ohne)\s*" + _EMOJI_WORD + r"(?:\s+(?:na|meer|mehr|más|mas|plus|lagi)\b)?",
            re.IGNORECASE,
        ),
        r"no \1",
    ),
    # Dutch "(veel) meer", German "(viel) mehr", Spanish "más", French "plus d'", Tagalog
    # "mas maraming / maraming", Indonesian "lebih banyak", Italian "più".
    (
        re.compile(
            r"\b(?:veel\s+meer|meer|viel\s+mehr|mehr|m[aá]s|plus\s+d['’]|mas\s+maraming|maraming|"
            r"lebih\s+banyak|banyak|più)\s*" + _EMOJI_WORD,
            re.IGNORECASE,
        ),
        r"more \1",
    ),
    (
        re.compile(
            r"\b(?:minder|weniger|menos|moins\s+d['’]|kaunting|konting|lebih\s+sedikit|meno)\s*"
            + _EMOJI_WORD,
            re.IGNORECASE,
        ),
        r"fewer \1",
    ),
)


def foreign_emoji_said(text: str) -> str:
    """Another language's "no", "more" or "fewer" before "emoji" said in English."""
    for pattern, plain in _FOREIGN_EMOJI:
        text = pattern.sub(plain, text)
    return text


# 「以后不需要感叹号」, 「以后別要感嘆號」: the mark or the emoji refused, as 「不要」 says it.
_NOT_NEEDED = re.compile(
    r"(?:不需要|不用|別要|别要)(?=(?:再)?(?:感叹号|感嘆號|驚嘆號|惊叹号|表情|emoji))", re.IGNORECASE
)
# 「句子别拖」, 「句子不要拖拖拉拉」: sentences told not to drag are sentences kept short.
_NOT_DRAGGED = re.compile(r"(句子|每句话?)(?:别|不要|不许|莫|甭)(?:再)?拖(?:拖拉拉|拉|沓|长)?")


def as_meant(text: str) -> str:
    """The message as its writer meant it: starred fixes put in place, stretches undone,
    text-speak spelt out, pinyin read, foreign emoji quantities said in English, questions
    answered at once said as statements, "short ones" as the noun meant."""
    text = starred_fix_applied(text)
    text = unstretched(text)
    text = pinyin_read(text)
    text = spelt_out(text)
    text = spoken_plainly(foreign_emoji_said(text))  # "più calmo", 安安静静, 不搞那种…
    text = double_negatives_said(_NOT_DRAGGED.sub(r"\1别太长", text))
    text = _NOT_NEEDED.sub("不要", text)
    return examples_said(ones_named(answered_said(text)))
