"""A ban said as a wish about what comes next — "I'd rather not see a single one in anything we
send out, ever", "I never want to spot another rocket emoji", "if I never saw another sparkle it'd
be too soon", "we're done with exclamation marks", 「以后一个都别再出现」, 「再也不想看到…」 — and
what it bans, even when that is only a pronoun ("a single one", "them", 「这种」) standing for
the thing named in the sentence before.

Words quoted right after a ban ("no more 'AMAZING'", 「别再用“炸裂”」) are mentioned, not said:
they are examples of what is banned, never praise to be read as sarcasm.

Read by the arbiter's targets (app/style/targets.py), which files the opposite of what is banned.
"""

import re

from app.style.poles import BAN_BEFORE, EMOJI_CHAR, VALUES

_I = re.IGNORECASE

# The operators: the writer wishes the thing not to appear again, in so many words.
NEVER_AGAIN = re.compile(
    r"\b(?:I'?d|I would|we'?d|we would) (?:much |far )?(?:rather|prefer to|sooner) (?:not|never) "
    r"(?:see|have|get|find|spot|read|use|hear|come across)\b|"
    r"\b(?:I|we) (?:never|don'?t|do not|no longer) (?:ever )?(?:want|wish|need|care) to "
    r"(?:see|spot|read|find|hear|come across|have)\b|"
    r"\b(?:if I |if we )?never (?:see|saw|read|spot|spotted|hear|heard|get|got) "
    r"(?:another|a single|any|one more)\b|"
    r"\b(?:can'?t|cannot|could not|couldn'?t) (?:bear|stand|take|face|stomach|handle|do) "
    r"(?:another|any more|one more)\b|"
    r"\b(?:we'?re|I'?m|we are|I am) (?:all )?(?:done|through|finished) with\b|"
    r"\bspare (?:me|us|them|the readers) (?:another|any more|one more)\b|"
    r"\bkeep (?:them|it|those|these|that|all that) (?:out|away)\b|\bnever again\b|"
    r"\b(?:have|has) no place\b|\bthat'?s the last (?:of|time)\b|"
    r"(?:别|不要|不想|不希望|不愿(?:意)?|不准|不许)再(?:让我)?(?:看到|见到|看见|出现|有|用|写|放|加|搞|来)?|"
    r"再也(?:别|不要|不想|不能|不许)(?:看到|见到|出现|有|用|写|放|加)?|永远(?:别|不要)|受够了|"
    r"一个(?:都|也)(?:别|不要|不许|不准)(?:再)?(?:出现|有|用|放|加)?",
    _I,
)
# A pronoun standing for the thing named before ("a single one", "them", 「这种」).
_PRONOUN = re.compile(
    r"\b(?:a single one|one more|another one|any of (?:them|those|these)|them|those|these|"
    r"any(?:more)?|it|one|another)\b|(?:一个|它们|这些|那些|这种|那种|这样的|那样的)",
    _I,
)
_EMOJI = re.compile(
    r"(?<![A-Za-z])(?:emojis?|emoticons?|smileys?|smiley faces?)(?![A-Za-z])|表情|" + EMOJI_CHAR,
    _I,
)
_CLAUSE_END = re.compile(r"[,，;；.。!！?？:：—–]|\bbut\b|但是?|不过|而是")
# A quote opened right after a ban ("no more 'AMAZING'", 「别再用“炸裂”」).
_QUOTE = re.compile(r"[“\"‘'「『]([^”\"’'」』]{1,40})[”\"’'」』]")


def _named(text: str) -> list[tuple[int, str, str]]:
    """The values named in the text, and emoji named as emoji, by where they stand."""
    found = [(m.start(), d, v) for pattern, d, v in VALUES for m in pattern.finditer(text)]
    found += [(m.start(), "emoji", "more") for m in _EMOJI.finditer(text)]
    return sorted(found)


def never_again(sentence: str, before: str) -> list[tuple[str, str]]:
    """The values the sentence wishes never to see again; a pronoun after the wish stands for
    the last thing named in `before` (the sentences before it)."""
    ruled: list[tuple[str, str]] = []
    for match in NEVER_AGAIN.finditer(sentence):
        end = _CLAUSE_END.search(sentence, match.end())
        stretch = sentence[match.end() : end.start() if end else len(sentence)]
        named = [(d, v) for _, d, v in _named(stretch)]
        bare = not stretch.strip(" 了啦喇吧呀啊啰咯嘛。！!.")  # 「表情一个都别再出现了」
        if not named and (bare or _PRONOUN.match(stretch.strip())):
            earlier = _named(before + " " + sentence[: match.start()])
            named = [(earlier[-1][1], earlier[-1][2])] if earlier else []
        ruled += named
    return list(dict.fromkeys(ruled))


def mentioned_after_ban(sentence: str) -> str:
    """The sentence with words quoted right after a ban blanked: examples of what is banned."""

    def blank(quote: re.Match[str]) -> str:
        lead = sentence[max(0, quote.start() - 24) : quote.start()]
        banned = any(m.end() >= len(lead) - 6 for m in BAN_BEFORE.finditer(lead))
        banned = banned or any(m.end() >= len(lead) - 6 for m in NEVER_AGAIN.finditer(lead))
        return " " * len(quote.group()) if banned else quote.group()

    return _QUOTE.sub(blank, sentence)
