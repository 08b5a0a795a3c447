"""Runs fidelity cases (tests/data/fidelity/*.jsonl) through the HTTP API against a real
chat-completions server on 127.0.0.1, and says what happened to each.

Shared by the test (which asserts the pass rate) and the benchmark (which prints figures),
so both judge a case the same way. The case format is described in
tests/data/fidelity/FORMAT.md: an article, a suggestion, the replies the model server gives
in order, and the expected outcome (applied with an exact text, refused, no change, or the model's
own words).
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.openai_stub import OpenAIStub

Case = dict[str, Any]


@dataclass(frozen=True)
class CaseResult:
    """What one case did: passed or not, whether text was silently lost, and what happened."""

    id: str
    kind: str
    lang: str
    passed: bool
    silent_loss: bool
    happened: str
    calls: int
    # The reply the writer was shown: its status and its text (empty when there was none).
    reply_status: str = ""
    reply: str = ""


def load_cases(folder: Path) -> list[Case]:
    """Every case in `folder`/*.jsonl, in file then line order (blank lines skipped)."""
    cases: list[Case] = []
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                cases.append(json.loads(line))
    return cases


class FidelityRunner:
    """One stub model server and one app per edit format, reused for every case."""

    def __init__(self, stub: OpenAIStub, clients: dict[str, TestClient[Any]]) -> None:
        self.stub = stub
        self.clients = clients

    def run(self, case: Case) -> CaseResult:
        self.stub.reset()
        for number, reply in enumerate(case["replies"]):
            first = number == 0
            # A reply is the content text, or the assistant message's fields
            # ({"content": null, "tool_calls": […]}, {"reasoning_content": …, "content": …}).
            message = dict(reply) if isinstance(reply, dict) else {"content": reply}
            content = message.pop("content", None)
            if isinstance(content, list):  # a list of parts (Gemini, Anthropic-compatible)
                message["content"], content = content, ""
            raw_body = case.get("raw_body") if first else None
            if raw_body is not None:  # another API's answer, or a body of the wire's own shape
                body = json.dumps(raw_body, ensure_ascii=False)
                self.stub.enqueue(body=body, content_type="application/json")
                continue
            self.stub.enqueue(
                content or "",
                finish_reason=case.get("finish_reason", "stop") if first else "stop",
                cut=bool(case.get("stream_cut")) and first,
                extra=message,
                content_null=content is None,
                raw_stream=case.get("raw_stream") if first else None,
            )
        client = self.clients[case.get("edit_format", "full")]
        article = case["article"]
        created = client.post("/api/contents", json=article)
        if created.status_code != 201:
            return self._result(case, False, False, f"could not create: {created.text[:200]}")
        content = created.json()
        payload: dict[str, Any] = {"content_id": content["id"], "message": case["suggestion"]}
        selected = case.get("selected_text")
        if selected:
            start = content["body"].find(selected)
            payload["selection"] = {"start": start, "end": start + len(selected)}
        stream = bool(case.get("stream"))
        response = client.post("/api/chat/send" + ("?stream=true" if stream else ""), json=payload)
        if response.status_code >= 400:
            return self._result(case, False, False, f"HTTP {response.status_code}")
        result = _done_of(response.text) if stream else response.json()
        if result is None:
            return self._result(case, False, False, "the stream ended without a result")
        revision = result.get("revision")
        revision_id = result["assistant_message"].get("revision_id")
        if revision is None and revision_id:
            revision = client.get(f"/api/revisions/{revision_id}").json()
        judged = self._judge(case, content, result, revision)
        reply = result["assistant_message"]
        return replace(judged, reply_status=reply["status"], reply=reply["content"])

    def _judge(
        self,
        case: Case,
        original: dict[str, Any],
        result: dict[str, Any],
        revision: dict[str, Any] | None,
    ) -> CaseResult:
        expect = case["expect"]
        reply = result["assistant_message"]
        saved = result["content"]
        said = f"[{reply['status']}] {_flat(reply['content'])}"
        kept_title = expect.get("title", original["title"])
        kept_body = expect.get("body", original["body"])
        loss = revision is not None and _lost(original["body"], kept_body, saved["body"])
        if revision is not None and expect["outcome"] != "applied":
            return self._result(case, False, loss, f"saved a revision; {said}")
        if expect["outcome"] == "applied":
            if revision is None:
                return self._result(case, False, False, f"no revision; {said}")
            if saved["title"] != kept_title or saved["body"] != kept_body:
                got = f"title={saved['title']!r} body={_flat(saved['body'], 160)!r}"
                return self._result(case, False, loss, f"saved other text: {got}")
            withheld = len(revision.get("withheld") or [])
            if withheld < expect.get("withheld_min", 0):
                return self._result(case, False, False, f"withheld {withheld} changes; {said}")
            numbers = [w.get("paragraph") for w in revision.get("withheld") or []]
            if "withheld_paragraphs" in expect and numbers != expect["withheld_paragraphs"]:
                return self._result(case, False, False, f"withheld paragraphs {numbers}; {said}")
            if expect.get("note_contains") and expect["note_contains"] not in reply["content"]:
                return self._result(case, False, False, f"note missing; {said}")
            if expect.get("note_lacks") and expect["note_lacks"] in reply["content"]:
                return self._result(case, False, False, f"note says what it must not; {said}")
            return self._result(case, True, False, said)
        # What the writer is told must say what happened, not only that nothing was saved.
        told = expect.get("note_contains", "") in reply["content"] and not (
            expect.get("note_lacks") and expect["note_lacks"] in reply["content"]
        )
        if expect["outcome"] == "refused":
            return self._result(case, reply["status"] == "error" and told, False, said)
        if expect["outcome"] == "no_change":
            return self._result(case, reply["status"] == "ok" and told, False, said)
        # model_says: the model's own words, status ok.
        ok = reply["status"] == "ok" and expect["contains"] in reply["content"]
        return self._result(case, ok, False, said)

    def _result(self, case: Case, passed: bool, loss: bool, happened: str) -> CaseResult:
        return CaseResult(
            id=case["id"],
            kind=case.get("kind", "?"),
            lang=case.get("lang", "?"),
            passed=passed,
            silent_loss=loss,
            happened=happened,
            calls=len(self.stub.requests),
        )


@contextmanager
def fidelity_runner(
    data_dir: Path | None = None, *, learns_style: bool = False
) -> Iterator[FidelityRunner]:
    """A runner with its stub server and apps started; everything stops on exit.
    `learns_style`: the apps learn the writer's style from each turn, as served ones do."""
    with ExitStack() as stack:
        if data_dir is None:
            data_dir = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        stub = stack.enter_context(OpenAIStub(exhausted_status=500))
        clients: dict[str, TestClient[Any]] = {}
        for edit_format in ("full", "blocks"):
            settings = Settings(
                data_dir=data_dir / edit_format,
                llm_provider="openai",
                llm_base_url=stub.url,
                llm_model="stub-model",
                llm_max_retries=0,
                edit_format=edit_format,
                style_llm_extraction=False,
                log_level="ERROR",
                _env_file=None,
            )
            # No case reads the persona: its style learned from each suggestion in the
            # background changed no reply, and cost a quarter of a corpus's CPU.
            app = create_app(settings, learns_style=learns_style)
            clients[edit_format] = stack.enter_context(TestClient(app=app))
        yield FidelityRunner(stub, clients)


def run_all(cases: Iterable[Case], *, learns_style: bool = False) -> list[CaseResult]:
    """Run every case and return the results in the same order."""
    with fidelity_runner(learns_style=learns_style) as runner:
        return [runner.run(case) for case in cases]


class KeptRunner:
    """One runner kept from corpus to corpus (its stub and apps started once), renewed on a
    fresh data directory after `renew_after` cases. Each case makes an article of its own, so
    no case reads another's; starting a runner cost ≈0.4 s of CPU (two apps, the stub, first
    requests, the folder removed), a third of a 20-case corpus, and a store that holds
    thousands of articles makes each new one dearer (≈5 % more CPU a case for every 240)."""

    def __init__(self, renew_after: int = 300, folder: Path | None = None) -> None:
        self.renew_after = renew_after
        # Where each runner's data directory is made (None: the system's temporary folder).
        self.folder = folder
        self._stack = ExitStack()
        self._runner: FidelityRunner | None = None
        self._cases = 0
        self.starts = 0  # how many times a stub and apps were started

    def run_all(self, cases: Iterable[Case]) -> list[CaseResult]:
        """Run every case and return the results in the same order, as `run_all` does."""
        if self._runner is None or self._cases >= self.renew_after:
            self.close()
            data_dir = self._stack.enter_context(tempfile.TemporaryDirectory(dir=self.folder))
            self._runner = self._stack.enter_context(fidelity_runner(Path(data_dir)))
            self.starts += 1
        results = [self._runner.run(case) for case in cases]
        self._cases += len(results)
        return results

    def close(self) -> None:
        """Stop the runner's stub and apps and remove its data; the next corpus starts anew."""
        self._stack.close()
        self._runner, self._cases = None, 0


def _done_of(stream_text: str) -> dict[str, Any] | None:
    """The `done` event's payload from a text/event-stream body."""
    event = ""
    for line in stream_text.splitlines():
        if line.startswith("event:"):
            event = line.partition(":")[2].strip()
        elif line.startswith("data:") and event == "done":
            done: dict[str, Any] = json.loads(line.partition(":")[2].strip())
            return done
    return None


def _units(text: str) -> list[str]:
    """Paragraphs of `text`, whitespace-normalised, for the loss check."""
    return [" ".join(p.split()) for p in text.replace("\r\n", "\n").split("\n\n") if p.strip()]


def _lost(original: str, expected: str, saved: str) -> bool:
    """Whether the saved body lacks an original paragraph that the expected body kept."""
    kept = set(_units(expected))
    saved_text = " ".join(saved.split())
    return any(unit in kept and unit not in saved_text for unit in _units(original))


def _flat(text: str, limit: int = 200) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
