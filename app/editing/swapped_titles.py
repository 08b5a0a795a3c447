"""A work's title a restyle swapped for another: 这次我们读的是《活着》 made
这回咱们读《许三观卖血记》 while the paragraph was made lighter. 《》 (and 〈〉) mark a title
unambiguously in Chinese, so the titles a rewritten stretch gives are compared as written:
one of the writer's gone and another come in its place changes what the article says (the
book the club reads), which no restyle needs. A title only dropped, or its marks dropped
(读《活着》 → 读活着), is no swap; a title the suggestion writes (把书换成《水浒传》)
is asked for."""

from __future__ import annotations

import re
from collections import Counter

from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.left_out import rewritten

_TITLE = re.compile(r"《[^《》\n]{1,40}》|〈[^〈〉\n]{1,40}〉")


def swapped_titles(before: str, after: str) -> list[tuple[str, str]]:
    """(old, new) titles the rewritten stretches of `after` give in place of the writer's."""
    pairs: list[tuple[str, str]] = []
    for old, new in rewritten(before, after):
        had = Counter(m[0] for m in _TITLE.finditer(old))
        has = Counter(m[0] for m in _TITLE.finditer(new))
        gone, came = list((had - has).elements()), list((has - had).elements())
        pairs.extend(zip(gone, came, strict=False))
    return list(dict.fromkeys(pairs))


def check_swapped_titles(before: str, after: str, asked: str) -> None:
    """Raises Refused when a restyle wrote another title in place of one of the writer's that
    the suggestion does not give."""
    pairs = [(old, new) for old, new in swapped_titles(before, after) if new not in asked]
    if not pairs:
        return
    shown = ", ".join(f"“{old}” → “{new}”" for old, new in pairs[:3])
    if counts_characters(before):
        raise Refused(
            f"模型把文中的书名换成了别的（{shown.replace(', ', '，')}），您并没有要求改，"
            "保存的话文章说的就不一样了。没有保存，请按“重试”。"
        )
    raise Refused(
        f"The model wrote another title in place of yours ({shown}), which the suggestion did "
        "not ask to change. Nothing was saved — press Retry."
    )
