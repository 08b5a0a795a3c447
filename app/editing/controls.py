"""Characters a model's reply may carry that no writer typed: terminal colour codes
("\x1b[1m"), zero-width spaces, other C0/C1 control characters. The judge reads the reply
without them, so they are never saved into the article; the call record keeps the reply as
the model sent it. A character the article itself holds (a writer's own zero-width space) is
the writer's, and kept. And a lone `**` left of bold markup the model invented, and script
or style elements the model put in (a title is plain text: "<script>" in it is never the
writer's headline). Decomposed accents and Markdown escapes are put back as the writer types
them (`as_typed`).
"""

from __future__ import annotations

import re
import unicodedata

from app.editing.spaces import with_writers_spaces

# ANSI escape sequences: CSI ("\x1b[31m", "\x1b[0K"), OSC ("\x1b]8;;url\x07"), and a lone
# two-character escape ("\x1b(B"); the 8-bit CSI (U+009B) too.
_ANSI = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)"
    r"|\x1b[@-Z\\-_()#%][0-9A-Za-z]?"
)
# C0 controls but tab, newline and carriage return; DEL and C1; zero-width spaces, the word
# joiner, the byte-order mark — not the zero-width joiner of emoji sequences; and the
# direction overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069), which flip
# how the rest of a line displays ("‮" in a reply made its change line read backwards).
_CONTROL = re.compile(
    r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u200b\u2060\ufeff\u180e\u202a-\u202e\u2066-\u2069]"
)


# Colour codes that lost their escape character on the way, or were written out as text:
# "[0m", "^[[1;31m", "\x1b[0m", "\u001b[0m", "\033[0m", "\e[0m" — read as an unclosed
# bracket, they made a finished reply look cut off. And an escape sequence cut off at the end.
_SPELT_ANSI = re.compile(
    r"(?:\^\[|\\x1b|\\u001b|\\033|\\e)\[[0-?]*[ -/]*[@-~]"
    r"|(?<![\[\x1b\x9b])\[(?:\d{1,3}(?:;\d{1,3})*)?m(?![\](])"
)
_CUT_ESCAPE = re.compile(r"(?:\x1b|\x9b)\[?[0-?]*[ -/]*\s*$")


def without_controls(text: str, article: str = "") -> str:
    """`text` without escape codes and stray control or zero-width characters — but those
    `article` itself holds."""
    text = _SPELT_ANSI.sub(lambda m: m[0] if m[0] in article else "", text)
    if not _CONTROL.search(text):
        return text
    text = _CUT_ESCAPE.sub("", text)
    cleaned = _ANSI.sub(lambda m: m[0] if m[0] in article else "", text)
    own = set(_CONTROL.findall(article))
    return _CONTROL.sub(lambda m: m[0] if m[0] in own else "", cleaned)


# A letter followed by combining accents ("e" + U+0301): a decomposed (NFD) "é", as macOS
# file names and some tokenizers hand it over. Looks the same, compares and searches differently.
_DECOMPOSED = re.compile(r"[^\W\d_][\u0300-\u036f]+")
# A Markdown escape of punctuation ("\#FixItFriday", "garden\_team", "\* Gloves"): chat
# front-ends and models add them to text that renders the same without.
_ESCAPED = re.compile(r"\\([*_#\[\]~`|>+.!-])")


def as_typed(text: str, article: str) -> str:
    """`text` in the forms the writer types: accented letters composed (NFC) and Markdown
    escapes dropped — unless the article itself holds decomposed accents or backslashes, which
    are then the writer's (code, a path, a file name from macOS) — the writer's emoji
    sequences whole again, and the writer's spaces for a rendering's (app/editing/spaces.py)."""
    if not _DECOMPOSED.search(article):
        text = _DECOMPOSED.sub(lambda m: unicodedata.normalize("NFC", m[0]), text)
    if "\\" not in article:
        text = _ESCAPED.sub(r"\1", text)
    return with_writers_spaces(with_writers_emoji(text, article), article)


# A run of emoji with what binds them: zero-width joiners (👨‍👩‍👧 is one family, 👨👩👧 three
# people), variation selectors (☕️ drawn as an emoji) and skin tones.
_EMOJI_RUN = re.compile(
    "[\u2190-\u21ff\u2300-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff\u200d\ufe0f]+"
)
_BINDERS = re.compile("[\u200d\ufe0f]")


def with_writers_emoji(text: str, article: str) -> str:
    """`text` with each of the writer's emoji sequences whole where the model dropped its
    joiners or variation selectors: a tokenizer that loses U+200D turns the writer's family
    into a row of people, and the reader sees the difference."""
    for typed in sorted(set(_EMOJI_RUN.findall(article)), key=len, reverse=True):
        bare = _BINDERS.sub("", typed)
        if not bare or bare == typed:
            continue
        # Only a bare run of its own: not one joined to another emoji, nor the writer's form.
        alone = re.compile(f"(?<![\u200d\ufe0f]){re.escape(bare)}(?![\u200d\ufe0f])")
        text = alone.sub(typed, text)  # emoji only: no backslash to escape
    return text


def without_lone_bold(before: str, after: str) -> str:
    """`after` without a `**` that opens or closes nothing ("**It silted up…", "…left.**"): what
    is left of bold markup the model invented — when the writer's own text has every `**`
    paired. Of an odd number, the last is taken for the lone one."""
    if after.count("**") % 2 == 0 or before.count("**") % 2:
        return after
    lone = after.rindex("**")
    head, tail = after[:lone], after[lone + 2 :]
    if head.endswith(" ") and tail.startswith(" "):
        tail = tail[1:]
    return head + tail


# A script or style element, whole (across lines), or the half of one the reply holds.
_ACTIVE = re.compile(
    r"<(script|style)\b[^>]*>.*?</\1\s*>[ \t]*"
    r"|<(?:script|style)\b[^>\n]*>?[^\n]*|</(?:script|style)\s*>",
    re.IGNORECASE | re.DOTALL,
)


# Code the reply quotes is text: `<script>` in a code span or a fenced block is what a
# tutorial shows, never an element a page would run (Markdown draws it as written).
_CODE = re.compile(r"(?ms)^[ \t]*(```|~~~).*?^[ \t]*\1[ \t]*$|(`+)[^`\n]+?\2")
# The writer asking about the elements themselves ("add an inline example of the script tag",
# 加上 script 标签的示例): the model's `<script>` is then the asked text.
# "style" alone is no such ask ("a livelier style"): only with tag, element or sheet.
_ASKS_FOR_TAGS = re.compile(
    r"(?i)<\s*/?\s*(?:script|style)|(?<![a-z])script(?![a-z])"
    r"|(?<![a-z])style\s*(?:tags?|elements?|blocks?|sheets?|标签|元素)"
)


def without_scripts(text: str, article: str = "", asked: str = "") -> str:
    """`text` without `<script>` and `<style>` elements — unless the article holds one (a
    web page's source, a tutorial), where they are the writer's, or the writer's suggestion
    `asked` names them; and never inside code the reply quotes."""
    if "<script" in article.lower() or "<style" in article.lower():
        return text
    if _ASKS_FOR_TAGS.search(asked):
        return text
    kept, last = [], 0
    for code in _CODE.finditer(text):
        kept.append(_ACTIVE.sub("", text[last : code.start()]) + code.group())
        last = code.end()
    kept.append(_ACTIVE.sub("", text[last:]))
    return "".join(kept)
