"""A sentence named by what it says, written as its place before anything else reads the
suggestion. In Chinese, with or without its place: 最后那句感谢的话, 开头那句问候的话, 那句道歉的话,
最后一句感谢写得正式些 — the one sentence of the article that holds those words (the last of them
for 最后 / 结尾, the first for 开头), so a reply of that sentence alone replaces it and nothing
else may change; so too 儿童免票那句, “现场不用排队”那句 (not 那句英文, 那句台词: what the sentence
is). In English, "the sentence about last entry", "the family ticket sentence" (a paragraph's
"thank-you line" is mentions.py's). The words are read as the place they name, 第7段第2句 or
"the 2nd sentence of paragraph 7", counted as the writer counts paragraphs: 最后一句 beside 第三段
in another ask is then no sentence of 第三段. A sentence of a paragraph named by its topic ("the
first sentence of the parking paragraph", 停车那段的第一句) and the paragraph under a heading
("the paragraph under 'Getting there'", “开放时间”下面那段 — not the heading's whole section) are
written as their places the same way."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.paragraph_places import numbered_paragraphs
from app.domain.paragraph_places import places as writer_places
from app.editing.contact_named import contact_holders
from app.editing.mentions import described_paragraphs, zh_number
from app.editing.places import line_heading_level
from app.editing.topic_words import holding_words
from app.editing.under_heading import paragraph_under_heading
from app.editing.units import Paragraphs, sentence_spans

_LAST = "最后|最末|末尾|结尾|文末"
_FIRST = "开头|开篇|第一"
_NAMED = re.compile(
    rf"(?P<pos>{_LAST}|{_FIRST})?的?[那这]一?句(?P<what>[\u4e00-\u9fff]{{2,6}}?)的话"
    # 最后一句感谢写得正式些: the place said, the words, then what to do
    rf"|(?P<pos2>{_LAST}|{_FIRST})的?一句(?P<what2>[\u4e00-\u9fff]{{2,4}}?)(?=的话|[写改换删缩精调])"
)


# What a sentence of thanks, apology or greeting says, however it is worded: 致歉的话 is 敬请谅解.
_SAID_SO = {
    "致歉": "致歉|道歉|抱歉|歉意|对不起|谅解",
    "道歉": "致歉|道歉|抱歉|歉意|对不起|谅解",
    "感谢": "感谢|谢谢|致谢|谢意|多谢",
    "致谢": "感谢|谢谢|致谢|谢意|多谢",
    "问候": "问候|您好|你好",
}


def sentences_counted(suggestion: str, paragraphs: Paragraphs) -> str:
    """The suggestion with each sentence it names by its words written as its place
    (最后那句感谢的话 → 第7段第2句); as it is when no one sentence holds those words."""
    for match in reversed(list(_NAMED.finditer(suggestion))):
        found = _holder(paragraphs, match["what"] or match["what2"], match["pos"] or match["pos2"])
        if found is not None and (number := writers_number(found[0], paragraphs.texts)):
            place = f"第{number}段第{found[1] + 1}句"
            suggestion = suggestion[: match.start()] + place + suggestion[match.end() :]
    return suggestion


def _holder(paragraphs: Paragraphs, what: str, where: str | None) -> tuple[int, int] | None:
    """The one sentence holding `what`, or the last or first of several as `where` says."""
    holders = [
        (index, number)
        for index, text in enumerate(paragraphs.texts)
        for number, (start, end) in enumerate(sentence_spans(text))
        if re.search(_SAID_SO.get(what, re.escape(what)), text[start:end])
    ]
    if len(holders) == 1:
        return holders[0]
    if holders and where and re.fullmatch(_LAST, where):
        return holders[-1]
    if holders and where and re.fullmatch(_FIRST, where):
        return holders[0]
    return None


# "儿童免票那句", "“现场不用排队”那句", "致歉那句": one sentence named by its words (the run of
# characters before 那句 is tried from its longest tail down: 把儿童免票那句 is 儿童免票's).
_ZH_THAT_SENTENCE = re.compile(
    r"(?:[“「『\"](?P<quoted>[^”」』\"\n]{2,30})[”」』\"]|(?P<run>[\u4e00-\u9fff]{2,12}))"
    # then what to do with it: 那句英文, 那句台词, 那句引语 name what the sentence is, and
    # 那句话里 a place inside it
    r"的?[那这]一?句(?:话)?(?=$|[，。,.！？!?；;\s]|[改写换删缩加再要太有读说不能可放挪调精润])"
)
# "the sentence about last entry", "the sentence on parking", "the family ticket sentence",
# "the sentence that mentions the bus": one sentence named by what it says.
_EN_SENTENCE_ABOUT = re.compile(
    r"\bthe\s+sentence\s+(?:about|on|mentioning|that\s+(?:mentions|says|talks\s+about)"
    r"|which\s+(?:mentions|says)|where\s+(?:I|we|it)\s+(?:say|says|mention|mentions))\s+"
    r"(?:the\s+)?(?P<about>[^,.;:!?\n]{3,50}?)(?=\s*(?:[,.;:!?\n]|$|\s(?:is|are|was|needs?"
    r"|should|could|sounds?|reads?|feels?|seems?|and|so|to|more|less|a bit)\b))"
    r"|\bthe\s+(?P<named>(?:(?!the\b|very\b|first\b|last\b|second\b|third\b|final\b"
    r"|opening\b|closing\b|next\b|previous\b|other\b|same\b|whole\b)[a-z][\w'-]*\s+){1,3}?)"
    r"sentence\b(?!\s+(?:of|in)\b)",
    re.IGNORECASE,
)
# "开头第一句", "开篇的第一句", "结尾最后一句": the article's first or last sentence, said twice.
_ZH_EDGE_TWICE = re.compile(
    r"(?:文章|全文)?(?:开头|开篇)的?(?=第一句|首句)|(?:结尾|文末|末尾)的?(?=最后一句)"
)


def sentences_named(suggestion: str, paragraphs: Paragraphs) -> str:
    """The suggestion with each sentence it names by what it says written as its place: "the
    sentence about last entry", "the family ticket sentence", 儿童免票那句, “现场不用排队”那句 →
    第7段第2句; a sentence of a paragraph named by its topic, "the first sentence of the
    parking paragraph", 停车那段的第一句 → 第2段第一句; 开头第一句 → 第一句. As it is where no one
    sentence is named so."""
    suggestion = _ZH_EDGE_TWICE.sub("", suggestion)
    texts = paragraphs.texts
    # a sentence of prose: a heading ("## Scoring") is no sentence the writer names by topic
    prose = [i for i, text in enumerate(texts) if not line_heading_level(text)]
    places = [(i, n) for i in prose for n, _ in enumerate(sentence_spans(texts[i]))]
    said = [texts[i][start:end] for i in prose for start, end in sentence_spans(texts[i])]
    for match in reversed(list(_ZH_THAT_SENTENCE.finditer(suggestion))):
        held = _zh_held(match["quoted"] or match["run"], said)
        if held is not None:
            place = _place(places[held], said[held], texts, "第{}段第{}句", "第{}段")
            suggestion = suggestion[: match.start()] + place + suggestion[match.end() :]
    for match in reversed(list(_EN_SENTENCE_ABOUT.finditer(suggestion))):
        words = match["about"] or match["named"]
        held_words = holding_words(words, said, suggestion)
        if len(held_words) == 1 and len(said) > 1:
            held = min(held_words)
            spelled = ("the {1} sentence of paragraph {0}", "paragraph {}")
            place = _place(places[held], said[held], texts, *spelled)
            suggestion = suggestion[: match.start()] + place + suggestion[match.end() :]
    return _topic_paragraph_sentence(_paragraph_under(suggestion, texts), texts)


# "the paragraph under 'Getting there'", “开放时间”下面那段: the text under the heading, not the
# heading's whole section (its heading line is no part of the ask).
# "the second paragraph under 'Costs'", “费用”下面的第二段: counted among the paragraphs under it.
# "the last paragraph under 'Costs'", "the final paragraph of the Costs section", “费用”下面最后
# 一段, 费用部分的最后一段: the section's last paragraph of text.
_EN_PART_UNDER = re.compile(
    r"\b(?:the\s+)?(?:(?P<nth>first|second|third|fourth|fifth|\d(?:st|nd|rd|th))\s+"
    r"|(?P<last>last|final|closing)\s+)?"
    r"(?:paragraph|para|text|bit|blurb)\s+(?=(?:under|below|beneath|of|in)\b)",
    re.I,
)
_ZH_PART_UNDER = re.compile(
    r"(?:下面|下边|底下|之下|下方|下|部分|这一?节|一节|小节)(?:的|里|中)?"
    r"(?:(?:那|这)?一?|第(?P<nth>[0-9一二三四五])个?|(?P<last>最后一?|末一?))段(?![的里中]?第)"
)
_NTH = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


def _paragraph_under(suggestion: str, texts: Sequence[str]) -> str:
    english = _EN_PART_UNDER.search(suggestion)
    chinese = _ZH_PART_UNDER.search(suggestion)
    if not (english or chinese):
        return suggestion
    under = paragraph_under_heading(suggestion, texts, [line_heading_level(t) for t in texts])
    if under is None:
        return suggestion
    index, (start, end) = under
    number = writers_number(index, texts)
    part = english or chinese
    nth = _nth(part["nth"] if part else None)
    if number is not None and part and part["last"]:
        number = _last_under(number, index, texts)
    elif number is not None and nth > 1:
        number = _later_under(number, nth, index, texts)
    if number is None:
        return suggestion
    if english and english.end() == start:
        return suggestion[: english.start()] + f"paragraph {number}" + suggestion[end:]
    if chinese and chinese.start() < end + 4 and chinese.end() > start:
        return suggestion[:start] + f"第{number}段" + suggestion[chinese.end() :]
    return suggestion


def _nth(word: str | None) -> int:
    if not word:
        return 1
    word = word.lower()
    return _NTH.get(word) or zh_number(word) or int(re.sub(r"\D", "", word) or 1)


def _later_under(number: int, nth: int, first: int, texts: Sequence[str]) -> int | None:
    """The writer's number of the `nth` paragraph under the heading whose first paragraph is
    paragraph `number` (block `first`), or None when that section has fewer."""
    numbered = numbered_paragraphs(texts)
    target = number + nth - 1
    if target > len(numbered):
        return None
    last = numbered[target - 1][0]
    if any(line_heading_level(texts[i]) for i in range(first, last)):
        return None  # past the section's end
    return target


def _last_under(number: int, first: int, texts: Sequence[str]) -> int:
    """The writer's number of the last paragraph of the section whose first paragraph is
    paragraph `number` (block `first`): the last before the next heading."""
    numbered = numbered_paragraphs(texts)
    last = number
    while last < len(numbered) and not any(
        line_heading_level(texts[i]) for i in range(first, numbered[last][0])
    ):
        last += 1
    return last


# A quote's attribution, split from its quoted words at their full stop: “…。”——校长 吴启明
_ATTRIBUTION = re.compile(r"^\s*[”\"」』’]?\s*(?:——|—|–|--)")


def _place(where: tuple[int, int], said: str, texts: Sequence[str], one: str, whole: str) -> str:
    """A sentence's place as the writer counts (a fenced block with blank lines is one
    paragraph) — its paragraph's when it is a question its paragraph answers ("Lost your card?
    Tell us…", 卡丢了？告诉我们…) or a quote's attribution (“…。”——校长 吴启明): the writer names
    the two as one."""
    paragraph, sentence = where
    number = writers_number(paragraph, texts) or paragraph + 1  # prose: never a heading
    if re.search(r"[?？]\s*$", said) and sentence + 1 < len(sentence_spans(texts[paragraph])):
        return whole.format(number)
    if sentence and _ATTRIBUTION.match(said):
        return whole.format(number)  # 主任那句话: the quote, not its "——社区主任 梁海燕"
    return one.format(number, _ordinal(sentence + 1) if "{1}" in one else sentence + 1)


def writers_number(index: int, texts: Sequence[str]) -> int | None:
    """Paragraph `index` numbered as the writer counts (app/domain/paragraph_places.py, as
    places.named_paragraphs reads it): headings are not counted, a fenced code block split at
    its blank lines is one paragraph. None for a heading, which has no number."""
    place = writer_places(texts)[index] if numbered_paragraphs(texts) else index + 1
    return place if isinstance(place, int) else None


def _ordinal(number: int) -> str:
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10 if number % 100 not in (11, 12, 13) else 0)
    return f"{number}{suffix or 'th'}"


def _zh_held(words: str, said: Sequence[str]) -> int | None:
    """The one sentence holding the words, or their longest tail of two characters or more
    that one sentence alone holds (把儿童免票 → 儿童免票); 致歉 is 敬请谅解; 联系方式 the one
    giving a phone number."""
    if contact := contact_holders(words, said):
        return min(contact)
    for start in range(len(words) - 1):
        piece = words[start:]
        pattern = _SAID_SO.get(piece, re.escape(piece))
        holders = [n for n, text in enumerate(said) if re.search(pattern, text)]
        if len(holders) == 1 and _head_elsewhere(words[:start], holders[0], said):
            return None  # 联系方式: 方式 of **付款方式：** while another sentence says 联系
        if len(holders) == 1:
            return holders[0]
        if holders:
            return None
    return None


def _head_elsewhere(head: str, holder: int, said: Sequence[str]) -> bool:
    """Whether a word of two characters of the head left off for a tail is held by one other
    sentence alone than the tail's (把 of 把儿童免票 is no word; 联系 of 联系方式 is)."""
    for piece in {head[i : i + 2] for i in range(len(head) - 1)}:
        if re.fullmatch(r"[\u4e00-\u9fff]{2}", piece):
            held = [n for n, text in enumerate(said) if piece in text]
            if len(held) == 1 and held[0] != holder:
                return True
    return False


