"""What a restyle of the writer's text must not leave out, even inside the asked paragraph: a
person credited by name ("Dr Helen Okafor chaired the campaign" made "the campaign never
stopped"; 欧阳慧医生 gone from the paragraph about her), the name a letter is signed with
(app.editing.signers — checked on a cut too), a safety warning ("Do not use it in a
bathroom" gone from a friendlier warnings paragraph) and an item of a list ("1 tsp baking
powder" gone from a tidied ingredients list). A cut may leave them out; a livelier,
friendlier or plainer paragraph may not: the article would no longer credit the person or warn
the reader, and nothing tells the writer so.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from app.domain.bounded_diff import SequenceMatcher
from app.domain.text import shared_ends
from app.editing.elided import Refused
from app.editing.fact_names import COMPOUND_SURNAMES, ROLES, SURNAMES
from app.editing.scope import Scope
from app.editing.signers import unsigned
from app.editing.units import sentence_spans

# A person named with a title: "Dr Helen Okafor", "Mrs Patel", "Professor Ian Reid".
_EN_TITLED = re.compile(
    r"\b(?:Dr|Doctor|Mrs?|Ms|Miss|Mx|Prof|Professor|Sir|Dame|Rev|Revd|Father|Sister|Nurse"
    r"|Captain|Judge|Mayor|Councillor|Cllr)\.?"
    r"[ \t]+((?:[A-Z][\w’'-]+[ \t]+)?[A-Z][\w’'-]+)"
)
# A person named with no title where the sentence credits them: "thanks to Helen Okafor",
# "led by Amara Osei", "Helen Okafor, who chaired…", "Amara Osei, our lead nurse".
_EN_CREDITED = re.compile(
    r"\b(?:thanks? to|thank(?: you)?,?|thanking|grateful to|credit(?:ed)? to|led by|designed by"
    r"|founded by|run by|built by)\s+([A-Z][a-z’'-]+(?:[ \t]+[A-Z][a-z’'-]+)+)"
    r"|\b([A-Z][a-z’'-]+[ \t]+[A-Z][a-z’'-]+),[ \t]+(?:who|whose|our|the|a|an)\b"
)
# A person named beside a role: 欧阳慧医生, 馆长王立平, 李医生.
_ZH_SURNAME = f"(?:{COMPOUND_SURNAMES}|[{SURNAMES}])"
_ZH_ROLED = re.compile(
    # (not from the 谢 of 感谢 / 谢谢)
    # (nor from the 任 of 班主任: 班主任张伟老师 names 张伟)
    rf"(?!(?<=[感致答道多谢])谢)(?<!主)({_ZH_SURNAME}[\u4e00-\u9fff]{{1,2}}?)(?={ROLES})"
    rf"|(?:{ROLES})({_ZH_SURNAME}[\u4e00-\u9fff]{{1,2}}?)(?=[，。、；：,;:（(的和说])"
    rf"|(?<![主责全专])({_ZH_SURNAME}(?:医生|大夫|护士|老师|教授|院长|馆长|校长|先生|女士))"
    # a surname the list lacks, two characters before a person's role: 辛雅医生, 和木兰护士
    r"|(?<=[，。、；：！？“”（）\s感谢向和与由是])([\u4e00-\u9fff]{2})"
    r"(?=(?:医生|大夫|护士|教授|博士|院长|馆长|校长|主任)(?![\u4e00-\u9fff]{0,1}们))"
)
# What stands before a role and is no name: 主治医生, 社区护士, 这位医生.
_ROLE_MODIFIERS = re.compile(
    r"^(?:主治|全科|家庭|社区|住院|实习|值班|专科|儿科|外科|内科|牙科|眼科|护理|副主|名誉|退休|资深"
    r"|我们|各位|这位|那位|一位|几位|多位|其他|所有|每位|优秀|年轻|志愿)$|[的位名个了们是在和与]"
)
# Words before a role that are no name though they start with a surname's character: 任何老师.
_NOT_NAMES = frozenset(["任何", "高级", "资深", "主治", "全科", "金牌", "万名", "各位"])
# The suggestion is about the names or who is credited: leave one out, anonymise, rename,
# give the words to someone else ("said by a spokesperson", 改成学校发言人说的).
_ABOUT_NAMES = re.compile(
    r"\b(?:names?|anonymi[sz]\w*|credit\w*|attribut\w*|said|says|speaker|spokes\w*)\b"
    # "who" asks about the people only as the one credited ("change who is thanked"), not in a
    # paragraph's topic ("the paragraph about who made it happen")
    r"|\bwho(?:\s+(?:is|gets|should be|to))?\s+(?:thank|credit|name|mention)\w*"
    r"|名字|姓名|匿名|人名|署名|说的|发言人|出处|归于",
    re.IGNORECASE,
)

# A sentence that warns: "Do not…", "Never…", "Keep it away from…", 请勿…, 不要…, 切勿….
# A sentence that warns, wherever the words stand: "The lamp must not get wet", 使用时远离水源.
_WARNING = re.compile(
    r"\b(?:do not|don't|never|must not|mustn't|should not|shouldn't|avoid|warning|caution"
    r"|keep (?:it|them|the [\w-]+|this [\w-]+) (?:away|out of reach|at least|clear)|unplug"
    r"|not suitable)\b|请勿|切勿|不要|不得|禁止|严禁|避免|务必|注意|不可|不能|远离",
    re.IGNORECASE,
)
_WARNS = re.compile(
    r"^\W*(?:do not|don't|never|avoid|warning|caution|keep\b|always unplug|unplug|请勿|切勿|不要|"
    r"不得|禁止|严禁|勿|别|务必|注意)",
    re.IGNORECASE,
)
_STOP = frozenset(
    re.findall(
        r"\w+",
        "that this with from into onto your their them they when then than what which while near "
        "there these those have been will would could should must only also very more most such "
        "about before after other",
    )
)


def check_left_out(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when a rewritten paragraph no longer names a person it credited by name
    or no longer gives a warning it gave — unless the suggestion asks to cut, translate or
    reshape, or is about the names."""
    asked = "\n".join(suggestions)
    if not scope.translate and not _ABOUT_NAMES.search(asked):
        # a shorter letter is still signed by its writer (陈雨桐 敬上 gone from a cut)
        for old, new in rewritten(before, after):
            for name in unsigned(old, new, asked):
                raise Refused(
                    f"The model left out “{name}” from your signature, which the suggestion "
                    "did not ask to change, so the letter would no longer be signed as you sign "
                    "it. Nothing was saved — press Retry."
                )
    if scope.shorten or scope.translate or scope.reshape:
        return
    for old, new in rewritten(before, after):
        if not _ABOUT_NAMES.search(asked):
            for name in _credited(old):
                if name not in asked and not _still_named(name, new):
                    raise Refused(
                        f"The model left out “{name}”, whom your paragraph names, which the "
                        "suggestion did not ask to remove, so the article would no longer "
                        "credit them. Nothing was saved — press Retry."
                    )
        for item in (i for o, n in paired(old, new) for i in _dropped_items(o, n)):
            raise Refused(
                f"The model left out “{item}” from your list, which the suggestion did not ask "
                "to remove, so the article would no longer give it. Nothing was saved — press "
                "Retry."
            )
        for warning in _dropped_warnings(old, new, before):
            raise Refused(
                f"The model left out a warning of yours (“{warning}”), which the suggestion "
                "did not ask to remove, so readers would no longer be warned. Nothing was "
                "saved — press Retry, or ask for the change again saying to keep every warning."
            )


