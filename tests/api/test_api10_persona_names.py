"""A persona's name is one line, as an article's title is: a name with a line break in it
(`\\n`, U+2028, …) is a 400 naming the field, where it was quietly joined into one line
("周报\\n风格" became "周报 风格"); the OpenAPI document says so too."""

from __future__ import annotations

import re

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings


@pytest.fixture
def client(settings: Settings):
    with TestClient(app=create_app(settings)) as client:
        yield client


@pytest.mark.parametrize("name", ["周报\n风格", "Weekly\u2028voice", "a\r\nb"])
def test_a_name_with_a_line_break_is_refused(client: TestClient, name: str) -> None:
    made = client.post("/api/personas", json={"name": name})
    assert made.status_code == 400
    assert made.json()["extra"] == [
        {"message": "a name is one line; take out the line break", "key": "name"}
    ]
    persona = client.post("/api/personas", json={"name": "周报风格"}).json()
    renamed = client.patch(f"/api/personas/{persona['id']}", json={"name": name})
    assert renamed.status_code == 400
    assert client.get(f"/api/personas/{persona['id']}").json()["name"] == "周报风格"


def test_spaces_around_a_name_are_no_line_break(client: TestClient) -> None:
    made = client.post("/api/personas", json={"name": "  Weekly voice\n"})
    assert made.status_code == 201


def test_the_document_says_a_name_is_one_line(client: TestClient) -> None:
    schemas = client.get("/schema/openapi.json").json()["components"]["schemas"]
    for schema in ("CreatePersona", "RenamePersona"):
        pattern = schemas[schema]["properties"]["name"]["pattern"]
        assert re.fullmatch(pattern, "周报风格") and not re.fullmatch(pattern, "周报\n风格")
