"""Session 51 (outside50 F11): the OpenAPI document says what is served.

The JSON export is an object `{content, revisions, damaged_revisions, comments}`, not a string;
and each 429 and 503 declares the `Retry-After` header docs/api.md promises ("`Retry-After`
says when to try again"). Each is checked against what the app serves, not against itself:
the export's document schema validates the export of an article with revisions and comments
(English and Chinese); the events route's 429 declares the header as always sent.
"""

from typing import Any

import pytest
from litestar.testing import TestClient


def _document(client: TestClient[Any]) -> dict[str, Any]:
    response = client.get("/schema/openapi.json")
    assert response.status_code == 200
    return dict(response.json())


def _resolve(document: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    ref = schema.get("$ref")
    if ref:
        return dict(document["components"]["schemas"][ref.rsplit("/", 1)[-1]])
    return schema


def _conforms(
    document: dict[str, Any], schema: dict[str, Any], value: Any, where: str
) -> list[str]:
    """Where `value` breaks `schema` (types, required fields, items; enough for the export)."""
    schema = _resolve(document, schema)
    if "oneOf" in schema or "anyOf" in schema:
        options = schema.get("oneOf") or schema.get("anyOf")
        if any(not _conforms(document, one, value, where) for one in options):
            return []
        return [f"{where}: {value!r} matches none of {options}"]
    kind = schema.get("type")
    kinds = {
        "object": dict,
        "array": list,
        "string": str,
        "integer": int,
        "boolean": bool,
        "null": type(None),
    }
    if kind in kinds and not isinstance(value, kinds[kind]):
        return [f"{where}: {type(value).__name__} where the document says {kind}"]
    faults: list[str] = []
    if isinstance(value, dict):
        for field in schema.get("required", []):
            if field not in value:
                faults.append(f"{where}.{field}: missing")
        for field, sub in (schema.get("properties") or {}).items():
            if field in value:
                faults += _conforms(document, sub, value[field], f"{where}.{field}")
    if isinstance(value, list) and "items" in schema:
        for index, item in enumerate(value):
            faults += _conforms(document, schema["items"], item, f"{where}[{index}]")
    return faults


@pytest.mark.parametrize(
    ("title", "body", "edited", "comment"),
    [
        ("Export", "One.\n\nTwo.", "One.\n\nTwo and three.", "Looks right."),
        (
            "秋天的公园",
            "十月的树叶变成了金色。\n\n我们每天早上去公园遛狗。",
            "十月的树叶变黄了。\n\n我们每天早上去公园遛狗。",
            "看过了",
        ),
    ],
    ids=["en", "zh"],
)
def test_the_json_export_is_the_object_the_document_declares(
    client: TestClient[Any], title: str, body: str, edited: str, comment: str
) -> None:
    created = client.post("/api/contents", json={"title": title, "body": body}).json()
    put = client.put(f"/api/contents/{created['id']}", json={"body": edited, "base_version": 1})
    assert put.status_code == 200, put.text
    revision_id = client.get(f"/api/contents/{created['id']}/history").json()[0]["id"]
    said = client.post(f"/api/revisions/{revision_id}/comments", json={"text": comment})
    assert said.status_code == 201, said.text
    export = client.get(f"/api/contents/{created['id']}/export", params={"format": "json"})
    assert export.status_code == 200
    served = export.json()
    assert served["content"]["title"] == title and served["comments"][0]["text"] == comment
    document = _document(client)
    operation = document["paths"]["/api/contents/{content_id}/export"]["get"]
    schema = operation["responses"]["200"]["content"]["application/json"]["schema"]
    assert _resolve(document, schema).get("type") == "object"
    assert set(_resolve(document, schema)["required"]) == {
        "content",
        "revisions",
        "damaged_revisions",
        "comments",
    }
    assert _conforms(document, schema, served, "export") == []
    # Markdown and text stay text.
    for kind in ("text/markdown", "text/plain"):
        assert operation["responses"]["200"]["content"][kind]["schema"]["type"] == "string"


def test_a_damaged_revision_in_the_export_fits_the_declared_shape(client: TestClient[Any]) -> None:
    """`damaged_revisions` items are `{id, version, damage}`: the document says each field."""
    document = _document(client)
    schema = document["paths"]["/api/contents/{content_id}/export"]["get"]["responses"]["200"]
    export = _resolve(document, schema["content"]["application/json"]["schema"])
    item = _resolve(document, export["properties"]["damaged_revisions"]["items"])
    assert set(item["required"]) == {"id", "version", "damage"}
    one = {"id": "c1-r2", "version": 2, "damage": "Article 'c1' is damaged: revision c1-r2 …"}
    assert _conforms(document, item, one, "damaged") == []
    assert _conforms(document, item, {"id": "c1-r2", "version": "2"}, "damaged") != []


def test_every_429_and_503_declares_retry_after(client: TestClient[Any]) -> None:
    document = _document(client)
    missing = []
    declared = 0
    for path, item in document["paths"].items():
        for method, operation in item.items():
            if not isinstance(operation, dict):
                continue
            for status in ("429", "503"):
                answer = operation.get("responses", {}).get(status)
                if answer is None:
                    continue
                header = (answer.get("headers") or {}).get("Retry-After")
                if header is None:
                    missing.append(f"{method.upper()} {path} {status}")
                    continue
                declared += 1
                assert header["schema"]["type"] == "integer", header
                assert header.get("description")
    assert declared > 40 and not missing, missing[:5]
    events = document["paths"]["/api/contents/{content_id}/events"]["get"]["responses"]["429"]
    # The events route's 429 always says it; a 503 says it when the database is away (a
    # missing model is no wait).
    assert events["headers"]["Retry-After"].get("required") is True
