"""What a suggestion targets: some paragraphs, some sentences, the title, or the whole article.

Everything outside the scope must stay as the writer had it, so the judge compares a reply
with the original only there. Read in English and Chinese; when no target is named the
suggestion is global ("make it livelier", "更口语化一点").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from app.editing.clauses import further_paragraphs
from app.editing.drift import asks_about_form
from app.editing.entries import entry_paragraphs
from app.editing.figures import asks_about_figures, shifted_figures
from app.editing.headings import labelled
from app.editing.mentions import (
    EN_ORDINAL,
    EN_WORD,
    ZH_NUM,
    described_paragraphs,
    en_number,
    stated_values,
    zh_number,
)
from app.editing.moves import asks_to_move, asks_to_reorder
from app.editing.quoted import (
    RENAME,
    phrase_sentences,
    quoted_sentences,
    quotes_title,
    renamed_phrase,
    without_examples,
)
from app.editing.units import Paragraphs, sentence_spans

_PARA = r"(?:paragraphs?|paras?|¶|stanzas?|sections?|verses?)"
_EN_AFTER = re.compile(
    rf"\b{_PARA}\s*(?:#|no\.?\s*)?({EN_WORD}(?:\s*(?:,|and|&|-|–|to)\s*{EN_WORD})*)\b", re.I
)
_EN_BEFORE = re.compile(rf"\b(?:the\s+)?({EN_ORDINAL})\s+{_PARA}", re.I)
_EN_LAST = re.compile(
    rf"\b(?:the\s+)?(last|final|closing|concluding|penultimate|second[- ]to[- ]last|"
    rf"opening|first|intro(?:duction|ductory)?|conclusion|ending|outro)\b(?:\s+{_PARA})?"
    r"(?!\s+(?:bullet|item|step|clause|point|rule|line|entry|question|answer|reply|response"
    r"|list item)s?\b)"
    # "the last three months", "last year", "the final round": a time or a thing, no paragraph
    r"(?!\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|few|couple|several"
    r"|year|month|week|day|night|hour|minute|time|season|decade|round|version|chance)s?\b)",
    re.I,
)
_EN_PAIR = re.compile(
    rf"\b(first|last|final|opening|closing)\s+(?:and|&)\s+(?:the\s+)?(first|last|final|closing)\s+{_PARA}",
    re.I,
)
_EN_EDGE_RUN = re.compile(rf"\b(first|last|final|opening|closing)\s+({EN_WORD})\s+{_PARA}", re.I)
_ZH_PARA = re.compile(
    rf"(倒数)?第([0-9{ZH_NUM}]+(?:[、,，和及与至到-][0-9{ZH_NUM}]+)*)(?:个)?(?:自然)?[段节]"
)
_ZH_EDGE = re.compile(
    r"(最后一段|最后那段|末段|尾段|最后一小?节|最后那节|末节|结尾段?|结语|最后一部分|首段"
    r"|(?<![”\"」』])开头段?|开篇|第一部分|引言"
    r"|导语)"
)
_TITLE = re.compile(r"\b(?:title|headline|heading|retitle|rename)\b|标题|题目", re.I)
_GLOBAL = re.compile(
    r"\b(?:whole|entire|throughout|every(?:where| paragraph)|all (?:the )?paragraphs|"
    r"the (?:article|piece|essay|post|text|story|poem)|overall|translate|translation)\b"
    r"|全文|整篇|通篇|全篇|每一?段|所有段落|整体|翻译|译成|译为",
    re.I,
)
_TRANSLATE = re.compile(
    r"\btranslat\w*|\b(?:in|into|to) (?:english|chinese|mandarin|spanish|french|german|japanese)\b"
    r"|翻译|译成|译为|改成(?:英文|中文|英语)|用(?:英文|英语|中文)",
    re.I,
)
_SHORTEN = re.compile(
    r"缩短|缩减|精简|简化|删|去掉|去除|拿掉|砍|压缩|简短|简洁|短一点|短一些|短些|短点|更短"
    r"|概括|总结|摘要|减少|太长|过长|冗长|啰嗦|只保留|只留|字以内|字之内"
    r"|\b(?:shorten\w*|shorter|cut(?:s|ting)?|trim\w*|delet\w*|remov\w*|drop\w*|condens\w*"
    r"|summari[sz]\w*|summary|brief\w*|concise\w*|tighten\w*|reduc\w*|abridg\w*"
    r"|compress\w*|omit\w*|prun\w*|get rid of|too long|wordy|verbose|fewer words"
    r"|keep only|only keep|boil (?:it )?down|under \d+ words|in \d+ words"
    r"|(?:an?|as|into)\s+short|keep it short|short (?:list|version|summary|note|message|post)"
    r"|make (?:it|this|them) short|short enough|tweet-length|fit (?:in|into) a tweet)\b",
    re.I,
)
# A global rewrite into another form or for other readers ("turn it into prose", "rewrite it
# for kids", "改写成给小学生看的版本", "改成微信群消息"): its paragraphs need not map one to
# one onto the original's, so paragraphs it merges or drops are not text lost.
_RESHAPE = re.compile(
    r"\b(?:turn|convert|make|rewrite|recast|rework|reshape|transform|adapt|restructure|reformat"
    r"|redo|rewrite|merge|combine|collapse|fold)\b(?:\s+(?:it|this|them|(?:the|these|those)(?:\s+[\w-]+){1,3}"
    r"|everything|all\s+of\s+it))?(?:\s+all)?\s+(?:into|as)\b"
    r"|\bmake (?:it|this) (?:an?|into)\s+(?:[\w-]+\s+)?"
    r"(?:tweet|thread|e-?mail|letter|poem|list|story"
    r"|speech|script|memo|post|newsletter|announcement)\b"
    r"|\b(?:rewrite|adapt|explain|retell|write|pitch|simplify)\b(?:\s+(?:it|this|the\s+[\w-]+))?"
    r"\s+for\s+(?:kids|children|a child|(?:an?\s+)?\d+[- ]year[- ]olds?|kids aged|beginners|teens"
    r"|teenagers|non-[\w-]+|a general audience|newcomers|laypeople|grandparents|readers who)"
    r"|\bin plain (?:english|language|words)\b|\beli5\b"
    r"|(?:改写|改编|改|写|变|转|整理|合并|重写|缩写)(?:成|为)[^。，,；;]{0,14}"
    r"(?:消息|版本|通知|公告|邮件|帖子|朋友圈|推文|短信|故事|诗|散文|演讲稿|稿子?|信|清单|列表|表格"
    r"|一段话?|[两二三四五六七八九十\d]+个?段|段落|对话|问答|口语|白话|大白话|儿歌|说明"
    r"|[一两二三四五六七八九十几\d]+(?:个|条)?(?:要点|重点|亮点|条目)|[一两二三四五六七八九十几\d]+(?:条|句话?)"
    r"|要点|提纲|大纲"
    r"|风格|笔记|文案|特写|报道|新闻稿|专访|小传|传记|随笔|日记|小说|剧本|短文|文章|形式|体裁|文体)"
    # "改写成一篇第三人称的人物特写": a rewrite into a piece of writing is a recast
    r"|(?:改写|改编|重写)(?:成|为)一[篇份则首封部]|不要(?:问答|对话|列表|分点)(?:的)?(?:形式|体)?"
    r"|给[^。，,；;]{0,8}(?:看|读|听)的|面向(?:小学生|孩子|儿童|老人|新手|外行|普通读者)",
    re.I,
)
# A recast into a few short parts ("as three bullet points, one per key moment", "into two
# sentences", 改写成三个要点, 浓缩成一句话): fewer words are asked for, though not in so many words.
_CONDENSED = re.compile(
    r"\b(?:into|as|in|to)\s+(?:just\s+|only\s+|no more than\s+)?(?:one|two|three|four|five|six"
    r"|a few|a couple of|a handful of|\d+)\s+(?:(?:short|key|quick|brief|punchy|main|simple)\s+)*"
    r"(?:bullet(?:\s*point)?s?|points?|lines?|sentences?|items?|takeaways?|highlights?|tweets?)\b"
    r"|(?:改写|改|写|变|转|整理|浓缩|提炼|概括|归纳|压)(?:成|为)[^，,。；;]{0,6}?"
    r"[一两二三四五六七八九十几\d]+(?:(?:个|条)?(?:要点|重点|亮点|条目)|条|句话?)",
    re.I,
)


def _condensed(text: str) -> bool:
    """A recast into a few short parts — not a paragraph split into two ("split it into two
    sentences", 拆成两句)."""
    return bool(_CONDENSED.search(text)) and not re.search(r"\bsplit|\bbreak\b|拆|分成", text, re.I)


# A light-touch request: the text stays as it is except for the slips it names.
_LIGHT = re.compile(
    r"\b(?:typos?|spelling|misspell\w*|grammar|grammatical|punctuation|proofread\w*|capitali[sz]\w*)"
    r"\b|错别字|错字|别字|拼写|语法|标点|病句|校对",
    re.I,
)
# Asking for a new paragraph (which may then appear at the start or end of the article), as
# opposed to adding a detail or a sentence inside an existing one.
_ADD = re.compile(
    r"\b(?:add|append|insert|write|include|give it|put|end with|start with|open with)\s+(?:in\s+)?"
    r"(?:a|an|one|another|new|extra|two|three|some)\s+(?:(?!(?:to|in|into|for|of|on)\b)"
    r"[\w-]+\s+){0,2}?(?:paragraphs?|section"
    r"|conclusion|ending|intro(?:duction)?|closing|outro|summary|p\.?s\.?|postscript|sign[- ]off"
    r"|call to action|tl;?dr)\b|\b(?:continue|extend) (?:it|the (?:article|story|piece|essay))\b"
    r"|\bsplit\b|\bbreak (?:it|.{0,20}) into\b|\bnew paragraph\b|\bwrap (?:it )?up\b"
    r"|(?:加|添|补|增加|补充|新增|写)(?:上)?(?:一|个|一个)?(?:段|小结|总结|结尾|结语|开头|引言|导语|附言)"
    r"|续写|扩写|拆成|分成|结尾(?:处)?(?:加|添|补)|末尾(?:加|添|补)|开头(?:加|添|补)",
    re.I,
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


@dataclass(frozen=True)
class Scope:
    """What may change. `paragraphs` and `sentences` are 0-based indices into the body's
    paragraphs (sentences as (paragraph, sentence) pairs); `whole` means everything."""

    whole: bool = False
    title: bool = False
    paragraphs: frozenset[int] = frozenset()
    sentences: frozenset[tuple[int, int]] = frozenset()
    shorten: bool = False
    translate: bool = False
    adds: bool = False
    light: bool = False
    reshape: bool = False
    notes: tuple[str, ...] = field(default=())
    # A changed fact's new values ("saturday", "4"): the same fact changed again outside the
    # target (its date repeated in the closing line) changes with it.
    facts: frozenset[str] = frozenset()
    # The suggestion is about the markup itself (numbering, headings, tables, quotes), so a
    # line changed only in markup is an edit, not drift.
    form: bool = False
    # The suggestion is about how figures are written (numbers, prices, links, timestamps), so
    # "$4" → "$4.00" is an edit, not drift.
    figures: bool = False
    # Whole only because no place was named, the suggestion adds something ("Add a vegetarian
    # main: …", 加上一句：周日闭馆): the rest is not asked to change, so a placeholder standing
    # for paragraphs the reply did not repeat is filled, not refused.
    additive: bool = False
    # The suggestion asks to put paragraphs in another place or order ("move the parking
    # paragraph to the end", 第二段和第三段对调): the named ones may move, or any when none is.
    moves: bool = False
    # ...or another order of the whole ("reorder the paragraphs", 先讲…再讲…): any may move.
    reorders: bool = False

    def covers(self, paragraph: int) -> bool:
        """Whether the whole of this paragraph may change."""
        return self.whole or paragraph in self.paragraphs

    def touches(self, paragraph: int) -> bool:
        """Whether any of this paragraph may change (the whole of it, or some sentences)."""
        return self.covers(paragraph) or any(p == paragraph for p, _ in self.sentences)

    @property
    def targeted(self) -> bool:
        return not self.whole

    @property
    def movable(self) -> frozenset[int] | None:
        """The paragraphs that may take the reply's place for them (None: any may)."""
        if self.reshape or self.reorders or (self.moves and self.whole):
            return None
        if not self.moves:
            return frozenset()
        named = self.paragraphs | {p for p, _ in self.sentences}
        return frozenset(named) if named else None


def scope_of(suggestions: Sequence[str], title: str, paragraphs: Paragraphs) -> Scope:
    """The union of what each suggestion targets (a deferred one plus the new one, say)."""
    count = len(paragraphs.texts)
    whole = False
    wants_title = False
    chosen: set[int] = set()
    sentences: set[tuple[int, int]] = set()
    joined = "\n".join(suggestions)
    for suggestion in suggestions:
        counted, suggestion = _counted_sentences(suggestion, paragraphs)
        sentences |= counted
        pointer = without_examples(suggestion)
        named = _named_paragraphs(pointer, count, paragraphs.texts) | described_paragraphs(
            pointer, paragraphs.texts
        )
        if entries := entry_paragraphs(pointer, paragraphs.texts):
            # An entry named by its label ("the Week 33 note", [00:01:10]那段开头) is the
            # target; its "开头" / "first sentence" is no opening paragraph of the article.
            named = entries | (named if _NUMBERED.search(suggestion) else set())
        # prices or times changed by an amount, no place named: the sentences holding them
        quoted = quoted_sentences(suggestion, paragraphs) | shifted_figures(
            suggestion, paragraphs.texts
        )
        mentions_title = bool(_TITLE.search(suggestion)) or quotes_title(suggestion, title)
        renamed = renamed_phrase(suggestion)
        if renamed and phrase_sentences(renamed, paragraphs):
            # "rename Elm Street to Oak Street": a name in the text changes wherever it is,
            # which is no retitling unless the title holds it too.
            quoted |= phrase_sentences(renamed, paragraphs)
            mentions_title = renamed.lower() in title.lower() or bool(
                _TITLE.search(RENAME.sub(" ", suggestion))
            )
        wants_title = wants_title or mentions_title
        if (_GLOBAL.search(suggestion) and not named) or (
            named and _recast_clause(suggestion, paragraphs.texts)
        ):
            whole = True
        elif named or quoted or counted:
            # 'Change "X" to "Y", and say under-18s pay £5': the second clause's own place;
            # after "paragraph 2 …" a further clause is read as more for that paragraph
            further = (
                further_paragraphs(pointer, paragraphs.texts) if quoted and not named else set()
            )
            chosen |= named | further
            sentences |= quoted
        elif not mentions_title or _beyond_title(suggestion):
            whole = True
    if not whole and _SECTION_WORD.search(joined):
        for index in sorted(chosen | {p for p, _ in sentences}):
            chosen |= _section(index, paragraphs.texts)
    return Scope(
        whole=whole,
        title=whole or wants_title,
        paragraphs=frozenset(chosen),
        sentences=frozenset(sentences),
        shorten=bool(_SHORTEN.search(joined) or _condensed(joined)),
        translate=bool(_TRANSLATE.search(joined)),
        adds=bool(_ADD.search(joined)),
        light=bool(_LIGHT.search(joined)) and not _SHORTEN.search(joined),
        reshape=whole and not chosen and bool(_RESHAPE.search(joined)),
        facts=frozenset() if whole else stated_values(joined, paragraphs.texts),
        form=asks_about_form(suggestions),
        figures=asks_about_figures(suggestions),
        additive=whole and all(_adds_only(suggestion) for suggestion in suggestions),
        moves=asks_to_move(suggestions),
        reorders=asks_to_reorder(suggestions),
    )


# An addition said first: "Add …", "Please include …", 加上一句, 补充：… .
_ADDITION = re.compile(
    r"^\s*(?:please\s+)?(?:also\s+)?(?:add|insert|include|mention|append|list|put in)\b"
    r"|^\s*(?:请)?(?:再|另外)?(?:加上|加一|加个|补充|增加|添加|写上|加入|补上|新增|补一句)",
    re.I,
)


# "Add some humour", 增加一些细节: a quality asked of the whole piece, not one thing added.
_QUALITY = re.compile(
    r"\b(?:humou?r|detail|details|energy|colou?r|flair|emotion|warmth|personality|fun|drama"
    r"|style|transitions|variety|punch|life|depth|examples)\b|趣味|细节|感情|幽默|文采|生动|活力|画面感",
    re.I,
)


def _adds_only(suggestion: str) -> bool:
    """Whether a suggestion only adds something: an addition said first, and no clause asking
    the whole piece to change (livelier, shorter, translated, 全文…)."""
    if not _ADDITION.search(suggestion) or _QUALITY.search(suggestion):
        return False
    asks_more = (_GLOBAL, _SHORTEN, _LIGHT, _TRANSLATE, _RESHAPE)
    return not any(pattern.search(suggestion) for pattern in asks_more)


# A paragraph named by its number ("paragraph 2", 第二段), which an entry label does not replace.
_NUMBERED = re.compile(rf"\b(?:paragraph|para)\s*\d|第[0-9{ZH_NUM}]+(?:个)?(?:自然)?段", re.I)
_SECTION_WORD = re.compile(r"\b(?:sections?|parts?|chapters?)\b|节|部分|章|小标题|板块", re.I)
_HEADING_LINE = re.compile(
    r"^(#{1,6})\s+\S|^\*\*[^*\n]{1,60}\*\*$|^[一二三四五六七八九十]+、[^\n。！？.!?]{1,24}$"
)


def _heading_level(paragraph: str) -> int:
    """The heading level of a one-line heading paragraph ("## Tips" → 2; "**Tips**" or
    "三、…" → 7, below every markdown level), 0 for text."""
    line = paragraph.strip()
    match = _HEADING_LINE.match(line) if "\n" not in line else None
    if match is None:
        return 0
    return len(match[1]) if match[1] else 7


def _section(index: int, paragraphs: Sequence[str]) -> set[int]:
    """A section named by its heading: the heading and what follows it, up to the next
    heading of the same or a higher level."""
    level = _heading_level(paragraphs[index])
    if not level:
        return set()
    found = {index}
    for following in range(index + 1, len(paragraphs)):
        other = _heading_level(paragraphs[following])
        if other and other <= level:
            break
        found.add(following)
    return found


def _beyond_title(suggestion: str) -> bool:
    """Whether a suggestion that names the title also asks something of the whole article in
    a clause of its own ("改写成小红书风格，标题也换一个", "Shorten it and retitle it")."""
    clauses = re.split(r"[，,;；。!！?？]|\b(?:and|also|then)\b", suggestion)
    return any(
        not _TITLE.search(clause)
        and any(p.search(clause) for p in (_RESHAPE, _SHORTEN, _LIGHT, _TRANSLATE))
        for clause in clauses
    )


def _recast_clause(suggestion: str, paragraphs: Sequence[str]) -> bool:
    """Whether a clause of its own, naming no paragraph, asks to recast the whole piece in
    another form ("改成小红书文案，结尾加话题标签") — not into a number of paragraphs, which
    reads as said of the paragraph named before it ("第二段太长，改成两段")."""
    for clause in re.split(r"[，,;；。!！?？]|\b(?:and|also|then)\b", suggestion):
        if _TITLE.search(clause) or not _RESHAPE.search(clause) or _PARAGRAPH_COUNT.search(clause):
            continue
        if not (
            _named_paragraphs(clause, len(paragraphs), paragraphs)
            or described_paragraphs(clause, paragraphs)
        ):
            return True
    return False


_PARAGRAPH_COUNT = re.compile(
    r"[一两二三四五六七八九十\d]+\s*个?段|段落|\b(?:paragraphs?|sections?|parts?)\b", re.I
)


def asks_to_shorten(suggestions: Sequence[str]) -> bool:
    """Whether any suggestion asks to shorten, cut, delete, condense or summarize (EN or ZH)."""
    return any(_SHORTEN.search(suggestion) for suggestion in suggestions)


def _named_paragraphs(text: str, count: int, paragraphs: Sequence[str] = ()) -> set[int]:
    found: set[int] = set()
    for match in _EN_AFTER.finditer(text):
        if not re.match(r"(?:paragraph|para|¶)", match[0], re.I) and (
            label := labelled(match[0], paragraphs)
        ):
            found |= label  # "section 2", "verse 2": the one the article labels so
            continue
        if re.fullmatch(EN_ORDINAL, match[1].split()[0], re.I) and not match[1][0].isdigit():
            continue  # "put the last paragraph first": a place, not paragraph 1
        for word in re.split(r"\s*(?:,|and|&)\s*", match[1]):
            span = re.split(r"\s*(?:-|–|to)\s*", word)
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
        if word in ("last", "final", "closing", "concluding", "conclusion", "ending", "outro"):
            found |= _closing(paragraphs) if paragraphs else {count - 1}
        elif word in ("penultimate", "second-to-last", "second to last"):
            found.add(count - 2)
        elif match[0].lower().endswith(("paragraph", "para", "paragraphs")) or (
            word.startswith(("intro", "opening"))
            and not _topic(word, text[match.end() :], paragraphs)
        ):
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
        ranged = re.split(r"[至到-]", match[2])
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
        if word.startswith(("最后", "末", "尾", "结")):
            found |= _closing(paragraphs) if paragraphs else {count - 1}
        else:
            found |= _opening(paragraphs)
    return {index for index in found if 0 <= index < count}


# "each “Stop N —” opening", "every entry's first": said of every entry, not the article's.
_EACH_BEFORE_EN = re.compile(r"\b(?:each|every|all(?: the)?)\s+(?:\S+\s+){0,3}$", re.I)
# "每一条", "各段", "所有条目的": said of every entry; what follows is no paragraph of the article.
_EACH_BEFORE = re.compile(r"(?:每一?|各|所有(?:的)?)[条项段行句个节则站步点]?(?:目|条目)?的?$")

_SENTENCE_WORD = r"(first|second|third|fourth|fifth|opening|last|final|closing|\d+(?:st|nd|rd|th))"
_EN_SENTENCE_OF = re.compile(
    rf"\b(?:the\s+)?{_SENTENCE_WORD}\s+(?:two\s+)?sentences?\s+(?:of|in)\s+(?:the\s+)?"
    rf"((?:{EN_ORDINAL}|last|final|closing|opening|intro\w*)\s+{_PARA}|{_PARA}\s*{EN_WORD})",
    re.I,
)
_ZH_SENTENCE_OF = re.compile(
    rf"((?:倒数)?第[0-9{ZH_NUM}]+段|最后一段|末段|首段|开头一段)(?:的)?"
    rf"(第[0-9{ZH_NUM}]+句|最后一句|末句|首句|第一句话|最后一句话|开头一句)"
)


# "the first sentence" with no paragraph named, "最后一句" with no 段 before it.
_EDGE_SENTENCE = re.compile(
    r"\bthe\s+(first|opening|last|final|closing)\s+sentence\b(?!\s+(?:of|in)\b)"
    r"|(?<![段节的])(第一句话?|首句|开头一句|最后一句话?|末句|结尾一句)(?![话]?[里中]的)",
    re.I,
)


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


def _opening(paragraphs: Sequence[str]) -> set[int]:
    """The opening paragraph — in a letter, the one after the salutation ("Dear Ms. Okafor,",
    "各位业主："), together with it."""
    if len(paragraphs) > 1 and _is_salutation(paragraphs[0]):
        return {0, 1}
    return {0}


def _closing(paragraphs: Sequence[str]) -> set[int]:
    """The closing paragraph — under a letter's or notice's signature ("Kind regards,\nLena",
    "物业服务中心\n3月8日"), the last paragraph of text as well as the signature."""
    last = [line.strip() for line in paragraphs[-1].strip().split("\n")]
    signed = (
        len(last) <= 2
        and all(len(line) <= 30 and not re.search(r"[.!?。！？]$", line) for line in last)
        and (last[0].endswith((",", "，")) or all(len(line) <= 12 for line in last))
    )
    if (
        len(paragraphs) > 2
        and signed
        and not _heading_level(paragraphs[-2])
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
    return "\n" not in line and len(line) <= 60 and line[-1:] in (",", "，", ":", "：")


def _counted_sentences(text: str, paragraphs: Paragraphs) -> tuple[set[tuple[int, int]], str]:
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
        pick(_named_paragraphs(match[2], count, paragraphs.texts), match[1])
    for match in _ZH_SENTENCE_OF.finditer(text):
        pick(_named_paragraphs(match[1], count, paragraphs.texts), match[2])
    rest = _ZH_SENTENCE_OF.sub(" ", _EN_SENTENCE_OF.sub(" ", text))
    for match in _EDGE_SENTENCE.finditer(rest):
        # "the first sentence", 最后一句: the article's own first or last sentence
        word = (match[1] or match[2]).lower()
        last = word in ("last", "final", "closing", "最后一句", "最后一句话", "末句", "结尾一句")
        text_paragraphs = [i for i, p in enumerate(paragraphs.texts) if not _heading_level(p)]
        if text_paragraphs:
            index = text_paragraphs[-1] if last else text_paragraphs[0]
            pick({index}, "last" if last else "opening")
    if not found:
        return found, text
    return found, _EDGE_SENTENCE.sub(" ", rest)
