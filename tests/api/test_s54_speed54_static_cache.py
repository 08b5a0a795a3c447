"""Static assets answered from memory once Litestar answered them, the same headers and bytes,
read again when the file changes, and 304 for a request whose ETag still matches
(app/web/static_cache.py)."""

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from litestar import Litestar
from litestar.static_files import create_static_files_router
from litestar.testing import TestClient

from app.web.static_cache import cached_static


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[TestClient[Any], Path, list[str]]]:
    folder = tmp_path / "static"
    (folder / "js").mkdir(parents=True)
    (folder / "js" / "a.js").write_text("export const a = 1;\n", encoding="utf-8")
    (folder / "js" / "词语.js").write_text('export const 词 = "第一段";\n', encoding="utf-8")
    reached: list[str] = []

    async def count(request: Any) -> None:
        reached.append(request.scope["path"])

    app = Litestar(
        route_handlers=[
            create_static_files_router(path="/static", directories=[folder], before_request=count)
        ]
    )
    app.asgi_handler = cached_static(app.asgi_handler, folder)
    with TestClient(app=app) as client:
        yield client, folder, reached


def _same(first: Any, second: Any) -> None:
    assert second.status_code == first.status_code == 200
    assert second.content == first.content
    assert dict(second.headers) == dict(first.headers)


def test_an_asset_is_answered_from_memory_with_the_same_headers_and_bytes(served):
    client, _, reached = served
    for path in ("/static/js/a.js", "/static/js/词语.js"):
        first = client.get(path)
        second = client.get(path)
        _same(first, second)
        assert reached.count(path) == 1, reached
    assert client.get("/static/js/词语.js").text == 'export const 词 = "第一段";\n'


def test_a_changed_file_is_read_again(served):
    client, folder, reached = served
    before = client.get("/static/js/a.js")
    time.sleep(0.01)  # a later modification time even on a coarse clock
    (folder / "js" / "a.js").write_text("export const a = 22;\n", encoding="utf-8")
    after = client.get("/static/js/a.js")
    assert after.text == "export const a = 22;\n"
    assert after.headers["etag"] != before.headers["etag"]
    assert reached.count("/static/js/a.js") == 2
    _same(after, client.get("/static/js/a.js"))


def test_a_removed_file_is_litestars_404(served):
    client, folder, _ = served
    assert client.get("/static/js/a.js").status_code == 200
    (folder / "js" / "a.js").unlink()
    assert client.get("/static/js/a.js").status_code == 404


def test_a_matching_etag_is_answered_304_without_the_file(served):
    client, _, _ = served
    for path in ("/static/js/a.js", "/static/js/词语.js"):
        for _ in range(2):  # from Litestar's answer, then from memory
            tag = client.get(path).headers["etag"]
            for given in (tag, f"W/{tag}", f'"other", {tag}', "*"):
                again = client.get(path, headers={"if-none-match": given})
                assert again.status_code == 304, given
                assert again.content == b""
                assert again.headers["etag"] == tag
                assert again.headers.get("content-length", "0") == "0"
            other = client.get(path, headers={"if-none-match": '"other"'})
            assert other.status_code == 200 and other.content


def test_a_head_is_the_gets_headers_without_a_body(served):
    client, _, _ = served
    got = client.get("/static/js/a.js")
    head = client.head("/static/js/a.js")
    assert head.status_code == 200 and head.content == b""
    assert head.headers["etag"] == got.headers["etag"]
    assert head.headers["content-length"] == got.headers["content-length"]


def test_a_query_string_or_a_missing_file_goes_to_litestar(served):
    client, _, reached = served
    client.get("/static/js/a.js")
    client.get("/static/js/a.js?v=1")
    client.get("/static/js/a.js?v=1")
    assert reached.count("/static/js/a.js") == 3
    assert client.get("/static/js/missing.js").status_code == 404


def test_the_apps_assets_keep_their_security_headers_on_a_304(tmp_path: Path):
    from app.main import create_app
    from app.settings import Settings

    settings = Settings(data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]
    with TestClient(app=create_app(settings)) as client:
        first = client.get("/static/js/labels.js")
        second = client.get("/static/js/labels.js")
        _same(first, second)
        assert "content-security-policy" in first.headers
        again = client.get("/static/js/labels.js", headers={"if-none-match": first.headers["etag"]})
        assert again.status_code == 304 and again.content == b""
        assert again.headers["content-security-policy"] == first.headers["content-security-policy"]
        # Pages still say no-store; assets are left to the browser's own rules, as before.
        assert client.get("/").headers["cache-control"] == "no-store"
        assert "cache-control" not in first.headers


def test_an_answer_that_sets_a_cookie_is_never_replayed(tmp_path: Path):
    """An asset answered with a Set-Cookie (app/web/auth.py clears a session cookie another
    site tossed in, on any path) was meant for that one browser: the next request reaches the
    app again and gets no cookie it was not sent."""
    folder = tmp_path / "static"
    folder.mkdir()
    (folder / "a.js").write_text("export const a = 1;\n", encoding="utf-8")
    reached: list[str] = []

    async def count(request: Any) -> None:
        reached.append(request.scope["path"])

    app = Litestar(
        route_handlers=[
            create_static_files_router(path="/static", directories=[folder], before_request=count)
        ]
    )
    inner = app.asgi_handler

    async def clearing_once(scope: Any, receive: Any, send: Any) -> None:
        async def sending(message: Any) -> None:
            if message["type"] == "http.response.start" and len(reached) == 1:
                cleared = (b"set-cookie", b'session=""; Domain=example.org; Max-Age=0')
                message = {**message, "headers": [*message.get("headers", []), cleared]}
            await send(message)

        await inner(scope, receive, sending)

    app.asgi_handler = cached_static(clearing_once, folder)
    with TestClient(app=app) as client:
        assert "set-cookie" in client.get("/static/a.js").headers
        second = client.get("/static/a.js")
        assert second.status_code == 200 and "set-cookie" not in second.headers
        assert reached == ["/static/a.js", "/static/a.js"]
        client.get("/static/a.js")
        assert reached == ["/static/a.js", "/static/a.js"]  # the clean answer is kept
