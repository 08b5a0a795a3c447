"""Whether the line a reply puts where the title goes is the model's wrapper, not a title: a
fence's language name left without its fence ("markdown"), or words that announce the article
("# Here is the livelier version", "**Revised Article**", "Title: Here is the revised article",
**修改后的版本**, 以下是修改后的全文). Taken as the title it would be saved or offered as the
writer's new title; read as chatter, the writer's title stays.

Read narrowly: a real title may hold the same words ("Revised Plans for the Summer Fair",
"Here Is What Happened at the Fair"), so a line counts only when all it says is that an article
or version follows."""

from __future__ import annotations

import re

# A code fence's language name, written on a line of its own when the fence itself was lost.
_FENCE_LANGUAGE = re.compile(r"(?:markdown|md|text|plaintext|plain|txt|html)", re.IGNORECASE)
_MARKUP = re.compile(r"^[#>*_\s]+|[*_:：\s]+$")
_EN_WRAPPER = re.compile(
    r"(?:(?:sure|okay|ok|certainly|great)[!,.]?\s*)?"
    r"(?:(?:here(?:'s|’s| is| are)|below is|this is|i(?:'ve|’ve| have) (?:made|written|revised"
    r"|rewritten|updated))\s+)?"
    r"(?:(?:the|your|a|my)\s+)?"
    r"(?:(?:revised|edited|updated|rewritten|improved|polished|corrected|final|new|full|complete"
    r"|livelier|shorter|longer|clearer|tighter|friendlier|more \w+)\s+)*"
    r"(?:version|article|text|draft|post|piece|rewrite|revision|copy|edit)s?"
    r"(?:\s+(?:of|for)\s+(?:the|your)\s+(?:article|text|post|draft|piece))?"
    r"(?:\s+(?:below|follows))?",
    re.IGNORECASE,
)
# "Here is the article, revised:" / "Revised article:" must say something announces it; a bare
# "Article" or "Draft" on its own is too little to call chatter.
_EN_ANNOUNCES = re.compile(
    r"\b(?:here|below|revised|edited|updated|rewritten|improved|polished|corrected"
    r"|livelier|shorter|longer|clearer|tighter|friendlier|more)\b",
    re.IGNORECASE,
)
_ZH_WRAPPER = re.compile(
    r"(?:好的|当然|没问题)?[，,！!]?(?:以下是|下面是|这是|如下是)?"
    r"(?:修改|改写|润色|修订|更新|调整|优化|重写)(?:过)?后?的?"
    r"(?:文章|版本|全文|内容|稿子|文稿|稿件|正文)(?:如下)?"
    r"|(?:以下是|下面是|这是)(?:新的|最终的|完整的)?(?:文章|版本|全文)(?:如下)?"
)


def chatter_title(line: str, title: str) -> bool:
    """Whether `line`, read as the reply's title, is the model announcing its article, not a
    title (never when it is the writer's own title)."""
    if len(line) > 200:  # no wrapper line is that long (and the patterns stay short)
        return False
    bare = _MARKUP.sub("", line.strip())
    bare = re.sub(r"^(?:title|标题)\s*[:：]\s*", "", bare, flags=re.IGNORECASE)
    bare = _MARKUP.sub("", bare)
    if not bare or len(bare) > 80 or bare.lower() == _MARKUP.sub("", title.strip()).lower():
        return False
    if _FENCE_LANGUAGE.fullmatch(bare):
        return True
    if _ZH_WRAPPER.fullmatch(bare.rstrip("。.")):
        return True
    flat = bare.rstrip(".!。")
    return bool(_EN_WRAPPER.fullmatch(flat) and _EN_ANNOUNCES.search(flat))
