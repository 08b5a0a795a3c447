"""The permission rule for an article or persona whose owner cannot be read (OWNER_UNREAD):
nobody's but an admin's (and an editor's, for an article) — never every writer's, as a
missing owner was read before session 29."""

import pytest

from app.accounts.permissions import Target, refusal, visible
from app.domain.actors import LOCAL, Actor
from app.domain.models import OWNER_UNREAD, Persona

ALICE = Actor(kind="user", id="ualice", name="alice", roles=frozenset({"writer"}))
EDITOR = Actor(kind="user", id="ued", name="ed", roles=frozenset({"editor"}))
ADMIN = Actor(kind="user", id="uroot", name="root", roles=frozenset({"admin"}))
KEY = Actor(
    kind="key",
    id="k1",
    name="k",
    scopes=frozenset({"suggest"}),
    user_id="ualice",
    roles=ALICE.roles,
)


@pytest.mark.parametrize("kind", ["article", "persona"])
def test_a_writer_is_refused_even_when_shared_with(kind: str) -> None:
    unread = Target(kind, OWNER_UNREAD, ("ualice",))
    for action in ("read", "suggest", "write", "restore", "share"):
        for actor in (ALICE, KEY):
            assert refusal(actor, action, unread) is not None, (actor.kind, action)
    said = refusal(ALICE, "read", unread)
    assert said is not None and "names no owner" in said and "python -m app check" in said
    assert refusal(ALICE, "read", Target(kind, None)) is None  # the single-user mode's
    assert refusal(ALICE, "read", Target(kind, "ualice")) is None


def test_an_admin_reads_it_an_editor_reads_the_article_nobody_writes() -> None:
    article = Target("article", OWNER_UNREAD)
    persona = Target("persona", OWNER_UNREAD)
    assert refusal(ADMIN, "read", article) is None
    assert refusal(ADMIN, "read", persona) is None
    assert refusal(ADMIN, "write", persona) is not None
    assert refusal(EDITOR, "read", article) is None
    assert refusal(EDITOR, "restore", article) is None
    assert refusal(EDITOR, "write", article) is not None
    assert refusal(LOCAL, "write", persona) is None  # the single-user mode: everything


def test_the_damage_is_said_when_the_file_cannot_be_read() -> None:
    damage = "Persona 'p1' is damaged: its file persona.json cannot be read (cut short)."
    said = refusal(ALICE, "read", Target("persona", OWNER_UNREAD, (), damage))
    assert said is not None and said.startswith(damage)
    assert "only an admin may open this persona" in said


def test_lists_leave_it_out_for_writers() -> None:
    when = "2026-12-04T00:00:00Z"
    personas = [
        Persona(id=i, name=i, created_at=when, updated_at=when, owner_id=owner)
        for i, owner in (("pa", "ualice"), ("pb", None), ("pc", OWNER_UNREAD))
    ]
    assert [p.id for p in visible(ALICE, "persona", personas)] == ["pa", "pb"]
    assert [p.id for p in visible(ADMIN, "persona", personas)] == ["pc"]
