"""The rules editor: mechanical edits (replace, delete or swap paragraphs, retitle, remove
emoji) applied deterministically, in English and Chinese, with no model.

It is the fast path before a model and the offline editor, so it takes a suggestion only when
it understands all of it: a term in quotes must be the whole term ("Change 'slow' to 'steep'
in the poem" replaces slow with steep), and a suggestion that asks for more than the rule
does ("Retitle it 'X' and make paragraph 2 vivid") goes to the model.
"""

import re
from collections.abc import Callable, Sequence

from app.domain.text import EMOJI_PATTERN, join_paragraphs, split_paragraphs
from app.editing import units
from app.editing.offline_help import OFFLINE_HELP, limited_offline, offline_answer
from app.editing.rule_terms import (
    QUOTED,
    REMOVE_VERB_ZH,
    STEP_BREAK,
    RuleEdit,
    clean,
    cn_number,
    is_chinese,
    remove_runs,
    shown,
    unquote,
    whole_term,
)
from app.editing.rule_words import replace_words

__all__ = [
    "EMOJI_PATTERN",
    "OFFLINE_HELP",
    "limited_offline",
    "offline_answer",
    "RuleEdit",
    "apply_all",
    "apply_rules",
    "apply_within",
]

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
_EMOJI_ZH = [
    re.compile(
        r"^(?:把|将)?(?:文中|文章里|文章中|里面)?(?:的)?(?:所有|全部)?(?:的)?"
        + _EMOJI_NOUN_ZH
        + r"(?:都|全部|全都|统统)?(?:"
        + REMOVE_VERB_ZH
        + r"|不要了?)$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^(?:" + REMOVE_VERB_ZH + r"|不要|别用|不用|别加|不要用|取消)(?:掉)?"
        r"(?:文中|文章里|文章中|里面)?(?:的)?(?:所有|全部)?(?:的)?" + _EMOJI_NOUN_ZH + "$",
        re.IGNORECASE,
    ),
]


# "From now on" around a removal ("以后都不要用表情了", "no emoji from now on") makes it a
# lasting wish as well — style learning hears that in the writer's words — and still asks
# for this removal now.
_LASTING_EN = re.compile(
    r"^(?:from now on|going forward|in future|from here on)[,\s]+"
    # Only from the start of a run of spaces and commas: from every position it was quadratic.
    r"|(?<![,\s])[,\s]+(?:from now on|going forward|in future|from here on|ever again|any ?more)$",
    re.IGNORECASE,
)
_LASTING_ZH = re.compile(r"^(?:以后|今后|往后|从今以后|从现在起|从今天起)[，,\s]*(?:都|也)?|了$")


def _remove_emoji(title: str, body: str, text: str, zh: bool) -> RuleEdit | None:
    bare = (_LASTING_ZH if zh else _LASTING_EN).sub("", text).strip()
    if not any(p.match(t) for p in (_EMOJI_ZH if zh else _EMOJI_EN) for t in (text, bare)):
        return None
    (kept_title, signs_title), (kept_body, signs_body) = _signs_kept(title), _signs_kept(body)
    new_title, in_title = remove_runs(EMOJI_PATTERN, kept_title)
    new_body, in_body = remove_runs(EMOJI_PATTERN, kept_body)
    count = in_title + in_body + signs_title + signs_body
    if not count:
        summary = "文章里没有表情符号。" if zh else "There are no emoji in the article to remove."
        return RuleEdit(title, body, summary, changed=False)
    summary = f"已删除 {count} 个表情符号。" if zh else f"Removed {count} emoji."
    return RuleEdit(new_title.strip() or title, new_body, summary)


# A keycap ("1️⃣ Preheat the oven") and ©️ ®️ ™️ drawn as emoji carry a digit or a sign the
# text needs: removing the emoji keeps the plain character.
_SIGNS = re.compile("([0-9#*])\ufe0f?\u20e3|([\u00a9\u00ae\u2122])\ufe0f")


def _signs_kept(text: str) -> tuple[str, int]:
    """`text` with keycaps and emoji-drawn signs made plain, and how many there were."""
    return _SIGNS.subn(lambda m: m.group(1) or m.group(2), text)


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
    if digits:  # no article has a billion paragraphs (and int() refuses 4,300 digits)
        return int(digits.group()) if len(digits.group()) <= 9 else None
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
        return cn_number(match.group(f"{group}_n"))
    if match.group(f"{group}_b"):
        back = cn_number(match.group(f"{group}_b"))
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


def _paragraphs(body: str) -> list[str]:
    """The body's paragraphs as the rules count them; a body whose paragraphs end in old Mac
    line endings ("\r\r") or the Unicode paragraph separator is split as the judge splits it,
    not read as one paragraph; a fenced code block with blank lines in it is one paragraph."""
    if "\u2029" in body or re.search(r"\r(?!\n)", body) or units.FENCE.search(body):
        return [text.strip() for text in _split(body).texts if text.strip()]
    return split_paragraphs(body)


