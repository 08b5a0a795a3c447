"""Negations a restyle turned into their opposite: "The café will not open on Sundays" made
livelier as "the café will open on Sundays as well", 咖啡角周日暂不开放 as 咖啡角周日同样开门.
The article would then say the opposite of what the writer wrote, so facts.py refuses it.

Read narrowly, since a restyle often says a negation another way: "had no heating" as "has
been without heating", "you don't need to do anything" as "there is nothing you need to do",
没有招牌 as 连个招牌都没有 (the negation after the word), 合不合适 (a question, no negation),
没想到之前 / 未缴清前 (a "before" that needs no negation), "never be the same" (a function
word is not what was negated)."""

from __future__ import annotations

import re

_EN_NEGATED = re.compile(
    r"\b(?:not|never|no|cannot)\s+(?:yet\s+|longer\s+|be\s+|been\s+)?([a-z]{3,})"
    r"|n't\s+(?:be\s+)?([a-z]{3,})",
    re.IGNORECASE,
)
# Words a negation stands before that are not what it denies ("never be the same").
_EN_FUNCTION = frozenset(
    ("the", "and", "for", "any", "all", "but", "one", "more", "much", "many", "such", "that")
    + ("this", "than", "very", "too", "only", "just", "even", "quite", "least", "every")
    + ("always", "really", "merely", "simply", "exactly", "doubt", "matter", "wonder")
    # "If yours is not here" tightened as "Here are the questions…": a pointing word
    + ("here", "there")
)
# A negation up to three words before a word ("may not sound like much", "nothing you need").
# "does not allow" said "refuses to allow", "fails to pay": a verb of refusing is the negation;
# "cannot wait" said "are unable to wait" keeps it too.
_EN_NEGATION_BEFORE = re.compile(
    r"(?:\b(?:not|never|no|nothing|nobody|none|neither|nor|without|cannot|hardly|rarely|unable"
    r"|refus(?:es|ed|ing|e)|declin(?:es|ed|ing|e)|fail(?:s|ed|ing)?)"
    r"|n't)\s+(?:[\w’'-]+\s+){0,3}$",
    re.IGNORECASE,
)
# 不配合 said 拒绝配合, 不购买 拒绝购买: a verb of refusing is the negation.
# 并非 / 绝非 / 决非 / 远非: the written register's "is (by no means) not" — not 非 alone, which
# begins 非常 (very).
_ZH_NEGATION = r"(?:不|没有|没|未|禁止|无需|无须|别|勿|无法|不能|拒绝|拒不|谢绝|[并绝决实远]非)"
# 无 too, as written Chinese says "no one" and "unable": 无人迟到, 无法入内, 无遮挡.
_ZH_NEGATED = re.compile(
    r"(不|没有|没|未|禁止|无需|无须|无法|无|[并绝决实远]非)([\u4e00-\u9fff]{2})"
)
# "Before" after a negated verb needs no negation: 没想到之前 is 想到之前, 未缴清前 缴清前.
_ZH_BEFORE = re.compile(r"^[\u4e00-\u9fff]{0,3}(?:之前|以前|前)")
# Verbs of a state a notice gives (open, closed, allowed, able, needed): said with another word
# of the same verb (不开放 → 开门, 不收费 → 收钱) when the negation is gone.
_ZH_STATES = frozenset("开关营收准许允能可会需")
# Modal verbs after 不: the word denied is the one after them (不能停车, 不得入内, 不准进,
# 不予退款).
_ZH_MODALS = frozenset("会能要该得准许予")
# Verbs of allowing after 不 that deny the word after them: 不支持退货 is no return, said
# friendlier as 可以退货; 不接受预约, 不提供停车.
_ZH_ALLOWING = frozenset(("支持", "接受", "提供", "受理", "办理"))
# A negation that counts: not 不 inside words such as 不仅 or 不断 (translation_shape.py reads
# it too).
ZH_COUNTED = re.compile(
    r"不(?![仅断过少错久管论如但然光止妨])|没有|没|未|禁止|无需|无须|无法"
    r"|无(?![论比数非疑奈锡聊限线意私辜所与穷])|别|[并绝决实远]非"
)


