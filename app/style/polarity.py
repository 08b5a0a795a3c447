"""Where a named value stands in one sentence, beyond the frame words before it: a ban or a
wish after it ("Full sentences only", 「短标题点击好像不太行」), a rule announced with a colon
("New house rule: long, flowing paragraphs"), emoji ruled out whole or in part, and a request
closed by a tag ("…from now on, yeah?") that asks nothing.

The arbiter's targets (app/style/targets.py) weigh what these find; nothing here files anything.
"""

import re

_I = re.IGNORECASE

# "…from now on, yeah?", 「…好吗？」 after an order: manners, not a question.
_TAG = re.compile(
    r"[,，]?\s*(?:yeah|yes|ok(?:ay)?|alright|all right|right|please|pls|thanks|cheers|ta|"
    r"if (?:that'?s|it'?s) (?:ok(?:ay)?|alright|fine)|deal|好吗|行吗|好不好|可以吗|成吗|ok吗|"
    r"行不行|可以不|行不|成不|好伐|aye|eh|innit|got it)\s*[?？]+\W*$",
    _I,
)


def untagged(sentence: str) -> str:
    """The sentence without a tag question closing an order ("Go lighter on them, yeah?")."""
    return _TAG.sub(".", sentence)


# What follows a value and asks for it: "Full sentences only", "plain words, please", 「短句为主」.
_WISH_AFTER = re.compile(
    r"\s*(?:only|please|pls|throughout|every time|from now on|going forward|always|"
    r"from here on|for good|is the way|are the way|it is|wins|rule)\b|"
    r"\s*(?:就好|就行|就可以了?|为主|优先|到底|就对了|就得|就啱|就ok|即可|便可|就够了?)",
    _I,
)


def wished_after(sentence: str, at: int, end: int) -> bool:
    """Does what follows the value at `at`..`end` ask for it ("Full sentences only")?"""
    return bool(_WISH_AFTER.match(sentence, end))


# "New house rule for the zine: long, flowing paragraphs", 「新规矩：标题一律短」: a rule, then
# the value, to the end of the sentence.
_RULE = re.compile(
    r"\b(?:(?:new |house |ground |golden |one |the |our |my )*rules?|policy|standard|"
    r"the (?:deal|plan) (?:is|from now on))\b[^:：]{0,40}[:：]|"
    r"(?:新)?(?:规矩|规定|规则|原则|要求)[^:：]{0,12}[:：]",
    _I,
)


def rule_span(sentence: str) -> tuple[int, int] | None:
    """Where a value named after a rule's colon stands, to the end of the sentence."""
    rule = _RULE.search(sentence)
    return (rule.end(), len(sentence)) if rule else None


# Emoji named: ruled out whole ("banned", 「一律不许出现」, "get rid of") or in part ("tone the
# emoji down", "go easier on the emoji", 「少放点表情」).
EMOJI_WORD = re.compile(
    r"(?<![A-Za-z])(?:emojis?|emoticons?|smileys?|smiley faces?)(?![A-Za-z])|"
    r"表情包|表情符号|表情|颜文字|"
    r"[\U0001f300-\U0001faff\u2600-\u27bf\u2b50]",
    _I,
)
_ALL_OF_IT = re.compile(
    r"\b(?:banned|outlawed|forbidden|off the table|off-limits|a no-go|no more|zero|none|"
    r"get rid of|do away with|ditch|scrap|kill|strip (?:out|them)|ban|outlaw|nix|at all)\b|"
    r"不许|不准|禁止|杜绝|一律不|统统|全部去掉|都去掉|去掉|删掉|拿掉|砍掉|不要了|免了|一个都不",
    _I,
)
# Only part of them ruled out: "go easier on", "tone down", "less", 「少放点」, 「收一收」.
_PART_OF_IT = re.compile(
    r"\b(?:go (?:\w+ )?(?:easy|easier|light|lighter|slow|slower) (?:on|with|wi'?(?=\s))|"
    r"ease (?:up|off)|tone|dial|"
    r"scale|pare|trim|cut (?:down|back)|rein|hold back|less|fewer|not (?:so|that|as) many|"
    r"a bit|a little|so many|too many|down)\b|少|收一收|收一下|收着点|减少|那么多|这么多|咁多|太多",
    _I,
)


