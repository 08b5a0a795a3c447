"""A download's plain-ASCII `filename` folds accented letters instead of dropping them:
"Crème brûlée" downloads as crème-brûlée (filename*) or creme-brulee (filename) — it was
"crme-brle" — and "Straße" as strasse; a Chinese title keeps "article" there, its own name
in filename*."""

from __future__ import annotations

from urllib.parse import quote

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings


@pytest.mark.parametrize(
    ("title", "ascii_name"),
    [
        ("Crème brûlée", "creme-brulee-v1.txt"),
        ("Straße & Œuvre", "strasse-oeuvre-v1.txt"),
        ("Łódź notes", "lodz-notes-v1.txt"),
        ("秋天的公园", "article-v1.txt"),
        ("Weekly notes", "weekly-notes-v1.txt"),
    ],
)
def test_the_ascii_file_name_folds_accents(settings: Settings, title: str, ascii_name: str) -> None:
    with TestClient(app=create_app(settings)) as client:
        made = client.post("/api/contents", json={"title": title, "body": "x"}).json()
        answer = client.get(f"/articles/{made['id']}/download?format=txt")
        assert answer.status_code == 200
        disposition = answer.headers["content-disposition"]
        assert f'filename="{ascii_name}"' in disposition
        assert disposition.isascii()


@pytest.mark.parametrize("form", ["md", "txt", "json"])
def test_the_api_export_is_named_by_id_and_version_as_the_contract_says(
    settings: Settings, form: str
) -> None:
    # docs/api.md: filename="<id>-v<version>.<format>"; browsers read filename* (the title).
    with TestClient(app=create_app(settings)) as client:
        made = client.post("/api/contents", json={"title": "秋天的公园 🍂", "body": "x"}).json()
        client.put(
            f"/api/contents/{made['id']}", json={"body": "y", "base_version": 1}
        ).raise_for_status()
        answer = client.get(f"/api/contents/{made['id']}/export?format={form}")
        assert answer.status_code == 200
        disposition = answer.headers["content-disposition"]
        assert f'filename="{made["id"]}-v2.{form}"' in disposition
        assert f"filename*=UTF-8''{quote('秋天的公园')}-v2.{form}" in disposition
        assert disposition.isascii()
