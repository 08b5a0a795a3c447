"""A damaged default persona (its persona.json or assertions.json not JSON or cut short, or
its folder replaced by a file) made the home page, creating an article and an article's
history answer 500 — while the error's own sentence said articles were not affected. Now they
keep working (the turn runs without the persona's style), the persona's own answer names the
damaged file and `python -m app check`, and only `check` sets the file aside: renamed, with
its bytes kept, nothing deleted."""

import logging
import shutil
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.cli import check
from app.main import create_app
from app.settings import Settings
from tests.conftest import settle

DAMAGE = {
    "persona-not-json": ("persona.json", lambda good: b"{not json at all"),
    "persona-cut-short": ("persona.json", lambda good: good[: len(good) // 2]),
    "assertions-not-json": ("assertions.json", lambda good: b"\xff\xfe\x00 garbage"),
    "assertions-cut-short": ("assertions.json", lambda good: b'{"_default": {"1": {"id": "a'),
    "folder-a-file": ("", lambda good: b"not a folder"),
}


def _damage(folder: Path, kind: str) -> tuple[Path, bytes]:
    """Damage the persona in `folder` as `kind` says; (the damaged path, its bytes)."""
    name, bad = DAMAGE[kind]
    if not name:
        shutil.rmtree(folder)
        folder.write_bytes(bad(b""))
        return folder, folder.read_bytes()
    path = folder / name
    path.write_bytes(bad(path.read_bytes() if path.exists() else b""))
    return path, path.read_bytes()


@pytest.mark.parametrize("kind", list(DAMAGE))
def test_articles_keep_working_beside_a_damaged_persona(
    settings: Settings,
    kind: str,
    capsys: pytest.CaptureFixture[str],
    app_log: list[logging.LogRecord],
) -> None:
    with TestClient(app=create_app(settings)) as client:
        # Learning from the turn fails on the damaged persona: no retries to wait for.
        client.app.state["style_queue"].retry_delays = ()
        first = client.post("/api/contents", json={"title": "早报", "body": "今天有雨。"}).json()
        persona_id = first["persona_id"]
        folder = Path(settings.data_dir) / "personas" / persona_id
        path, bad = _damage(folder, kind)

        home = client.get("/")
        created = client.post("/api/contents", json={"title": "晚报", "body": "明天放晴。"})
        listed = client.get("/api/contents")
        history = client.get(f"/api/contents/{first['id']}/history")
        page = client.get(f"/articles/{first['id']}")
        personas = client.get("/api/personas")
        sent = client.post(
            "/api/chat/send", json={"content_id": first["id"], "message": "把“雨”改成“雪”"}
        )
        one = client.get(f"/api/personas/{persona_id}")
        settle(client)  # learning from the turn meets the damage too

    # Each request and the learner said what is damaged in a sentence: no traceback.
    assert not [r.getMessage() for r in app_log if r.exc_info]
    assert home.status_code == 200, home.text
    assert created.status_code == 201, created.text
    assert created.json()["persona_id"] == persona_id
    assert listed.status_code == 200 and len(listed.json()) == 2
    assert history.status_code == 200 and isinstance(history.json(), list)
    assert page.status_code == 200
    assert personas.status_code == 200
    assert persona_id not in [p["id"] for p in personas.json()]  # left out, not made afresh
    assert sent.status_code == 200, sent.text
    assert sent.json()["content"]["body"] == "今天有雪。"
    # The persona's own answer names the damaged file and the way out, in one sentence.
    assert one.status_code == 500
    detail = one.json()["detail"]
    assert f"Persona {persona_id!r} is damaged" in detail
    assert (path.name if path != folder else f"personas/{persona_id}") in detail
    assert "python -m app check" in detail and "Something went wrong" not in detail
    # Nothing was replaced while the app ran.
    assert path.read_bytes() == bad

    capsys.readouterr()
    assert check(settings) == 1
    said = capsys.readouterr().out
    assert f"DAMAGED persona {persona_id}: its" in said and str(path) in said
    # Set aside, its bytes kept: nothing deleted.
    kept = [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".")]
    assert len(kept) == 1 and kept[0].read_bytes() == bad
    assert not path.exists() or path.is_dir()

    # Afterwards the persona works again (the default one is made afresh if it must be).
    with TestClient(app=create_app(settings)) as client:
        client.get("/api/personas")
        assert client.get(f"/api/personas/{persona_id}").status_code == 200
    assert check(settings) == 0
