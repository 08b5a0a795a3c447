"""A refusal said to a Chinese article in Chinese: the judge's English sentences ("The model
wrote other figures than yours…", "…answered in another language…", "…left out paragraph 2…",
"…was cut off…", "The model found nothing to change…") put in the words the panel shows a
Chinese reader for them.

The panel's table of the server's sentences (static/js/panel/server-words.js, `SENTENCES`) is
the one place their Chinese is written; its plain entries (an English pattern and a Chinese
template) are read from there, so a sentence's Chinese is never written twice. The few whose
Chinese the panel builds with a function (a list of paragraph numbers, what a reply stops in
the middle of) are built here the same way. A text is put in Chinese only when every sentence
of it is known, else it stays English whole: never half-translated.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from app.domain.text import counts_characters

# A failed model call (failed_calls.py) and a reply a crash never wrote (lost_replies.py) are
# said in Chinese on a Chinese article with this on. Session 44 switched it off when ~45 fault
# and crash tests still asserted the English words on Chinese articles; session 45 taught them
# the Chinese (tests/failures_said.py) and switched it back on.
FAILURES_IN_CHINESE = True

WORDS = Path(__file__).resolve().parents[2] / "static" / "js" / "panel" / "server-words.js"

Said = Callable[[re.Match[str]], str]

# One plain entry of SENTENCES, on one line: [/english/, "chinese"],
_PLAIN = re.compile(r'^\s*\[/(?P<english>.+)/, "(?P<chinese>(?:[^"\\]|\\.)*)"\],?\s*$')
_DOLLAR = re.compile(r"\$(&|\d)")


def _listed(numbers: str) -> str:
    return "、".join(numbers.split(", "))


def _place(place: str) -> str:
    if place == "the title":
        return "标题"
    return f"第 {_listed(re.sub(r'^paragraphs? ', '', place))} 段"


_INSIDE = {
    "a sentence": "一句话",
    "a list item": "一个列表项",
    "a quotation": "一段引语",
    "brackets": "括号",
    "a table row": "一行表格",
    "the section under its heading": "标题下的一节",
    "a list": "一个列表",
    "a table": "一张表格",
    "a paragraph": "一段",
}

# A paragraph or a heading as the judge names one (paragraph_places.place_said).
_SAID = r"(paragraph \d+|the heading “[^”]*”)"


def _said(place: str) -> str:
    if place.startswith("paragraph "):
        return f"第 {place.removeprefix('paragraph ')} 段"
    return "小标题" + place.removeprefix("the heading ")


def _rows(rows: str) -> str:
    """ "“3” → “4” in the “Tue” row, …" as 表格里“Tue”那一行：“3” → “4”；…"""
    one = re.compile(r"^(“[^”]*” → “[^”]*”) in the (“[^”]*”)(?: row)?$")
    return "；".join(one.sub(r"\2那一行：\1", row) for row in rows.split(" row, "))


# The entries whose Chinese the panel builds with a function, built alike.
_BUILT: list[tuple[str, Said]] = [
    (
        rf"The model's reply gives {_SAID}'s text again in place of {_SAID}, so that paragraph "
        r"would be lost\.",
        lambda m: (
            f"模型的回复在{_said(m[2])}的位置又写了一遍{_said(m[1])}的文字，"
            f"这样{_said(m[2])}就会丢掉。"
        ),
    ),
    (
        rf"The model folded {_SAID} into {_SAID}, which the suggestion did not ask about, "
        r"instead of rewriting it in place, so it would be lost\.",
        lambda m: (
            f"模型把{_said(m[1])}并进了建议没有问到的{_said(m[2])}，而不是在原处改写，"
            f"这样{_said(m[1])}就会丢掉。"
        ),
    ),
    (
        r"The model changed a figure in another row of your table \(((?:“[^”]*” → “[^”]*” in "
        r"the “[^”]*” row, )*“[^”]*” → “[^”]*” in the “[^”]*” row)\), which the suggestion did "
        r"not ask to change\.",
        lambda m: f"模型改了你表格里另一行的数字（{_rows(m[1])}），而建议并没有要求改。",
    ),
    (
        r"The reply was a web server's error page(?: \(“([^”]*)”\))? instead of the model's "
        r"text, so nothing was saved\. The model's service may be down for a moment — press "
        r"Retry\.",
        lambda m: (
            f"回复是网页服务器的错误页面{f'（“{m[1]}”）' if m[1] else ''}，不是模型写的内容，"
            "所以什么都没保存。模型服务可能暂时不可用，请按“重试”。"
        ),
    ),
    (
        r"The model's reply left out paragraphs? ([\d, ]*\d) of the article, which the suggestion "
        r"did not ask to remove, so nothing was saved\.",
        lambda m: (
            f"模型的回复漏掉了文章的第 {_listed(m[1])} 段，而建议并没有要求删，所以什么都没保存。"
        ),
    ),
    (
        r"The model's reply gives one paragraph twice and leaves out paragraphs? ([\d, ]*\d), so "
        r"that text would be lost\.",
        lambda m: (
            f"模型的回复把一段写了两遍，却漏掉了第 {_listed(m[1])} 段，这样那段文字就会丢掉。"
        ),
    ),
    (
        r"The model rewrote (paragraphs? [\d, ]*\d|the title) instead of (paragraphs? [\d, ]*\d|"
        r"the title), which you asked about, so nothing was saved — press Retry\.",
        lambda m: (
            f"模型改写的是{_place(m[1])}，而不是你问的{_place(m[2])}，"
            "所以什么都没保存。请按“重试”。"
        ),
    ),
    (
        r"The model's reply stops in the middle of (" + "|".join(_INSIDE) + r") \(“…([^”]*)”\) — "
        r"it was cut off before the end — so nothing was saved\.",
        lambda m: (
            f"模型的回复停在了{_INSIDE[m[1]]}中间（“…{m[2]}”），没写完就被截断了，所以什么都没保存。"
        ),
    ),
]


_WAITS = (
    (r"^(\d+) seconds?$", r"\1 秒"),
    (r"^about (\d+) minutes$", r"大约 \1 分钟"),
    (r"^about (\d+) hours$", r"大约 \1 小时"),
    (r"^more than two days$", "两天以上"),
)
_ASKED_AGAIN = {
    "asking again failed too": "再问一次也失败了",
    "asked again, the model began its reply differently": "再问一次，模型的回复开头变了",
    "no attempt was left to ask again": "没有机会再问了",
}


def _wait(wait: str) -> str:
    for english, chinese in _WAITS:
        wait = re.sub(english, chinese, wait)
    return wait


# The model call's failures (app/llm/openai.py) whose Chinese the panel builds with a function.
_BUILT += [
    (
        r"The model endpoint (?:is rate limiting requests \(429\)|failed \(HTTP (\d+)\)) and asks "
        r"to wait (\d+ seconds?|about \d+ minutes|about \d+ hours|more than two days) before "
        r"trying again, longer than Redline waits for a reply\.",
        lambda m: (
            f"模型端点{f'出错了（HTTP {m[1]}）' if m[1] else '正在限流（429）'}，"
            f"要求等{_wait(m[2])}再试，比 Redline 等一个回复的时间还长。"
        ),
    ),
    (
        r"The model stopped in the middle of its reply \(nothing more arrived for ([\d.]+) "
        r"seconds?; (" + "|".join(_ASKED_AGAIN) + r")\)(?:, so nothing was changed)?\.",
        lambda m: f"模型的回复写到一半停了（{m[1]} 秒内没有新内容；{_ASKED_AGAIN[m[2]]}）。",
    ),
    (
        r"The model endpoint address ('[^']*'|\"[^\"]*\") is not a valid URL \(([^()]*)\): check "
        r"REDLINE_LLM_BASE_URL\.",
        lambda m: (
            f"模型端点的地址 {m[1]} 不是有效的 URL（“{m[2]}”）：请检查 REDLINE_LLM_BASE_URL。"
        ),
    ),
]


# Why an endpoint's certificate was refused, and the APIs an endpoint may answer in instead of
# chat completions (answers.py `_protocol_of`), as the panel words them.
_CERTIFICATE = {
    "certificate has expired": "证书已过期",
    "certificate is not yet valid": "证书还没到生效时间",
    "self-signed certificate": "这是自签名证书",
    "self signed certificate": "这是自签名证书",
    "self-signed certificate in certificate chain": "证书链里有自签名证书",
    "self signed certificate in certificate chain": "证书链里有自签名证书",
    "unable to get local issuer certificate": "找不到签发它的证书",
    "not trusted": "不受信任",
}
_PROTOCOLS = {
    "Anthropic's Messages API": " Anthropic 的 Messages API ",
    "OpenAI's Responses API": " OpenAI 的 Responses API ",
    "Ollama's own API": " Ollama 自己的 API ",
    "Google's Gemini API": " Google 的 Gemini API ",
}
_WAIT = r"(\d+ seconds?|about \d+ minutes|about \d+ hours|more than two days)"

# The endpoint's failures (app/llm/openai.py, answers.py, reading.py) whose Chinese the panel
# builds with a function.
_BUILT += [
    (
        r"The model endpoint at (\S+) could not be reached securely: its TLS certificate was not "
        r"accepted \(([^()]*(?:\([^()]*\)[^()]*)*)\)\.",
        lambda m: (
            f"无法安全地连上模型端点 {m[1]}：它的 TLS 证书没有被接受"
            f"（{_CERTIFICATE.get(m[2].lower(), f'“{m[2]}”')}）。"
        ),
    ),
    (
        r"The model endpoint answered in the format of ("
        + "|".join(map(re.escape, _PROTOCOLS))
        + r"), not an OpenAI-compatible chat completion: set REDLINE_LLM_BASE_URL to the "
        r"server's OpenAI-compatible address \(for most servers it ends in /v1\)\.",
        lambda m: (
            f"模型端点回答用的是{_PROTOCOLS[m[1]]}的格式，不是 OpenAI 兼容的 chat completion："
            "请把 REDLINE_LLM_BASE_URL 设成该服务的 OpenAI 兼容地址（多数服务以 /v1 结尾）。"
        ),
    ),
    (
        r"The model endpoint sent (an answer|one streamed line) longer than (\d+) MB, far more "
        r"than any reply to an article; it was not read further\.",
        lambda m: (
            f"模型端点发来的{'回答' if m[1] == 'an answer' else '一行流式内容'}超过了 {m[2]} MB，"
            "远远多于任何一篇文章的回复，所以没有再读下去。"
        ),
    ),
    (
        r"This edit would make the (title|article) ([\d,]+) characters, over the limit of "
        r"([\d,]+), so it was not applied; the article is unchanged\.",
        lambda m: (
            f"这次修改会让{'标题' if m[1] == 'title' else '文章'}有 {m[2]} 个字符，"
            f"超过了 {m[3]} 个的上限，所以没有应用，文章没有改动。"
        ),
    ),
    (
        rf"The model's reply took more than {_WAIT} in all, so it was cut off\.",
        lambda m: f"模型的回复写了{_wait(m[1])}还没写完，所以被截断了。",
    ),
]


def _template(chinese: str) -> Said:
    """A JavaScript replacement template ("$1", "$&") as a function of the match."""
    text = chinese.replace('\\"', '"')
    return lambda m: _DOLLAR.sub(lambda d: m[0] if d[1] == "&" else (m[int(d[1])] or ""), text)


@lru_cache(maxsize=1)
def _sentences() -> list[tuple[re.Pattern[str], Said]]:
    found = [(re.compile(english), said) for english, said in _BUILT]
    try:
        lines = WORDS.read_text(encoding="utf-8").split("\n")
    except OSError:
        return found  # the panel's files not shipped: the built ones only, the rest English
    start = next((i for i, line in enumerate(lines) if line.startswith("const SENTENCES")), None)
    for line in lines[(start or len(lines)) + 1 :]:
        if line.startswith("]"):
            break
        if (plain := _PLAIN.match(line)) is None:
            continue
        try:
            pattern = re.compile(plain["english"].replace("\\/", "/"))
        except re.error:
            continue  # a pattern only JavaScript reads: that sentence stays English
        found.append((pattern, _template(plain["chinese"])))
    return found


def in_chinese(text: str) -> str | None:
    """`text` in Chinese when every sentence of it is a known one; None otherwise."""
    at, said = 0, []
    while at < len(text):
        if text[at].isspace():
            at += 1
            continue
        for pattern, chinese in _sentences():
            if (match := pattern.match(text, at)) is not None and match.end() > at:
                said.append(chinese(match))
                at = match.end()
                break
        else:
            return None
    return "".join(said) or None


def to_article(text: str, body: str) -> str:
    """`text` said to the article of `body`: in Chinese on a Chinese article when every
    sentence of it is a known one, else as it is (English, whole)."""
    if counts_characters(body) and (chinese := in_chinese(text)) is not None:
        return chinese
    return text


def failure_to_article(text: str, body: str) -> str:
    """A failure's `text` said to the article of `body` (see FAILURES_IN_CHINESE)."""
    return to_article(text, body) if FAILURES_IN_CHINESE else text