def flipped(before: str, after: str) -> list[str]:
    """The negations of paragraph `before` whose negated word paragraph `after` keeps with no
    negation near it, each as written ("not", "n't", "不"), once each."""
    # quotes put round a word ('did not "forget."', 没有「记错」) leave its negation as it was
    before, after = _UNQUOTED.sub("", before), _UNQUOTED.sub("", after)
    # a curly apostrophe (can’t, don’t: how most models write) is the straight one the words
    # below are read with — else "cannot" → "can’t" read as the negation gone
    before, after = _CURLY.sub("'", before), _CURLY.sub("'", after)
    found = [
        *_en_flipped(before, after),
        *_en_taking_turned(before, after),
        *_zh_flipped(before, after),
    ]
    if found and _EXCEPT.search(before) and _ONLY.search(after) and not _EXCEPT.search(after):
        # "Dogs are not allowed, apart from assistance dogs" said as "Only assistance dogs are
        # allowed", 除导盲犬外禁止入内 as 只有导盲犬可以入内: the negation is in the "only"
        return []
    return list(dict.fromkeys(found))


_CURLY = re.compile(r"(?<=[A-Za-z])’(?=[A-Za-z])")
# Quotation marks, not an apostrophe inside a word (don't, O'Brien).
_UNQUOTED = re.compile(r"[\"“”「」『』]|(?<![A-Za-z])['‘’]|['‘’](?![A-Za-z])")


# An exception to a negation ("not allowed, apart from…", 除…外…不得), and an "only" that
# says the same the other way round.
_EXCEPT = re.compile(
    # ("should not be used by children without supervision": "only with an adult watching")
    r"\b(?:apart from|except(?: for)?|other than|save for|unless|without)\b"
    r"|除(?:了)?[^，。；！？\n]{1,20}(?:外|以外|之外)",
    re.IGNORECASE,
)
_ONLY = re.compile(
    r"\bonly\b|只有|只能|只限|仅限|仅有|仅在|只在|才(?:能|可以|允许|准)", re.IGNORECASE
)


# "We cannot accept alcohol" made "We are happy to take alcohol": a negated verb of taking or
# letting in, said with another of its kind (or "happy to", "gladly") just before the same
# object, in a clause with no negation or exception left. The verb changed, so _en_flipped,
# which follows the negated word itself, does not see it.
_EN_TAKING = r"(?:accept|take|allow|permit|admit|welcome|serve|sell|offer|refund)"
_EN_REFUSED = re.compile(
    r"\b(?:cannot|can\s+not|can[’']t|do\s+not|don[’']t|does\s+not|doesn[’']t|will\s+not"
    r"|won[’']t|never|no\s+longer)\s+" + _EN_TAKING + r"[a-z]*\s+(?:any\s+|the\s+|your\s+)?"
    r"([a-z][a-z-]{2,})",
    re.IGNORECASE,
)
_EN_TAKEN = re.compile(
    r"\b" + _EN_TAKING + r"[a-z]*\b|\bhappy\s+to\b|\bglad(?:ly)?\b", re.IGNORECASE
)
_EN_ANY_NEGATION = re.compile(
    r"\b(?:not|never|no|cannot|nothing|none|without|except|unless|only|unable|refus\w*"
    r"|declin\w*|fail\w*)\b|n[’']t\b",
    re.IGNORECASE,
)


def _en_taking_turned(before: str, after: str) -> list[str]:
    found: list[str] = []
    for match in _EN_REFUSED.finditer(before):
        thing = match[1].lower()
        if thing in _EN_FUNCTION:
            continue
        for clause in re.split(r"[.;:!?,—]+", after):
            at = re.search(rf"\b{re.escape(thing)}\b", clause, re.IGNORECASE)
            if (
                at
                and _EN_TAKEN.search(clause[: at.start()])
                and not _EN_ANY_NEGATION.search(clause)
            ):
                found.append(match[0].split()[0])
                break
    return found


