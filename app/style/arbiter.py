"""The last word on one message's readings: what the writer says they want, or do not want, in
so many words, overrules a reading that files the state they only named as unwanted.

"Take the exclamation marks out. It reads like a pep rally and I want it steady and calm" names
the lively state it rejects and asks for calm; 「你记成活泼了」 names what was wrongly saved;
「别再“亲”来“亲”去了，一律用正式的说法」 names the casual register it bans. The readers can be
misled by the named state; here a reading against the stated target is replaced by the target,
or dropped when no target is said. A preference the readers did not hear is added only from a
plain, lasting request ("I want…", 「一律用…」) — never from a question, a hypothetical,
someone else's taste or one piece — because a wrong preference is worse than none.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from app.style.ceilings import limits_set
from app.style.dimensions import DIMENSIONS, Observation
from app.style.filing import CORRECTION_STRENGTH, TENTATIVE_STRENGTH, WRITER_STRENGTH
from app.style.hant import simplified
from app.style.others import is_someone_else, others_first
from app.style.reading import LASTING, is_hesitant, is_sarcastic, mood, says_one_off, sentences

_I = re.IGNORECASE
_EMOJI_CHAR = "[\U0001f300-\U0001faff\u2600-\u27bf\u2b50]"
# Value words, as the writer names a state (wanted or not). Kept to words that name one value
# unambiguously; anything else is left to the readers.
_VALUES: tuple[tuple[re.Pattern[str], str, str], ...] = tuple(
    (re.compile(pattern, _I), dimension, value)
    for pattern, dimension, value in (
        (
            r"\b(?:calm|steady|measured|composed|restrained|understated|sober|even-keeled)\b|"
            r"平稳|沉稳|稳重|稳一点|稳一些|稳些|稳点|要稳|平和|克制|冷静|淡定|平静",
            "tone",
            "calm",
        ),
        (
            r"\b(?:lively|upbeat|energetic|peppy|bubbly|hyped?|pep rally)\b|"
            r"活泼|热闹|写得嗨|很嗨|太嗨|欢快|兴奋",
            "tone",
            "lively",
        ),
        (
            r"\b(?:formal|stiff|businesslike)\b|正式|书面|规范的说法|官腔|端着|板正",
            "formality",
            "formal",
        ),
        (
            r"\b(?:casual|conversational|chatty|informal|relaxed)\b|\bloose\b(?! ends)|"
            r"口语|随意|轻松|接地气|“亲”|“亲亲”|亲亲|宝子|家人们",
            "formality",
            "casual",
        ),
        (
            r"\b(?:one or two|a couple|a single one|just one)\b[^.!?。！？]{0,24}"
            r"\b(?:is|are|will do|would do)\s+(?:plenty|enough)\b|"
            r"(?:一两个|一个两个|一到两个|留一两个|两三个)(?:就)?(?:够|好|行|可以)|"
            r"\b(?:two or three|one or two|a couple)(?: of them)?,? (?:tops|max)\b",
            "emoji",
            "fewer",
        ),
        (
            r"(?:covered|drowning|plastered|stuffed|littered) (?:in|with) " + _EMOJI_CHAR + r"|"
            r"满屏(?:的)?" + _EMOJI_CHAR + r"|(?:满屏|一堆|满篇)(?:的)?(?:表情|emoji)",
            "emoji",
            "more",
        ),
        (r"\bshort (?:titles?|headlines?)\b|标题要短|短标题", "title_style", "short"),
        (r"\blong (?:titles?|headlines?)\b|长标题", "title_style", "long"),
        (
            r"\b(?:concise|brief|succinct|to the point|short and sweet|tight(?:er)?|leaner|"
            r"trim(?:med)?)\b|精简|简洁|简短|简练|言简意赅|短小精悍|短一点|短些",
            "length",
            "concise",
        ),
        (
            r"\b(?:detailed|thorough|in[- ]depth|in detail|comprehensive|essays?|pad(?:ding|ded)?|"
            r"waffle|waffling|ramble|rambling|fluff)\b|详细|详尽|写细|细致|长篇大论|啰嗦|啰唆|注水|凑字数",
            "length",
            "detailed",
        ),
        (
            r"\b(?:plain (?:english|words?|language|phrases?|terms)|everyday (?:words?|phrases?|"
            r"language|terms)|simple words|layman'?s terms)\b|大白话|通俗|白话|浅显|看得懂",
            "vocabulary",
            "plain",
        ),
        (
            r"\b(?:jargon|acronyms|buzzwords|technical (?:terms|words|language))\b|"
            r"术语|专业词|专业名词|专业的说法|行话|黑话|缩写",
            "vocabulary",
            "technical",
        ),
        (
            r"\b(?:bullet(?:s| points?)|bulleted|numbered (?:points|lists?)|lists)\b|"
            r"分点|列表|列点|一条一条|条目|要点式",
            "structure",
            "lists",
        ),
        (
            r"\b(?:prose|(?:proper|flowing|full|joined-up) paragraphs)\b|"
            r"连贯的段落|写成段落|成段|段落形式",
            "structure",
            "prose",
        ),
        (r"\bsecond[- ]person\b|第二人称", "person", "second"),
        (r"\bthird[- ]person\b|第三人称", "person", "third"),
        (r"\bshort(?:er)? sentences\b|短句|句子短", "sentence_length", "shorter"),
        (r"\blong(?:er)? sentences\b|长句", "sentence_length", "longer"),
        (r"\bshort(?:er)? paragraphs\b|短段落|段落短", "paragraph_length", "shorter"),
        (
            r"\b(?:long(?:er)? paragraphs|walls? of text)\b|长段落|大段",
            "paragraph_length",
            "longer",
        ),
        (r"\bexclamation (?:marks?|points?)\b|感叹号|一惊一乍", "tone", "lively"),
        (r"\b(?:dull|flat|lifeless)\b|沉闷|死气沉沉|干巴巴", "tone", "calm"),
    )
)
# Words that only ever name a fault ("一惊一乍", "waffle", 「啰嗦」): never a value asked for.
_FAULT = re.compile(
    r"一惊一乍|太吵|吵|啰嗦|啰唆|注水|凑字数|长篇大论|沉闷|死气沉沉|干巴巴|"
    r"\b(?:essays?|pad(?:ding|ded)?|waffl\w*|rambl\w*|fluff|walls? of text|dull|lifeless)\b",
    _I,
)
# Its words for emoji ("covered in 🍷🍇✨", 「满屏表情」) are a complaint wherever they stand.
_SWAMPED = ("emoji", "more")
# What frames the words after it as wanted ("I want …", 「一律用…」).
_DESIRE = re.compile(
    r"\b(?:I (?:really |just )?(?:want|need|prefer)|I'?d (?:like|prefer|rather)|I asked for|"
    r"should (?:feel|read|sound|be|stay)|keep (?:it|them|things|the)|make (?:it|them)|"
    r"what I (?:want|meant|asked for) (?:is|was)|(?:just |please |only )?use|go with|stick to)\b|"
    r"(?:尽量|改|就|多|请|只)用|"
    r"想要|我要的是|要的是|我说的是|意思是|一律用|统一用|改成|(?<![不只需必重主])要(?!是|不|求)|应该|就该|得(?=写|用|是)",
    _I,
)
# What frames the words after it as unwanted: removal, a ban, "less", what was wrongly saved.
_REJECT = re.compile(
    r"\b(?:take|took|pull|strip)\b[^,.;!?]{0,40}\bout\b|\bcut\b|\bno more\b|\bnot\b|\bnever\b|"
    r"\bstop\b|\bwithout\b|\bno\b|没有|少用|少放|少加|少写|\bdon'?t\b|\bdo not\b|"
    r"\binstead of\b|\brather than\b|\bless\b|"
    r"\b(?:saved|filed|logged|recorded|noted) (?:me |it |that )?(?:down )?as\b|"
    r"\bgot me down (?:as|for)\b|\bhave me down (?:as|for)\b|"
    r"别再|(?<!能)不能|不要|不想要?|(?<![分区特])别(?!人)|去掉|删掉|记成了?|存成了?|当成了?|理解成|"
    r"而不是|(?<!是)不是|不再|不那么|没那么|别那么|(?<![能要])不(?=端着|板正|正式|口语|随意|活泼|热闹)",
    _I,
)
# A clause break: what a frame governs ends here (also a space between Chinese phrases).
_CLAUSE_END = re.compile(
    r"[,，;；.。!！?？:：—–]|\b(?:and|or|but)\b|而是|但是|"
    r"(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])",
    _I,
)
# What was asked before, reported ("之前说要活泼", "Earlier I told you to keep it formal"), unless
# the writer is insisting on it ("我上次说的是…", "I asked for…").
_REPORTED = re.compile(
    r"之前|以前|上次|上回|原来|前面说|刚才说|\b(?:earlier|before|previously|last time)\b|"
    r"\btold you\b|"
    r"\b(?:when |back when )?I said\b|说过|后悔|\bregret\b|\bshouldn'?t have\b",
    _I,
)
# …or a rule named to be dropped ("那条要正式的规矩取消").
_DROPPED = re.compile(r"规矩|规则|\brule\b|取消|作废|撤销|不算数", _I)
_INSISTS = re.compile(r"说的是|要的是|意思是|\basked (?:you )?for\b|\bI meant\b", _I)
# "It's not that I don't want hype", 「倒也不是不能加表情」: a double negation says no target.
_NOT_THAT = re.compile(
    r"\bnot that\b|\bnot like\b|\bcan'?t pretend\b|\bcannot pretend\b|\bnot necessarily\b|"
    r"\bdoesn'?t (?:have|need) to be\b|不是非(?:要|得)|也不一定要|不是说|倒也不是|并不是不|"
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
_PARTLY_REMOVED = re.compile(
    r"\b(?:drop|cut|remov|los|tak|strip|pull|delet|trim)\w*\s+(?:out\s+)?(?:most|some|half|a few|"
    r"a lot|many|a bunch) of (?:the |those |these )?(?:emojis?|them)\b|"
    r"表情(?:符号)?(?:去掉|删掉|删|拿掉|减掉)(?:一大半|大半|大部分|一部分|一些|一半)|"
    r"(?:去掉|删掉|拿掉|减掉)(?:一大半|大半|大部分|一部分|一些|一半)(?:的)?表情|"
    r"(?:一大半|大部分|一部分|一半)(?:的)?表情(?:都)?(?:去掉|删掉|拿掉)",
    _I,
)
# More, or fewer, of a thing named in the message ("I meant MORE of them", 「少放点」).
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
_EMOJI = re.compile(r"表情|emoji|" + _EMOJI_CHAR, _I)
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

    def wish(self, dimension: str) -> str | None:
        """The one value wanted on the dimension; None when none or two opposed ones are said."""
        values = self.wanted.get(dimension, [])
        if not values or any(_opposed(dimension, values[0], v) for v in values):
            return None
        return values[-1]


def _opposed(dimension: str, a: str, b: str) -> bool:
    degrees = DIMENSIONS[dimension]
    return (degrees[a] > 0) != (degrees[b] > 0)


def _governed(sentence: str, frame: re.Pattern[str]) -> list[tuple[int, int, str]]:
    """The stretches a frame governs: from each frame word to the next clause break, with the
    frame's own words."""
    spans = []
    for match in frame.finditer(sentence):
        end = _CLAUSE_END.search(sentence, match.end())
        spans.append((match.start(), end.start() if end else len(sentence), match.group()))
    return spans


