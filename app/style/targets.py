"""What one message says it wants and does not want, in so many words, dimension by dimension:
the values a plain request asks for, the values it names only to rule out (a ban, a fault, a
value refused), and how firmly — for good, plainly, with doubt, or as praise. The arbiter
(`arbiter`) weighs the readings of the message against these targets."""

import re
from dataclasses import dataclass, field
from functools import lru_cache

from app.style.ceilings import limits_set
from app.style.dimensions import DIMENSIONS
from app.style.futures import mentioned_after_ban, never_again
from app.style.hant import simplified
from app.style.lacked import lacked, names_a_fault
from app.style.misspoken import plainly_misspoken
from app.style.others import is_someone_else, others_first
from app.style.polarity import (
    EMOJI_WORD,
    emoji_by_degree,
    emoji_ruled_out,
    grants_leave_then_turns,
    rule_span,
    sized_by_modal,
    toned_down,
    untagged,
    wished_after,
)
from app.style.poles import (
    BAN_AFTER,
    BAN_BEFORE,
    DESIRE,
    DOUBT,
    EMOJI_CHAR,
    FAULT,
    REJECT,
    SWAMPED,
    VALUES,
)
from app.style.reach import clause_before, governed
from app.style.reading import (
    LASTING,
    is_hesitant,
    is_polite_request,
    is_sarcastic,
    mask_quoted,
    mood,
    says_one_off,
    sentences,
)
from app.style.shorthand import dialect_plain

_I = re.IGNORECASE

_TITLE = re.compile(r"《[^》]{0,40}》")
# Two degrees of one thing offered as a choice ("长点还是短点", "longer or shorter").
_CHOICE = re.compile(
    r"(?:点|些|的|好)还是\S{0,4}(?:点|些|的|好)|"
    r"\b(?:longer|shorter|more|fewer|less|plainer|formal|casual) or (?:longer|shorter|more|fewer|"
    r"less|plainer|formal|casual)\b",
    _I,
)
# What was asked before, reported ("之前说要活泼", "Earlier I told you to keep it formal"), unless
# the writer is insisting on it ("我上次说的是…", "I asked for…").
_REPORTED = re.compile(
    r"之前|以前|上次|上回|原来|前面说|刚才说|\b(?:earlier|before|previously|last time)\b|"
    # A day or week named before what I said: "前两天我说", "上礼拜讲", "昨天说".
    r"(?:前[两几]天|前阵子|上(?:个)?(?:礼拜|星期|周|月)|昨天|前天|那天)\S{0,2}?(?:说|讲|提)|"
    r"前面(?:让|叫|要)你|头先|頭先|先头|"
    r"\btold you\b|"
    r"\b(?:when |back when )?I said\b|说过|后悔|\bregret\b|\bshouldn'?t have\b",
    _I,
)
# …or a rule named to be dropped ("那条要正式的规矩取消").
_DROPPED = re.compile(r"规矩|规则|\brule\b|取消|作废|撤销|不算数", _I)
_INSISTS = re.compile(r"说的是|要的是|意思是|\basked (?:you )?for\b|\bI meant\b", _I)
# "It's not that I don't want hype", 「倒也不是不能加表情」: a double negation says no target.
_NOT_THAT = re.compile(
    r"\bnot that\b|\b(?:isn|wasn)'?t that\b|\bnot like\b|\bcan'?t pretend\b|\bcannot pretend\b|"
    r"\bnot necessarily\b|\bdoesn'?t (?:have|need) to be\b|不是非(?:要|得)|"
    r"(?:并|也)?不是(?:嫌|觉得|怪)|也不一定要|不是说|倒也不是|并不是不|"
    r"也不是不|(?<![也倒并])不是不",
    _I,
)
# …and what it does want comes after the turn ("— I just want fewer", 「是不要放那么多」).
_TURN = re.compile(
    r"[—–;；]|\bI (?:just|only|simply)\b|\bit'?s (?:just )?that\b|\bjust\b|"
    r"只是|而是|(?<=[，,])\s*是(?=要|不要|想|让|真|别|希望)|(?<=[，,])\s*(?:就是|要|少)",
    _I,
)
# Two negators that cancel ("don't NOT keep it casual", 「不能不写清楚」): a plain wish.
_CANCELLED = (
    (re.compile(r"\b(?:don'?t|do not) not\b", _I), "do"),
    (re.compile(r"\b(?:can'?t|cannot) not\b", _I), "must"),
    (re.compile(r"不能不|不得不|不可不|不会不"), "要"),
)
# Part of them taken out ("dropping most of the emoji", 「表情去掉一大半」): fewer, not none.
_MORE = re.compile(
    r"\bmore of them\b|\bbring (?:em|them) back\b|\bput (?:em|them) back\b|"
    r"多放点|多加点|多来点|加回来",
    _I,
)
_FEWER = re.compile(r"\bfewer\b|\bless of\b|少(?:一)?点|少用|少放|少加|少一些", _I)
# One piece named ("这一期", "this issue"): a degree asked of it is for that piece.
_THIS_PIECE = re.compile(
    r"这一?[期篇次份条封则]|本[期篇次]|\bthis (?:one|issue|time|post|piece|week)\b", _I
)
# A value asked for by degree ("语气平稳一点", "简洁一些就行").
_TOO_BEFORE = re.compile(r"太|过于|过分")
_BY_DEGREE = re.compile(r"\s?(?:一点|一些|些|点)(?!都)")
# A complaint after the state it is about ("一个表情都不放有点太干了", "zero emoji feels bare").
_COMPLAINED = re.compile(
    r"(?:有点|有些)?太(?:干|素|冷)了?|冷冰冰|"
    r"\bfeels? (?:a bit |kind of |too )?(?:bare|dry|cold|flat)\b",
    _I,
)
_NO_EMOJI = re.compile(
    r"一个表情都(?:不|没)|(?:没有|不放|不用|不加)(?:一个)?表情|\b(?:zero|no) emoji\b", _I
)
_EMOJI = re.compile(r"表情|emoji|" + EMOJI_CHAR, _I)
_BARE_MORE = re.compile(
    r"(?:加|放)(?:一点|几个|一些|点)|\b(?:a couple|a few) more\b|"
    r"\badd (?:a few|some|a couple)\b",
    _I,
)
_PRAISE = re.compile(
    r"\b(?:perfect|love (?:it|this)|spot on|exactly (?:right|it)|nailed it)\b|很好|太好了|就是这个|"
    r"\b(?:reads?|sounds?) (?:exactly )?like me\b|像我(?:平时)?(?:说话|聊天)",
    _I,
)


