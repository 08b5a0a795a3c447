"""Paragraphs and sentences a suggestion names by their place: "paragraph 2", 第二段, "the
last paragraph", "the first and last paragraphs", 最后两段, "the intro", "at the end", "the
first sentence of paragraph 2", 第二段第一句 — and a letter's opening and closing (with its
salutation or signature). Split from app/editing/scope.py, which reads what else a suggestion
asks (global, shorter, translated, …).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from app.domain.paragraph_places import counting_headings, numbered_paragraphs
from app.editing.drift import SETEXT
from app.editing.footnote_places import DEFINITIONS, footnotes
from app.editing.headings import labelled
from app.editing.kinds_named import stanzas
from app.editing.mentions import EN_ORDINAL, EN_WORD, ZH_NUM, zh_number
from app.editing.number_words import en_number
from app.editing.sections_counted import counted_section
from app.editing.topic_words import figure_not_at
from app.editing.under_heading import paragraph_under_heading
from app.editing.units import Paragraphs, sentence_spans

_PARA = r"(?:paragraphs?|paras?|¶|stanzas?|sections?|verses?)"
_EN_AFTER = re.compile(
    rf"\b{_PARA}\s*(?:#|no\.?\s*)?({EN_WORD}(?:\s*(?:,|and|&|-|–|to)\s*{EN_WORD})*)\b", re.I
)
# What follows a number said after "to" when it is a value the paragraph changes to, not the
# end of a range of paragraphs: a month, a clock or a unit ("change the date in para 1 to 21
# June", "… in paragraph 2 to 30 minutes").
_VALUE_AFTER = re.compile(
    r"\s*(?:st|nd|rd|th)?\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|am\b|pm\b|%"
    r"|per\b|minutes?|mins?|hours?|days?|weeks?|months?|years?|people|pounds?|dollars?|euros?)",
    re.IGNORECASE,
)
_EN_BEFORE = re.compile(rf"\b(?:the\s+)?({EN_ORDINAL})\s+{_PARA}", re.I)
_EN_LAST = re.compile(
    # a word of a title in marks ("the *Last Boat* paragraph") is no place, nor "last" the
    # verb ("while stocks last", "it will last"), nor "closing the gate" (an -ing verb's object)
    rf"\b(?:the\s+)?(?<![*_“\"‘'])(?<!stocks )(?<!supplies )(?<!will )"
    rf"(last[- ]but[- ]one|next[- ]to[- ]last|one before (?:the )?last"
    rf"|last|final|closing|concluding|penultimate|second[- ]to[- ]last|"
    # a word joined to the next by a hyphen ("the opening-day paragraph", "last-minute") is
    # a thing the paragraph is about, no place
    rf"opening|first|intro(?:duction|ductory)?|greeting|salutation|conclusion|ending|outro"
    # "make the welcome warmer": a guide's or a speech's opening ("a welcome pack" is a thing)
    r"|(?<=the )welcome"
    rf")\b(?![-‐]\w)(?!(?<=ing)\s+(?:the|your|our|their|its|this)\b)"
    # "closing that gap" is a verb's object; "mention in the opening that …" (or "add to the
    # opening that …") names the place
    r"(?!(?<=ing)\s+that\b(?<!in the opening that)(?<!in the closing that)"
    r"(?<!to the opening that)(?<!to the closing that))"
    rf"(?:\s+{_PARA})?"
    r"(?!\s+(?:bullet|item|step|clause|point|rule|line|entry|question|answer|reply|response"
    r"|list item)s?\b)"
    # "the last three months", "last year", "the final round": a time or a thing, no paragraph
    r"(?!\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|few|couple|several"
    r"|year|month|week|day|night|hour|minute|time|season|decade|round|version|chance)s?\b)"
    # "the closing and reopening dates", "the opening hours", "the final deadline": a thing
    r"(?!\s+(?:(?:and|or|&)\s+[\w-]+\s+)?(?:date|deadline|ceremony|party|event|price|offer"
    r"|times|hours|session)s?\b)",
    re.I,
)
_EN_PAIR = re.compile(
    rf"\b(first|last|final|opening|closing)\s+(?:and|&)\s+(?:the\s+)?(first|last|final|closing)\s+{_PARA}",
    re.I,
)
_EN_EDGE_RUN = re.compile(rf"\b(first|last|final|opening|closing)\s+({EN_WORD})\s+{_PARA}", re.I)
_ZH_PARA = re.compile(
    rf"(倒数)?第([0-9{ZH_NUM}]+(?:[、,，和及与至到～~-][0-9{ZH_NUM}]+)*)(?:个)?(?:自然)?"
    r"(?:段|节(?![课日气目]))"  # 第三节课 is the third class (a table row), 节日 a holiday
)
_ZH_EDGE = re.compile(
    r"(最后一段|最后那段|末段|尾段|最后一小?节|最后那节|末节|结尾段?|结语|最后一部分|首段"
    r"|(?<![”\"」』])开头段?|开篇|第一部分|引言"
    # the paragraph under a letter's salutation: 称呼下面那段, 称呼后面的第一段
    r"|导语|开场白|问候语|称呼(?:下面|后面|之后|以下)的?(?:第一|那一?|这一?)?段|称呼语?)"
)

# "最后一段的前一段", "结尾前面那段", "末段之前的那一段": the paragraph before the last.
_ZH_BEFORE_LAST = re.compile(
    r"(?:最后一段|最后那段|末段|结尾(?:段|那段)?)(?:的|之)?(?:前一段|前面(?:的)?(?:那|这)?(?:一)?段"
    r"|之前(?:的)?(?:那|这)?(?:一)?段|上一段)"
)
_ZH_RUN = re.compile(rf"(最后|最末|末|后|前|开头|头|最前面)([0-9{ZH_NUM}]+)段")
_ZH_PARA_LIST = re.compile(
    rf"第[0-9{ZH_NUM}]+(?:段|个)?(?:\s*[、,，和及与跟]\s*第[0-9{ZH_NUM}]+(?:段)?)+\s*(?:个)?(?:自然)?段"
)
# "the sponsor message at the end", "a line at the top": the closing or opening paragraph —
# not "at the end of the second paragraph" nor "at the end of the day".
_EN_AT_EDGE = re.compile(
    r"\b(?:at|near) the (?:very )?(end|bottom|top|start|beginning)\b(?!\s+of\b)", re.I
)
_EN_ORD_LIST = re.compile(
    r"\b((?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))"
    r"(?:\s*(?:,|and|&|or)\s*(?:the\s+)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth"
    r"|ninth|tenth|last|\d+(?:st|nd|rd|th)))+)\s+(?:paragraphs?|paras?|stanzas?|sections?)\b",
    re.I,
)


_HEADING_LINE = re.compile(
    r"^(#{1,6})\s+\S|^\*\*[^*\n]{1,60}\*\*$|^[一二三四五六七八九十]+、[^\n。！？.!?]{1,24}$"
)


def line_heading_level(paragraph: str) -> int:
    """The heading level of a one-line heading paragraph ("## Tips" → 2; "**Tips**" or
    "三、…" → 7, below every markdown level), 0 for text."""
    line = paragraph.strip()
    if SETEXT.fullmatch(line):  # "Results" over "=======" (1) or "-------" (2)
        return 1 if line.rstrip()[-1] == "=" else 2
    match = _HEADING_LINE.match(line) if "\n" not in line else None
    if match is None:
        return 0
    return len(match[1]) if match[1] else 7


# "the third paragraph from the end", "the fourth para from the bottom", "the third-to-last
# paragraph", "the third from last paragraph": counted back from the last paragraph.
_EN_FROM_END = re.compile(
    rf"\b({EN_ORDINAL})(?:\s+{_PARA})?\s+from\s+(?:the\s+)?(?:end|bottom|last)\b"
    rf"|\b({EN_ORDINAL})[- ](?:to[- ]|from[- ])?last\s+{_PARA}",
    re.I,
)


# "the second stanza", "verse 3", 第一节: a poem's stanzas are counted among themselves.
_STANZA_WORD = re.compile(
    rf"\b(?:stanzas?|verses?)\b|第[0-9{ZH_NUM}]+节|(?:最后一|末|首)节|诗节", re.I
)


def named_paragraphs(text: str, count: int, paragraphs: Sequence[str] = ()) -> set[int]:
    """The paragraphs (indexes into `paragraphs`, `count` of them) that `text` names by their
    place, counted as the writer counts them (app/domain/paragraph_places.py): "the third
    paragraph" of an article in `##` sections is its third paragraph of text, headings not
    counted, and a fenced code block is one paragraph however many blank lines it holds
    (named, it stands for all of its pieces). "The first stanza" of an article with a poem in
    it is the poem's first stanza, whatever prose comes before it."""
    return _named_counted(text, count, paragraphs, numbered_paragraphs)


