"""What shows a writer's articles is never kept by a shared or back-button cache: the API's
JSON and the pages were `no-store`, but an article's download was not. HSTS is sent only
when the request came over https (over http a browser ignores it, and a proxy may still
serve the same app in the clear on loopback)."""

from pathlib import Path

from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings


def _settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path / "data", _env_file=None)  # type: ignore[call-arg]


def test_what_shows_an_article_is_not_stored_and_assets_may_be(tmp_path: Path) -> None:
    with TestClient(app=create_app(_settings(tmp_path))) as client:
        made = client.post("/api/contents", json={"title": "周末", "body": "今天天气很好。"})
        content_id = made.json()["id"]
        for path in (
            f"/api/contents/{content_id}",
            f"/articles/{content_id}",
            f"/articles/{content_id}/download",
            "/",
        ):
            response = client.get(path)
            assert response.status_code == 200, path
            assert response.headers["cache-control"] == "no-store", path
            assert "strict-transport-security" not in response.headers, path
        asset = client.get("/static/app.css")
        assert asset.status_code == 200
        assert "no-store" not in asset.headers.get("cache-control", "")


def test_hsts_only_over_https(tmp_path: Path) -> None:
    app = create_app(_settings(tmp_path))
    with TestClient(app=app, base_url="https://testserver.local") as client:
        response = client.get("/")
        assert response.headers["strict-transport-security"] == "max-age=31536000"
        assert response.headers["cache-control"] == "no-store"


def test_answers_no_route_takes_carry_the_same_headers(tmp_path: Path) -> None:
    # A path no route takes, a method a path does not take: answered by the router before
    # any middleware ran, they had no CSP, no nosniff and no no-store (an outside tester).
    with TestClient(app=create_app(_settings(tmp_path))) as client:
        for method, path, status in (
            ("GET", "/api/nothing", 404),
            ("GET", "/articles/%3Cscript%3Ealert(1)%3C%2Fscript%3E/x", 404),
            ("PATCH", "/api/chat/send", 405),
        ):
            response = client.request(method, path)
            assert response.status_code == status, (method, path)
            assert response.headers["cache-control"] == "no-store", path
            assert response.headers["x-content-type-options"] == "nosniff", path
            assert "default-src 'self'" in response.headers["content-security-policy"], path
