"""A tutorial writer asks for an example of the script tag; the model writes it in a code
span. The paragraph is saved as the model wrote it — not with an empty code span under a
reply that calls the damage the asked change (outside56 F1) — and a `<script>` the model
invents on an unrelated ask is still left out."""

from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.conftest import article

TITLE = "Widgets in five minutes"
P1 = "Copy the widget file into your site's folder."
P2 = "Then start the widget once the page is ready."
P3 = "That is all: reload and see it."
BODY = "\n\n".join([P1, P2, P3])


def _turn(client: TestClient, model: FakeModel, ask: str, new_p2: str) -> dict:
    content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
    model.enqueue(article(TITLE, P1, new_p2, P3))
    client.post("/api/chat/send", json={"content_id": content_id, "message": ask})
    return client.get(f"/api/contents/{content_id}").json()


def test_the_asked_script_example_is_saved_as_written(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    new = P2[:-1] + ", e.g. `<script>init()</script>`."
    saved = _turn(
        llm_client, fake_model, "In paragraph 2, add an inline example of the script tag", new
    )
    assert saved["body"] == "\n\n".join([P1, new, P3])


def test_the_asked_script_example_in_chinese_is_saved_as_written(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    new = P2[:-1] + "，例如 `<script>init()</script>`。"
    saved = _turn(llm_client, fake_model, "在第2段加上 script 标签的内联示例", new)
    assert saved["body"] == "\n\n".join([P1, new, P3])


def test_a_script_the_model_invents_is_still_left_out(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    livelier = "Then fire up the widget the moment the page is ready!"
    saved = _turn(
        llm_client, fake_model, "Make paragraph 2 livelier", livelier + "<script>alert(1)</script>"
    )
    assert saved["body"] == "\n\n".join([P1, livelier, P3])