# "the first sentence of the parking paragraph", 停车那段的第一句: the paragraph by its topic.
_EN_SENTENCE_OF_TOPIC = re.compile(
    r"\b(?P<which>(?:the\s+)?(?:first|second|third|last|final|opening|closing)\s+sentence\s+"
    r"(?:of|in)\s+)(?P<part>the\s+[^,.;:!?\n]{2,40}?\s+(?:paragraph|para|bit|part|section))\b",
    re.IGNORECASE,
)
_ZH_SENTENCE_OF_TOPIC = re.compile(
    r"(?P<part>[\u4e00-\u9fff“”「」]{2,12}?那一?段)(?:的|里的?|中的?)?"
    r"(?P<which>第[一二三四五六七八九十\d]+句|最后一句|首句|末句|第一句话|最后一句话)"
)


_BESIDE = re.compile(
    r"下面|下边|底下|之下|下方|后面|前面|上面|\b(?:under|below|beneath|after|before)\b", re.I
)


def _topic_paragraph_sentence(suggestion: str, texts: Sequence[str]) -> str:
    for pattern, spelled in (
        (_EN_SENTENCE_OF_TOPIC, "paragraph {}"),
        (_ZH_SENTENCE_OF_TOPIC, "第{}段"),
    ):
        for match in reversed(list(pattern.finditer(suggestion))):
            if _BESIDE.search(match["part"]):
                continue  # “硬件”下面那段的第三句: under a heading (places.counted_sentences)
            named = described_paragraphs(match["part"], texts)
            if len(named) != 1:  # the swarm line paragraph: not the "swarm" heading's section
                named = _saying_topic(match["part"], named or set(range(len(texts))), texts)
            if len(named) == 1 and (number := writers_number(min(named), texts)):
                start, end = match.span("part")
                place = spelled.format(number)
                suggestion = suggestion[:start] + place + suggestion[end:]
    return suggestion


