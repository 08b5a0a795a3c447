"""Which paragraph holds the words a suggestion names it by: "the paragraph about the bakery"
(the one holding most of its words, any ending), 写章鱼风筝的那段 (the one holding the phrase, or
its longest tail or pieces that only one paragraph holds). The article's topic words, held by
most paragraphs, name none of them; a paragraph that only passes a word in its opening phrase
("Beyond the viaduct…", 过了高架桥) is not about it. Used by app/editing/mentions.py and
app/editing/entry_topics.py.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.contact_named import contact_holders
from app.editing.counted_topics import counted_holders
from app.editing.number_words import en_number

# ("you" of "the thank-you paragraph" names nothing: the opening's "thank you all" is no
# closer to it than "I want to thank the volunteers")
_STOP = frozenset(
    {"the", "a", "an", "of", "to", "in", "on", "at", "and", "or", "with", "for", "about", "that"}
    | {"you"}
)


def _holding(phrase: str, paragraphs: Sequence[str]) -> set[int]:
    """The one paragraph holding `phrase` (or its longest tail of 2+ characters that only one
    paragraph holds); none when it is not unique. A phrase no paragraph holds in any tail
    ("老张那家店" for "**老张牛肉面**") is placed by its longest pieces that some paragraph
    holds, when every such piece points at the same one."""
    if contact := contact_holders(phrase, paragraphs):
        return contact  # 联系方式那段: the one with a phone number, whatever its words
    for start in range(0, len(phrase) - 1):
        piece = phrase[start:]
        if piece[0].isspace():
            continue  # " --delete" of 讲 --delete 那段 is "--delete", wherever it stands
        holders = {i for i, p in enumerate(paragraphs) if piece in p}
        if len(holders) > 1:
            holders = _not_passing(_in_prose(holders, paragraphs), paragraphs, piece)
        if len(holders) > 1 and _ASKING_ONLY.fullmatch(phrase[:start]):
            # the whole topic (讲|教学池), not a tail of it (介绍明年|科技节)
            holders = _opening_with(holders, paragraphs, piece) or holders
        if len(holders) == 1:
            longer = _longer_piece(phrase, len(piece), paragraphs)
            if not longer and _head_elsewhere(phrase[:start], holders, paragraphs):
                return _all_characters(phrase, paragraphs)  # 新增地块: 地块 is another's word
            return longer or holders
        if len(holders) > 1:
            return _all_words(phrase, paragraphs) or _rare_pieces(phrase, paragraphs)
    for size in range(len(phrase) - 1, 1, -1):
        pieces = {phrase[i : i + size] for i in range(len(phrase) - size + 1)}
        holders = {i for i, p in enumerate(paragraphs) for piece in pieces if piece in p}
        if holders:
            return holders if len(holders) == 1 else _rare_pieces(phrase, paragraphs)
    return set()


def _head_elsewhere(head: str, holders: set[int], paragraphs: Sequence[str]) -> bool:
    """Whether a word of two characters of the phrase's head, left off for its tail, is held
    by one paragraph alone, not the tail's: 新增 of 新增地块 said by the paragraph on the new
    plots (新增6块地) while another says 地块 — the tail is then no name of its own (a speaker's
    name on many paragraphs, 林晓 of 林晓讲最难那段, names none)."""
    pieces = {head[i : i + 2] for i in range(len(head) - 1)}
    pieces = {piece for piece in pieces if re.fullmatch(r"[\u4e00-\u9fff]{2}", piece)}
    for piece in pieces:
        held = {i for i, p in enumerate(paragraphs) if piece in p}
        if len(held) == 1 and not held & holders:
            return True
    return False


def _all_characters(phrase: str, paragraphs: Sequence[str]) -> set[int]:
    """The one paragraph holding every character of a Chinese phrase close together, in any
    order or with a figure between (新增地块 in 新增6块地, 新开瑜伽室 in 新开了一间瑜伽教室)."""
    chars = [c for c in phrase if "\u4e00" <= c <= "\u9fff"]
    reach = 2 * len(phrase) + 4
    held = {
        i
        for i, p in enumerate(paragraphs)
        if any(all(c in p[at : at + reach] for c in chars) for at in range(max(1, len(p) - 1)))
    }
    return held if len(held) == 1 else set()


def _longer_piece(phrase: str, tail: int, paragraphs: Sequence[str]) -> set[int]:
    """The one paragraph holding a piece of the phrase well longer than the tail another one
    holds: 我爸年轻时来黄山那段 is the one saying 我爸年轻时来过, not the opening that names 黄山
    (and 我爸 in passing); none when no such piece is held by one paragraph alone."""
    for size in range(len(phrase) - 1, tail + 1, -1):
        pieces = {phrase[i : i + size] for i in range(len(phrase) - size + 1)}
        pieces = {piece for piece in pieces if re.fullmatch(r"[\u4e00-\u9fff]+", piece)}
        holders = {i for i, p in enumerate(paragraphs) for piece in pieces if piece in p}
        if holders:
            return holders if len(holders) == 1 else set()
    return set()


def _all_words(phrase: str, paragraphs: Sequence[str]) -> set[int]:
    """The one paragraph holding each two-character word of a Chinese topic of two or three
    such words, apart: 后台同步 in "同步现在在后台运行" (other paragraphs say 同步 alone)."""
    if len(phrase) not in (4, 6) or not re.fullmatch(r"[\u4e00-\u9fff]+", phrase):
        return set()
    words = [phrase[i : i + 2] for i in range(0, len(phrase), 2)]
    holders = {i for i, p in enumerate(paragraphs) if all(w in p for w in words)}
    return holders if len(holders) == 1 else set()


def _common(held: int, paragraphs: Sequence[str]) -> bool:
    """Whether a word held by this many paragraphs is the article's topic ("kite" of a kite
    festival's report), which names none of them."""
    return len(paragraphs) >= 4 and held * 2 > len(paragraphs)