def _en_flipped(before: str, after: str) -> list[str]:
    found: list[str] = [
        *_en_no_one(before, after),
        *_en_none_done(before, after),
        *_en_none_there(before, after),
    ]
    for match in _EN_NEGATED.finditer(before):
        word = (match[1] or match[2]).lower()
        if word in _EN_FUNCTION:
            continue
        said = re.escape(match[0])
        if len(re.findall(said, after, re.I)) >= len(re.findall(said, before, re.I)):
            continue  # "there are no tickets on the day" kept, "tickets" said more beside it
        # "never came out" is not "came down" ("The sun never came out" made "the rain came
        # down in sheets"): a verb with its particle is the phrase denied
        particle = _PARTICLE.match(before, match.end())
        if particle:
            word = f"{word} {particle[1].lower()}"
        # a verb after "did not" / "doesn't" takes its own form when the negation goes ("did
        # not charge" → "charged"); after "no", "not" alone, the word as written
        forms = bool(_DO_SUPPORT.search(before, max(0, match.start() - 8), match.start() + 7))
        if _en_plain(word, after, forms) > _en_plain(word, before, forms):
            found.append(match[0].split()[0] if match[1] else "n't")
    return found


# "Nobody was late" said "Somebody was late", "nothing changed" → "something changed": a
# pronoun of none made one of some or all, before the same words. ("Everyone was on time"
# says the same with other words: no flip.)
_EN_NONE = re.compile(r"\b(?:nobody|no[\s-]one|nothing)\b", re.IGNORECASE)
_EN_SOME = re.compile(
    r"\b(?:somebody|someone|some\s+one|everybody|everyone|something|everything)\b", re.IGNORECASE
)
_EN_LINKS = frozenset(
    ("was", "were", "is", "are", "has", "had", "have", "will", "would", "did", "does", "could")
    + ("can", "should", "been", "be", "got", "ever", "else", "there", "here", "really")
)
_EN_WORD = re.compile(r"[A-Za-z’'-]+")


def _en_no_one(before: str, after: str) -> list[str]:
    """ "Nobody", "nothing" of `before` whose words after it `after` says after "somebody",
    "everyone", "something", with fewer of the pronouns of none."""
    if len(_EN_NONE.findall(after)) >= len(_EN_NONE.findall(before)):
        return []
    found: list[str] = []
    for match in _EN_NONE.finditer(before):
        words = _EN_WORD.findall(before[match.end() : match.end() + 40])[:3]
        said = next((w.lower() for w in words if w.lower() not in _EN_LINKS and len(w) > 2), "")
        if not said:
            continue
        for some in _EN_SOME.finditer(after):
            near = [w.lower() for w in _EN_WORD.findall(after[some.end() : some.end() + 40])[:3]]
            if any(re.fullmatch(_inflected(said), w) for w in near):
                found.append(match[0].split()[0])
                break
    return found


# "No lives were lost" said as "three firemen lost their lives" (blind52 millfire-en-14), "no
# bookings are taken" as "we take bookings": what none of was done, now done to the thing —
# the verb before the noun, so the noun reader above (a noun after "their" is no verb) misses it.
_EN_NONE_DONE = re.compile(
    r"\bno\s+([a-z]{3,})\s+(?:was|were|is|are|will\s+be|has\s+been|have\s+been|can\s+be)\s+"
    r"([a-z]{3,})\b",
    re.IGNORECASE,
)


_EN_COUNTS = r"one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|several|many|dozens"
_STILL_LIMITED = re.compile(r"\b(?:no|not|never|none|without|only|except)\b|n't", re.I)