def _values_at(text: str) -> list[tuple[int, str, str]]:
    found = [(m.start(), d, v) for pattern, d, v in _VALUES for m in pattern.finditer(text)]
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
    ends = [m.end() for pattern, _, _ in _VALUES for m in [pattern.match(sentence, at)] if m]
    return max(ends, default=at)


def _clause_before(sentence: str, at: int) -> str:
    starts = [m.end() for m in _CLAUSE_END.finditer(sentence, 0, at)]
    return sentence[(starts[-1] if starts else 0) : at]


# Places, not people: "朋友圈文案" is the writer's own post on WeChat Moments.
_NOT_A_PERSON = re.compile(r"朋友圈|评论(?![家员区])")


def _speaks_for_self(sentence: str) -> bool:
    said = _NOT_A_PERSON.sub("动态", sentence)
    return not (is_someone_else(said) or others_first(said))


def stated_targets(text: str) -> Targets:
    """The values the message asks for and the values it names only as unwanted."""
    targets = Targets()
    text = simplified(text)  # 繁體 read as Simplified, as every Chinese rule reads it
    lasting = bool(LASTING.search(text)) or bool(re.search(r"记成|存成|saved|got me down", text))
    doubt = is_hesitant(text)
    said = sentences(text)
    for at, sentence in enumerate(said):
        hesitant = doubt or is_hesitant(sentence)
        if mood(sentence, hesitant) != "request" or not _speaks_for_self(sentence):
            continue  # a question, a hypothetical or someone else's taste states no target
        if says_one_off(sentence) or is_sarcastic(sentence):
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
        rejected = _governed(sentence, _REJECT)
        # "前面说别分点，我收回": a ban reported from before is not one said now.
        rejected = [
            (start, end, words)
            for start, end, words in rejected
            if not _reported(_clause_before(sentence, start) + words)
        ]
        inside = {
            (at, d, v) for at, d, v in values for start, end, _ in rejected if start <= at < end
        }
        unwanted = [(d, v) for _, d, v in sorted(inside)]
        # "covered in 🍷🍇✨", 「满屏表情」: named only as what is wrong.
        unwanted += [(d, v) for _, d, v in values if (d, v) == _SWAMPED]
        complained = _COMPLAINED.search(sentence)
        if complained and _NO_EMOJI.search(sentence[: complained.start()]):
            unwanted.append(("emoji", "none"))  # "一个表情都不放有点太干了"
        # "Formal, please — not stiff": a value also named plainly is bounded, not rejected.
        plainly = {
            (d, v)
            for at, d, v in values
            if (at, d, v) not in inside and not _FAULT.match(sentence, at)
        } - {_SWAMPED}
        for dimension, value in unwanted:
            if (dimension, value) not in plainly:
                targets.unwanted.setdefault(dimension, []).append(value)
        framed = []
        for start, end, words in _governed(sentence, _DESIRE):
            if any(s <= start < e for s, e, _ in rejected):
                continue  # "Don't make it casual", 「理解成要更正式」: a wish refused
            clause = _clause_before(sentence, start) + words
            if _reported(clause) or _DROPPED.search(sentence[start:end]):
                continue  # "之前说要活泼": what was asked before, reported
            framed += [
                (d, v) for at, d, v in values if start <= at < end and (at, d, v) not in inside
            ]
        framed += [(d, v) for _, d, v in values if (d, v) == ("emoji", "fewer")]  # "one is plenty"
        framed += [
            (d, v)
            for at, d, v in values
            if (at, d, v) not in inside
            and _BY_DEGREE.match(sentence, _value_end(sentence, at))
            and not _reported(_clause_before(sentence, at))
            and not _THIS_PIECE.search(_clause_before(sentence, at))  # 「这一期写详细些」
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
            and any(_opposed(d, v, u) for u in targets.unwanted.get(d, []))
            and not _reported(_clause_before(sentence, at))
        ]
        # A fault banned ("Don't pad it", 「别搞得一惊一乍」) asks for its opposite.
        framed += [
            (d, _opposite(d, v))
            for at, d, v in values
            if (at, d, v) in inside and _FAULT.match(sentence, at) and d != "emoji"
        ]
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
            first = _REJECT.search(sentence)
            before = first.start() if first else len(sentence)
            praise = [
                (d, v) for at, d, v in values if at < before and (d, v) not in framed + unwanted
            ]
        for dimension, value in framed + praise:
            targets.wanted.setdefault(dimension, []).append(value)
            against = any(
                _opposed(dimension, value, v) for v in targets.unwanted.get(dimension, [])
            )
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
                ):
                    # For good, or against what the message rules out (a ban then what to do
                    # instead, "not that I don't… — I just want…"), or a limit set as a rule.
                    targets.lasting.add(dimension)
    return targets


