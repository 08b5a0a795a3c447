"""Session 33 (fid-lead33): a fenced code block makes no Chinese article bilingual, so its
asked paragraph answered in Traditional characters is held to the article's script."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.language import is_bilingual
from app.editing.reconcile import rebuild
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

CODE = "```yaml\n- uses: actions/cache@v4\n  with:\n    path: ~/.cache/pip\n```"
PARAGRAPHS = [
    "去年春天，我们的构建要22分钟。现在只要11分钟。",
    "我们不再每次都重新下载所有依赖包，缓存键取锁文件的哈希值：",
    CODE,
    "接下来我们要试试远程构建缓存。成功了会在这里写一篇，失败了也会写。",
]


def test_a_code_block_makes_no_article_bilingual() -> None:
    assert not is_bilingual(PARAGRAPHS, "接下来我们要试试远程构建缓存。")
    english = "The pool opens at nine every morning for lane swimming."
    assert is_bilingual([*PARAGRAPHS, english], english)


def test_the_asked_paragraph_in_traditional_characters_is_refused() -> None:
    body = "\n\n".join(PARAGRAPHS)
    asked = "最后一段写得亲切一点。"
    scope = scope_of([asked], "构建", split_paragraphs(body))
    reply = "接下來我們要試試遠端建置快取。成功了會在這裡寫一篇，失敗了也會寫。"
    with pytest.raises(Refused):
        rebuild("构建", body, None, [reply], scope)


def test_a_sign_off_whose_last_line_was_trimmed_is_not_cut_off() -> None:
    from app.editing.cut import stops_short

    originals = [
        "Thanks for coming.",
        "Questions? Call us.\nWarm wishes,\nRosa Delgado\nCoordinator",
    ]
    trimmed = ["Thanks for coming!", "Questions? Call us.\nWarm wishes,\nRosa Delgado"]
    assert stops_short(trimmed, originals, kept=[1]) is None
    listed = ["Bring:", "- a lead\n- a torch\n- a fire extinguisher"]
    assert stops_short(["Bring these:", "- a lead\n- a torch"], listed, kept=[1]) is not None