def _rare_pieces(phrase: str, paragraphs: Sequence[str]) -> set[int]:
    """The one paragraph holding what is left of the phrase without the article's topic
    words: 章鱼 of 写章鱼风筝的那段 where 风筝 is in most paragraphs; none when not one."""
    rest = phrase
    for size in range(len(phrase), 1, -1):
        for start in range(len(phrase) - size + 1):
            piece = phrase[start : start + size]
            if piece in rest and _common(sum(piece in p for p in paragraphs), paragraphs):
                rest = rest.replace(piece, " ")
    parts = [part for part in rest.split() if len(part) >= 2]
    if rest == phrase or not parts:
        return set()
    found = {i for part in parts for i in _holding(part, paragraphs)}
    return found if len(found) == 1 else set()


def _holding_words(phrase: str, paragraphs: Sequence[str], rest: str = "") -> set[int]:
    """The paragraph holding the most of the phrase's words (any ending: "calling" is held by
    "called"), when one clearly does. Number words name nothing; an email's quoted thread
    ("> On Tue, Dana wrote:") counts only when no paragraph of the writer's own holds a word;
    a tie is broken by the other words of the suggestion (`rest`)."""
    # (a count said only in an email's quoted thread is read by the thread's rule below)
    counted = {i for i in counted_holders(phrase, paragraphs) if not _quoted_thread(paragraphs[i])}
    if counted:
        return counted  # "the paragraph about the eleven hours": the one that says them
    words = [_stem(w) for w in re.findall(r"[a-z0-9']+", phrase.lower()) if w not in _STOP]
    words = [w for w in words if w and en_number(w) is None and w != "both"]
    if not words:
        return set()
    paragraphs = [_without_names(p, _plurals(phrase)) for p in paragraphs]
    rare = [w for w in words if not _common(sum(_hits([w], p) for p in paragraphs), paragraphs)]
    if rare and len(rare) < len(words):
        words = rare  # "the octopus kite" of a kite festival's report: the octopus names it
    hits = [_hits(words, p) for p in paragraphs]
    own = [0 if _quoted_thread(p) else h for p, h in zip(paragraphs, hits, strict=True)]
    if any(own):
        hits = own
    best = max(hits, default=0)
    if best == 0 or best < (len(words) + 1) // 2:
        return set()
    tied = [i for i, h in enumerate(hits) if h == best]
    if len(tied) > 1 and len(words) == 1:
        tied = sorted(_not_passing(set(tied), paragraphs, words[0]))
    if len(tied) > 1:
        # "the Sunday paragraph": the one that opens with the words, not one that mentions them
        opening = [i for i in tied if _hits(words, " ".join(paragraphs[i].split()[:3])) == best]
        tied = opening if len(opening) == 1 else tied
    if len(tied) > 1 and (quoted := _quoted(rest)):
        # 'the thank-you paragraph from "I" to "we"': the one that holds the quoted words
        holding = [i for i in tied if any(_says(q, paragraphs[i]) for q in quoted)]
        tied = holding or tied
    if len(tied) > 1 and rest:
        others = [_stem(w) for w in re.findall(r"[a-z0-9']+", rest.lower()) if len(w) > 3]
        extra = {i: _hits(others, paragraphs[i]) for i in tied}
        top = max(extra.values())
        tied = [i for i in tied if extra[i] == top] if top else tied
    return {tied[0]} if len(tied) == 1 else set()


