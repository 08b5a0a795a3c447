"""A 405's Allow header and sentence name HEAD wherever GET is answered, as OPTIONS does: a
client that reads Allow from a refusal learns the same methods as one that asks OPTIONS."""

from litestar.testing import TestClient


def methods(allow: str) -> set[str]:
    return {m.strip() for m in allow.split(",")}


def test_a_refused_method_lists_head_beside_get(client: TestClient) -> None:
    content_id = client.post("/api/contents", json={"title": "秋天", "body": "公园。"}).json()["id"]
    for path in ("/api/contents", f"/api/contents/{content_id}", "/healthz"):
        options = client.options(path)
        refused = client.request("PUT" if path != f"/api/contents/{content_id}" else "POST", path)
        assert refused.status_code == 405, (path, refused.status_code)
        assert methods(refused.headers["allow"]) == methods(options.headers["allow"]), path
        assert "HEAD" in methods(refused.headers["allow"])
        assert "HEAD" in refused.json()["detail"], refused.json()["detail"]


def test_a_path_without_get_does_not_claim_head(client: TestClient) -> None:
    refused = client.get("/api/chat/send")
    assert refused.status_code == 405
    assert "HEAD" not in methods(refused.headers["allow"])
    assert "POST" in methods(refused.headers["allow"])
