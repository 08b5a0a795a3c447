"""A rule of the writer's paragraph that a free rewrite of it turned round, where no sentence of
the reply pairs with the writer's sentence for turned_words.py to read: a limit lifted ("Only
volunteers who have completed the induction may work in the packing room" → "Everyone is welcome
in the packing room", 仅限本楼学生进入 → 欢迎其他同学来访做客) or a negation dropped from a clause
the reply says again without it ("We don't take payment on the day" → "or simply pay on the
day"). The notice now lets in whom, or allows what, the writer ruled out.

Read narrowly, paragraph by paragraph (a paragraph the rewrite changed, paired with the
writer's in its place): a limit counts as lifted only when no limiting word of its kind is left
in the reply's paragraph ("kept for members", 专为本楼租户 keep it) and a word for anyone came
new; a negation counts as dropped only when it ruled something out (don't take, not permitted,
不开放, 禁止 — not "shoes I hadn't worn", 看不清楚), the paragraph has fewer negations than the
writer's, and a clause without one that allows (or, may, fine, 可以, 欢迎) says two of the ruling
clause's words again (one, beside a word that plainly allows: "Bonfires are fine in winter"). A
negation that means the positive ("Don't forget" → "Remember", 别忘了 → 记得) is no rule. Neither
is read when the suggestion names the words turned or asks for the opposite."""

from __future__ import annotations

import re

from app.domain.bounded_diff import SequenceMatcher
from app.domain.text import shared_ends
from app.editing.polarity import asks_opposite, speaks_of
from app.editing.turned_limits import EN_ONLY, ZH_ANYONE, ZH_ONLY
from app.editing.turned_words import CJK, EN_WORD, SENTENCE

_I = re.IGNORECASE
# Who may: the writer's limiting words, and the words that let anyone in.
_EN_LIMIT = re.compile(
    r"\bonly\b(?!\s+(?:takes?|costs?|a\s+few|[£$€¥]|\d|one|two|three|minutes?|just))"
    rf"|\b(?:{EN_ONLY}|kept\s+for|restricted\s+to|limited\s+to"
    r"|members['’]?\s+only|strictly\s+for)\b",
    _I,
)
_EN_WIDE = re.compile(
    r"\b(?:every(?:one|body)|any(?:one|body))\b(?!\s+else)"
    # "Any member who'd like to can…", "any volunteer who fancies it": anyone of that kind
    r"|\bany\s+[a-z]+(?:\s+[a-z]+)?\s+(?:who|that)\b"
    r"|\ball\s+(?:ages|comers|visitors|are\s+welcome|welcome)\b|\bopen\s+to\s+all\b"
    r"|\bthe\s+(?:general\s+)?public\b|\bnon-members\b"
    r"|\bwelcomes?\s+(?:all|any|every|young\s+people\s+of\s+all)\b"
    # "swimmers and non-swimmers alike", "adults and under-18s alike", "items of any size"
    r"|\b[a-z]+\s+and\s+non-[a-z]+\b|\balike\b|\bwhether\s+or\s+not\b"
    r"|\bof\s+any\s+(?:age|size|kind|sort|type|level|ability|background)\b",
    _I,
)
_ZH_LIMIT = re.compile(f"{ZH_ONLY}|只允许|只能|只接受|只收|仅接受|专为|专供|专门|谢绝|不对外")
# Who is let in besides: 周边社区的居民也欢迎, 业主和租户都来认领, 和家属一起报名, 所有到场同学
_ZH_WIDE = re.compile(
    f"{ZH_ANYONE}|对外开放|欢迎(?:所有|其他|各位|任何|大家|全体|外来|更多|各界|每一位|每位)"
    "|也(?:都)?欢迎|都来|一起(?:报名|参加|参与|来)"
    "|所有[^，。；！？]{0,6}?(?:人|者|同学|居民|员工|职工|会员|朋友|观众|家长|学生|选手|游客|业主|住户|租户)"
)

