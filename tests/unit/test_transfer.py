"""The pure half of migrate-store: record hashes, fingerprints, the comparison and its
sentence, and what a (resumed) copy writes."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from app.domain.models import (
    AuditEntry,
    ChatMessage,
    ChatSession,
    Content,
    Evidence,
    Persona,
    RevisionRecord,
    StyleAssertion,
    VersionText,
)
from app.store.base import ArticleRecords, PersonaRecords
from app.store.transfer import (
    Fingerprint,
    MigrationRefused,
    article_fingerprint,
    canonical_json,
    compare,
    differences,
    listing,
    persona_fingerprint,
    plan_copy,
    record_hash,
    table,
)

AT = datetime(2026, 11, 30, 8, 0, tzinfo=UTC)


def article(body: str = "秋天来了。\n\n树叶黄了。", reply: str = "改好了") -> ArticleRecords:
    content = Content(id="c1", title="秋天", body=body, version=2, created_at=AT, updated_at=AT)
    session = ChatSession(
        id="c1-session", content_id="c1", head_id="c1-m2", active_child={"": "c1-m1"},
        created_at=AT, updated_at=AT,
    )  # fmt: skip
    messages = [
        ChatMessage(id="c1-m1", session_id="c1-session", role="user", content="活泼点",
                    version=1, created_at=AT),
        ChatMessage(id="c1-m2", session_id="c1-session", parent_id="c1-m1", role="assistant",
                    content=reply, version=2, revision_id="c1-r1", created_at=AT),
    ]  # fmt: skip
    revision = RevisionRecord(
        id="c1-r1", content_id="c1", kind="llm", base_version=1, version=2,
        original_title="秋天", original_body="秋天来了。", revised_title="秋天",
        revised_body=body, created_at=AT,
    )  # fmt: skip
    return ArticleRecords(
        content=content,
        session=session,
        versions=[
            VersionText(version=1, title="秋天", body="秋天来了。"),
            VersionText(version=2, title="秋天", body=body),
        ],
        messages=messages,
        revisions=[revision],
        llm_calls=[],
        requests={"retry-1": {"user_message_id": "c1-m1", "fingerprint": "abc"}},
    )


def persona(audit_actions: tuple[str, ...] = ("learned", "confirmed")) -> PersonaRecords:
    evidence = Evidence(revision_id="c1-r1", quote="太正式了", at=AT)
    return PersonaRecords(
        persona=Persona(id="p1", name="王记者", created_at=AT, updated_at=AT),
        assertions=[
            StyleAssertion(
                id="p1-a1",
                persona_id="p1",
                dimension="tone",
                value="lively",
                statement="活泼",
                evidence=[evidence],
                created_at=AT,
                updated_at=AT,
            )
        ],  # fmt: skip
        audit=[
            AuditEntry(persona_id="p1", assertion_id="p1-a1", action=action, at=AT)
            for action in audit_actions
        ],
    )


def test_canonical_json_ignores_key_order_and_keeps_chinese_readable() -> None:
    assert canonical_json({"b": 1, "a": "公园"}) == canonical_json({"a": "公园", "b": 1})
    assert canonical_json({"a": "公园"}) == '{"a":"公园"}'.encode()


def test_a_record_hash_changes_with_any_field_and_matches_its_json_dump() -> None:
    message = article().messages[0]
    assert record_hash(message) == record_hash(message.model_dump(mode="json"))
    assert record_hash(message) != record_hash(message.model_copy(update={"content": "活泼"}))
    assert len(record_hash(message)) == 64


def test_an_article_fingerprint_holds_every_record_by_kind() -> None:
    found = article_fingerprint(article())
    assert {kind: sorted(keys) for kind, keys in found.hashes.items() if keys} == {
        "articles": ["c1"],
        "conversations": ["c1"],
        "versions": ["c1 V1", "c1 V2"],
        "messages": ["c1-m1", "c1-m2"],
        "revisions": ["c1-r1"],
        "idempotency": ["c1 retry-1"],
    }


def test_the_audit_is_compared_in_order() -> None:
    assert (
        persona_fingerprint(persona(("learned", "confirmed"))).hashes["audit"]
        != (persona_fingerprint(persona(("confirmed", "learned"))).hashes["audit"])
    )


def store(*parts: Fingerprint) -> Fingerprint:
    whole = Fingerprint()
    for part in parts:
        whole.merge(part)
    return whole


def test_identical_stores_compare_equal_with_no_sentence() -> None:
    ours = store(article_fingerprint(article()), persona_fingerprint(persona()))
    theirs = store(article_fingerprint(article()), persona_fingerprint(persona()))
    rows = compare(ours, theirs)
    assert all(row.same for row in rows)
    assert differences(rows, ours, theirs) is None
    assert ours.total() == 12


def test_the_sentence_names_what_differs_is_missing_and_is_extra() -> None:
    ours = store(article_fingerprint(article()), persona_fingerprint(persona()))
    changed = article(reply="改好了！")
    theirs = store(article_fingerprint(changed), persona_fingerprint(persona(("learned",))))
    extra = Fingerprint()
    extra.add("articles", "c9", {"id": "c9"})
    theirs.merge(extra)
    sentence = differences(compare(ours, theirs), ours, theirs)
    assert sentence == (
        "The copy does not match the source: 1 article is only on the target (c9); "
        "1 message differs (c1-m2); 1 audit entry is missing on the target (p1 #2)."
    )


def test_many_differences_are_counted_not_all_listed() -> None:
    ours, theirs = Fingerprint(), Fingerprint()
    for n in range(5):
        ours.add("versions", f"c1 V{n}", {"v": n})
    sentence = differences(compare(ours, theirs), ours, theirs)
    assert sentence is not None
    assert "5 versions are missing on the target (c1 V0, c1 V1, c1 V2 and 2 more)" in sentence


def test_unreadable_records_come_first_in_the_sentence() -> None:
    ours, theirs = Fingerprint(), Fingerprint()
    theirs.unreadable["article c1"] = "its version 2 cannot be read"
    sentence = differences(compare(ours, theirs), ours, theirs)
    assert sentence == (
        "The copy does not match the source: on the target, article c1 cannot be read "
        "(its version 2 cannot be read)."
    )


def test_the_table_shows_both_counts_and_how_many_disagree() -> None:
    ours = store(article_fingerprint(article()))
    theirs = store(article_fingerprint(article(reply="不同")))
    lines = table(compare(ours, theirs)).splitlines()
    assert lines[0].split() == ["records", "source", "target", "differences"]
    assert next(line for line in lines if line.startswith("messages")).split() == [
        "messages", "2", "2", "1",
    ]  # fmt: skip
    assert next(line for line in lines if line.startswith("articles")).split() == [
        "articles", "1", "1",
    ]  # fmt: skip


def test_a_copy_into_an_empty_target_writes_everything_in_order() -> None:
    plan = plan_copy({"personas": ["p1", "p2"], "articles": ["c1", "c2"]}, {}, resume=False)
    assert plan.writes == {"personas": ("p1", "p2"), "articles": ("c1", "c2")}
    assert plan.kept == {"personas": 0, "articles": 0}


def test_a_target_holding_anything_is_refused_without_resume() -> None:
    with pytest.raises(MigrationRefused) as refused:
        plan_copy(
            {"articles": ["c1", "c2"], "personas": ["p1"], "users": []},
            {"articles": ["c1", "c7"], "personas": ["p3"], "users": ["u1"]},
            resume=False,
        )
    assert str(refused.value).startswith(
        "The target already holds 2 articles, 1 persona and 1 user."
    )
    assert "--resume" in str(refused.value)
    with pytest.raises(MigrationRefused, match="holds 1 persona\\."):
        plan_copy({"personas": ["p1"]}, {"personas": ["p1"]}, resume=False)


def test_resume_writes_only_what_the_target_lacks() -> None:
    plan = plan_copy(
        {"personas": ["p1", "p2"], "articles": ["c1", "c2", "c3"]},
        {"personas": ["p1"], "articles": ["c2", "c7"]},
        resume=True,
    )
    assert plan.writes == {"personas": ("p2",), "articles": ("c1", "c3")}
    assert plan.kept == {"personas": 1, "articles": 1}


def test_counts_of_several_kinds_read_as_a_sentence() -> None:
    assert listing({"articles": 3, "personas": 1, "users": 2}) == (
        "3 articles, 1 persona and 2 users"
    )
    assert listing({"articles": 1, "personas": 0}) == "1 article and 0 personas"
    assert listing({"audit": 1}) == "1 audit entry"


def test_the_whole_store_digest_changes_with_any_record_and_not_with_reading_order() -> None:
    forward = store(article_fingerprint(article()), persona_fingerprint(persona()))
    backward = store(persona_fingerprint(persona()), article_fingerprint(article()))
    assert forward.digest() == backward.digest()
    changed = store(article_fingerprint(article(reply="不同")), persona_fingerprint(persona()))
    assert changed.digest() != forward.digest()
    assert len(forward.digest()) == 64
