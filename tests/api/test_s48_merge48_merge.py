"""A hand edit begun on V1 while another tab's suggestion saved V2 (outside47 F6), over HTTP:
`POST /api/contents/{id}/merge` puts the writer's text on top of V2 paragraph by paragraph
without saving, and says what of V2 it keeps and what saving it would undo; a save of the
merged text on V2 then keeps both tabs' changes."""

from typing import Any

import pytest
from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create, send

ZH = "第一段：早上八点出发。\n\n第二段：中午在湖边吃饭。\n\n第三段：下午四点回家。"
EN = "We leave at eight.\n\nLunch is by the lake.\n\nWe are home by four."


def _merge(client: TestClient[Any], cid: str, **body: Any) -> dict[str, Any]:
    response = client.post(f"/api/contents/{cid}/merge", json=body)
    assert response.status_code == 200, response.text
    return dict(response.json())


@pytest.mark.parametrize(
    ("body", "mine", "chat", "other"),
    [
        (ZH, ("早上八点", "早上七点"), "把“四点”改成“五点”", ("四点", "五点")),
        (EN, ("at eight", "at seven"), 'Replace "four" with "five"', ("four", "five")),
    ],
)
def test_keep_mine_on_top_keeps_the_other_tabs_change_elsewhere(
    client: TestClient[Any], body: str, mine: tuple[str, str], chat: str, other: tuple[str, str]
) -> None:
    content = create(client, "Trip", body)
    cid = content["id"]
    typed = body.replace(*mine)  # tab A, not saved yet
    turn = send(client, cid, chat, base_version=1)  # tab B → V2
    assert turn["content"]["version"] == 2
    url = f"/api/contents/{cid}"
    assert client.put(url, json={"body": typed, "base_version": 1}).status_code == 409
    merged = _merge(client, cid, title="Trip", body=typed, base_version=1)
    assert merged["base_version"] == 1 and merged["version"] == 2
    assert merged["clean"] is True
    assert merged["body"] == body.replace(*mine).replace(*other)
    assert merged["undone"] == []
    # V2's change kept, said as a reply's change line is, in the article's language.
    # (A Chinese line quotes the characters changed: “四”改为“五”.)
    assert len(merged["kept"]) == 1
    assert other[0][0] in merged["kept"][0] and other[1][0] in merged["kept"][0]
    assert ("第3段" if body is ZH else "paragraph 3") in merged["kept"][0]
    # Nothing saved by the merge itself.
    assert client.get(url).json()["version"] == 2
    saved = client.put(url, json={"body": merged["body"], "base_version": merged["version"]})
    assert saved.status_code == 200, saved.text
    assert saved.json()["version"] == 3
    assert saved.json()["body"] == body.replace(*mine).replace(*other)


def test_a_paragraph_both_changed_is_named_as_undone_in_chinese(client: TestClient[Any]) -> None:
    cid = create(client, "Trip", ZH)["id"]
    send(client, cid, "把“四点”改成“五点”")
    typed = ZH.replace("四点", "三点").replace("八点", "七点")
    merged = _merge(client, cid, body=typed, base_version=1)
    assert merged["clean"] is False
    # The writer's text kept where both changed.
    assert merged["body"] == typed
    assert merged["undone"] == ["第3段：“四”改为“五”"]
    assert merged["kept"] == []


def test_a_paragraph_both_changed_is_named_as_undone_in_english(
    llm_client: TestClient[Any], fake_model: FakeModel
) -> None:
    cid = create(llm_client, "Trip", EN)["id"]
    v2 = EN.replace("four", "five").replace("lake", "river")
    fake_model.enqueue("Trip\n\n" + v2)
    turn = send(llm_client, cid, "Make it a river, and home by five")
    assert turn["content"]["version"] == 2, turn
    typed = EN.replace("four", "six")
    merged = _merge(llm_client, cid, body=typed, base_version=1)
    assert merged["clean"] is False
    assert merged["body"] == EN.replace("four", "six").replace("lake", "river")
    assert merged["undone"] == ["paragraph 3: “four” → “five”"]
    assert merged["kept"] == ["paragraph 2: “lake” → “river”"]


def test_a_rename_meanwhile_is_kept_and_a_rename_both_made_is_undone(
    client: TestClient[Any],
) -> None:
    cid = create(client, "Trip", EN)["id"]
    assert client.patch(f"/api/contents/{cid}", json={"title": "Day out"}).status_code == 200
    kept = _merge(client, cid, title="Trip", body=EN.replace("eight", "seven"), base_version=1)
    assert (kept["title"], kept["clean"]) == ("Day out", True)
    assert kept["kept"] == ["title changed from “Trip” to “Day out”"]
    undone = _merge(client, cid, title="Outing", body=EN, base_version=1)
    assert (undone["title"], undone["clean"]) == ("Outing", False)
    assert undone["undone"] == ["title changed from “Trip” to “Day out”"]


def test_merge_on_the_current_version_is_the_text_as_typed(client: TestClient[Any]) -> None:
    cid = create(client, "Trip", ZH)["id"]
    typed = ZH.replace("八点", "七点")
    merged = _merge(client, cid, body=typed, base_version=1)
    assert (merged["body"], merged["clean"], merged["kept"], merged["undone"]) == (
        typed,
        True,
        [],
        [],
    )


def test_merge_refuses_what_a_save_refuses(client: TestClient[Any]) -> None:
    cid = create(client, "Trip", ZH)["id"]
    url = f"/api/contents/{cid}/merge"
    unknown = client.post(url, json={"body": ZH, "base_version": 9})
    assert unknown.status_code == 409
    assert "has no V9" in unknown.json()["detail"]
    blank = client.post(url, json={"body": "  \n ", "base_version": 1})
    assert blank.status_code == 400
    assert client.post(url, json={"body": ZH}).status_code == 400
    assert (
        client.post("/api/contents/nope/merge", json={"body": ZH, "base_version": 1}).status_code
        == 404
    )
    # Nothing was saved by any of them.
    assert client.get(f"/api/contents/{cid}").json()["version"] == 1
