"""What a sweep of every route with hostile input found (session 30, faults)."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings


@pytest.mark.parametrize("prefix", ["/static/", "/schema-assets/"])
@pytest.mark.parametrize("name", ["%00", "app%00.css", "a" * 3000, "js/" + "é" * 200])
def test_an_asset_path_no_file_can_have_is_a_404(
    settings: Settings, prefix: str, name: str
) -> None:
    """A NUL or a name longer than a file system takes answered 500 ("embedded null byte",
    "File name too long"): it names no file, as any missing one."""
    with TestClient(app=create_app(settings), raise_server_exceptions=False) as client:
        answer = client.get(prefix + name)
        assert answer.status_code == 404, answer.text
        assert answer.json()["detail"].startswith("Nothing is at /")
        assert client.get("/static/app.css").status_code == 200
