"""Importing a file as a new article's text: a Word document (.docx) read into the Markdown
Redline writes, with what it could not carry counted (app/web/word_import.py). Nothing is
saved: the answer fills the new-article form, which the writer checks and creates."""

import base64
import binascii
from functools import partial

import anyio.to_thread
from litestar import Controller, post
from litestar.di import NamedDependency
from litestar.params import JSONBody

from app.domain.errors import InvalidInput, TooLarge
from app.settings import Settings
from app.web.schemas import WordFile
from app.web.word_import import NotWord, TooLong, WordImport, read_docx

NOT_WORD = (
    "The file could not be read as a Word document (.docx): open it in Word, save it as .docx "
    "and import it again, or copy its text and paste it."
)


def too_long(error: TooLong) -> str:
    """The 413 sentence for a Word document longer than an article may be."""
    split = "split it into shorter documents and import each, or paste part of its text."
    if error.part is not None:
        return (
            f"The Word document is too large to import: its part {error.part} unpacks to more "
            f"than {error.chars // 1_000_000:,} MB, more than an article of at most "
            f"{error.limit:,} characters takes; {split}"
        )
    said = "at least " if error.at_least else ""
    return (
        f"The Word document is {said}{error.chars:,} characters as an article; the limit is "
        f"{error.limit:,}: {split}"
    )


class ImportController(Controller):
    path = "/api/imports"
    tags = ["imports"]

    @post("/word", status_code=200)
    async def import_word(
        self, data: JSONBody[WordFile], settings: NamedDependency[Settings]
    ) -> WordImport:
        """A .docx file (base64) read as an article: title, Markdown body, what was left out."""
        try:
            document = base64.b64decode(data.docx, validate=True)
        except (binascii.Error, ValueError) as error:
            raise InvalidInput(
                "docx is not base64: send the file's bytes in base64.", field="docx"
            ) from error
        read = partial(read_docx, document, settings.max_article_chars)
        try:
            # Off the event loop: a long document takes a moment to walk.
            return await anyio.to_thread.run_sync(read)
        except NotWord as error:
            raise InvalidInput(NOT_WORD, field="docx") from error
        except TooLong as error:
            raise TooLarge(too_long(error)) from error
