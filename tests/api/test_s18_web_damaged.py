"""A damaged header.json (an outside tester's finding, session 18): every request about that
article answers with a sentence naming what is wrong and what to run, nothing is written over
what is left of it, the other articles work — and an export link of the list opened in a tab
gets the damaged article's page, not the API's JSON."""

from pathlib import Path

from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings

PAGE = {"accept": "text/html,application/xhtml+xml,*/*;q=0.8"}


def test_a_damaged_header_is_said_in_a_sentence_and_nothing_is_written_over_it(
    tmp_path: Path,
) -> None:
    settings = Settings(data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]
    with TestClient(app=create_app(settings)) as client:
        article = {"title": "公交", "body": "公交车今天又晚了。\n\n我们等了二十分钟。"}
        broken = client.post("/api/contents", json=article).json()
        kept = client.post("/api/contents", json={"title": "The bus", "body": "The bus was late."})
        header = settings.data_dir / "contents" / broken["id"] / "header.json"
        torn = header.read_bytes()[:60]
        header.write_bytes(torn)
        versions = sorted((header.parent / "versions").iterdir())
        kept_versions = [v.read_bytes() for v in versions]

        tries = [
            client.get(f"/api/contents/{broken['id']}"),
            client.patch(f"/api/contents/{broken['id']}", json={"title": "新标题"}),
            client.put(
                f"/api/contents/{broken['id']}", json={"body": "新的正文。", "base_version": 1}
            ),
            client.post(
                "/api/chat/send", json={"content_id": broken["id"], "message": "把“二十”改成“三十”"}
            ),
            client.get(f"/articles/{broken['id']}/download?format=md"),
        ]
        for answer in tries:
            assert answer.status_code == 500, answer.text
            detail = answer.json()["detail"]
            assert f"Article '{broken['id']}' is damaged" in detail, detail
            assert "python -m app check" in detail, detail
        assert header.read_bytes() == torn
        assert [v.read_bytes() for v in versions] == kept_versions

        for download in ("md", "docx", "txt"):
            page = client.get(f"/articles/{broken['id']}/download?format={download}", headers=PAGE)
            assert page.status_code == 500
            assert page.headers["content-type"].startswith("text/html"), page.text[:200]
            assert "This article is damaged" in page.text
            assert "python -m app check" in page.text
        assert client.get(f"/api/contents/{kept.json()['id']}").status_code == 200
        listed = {c["id"]: c for c in client.get("/api/contents").json()}
        assert listed[broken["id"]]["damaged"] is True
        assert listed[broken["id"]]["title"] == "公交"
