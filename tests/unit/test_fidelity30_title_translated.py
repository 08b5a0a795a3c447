"""Session 30: only the title translated ("Translate just the title into Chinese", 把标题翻成英文)
asks for the title alone, so the title given back alone is the new title (lead29's
title_only_translated_title_alone); a translation of the whole still asks for the whole."""

from __future__ import annotations

import pytest

from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

BODY = split_paragraphs("第一段。\n\n第二段。\n\n第三段。")


@pytest.mark.parametrize(
    "ask", ["Translate just the title into Chinese.", "把标题翻成英文。", "把标题翻译成英文。"]
)
def test_the_title_alone_translated(ask: str) -> None:
    scope = scope_of([ask], "山岗社区菜园扩建一倍", BODY)
    assert scope.title and scope.translate
    assert not scope.whole and not scope.paragraphs


@pytest.mark.parametrize(
    "ask", ["Translate the whole article, title too, into English.", "把全文和标题都翻译成英文。"]
)
def test_the_whole_translated(ask: str) -> None:
    assert scope_of([ask], "山岗社区菜园扩建一倍", BODY).whole