_TOPIC_EDGES = re.compile(
    r"^(?:the\s+|[把将给在对])|\s+(?:paragraph|para|bit|part|section)$|那一?段$|[“”「」]", re.I
)


_POSITION_WORD = re.compile(
    r"(?:first|second|third|fourth|fifth|last|final|opening|closing|next|previous|same|other"
    r"|whole|\d+(?:st|nd|rd|th)?|上一|下一|最后一?|第[一二三四五六七八九十\d]+)",
    re.I,
)


def _saying_topic(part: str, named: set[int], texts: Sequence[str]) -> set[int]:
    """Of the paragraphs `named` (headings aside), the one that says the topic of `part` ("the
    swarm line paragraph", 投稿时间那段) whole — in its text first, else in the heading over it
    ("## Donations" over the paragraph about donations, “投稿时间与地点” over the dates); empty
    when none or several say it alike."""
    topic = _TOPIC_EDGES.sub("", _TOPIC_EDGES.sub("", part.strip())).strip().lower()
    if len(topic) < 2 or _POSITION_WORD.fullmatch(topic):
        return set()  # "the last paragraph" is a place (places.py), no topic
    scores: dict[int, int] = {}
    heading = ""
    for index, text in enumerate(texts):
        if line_heading_level(text):
            heading = text.lower()
            continue
        if index in named:
            scores[index] = 2 * (topic in text.lower()) + (topic in heading)
    best = max(scores.values(), default=0)
    tops = {index for index, score in scores.items() if score == best}
    return tops if best and len(tops) == 1 else set()
