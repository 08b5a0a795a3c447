"""Where a suggestion points by what it says or by an item's number rather than by paragraph
number: "the paragraph about the bakery", 第三站那段, "clause 2", 第二步, "the second
question", and a stated fact followed by "update that bullet".

Each is resolved against the article's own paragraphs, and only when one paragraph clearly
holds what is named; otherwise nothing is named and the caller reads the suggestion as
global. The number words here (English and Chinese) are shared with app/editing/scope.py.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.contact_named import contact_holders
from app.editing.faq_topics import answers_by_question
from app.editing.headings import heading_level, labelled, named_section, section_of
from app.editing.kinds_named import ALL_OF_IT, named_kind
from app.editing.number_words import COMPOUND_ORDINAL, COMPOUND_WORD, EN_NUMBER, en_number
from app.editing.table_text import is_table
from app.editing.topic_words import (
    figures_instead_of_word,
    holding_characters,
    holding_figures,
    holding_said_most,
)
from app.editing.topic_words import holding_phrase as _holding
from app.editing.topic_words import holding_words as _holding_words
from app.editing.units import normal, sentence_spans

EN_WORD = rf"(?:\d+(?:st|nd|rd|th)?|{COMPOUND_ORDINAL}|{COMPOUND_WORD}|" + "|".join(EN_NUMBER) + ")"
EN_ORDINAL = (
    rf"(?:\d+(?:st|nd|rd|th)|{COMPOUND_ORDINAL}"
    r"|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)"
)
ZH_NUM = "零〇一二两三四五六七八九十"

# What is said of a part after its topic: "a little friendlier", "sounds bossy" (the topic
# ends before it, as before a dash: "the one about the kitchen — make it…").
_SAID_HOW = r"a little|a touch|a tad|slightly|somewhat|sounds?|feels?|seems?"
# "The paragraph about the bakery", "第三站那段", "关于门票的那一段": a paragraph named by
# what it says; resolved when the named words occur in exactly one paragraph.
_EN_ABOUT = re.compile(
    r"\b(?:paragraph|para|section|part|bit|passage|stanza|bullet|item|entry|line|point|answer"
    r"|question|reply|response)\s+"
    r"(?:about|on|where|(?:that|which) (?:mentions|talks about|describes|covers|cites|quotes"
    r"|names|lists|explains)|describing|mentioning|covering|citing|quoting|naming|listing"
    r"|explaining|with|on)\s+(?:the\s+)?"
    r"([^,.;:!?\n—–]{3,60}?)(?=\s*(?:[,.;:!?\n—–]|$|\s(?:and|so|to|more|less|a bit|shorter"
    rf"|longer|livelier|warmer|clearer|better|into|in|that|which|{_SAID_HOW})\b))",
    re.I,
)
# "where I talk about my dad", "the bit where we write about the ferry": a part named by what
# the writer says in it, with no word for a part before "where".
_EN_WHERE = re.compile(
    r"(?:\bwhere\s+(?:I|we)\s+(?:talk|write|speak|go\s+on|rave|moan|complain)\s+(?:about|of)"
    # "the paragraph asking to come back": one of the writer's, not a line to add ("a line
    # thanking the volunteers")
    r"|\bthe\s+(?:paragraph|para|bit|part|section)\s+(?:asking|inviting|thanking|offering"
    r"|saying))\s+(?:the\s+)?"
    r"([^,.;:!?\n—–]{3,60}?)(?=\s*(?:[,.;:!?\n—–]|$|\s(?:and|so|to|more|less|a bit|is|needs?"
    rf"|{_SAID_HOW})\b))",
    re.I,
)
# "the thank-you line", "the sign-off paragraph", "the next sync line": a paragraph named by a
# word or two of its own before the word for a part (position words are left to scope.py).
_EN_NAMED = re.compile(
    # the words may stand in marks: "the *Night Ferry* paragraph", "the “Salt Road” bit"
    # ("the 'do not take it if' paragraph": words in quotes may be more, a label's)
    r"\bthe\s+(?:[“\"‘']((?:[\w'-]+\s+){1,7}?[\w'-]+)[”\"’']"
    r"|[*_“\"‘']{0,2}((?:[\w'-]+\s+){0,2}?[\w'-]+)[*_”\"’']{0,2})"
    # ("the end is a bit cold": "a bit" says how much, names no bit)
    r"\s+(?:line|paragraph|para|bullet|entry|row|(?<!\ba\s)bit"
    r"|passage|item|quote|quotation|note|sentence|step|stage|rule|answer|question"
    # "the tote bag one" (not "into one short paragraph", "as one", "in one")
    r"|(?<!\binto\s)(?<!\bto\s)(?<!\bas\s)(?<!\bin\s)(?<!\bof\s)one"
    # a poem or a piece of a sequence named by what it is about: "the heron haiku"
    r"|haiku|stanza|verse|poem|tanka|couplet|limerick|sonnet|anecdote|example|tip|story)\b",
    re.I,
)
# "the disclaimer", 免责声明: the paragraph that says the text is no professional advice.
_DISCLAIMER_NAMED = re.compile(r"\bdisclaimer\b|免责声明|免责说明|免责条款", re.I)
_DISCLAIMS = re.compile(
    r"仅供参考|不构成[^。，,]{0,8}(?:意见|建议)|不能替代|\bnot (?:\w+ )?(?:legal|medical|financial"
    r"|investment|tax|professional) advice\b|\bfor (?:general )?information(?:al purposes)? only\b"
    r"|\bgeneral information only\b|\bnot a substitute for\b",
    re.I,
)
# "补偿段", "退款段加一句": a word of the paragraph's own right before 段.
_ZH_WORD_PARAGRAPH = re.compile(r"([\u4e00-\u9fff]{2,6}?)段(?!落)")
_ZH_NOT_A_WORD = re.compile(
    rf"(?:第[0-9{ZH_NUM}]+|[这那哪每首末尾本全整上下前后一个两几各该此]|开头|结尾|最后)$"
)
# "the paragraph that begins 'I would bring'", "以“周末”开头的那段": a paragraph by its first words.
_EN_BEGINS = re.compile(
    r"\b(?:paragraph|para|section|bullet|item|line|entry|part|one)\s+(?:(?:that|which)\s+"
    r"(?:begins|starts|opens)|beginning|starting|opening)\s+(?:with\s+)?[\"'“‘「]([^\"”’」\n]{2,80})[\"'”’」]",
    re.I,
)
_ZH_BEGINS = re.compile(
    r"以?[“\"「『]([^”\"」』\n]{2,40})[”\"」』](?:开头|打头|起头)的(?:那|这)?(?:一)?段"
)
_POSITION = frozenset(
    [
     "first", "second", "third", "fourth", "fifth", "sixth", "last", "final", "opening",
     "closing", "next", "previous", "whole", "entire", "same", "other", "following", "above",
     "below", "top", "bottom", "new", "short", "long", "middle",
    ]
)  # fmt: skip
# The named words may stand in title marks or quotes: "写《盐路》的那段", "“夜市”那段".
_ZH_ABOUT = re.compile(
    # the words may hold a Latin name between spaces: "讲托管 Wiki 问题的那段", or an option
    # or a file name set apart by spaces: "讲 --delete 那段", "讲 `config.yml` 的那段"
    r"(?:关于|有关|写|讲|介绍|提到|说)? ?[《“「『\"`]?"
    r"([\u4e00-\u9fff\w-](?:[\u4e00-\u9fff\w .-]{0,14}?)[\u4e00-\u9fff\w])[》”」』\"`]? ?(?:的)?"
    r"(?:那|这)(?:一)?个?"
    r"(?:段|部分|节|条|项|行|回答|答案|问题|句话|番话|句引语|段引语|句|步)"
)

# A numbered item or bullet: "第一条", "第二点", "item 3", "the second bullet".
_ZH_ITEM = re.compile(rf"第([0-9{ZH_NUM}]+)(?:条|点|项|款|步|个?部分)|步骤\s*([0-9{ZH_NUM}]+)")
_EN_ITEM = re.compile(
    rf"\b(?:(?:item|point|bullet|step|rule|clause)\s*(?:#|no\.?\s*)?({EN_WORD})\b"
    rf"|(?:the\s+)?({EN_ORDINAL})\s+(?:item|point|bullet|step|rule|clause|list item)s?\b)",
    re.I,
)
_ZH_ITEM_MARK = "零一二三四五六七八九十"
_BULLETED = re.compile(r"\bbullet|项目符号|无序列表|圆点", re.I)
_BULLET_LINE = re.compile(r"^[ \t\u3000]*[-*+•]\s", re.M)


def described_paragraphs(text: str, paragraphs: Sequence[str]) -> set[int]:
    """Paragraphs named by what they say or by their item number (see _EN_ABOUT, _ZH_ITEM)."""
    found: set[int] = set()
    for match in _ZH_ABOUT.finditer(text):
        held = _holding(match[1], paragraphs) or _one_character(match[1], paragraphs)
        if not held:
            rest = text[: match.start()] + text[match.end() :]
            held = holding_said_most(match[1], paragraphs, rest)
        held = figures_instead_of_word(match[1], held, paragraphs)
        found |= _as_section(held, paragraphs)
    for match in (*_EN_ABOUT.finditer(text), *_EN_WHERE.finditer(text)):
        rest = text[: match.start()] + " " + text[match.end() :]
        # "about the hosted wiki's problems" is about the wiki ("the old man's second line"
        # is his, not one about him: read below as it was)
        about = re.sub(r"['’]s\b", "", match[1])
        held = _holding_words(about, paragraphs, rest)
        held = figures_instead_of_word(about, held, paragraphs)
        found |= _as_section(held, paragraphs)
    for match in _EN_NAMED.finditer(text):
        named = match[1] or match[2]
        said = [w.strip("'’") for w in re.split(r"[\s-]+", named.lower())]
        # a word in marks is a name ("the 'New' item"), not a place ("the new paragraph")
        marked = re.match(r"the\s+[*_“\"‘']", match[0], re.I) is not None
        words = [w for w in said if w and (marked or w not in _POSITION)]
        if words and not any(w.isdigit() or en_number(w) for w in words):
            rest = text[: match.start()] + " " + text[match.end() :]
            held = _holding_words(" ".join(words), paragraphs, rest)
            held = figures_instead_of_word(" ".join(words), held, paragraphs)
            found |= _as_section(held, paragraphs)
        elif words == said:
            # "the day two paragraph"; "the Week 1 paragraph" under "## Week 1": its section
            found |= _as_section(_saying(" ".join(words), paragraphs), paragraphs)
    for match in (*_EN_BEGINS.finditer(text), *_ZH_BEGINS.finditer(text)):
        found |= _beginning(match[1], paragraphs)
    # "In the Fixed list, the first item", 问题修复里的第一条: counted in the section named
    items = [*_ZH_ITEM.finditer(text)], [*_EN_ITEM.finditer(text)]
    listed = _within(named_section(text, paragraphs), paragraphs) if any(items) else []
    if _BULLETED.search(text):  # 项目符号列表第二条: the bullets' second, not the numbered step 2
        listed = [p if _BULLET_LINE.search(p) else "" for p in listed]
    for match in items[0]:
        # "第二部分" of an article in parts "一、…", "二、…": the part, with its text when
        # its mark heads a heading alone
        step = "步" in match[0]
        found |= _as_section(_item(zh_number(match[1] or match[2]), listed, step), paragraphs)
    for match in items[1]:
        found |= _item(en_number(match[1] or match[2]), listed, "step" in match[0].lower())
    for match in _EN_ENTRY.finditer(text):
        word = match[1] or match[2]
        found |= _entry(_LAST if word.lower() in ("last", "final") else en_number(word), paragraphs)
    for match in _ZH_ENTRY.finditer(text):
        found |= _entry(_LAST if match[2] else zh_number(match[1]), paragraphs)
    if _LAST_ITEM.search(text):
        found |= _last_item(paragraphs, text)
    if _DISCLAIMER_NAMED.search(text):
        disclaimers = {i for i, p in enumerate(paragraphs) if _DISCLAIMS.search(p)}
        found |= disclaimers if len(disclaimers) == 1 else set()
    for match in _ZH_WORD_PARAGRAPH.finditer(text):
        if not _ZH_NOT_A_WORD.search(match[1]):
            found |= _holding(match[1], paragraphs)
    found |= named_table(text, paragraphs)
    if _ANSWER.search(text):
        # "the shipping answer": under "Do you ship abroad?", not an answer saying "shipping"
        by_question = answers_by_question(text, paragraphs, question_lines(paragraphs))
        found = by_question or {_answer_to(i, paragraphs) for i in found}
    return (
        found
        or pointed_paragraphs(text, paragraphs)
        or stated_paragraphs(text, paragraphs)
        or named_section(text, paragraphs)
        or labelled(text, paragraphs)
        or contact_holders(text, paragraphs)
        or named_kind(text, paragraphs)
        or _by_characters(text, paragraphs)
        or _by_figures(text, paragraphs)
    )


def _one_character(topic: str, paragraphs: Sequence[str]) -> set[int]:
    """The one paragraph holding a topic of one character ("和讲狗的那段": 狗, in "宠物狗")."""
    bare = re.sub(r"^[和与跟及把将]?(?:讲|说|写|关于|有关)?", "", topic)
    if len(bare) != 1 or not "\u4e00" <= bare <= "\u9fff":
        return set()
    holders = {i for i, p in enumerate(paragraphs) if bare in p}
    return holders if len(holders) == 1 else set()


def _by_figures(text: str, paragraphs: Sequence[str]) -> set[int]:
    """A topic no paragraph holds in its words that names a kind of figure ("the paragraph
    about ticket prices", "the family paragraph", 讲收费的那段): the paragraphs giving such a
    figure — the last reading, so a reply that edits a paragraph without one is not taken as
    the asked edit."""
    found: set[int] = set()
    for match in (*_EN_ABOUT.finditer(text), *_EN_NAMED.finditer(text), *_ZH_ABOUT.finditer(text)):
        found |= holding_figures(next(g for g in match.groups() if g is not None), paragraphs)
    return found


def _by_characters(text: str, paragraphs: Sequence[str]) -> set[int]:
    """A Chinese topic no paragraph holds in its words, placed by a character only one holds
    (筹款那段 → the paragraph that says 筹得): the last reading, when no other names any."""
    found = set()
    for match in _ZH_ABOUT.finditer(text):
        found |= holding_characters(match[1], paragraphs)
    if len(found) == 2:  # a heading and the paragraph under it (交租那段: ## 租金 and its text)
        first, second = sorted(found)
        under = second == first + 1 and paragraphs[first].lstrip().startswith("#")
        return found if under else set()
    return found if len(found) == 1 else set()


# "fix the table", "the table's last row", 改一下表格, 表里: the article's markdown table — not a
# recast into one ("turn it into a table", 做成表格) nor a place beside it ("after the table").
_TABLE_NAMED = re.compile(
    r"\b(?:the|this|that|your|my)\s+(?:\w+\s+)?table\b(?!\s+(?:of contents|below|above)\b)"
    r"|表格|[这那]张表"
    # 费用表里, 价格表中: a table named by what it lists (not 代表, 发表, 列表, 手表)
    r"|(?<![代发外手仪列图])(?<=[\u4e00-\u9fff])表(?=里|中|内|上|的|末|最后|加)",
    re.I,
)
_TABLE_NOT_NAMED = re.compile(
    r"\b(?:into|as|to|make|create|build|add)\s+(?:an?\s+)?(?:\w+\s+)?tables?\b"
    r"|\b(?:after|before|below|above|under|beneath|beside|next to)\s+the\s+(?:\w+\s+)?table\b"
    r"|(?:成|为|做|画|加|建|列|整理成?)(?:一[张个])?表格|表格(?:之?[前后]|下面|上面|下方|上方)",
    re.I,
)


def named_table(text: str, paragraphs: Sequence[str]) -> set[int]:
    """The article's markdown table named as "the table" / 表格 (of several, the one holding
    most of the suggestion's words); none when the suggestion makes one or points beside it."""
    if not _TABLE_NAMED.search(text) or _TABLE_NOT_NAMED.search(text) or ALL_OF_IT.search(text):
        return set()
    tables = [i for i, p in enumerate(paragraphs) if is_table(p)]
    if len(tables) <= 1:
        return set(tables)
    held = _holder(text, [paragraphs[i] for i in tables], least=1)
    return {tables[i] for i in held}


# "the last bullet", "the final step", 最后一条 / 最后一步 / 最后一点.
_LAST_ITEM = re.compile(
    r"\b(?:last|final)\s+(?:bullet|item|step|clause|point|rule|list item)s?\b"
    r"|最后(?:一)?(?:条|项|步|点|款)",
    re.I,
)
_LIST_LINE = re.compile(
    r"^[ \t\u3000*#]*(?:[-*+•]\s|\d+[.、)）]|[(（]\d+[)）]"
    r"|[一二三四五六七八九十]+、|第[一二三四五六七八九十\d]+(?:步|条)|step\s*\d)",
    re.I,
)


def _last_item(paragraphs: Sequence[str], text: str) -> set[int]:
    """The paragraph holding the last line of the article's list — of the list whose label
    holds a word of `text` when there are several ("a last step to the timeline": the list
    under "Timeline for the day:", not the rules below it)."""
    holders = [
        i for i, p in enumerate(paragraphs) for line in p.split("\n") if _LIST_LINE.match(line)
    ]
    words = set(re.findall(r"[^\W\d_]{4,}", text.lower())) - {"last", "final"}
    labelled = [i for i in dict.fromkeys(holders) if words & _label_words(paragraphs[i])]
    return {labelled[-1]} if len(labelled) == 1 else {holders[-1]} if holders else set()


def _label_words(paragraph: str) -> set[str]:
    """The words of a list's first line when it is no item ("Timeline for the day:")."""
    first = paragraph.split("\n", 1)[0]
    return set() if _LIST_LINE.match(first) else set(re.findall(r"[^\W\d_]{4,}", first.lower()))


# The n-th question or answer of a Q&A: "the second answer", "question 3", "第三个问题的回答".
_EN_ENTRY = re.compile(
    rf"\b(?:(?:question|answer|faq|q)\s*(?:#|no\.?\s*)?({EN_WORD})\b"
    rf"|(?:the\s+)?({EN_ORDINAL}|last|final)\s+"
    r"(?:question|answer|faq|q&a|q and a|reply|response)s?\b)",
    re.I,
)
_ZH_ENTRY = re.compile(
    rf"(?:第([0-9{ZH_NUM}]+)|(最后|末))(?:一)?(?:个)?(?:问题|问|回答|答案|问答|答复|回复)"
)
_QUESTION = re.compile(
    r"^[\s*_#>]*(?:q\s*\d*\s*[:：.]|question\b|问\s*\d*\s*[:：]|问题\s*\d*\s*[:：])", re.I
)


# An answer asked for by what its question is about: "Rosa's answer about the flood",
# "讲最难那段时间的回答", "谈收入的那个回答".
_ANSWER = re.compile(r"\banswers?\b|\brepl(?:y|ies)\b|\bresponses?\b|回答|答案|答复|回复", re.I)


def _answer_to(index: int, paragraphs: Sequence[str]) -> int:
    """The answer after the question at `index` (a paragraph that asks, followed by one that
    does not); `index` itself when it is no question."""
    asks = [p.rstrip().rstrip("*_").endswith(("?", "？")) for p in paragraphs]
    if asks[index] and index + 1 < len(paragraphs) and not asks[index + 1]:
        return index + 1
    return index


_LAST = -1  # "the last answer", 最后一个答复: the last entry, whatever its number


def _entry(number: int | None, paragraphs: Sequence[str]) -> set[int]:
    """The paragraph holding the n-th question (and its answer) of a Q&A article — its
    questions marked (Q:, 问：) or, in a plain FAQ, lines that ask over their answers."""
    if not number:
        return set()
    questions = [i for i, p in enumerate(paragraphs) if _QUESTION.match(p)]
    questions = questions if len(questions) >= 2 else sorted(question_lines(paragraphs))
    if len(questions) < 2 or number > len(questions):
        return set()
    return {questions[number if number == _LAST else number - 1]}


def question_lines(paragraphs: Sequence[str]) -> dict[int, int]:
    """A FAQ's questions: paragraph → how many sentences its question line holds (0 when the
    paragraph is the question alone, its answer the next paragraph). Empty when the article
    holds fewer than two questions so written."""
    found: dict[int, int] = {}
    for index, text in enumerate(paragraphs):
        first, _, rest = text.strip().partition("\n")
        if not first.rstrip("*_ ").endswith(("?", "？")):
            continue
        if rest.strip():
            spans = sentence_spans(text)
            found[index] = sum(1 for start, _ in spans if start < len(first))
        elif index + 1 < len(paragraphs) and not paragraphs[index + 1].rstrip("*_ ").endswith(
            ("?", "？")
        ):
            found[index] = 0
    return found if len(found) >= 2 else {}


def _saying(phrase: str, paragraphs: Sequence[str]) -> set[int]:
    """The one paragraph that says the phrase word for word ("Day two is for…" for "the day
    two paragraph", where a number word alone would name no paragraph)."""
    pattern = re.compile(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", re.I)
    held = [i for i, p in enumerate(paragraphs) if pattern.search(p)]
    return set(held) if len(held) == 1 else set()


def _beginning(words: str, paragraphs: Sequence[str]) -> set[int]:
    """The one paragraph that begins with these words (quotes and markup aside)."""
    start = normal(words).lower()
    held = [
        i for i, p in enumerate(paragraphs) if normal(p).lower().lstrip("#*_>- ").startswith(start)
    ]
    return set(held) if len(held) == 1 else set()


def _as_section(found: set[int], paragraphs: Sequence[str]) -> set[int]:
    """A heading alone on its paragraph ("## Requirements") named as "the requirements
    paragraph" stands for its section: the heading and the text under it — not a quote
    ("> …") or the letter's sign-off that closes the section after its text ("the Helping out
    paragraph" is no Director of Music's words, nor "Thank you for your support, …")."""
    for index in list(found):
        if heading_level(paragraphs[index]) and "\n" not in paragraphs[index].strip():
            section = sorted(section_of(index, paragraphs))
            while len(section) > 2 and _closes(section[-1], paragraphs):
                section.pop()
            found = found | set(section)
    return found


def _closes(index: int, paragraphs: Sequence[str]) -> bool:
    """A quote, or the article's sign-off: short lines with no sentence of their own."""
    text = paragraphs[index].strip()
    if text.startswith(">"):
        return True
    lines = text.split("\n")
    return (
        index == len(paragraphs) - 1
        and len(lines) >= 2
        and all(len(line.split()) <= 6 and len(line) <= 40 for line in lines)
        and not re.search(r"[.!?。！？]\s*$", text)
    )


def _within(section: set[int], paragraphs: Sequence[str]) -> list[str]:
    """The paragraphs of a named section as they are, the others blanked (all when none)."""
    if not section:
        return list(paragraphs)
    return [p if i in section else "" for i, p in enumerate(paragraphs)]


def _item(number: int | None, paragraphs: Sequence[str], step: bool = False) -> set[int]:
    """The paragraph holding item `number` of the article's one numbered (or bulleted) list.
    A step (第3步, "step 3") is a line of a list, not a part's heading alone on its line
    ("三、注意事项" beside "3. 每人最多选两门课")."""
    if not number:
        return set()
    zh = _ZH_ITEM_MARK[number] if number <= 10 else ""
    marks = [rf"{number}[.、)）]", rf"[(（]{number}[)）]", rf"(?:step|clause)\s*{number}\b"]
    marks += [rf"步骤\s*{number}", rf"第{number}步"]
    if zh:
        marks += [rf"{zh}、", rf"[(（]{zh}[)）]", rf"第{zh}(?:步|条)?[，,、：:]", rf"步骤{zh}"]
        marks += [rf"第{zh}(?:步|条)(?:\*\*|[ \t\u3000])"]  # "**第二步** 锅里…"
    pattern = re.compile(rf"^[ \t\u3000*#]*(?:{'|'.join(marks)})", re.M | re.I)
    holders = {i for i, p in enumerate(paragraphs) if pattern.search(p)}
    if step and len(holders) > 1:
        holders = {i for i in holders if "\n" in paragraphs[i].strip()} or holders
    if len(holders) == 1:
        return holders
    bullets = [
        i
        for i, p in enumerate(paragraphs)
        for line in p.split("\n")
        if re.match(r"^[ \t\u3000]*[-*+•]\s", line)
    ]
    if not holders and len(bullets) >= number:
        return {bullets[number - 1]}
    return set()


# "update that bullet", "fix this line", "correct the entry", 改一下那条 / 更新这一项.
_POINTING = re.compile(
    r"\b(?:update|fix|change|correct|edit|adjust|amend|revise)\s+(?:that|this)\s+"
    r"(?:bullet|line|item|entry|sentence|bit|part|detail|date|row|point|one)\b"
    r"|(?:改|更新|修改|修正|调整)(?:一下)?(?:那|这)(?:一)?(?:条|行|项|句|处|点)",
    re.IGNORECASE,
)
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]{2,}|\d+|[\u4e00-\u9fff]{2,}")
_COMMON = frozenset([
    "the", "and", "that", "this", "for", "with", "from", "into", "now", "has", "have", "had",
    "was", "were", "will", "its", "their", "our", "your", "update", "fix", "change", "correct",
    "edit", "adjust", "amend", "revise", "bullet", "line", "item", "entry", "sentence", "part",
    "detail", "date", "row", "point", "one", "moved", "changed", "instead", "should", "please",
    "also", "not", "but", "are", "is", "starts", "start", "costs", "cost", "postponed",
    "delayed", "rescheduled", "longer", "forward", "brought", "move", "postpone", "delay",
    "reschedule", "push", "pushed", "bump", "bumped", "shift", "shifted", "back",
])  # fmt: skip


def pointed_paragraphs(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraph a suggestion points at with "that bullet" after stating what it holds;
    none when it does not point so, or no paragraph clearly holds the stated words."""
    if not _POINTING.search(suggestion):
        return set()
    return _holder(_POINTING.sub(" ", suggestion), paragraphs)


def stated_paragraphs(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs holding the facts a suggestion says have changed ("The talk now starts
    at 7.30 pm", "旧书交换改到下午三点了"): each clause must state a changed date, time,
    price or count, and one paragraph must clearly hold what each clause names — else none
    (the suggestion then reads as global)."""
    return {i for _clause, held in _facts(suggestion, paragraphs) for i in held}


def stated_values(suggestion: str, paragraphs: Sequence[str]) -> frozenset[str]:
    """The new values a fact-stating suggestion gives ("saturday", "4", "三点"): the words of
    its fact clauses that no paragraph holds yet — what the fact reads now, wherever it
    recurs."""
    lowered = [p.lower() for p in paragraphs]
    return frozenset(
        w
        for clause, _held in _facts(suggestion, paragraphs)
        for w in _words(clause)
        if w not in _COMMON and not any(_holds(p, w) for p in lowered)
    )


def _facts(suggestion: str, paragraphs: Sequence[str]) -> list[tuple[str, set[int]]]:
    """Each clause stating a changed fact with the paragraph holding it; none at all when a
    clause asks something else or its paragraph is unclear."""
    found: list[tuple[str, set[int]]] = []
    for clause in _CLAUSE.split(suggestion):
        if not _words(clause) or all(w in _COMMON for w in _words(clause)):
            continue
        if _TITLE_WORD.search(clause):
            continue  # the title is read as a target of its own
        if not (_FACT_CHANGE.search(clause) and _FACT_VALUE.search(clause)) or _NOT_ONE.search(
            clause
        ):
            return []
        holder = _holder(clause, paragraphs, least=1)
        if not holder:
            return []
        found.append((clause, holder))
    return found


_CLAUSE = re.compile(r"[，,;；。!！]|\b(?:and|also|but)\b", re.I)
# A fact said to have changed: "moved to", "is now", "postponed", 改到, 推迟到, 涨到.
_FACT_CHANGE = re.compile(
    r"\b(?:now|moved|moves|moving|move|postponed?|delayed?|rescheduled?|changed|brought forward"
    r"|push(?:ed)?\s+(?:back|forward|to)|bump(?:ed)?\s+to|shift(?:ed)?\s+to|change\s+.{1,40}\s+to"
    r"|instead of|no longer|has gone up|has gone down|went up|went down)\b"
    r"|改到|改在|改成|改为|推迟到|推迟了|提前到|延期到|延后到|换到|调整为|调整到|涨到|降到|现在是|变成",
    re.I,
)
_TITLE_WORD = re.compile(r"\b(?:title|headline|heading)\b|标题|题目", re.I)
# An addition ("add to Changed: … is now 3.10") or a change wherever it occurs ("都改成").
_NOT_ONE = re.compile(
    r"\b(?:add|adds|adding|insert|include|mention|append|note that|all|every|everywhere|both"
    r"|throughout|each)\b|都|所有|全部|全文|每(?:一)?(?:处|段|个地方|条|项|次出现)|各|加上|加一|补充"
    r"|添加|增加|写上",
    re.I,
)
# What such a fact is about: a number, a weekday or month, a price.
_FACT_VALUE = re.compile(
    r"\d|[£$€¥]|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january"
    r"|february|march|april|may|june|july|august|september|october|november|december|noon"
    r"|midnight)\b|周[一二三四五六日天]|星期|[一二三四五六七八九十两]+(?:点|号|日|月|元|块|人)"
    # a count of things, but not 改成一个… ("into a …": a form, 改成一个简短的列表)
    r"|[二三四五六七八九十两][一二三四五六七八九十两]*个|(?<![成为])一个",
    re.I,
)


def holding_paragraph(said: str, paragraphs: Sequence[str]) -> set[int]:
    """The one paragraph clearly holding two or more of the words said; none when unclear."""
    return _holder(said, paragraphs)


def _holder(said: str, paragraphs: Sequence[str], least: int = 2) -> set[int]:
    """The one paragraph clearly holding most of the words said (`least` of them at least;
    a single word must then be a long one that no other paragraph holds)."""
    words = {w for w in _words(said) if w not in _COMMON}
    lowered = [p.lower() for p in paragraphs]
    present = [w for w in words if any(_holds(p, w) for p in lowered)]
    if len(present) < least or (len(present) == 1 and len(present[0]) < 4 and present[0].isascii()):
        return set()
    hits = [sum(1 for w in present if _holds(p, w)) for p in lowered]
    best = max(hits)
    if hits.count(best) > 1 or best < least or best < 0.6 * len(present):
        return set()
    return {hits.index(best)}


def _words(text: str) -> list[str]:
    """Latin words and numbers, lower-cased, and each run of CJK characters as its pairs."""
    found: list[str] = []
    for word in _WORD.findall(text):
        if re.match(r"[\u4e00-\u9fff]", word):
            found.extend(word[i : i + 2] for i in range(len(word) - 1))
        else:
            found.append(word.lower())
    return found


def _holds(paragraph: str, word: str) -> bool:
    if re.match(r"[\u4e00-\u9fff]", word):
        return word in paragraph
    # A number or word beside CJK text ("06:00至10:00", "40元") still stands on its own.
    return re.search(rf"(?<![A-Za-z0-9_]){re.escape(word)}(?![A-Za-z0-9_])", paragraph) is not None


def zh_number(text: str) -> int | None:
    text = text.strip()
    if text.isdigit():  # "²" is a digit int() refuses; 4,300 digits it refuses too
        return int(text) if text.isdecimal() and len(text) <= 9 else None
    digits = dict(
        zip("零〇一二两三四五六七八九", (0, 0, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9), strict=True)
    )
    if not text or any(c not in digits and c != "十" for c in text):
        return None
    if "十" not in text:
        return digits[text] if len(text) == 1 else None
    tens, _, ones = text.partition("十")
    return (digits[tens] if tens else 1) * 10 + (digits[ones] if ones else 0)