# A bound ruled (不得种植高于1.5米的作物) and its lifting (作物高度不限): only 不限 and its
# like widen it, not a 都可以 of something else.
_ZH_RULED = re.compile(r"不得|不能|不可|严禁|禁止")
_ZH_UNLIMITED = re.compile(r"不限|不设限|没有限制|无限制|随意")

_EN_NEGATION = re.compile(r"^(?:not|never|no|cannot|nobody|nothing|[a-z]+n['’]t)$")
_EN_NOT_DENIALS = re.compile(
    r"\b(?:not\s+only|no\s+longer|no\s+later|no\s+more\s+than|no\s+fewer|no\s+matter"
    r"|no\s+doubt|not\s+least)\b",
    _I,
)
# A negation whose clause means the positive: "Don't forget" is "Remember".
_EN_POSITIVE = re.compile(
    r"\b(?:n['’]t|not|never)\s+(?:be\s+)?(?:forget|hesitate|miss|worry|fail|delay|wait|late"
    r"|lose|ignore|overlook|be\s+shy|be\s+afraid)\b|\bno\s+(?:worries|problem|wonder)\b",
    _I,
)
_EN_STOP = frozenset(
    (
        "the", "a", "an", "and", "or", "but", "so", "to", "of", "in", "on", "at", "for", "by",
        "with", "from", "as", "is", "are", "was", "were", "be", "been", "do", "does", "did",
        "we", "you", "they", "it", "its", "our", "your", "their", "this", "that", "these",
        "those", "there",
        "here", "please", "will", "can", "may", "must", "should", "would", "could", "just", "also",
        "very", "any", "all", "more", "most", "than", "then", "if", "when", "while", "who", "which",
        "what", "about", "into", "out", "up", "down", "over", "each", "every", "per", "have", "has",
        "had", "i", "he", "she", "them", "us", "simply",
    )
)  # fmt: skip
# Words that keep a clause restrictive without a negation ("pay ahead of the day", 请提前)
_EN_RESTRICTIVE = re.compile(
    r"\b(?:only|before|ahead|advance|instead|except|avoid|rather|prior|until|outside)\b", _I
)
# A negation that rules something out (not one that describes: "shoes I hadn't worn", 看不清楚),
# and the words of a clause that allows it ("or simply pay on the day", 也可以投放).
_EN_RULE = re.compile(
    r"\b(?:do|does|will|can|may|must|should|are|is)\s*(?:n['’]t|not)\s+(?:be\s+)?"
    r"(?:take|takes|accept|accepted|allow|allowed|permit|permitted|offer|offered|provide"
    r"|provided|admit|admitted|serve|served|sell|sold|refund|refunded|open|opened|available"
    r"|use|used|share|shared|bring|brought|park|parked|enter|come|join|book|pay|smoke|feed"
    r"|leave|take\s+part)\b"
    r"|\bcannot\s+\w+|\bnever\s+\w+|\bno\s+need\b|\bnot\s+(?:permitted|allowed|accepted|open"
    r"|available|included)\b|\bno\s+(?:\w+\s+)?(?:allowed|permitted|accepted)\b",
    _I,
)
_EN_ALLOWS = re.compile(
    r"\b(?:fine|welcome|allowed|permitted|ok|okay|free\s+to|feel\s+free|can|may|simply"
    r"|or)\b",
    _I,
)
_EN_ALLOWS_STRONGLY = re.compile(
    r"\b(?:fine|welcome|allowed|permitted|ok|okay|free\s+to|feel\s+free)\b", _I
)
_ZH_RULE = re.compile(
    r"不得|不能|不可|不准|不允许|不开放|不接受|不收|不提供|不设|不退|不售|不办理|禁止|严禁|请勿|勿|"
    r"谢绝|不对外|无需|不需要|不用"
)
_ZH_ALLOWS = re.compile(r"可以|也可|亦可|均可|都可|也能|欢迎|允许|随时|可预约|可提供|提供")
_ZH_NEGATION = re.compile(r"不|没|未|无|别|勿|莫|禁|严禁|谢绝")
_ZH_NOT_DENIALS = re.compile(
    r"不(?:仅|但|过|断|少|错|久|管|论|如|然|光|止|妨|得不)|未来|未免|无论|无数|别人|别的|特别|区别"
)
_ZH_POSITIVE = re.compile(r"(?:别|不要|勿|莫)(?:忘|错过|担心|客气|犹豫|迟到)|不见不散|没问题")
_ZH_RESTRICTIVE = re.compile(r"只|仅|须|必须|提前|之前|以前|除|改为|替代|代替")
_CLAUSE = re.compile(r"[^,，;；:：—.!?。！？\n]+")
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")
_MOST_PAIRS = 250_000  # paragraphs compared, old × new, beyond which nothing is read
_SHARED = 2  # words (bigrams in Chinese) a clause must say again to stand for the negated one


