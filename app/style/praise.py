"""Sincere praise of a change backs the value praised: "the emojis are all gone and it looks way
classier. stay like this", "The plainer wording … is exactly right. Keep doing that.", "这次标题短
多了，学员一眼就看到重点，以后就这样", "标题短了，读着舒服多了".

A part of the text (title, sentence, paragraph, wording, emoji, register) is named with the state
it is now in (short, plainer, gone, 短了, 通俗), beside praise or a benefit to the reader, and
with no mockery (app/style/mockery.py). Asked to be kept ("keep doing that", 以后就这样), it is
the writer's lasting wish; praised only, it is put to them. English and Chinese.
"""

import re

from app.style.prefilter import lazily_screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# This version named, then how it is now ("这版很…", "this one reads…", "it's so … now").
_NOW = r"(?:这版|这一版|这次|这篇|这稿|现在|改完)[^，,。！!？?]{0,6}?"
_NOW_EN = (
    r"\b(?:this (?:one|version|draft)|it|this)(?:'s| is| reads| sounds| feels)"
    r"(?: (?:so|really|much|nicely|properly|lovely and|now))* "
)
# A part named with the state it is in now, and the value that state is.
_STATES: tuple[tuple[re.Pattern[str], tuple[str, str]], ...] = tuple(
    (_re(pattern), value)
    for pattern, value in (
        (
            r"\b(?:titles?|headlines?|headings?)\b[^.!?;]{0,30}?\b(?:short|shorter|snappy|snappier|"
            r"punchy|punchier|tight|crisp)\b|\b(?:short|shorter|snappy|punchy) (?:titles?|"
            r"headlines?)\b|标题[^，,。！!]{0,4}(?:短|简短|精炼|简洁)",
            ("title_style", "short"),
        ),
        (
            r"\b(?:sentences?)\b[^.!?;]{0,30}?\b(?:short|shorter|crisp|tight)\b|"
            r"\bshort(?:er)? sentences\b|句子[^，,。！!长]{0,4}短",
            ("sentence_length", "shorter"),
        ),
        (
            r"\b(?:paragraphs?|paras?)\b[^.!?;]{0,30}?\b(?:short|shorter|bite-?sized)\b|"
            r"\bshort(?:er)? paragraphs\b|段落?[^，,。！!长]{0,4}短",
            ("paragraph_length", "shorter"),
        ),
        (
            r"\bplain(?:er)?(?:-english)? (?:wording|words|language|english|explanation|terms)\b|"
            r"\b(?:wording|words|language)\b[^.!?;]{0,20}?\b(?:plain|plainer|simple|simpler|"
            r"everyday)\b|\bno jargon\b|"
            r"(?:用词|措辞|说法|语言)[^，,。！!]{0,4}(?:通俗|朴实|简单|直白)|"
            r"大白话|通俗|简单易(?:明|懂)|浅白|一看就懂|\beasy to (?:follow|understand)\b",
            ("vocabulary", "plain"),
        ),
        (
            r"\bemoji\w*\b[^.!?;]{0,20}?\b(?:all )?gone\b|\bno (?:more )?emoji\w*\b|"
            r"表情[^，,。！!]{0,4}(?:没了|去掉了|都删了|全删了)",
            ("emoji", "none"),
        ),
        (
            r"\b(?:relaxed|chatty|conversational|casual|loose|down[- ]to[- ]earth)\b|"
            r"(?:口气|语气|口吻)[^，,。！!]{0,4}(?:轻松|随意|口语)|"
            + _NOW
            + r"(?:接地气|口语化|像聊天|不端着)|(?:接地气|口语化)多了",
            ("formality", "casual"),
        ),
        # A quality this version has now, praised ("这版好有活力", "so much livelier", 写得够细):
        # said of this version or by comparison, never a bare adjective ("So formal!").
        (
            _NOW + r"(?:活泼|有活力|生动|有劲|带劲|热闹)|(?:活泼|生动|有劲儿?|带劲|热闹|有活力|"
            r"有精神|精神|有意思|有趣)多了|"
            r"\b(?:livelier|(?:much |so much |far )more (?:fun|upbeat|energetic))\b|"
            + _NOW_EN
            + r"(?:lively|upbeat|energetic|full of life)\b",
            ("tone", "lively"),
        ),
        (
            _NOW
            + r"(?:平和|沉稳|稳重|克制|平实)|(?:平和|沉稳|稳重)多了|\bcalmer\b|"
            + _NOW_EN
            + r"(?:calm|measured|steady|understated)\b",
            ("tone", "calm"),
        ),
        (
            _NOW
            + r"(?:详细|细致|够细|很细|面面俱到)|写得(?:够|很|真)细|详细多了|"
            + _NOW_EN
            + r"(?:detailed|thorough)\b",
            ("length", "detailed"),
        ),
        (
            _NOW
            + r"(?:简洁|精炼|干脆利落|言简意赅)|简洁多了|"
            + _NOW_EN
            + r"(?:concise|to the point)\b",
            ("length", "concise"),
        ),
        (
            _NOW + r"(?:正式|得体|庄重)|正式多了|"
            r"\b(?:much |so much |far )?more (?:professional|polished)\b|"
            + _NOW_EN
            + r"(?:formal|professional|polished|dignified)\b",
            ("formality", "formal"),
        ),
    )
)
# Asked to be kept: the praise is a lasting wish.
KEEP = _re(
    r"\bkeep (?:doing (?:it|that|this)|it up|them coming|(?:it|that|this|them|those) "
    r"(?:like (?:this|that)|that way|this way))\b|\bkeep (?:it|that|this|them)\W*$|"
    r"\bstay like (?:this|that)\b|\bmore of (?:that|this)\b|\bfrom now on\b|"
    r"\bgoing forward\b|\bthat'?s (?:the kind|how) I want\b|"
    r"以后(?:都|就)?(?:这样|这么|系这么|是这样)|继续保持|保持(?:住|下去)?(?=\W*$|[，,。！!])|就按这个来|"
    r"就这么写|就这样写|(?:以后)?(?:都|就)要(?:这种|这样|这么)|就是要这(?:种|样)|照这个(?:写|来)|"
    r"\b(?:always|every time) like (?:this|that)\b|\blike this,? (?:always|every time)\b"
)
# Praise or a benefit to the reader beside the state.
_GOOD = _re(
    r"\b(?:love|great|perfect|exactly right|spot on|really good|much better|way classier|"
    r"classier|cleaner|clearer|easier|nice|lovely|brilliant|works)\b|\bget it\b|"
    r"好|棒|舒服|清楚|一眼|正[！!]|不错|看得懂|看懂了|对味|"
    # The readers' delight promised beside a change: "顾客肯定爱看", "customers will love it".
    r"(?:肯定|一定|会)(?:很)?(?:爱看|爱读|喜欢)|\b(?:will|'ll) (?:love|enjoy) (?:it|this|that)\b"
)


# 好 as a degree ("好正式", "好详细": so formal, so detailed) praises nothing; 好多了, 好看 do.
_DEGREE = re.compile(r"好(?=[\u4e00-\u9fff])(?![多看读懂的了棒用])")


# A sentence that asks ("段落短一点会不会更好读？", "would shorter titles read better?").
# (「段落再短一点会好看点吗」, 上海话「…会得好看点伐」: asked without a question mark.)
_ASKS = re.compile(r"[?？]\s*$|会不会|是不是|要不要|[吗伐][。.…\s]*$")
_SENTENCE_END = re.compile(r"(?<=[。！!？?.])\s*")


def praised_change(text: str) -> tuple[tuple[str, str], bool] | None:
    """The value a sincere praise backs, and whether the writer asked to keep it; None when no
    part is named in a state, or nothing praises it, or every sentence only asks."""
    if all(_ASKS.search(s) for s in _SENTENCE_END.split(text) if s.strip()):
        return None
    if not (
        any(not _DEGREE.match(text, m.start()) for m in _GOOD.finditer(text)) or KEEP.search(text)
    ):
        return None
    for pattern, value in _STATES:
        if pattern.search(text):
            return value, bool(KEEP.search(text))
    return None
