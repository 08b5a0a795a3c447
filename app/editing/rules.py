"""The rules editor: mechanical edits (replace, delete or swap paragraphs, retitle, remove
emoji) applied deterministically, in English and Chinese, with no model.

It is the fast path before a model and the offline editor, so it takes a suggestion only when
it understands all of it: a term in quotes must be the whole term ("Change 'slow' to 'steep'
in the poem" replaces slow with steep), and a suggestion that asks for more than the rule
does ("Retitle it 'X' and make paragraph 2 vivid") goes to the model.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

from app.domain.text import CJK_CHAR, EMOJI_PATTERN, join_paragraphs, split_paragraphs


@dataclass
class RuleEdit:
    """The article after a rule ran. `changed=False`: the suggestion was understood but could
    not be applied (the words are not there, no such paragraph); `summary` says why."""

    title: str
    body: str
    summary: str
    changed: bool = True


OFFLINE_HELP = """\
Redline is running offline, without a language model, so it can only make mechanical \
edits — and this suggestion needs a model, so the article is unchanged.
离线模式只能做机械修改；改语气、改长度、润色改写需要接入大模型，文章暂未改动。

What works offline (离线可用):
- Replace words: replace "twenty" with "thirty" · change "colour" to "color" · \
把“十五”改成“五十” · 将旧名替换为新名
- Delete a paragraph: delete paragraph 3 · delete the last paragraph · 删除第三段 · 去掉最后一段
- Swap paragraphs: swap paragraphs 1 and 2 · 交换第一段和第二段
- Change the title: change the title to "Spring in Kyoto" · 标题改成「京都的春天」
- Remove emoji: remove all emoji · 去掉所有表情
Put words in quotes when they contain spaces or punctuation. 词语含空格或标点时请加引号。

To let a model make any edit, set these (in the environment or a .env file) and restart:
  REDLINE_LLM_PROVIDER=openai
  REDLINE_LLM_BASE_URL=https://api.openai.com/v1  (Ollama: http://127.0.0.1:11434/v1)
  REDLINE_LLM_MODEL=gpt-4o-mini  (the model name your endpoint serves)
  REDLINE_LLM_API_KEY=sk-…  (not needed for a local model)
