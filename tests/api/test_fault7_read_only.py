"""The data directory becomes read-only while the server runs (a disk remounted read-only
after an error, a restored backup mounted as it is): the articles can still be listed and
read, and a change is refused with a sentence that says nothing was saved — it was not.
A full disk refuses a persona or a comment with 507 and says so."""

import errno
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.store import atomic

WRITING = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


@contextmanager
def refusing_writes(data_dir: Path, error: int) -> Iterator[None]:
    """Every write under `data_dir` fails with `error`, as the kernel answers it."""
    inside = str(data_dir.resolve())

    def under(path: Any) -> bool:
        return isinstance(path, (str, os.PathLike)) and os.path.abspath(path).startswith(inside)

    def refused(path: Any) -> OSError:
        return OSError(error, os.strerror(error), str(path))

    real_open, real_mkdir = os.open, os.mkdir
    real_unlink, real_replace, real_rename = os.unlink, os.replace, os.rename

    def guarded(real: Callable[..., Any]) -> Callable[..., Any]:
        def call(path: Any, *args: Any, **kwargs: Any) -> Any:
            if under(path):
                raise refused(path)
            return real(path, *args, **kwargs)

        return call

    def opening(path: Any, flags: int, *args: Any, **kwargs: Any) -> Any:
        if flags & WRITING and under(path):
            raise refused(path)
        return real_open(path, flags, *args, **kwargs)

    patch = pytest.MonkeyPatch()
    patch.setattr(os, "open", opening)
    patch.setattr(os, "mkdir", guarded(real_mkdir))
    patch.setattr(os, "unlink", guarded(real_unlink))
    patch.setattr(os, "replace", guarded(real_replace))
    patch.setattr(os, "rename", guarded(real_rename))
    try:
        yield
    finally:
        patch.undo()


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    settings = Settings(data_dir=tmp_path / "data", _env_file=None)  # type: ignore[call-arg]
    with TestClient(app=create_app(settings)) as test_client:
        yield test_client


def _article(client: TestClient) -> str:
    content_id = str(
        client.post(
            "/api/contents",
            json={"title": "周末", "body": "我们等了二十分钟。\n\nThe bus never came."},
        ).json()["id"]
    )
    sent = client.post(
        "/api/chat/send",
        json={"content_id": content_id, "message": "把“二十”改成“三十”"},
    )
    assert sent.json()["content"]["version"] == 2
    return content_id


def test_a_read_only_data_directory_is_still_listed_and_read(
    client: TestClient, tmp_path: Path
) -> None:
    content_id = _article(client)
    with refusing_writes(tmp_path / "data", errno.EROFS):
        listed = client.get("/api/contents")
        assert listed.status_code == 200, listed.text
        assert [(c["id"], c["version"]) for c in listed.json()] == [(content_id, 2)]
        assert client.get(f"/api/contents/{content_id}").json()["body"].startswith("我们等了三十")
        assert client.get(f"/api/chat/sessions/{content_id}").status_code == 200
        assert client.get("/").status_code == 200


def test_a_change_refused_by_a_read_only_data_directory_says_nothing_was_saved(
    client: TestClient, tmp_path: Path
) -> None:
    content_id = _article(client)
    before = client.get(f"/api/chat/sessions/{content_id}").json()
    with refusing_writes(tmp_path / "data", errno.EROFS):
        sent = client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "删除第二段"}
        )
        edited = client.put(
            f"/api/contents/{content_id}", json={"body": "新的正文。", "base_version": 2}
        )
    for answer in (sent, edited):
        assert answer.status_code == 500
        assert answer.json()["detail"] == (
            "The data directory could not be written (Read-only file system); nothing was saved."
        )
    # As it said: the message was not kept, the article did not move.
    assert client.get(f"/api/chat/sessions/{content_id}").json() == before
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 2


def test_a_full_disk_refuses_a_persona_or_a_comment_with_507(
    client: TestClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    content_id = _article(client)
    revision_id = client.get(f"/api/contents/{content_id}/history").json()[0]["id"]

    def full(*args: Any, **kwargs: Any) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic, "_write_all", full)  # every file write: ENOSPC
    for answer in (
        client.post("/api/personas", json={"name": "新闻腔"}),
        client.post(f"/api/revisions/{revision_id}/comments", json={"text": "好多了"}),
    ):
        assert answer.status_code == 507, answer.text
        assert answer.json()["detail"] == (
            "The disk is full, so this change could not be saved. Free some space and try again."
        )
    monkeypatch.undo()
    assert [p["name"] for p in client.get("/api/personas").json()] == ["My voice"]
    assert client.get(f"/api/revisions/{revision_id}/comments").json() == []
