"""A writer's message that made no revision, learned by the style queue: which pieces of
evidence answer the same request, what a message is heard to say, whose it is, and the queue
learning each message once (announced again, retried, crashed, batched with revisions)."""

import asyncio
from pathlib import Path

import pytest

import app.style.learner as learner
from app.domain.actors import Author
from app.domain.models import ChatMessage, Content, Evidence, Persona, RevisionRecord
from app.events import MessageAnswered
from app.style.dimensions import Observation
from app.style.evidence import article_of, request_key, said_in, same_request
from app.style.learner import READ_CHARS, learn_statement, observe_statement, readable
from app.style.queue import LEARN_FAILED, LEARNED, LEARNED_MESSAGE, StyleQueue
from app.style.queue_files import FileJobs
from app.style.queue_jobs import QueuedRevision, SaidInMessage
from tests.unit.test_style_queue import NOW, Store, open_store, queue_for, run, saved

WRITER = Author(kind="user", id="u-writer", name="Wen")
EDITOR = Author(kind="user", id="u-editor", name="Ed")


def piece(
    *,
    revision_id: str | None = None,
    message_id: str | None = None,
    versions: str = "V3",
    quote: str = "keep paragraphs short",
    source: str = "writer",
) -> Evidence:
    return Evidence(
        revision_id=revision_id,
        message_id=message_id,
        versions=versions,
        quote=quote,
        source=source,
        value="shorter",
        at=NOW,
    )


# -- which pieces answer one request (pure) ----------------------------------------------------


def test_the_article_of_a_revision_or_a_message() -> None:
    assert article_of("cabc123-r9x") == "cabc123"
    assert article_of("cabc123-m4y") == "cabc123"
    assert article_of("v10-003-r1") == "v10-003"  # the scorer's scenario ids
    assert article_of(None) == ""


def test_a_statement_heard_without_a_revision_names_its_message() -> None:
    assert said_in(piece(message_id="c1-m1", versions="V3")) == "c1-m1"
    assert said_in(piece(revision_id="c1-r1", message_id="c1-m2", versions="V3→V4")) == ""
    assert said_in(piece(message_id="c1-m1", versions="")) == ""
    assert request_key(piece(message_id="c1-m1")) == ("c1", "V3", "keep paragraphs short")
    assert request_key(piece(versions="V3")) is None  # names no record: never matched


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        # A regenerated reply: a second revision of the same request.
        (
            piece(revision_id="c1-r1", message_id="c1-m2", versions="V3→V4"),
            piece(revision_id="c1-r2", message_id="c1-m3", versions="V3→V5"),
            True,
        ),
        # No change, then a Retry that made one (or the other way round).
        (
            piece(message_id="c1-m1"),
            piece(revision_id="c1-r1", message_id="c1-m2", versions="V3→V4"),
            True,
        ),
        # The same message answered twice without a revision.
        (piece(message_id="c1-m1"), piece(message_id="c1-m1"), True),
        # A message edited into the same words: a new branch, a new statement.
        (piece(message_id="c1-m1"), piece(message_id="c1-m9"), False),
        # Said again on a later version, or in another article, or other words.
        (piece(message_id="c1-m1"), piece(message_id="c1-m1", versions="V4"), False),
        (piece(message_id="c1-m1"), piece(message_id="c2-m1"), False),
        (piece(message_id="c1-m1"), piece(message_id="c1-m1", quote="shorter please"), False),
        # A measured change is its own piece, keyed by its source.
        (
            piece(revision_id="c1-r1", versions="V3→V4", quote="", source="measured"),
            piece(message_id="c1-m1"),
            False,
        ),
    ],
)
def test_which_pieces_answer_the_same_request(a: Evidence, b: Evidence, same: bool) -> None:
    assert same_request(a, b) is same
    assert same_request(b, a) is same


# -- what a message is heard to say (pure) ----------------------------------------------------


