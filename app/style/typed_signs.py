"""A lasting wish typed with signs rather than said in sentences: a setting moved by arrow
emoji ("formality ⬆️⬆️ from now on", 「句子长度⬇️⬇️，以后每篇都这样」, "emoji ⬇️⬇️⬇️ to zero"),
an equation or a comparison ("emoji = 0. every post. forever.", "plain words > fancy words",
"jargon ≠ us", 「表情 = 0」, 「大白话 > 术语」), and a wrong and a right version side by side —
✗ / ✓
lines, ✘ / ✔ word lists, a diff typed as "-old line / +new line" — with a word that it is for
every post ("That's the feel for every post from now on", 「往后每篇都按这个来」, "that's the new
default").

Read word by word, the signs were no words: the arrows and "= 0" unheard (the wish asked about,
or the held value left standing), the two versions read as one text (their words on both sides,
each pulling its own way). Here the sign is the wish: a style named with its direction, or the
difference between the version crossed out and the one kept — the readers turned into "you",
the register moved, the liveliness raised, fancy words made plain, sentences cut or joined.
Said outright like a settings line (app/style/settings_said.py): filed, and firm against a
held value. Only with a word that it lasts; a price, a date or a time fixed the same way
("-$12 / +$15", "✗ Saturday 14th ✓ Sunday 15th", "price ⬆️", 「两大 + 两小 = 家庭票」) names
no style and teaches nothing. Pure: words and readings in, readings out.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass

from app.style.dimensions import Observation
from app.style.hant import simplified
from app.style.normalising import normalise
from app.style.reading import LASTING, says_one_off
from app.style.rewrite_pairs import pair_wish

# A setting said outright: worth what a settings line is worth.
STRENGTH = 0.75
READING = "signs"
_I = re.IGNORECASE
_CJK = r"\u4e00-\u9fff"

# A word that the sign is meant for every piece to come.
_EVERY = re.compile(
    r"\bevery (?:single )?(?:post|one|piece|notice|update|time|issue|newsletter|email|caption)s?\b|"
    r"\ball (?:our |the |future )?(?:posts|pieces|notices|updates|newsletters|captions)\b|"
    r"\b(?:the |our )?new (?:default|normal|standard|rule)\b|\bthat'?s the default\b|"
    r"\bforever\b|\bfor good\b|\bthe feel for\b|\bgoing forward\b|"
    r"每(?:一)?(?:篇|条|期|次|回|封)|往后|以后|今后|永远|一直|统一|默认",
    _I,
)

# -- a style named with its direction ------------------------------------------------------

# (the style's words, its dimension, the value "up", the value "down").
_STYLES: tuple[tuple[str, str, str, str], ...] = (
    (
        r"formality|formal(?:ness)?|register|正式程度|正式度|正式感|正式",
        "formality",
        "formal",
        "casual",
    ),
    (r"casualness|chattiness|口语化?程度|口语", "formality", "casual", "formal"),
    (
        r"sentence[ _-]?length|sentences?|句子长度|句长|句子",
        "sentence_length",
        "longer",
        "shorter",
    ),
    (
        r"paragraph[ _-]?length|paragraphs?|段落长度|段落|段长",
        "paragraph_length",
        "longer",
        "shorter",
    ),
    (r"emojis?|emoticons?|表情符号|表情数量?|表情包?", "emoji", "more", "fewer"),
    (r"energy|liveliness|hype|excitement|fun|活泼度|热闹|活力|激情", "tone", "lively", "calm"),
    (r"calmness|calm|平和|冷静|克制", "tone", "calm", "lively"),
    (r"tone|语气", "tone", "lively", "calm"),
    (
        r"jargon|technical terms?|trade terms?|fancy words|术语|行话|专业词(?:汇)?|专业术语",
        "vocabulary",
        "technical",
        "plain",
    ),
    (
        r"plain(?:ness)? words|plain english|plain language|大白话|白话|通俗(?:程度)?",
        "vocabulary",
        "plain",
        "technical",
    ),
    (r"exclamation(?:[ _-]?marks?)?|感叹号", "exclamation", "more", "fewer"),
)
_STYLE_WORDS = "|".join(f"(?:{words})" for words, *_ in _STYLES)
_UP = r"(?:⬆️?|↑|🔼|📈|⏫|⤴️?)"
_DOWN = r"(?:⬇️?|↓|🔽|📉|⏬|⤵️?)"
_ARROWED = re.compile(
    rf"(?<![\w])(?P<style>{_STYLE_WORDS})\s*(?:(?P<up>(?:{_UP}\s*)+)|(?P<down>(?:{_DOWN}\s*)+))"
    rf"(?P<after>[^.。!！?？\n]{{0,24}})",
    _I,
)
# "to zero", 「降到零」: the arrow taken all the way down.
_TO_ZERO = re.compile(
    r"\b(?:to|down to|at)\s+(?:zero|0|none|nil|nothing)\b|"
    r"(?:降|减|砍|清)?(?:到|至|成)?(?:零|(?<!\d)0(?!\d))|清零|归零|"
    r"一个(?:都)?不(?:要|留)",
    _I,
)
# "emoji = 0", 「表情 = 0」, "sentences = short".
_EQUATED = re.compile(
    rf"(?<![\w])(?P<style>{_STYLE_WORDS})\s*(?:=|==|＝|:=)\s*(?P<value>[^\s.。,，!！?？;；]{{1,12}})",
    _I,
)
_ZERO = re.compile(r"^(?:0|zero|none|nil|no|off|零|无|没有|不要)$", _I)
_LOW = re.compile(r"^(?:low|short|few|fewer|less|min(?:imal)?|1|one|少|短|低)$", _I)
_HIGH = re.compile(r"^(?:high|long|lots|many|more|max(?:imum)?|多|长|高)$", _I)

# -- two sides compared: "plain words > fancy words", "jargon ≠ us" --------------------------

# (a side's words, its dimension, its value).
_SIDES: tuple[tuple[str, str, str], ...] = (
    (
        r"plain (?:english|words|language|talk)|simple words|everyday words|"
        r"大白话|白话|通俗(?:的话)?|人话",
        "vocabulary",
        "plain",
    ),
    (
        r"jargon|fancy words|big words|buzzwords|technical terms|术语|行话|黑话|专业词(?:汇)?|官话",
        "vocabulary",
        "technical",
    ),
    (r"short sentences|短句(?:子)?", "sentence_length", "shorter"),
    (r"long sentences|长句(?:子)?", "sentence_length", "longer"),
    (r"casual|chatty|relaxed|口语(?:化)?|随意|轻松", "formality", "casual"),
    (r"formal(?:ity)?|stiff|posh|official|正式|官腔|书面(?:语)?", "formality", "formal"),
    (r"calm|quiet|low[ -]key|平和|安静|克制", "tone", "calm"),
    (r"hype|lively|fun|energy|热闹|活泼|激情", "tone", "lively"),
)
_SIDE_WORDS = "|".join(f"(?:{words})" for words, *_ in _SIDES)
_COMPARED = re.compile(
    rf"(?<![\w])(?P<left>{_SIDE_WORDS})\s*(?P<sign>>|＞|≫|<|＜|≪|≠|!=|=/=)\s*"
    rf"(?P<right>{_SIDE_WORDS}|us|we|our (?:voice|brand|posts)|我们|咱们|咱)(?![\w])",
    _I,
)

# -- a wrong and a right version side by side ------------------------------------------------

_CROSS = "✗✘❌×✖❎"
_TICK = "✓✔✅☑"
_MARKED = re.compile(rf"(?P<mark>[{_CROSS}{_TICK}]️?)\s*(?P<item>[^{_CROSS}{_TICK}\n]*)")
_QUOTES = "\"'“”‘’「」『』"
# A figure, a weekday or month, a time, a price: what a fact fix changes.
_FACT = re.compile(
    r"\d+(?:[.:]\d+)?|[£$€¥￥]|\b(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?\b|"
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:noon|midnight|[ap]m)\b|"
    r"周[一二三四五六日天]|星期[一二三四五六日天]|礼拜[一二三四五六日天]|"
    r"[一二三四五六七八九十百千万两]+(?:月|号|日|点|元|块|楼|层|号码头)",
    _I,
)
_YOU = re.compile(r"\byou(?:r|rs|'ll|'re|'ve|'d)?\b|你", _I)
_READERS = re.compile(
    r"\b(?:visitors?|guests?|customers?|readers?|attendees?|members?|parents?|patrons?|"
    r"passengers?|users?|subscribers?|students?|fans?|clients?|diners?|shoppers?|the public)\b|"
    r"游客|读者|客户|顾客|家长|会员|乘客|用户|居民|观众|学员|粉丝|来客|客人|食客|住客",
    _I,
)
_FORMAL = re.compile(
    r"\b(?:are|is) (?:hereby )?(?:requested|advised|reminded|required|invited|kindly asked)\b|"
    r"\b(?:regret|wish|are pleased|are delighted|are happy|are proud) to (?:inform|announce|"
    r"advise|notify|confirm)\b|\bwe are (?:pleased|delighted)\b|\bplease be advised\b|"
    r"\b(?:valued|dear|kindly|patrons|attendees|residents|proceed|premises|vacate|commence|"
    r"prior to|in accordance with|shall|hereby|henceforth|ensure|management|notify|inform|"
    r"wishes to|whom|thereof)\b|"
    r"敬请|敬告|请各位|各位|广大|人员|莅临|务必|有序|届时|予以|特此|兹|须|应当|请您|您|将于|恭候|"
    r"品鉴|光临|谨此|诚邀|本店|本馆|本公司|恕不",
    _I,
)
_CASUAL = re.compile(
    r"\b(?:hey|hi|folks|guys|y'all|grab|head (?:over|on|down|up)|pop|swing by|guess what|"
    r"we'll|you'll|it's|that's|let's|we're|gonna|wanna|cool|awesome|heads up|come on)\b|"
    r"吧|哈|啦|呀|哦|呗|咯|嘛|老铁|搞起来|走起|快来|一起来|伙伴们|朋友们",
    _I,
)
_LIVELY = re.compile(
    r"[!！]|[\U0001F300-\U0001FAFF\u2600-\u27BF]|\b[A-Z]{2,}\b|超|太.{1,4}了|哇|耶"
)
_SENTENCE_END = re.compile(r"[.!?。！？；;]+")
# A sentence long enough that cutting it is the point: in words, or CJK characters.
_LONG = 12
_SLANG = re.compile(r"\b(?:lol|gonna|wanna|omg|tbh|ngl|lit|vibes?)\b|绝绝子|yyds|家人们|集美", _I)


@dataclass(frozen=True)
class _Shown:
    """A wrong and a right version: the texts, and whether they are lists of single words."""

    was: str
    wanted: str
    words: bool


def _shown(text: str) -> tuple[_Shown, str] | None:
    """The versions crossed out and kept in a message, and what else it says — or None."""
    crossed: list[str] = []
    ticked: list[str] = []
    rest: list[str] = []
    lines = text.split("\n")
    diff_minus = [line[1:] for line in lines if re.match(r"^\s*-(?!-)\S", line)]
    diff_plus = [line[1:] for line in lines if re.match(r"^\s*\+(?!\+)\S", line)]
    if diff_minus and diff_plus:
        rest = [line for line in lines if not re.match(r"^\s*[-+](?![-+])\S", line)]
        return _Shown(" ".join(diff_minus).strip(), " ".join(diff_plus).strip(), False), "\n".join(
            rest
        )
    for line in lines:
        marks = list(_MARKED.finditer(line))
        if not marks:
            rest.append(line)
            continue
        rest.append(line[: marks[0].start()])
        for mark in marks:
            item = mark.group("item").strip().strip(",，、;；").strip()
            side = crossed if mark.group("mark")[0] in _CROSS else ticked
            # The last item of a line may run into the writer's words: "✓ Sun - my mistake".
            quoted = re.match(rf"^[{_QUOTES}](?P<said>[^{_QUOTES}]+)[{_QUOTES}](?P<rest>.*)$", item)
            said = (
                [quoted["said"], quoted["rest"]]
                if quoted
                else re.split(r"\s+[-–—]\s+", item, maxsplit=1)
            )
            side.append(said[0].strip(_QUOTES + " "))
            if len(said) > 1 and said[1].strip():
                rest.append(said[1])
    if not crossed or not ticked:
        return None
    words = len(crossed) + len(ticked) > 2 and all(
        len(item.split()) <= 3 and len(item) <= 16 for item in crossed + ticked
    )
    return _Shown(" ".join(crossed), " ".join(ticked), words), "\n".join(rest)


def _sentence_size(text: str) -> float:
    """Mean sentence length, in words (or CJK characters) per sentence."""
    sentences = [s for s in _SENTENCE_END.split(text.replace("，", "，")) if s.strip()]
    if not sentences:
        return 0.0
    sizes = [len(re.findall(rf"[{_CJK}]", s)) or len(s.split()) for s in sentences]
    return sum(sizes) / len(sizes)


def _difference(shown: _Shown) -> tuple[str, str] | None:
    """What the kept version does that the crossed-out one does not."""
    was, wanted = shown.was, shown.wanted
    if sorted(_FACT.findall(was)) != sorted(_FACT.findall(wanted)):
        return None  # a date, a time or a price put right
    if shown.words:
        # Words banned by name with their replacements: a kind of word (app/style/banned_words.py).
        if _SLANG.search(was) and not _SLANG.search(wanted):
            return ("formality", "formal")
        return ("vocabulary", "plain")
    before, after = _sentence_size(was), _sentence_size(wanted)
    if before >= _LONG and after <= 0.6 * before:
        # Long sentences cut into short ones: whatever else the cut took with it.
        return ("sentence_length", "shorter")
    you_was, you_wanted = _YOU.search(was), _YOU.search(wanted)
    if you_wanted and not you_was and _READERS.search(was):
        return ("person", "second")
    if you_was and not you_wanted and _READERS.search(wanted):
        return ("person", "third")
    lively = len(_LIVELY.findall(wanted)) - len(_LIVELY.findall(was))
    if lively >= 2:
        return ("tone", "lively")
    register = (len(_FORMAL.findall(wanted)) - len(_CASUAL.findall(wanted))) - (
        len(_FORMAL.findall(was)) - len(_CASUAL.findall(was))
    )
    if register:
        return ("formality", "formal" if register > 0 else "casual")
    quoted = pair_wish(f"Instead of '{was}', write '{wanted}'. Every post.")
    if quoted is not None and quoted[0] == "vocabulary":
        return quoted
    if lively >= 1:
        return ("tone", "lively")
    if before and after and after <= 0.6 * before:
        return ("sentence_length", "shorter")
    if before and after and after >= 1.6 * before:
        return ("sentence_length", "longer")
    if lively <= -2:
        return ("tone", "calm")
    return None


def _style(words: str) -> tuple[str, str, str]:
    for pattern, dimension, up, down in _STYLES:
        if re.fullmatch(f"(?:{pattern})", words, _I):
            return dimension, up, down
    raise ValueError(words)


def _side(words: str) -> tuple[str, str] | None:
    for pattern, dimension, value in _SIDES:
        if re.fullmatch(f"(?:{pattern})", words, _I):
            return dimension, value
    return None


def _opposite(dimension: str, value: str) -> str:
    for _, d, up, down in _STYLES:
        if d == dimension and value in (up, down):
            return down if value == up else up
    return value


def _signed(text: str) -> list[tuple[str, str]]:
    """The (dimension, value) pairs the arrows, equations and comparisons of a text set."""
    found: list[tuple[str, str]] = []
    for arrowed in _ARROWED.finditer(text):
        dimension, up, down = _style(arrowed.group("style"))
        value = up if arrowed.group("up") else down
        if dimension in ("emoji", "exclamation") and value == "fewer":
            value = "none" if _TO_ZERO.search(arrowed.group("after")) else "fewer"
        found.append((dimension, value))
    for equated in _EQUATED.finditer(text):
        dimension, up, down = _style(equated.group("style"))
        said = equated.group("value")
        if _ZERO.match(said) and dimension in ("emoji", "exclamation"):
            found.append((dimension, "none"))
        elif _LOW.match(said):
            found.append((dimension, "fewer" if dimension in ("emoji", "exclamation") else down))
        elif _HIGH.match(said):
            found.append((dimension, up))
    for compared in _COMPARED.finditer(text):
        left, right = _side(compared.group("left")), _side(compared.group("right"))
        sign = compared.group("sign")
        if left is None:
            continue
        if right is None:
            if sign in ("≠", "!=", "=/="):  # "jargon ≠ us", 「正式 ≠ 我们」: not us, the other way
                found.append((left[0], _opposite(*left)))
        elif left[0] == right[0] and left[1] != right[1] and sign not in ("≠", "!=", "=/="):
            found.append(left if sign in (">", "＞", "≫") else right)
    return found


def signs_read(words: Sequence[str], said: list[Observation]) -> list[Observation]:
    """`said`, with what a lasting wish typed in signs asks in place of what its words were read
    as on the dimensions it names (a wrong and a right version: in place of every reading)."""
    for text in words:
        plain = simplified(text)
        if says_one_off(normalise(plain)):
            continue  # ("✗ … ✓ … just for this post")
        shown = _shown(plain)
        if shown is not None:
            versions, rest = shown
            wanted = _difference(versions) if _lasts(rest) else None
            if wanted is not None:
                said = [_filed(*wanted, text)]
            continue
        signed = dict(_signed(plain))
        if not signed or not _lasts(plain):
            continue
        said = [o for o in said if o.dimension not in signed]
        said += [_filed(dimension, value, text) for dimension, value in signed.items()]
    return said


def _lasts(text: str) -> bool:
    return bool(_EVERY.search(text) or LASTING.search(normalise(text)))


def _filed(dimension: str, value: str, text: str) -> Observation:
    return Observation(
        dimension,
        value,
        "writer",
        STRENGTH,
        True,
        quote=text.strip()[:200],
        explicit=True,
        reading=READING,
    )
