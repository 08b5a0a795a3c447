"""A seeded random walk through the conversation tree over HTTP, checked against a reference
model after every step (test_s34_tree_model.py).

Each step is one of: a send (plain or streamed, or under a chosen parent), a noted wish
(`regenerate: false`), an edit of a writer's message (a branch), a regenerate (a sibling
reply), a branch switch, a head move (roll back or forward), a restore, an undo (rejecting
every change of the revision at the head), a hand edit, a rename, a send retried with
its Idempotency-Key (the first answer, nothing saved), or a refusal: a send, edit,
regenerate or restore that names a stale version or head (409), a send under a writer's
message (400) — nothing saved, no model called. After each: the model endpoint was sent
exactly the path the session shows, with the article at that point; the session's head,
path and nodes, the article and every version agree with the model; versions run V1..Vn
without a gap; every writer's message has its reply.

30 seeds × 25 steps run in the suite; `REDLINE_TREE_SEEDS=200` (and `REDLINE_TREE_STEPS`)
run more. A failing seed prints its steps; pin it in test_s34_tree_pinned.py.
"""

from __future__ import annotations

import json
import os
import random
from typing import Any

import pytest
from litestar.testing import TestClient

from app.llm.openai import OpenAICompatible
from app.main import create_app
from app.settings import Settings
from tests.api.test_s34_tree_model import (
    ARTICLES,
    SUGGESTIONS,
    EditingModel,
    Node,
    Tree,
    check_prompt,
    expected_prompt,
)

SEEDS = int(os.environ.get("REDLINE_TREE_SEEDS", "30"))
STEPS = int(os.environ.get("REDLINE_TREE_STEPS", "25"))


