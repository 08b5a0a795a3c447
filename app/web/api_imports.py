"""Importing a file as a new article's text: a Word document (.docx) read into the Markdown
Redline writes, with what it could not carry counted (app/web/word_import.py). Nothing is
saved: the answer fills the new-article form, which the writer checks and creates."""

import base64
import binascii

import anyio.to_thread
from litestar import Controller, post
from litestar.params import JSONBody

from app.domain.errors import InvalidInput
from app.web.schemas import WordFile
from app.web.word_import import NotWord, WordImport, read_docx

NOT_WORD = (
    "The file could not be read as a Word document (.docx): open it in Word, save it as .docx "
    "and import it again, or copy its text and paste it."
)


class ImportController(Controller):
    path = "/api/imports"
    tags = ["imports"]

    @post("/word", status_code=200)
    async def import_word(self, data: JSONBody[WordFile]) -> WordImport:
        """A .docx file (base64) read as an article: title, Markdown body, what was left out."""
        try:
            document = base64.b64decode(data.docx, validate=True)
        except (binascii.Error, ValueError) as error:
            raise InvalidInput(
                "docx is not base64: send the file's bytes in base64.", field="docx"
            ) from error
        try:
            # Off the event loop: a long document takes a moment to walk.
            return await anyio.to_thread.run_sync(read_docx, document)
        except NotWord as error:
            raise InvalidInput(NOT_WORD, field="docx") from error