def turned_paragraphs(before: str, after: str, asked: str) -> list[tuple[str, str]]:
    """(the writer's words, the reply's) for each paragraph the rewrite changed in its place
    whose limit it lifted or whose negation it dropped (see the module docstring)."""
    if asks_opposite(asked):
        return []
    old_paras, new_paras = _middles(before.split("\n\n"), after.split("\n\n"))
    if len(old_paras) * len(new_paras) > _MOST_PAIRS:
        return []  # a rewrite of thousands of paragraphs: no paragraph "in its place" to read
    turned = []
    matcher = SequenceMatcher(None, old_paras, new_paras, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "replace" or i2 - i1 != j2 - j1:
            continue
        for old, new in zip(old_paras[i1:i2], new_paras[j1:j2], strict=True):
            pair = lifted_paragraph_limit(old, new, asked) or dropped_negation(old, new, asked)
            if pair:
                turned.append(pair)
    return turned


def _middles(old: list[str], new: list[str]) -> tuple[list[str], list[str]]:
    """`old` and `new` without the paragraphs they share at their head and tail: the matcher
    below compares every paragraph with every other, and an article of 20,000 like paragraphs
    (a refrain, a run of blank lines) took a minute of a turn (test_growth_*)."""
    head, tail = shared_ends(old, new)
    return old[head : len(old) - tail], new[head : len(new) - tail]


def lifted_paragraph_limit(old: str, new: str, asked: str) -> tuple[str, str] | None:
    """(the writer's sentence with the limit, the reply's letting anyone in) when the reply's
    paragraph `new` has none of the limiting words of the writer's `old` (only, 仅限…) and a word
    for anyone (everyone, 欢迎所有…) that `old` did not have — neither named by `asked`."""
    said = asked.lower()
    for limit, wide in ((_EN_LIMIT, _EN_WIDE), (_ZH_LIMIT, _ZH_WIDE), (_ZH_RULED, _ZH_UNLIMITED)):
        limits = [m[0] for m in limit.finditer(old) if not _measure(old, m)]
        if not limits or any(w.lower() in said for w in limits):
            continue
        if _limit_said_again(old, new, limit):
            continue  # the limit said in other words ("kept for members", 专为本楼租户)
        came = {m[0].lower() for m in wide.finditer(new)} - {
            m[0].lower() for m in wide.finditer(old)
        }
        if {w for w in came if w not in said}:
            return _sentence_of(old, limit), _sentence_of(new, wide)
    return None


def _limit_said_again(old: str, new: str, limit: re.Pattern[str]) -> bool:
    """Whether a sentence of `new` limits again what the writer's limiting sentence did: it
    holds a limiting word (not of a count) and says two words (character pairs) of the
    writer's sentence — 每人只能报一条线路 beside 员工和家属都可以坐 limits the routes, not who
    may ride, so the limit on riders is still lifted."""
    said = _content(_sentence_of(old, limit))
    return any(
        any(not _measure(sentence, m) for m in limit.finditer(sentence))
        and len(said & _content(sentence)) >= _SHARED
        for sentence in SENTENCE.findall(new)
    )


def _sentence_of(text: str, words: re.Pattern[str]) -> str:
    """The first sentence of `text` holding one of `words`."""
    sentences: list[str] = SENTENCE.findall(text)
    for sentence in sentences:
        if words.search(sentence):
            return sentence.strip()
    return text.strip()


def _measure(text: str, match: re.Match[str]) -> bool:
    """只有十分钟, 只能 of a count: an amount, not who may."""
    return match[0] in ("只有", "只能") and bool(
        re.match(r"[一两二三四五六七八九十几\d]", text[match.end() : match.end() + 1])
    )


def dropped_negation(old: str, new: str, asked: str) -> tuple[str, str] | None:
    """(the writer's clause ruling something out, the reply's clause allowing it) when the
    reply's paragraph has fewer negations than the writer's and one of its clauses, with no
    negation and with a word that allows (or, may, fine, 可以, 欢迎…), says two words of a
    clause of the writer's that is gone and ruled something out ("We don't take payment",
    不开放, 禁止) — one word, beside a word that plainly allows ("Bonfires are fine in
    winter") — unless the suggestion speaks of that clause and asks to allow it."""
    if _negations(new) >= _negations(old):
        return None
    new_clauses = [c for c in _CLAUSE.findall(new) if c.strip()]
    for clause in _CLAUSE.findall(old):
        if clause in new or _positive(clause) or not _rules_out(clause):
            continue
        words = _content(clause)
        for other in new_clauses:
            if _negations(other) or _restrictive(other) or not _allows(other):
                continue
            shared = words & _content(other)
            plain = not CJK.search(other) and _EN_ALLOWS_STRONGLY.search(other)
            if len(shared) >= (1 if plain else _SHARED) and not _asked_allowed(other, asked):
                return clause.strip(), other.strip()
    return None


def _asked_allowed(clause: str, asked: str) -> bool:
    """Whether the suggestion speaks of the clause (polarity.py) and asks to allow something
    ("say payment on the day is fine now", 改成可以现场付款) — not one naming its paragraph by
    its topic (器械区那段精简一下)."""
    return (
        speaks_of(clause, asked)
        and (_EN_ALLOWS_STRONGLY.search(asked) or _ZH_ALLOWS.search(asked)) is not None
    )


def _rules_out(clause: str) -> bool:
    if CJK.search(clause):
        return bool(_ZH_RULE.search(clause))
    return bool(_EN_RULE.search(clause.replace("’", "'")))


def _allows(clause: str) -> bool:
    if CJK.search(clause):
        return bool(_ZH_ALLOWS.search(clause))
    return bool(_EN_ALLOWS.search(clause))


def _negations(text: str) -> int:
    if CJK.search(text):
        return len(_ZH_NEGATION.findall(_ZH_NOT_DENIALS.sub("", text)))
    masked = _EN_NOT_DENIALS.sub("", text.lower())
    return sum(1 for w in EN_WORD.findall(masked) if _EN_NEGATION.match(w))


def _positive(clause: str) -> bool:
    return bool(_EN_POSITIVE.search(clause) or _ZH_POSITIVE.search(clause))


def _restrictive(clause: str) -> bool:
    if CJK.search(clause):
        return bool(_ZH_RESTRICTIVE.search(clause))
    return bool(_EN_RESTRICTIVE.search(clause))


def _content(clause: str) -> set[str]:
    """A clause's content words, crudely stemmed (payment → pay); in Chinese its character
    pairs, the negations left out."""
    if CJK.search(clause):
        text = _ZH_NEGATION.sub(" ", clause)
        return {run[i : i + 2] for run in _CJK_RUN.findall(text) for i in range(len(run) - 1)}
    words = set()
    for word in EN_WORD.findall(clause.lower().replace("’", "'")):
        if word in _EN_STOP or _EN_NEGATION.match(word) or len(word) < 3:
            continue
        words.add(re.sub(r"(?:ment|ments|ing|ed|es|s)$", "", word) or word)
    return words