@dataclass
class Targets:
    """What one message says it wants and does not want, dimension by dimension."""

    wanted: dict[str, list[str]] = field(default_factory=dict)
    unwanted: dict[str, list[str]] = field(default_factory=dict)
    # A wish said firmly and for good ("from now on", 「一律」, a correction): may add a preference.
    lasting: set[str] = field(default_factory=set)
    firm: set[str] = field(default_factory=set)  # asked for plainly
    hesitant: set[str] = field(default_factory=set)  # asked for with doubt
    missing: set[str] = field(default_factory=set)  # with doubt, against the state complained of
    praised: set[str] = field(default_factory=set)  # a present quality praised: asked, or backed
    # Settled for good in so many words: the other side ruled out and this one named ("don't make
    # it sound so hyped… Keep it level"), or said "from now on": it outweighs a held value.
    decisive: set[str] = field(default_factory=set)

    def wish(self, dimension: str) -> str | None:
        """The one value wanted on the dimension; None when none or two opposed ones are said."""
        values = self.wanted.get(dimension, [])
        if not values or any(opposed(dimension, values[0], v) for v in values):
            return None
        return values[-1]


def opposed(dimension: str, a: str, b: str) -> bool:
    degrees = DIMENSIONS[dimension]
    return (degrees[a] > 0) != (degrees[b] > 0)


