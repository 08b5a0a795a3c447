"""A hand edit loses the line breaks before and after the text, as creating the article does: a
save that differed only in trailing blank lines made a version nobody could see (session 25
faults). Line breaks inside the text, CRLF ones included, are kept."""

from litestar.testing import TestClient

from tests.api.calls import create


def test_trailing_blank_lines_alone_make_no_version(client: TestClient) -> None:
    content = create(client, "Poem", "Poem line\n\n")
    assert content["body"] == "Poem line"
    same = client.put(
        f"/api/contents/{content['id']}", json={"body": "Poem line\n\n\n", "base_version": 1}
    )
    assert same.status_code == 200 and same.json()["version"] == 1


def test_a_hand_edit_keeps_its_inner_line_breaks(client: TestClient) -> None:
    content = create(client, "Poem", "Poem line")
    body = "First line\r\nsecond line\r\n\r\nThird\r\n"
    saved = client.put(f"/api/contents/{content['id']}", json={"body": body, "base_version": 1})
    assert saved.status_code == 200
    assert saved.json()["version"] == 2
    assert saved.json()["body"] == "First line\r\nsecond line\r\n\r\nThird"
