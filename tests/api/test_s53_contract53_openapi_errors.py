"""The served OpenAPI document says of errors and new things what docs/api.md says: every
error answer is `{status_code, detail, extra}` with all three present (`extra` null or a list
of `{key?, message, source?}`), and a 201 that docs/api.md says carries `Location` declares
it required. The document's 400 was Litestar's own ("Validation Exception", `extra` an
object in its example, `extra` not required), and `Location` was optional, so a client
generated from /schema could neither rely on `extra` nor on where the new thing is."""

import re
from pathlib import Path
from typing import Any

import jsonschema_rs
from litestar.testing import TestClient

DOCS = Path(__file__).resolve().parents[2] / "docs" / "api.md"
# docs/api.md: "→ 201 Content … with `Location: /api/contents/{id}`" and the persona's the same.
LOCATED = {
    ("post", "/api/contents"),
    ("post", "/api/contents/generate"),
    ("post", "/api/personas"),
}


def _operations(document: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [
        (method, path, operation)
        for path, item in document["paths"].items()
        for method, operation in item.items()
        if method in ("get", "put", "post", "patch", "delete")
    ]


def _error_schema(document: dict[str, Any], response: dict[str, Any]) -> dict[str, Any]:
    schema = response["content"]["application/json"]["schema"]
    if "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return schema


def test_every_error_answer_declares_the_whole_error_shape(client: TestClient) -> None:
    document = client.get("/schema/openapi.json").json()
    checked = 0
    for method, path, operation in _operations(document):
        for status, response in operation["responses"].items():
            if not status.startswith(("4", "5")):
                continue
            schema = _error_schema(document, response)
            where = f"{method.upper()} {path} {status}"
            assert set(schema["required"]) == {"status_code", "detail", "extra"}, where
            validator = jsonschema_rs.validator_for(
                {**schema, "components": document["components"]}
            )
            field = {"key": "title", "message": "must be at most 500 characters"}
            assert validator.is_valid({"status_code": 400, "detail": "d", "extra": [field]}), where
            assert validator.is_valid({"status_code": 404, "detail": "d", "extra": None}), where
            # Not the shapes docs/api.md never gives: an object, an item without its message.
            assert not validator.is_valid({"status_code": 400, "detail": "d", "extra": {}}), where
            assert not validator.is_valid(
                {"status_code": 400, "detail": "d", "extra": [{"key": "title"}]}
            ), where
            assert not validator.is_valid({"status_code": 400, "detail": "d"}), where
            checked += 1
    assert checked > 400  # every operation's every error status


def test_real_400s_fit_the_declared_error_shape(client: TestClient) -> None:
    document = client.get("/schema/openapi.json").json()
    schema = _error_schema(document, document["paths"]["/api/contents"]["post"]["responses"]["400"])
    validator = jsonschema_rs.validator_for({**schema, "components": document["components"]})
    answers = [
        client.post("/api/contents", json={"title": "a" * 501, "body": "b"}),
        client.post("/api/contents", json=[1]),
        client.post("/api/contents", content=b"{", headers={"content-type": "application/json"}),
        client.post("/api/contents", content=b"", headers={"content-type": "application/json"}),
        client.get("/api/contents?include_body=maybe"),
        client.get("/api/contents/x/versions/01"),
        client.put("/api/contents/x/sharing", json={}),
    ]
    for answer in answers:
        assert answer.status_code == 400, answer.text
        errors = [e.message for e in validator.iter_errors(answer.json())]
        assert not errors, (answer.json(), errors)


def test_a_201_with_a_location_declares_it_required(client: TestClient) -> None:
    document = client.get("/schema/openapi.json").json()
    for method, path in LOCATED:
        made = document["paths"][path][method]["responses"]["201"]
        assert made["headers"]["Location"]["required"] is True, path
    answer = client.post("/api/contents", json={"title": "秋天", "body": "十五个人。"})
    assert answer.headers["location"] == f"/api/contents/{answer.json()['id']}"
    persona = client.post("/api/personas", json={"name": "记者"})
    assert persona.headers["location"] == f"/api/personas/{persona.json()['id']}"


def test_every_shape_docs_api_names_is_a_schema_of_the_document(client: TestClient) -> None:
    """A client generator names its types after `components.schemas`: each shape docs/api.md
    defines is there under its name, or under the one the document says it has there."""
    document = client.get("/schema/openapi.json").json()
    schemas = document["components"]["schemas"]
    text = DOCS.read_text(encoding="utf-8")
    shapes = text.split("## Shapes", 1)[1].split("## Operations", 1)[0]
    named = set(re.findall(r"\*\*([A-Z][A-Za-z]+)\*\*", shapes))
    assert {"Content", "ChatMessage", "RevisionRecord", "VersionEntry", "Comment"} <= named
    said_otherwise = {"VersionEntry": "LearnedVersionEntry"}
    for shape in sorted(named):
        assert said_otherwise.get(shape, shape) in schemas, shape
    assert "`LearnedRevision`" in shapes and "`LearnedVersionEntry`" in shapes
    paths = document["paths"]
    history = paths["/api/contents/{content_id}/history"]["get"]["responses"]["200"]
    item = history["content"]["application/json"]["schema"]["items"]["$ref"]
    assert item.endswith("/LearnedVersionEntry")
    revision = paths["/api/revisions/{revision_id}"]["get"]["responses"]["200"]
    assert revision["content"]["application/json"]["schema"]["$ref"].endswith("/LearnedRevision")


def test_a_503_for_no_model_has_no_retry_after_as_the_table_says(client: TestClient) -> None:
    """docs/api.md's 503 row: no `Retry-After` when no model is configured (waiting cannot
    help), which the row used to promise for every 503."""
    row = next(line for line in DOCS.read_text(encoding="utf-8").splitlines() if "| 503 |" in line)
    assert "no `Retry-After`" in row
    persona = client.get("/api/personas").json()[0]["id"]
    answer = client.post("/api/contents/generate", json={"brief": "写秋天", "persona_id": persona})
    assert answer.status_code == 503, answer.text
    assert "retry-after" not in answer.headers
    assert "language model" in answer.json()["detail"]
    assert client.get("/api/contents").json() == []
