"""A wish closed by a tag question the writer answers at once: "We're doing plain words in
every post now, aren't we? Right, carry on like that.", 「以后每篇都用大家听得懂的词，对吧？就这样
写下去。」.

The "?" of the tag is no question: the writer asks for agreement and gives it in the next breath
("Right", "Good", 「就这么办」). Read with the "?", the wish was only put back to the writer as a
question (style v75: tag_question). The tag becomes a full stop when — and only when — the
writer's own go-ahead follows it; "The tour runs till four, doesn't it?" and "句子已经够短了吧？"
keep their question.
"""

import re

_TAG_EN = re.compile(
    r",\s*(?:(?:are|is|do|does|did|have|has|was|were|will|wo|can|could|should|would|shall)n'?t"
    r"\s+(?:we|you|it|they|i|he|she|there|that|they)|right|yeah|yes|ok(?:ay)?|no)\s*\?+"
    r"(?=\s*(?:right|good|great|ok(?:ay)?|yes|yep|yup|fine|cool|perfect|excellent|lovely|"
    r"sorted|then|so)\b)",
    re.I,
)
_TAG_ZH = re.compile(
    r"[，,]\s*(?:对吧|對吧|是吧|没问题吧|沒問題吧|好吧|行吧|对不对|對不對|是不是)\s*[？?]+"
    r"(?=\s*(?:就这么|就這麼|就这样|就這樣|好[，,。的]|行[，,。]|那就|对[，,。]|對[，,。]|没错|沒錯))"
)


def tag_answered(text: str) -> str:
    """`text` with a tag question the writer answers at once read as a full stop."""
    return _TAG_ZH.sub("。", _TAG_EN.sub(".", text))