"""

# --- shared pieces ----------------------------------------------------------------------

_QUOTE_PAIRS = {'"': '"', "“": "”", "「": "」", "『": "』", "'": "'", "‘": "’"}
_QUOTED = (
    "(?:"
    + "|".join(
        f"{re.escape(o)}[^{re.escape(c)}\\n]*{re.escape(c)}" for o, c in _QUOTE_PAIRS.items()
    )
    + ")"
)
_QUOTE_OPENERS = "".join(re.escape(o) for o in _QUOTE_PAIRS)
# A term: quoted (anything inside) or bare (lazy, not starting with a quote or a space).
_TERM = f"(?:{_QUOTED}|[^\\s{_QUOTE_OPENERS}].*?)"
_REST = f"(?:{_QUOTED}|.*?)"

_CN_DIGITS = dict(
    zip("零〇一二两三四五六七八九", (0, 0, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9), strict=True)
)
_CN_NUMERALS = "零〇一二两三四五六七八九十百千万"
_LATIN_EDGE = "0-9A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff"

_LEADING = re.compile(
    r"^(?:(?:please|pls|kindly|can you|could you|would you|will you|just|now|also|and|then)"
    r"\b[\s,，]*|请你?|麻烦你?|你帮我|帮我|帮忙|然后|另外|还有)+",
    re.IGNORECASE,
)
_TRAILING = re.compile(
    r"(?:\s*(?:[。．.,，~～]|\bplease\b|\bthanks\b|\bthank you\b|谢谢你?|吧|哦|啊|呀))+$",
    re.IGNORECASE,
)
_STEP_BREAK = re.compile(r"\s*(?:[\n;；]+|，\s*然后|,\s*(?:and\s+)?then\s+|\s+and then\s+)\s*")


def _clean(suggestion: str) -> str:
    text = _LEADING.sub("", suggestion.strip()).strip()
    return _TRAILING.sub("", text).strip()


def _unquote(term: str) -> tuple[str, bool]:
    """(the words, whether they were quoted)."""
    term = term.strip()
    if re.fullmatch(_QUOTED, term):
        return term[1:-1], True
    return term, False


# What may follow a quoted term and still leave the request fully understood.
_PLACE_TAIL = re.compile(
    r"^\s*(?:everywhere|throughout(?:\s+the\s+\w+)?|in\s+the\s+(?:whole\s+)?(?:article|text|"
    r"poem|piece|story|essay|post|draft|body)|(?:全文|文中|文章中)?(?:都|全部)?)?\s*[.。!！]?\s*$",
    re.IGNORECASE,
)
# A bare (unquoted) term that goes on to ask for something else.
_MORE_ASKED = re.compile(
    r"\b(?:and|then|also|but|plus|while)\b|[,;，；、]|并且|并|然后|同时|再把|另外|以及",
    re.IGNORECASE,
)


def _whole_term(term: str) -> str | None:
    """The term when it is all the suggestion asks for: a quoted term (optionally followed by
    "everywhere", "in the poem"…), or a bare one that does not go on to ask for more."""
    term = term.strip()
    quoted = re.match(_QUOTED, term)
    if quoted:
        rest = term[quoted.end() :]
        return quoted[0] if _PLACE_TAIL.match(rest) else None
    if _MORE_ASKED.search(term):
        return None
    return term


def _is_chinese(text: str) -> bool:
    """Whether the suggestion is worded in Chinese: quoted words do not count, and an
    English command ("replace 十五 with 五十") starts with a Latin letter."""
    if re.match("[A-Za-z]", text):
        return False
    return bool(CJK_CHAR.search(re.sub(_QUOTED, "", text)))


def _is_cjk(char: str) -> bool:
    return (
        bool(CJK_CHAR.match(char)) or "\u3000" <= char <= "\u303f" or "\uff00" <= char <= "\uffef"
    )


def _cn_number(text: str) -> int | None:
    """Chinese or Arabic numerals up to 99: 三 → 3, 十一 → 11, 二十五 → 25, 12 → 12."""
    text = text.strip()
    if text.isdigit():
        return int(text)
    if not text or any(c not in _CN_DIGITS and c != "十" for c in text):
        return None
    if "十" not in text:
        return _CN_DIGITS[text] if len(text) == 1 else None
    tens, _, ones = text.partition("十")
    if len(tens) > 1 or len(ones) > 1 or "十" in ones:
        return None
    return (_CN_DIGITS[tens] if tens else 1) * 10 + (_CN_DIGITS[ones] if ones else 0)


def _shown(words: str, limit: int = 60) -> str:
    """Words as quoted in a one-line summary."""
    flat = " ".join(words.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _places(count: int, zh: bool) -> str:
    if zh:
        return f"{count} 处"
    return "1 place" if count == 1 else f"{count} places"


# --- removing characters without leaving holes --------------------------------------------

_CLOSING = set(",.;:!?)]}，。；：！？、）】》」』”’…")
_OPENING = set("([{（【《「『“‘")


def _remove_runs(pattern: str, text: str, flags: int = 0) -> tuple[str, int]:
    """Delete every match of `pattern`, tidying the spaces around it; (new text, matches)."""
    single = re.compile(pattern, flags)
    runs = re.compile(
        f"(?P<left>[ \\t\u3000]*)(?P<run>(?:{pattern})(?:[ \\t]*(?:{pattern}))*)"
        f"(?P<right>[ \\t\u3000]*)",
        flags,
    )
    count = 0

    def tidy(match: re.Match[str]) -> str:
        nonlocal count
        count += len(single.findall(match.group("run")))
        source = match.string
        before = source[match.start() - 1] if match.start() > 0 else "\n"
        after = source[match.end()] if match.end() < len(source) else "\n"
        if before == "\n":
            return match.group("left")  # indentation stays
        if after in "\r\n" or after in _CLOSING or before in _OPENING:
            return ""
        if match.group("left") or match.group("right"):
            return "" if _is_cjk(before) and _is_cjk(after) else " "
        return ""

    lines = text.replace("\r\n", "\n").split("\n")
    kept: list[str] = []
    emptied = False
    for line in lines:
        new = runs.sub(tidy, line)
        if line.strip() and not new.strip():
            emptied = True  # a line that held only removed text goes with it
            continue
        kept.append(new)
    result = "\n".join(kept)
    if emptied:
        result = re.sub(r"\n[ \t]*\n(?:[ \t]*\n)+", "\n\n", result).strip("\n")
    return result, count


# --- the rules ----------------------------------------------------------------------------

Rule = Callable[[str, str, str, bool], RuleEdit | None]

_EMOJI_WORDS = r"(?:emojis?|emoji\s+(?:icons?|characters?|symbols?)|emoticons?|smileys?)"
_EMOJI_EN = [
    re.compile(
        r"^(?:remove|delete|strip(?:\s+out)?|drop|get\s+rid\s+of|take\s+out|lose|cut)\s+"
        r"(?:all\s+(?:of\s+)?(?:the\s+)?|the\s+|any\s+|every\s+)?"
        + _EMOJI_WORDS
        + r"(?:\s+(?:from|in)\s+(?:the\s+)?(?:article|text|title|body|post))?$",
        re.IGNORECASE,
    ),
    re.compile(r"^(?:no|without|zero)\s+(?:more\s+)?" + _EMOJI_WORDS + "$", re.IGNORECASE),
    re.compile(r"^(?:don'?t|do\s+not)\s+use\s+(?:any\s+)?" + _EMOJI_WORDS + "$", re.IGNORECASE),
]
_EMOJI_NOUN_ZH = r"\s*(?:表情符号|表情包|表情|emoji(?:s|表情)?|颜文字|小图标)\s*"
_REMOVE_VERB_ZH = r"(?:删除|删掉|删去|删了|去掉|去除|移除|拿掉|清除|清掉|去了)"
_EMOJI_ZH = [
    re.compile(
        r"^(?:把|将)?(?:文中|文章里|文章中|里面)?(?:的)?(?:所有|全部)?(?:的)?"
        + _EMOJI_NOUN_ZH
        + r"(?:都|全部|全都|统统)?(?:"
        + _REMOVE_VERB_ZH
        + r"|不要了?)$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^(?:" + _REMOVE_VERB_ZH + r"|不要|别用|不用|别加|不要用|取消)(?:掉)?"
        r"(?:文中|文章里|文章中|里面)?(?:的)?(?:所有|全部)?(?:的)?" + _EMOJI_NOUN_ZH + "$",
        re.IGNORECASE,
    ),
]


def _remove_emoji(title: str, body: str, text: str, zh: bool) -> RuleEdit | None:
    if not any(p.match(text) for p in (_EMOJI_ZH if zh else _EMOJI_EN)):
        return None
    new_title, in_title = _remove_runs(EMOJI_PATTERN, title)
    new_body, in_body = _remove_runs(EMOJI_PATTERN, body)
    count = in_title + in_body
    if not count:
        summary = "文章里没有表情符号。" if zh else "There are no emoji in the article to remove."
        return RuleEdit(title, body, summary, changed=False)
    summary = f"已删除 {count} 个表情符号。" if zh else f"Removed {count} emoji."
    return RuleEdit(new_title.strip() or title, new_body, summary)


# Paragraph references: "paragraph 3", "the 2nd paragraph", "the last paragraph", "第三段".
# fmt: off
_EN_NUMBERS = {
    word: n
    for n, word in enumerate(
        (
            "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen", "twenty",
        ),
        start=1,
    )
}
_EN_ORDINALS = {
    word: n
    for n, word in enumerate(
        (
            "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
            "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth",
            "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth",
        ),
        start=1,
    )
}
# fmt: on
_EN_FROM_END = {
    "last": -1,
    "final": -1,
    "penultimate": -2,
    "second to last": -2,
    "second-to-last": -2,
    "next to last": -2,
}
_EN_WORDS = "|".join(sorted(_EN_NUMBERS, key=len, reverse=True))
_EN_ORDS = "|".join(sorted([*_EN_ORDINALS, *_EN_FROM_END], key=len, reverse=True)).replace(
    " ", r"\s+"
)


def _en_ref(group: str) -> str:
    """A pattern naming one paragraph; the number lands in group `group`."""
    return (
        r"(?:the\s+)?(?:"
        rf"(?:paragraph|para|¶)\s*(?:no\.?\s*|number\s+|#\s*)?(?P<{group}_n>\d+|{_EN_WORDS})"
        rf"|(?P<{group}_o>\d+(?:st|nd|rd|th)|{_EN_ORDS})\s+(?:paragraph|para)"
        r")"
    )


def _en_swap_ref(group: str) -> str:
    """Looser than `_en_ref`: "paragraphs 1 and 2", "the first and third paragraphs"."""
    return (
        r"(?:the\s+)?(?:(?:paragraph|para)\s*(?:no\.?\s*|number\s+|#\s*)?)?"
        rf"(?P<{group}_n>\d+(?:st|nd|rd|th)?|{_EN_WORDS}|{_EN_ORDS})(?:\s+paragraphs?)?"
    )


def _en_index(match: re.Match[str], group: str) -> int | None:
    groups = match.groupdict()
    word = (groups.get(f"{group}_n") or groups.get(f"{group}_o") or "").lower()
    word = " ".join(word.split())
    if word in _EN_FROM_END:
        return _EN_FROM_END[word]
    digits = re.match(r"\d+", word)
    if digits:
        return int(digits.group())
    return _EN_NUMBERS.get(word) or _EN_ORDINALS.get(word)


_ZH_NUMERAL = r"[0-9]+|[零〇一二两三四五六七八九十]+"


def _zh_ref(group: str) -> str:
    return (
        r"(?:"
        rf"第\s*(?P<{group}_n>{_ZH_NUMERAL})\s*(?:个)?段(?:落)?"
        rf"|倒数第\s*(?P<{group}_b>{_ZH_NUMERAL})\s*(?:个)?段(?:落)?"
        rf"|(?P<{group}_l>最后|最末|末尾)(?:一|1)?(?:个)?段(?:落)?|(?P<{group}_e>末段|尾段)"
        rf"|(?P<{group}_f>首段|开头一段|开头那段)"
        r")"
    )


def _zh_index(match: re.Match[str], group: str) -> int | None:
    if match.group(f"{group}_n"):
        return _cn_number(match.group(f"{group}_n"))
    if match.group(f"{group}_b"):
        back = _cn_number(match.group(f"{group}_b"))
        return -back if back else None
    if match.group(f"{group}_l") or match.group(f"{group}_e"):
        return -1
    return 1


def _position(index: int, count: int) -> int | None:
    """1-based position from a 1-based or from-the-end (negative) index; None if outside."""
    position = count + index + 1 if index < 0 else index
    return position if 1 <= position <= count else None


def _no_such_paragraph(index: int, count: int, zh: bool) -> str:
    if zh:
        where = f"倒数第 {-index} 段" if index < 0 else f"第 {index} 段"
        return f"文章只有 {count} 段，没有{where}。" if count else "文章没有段落。"
    if not count:
        return "The article has no paragraphs."
    where = f"paragraph {-index} from the end" if index < 0 else f"paragraph {index}"
    has = "only one paragraph" if count == 1 else f"only {count} paragraphs"
    return f"The article has {has}, so there is no {where}."


_DELETE_EN = re.compile(
    r"^(?:delete|remove|drop|cut|get\s+rid\s+of|take\s+out|lose)\s+"
    + _en_ref("p")
    + r"(?:\s+(?:entirely|completely|altogether))?$",
    re.IGNORECASE,
)
_DELETE_VERB_ZH = r"(?:删除|删掉|删去|删了|去掉|去除|移除|拿掉|去了|不要了|删)"
_DELETE_ZH = [
    re.compile(
        r"^(?:把|将)?" + _zh_ref("p") + r"(?:给)?(?:整个|整段|全部)?" + _DELETE_VERB_ZH + "$"
    ),
    re.compile(r"^" + _DELETE_VERB_ZH + r"(?:掉)?" + _zh_ref("p") + "$"),
]


def _delete_paragraph(title: str, body: str, text: str, zh: bool) -> RuleEdit | None:
    if zh:
        match = next((m for p in _DELETE_ZH if (m := p.match(text))), None)
        index = _zh_index(match, "p") if match else None
    else:
        match = _DELETE_EN.match(text)
        index = _en_index(match, "p") if match else None
    if not match or index is None:
        return None
    paragraphs = split_paragraphs(body)
    count = len(paragraphs)
    position = _position(index, count)
    if position is None:
        return RuleEdit(title, body, _no_such_paragraph(index, count, zh), changed=False)
    if count == 1:
        summary = (
            "文章只有一段，删掉它文章就空了。"
            if zh
            else "The article has only one paragraph; deleting it would leave it empty."
        )
        return RuleEdit(title, body, summary, changed=False)
    del paragraphs[position - 1]
    summary = (
        f"已删除第 {position} 段（原共 {count} 段）。"
        if zh
        else f"Deleted paragraph {position} of {count}."
    )
    return RuleEdit(title, join_paragraphs(paragraphs), summary)


_SWAP_EN = re.compile(
    r"^(?:swap|switch|exchange|interchange|trade)\s+(?:the\s+)?(?:paragraphs?\s+)?"
    + _en_swap_ref("a")
    + r"\s+(?:and|with)\s+"
    + _en_swap_ref("b")
    + "$",
    re.IGNORECASE,
)
_SWAP_VERB_ZH = r"(?:交换|调换|互换|对调|换一下|颠倒)"
_SWAP_ZH = re.compile(
    r"^(?:把|将)?(?P<verb1>"
    + _SWAP_VERB_ZH
    + r")?(?:一下)?"
    + _zh_ref("a")
    + r"(?:和|与|跟|同|、)"
    + _zh_ref("b")
    + r"(?:的)?(?:位置)?(?P<verb2>"
    + _SWAP_VERB_ZH
    + r")?(?:一下)?(?:位置|顺序)?$"
)


def _swap_paragraphs(title: str, body: str, text: str, zh: bool) -> RuleEdit | None:
    if zh:
        match = _SWAP_ZH.match(text)
        if not match or not (match.group("verb1") or match.group("verb2")):
            return None
        first, second = _zh_index(match, "a"), _zh_index(match, "b")
    else:
        match = _SWAP_EN.match(text)
        if not match or "para" not in text.lower():
            return None
        first, second = _en_index(match, "a"), _en_index(match, "b")
    if first is None or second is None:
        return None
    paragraphs = split_paragraphs(body)
    count = len(paragraphs)
    a, b = _position(first, count), _position(second, count)
    if a is None or b is None:
        missing = first if a is None else second
        return RuleEdit(title, body, _no_such_paragraph(missing, count, zh), changed=False)
    if a == b:
        summary = (
            "这是同一段，无需交换。" if zh else "Those are the same paragraph; nothing to swap."
        )
        return RuleEdit(title, body, summary, changed=False)
    a, b = sorted((a, b))
    paragraphs[a - 1], paragraphs[b - 1] = paragraphs[b - 1], paragraphs[a - 1]
    summary = f"已交换第 {a} 段和第 {b} 段。" if zh else f"Swapped paragraphs {a} and {b}."
    return RuleEdit(title, join_paragraphs(paragraphs), summary)


_TITLE_EN = [
    re.compile(
        r"^(?:change|set|make|update|rename|switch|edit)\s+(?:the\s+)?(?:article'?s\s+)?"
        r"(?:title|headline)\s+(?:to|as|into)\s*[:：]?\s*(?P<z>.+)$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^(?:rename|retitle)\s+(?:the\s+)?(?:article|post|piece|it)\s+(?:to\s+|as\s+)?[:：]?\s*"
        r"(?P<z>.+)$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^(?:new\s+)?(?:title|headline)\s*(?:[:：=]|->|→|\s+should\s+be\s+)\s*(?P<z>.+)$",
        re.IGNORECASE,
    ),
    re.compile(r"^(?:call|name|title)\s+it\s+(?P<z>" + _QUOTED + ")$", re.IGNORECASE),
    re.compile(
        r"^use\s+(?P<z>" + _QUOTED + r")\s+as\s+(?:the\s+)?(?:new\s+)?title$", re.IGNORECASE
    ),
]
_TITLE_ZH = [
    re.compile(
        r"^(?:把|将)?(?:文章|这篇文章|本文)?(?:的)?(?:标题|题目|大标题)(?:改成|改为|换成|换为|改作|设为|"
        r"设置为|定为|改叫|叫做|叫|就用|用|写成|变成|修改为|修改成|为)\s*[:：]?\s*(?P<z>.+)$"
    ),
    re.compile(r"^(?:新)?(?:标题|题目)\s*[:：]\s*(?P<z>.+)$"),
    re.compile(r"^(?:用|以|拿)\s*(?P<z>" + _QUOTED + r")\s*(?:作为|做|当|作)(?:新)?(?:标题|题目)$"),
]
# "change the title to something catchier" asks for a rewrite, not for those words.
_DESCRIPTIVE_EN = re.compile(
    r"^(?:something|anything|one\b|be\b|more\b|less\b|a\s+(?:more|less|better|shorter|longer|"
    r"catchier|snappier)\b|(?:shorter|longer|catchier|better|simpler|snappier|punchier)\b)",
    re.IGNORECASE,
)
_DESCRIPTIVE_ZH = re.compile(
    r"^(?:更|再|一个|一些|有点|稍微|简短|短一|长一|简洁|吸引人|有吸引力|好一点|好点)|(?:一点|一些|点儿|些|的)$"
)


def _change_title(title: str, body: str, text: str, zh: bool) -> RuleEdit | None:
    patterns = _TITLE_ZH if zh else _TITLE_EN
    match = next((m for p in patterns if (m := p.match(text))), None)
    if not match:
        return None
    whole = _whole_term(match.group("z"))
    if whole is None:
        return None
    new_title, quoted = _unquote(whole)
    if not quoted:
        if (_DESCRIPTIVE_ZH if zh else _DESCRIPTIVE_EN).search(new_title):
            return None
        new_title = new_title.rstrip("。.")
    if re.fullmatch(r"《[^《》]*》", new_title.strip()):
        new_title = new_title.strip()[1:-1]
    new_title = new_title.strip()
    if not new_title or "\n" in new_title:
        return None
    if new_title == title.strip():
        summary = (
            f"标题已经是“{_shown(new_title)}”。"
            if zh
            else f'The title is already "{_shown(new_title)}".'
        )
        return RuleEdit(title, body, summary, changed=False)
    summary = (
        f"已把标题改为“{_shown(new_title)}”。"
        if zh
        else f'Changed the title to "{_shown(new_title)}".'
    )
    return RuleEdit(new_title, body, summary)


_ANYWHERE_EN = (
    r"(?:\s+(?:everywhere|throughout(?:\s+the\s+(?:article|text))?"
    r"|in\s+the\s+(?:whole\s+)?(?:article|text)))?"
)
# (pattern, explicit): an explicit verb ("replace", "替换") reports missing words; a loose one
# ("change X to Y", "把X改成Y") with unquoted words that are not there is not a replacement.
_REPLACE_EN: list[tuple[re.Pattern[str], bool]] = [
    (
        re.compile(
            r"^(?:replace|substitute)\s+(?:all\s+(?:occurrences\s+of\s+|instances\s+of\s+)?"
            rf"|every\s+|each\s+)?(?P<x>{_TERM})\s+(?:with|by)\s+(?P<y>{_REST}){_ANYWHERE_EN}$",
            re.IGNORECASE,
        ),
        True,
    ),
    (
        re.compile(
            rf"^(?:change|turn|switch|correct|fix)\s+(?:all\s+|every\s+)?(?P<x>{_TERM})\s+"
            rf"(?:to|into)\s+(?P<y>{_REST}){_ANYWHERE_EN}$",
            re.IGNORECASE,
        ),
        False,
    ),
    (
        re.compile(rf"^swap\s+(?P<x>{_TERM})\s+for\s+(?P<y>{_REST}){_ANYWHERE_EN}$", re.IGNORECASE),
        False,
    ),
    (
        re.compile(
            rf"^rename\s+(?P<x>{_TERM})\s+(?:to|as)\s+(?P<y>{_REST}){_ANYWHERE_EN}$", re.IGNORECASE
        ),
        False,
    ),
    (
        re.compile(
            rf"^(?:use|write)\s+(?P<y>{_TERM})\s+instead\s+of\s+(?P<x>{_REST}){_ANYWHERE_EN}$",
            re.IGNORECASE,
        ),
        False,
    ),
    (re.compile(rf"^(?P<x>{_QUOTED})\s*(?:->|→|=>|⇒)\s*(?P<y>{_REST})$"), True),
    (
        re.compile(
            r"^(?:delete|remove|drop|cut|strike)\s+(?:all\s+|every\s+|each\s+)?"
            rf"(?:(?:the\s+)?(?:word|phrase|sentence|words)\s+)?(?P<x>{_QUOTED}){_ANYWHERE_EN}$",
            re.IGNORECASE,
        ),
        True,
    ),
]
_X_PREFIX_ZH = r"(?:文中|文章中|文章里|全文中?|正文中?|里面)?(?:的)?(?:所有|全部)?(?:的)?"
_TO_ZH = (
    r"(?:全部|都|统统|一律)?"
    r"(?P<verb>改成|改为|改作|换成|换为|替换成|替换为|替换作|变成|修改为|修改成"
    r"|改名为|改名成|改名叫|更名为|重命名为)"
)
_REPLACE_ZH: list[tuple[re.Pattern[str], bool]] = [
    (re.compile(rf"^(?:把|将){_X_PREFIX_ZH}(?P<x>{_TERM}){_TO_ZH}\s*(?P<y>{_REST})$"), False),
    (re.compile(rf"^(?P<x>{_QUOTED}){_TO_ZH}\s*(?P<y>{_REST})$"), False),
    (re.compile(rf"^(?P<x>{_TERM})(?P<verb>替换成|替换为)\s*(?P<y>{_REST})$"), True),
    (
        re.compile(
            rf"^(?:用|拿)(?P<y>{_TERM})(?P<verb>替换|代替|替代|取代)(?:掉)?{_X_PREFIX_ZH}(?P<x>{_REST})$"
        ),
        False,
    ),
    (
        re.compile(
            rf"^(?:把|将)?{_X_PREFIX_ZH}(?P<x>{_QUOTED})(?:这个词|这个字|这句话|这几个字|一词)?"
            rf"(?:都|全部)?(?:{_REMOVE_VERB_ZH}|删)$"
        ),
        True,
    ),
    (
        re.compile(
            rf"^{_REMOVE_VERB_ZH}(?:掉)?{_X_PREFIX_ZH}(?P<x>{_QUOTED})"
            r"(?:这个词|这个字|这句话|这几个字|一词)?$"
        ),
        True,
    ),
]
# Unquoted words that name the article or a part of it, not words in it: "change it to past
# tense", "replace the intro with a hook", "把第三段改成…", "把语气改成…".
_PART_OF_ARTICLE = re.compile(
    r"^(?:(?:it|this|that|them|everything|all(?:\s+of\s+it)?)$"
    r"|(?:the\s+)?(?:whole\s+|entire\s+)?(?:article|text|post|piece|story|essay|draft|title|"
    r"headline|heading|ending|end|intro|introduction|opening|beginning|conclusion|tone|style|"
    r"voice|wording|language|tense|structure|format)\b"
    r"|.*\b(?:paragraphs?|sentences?|section)\b"
    r"|第.+[段句]|最后一[段句]|(?:它|这|那|这个|那个|文章|全文|整篇|标题|题目|开头|结尾|语气|风格|"
    r"口吻|文风|内容|整体|段落|句子)$)",
    re.IGNORECASE,
)


def _literal(old: str) -> re.Pattern[str]:
    """`old` as written; lowercase Latin words also match capitalised, whole words only."""
    pattern = re.escape(old)
    if all(c in _CN_NUMERALS for c in old):
        # 十五 must not match inside 二十五.
        pattern = f"(?<![{_CN_NUMERALS}]){pattern}(?![{_CN_NUMERALS}])"
    else:
        if re.match(f"[{_LATIN_EDGE}]", old[0]):
            pattern = f"(?<![{_LATIN_EDGE}]){pattern}"
        if re.match(f"[{_LATIN_EDGE}]", old[-1]):
            pattern = f"{pattern}(?![{_LATIN_EDGE}])"
    flags = re.IGNORECASE if old == old.lower() and re.search("[a-z]", old) else 0
    return re.compile(pattern, flags)


def _same_case(found: str, new: str) -> str:
    if found.isupper() and len(found) > 1:
        return new.upper()
    if found[:1].isupper():
        return new[:1].upper() + new[1:]
    return new


def _replace(
    title: str, body: str, old: str, new: str, *, reports_missing: bool, zh: bool
) -> RuleEdit | None:
    pattern = _literal(old)
    found = len(pattern.findall(title)) + len(pattern.findall(body))
    if not found:
        if not reports_missing:
            return None
        summary = (
            f"文章里没有找到“{_shown(old)}”。"
            if zh
            else f'Could not find "{_shown(old)}" in the article.'
        )
        return RuleEdit(title, body, summary, changed=False)
    if old == new:
        summary = (
            f"“{_shown(old)}”和“{_shown(new)}”相同，无需修改。"
            if zh
            else f'"{_shown(old)}" and "{_shown(new)}" are the same; nothing to change.'
        )
        return RuleEdit(title, body, summary, changed=False)
    if new:

        def swap(match: re.Match[str]) -> str:
            return new if match.group(0) == old else _same_case(match.group(0), new)

        new_title, new_body = pattern.sub(swap, title), pattern.sub(swap, body)
    else:
        flags = pattern.flags & re.IGNORECASE
        new_title = _remove_runs(pattern.pattern, title, flags)[0]
        new_body = _remove_runs(pattern.pattern, body, flags)[0]
    if not new_title.strip():
        summary = (
            "这样标题就空了，未修改。"
            if zh
            else "That would leave the title empty; nothing changed."
        )
        return RuleEdit(title, body, summary, changed=False)
    if new:
        summary = (
            f"已把“{_shown(old)}”改成“{_shown(new)}”（{_places(found, zh)}）。"
            if zh
            else f'Replaced "{_shown(old)}" with "{_shown(new)}" ({_places(found, zh)}).'
        )
    else:
        summary = (
            f"已删除“{_shown(old)}”（{_places(found, zh)}）。"
            if zh
            else f'Removed "{_shown(old)}" ({_places(found, zh)}).'
        )
    return RuleEdit(new_title.strip(), new_body, summary)


# What a rewrite is to become, not words to put in: a genre ("a tweet", "微信群消息") or a
# quality ("more formal", "更口语的…").
_GENRE_EN = re.compile(
    r"^(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,3}?(?:tweets?|threads?|e-?mails?|letters?|poems?|haikus?"
    r"|bullet(?: points|s)?|lists?|stor(?:y|ies)|summar(?:y|ies)|posts?|memos?|press release"
    r"|speech(?:es)?|scripts?|prose|paragraphs?|messages?|notes?|version|announcements?"
    r"|reminders?|texts?|captions?|slogans?|headlines?)$"
    r"|^(?:more|less|much|very|really|slightly|somewhat|a bit|a little)\b"
    # a word described, not written: "a stronger word", "a synonym", "something more vivid"
    r"|\b(?:words?|synonyms?|antonyms?|phrases?|terms?|expressions?|wording|alternatives?"
    r"|equivalents?|descriptions?|adjectives?|verbs?|nouns?|idioms?|metaphors?|image(?:ry)?"
    r"|name for it)$|^(?:something|anything|someone|somewhere|some\s+other|another\s+\w+$)"
    r"|^(?:an?|some)\s+(?:\w+\s+)?(?:more|less|better|stronger|weaker|punchier|fresher"
    r"|livelier|catchier|gentler|softer|vivid\w*|different|other|similar|fancier|simpler"
    r"|plainer|nicer|kinder|happier|sadder|shorter|longer)\b",
    re.IGNORECASE,
)
_GENRE_ZH = re.compile(
    r"(?:消息|版本|风格|口吻|语气|文案|公告|邮件|帖子|朋友圈|推文|短信|文风|体|的样子|的形式|的感觉"
    r"|一点|一些|点儿|些)$|^(?:更|再|比较|有点|稍微|稍稍|很|非常|特别|适合|给.+看)"
    # a wording described, not written: "一个更生动的说法", "别的说法", "更有画面感的描写"
    r"|(?:说法|描写|描述|表达|表述|词语?|字眼|措辞|用词|词汇|叫法|称呼|同义词|近义词|比喻|形容)$"
    r"|^(?:一个|一种|一句|一些|某个|别的|其他|其它|另一个|另外一个|另一种|换个|换一个)"
    r"|更[^的]{1,8}的"
)
# A literal target is short and names words in the text, not a kind of words in it.
_TARGET_DESCRIBED = re.compile(
    r"^(?:an?|any|some|every)\s+(?:\w+\s+)?(?:word|phrase|term|expression|adjective|verb)s?\b"
    r"|\b(?:that|which|where)\b|^(?:一个|某个|那些|这些|一些)|(?:的词|的字|的句子|的说法|的地方)$",
    re.IGNORECASE,
)


def _describes(new: str) -> bool:
    """Whether the words to change to describe a result ("a tweet", "更口语的微信群消息")
    rather than being the words to write."""
    text = new.strip().rstrip("。.!！")
    return bool(_GENRE_ZH.search(text) or _GENRE_EN.search(text))


def _replace_words(title: str, body: str, text: str, zh: bool) -> RuleEdit | None:
    patterns = [*_REPLACE_ZH, *_REPLACE_EN] if zh else [*_REPLACE_EN, *_REPLACE_ZH]
    for pattern, explicit in patterns:
        match = pattern.match(text)
        if not match:
            continue
        groups = match.groupdict()
        old_term, new_term = _whole_term(groups.get("x") or ""), _whole_term(groups.get("y") or "")
        if old_term is None or new_term is None:
            return None
        old, old_quoted = _unquote(old_term)
        new, new_quoted = _unquote(new_term)
        if not (old_quoted or new_quoted or explicit) and len(old.split()) != len(new.split()):
            return None  # "use 12 g of salt instead of 10 g": a rewrite, not a word swap
        if not old.strip() or "\n" in old:
            return None
        if not old_quoted and (_PART_OF_ARTICLE.match(old) or _TARGET_DESCRIBED.search(old)):
            return None
        if not new_quoted and _describes(new):
            return None  # "把通知改成更口语的微信群消息": a rewrite into a style, not words
        reports_missing = old_quoted or explicit or "替换" in (groups.get("verb") or "")
        return _replace(title, body, old, new, reports_missing=reports_missing, zh=zh)
    return None


_RULES: list[Rule] = [
    _change_title,
    _remove_emoji,
    _delete_paragraph,
    _swap_paragraphs,
    _replace_words,
]


def apply_rules(title: str, body: str, suggestion: str) -> RuleEdit | None:
    """Apply one mechanical suggestion; None when it is not one the rules understand."""
    text = _clean(suggestion)
    if not text:
        return None
    zh = _is_chinese(text)
    for rule in _RULES:
        result = rule(title, body, text, zh)
        if result is not None:
            return result
    steps = [step for step in _STEP_BREAK.split(suggestion.strip()) if step.strip()]
    if len(steps) > 1:
        return apply_all(title, body, steps)
    return None


def apply_all(title: str, body: str, suggestions: list[str]) -> RuleEdit | None:
    """Apply several suggestions in order; None if any of them is not understood."""
    if not suggestions:
        return None
    summaries: list[str] = []
    changed = False
    for suggestion in suggestions:
        result = apply_rules(title, body, suggestion)
        if result is None:
            return None
        title, body = result.title, result.body
        summaries.append(result.summary)
        changed = changed or result.changed
    # "Replaced … (2 places); Deleted paragraph 3 of 5." — one sentence end, not ".;".
    joined = "; ".join([*(s.rstrip(".。") for s in summaries[:-1]), summaries[-1]])
    return RuleEdit(title, body, joined, changed=changed)
