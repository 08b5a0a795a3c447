"""A Chinese sentence named by what it says, with or without its place: 最后那句感谢的话,
开头那句问候的话, 那句道歉的话, 最后一句感谢写得正式些 — the one sentence of the article that holds
those words (the last of them for 最后 / 结尾, the first for 开头), so a reply of that sentence
alone replaces it and nothing else may change. The words are read as the place they name,
第7段第2句, before anything else reads the suggestion: 最后一句 beside 第三段 in another ask is
then no sentence of 第三段. (In English, "the thank-you line" names its paragraph by its words,
mentions.py.)"""

from __future__ import annotations

import re

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
        if found is not None:
            paragraph, sentence = found
            place = f"第{paragraph + 1}段第{sentence + 1}句"
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
