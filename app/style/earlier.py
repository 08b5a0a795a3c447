"""What the writer reports having said before, or what was saved of it: the old value, named
while putting it right, is never the new wish.

"Earlier I told you to keep it formal. Changed my mind, casual…", "之前说少用表情，现在改主意了，
多加点", "my earlier request for a calm tone", "you've got me down as liking long paragraphs",
"somehow that got saved as 'keep it brief'. It's the opposite", "你记成我要口语化了". The style
words in the reported stretch are the earlier value; the message then says the new one (as a
wish, or only by taking the old one back). Naming the old value while giving another is a
correction as firm as "actually…". Shared by the offline rules, in English and Chinese.
"""

import re

from app.style.prefilter import lazily_screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


_BEFORE_EN = r"(?:earlier|before|last time|last week|last month|previously|the other day|once)"
_REPORTING_EN = (
    r"(?:said|told you|asked(?: you)?(?: for)?|wanted|mentioned|wrote|requested|went with|"
    r"picked|chose|set)"
)
# Where a report of the earlier wish starts; it runs to the next pause.
REPORTED = _re(
    rf"\b{_BEFORE_EN} I {_REPORTING_EN}\b|"
    rf"\bI (?:had )?(?:originally |first |once )?{_REPORTING_EN}\b"
    rf"(?=[^,;.]{{0,40}}\b{_BEFORE_EN}\b)|"
    r"\bI (?:know|realise|realize) I(?:'ve| have)? (?:always |often |repeatedly |once )?"
    r"(?:said|asked|told you|wanted|insisted)\b|"
    r"\bmy (?:earlier|previous|old|last|original|first) (?:request|note|ask|instruction|"
    r"wish|preference|rule|message|comment|feedback)\b|"
    r"\b(?:the|that|this|my) (?:earlier|previous|old|original) (?:[\w'’-]+ ){0,3}(?:thing|stuff|"
    r"bit|request|rule|note|idea|instruction|preference|ban)s?\b|"
    r"\b(?:the|that|this|my) (?:[\w'’-]+ ){1,4}(?:thing|stuff|bit|request|rule|note|idea|"
    r"instruction|preference)s? (?:from |I gave (?:you )?|I made |I set )?"
    r"(?:before|earlier|last time|last week)\b|"
    r"\bwhat I (?:said|asked for|wrote|told you) (?:about|on|re|regarding|earlier|before)\b|"
    # "Forget the short-paragraphs rule": the rule lifted names the value held till now.
    r"\b(?:scrap|forget|drop|ditch|lift|bin|cancel|undo|ignore) (?:the|that|my|our) "
    r"(?=(?:[\w'’-]+ ){1,3}(?:rule|ban|policy)\b)|"
    # What was taken down: "got saved as", "you've got me down as", "you heard it as".
    r"\b(?:got|been|was|were|is|gets) (?:saved|stored|noted|filed|recorded|remembered|logged|"
    r"taken down|written down|set) as\b|"
    r"\b(?:got|put|marked|filed|saved|noted|written|have) me down (?:as|for)\b|"
    r"\b(?:you'?ve|you have|you) got (?:it|that|this) (?:down )?as\b|"
    r"\bremember (?:when|how) I (?:said|asked|wanted|told you)\b|"
    # A rule of the writer's own named as theirs: "my no-lists thing", "that ban on emoji I
    # gave you", "I was wrong about short headlines".
    r"\bmy (?:[\w'’-]+ ){1,3}?(?:thing|rule|ban|policy|request|instruction)\b|"
    r"\b(?:the|that|this|my|your) (?:[\w'’-]+ )?(?:ban|rule|policy) (?:on|about|against)\b|"
    r"\b(?:I was|I'?m|I'?ve been|I had been) (?:wrong|mistaken) (?:about|on|with)\b|"
    r"\byou (?:took|heard|read|understood|saved|noted|filed|recorded|remembered) (?:it|that|this|"
    r"me|what I said) as\b|"
    r"\byou (?:\w+ )?(?:thought|assumed|decided|think|believe) I (?:wanted|meant|asked for|liked|"
    r"want|like|prefer|preferred)\b|"
    r"\bwent (?:the )?wrong way (?:with|on|about)\b|"
    # "that keep-it-calm thing I told you", "the bullet stuff I asked for": named as the writer's.
    r"\b(?:the|that|this|my) (?:[\w'’-]+ ){1,4}(?:thing|stuff|rule|note|request|idea|"
    r"instruction)s? (?:I|we) (?:told you|gave you|asked for|asked you for|said|set|made)\b|"
    r"(?:之前|以前|上次|上回|前面|前头|刚才|早先|原先|先前|起先|一开始|早前|前阵子|上周|上个月|前几天|"
    r"前两天|当初|那会儿?|头先|頭先|先头)"
    r"(?:我)?(?:一直|总是|老是|都)?(?:说|讲|话|話|提|让你|叫你|要你|让|叫|要求|交代|吩咐|跟你说|告诉你|定|"
    r"(?:跟|对|给)\S{1,6}?(?:说|讲))(?:的|过|了)?|"
    r"(?:记成|记作|理解成|听成|当成|存成|存的是|记的是|以为我(?:要|想|喜欢))|"
    r"我(?:知道|记得)我?(?:说过|讲过|提过)"
)
# A report that names its topic before the marker: "短句那个要求", "段落短一点那条".
_REPORTED_AFTER = _re(
    r"(?:那个|那条|这条|这个|的)(?:要求|规矩|规定|说法|意见|设定|偏好)|那条(?=(?:我|就|先|都|也)?(?:作废|不算|撤|删|取消|收回))"
)
# The old value taken back or turned round: with one reported, the correction is explicit and,
# when nothing new is named, the opposite is meant.
CHANGED = _re(
    r"\bchanged? my mind\b|\bon second thought\b|\bthe opposite\b|\bthe other way\b|"
    r"\b(?:undo|scratch|forget|ignore|drop|scrap|ditch|reverse|cancel|retract|take back|"
    r"withdraw)\b|"
    r"\bI was wrong\b|\bmy (?:bad|mistake)\b|\b(?:was|is) a (?:mistake|bad idea|bad call)\b|"
    r"\bwrong\b|\bno longer\b|\bnot any ?more\b|"
    r"\bbackwards\b|\bmisremembered\b|\bmixed up\b|\blift(?:ed)?\b|\bbad (?:idea|call)\b|"
    r"改主意|变主意|想通了|想了想|想了一下|琢磨了一下|反了|相反|收回|撤回|撤了|撤掉|作废|不算|取消|"
    r"搞错|弄错|说错|记错|记岔|记反|不对|算了|不要了|改了|改一下|纠正|更正|想岔|想偏|想歪|想错|搞反|弄反|"
    r"作罢|唔啱|唔对|唔對|昏了头"
)