def _en_none_done(before: str, after: str) -> list[str]:
    found: list[str] = []
    for match in _EN_NONE_DONE.finditer(before):
        thing, done = match[1].lower(), match[2].lower()
        stem = done[:-2] if done.endswith("ed") else done[:-1] if done.endswith("n") else done
        verb = rf"\b{re.escape(stem[:4])}[a-z]*"
        said = re.compile(rf"{verb}\s+(?:[a-z’'-]+\s+){{0,2}}?{re.escape(thing)}\b", re.I)
        # (or said with a count of the thing, whatever the verb: "the flood took two of our
        # sheds" for "No sheds were lost")
        counted = re.compile(
            rf"\b(?:\d+|{_EN_COUNTS})\s+(?:of\s+(?:our|the|their|its|your)\s+)?"
            rf"(?:[a-z]+\s+)?{re.escape(thing)}\b",
            re.I,
        )
        for clause in re.split(r"[.;:!?]+", after):
            hit = said.search(clause) or counted.search(clause)
            # ("we take bookings online only": a limit still said, no flip)
            if (
                hit
                and not _EN_NEGATION_BEFORE.search(clause[: hit.start()] + " ")
                and not _STILL_LIMITED.search(clause)
            ):
                found.append(match[0].split()[0])
                break
    return found


# "there are no tickets on the door" said as "book online or simply buy them on the door"
# (blind53 lighthouse-en-11), "no dogs in the café" as "dogs are welcome in the café": none of a
# thing at a place, and the place now said with the thing (or "them", "it") and no negation.
_EN_NONE_THERE = re.compile(
    r"\bno\s+((?:[a-z]+\s+){0,1}?[a-z]{3,})\s+(?:(?:is|are|allowed|permitted|sold|available)\s+)?"
    r"(on|at|in|inside)\s+(?:the\s+)?([a-z]{3,})\b",
    re.IGNORECASE,
)


def _en_none_there(before: str, after: str) -> list[str]:
    found: list[str] = []
    for match in _EN_NONE_THERE.finditer(before):
        thing, place = match[1].split()[-1].lower(), match[3].lower()
        at = re.compile(rf"\b{re.escape(match[2])}\s+(?:the\s+)?{re.escape(place)}\b", re.I)
        if len(at.findall(after)) < len(at.findall(before)):
            continue  # the place said no more often: read elsewhere, if at all
        stem = thing[:-1] if thing.endswith("s") else thing
        stem = stem[:-3] if stem.endswith("ing") and len(stem) > 5 else stem  # parking: park
        holds = re.compile(rf"\b(?:{re.escape(stem)}\w*|them|it|one|some)\b", re.I)
        # (a clause to its comma: "park on the verge, but coaches cannot use the lane")
        for clause in re.split(r"[.;:!?—,]+", after):
            here = at.search(clause)
            if (
                here
                and holds.search(clause[: here.start()])
                and not _EN_ANY_NEGATION.search(clause)
            ):
                found.append(match[0].split()[0])
                break
    return found


_PARTICLE = re.compile(
    # particles, not prepositions that start a place or time ("not open on Sundays")
    r"\s+(out|up|down|off|back|away)\b",
    re.IGNORECASE,
)


# ("we never charge for normal wear" → "normal wear is charged": after "never" the verb takes
# its forms too — blind51 toollibrary-en-06; after a modal's "not" it does not, "will not offer"
# beside "the new space offers")
_DO_SUPPORT = re.compile(r"\b(?:do|does|did)(?:\s+not|n't|n’t)\b|\bnever\b", re.IGNORECASE)


def _en_plain(word: str, text: str, forms: bool = False) -> int:
    """How often a text says the word (or the verb and its particle) with no negation before
    it — with `forms`, the verb in any of its forms ("charge": charged, charges, charging)."""
    first, *rest = word.split()
    head = _inflected(first) if forms else re.escape(first)
    phrase = r"\s+".join([head, *(re.escape(part) for part in rest)])
    spots = [(m.start(), m.end()) for m in re.finditer(rf"\b{phrase}\b", text, re.I)]
    return sum(
        1
        for at, end in spots
        if not _EN_NEGATION_BEFORE.search(text[max(0, at - 60) : at])
        and not _EN_AS_NOUN.search(text[max(0, at - 60) : at])
        and not _EN_NEGATION_AFTER.match(text, end)
    )


def _inflected(word: str) -> str:
    """A pattern for an English word and its regular inflections (charge: charges, charged,
    charging; stop: stopped; carry: carried)."""
    stem = word[:-1] if word.endswith("e") else word
    forms = {word, word + "s", word + "es", stem + "ed", stem + "ing"}
    if word.endswith("y"):
        forms |= {word[:-1] + "ies", word[:-1] + "ied"}
    if re.fullmatch(r"[a-z]*[^aeiouwxy][aeiou][^aeiouwxy]", word):
        forms |= {word + word[-1] + "ed", word + word[-1] + "ing"}
    return "(?:" + "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True)) + ")"