# A question between two options asking which is better ("'you' or 'customers' — which reads
# better?", 「用“您”还是“居民朋友们”，哪个更规范？」): it asks, it does not choose.
_WHICH = re.compile(
    r"哪(?:个|种|一个|一种|样|些)(?:更|比较|好|合适|对)|选哪|用哪|"
    r"\bwhich (?:one |of (?:these|the two|them) )?"
    r"(?:is|reads|sounds|works|would|'?s|do you|should|fits)\b|\bwhat'?s better\b",
    _I,
)
_EITHER = re.compile(r"还是|或者|\bor\b|\bvs\.?\b|\bversus\b", _I)


def _asks_which(sentence: str) -> bool:
    return bool(
        _WHICH.search(sentence)
        and _EITHER.search(sentence)
        and sentence.rstrip().endswith(("?", "？"))
    )


def without_choice_questions(text: str, observations: Sequence[Observation]) -> list[Observation]:
    """A message whose only style words ask which of two options is better files nothing of them."""
    from app.style.extract import offline_observations  # (extract does not read the arbiter)

    said = sentences(simplified(text))
    if not any(_asks_which(s) for s in said):
        return list(observations)
    rest = " ".join(s for s in said if not _asks_which(s))
    still = {o.dimension for o in offline_observations(rest)} if rest.strip() else set()
    return [o for o in observations if o.dimension in still or o.measured]


