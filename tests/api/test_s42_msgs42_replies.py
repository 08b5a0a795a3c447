"""What the writer is told after an edit, through the HTTP API (outside41 findings 10–13): an
"every X to Y" swap left partly by the model, done and said; the last paragraph deleted after a
hard-wrapped one, said as that; blocks that did not fit answered NO_CHANGE, said as given up —
not "cut off"; a withheld change's description in the article's language, quoted as written."""

from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel
from tests.api.calls import create, send
from tests.conftest import article

ZH = [
    "周六早上，我们在公园门口集合。",
    "我们先沿着湖走了一圈，大约三公里。",
    "中午我们吃了午饭，下午两点解散。我们都很开心。",
]
EN = [
    "We met at nine.",
    "We walked round the lake, then we rested.",
    "At noon we ate. We all went home happy.",
]


def test_a_chinese_swap_of_every_word_left_partly_is_finished_and_said(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, "周六", "\n\n".join(ZH))
    partly = [p.replace("我们", "咱们") for p in ZH[:2]] + [ZH[2].replace("我们吃", "咱们吃")]
    fake_model.enqueue(article("周六", *partly))
    result = send(llm_client, content["id"], "把所有的我们都换成咱们，口语一点")
    assert "我们" not in result["content"]["body"]
    assert (
        "• 模型漏改了1处“我们”（第3段），已按你的要求改成“咱们”。"
        in result["assistant_message"]["content"]
    )


def test_an_english_swap_of_every_word_left_partly_is_finished_and_said(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, "Walk", "\n\n".join(EN))
    partly = [EN[0].replace("We", "Us lot"), EN[1].replace("We", "Us lot").replace("we", "us lot")]
    fake_model.enqueue(article("Walk", *partly, EN[2].replace("noon we", "noon us lot")))
    result = send(llm_client, content["id"], "change every 'we' to 'us lot', make it chattier")
    assert result["content"]["body"].endswith("Us lot all went home happy.")
    assert "The model left 1 “we” unchanged (paragraph 3)" in result["assistant_message"]["content"]


def test_the_last_paragraph_deleted_after_a_wrapped_one_is_said_deleted(client: TestClient) -> None:
    for body, ask, said in (
        ("Line one\nline two\n\nPara two.", "delete paragraph 2", "paragraph 2 deleted"),
        ("第一行\n第二行\n\n第二段。", "删除第二段", "第2段已删除"),
    ):
        content = create(client, "T", body)
        result = send(client, content["id"], ask)
        diff = client.get(f"/api/revisions/{result['revision']['id']}/diff").json()
        assert diff["descriptions"] == [said]
        assert diff["scope"] == "changed 1 of 2 paragraphs"
        assert result["assistant_message"]["content"].split("\n")[1:] == [f"• {said}"]


BAD_BLOCK = (
    "<<<<<<< SEARCH\nWe walked round the lake then we rested\n=======\n"
    "We strolled round the glittering lake, then we rested.\n>>>>>>> REPLACE"
)


def test_blocks_that_did_not_fit_answered_no_change_are_not_called_cut_off(
    settings: Settings,
) -> None:
    settings.edit_format = "blocks"
    fake = FakeModel()
    with TestClient(app=create_app(settings, provider=fake)) as client:
        content = create(client, "Walk", "\n\n".join(EN))
        fake.enqueue(BAD_BLOCK)
        fake.enqueue("NO_CHANGE")
        result = send(client, content["id"], "make paragraph 2 more vivid")
        zh = create(client, "周六", "\n\n".join(ZH))
        fake.enqueue(
            BAD_BLOCK.replace("We walked round the lake then we rested", "我们绕着湖走了两圈")
        )
        fake.enqueue("NO_CHANGE")
        result_zh = send(client, zh["id"], "第二段写得生动一点")
    reply = result["assistant_message"]
    assert result["revision"] is None and reply["status"] == "error"
    assert reply["content"].startswith(
        "The model's edit did not fit your text, and asked to fix it"
    )
    assert "cut off" not in reply["content"]
    said = result_zh["assistant_message"]["content"]
    assert said.startswith(
        "模型的修改对不上你的原文，让它改正时它又说不需要修改，所以什么都没保存。"
    )


def test_a_withheld_change_on_a_chinese_article_is_described_in_chinese(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, "周六", "\n\n".join(ZH))
    shorter = "我们绕湖走了三公里。"
    fake_model.enqueue(article("周六", ZH[0], shorter, ZH[2].replace("两点", "三点")))
    result = send(llm_client, content["id"], "第二段太长了，缩短一点")
    [withheld] = result["revision"]["withheld"]
    assert withheld["description"] == "第3段：“两”改为“三”"
    assert "另有建议：第3段：“两”改为“三”——未采用" in result["assistant_message"]["content"]
