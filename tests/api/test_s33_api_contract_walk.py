"""A client written from docs/api.md alone: every answer of a full walk through the API checked
against the OpenAPI document the app serves, the README's curl examples replayed as written,
a 201 that says where the new thing is, and the CLI counting as the API does."""

import json
import re
import shlex
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest
from httpx import Response
from litestar.testing import TestClient

from app.cli import main
from app.settings import Settings
from app.testing.fake_model import FakeModel
from tests.conftest import article, settle

README = Path(__file__).resolve().parents[2] / "README.md"
TITLE = "秋天的公园"
BODY = "公园里的树叶变黄了。我们等了很久。\n\nThe bus was late and we waited fifteen minutes."


class SchemaChecked:
    """Sends requests and checks each answer against the operation the served OpenAPI
    document declares for its path, method and status."""

    def __init__(self, client: TestClient[Any]) -> None:
        self.client = client
        self.document = client.get("/schema/openapi.json").json()
        self.checked: list[str] = []

    def operation(self, method: str, path: str) -> dict[str, Any]:
        matches = [
            (template.count("{"), operations[method.lower()])
            for template, operations in self.document["paths"].items()
            if method.lower() in operations
            and re.fullmatch(re.sub(r"\{[^}]+\}", "[^/]+", template), path)
        ]
        assert matches, f"{method} {path} is in no operation of the OpenAPI document"
        return min(matches, key=lambda found: found[0])[1]

    def conforms(self, answer: Any, schema: dict[str, Any], where: str = "") -> None:
        validator = jsonschema_rs.validator_for(
            {**schema, "components": self.document["components"]}
        )
        errors = [f"{e.message} at {list(e.instance_path)}" for e in validator.iter_errors(answer)]
        assert not errors, f"{where}: {errors[:3]}"

    def __call__(self, method: str, url: str, status: int, **kwargs: Any) -> Response:
        response = self.client.request(method, url, **kwargs)
        assert response.status_code == status, f"{method} {url}: {response.text[:300]}"
        declared = self.operation(method, url.split("?")[0])["responses"]
        assert str(status) in declared, f"{method} {url}: {status} not declared ({list(declared)})"
        if status >= 400:
            error = response.json()
            assert set(error) == {"status_code", "detail", "extra"}, error
            assert error["status_code"] == status
            assert error["detail"].endswith((".", "。", ")")), error["detail"]
        if response.headers.get("content-type", "").startswith("application/json"):
            schema = declared[str(status)]["content"]["application/json"]["schema"]
            self.conforms(response.json(), schema, f"{method} {url} {status}")
        self.checked.append(f"{method} {url} {status}")
        return response


@pytest.fixture
def api(client: TestClient[Any]) -> SchemaChecked:
    return SchemaChecked(client)


