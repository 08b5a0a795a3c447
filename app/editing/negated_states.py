"""A state the writer stated, said back negated in other words: "I was exhausted" made livelier
as "I was not tired at all", 我已经累坏了 as 我一点也不累, "we walked down slowly" as "we did
not take it slow".

polarity.py reads a sentence kept word for word but for its negation; a restyle rewords the
sentence too, so that reading misses these. Here a state is read by its meaning: words of one
sense are one state (exhausted, tired, worn out; 累, 疲惫), and a state the writer says plainly
and never negates, which the rewrite no longer says plainly but negates, is turned round.
Intensifiers that keep the state ("not just tired", "never been so tired", 从来没有这么累) are
no negation of it, and a state the suggestion itself negates ("say I was not tired") was asked.
"""

from __future__ import annotations

import re
from functools import lru_cache

# Words of one sense, each group one state. Only words whose negation says the opposite of the
# group's state: "not bad" is no flip of "good", so antonyms are never grouped.
_EN_STATES = (
    "tired exhausted weary worn wiped drained shattered knackered sleepy fatigued",
    "happy glad delighted thrilled joyful pleased cheerful overjoyed",
    "sad unhappy miserable gloomy upset heartbroken",
    "angry furious annoyed irritated",
    "afraid scared frightened terrified nervous anxious worried",
    "calm relaxed peaceful serene",
    "easy simple effortless",
    "hard difficult tough demanding gruelling grueling exhausting",
    "cheap inexpensive affordable",
    "expensive pricey costly",
    "busy crowded packed hectic",
    "quiet silent hushed",
    "safe harmless",
    "dangerous risky unsafe hazardous",
    "cold chilly freezing icy",
    "hot warm sweltering boiling",
    "hungry starving famished ravenous",
    "slow slowly leisurely unhurried",
    "fast quick quickly rapid swift speedy",
    "late delayed",
    "early",
    "full packed",
    "empty deserted",
    "clean spotless tidy",
    "dirty filthy messy",
    "beautiful lovely pretty gorgeous stunning",
    "sick ill unwell",
    "lonely alone",
    "lost",
    "sure certain confident",
    "wet soaked drenched soggy",
    "loud noisy",
    "bored boring dull",
    "surprised amazed astonished",
    "open",
    "closed shut",
    "welcome",
    "allowed permitted",
    "ready prepared",
    "love enjoy adore loved enjoyed adored",
    "hate hated dislike disliked",
)
_ZH_STATES = (
    "累 疲惫 疲倦 疲劳 乏 累坏 筋疲力尽 精疲力尽",
    "高兴 开心 快乐 愉快 兴奋",
    "难过 伤心 沮丧",
    "生气 愤怒 恼火",
    "害怕 紧张 担心 恐惧",
    "饿 饥饿",
    "冷 寒冷",
    "热 炎热",
    "忙 忙碌",
    "慢 慢慢 缓慢",
    "快 迅速",
    "安静 宁静",
    "拥挤 挤",
    "贵 昂贵",
    "便宜",
    "安全",
    "危险",
    "容易 简单 轻松",
    "难 困难 辛苦 吃力",
    "干净 整洁",
    "满意",
    "舒服 舒适",
    "喜欢 爱",
)


def _groups(lines: tuple[str, ...]) -> dict[str, int]:
    return {word: at for at, line in enumerate(lines) for word in line.split()}


_EN_GROUP = _groups(_EN_STATES)
_ZH_GROUP = _groups(_ZH_STATES)
_EN_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
_EN_NEGATION = frozenset(
    ("not", "never", "no", "hardly", "barely", "nor", "cannot", "nobody", "none") + ("neither",)
)
# Between a negation and its state, a word that keeps the state or says more of it: "not just
# tired", "never been so tired", "couldn't have been more tired", "no less tired".
_EN_KEEPS = frozenset(
    ("just", "only", "merely", "simply", "so", "more", "less", "as", "this", "that")
    + ("such", "quite", "but", "than", "any", "ever", "matter")
    # a negation of a verb of missing says the state twice over: "don't miss the quiet lake"
    + ("miss", "forget", "fail", "hesitate", "wait")
)
_BE = frozenset(("was", "were", "is", "are", "been", "be"))
_EN_REACH = 4  # words from a negation to the state it denies ("wasn't the least bit tired")
# A sentence with its stop: a question's negation asks, it does not deny ("Isn't it lovely?",
# 难道不美吗？).
_SENTENCE = re.compile(r"[^.!?。！？；;\n]+[.!?。！？；;]*")
_CLAUSE = re.compile(r"[,:—–()]")
_QUESTION = re.compile(r"[?？]|吗[^\u4e00-\u9fff]*$")
# A Chinese negation and what may stand between it and the state (并不觉得累, 一点也不慢).
_ZH_NEGATED = re.compile(r"(?:不|没有?|未|毫无)(?:觉得|感到|感觉|怎么|太|算|是很|那么|大)?$")
# ...and the words that keep the state: 从来没有这么累过, 没有比这更累 say more of it, 不只累.
_ZH_KEEPS = re.compile(r"(?:这么|那么|这样|比这更|更|只|仅|光)$")
# Words that hold a state's character but are another word (积累 accumulate, 快递 a parcel).
_ZH_OTHER = re.compile(
    r"积累|累计|累积|连累|快递|快要|尽快|赶快|难道|难免|难得|难忘|难以|难怪|热情|热闹|热水|冷静"
    r"|忙着|帮忙|急忙|连忙|匆忙|爱好|可爱|亲爱|慢跑|乏味|缺乏|开心果"
)
# The rest of a question after the state (难道不累吗？, 不美吗): it asks, it does not deny.
_ZH_ASKED = re.compile(r"[^。！？!?；;\n]*(?:[？?]|吗)")
_ZH_ASKS_NEGATED = re.compile(r"不|没|别|未")
_EN_ASKS_NEGATED = re.compile(r"\b(?:not|never|no)\b|n't", re.IGNORECASE)
_ASKS_OPPOSITE = re.compile(r"opposite|negat|revers|相反|反过来|否定", re.IGNORECASE)