def _split(body: str) -> units.Paragraphs:
    """The body's lossless split (app/editing/units.py), a fenced code block that holds blank
    lines kept as one paragraph (`units.fence_groups`): deleting or swapping half of one left
    its other fence behind, and the rest of the article read as code."""
    split = units.split_paragraphs(body)
    groups = units.fence_groups(split.texts)
    texts = [
        "".join(split.texts[i] + (split.separators[i] if i != group[-1] else "") for i in group)
        for group in groups
    ]
    separators = [split.separators[group[-1]] for group in groups[:-1]]
    return units.Paragraphs(texts, separators, split.lead, split.tail)


def _rearranged(body: str, paragraphs: list[str], order: list[int]) -> str:
    """The body with its paragraphs in `order` (indexes; one left out is deleted), keeping the
    writer's own bytes: the breaks between them (one line break in an article written one
    paragraph a line, a blank line elsewhere) and each paragraph's indentation. A body the
    lossless split reads otherwise is joined plainly."""
    split = _split(body)
    # Compared with their line endings made one: a CRLF article's paragraphs hold "\r\n" in
    # the lossless split, "\n" in the plain one — and were joined plainly, losing every CR.
    if [_lf(text.strip()) for text in split.texts] != [_lf(p) for p in paragraphs]:
        return join_paragraphs([paragraphs[i] for i in order])
    texts = [split.texts[i] for i in order]
    # Drop the break after a deleted paragraph (before it, for the last one).
    separators = list(split.separators)
    for gone in sorted(set(range(len(paragraphs))) - set(order), reverse=True):
        del separators[min(gone, len(separators) - 1)]
    return units.Paragraphs(texts, separators, split.lead, split.tail).join()


def _lf(text: str) -> str:
    return text.replace("\r\n", "\n")


def _delete_paragraph(title: str, body: str, text: str, zh: bool) -> RuleEdit | None:
    if zh:
        match = next((m for p in _DELETE_ZH if (m := p.match(text))), None)
        index = _zh_index(match, "p") if match else None
    else:
        match = _DELETE_EN.match(text)
        index = _en_index(match, "p") if match else None
    if not match or index is None:
        return None
    paragraphs = _paragraphs(body)
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
    order = [i for i in range(count) if i != position - 1]
    summary = (
        f"已删除第 {position} 段（原共 {count} 段）。"
        if zh
        else f"Deleted paragraph {position} of {count}."
    )
    return RuleEdit(title, _rearranged(body, paragraphs, order), summary)


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
    paragraphs = _paragraphs(body)
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
    order = list(range(count))
    order[a - 1], order[b - 1] = order[b - 1], order[a - 1]
    summary = f"已交换第 {a} 段和第 {b} 段。" if zh else f"Swapped paragraphs {a} and {b}."
    return RuleEdit(title, _rearranged(body, paragraphs, order), summary)


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
    re.compile(r"^(?:call|name|title)\s+it\s+(?P<z>" + QUOTED + ")$", re.IGNORECASE),
    re.compile(r"^use\s+(?P<z>" + QUOTED + r")\s+as\s+(?:the\s+)?(?:new\s+)?title$", re.IGNORECASE),
]
_TITLE_ZH = [
    re.compile(
        r"^(?:把|将)?(?:文章|这篇文章|本文)?(?:的)?(?:标题|题目|大标题)(?:改成|改为|换成|换为|改作|设为|"
        r"设置为|定为|改叫|叫做|叫|就用|用|写成|变成|修改为|修改成|为)\s*[:：]?\s*(?P<z>.+)$"
    ),
    re.compile(r"^(?:新)?(?:标题|题目)\s*[:：]\s*(?P<z>.+)$"),
    re.compile(r"^(?:用|以|拿)\s*(?P<z>" + QUOTED + r")\s*(?:作为|做|当|作)(?:新)?(?:标题|题目)$"),
]
# "change the title to something catchier" asks for a rewrite, not for those words.
_DESCRIPTIVE_EN = re.compile(
    r"^(?:something|anything|one\b|be\b|more\b|less\b|a\s+(?:more|less|better|shorter|longer|"
    r"catchier|snappier)\b|(?:shorter|longer|catchier|better|simpler|snappier|punchier)\b"
    # a form, not the words: "a question", "an exclamation", "title case"
    r"|(?:an?\s+)?(?:question|exclamation|pun|statement|teaser)s?\b"
    r"|(?:title|sentence|upper|lower)\s*case\b|all\s+caps\b)",
    re.IGNORECASE,
)
_DESCRIPTIVE_ZH = re.compile(
    r"^(?:更|再|一个|一些|有点|稍微|简短|短一|长一|简洁|吸引人|有吸引力|好一点|好点)|(?:一点|一些|点儿|些|的)$"
    # a form, not the words: 问句, 疑问句, 感叹句, 问题的形式
    r"|^(?:问句|疑问句|反问句|设问句?|感叹句|陈述句|祈使句|问题|提问)(?:形式|的形式|的样子)?$"
)


