"""The HTML pages: the article list, the writer's panel and the persona page.

Pages stay light: they render what is needed for a first paint (the article's text,
the list of contents) and leave the conversation, history and preferences to the
browser, which reads them from the JSON API.
"""

from typing import Any

import anyio
from litestar import Controller, get
from litestar.di import NamedDependency
from litestar.params import FromPath
from litestar.response import Template

from app.domain.errors import NotFound
from app.domain.models import Content
from app.domain.text import CJK_CHAR
from app.store.base import Repository


def word_unit(text: str) -> str:
    """'字' when the text is mostly CJK (each character counts one), else 'words'."""
    sample = text[:2000]
    cjk = len(CJK_CHAR.findall(sample))
    return "字" if cjk and cjk * 2 >= len(sample.split()) else "words"


def _not_found(what: str) -> Template:
    return Template(template_name="_not_found.html", context={"what": what}, status_code=404)


def _content_json(content: Content) -> dict[str, Any]:
    return content.model_dump(mode="json")


class PageController(Controller):
    """Server-rendered pages; everything interactive talks to /api."""

    path = ""
    include_in_schema = False

    @get("/", name="home")
    async def show_home(self, store: NamedDependency[Repository]) -> Template:
        """The article list, with create, import, generate and export."""
        contents = await anyio.to_thread.run_sync(store.list_contents)
        personas = await anyio.to_thread.run_sync(store.list_personas)
        rows = [{"content": c, "unit": word_unit(c.title + " " + c.body)} for c in contents]
        return Template(template_name="index.html", context={"rows": rows, "personas": personas})

    @get("/articles/{content_id:str}", name="article")
    async def show_article(
        self, content_id: FromPath[str], store: NamedDependency[Repository]
    ) -> Template:
        """The writer's panel: the article beside its conversation."""
        try:
            content = await anyio.to_thread.run_sync(store.get_content, content_id)
        except NotFound:
            return _not_found("article")
        persona = None
        if content.persona_id:
            try:
                persona = await anyio.to_thread.run_sync(store.get_persona, content.persona_id)
            except NotFound:
                persona = None
        return Template(
            template_name="article.html",
            context={
                "content": content,
                "content_json": _content_json(content),
                "persona": persona,
                "unit": word_unit(content.title + " " + content.body),
            },
        )

    @get("/personas/{persona_id:str}", name="persona")
    async def show_persona(
        self, persona_id: FromPath[str], store: NamedDependency[Repository]
    ) -> Template:
        """A persona and its learned preferences with their evidence."""
        try:
            persona = await anyio.to_thread.run_sync(store.get_persona, persona_id)
        except NotFound:
            return _not_found("persona")
        return Template(template_name="persona.html", context={"persona": persona})
