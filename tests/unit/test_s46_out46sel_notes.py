"""F16 (outside46a): the model's signature, version label and inline note on its edit are
notes, never the article's; an article's own lines of the same shape stay."""

import pytest

from app.editing.align import is_aside
from app.editing.edit_remarks import assistant_signs as _assistant_signs


@pytest.mark.parametrize(
    "line",
    [
        "— Revised by your AI assistant",
        "Polished by your writing assistant.",
        "Edited version — tone: warm, inviting.",
        "Revised draft: friendlier, same facts",
        "——由AI助手润色",
        "由写作助手修改",
        "修改版：语气更亲切",
    ],
)
def test_signature_and_version_label_are_notes(line):
    assert _assistant_signs(line)


@pytest.mark.parametrize(
    "line",
    ["Revised by the board in 2020.", "New version: see the website", "由校长签发", "编辑：林晓雯"],
)
def test_article_lines_of_like_shape_are_kept(line):
    assert not _assistant_signs(line)


@pytest.mark.parametrize(
    "note", ["(Made warmer.)", "(Made it more polite.)", "（已改得更客气）", "（已改短）"]
)
def test_inline_note_on_the_edit_is_an_aside(note):
    assert is_aside(note, "He is shy. 请大家理解。")


@pytest.mark.parametrize("text", ["(Made in France.)", "（免费入场）", "(Bring a friend.)"])
def test_article_brackets_are_not_asides(text):
    assert not is_aside(text, "He is shy.")
