"""Request bodies are read as sent. Text that shows nothing — only zero-width spaces, Hangul
fillers, the blank Braille pattern, a byte-order mark or a lone combining mark — was saved
as a title, an article, a message, a persona's name or a comment (spaces were refused); it
is now as empty as spaces, with the same sentences. A JSON type that is not the field's
(`"2"`, `true` or `2.5` for a version, `1` or `"yes"` for true) was guessed at; now it is a
400 naming the field. User names made only of such characters, or that differ from a
taken one only by them ("ada" + U+3164), were accepted as new users."""

import pytest
from litestar.testing import TestClient

BLANKS = ["\u200b\u200b", "\u3164", "\u2800", "\ufeff", "\u115f\u1160", "\uffa0", "\u0301", "\x8e"]


def made(client: TestClient, title: str = "秋天", body: str = "公园里很安静。") -> str:
    answer = client.post("/api/contents", json={"title": title, "body": body})
    assert answer.status_code == 201, answer.text
    return str(answer.json()["id"])


def says(answer: object, sentence: str) -> None:
    assert answer.status_code == 400, answer.text  # type: ignore[attr-defined]
    assert answer.json()["detail"] == sentence  # type: ignore[attr-defined]


@pytest.mark.parametrize("blank", BLANKS)
def test_text_that_shows_nothing_is_empty(client: TestClient, blank: str) -> None:
    says(
        client.post("/api/contents", json={"title": blank, "body": "x"}),
        "The title is empty: give the article a name.",
    )
    empty_body = client.post("/api/contents", json={"title": "秋天", "body": blank})
    assert empty_body.status_code == 400
    assert empty_body.json()["detail"].startswith("The article is empty")
    content_id = made(client)
    says(
        client.post("/api/chat/send", json={"content_id": content_id, "message": blank}),
        "The message is empty: say what you would like to change.",
    )
    says(
        client.patch(f"/api/contents/{content_id}", json={"title": f" {blank} "}),
        "The title is empty: give the article a name.",
    )
    assert client.post("/api/personas", json={"name": blank}).status_code == 400
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 1


def test_a_comment_that_shows_nothing_is_empty(client: TestClient) -> None:
    content_id = made(client, body="十五个人。")
    sent = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "把“十五”改成“五十”"}
    ).json()
    revision = sent["revision"]["id"]
    for blank in BLANKS:
        says(
            client.post(f"/api/revisions/{revision}/comments", json={"text": blank}),
            "A comment needs some text: this one is empty.",
        )
    assert client.get(f"/api/revisions/{revision}/comments").json() == []


def test_invisible_characters_inside_real_text_are_kept(client: TestClient) -> None:
    # A Persian word needs its zero-width non-joiner; an emoji its variation selector.
    text = "می\u200cخواهم ❤\ufe0f e\u0301"
    content_id = made(client, title=text, body=text)
    assert client.get(f"/api/contents/{content_id}").json()["title"] == text


@pytest.mark.parametrize(
    ("field", "value", "sentence"),
    [
        ("base_version", "1", "must be a whole number"),
        ("base_version", True, "must be a whole number"),
        ("base_version", 1.5, "must be a whole number"),
        ("regenerate", 1, "must be true or false"),
        ("regenerate", "yes", "must be true or false"),
        ("message", 5, "must be text (a JSON string)"),
    ],
)
def test_a_value_of_another_json_type_is_refused(
    client: TestClient, field: str, value: object, sentence: str
) -> None:
    content_id = made(client)
    body = {"content_id": content_id, "message": "把“公园”改成“花园”", field: value}
    answer = client.post("/api/chat/send", json=body)
    says(answer, f"Invalid request — {field}: {sentence}.")
    assert answer.json()["extra"][0]["key"] == field
    assert client.get(f"/api/chat/sessions/{content_id}").status_code == 404  # nothing saved


def test_numbers_in_nested_bodies_are_strict_too(client: TestClient) -> None:
    content_id = made(client)
    whole = {"content_id": content_id, "message": "把“公园”改成“花园”", "base_version": 1.0}
    assert client.post("/api/chat/send", json=whole).status_code == 200  # JSON Schema's integer
    selection = {"start": "0", "end": 2}
    answer = client.post(
        "/api/chat/send",
        json={"content_id": content_id, "message": "改短", "selection": selection},
    )
    assert answer.status_code == 400, answer.text
    restore = client.post(f"/api/contents/{content_id}/restore", json={"version": "1"})
    says(restore, "Invalid request — version: must be a whole number.")
    huge = client.post(
        f"/api/contents/{content_id}/restore", json={"version": 1e308, "base_version": 1}
    )
    says(huge, "Invalid request — version: must be a whole number.")


@pytest.mark.parametrize("name", ["\u3164", "\u115f", "\u2800", "\uffa0", "\u0301\u0301"])
def test_a_user_name_that_shows_nothing_is_refused(client: TestClient, name: str) -> None:
    answer = client.post(
        "/api/users", json={"name": name, "password": "long enough", "roles": ["writer"]}
    )
    assert answer.status_code == 400, answer.text
    assert "needs a character that shows" in answer.json()["detail"]


@pytest.mark.parametrize("look_alike", ["ada\u3164", "ada\u2800", "\u3164ada", "ada\u0333"])
def test_a_look_alike_user_name_is_taken(client: TestClient, look_alike: str) -> None:
    user = {"name": "ada", "password": "long enough", "roles": ["admin", "writer"]}
    first = client.post("/api/users", json=user)
    assert first.status_code == 201, first.text
    signed = client.post(
        "/login",
        data={"name": "ada", "password": "long enough", "next": "/"},
        headers={"Origin": "http://testserver.local"},
        follow_redirects=False,
    )
    assert signed.status_code == 303, signed.text
    again = client.post("/api/users", json={**user, "name": look_alike, "roles": ["writer"]})
    assert again.status_code == 409, again.text
    assert "already a user named" in again.json()["detail"]
