"""outside48 F3 through the HTTP API: comparing two versions (`GET …/diff?from=1&to=3`) names a
deleted paragraph where it stood, before the rewrites below it and never folded into
"and N more" / "另有N处修改" — also among paragraphs written to one pattern (a diary)."""

import pytest
from litestar.testing import TestClient

DIARY_ZH = [
    f"{d}，我和妹妹一起去了{p}，一直玩到中午才回家。"
    for d, p in zip(
        [
            "一月三日",
            "一月四日",
            "一月五日",
            "一月六日",
            "一月七日",
            "一月八日",
            "一月九日",
            "一月十日",
            "一月十一日",
        ],
        ["河边", "美术馆", "早市", "书店", "公园", "动物园", "海边", "车站", "寺庙"],
        strict=True,
    )
]
DIARY_EN = [
    f"Day {w}: my sister and I walked to the {p} before lunch."
    for w, p in zip(
        ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
        ["lake", "museum", "market", "library", "bridge", "garden", "harbour", "station", "pier"],
        strict=True,
    )
]


@pytest.mark.parametrize(
    ("paras", "old", "new", "deleted", "more"),
    [
        (DIARY_ZH, "妹妹", "弟弟", "第3段已删除", "另有"),
        (DIARY_EN, "sister", "brother", "paragraph 3 deleted", "and "),
    ],
)
def test_compare_names_the_deleted_paragraph_in_reading_order(
    client: TestClient, paras: list[str], old: str, new: str, deleted: str, more: str
) -> None:
    body = "\n\n".join(paras)
    content = client.post("/api/contents", json={"title": "日记 Diary", "body": body}).json()
    path = f"/api/contents/{content['id']}"
    v2 = "\n\n".join(p for k, p in enumerate(paras) if k != 2)
    assert client.put(path, json={"body": v2, "base_version": 1}).status_code == 200
    v3 = v2.replace(old, new)
    assert client.put(path, json={"body": v3, "base_version": 2}).status_code == 200
    lines = client.get(f"{path}/diff", params={"from": 1, "to": 3}).json()["descriptions"]
    # eight small rewrites and one deletion: more than the list holds, the deletion kept
    assert len(lines) == 8 and lines[-1].startswith(more), lines
    assert lines[2] == deleted, lines
    assert old in lines[3] and new in lines[3] and ("原第4段" in lines[3] or "(was 4)" in lines[3])
    # the revision alone says the same about the deletion
    alone = client.get(f"{path}/diff", params={"from": 1, "to": 2}).json()["descriptions"]
    assert alone == [deleted]
