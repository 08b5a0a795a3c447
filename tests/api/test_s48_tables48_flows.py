"""Through the HTTP API, offline (outside47 F5 and F9): a paragraph rule takes a table whole
wherever it stands, never its heading row or rule alone; a replace said for one paragraph is
made there alone; a place the rules cannot find is answered with how to limit the replace."""

import re
from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings

TABLE_EN = "| Item | Price |\n|---|---|\n| Tea | 3 |\n| Cake | 5 |"
TABLE_ZH = "| 品名 | 价格 |\n|---|---|\n| 茶 | 3 |\n| 蛋糕 | 5 |"


@pytest.fixture
def offline(settings: Settings) -> Iterator[TestClient]:
    with TestClient(app=create_app(settings)) as test_client:
        yield test_client


def send(client: TestClient, title: str, body: str, message: str) -> tuple[dict, str]:
    content = client.post("/api/contents", json={"title": title, "body": body}).json()
    answer = client.post("/api/chat/send", json={"content_id": content["id"], "message": message})
    assert answer.status_code == 200, answer.text
    now = client.get(f"/api/contents/{content['id']}").json()
    return answer.json(), now["body"]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (TABLE_EN, "delete paragraph 1"),
        (TABLE_ZH, "删除第一段"),
        (TABLE_EN, "swap paragraph 1 and paragraph 2"),
        (TABLE_ZH, "交换第一段和第二段"),
    ],
)
def test_a_table_only_article_is_one_paragraph(
    offline: TestClient, body: str, message: str
) -> None:
    answer, after = send(offline, "Prices", body, message)
    assert answer["revision"] is None  # its one paragraph: not deleted to nothing, no swap
    assert after == body


@pytest.mark.parametrize(
    ("body", "message", "expected", "said"),
    [
        (
            f"Prices today.\n{TABLE_EN}\nThat is all.",
            "delete paragraph 2",
            "Prices today.\nThat is all.",
            "paragraph 2",
        ),
        (f"今天的价格。\n{TABLE_ZH}\n就这些。", "删除第二段", "今天的价格。\n就这些。", "第 2 段"),
        (
            f"Intro.\n\nPrices today:\n{TABLE_EN}\n\nThe end.",
            "delete paragraph 3",
            "Intro.\n\nPrices today:\n\nThe end.",
            "paragraph 3",
        ),
        (f"今天的价格。\n{TABLE_ZH}\n就这些。", "删除第一段", f"{TABLE_ZH}\n就这些。", "第 1 段"),
    ],
)
def test_a_paragraph_rule_takes_a_glued_table_whole(
    offline: TestClient, body: str, message: str, expected: str, said: str
) -> None:
    answer, after = send(offline, "Prices", body, message)
    assert answer["revision"] is not None, answer["assistant_message"]["content"]
    assert after == expected
    diff = offline.get(f"/api/revisions/{answer['revision']['id']}/diff").json()
    lines = diff["descriptions"]
    assert any(said in line or said.replace(" ", "") in line for line in lines), lines


ZH = "第一段：我们走了90公里。\n\n第二段：我们又走了90公里。\n\n第三段：一共180公里。"
EN = "We walked 90 km.\n\nThen we walked 90 km more.\n\nIn all 180 km."


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (ZH, "把第二段里的“90”改成“95”"),
        (ZH, "第二段的“90公里”改成“95公里”"),
        (ZH, "在第二段把90改成95"),
        (EN, 'In paragraph 2, replace "90" with "95"'),
        (EN, 'Change "90 km" to "95 km" in the second paragraph'),
    ],
)
def test_offline_a_replace_said_for_paragraph_2_changes_it_alone(
    offline: TestClient, body: str, message: str
) -> None:
    answer, after = send(offline, "Walk", body, message)
    assert answer["revision"] is not None, answer["assistant_message"]["content"]
    parts = body.split("\n\n")
    assert after.split("\n\n") == [parts[0], parts[1].replace("90", "95"), parts[2]]
    reply = answer["assistant_message"]["content"]
    assert re.search(r"第\s?2\s?段", reply) if body is ZH else ("paragraph 2" in reply)


@pytest.mark.parametrize(
    ("body", "message", "words"),
    [
        (EN, 'In the intro, replace "90" with "95"', "Limit to"),
        (ZH, "把开头那句里的90改成95", "只改"),
    ],
)
def test_offline_a_place_not_understood_says_how_to_limit_it(
    offline: TestClient, body: str, message: str, words: str
) -> None:
    answer, after = send(offline, "Walk", body, message)
    assert answer["revision"] is None and after == body
    reply = answer["assistant_message"]["content"]
    assert words in reply.split("\n\n")[0]


def test_limited_to_the_table_a_replace_changes_only_the_table(offline: TestClient) -> None:
    body = f"Tea costs 3 today.\n{TABLE_EN}\nCake costs 5."
    content = offline.post("/api/contents", json={"title": "Prices", "body": body}).json()
    start = body.index("|")
    answer = offline.post(
        "/api/chat/send",
        json={
            "content_id": content["id"],
            "message": 'replace "3" with "4"',
            "selection": {"start": start, "end": start + len(TABLE_EN)},
        },
    )
    assert answer.status_code == 200, answer.text
    after = offline.get(f"/api/contents/{content['id']}").json()["body"]
    assert after == body.replace("| Tea | 3 |", "| Tea | 4 |")
