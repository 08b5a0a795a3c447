"""What a model's reply carries that the writer never typed and no reader sees — decomposed
accents, Markdown escapes — is read in the writer's forms, so it is never saved; the article's
own backslashes and decomposed accents stay the writer's."""

from __future__ import annotations

import unicodedata

from app.editing.controls import as_typed

ARTICLE = "Tea at Café Noé after each work day. Follow #ElmStreetGrows."


def test_decomposed_accents_are_composed_as_the_article_writes_them() -> None:
    reply = unicodedata.normalize("NFD", "Tea at Café Noé, then home.")
    assert as_typed(reply, ARTICLE) == "Tea at Café Noé, then home."


def test_markdown_escapes_are_dropped_from_an_article_without_backslashes() -> None:
    reply = r"Write to garden\_team@elm.org, follow \#ElmStreetGrows\!" + "\n\\* Gloves"
    assert (
        as_typed(reply, ARTICLE)
        == "Write to garden_team@elm.org, follow #ElmStreetGrows!\n* Gloves"
    )


def test_an_article_with_backslashes_or_decomposed_accents_keeps_them_in_the_reply() -> None:
    code = r"Match a dot with \. and a star with \*."
    assert as_typed(code, code + " Done.") == code
    nfd = unicodedata.normalize("NFD", "Café")
    assert as_typed(nfd + " again", nfd) == nfd + " again"
