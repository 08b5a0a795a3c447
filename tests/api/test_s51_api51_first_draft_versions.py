"""Session 51 (outside50 F14, second half): a draft the model wrote from a brief has no V0.

Its V1 revision (kind `generate`) was answered with `base_version: 0` — in the history, the
revisions list, the revision itself, the desk and the JSON export — and its diff with
`from_version: 0`, against the OpenAPI minimum of 1 and docs/api.md (versions start at V1).
Every answer now says `null` there (there is no version before a first draft), the OpenAPI
document allows exactly that (an integer from 1, or null), and the revision reads back the
same after a restart. The revisions after it keep their numbers.
"""

from typing import Any

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel

DRAFTS = [
    ("A night bus", "The Night Bus", "The rain never stopped.\n\nThe bus never came."),
    (
        "写一篇关于秋天公园的短文",
        "秋天的公园",
        "十月的树叶变成了金色。\n\n我们每天早上去公园遛狗。",
    ),
]


def _generate(client: TestClient[Any], model: FakeModel, brief: str, title: str, body: str) -> str:
    client.get("/api/personas")  # "My voice" is made on the first list
    model.enqueue(body)
    made = client.post(
        "/api/contents/generate",
        json={"brief": brief, "persona_id": "pdefault", "title": title},
    )
    assert made.status_code == 201, made.text
    return str(made.json()["id"])


def _first_drafts(client: TestClient[Any], content_id: str) -> list[tuple[str, Any]]:
    """Where each answer puts the first draft's base version (or its diff's from_version)."""
    history = client.get(f"/api/contents/{content_id}/history").json()
    revisions = client.get(f"/api/chat/revisions/{content_id}").json()
    first = history[0]
    revision = client.get(f"/api/revisions/{first['id']}").json()
    diff = client.get(f"/api/revisions/{first['id']}/diff").json()
    desk = client.get("/api/revisions", params={"content_id": content_id}).json()["entries"]
    export = client.get(f"/api/contents/{content_id}/export", params={"format": "json"}).json()
    return [
        ("history", first["base_version"]),
        ("revisions", revisions[0]["base_version"]),
        ("revision", revision["base_version"]),
        ("diff", diff["from_version"]),
        ("desk", next(e for e in desk if e["version"] == 1)["base_version"]),
        ("export", export["revisions"][0]["base_version"]),
    ]


@pytest.mark.parametrize(("brief", "title", "body"), DRAFTS, ids=["en", "zh"])
def test_a_first_draft_has_no_version_zero_in_any_answer(
    llm_client: TestClient[Any], fake_model: FakeModel, brief: str, title: str, body: str
) -> None:
    content_id = _generate(llm_client, fake_model, brief, title, body)
    history = llm_client.get(f"/api/contents/{content_id}/history").json()
    assert [(e["version"], e["kind"]) for e in history] == [(1, "generate")]
    assert _first_drafts(llm_client, content_id) == [
        ("history", None),
        ("revisions", None),
        ("revision", None),
        ("diff", None),
        ("desk", None),
        ("export", None),
    ]
    diff = llm_client.get(f"/api/revisions/{history[0]['id']}/diff").json()
    assert diff["to_version"] == 1 and diff["revised_title"] == title
    # V1's text is there to read, as for any article.
    v1 = llm_client.get(f"/api/contents/{content_id}/versions/1").json()
    assert (v1["title"], v1["body"]) == (title, body)


@pytest.mark.parametrize(("brief", "title", "body"), DRAFTS, ids=["en", "zh"])
def test_the_versions_after_a_first_draft_keep_their_base(
    llm_client: TestClient[Any], fake_model: FakeModel, brief: str, title: str, body: str
) -> None:
    content_id = _generate(llm_client, fake_model, brief, title, body)
    edited = body.replace("\n\n", "\n\n—\n\n", 1)
    put = llm_client.put(f"/api/contents/{content_id}", json={"body": edited, "base_version": 1})
    assert put.status_code == 200, put.text
    restored = llm_client.post(
        f"/api/contents/{content_id}/restore", json={"version": 1, "base_version": 2}
    )
    assert restored.status_code == 200, restored.text
    history = llm_client.get(f"/api/contents/{content_id}/history").json()
    assert [(e["version"], e["base_version"], e["kind"]) for e in history] == [
        (1, None, "generate"),
        (2, 1, "manual"),
        (3, 2, "restore"),
    ]
    diff = llm_client.get(f"/api/revisions/{history[1]['id']}/diff").json()
    assert (diff["from_version"], diff["to_version"]) == (1, 2)
    compared = llm_client.get(f"/api/contents/{content_id}/diff?from=1&to=3").json()
    assert (compared["from_version"], compared["to_version"]) == (1, 3)
    assert compared["hunks"] and all(h["op"] == "equal" for h in compared["hunks"])


def test_the_document_allows_null_and_nothing_below_one(client: TestClient[Any]) -> None:
    document = client.get("/schema/openapi.json").json()
    schemas = document["components"]["schemas"]

    def allows(name: str, field: str) -> list[Any]:
        prop = schemas[name]["properties"][field]
        options = prop.get("oneOf") or prop.get("anyOf") or [prop]
        return sorted(
            (o.get("type"), o.get("minimum")) for o in options if "type" in o
        )  # e.g. [("integer", 1), ("null", None)]

    for name in ("RevisionRecord", "LearnedRevision", "LearnedVersionEntry", "DeskEntry"):
        assert allows(name, "base_version") == [("integer", 1), ("null", None)], name
    assert allows("RevisionDiff", "from_version") == [("integer", 1), ("null", None)]
    # Two versions compared are always two versions; a request's base version is one too.
    assert allows("VersionDiff", "from_version") == [("integer", 1)]
    assert allows("UpdateContent", "base_version") == [("integer", 1)]


def test_a_first_draft_reads_back_alike_after_a_restart(settings: Settings) -> None:
    """Stored as it is answered: the revision written with no base reads back the same, and
    the article goes on from it."""
    model = FakeModel()
    with TestClient(app=create_app(settings, provider=model)) as first:
        content_id = _generate(first, model, *DRAFTS[1])
        before = first.get(f"/api/chat/revisions/{content_id}").json()
    with TestClient(app=create_app(settings, provider=FakeModel())) as again:
        after = again.get(f"/api/chat/revisions/{content_id}").json()
        assert after == before and after[0]["base_version"] is None
        put = again.put(
            f"/api/contents/{content_id}",
            json={"body": DRAFTS[1][2] + "\n\n完。", "base_version": 1},
        )
        assert put.status_code == 200 and put.json()["version"] == 2
