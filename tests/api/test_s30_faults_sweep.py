"""What a sweep of every route with hostile input found (session 30, faults)."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.main import create_app
from app.settings import Settings
from app.testing.accounts import (
    PASSWORD,
    cheap_passwords,  # noqa: F401 (fixture)
    sign_in,
)

ORIGIN = {"origin": "http://testserver.local"}


@pytest.mark.parametrize("prefix", ["/static/", "/schema-assets/"])
@pytest.mark.parametrize("name", ["%00", "app%00.css", "a" * 3000, "js/" + "é" * 200])
def test_an_asset_path_no_file_can_have_is_a_404(
    settings: Settings, prefix: str, name: str
) -> None:
    """A NUL or a name longer than a file system takes answered 500 ("embedded null byte",
    "File name too long"): it names no file, as any missing one."""
    with TestClient(app=create_app(settings), raise_server_exceptions=False) as client:
        answer = client.get(prefix + name)
        assert answer.status_code == 404, answer.text
        assert answer.json()["detail"].startswith("Nothing is at /")
        assert client.get("/static/app.css").status_code == 200


def _refusing(monkeypatch: pytest.MonkeyPatch, err: int) -> None:
    """The data directory refuses every write of the accounts (full disk, read-only mount)."""
    import errno as _errno
    import os

    from app.store import atomic

    for name in ("write_bytes_atomic", "write_json_atomic"):
        real = getattr(atomic, name)

        def refusing(path: Any, data: Any, _real: Any = real) -> Any:
            if "accounts" in str(path):
                raise OSError(err, os.strerror(err), str(path))
            return _real(path, data)

        monkeypatch.setattr(atomic, name, refusing)
    assert err in (_errno.ENOSPC, _errno.EROFS)


@pytest.mark.parametrize(("err", "status", "said"), [(28, 507, "disk is full"), (30, 500, "")])
@pytest.mark.usefixtures("cheap_passwords")
def test_signing_in_and_out_on_a_refusing_disk_is_a_page_that_says_so(
    app_and_accounts: tuple[TestClient[Any], Accounts],
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    err: int,
    status: int,
    said: str,
) -> None:
    """Signing in while the disk was full answered the login form with the API's JSON; an
    accounts write refused by a read-only mount said "Part of this change may have been
    saved" (the file is replaced whole: nothing was); signing out answered JSON and kept the
    browser's cookie."""
    client, accounts = app_and_accounts
    accounts.add_user("alice", PASSWORD, ["writer", "admin"])
    sign_in(client, "alice")
    key = accounts.create_key(accounts.user_named("alice").id, ["read"])
    _refusing(monkeypatch, err)

    out = client.post("/logout", headers=ORIGIN, follow_redirects=False)
    assert out.status_code == status, out.text
    assert out.headers["content-type"].startswith("text/html")
    assert "This browser is signed out, but the server could not end the session" in out.text
    assert 'redline_session=""' in out.headers.get("set-cookie", "")
    client.cookies.clear()

    signed = client.post(
        "/login",
        data={"name": "alice", "password": PASSWORD, "next": "/"},
        headers=ORIGIN,
        follow_redirects=False,
    )
    assert signed.status_code == status, signed.text
    assert signed.headers["content-type"].startswith("text/html")
    assert "You could not be signed in:" in signed.text and said in signed.text
    assert "redline_session" not in signed.headers.get("set-cookie", "")

    # A key still reads (its last use could not be noted), and a change says nothing was saved.
    bearer = {"Authorization": f"Bearer {key.key}"}
    assert client.get("/api/contents", headers=bearer).status_code == 200
    monkeypatch.undo()
    admin_key = accounts.create_key(accounts.user_named("alice").id, ["admin"])
    _refusing(monkeypatch, err)
    added = client.post(
        "/api/users",
        json={"name": "bob", "password": PASSWORD, "roles": ["writer"]},
        headers={"Authorization": f"Bearer {admin_key.key}"},
    )
    assert added.status_code == status, added.text
    assert added.json()["detail"].endswith("nothing was saved.")
    assert "may have been saved" not in added.text


@pytest.mark.parametrize(
    ("asked", "shown"),
    [
        ("/%E2%80%AEfdp.exe", "/\\u202efdp.exe"),
        ("/a%00b", "/a\\x00b"),
        ("/%E6%96%87%E7%AB%A0", "/文章"),
        ("/x%0Ay", "/x\\ny"),
    ],
)
def test_a_path_nothing_answers_is_echoed_with_what_does_not_show_written_out(
    client: TestClient, asked: str, shown: str
) -> None:
    """The 404's sentence echoed the path as it came: a direction mark in it reversed the
    rest of the sentence where it was shown, a NUL or line break cut it."""
    answer = client.get(asked)
    assert answer.status_code == 404
    assert answer.json()["detail"] == (
        f"Nothing is at {shown}: docs/api.md (or /schema) lists the paths this server answers."
    )
