"""Offline, a lasting style wish is answered as heard (the persona learns from it), not only
with "this suggestion needs a model"; a request for this edit is not called a lasting wish."""

from litestar.testing import TestClient

from tests.api.calls import create, send

BODY = "We waited twenty minutes 😀.\n\nThe bus never came."


def test_a_lasting_wish_offline_is_answered_as_heard(client: TestClient) -> None:
    content = create(client, "The bus", BODY)
    sent = send(client, content["id"], "Never use emoji from now on.")
    reply = sent["assistant_message"]["content"]
    assert sent["revision"] is None
    assert "lasting wish" in reply and "Use no emoji" in reply
    assert "needs a model" in reply  # the article itself is unchanged, and why
    assert client.get(f"/api/contents/{content['id']}").json()["body"] == BODY
    plain = create(client, "等车", "我们等了二十分钟。\n\n车一直没来。")
    zh = send(client, plain["id"], "以后别用感叹号了")["assistant_message"]["content"]
    assert "长期写作偏好" in zh


def test_a_request_for_this_edit_is_not_called_a_lasting_wish(client: TestClient) -> None:
    content = create(client, "The bus", BODY)
    for message in ("Make paragraph 2 livelier.", "Is the tone too casual, do you think?"):
        reply = send(client, content["id"], message)["assistant_message"]["content"]
        assert "lasting wish" not in reply and "needs a model" in reply