def named_counting_headings(text: str, count: int, paragraphs: Sequence[str] = ()) -> set[int]:
    """The paragraphs `text` names by their place for a reader who counts the headings among
    the paragraphs (`counting_headings`): the other reading of "paragraph 3", which a model
    may take."""
    return _named_counted(text, count, paragraphs, counting_headings)


def _named_counted(
    text: str,
    count: int,
    paragraphs: Sequence[str],
    numbered: Callable[[Sequence[str]], list[list[int]]],
) -> set[int]:
    verse = stanzas(paragraphs) if len(paragraphs) == count and _STANZA_WORD.search(text) else []
    if len(verse) >= 2:
        named = _named(text, len(verse), [paragraphs[i] for i in verse])
        return {verse[i] for i in named if 0 <= i < len(verse)}
    if len(paragraphs) == count and (section := counted_section(text, paragraphs)):
        return section  # "the second section": the second `##` heading's, not paragraph 2
    if paragraphs and "\n" not in paragraphs[0].strip():
        # "the opening line" of a speech whose first paragraph is one line: that paragraph
        text = _OPENING_LINE.sub("the opening", text)
    # "the opening entry" of a report: its opening (a log's first dated entry is entries.py's)
    text = _OPENING_ENTRY.sub("the opening", text)
    groups = numbered(paragraphs) if len(paragraphs) == count else []
    if not groups or groups == [[i] for i in range(count)]:
        return _named(text, count, paragraphs)
    joined = ["\n\n".join(paragraphs[i] for i in group) for group in groups]
    return {i for named in _named(text, len(groups), joined) for i in groups[named]}