def _change_title(title: str, body: str, text: str, zh: bool) -> RuleEdit | None:
    patterns = _TITLE_ZH if zh else _TITLE_EN
    match = next((m for p in patterns if (m := p.match(text))), None)
    if not match:
        return None
    whole = whole_term(match.group("z"))
    if whole is None:
        return None
    new_title, quoted = unquote(whole)
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
            f"标题已经是“{shown(new_title)}”。"
            if zh
            else f'The title is already "{shown(new_title)}".'
        )
        return RuleEdit(title, body, summary, changed=False)
    summary = (
        f"已把标题改为“{shown(new_title)}”。"
        if zh
        else f'Changed the title to "{shown(new_title)}".'
    )
    return RuleEdit(new_title, body, summary)


_RULES: list[Rule] = [
    _change_title,
    _remove_emoji,
    _delete_paragraph,
    _swap_paragraphs,
    replace_words,
]


# What a suggestion limited to part of the body ("Limit to", a selection) can do offline: the
# rules that change words. Renaming, deleting or swapping paragraphs is about the whole article.
_WITHIN: list[Rule] = [_remove_emoji, replace_words]


def apply_rules(
    title: str, body: str, suggestion: str, rules: Sequence[Rule] = _RULES
) -> RuleEdit | None:
    """Apply one mechanical suggestion; None when it is not one the rules understand."""
    text = clean(suggestion)
    if not text:
        return None
    zh = is_chinese(text)
    for rule in rules:
        result = rule(title, body, text, zh)
        if result is not None:
            return result
    steps = [step for step in STEP_BREAK.split(suggestion.strip()) if step.strip()]
    if len(steps) > 1:
        return apply_all(title, body, steps, rules)
    # "以后不要用表情符号。去掉所有表情": sentences, each a rule (none quoting a term, whose
    # own stops are no sentence ends)
    said = [s.strip().rstrip("。！!") for s in _SENTENCE_END.split(suggestion.strip())]
    said = [s for s in said if s]
    if len(said) > 1 and not _QUOTE_MARK.search(suggestion):
        return apply_all(title, body, said, rules)
    return None


_SENTENCE_END = re.compile(r"(?<=[。！!？?])|(?<=\.)\s+")
_QUOTE_MARK = re.compile(r"[\"“”「」『』]")


def apply_within(
    title: str, body: str, selection: tuple[int, int], suggestions: list[str]
) -> RuleEdit | None:
    """The word rules (replace, remove emoji) applied only to `body[start:end]`, the part the
    writer limited the suggestion to; None when a suggestion is not one of them."""
    start, end = selection
    result = apply_all(title, body[start:end], suggestions, _WITHIN)
    if result is None or result.title != title:
        return None  # "… in the title" / "… everywhere": not only the limited part
    if not result.changed:
        zh = is_chinese(" ".join(suggestions))
        note = (
            "（只在限定的部分里找。）" if zh else " (Only the part you limited it to was searched.)"
        )
        return RuleEdit(title, body, result.summary + note, changed=False)
    part = _edges_kept(body[start:end], result.body, body[:start], body[end:])
    return RuleEdit(title, body[:start] + part + body[end:], result.summary)


def _edges_kept(old: str, new: str, before: str, after: str) -> str:
    """The new part with the spacing at its edges fitted to the text around it: no space
    left beside a space or a stop outside it ("news 🎉" + "!" → "news!", not "news !"), and
    a space the removal took kept between two words ("End 👍 " + "here" → "End here")."""
    if new.endswith((" ", "\t")) and (not after or after[0].isspace() or after[0] in ".,!?;:"):
        new = new.rstrip(" \t")
    elif old[-1:].isspace() and new and not new[-1].isspace() and after[:1].isalnum():
        new += old[-1]
    if new.startswith((" ", "\t")) and (not before or before[-1].isspace()):
        new = new.lstrip(" \t")
    elif old[:1].isspace() and new and not new[0].isspace() and before[-1:].isalnum():
        new = old[0] + new
    return new


def apply_all(
    title: str, body: str, suggestions: list[str], rules: Sequence[Rule] = _RULES
) -> RuleEdit | None:
    """Apply several suggestions in order; None if any of them is not understood."""
    if not suggestions:
        return None
    summaries: list[str] = []
    changed = False
    done: list[tuple[str, str]] = []  # what each step makes of the article as it was
    original = (title, body)
    for suggestion in suggestions:
        result = apply_rules(title, body, suggestion, rules)
        if result is None:
            return None
        alone = apply_rules(*original, suggestion, rules)
        if done and alone is not None and (alone.title, alone.body) in done and not result.changed:
            continue  # the same edit said twice ("以后不要用表情…。去掉所有表情"): done once
        if alone is not None:
            done.append((alone.title, alone.body))
        title, body = result.title, result.body
        summaries.append(result.summary)
        changed = changed or result.changed
    # "Replaced … (2 places); Deleted paragraph 3 of 5." — one sentence end, not ".;".
    joined = "; ".join([*(s.rstrip(".。") for s in summaries[:-1]), summaries[-1]])
    return RuleEdit(title, body, joined, changed=changed)