class Walk:
    """One article's conversation driven through the API beside its reference model."""

    def __init__(self, client: TestClient[Any], model: EditingModel, seed: int) -> None:
        self.client = client
        self.model = model
        self.rng = random.Random(seed)
        self.language = model.language
        self.log: list[str] = []
        title, body = ARTICLES[self.language]
        created = client.post("/api/contents", json={"title": title, "body": body})
        assert created.status_code == 201, created.text
        self.content_id = created.json()["id"]
        self.tree = Tree(texts={1: (title, body)})
        self.session_id = ""
        self.keyed_sends: list[tuple[str, dict[str, Any], dict[str, Any]]] = []
        self.sent: dict[str, list[dict[str, str]]] = {}

    # --- reading the app -------------------------------------------------------------------

    def session(self) -> dict[str, Any]:
        response = self.client.get(f"/api/chat/sessions/{self.content_id}")
        assert response.status_code == 200, response.text
        return dict(response.json())

    def words(self) -> str:
        return self.rng.choice(SUGGESTIONS[self.language]) + f" #{len(self.log)}"

    # --- turns ------------------------------------------------------------------------------

    def start(self) -> None:
        """The first message opens the conversation with its welcome line."""
        self.send()
        assert self.tree.nodes, "the first send made no conversation"

    def adopt_turn(
        self, result: dict[str, Any], parent: str, suggestion: str, new_user: bool, applied: bool
    ) -> None:
        """Put a SendResult's messages into the model, checking what they say."""
        tree = self.tree
        if not tree.nodes:
            view = self.session()
            root = view["path"][0]
            assert root["role"] == "system" and root["parent_id"] is None
            tree.add(Node(root["id"], None, "system", root["content"], 1))
            tree.head = root["id"]
            self.session_id = view["id"]
            parent = parent or root["id"]
        user, reply = result["user_message"], result["assistant_message"]
        base = tree.nodes[parent].version if new_user else tree.nodes[user["id"]].version
        if new_user:
            assert (user["parent_id"], user["role"], user["content"]) == (
                parent,
                "user",
                suggestion,
            )
            assert user["version"] == base
            tree.add(Node(user["id"], parent, "user", suggestion, base, deferred=not applied))
        else:
            assert user["id"] == parent
        assert reply["parent_id"] == user["id"] and reply["role"] == "assistant"
        assert reply["status"] == "ok", reply
        revision = result["revision"]
        if applied:
            assert revision is not None, reply
            version = tree.new_version(self.model.last_article)
            assert (revision["base_version"], revision["version"]) == (base, version)
            assert (revision["revised_title"], revision["revised_body"]) == tree.texts[version]
            assert (revision["original_title"], revision["original_body"]) == tree.texts[base]
        else:
            assert revision is None
            version = base
        assert reply["version"] == version
        tree.add(
            Node(reply["id"], user["id"], "assistant", reply["content"], version, revision=applied)
        )
        tree.move_head(reply["id"])
        content = result["content"]
        assert (content["version"], content["title"], content["body"]) == (
            version,
            *tree.texts[version],
        )

    def check_last_prompt(self, parent: str, suggestion: str, calls_before: int) -> None:
        """One model call was made, and it carried the path up to `parent` and the article
        as it was there."""
        requests = self.model.stub.requests
        assert len(requests) == calls_before + 1, "expected exactly one model call"
        view = self.session()
        parent_path = view["path"][: [m["id"] for m in view["path"]].index(parent) + 1]
        article = self.tree.texts[self.tree.nodes[parent].version]
        check_prompt(requests[-1]["messages"], expected_prompt(parent_path, suggestion, article))
        self.sent[view["head_id"]] = [
            {"role": m["role"], "content": m["content"]} for m in requests[-1]["messages"]
        ]
        self.check_stored_prompt(view["head_id"])

    def check_stored_prompt(self, reply_id: str) -> None:
        """What the app keeps of a model call is exactly what the model endpoint received."""
        stored = self.client.get(f"/api/chat/messages/{reply_id}/prompt")
        assert stored.status_code == 200, stored.text
        assert stored.json()["messages"] == self.sent[reply_id]

    def post_turn(
        self, url: str, body: dict[str, Any], stream: bool, key: str | None = None
    ) -> dict[str, Any]:
        headers = {"Idempotency-Key": key} if key else None
        if not stream:
            response = self.client.post(url, json=body, headers=headers)
            assert response.status_code == 200, response.text
            return dict(response.json())
        response = self.client.post(url + "?stream=true", json=body, headers=headers)
        assert response.status_code == 200, response.text
        text = response.text.replace("\r\n", "\n")
        events = [block for block in text.split("\n\n") if block.strip()]
        names = [
            line[7:] for block in events for line in block.split("\n") if line.startswith("event: ")
        ]
        assert names[0] == "user_message" and names[-1] == "done", names
        assert "error" not in names, response.text
        done = events[-1].split("\n")
        data = "\n".join(line[6:] for line in done if line.startswith("data: "))
        return dict(json.loads(data))

    def send(self, *, applied: bool = True, stream: bool = False, at: str | None = None) -> None:
        tree = self.tree
        parent = at or tree.head
        suggestion = self.words()
        body: dict[str, Any] = {"content_id": self.content_id, "message": suggestion}
        if not applied:
            body["regenerate"] = False
        if tree.nodes:
            if at is not None:
                body["parent_id"] = at
                body["base_version"] = tree.nodes[at].version
            elif self.rng.random() < 0.7:
                body["base_version"] = tree.version
                # "" is the head of a writer who sees only the opening line.
                at_root = tree.nodes[tree.head].parent is None
                body["head_id"] = "" if at_root and self.rng.random() < 0.5 else tree.head
        calls = len(self.model.stub.requests)
        key = f"walk-{len(self.log)}" if self.rng.random() < 0.3 else None
        result = self.post_turn("/api/chat/send", body, stream, key)
        if key:
            self.keyed_sends.append((key, body, result))
        self.adopt_turn(result, parent, suggestion, new_user=True, applied=applied)
        if applied:
            self.check_last_prompt(result["user_message"]["parent_id"], suggestion, calls)
        else:
            assert len(self.model.stub.requests) == calls, "a noted wish called the model"

    def edit(self) -> None:
        users = [n for n in self.tree.nodes.values() if n.role == "user"]
        if not users:
            return self.send()
        on_path = [n for n in self.tree.path if n.role == "user"]
        target = self.rng.choice(on_path if on_path and self.rng.random() < 0.7 else users)
        suggestion = self.words()
        assert target.parent is not None
        calls = len(self.model.stub.requests)
        body = {"message": suggestion, "head_id": self.tree.head}
        stream = self.rng.random() < 0.3
        result = self.post_turn(f"/api/chat/messages/{target.id}/edit", body, stream)
        self.adopt_turn(result, target.parent, suggestion, new_user=True, applied=True)
        self.check_last_prompt(target.parent, suggestion, calls)

    def regenerate(self) -> None:
        replies = [n for n in self.tree.nodes.values() if n.role == "assistant"]
        if not replies:
            return self.send()
        on_path = [n for n in self.tree.path if n.role == "assistant"]
        target = self.rng.choice(on_path if on_path and self.rng.random() < 0.7 else replies)
        assert target.parent is not None
        user = self.tree.nodes[target.parent]
        calls = len(self.model.stub.requests)
        url = f"/api/chat/messages/{target.id}/regenerate"
        result = self.post_turn(url, {"head_id": self.tree.head}, self.rng.random() < 0.3)
        self.adopt_turn(result, user.id, user.content, new_user=False, applied=True)
        assert user.parent is not None
        self.check_last_prompt(user.parent, user.content, calls)

    # --- moving around ----------------------------------------------------------------------

    def move_head(self) -> None:
        target = self.rng.choice(self.tree.order)
        response = self.client.post(
            f"/api/chat/sessions/{self.session_id}/head", json={"message_id": target}
        )
        assert response.status_code == 200, response.text
        self.tree.move_head(self.tree.head_for(target))
        self.log[-1] += f" -> {target[-6:]} ({self.tree.nodes[target].role})"

    def activate(self) -> None:
        forks = [n for n in self.tree.order if len(self.tree.children(n)) > 1]
        if not forks:
            return self.move_head()
        target = self.rng.choice(self.tree.children(self.rng.choice(forks)))
        response = self.client.post(f"/api/chat/messages/{target}/activate", json={})
        assert response.status_code == 200, response.text
        parent = self.tree.nodes[target].parent
        assert parent is not None
        self.tree.chosen[parent] = target
        self.tree.move_head(self.tree.leaf_of_branch(target))

    # --- versions ---------------------------------------------------------------------------

    def adopt_event(self, response: Any, text: tuple[str, str]) -> None:
        """A restore, an undo or a hand edit: a new version, an event node at the head."""
        assert response.status_code == 200, response.text
        content = response.json()
        tree = self.tree
        if text == tree.texts[tree.version]:
            assert content["version"] == tree.version
            return
        version = tree.new_version(text)
        assert (content["version"], content["title"], content["body"]) == (version, *text)
        view = self.session()
        event = view["path"][-1]
        assert (event["role"], event["parent_id"], event["version"]) == (
            "event",
            tree.head,
            version,
        )
        tree.add(Node(event["id"], tree.head, "event", event["content"], version, revision=True))
        tree.move_head(event["id"])

    def restore(self) -> None:
        version = self.rng.randint(1, self.tree.newest_version)
        response = self.client.post(
            f"/api/contents/{self.content_id}/restore",
            json={"version": version, "base_version": self.tree.version},
        )
        self.log[-1] += f" V{version}"
        self.adopt_event(response, self.tree.texts[version])

    def undo(self) -> None:
        """The panel's Undo: reject every change of the revision that made the head's text."""
        head = self.tree.nodes[self.tree.head]
        if head.role != "assistant" or not head.revision:
            return self.restore()
        revision_id = self.view_node(head.id)["revision_id"]
        revision = self.client.get(f"/api/revisions/{revision_id}").json()
        response = self.client.post(
            f"/api/revisions/{revision_id}/reject",
            json={"change_ids": None, "base_version": self.tree.version},
        )
        self.adopt_event(response, self.tree.texts[revision["base_version"]])

    def hand_edit(self) -> None:
        title, body = self.tree.texts[self.tree.version]
        body = body + ("\n\n手改了一句。" if self.language == "zh" else "\n\nA line by hand.")
        response = self.client.put(
            f"/api/contents/{self.content_id}",
            json={"body": body, "base_version": self.tree.version},
        )
        self.adopt_event(response, (title, body))

    def rename(self) -> None:
        title, body = self.tree.texts[self.tree.version]
        title = title + ("（改名）" if self.language == "zh" else " again")
        response = self.client.patch(
            f"/api/contents/{self.content_id}",
            json={"title": title, "base_version": self.tree.version},
        )
        self.adopt_event(response, (title, body))

    def retry(self) -> None:
        """A send retried with its Idempotency-Key: the first answer again, nothing saved."""
        if not self.keyed_sends:
            return self.send()
        key, body, first = self.rng.choice(self.keyed_sends)
        calls, count = len(self.model.stub.requests), len(self.tree.order)
        again = self.post_turn("/api/chat/send", body, self.rng.random() < 0.3, key)
        self.log[-1] += f" {key}"
        for part in ("user_message", "assistant_message"):
            assert again[part]["id"] == first[part]["id"]
        assert (again["revision"] or {}).get("id") == (first["revision"] or {}).get("id")
        assert len(self.model.stub.requests) == calls
        assert len(self.session()["messages"]) == count

    def view_node(self, node_id: str) -> dict[str, Any]:
        return next(m for m in self.session()["messages"] if m["id"] == node_id)

    # --- refusals ---------------------------------------------------------------------------

    def stale(self) -> None:
        """A change written against a version or head that is not the current one: 409 — or
        a message sent under a writer's message: 400. Nothing saved, no model called."""
        tree = self.tree
        others = [n for n in tree.order if n != tree.head]
        stale_versions = [v for v in tree.texts if v != tree.version] + [tree.newest_version + 3]
        users = [n for n in tree.order if tree.nodes[n].role == "user"]
        replies = [n for n in tree.order if tree.nodes[n].role == "assistant"]
        if not (others and users and replies):
            return self.send()
        calls, count, version = len(self.model.stub.requests), len(tree.order), tree.version
        send = {"content_id": self.content_id, "message": self.words()}
        refusals = {
            "version": (
                "/api/chat/send",
                {**send, "base_version": self.rng.choice(stale_versions)},
            ),
            "version_streamed": (
                "/api/chat/send?stream=true",
                {**send, "base_version": self.rng.choice(stale_versions)},
            ),
            "head": ("/api/chat/send", {**send, "head_id": self.rng.choice(others)}),
            "edit": (
                f"/api/chat/messages/{self.rng.choice(users)}/edit",
                {"message": self.words(), "head_id": self.rng.choice(others)},
            ),
            "regenerate": (
                f"/api/chat/messages/{self.rng.choice(replies)}/regenerate",
                {"head_id": self.rng.choice(others)},
            ),
            "restore": (
                f"/api/contents/{self.content_id}/restore",
                {"version": 1, "base_version": self.rng.choice(stale_versions)},
            ),
            "under_writer": ("/api/chat/send", {**send, "parent_id": self.rng.choice(users)}),
        }
        kind = self.rng.choice(list(refusals))
        url, body = refusals[kind]
        response = self.client.post(url, json=body)
        self.log[-1] += f" {kind}"
        assert response.status_code == (400 if kind == "under_writer" else 409), response.text
        assert len(self.model.stub.requests) == calls
        assert len(self.session()["messages"]) == count
        assert self.client.get(f"/api/contents/{self.content_id}").json()["version"] == version

    # --- the checks after every step --------------------------------------------------------

    def check(self) -> None:
        tree = self.tree
        view = self.session()
        assert view["head_id"] == tree.head
        assert [m["id"] for m in view["path"]] == [n.id for n in tree.path]
        assert [m["id"] for m in view["messages"]] == tree.order
        for message in view["messages"]:
            node = tree.nodes[message["id"]]
            seen = (message["parent_id"], message["role"], message["version"])
            assert seen == (node.parent, node.role, node.version), message
            if node.role == "user":
                assert message["content"] == node.content
        for node in view["path"][1:]:
            if node["role"] == "user":
                following = view["path"][view["path"].index(node) + 1 :][:1]
                assert [m["role"] for m in following] == ["assistant"], (
                    f"the writer's message {node['content']!r} has no reply on the path"
                )
        for node in tree.nodes.values():
            if node.role == "user":
                roles = {tree.nodes[c].role for c in tree.children(node.id)}
                assert roles == {"assistant"}, f"{node.content!r} has children {roles}"
        content = self.client.get(f"/api/contents/{self.content_id}").json()
        assert (content["version"], content["title"], content["body"]) == (
            tree.version,
            *tree.texts[tree.version],
        )
        history = self.client.get(f"/api/contents/{self.content_id}/history").json()
        assert [entry["version"] for entry in history] == list(range(2, tree.newest_version + 1))
        newest = tree.newest_version
        for version in {newest, self.rng.randint(1, newest)}:
            text = self.client.get(f"/api/contents/{self.content_id}/versions/{version}").json()
            assert (text["title"], text["body"]) == tree.texts[version]
        beyond = self.client.get(f"/api/contents/{self.content_id}/versions/{newest + 1}")
        assert beyond.status_code == 404

    def step(self) -> None:
        name = self.rng.choices(list(OPERATIONS), weights=list(OPERATIONS.values()))[0]
        self.log.append(name)
        if name == "send":
            self.send()
        elif name == "send_streamed":
            self.send(stream=True)
        elif name == "send_noted":
            self.send(applied=False, stream=self.rng.random() < 0.3)
        elif name == "send_at":
            target = self.rng.choice(
                [n for n in self.tree.order if self.tree.nodes[n].role != "user"]
            )
            self.log[-1] += f" {target[-6:]}"
            self.send(at=target)
        else:
            getattr(self, name)()
        self.check()