_OPENING_LINE = re.compile(r"\bthe\s+(?:opening|first|intro)\s+line\b(?!\s+(?:of|in)\b)", re.I)
_OPENING_ENTRY = re.compile(r"\bthe\s+opening\s+entry\b(?!\s+(?:of|in)\b)", re.I)


_AFTER_BEFORE = re.compile(r"\b(?:after|below|under|beneath|following)\s+$", re.I)
_ZH_BODY_PARA = re.compile(rf"正文(?:的)?第([0-9{ZH_NUM}]+)(?:个)?(?:自然)?段")
# A range written with the second 第 (and the first 段) again: 第5到第7段, 第五段至第七段,
# 第5段～第7段 — read as 第5到7段.
_ZH_RANGE = re.compile(rf"第([0-9{ZH_NUM}]+)段?\s*(?:到|至|～|~|—|–|－|-)\s*第(?=[0-9{ZH_NUM}]+段)")


def _named(text: str, count: int, paragraphs: Sequence[str] = ()) -> set[int]:
    text = _ZH_RANGE.sub(r"第\1到", text)
    if len(paragraphs) > 1 and _is_salutation(paragraphs[0]):
        # 正文第一段 of a letter or notice: counted under its salutation
        text = _ZH_BODY_PARA.sub(lambda m: f"第{(zh_number(m[1]) or 0) + 1}段", text)
    found: set[int] = set()
    for match in _EN_FROM_END.finditer(text):
        number = en_number(match[1] or match[2])
        if number:
            found.add(count - number)
    text = _EN_FROM_END.sub(lambda m: " " * len(m[0]), text)
    if _ZH_BEFORE_LAST.search(text):  # its 最后一段 and 前一段 name no paragraph of their own
        found.add(min(_closing(paragraphs)) - 1 if paragraphs else count - 2)
        text = _ZH_BEFORE_LAST.sub(lambda m: "　" * len(m[0]), text)
    for match in _EN_AFTER.finditer(text):
        if not re.match(r"(?:paragraph|para|¶)", match[0], re.I) and (
            label := labelled(match[0], paragraphs)
        ):
            found |= label  # "section 2", "verse 2": the one the article labels so
            continue
        if re.fullmatch(EN_ORDINAL, match[1].split()[0], re.I) and not match[1][0].isdigit():
            continue  # "put the last paragraph first": a place, not paragraph 1
        for word in re.split(r"\s*(?:,|and|&)\s*", match[1]):
            if _VALUE_AFTER.match(text, match.end()):  # "the date in para 1 to 21 June"
                word = re.split(r"\s+to\s+", word)[0]
            span = re.split(r"(?<=\d)\s*-\s*|\s+-\s+|\s*(?:–|\bto\b)\s*", word)
            numbers = [n for n in (en_number(w) for w in span) if n is not None]
            if numbers and len(numbers) == len(span):
                found.update(range(numbers[0] - 1, numbers[-1]))
    for match in _EN_BEFORE.finditer(text):
        number = en_number(match[1])
        if number is not None:
            found.add(number - 1)
    for match in _EN_LAST.finditer(text):
        word = match[1].lower()
        if _EACH_BEFORE_EN.search(text[: match.start()]):
            continue  # "each “Lock N —” opening": the start of every entry, no paragraph
        if _THING_DONE.search(text[: match.start()]) and not match[0].lower().startswith("the"):
            continue  # "the sentence about the learner pool closing": a thing that closes
        if word in ("last", "final", "closing", "concluding", "conclusion", "ending", "outro"):
            found |= _closing(paragraphs) if paragraphs else {count - 1}
        elif word in ("penultimate", "second-to-last", "second to last") or re.fullmatch(
            r"last[- ]but[- ]one|next[- ]to[- ]last|one before (?:the )?last", word
        ):
            found.add(count - 2)
        elif match[0].lower().endswith(("paragraph", "para", "paragraphs")) or (
            word.startswith(("intro", "opening", "greeting", "salutation", "welcome"))
            and not _topic(word, text[match.end() :], paragraphs)
            and not (word == "opening" and _A_THING_BEFORE.search(text[: match.start()]))
        ):
            # "the greeting" of a letter is its salutation alone, not the paragraph under it
            greeting = word.startswith(("greeting", "salutation")) and len(paragraphs) > 1
            if greeting and _is_salutation(paragraphs[0]):
                # "the paragraph after the greeting": the one under it
                found.add(1 if _AFTER_BEFORE.search(text[: match.start()]) else 0)
            else:
                found |= _opening(paragraphs)
    for match in _EN_PAIR.finditer(text):
        for word in (match[1], match[2]):
            found.add(0 if word.lower() in ("first", "opening") else count - 1)
    for match in _EN_EDGE_RUN.finditer(text):
        size = en_number(match[2]) or 0
        if match[1].lower() in ("first", "opening"):
            found.update(range(0, size))
        else:
            found.update(range(count - size, count))
    for match in _ZH_PARA.finditer(text):
        listed = [zh_number(n) for n in re.split(r"[、,，和及与]", match[2])]
        ranged = re.split(r"[至到～~-]", match[2])
        if len(ranged) == 2:
            low, high = zh_number(ranged[0]), zh_number(ranged[1])
            listed = list(range(low, high + 1)) if low and high else []
        for number in listed:
            if number:
                found.add(count - number if match[1] else number - 1)
    for match in _ZH_PARA_LIST.finditer(text):
        for number_text in re.findall(rf"第([0-9{ZH_NUM}]+)", match[0]):
            number = zh_number(number_text)
            if number:
                found.add(number - 1)
    for match in _ZH_RUN.finditer(text):
        size = zh_number(match[2]) or 0
        if match[1] in ("前", "开头", "头", "最前面"):
            found.update(range(0, size))
        else:
            found.update(range(count - size, count))
    for match in _EN_AT_EDGE.finditer(text):
        ending = match[1].lower() in ("end", "bottom")
        found |= (
            (_closing(paragraphs) if paragraphs else {count - 1})
            if ending
            else (_opening(paragraphs) if paragraphs else {0})
        )
    for match in _EN_ORD_LIST.finditer(text):
        for word in re.findall(r"[a-z]+|\d+(?:st|nd|rd|th)", match[1], re.I):
            if word.lower() == "last":
                found.add(count - 1)
            elif (number := en_number(word)) is not None:
                found.add(number - 1)
    for match in _ZH_EDGE.finditer(text):
        word = match[1]
        if _EACH_BEFORE.search(text[: match.start()]):
            continue  # "每一条开头的…": the start of every entry, not the opening paragraph
        if word == "开头" and (
            _STARTS_WITH.search(text[: match.start()])
            or figure_not_at(_opening(paragraphs), text[match.end() :], paragraphs)
        ):  # "改成以时间开头": how a sentence starts; 开头的日期 where the opening gives none
            continue
        if word.startswith(("最后", "末", "尾", "结")):
            found |= _closing(paragraphs) if paragraphs else {count - 1}
        elif word == "引言" and (quotes := _quotes(paragraphs)):
            found |= quotes  # 引言的署名, 那句引言: the quote the article holds, not its opening
        elif word.startswith("称呼") and len(paragraphs) > 1 and _is_salutation(paragraphs[0]):
            found.add(1 if word.endswith("段") else 0)  # 称呼下面那段 is under it; 称呼 is itself
        else:
            found |= _opening(paragraphs)
    if _LAST_LINE.search(text) and paragraphs:
        # a one-line last paragraph is "the last line"; a last stanza or list holds it
        found |= _closing(paragraphs)
    if _CLOSING_LINE.search(text):
        found |= _closing(paragraphs) if paragraphs else {count - 1}
    if _SIGN_OFF.search(text):
        found.add(count - 1)  # "the sign-off", 落款: what the article ends with
    found |= footnotes(text, paragraphs)
    return {index for index in found if 0 <= index < count}


