"""The command line (replay, history) and the promise that every setting is documented."""

from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.cli import main
from app.settings import Settings
from app.testing.fake_model import FakeModel
from tests.conftest import article

README = Path(__file__).resolve().parents[2] / "README.md"


def test_every_setting_is_documented_in_the_readme() -> None:
    text = README.read_text(encoding="utf-8")
    for name in Settings.model_fields:
        assert f"`REDLINE_{name.upper()}`" in text, f"REDLINE_{name.upper()} is not in README.md"


def test_readme_starts_with_the_two_commands() -> None:
    head = README.read_text(encoding="utf-8")[:1200]
    assert "make run" in head and "make test" in head


def test_replay_prints_exactly_what_the_model_was_sent(
    llm_client: TestClient,
    fake_model: FakeModel,
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    content = llm_client.post("/api/contents", json={"title": "T", "body": "One.\n\nTwo."}).json()
    fake_model.enqueue(article("T", "One!", "Two."))
    result = llm_client.post(
        "/api/chat/send", json={"content_id": content["id"], "message": "UNIQUE-ASK livelier"}
    ).json()
    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    assert main(["replay", result["assistant_message"]["id"]]) == 0
    printed = capsys.readouterr().out
    for message in fake_model.history[0]:
        assert message.content in printed
    assert "T\n\nOne!\n\nTwo." in printed
    assert main(["history", content["id"]]) == 0
    assert "V1→V2  llm" in capsys.readouterr().out


def test_replay_of_an_unknown_message_says_so(
    settings: Settings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    settings.data_dir.mkdir(parents=True, exist_ok=True)  # a data dir with nothing in it yet
    assert main(["replay", "cnothere-mnothere"]) == 1
    assert "No message" in capsys.readouterr().err
    assert main(["history", "../etc"]) == 1


def test_history_and_replay_never_send_a_writers_escape_codes_to_the_terminal(
    llm_client: TestClient,
    fake_model: FakeModel,
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # An API client's title that would retitle the admin's terminal window and clear it.
    title = "Ferry\x1b]0;owned\x07 notes\x1b[2J"
    made = llm_client.post("/api/contents", json={"title": title, "body": "One.\n\nTwo."})
    content = made.json()
    fake_model.enqueue(article(content["title"], "One!\x1b[31m", "Two."))
    sent = llm_client.post(
        "/api/chat/send",
        json={"content_id": content["id"], "message": "Paragraph 1 livelier\x1b[2J\u202e"},
    ).json()
    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    assert main(["history", content["id"]]) == 0
    assert main(["replay", sent["assistant_message"]["id"]]) == 0
    printed = capsys.readouterr().out
    assert "\x1b" not in printed and "\x07" not in printed and "\u202e" not in printed
    # Shown, written out: the title, the suggestion and the model's reply.
    assert "Ferry\\u001b]0;owned\\u0007 notes\\u001b[2J" in printed
    assert "livelier\\u001b[2J\\u202e" in printed and "One!\\u001b[31m" in printed
