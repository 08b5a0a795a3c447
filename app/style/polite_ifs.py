"""A request put as a polite "if" ("If you could always talk to the reader as 'you', that would be
wonderful", "It'd be great if you could…", 「如果你能以后一直用“你”跟读者说话，那就太好了」,
「要是你以后能少放点表情，我会很感激」) said as the request it is.

The rules read "if" and 如果 as a supposition, which asks for nothing; but an "if you could…"
closed by how glad the writer would be supposes nothing — it is manners. Said as "Please …" /
「请…」, the wish inside is read as any other. An "if" with no thanks after it ("If we ever did a
kids' edition, shorter sentences would make sense", 「如果哪天出儿童版，句子可以写短一点」)
stays a supposition.
"""

import re

_I = re.IGNORECASE
_GLAD = (
    r"(?:great|wonderful|lovely|brilliant|fab|fabulous|amazing|perfect|ideal|super|fantastic|"
    r"awesome|marvellous|grand|helpful|a (?:great |big |huge )?help|(?:much |really |very )?"
    r"appreciated|ace|champion)"
)
_EN_IF_THEN_GLAD = re.compile(
    r"^\W*(?:if (?:it'?s not too much trouble|you don'?t mind),?\s+)?"
    r"if you (?:could|would|can|'d)\s+(?:please\s+)?(?P<ask>[^.!?]+?)\s*[,;:–—-]+\s*"
    r"(?:then\s+)?(?:that|it|this)(?:'d| would| will|'ll)\s+be\s+(?:really |so |just |truly )?"
    + _GLAD
    + r"\b[^.!?]*[.!]*\s*$",
    _I,
)
_EN_GLAD_IF = re.compile(
    r"^\W*(?:it|that)(?:'d| would)\s+be\s+(?:really |so |just |truly )?"
    + _GLAD
    + r"\s+if you (?:could|would|can)\s+(?:please\s+)?(?P<ask>[^.!?]+?)\s*[.!]*\s*$|"
    r"^\W*I(?:'d| would) (?:really |so )?(?:love|appreciate) it if you (?:could|would)\s+"
    r"(?:please\s+)?(?P<ask2>[^.!?]+?)\s*[.!]*\s*$",
    _I,
)
_ZH_IF_THEN_GLAD = re.compile(
    r"^\W*(?:如果|要是|假如|倘若|若是)(?P<before>[^，,。！？!?]{0,14}?)(?:能够|能|可以)"
    r"(?P<ask>[^。！？!?]+?)\s*[，,]\s*(?:那|那样)?(?:就|我)?(?:会)?(?:真是|真的|实在)?"
    r"(?:太好了|再好不过了|最好了|好了|感激不尽|很感激|非常感激|非常感谢|感谢|谢谢|多谢|帮大忙了)"
    r"[^。！？!?]*[。！!]*\s*$"
)


def polite_if_said_plainly(text: str) -> str:
    """`text` as "Please …" / 「请…」 when it is one request put as a polite "if"; else as it is."""
    m = _EN_IF_THEN_GLAD.match(text) or _EN_GLAD_IF.match(text)
    if m is not None:
        ask = m.groupdict().get("ask") or m.groupdict().get("ask2")
        return f"Please {ask}."
    m = _ZH_IF_THEN_GLAD.match(text)
    if m is not None:
        before = re.sub(r"^(?:你|您)", "", m.group("before"))
        return f"请{before}{m.group('ask')}。"
    return text
