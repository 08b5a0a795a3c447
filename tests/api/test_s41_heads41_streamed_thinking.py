"""A reasoning model (DeepSeek-R1, Qwen3 on a plain OpenAI-compatible server) writes its thinking
into the streamed content, `<think>…</think>` before the answer. The writer watching the reply
stream saw that thinking as live text (an outside tester's finding, session 40); the saved reply
already left it out. Now the streamed deltas leave it out too — whichever chunks split its tags —
a reply cut while still thinking shows none of it, and a stopped one saves none of it."""

from __future__ import annotations

import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer
from app.testing.openai_stub import OpenAIStub
from app.testing.sse import streamed_turn
from tests.api.model_stub import answering_stub, stub_client  # noqa: F401 (fixtures)

TITLE, BODY = "The bus", "The bus was late again.\n\nWe waited twenty minutes in the rain."
EDITED = "The bus\n\nThe bus was late again — of course!\n\nWe waited twenty minutes in the rain."
THINKING = "Okay, the user wants it livelier. Let me add an exclamation to the first paragraph."
ZH_TITLE, ZH_BODY = "公交", "公交车今天又晚了。\n\n我们在雨里等了二十分钟。"
ZH_EDITED = "公交\n\n公交车今天又晚了！真是的。\n\n我们在雨里等了二十分钟。"
ZH_THINKING = "嗯，用户想让第一段更生动。我加一个感叹号。"


@pytest.mark.parametrize("size", [1, 2, 3, 5, 8, 13])
def test_the_thinking_is_not_streamed_whatever_chunks_split_its_tags(
    client: TestClient, stub: OpenAIStub, size: int
) -> None:
    whole = f"<think>\n{THINKING}\n</think>\n\n{EDITED}"
    stub.enqueue(stream_chunks=[whole[i : i + size] for i in range(0, len(whole), size)])
    shown, reply, body = streamed_turn(client, TITLE, BODY, "make it livelier")
    assert shown == EDITED
    assert reply["status"] == "ok" and reply["revision_id"] is not None, reply["content"]
    assert body == EDITED.split("\n\n", 1)[1]


def test_chinese_thinking_in_upper_case_tags_and_an_empty_block_are_not_streamed(
    client: TestClient, stub: OpenAIStub
) -> None:
    whole = f"<THINK>{ZH_THINKING}</THINK>\n<think>\n\n</think>\n\n{ZH_EDITED}"
    stub.enqueue(stream_chunks=[whole[i : i + 4] for i in range(0, len(whole), 4)])
    shown, reply, body = streamed_turn(client, ZH_TITLE, ZH_BODY, "第一段更生动一些")
    assert shown == ZH_EDITED
    assert reply["status"] == "ok" and reply["revision_id"] is not None, reply["content"]
    assert body == ZH_EDITED.split("\n\n", 1)[1]


def test_a_reply_cut_while_thinking_shows_none_of_it(client: TestClient, stub: OpenAIStub) -> None:
    whole = f"<think>{THINKING} And then"
    stub.enqueue(stream_chunks=[whole[i : i + 7] for i in range(0, len(whole), 7)], cut=True)
    shown, reply, body = streamed_turn(client, TITLE, BODY, "make it livelier")
    assert shown == ""
    assert reply["status"] == "error" and "user wants" not in reply["content"]
    assert body == BODY


def test_an_article_that_writes_the_tag_itself_is_streamed_as_it_is(
    client: TestClient, stub: OpenAIStub
) -> None:
    edited = "The bus\n\nWrite <think> in the prompt.\n\nWe waited twenty minutes in the rain."
    body = "Write think in the prompt.\n\nWe waited twenty minutes in the rain."
    stub.enqueue(stream_chunks=[edited[i : i + 3] for i in range(0, len(edited), 3)])
    shown, reply, saved = streamed_turn(client, TITLE, body, "put think in angle brackets")
    assert shown == edited
    assert reply["status"] == "ok", reply["content"]


@pytest.fixture
def held(tmp_path: Path) -> Iterator[tuple[str, HeldModel]]:
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None
    )
    model = HeldModel(head=("<thi", f"nk>{THINKING[:30]}", THINKING[30:]), tail="</think>")
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url, model
        model.release.set()


def test_a_reply_stopped_while_thinking_saves_none_of_the_thinking(
    held: tuple[str, HeldModel],
) -> None:
    url, model = held
    made = httpx.post(f"{url}/api/contents", json={"title": TITLE, "body": BODY}).json()
    pool = ThreadPoolExecutor(1)

    def send() -> list[str]:
        seen = []
        with (
            httpx.Client(base_url=url, timeout=30) as streaming,
            streaming.stream(
                "POST",
                "/api/chat/send?stream=true",
                json={"content_id": made["id"], "message": "make it livelier"},
            ) as response,
        ):
            seen = list(response.iter_lines())
        return seen

    turn = pool.submit(send)
    deadline = time.monotonic() + 10
    while not model.history:  # the model is thinking, held
        assert time.monotonic() < deadline and not turn.done(), "the turn did not start"
        time.sleep(0.02)
    session = httpx.get(f"{url}/api/chat/sessions/{made['id']}").json()
    asked = session["path"][-1]
    time.sleep(0.3)  # the held thinking has streamed (the model is waiting for `release`)
    stopped = httpx.post(f"{url}/api/chat/messages/{asked['id']}/stop", json={}, timeout=30)
    assert stopped.status_code == 200, stopped.text
    lines = turn.result(15)
    pool.shutdown()
    assert not any("user wants" in line or "think" in line.lower() for line in lines), lines
    reply = httpx.get(f"{url}/api/chat/sessions/{made['id']}").json()["path"][-1]
    assert reply["status"] == "stopped"
    assert "user wants" not in reply["content"] and "think" not in reply["content"].lower()
