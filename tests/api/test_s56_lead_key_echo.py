"""An endpoint that echoes Redline's API key in its error (gateways and proxies do) must not
put the key in the reply every reader sees, in the prompt view, or — through the failed
turn's words — in what the next model is sent (outside56 F9)."""

import json

from litestar.testing import TestClient

from app.llm.openai import OpenAICompatible
from app.main import create_app
from app.settings import Settings
from app.testing.openai_stub import OpenAIStub

KEY = "sk-o56-SECRET-0123456789"
ODD_KEY = "gateway~Key~4417~abc"  # a key of no credential shape: hidden because it is the key


def _echo_body(key: str) -> str:
    said = f"Bad request from client with headers Authorization: Bearer {key}; key={key}"
    return json.dumps({"error": {"message": said}})


def test_an_echoed_key_never_reaches_the_reply_the_prompt_view_or_the_next_prompt(
    settings: Settings,
) -> None:
    for key in (KEY, ODD_KEY):
        with OpenAIStub(default_reply="周末\n\n今天天气很好。\n\n我们去了花园。") as stub:
            stub.enqueue(status=400, body=_echo_body(key), content_type="application/json")
            model = OpenAICompatible(
                base_url=stub.url, model="m", api_key=key, timeout=5, max_retries=0
            )
            with TestClient(app=create_app(settings, provider=model)) as client:
                article = {"title": "周末", "body": "今天天气不错。\n\n我们去了花园。"}
                content_id = client.post("/api/contents", json=article).json()["id"]
                client.post("/api/chat/send", json={"content_id": content_id, "message": "更生动"})
                path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
                reply = path[-1]
                assert reply["status"] == "error"
                assert "拒绝了这个请求（400）" in reply["content"]  # a Chinese article: its words
                assert "Bad request from client" in reply["content"]  # the endpoint's words…
                assert key not in reply["content"]  # …without the key
                prompt_view = client.get(f"/api/chat/messages/{reply['id']}/prompt")
                assert key not in prompt_view.text
                again = {"content_id": content_id, "message": "再短一点"}
                client.post("/api/chat/send", json=again)
                sent = json.dumps(stub.requests[-1], ensure_ascii=False)
                assert "再短一点" in sent and "更生动" in sent  # the next turn, with its history
                assert key not in sent
