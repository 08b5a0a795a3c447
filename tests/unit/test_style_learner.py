"""Learning from revisions: saved with provenance, LLM optional, failures never propagate."""

import asyncio
from datetime import UTC, datetime

import pytest

from app.domain.models import Persona, RevisionRecord
from app.llm.base import LLMUnavailable
from app.store.tinydb_store import TinyDBStore
from app.style.learner import learn_revision
from app.testing.fake_model import FakeModel

NOW = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def model_answering(answer: str | Exception) -> FakeModel:
    model = FakeModel()
    model.enqueue(answer)
    return model


class BrokenStore(TinyDBStore):
    def save_assertions(self, persona_id, assertions, audit):
        raise OSError("disk full")


@pytest.fixture
def store(tmp_path):
    store = TinyDBStore(tmp_path)
    store.save_persona(Persona(id="pwriter", name="Writer", created_at=NOW, updated_at=NOW))
    return store


def revision(
    rid="c1-r2",
    suggestion="太正式了，活泼点",
    version=2,
    kind="llm",
    before="此外，成本较低。",
    after="成本挺低的。",
    at=NOW,
):
    return RevisionRecord(
        id=rid,
        content_id="c1",
        message_id=f"{rid}m",
        kind=kind,
        base_version=version - 1,
        version=version,
        suggestion=suggestion,
        original_title="T",
        original_body=before,
        revised_title="T",
        revised_body=after,
        created_at=at,
    )


def learn(store, provider=None, rev=None, suggestions=None):
    return asyncio.run(
        learn_revision(
            store,
            provider,
            persona_id="pwriter",
            revision=rev or revision(),
            suggestions=suggestions if suggestions is not None else [],
            now=NOW,
        )
    )


def test_learns_and_saves_preferences_with_their_evidence(store):
    changed = learn(store)
    assert {(a.dimension, a.value) for a in changed} == {
        ("formality", "casual"),
        ("tone", "lively"),
    }
    saved = {a.dimension: a for a in store.list_assertions("pwriter")}
    evidence = saved["formality"].evidence[0]
    assert (evidence.revision_id, evidence.quote, evidence.versions) == (
        "c1-r2",
        "太正式了，活泼点",
        "V1→V2",
    )
    actions = [e.action for e in store.list_audit("pwriter")]
    assert actions.count("created") == 2 and actions[-1] == "learned"


def test_model_pairs_add_dimensions_the_rules_missed(store):
    model = model_answering('[{"dimension": "person", "value": "second", "quote": "像朋友聊天"}]')
    changed = learn(store, model, revision(suggestion="像朋友聊天那样写"))
    assert ("person", "second") in {(a.dimension, a.value) for a in changed}
    assert "像朋友聊天那样写" in model.history[0][1].content


def test_model_failure_falls_back_to_offline_rules(store):
    changed = learn(store, model_answering(LLMUnavailable("down")))
    assert {a.dimension for a in changed} == {"formality", "tone"}


def test_store_failure_is_raised_for_the_caller_to_retry(tmp_path):
    broken = BrokenStore(tmp_path)
    broken.save_persona(Persona(id="pwriter", name="W", created_at=NOW, updated_at=NOW))
    with pytest.raises(OSError):
        learn(broken)
    assert broken.list_assertions("pwriter") == []


def test_manual_edit_teaches_without_words(store):
    rev = revision(
        kind="manual",
        suggestion="",
        before="公园🌳很好☀️。\n\n花开了🌸。",
        after="公园很好。\n\n花开了。",
    )
    (a,) = learn(store, rev=rev)
    assert (a.dimension, a.value, a.confidence, a.evidence[0].source) == (
        "emoji",
        "none",
        0.7,
        "manual",
    )


def test_pending_suggestions_are_all_heard(store):
    changed = learn(store, rev=revision(suggestion="apply"), suggestions=["不要表情", "段落短一点"])
    assert {a.dimension for a in changed} == {"emoji", "paragraph_length"}