def _plurals(phrase: str) -> list[str]:
    """The lower-case plural words of a topic ("prices", "kites"), as the singular they hold."""
    return [w[:-1] for w in re.findall(r"\b[a-z]{3,}s\b", phrase) if not w.endswith("ss")]


def _without_names(paragraph: str, singulars: Sequence[str]) -> str:
    """The paragraph with a name that spells a topic's singular taken out: "the paragraph about
    prices" is not the one about organiser Helen Price — a name mid-sentence, capitalised,
    never a plural — while "the paragraph about the bakery" still finds Marston Bakery."""
    for singular in singulars:
        name = re.escape(singular.capitalize())
        paragraph = re.sub(rf"(?<=[a-z,;] ){name}\b", " ", paragraph)
    return paragraph


def _quoted(text: str) -> list[str]:
    """The words the suggestion puts in quotation marks, double or single ('I' to 'we')."""
    pairs = re.findall(
        r"[\"“「]([^\"”」\n]{1,40})[\"”」]|(?<!\w)['‘]([^'’\n]{1,40})['’](?!\w)", text
    )
    return [double or single for double, single in pairs]


def holding_said_most(phrase: str, paragraphs: Sequence[str], rest: str) -> set[int]:
    """Of several paragraphs holding a Chinese topic word (感谢 in a speech's opening, middle
    and closing), the one that also holds the suggestion's quoted words (感谢那段把“我”改成
    “我们”), or else says the word most often; none when not one."""
    held = [i for i, p in enumerate(paragraphs) if phrase in p]
    if len(held) < 2:
        return set()
    holding = [i for i in held if any(q in paragraphs[i] for q in _quoted(rest))]
    held = holding or held
    counts = {i: paragraphs[i].count(phrase) for i in held}
    best = [i for i in held if counts[i] == max(counts.values())]
    return {best[0]} if len(best) == 1 else set()


def _says(words: str, paragraph: str) -> bool:
    """Whether the paragraph holds the words as written, as whole words ("I", not "in")."""
    return re.search(rf"(?<!\w){re.escape(words)}(?!\w)", paragraph) is not None


