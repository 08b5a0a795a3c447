"""Set phrases that state no wish about the writing, taken out before a message is read:
"Never say never", "Better late than never!", "No worries at all", "Long story short, the bus
never came", "In short: fine", 「长话短说，车没来」, 「总之一句话：挺好」 (outside46b F8), and
reports of what somebody did or did not say ("I never said delete paragraph 3", "You never said
anything about lists", 「你从没提过列表的事」).

Their words look like wishes to the rules and the classifier ("never" a ban, "short" a length,
"no" a ban on whatever follows), and the writer means none. What is left of the message is read
as usual: "Long story short: cut the paragraphs in half" still asks for shorter paragraphs, and
「以后长话短说」 (the idiom as the wish itself, not a lead-in) is left alone. Pure: text in, text
out.
"""

import re

_I = re.IGNORECASE
_END = r"(?=\s*(?:[,.!?;:…\-–—)]|$))"

# Proverbs, anywhere in the message; "never say never" only said alone ("Never say never on
# emoji — a few is fine" lifts a ban).
_PROVERBS_EN = re.compile(
    r"\bnever say (?:never|die)(?: again)?" + _END + "|"
    r"\b(?:better late than never|never a dull moment|no pain,? no gain|no news is good news|"
    r"it'?s never too late|now or never|always look on the bright side(?: of life)?|"
    r"never (?:ever )?give up)\b",
    _I,
)
# Stock replies, only opening a sentence: "Long titles are no problem" is a tolerance, read.
_STOCK_EN = re.compile(
    r"(?:^|(?<=[.!?;]\s)|(?<=\n))\W*(?:no (?:worries|probs?|problem|bother|biggie|rush|"
    r"harm done|hard feelings|offen[cs]e)|not a problem|always a pleasure)(?: at all)?" + _END,
    _I,
)
# Lead-ins that sum up what follows: only at the start of a sentence and set off by a comma, a
# colon or a dash, so that "keep it short, in short" or "以后长话短说" (the wish itself) stay.
_LEAD_IN_EN = re.compile(
    r"(?:^|(?<=[.!?;]\s)|(?<=\n))\W*(?:(?:to )?(?:cut|make) a long story short|long story short|"
    r"in short|in a word|in a nutshell|in brief|in sum|in summary|tl;?dr|bottom line|"
    r"the short version|short version|short answer|long and short of it(?: is)?)\s*[,:\-–—]+\s*",
    _I,
)
_LEAD_IN_ZH = re.compile(
    r"(?:^|(?<=[。！？；\n]))\W*(?:长话短说|简单(?:来|地)?说(?:就是)?|简而言之|总之(?:一句话)?|总而言之|"
    r"一句话|说白了|一言以蔽之|反正)\s*[，,：:—]+\s*"
)
_ZH_PROVERBS = re.compile(r"永远不要说永远|永不言弃")
# What somebody did or did not say or mention, reported: "I never said delete paragraph 3",
# "You never said anything about lists", 「我从来没说过要删第二段」, 「你从没提过表情的事」.
_PART = (
    r"(?:the )?(?:(?:first|second|third|fourth|fifth|last|opening|closing) )?"
    r"(?:paragraph|para|section|sentence|line|bit|part|intro|ending|title|photo|quote)s?"
    r"(?: \d+| (?:one|two|three|four|five))?"
)
_REPORTED_EN = re.compile(
    r"\b(?:I|you|we|they|he|she|nobody|no one)\s+(?:never|didn'?t|did not|haven'?t|have not|"
    r"hasn'?t|has not)\s+(?:ever\s+)?(?:said|say|mentioned|mention|brought up|talked about|"
    r"asked about|asked)\s+(?:anything|a word|a thing)\s+(?:about|on|regarding)\s+[^,.;!?]+|"
    r"\b(?:I|you|we)\s+(?:never|didn'?t|did not)\s+(?:ever\s+)?(?:said|say|ask(?:ed)?(?: you)?)"
    r"\s+(?:to\s+)?(?:delete|remove|drop|cut|move|swap|lose|take out)\s+" + _PART + r"\b",
    _I,
)
_REPORTED_ZH = re.compile(
    r"(?:我|你|他|她|我们|谁)(?:从来|从|压根儿?|根本)?(?:就)?(?:没|没有)(?:说过?|提过?|讲过?)"
    r"(?:要)?(?:删|删掉|去掉|挪|移)(?:第[一二三四五六七八九十\d]+|最后|开头)(?:一)?[段句节]|"
    r"(?:我|你|他|她|我们)(?:从来|从|压根儿?|根本)?(?:就)?(?:没|没有)(?:说过?|提过?|讲过?)"
    r"[^，。！？]{1,10}的事(?:儿)?"
)


def without_idioms(text: str) -> str:
    """`text` without the set phrases and reports that state no wish about the writing."""
    for pattern in (_PROVERBS_EN, _STOCK_EN, _REPORTED_EN, _ZH_PROVERBS, _REPORTED_ZH):
        text = pattern.sub("", text)
    text = _LEAD_IN_ZH.sub("", _LEAD_IN_EN.sub("", text))
    return text.strip()
