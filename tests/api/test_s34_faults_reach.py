"""The model's address going wrong (redirected elsewhere, refused, a name no DNS knows, https
to a plain HTTP server), a model that drips its answer a byte at a time, and answers in shapes
that are unusual but valid — content as a list of parts, a reasoning model's thinking, `data:`
without its space and CRLF line ends — which must make the edit, not an error."""

from __future__ import annotations

import json

import pytest

from app.settings import Settings
from app.testing.live_server import free_port
from app.testing.openai_stub import OpenAIStub
from tests.api.faults_s34_harness import (
    EDITED_BODIES,
    MESSAGES,
    Apps,
    Fault,
    RawModel,
    Writer,
    app_with,
    assert_plain_failure,
    completion,
    edited_reply,
    endpoints,
    no_traceback_logged,
    on_raw,
    on_stub,
    on_stub_body,
    plain_or_streamed,
    replies_to,
    run_fault,
    slow_drip,
    sse,
)

__all__ = ["endpoints"]

ELSEWHERE = {"Location": "http://127.0.0.2:9/v1/chat/completions"}
MOVED = [
    on_stub(f"redirect-{status}", status=status, body="", headers=ELSEWHERE)
    for status in (301, 307, 308)
]
DRIP = on_raw("a-byte-each-half-second", slow_drip(edited_reply("en")))


@pytest.mark.parametrize("flow", ["send", "stream"])
@pytest.mark.parametrize("fault", [*MOVED, DRIP], ids=lambda fault: fault.name)
def test_a_redirect_or_a_drip_keeps_the_message_and_says_so(
    endpoints: tuple[OpenAIStub, RawModel, Apps],
    fault: Fault,
    flow: str,
) -> None:
    reply = run_fault(endpoints, fault, flow, "zh" if flow == "send" else "en")
    assert "127.0.0.2" not in reply["content"]  # the address it pointed to is not followed


@pytest.mark.parametrize("flow", ["send", "stream"])
@pytest.mark.parametrize("where", ["refused", "no-such-name", "https-to-http"])
def test_an_endpoint_out_of_reach_keeps_the_message_and_says_so(
    settings: Settings, flow: str, where: str
) -> None:
    lang = "zh" if flow == "stream" else "en"
    port = free_port()
    with OpenAIStub() as plain_http:
        address = {
            "refused": f"http://127.0.0.1:{port}/v1",
            "no-such-name": "http://model.invalid/v1",
            "https-to-http": f"https://127.0.0.1:{plain_http.port}/v1",
        }[where]
        with app_with(settings, address) as client:
            writer = Writer(client, lang)
            with no_traceback_logged(where):
                turn = writer.send(MESSAGES[lang], streamed=flow == "stream")
            reply = assert_plain_failure(turn, lang, where)
            assert writer.content()["version"] == 1
            assert len(replies_to(writer.session(), reply["parent_id"])) == 1
            if where == "refused":  # the model server is started: Retry works
                started = RawModel(edited_reply(lang), port=port).start()
                try:
                    retried = writer.regenerate(reply["id"])
                finally:
                    started.stop()
                assert retried.result["revision"], retried.result["assistant_message"]
                assert writer.content()["body"] == EDITED_BODIES[lang]


PARTS = [
    {"type": "text", "text": "Weekend\n\n"},
    {"type": "text", "text": EDITED_BODIES["en"]},
]
THINKING = "<think>The writer wants warmth: fine becomes lovely.</think>\n\n" + edited_reply("en")


def _streamed(text: str) -> list[str]:
    pieces = [sse({"content": text[i : i + 7]}) for i in range(0, len(text), 7)]
    return [*pieces, sse({}, "stop"), "data: [DONE]", ""]


VALID = [
    (on_stub_body("content-as-parts", completion(PARTS)), "send"),
    *(
        (
            plain_or_streamed(
                "a-think-block-first",
                {"body": json.dumps(completion(THINKING)), "content_type": "application/json"},
                {"raw_stream": _streamed(THINKING)},
            ),
            flow,
        )
        for flow in ("send", "stream")
    ),
    (
        on_stub(
            "data-without-space-and-crlf",
            raw_stream=[
                line.replace("data: ", "data:").replace("\n", "\r\n") + "\r"
                for line in _streamed(edited_reply("en"))
            ],
        ),
        "stream",
    ),
    (
        on_stub(
            "thinking-then-text",
            raw_stream=[sse({"reasoning_content": "Warmth. "})] * 3 + _streamed(edited_reply("en")),
        ),
        "stream",
    ),
    (
        on_stub(
            "usage-after-the-end",
            raw_stream=[
                *_streamed(edited_reply("en"))[:-2],
                'data: {"choices": [], "usage": {"prompt_tokens": 5, "completion_tokens": 9}}',
                "",
                "data: [DONE]",
                "",
            ],
        ),
        "stream",
    ),
]


@pytest.mark.parametrize(("answer", "flow"), VALID, ids=[f"{a.name}-{flow}" for a, flow in VALID])
def test_an_unusual_but_valid_answer_makes_the_edit(
    endpoints: tuple[OpenAIStub, RawModel, Apps],
    answer: Fault,
    flow: str,
) -> None:
    stub, raw, apps = endpoints
    stub.reset()
    writer = Writer(apps.on(stub.url), "en")
    answer.script(stub, raw, flow == "stream")
    with no_traceback_logged(answer.name):
        turn = writer.send(MESSAGES["en"], streamed=flow == "stream")
    assert turn.result.get("revision"), turn.result
    after = writer.content()
    assert (after["title"], after["body"]) == ("Weekend", EDITED_BODIES["en"])
