"""outside48 F3 through the HTTP API: comparing two versions (`GET …/diff?from=1&to=3`) names a
deleted paragraph where it stood, before the rewrites below it and never folded into
"and N more" / "另有N处修改" — also among paragraphs written to one pattern (a diary)."""

import pytest
from litestar.testing import TestClient

from tests.diaries import diary_en, diary_zh

DIARY_ZH, DIARY_EN = diary_zh(9), diary_en(9)


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
