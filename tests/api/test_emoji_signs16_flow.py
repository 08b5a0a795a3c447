"""'Remove the emoji' on numbered steps: the reply names what changed in characters a writer
can see (a keycap made plain reads "1️⃣" → "1", not an invisible mark deleted)."""

from litestar.testing import TestClient

from tests.api.calls import create, send


def test_the_reply_names_a_keycap_made_plain_in_whole_characters(client: TestClient) -> None:
    made = create(client, "烘焙", "1\ufe0f\u20e3 先把烤箱预热😀\n\n2\ufe0f\u20e3 再拌面粉。")
    reply = send(client, made["id"], "把表情都删掉")
    said = reply["assistant_message"]["content"]
    assert "“1\ufe0f\u20e3”改为“1”" in said, said
    assert "“\ufe0f\u20e3”" not in said, said
    body = client.get(f"/api/contents/{made['id']}").json()["body"]
    assert body == "1 先把烤箱预热\n\n2 再拌面粉。"
