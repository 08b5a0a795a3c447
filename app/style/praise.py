"""Sincere praise of a change backs the value praised: "the emojis are all gone and it looks way
classier. stay like this", "The plainer wording … is exactly right. Keep doing that.", "这次标题短
多了，学员一眼就看到重点，以后就这样", "标题短了，读着舒服多了".

A part of the text (title, sentence, paragraph, wording, emoji, register) is named with the state
it is now in (short, plainer, gone, 短了, 通俗), beside praise or a benefit to the reader, and
with no mockery (app/style/mockery.py). Asked to be kept ("keep doing that", 以后就这样), it is
the writer's lasting wish; praised only, it is put to them. English and Chinese.
"""

import re


def _re(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


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
            r"大白话|通俗",
            ("vocabulary", "plain"),
        ),
        (
            r"\bemoji\w*\b[^.!?;]{0,20}?\b(?:all )?gone\b|\bno (?:more )?emoji\w*\b|"
            r"表情[^，,。！!]{0,4}(?:没了|去掉了|都删了|全删了)",
            ("emoji", "none"),
        ),
        (
            r"\b(?:relaxed|chatty|conversational|casual|loose)\b|(?:口气|语气|口吻)[^，,。！!]{0,4}"
            r"(?:轻松|随意|口语)",
            ("formality", "casual"),
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
    r"就这么写|就这样写"
)
# Praise or a benefit to the reader beside the state.
_GOOD = _re(
    r"\b(?:love|great|perfect|exactly right|spot on|really good|much better|way classier|"
    r"classier|cleaner|clearer|easier|nice|lovely|brilliant|works)\b|\bget it\b|"
    r"好|棒|舒服|清楚|一眼|正[！!]|不错|看得懂|看懂了|对味"
)


def praised_change(text: str) -> tuple[tuple[str, str], bool] | None:
    """The value a sincere praise backs, and whether the writer asked to keep it; None when no
    part is named in a state, or nothing praises it."""
    if not (_GOOD.search(text) or KEEP.search(text)):
        return None
    for pattern, value in _STATES:
        if pattern.search(text):
            return value, bool(KEEP.search(text))
    return None