# The negation moved onto what follows the word: "would not have done any better" said as
# "would have done no better", "did not find anything" as "found nothing".
_EN_NEGATION_AFTER = re.compile(
    r"\s+(?:[\w’'-]+\s+){0,2}(?:no\s+(?:better|worse|more|less|longer|different"
    r"|bigger|smaller|cheaper|faster|slower|easier|harder|higher|lower|further|farther|sooner)"
    r"|nothing|none|nowhere|nobody)\b",
    re.IGNORECASE,
)


# The word as a noun after its determiner, with only names between: "will not stop at Elm
# Road" said as "skip the Elm Road stop", "will not call at Seal Point" as "skips its Seal
# Point call" — no verb made positive.
_EN_AS_NOUN = re.compile(
    r"\b(?:the|a|an|its|their|our|your|his|her|this|that|every|each)\s+"
    r"(?:[A-Z][\w’'-]*\s+){0,3}$"
)


def _zh_flipped(before: str, after: str) -> list[str]:
    found: list[str] = []
    fewer = _zh_negations(after) < _zh_negations(before)
    for match in _ZH_NEGATED.finditer(before):
        if not _zh_counts(before, match) or after.count(match[0]) >= before.count(match[0]):
            continue  # (未签到 kept as often as written: a plain 签到 added beside it is no flip)
        if _ZH_UNTIL.search(before[: match.start()]) and _ZH_ONCE.search(after):
            continue  # 未缴清前无法借书 said as 缴清之后就可以借书: the condition turned round
        word = match[2]
        if match[1] == "未" and after.count("待" + word) > before.count("待" + word):
            continue  # 未解决 said formally as (尚)待解决: still not done
        if word in _ZH_ALLOWING and _zh_plain(word, after) < after.count(word):
            continue  # 我们不提供毛笔 → 毛笔我们这里不提供: the allowing verb still denied
        if match[1] == "不" and (word[0] in _ZH_MODALS or word in _ZH_ALLOWING):
            # 不会有事: what is denied is 有事, not 会有 (总会有人问 is no flip); 不能停车: 停车
            start = match.start() + (3 if word in _ZH_ALLOWING else 2)
            verb = before[start : start + 2]
            word = verb if re.fullmatch(r"[\u4e00-\u9fff]{2}", verb) else word
        if word in after:
            # said more often with no negation than the writer did (the writer's own plain
            # 支持 elsewhere in the paragraph is no flip)
            if _zh_plain(word, after) > _zh_plain(word, before):
                found.append(match[1])
        elif fewer and word[0] in _ZH_STATES and _zh_plain(word[0], after):
            # said with another word of the same verb (不开放 → 开门) and no negation left
            found.append(match[1])
    shut = _ZH_NOT_OPEN.search(before)
    if (
        not found
        and shut is not None
        and len(_ZH_NOT_OPEN.findall(after)) < len(_ZH_NOT_OPEN.findall(before))
        and _ZH_WELCOME.search(after)
        and not _ZH_SHUT.search(after)
    ):
        found.append(shut[1])  # not open made a welcome (周日不开放 → 周日也欢迎大家来, 照常迎接)
    return found


# A condition not yet met just before a negation (未缴清前, 没交费以前), and its other side said
# instead ("缴清之后就可以…", 交了费才能): the same rule from the other end.
_ZH_UNTIL = re.compile(r"(?:未|没有?|不)[\u4e00-\u9fff]{1,6}(?:之前|以前|前)[^，。；！？\n]{0,4}$")
_ZH_ONCE = re.compile(r"之后|以后|后就|后才|才能|才可以|就可以|就能")


