"""Through the HTTP API: a wish withdrawn with nothing in its place ("Scratch what I said about
the bullet points", 口语化那条就当我没说过) sets the persona's preference aside; it never files
the opposite value — that is only asked, pending the writer's answer."""

import pytest
from litestar.testing import TestClient

from tests.api.calls import create_id, send
from tests.conftest import settle


def _preferences(client: TestClient, dimension: str) -> list[dict]:
    settle(client)
    persona = client.get("/api/personas/pdefault").json()
    return [p for p in persona["preferences"] if p["dimension"] == dimension]


def _preference(client: TestClient, dimension: str) -> dict:
    return _preferences(client, dimension)[0]


@pytest.mark.parametrize(
    ("title", "body", "wish", "withdrawal", "dimension", "value"),
    [
        (
            "Bench notes",
            "The meeting lasts twenty minutes.\n\nWe meet on Monday.",
            "Use bullet points from now on.",
            "Scratch what I said about the bullet points.",
            "structure",
            "lists",
        ),
        (
            "周末",
            "今天天气很好。我们去了公园。\n\n晚上回家吃饭。",
            "以后都写得口语化一点",
            "口语化那条就当我没说过",
            "formality",
            "casual",
        ),
    ],
)
def test_a_withdrawn_wish_is_set_aside_not_turned_round(
    client: TestClient, title, body, wish, withdrawal, dimension, value
) -> None:
    content_id = create_id(client, title, body)
    send(client, content_id, wish)
    held = _preference(client, dimension)
    assert (held["value"], held["state"]) == (value, "active")

    send(client, content_id, withdrawal)
    after = _preferences(client, dimension)
    aside = next(p for p in after if p["state"] == "superseded")
    assert aside["value"] == value  # set aside as it was, not turned round
    assert any(e["quote"] == withdrawal for e in aside["evidence"])
    # The other value is asked, never filed: nothing on the dimension is active.
    others = [p for p in after if p is not aside]
    assert [p["state"] for p in others] == ["pending_confirmation"]
    assert others[0]["value"] != value