# A noun right before "closing" / "opening" / "ending" that makes it what the noun does ("the
# learner pool closing", "the shop opening"), not a place in the text.
_THING_DONE = re.compile(r"\b(?:about|on)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}[\w-]+\s+$", re.I)

# "the last line", 最后一行 — not "the last line of the poem" (a line inside a paragraph), nor
# 副歌最后一行 / 第二节的最后一行 (the last line of a part).
_LAST_LINE = re.compile(
    r"\b(?:the\s+)?(?:last|final|closing|bottom)\s+line\b(?!\s+of\b)"
    r"|(?<![歌诗词节段白话表格])(?<![歌诗词节段白话表格]的)(?:最后一行|最后那行|末行)",
    re.I,
)


# "add a closing line", "end with a final thought": a line at the end, where the article closes.
_CLOSING_LINE = re.compile(
    r"\b(?:add|write|put|include|end\s+with|finish\s+with)\s+(?:in\s+)?(?:a|an|one)\s+"
    r"(?:(?:short|warm|nice|little|brief|friendly)\s+)*(?:closing|final|last|ending|concluding)\s+"
    r"(?:line|sentence|thought|word|note)s?\b",
    re.I,
)


# "the sign-off", "the signature", 落款, 署名: the article's last paragraph ("With love,\nJonas").
# Not "sign off on the budget" nor "our signature dish": a signature is one when a pause, "line",
# or what it should be follows ("make the signature warmer", "the signature to just 'Helen'").
_SIGN_OFF = re.compile(
    r"\b(?:the|your|my|our|its|this)\s+(?:sign[- ]?off|valediction"
    r"|signature(?=\s*(?:[.,;:!?]|$|\s+(?:line|block|at|to|is|should|more|less|a\s+bit"
    r"|warmer|friendlier|kinder|softer|simpler|shorter|longer|nicer|plainer|livelier"
    r"|(?:in)?formal|personal|casual)\b)))\b|落款"
    # 署名 — not the quote's (引言的署名) nor one the writer keeps (署名别动)
    r"|(?<!引言的)(?<!引语的)(?<!引文的)署名(?!别动|不要动|不动|不变|保留|照旧)",
    re.I,
)


