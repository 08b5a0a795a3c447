"""A JSON reply holding only a label's new text and notes ({"revised_label": "…", "notes":
"…"}, blind33's labels kind) is that text — never saved as data, never taken for the model
talking."""

import json

from app.editing.formats.structured import restructured

BODY = (
    "These labels go with Gallery 4.\n\n"
    "**Tea caddy**\nChina, 1770–1790\nTea was kept under lock and key.\n\n"
    "Please do not touch the objects."
)
NEW = "**Tea caddy**\nChina, 1770–1790\nTea was so dear that it was kept under lock and key."


def test_a_lone_revised_label_is_the_answer() -> None:
    reply = "```json\n" + json.dumps({"revised_label": NEW, "notes": "Explained why."}) + "\n```"
    assert restructured(reply, "Labels", BODY) == NEW


def test_a_lone_text_like_no_paragraph_is_not_read() -> None:
    reply = json.dumps({"revised_text": "Something else entirely, about the weather."})
    assert restructured(reply, "Labels", BODY) is None