def said(text: str, *, version: int = 3, author: Author | None = WRITER) -> SaidInMessage:
    return SaidInMessage(message_id="cart-m1", version=version, text=text, author=author)


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("以后段落短一点", "paragraph_length", "shorter"),
        ("from now on keep paragraphs short", "paragraph_length", "shorter"),
        ("No emoji from now on.", "emoji", "none"),
        ("以后不要用表情", "emoji", "none"),
    ],
)
def test_a_message_is_heard_as_a_revisions_words_are(text: str, dimension: str, value: str) -> None:
    (heard,) = [o for o in observe_statement(said(text)) if o.dimension == dimension]
    assert (heard.value, heard.quote, heard.source) == (value, text, "writer")
    assert (heard.message_id, heard.revision_id, heard.versions) == ("cart-m1", None, "V3")
    assert heard.measured == {}


def test_an_approval_and_an_empty_message() -> None:
    (approval,) = observe_statement(said("嗯 就这个量 挺好"))
    assert (approval.reading, approval.versions) == ("approval", "V3")
    assert observe_statement(said("   ")) == []
    assert observe_statement(said("What time is it in Tokyo?")) == []


def test_the_models_reading_of_a_message_adds_only_what_the_rules_did_not_hear() -> None:
    plain = Observation("vocabulary", "plain", "llm", 0.6, by_writer=True, quote="paragraphs")
    longer = Observation("paragraph_length", "longer", "llm", 0.6, by_writer=True, quote="x")
    heard = observe_statement(said("from now on keep paragraphs short"), [plain, longer])
    assert sorted((o.dimension, o.value, o.source) for o in heard) == [
        ("paragraph_length", "shorter", "writer"),
        ("vocabulary", "plain", "llm"),
    ]
    assert all(o.message_id == "cart-m1" and o.versions == "V3" for o in heard)


# -- learning one message, and whose it is ----------------------------------------------------


@pytest.fixture
def owned(tmp_path: Path) -> Store:
    store = Store(tmp_path, {})
    store.save_persona(
        Persona(id="pwen", name="Wen", owner_id=WRITER.id, created_at=NOW, updated_at=NOW)
    )
    return store


def learn(store: Store, words: SaidInMessage) -> None:
    run(
        lambda: learn_statement(
            store, None, persona_id="pwen", content_id="cart", said=words, now=NOW
        )
    )


def test_the_writers_message_teaches_their_persona_with_evidence(owned: Store) -> None:
    learn(owned, said("以后段落短一点"))
    (preference,) = owned.list_assertions("pwen")
    assert (preference.dimension, preference.value) == ("paragraph_length", "shorter")
    (evidence,) = preference.evidence
    assert (evidence.quote, evidence.message_id, evidence.versions) == (
        "以后段落短一点",
        "cart-m1",
        "V3",
    )
    (entry,) = [e for e in owned.list_audit("pwen") if e.action == LEARNED_MESSAGE]
    assert entry.detail["message_id"] == "cart-m1"
    assert (entry.detail["content_id"], entry.detail["version"]) == ("cart", 3)


def test_someone_elses_message_teaches_the_persona_nothing(owned: Store) -> None:
    learn(owned, said("以后段落短一点", author=EDITOR))
    assert owned.list_assertions("pwen") == []
    (entry,) = [e for e in owned.list_audit("pwen") if e.action == LEARNED_MESSAGE]
    assert "not by the persona's writer" in entry.detail["skipped"]


def test_a_message_of_unknown_authorship_teaches_as_before(owned: Store) -> None:
    learn(owned, said("以后段落短一点", author=None))
    assert [a.dimension for a in owned.list_assertions("pwen")] == ["paragraph_length"]


# -- the queue --------------------------------------------------------------------------------


def answered(
    n: int, text: str = "以后段落短一点", persona_id: str = "pwriter", version: int = 1
) -> MessageAnswered:
    content = Content(
        id=f"c{persona_id}",
        title="T",
        body="Body.",
        persona_id=persona_id,
        version=version,
        created_at=NOW,
        updated_at=NOW,
    )
    message = ChatMessage(
        id=f"c{persona_id}-m{n:04d}",
        session_id=f"c{persona_id}-session",
        role="user",
        content=text,
        version=version,
        created_at=NOW,
    )
    return MessageAnswered(content, message)