# "We've always gone with the proper terminology, but…": the habit held till now, reported
# when the sentence turns from it ("We've always used bullet points." alone tells a habit).
_HABIT_HELD = _re(
    r"\b(?:I|we)(?:'ve| have) always (?:said|gone with|used|wanted|insisted on|asked for|"
    r"stuck (?:with|to)|kept|liked|preferred)\b|(?:我们|我)(?:一直|向来|从来都?)(?:用|写|是|要)|"
    # "一直是让你多放表情的……不过", "一直让你写长句的，不过": what the writer always asked for.
    r"(?:我们|我)?(?:一直|向来|从来都?)(?:是)?(?:让|叫|要)你"
)
TURNS = _re(r"\bbut\b|但是|不过|可是")


def reported_span(clause: str, turned: bool = False) -> tuple[int, int] | None:
    """Where in the clause the writer reports an earlier wish or what was saved of it (or,
    `turned` from in the same sentence, a habit held till now): from the marker (or the clause
    start, for "短句那个要求") to the next pause."""
    match = REPORTED.search(clause) or (_HABIT_HELD.search(clause) if turned else None)
    if match is not None:
        pause = re.search(r"[,，;；—–]|\s-\s|\bbut\b", clause[match.end() :])
        end = match.end() + pause.start() if pause else len(clause)
        return match.start(), end
    after = _REPORTED_AFTER.search(clause)
    if after is not None:
        return 0, after.end()
    return None


def split_at_report(said: list[str], turned: bool = False) -> list[str]:
    """Clauses with a report cut off at its pause, so what follows it ("…request for a calm
    tone, I'd like it lively again") is read on its own."""
    out: list[str] = []
    for clause in said:
        span = reported_span(clause, turned)
        if span is not None and span[1] < len(clause):
            head, tail = clause[: span[1]], clause[span[1] :].lstrip(",，;；—– -")
            out += [head.strip(), tail.strip()] if tail.strip() else [head.strip()]
        else:
            out.append(clause)
    return [c for c in out if c]


_QUOTE = re.compile(r"\s*[\"“‘'「『]([^\"”’'」』]{1,60})[\"”’'」』]")


def quoted_reports(text: str) -> list[str]:
    """Words quoted as what was saved ("got saved as 'keep it brief'", "你记成了“要正式”"): the
    earlier value, read though quoted words are otherwise only mentioned."""
    found = []
    for match in REPORTED.finditer(text):
        quote = _QUOTE.match(text, match.end())
        if quote is not None:
            found.append(quote.group(1))
    return found + [m.group(1) or m.group(2) for m in _RULE_QUOTED.finditer(text)]


# A wish of the writer's own named by its words: "the 'no emojis' thing", 「不要表情」那条.
_RULE_QUOTED = _re(
    r"\bthe\s+[\"“‘']([^\"”’']{1,60})[\"”’']\s+(?:thing|rule|request|note|bit|instruction)\b|"
    r"[“「\"]([^”」\"]{1,30})[”」\"](?:那个|那条|这条|的|那|这)?(?:要求|规矩|说法|规定)"
)


def takes_back(text: str) -> bool:
    """Does the message take a wish back or turn it round ("changed my mind", "作废", "the
    opposite")?"""
    return bool(CHANGED.search(text))


# "之前说的少用表情还算数", "what I said about short titles still stands": said again.
_STANDS = _re(
    r"\bstill (?:stands|holds|applies|goes|counts)\b|\b(?:stick|stay) with (?:it|that)\b|"
    r"还算数|仍然有效|依然有效|还有效|还是那样|不变|继续(?:这样|保持)?|"
    # A reminder: "我之前说过要短句，你又忘了", "I said before: no emoji. You forgot?"
    r"又忘了|你忘了|忘了吗|\byou forgot\b|\bdid you forget\b"
)


def stands(text: str) -> bool:
    """Is the earlier wish said to still stand?"""
    return bool(_STANDS.search(text)) and not takes_back(text)


# A proposal of the writer's own dropped before it was answered: "nah forget it", "scrap that",
# "forget I said that", "算了算了", "当我没说".
_DROPS = _re(
    r"\b(?:forget|scrap|drop|ignore|cancel|ditch) (?:it|that|this|I (?:said|asked) (?:it|that)|"
    r"what I (?:just )?said)\b|\bnever ?mind\b|^\W*(?:nah|no),? (?:leave it|keep it)\b|"
    r"算了|当我没说|就当我没(?:说|讲|问)|还是别(?:改|换|动)了|不改了|收回"
)


def drops_a_proposal(text: str) -> bool:
    """Does the message drop what the writer had just put forward ("nah forget it", "算了")?"""
    return bool(_DROPS.search(text))
