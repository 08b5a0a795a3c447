"""The editor's desk filters by article: two articles with one title are two choices a
reader can tell apart, not the same line twice (an outside tester's finding, session 18)."""

from __future__ import annotations

import re
from html import unescape

from litestar.testing import TestClient


def choices(client: TestClient) -> list[tuple[str, str]]:
    page = client.get("/desk")
    assert page.status_code == 200, page.text
    select = page.text.split('id="filter-article"', 1)[1].split("</select>", 1)[0]
    found = re.findall(r'<option value="([^"]*)"[^>]*>([^<]*)</option>', select)
    return [(value, unescape(label)) for value, label in found if value]


def test_articles_sharing_a_title_are_told_apart_in_the_desks_filter(client: TestClient) -> None:
    made = [
        client.post("/api/contents", json={"title": title, "body": "正文。"}).json()
        for title in ("周报", "Weekly notes", "周报", "Weekly notes", "秋天")
    ]
    listed = choices(client)
    assert sorted(value for value, _ in listed) == sorted(c["id"] for c in made)
    labels = [label for _, label in listed]
    assert len(set(labels)) == len(labels), labels
    by_id = dict(listed)
    for content in made:
        label = by_id[content["id"]]
        assert label.startswith(content["title"]), label
        shared = sum(c["title"] == content["title"] for c in made) > 1
        assert ("created" in label) == shared, label
    assert by_id[made[4]["id"]] == "秋天"