def _en_states(text: str) -> tuple[dict[int, int], dict[int, int], dict[int, str]]:
    """How often each state is said plainly and negated, and a word naming each negated one."""
    plain: dict[int, int] = {}
    negated: dict[int, int] = {}
    shown: dict[int, str] = {}
    for sentence in _SENTENCE.findall(text.lower().replace("’", "'")):
        asks = bool(_QUESTION.search(sentence))
        for clause in _CLAUSE.split(sentence):
            _en_clause(clause, asks, plain, negated, shown)
    return plain, negated, shown


def _en_clause(
    clause: str, asks: bool, plain: dict[int, int], negated: dict[int, int], shown: dict[int, str]
) -> None:
    """Count the states of one clause: a negation reaches no further than its clause ("Saturdays
    don't change: we're open")."""
    words = _EN_WORD.findall(clause)
    for at, word in enumerate(words):
        group = _EN_GROUP.get(word)
        if group is None:
            continue
        if not asks and _en_negated(words, at):
            negated[group] = negated.get(group, 0) + 1
            shown.setdefault(group, word)
        else:
            plain[group] = plain.get(group, 0) + 1


def _en_negated(words: list[str], at: int) -> bool:
    """Whether a negation within reach before `words[at]` denies it, nothing keeping it between."""
    for back in range(at - 1, max(-1, at - 1 - _EN_REACH), -1):
        word = words[back]
        if word in _EN_KEEPS:
            return False
        if word in _EN_NEGATION or word.endswith("n't"):
            # "no" denies a thing, not a state ("no open flames", "no shortage of quiet
            # corners"), but for "no longer tired", "no one was late" and "no sheds were lost"
            # (a thing and a be before the state: "not one shed was lost" says the same)
            return (
                word != "no"
                or words[back + 1] in ("longer", "one")
                or not _BE.isdisjoint(words[back + 2 : at])
            )
    return False


@lru_cache(maxsize=64)
def _zh_pattern() -> re.Pattern[str]:
    words = sorted(_ZH_GROUP, key=len, reverse=True)
    return re.compile("|".join(map(re.escape, words)))


# A one-character state is read only after a word of degree, feeling or negation (很累, 不累,
# 累坏了): elsewhere it is mostly part of another word.
_ZH_DEGREE = re.compile(
    r"(?:很|太|好|真|挺|非常|特别|已经|有点|有些|觉得|感到|又|超|更|最|[不没])$"
)
_ZH_AFTER = re.compile(r"^(?:坏|死|极|透|了|得|的|啊|呀|吗|吧|[，。！？、])")


def _zh_states(text: str) -> tuple[dict[int, int], dict[int, int], dict[int, str]]:
    plain: dict[int, int] = {}
    negated: dict[int, int] = {}
    shown: dict[int, str] = {}
    # Both in text order: one walk over the other words, not a search of them all per state.
    others = iter(m.span() for m in _ZH_OTHER.finditer(text))
    other = next(others, None)
    for match in _zh_pattern().finditer(text):
        start, end = match.span()
        while other is not None and other[1] <= start:
            other = next(others, None)
        if other is not None and other[0] <= start:
            continue
        ahead = text[max(0, start - 6) : start]
        if len(match[0]) == 1 and not (
            _ZH_DEGREE.search(ahead) or _ZH_AFTER.match(text[end : end + 1])
        ):
            continue
        group = _ZH_GROUP[match[0]]
        if (
            not _ZH_KEEPS.search(ahead)
            and _ZH_NEGATED.search(ahead)
            and not _ZH_ASKED.match(text, end, end + 40)
        ):
            negated[group] = negated.get(group, 0) + 1
            shown.setdefault(group, match[0])
        else:
            plain[group] = plain.get(group, 0) + 1
    return plain, negated, shown


def _states(text: str) -> tuple[dict[int, int], dict[int, int], dict[int, str]]:
    if re.search(r"[\u4e00-\u9fff]", text):
        return _zh_states(text)
    return _en_states(text)


def negated_states(before: str, after: str, asked: str) -> list[tuple[str, str]]:
    """(the writer's word, the rewrite's negated word) for each state `before` says plainly and
    never negates that `after` says less often plainly and now negates — unless the suggestion
    negates that state itself or asks for the opposite."""
    if _ASKS_OPPOSITE.search(asked):
        return []
    old_plain, old_negated, _ = _states(before)
    new_plain, new_negated, shown = _states(after)
    asked_plain, asked_negated, _ = _states(asked)
    negates = bool(_EN_ASKS_NEGATED.search(asked) or _ZH_ASKS_NEGATED.search(asked))
    turned = []
    for group, count in old_plain.items():
        if old_negated.get(group) or not new_negated.get(group):
            continue
        if new_plain.get(group, 0) >= count:
            continue  # still said plainly as often: "not just tired — exhausted"
        if asked_negated.get(group) or (negates and asked_plain.get(group)):
            continue  # "Say I was NOT tired at all": the writer asked for it
        turned.append((_first_word(before, group), shown[group]))
    return turned


def _first_word(text: str, group: int) -> str:
    if re.search(r"[\u4e00-\u9fff]", text):
        return next((m[0] for m in _zh_pattern().finditer(text) if _ZH_GROUP[m[0]] == group), "")
    words = _EN_WORD.findall(text.lower())
    return next((w for w in words if _EN_GROUP.get(w) == group), "")