def learned_keys(store: Store, persona_id: str = "pwriter") -> list[str]:
    return [
        str(e.detail.get("revision_id") or e.detail.get("message_id"))
        for e in store.list_audit(persona_id)
        if e.action in (LEARNED, LEARNED_MESSAGE)
    ]


def jobs_on_disk(root: Path) -> list[str]:
    return sorted(p.stem for p in (root / "style-queue").rglob("*.json") if p.name[0] != ".")


def test_a_message_announced_again_is_learned_once(tmp_path: Path) -> None:
    store = open_store(tmp_path, {})
    queue = queue_for(store, tmp_path)

    async def body() -> None:
        queue.learn_said_later(answered(1))
        await queue.drain()
        queue.learn_said_later(answered(1))  # regenerated, again without a revision
        queue.learn_said_later(answered(1))
        await queue.drain()

    run(body)
    assert learned_keys(store) == ["cpwriter-m0001"]
    (preference,) = store.list_assertions("pwriter")
    assert len(preference.evidence) == 1
    assert jobs_on_disk(tmp_path) == []


def test_only_a_writers_message_with_words_for_a_persona_is_queued(tmp_path: Path) -> None:
    store = open_store(tmp_path, {})
    queue = queue_for(store, tmp_path)
    reply = answered(2)
    reply = MessageAnswered(reply.content, reply.message.model_copy(update={"role": "assistant"}))
    no_persona = answered(3)
    no_persona = MessageAnswered(
        no_persona.content.model_copy(update={"persona_id": ""}), no_persona.message
    )

    async def body() -> None:
        for event in (reply, no_persona, answered(4, text="  ")):
            queue.learn_said_later(event)
        await queue.drain()

    run(body)
    assert learned_keys(store) == []
    assert jobs_on_disk(tmp_path) == []


def test_messages_and_revisions_of_a_persona_are_learned_together_in_order(
    tmp_path: Path,
) -> None:
    revisions: dict[str, RevisionRecord] = {}
    store = open_store(tmp_path, revisions)
    queue = queue_for(store, tmp_path)
    events = [saved(revisions, 1), answered(2), saved(revisions, 3), answered(4, "no emoji ever")]

    async def body() -> None:
        for event in events:
            if isinstance(event, MessageAnswered):
                queue.learn_said_later(event)
            else:
                queue.learn_later(event)
        await queue.drain()

    run(body)
    assert learned_keys(store) == [
        "cpwriter-r0001",
        "cpwriter-m0002",
        "cpwriter-r0003",
        "cpwriter-m0004",
    ]
    held = {a.dimension: a for a in store.list_assertions("pwriter")}
    assert [e.message_id for e in held["paragraph_length"].evidence] == ["cpwriter-m0002"]
    assert jobs_on_disk(tmp_path) == []


def test_message_jobs_left_by_a_crash_are_learned_once_after_a_restart(tmp_path: Path) -> None:
    store = open_store(tmp_path, {})
    first = queue_for(store, tmp_path)

    async def announce() -> None:
        for n in range(3):
            first.learn_said_later(answered(n))

    run(announce)  # the loop ends before any learning runs
    assert isinstance(first.jobs, FileJobs)
    first.jobs.close()  # the process died: its hold on its jobs goes
    assert jobs_on_disk(tmp_path) == ["cpwriter-m0000", "cpwriter-m0001", "cpwriter-m0002"]
    # One of them had been learned before the crash removed its job.
    learn_one = learn_statement(
        store,
        None,
        persona_id="pwriter",
        content_id="cpwriter",
        said=SaidInMessage(message_id="cpwriter-m0001", version=1, text="以后段落短一点"),
        now=NOW,
    )
    asyncio.run(learn_one)

    second = queue_for(store, tmp_path)

    async def restart() -> None:
        await second.start()
        await second.drain()
        await second.stop()

    run(restart)
    assert sorted(learned_keys(store)) == ["cpwriter-m0000", "cpwriter-m0001", "cpwriter-m0002"]
    assert jobs_on_disk(tmp_path) == []


