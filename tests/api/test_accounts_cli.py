"""`python -m app user …` and `key …`: the first admin, passwords, keys, and their mistakes."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.cli import main
from app.main import create_app
from app.settings import Settings
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)

pytestmark = pytest.mark.usefixtures("cheap_passwords")


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("REDLINE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("REDLINE_DATABASE_URL", raising=False)
    # Made first: on a data directory that is not there, every command but `user add` says
    # so (tests/unit/test_s27_cli.py), which is not what these tests are about.
    (tmp_path / "data").mkdir()
    return tmp_path / "data"


def run(monkeypatch: pytest.MonkeyPatch, *argv: str, stdin: str = "") -> int:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    return main(list(argv))


def add_user(
    monkeypatch: pytest.MonkeyPatch,
    name: str = "Wanda",
    roles: str = "writer",
    password: str = "first pass",
) -> int:
    """`user add NAME --role ROLES --password-stdin`, the password typed on stdin."""
    argv = ("user", "add", name, "--role", roles, "--password-stdin")
    return run(monkeypatch, *argv, stdin=password + "\n")


def client_on(data_dir: Path) -> TestClient:
    """A client of the app on the data directory the commands wrote to."""
    settings = Settings(data_dir=data_dir, _env_file=None)  # type: ignore[call-arg]
    return TestClient(app=create_app(settings))


def test_the_first_admin_from_the_command_line_can_sign_in(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(monkeypatch, "user", "list") == 0
    assert "single-user mode" in capsys.readouterr().out
    added = add_user(monkeypatch, "王小明", "admin,writer", "长长的密码 long enough")
    assert added == 0 and "Added 王小明 (writer, admin)" in capsys.readouterr().out
    with client_on(data_dir) as client:
        assert client.get("/api/contents").status_code == 401
        signed = client.post(
            "/login",
            data={"name": "王小明", "password": "长长的密码 long enough"},
            follow_redirects=False,
        )
        assert signed.status_code == 303
        assert client.get("/api/account").json()["roles"] == ["admin", "writer"]


def test_passwd_signs_the_user_out_and_the_new_password_works(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    add_user(monkeypatch)
    with client_on(data_dir) as client:
        client.post("/login", data={"name": "Wanda", "password": "first pass"})
        assert client.get("/api/contents").status_code == 200
        assert (
            run(monkeypatch, "user", "passwd", "wanda", "--password-stdin", stdin="second pass\n")
            == 0
        )
        assert "signed out everywhere" in capsys.readouterr().out
        assert client.get("/api/contents").status_code == 401
        bad = client.post("/login", data={"name": "Wanda", "password": "first pass"})
        assert bad.status_code == 401
        good = client.post(
            "/login", data={"name": "Wanda", "password": "second pass"}, follow_redirects=False
        )
        assert good.status_code == 303


def test_a_key_is_printed_once_listed_without_its_secret_and_revoked(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    add_user(monkeypatch)
    capsys.readouterr()
    assert (
        run(monkeypatch, "key", "create", "publisher", "--scope", "suggest", "--for", "Wanda") == 0
    )
    printed = capsys.readouterr()
    secret = printed.out.strip()
    assert secret.startswith("rk_") and "not shown again" in printed.err
    assert run(monkeypatch, "key", "list") == 0
    listed = capsys.readouterr().out
    assert (
        secret not in listed and "publisher  for Wanda  suggest  last used never  active" in listed
    )
    key_id = listed.split()[0]
    with client_on(data_dir) as client:
        script = {"authorization": f"Bearer {secret}"}
        assert client.get("/api/contents", headers=script).status_code == 200
        assert run(monkeypatch, "key", "revoke", key_id) == 0
        assert client.get("/api/contents", headers=script).status_code == 401
    run(monkeypatch, "key", "list")
    assert "revoked" in capsys.readouterr().out


def test_disable_stops_sign_in_and_enable_restores_it(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    add_user(monkeypatch)
    assert run(monkeypatch, "user", "disable", "WANDA") == 0
    run(monkeypatch, "user", "list")
    assert "writer  disabled" in capsys.readouterr().out
    assert run(monkeypatch, "user", "enable", "Wanda") == 0
    run(monkeypatch, "user", "list")
    assert "writer  active" in capsys.readouterr().out


LONG = "long enough\n"
ADD = ["user", "add", "Bo", "--role", "writer", "--password-stdin"]
MISTAKES = [
    (["user", "add", "Bo", "--role", "boss", "--password-stdin"], LONG, "Unknown role 'boss'"),
    (ADD, "short\n", "at least 8 characters"),
    (ADD[:-1], "", "--password-stdin"),
    (["user", "add", " ", "--role", "writer", "--password-stdin"], LONG, "cannot be empty"),
    (["user", "passwd", "nobody", "--password-stdin"], LONG, "No user named 'nobody'"),
    (["user", "disable", "nobody"], "", "No user named 'nobody'"),
    (["key", "create", "x", "--scope", "write", "--for", "Bo"], "", "Unknown scope 'write'"),
    (["key", "create", "x", "--scope", "read", "--for", "nobody"], "", "No user named 'nobody'"),
    (["key", "revoke", "knotakey"], "", "No API key with id 'knotakey'"),
]


@pytest.mark.parametrize(("argv", "stdin", "sentence"), MISTAKES)
def test_mistakes_are_one_sentence_and_exit_1(
    data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    stdin: str,
    sentence: str,
) -> None:
    assert run(monkeypatch, *argv, stdin=stdin) == 1
    err = capsys.readouterr().err
    assert sentence in err and "Traceback" not in err


def test_a_taken_name_is_refused(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    add_user(monkeypatch)
    again = add_user(monkeypatch, "wanda", "editor", "other pass")
    assert again == 1 and "already a user named 'wanda'" in capsys.readouterr().err