# "Thursday late opening", "a grand opening": an event of the article's, no paragraph.
_A_THING_BEFORE = re.compile(
    r"\b(?:late|early|evening|night|sunday|saturday|weekend|grand|official|soft|public|summer"
    r"|winter|extra|an?|new|re)[- ]$",
    re.I,
)


# "each “Stop N —” opening", "every entry's first": said of every entry, not the article's.
_EACH_BEFORE_EN = re.compile(r"\b(?:each|every|all(?: the)?)\s+(?:\S+\s+){0,3}$", re.I)
# "每一条", "各段", "所有条目的": said of every entry; what follows is no paragraph of the article.
# "以时间开头", "用一个问题开头", "拿数字开头": what something starts with.
_STARTS_WITH = re.compile(r"(?:以|用|拿)[^，。！？,.!?；;：:\s]{1,8}$")
_EACH_BEFORE = re.compile(r"(?:每一?|各|所有(?:的)?)[条项段行句个节则站步点]?(?:目|条目)?的?$")

_SENTENCE_WORD = r"(first|second|third|fourth|fifth|opening|last|final|closing|\d+(?:st|nd|rd|th))"
_EN_SENTENCE_OF = re.compile(
    rf"\b(?:the\s+)?{_SENTENCE_WORD}\s+(?:two\s+)?sentences?\s+(?:of|in)\s+(?:the\s+)?"
    rf"((?:{EN_ORDINAL}|last|final|closing|opening|intro\w*)\s+{_PARA}|{_PARA}\s*{EN_WORD}"
    # "the last sentence of the intro": the edge named without the word "paragraph"
    r"|intro(?:duction)?\b|opening\b|ending\b|conclusion\b)",
    re.I,
)
_ZH_WHICH_SENTENCE = rf"第[0-9{ZH_NUM}]+句|最后一句|末句|首句|第一句话|最后一句话|开头一句"
# 第二段第一句; 第二段的第一句和第二句 (group 3: the further sentences of the same paragraph)
_ZH_SENTENCE_OF = re.compile(
    rf"((?:倒数)?第[0-9{ZH_NUM}]+段|最后一段|末段|首段|开头一段)(?:的)?({_ZH_WHICH_SENTENCE})"
    rf"((?:(?:和|与|及|以及|、)(?:{_ZH_WHICH_SENTENCE}))*)"
)
_ZH_FURTHER_SENTENCE = re.compile(_ZH_WHICH_SENTENCE)


