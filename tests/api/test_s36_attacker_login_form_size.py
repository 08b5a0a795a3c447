"""The sign-in form is read only up to a size no form of its own reaches (session 36, the
attacker): a 6.9 MB form of 700,000 fields, sent by anyone without an account, held the
server's one event loop for 11-16 s while it was split into fields (a health check waited as
long), and a few at once held it for everyone. A form past 64 KiB is now the sign-in page with
a sentence (413) before it is read; the longest real form still signs in."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)

pytestmark = pytest.mark.usefixtures("cheap_passwords")
FORM = {"content-type": "application/x-www-form-urlencoded", "origin": "http://testserver.local"}


def test_a_sign_in_form_of_many_fields_is_refused_before_it_is_read(client: TestClient) -> None:
    client.app.state["accounts"].add_user("ada", "a long enough password", ["writer"])
    fields = "&".join(f"f{number}=v" for number in range(20_000))
    answer: Any = client.post("/login", content=f"name=ada&password=wrong&{fields}", headers=FORM)
    assert answer.status_code == 413, answer.text[:300]
    assert "too long" in answer.text and 'action="/login"' in answer.text
    many = (
        "\r\n".join(
            ["--b"]
            + [f'Content-Disposition: form-data; name="f{n}"\r\n\r\nv\r\n--b' for n in range(5_000)]
        )
        + "--\r\n"
    )
    multipart = client.post(
        "/login", content=many, headers={**FORM, "content-type": "multipart/form-data; boundary=b"}
    )
    assert multipart.status_code == 413


def test_the_longest_real_sign_in_form_still_signs_in(client: TestClient) -> None:
    password = "密" * 1024  # the longest password, each character 9 bytes percent-encoded
    client.app.state["accounts"].add_user("王" * 64, password, ["writer"])
    signed = client.post(
        "/login",
        data={"name": "王" * 64, "password": password, "next": "/?q=" + "周" * 600},
        headers={"origin": "http://testserver.local"},
        follow_redirects=False,
    )
    assert signed.status_code == 303, signed.text[:300]
    assert signed.cookies.get("redline_session")