def _banned_after(sentence: str, named: list[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """Values ruled out by what follows them in their clause ("Bullet points are banned",
    「表情包以后一律不许出现」): each value's span, from it to the ban."""
    spans = []
    for at, value_end in named:
        ban = BAN_AFTER.match(sentence, value_end)
        down = toned_down(sentence, at, value_end)
        if ban is not None or down is not None:
            stop = down if down is not None else ban.end() if ban else value_end
            spans.append((at, stop, sentence[at:stop]))
    return spans


@lru_cache(maxsize=256)
def _values_at(text: str) -> list[tuple[int, str, str]]:
    found = [(m.start(), d, v) for pattern, d, v in VALUES for m in pattern.finditer(text)]
    return sorted(found)


def _opposite(dimension: str, value: str) -> str:
    """The value on the dimension's other side nearest the middle ("detailed" → "concise")."""
    degrees = DIMENSIONS[dimension]
    other = [v for v, d in degrees.items() if (d > 0) != (degrees[value] > 0)]
    return min(other, key=lambda v: abs(degrees[v]))


def _reported(clause: str) -> bool:
    """Does the clause report what was asked before ("之前说要活泼") rather than insist on it?"""
    return bool(_REPORTED.search(clause)) and not _INSISTS.search(clause)


def _value_end(sentence: str, at: int) -> int:
    """Where the value word starting at `at` ends."""
    ends = [m.end() for pattern, _, _ in VALUES for m in [pattern.match(sentence, at)] if m]
    return max(ends, default=at)


def _is_fault(sentence: str, at: int) -> bool:
    """Does the value named at `at` name a fault ("choppy sentences", 「裹脚布」), never a wish?"""
    return bool(FAULT.search(sentence[at : _value_end(sentence, at)]))


# Places, not people: "朋友圈文案" is the writer's own post on WeChat Moments.
_NOT_A_PERSON = re.compile(r"朋友圈|评论(?![家员区])")


def _speaks_for_self(sentence: str) -> bool:
    said = _NOT_A_PERSON.sub("动态", sentence)
    return not (is_someone_else(said) or others_first(said))


def stated_targets(text: str) -> Targets:
    """The values the message asks for and the values it names only as unwanted."""
    targets = Targets()
    # 繁體 read as Simplified, dialect said plainly ("以後照加返", "dinnae"); app/style/misspoken.py
    text = plainly_misspoken(dialect_plain(simplified(text)))
    text = _TITLE.sub(lambda m: " " * len(m.group()), text)  # 《别再写长句了》 is a book's name
    text = mask_quoted(text)  # "the talk is 'Keep It Short'": a name, mentioned, not meant
    lasting = bool(LASTING.search(text)) or bool(re.search(r"记成|存成|saved|got me down", text))
    doubt = bool(DOUBT.search(text)) or any(
        is_hesitant(s) and not is_polite_request(s) and not LASTING.search(s)
        for s in sentences(text)
        if not _values_at(s)
    )
    said = sentences(text)
    for at, sentence in enumerate(said):
        sentence = untagged(sentence)  # "Go lighter on them from now on, yeah?" asks nothing
        # A softener in a plain or polite request ("could you maybe…", "maybe the headlines could
        # be a bit longer after all", 「也许以后…」) is manners; doubt said outright is doubt.
        softened = is_polite_request(sentence) or bool(LASTING.search(sentence))
        softened = softened or grants_leave_then_turns(sentence)
        hesitant = doubt or bool(DOUBT.search(sentence)) or (is_hesitant(sentence) and not softened)
        if _CHOICE.search(sentence):
            continue  # "段落长点还是短点好": a choice put, not made
        # ("Maybe, if possible, you can from now use less of…?": softened, it still asks.)
        asks = mood(sentence, hesitant or is_hesitant(sentence)) != "request"
        if asks or not _speaks_for_self(sentence):
            continue  # a question, a hypothetical or someone else's taste states no target
        # ("no more 'AMAZING'": a word quoted after a ban is an example of it, not praise.)
        if says_one_off(sentence) or is_sarcastic(mentioned_after_ban(sentence)):
            continue
        for cancelled, plain in _CANCELLED:
            sentence = cancelled.sub(plain, sentence)
        not_that = _NOT_THAT.search(sentence)
        turned = bool(not_that)
        if not_that:
            turn = _TURN.search(sentence, not_that.end())
            if turn is None:
                continue  # a double negation alone says no target
            sentence = sentence[turn.start() :]
        values = _values_at(sentence)
        banned_before = governed(sentence, BAN_BEFORE)
        emoji_named = [(m.start(), m.end()) for m in EMOJI_WORD.finditer(sentence)]
        named = [(at, _value_end(sentence, at)) for at, _, _ in values]
        banned_after = _banned_after(sentence, named + emoji_named)
        rejected = governed(sentence, REJECT) + banned_before + banned_after
        # "前面说别分点，我收回": a ban reported from before is not one said now.
        rejected = [
            (start, end, words)
            for start, end, words in rejected
            if not _reported(clause_before(sentence, start) + words)
        ]
        # ("the titles weren't so short": the negation inside the value's own words rejects it.)
        inside = {
            (at, d, v)
            for at, d, v in values
            for start, end, _ in rejected
            if start <= at < end or at < start < _value_end(sentence, at)
        }
        # "The tone is not calm at all": a quality said to be missing is not ruled out ("not stiff
        # at all", a fault denied, still is).
        inside = {
            (at, d, v)
            for at, d, v in inside
            if _is_fault(sentence, at)
            or names_a_fault(sentence[at : _value_end(sentence, at)])
            or not lacked(sentence[:at], sentence[_value_end(sentence, at) :])
        }
        unwanted = [(d, v) for _, d, v in sorted(inside)]
        # "covered in 🍷🍇✨", 「满屏表情」: named only as what is wrong.
        unwanted += [(d, v) for _, d, v in values if (d, v) == SWAMPED]
        complained = _COMPLAINED.search(sentence)
        if complained and _NO_EMOJI.search(sentence[: complained.start()]):
            unwanted.append(("emoji", "none"))  # "一个表情都不放有点太干了"
        # "Formal, please — not stiff": a value also named plainly is bounded, not rejected.
        plainly = {
            (d, v)
            for at, d, v in values
            if (at, d, v) not in inside and not _is_fault(sentence, at)
        } - {SWAMPED}
        for dimension, value in unwanted:
            if (dimension, value) not in plainly:
                targets.unwanted.setdefault(dimension, []).append(value)
        framed = []
        # "I'd rather not see a single one, ever", "再也不想看到…": wished away for good, even
        # when only a pronoun stands for what the sentence before named.
        again = [
            (d, v) for d, v in never_again(sentence, " ".join(said[:at])) if (d, v) not in plainly
        ]
        for dimension, value in again:
            targets.unwanted.setdefault(dimension, []).append(value)
            framed.append(
                (dimension, "none" if dimension == "emoji" else _opposite(dimension, value))
            )
            if not hesitant:
                targets.lasting.add(dimension)
                targets.decisive.add(dimension)
        # Emoji ruled out whole ("表情包一律不许出现") or in part ("tone the emoji down").
        for emoji_at, _ in emoji_named:
            for start, end, words in banned_before + banned_after:
                is_after = (start, end, words) in banned_after
                inside_ban = start <= emoji_at < end and (
                    start + len(words) <= emoji_at or is_after
                )
                if inside_ban and not _reported(clause_before(sentence, start) + words):
                    targets.unwanted.setdefault("emoji", []).append("more")
                    framed.append(("emoji", emoji_ruled_out(words)))
        degree = emoji_by_degree(sentence, text)
        if degree is not None:
            framed.append(
                ("emoji", degree)
            )  # "Just not a dozen", 「唔好再用咁多」, "loads, please"
        # "Full sentences only", a rule's colon ("House rule: long, flowing paragraphs").
        rule = rule_span(sentence)
        framed += [
            (d, v)
            for at, d, v in values
            if (at, d, v) not in inside
            and (
                wished_after(sentence, at, _value_end(sentence, at))
                or sized_by_modal(sentence[at : _value_end(sentence, at)])
                or (rule and rule[0] <= at)
            )
        ]
        for start, end, words in governed(sentence, DESIRE):
            if any(s <= start < e for s, e, _ in rejected):
                continue  # "Don't make it casual", 「理解成要更正式」: a wish refused
            clause = clause_before(sentence, start) + words
            if _reported(clause) or _DROPPED.search(sentence[start:end]):
                continue  # "之前说要活泼": what was asked before, reported
            framed += [
                (d, v)
                for at, d, v in values
                if start <= at < end
                and (at, d, v) not in inside
                and not _is_fault(sentence, at)
                # 「写得是不是太精简了」: a value said to be too much is the fault, not the wish.
                and not _TOO_BEFORE.search(sentence[start:at])
            ]
        framed += [(d, v) for _, d, v in values if (d, v) == ("emoji", "fewer")]  # "one is plenty"
        framed += [
            (d, v)
            for at, d, v in values
            if (at, d, v) not in inside
            and _BY_DEGREE.match(sentence, _value_end(sentence, at))
            and not _reported(clause_before(sentence, at))
            and not _THIS_PIECE.search(clause_before(sentence, at))  # 「这一期写详细些」
        ]
        fewer = _FEWER.search(sentence)
        more = _MORE.search(sentence)
        if more and _EMOJI.search(text) and not any(s < more.start() < e for s, e, _ in rejected):
            framed.append(("emoji", "more"))  # "I meant MORE of them", 「表情加回来」
        if fewer and _EMOJI.search(text) and not any(s < fewer.start() < e for s, e, _ in rejected):
            framed.append(("emoji", "fewer"))
        # A ban, then what to do instead ("别再一条一条列了，写成连贯的段落"): the opposite value
        # said after it, outside any ban, is the replacement asked for.
        framed += [
            (d, v)
            for at, d, v in values
            if (at, d, v) not in inside
            and any(end <= at for _, end, _ in rejected)
            and any(opposed(d, v, u) for u in targets.unwanted.get(d, []))
            and not _reported(clause_before(sentence, at))
        ]
        # A fault banned ("Don't pad it", 「别搞得一惊一乍」), or any value ruled out in so many
        # words ("Jargon is off the table", "go easier on the jargon", 「感叹号收一收」), asks for
        # its opposite: the writer named the state they do not want.
        ruled_out = {
            (at, d, v)
            for at, d, v in values
            for start, end, words in banned_before + banned_after
            # (the ban's own words are not what it bans: 「收敛」 names calm)
            if start <= at < end
            and (start + len(words) <= at or (start, end, words) in banned_after)
            and not _reported(clause_before(sentence, start) + words)
        }
        implied = [
            (d, _opposite(d, v))
            for at, d, v in values
            if ((at, d, v) in inside and _is_fault(sentence, at) or (at, d, v) in ruled_out)
            and d != "emoji"
            and (d, v) not in plainly
        ]
        framed += implied
        # A ceiling or a ban on every one ("no sentence over 20 words", 「一个都不要」) is a rule.
        limits = [(d, v) for _, d, v in limits_set(sentence)]
        framed += limits
        missing = "none" in targets.unwanted.get("emoji", [])
        if _EMOJI.search(text) and _BARE_MORE.search(sentence) and missing:
            framed.append(("emoji", "more"))  # "…太干了，适当加一点": more of what is missing
        # Praise closing on its own ("… not stiff at all. perfect 🔥") is of the sentence before.
        after = said[at + 1] if at + 1 < len(said) else ""
        praise: list[tuple[str, str]] = []
        if _PRAISE.search(sentence) or (len(after) <= 16 and _PRAISE.match(after)):
            # "loose, conversational, not stiff at all. perfect": the qualities praised.
            first = REJECT.search(sentence)
            before = first.start() if first else len(sentence)
            praise = [
                (d, v) for at, d, v in values if at < before and (d, v) not in framed + unwanted
            ]
        for dimension, value in framed + praise:
            targets.wanted.setdefault(dimension, []).append(value)
            against = any(opposed(dimension, value, v) for v in targets.unwanted.get(dimension, []))
            if (dimension, value) in praise:
                targets.praised.add(dimension)
            elif hesitant:
                targets.hesitant.add(dimension)
                if against:
                    targets.missing.add(dimension)
            else:
                targets.firm.add(dimension)
                if (
                    lasting
                    or LASTING.search(sentence)
                    or against
                    or turned
                    or bool(rejected)
                    or ((dimension, value) in limits)
                    or rule is not None
                ):
                    # For good, or against what the message rules out (a ban then what to do
                    # instead, "not that I don't… — I just want…"), or a limit set as a rule.
                    targets.lasting.add(dimension)
                # (Emoji are counted by degree: "fewer" said firmly refines, it does not overrule.)
                named_too = framed.count((dimension, value)) > implied.count((dimension, value))
                if dimension != "emoji" and (
                    LASTING.search(sentence)
                    or rule is not None
                    or (against and named_too)
                    or (dimension, value) in limits
                ):
                    targets.decisive.add(dimension)
    return targets