def arbitrate(text: str, observations: Sequence[Observation]) -> list[Observation]:
    """The observations of one message, each checked against what the message says it wants:
    a value it rejects, or the opposite of the value it asks for, is replaced by that value
    (asked, not filed, when the wish is hesitant) or dropped when nothing is asked for."""
    observations = without_choice_questions(text, observations)
    if _PARTLY_REMOVED.search(simplified(text)):
        observations = [
            replace(o, value="fewer") if (o.dimension, o.value) == ("emoji", "none") else o
            for o in observations
        ]
    if says_one_off(text) or any(o.scoped for o in observations):
        return list(observations)  # one piece's exception: its readers already bound it
    targets = stated_targets(text)
    if not targets.wanted and not targets.unwanted:
        return list(observations)
    corrected = bool(_CORRECTED.search(simplified(text)))

    def _settles(dimension: str) -> bool:
        firm = dimension in targets.firm and dimension not in targets.hesitant
        return firm and (corrected or dimension in targets.lasting)

    kept: list[Observation] = []
    for observation in observations:
        dimension, value = observation.dimension, observation.value
        wish = targets.wish(dimension)
        against = value in targets.unwanted.get(dimension, []) or (
            wish is not None and _opposed(dimension, value, wish)
        )
        if not against and wish == value and corrected and _settles(dimension):
            # "I had that back to front — fewer emoji": put right, firmly.
            kept.append(_as_wished(observation, wish, "", corrected=True))
        elif not against and wish == value and observation.tentative and _settles(dimension):
            # "之前讲错了。评论要精简": the value asked for plainly, for good, is not a question.
            kept.append(_as_wished(observation, wish, ""))
        elif not against:
            kept.append(observation)
        elif wish is not None and not _opposed(dimension, value, wish) and wish != value:
            kept.append(observation)  # "none" heard, "fewer" asked: the readers' degree stands
        elif wish is not None:
            reading = "praise" if dimension in targets.praised else "hesitant"
            kept.append(_as_wished(observation, wish, "" if dimension in targets.firm else reading))
    heard = {o.dimension for o in kept}
    asked = (targets.missing | targets.praised) - targets.firm
    for dimension in sorted((targets.lasting | asked) - heard):
        wish = targets.wish(dimension)
        if wish is not None and wish not in targets.unwanted.get(dimension, []):
            reading = "praise" if dimension in targets.praised else "hesitant"
            kept.append(_added(dimension, wish, text, reading if dimension in asked else ""))
    return kept


