"""A JSON reply holding only a paragraph's new text and notes ({"revised_label": "…",
"notes": "…"}) is the edit of the paragraph that text is clearly closest to — never saved as
data, never taken for the model talking."""

import json

from app.editing.formats.structured import restructured

BODY = (
    "These labels go with Gallery 4.\n\n"
    "**Tea caddy**\nChina, 1770–1790\nTea was kept under lock and key.\n\n"
    "Please do not touch the objects."
)
NEW = "**Tea caddy**\nChina, 1770–1790\nTea was so dear that it was kept under lock and key."


def test_a_lone_revised_text_becomes_a_block_for_its_paragraph() -> None:
    reply = "```json\n" + json.dumps({"revised_label": NEW, "notes": "Explained why."}) + "\n```"
    blocks = restructured(reply, "Labels", BODY)
    assert blocks is not None
    assert blocks.startswith(
        "<<<<<<< SEARCH\n**Tea caddy**\nChina, 1770–1790\nTea was kept under lock and key.\n"
        f"=======\n{NEW}\n>>>>>>> REPLACE"
    )


def test_a_lone_text_like_no_paragraph_is_not_read() -> None:
    reply = json.dumps({"revised_text": "Something else entirely, about the weather."})
    assert restructured(reply, "Labels", BODY) is None


def test_a_record_with_another_key_is_not_a_lone_text() -> None:
    reply = json.dumps({"revised_label": NEW, "colour": "blue"})
    assert restructured(reply, "Labels", BODY) is None
