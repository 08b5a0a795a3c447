"""The emoji judgements of one clause: none, fewer or more, how many are allowed ("a couple
per post is fine"), text described as having none ("一个表情都没有"), and glyphs banned by
name ("no 🙏")."""

import re
from collections.abc import Iterable

from app.style.emoji_terms import (
    EMOJI_FEWER,
    EMOJI_FEWER_AFTER,
    EMOJI_MODERATE,
    EMOJI_MORE_AFTER,
    EMOJI_NONE,
    EMOJI_NONE_AFTER,
    EMOJI_NONE_SAID_AFTER,
    EMOJI_NOT_ONE,
    EMOJI_REFUSED_OVER,
    EMOJI_TERM,
    GLYPHS,
    GLYPHS_BANNED_BEFORE,
    SIGN_BEFORE,
    emoji_wished,
)
from app.style.hit import Hit, negation_reach, words_before
from app.style.modifiers import ALL_OVER_AFTER, ALL_OVER_BEFORE
from app.style.reading import in_the_question_asked, is_the_topic

_NO_MORE_NEEDED = re.compile(
    r"(?:不用|不必|无需|没必要)再(?:多)?(?:加|放|添)\S{0,2}$|"
    r"\bno need (?:for|to add) (?:any )?more\s*$",
    re.I,
)
_FROM_NOW = re.compile(
    r"以后|往后|今后|以後|往後|今後|\bfrom (?:now|here) on\b|\bgoing forward\b", re.I
)
_FEW_BEFORE = re.compile(
    r"\b(?:a couple(?: of)?|one or two|two or three|a few|one|two|a single)\s*$|"
    r"(?:一两|两三|一)个\s*$",
    re.IGNORECASE,
)
_FINE_AFTER = re.compile(
    r"^(?:\s+(?:per|a|in each|each) \w+)?\s*(?:is|are|'s)\s+"
    r"(?:fine|ok(?:ay)?|enough|plenty|allowed)\b|"
    r"^\S{0,4}(?:就行|就够|可以|没问题)",
    re.IGNORECASE,
)
# "表情放得少少的": how many were put, told as few (a verb's 得 tells how it was done, it asks
# for nothing) — the amount there, like "一个表情都没有"; "放得少了", "放得太少" say too few.
_FEW_THERE = re.compile(r"^[放加用配]得(?:很少|少少的?|不多|少)(?![了点些])")
_NONE_THERE = re.compile(r"^.{0,3}?(?:都|也)?没有?(?!.{0,4}吗)|^\s+in sight\b", re.IGNORECASE)
# "没有表情的字", "这版没用表情": text without any.
# "a wall of text without a single emoji": text described as having none.
_NONE_BEFORE = re.compile(
    r"(?:没有|没|不带|没用|没加|没放|没带)$|\b(?:a|an) (?:[\w-]+ ){0,2}(?:text|page|block|screen)"
    r" (?:with(?:out| no| zero)) (?:a single |any |one )?$",
    re.IGNORECASE,
)


def emoji_values(clause: str) -> Iterable[Hit]:
    previous_end = 0
    for m in EMOJI_TERM.finditer(clause):
        prefix = words_before(clause, m.start(), previous_end)
        after = clause[m.end() :]
        previous_end = m.end()
        if in_the_question_asked(clause, m.start()):
            continue  # "a post about why teens use so many emoji"
        if _NO_MORE_NEEDED.search(prefix) and not _FROM_NOW.search(clause[: m.start()]):
            # "不用再加表情了，现在这样刚好": enough as it is, nothing asked (not 「以后战报里就
            # 不用再放表情了」: none from now on).
            continue
        if ALL_OVER_BEFORE.search(prefix) or ALL_OVER_AFTER.match(after):
            # "Emoji everywhere.", "满屏表情": too many of them.
            yield Hit(m.start(), "emoji", "fewer", False)
            continue
        if _FEW_BEFORE.search(prefix) and _FINE_AFTER.match(after):
            # "a couple of emoji per post is fine": a small number allowed.
            yield Hit(m.start(), "emoji", "fewer", False)
            continue
        if _FEW_THERE.match(after):
            yield Hit(m.start(), "emoji", "fewer", True, mention=True)
        elif _NONE_THERE.match(after) or _NONE_BEFORE.search(clause[: m.start()]):
            # "一个表情都没有", "not an emoji in sight": how the text is, not a request; only
            # sarcasm ("…真是热闹极了呢") turns it into one.
            yield Hit(m.start(), "emoji", "none", True, mention=True)
        elif EMOJI_NOT_ONE.search(prefix) or SIGN_BEFORE.search(clause[: m.start()]):
            yield Hit(m.start(), "emoji", "none", False)
        elif EMOJI_MODERATE.search(prefix) and not EMOJI_NONE_AFTER.search(after):
            yield Hit(m.start(), "emoji", "fewer", False)
        elif EMOJI_NONE_AFTER.search(after) or EMOJI_NONE.search(prefix):
            yield Hit(m.start(), "emoji", "none", False)
        elif EMOJI_FEWER_AFTER.search(after) or EMOJI_FEWER.search(prefix):
            yield Hit(m.start(), "emoji", "fewer", False)
        elif EMOJI_REFUSED_OVER.search(negation_reach(clause[: m.start()])) or (
            EMOJI_NONE_SAID_AFTER.match(after)
        ):
            # "don't put any of those little tree or leaf emojis in", "I never wanted emoji in
            # the posts - none at all": a refusal opening the verb phrase reaches its object,
            # however many words stand between.
            yield Hit(m.start(), "emoji", "none", False)
        else:
            wished = emoji_wished(prefix, after)
            wished = wished and not is_the_topic(clause[: m.start()])
            more_after = bool(EMOJI_MORE_AFTER.search(after))
            yield Hit(m.start(), "emoji", "more", not more_after, mention=not wished)
    if previous_end:
        return
    for m in GLYPHS.finditer(clause):
        if GLYPHS_BANNED_BEFORE.search(clause[max(0, m.start() - 40) : m.start()]):
            yield Hit(m.start(), "emoji", "none", False)
            return
