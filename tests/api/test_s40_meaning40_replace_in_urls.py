"""A word swap changes the prose and leaves links and e-mail addresses as written (outside40
finding 8): `Replace "spring" with "autumn"` must not send readers to ".../autumn-fair"."""

from typing import Any

from litestar.testing import TestClient

from tests.api.calls import create_id, send

FAIR = "Tickets at https://example.org/spring-fair and spring flowers.\n\nMail spring@example.org."


def _body(client: TestClient[Any], content_id: str) -> str:
    return str(client.get(f"/api/contents/{content_id}").json()["body"])


def test_replace_word_leaves_urls_and_addresses(client: TestClient[Any]) -> None:
    content_id = create_id(client, "Fair", FAIR)
    said = send(client, content_id, 'Replace "spring" with "autumn"')["assistant_message"]
    body = _body(client, content_id)
    assert "autumn flowers" in body
    assert "https://example.org/spring-fair" in body and "spring@example.org" in body
    assert "https://example.org/spring-fair" in str(said), said


def test_a_word_only_inside_an_address_is_left_and_said(client: TestClient[Any]) -> None:
    content_id = create_id(client, "Mail", "Write to spring@example.org by Friday.")
    said = send(client, content_id, 'Replace "spring" with "autumn"')["assistant_message"]
    assert _body(client, content_id) == "Write to spring@example.org by Friday."
    assert "only inside a link or address" in said["content"]


def test_a_zh_word_only_inside_a_link_is_left_and_said(client: TestClient[Any]) -> None:
    content_id = create_id(client, "集市", "门票见 https://example.org/spring-fair ，欢迎来。")
    said = send(client, content_id, "把“spring”改成“autumn”")["assistant_message"]
    assert "spring-fair" in _body(client, content_id)
    assert "链接" in said["content"]


def test_the_address_itself_named_is_changed(client: TestClient[Any]) -> None:
    content_id = create_id(client, "Fair", FAIR)
    send(client, content_id, 'Replace "example.org" with "example.com"')
    body = _body(client, content_id)
    assert "https://example.com/spring-fair" in body and "spring@example.com" in body
