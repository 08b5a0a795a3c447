"""Paragraph N as the writer counts it (app/domain/paragraph_places.py) where the API still
counted blocks: a withheld change's `paragraph` (a `## ` heading is no paragraph; `block` keeps
the change's block of the original body) and a streamed reply's progress, "paragraph N of M",
sent with each `delta` (`paragraph`, `paragraphs`) so the panel counts as the writer does.
Dev cases: tests/data/fidelity_paras43/."""

import json

from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create_id, send
from tests.conftest import article

EN = [
    "## Open day",
    "Our open day is on Saturday 4 October from 10 am to 3 pm, and everyone is welcome.",
    "There will be tours of the new pond every hour, led by Maria Lopez.",
    "## Costs",
    "The annual rent stays at £38 for a half plot and £64 for a full plot.",
    "Water charges rise to £12 a plot because the council raised the price in April.",
]
ZH = [
    "## 活动时间",
    "十月的读书会定在每周六下午两点到四点，地点还是社区活动中心二楼的阅览室。",
    "每次活动先由一位读者分享半小时，然后大家自由讨论。",
    "## 费用",
    "读书会不收会费，茶水由社区免费提供，大家只需要自己准备书就可以了。",
    "订书的钱请在每月十五号之前交给刘阿姨，她会统一下单。",
]


def _new(client: TestClient, title: str, blocks: list[str]) -> str:
    return create_id(client, title, "\n\n".join(blocks))


def test_a_withheld_change_names_its_paragraph_as_the_writer_counts(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = _new(llm_client, "News", EN)
    asked = "Rent stays at £38 for a half plot and £64 for a full plot."
    unasked = "Water charges rise to £12 a plot after the council's April rise."
    fake_model.enqueue(article("News", *EN[:4], asked, unasked))
    result = send(llm_client, content_id, "Tighten paragraph 3.")
    assert result["revision"] is not None
    withheld = result["revision"]["withheld"]
    assert [(w["paragraph"], w["block"]) for w in withheld] == [(4, 6)]
    read = llm_client.get(f"/api/revisions/{result['revision']['id']}").json()
    assert [(w["paragraph"], w["block"]) for w in read["withheld"]] == [(4, 6)]
    assert "paragraph 4" in result["assistant_message"]["content"]


def test_zh_a_withheld_change_names_its_paragraph_as_the_writer_counts(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = _new(llm_client, "读书会", ZH)
    asked = "读书会不收会费，茶水免费，自带书即可。"
    unasked = "每次先由一位读者分享半小时，再自由讨论。"
    fake_model.enqueue(article("读书会", ZH[0], ZH[1], unasked, ZH[3], asked, ZH[5]))
    result = send(llm_client, content_id, "第三段精简一下")
    assert result["revision"] is not None and asked in result["content"]["body"]
    assert [(w["paragraph"], w["block"]) for w in result["revision"]["withheld"]] == [(2, 3)]


def test_a_withheld_change_to_a_heading_names_the_heading(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = _new(llm_client, "News", EN)
    asked = "Rent stays at £38 for a half plot and £64 for a full plot."
    fake_model.enqueue(article("News", *EN[:3], "## What it costs", asked, EN[5]))
    result = send(llm_client, content_id, "Tighten paragraph 3.")
    withheld = result["revision"]["withheld"]
    assert [(w["block"], w["heading"]) for w in withheld] == [(4, "Costs")]


def _streamed(client: TestClient, content_id: str, message: str) -> list[dict]:
    deltas = []
    sent = {"content_id": content_id, "message": message}
    with client.stream("POST", "/api/chat/send?stream=true", json=sent) as response:
        event = ""
        for line in response.iter_lines():
            if line.startswith("event:"):
                event = line[6:].strip()
            elif line.startswith("data:") and event == "delta":
                deltas.append(json.loads(line[5:]))
    return deltas


def test_a_streamed_reply_counts_its_paragraphs_without_the_headings(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = _new(llm_client, "News", EN)
    fake_model.enqueue(article("News", *EN[:4], "Rent stays at £38 and £64.", EN[5]))
    deltas = _streamed(llm_client, content_id, "Tighten paragraph 3.")
    assert deltas and {d["paragraphs"] for d in deltas} == {4}
    at = [d["paragraph"] for d in deltas]
    assert at == sorted(at) and at[0] == 1 and at[-1] == 4
    text = ""
    for delta in deltas:
        text += delta["text"]
        if text.endswith("## Costs"):
            assert delta["paragraph"] == 2  # the heading is no third paragraph


def test_zh_a_streamed_reply_counts_its_paragraphs_without_the_headings(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = _new(llm_client, "读书会", ZH)
    fake_model.enqueue(article("读书会", *ZH[:4], "读书会不收会费，自带书即可。", ZH[5]))
    deltas = _streamed(llm_client, content_id, "第三段精简一下")
    assert {d["paragraphs"] for d in deltas} == {4}
    assert deltas[-1]["paragraph"] == 4 and max(d["paragraph"] for d in deltas) == 4


def test_a_streamed_reply_counts_a_split_code_block_as_one_paragraph(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    blocks = ["Run the script:", "```sh\nset -e\n\nrsync -a ~/A /b/\n```", "It takes two minutes."]
    content_id = _new(llm_client, "Backup", blocks)
    fake_model.enqueue(article("Backup", *blocks[:2], "It takes about two minutes."))
    deltas = _streamed(llm_client, content_id, "Reword paragraph 3.")
    assert {d["paragraphs"] for d in deltas} == {3}
    assert max(d["paragraph"] for d in deltas) == 3
