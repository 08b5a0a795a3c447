"""Refusals and preferences said indirectly, said back plainly for the clause reader: a refusing
question ("Do we really need all these bullets?", 谁让你加表情的？, "Who asked for…?"), "Nobody
asked for emoji", "Emoji? No.", "Bullet points are a no from me", a ceiling ("exactly this many
emoji, no more", 表情就这么多，别再加了), a judgement denied (我不觉得句子太长: nothing asked),
"any shorter" refused, what is preferred over something else (比起列表…更…), "I miss…" and "it was
better before you…"."""

import re

# Comparatives of the style adjectives; "better", "never", "other" are not among them.
COMPARATIVE = (
    r"(?:shorter|longer|calmer|livelier|simpler|plainer|punchier|snappier|tighter|briefer|"
    r"warmer|friendlier|chattier|crisper|cleaner|lighter|looser|quieter|softer|louder|"
    r"bolder|fuller|richer|deeper|(?:more|less) [a-z-]+)"
)

# "Emoji? No. Never.", "Bullet points are a no from me": the thing named, refused.
_NAMED_THEN_NO = re.compile(
    r"(^|[.!?]\s+)(?!(?:are|is|am|do|does|did|can|could|should|would|will|was|were|have|has|"
    r"what|how|why|who|which|when|where|any|anything|so)\b)([a-z][a-z -]{1,30}?)\s*\?\s*"
    r"(?:no|nope|nah|never)(?=\s*(?:[.!]|$))\.?",
    re.I,
)
_A_NO = re.compile(
    r"(^|[.!?,;]\s+)([a-z][a-z -]{1,30}?) (?:are|is|'s|'re) a (?:hard |big |firm )?no\b"
    r"(?: from me)?",
    re.I,
)
# "I don't want the sentences any shorter": no further that way, and no wish the other way.
# ("Let's not have any more bullet points": "any more" of a thing counted is "no more" of it.)
_NO_FURTHER = re.compile(
    rf"((?:n't|\bnot?)\b[^.,;!?]{{0,40}}?\bany) (?!more (?:bullet|emoji|jargon|exclamation|"
    rf"lists?\b|points|smiley|technical|acronym|hashtag|headings?\b|sub-?heading))"
    rf"{COMPARATIVE}\b",
    re.I,
)


# 比起列表，我更喜欢段落: what it is compared with is the one not wanted.
_ZH_RATHER_THAN = re.compile(
    r"(?:比起|相比于?)([^，,。！？!?]{1,10}?)(?:来说|来|相比)?[，,](?=[^。！？!?]{0,8}更)"
)


# 以前那样长一点的段落更好: "as before", not 那样长 "that long".
_ZH_AS_BEFORE_LIKE = re.compile(r"(以前|原来|之前|过去)(?:那样|那种|那样子|那么)(?=[长短])")
# "I miss the emoji": wanted back.
_MISS = re.compile(
    r"\bI (?:really |kind of |kinda |sort of )?miss (?=(?:the|my|our|all the|those) )", re.I
)
# "It was better before you made it so casual": what was done is not wanted.
_BETTER_BEFORE = re.compile(
    r"\b(?:it was|it's|things were|that was) (?:much |way |a lot )?better before (?:you|we|they) "
    r"(?:made it|turned it|went|got) (?:so |this |that |all |more |too )?",
    re.I,
)


# "I don't think the sentences are too long", 我不觉得句子太长: the judgement is denied, and
# nothing is asked ("I don't think we need emoji" is another thing: a need denied).
_DENIED_JUDGEMENT = re.compile(
    r"\b(?:I|we) (?:don'?t|do not|wouldn'?t) (?:really )?(?:think|feel|reckon|believe|say)\b"
    r"[^.!?;]*?\b(?:too|overly|more|less|enough|needs? to be)\b[^.!?;,]*",
    re.I,
)
_ZH_DENIED_JUDGEMENT = re.compile(
    r"我?(?:并|倒|也)?(?:不觉得|不认为|没觉得)[^，,。！？!?]*?(?:太|过于|过分|更|不够)[^，,。！？!?]*"
)
# "Nobody asked for emoji", "Who asked for all these bullet points?", 谁让你加表情的？: not wanted.
_NOBODY_ASKED = re.compile(r"\b(?:nobody|no one|no-one) (?:asked for|wants|wanted|needs)\b", re.I)
_WHO_ASKED = re.compile(r"\bwho (?:asked for|wants|wanted|needs)\b([^?]{1,60})\?", re.I)
_ZH_WHO_ASKED = re.compile(r"谁让你([^？?，,。]{1,12}?)的?[？?]")


# "Do we really need all these bullets?", 有必要加这么多表情吗: asked so as to refuse them.
_NEED_REALLY = re.compile(
    r"\bdo (?:we|you|I|they) (?:really|even|actually|honestly) need ((?:all |so many |this many )?"
    r"(?:these|those|the|all|so many|this many|that many)\b[^?]{1,60})\?",
    re.I,
)
_ZH_NEED_REALLY = re.compile(
    r"(?:真的)?有必要([^？?，,。]{1,12}?(?:这么|那么)[^？?，,。]{1,10}?)吗[？?]"
)


# "Exactly this many emoji, no more", 表情就这么多，别再加了: a ceiling, not a wish for more.
_THIS_MANY = re.compile(
    r"\b(?:exactly |just |only )?(?:this|that) many (emoji|emojis|emoticons)\b,?\s*"
    r"(?:no more|max|tops)?",
    re.I,
)
_ZH_THIS_MANY = re.compile(
    r"表情(?:就|只)?(?:这么多|这些|这几个)(?:就够了|够了|就行)?[，,]?\s*(?:别|不要)再(?:加|放|多)了?"
)


def refusals_said_plainly(text: str) -> str:
    """The text with each indirect refusal or preference said in its plain form."""
    text = _THIS_MANY.sub(r"\1 at most", text)
    text = _ZH_THIS_MANY.sub("表情别太多", text)
    text = _NEED_REALLY.sub(r"We don't need \1.", text)
    text = _ZH_NEED_REALLY.sub(r"没必要\1。", text)
    text = _DENIED_JUDGEMENT.sub("", text)
    text = _ZH_DENIED_JUDGEMENT.sub("", text)
    text = _NOBODY_ASKED.sub("I don't want", text)
    text = _WHO_ASKED.sub(r"I don't want\1.", text)
    text = _ZH_WHO_ASKED.sub(r"别\1。", text)
    text = _ZH_AS_BEFORE_LIKE.sub(r"\1", text)
    text = _MISS.sub("bring back ", text)
    text = _BETTER_BEFORE.sub("don't make it so ", text)
    text = _ZH_RATHER_THAN.sub(r"不要\1，", text)
    text = _NAMED_THEN_NO.sub(_refused, text)
    text = _A_NO.sub(r"\1No \2", text)
    text = _NO_FURTHER.sub(r"\1 different", text)
    return text


_MORE_OR_LESS = re.compile(rf"^(?:{COMPARATIVE}|more|less|fewer)\b", re.I)


def _refused(match: re.Match[str]) -> str:
    """ "Emoji? No." refuses emoji; "Shorter paragraphs? No." only refuses a change."""
    named = match.group(2)
    return match.group(1) if _MORE_OR_LESS.match(named) else f"{match.group(1)}No {named}."
