"""A model endpoint that cannot be reached says why in the words an operator acts on: a host
name that does not resolve (a typo in REDLINE_LLM_BASE_URL) is not "check that it is
running", and a port where nothing listens (the model server not started, or another port)
is not "check that the URL is right". The writer's message is kept either way."""

import pytest
from litestar.testing import TestClient

from app.llm.openai import OpenAICompatible
from app.main import create_app
from app.settings import Settings
from app.testing.live_server import free_port
from app.testing.openai_stub import OpenAIStub


def _reply(settings: Settings, base_url: str) -> str:
    model = OpenAICompatible(base_url=base_url, model="qwen2.5", timeout=10, max_retries=0)
    with TestClient(app=create_app(settings, provider=model)) as client:
        article = {"title": "周报", "body": "本周完成了三件事。\n\nNext week: the launch."}
        content_id = client.post("/api/contents", json=article).json()["id"]
        sent = client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "写得更简洁一点"}
        )
        path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
    assert sent.status_code == 200
    assert path[-2]["content"] == "写得更简洁一点"
    assert path[-1]["status"] == "error"
    return str(path[-1]["content"])


def test_a_host_name_that_does_not_resolve_is_named(settings: Settings) -> None:
    said = _reply(settings, "http://model-server.invalid:11434/v1")
    assert "model-server.invalid could not be found" in said
    assert "REDLINE_LLM_BASE_URL" in said


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost"])
def test_a_port_where_nothing_listens_is_named(settings: Settings, host: str) -> None:
    port = free_port()
    said = _reply(settings, f"http://{host}:{port}/v1")
    assert f"Nothing is listening at {host}:{port}" in said
    assert "Start the model server" in said


def test_https_to_a_plain_http_server_says_to_use_http(settings: Settings) -> None:
    with OpenAIStub() as stub:  # a running server, speaking plain HTTP
        said = _reply(settings, stub.url.replace("http://", "https://"))
    assert "did not answer in TLS" in said
    assert "http://" in said
    assert "check that it is running" not in said.lower()
