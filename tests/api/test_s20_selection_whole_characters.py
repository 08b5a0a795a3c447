"""A selection that cuts a drawn character in two (a family emoji 👨‍👩‍👧 is five code points, a
flag two) is widened to whole characters: "remove emoji" on the first half of the family left
an orphan joiner and a different glyph (faults tester)."""

import pytest
from litestar.testing import TestClient

BODY = "😀 twenty 👨\u200d👩\u200d👧 thirty."


@pytest.mark.parametrize(("start", "end"), [(9, 11), (10, 12), (12, 14)])
def test_removing_emoji_in_half_a_family_removes_the_whole_family(
    client: TestClient, start: int, end: int
) -> None:
    content_id = client.post("/api/contents", json={"title": "Emoji", "body": BODY}).json()["id"]
    sent = client.post(
        "/api/chat/send",
        json={
            "content_id": content_id,
            "message": "remove emoji",
            "selection": {"start": start, "end": end},
        },
    )
    assert sent.status_code == 200, sent.text
    body = client.get(f"/api/contents/{content_id}").json()["body"]
    assert "\u200d" not in body, repr(body)  # no orphan joiner, no half family
    assert body.startswith("😀 twenty"), repr(body)  # the emoji outside the selection stays
    assert body.rstrip().endswith("thirty."), repr(body)


def test_an_address_the_writer_selected_may_be_changed(llm_client: TestClient, fake_model) -> None:
    # The address checks (app/editing/addresses.py) guard addresses the writer did not ask
    # about; one they selected and asked to change is theirs.
    body = "To book, email walks@harbourtrust.org before Friday.\n\nSee you on the quay."
    content_id = llm_client.post("/api/contents", json={"title": "Walks", "body": body}).json()[
        "id"
    ]
    start = body.index("walks@")
    fake_model.enqueue("bookings@harbourtrust.org")
    sent = llm_client.post(
        "/api/chat/send",
        json={
            "content_id": content_id,
            "message": "change it to bookings",
            "selection": {"start": start, "end": start + len("walks@harbourtrust.org")},
        },
    )
    assert sent.status_code == 200, sent.text
    assert sent.json()["revision"] is not None, sent.json()["assistant_message"]["content"]
    saved = llm_client.get(f"/api/contents/{content_id}").json()["body"]
    assert saved == body.replace("walks@", "bookings@")
