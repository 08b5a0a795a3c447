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
from tests.failures_said import assert_told

# A Chinese article (counted in characters): every failure told in Chinese, whole.
ARTICLE = {"title": "周报", "body": "本周完成了三件事。\n\nNext week: the launch."}


def _reply(settings: Settings, base_url: str) -> str:
    model = OpenAICompatible(base_url=base_url, model="qwen2.5", timeout=10, max_retries=0)
    with TestClient(app=create_app(settings, provider=model)) as client:
        content_id = client.post("/api/contents", json=ARTICLE).json()["id"]
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
    assert_told(
        said,
        ARTICLE["body"],
        "model-server.invalid could not be found",
        "找不到模型端点的主机名 model-server.invalid",
    )
    assert "REDLINE_LLM_BASE_URL" in said


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost"])
def test_a_port_where_nothing_listens_is_named(settings: Settings, host: str) -> None:
    port = free_port()
    said = _reply(settings, f"http://{host}:{port}/v1")
    assert_told(
        said,
        ARTICLE["body"],
        f"Nothing is listening at {host}:{port}",
        f"{host}:{port} 上没有服务在监听",
    )
    assert "请启动模型服务" in said, said  # "Start the model server"


def test_https_to_a_plain_http_server_says_to_use_http(settings: Settings) -> None:
    with OpenAIStub() as stub:  # a running server, speaking plain HTTP
        said = _reply(settings, stub.url.replace("http://", "https://"))
    assert_told(said, ARTICLE["body"], "did not answer in TLS", "没有用 TLS（https）应答")
    assert "http://" in said
    assert "请检查它是否在运行" not in said  # not "check that it is running"