def rewritten(before: str, after: str) -> Iterator[tuple[str, str]]:
    """Each stretch of paragraphs the reply replaced, before and after, side by side."""
    old, new = before.split("\n\n"), after.split("\n\n")
    # The paragraphs both share at the start and the end are set aside first: matching
    # thousands of paragraphs (20,000 blank lines, a paragraph copied 5,000 times) pair by
    # pair took minutes; only a large middle is matched with popular paragraphs as junk.
    head, tail = shared_ends(old, new)
    old, new = old[head : len(old) - tail], new[head : len(new) - tail]
    matcher = SequenceMatcher(None, old, new, autojunk=len(old) * len(new) > _LARGE)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "replace":
            yield "\n\n".join(old[i1:i2]), "\n\n".join(new[j1:j2])


def paired(before: str, after: str) -> Iterator[tuple[str, str]]:
    """What `rewritten` gives, each stretch split into its paragraphs side by side when the
    reply gave as many paragraphs as it replaced (a livelier article rewrites every one: its
    second paragraph's "may" and its fourth's "don't" are no one change), else whole."""
    for old, new in rewritten(before, after):
        olds, news = old.split("\n\n"), new.split("\n\n")
        if len(olds) == len(news):
            yield from ((o, n) for o, n in zip(olds, news, strict=True) if o != n)
        else:
            yield old, new


# Paragraph pairs beyond which the middle of a rewrite is matched with autojunk (see above).
_LARGE = 250_000


def _credited(text: str) -> list[str]:
    names = [m[1] for m in _EN_TITLED.finditer(text)]
    names += [m[1] or m[2] for m in _EN_CREDITED.finditer(text)]
    names += [m[1] or m[2] or m[3] or m[4] for m in _ZH_ROLED.finditer(text)]
    return [
        name
        for name in dict.fromkeys(names)
        if name not in _NOT_NAMES and not (len(name) == 2 and _ROLE_MODIFIERS.search(name))
    ]


def _still_named(name: str, text: str) -> bool:
    """Whether `text` still names the person: any word of an English name ("Okafor" for "Helen
    Okafor"), a Chinese name whole or its surname before a role (欧阳医生)."""
    if re.search(r"[\u4e00-\u9fff]", name):
        surname = re.match(_ZH_SURNAME, name)
        return (
            name[-2:] in text
            or name in text
            or bool(surname and re.search(surname[0] + f"(?:{ROLES})", text))
        )
    return any(re.search(rf"\b{re.escape(word)}\b", text) for word in name.split())


