"""Blanks a model left for the writer to fill in: "[Bride's name]", "{support address}",
【新娘姓名】, 微信号：XXXXXX. A rewrite that writes a template slot where the article had (or
needed) the writer's own words would save a blank into the article, so it is refused — unless
the article already holds that slot or the suggestion asks for it."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.text import counts_characters
from app.editing.elided import Refused

# What a slot asks for: a name, a date, an address… Read inside brackets only, each bracket
# at most 40 characters wide, so a line of prose in brackets ("[pause for laughter]") is none.
_SLOT_WORDS = re.compile(
    r"\b(?:name|names|date|time|address|e-?mail|phone|number|company|venue|city|location"
    r"|amount|price|link|url|title|insert|placeholder|tbd|tbc)\b"
    r"|姓名|名字|名称|日期|时间|地址|电话|号码|邮箱|微信号|金额|地点|公司|链接|待填|填写|插入",
    re.IGNORECASE,
)
# A link's text ("[company name](https://…)", "[name]: https://…") is no slot; a brace holds
# one only with words in it ("{support address}"), since "{name}" is a template's own field.
_BRACKETED = re.compile(
    r"\[([^\[\]\n]{1,40})\](?![(\[:])|\{([^{}\n]{0,40}[\s\u4e00-\u9fff][^{}\n]{0,40})\}"
    r"|【([^【】\n]{1,40})】"
)
# Code is the writer's program, where brackets and X's mean what the language says.
_CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)
# A run of X's (or ×, ＿) standing for what is not known yet, 某某 for a person not named.
_MASKED = re.compile(r"(?<![A-Za-z])X{3,}(?![A-Za-z])|×{2,}|＿{2,}|_{4,}|某某")


def blanks(text: str) -> list[str]:
    """The fill-in slots `text` holds, in order."""
    text = _CODE.sub(" ", text)
    found = [m[0] for m in _BRACKETED.finditer(text) if _SLOT_WORDS.search(m[1] or m[2] or m[3])]
    found += [m[0] for m in _MASKED.finditer(text)]
    return list(dict.fromkeys(found))


def check_fill_ins(before: str, after: str, suggestions: Sequence[str]) -> None:
    """Refused when `after` holds a fill-in slot neither `before` nor the suggestion has."""
    asked = "\n".join(suggestions)
    new = [slot for slot in blanks(after) if slot not in before and slot not in asked]
    if not new:
        return
    if counts_characters(before):
        raise Refused(
            f"模型在文章里留了一个待填写的空位“{new[0]}”，而不是写出您的原话，保存后文章里就会"
            "出现这个空位，所以没有保存。请按“重试”，或者直接告诉模型要填的内容。"
        )
    raise Refused(
        f"The model left a blank to fill in, “{new[0]}”, where your article needs real words, "
        "so the article would print the blank. Nothing was saved — press Retry, or tell it "
        "what to write there."
    )
