"""What a suggestion quotes: the sentences holding a quoted phrase ("change “twenty” to
“thirty”"), a name to rename wherever it stands, the title quoted — and quoted examples of the
wanted form ("…just the number, like “12.”"), which point at nothing.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from app.editing.units import Paragraphs, sentence_spans

QUOTED = re.compile(
    r"\"([^\"\n]+)\"|“([^“”\n]+)”|「([^「」\n]+)」|『([^『』\n]+)』|‘([^‘’\n]+)’|(?<![A-Za-z])'([^'\n]+)'(?![A-Za-z])"
)


# What introduces an example of the wanted form: "like “12.”", "e.g. '3 pm'", 比如“第1站”.
_EXAMPLE_BEFORE = re.compile(
    r"(?:\b(?:like|e\.g\.?|eg|for example|for instance|such as|as in)|比如|例如|譬如|像是|形如)"
    r"[\s,:：，]*$",
    re.IGNORECASE,
)

# "加一行“搜索”", "add a row 'Search'": the quoted words are the new row's, no target.
_ADDED = re.compile(
    r"(?:\badd(?:ing)?\s+(?:a|an|one)\s+(?:new\s+)?(?:row|line|item|entry|bullet)"
    r"(?:\s+(?:for|called|named|saying|reading))?|(?:加|添|增|新增|补)上?一(?:行|条|项|列))"
    r"[\s,:：，]*$",
    re.IGNORECASE,
)


# A paragraph named as the model of the wanted form, not as a place to change: "every date the
# way paragraph 3 does (“4 March”)", "like paragraph 2", "follow the format in paragraph 4",
# 照第3段的写法（“三月四日”）, 参照第2段, 跟第2段一样 — with the example after it, if any. A
# paragraph is named by a number ("paragraph 3", "paragraph two"): "make the Format paragraph
# snappier" names the paragraph labelled **Format:**, no model of a format.
_MODEL = re.compile(
    r"\b(?:(?:in\s+)?the\s+(?:same\s+)?(?:way|style|format|form)\s+(?:(?:of|in|used\s+in)\s+)?"
    r"|like\s+|as\s+in\s+|the\s+same\s+as\s+|to\s+match\s+|matching\s+"
    r"|(?:follow|match|copy|use|mirror)\w*\s+(?:the\s+)?(?:format|style|form|pattern|layout|way)"
    r"\s+(?:of|in|used\s+in)\s+)(?:paragraph|para)\s*(?:\d+|(?:one|two|three|four|five|six"
    r"|seven|eight|nine|ten|eleven|twelve)\b)"
    r"(?:\s+(?:does|did|has|is)(?:\s+(?:it|them))?|['’]s(?:\s+(?:format|style|form|way))?)?"
    r"(?:\s*\([^()\n]{0,40}\))?"
    r"|(?:按照?|照着?|参照|参考|依照|仿照)第[0-9一二三四五六七八九十百]+段(?:的)?"
    r"(?:写法|格式|样式|形式|方式|样子|那样|那种|为准|为例)?(?:那样|一样)?"
    r"(?:[（(][^()（）\n]{0,40}[)）])?"
    r"|(?:跟|和|同|像)第[0-9一二三四五六七八九十百]+段(?:的)?(?:写法|格式|样式|形式|方式)?"
    r"(?:那样|一样|一致)(?:[（(][^()（）\n]{0,40}[)）])?",
    re.IGNORECASE,
)


# A section or paragraph named by its label as the model of the wording, beside a counted place
# that is the one to change: "Reword step 3 so it matches the wording in the 'What to count'
# paragraph", "make item 3 use the words of the Shelving section",
# 第3步按照“上架规则”那段的说法改一下, 第3条用上“上架规则”里的说法.
_LABEL = r"(?:'[^'\n]{1,40}'|‘[^’\n]{1,40}’|\"[^\"\n]{1,40}\"|“[^”\n]{1,40}”|「[^」\n]{1,40}」)"
_LABELLED_MODEL = re.compile(
    r"(?i:\b(?:so\s+(?:that\s+)?it\s+|to\s+)?(?:match(?:es)?|mirrors?|uses?|sounds?\s+like"
    r"|follows?|echo(?:es)?|borrows?)\s+(?:the\s+)?(?:(?:wording|words|tone|style|phrasing"
    r"|language|voice|terms)\s+(?:in|of|used\s+in|from)\s+)?(?:the\s+)?)"
    rf"(?:{_LABEL}|[A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*){{0,3}})"
    r"(?i:\s+(?:paragraph|section|heading|part|bit))"
    rf"|(?:按照?|照着?|参照|参考|依照|仿照|用上?|沿用)\s*{_LABEL}"
    r"(?:那一?段|这一?段|一段|那部分|部分|那一?节|一节|里面?|中)?(?:的)?"
    r"(?:说法|口气|语气|写法|措辞|用词|表述|字眼|词)?"
)
# A counted place to change beside it: "step 3", "item 2", 第3条, 第2步.
_COUNTED_PLACE = re.compile(
    r"\b(?:step|item|point|bullet|line|paragraph)\s+\d+\b|第\s*[0-9一二三四五六七八九十]+\s*[条步项点段]",
    re.IGNORECASE,
)


def without_models(text: str) -> str:
    """The suggestion without the paragraph it names as the model of the wanted form: "write
    every date the way paragraph 3 does" asks for every date, not for paragraph 3; "reword
    step 3 so it matches the wording in the 'What to count' paragraph" asks for step 3."""
    blanked = _MODEL.sub(lambda m: " " * len(m[0]), text)
    labelled = _LABELLED_MODEL.sub(lambda m: " " * len(m[0]), blanked)
    if labelled != blanked and _COUNTED_PLACE.search(labelled):
        blanked = labelled
    if blanked == text:
        return text
    # the model's example in brackets elsewhere in the sentence (…统一（“6月6日”）) is one too
    return _BRACKETED_QUOTE.sub(lambda m: " " * len(m[0]), blanked)


