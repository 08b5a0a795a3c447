"""A move licenses no change of words: "Move the 'Nearly a third' paragraph above the table",
把老陈那条引语挪到王阿姨那条前面. A model that moved the paragraph and also changed it ("a
third" → "half", 不涨 → 少涨, 一个人住 → 两个人住) had the changed text saved and described as
"paragraph 9 added • paragraph 10 deleted" (outside54 F17): the writer saw a move and lost a
fact. An ask that only moves is held to the writer's words: the article after it holds the
same words as before, in another order (list numbers and markup aside); else it is refused,
the change named, as a merge or a split that changed a figure is.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from app.domain.bounded_diff import SequenceMatcher
from app.domain.text import counts_characters
from app.editing.align import similarity
from app.editing.elided import Refused
from app.editing.moves import asks_to_move
from app.editing.scope import Scope
from app.editing.units import normal, split_paragraphs

# Words that ask for more than a move ("move it up and shorten it", 挪到前面再改短一点); a
# quoted name of the paragraph ("the 'Nearly a third' paragraph") is read without them.
_EDITS = re.compile(
    r"\b(?:re-?write|re-?word|rephrase|shorten|tighten|trim|cut|expand|add|insert|change|fix"
    r"|correct|edit|make|merge|combine|join|split|delete|remove|drop|replace|update|translate"
    r"|polish|improve|rename|retitle|turn|say|mention|bold|simplify|summari[sz]e|format|round"
    r"|spell|proofread|tidy|clean|adjust|renumber|number|convert|condense|smooth|soften)\w*\b"
    r"|\bnew\b|\bswap\s+(?:\S+\s+){1,3}?(?:for|with)\b"  # a new paragraph put; a word swapped
    r"|改|写|加|删|缩|扩|合并|合成|拆|润色|翻译|换成|替换|补|去掉|精简|简短|正式|口语|通顺|标题|加粗|修"
    r"|说明|提到|纠正|更正|校对",
    re.IGNORECASE,
)
_QUOTED = re.compile(
    r"“[^“”\n]*”|\"[^\"\n]*\"|‘[^‘’\n]*’|(?<!\w)'[^'\n]{1,80}'(?!\w)|「[^「」\n]*」|『[^『』\n]*』"
)
# A list item's mark or a heading's, which a move may renumber or carry: not the writer's words.
_MARK = re.compile(r"^[ \t]*(?:[-*+•>#]+|\d{1,3}[.)、．])[ \t]*", re.MULTILINE)
_TOKEN = re.compile(r"[^\W\d_]+|\d+")
_CJK = re.compile(r"[\u3400-\u9fff]")


def moves_only(suggestions: Sequence[str]) -> bool:
    """Whether the suggestions ask for a move and nothing else."""
    if not asks_to_move(suggestions):
        return False
    return not any(_EDITS.search(_QUOTED.sub(" ", s)) for s in suggestions)


def check_words_kept(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when a suggestion that only moves paragraphs comes back with other
    words than the writer's (in any order)."""
    if before == after or not scope.moves or not moves_only(suggestions):
        return
    if _words(before) == _words(after):
        return
    gone, new = _change(before, after)
    if counts_characters(before):
        shown = f"（“{gone}”→“{new}”）" if gone or new else ""
        raise Refused(
            f"模型在挪动段落时还改了文字{shown}，而建议只要求挪动位置，所以什么都没保存。"
            "请按“重试”。"
        )
    shown = f" (“{gone}” → “{new}”)" if gone or new else ""
    raise Refused(
        f"The model changed the wording of the text it moved{shown}, and the suggestion asked "
        "only for a move, so nothing was saved — press Retry."
    )


def _tokens(text: str) -> list[str]:
    plain = _MARK.sub("", text)
    found: list[str] = []
    for token in _TOKEN.findall(plain):
        if _CJK.search(token):
            found.extend(_CJK.findall(token))  # a Chinese word is its characters
            found.extend(t.lower() for t in _CJK.split(token) if t)
        else:
            found.append(token.lower())
    return found


def _words(text: str) -> Counter[str]:
    return Counter(_tokens(text))


def _change(before: str, after: str) -> tuple[str, str]:
    """The words the reply changed, as a short "old" and "new": from the changed paragraph and
    the writer's one most like it."""
    olds = split_paragraphs(before).texts
    news = split_paragraphs(after).texts
    kept = {normal(t) for t in olds}
    given = {normal(t) for t in news}
    changed = [t for t in news if normal(t) not in kept]
    lost = [t for t in olds if normal(t) not in given]
    if not changed or not lost:
        return "", ""
    new = changed[0]
    old = max(lost, key=lambda t: similarity(t, new))
    a, b = _split(old), _split(new)
    for op, i, j, k, m in SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op != "equal":
            return "".join(a[i:j]).strip()[:40], "".join(b[k:m]).strip()[:40]
    return "", ""


def _split(text: str) -> list[str]:
    """Words with the spaces after them, or single Chinese characters."""
    return re.findall(r"[\u3400-\u9fff]|[^\s\u3400-\u9fff]+\s*|\s+", text)
