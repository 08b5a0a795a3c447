"""A model that re-pads a Markdown table it was not asked about (outside53 F5): the writer's
table is kept and the re-padding is offered under its name — "only the table's spacing
changed", 只改了表格的空格 — never "rewritten", which sent the writer looking for a changed
figure (why named, not silent: see tests/unit/test_s53_out53fix_table_spacing.py). A figure
changed in the re-padded table is still told as a rewrite of the table."""

from __future__ import annotations

from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create, send

P2 = "The draft budget proposes closing the path for eighteen months. No diversion is planned."
P2_NEW = "Eighteen months. That is how long the path would shut. No diversion is planned."
TABLE = "| Time | Walkers | Runners |\n|---|---|---|\n| 07:00 | 96 | 41 |\n| 08:00 | 142 | 22 |"
PADDED = (
    "| Time  | Walkers | Runners |\n|-------|---------|---------|\n"
    "| 07:00 | 96      | 41      |\n| 08:00 | 142     | 22      |"
)
BODY = f"## Why\n\nFour hundred people use the path.\n\n{P2}\n\n{TABLE}\n\nThanks for reading."

ZH_P2 = "预算草案提出封路十八个月，没有绕行方案。"
ZH_TABLE = "| 时间 | 步行 | 骑车 |\n|---|---|---|\n| 早上七点 | 96 | 63 |"
ZH_PADDED = "| 时间     | 步行 | 骑车 |\n| -------- | ---- | ---- |\n| 早上七点 | 96   | 63   |"
ZH_BODY = f"每天约有四百人走这条路。\n\n{ZH_P2}\n\n{ZH_TABLE}\n\n谢谢阅读。"


def test_a_table_re_padded_outside_the_ask_is_named_as_its_spacing(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, "River path", BODY)
    fake_model.enqueue("River path\n\n" + BODY.replace(P2, P2_NEW).replace(TABLE, PADDED))
    result = send(llm_client, content["id"], "Make paragraph 2 punchier")
    lines = result["assistant_message"]["content"].split("\n")
    assert result["content"]["body"] == BODY.replace(P2, P2_NEW)
    assert "• also suggested: paragraph 3: only the table's spacing changed" in "\n".join(lines)
    assert not any("rewritten — not applied" in line for line in lines)


def test_a_chinese_table_re_padded_by_a_whole_restyle_is_named_as_its_spacing(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, "河边小路", ZH_BODY)
    lively = ZH_BODY.replace("每天约有", "每天足足有").replace(ZH_TABLE, ZH_PADDED)
    fake_model.enqueue("河边小路\n\n" + lively)
    result = send(llm_client, content["id"], "整篇写得生动一点")
    reply = result["assistant_message"]["content"]
    assert result["content"]["body"] == ZH_BODY.replace("每天约有", "每天足足有")
    assert "第3段：只改了表格的空格" in reply
    assert "整段改写" not in reply


def test_a_figure_changed_in_a_re_padded_table_is_not_called_spacing(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, "River path", BODY)
    changed = PADDED.replace("| 142     |", "| 143     |")
    fake_model.enqueue("River path\n\n" + BODY.replace(P2, P2_NEW).replace(TABLE, changed))
    result = send(llm_client, content["id"], "Make paragraph 2 punchier")
    reply = result["assistant_message"]["content"]
    assert result["content"]["body"] == BODY.replace(P2, P2_NEW)
    assert "also suggested" in reply and "spacing" not in reply
