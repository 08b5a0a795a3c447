"""An article's folder replaced by a file (a sync tool, a slip in a shell) while Redline runs.

That one article broke the list (500 for `GET /api/contents`), the home page, search and the
editor's desk for every article; after a restart it silently dropped out of the list, and
`python -m app check` said every article was fine. Now that article alone is damaged: listed
as unreadable, named by `check`; the others work."""

import shutil
from pathlib import Path

from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore
from app.testing.fake_model import FakeModel


def _settings(data_dir: Path) -> Settings:
    return Settings(data_dir=data_dir, style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]


def test_an_article_folder_replaced_by_a_file_damages_that_article_alone(tmp_path: Path) -> None:
    settings = _settings(tmp_path / "data")
    model = FakeModel()
    with TestClient(app=create_app(settings, provider=model)) as client:
        broken = client.post(
            "/api/contents",
            json={"title": "公交", "body": "公交车今天又晚了。\n\n我们等了二十分钟。"},
        ).json()["id"]
        kept = client.post(
            "/api/contents", json={"title": "The bus", "body": "The bus was late.\n\nWe walked."}
        ).json()["id"]
        model.enqueue("The bus\n\nThe bus was late again!\n\nWe walked.")
        sent = client.post("/api/chat/send", json={"content_id": kept, "message": "livelier"})
        assert sent.json()["revision"]["version"] == 2
        folder = settings.data_dir / "contents" / broken
        shutil.move(folder, tmp_path / "aside")
        folder.write_text("not a folder")

        listed = client.get("/api/contents")
        assert listed.status_code == 200, listed.text
        by_id = {c["id"]: c for c in listed.json()}
        assert by_id[kept]["damaged"] is False and by_id[kept]["version"] == 2
        assert by_id[broken]["damaged"] is True
        assert "is damaged" in by_id[broken]["damage"]
        assert client.get("/api/contents?q=bus").status_code == 200
        assert client.get("/api/revisions").status_code == 200
        assert client.get("/").status_code == 200
        read = client.get(f"/api/contents/{broken}")
        assert read.status_code == 500 and "python -m app check" in read.json()["detail"]
        # A suggestion to it says the article is damaged, not that it does not exist.
        sent = client.post("/api/chat/send", json={"content_id": broken, "message": "更生动"})
        assert sent.status_code == 500 and "is damaged" in sent.json()["detail"], sent.text

    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        listed = {c["id"]: c for c in client.get("/api/contents").json()}
        assert listed[broken]["damaged"] is True  # still listed after a restart
        assert listed[kept]["version"] == 2
    report = TinyDBStore(settings.data_dir).check()
    assert any(line.startswith(f"DAMAGED {broken}: its folder") for line in report), report
