"""The rules editor: mechanical edits (replace, delete or swap paragraphs, retitle, remove
emoji) applied deterministically, in English and Chinese, with no model.

It is the fast path before a model and the offline editor, so it takes a suggestion only when
it understands all of it: a term in quotes must be the whole term ("Change 'slow' to 'steep'
in the poem" replaces slow with steep), and a suggestion that asks for more than the rule
does ("Retitle it 'X' and make paragraph 2 vivid") goes to the model.
"""

import re
from collections.abc import Callable, Sequence
from functools import partial

from app.domain.text import EMOJI_PATTERN
from app.editing import offline_help
from app.editing.offline_help import OFFLINE_HELP, limited_offline
from app.editing.rule_paragraphs import Seen, delete_paragraph, paragraphs_of, swap_paragraphs
from app.editing.rule_places import replace_in_paragraph, unplaced_hint
from app.editing.rule_steps import joined_steps
from app.editing.rule_terms import (
    QUOTED,
    REMOVE_VERB_ZH,
    STEP_BREAK,
    RuleEdit,
    clean,
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
    "rules_for",
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


def _replace_in_paragraph(title: str, body: str, text: str, zh: bool) -> RuleEdit | None:
    """A replace said for one paragraph ("把第二段里的“90”改成“95”"), made there alone."""
    return replace_in_paragraph(
        title, body, text, zh, lambda span, asked: apply_within(title, body, span, [asked])
    )


_RULES: list[Rule] = [
    _change_title,
    _remove_emoji,
    delete_paragraph,
    swap_paragraphs,
    replace_words,
]
# Offline, a replace said for one paragraph is made there too (outside47 F9). With a model
# the model reads such a message, as before: "第二段里的英文都换成中文" is no literal replace.
OFFLINE_RULES: list[Rule] = [*_RULES[:-1], _replace_in_paragraph, replace_words]


def rules_for(offline: bool) -> list[Rule]:
    """The rules a turn tries first: offline, also the replace said for one paragraph."""
    return OFFLINE_RULES if offline else _RULES


# What a suggestion limited to part of the body ("Limit to", a selection) can do offline: the
# rules that change words. Renaming, deleting or swapping paragraphs is about the whole article.
_WITHIN: list[Rule] = [_remove_emoji, replace_words]


def apply_rules(
    title: str,
    body: str,
    suggestion: str,
    rules: Sequence[Rule] = _RULES,
    seen: Seen | None = None,
) -> RuleEdit | None:
    """Apply one mechanical suggestion; None when it is not one the rules understand.

    `seen`: the paragraphs as the writer numbered them, when earlier steps of the same
    suggestion moved or deleted some."""
    text = clean(suggestion)
    if not text:
        return None
    zh = is_chinese(text)
    for rule in rules:
        result = _numbered(rule, seen)(title, body, text, zh)
        if result is not None:
            return result
    steps = [step for step in STEP_BREAK.split(suggestion.strip()) if step.strip()]
    if len(steps) > 1:
        return apply_all(title, body, steps, rules, seen)
    # "以后不要用表情符号。去掉所有表情": sentences, each a rule (none quoting a term, whose
    # own stops are no sentence ends)
    said = [s.strip().rstrip("。！!") for s in _sentences_outside_quotes(suggestion.strip())]
    said = [s for s in said if s]
    if len(said) > 1:
        return apply_all(title, body, said, rules, seen)
    # "第三段删掉，另外以后别用表情", "delete paragraph 3 and replace fine with sunny": steps
    # joined by a comma or an "and" — every one of them a rule, or none is taken.
    joined = joined_steps(suggestion, lambda step: _one_rule(title, body, step, rules))
    if len(joined) > 1:
        return apply_all(title, body, joined, rules, seen)
    return None


def offline_answer(message: str, title: str = "", body: str = "") -> str:
    """What the offline editor says to a message no rule took (offline_help.py), led by how
    to limit a replace said for a part of `body` it cannot find ("In the intro, replace …")."""
    text = message.strip()
    takes = partial(_one_rule, title, body, rules=_WITHIN)
    hint = unplaced_hint(text, takes, is_chinese(text))
    if hint is None:
        return offline_help.offline_answer(message)
    return f"{hint}\n\n{offline_help.what_works(message)}"


def _numbered(rule: Rule, seen: Seen | None) -> Rule:
    """`rule`, counting paragraphs as the writer did when it is one that names them."""
    if seen is None:
        return rule
    if rule is delete_paragraph:
        return partial(delete_paragraph, seen=seen)
    if rule is swap_paragraphs:
        return partial(swap_paragraphs, seen=seen)
    return rule


def _one_rule(title: str, body: str, step: str, rules: Sequence[Rule]) -> bool:
    """Whether one rule, alone, understands `step` (not split further)."""
    text = clean(step)
    zh = is_chinese(text)
    return bool(text) and any(rule(title, body, text, zh) is not None for rule in rules)


_SENTENCE_END = re.compile(r"(?<=[。！!？?])|(?<=\.)\s+")
_QUOTE_MARK = re.compile(r"[\"“”「」『』]")


def _sentences_outside_quotes(text: str) -> list[str]:
    """The sentences of `text`, a stop inside a quoted term ("replace "Mr. Smith" with …")
    ending none: 'Delete the first paragraph. Then replace "walked" with "ran".' is two."""
    sentences: list[str] = []
    for piece in _SENTENCE_END.split(text):
        if sentences and _open_quote(sentences[-1]):
            sentences[-1] += " " + piece if sentences[-1][-1:] == "." else piece
        else:
            sentences.append(piece)
    return sentences


def _open_quote(text: str) -> bool:
    """Whether `text` ends inside a quotation."""
    marks = _QUOTE_MARK.findall(text)
    straight = marks.count('"') % 2 == 1
    opened = sum(m in "“「『" for m in marks) > sum(m in "”」』" for m in marks)
    return straight or opened


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
    title: str,
    body: str,
    suggestions: list[str],
    rules: Sequence[Rule] = _RULES,
    seen: Seen | None = None,
) -> RuleEdit | None:
    """Apply several suggestions in order; None if any of them is not understood.

    Every step counts paragraphs as the writer did, in the article before the first step
    ("删除第二段；删除第三段" deletes the writer's second and third, not the second and fourth)."""
    if not suggestions:
        return None
    summaries: list[str] = []
    changed = False
    done: list[tuple[str, str]] = []  # what each step makes of the article as it was
    original = (title, body)
    order: list[int] | None = None  # the paragraphs before the first step, as now arranged
    for suggestion in suggestions:
        result = apply_rules(title, body, suggestion, rules, seen)
        if result is None:
            return None
        alone = apply_rules(*original, suggestion, rules)
        if done and alone is not None and (alone.title, alone.body) in done and not result.changed:
            continue  # the same edit said twice ("以后不要用表情…。去掉所有表情"): done once
        if alone is not None:
            done.append((alone.title, alone.body))
        if result.order is not None:
            seen = (seen or Seen.as_written(paragraphs_of(body))).after(result.order)
            order = result.order if order is None else [order[i] for i in result.order]
        elif result.changed and len(paragraphs_of(result.body)) != len(paragraphs_of(body)):
            seen = order = None  # a paragraph emptied by a word rule: counted afresh from here
        title, body = result.title, result.body
        summaries.append(result.summary)
        changed = changed or result.changed
    # "Replaced … (2 places); Deleted paragraph 3 of 5." — one sentence end, not ".;".
    joined = "; ".join([*(s.rstrip(".。") for s in summaries[:-1]), summaries[-1]])
    return RuleEdit(title, body, joined, changed=changed, order=order)
