"""The OpenAPI document declares, for each operation, the error statuses it can answer and
not the others: every operation listed the same thirteen (GET /healthz a 401, a 409 and a
415; every GET a 415 and a 502), and none listed 408, 414 or 431, which the server answers.
A generated client now sees what each call can really meet."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings


@pytest.fixture
def client(settings: Settings):
    with TestClient(app=create_app(settings)) as client:
        yield client


@pytest.fixture
def operations(client: TestClient) -> dict[tuple[str, str], set[str]]:
    paths: dict[str, dict[str, Any]] = client.get("/schema/openapi.json").json()["paths"]
    return {
        (method, path): set(operation["responses"])
        for path, item in paths.items()
        for method, operation in item.items()
        if method in ("get", "post", "put", "patch", "delete")
    }


def test_the_liveness_probe_declares_no_accounts_or_records(
    operations: dict[tuple[str, str], set[str]],
) -> None:
    assert operations[("get", "/healthz")] == {"200", "400", "405", "413", "414", "431", "500"}


def test_reads_declare_no_body_problems_and_writes_do(
    operations: dict[tuple[str, str], set[str]],
) -> None:
    for (method, path), statuses in operations.items():
        if not path.startswith("/api"):
            continue
        assert {"400", "401", "403", "404", "413", "414", "431", "500", "503"} <= statuses
        if method == "get":
            assert not statuses & {"408", "409", "415", "422", "502"}, path
        else:
            assert {"408", "409", "415"} <= statuses, (method, path)
    with_502 = {op for op, statuses in operations.items() if "502" in statuses}
    assert with_502 == {("post", "/api/contents/generate")}


def test_what_the_server_answers_is_declared(
    client: TestClient, operations: dict[tuple[str, str], set[str]]
) -> None:
    made = client.post("/api/contents", json={"title": "秋天", "body": "第一段。"}).json()
    content_id = made["id"]
    answers = [
        (
            "put",
            "/api/contents/{content_id}",
            client.put(f"/api/contents/{content_id}", json={"body": "改了。", "base_version": 7}),
        ),
        ("get", "/api/contents", client.get("/api/contents?trashed=1&trashed=0")),
        (
            "get",
            "/api/contents",
            client.get("/api/contents", headers={"content-length": str(9 * 1024 * 1024)}),
        ),
        (
            "post",
            "/api/contents",
            client.post(
                "/api/contents", content=b"title=x", headers={"content-type": "text/plain"}
            ),
        ),
        (
            "post",
            "/api/contents/generate",
            client.post("/api/contents/generate", json={"brief": "写一段", "persona_id": "nope"}),
        ),
    ]
    seen = [(method, path, str(answer.status_code)) for method, path, answer in answers]
    assert [status for *_, status in seen] == ["409", "400", "413", "415", "404"]
    for method, path, status in seen:
        assert status in operations[(method, path)], (method, path, status)
