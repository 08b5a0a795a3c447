"""Every way a model call fails (app/llm/: openai.py, answers.py, reading.py) and every reply a
crash never wrote (lost_replies.py) is told to a Chinese article in Chinese, whole — the same
Chinese the panel's words.js gives a Chinese reader for the English (read by Node) — and to an
English article in English. Before session 45 a refused TLS certificate, an answer in another
API's format, an answer over the size limit and a reply over its total time stayed English."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from app.domain.models import LLMCall
from app.editing.failed_calls import failed_call
from app.editing.lost_replies import FULL_DISK_REPLY, LOST_REPLY, REFUSED_REPLY, _lost_reply
from app.editing.said_in_chinese import to_article
from app.llm.answers import called_a_tool, compressed, other_protocol
from app.llm.base import LLMBadResponse, LLMError, LLMRateLimited, LLMTimeout, LLMUnavailable
from app.llm.reading import _too_big
from tests.english_left import english_left
from tests.failures_said import QUOTED_IN_FAILURES

ZH_BODY = "我们在车站等了二十分钟。\n\n公交车一直没来。"
EN_BODY = "We waited twenty minutes at the stop.\n\nThe bus never came."
URL = "http://127.0.0.1:8080/v1"

anthropic = other_protocol({"type": "message", "content": []})
assert anthropic is not None

FAILURES: dict[str, LLMError] = {
    "timed out": LLMTimeout("The model did not answer within 10 seconds (2 attempts)."),
    "silent": LLMTimeout(
        "The model did not answer within 0.5 seconds on each of 2 attempts: it may be stuck or "
        "overloaded. Try again in a while."
    ),
    "too long in all": LLMTimeout(
        "The model's reply took more than about 3 minutes in all, so it was cut off."
    ),
    "stalled": LLMTimeout(
        "The model stopped in the middle of its reply (nothing more arrived for 10 seconds; "
        "asking again failed too)."
    ),
    "dropped": LLMUnavailable(
        "The connection to the model dropped in the middle of its reply (no attempt was left "
        "to ask again)."
    ),
    "refused": LLMUnavailable(
        f"The model endpoint at {URL} refused the connection. Nothing is listening at "
        "127.0.0.1:8080 (4 attempts). Start the model server, or check the port in "
        "REDLINE_LLM_BASE_URL."
    ),
    "unreachable": LLMUnavailable(
        f"Could not reach the model endpoint at {URL} (4 attempts). Check that it is running "
        "and the URL is right."
    ),
    "certificate": LLMBadResponse(
        "The model endpoint at https://model.test/v1 could not be reached securely: its TLS "
        "certificate was not accepted (self-signed certificate). Give it a certificate this "
        "machine trusts, or use an http:// address on a private network."
    ),
    "429": LLMRateLimited(
        "The model endpoint is rate limiting requests (429) and still refused after 4 attempts. "
        "Wait a minute and try again."
    ),
    "429 wait": LLMRateLimited(
        "The model endpoint is rate limiting requests (429) and asks to wait about 5 minutes "
        "before trying again, longer than Redline waits for a reply. Try again then."
    ),
    "500": LLMUnavailable("The model endpoint failed with HTTP 500 (4 attempts)."),
    "401": LLMBadResponse(
        "The model endpoint rejected the API key (401). Check REDLINE_LLM_API_KEY."
    ),
    "another API": anthropic,
    "compressed": compressed("br"),
    "a tool": called_a_tool("edit_article"),
    "too big": _too_big("an answer", 16 * 1024 * 1024),
    "unexpected": RuntimeError("boom"),
}


def _call() -> LLMCall:
    return LLMCall(
        id="m", message_id="m", content_id="c", model="x", messages=[], created_at="2026-01-01"
    )


PANEL = Path(__file__).resolve().parents[2] / "static" / "js" / "panel"
IN_PANEL = """
const { inLanguage } = await import(process.argv[1] + "/words.js");
let input = "";
for await (const chunk of process.stdin) input += chunk;
const said = JSON.parse(input).map((text) => inLanguage(text, "zh-Hans"));
process.stdout.write(JSON.stringify(said.map((one) => (one.lang ? one.text : null))));
"""


def _in_the_panel(texts: list[str]) -> list[str | None]:
    """Each text as the panel shows it to a Chinese reader (words.js, run by Node)."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node is needed to read the panel's words.js")
    flags = ["--experimental-default-type=module", "--input-type=module"]
    done = subprocess.run(
        [node, *flags, "-e", IN_PANEL, str(PANEL)],
        input=json.dumps(texts),
        capture_output=True,
        text=True,
        check=True,
    )
    return list(json.loads(done.stdout))


def test_every_failed_call_is_told_in_chinese_whole_on_a_chinese_article() -> None:
    english, chinese = [], []
    for name, error in FAILURES.items():
        en = failed_call(_call(), error, EN_BODY).reason
        zh = failed_call(_call(), error, ZH_BODY).reason
        assert en.startswith(str(error) if name != "unexpected" else "Something went wrong")
        assert not english_left(zh, quoted=QUOTED_IN_FAILURES), f"{name}: {zh}"
        assert "你的消息已保存" in zh, f"{name}: {zh}"  # the message kept, the article unchanged
        english.append(en)
        chinese.append(zh)
    # The server's Chinese is the panel's, sentence for sentence (one table, server-words.js).
    assert _in_the_panel(english) == chinese


def test_every_lost_reply_is_told_in_chinese_whole_on_a_chinese_article() -> None:
    for full, english in ((None, LOST_REPLY), (True, FULL_DISK_REPLY), (False, REFUSED_REPLY)):
        assert _lost_reply(full, EN_BODY) == english
        zh = _lost_reply(full, ZH_BODY)
        assert not english_left(zh) and "重试" in zh and "你的消息已保存" in zh, zh


def test_a_stop_before_any_text_and_the_first_line_are_said_in_the_articles_language() -> None:
    assert to_article("Stopped. No reply yet.", ZH_BODY) == "已停止，还没有回复。"
    assert to_article("Stopped. No reply yet.", EN_BODY) == "Stopped. No reply yet."
    welcome = "Loaded «车站». Tell me what to change."
    assert to_article(welcome, f"车站\n\n{ZH_BODY}") == "已载入《车站》。告诉我要改什么。"
    assert to_article(welcome, f"车站\n\n{EN_BODY}") == welcome
    # A title with a full stop in it is quoted whole.
    dotted = "Loaded «第1.5版. 草稿». Tell me what to change."
    assert to_article(dotted, ZH_BODY) == "已载入《第1.5版. 草稿》。告诉我要改什么。"
