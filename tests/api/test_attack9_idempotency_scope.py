"""An `Idempotency-Key` is its caller's own. Two writers of a shared article who pick the same
key (a counter, "1") each get their own turn: the second writer's suggestion used to be
swallowed — answered with the first writer's reply, attributed to the first writer — and the
same key with another message answered 409, telling one writer which keys the other used."""

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)

PASSWORD = "correct horse 电池"
pytestmark = pytest.mark.usefixtures("cheap_passwords")


def _shared_article(client: TestClient, accounts: Accounts) -> tuple[str, str, str, str]:
    """An article of 王小明's shared with carol; their suggest keys."""
    owner = accounts.add_user("王小明", PASSWORD, ["writer"])
    other = accounts.add_user("carol", PASSWORD, ["writer"])
    signed = client.post(
        "/login",
        data={"name": "王小明", "password": PASSWORD, "next": "/"},
        headers={"Origin": "http://testserver.local"},
        follow_redirects=False,
    )
    assert signed.status_code == 303, signed.text
    article = client.post(
        "/api/contents", json={"title": "秋天", "body": "十五个人在公园。We waited twenty minutes."}
    ).json()
    shared = client.put(f"/api/contents/{article['id']}/sharing", json={"user_ids": [other.id]})
    assert shared.status_code == 200, shared.text
    owners_key = accounts.create_key(owner.id, ["suggest"], "owner's script").key
    others_key = accounts.create_key(other.id, ["suggest"], "carol's script").key
    return article["id"], owner.id, owners_key, others_key


def _send(client: TestClient, key: str, content_id: str, message: str, idem: str) -> object:
    return client.post(
        "/api/chat/send",
        json={"content_id": content_id, "message": message},
        headers={"Authorization": f"Bearer {key}", "Idempotency-Key": idem},
    )


def test_the_same_key_from_two_writers_makes_two_turns(
    app_and_accounts: tuple[TestClient, Accounts],
) -> None:
    client, accounts = app_and_accounts
    content_id, _, owners_key, others_key = _shared_article(client, accounts)
    message = "把“十五”改成“五十”"
    first = _send(client, owners_key, content_id, message, "1")
    second = _send(client, others_key, content_id, message, "1")
    assert first.status_code == 200, first.text
    assert second.status_code == 200, second.text
    first_message, second_message = first.json()["user_message"], second.json()["user_message"]
    assert second_message["id"] != first_message["id"]
    assert second_message["author"]["user_id"] != first_message["author"]["user_id"]
    assert second_message["author"]["name"] == "carol's script (carol)" or (
        "carol" in second_message["author"]["name"]
    )
    # Another message under the same key is the other writer's own first use, not a 409.
    third = _send(client, others_key, content_id, 'Replace "twenty" with "thirty"', "2")
    fourth = _send(client, owners_key, content_id, 'Replace "waited" with "stood"', "2")
    assert third.status_code == 200, third.text
    assert fourth.status_code == 200, fourth.text


def test_a_writers_retry_is_still_answered_once_through_key_or_session(
    app_and_accounts: tuple[TestClient, Accounts],
) -> None:
    client, accounts = app_and_accounts
    content_id, _, owners_key, _ = _shared_article(client, accounts)
    message = 'Replace "twenty" with "thirty"'
    first = _send(client, owners_key, content_id, message, "retry-7")
    again = _send(client, owners_key, content_id, message, "retry-7")
    by_session = client.post(
        "/api/chat/send",
        json={"content_id": content_id, "message": message},
        headers={"Idempotency-Key": "retry-7"},
    )
    assert first.status_code == again.status_code == by_session.status_code == 200
    ids = {r.json()["assistant_message"]["id"] for r in (first, again, by_session)}
    assert len(ids) == 1
    other = _send(client, owners_key, content_id, "Replace “thirty” with “forty”", "retry-7")
    assert other.status_code == 409, other.text
    bad = _send(client, owners_key, content_id, message, "k" * 201)
    assert bad.status_code == 400, bad.text
