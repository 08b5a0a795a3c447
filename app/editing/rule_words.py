"""The word rule of the rules editor: replace or remove literal words ("replace 'twenty' with
'thirty'", 把“十五”改成“五十”, "rename Elm Street to Oak Street") — only when both sides are
words to write, never a description of them ("a stronger word", 一个更生动的说法).

Words change in the body; the title changes too only when the writer names it ("… in the title",
"everywhere", 把标题里的…), and a title left as it was is said so, with the words to change it.
Words found only in the title, with no place named, change there: that is what was meant.
"""

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from app.editing.bare_numbers import (
    is_number,
    longer_numbers,
    whole_cn_numeral,
    whole_number,
    whole_number_word,
)
from app.editing.kept_links import (
    addresses_holding,
    addresses_left,
    found_in_prose,
    in_prose,
    keeps_links,
    only_in_addresses,
)
from app.editing.rule_terms import (
    CN_NUMERALS,
    LATIN_EDGE,
    QUOTED,
    REMOVE_VERB_ZH,
    REST,
    TERM,
    RuleEdit,
    places,
    remove_runs,
    shown,
    unquote,
    whole_term,
)

_TITLE_EN = r"(?:the\s+)?(?:article'?s\s+)?(?:title|headline)"
_BODY_EN = r"(?:the\s+)?(?:body|text|article)"
# Where the words are to change, after the words ("… everywhere", "… in the title too").
_ANYWHERE_EN = (
    r"(?:\s+(?P<where>everywhere|throughout(?:\s+the\s+(?:article|text))?"
    r"|in\s+the\s+(?:whole\s+|entire\s+)?(?:article|text|body)"
    rf"|(?:in|from|on)\s+{_TITLE_EN}(?:\s+(?:too|as\s+well|also))?"
    rf"|(?:in\s+|from\s+)?(?:both\s+)?{_TITLE_EN}\s+and\s+(?:in\s+)?{_BODY_EN}"
    rf"|(?:in\s+|from\s+)?{_BODY_EN}\s+and\s+(?:in\s+)?{_TITLE_EN}(?:\s+(?:too|as\s+well))?"
    rf"|including\s+{_TITLE_EN}|and\s+(?:in\s+)?{_TITLE_EN}(?:\s+(?:too|as\s+well))?))?"
)
# … or right after the words to change ("replace 'Two' in the title with 'Three'").
_AT_EN = rf"(?:\s+(?P<at>in\s+(?:{_TITLE_EN}|{_BODY_EN})))?"
# (pattern, explicit): an explicit verb ("replace", "替换") reports missing words; a loose one
# ("change X to Y", "把X改成Y") with unquoted words that are not there is not a replacement.
_REPLACE_EN: list[tuple[re.Pattern[str], bool]] = [
    (
        re.compile(
            r"^(?:replace|substitute)\s+(?:all\s+(?:occurrences\s+of\s+|instances\s+of\s+)?"
            rf"|every\s+|each\s+)?(?P<x>{TERM}){_AT_EN}\s+(?:with|by)\s+(?P<y>{REST})"
            rf"{_ANYWHERE_EN}$",
            re.IGNORECASE,
        ),
        True,
    ),
    (
        re.compile(
            rf"^(?:change|turn|switch|correct|fix)\s+(?:all\s+|every\s+)?(?P<x>{TERM}){_AT_EN}\s+"
            rf"(?:to|into)\s+(?P<y>{REST}){_ANYWHERE_EN}$",
            re.IGNORECASE,
        ),
        False,
    ),
    (
        re.compile(rf"^swap\s+(?P<x>{TERM})\s+for\s+(?P<y>{REST}){_ANYWHERE_EN}$", re.IGNORECASE),
        False,
    ),
    (
        re.compile(
            rf"^rename\s+(?P<x>{TERM})\s+(?:to|as)\s+(?P<y>{REST}){_ANYWHERE_EN}$", re.IGNORECASE
        ),
        False,
    ),
    (
        re.compile(
            rf"^(?:use|write)\s+(?P<y>{TERM})\s+instead\s+of\s+(?P<x>{REST}){_ANYWHERE_EN}$",
            re.IGNORECASE,
        ),
        False,
    ),
    (re.compile(rf"^(?P<x>{QUOTED})\s*(?:->|→|=>|⇒)\s*(?P<y>{REST})$"), True),
    (
        re.compile(
            r"^(?:delete|remove|drop|cut|strike)\s+(?:all\s+|every\s+|each\s+)?"
            rf"(?:(?:the\s+)?(?:word|phrase|sentence|words)\s+)?(?P<x>{QUOTED}){_ANYWHERE_EN}$",
            re.IGNORECASE,
        ),
        True,
    ),
]
_X_PREFIX_ZH = (
    r"(?P<place>(?:标题|题目)(?:和|与|跟)(?:正文|全文|内容)(?:里面?|中)?"
    r"|(?:正文|全文|内容)(?:和|与|跟)(?:标题|题目)(?:里面?|中)?"
    r"|(?:标题|题目)(?:里面?|中|上)?|全文中?|全篇|文中|文章中|文章里面?|正文里面?|正文中?|里面)?"
    r"(?:的)?(?:所有|全部)?(?:的)?"
)
_TO_ZH = (
    r"(?:全部|都|统统|一律|也)?"
    r"(?P<verb>改成|改为|改作|换成|换为|替换成|替换为|替换作|变成|修改为|修改成"
    r"|改名为|改名成|改名叫|更名为|重命名为)"
)
_REPLACE_ZH: list[tuple[re.Pattern[str], bool]] = [
    (re.compile(rf"^(?:把|将){_X_PREFIX_ZH}(?P<x>{TERM}){_TO_ZH}\s*(?P<y>{REST})$"), False),
    (re.compile(rf"^(?P<x>{QUOTED}){_TO_ZH}\s*(?P<y>{REST})$"), False),
    (re.compile(rf"^(?P<x>{TERM})(?P<verb>替换成|替换为)\s*(?P<y>{REST})$"), True),
    (
        re.compile(
            rf"^(?:用|拿)(?P<y>{TERM})(?P<verb>替换|代替|替代|取代)(?:掉)?{_X_PREFIX_ZH}(?P<x>{REST})$"
        ),
        False,
    ),
    (
        re.compile(
            rf"^(?:把|将)?{_X_PREFIX_ZH}(?P<x>{QUOTED})(?:这个词|这个字|这句话|这几个字|一词)?"
            rf"(?:都|全部)?(?:{REMOVE_VERB_ZH}|删)$"
        ),
        True,
    ),
    (
        re.compile(
            rf"^{REMOVE_VERB_ZH}(?:掉)?{_X_PREFIX_ZH}(?P<x>{QUOTED})"
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


def _literal(old: str, new: str) -> re.Pattern[str]:
    """`old` as written, whole words only; lowercase Latin words also match capitalised
    ("twenty" at a sentence's start) — unless the change is one of case ("two" → "TWO"):
    then the writer's case is the point, and only that case matches. An accent typed one way
    matches it written the other ("Café" composed, or "Cafe" + U+0301 as pasted from a Mac or a
    PDF), as the article search finds it."""
    forms = dict.fromkeys(unicodedata.normalize(form, old) for form in ("NFC", "NFD"))
    pattern = "|".join(re.escape(form) for form in forms)
    pattern = f"(?:{pattern})" if len(forms) > 1 else pattern
    if old[:1] in CN_NUMERALS or old[-1:] in CN_NUMERALS:
        # 十五 must not match inside 二十五, nor 第三 inside 第三十.
        pattern = whole_cn_numeral(pattern, old, CN_NUMERALS)
    if not all(c in CN_NUMERALS for c in old):
        if re.match(f"[{LATIN_EDGE}]", old[0]):
            pattern = f"(?<![{LATIN_EDGE}]){pattern}"
        if re.match(f"[{LATIN_EDGE}]", old[-1]):
            # one English noun for another: its plural too ("plot" → "allotment": "plots")
            plural = "(?:e?s)?" if _NOUN.fullmatch(old) and _NOUN.fullmatch(new) else ""
            pattern = f"{pattern}{plural}(?![{LATIN_EDGE}])"
        if is_number(old):  # 10 as in "10 people", not in 10:30 (bare_numbers.py)
            pattern = whole_number(pattern, old)
        pattern = whole_number_word(pattern, old)  # not the twenty of twenty-five
    recased = old.lower() == new.lower()
    lowercase = old == old.lower() and re.search("[a-z]", old)
    flags = re.IGNORECASE if lowercase and not recased else 0
    return re.compile(pattern, flags)


def _same_case(found: str, new: str) -> str:
    if found.isupper() and len(found) > 1:
        return new.upper()
    if found[:1].isupper():
        return new[:1].upper() + new[1:]
    return new


@dataclass(frozen=True)
class _Where:
    """Where the writer asked the words to change: the body unless the title is named."""

    body: bool = True
    title: bool = False
    named: bool = False  # the writer said where ("in the body"): nothing more to tell


def _where_en(said: str) -> _Where:
    said = " ".join(said.lower().split())
    if re.search(r"\b(?:title|headline)\b", said):
        both = re.search(r"\b(?:and|too|also|well|including|both)\b", said)
        return _Where(body=bool(both), title=True, named=True)
    everywhere = re.match(r"everywhere|throughout|in the (?:whole|entire)", said)
    return _Where(title=bool(everywhere), named=bool(said))


def _where_zh(said: str) -> _Where:
    if "标题" in said or "题目" in said:
        return _Where(body=bool(re.search("和|与|跟", said)), title=True, named=True)
    return _Where(title=said.startswith(("全文", "全篇")), named=bool(said))


def _replace(
    title: str,
    body: str,
    old: str,
    new: str,
    where: _Where,
    *,
    reports_missing: bool,
    zh: bool,
    keep_links: bool = True,
) -> RuleEdit | None:
    def findall(pattern: re.Pattern[str], text: str) -> list[str]:
        return found_in_prose(pattern, text) if keep_links else pattern.findall(text)

    pattern = _literal(old, new)
    in_title, in_body = findall(pattern, title), findall(pattern, body)
    other_case = ""
    if not (in_title or in_body) and old.lower() != new.lower() and re.search("[A-Z]", old):
        # "replace 'Fox' with 'Wolf'" in a text that writes "fox": the exact case first, then
        # any case — and the writer is told which was found
        loose = re.compile(pattern.pattern, re.IGNORECASE)
        if findall(loose, title) or findall(loose, body):
            pattern, other_case = loose, (findall(loose, body) or findall(loose, title))[0]
            in_title, in_body = findall(pattern, title), findall(pattern, body)
    if in_title and not in_body and not where.named:
        # The words are only in the title and the writer said nowhere else: the title is meant.
        where = _Where(body=False, title=True, named=True)
    found = (len(in_title) if where.title else 0) + (len(in_body) if where.body else 0)
    searched = "\n".join(([title] if where.title else []) + ([body] if where.body else []))
    held = addresses_holding(pattern, searched) if keep_links else []
    if not found:
        if held and not in_title:
            return RuleEdit(title, body, only_in_addresses(old, held, zh), changed=False)
        if in_title and not where.title:
            # The words are only in the title, but the writer named another place: say so.
            return RuleEdit(title, body, _only_in_title(old, new, in_title[0], zh), changed=False)
        if not (reports_missing or where.title):
            return None
        return RuleEdit(title, body, _not_found(old, where, zh, searched), changed=False)
    if old == new:
        summary = (
            f"“{shown(old)}”和“{shown(new)}”相同，无需修改。"
            if zh
            else f'"{shown(old)}" and "{shown(new)}" are the same; nothing to change.'
        )
        return RuleEdit(title, body, summary, changed=False)

    def swapped(text: str) -> str:
        if keep_links:
            return in_prose(text, lambda piece: _replaced(pattern, piece, old, new))
        return _replaced(pattern, text, old, new)

    new_title = swapped(title) if where.title else title
    new_body = swapped(body) if where.body else body
    if not new_title.strip():
        summary = (
            "这样标题就空了，未修改。"
            if zh
            else "That would leave the title empty; nothing changed."
        )
        return RuleEdit(title, body, summary, changed=False)
    if new:
        summary = (
            f"已把“{shown(old)}”改成“{shown(new)}”（{places(found, zh)}）。"
            if zh
            else f'Replaced "{shown(old)}" with "{shown(new)}" ({places(found, zh)}).'
        )
    else:
        summary = (
            f"已删除“{shown(old)}”（{places(found, zh)}）。"
            if zh
            else f'Removed "{shown(old)}" ({places(found, zh)}).'
        )
    if in_title and not where.title and not where.named:
        summary += _title_kept(old, new, in_title[0], zh)
    if held:
        summary += addresses_left(held, zh)
    if other_case:
        summary += (
            f"（文中没有写成“{shown(old)}”的，改的是“{shown(other_case)}”。）"
            if zh
            else f' (No "{shown(old)}" written that way; changed "{shown(other_case)}".)'
        )
    return RuleEdit(new_title.strip() if where.title else title, new_body, summary)


def literal_swap(old: str, new: str) -> tuple[re.Pattern[str], Callable[[str], str]]:
    """How the word rule finds `old`, and what it writes in place of each match."""
    pattern = _literal(old, new)
    return pattern, lambda found: _replaced(pattern, found, old, new)


def _replaced(pattern: re.Pattern[str], text: str, old: str, new: str) -> str:
    if not new:
        return remove_runs(pattern.pattern, text, pattern.flags & re.IGNORECASE)[0]

    def swap(match: re.Match[str]) -> str:
        found = match.group(0)
        if len(found) > len(old) and found[len(old) :].lower() in ("s", "es"):
            return swap_one(found[: len(old)]) + _plural_ending(new)
        return swap_one(found)

    def swap_one(found: str) -> str:
        if found != old and found.islower() and old[:1].isupper() and new[:1].isupper():
            return new[:1].lower() + new[1:]  # "Fox" → "Wolf" said of a "fox": a "wolf"
        return new if found == old else _same_case(found, new)

    return pattern.sub(swap, text)


_NOUN = re.compile(r"[a-z]{2,}[^sy\W]")  # not "bus" (buses?) nor "city" (cities)


def _plural_ending(word: str) -> str:
    """The ending that makes `word` plural: "allotment" → "s", "box" → "es"."""
    return "es" if word.endswith(("s", "x", "z", "ch", "sh")) else "s"


def _title_command(old: str, new: str, zh: bool) -> str:
    """The words that change `old` in the title alone."""
    if zh:
        return f"把标题里的“{old}”改成“{new}”" if new else f"删掉标题里的“{old}”"
    return f'replace "{old}" with "{new}" in the title' if new else f'remove "{old}" from the title'


def _title_kept(old: str, new: str, found: str, zh: bool) -> str:
    if zh:
        return f"标题里也有“{found}”，没有改动；要改标题请说：{_title_command(old, new, zh)}。"
    return (
        f' The title also has "{found}" and was left as it is; to change it there, say: '
        f"{_title_command(old, new, zh)}."
    )


def _only_in_title(old: str, new: str, found: str, zh: bool) -> str:
    if zh:
        return (
            f"正文里没有“{shown(old)}”，只有标题里有“{found}”，没有改动；"
            f"要改标题请说：{_title_command(old, new, zh)}。"
        )
    return (
        f'The body has no "{shown(old)}"; only the title has "{found}", so nothing changed. '
        f"To change the title, say: {_title_command(old, new, zh)}."
    )


def _not_found(old: str, where: _Where, zh: bool, searched: str = "") -> str:
    number = is_number(old)
    inside = longer_numbers(old, searched) if number else _longer_words(old, searched)
    if inside:
        # shortened: the "word" may be a whole line of an article with no spaces
        quoted = [shown(w) for w in inside]
        words = "、".join(f"“{w}”" for w in quoted) if zh else ", ".join(f'"{w}"' for w in quoted)
        if number:
            return (
                f"“{shown(old)}”没有作为完整的数字出现，只在{words}里出现，没有改动；"
                "要改请写出完整的数字。"
                if zh
                else f'"{shown(old)}" does not stand as a whole number here; it is part of '
                f"{words}, so nothing changed. To change it, name the whole number."
            )
        return (
            f"“{shown(old)}”没有单独出现，只在{words}里出现，没有改动；要改请写出完整的词。"
            if zh
            else f'"{shown(old)}" is not a word of its own here; it is part of {words}, so '
            "nothing changed. To change it, name the whole word."
        )
    if where.title and not where.body:
        return (
            f"标题里没有找到“{shown(old)}”。"
            if zh
            else f'Could not find "{shown(old)}" in the title.'
        )
    return (
        f"文章里没有找到“{shown(old)}”。"
        if zh
        else f'Could not find "{shown(old)}" in the article.'
    )


def _longer_words(old: str, text: str) -> list[str]:
    """The longer words of `text` that hold `old` ("cat" in "category", 十五 in 二十五),
    once each, at most three."""
    if not old.strip():
        return []
    edge = rf"[{LATIN_EDGE}]*" if re.search(f"[{LATIN_EDGE}]", old) else f"[{CN_NUMERALS}]*"
    found = re.findall(rf"{edge}{re.escape(old)}{edge}", text, re.IGNORECASE)
    return list(dict.fromkeys(w for w in found if len(w) > len(old)))[:3]


# What a rewrite is to become, not words to put in: a genre ("a tweet", "微信群消息") or a
# quality ("more formal", "更口语的…").
_GENRE_EN = re.compile(
    r"^(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,3}?(?:tweets?|threads?|e-?mails?|letters?|poems?|haikus?"
    r"|bullet(?: points|s)?|lists?|stor(?:y|ies)|summar(?:y|ies)|posts?|memos?|press release"
    r"|speech(?:es)?|scripts?|prose|paragraphs?|messages?|notes?|version|announcements?"
    r"|reminders?|texts?|captions?|slogans?|headlines?|tables?|charts?|checklists?|steps"
    r"|outlines?|timelines?|faqs?|q ?& ?a|dialogues?|columns?|rows?|grids?|diagrams?)$"
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
    # a form the text is to take: "把使用方法改成表格", "改成清单", "改为分点"
    r"|^(?:一个|一张)?(?:表格|表|列表|清单|要点|分点|条目|步骤|段落|一段话?|编号列表|有序列表"
    r"|无序列表|问答|对话|时间线|大纲|提纲|图表|流程图?|多段|[两二三四五六七八九十\d]+段)(?:形式|格式)?$"
    # any kind of list or table: "项目符号列表", "带编号的清单", "两列的表格"
    r"|(?:列表|清单|表格)(?:形式|格式)?$"
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


# An amount: a number (digits or numerals) and what it counts ("两年", "3 个月", "two years").
_NUMBER = (
    rf"(?:[0-9０-９][0-9０-９,.，]*|[{CN_NUMERALS}半几]+|an?|one|two|three|four|five|six|seven"
    r"|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)"
)
_AMOUNT = re.compile(
    rf"(?P<number>{_NUMBER})(?P<unit>\s?[^\W\d{CN_NUMERALS}]\w{{0,11}}|%|％)", re.IGNORECASE
)


def _in_context(old: str, new: str) -> str:
    """The quoted words with only their amount changed, when the writer quoted the words for
    where and gave just the new amount: 把“担任主编两年”改成三年 is 担任主编三年, never 三年
    alone (which loses the rest of what was quoted). Anything else is left as said."""
    amount = _AMOUNT.fullmatch(new.strip())
    if amount is None or amount.group() == old.strip():
        return new
    unit = re.escape(amount["unit"].strip())
    same = list(re.finditer(rf"(?<![0-9０-９.,])(?:{_NUMBER})\s?{unit}", old, re.IGNORECASE))
    if len(same) != 1 or same[0].group() == old.strip():
        return new  # no amount of that kind in the words, or several: not for a rule to pick
    found = same[0]
    return old[: found.start()] + new.strip() + old[found.end() :]


# Words after the new words that say where, why or how far ("… with thirty in paragraph 2",
# "… with wolf only", "… because it was more", "…，因为…", "…在第二段"): a bare new term that
# goes on like this is not only words to write, so the rules cannot be sure of the whole
# suggestion and leave it to the model (offline: "needs a model") — never write the tail in.
_GOES_ON_EN = re.compile(
    r"\b(?:in|on|at|from|of|within|inside|for)\s+(?:the\s+)?(?:(?:first|second|third|fourth"
    r"|fifth|sixth|seventh|eighth|ninth|tenth|last|final|next|previous|opening|closing|top"
    r"|bottom|\d+(?:st|nd|rd|th)?)\s+)?(?:paragraph|para|sentence|line|section|heading|intro\w*"
    r"|conclusion|ending|list|table|quote|bullet|step|item|caption|stanza|verse|part)s?\b"
    r"|\b(?:paragraph|para|sentence|line|section|p)\s*#?\d+\b"
    r"|\b(?:only|because|since|so\s+that|which|instead|except|unless|if|when|though"
    r"|although|while|to\s+make|and\s+(?:make|change|add|remove|delete|fix|shorten|cut|keep"
    r"|also|then))\b|[,;:()]",
    re.IGNORECASE,
)
_GOES_ON_ZH = re.compile(
    r"[，,。；;：:（(]|因为|所以|只在|仅在|只改|只是|第[\d一二三四五六七八九十]+[段句行节]"
    r"|(?:这|那)一?[段句]|在(?:开头|结尾|标题)"
)


def _goes_on(new: str) -> bool:
    """Whether bare new words go on to say where, why or how far (`_GOES_ON_EN`)."""
    return bool(_GOES_ON_EN.search(new) or _GOES_ON_ZH.search(new))


def _describes(new: str) -> bool:
    """Whether the words to change to describe a result ("a tweet", "更口语的微信群消息")
    rather than being the words to write."""
    text = new.strip().rstrip("。.!！")
    return bool(_GENRE_ZH.search(text) or _GENRE_EN.search(text) or _PERSON.search(text))


# The "all" said before the verb of a Chinese swap (都改成, 全部换成): never the word to change.
_TO_ALL_ZH = frozenset(("都", "全部", "统统", "一律", "也", "全", "全都"))
# A grammatical person: "in the first person", 第一人称 — a way to write, not words.
_PERSON = re.compile(r"\b(?:first|second|third)[- ]person\b|第[一二三]人称", re.IGNORECASE)


@dataclass(frozen=True)
class AskedWords:
    """A word swap asked: the words to change, the words to write, where, and whether the
    writer quoted the old words (or used an explicit verb), so a miss is reported."""

    old: str
    new: str
    where: _Where
    reports_missing: bool
    old_quoted: bool


def replace_words(title: str, body: str, text: str, zh: bool) -> RuleEdit | None:
    asked = asked_words(text, zh)
    if asked is None:
        return None
    return _replace(
        title,
        body,
        asked.old,
        asked.new,
        asked.where,
        reports_missing=asked.reports_missing,
        zh=zh,
        keep_links=keeps_links(asked.old, text),
    )


def asked_words(text: str, zh: bool) -> AskedWords | None:
    """The word swap a (cleaned) suggestion asks for, or None when it asks for no swap."""
    patterns = [*_REPLACE_ZH, *_REPLACE_EN] if zh else [*_REPLACE_EN, *_REPLACE_ZH]
    for pattern, explicit in patterns:
        match = pattern.match(text)
        if not match:
            continue
        groups = match.groupdict()
        old_term, new_term = whole_term(groups.get("x") or ""), whole_term(groups.get("y") or "")
        if old_term is None or new_term is None:
            return None
        old, old_quoted = unquote(old_term)
        new, new_quoted = unquote(new_term)
        if not (old_quoted or new_quoted or explicit) and len(old.split()) != len(new.split()):
            return None  # "use 12 g of salt instead of 10 g": a rewrite, not a word swap
        if not old.strip() or "\n" in old:
            return None
        if not old_quoted and old in _TO_ALL_ZH:
            return None  # 把标题和正文都改成繁体字: the places named, all recast — no word "都"
        if not old_quoted and (_PART_OF_ARTICLE.match(old) or _TARGET_DESCRIBED.search(old)):
            return None
        if not new_quoted and (_describes(new) or _goes_on(new) or _PART_OF_ARTICLE.match(new)):
            # "把通知改成更口语的微信群消息": a rewrite into a style, not words; "… with thirty
            # in paragraph 2": more than words to write
            return None
        if old_quoted and not new_quoted:
            new = _in_context(old, new)
        reports_missing = old_quoted or explicit or "替换" in (groups.get("verb") or "")
        if "place" in groups:
            where = _where_zh(groups["place"] or "")
        else:
            where = _where_en(" ".join(g for g in (groups.get("at"), groups.get("where")) if g))
        return AskedWords(old, new, where, bool(reports_missing), old_quoted)
    return None
