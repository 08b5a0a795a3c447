"""Session-10 fidelity: search/replace pairs written without block markers (labelled or in
tags) are applied as blocks, never read as a whole article made of their two halves."""

from __future__ import annotations

from app.editing.formats.block_dress import with_markers
from app.editing.formats.blocks import has_blocks, read_blocks
from tests.unit.judging import applied, judge

TITLE = "Canal walk"
BODY = "The towpath starts at the lock.\n\nIt is flat for three miles.\n\nThe café shuts at four."
NEW = BODY.replace("shuts at four", "shuts at five")
ZH = "步道从船闸开始。\n\n前五公里都很平坦。\n\n咖啡馆四点关门。"


def test_labelled_and_tagged_pairs_are_blocks() -> None:
    for reply in (
        "SEARCH:\nThe café shuts at four.\nREPLACE:\nThe café shuts at five.",
        "**Search:** shuts at four\n**Replace:** shuts at five",
        "Find: The café shuts at four.\nReplace with: The café shuts at five.\n\nAll done!",
        "<search>The café shuts at four.</search>\n<replace>The café shuts at five.</replace>",
        "<old_text>\nshuts at four\n</old_text>\n<new_text>\nshuts at five\n</new_text>",
    ):
        assert has_blocks(reply), reply
        revised = applied(judge(TITLE, BODY, "Change the closing time to five.", reply))
        assert revised.body == NEW, reply


def test_chinese_labelled_pairs_are_blocks() -> None:
    reply = "查找：咖啡馆四点关门。\n替换为：咖啡馆五点关门。"
    revised = applied(judge("运河步道", ZH, "关门时间改成五点。", reply))
    assert revised.body == ZH.replace("四点关门", "五点关门")


def test_two_pairs_and_their_ends() -> None:
    reply = "SEARCH: lock\nREPLACE: old lock\n\nSEARCH: three miles\nREPLACE: five km\n\nThanks!"
    blocks = read_blocks(reply, BODY).blocks
    assert [(b.search, b.replace) for b in blocks] == [
        ("lock", "old lock"),
        ("three miles", "five km"),
    ]


def test_an_article_with_such_labels_or_tags_is_left_alone() -> None:
    article = "Search: type a word.\nReplace: type another.\n\nThen press Enter."
    assert with_markers(article, article) == article
    assert not has_blocks("Search engines are useful.\n\nReplace your filter yearly.")


def test_a_how_to_with_search_and_replace_lines_is_read_as_an_article() -> None:
    body = "Open the editor.\n\nSearch: type the old word.\nReplace: type the new one.\n\nSave."
    new = body.replace("Save.", "Save the file.")
    reply = f"How to\n\n{new}"
    assert not has_blocks(reply, body)
    assert applied(judge("How to", body, "Make the last paragraph clearer.", reply)).body == new
