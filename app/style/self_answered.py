"""A question the writer answers at once, and a noun said again as "ones": said as the
statement they make. "Should our posts be more formal? Yes. They should." is "our posts
should be more formal"; 「以后是不是该写短一点？是的。」 is 「以后写短一点」; "we're done with the
long sentences. Short ones, every post" is "short sentences".

Read as typed, the question was put back to the writer as a question (their own answer
unheard), and "short ones" was heard as short posts, not short sentences: a lasting wish
asked about instead of filed, or filed on the wrong dimension.
"""

import re

_AUX = r"(?:should|shall|must|do|does|did|can|could|would|will|need|ought)"
_SUBJECT = (
    r"(?:we|they|it|you|(?:our|the|all|these|those|every|each|all our)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:posts?|updates?|newsletters?|pieces?|captions?|emails?|articles?|stories|messages|"
    r"copy|writing|page|blogs?|notices?|texts?))"
)
_YES = (
    r"(?:yes|yeah|yep|yup|definitely|absolutely|of course|obviously|totally|sure|"
    r"(?:honestly|frankly|and),?\s+yes)"
)
# "Should our posts be more formal? Yes. They should." — the answer, with its echo, taken out
# and the question said as the statement answered yes.
_ANSWERED_EN = re.compile(
    rf"(?:^|(?<=[.!?]\s))(?P<aux>{_AUX})\s+(?P<subject>{_SUBJECT})\s+(?P<rest>[^?.!\n]{{3,120}})\?\s*"
    rf"{_YES}\b[,.!]*(?:\s*(?:we|they|it|you|I)\s+(?:should|do|does|must|will|can|need to|"
    rf"ought to|are|is)(?:\s+(?:too|indeed|definitely))?\s*[.!]+)?",
    re.IGNORECASE,
)
# 「以后是不是该写短一点？是的。」, 「要不要少放点表情？要。」: the question's wish, answered yes.
_ANSWERED_ZH = re.compile(
    r"(?P<before>[^？?。！!]*?)(?:是不是|是否|要不要|该不该|应不应该|应该不应该)(?:该|要|应该)?"
    r"(?P<wish>[^？?。！!\n]{2,40})[？?]\s*"
    r"(?:是的|是|对|对的|要|该|应该|当然|当然要|当然该|没错|必须的?|肯定)(?:[，,]?\s*(?:要|该|应该)的?)?[。！!，,]*"
)


def _statement(match: re.Match[str]) -> str:
    aux = match.group("aux").lower()
    # ("Do our posts need fewer emoji?": the verb is in the rest; "Should … be …": kept.)
    said_aux = "" if aux in ("do", "does", "did") else f" {aux}"
    return f"{match.group('subject')}{said_aux} {match.group('rest')}. "


def answered_said(text: str) -> str:
    """Questions the writer answers yes to at once said as the statements they make."""
    text = _ANSWERED_EN.sub(_statement, text)
    return _ANSWERED_ZH.sub(lambda m: f"{m.group('before')}{m.group('wish')}。", text).strip()


# The nouns a style wish is about, said again as "ones" ("Short ones, every post").
_NOUNS = r"(sentences|paragraphs|titles|headlines|headings|words|posts)"
_NAMED = re.compile(rf"\b{_NOUNS}\b", re.IGNORECASE)
_ONES = re.compile(
    r"\b((?:short|shorter|long|longer|plain|simple|snappy|brief|plainer|simpler)(?:\s+and\s+"
    r"\w+)?)\s+ones\b",
    re.IGNORECASE,
)


def ones_named(text: str) -> str:
    """ "Short ones" said as the noun last named before it ("…long sentences. Short ones…")."""

    def named(match: re.Match[str]) -> str:
        before = list(_NAMED.finditer(match.string[: match.start()]))
        if not before:
            return match.group()
        return f"{match.group(1)} {before[-1].group(1).lower()}"

    return _ONES.sub(named, text)


# "See how the bakery next door talks to everyone as 'you'? Do that in all our posts.": the
# question only points at the example; the instruction after it asks for what it shows.
_POINTED_AT = re.compile(
    r"\b(?:see|look at|notice|look|check out|you see) how ([^?\n]{5,160})\?\s*"
    r"(?=(?:please\s+)?(?:do|write|copy|try|let'?s do|we should do|I want) "
    r"(?:that|the same|it|like that|this)\b)",
    re.IGNORECASE,
)
# "the words riggers actually say", "the terms the glassblowers use": a trade's own terms.
# (Lay people's words — customers', readers', locals' — are the plain ones.)
_LAY = (
    r"(?:customers|readers|users|visitors|members|followers|shoppers|beginners|newcomers|others|"
    r"mothers|fathers|grandmothers|neighbours|neighbors|villagers|viewers|subscribers|diners|"
    r"holidaymakers|strangers|kids|parents|owners|walkers|passers|lovers|punters|buyers|renters)"
)
_TRADE_WORDS = re.compile(
    r"\b(the\s+)?(?:words|terms|language|lingo|vocabulary)"
    rf"(?=\s+(?:that\s+)?(?:the\s+|real\s+|actual\s+)?(?!{_LAY}\b)[\w-]+"
    r"(?:ers|ists|ians|smiths|wrights|makers|pros|insiders|experts|folk|trade)\s+"
    r"(?:actually\s+|really\s+)?(?:say|use|talk|speak|call)\b)",
    re.IGNORECASE,
)


def examples_said(text: str) -> str:
    """An example pointed at by a question said as the fact it shows, and a trade's own words
    said as its technical terms."""
    text = _POINTED_AT.sub(r"\1. ", text)
    return _TRADE_WORDS.sub(lambda m: f"{m.group(1) or ''}technical terms", text)
