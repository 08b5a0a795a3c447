"""docs/api.md and the OpenAPI document list the same endpoints, so neither drifts."""

import re
from pathlib import Path
from typing import get_args

from litestar.testing import TestClient

from app.editing.answers import TurnEventName
from app.events import ArticleChangeKind

DOC = Path(__file__).resolve().parents[2] / "docs" / "api.md"
ENDPOINT = re.compile(r"^### `(GET|POST|PUT|PATCH|DELETE) (/\S*)`$", re.MULTILINE)


def test_every_documented_endpoint_exists_and_every_endpoint_is_documented(
    client: TestClient,
) -> None:
    documented = set(ENDPOINT.findall(DOC.read_text(encoding="utf-8")))
    schema = client.get("/schema/openapi.json").json()
    served = {
        (method.upper(), path.rstrip("/") or "/")
        for path, operations in schema["paths"].items()
        for method in operations
    }
    assert documented, "docs/api.md lists no endpoints"
    assert documented - served == set(), "documented but not served"
    assert served - documented == set(), "served but not documented in docs/api.md"


def test_every_sse_event_name_and_article_change_kind_is_documented() -> None:
    text = DOC.read_text(encoding="utf-8")
    for name in [*get_args(TurnEventName), "error"]:
        assert f"`{name}`" in text, name
    assert "named `article`" in text
    for kind in get_args(ArticleChangeKind):
        assert f"| `{kind}` |" in text, kind
