"""A suggestion limited to selected text keeps its limit (outside46b F10): a Retry after
"another change reached the article first" is sent with the selection re-placed on the text
as it is now (or refused in plain words when the selected words are gone), a ✎ Edit of a
limited message stays limited, and a noted limited suggestion is applied within its limit."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing import sse
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer


@pytest.fixture
def served(settings: Settings) -> Iterator[tuple[str, HeldModel]]:
    model = HeldModel(["T\n\n", "Alpha"], " one.")
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url, model
        model.release.set()


def _moved_on(
    url: str, model: HeldModel, body: str, target: str, new_body: str
) -> tuple[dict, str]:
    """Send a suggestion limited to `target`; while the model writes, another client saves
    `new_body`. The `done` event of the reply lost to that change, and the article's id. The
    selection is the last place `target` is found."""
    with httpx.Client(base_url=url, timeout=30) as client:
        cid = client.post("/api/contents", json={"title": "T", "body": body}).json()["id"]
        start = body.rindex(target)
        done = None
        with client.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={
                "content_id": cid,
                "message": "make it more vivid",
                "selection": {"start": start, "end": start + len(target)},
            },
        ) as response:
            for name, data in sse.events(response.iter_lines()):
                if name == "delta" and not model.release.is_set():
                    put = client.put(
                        f"/api/contents/{cid}", json={"body": new_body, "base_version": 1}
                    )
                    assert put.status_code == 200, put.text
                    model.release.set()
                elif name == "done":
                    done = data
        assert done is not None and done["assistant_message"]["status"] == "error"
        return dict(done), cid


@pytest.mark.parametrize(
    ("body", "target", "above"),
    [
        ("Intro about cats.\n\nThe cat sat.\n\nThe cat ran.", "The cat ran.", "New first.\n\n"),
        ("关于猫的开头。\n\n猫坐着。\n\n猫跑了。", "猫跑了。", "新加的第一段，比较长。\n\n"),
        # The selected words twice: the one the writer chose, not the first.
        ("Same line.\n\nMiddle.\n\nSame line.", "Same line.", "Top.\n\n"),
    ],
)
def test_retry_is_limited_to_the_selection_where_it_is_now(
    served: tuple[str, HeldModel], body: str, target: str, above: str
) -> None:
    url, model = served
    new_body = above + body
    done, _ = _moved_on(url, model, body, target, new_body)
    retried = httpx.post(
        f"{url}/api/chat/messages/{done['assistant_message']['id']}/regenerate",
        json={},
        timeout=30,
    )
    assert retried.status_code == 200, retried.text
    start = len(above) + body.rindex(target)
    assert retried.json()["user_message"]["selection"] == [start, start + len(target)]


@pytest.mark.parametrize(
    ("body", "target", "gone", "said"),
    [
        ("Intro.\n\nThe cat ran.", "The cat ran.", "Intro.\n\nThe dog ran.", "Select the text"),
        ("开头。\n\n猫跑了。", "猫跑了。", "开头。\n\n狗跑了。", "请重新选中"),
    ],
)
def test_retry_is_refused_in_words_when_the_selected_text_is_gone(
    served: tuple[str, HeldModel], body: str, target: str, gone: str, said: str
) -> None:
    url, model = served
    done, cid = _moved_on(url, model, body, target, gone)
    retried = httpx.post(
        f"{url}/api/chat/messages/{done['assistant_message']['id']}/regenerate",
        json={},
        timeout=30,
    )
    assert retried.status_code == 400, retried.text
    assert said in retried.text
    assert httpx.get(f"{url}/api/contents/{cid}").json()["body"] == gone


BODY = "Intro about cats.\n\nThe cat sat here.\n\nThe cat ran there."
ZH_BODY = "关于猫的开头。\n\n猫坐在这里。\n\n猫跑到那里。"


@pytest.mark.parametrize(
    ("body", "target", "first", "edited", "expected"),
    [
        (BODY, "The cat ran there.", 'Replace "cat" with "dog"', 'Replace "cat" with "fox"',
         BODY.replace("The cat ran there.", "The fox ran there.")),
        (ZH_BODY, "猫跑到那里。", "把“猫”改成“狗”", "把“猫”改成“狐狸”",
         ZH_BODY.replace("猫跑到那里。", "狐狸跑到那里。")),
    ],
)  # fmt: skip
def test_an_edited_limited_message_stays_limited(
    client: TestClient, body: str, target: str, first: str, edited: str, expected: str
) -> None:
    cid = client.post("/api/contents", json={"title": "T", "body": body}).json()["id"]
    start = body.index(target)
    sent = client.post(
        "/api/chat/send",
        json={
            "content_id": cid,
            "message": first,
            "selection": {"start": start, "end": start + len(target)},
        },
    ).json()
    again = client.post(
        f"/api/chat/messages/{sent['user_message']['id']}/edit", json={"message": edited}
    )
    assert again.status_code == 200, again.text
    assert again.json()["content"]["body"] == expected
    assert again.json()["user_message"]["selection"] == [start, start + len(target)]


def test_a_noted_limited_suggestion_is_applied_within_its_limit(client: TestClient) -> None:
    cid = client.post("/api/contents", json={"title": "T", "body": ZH_BODY}).json()["id"]
    start = ZH_BODY.index("猫跑到那里。")
    noted = client.post(
        "/api/chat/send",
        json={
            "content_id": cid,
            "message": "把“猫”改成“猫头鹰”",
            "regenerate": False,
            "selection": {"start": start, "end": start + len("猫跑到那里。")},
        },
    ).json()
    assert noted["revision"] is None
    applied = client.post("/api/chat/send", json={"content_id": cid, "message": "apply"}).json()
    assert applied["content"]["body"] == ZH_BODY.replace("猫跑到那里。", "猫头鹰跑到那里。")


def test_noted_suggestions_limited_and_not_are_applied_to_the_whole_article(
    client: TestClient,
) -> None:
    cid = client.post("/api/contents", json={"title": "T", "body": BODY}).json()["id"]
    start = BODY.index("The cat ran there.")
    client.post(
        "/api/chat/send",
        json={
            "content_id": cid,
            "message": 'Replace "here" with "there"',
            "regenerate": False,
            "selection": {"start": start, "end": start + len("The cat ran there.")},
        },
    )
    client.post(
        "/api/chat/send",
        json={"content_id": cid, "message": 'Replace "cat" with "owl"', "regenerate": False},
    )
    applied = client.post("/api/chat/send", json={"content_id": cid, "message": "apply"}).json()
    assert applied["content"]["body"].count("owl") == 3
