"""A reply written as HTML (`<p>`, `<h2>`, `<pre><code>`, `<ol><li>`), as chat front-ends
and some proxies hand a model's answer over, read back as the Markdown the article is
written in — so that a paragraph, a heading, a code block or a list the model left alone
lines up with the writer's own instead of being saved as tags."""

from __future__ import annotations

import html
import re

_PRE = re.compile(
    r"<pre\b[^>]*>\s*<code\b(?:[^>]*?class=\"(?:language-|lang-)?([\w+-]+)\")?[^>]*>(.*?)</code>\s*</pre>",
    re.IGNORECASE | re.DOTALL,
)
_HEADING = re.compile(r"<h([1-6])\b[^>]*>(.*?)</h\1>", re.IGNORECASE | re.DOTALL)
_LIST = re.compile(r"<(ol|ul)\b[^>]*>(.*?)</\1>", re.IGNORECASE | re.DOTALL)
_ITEM = re.compile(r"<li\b[^>]*>(.*?)(?:</li>|(?=<li\b)|$)", re.IGNORECASE | re.DOTALL)


def from_html(text: str, article: str) -> str:
    """Paragraph tags as blank-line-separated text, headings as `#` lines, a `<pre><code>`
    block fenced, list items marked; bold, italic and inline code as the article's Markdown,
    other inline tags dropped, entities (&amp;, &nbsp;) as characters — unless the article
    writes entities itself."""
    blocks: list[str] = []

    def held(block: str) -> str:  # a code block's text is kept as it is, tags and all
        blocks.append(block)
        return f"\n\n\x00{len(blocks) - 1}\x00\n\n"

    text = _PRE.sub(lambda m: held(f"```{m[1] or ''}\n{m[2].strip(chr(10))}\n```"), text)
    text = _HEADING.sub(lambda m: f"\n\n{'#' * int(m[1])} {m[2].strip()}\n\n", text)
    text = _LIST.sub(lambda m: "\n\n" + _items(m[1].lower(), m[2]) + "\n\n", text)
    for tag, mark in (("strong", "**"), ("b", "**"), ("em", "*"), ("i", "*"), ("code", "`")):
        text = re.sub(rf"</?{tag}>", mark, text, flags=re.IGNORECASE)
    text = re.sub(r"</?(?:span|font|u|small|big)\b[^>]*>", "", text, flags=re.IGNORECASE)
    text = re.sub(r"<br\s*/?>", "\n", text, flags=re.IGNORECASE)
    text = re.sub(r"</?(?:p|div|blockquote)\b[^>]*>", "\n\n", text, flags=re.IGNORECASE)
    text = re.sub(r"[ \t]*\n[ \t]*\n\s*", "\n\n", text).strip("\n")
    text = re.sub("\x00(\\d+)\x00", lambda m: blocks[int(m[1])], text)
    if not re.search(r"&(?:[a-z]+|#\d+);", article, re.IGNORECASE):
        text = html.unescape(text).replace("\u00a0", " ")
    return text


def _items(kind: str, inner: str) -> str:
    """A list's items one a line, numbered from 1 for `<ol>`, dashed for `<ul>`."""
    items = [" ".join(item.split()) for item in _ITEM.findall(inner) if item.strip()]
    marks = [f"{n}." for n in range(1, len(items) + 1)] if kind == "ol" else ["-"] * len(items)
    return "\n".join(f"{mark} {item}" for mark, item in zip(marks, items, strict=True))
