"""Start-up after damage: one article's files cut short never keep the server from starting,
the other articles keep working (their lost replies answered), and the damaged one says so
in a sentence that names the fix; a data directory that cannot be one is said in a line."""

from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.cli import main
from app.editing.lost_replies import LOST_REPLY
from app.main import create_app
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore
from app.testing.crashes import leave_unanswered
from app.testing.fake_model import FakeModel
from tests.failures_said import said_to


def tinydb(data_dir: Path) -> Settings:
    return Settings(data_dir=data_dir, style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]


def articles_with_a_conversation(settings: Settings, count: int) -> list[str]:
    ids = []
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        for number in range(count):
            content_id = client.post(
                "/api/contents", json={"title": f"第{number}篇", "body": "今天下雨。\n\n车晚了。"}
            ).json()["id"]
            client.post(
                "/api/chat/send",
                json={"content_id": content_id, "message": "记下来", "regenerate": False},
            )
            ids.append(content_id)
    return ids


def cut_in_half(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def test_a_conversation_file_cut_short_does_not_keep_the_server_from_starting(
    tmp_path: Path,
) -> None:
    settings = tinydb(tmp_path / "data")
    damaged_id, lost_id = articles_with_a_conversation(settings, 2)
    asked = leave_unanswered(settings.data_dir, lost_id, "把“下雨”改成“下雪”", version=1)
    segments = sorted((settings.data_dir / "contents" / damaged_id / "messages").glob("*.jsonl"))
    cut_in_half(segments[-1])

    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        assert client.get("/healthz").status_code == 200
        # The other article's lost reply was still answered at start-up.
        view = client.get(f"/api/chat/sessions/{lost_id}").json()
        assert [(m["parent_id"], m["content"]) for m in view["path"][-1:]] == [
            (asked.id, said_to("今天下雨。\n\n车晚了。", LOST_REPLY))  # in Chinese, whole
        ]
        # The file cut short was repaired at start-up (its torn line set aside, its messages
        # written again from their commits' journals): the conversation reads whole.
        whole = client.get(f"/api/chat/sessions/{damaged_id}")
        assert whole.status_code == 200, whole.text
        assert [m["role"] for m in whole.json()["path"]][-2:] == ["user", "assistant"]
        assert client.get(f"/api/contents/{damaged_id}").json()["body"] == "今天下雨。\n\n车晚了。"

    report = TinyDBStore(settings.data_dir).check()
    assert not any(line.startswith("DAMAGED") for line in report), report


def test_a_data_dir_that_is_a_file_is_said_in_one_line_not_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "data").write_text("not a folder")
    monkeypatch.chdir(tmp_path)  # no .env from the repository
    monkeypatch.setenv("REDLINE_DATA_DIR", str(tmp_path / "data"))
    for command in ([], ["check"]):
        assert main(command) == 2
        said = capsys.readouterr().err
        assert said == (
            f"REDLINE_DATA_DIR {tmp_path / 'data'} cannot be used as the data directory "
            "(a file of that name is there).\n"
        )