_BRACKETED_QUOTE = re.compile(
    r"[(（]\s*(?:“[^”\n]{1,30}”|\"[^\"\n]{1,30}\"|「[^」\n]{1,30}」)\s*[)）]"
)


# What comes right before a quotation is read in the last characters before it: a pattern
# anchored there, searched over all the text before each of thousands of quotations, cost the
# square of the suggestion (“a” “a” … 20,000 characters: 2.7 s).
_BEFORE = 200


def _just_before(pattern: re.Pattern[str], text: str, end: int) -> bool:
    """Whether `pattern` (anchored with `$`) matches the text that ends at `end`."""
    return pattern.search(text, max(0, end - _BEFORE), end) is not None


def without_examples(text: str) -> str:
    """The suggestion without the examples of the wanted form it quotes ("…with just the
    number, like “12.”"): an example names no paragraph."""
    kept, cursor = [], 0
    for match in QUOTED.finditer(text):
        if _just_before(_EXAMPLE_BEFORE, text, match.start()):
            kept.append(text[cursor : match.start()])
            cursor = match.end()
    return "".join(kept) + text[cursor:]


def quoted_sentences(
    text: str, paragraphs: Paragraphs, within: Collection[int] = ()
) -> set[tuple[int, int]]:
    """(paragraph, sentence) pairs holding a quoted phrase of the suggestion — only those in
    the paragraphs `within` (the entries the suggestion names) when the phrase is there:
    第31条的“记录”改成“共记录” changes the 记录 of entry 31, not of every entry."""
    found: set[tuple[int, int]] = set()
    for match in QUOTED.finditer(text):
        phrase = next(group for group in match.groups() if group)
        start = match.start()
        if (
            len(phrase.strip()) < 2
            or _just_before(_EXAMPLE_BEFORE, text, start)
            or _just_before(_ADDED, text, start)
        ):
            continue  # "…a full stop, like “12.”": an example of the new form, no target
        holders = [i for i in within if phrase in paragraphs.texts[i]]
        if any(_labels(phrase, paragraphs.texts[i]) for i in holders) and not _SWAP_AFTER.match(
            text, match.end()
        ):
            continue  # “重要日期”改得醒目些, "the 'Key dates'": the section, not its label line
        for index, paragraph in enumerate(paragraphs.texts):
            if holders and index not in holders:
                continue
            start = paragraph.find(phrase)
            while start >= 0:
                for number, (s_start, s_end) in enumerate(sentence_spans(paragraph)):
                    if s_start <= start < s_end or (start < s_start < start + len(phrase)):
                        found.add((index, number))
                start = paragraph.find(phrase, start + 1)
    return found


def _labels(phrase: str, paragraph: str) -> bool:
    """Whether `phrase` is the paragraph's label: a heading or bold line of its own, or the
    words before a run-in label's colon ("**Key dates:**", **费用：**人均…)."""
    label = re.escape(phrase.strip())
    return bool(re.match(rf"[ \t#*]*{label}[ \t]*(?:\*\*)?[ \t]*(?:[:：]|$|\n)", paragraph))


# What follows a quoted phrase that is itself to be rewritten: 改成, "to", →, 换成 "…".
_SWAP_AFTER = re.compile(
    r"[\s\"”」’']*(?:改成|改为|换成|换为|改叫|→|->|=>|\bto\b|\bwith\b|\binto\b)", re.IGNORECASE
)


# "rename Elm Street to Oak Street", "把榆树街改名为橡树街": X is a name in the text.
RENAME = re.compile(
    r"\brename\s+(?!(?:it|this|the\s+(?:article|post|piece|essay|story|title|headline))\b)"
    r"(?:the\s+)?[\"“'‘「]?(?P<en>[^\"”'’」\n]+?)[\"”'’」]?\s+(?:to|as|into)\b"
    r"|(?:把|将)?[\"“「]?(?P<zh>[^\s，,。\"“”「」]{1,20}?)[\"”」]?(?:改名为|改名成|改名叫|更名为|重命名为|改叫)",
    re.I,
)


def renamed_phrase(text: str) -> str | None:
    match = RENAME.search(text)
    if match is None:
        return None
    name = (match["en"] or match["zh"] or "").strip()
    return name if len(name) >= 2 else None


def phrase_sentences(phrase: str, paragraphs: Paragraphs) -> set[tuple[int, int]]:
    """(paragraph, sentence) pairs holding `phrase` (case aside)."""
    found: set[tuple[int, int]] = set()
    needle = phrase.lower()
    for index, paragraph in enumerate(paragraphs.texts):
        lowered = paragraph.lower()
        start = lowered.find(needle)
        while start >= 0:
            for number, (s_start, s_end) in enumerate(sentence_spans(paragraph)):
                if s_start <= start < s_end or (start < s_start < start + len(needle)):
                    found.add((index, number))
            start = lowered.find(needle, start + 1)
    return found


def quotes_title(text: str, title: str) -> bool:
    return any(
        (phrase := next(g for g in m.groups() if g)) and phrase in title and len(phrase) > 1
        for m in QUOTED.finditer(text)
    )
