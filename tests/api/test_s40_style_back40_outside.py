"""outside40 (copied from the outside tester's folder, session 40): the style learner files the
opposite of what the writer said.

Plain statements a writer makes in the chat, each in a fresh persona (the model finds nothing
to change). After learning has run, the persona holds an active preference ("used in
prompts") that says the reverse:

- "Please stop removing my emoji."            → emoji = none  (75 %, "explicit correction")
- "我不讨厌表情符号。" (I don't dislike emoji)  → emoji = none
- "The sentences aren't too long, leave them." → sentence_length = shorter
- "Paragraph 2 isn't too formal, keep it."     → formality = casual
- "别删我的表情。" (don't delete my emoji)         → emoji = none
- "能不能别老是把我的表情删掉" (can you stop always deleting my emoji) → emoji = none
- "Quit stripping out my exclamation marks!"   → tone = calm (75 %)
- "You keep making it formal. I hate that."    → formality = formal
- "别再把我的长句拆开了。" (stop splitting my long sentences) → sentence_length = shorter (75 %)

("Don't shorten my sentences.", "Stop making my sentences shorter." and 不要把句子改短 are read
the right way round, so the shape "stop doing X to my Y" is not hopeless — it fails for emoji,
exclamation marks, 长句 and a complaint about what the editor keeps doing.)

Expected once fixed: no live preference pointing the opposite way (learning nothing, asking, or
learning the right direction are all fine).
"""

# ---- self-contained harness: a scriptable fake OpenAI-compatible model + Redline (subprocess) ----
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest

REPO = os.environ.get(
    "REDLINE_REPO", str(__import__("pathlib").Path(__file__).resolve().parents[2])
)
PY = os.path.join(REPO, ".venv", "bin", "python")
if not os.path.exists(PY):
    PY = sys.executable


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    p = s.getsockname()[1]
    s.close()
    return p


class FakeModel:
    """Chat-completions server: edit calls get queued replies; style-extraction calls get '[]'."""

    def __init__(self):
        self.queue, self.requests, self.lock = [], [], threading.Lock()
        fm = self

        class H(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *a):
                pass

            def do_POST(self):
                n = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(n) or b"{}")
                system = (body.get("messages") or [{}])[0].get("content", "")
                with fm.lock:
                    fm.requests.append(body)
                    if "extract a writer" in system:
                        spec = {"content": "[]"}
                    else:
                        spec = fm.queue.pop(0) if fm.queue else {"content": "NO_CHANGE"}
                if spec.get("delay"):
                    time.sleep(spec["delay"])
                content = spec["content"]
                if body.get("stream"):
                    self.send_response(200)
                    self.send_header("content-type", "text/event-stream")
                    self.send_header("connection", "close")
                    self.end_headers()
                    step = spec.get("chunk", 20)
                    for i in range(0, len(content), step):
                        d = {
                            "choices": [
                                {
                                    "index": 0,
                                    "delta": {"content": content[i : i + step]},
                                    "finish_reason": None,
                                }
                            ]
                        }
                        self.wfile.write(b"data: " + json.dumps(d).encode() + b"\n\n")
                        self.wfile.flush()
                        if spec.get("chunk_delay"):
                            time.sleep(spec["chunk_delay"])
                    d = {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}
                    self.wfile.write(b"data: " + json.dumps(d).encode() + b"\n\ndata: [DONE]\n\n")
                    self.wfile.flush()
                    self.close_connection = True
                    return
                out = json.dumps(
                    {
                        "id": "x",
                        "object": "chat.completion",
                        "model": "fake",
                        "choices": [
                            {
                                "index": 0,
                                "message": {"role": "assistant", "content": content},
                                "finish_reason": "stop",
                            }
                        ],
                        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                    }
                ).encode()
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(out)))
                self.end_headers()
                self.wfile.write(out)

        self.port = free_port()
        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), H)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def push(self, *specs):
        with self.lock:
            self.queue.extend(specs)

    def edit_requests(self):
        with self.lock:
            return [
                r for r in self.requests if "extract a writer" not in r["messages"][0]["content"]
            ]