def to_brief(text: str, brief: str) -> str:
    """`text` said to the writer of `brief` (a draft refused): in Chinese to a brief worded in
    Chinese when every sentence of it is a known one, else as it is."""
    if counts_characters(brief) and (chinese := in_chinese(text)) is not None:
        return chinese
    return text


def stopped_with_reply(preview: str, body: str, *, checked: bool = False) -> str:
    """A stopped reply's words with what of the model's reply had come (`preview`), said to the
    article of `body` as "Stopped. No reply yet." is: in Chinese on a Chinese article.
    `checked`: the model had answered in full, and its reply was being checked."""
    chinese = counts_characters(body)
    if checked:
        said = (
            "已停止：模型的回复正在与文章核对，文章没有改动。它的回复："
            if chinese
            else "Stopped while the model's reply was being checked against the article, so "
            "nothing was changed. Its reply: "
        )
    else:
        said = "已停止。已收到的部分回复：" if chinese else "Stopped. Partial reply: "
    return said + preview


# The model's refusal as the model client says it (app/llm/reading.py `declined`): of an edit.
_DECLINED = re.compile(r'The model declined to make this edit: "(.*)"\Z', re.S)


def draft_failure(error: str, brief: str) -> str:
    """Why the model could not write the draft of `brief` (`error`, the model call's failure),
    said to its writer (in Chinese to a brief worded in Chinese) — a refusal of a draft, not
    of an edit."""
    if (refused := _DECLINED.match(error)) is not None:
        if counts_characters(brief):
            return f"模型拒绝写这篇初稿：“{refused[1]}”"
        return f'The model declined to write this draft: "{refused[1]}"'
    return to_brief(f"The model could not write the draft: {error}", brief)