# "the third sentence of the paragraph under 'Prices'", “开市前”下面那段的第三句: a sentence of
# the paragraph under a heading (app/editing/under_heading.py finds which).
_SENTENCE_UNDER = re.compile(
    rf"\b(?:the\s+)?{_SENTENCE_WORD}\s+sentence\s+(?:of|in)\s+(?:the\s+)?(?:paragraph|para|text)"
    rf"\s+(?:under|below|beneath|after|following)\b"
    rf"|(?:下面|下边|底下|之下|下方|后面)(?:的|那|那一|这)?段(?:的|里的?|中的?)?"
    rf"(第[0-9{ZH_NUM}]+句|最后一句|末句|首句|第一句话|最后一句话|开头一句)",
    re.I,
)


# "the first sentence" with no paragraph named, "最后一句" with no 段 before it.
_EDGE_SENTENCE = re.compile(
    r"\bthe\s+(?:very\s+)?(first|opening|last|final|closing)\s+sentence\b(?!\s+(?:of|in)\b)"
    r"|(?<![段节的])(第一句话?|首句|开头一句|最后一句话?|末句|结尾一句)(?![话]?[里中]的)",
    re.I,
)


# What an edge sentence is said to say — 最后一句致歉的话, 开头一句感谢的话 — and the words that
# say it: an apology may be 敬请谅解 with no 歉 in it.
_EDGE_SAYS = re.compile(r"^的?(?P<topic>[\u4e00-\u9fff]{2,4}?)的?(?:话|句子)")
_SAYING = (
    (re.compile(r"致歉|道歉|歉意|抱歉|赔礼"), re.compile(r"歉|谅解|不便|对不起|见谅")),
    (re.compile(r"感谢|致谢|道谢|谢意"), re.compile(r"谢")),
)