# A paragraph that opens by passing what an earlier one is about: "Beyond the viaduct the
# path…", "After the interval came…", "过了高架桥，步道…", "演出结束后，…".
_EN_PASSING = re.compile(
    r"^\W*(?:beyond|past|after|leaving|following|once (?:past|through|over|across)"
    r"|(?:having )?(?:passed|crossed|left))\s+(?:the\s+|this\s+|that\s+)?(?:\w+\s+){0,2}?$",
    re.IGNORECASE,
)
_ZH_PASSING = re.compile(
    r"^(?:过了|经过|穿过|越过|离开|出了|告别|走过|绕过)|(?:之后|以后|过后|后)$"
)


def _in_prose(held: set[int], paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs of `held` that are prose, not a fenced code block: 讲 --delete 那段 is the
    one that talks about the option, not the command that uses it; all when none is prose."""
    prose = {i for i in held if not paragraphs[i].lstrip().startswith(("```", "~~~"))}
    return prose or held


def _not_passing(held: set[int], paragraphs: Sequence[str], word: str) -> set[int]:
    """The paragraphs holding `word` without those that only pass it in their opening words
    after an earlier paragraph has held it: "the viaduct paragraph" is the one about the
    viaduct, not the next one that starts "Beyond the viaduct"; none dropped when that
    would leave none."""
    first = min(held)
    kept = {i for i in held if i == first or not _passes(paragraphs[i], word)}
    return kept or held


_ASKING_ONLY = re.compile(r"[和与跟及把将]?(?:讲|说|写|关于|有关|介绍|提到)?")


def _opening_with(held: set[int], paragraphs: Sequence[str], word: str) -> set[int]:
    """The one paragraph of those holding `word` that opens with it — its subject (讲教学池的
    那段: "教学池水深0.9米…", not "…新建了一个教学池…"); none when not one."""
    opening = {i for i in held if paragraphs[i].lstrip(" #*>-").startswith(word)}
    return opening if len(opening) == 1 else set()


def _passes(paragraph: str, word: str) -> bool:
    """Whether the word occurs in the paragraph once, in an opening phrase that passes it."""
    lowered = paragraph.lower()
    if re.match(r"[\u4e00-\u9fff]", word):
        clause = re.split(r"[，,。；;：:]", paragraph.strip(), maxsplit=1)[0]
        at = clause.find(word)
        if lowered.count(word) != 1 or at < 0:
            return False
        return bool(_ZH_PASSING.search(clause[:at]) or _ZH_PASSING.search(clause[at + len(word) :]))
    found = list(re.finditer(rf"\b{re.escape(word)}", lowered))
    return len(found) == 1 and _EN_PASSING.match(lowered[: found[0].start()]) is not None


def _stem(word: str) -> str:
    """The start a word's forms share: "calling", "called" → "call"; "keys" → "key"."""
    for ending in ("ing", "ed", "es", "s"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)][:6]
    return word[:6]


def _hits(stems: Sequence[str], paragraph: str) -> int:
    lowered = paragraph.lower()
    return sum(
        1
        for stem in stems
        if re.search(rf"\b{_IRREGULAR.get(stem, re.escape(stem))}", lowered)
        or (len(stem) >= 5 and re.search(_split(stem), lowered))
    )


def _split(stem: str) -> str:
    """A compound word written as two ("the setup paragraph": "To set up, …", "set-up")."""
    halves = (f"{re.escape(stem[:at])}[ -]{re.escape(stem[at:])}" for at in range(2, len(stem) - 1))
    return r"\b(?:" + "|".join(halves) + ")"


# Verbs whose past is no ending on their start: "how long a starter keeps" is held by "a
# starter kept this way" (each stem as _stem gives it, present or past, and both forms).
_IRREGULAR_FORMS = (
    ("ke(?:ep|pt)", ("keep", "kept")),
    ("fe(?:el|lt)", ("feel", "felt")),
    ("sle(?:ep|pt)", ("sleep", "slept")),
    ("le(?:av|ft)", ("leave", "leav", "left")),
    ("b(?:uy|ought)", ("buy", "bought")),
    ("s(?:ell|old)", ("sell", "sold")),
    ("t(?:ell|old)", ("tell", "told")),
    ("f(?:ind|ound)", ("find", "found")),
    ("h(?:old|eld)", ("hold", "held")),
    ("buil[dt]", ("build", "built")),
    ("spen[dt]", ("spend", "spent")),
    ("lo(?:se|st)", ("lose", "los", "lost")),
    ("t(?:ak|ook)", ("take", "tak", "took")),
    ("br(?:ing|ought)", ("bring", "brought")),
    ("ca(?:tch|ught)", ("catch", "catch", "caught")),
)
_IRREGULAR = {stem: pattern for pattern, stems in _IRREGULAR_FORMS for stem in stems}