def test_a_walk_through_articles_chat_and_revisions_answers_as_the_schema_says(
    api: SchemaChecked,
) -> None:
    persona = api("POST", "/api/personas", 201, json={"name": "活泼 Lively"}).json()
    made = api(
        "POST",
        "/api/contents",
        201,
        json={"title": TITLE, "body": BODY, "persona_id": persona["id"]},
    ).json()
    assert (made["title"], made["body"], made["version"]) == (TITLE, BODY, 1)
    cid = made["id"]
    api("GET", f"/api/contents?q={TITLE[-2:]}", 200)
    api("GET", "/api/contents?include_body=false", 200)
    api(
        "PUT",
        f"/api/contents/{cid}",
        200,
        json={"body": BODY + "\n\n新的一段。", "base_version": 1},
    )
    api("PUT", f"/api/contents/{cid}", 409, json={"body": BODY, "base_version": 1})
    api("PATCH", f"/api/contents/{cid}", 200, json={"title": "秋天", "base_version": 2})
    head = api("GET", f"/api/chat/sessions/{cid}", 200).json()["head_id"]
    sent = api(
        "POST",
        "/api/chat/send",
        200,
        json={
            "content_id": cid,
            "message": "把“fifteen”改成“fifty”",
            "base_version": 3,
            "head_id": head,
        },
    ).json()
    assert sent["revision"]["version"] == 4 and "learning" not in sent["revision"]
    stream = api(
        "POST",
        "/api/chat/send?stream=true",
        200,
        json={"content_id": cid, "message": "replace late with early"},
    )
    events = re.findall(r"^event: (\S+)\r?\ndata: (.*?)\r?$", stream.text, re.M)
    assert [name for name, _ in events] == ["user_message", "revision", "assistant_message", "done"]
    for (_, data), shape in zip(
        events, ["ChatMessage", "RevisionRecord", "ChatMessage", "SendResult"], strict=True
    ):
        api.conforms(json.loads(data), {"$ref": f"#/components/schemas/{shape}"})
    edited = api(
        "POST",
        f"/api/chat/messages/{sent['user_message']['id']}/edit",
        200,
        json={"message": "把“fifteen”改成“twenty”"},
    ).json()
    assert edited["revision"]["base_version"] == 3
    api("POST", f"/api/chat/messages/{edited['assistant_message']['id']}/regenerate", 200, json={})
    api("POST", f"/api/chat/messages/{edited['user_message']['id']}/regenerate", 400, json={})
    rolled = api(
        "POST",
        f"/api/chat/sessions/{sent['session_id']}/head",
        200,
        json={"message_id": sent["assistant_message"]["id"]},
    ).json()
    assert rolled["head_id"] == sent["assistant_message"]["id"]
    assert api("GET", f"/api/contents/{cid}", 200).json()["version"] == 4
    api("POST", f"/api/chat/messages/{edited['user_message']['id']}/activate", 200, json={})
    api("POST", f"/api/chat/messages/{sent['user_message']['id']}/stop", 200, json={})
    revisions = api("GET", f"/api/chat/revisions/{cid}", 200).json()
    assert all("learning" in r for r in revisions)
    rid = revisions[-1]["id"]
    api("GET", f"/api/revisions/{rid}", 200)
    api("GET", f"/api/revisions/{rid}/diff", 200)
    api("GET", f"/api/contents/{cid}/versions/1", 200)
    api("GET", f"/api/contents/{cid}/versions/99", 404)
    api("GET", f"/api/contents/{cid}/diff?from=1&to=4", 200)
    api("GET", f"/api/contents/{cid}/history", 200)
    now = api("GET", f"/api/contents/{cid}", 200).json()["version"]
    api("POST", f"/api/revisions/{rid}/reject", 200, json={"change_ids": None, "base_version": now})
    now += 1
    restored = api(
        "POST", f"/api/contents/{cid}/restore", 200, json={"version": 1, "base_version": now}
    ).json()
    assert (restored["title"], restored["body"]) == (TITLE, BODY)
    comment = api("POST", f"/api/revisions/{rid}/comments", 201, json={"text": "好 👍"}).json()
    api("GET", f"/api/contents/{cid}/comments", 200)
    api("DELETE", f"/api/comments/{comment['id']}", 204)
    api("GET", "/api/revisions?limit=2", 200)
    api("GET", "/api/revisions?limit=101", 400)
    api("GET", f"/api/contents/{cid}/sharing", 200)
    api("GET", "/api/account", 200)
    api("GET", f"/api/personas/{persona['id']}", 200)
    api("GET", f"/api/personas/{persona['id']}/audit", 200)
    api("DELETE", f"/api/contents/{cid}", 200)
    api("POST", f"/api/contents/{cid}/untrash", 200)
    api(
        "POST", "/api/contents/generate", 503, json={"brief": "写一篇", "persona_id": persona["id"]}
    )
    api("POST", "/api/chat/send", 404, json={"content_id": "nothere", "message": "hi"})
    api("POST", "/api/contents", 400, json={"title": "a\nb", "body": "x"})
    assert len(api.checked) > 40


def test_a_201_says_where_the_new_article_or_persona_is(api: SchemaChecked) -> None:
    for path, body in [
        ("/api/contents", {"title": TITLE, "body": BODY}),
        ("/api/personas", {"name": "简洁"}),
    ]:
        made = api("POST", path, 201, json=body)
        assert made.headers["location"] == f"{path}/{made.json()['id']}"
        assert api("GET", made.headers["location"], 200).json()["id"] == made.json()["id"]
        declared = api.operation("POST", path)["responses"]["201"]
        assert "Location" in declared["headers"]


def _readme_curls() -> list[list[str]]:
    """Each `curl … localhost:8000/api/…` command of the README's shell blocks, as words."""
    blocks = re.findall(r"```sh\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    commands = [
        line
        for block in blocks
        for line in block.replace("\\\n", " ").splitlines()
        if line.startswith("curl ") and "localhost:8000/api/" in line
    ]
    return [shlex.split(command) for command in commands]