def _edge_saying(
    after: str, indices: Sequence[int], texts: Sequence[str], last: bool
) -> tuple[int, int] | None:
    """The last (or first) sentence of the article's text that says what the words after
    "最后一句" name — 最后一句致歉的话 is the apology, not the signature's date under it."""
    said = _EDGE_SAYS.match(after)
    words = next((w for topic, w in _SAYING if said and topic.search(said["topic"])), None)
    if words is None:
        return None
    places = [
        (i, n)
        for i in indices
        for n, (start, end) in enumerate(sentence_spans(texts[i]))
        if words.search(texts[i][start:end])
    ]
    if not places:
        return None
    return places[-1] if last else places[0]


def _topic(word: str, after: str, paragraphs: Sequence[str]) -> bool:
    """Whether "the opening" is an event the article speaks of ("The opening weekend will…")
    and the suggestion states a fact about it ("the opening moved to April 18"), rather than
    the first paragraph ("make the opening punchier")."""
    pattern = re.compile(rf"\b{re.escape(word)}\b", re.I)
    return bool(_FACT_AFTER.match(after)) and any(pattern.search(p) for p in paragraphs)


# What follows a word naming an event when a fact about it changes.
_FACT_AFTER = re.compile(
    r"\s*(?:(?:is|was|has been|will be|got|has)\s+)?(?:now\b|moved|moving|postponed|delayed"
    r"|brought forward|rescheduled|changed|cancelled|canceled|on\b|at\b|starts|begins|ends"
    r"|takes place|happens|date|day|time|weekend|night|ceremony|event|party|hours|offer)",
    re.I,
)


def _quotes(paragraphs: Sequence[str]) -> set[int]:
    """The block quotes of the article ("> “…”——蒋德胜")."""
    return {i for i, p in enumerate(paragraphs) if p.lstrip().startswith(">")}


def _opening(paragraphs: Sequence[str]) -> set[int]:
    """The opening paragraph — in a letter, the one after the salutation ("Dear Ms. Okafor,",
    "各位业主："), together with it."""
    if len(paragraphs) > 1 and _is_salutation(paragraphs[0]):
        return {0, 1}
    return {0}


def _closing(paragraphs: Sequence[str]) -> set[int]:
    """The closing paragraph — under a letter's or notice's signature ("Kind regards,\nLena",
    "物业服务中心\n3月8日", "— The Platform Team"), the last paragraph of text as well as the
    signature."""
    if len(paragraphs) > 1 and DEFINITIONS.fullmatch(paragraphs[-1].strip()):
        return _closing(paragraphs[:-1])  # footnote or link definitions close no text
    last = [line.strip() for line in paragraphs[-1].strip().split("\n")]
    signed = (
        len(last) <= 2
        and all(len(line) <= 30 and not re.search(r"[.!?。！？]$", line) for line in last)
        and (
            last[0].endswith((",", "，"))
            or all(len(line) <= 12 for line in last)
            # a byline after a dash: "— The Platform Team", "——平台组"
            or last[0].startswith(("—", "–", "--"))
        )
    )
    if (
        len(paragraphs) > 2
        and signed
        and not line_heading_level(paragraphs[-2])
        and not (_verse(paragraphs[-2]))
    ):
        return {len(paragraphs) - 2, len(paragraphs) - 1}
    return {len(paragraphs) - 1}