def emoji_ruled_out(span: str) -> str:
    """How far a ban spanning emoji goes: "none" for the whole of them, else "fewer"."""
    return "fewer" if _PART_OF_IT.search(span) and not _ALL_OF_IT.search(span) else "none"


# "tone the emoji down a notch", "dial the hype back": the verb before, the thing, then down.
_TURNING = re.compile(
    r"(?<!the )(?<!a )(?<!of )(?<!my )(?<!our )(?<!your )\b(?:tone|dial|scale|turn|pare|trim|knock|"
    r"calm|water)\s+(?:the|all|those|these|it|them|that|this|your|our)\b[^,.;!?]{0,30}$",
    _I,
)
_DOWN = re.compile(
    r"\s+(?:(?:right|way|a bit|a little|a lot)\s+)?(?:down|back)\b(?!\s+(?:to|up|on)\b)", _I
)


def toned_down(sentence: str, at: int, end: int) -> int | None:
    """Where "tone … down" around the thing at `at`..`end` ends, if it does."""
    down = _DOWN.match(sentence, end)
    if down is None or not _TURNING.search(sentence[max(0, at - 30) : at]):
        return None
    return down.end()


# "the sentences could be longer", 「标题也许可以长一点」: a size asked for through a modal.
_MODAL = re.compile(r"\b(?:could|should|can|might|would|need to|needs to)\b|可以|能|得|要", _I)


def sized_by_modal(named: str) -> bool:
    """Does the noun-and-size the writer named ask for the size ("headlines could be longer")?"""
    return bool(_MODAL.search(named))


# Emoji by degree: a heap named and refused ("Just not a dozen", 「唔好再用咁多」) asks for fewer,
# not none; a heap asked for ("Loads of emoji please") asks for more.
_HEAP_REFUSED = re.compile(
    r"\b(?:not|no|never|without) (?:a (?:dozen|dozen of them|hundred|million|ton|load|bunch)|"
    r"so many|that many|this many|loads|tons|heaps|dozens|a wall|a swarm|"
    r"every (?:line|sentence))\b|"
    r"\bnot (?:them )?(?:everywhere|all over)\b|"
    r"(?:别|不要|不用|唔好|不许)(?:再)?(?:用|放|加|搞|弄|塞)?(?:那么|这么|咁|那样)多",
    _I,
)
_HEAP_WISHED = re.compile(
    r"\b(?:loads|lots|plenty|tons|heaps|a bunch|a ton) of (?:emojis?|emoticons|smileys)\b"
    r"[^.!?]{0,40}\b(?:please|pls|plz)\b|\b(?:more|extra) emojis?,? please\b|"
    r"多(?:放|加|用)(?:点|些|一点|一些)?(?:表情|emoji)|(?:表情|emoji)多(?:放|加|用)(?:点|些|一点|一些)",
    _I,
)


def emoji_by_degree(sentence: str, text: str) -> str | None:
    """The emoji degree a sentence asks for by a heap refused or asked for, in a message about
    emoji; None when it names no heap."""
    if not EMOJI_WORD.search(text):
        return None
    if _HEAP_REFUSED.search(sentence):
        return "fewer"
    if _HEAP_WISHED.search(sentence):
        return "more"
    return None


def bans_every_one(text: str) -> bool:
    """Does the message rule emoji out whole ("no emoji at all", 「一个都不要」)?"""
    return bool(_ALL_OF_IT.search(text))


# "I don't mind the length at all — it's the jargon I mind": leave granted to one thing, then the
# thing minded; the leave is no doubt about the second.
_LEAVE_THEN_TURN = re.compile(r"\bI (?:don'?t|do not) mind\b[^.!?]{0,40}?(?:[—–;]|\bbut\b)", _I)


def grants_leave_then_turns(sentence: str) -> bool:
    return bool(_LEAVE_THEN_TURN.search(sentence))
