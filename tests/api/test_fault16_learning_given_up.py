"""Style learning that gives up on a revision (the queue retries it, then stops) is told where
the writer and their editors look: the history and the revisions the panel reads carry
`learning` (failed, with a sentence), and the persona's audit lists the failure. A revision
learned says so."""

from typing import Any

import pytest
from litestar.testing import TestClient

import app.style.learner as learner
from tests.api.calls import create, send
from tests.conftest import settle

BODY = "公园里有十五棵银杏树。\n\n傍晚很安静。"


def test_a_revision_whose_learning_was_given_up_says_so_in_history_revisions_and_audit(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    made = create(client, "秋天", BODY)
    good = send(client, made["id"], "把“十五”改成“二十”")["revision"]
    settle(client)

    async def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("the learner is broken")

    monkeypatch.setattr(learner, "learn_revision", broken)
    client.app.state["style_queue"].retry_delays = (0.0, 0.0)  # two retries, at once
    bad = send(client, made["id"], "把“二十”改成“三十”")["revision"]
    settle(client)

    history = client.get(f"/api/contents/{made['id']}/history").json()
    by_id = {entry["id"]: entry for entry in history}
    failed = by_id[bad["id"]]["learning"]
    assert failed["state"] == "failed" and failed["attempts"] == 3
    assert "not learned" in failed["detail"] and "The edit itself is saved" in failed["detail"]
    assert "the learner is broken" in failed["error"]
    assert by_id[good["id"]]["learning"]["state"] == "learned"

    one = client.get(f"/api/revisions/{bad['id']}").json()
    assert one["learning"] == failed and one["revised_body"].startswith("公园里有三十棵")
    listed = {r["id"]: r for r in client.get(f"/api/chat/revisions/{made['id']}").json()}
    assert listed[bad["id"]]["learning"] == failed

    audit = client.get(f"/api/personas/{made['persona_id']}/audit").json()
    [note] = [e for e in audit if e["action"] == "learn_failed"]
    assert note["detail"]["revision_id"] == bad["id"]
    assert client.get("/api/personas/pnobody/audit").status_code == 404