def _quoted_thread(paragraph: str) -> bool:
    """Whether a paragraph is an email's quoted earlier message (every line starts ">")."""
    lines = [line for line in paragraph.split("\n") if line.strip()]
    return bool(lines) and all(line.lstrip().startswith(">") for line in lines)


# Characters that say where or which, not what: 开头那段, 最后那段, 这段, 第几段.
# Words of place, not topics: 上面那段 is the paragraph above.
_PLACE = re.compile(r"[上下前后][面边方头]|开头|结尾|首末")
_NOT_TOPIC = frozenset(
    "把将给让讲写说谈关于有的那这段句话开头结尾首末最后前后上下第一二三四五六七八九十"
)


def holding_characters(phrase: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraph a two-character Chinese topic names by the one character it alone holds,
    when no paragraph holds the word: 筹款那段 for the paragraph that says 筹得 (筹 in it alone,
    款 in none), 定价那段 for 售价; or by both characters apart, in it alone (选书那段 for 该选
    什么书); or by one, held only by a heading and the paragraph under it (交租 for ## 租金),
    or by one written most often by one paragraph (致谢 for the paragraph that thanks twice).
    None for a longer topic (提要求 is no word of one paragraph), or when it is not one place."""
    chars = [c for c in phrase if "\u4e00" <= c <= "\u9fff" and c not in _NOT_TOPIC]
    if len(chars) == 1 and re.fullmatch(r"[\u4e00-\u9fff]{2}", phrase) and not _PLACE.match(phrase):
        # 下雨那段 for 下起了小雨: 下 is also a word of place, so both are read close together
        alone = {i for i, p in enumerate(paragraphs) if chars[0] in p}
        return alone if len(alone) == 1 and alone == _all_characters(phrase, paragraphs) else set()
    if len(chars) != 2 or len(paragraphs) < 3:
        return set()
    holders = [{i for i, p in enumerate(paragraphs) if char in p} for char in chars]
    sizes = sorted(len(h) for h in holders)
    if sizes == [0, 1]:
        return holders[0] | holders[1]
    both = holders[0] & holders[1]
    if len(both) == 1:
        return both  # 选书那段: the one paragraph that says 选 and 书 (该选什么书)
    held = holders[0] | holders[1]
    if sizes[0] == 0 and len(held) == 2:
        # 交租那段: 租 only in a heading (## 租金) and the paragraph under it
        first, second = sorted(held)
        if second == first + 1 and paragraphs[first].lstrip().startswith("#"):
            return held
    if sizes[0] == 0:
        return _saying_most(chars[0] if holders[0] else chars[1], paragraphs)
    return set()


def _saying_most(char: str, paragraphs: Sequence[str]) -> set[int]:
    """The one paragraph that writes `char` most often, twice at least and more than any
    other: 致谢那段 for the paragraph that thanks twice (我要感谢…也要感谢…) when the opening
    and the closing thank once each."""
    counts = sorted(((p.count(char), i) for i, p in enumerate(paragraphs)), reverse=True)
    (most, index), (next_most, _) = counts[0], counts[1]
    return {index} if most >= 2 and most > next_most else set()


# A topic that is a kind of figure — prices, costs, fares; times, hours — and the figures of
# that kind: "the paragraph about ticket prices" is one of the paragraphs that give a price.
_MONEY_TOPIC = re.compile(
    r"\b(?:prices?|pricing|costs?|fees?|fares?|charges?|money)\b|价格|票价|价钱|费用|收费|多少钱|价位",
    re.I,
)
_MONEY = re.compile(r"[£$€¥￥]\s?\d|\d\s?(?:英镑|元|美元|欧元|块钱|便士)")
_TIME_TOPIC = re.compile(
    r"\b(?:times?|hours?|timetable|schedule|opening hours)\b|时间|几点|时刻|钟点", re.I
)
_TIME = re.compile(
    r"\b\d{1,2}(?:[.:]\d{2})?\s?(?:a\.m\.|p\.m\.|am\b|pm\b)|\b\d{1,2}:\d{2}\b"
    r"|(?:早上|上午|下午|晚上|中午)\d|\d{1,2}[:：]\d{2}|\d点"
)

# A topic of how long something lasts, and the figures that say it (60 minutes, 10 seconds).
_DURATION_TOPIC = re.compile(
    r"\btime[- ]?(?:controls?|limits?)\b|\bdurations?\b|\bhow long\b|用时|时长|时限", re.I
)
_DURATION = re.compile(
    r"\b\d+\s?(?:minutes?|mins?|seconds?|secs?|hours?|hrs?)\b|\d+\s?(?:分钟|秒钟?|小时)", re.I
)

# A topic of dates (讲联赛日期的那段, "the paragraph about the dates") and the dates that say it.
_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_DATE_TOPIC = re.compile(r"\bdates?\b|\bweekdays?\b|\bday of the week\b|日期|日子|星期几", re.I)
# A topic of phone numbers ("add the area code to the phone number", 电话号码前面加区号).
_PHONE_TOPIC = re.compile(r"\b(?:phone|telephone|tel)\b|电话|手机号", re.I)
_PHONE = re.compile(r"(?<![\w.,])\(?\+?\d[\d ()-]{5,}\d(?!\w|[.,]\d)")
# A topic of how to get in touch ("the paragraph with the contact details", 联系方式那段) and
# what gives it: an e-mail address or a phone number.
_CONTACT_TOPIC = re.compile(
    r"\bcontact(?:s|\s+details|\s+info(?:rmation)?)?\b|联系方式|联系信息|联络方式|联系电话|联系邮箱",
    re.I,
)
_CONTACT = re.compile(rf"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|{_PHONE.pattern}")
# A topic of someone's family ("the family paragraph", 家人那段) and the words that name kin.
_FAMILY_TOPIC = re.compile(r"\bfamily\b|家人|家属|家庭", re.I)
_KIN = re.compile(
    r"\b(?:husband|wife|partner|daughters?|sons?|children|parents|mother|father|mum|dad"
    r"|grandchildren|brothers?|sisters?)\b|丈夫|妻子|爱人|女儿|儿子|孩子们|父母|母亲|父亲|孙子|孙女",
    re.I,
)
# A topic of children ("the kids' bit", 孩子们那段) and the words that name them.
_CHILDREN_TOPIC = re.compile(
    r"\b(?:kids?|children|child|youngsters|little ones)\b|孩子|小朋友|儿童|小孩", re.I
)
_CHILDREN = re.compile(r"\b(?:kids?|children|child|youngsters)\b|孩子|小朋友|儿童|小孩", re.I)
# A topic of a quotation ("the paragraph with the quote", 引语那段) and the words in quotation
# marks that give one (each run stops at any quotation mark: read once, not once a mark).
_QUOTE_TOPIC = re.compile(r"\bquot(?:e|es|ation|ations)\b|引语|引言|引用|引述|名言", re.I)
_QUOTATION = re.compile(r'"[^"\n]{8,}"|“[^“”\n]{4,}”|「[^「」\n]{4,}」')
_DATE = re.compile(
    rf"\d{{1,2}}\s*月\s*\d{{1,2}}\s*[日号]|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{_MONTHS})\b"
    rf"|\b(?:{_MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?\b"
)


def holding_figures(phrase: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs that give a figure of the kind a topic names (prices: the ones with a
    sum of money; times: the ones with a clock time; contact details: the ones with an e-mail
    address or a phone number; family: the ones naming kin; children: the ones naming children;
    a quote: the ones with words in quotation marks), when not
    every paragraph does."""
    found: set[int] = set()
    # "time controls": how long a player may take, not a clock time
    timed = (_DURATION_TOPIC, _DURATION) if _DURATION_TOPIC.search(phrase) else (_TIME_TOPIC, _TIME)
    kinds = (
        (_MONEY_TOPIC, _MONEY),
        timed,
        (_DATE_TOPIC, _DATE),
        (_PHONE_TOPIC, _PHONE),
        (_CONTACT_TOPIC, _CONTACT),
        (_FAMILY_TOPIC, _KIN),
        (_CHILDREN_TOPIC, _CHILDREN),
        (_QUOTE_TOPIC, _QUOTATION),
    )
    for topic, figure in kinds:
        if topic.search(phrase):
            found |= {i for i, p in enumerate(paragraphs) if figure.search(p)}
    return found if len(found) < len(paragraphs) else set()


# The words of a kind of figure, and of a part, that a topic's own words are read without.
_A_KIND = re.compile(
    rf"{_MONEY_TOPIC.pattern}|{_TIME_TOPIC.pattern}|{_DATE_TOPIC.pattern}"
    r"|^(?:line|paragraph|para|part|section|sentence|bits?|about|the)$",
    re.I,
)


def figures_instead_of_word(phrase: str, held: set[int], paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs a topic of a kind of figure — prices, times, dates — names: those holding
    its word, unless none of them gives such a figure and one or two others do. "The paragraph
    about the dates" gives a start date; "a deposit secures the dates" only says the word, as
    "开放时间和票价请查看网站" does for 票价那段."""
    if not held or not _names_only_a_kind(phrase):
        return held
    kinds = ((_MONEY_TOPIC, _MONEY), (_TIME_TOPIC, _TIME), (_DATE_TOPIC, _DATE))
    found: set[int] = set()
    for topic, figure in kinds:
        if topic.search(phrase) and not any(figure.search(paragraphs[i]) for i in held):
            found |= {i for i, p in enumerate(paragraphs) if figure.search(p)}
    # "the half-price coffee line": a word beside the kind's that only the held ones say
    own = [_stem(w) for w in re.findall(r"[a-z]{4,}", phrase.lower()) if not _A_KIND.search(w)]
    if any(_hits([w], paragraphs[i]) for w in own for i in held) and not any(
        _hits([w], paragraphs[i]) for w in own for i in found
    ):
        return held
    return found if 1 <= len(found) <= 2 else held


def figure_not_at(place: set[int], after: str, paragraphs: Sequence[str]) -> bool:
    """Whether `after`, the words after a place (开头**的日期**), names a kind of figure the
    paragraphs at `place` do not give: 开头的日期 of a notice whose opening line holds no date
    is the date near the opening, not that line."""
    named = re.match(r"的(日期|日子|时间|价格|票价|费用)", after)
    if named is None:
        return False
    kinds = ((_MONEY_TOPIC, _MONEY), (_TIME_TOPIC, _TIME), (_DATE_TOPIC, _DATE))
    figure = next(figure for topic, figure in kinds if topic.search(named[1]))
    return not any(figure.search(paragraphs[i]) for i in place)


def _names_only_a_kind(phrase: str) -> bool:
    """Whether a topic is a few words naming a kind of figure ("the dates", 票价, 开放时间), not
    the paragraph's own words quoted ("唯一新增的成本是时间")."""
    cjk = re.findall(r"[\u4e00-\u9fff]", phrase)
    return len(cjk) <= 4 and len(re.findall(r"[A-Za-z]+", phrase)) <= 3


# The public names of the readers.
holding_phrase = _holding
holding_words = _holding_words