# Words that say a place is open to people, and words that say it is shut (闭馆, 休息): a
# negation of opening gone while the first come and none of the second is a flip.
_ZH_WELCOME = re.compile(r"欢迎|照常|照样|迎接|迎客|敞开|开门|开馆|营业")
_ZH_SHUT = re.compile(r"闭|关门|关闭|休息|休馆|停|歇|暂不|不开|不营")
_ZH_NOT_OPEN = re.compile(r"(不|未|没有?)(?:对外)?[开营]")


def _zh_plain(word: str, text: str) -> int:
    """How often a text says the word with no negation just before or after it."""
    spots = [m.start() for m in re.finditer(re.escape(word), text)]
    return sum(1 for at in spots if not _zh_negated_at(text, at, len(word)))


# Words that start with a negation character and deny nothing: 不仅 (not only), 不过 (but),
# 不断 (on and on), 不少 (many), 不错 (good), 未来 (the future)…
_ZH_NOT_DENIALS = frozenset(
    ("不仅", "不但", "不过", "不断", "不少", "不错", "不久", "不管", "不论", "不如", "不然")
    + ("不光", "不止", "不妨", "未来", "未免", "没准")
    # 无论 (whatever), 无比 (extremely), 无数 (countless), 无锡 (a city), 无聊 (dull)…
    + ("无论", "无比", "无数", "无非", "无疑", "无奈", "无锡", "无聊", "无限", "无线", "无意")
    + ("无私", "无辜", "无所", "无与", "无穷")
)


def _zh_counts(text: str, match: re.Match[str]) -> bool:
    """Whether a negation match denies its word: not in 合不合适 (a question), not inside a
    word that itself holds a negation, not before 之前 / 前 ("before", no denial)."""
    start = match.start()
    if match[1] == "不" and start > 0 and text[start - 1] == match[2][0]:
        return False  # A不A
    if re.search(_ZH_NEGATION, match[2]):
        return False
    if text[start : start + 2] in _ZH_NOT_DENIALS:
        return False
    if match[1] in ("没有", "没") and (
        _ZH_WITHOUT_THEN.search(text[:start]) or _ZH_THEN_WITHOUT.match(text[match.end() :])
    ):
        return False  # 没有她，就没有今天: "we owe today to her", no denial of either
    return not _ZH_BEFORE.match(text[match.end() :])


# The two halves of 没有A，就没有B (a thanks or a cause, said with two negations).
_ZH_WITHOUT_THEN = re.compile(r"没有?[^，。；！？]{1,12}，?(?:就|也就|便|哪有|哪来)$")
_ZH_THEN_WITHOUT = re.compile(r"[^，。；！？]{0,12}，?(?:就|也就|便)没有?")


def _zh_negated_at(text: str, at: int, size: int) -> bool:
    """A negation just before the word (暂不开放, 不得提前撤展: a modal and an adverb between) or
    just after it (招牌都没有)."""
    ahead = text[max(0, at - 5) : at]
    behind = text[at + size : at + size + 4]
    if "、" in ahead:  # one negation over a list: 不存在抵押、查封
        clause = re.split(r"[，。；！？\n]", text[:at])[-1]
        if re.search(_ZH_NEGATION + "|无", clause):
            return True
    return bool(
        re.search(
            _ZH_NEGATION + r"(?:[得能要可准许][\u4e00-\u9fff]{2}|[\u4e00-\u9fff]{0,2})$", ahead
        )
        # over whom it is said to: 别让他们靠近, 不要叫孩子们下水, 千万别让自己进入
        or re.search(
            _ZH_NEGATION + r"[要能得]?[让叫使令][\u4e00-\u9fff]{1,3}$", text[max(0, at - 7) : at]
        )
        or re.match(r"[\u4e00-\u9fff]{0,2}" + _ZH_NEGATION, behind)
        or ahead.endswith("无")  # the written register's 无 right before it: 既无铺垫，亦无解释
    )


def _zh_negations(text: str) -> int:
    """How many negations a text holds, not counting 合不合适-style questions."""
    return sum(
        1
        for m in ZH_COUNTED.finditer(text)
        if not (
            m[0] == "不" and m.start() > 0 and text[m.start() - 1] == text[m.end() : m.end() + 1]
        )
    )
