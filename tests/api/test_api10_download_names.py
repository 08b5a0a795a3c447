"""A download's plain-ASCII `filename` folds accented letters instead of dropping them:
"Crème brûlée" downloads as crème-brûlée (filename*) or creme-brulee (filename) — it was
"crme-brle" — and "Straße" as strasse; a Chinese title keeps "article" there, its own name
in filename*."""

from __future__ import annotations

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