def _verse(paragraph: str) -> bool:
    """Whether a paragraph is a stanza: two lines or more, none ending a sentence — what comes
    after it is the last stanza, not a signature."""
    lines = [line.strip() for line in paragraph.strip().split("\n")]
    return len(lines) >= 2 and not any(re.search(r"[.!?。！？]$", line) for line in lines)


def _is_salutation(paragraph: str) -> bool:
    line = paragraph.strip()
    return (
        "\n" not in line
        and len(line) <= 60
        and line[-1:] in (",", "，", ":", "：")
        # "Before the trip, please check the following:", 报名须知如下：: a list's lead-in
        and not _LEAD_IN.search(line)
    )


_LEAD_IN = re.compile(
    r"[,，;；].*[:：]$|\b(?:following|below|as follows|these|include)\s*:$"
    r"|[如以]下[:：]$|包括[:：]$",
    re.I,
)


def counted_sentences(text: str, paragraphs: Paragraphs) -> tuple[set[tuple[int, int]], str]:
    """(paragraph, sentence) pairs named by count ("the first sentence of paragraph 2",
    "第二段第一句"), and the suggestion with those references taken out (so the paragraph
    they name is not taken for a whole-paragraph target)."""
    count = len(paragraphs.texts)
    found: set[tuple[int, int]] = set()

    def pick(paragraph: set[int], which: str) -> None:
        for index in paragraph:
            total = len(sentence_spans(paragraphs.texts[index]))
            word = which.lower()
            if word in ("last", "final", "closing", "最后一句", "末句", "最后一句话"):
                number = total
            elif word in ("opening", "首句", "开头一句", "第一句话"):
                number = 1
            else:
                number = en_number(word) or zh_number(word.strip("第句")) or 0
            if 1 <= number <= total:
                found.add((index, number - 1))

    for match in _EN_SENTENCE_OF.finditer(text):
        pick(named_paragraphs(match[2], count, paragraphs.texts), match[1])
    for match in _ZH_SENTENCE_OF.finditer(text):
        named = named_paragraphs(match[1], count, paragraphs.texts)
        for which in [match[2], *_ZH_FURTHER_SENTENCE.findall(match[3])]:
            pick(named, which)
    rest = _ZH_SENTENCE_OF.sub(" ", _EN_SENTENCE_OF.sub(" ", text))
    if not found and (said := _SENTENCE_UNDER.search(rest)):
        levels = [line_heading_level(p) for p in paragraphs.texts]
        under = paragraph_under_heading(rest, paragraphs.texts, levels)
        if under is not None:
            pick({under[0]}, said[1] or said[2])
            start, end = min(said.start(), under[1][0]), max(said.end(), under[1][1])
            rest = rest[:start] + " " + rest[end:]  # the heading names no target of its own
    # "In paragraph 6, keep just the first sentence", 第六段只保留第一句: the one paragraph
    # the suggestion names elsewhere is the sentence's, not the article's opening.
    named = named_paragraphs(_EDGE_SENTENCE.sub(" ", rest), count, paragraphs.texts)
    for match in _EDGE_SENTENCE.finditer(rest):
        # "the first sentence", 最后一句: the article's own first or last sentence
        word = (match[1] or match[2]).lower()
        last = word in ("last", "final", "closing", "最后一句", "最后一句话", "末句", "结尾一句")
        text_paragraphs = [i for i, p in enumerate(paragraphs.texts) if not line_heading_level(p)]
        if len(named) == 1 and set(named) <= set(text_paragraphs):
            text_paragraphs = sorted(named)
        if saying := _edge_saying(rest[match.end() :], text_paragraphs, paragraphs.texts, last):
            found.add(saying)
        elif text_paragraphs:
            index = text_paragraphs[-1] if last else text_paragraphs[0]
            pick({index}, "last" if last else "opening")
    if not found:
        return found, text
    return found, _EDGE_SENTENCE.sub(" ", rest)
