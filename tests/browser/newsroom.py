"""A small newsroom for browser tests: the offline app (the rules editor) with a writer and an
editor, each request made by its X-Test-Actor, and pages opened as one of them."""

import json
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.main import create_app
from app.settings import Settings
from app.testing.acting import ActingAs, user
from app.testing.live_server import LiveServer

ACTORS = {
    "writer": user("u-lin", "Lin Wei", "writer"),
    "editor": user("u-ana", "Ana Editor", "editor"),
}


@dataclass
class Newsroom:
    url: str

    def call(self, who: str, method: str, path: str, body: Any = None) -> Any:
        request = urllib.request.Request(
            self.url + path,
            data=None if body is None else json.dumps(body).encode(),
            method=method,
            headers={"content-type": "application/json", "x-test-actor": who},
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read() or b"null")

    def edited_article(self, title: str, body: str, suggestion: str) -> tuple[dict, dict]:
        """A writer's article and the revision one suggestion made of it."""
        article = self.call("writer", "POST", "/api/contents", {"title": title, "body": body})
        sent = self.call(
            "writer", "POST", "/api/chat/send", {"content_id": article["id"], "message": suggestion}
        )
        return article, sent["revision"]


@contextmanager
def serving(data: Path) -> Iterator[Newsroom]:
    """The app on 127.0.0.1 with its data in `data`, stopped afterwards."""
    settings = Settings(_env_file=None, data_dir=data)  # type: ignore[call-arg]
    server = LiveServer(ActingAs(create_app(settings), ACTORS)).start()
    try:
        yield Newsroom(server.url)
    finally:
        server.stop()


def as_person(browser: Any, newsroom: Newsroom, who: str, **options: Any) -> Any:
    """A page acting as `who`, collecting the page's script errors in `page.errors`."""
    options.setdefault("viewport", {"width": 1280, "height": 860})
    context = browser.new_context(
        base_url=newsroom.url, extra_http_headers={"x-test-actor": who}, **options
    )
    context.set_default_timeout(20000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    return page