def test_the_readme_curl_examples_run_as_written(api: SchemaChecked) -> None:
    made_id = ""
    curls = _readme_curls()
    assert len(curls) >= 2
    for words in curls:
        url = next(w for w in words if "localhost:8000" in w).split("localhost:8000", 1)[1]
        flagged = list(zip(words, words[1:], strict=False))
        headers = dict(word.split(": ", 1) for flag, word in flagged if flag == "-H")
        data = next((word for flag, word in flagged if flag == "-d"), None)
        if data is None:
            api("GET", url, 200, headers=headers)
            continue
        data = data.replace("<id>", made_id)
        answer = api(
            "POST", url, 201 if url == "/api/contents" else 200, content=data, headers=headers
        )
        made_id = made_id or answer.json()["id"]
    after = api("GET", f"/api/contents/{made_id}", 200).json()
    assert "thirty" in after["body"] and after["version"] == 2


def test_cli_history_counts_a_chinese_article_in_characters_as_the_api_does(
    client: TestClient[Any],
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    made = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()
    assert (made["word_count"], made["word_unit"]) == (24, "字")
    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    assert main(["history", made["id"]]) == 0
    assert "(now V1, 24 字)" in capsys.readouterr().out


def test_every_field_of_an_answer_is_required_in_the_document_and_a_requests_optional_ones_not(
    api: SchemaChecked,
) -> None:
    schemas = api.document["components"]["schemas"]
    for answer in ["Content", "SendResult", "ChatMessage", "RevisionRecord", "SessionView"]:
        assert set(schemas[answer]["required"]) == set(schemas[answer]["properties"]), answer
    assert "regenerate" not in schemas["SendMessage"].get("required", [])
    assert "persona_id" not in schemas["CreateContent"].get("required", [])


def test_a_persona_learns_and_its_preferences_are_decided_as_the_schema_says(
    api: SchemaChecked,
) -> None:
    persona = api("POST", "/api/personas", 201, json={"name": "学习"}).json()
    made = api(
        "POST",
        "/api/contents",
        201,
        json={
            "title": "周末",
            "body": "今天天气很好！😀\n\n我们去了公园。",
            "persona_id": persona["id"],
        },
    ).json()
    api(
        "POST",
        "/api/chat/send",
        200,
        json={"content_id": made["id"], "message": "我喜欢短句，不要用表情"},
    )
    settle(api.client)
    learned = api("GET", f"/api/personas/{persona['id']}", 200).json()["preferences"]
    emoji = next(p for p in learned if p["dimension"] == "emoji")
    where = f"/api/personas/{persona['id']}/preferences/{emoji['id']}"
    assert api("GET", where, 200).json()["evidence"][0]["quote"] == "我喜欢短句，不要用表情"
    api("PATCH", where, 200, json={"action": "confirm"})
    assert api("PATCH", where, 200, json={"action": "reject"}).json()["state"] == "rejected"
    api("PATCH", where, 409, json={"action": "confirm"})
    assert api("PATCH", where, 200, json={"action": "undo"}).json()["state"] != "rejected"
    api("PATCH", where, 400, json={"action": "edit", "value": "zzz"})
    api("GET", f"/api/personas/{persona['id']}/preferences/nothere", 404)
    api("GET", f"/api/personas/{persona['id']}/audit", 200)


def test_what_the_model_was_sent_answers_as_the_schema_says(
    llm_client: TestClient[Any], fake_model: FakeModel
) -> None:
    api = SchemaChecked(llm_client)
    made = api(
        "POST", "/api/contents", 201, json={"title": "周末", "body": "今天很好。\n\n我们去了公园。"}
    )
    fake_model.enqueue(article("周末", "今天真好！", "我们去了公园。"))
    sent = api(
        "POST",
        "/api/chat/send",
        200,
        json={"content_id": made.json()["id"], "message": "更活泼一点"},
    ).json()
    assert sent["revision"]["kind"] == "llm"
    call = api("GET", f"/api/chat/messages/{sent['assistant_message']['id']}/prompt", 200).json()
    assert (
        call["messages"][-1]["role"] == "user" and "更活泼一点" in call["messages"][-1]["content"]
    )
    api("GET", f"/api/chat/messages/{sent['user_message']['id']}/prompt", 404)


def test_a_draft_from_a_brief_says_where_it_is(
    llm_client: TestClient[Any], fake_model: FakeModel
) -> None:
    api = SchemaChecked(llm_client)
    persona = api("GET", "/api/personas", 200).json()[0]
    fake_model.enqueue(article("秋天", "树叶黄了。", "我们去了公园。"))
    draft = api(
        "POST", "/api/contents/generate", 201, json={"brief": "写秋天", "persona_id": persona["id"]}
    )
    assert draft.headers["location"] == f"/api/contents/{draft.json()['id']}"
    assert api("GET", draft.headers["location"], 200).json()["body"] == draft.json()["body"]
