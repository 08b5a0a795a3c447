"""The data directory turned read-only under a running server (a disk remounted read-only
after an error, a permission changed): a plain send answered "The data directory could not be
written (Read-only file system); nothing was saved.", but the same send streamed answered the
generic "Something went wrong on our side. Part of this change may have been saved" — the
stream wraps the refusal ("the turn failed before it started"), and the wrapper was all the
error handler read. Now both say what happened; nothing was saved, and once the directory can
be written again the next send works."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.store import tinydb_store

REFUSED = "The data directory could not be written (Read-only file system); nothing was saved."


@pytest.mark.parametrize("streamed", [False, True])
def test_a_read_only_data_dir_is_said_as_such_streamed_or_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, streamed: bool
) -> None:
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None
    )
    with TestClient(app=create_app(settings)) as client:
        made = client.post("/api/contents", json={"title": "周末", "body": "一。\n\n二。"}).json()
        ask = {"content_id": made["id"], "message": "把“二”改成“三”"}
        path = "/api/chat/send" + ("?stream=true" if streamed else "")

        def read_only(where: Path, held: list[int]) -> Any:
            raise OSError(errno.EROFS, "Read-only file system", str(where))

        with monkeypatch.context() as patched:
            patched.setattr(tinydb_store, "_try_flock", read_only)
            patched.setattr(tinydb_store, "_flock", read_only)
            refused = client.post(path, json=ask)
        assert refused.status_code == 500
        assert refused.json()["detail"] == REFUSED
        # Nothing was saved, as said: the article has no conversation yet.
        assert client.get(f"/api/chat/sessions/{made['id']}").status_code == 404

        sent = client.post("/api/chat/send", json=ask)
        assert sent.json()["assistant_message"]["status"] == "ok"
        assert client.get(f"/api/contents/{made['id']}").json()["body"] == "一。\n\n三。"