# The writer putting right what they said before, in any words.
_CORRECTED = re.compile(
    r"记成|存成|更正|纠正|说错|讲错|写错了?我|说反|讲反|弄反|搞反|搞错|口误|\bsaved\b|"
    r"\bgot me down\b|\bback to front\b|\b(?:wrong|other) way (?:round|around)\b|"
    r"\bI never meant\b|\bmisspoke\b|\bcorrection\b|\bI was wrong\b|\bmy mistake\b",
    _I,
)


def _as_wished(
    observation: Observation, wish: str, asked: str, corrected: bool = False
) -> Observation:
    if asked:
        return replace(
            observation,
            value=wish,
            tentative=True,
            strength=min(observation.strength, TENTATIVE_STRENGTH),
            reading=asked,
            explicit=False,
        )
    if corrected:
        strength = max(observation.strength, CORRECTION_STRENGTH)
        return replace(
            observation, value=wish, tentative=False, reading="", explicit=True, strength=strength
        )
    return replace(observation, value=wish, tentative=False, reading="")


def _added(dimension: str, value: str, text: str, asked: str) -> Observation:
    """A wish the readers did not hear; praise of what is there, or a wish said with doubt, is
    put to the writer."""
    corrected = not asked and bool(_CORRECTED.search(simplified(text)))
    return Observation(
        dimension=dimension,
        value=value,
        source="writer",
        strength=TENTATIVE_STRENGTH
        if asked
        else CORRECTION_STRENGTH
        if corrected
        else WRITER_STRENGTH,
        by_writer=True,
        quote=text.strip(),
        explicit=corrected,
        tentative=bool(asked),
        reading=asked,
    )
