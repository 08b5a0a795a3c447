"""A folder where a store file belongs (a restore gone wrong, a stray `mkdir`: `index.json/`,
an article's `header.json/`, a message segment) no longer keeps the server from starting:
it is moved aside, renamed and kept, and the file is rebuilt — the list from the headers, a
header from its journals — or the article is named as damaged."""

from __future__ import annotations

from pathlib import Path

from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.store import recovery
from app.store.tinydb_store import TinyDBStore


def _articles(data_dir: Path) -> tuple[str, str]:
    """Two articles, the first edited once (V2): its id and the other's."""
    settings = Settings(data_dir=data_dir, _env_file=None)  # type: ignore[call-arg]
    with TestClient(app=create_app(settings)) as client:
        first = client.post(
            "/api/contents", json={"title": "周末", "body": "我们等了二十分钟。\n\n车没来。"}
        ).json()["id"]
        other = client.post(
            "/api/contents", json={"title": "Bus", "body": "We waited twenty minutes."}
        ).json()["id"]
        sent = client.post(
            "/api/chat/send", json={"content_id": first, "message": "把“二十”改成“三十”"}
        )
        assert sent.json()["content"]["version"] == 2
    return first, other


def _into_folder(path: Path) -> None:
    path.unlink()
    path.mkdir()
    (path / "stray.txt").write_text("left by a restore")


def test_index_and_header_folders_are_moved_aside_and_rebuilt(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    first, other = _articles(data_dir)
    _into_folder(data_dir / "index.json")
    _into_folder(data_dir / "contents" / first / "header.json")

    store = TinyDBStore(data_dir)  # raised IsADirectoryError: the server could not start
    try:
        assert any("moved aside the folder" in line for line in store.recovered)
        listed = {c.id: c.version for c in store.list_contents()}
        assert listed == {first: 2, other: 1}
        assert store.get_content(first).body == "我们等了三十分钟。\n\n车没来。"
        # Kept, under another name, with what was in it.
        kept = [p for p in data_dir.iterdir() if p.name.startswith("index.json.folder-set-aside")]
        assert [(p / "stray.txt").read_text() for p in kept] == ["left by a restore"]
    finally:
        store.close()


def test_a_segment_folder_leaves_the_other_articles_working_and_check_writes_it_again(
    tmp_path: Path,
) -> None:
    data_dir = tmp_path / "data"
    first, other = _articles(data_dir)
    (segment,) = (data_dir / "contents" / first / "messages").iterdir()
    _into_folder(segment)

    store = TinyDBStore(data_dir)
    try:
        assert store.get_content(other).version == 1
        report = recovery.check(store)
        # The messages the segment held come back from their commits' journals.
        assert any("written again from the journals" in line for line in report), report
        assert not any(line.startswith("DAMAGED") for line in report), report
        assert [m.role for m in store.list_messages(first)] == ["system", "user", "assistant"]
    finally:
        store.close()