_ITEM = re.compile(r"^[ \t]*(?:(?:[-*+•]|\d{1,2}[.)])[ \t]+|\d{1,2}、[ \t]*)(.+)$")


def _dropped_items(old: str, new: str) -> list[str]:
    """The items of a list (`old`, every line an item but a lead-in line: 附件：) that the list
    given back (`new`, with fewer items) no longer holds any own word of — once the items it
    gives back word for word are set aside ("your passport" kept does not keep "two passport
    photos")."""
    old_items = [_ITEM.match(line) for line in _without_lead_in(old)]
    new_items = [_ITEM.match(line) for line in _without_lead_in(new)]
    if not all(old_items) or not any(new_items) or len(new_items) >= len(old_items):
        return []
    left = [m[1].strip() for m in new_items if m]
    items = []
    for m in old_items:
        if m and m[1].strip() in left:
            left.remove(m[1].strip())
        elif m:
            items.append(m[1].strip())
    kept = " ".join(left).lower()
    return [
        item
        for item in items
        if (words := own_words(item.lower())) and not any(w in kept for w in words)
    ]


def _without_lead_in(text: str) -> list[str]:
    """The lines of a list, without the line that leads into it ("附件：", "Please bring:")."""
    lines = text.strip().split("\n")
    if len(lines) > 1 and not _ITEM.match(lines[0]) and re.search(r"[:：]\s*$", lines[0]):
        return lines[1:]
    return lines


def _dropped_warnings(old: str, new: str, article: str) -> list[str]:
    """The warnings of `old` (a paragraph giving two or more) none of whose own words `new`
    keeps: English words as `_own_words` reads them that no other paragraph uses; Chinese
    characters but for a few that say nothing of the danger and those the article uses all
    over (its product's name)."""
    sentences = [old[s:e].strip() for s, e in sentence_spans(old)]
    warnings = [w for s in sentences for w in _warning_clauses(s)]
    if len(warnings) < 2:
        return []
    common = _common_characters(article)
    dropped = []
    for warning in warnings:
        if re.search(r"[\u4e00-\u9fff]", warning):
            said = re.sub(r"[^\u4e00-\u9fff]", "", _WARNING.sub("", warning))
            # nor those the paragraph's other sentences use (the 水 of 下水前请先淋浴 says
            # nothing of 严禁在浅水区跳水)
            words = sorted(set(said) - _ZH_STOP - common - set(old.replace(warning, "")))
        else:  # not the words the rest of the article uses too (the product's own name)
            elsewhere = article.replace(old, " ").lower()
            # its first four letters: "poolside" said again as "beside the pool"
            words = [w[:4] for w in own_words(warning) if w not in elsewhere]
        if words and not any(w in new.lower() for w in words):
            dropped.append(warning)
    return dropped


def _warns(text: str) -> bool:
    return bool(_WARNS.match(text) or _WARNING.search(text))


# Where a sentence may join two warnings: a comma or semicolon, or "and" before a second order
# ("Keep it away from water and do not use it in bathrooms"). A run of spaces is tried from its
# first only (a paragraph of 20,000 blank lines split in quadratic time).
_CLAUSE_BREAK = re.compile(
    r"[，；;]|,\s+(?:and\s+|but\s+)?|(?<!\s)\s+and\s+(?=(?:do not|don't|never|avoid|keep)\b)",
    re.IGNORECASE,
)


def _warning_clauses(sentence: str) -> list[str]:
    """The warnings one sentence gives: each clause that warns when two or more do (请勿在池边
    奔跑，严禁在儿童池跳水 warns twice), else the sentence itself when it warns."""
    clauses = [c.strip() for c in _CLAUSE_BREAK.split(sentence) if c.strip()]
    warning = [c for c in clauses if _warns(c)]
    if len(warning) >= 2:
        return warning
    return [sentence] if _warns(sentence) else []


# Characters of a Chinese warning that say nothing of its danger.
_ZH_STOP = frozenset("的在或和与及把将被让使用本产品请勿不要别时前后里中上下地方一个这那它其")


def _common_characters(article: str) -> set[str]:
    """The Chinese characters found in more than two of the article's paragraphs."""
    counts: dict[str, int] = {}
    for paragraph in article.split("\n\n"):
        for char in set(re.findall(r"[\u4e00-\u9fff]", paragraph)):
            counts[char] = counts.get(char, 0) + 1
    return {char for char, count in counts.items() if count > 2}


def own_words(sentence: str) -> list[str]:
    """The words that carry what a warning warns about: English words of four letters or
    more, not capitalised, not function words (their first five letters, so "playing" keeps
    "play"); Chinese, its two-character runs."""
    if re.search(r"[\u4e00-\u9fff]", sentence):
        hanzi = re.sub(r"[^\u4e00-\u9fff]+", " ", _WARNS.sub("", sentence))
        return [run[i : i + 2] for run in hanzi.split() for i in range(len(run) - 1)]
    words = re.findall(r"\b[a-z][a-z’'-]{3,}\b", sentence)
    return [w[:5] for w in words if w not in _STOP]
