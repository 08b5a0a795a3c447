"""A paragraph that is one Markdown image (`![alt](file.png "title")`): its description and
its file, so a change to it is told as the image's, not as sentences of prose."""

import re

_IMAGE = re.compile(r"!\[([^\]\n]*)\]\(\s*<?([^)\s>]+)>?(?:\s+[\"'(][^\n]*?[\"')])?\s*\)")


def image_of(paragraph: str) -> tuple[str, str] | None:
    """(description, file) of a paragraph that is a single image, else None."""
    match = _IMAGE.fullmatch(paragraph.strip())
    return (match[1].strip(), match[2]) if match else None
