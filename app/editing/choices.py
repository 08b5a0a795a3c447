"""Whether a reply offers the writer a choice instead of making the edit: two or more
versions side by side ("Here are two options: 1. … 2. … Which do you prefer?", 方案一/方案二
…你更喜欢哪个？). Neither option is the writer's pick, so none is saved: the reply is the
model's words to the writer.
"""

from __future__ import annotations

import re

from app.editing.units import normal, split_paragraphs

# Alternatives announced or labelled: "two options", "Option A", "Version 2:", 方案一, 版本二,
# 两种写法, 以下几个版本. A label's marks and blank lines before it are read whole (no label
# starts with one), and a label is not tried from a line that a line start one or two marks
# before it could reach: there it matched only if that start had, so a run of blank lines
# (CRLF too) is read once, not once for each line.
_LABEL_START = r"^(?<!^[\s*_#>])(?<!^[\s*_#>]{2})[\s*_#>]*+"
_OFFERS = re.compile(
    r"\b(?:two|three|four|a few|several|some|\d) (?:different |possible |alternative )?"
    r"(?:options|versions|alternatives|variants|choices|ways to (?:put|say|phrase|write) it)\b"
    rf"|{_LABEL_START}(?:option|version|alternative|variant|choice)\s*(?:[1-4]|[a-d]|one|two)\b"
    r"|[两兩二三几幾][个個](?:版本|方案|选项|選項|写法|寫法)"
    r"|[两兩二三几幾]种(?:写法|版本|改法|说法|方案|风格)|[两兩二三几幾]種(?:寫法|版本|改法|說法|方案|風格)"
    rf"|{_LABEL_START}(?:方案|版本|选项|選項|写法|寫法)\s*[一二三四1-4A-Da-d]",
    re.IGNORECASE | re.MULTILINE,
)
# One alternative's label at the head of a line: "Option A:", "**Version 2**", 方案一：, 版本二.
# Two different ones lay versions side by side, whether or not a question or a
# recommendation follows: the writer has not picked one.
_ALTERNATIVE_LABEL = re.compile(
    rf"{_LABEL_START}(?P<label>(?:option|version|alternative|variant)\s*(?:[1-4]|[a-d]\b)"
    r"|(?:方案|版本|选项|選項|写法|寫法)\s*[一二三四1-4A-Da-d])",
    re.IGNORECASE | re.MULTILINE,
)
# A word every offer above holds, looked for first: on a page of prose a list of plain words
# is read in ~2 µs, _OFFERS (its labels tried at each line, its counts at each word) in ~60.
_OFFER_WORDS = re.compile(
    r"option|version|alternative|variant|choice|ways to"
    r"|版本|方案|选项|選項|写法|寫法|改法|说法|說法|风格|風格",
    re.IGNORECASE,
)
# The writer asked to choose: "Which do you prefer?", "Let me know which one", 你更喜欢哪个？
_ASKS_WHICH = re.compile(
    r"\bwhich (?:one |version |option )?(?:do|would|works|fits|suits|sounds|reads|you)"
    r"|\bwhich (?:one|version|option)\b|\b(?:do|would) you prefer\b|\bpick (?:one|whichever)\b"
    r"|哪(?:个|一个|种|一种|版|個|一個|種|一種)|选哪|選哪|更喜欢|更喜歡|邊個|邊一個|鍾意|倾向于|傾向於|选择一个|挑一个",
    re.IGNORECASE,
)


# A label line alone ("**Shorter:**", "Even shorter version:", 【更短版】) and one that steps
# past another ("Even shorter", "Shorter still", "Shortest", 更短版, 最短版, 再短一点): two
# lengths or strengths of the same text, laid out for the writer to pick from even when no
# question follows.
_LABEL_LINE = re.compile(
    r"^[ \t>*_#【\[(（]*(?P<label>[^\n:：*_【】\[\]]{2,40}?)[ \t]*"
    r"(?:[:：][ \t*_】\])）]*|[*_】\])）]+)[ \t]*$",
    re.MULTILINE,
)
_LABEL_LINE_MOST = 120  # characters: 40 of label, and its marks and spaces around
_STEPPED = re.compile(
    r"^(?:even|still|yet|much)\s+(?:more\s+)?\w+|^\w+er\s+still\b|^\w+est\b(?<!\brest\b)"
    # 更新后的… / 更正 / 更改 / 更换 are no step: 更 there is "change", not "more"
    r"|^(?:更(?![新正改换換])|最(?![后後终終新初])|再|还要|還要)\S{1,6}$",
    re.IGNORECASE,
)


def offers_steps(reply: str, article: str) -> bool:
    """Whether the reply offers two versions as a step and a further step ("Shorter:" then
    "Even shorter:", 精简版 then 更短版), labels the article does not hold itself."""
    labels = [
        m["label"].strip()
        for line in reply.split("\n")
        # A label line is short: a long one (a run of 20,000 spaces) is no label, and the
        # pattern's runs of spaces would read it in quadratic time.
        if len(line) <= _LABEL_LINE_MOST and (m := _LABEL_LINE.match(line))
    ]
    labels = [label for label in labels if label and label.lower() not in article.lower()]
    if len(labels) < 2:
        return False
    return any(_STEPPED.search(label) for label in labels[1:])


def offers_choice(reply: str, article: str) -> bool:
    """Whether the reply lays out alternatives and asks the writer which to take, in words
    the article does not hold itself."""
    if offers_steps(reply, article) and not _carries_article(reply, article):
        return True
    # One look at a time: each costs ~50 µs on a page of reply, and most replies (an edited
    # article) offer nothing, so the question is looked for only after an offer.
    offers = _OFFERS.search(reply) if _OFFER_WORDS.search(reply) else None
    if offers is None:
        return False
    said = article.lower()
    if offers[0].strip().lower() in said:
        return False
    asks = _ASKS_WHICH.search(reply)
    if (asks is not None and asks[0].lower() not in said) or _labels_alternatives(reply, said):
        return not _carries_article(reply, article)
    return False


def _labels_alternatives(reply: str, said: str) -> bool:
    """Whether the reply heads two or more versions with different labels of its own
    ("Option A:" … "Option B:", 方案一 … 方案二) that the article (`said`, lower case) lacks."""
    labels = {re.sub(r"\s+", "", m["label"].lower()) for m in _ALTERNATIVE_LABEL.finditer(reply)}
    return len({label for label in labels if label not in said.replace(" ", "")}) >= 2


def _carries_article(reply: str, article: str) -> bool:
    """Whether the reply holds most of the article's paragraphs word for word: an edited
    article with a question after it, not a choice between versions."""
    paragraphs = [p for p in split_paragraphs(article).texts if len(p.strip()) >= 20]
    if len(paragraphs) < 3:
        return False
    flat = normal(reply)
    return sum(normal(p) in flat for p in paragraphs) * 2 >= len(paragraphs)