OPERATIONS = {
    "send": 4,
    "send_streamed": 2,
    "send_noted": 2,
    "send_at": 1,
    "edit": 3,
    "regenerate": 3,
    "move_head": 3,
    "activate": 3,
    "restore": 2,
    "undo": 1,
    "hand_edit": 1,
    "rename": 1,
    "retry": 1,
    "stale": 2,
}


def run_walk(client: TestClient[Any], model: EditingModel, seed: int, steps: int) -> Walk:
    walk = Walk(client, model, seed)
    walk.log.append("send")
    try:
        walk.start()
        walk.check()
        for _ in range(steps):
            walk.step()
        for reply_id in walk.sent:  # every turn's call can still be replayed as it was
            walk.check_stored_prompt(reply_id)
    except AssertionError as failure:
        trail = "; ".join(f"{i}:{s}" for i, s in enumerate(walk.log))
        raise AssertionError(f"seed {seed} ({model.language}), steps: {trail}") from failure
    return walk


@pytest.mark.parametrize("seed", range(SEEDS))
def test_random_walk_keeps_the_tree_the_model_and_the_versions_in_step(
    settings: Settings, seed: int
) -> None:
    language = "zh" if seed % 2 else "en"
    model = EditingModel(language)
    with model.stub:
        provider = OpenAICompatible(base_url=model.stub.url, model="stub-model", max_retries=0)
        with TestClient(app=create_app(settings, provider=provider)) as client:
            walk = run_walk(client, model, seed, STEPS)
    assert len(walk.log) == STEPS + 1