class Redline:
    def __init__(self, model_port=None, data_dir=None, extra_env=None):
        self.data_dir = data_dir or tempfile.mkdtemp(prefix="outside40-")
        self.model_port = model_port
        self.extra_env = extra_env or {}
        self.proc = None
        self.start()

    def start(self):
        self.port = free_port()
        env = dict(
            os.environ,
            REDLINE_DATA_DIR=self.data_dir,
            REDLINE_PORT=str(self.port),
            REDLINE_LOG_LEVEL="WARNING",
            **self.extra_env,
        )
        if self.model_port:
            env.update(
                REDLINE_LLM_PROVIDER="openai",
                REDLINE_LLM_BASE_URL=f"http://127.0.0.1:{self.model_port}/v1",
                REDLINE_LLM_MODEL="fake",
                REDLINE_LLM_TIMEOUT="10",
                REDLINE_LLM_MAX_RETRIES="0",
            )
        self.proc = subprocess.Popen(
            [PY, "-m", "app"],
            cwd=REPO,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.base = f"http://127.0.0.1:{self.port}"
        for _ in range(120):
            try:
                if httpx.get(self.base + "/healthz", timeout=1).status_code == 200:
                    break
            except Exception:
                pass
            time.sleep(0.25)
        else:
            raise RuntimeError("Redline did not start")
        self.http = httpx.Client(base_url=self.base, timeout=60)

    def kill9(self):
        self.proc.kill()
        self.proc.wait()

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()

    def new(self, title, body, **kw):
        r = self.http.post("/api/contents", json={"title": title, "body": body, **kw})
        assert r.status_code == 201, r.text
        return r.json()

    def send(self, cid, message, **kw):
        r = self.http.post("/api/chat/send", json={"content_id": cid, "message": message, **kw})
        assert r.status_code == 200, r.text
        return r.json()

    def body(self, cid):
        return self.http.get(f"/api/contents/{cid}").json()["body"]


@pytest.fixture(scope="module")
def model():
    m = FakeModel()
    yield m
    m.server.shutdown()


@pytest.fixture(scope="module")
def app(model):
    r = Redline(model_port=model.port)
    yield r
    r.stop()


# ---- end of harness ----

ARTICLE = (
    "我们周末去了公园 😀。那天的天气很好，孩子们玩得很开心！\n\n"
    "We walked along the river. It was long and slow."
)

CASES = [
    ("stop-removing-emoji", "Please stop removing my emoji.", "emoji", {"none", "fewer"}),
    ("zh-not-dislike-emoji", "我不讨厌表情符号。", "emoji", {"none", "fewer"}),
    (
        "sentences-not-too-long",
        "The sentences aren't too long, leave them.",
        "sentence_length",
        {"shorter"},
    ),
    ("not-too-formal-keep", "Paragraph 2 isn't too formal, keep it.", "formality", {"casual"}),
    ("zh-dont-delete-my-emoji", "别删我的表情。", "emoji", {"none", "fewer"}),
    ("zh-stop-always-deleting-emoji", "能不能别老是把我的表情删掉", "emoji", {"none", "fewer"}),
    ("quit-stripping-exclamations", "Quit stripping out my exclamation marks!", "tone", {"calm"}),
    (
        "keep-making-it-formal-hate",
        "You keep making it formal. I hate that.",
        "formality",
        {"formal"},
    ),
    ("zh-stop-splitting-long-sentences", "别再把我的长句拆开了。", "sentence_length", {"shorter"}),
]


def learned(app, persona_id, message_id, timeout=30):
    """Wait until the learner has handled this writer's message, then return the persona."""
    end = time.time() + timeout
    while time.time() < end:
        audit = app.http.get(f"/api/personas/{persona_id}/audit").json()
        if any(
            e["action"] == "learned_message" and e["detail"].get("message_id") == message_id
            for e in audit
        ):
            time.sleep(1.5)  # let the persona file settle after the audit line
            return app.http.get(f"/api/personas/{persona_id}").json()
        time.sleep(0.3)
    raise AssertionError(f"style learning did not run within {timeout}s")


@pytest.mark.parametrize("name,statement,dimension,wrong", CASES, ids=[c[0] for c in CASES])
def test_statement_not_learned_backwards(app, model, name, statement, dimension, wrong):
    persona = app.http.post("/api/personas", json={"name": "outside40 " + name}).json()
    a = app.new("Style " + name, ARTICLE, persona_id=persona["id"])
    res = app.send(a["id"], statement)
    pv = learned(app, persona["id"], res["user_message"]["id"])
    bad = [
        p
        for p in pv["preferences"]
        if p["dimension"] == dimension
        and p["value"] in wrong
        and p["effective_weight"] > 0
        and p["state"] not in ("rejected", "superseded", "pending_confirmation")
    ]
    assert not bad, (
        f"{statement!r} was learned as {[(p['dimension'], p['value'], p['state']) for p in bad]}"
    )


def test_stop_removing_emoji_then_next_prompt_does_not_ask_for_no_emoji(app, model):
    """End to end: the misread wish reaches the next prompt, and the emoji go.

    "Please stop removing my emoji." is learned as "Use no emoji"; the next "make it livelier"
    prompt carries "Use no emoji (不用表情符号)" to the model (revision.style_applied says so),
    and a reply that drops the emoji is saved.
    """
    body = (
        "We walked to the old mill 😀 on Sunday. It was a long walk.\n\n"
        "The café was closed 😢. We ate by the river."
    )
    persona = app.http.post("/api/personas", json={"name": "outside40 chain"}).json()
    a = app.new("Walk", body, persona_id=persona["id"])
    res = app.send(a["id"], "Please stop removing my emoji.")
    learned(app, persona["id"], res["user_message"]["id"])
    model.push({"content": "NO_CHANGE"})
    app.send(a["id"], "make it livelier")
    prompt = json.dumps(model.edit_requests()[-1]["messages"], ensure_ascii=False)
    assert "Use no emoji" not in prompt, (
        "the writer asked to keep their emoji; the prompt tells the model to use none"
    )