def test_a_message_that_keeps_failing_is_kept_as_failed_and_named_in_the_audit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = open_store(tmp_path, {})
    slept: list[float] = []
    queue = queue_for(store, tmp_path, slept=slept)

    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(learner, "learn_statement", broken)

    async def body() -> None:
        queue.learn_said_later(answered(7))
        await queue.drain()

    run(body)
    (failure,) = queue.failures()
    assert failure.said is not None and failure.said.message_id == "cpwriter-m0007"
    assert failure.state == "failed" and "disk on fire" in failure.error
    (entry,) = [e for e in store.list_audit("pwriter") if e.action == LEARN_FAILED]
    assert entry.detail["message_id"] == "cpwriter-m0007"
    assert len(slept) == 3


def test_a_message_job_reads_back_as_it_was_saved() -> None:
    words = SaidInMessage(message_id="c1-m1", version=4, text="短一点", author=WRITER)
    job = QueuedRevision.for_message("p1", "c1", words, order=7)
    again = QueuedRevision.model_validate_json(job.model_dump_json())
    assert again == job
    assert (again.revision_id, again.suggestions, again.said) == ("c1-m1", ["短一点"], words)
    # A revision's job saved before messages were queued still reads.
    old = {
        "revision_id": "c1-r1",
        "persona_id": "p1",
        "content_id": "c1",
        "suggestions": [],
        "order": 1,
    }
    assert QueuedRevision.model_validate(old).said is None


def test_a_queue_that_only_saves_jobs_leaves_messages_waiting_for_the_learner(
    tmp_path: Path,
) -> None:
    store = open_store(tmp_path, {})
    woken: list[int] = []
    queue = StyleQueue(
        store,
        None,
        lambda: NOW,
        tmp_path / "style-queue",
        learns=False,
        wake=lambda: woken.append(1),
    )

    async def body() -> None:
        queue.learn_said_later(answered(5))
        await queue.drain()

    run(body)
    assert woken == [1]
    assert learned_keys(store) == []
    assert jobs_on_disk(tmp_path) == ["cpwriter-m0005"]


# -- what of the words is read ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("以后段落短一点", "以后段落短一点"),
        ("  Keep paragraphs short!!!  ", "Keep paragraphs short!!!"),
        ("x" + " " * 19_998 + "x", "x" + " " * 8 + "x"),
        ("把" + "，" * 19_995 + "改成b", "把" + "，" * 8 + "改成b"),
        ("too many " + "😀" * 40, "too many " + "😀" * 7),  # the space is in the run
        ("x" + ". " * 9_999 + "y", "x" + ". " * 4 + "y"),
    ],
)
def test_runs_of_spaces_punctuation_or_emoji_are_read_cut_short(text: str, read: str) -> None:
    assert readable(text) == read


def test_a_long_message_is_read_at_its_start_and_end() -> None:
    pasted = (
        "以后段落短一点。" + "我们在雨里等了二十分钟，公交车一直没有来。" * 300 + "Keep it formal."
    )
    read = readable(pasted)
    assert len(read) <= READ_CHARS + 1
    assert read.startswith("以后段落短一点。") and read.endswith("Keep it formal.")
    heard = {(o.dimension, o.value) for o in observe_statement(said(pasted))}
    assert {("paragraph_length", "shorter"), ("formality", "formal")} <= heard


def test_how_the_turn_ended_is_carried_to_the_learned_entry(tmp_path: Path) -> None:
    # A stopped turn and a lost reply are announced as such; the job keeps it on disk and
    # the learned entry names it (default: answered in words).
    store = open_store(tmp_path, {})
    queue = queue_for(store, tmp_path)
    stopped, lost, plain = answered(5), answered(6), answered(7)

    async def body() -> None:
        queue.learn_said_later(MessageAnswered(stopped.content, stopped.message, "stopped"))
        queue.learn_said_later(MessageAnswered(lost.content, lost.message, "lost"))
        queue.learn_said_later(plain)
        await queue.drain()

    run(body)
    outcomes = {
        str(e.detail["message_id"]): e.detail["outcome"]
        for e in store.list_audit("pwriter")
        if e.action == LEARNED_MESSAGE
    }
    assert outcomes == {
        "cpwriter-m0005": "stopped",
        "cpwriter-m0006": "lost",
        "cpwriter-m0007": "answered",
    }
