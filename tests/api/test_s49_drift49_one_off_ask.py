"""Issue 11 (outside48 F4) through the HTTP API with the fake model: one "tighten the article" on
article A is kept as evidence but is not in the prompt of a later edit of article B (an
obituary); the same wish on a second article, the writer's Confirm, or a stated lasting wish
puts it there. English and Chinese; the prompt read back from GET /api/chat/messages/{id}/prompt.
"""

from typing import Any

import pytest
from litestar.testing import TestClient

from app.editing.prompt import STYLE_HEADING
from app.style.dimensions import statement_for
from app.testing.fake_model import FakeModel
from tests.api.calls import create_id, send
from tests.conftest import settle

CONCISE = statement_for("length", "concise")  # "Be concise; cut padding (简洁)."

EN_A = (
    "We waited twenty minutes at the stop, and then we waited some more.\n\n"
    "The bus never came, so in the end we walked home in the rain."
)
EN_B = (
    "Our grandmother died on Sunday morning.\n\n"
    "The funeral will be held on Friday at the old church on Mill Road."
)
ZH_A = "我们在车站等了二十分钟，后来又等了很久。\n\n公交车一直没来，最后我们只好冒雨走回家。"
ZH_B = "我们的奶奶在星期天早上去世了。\n\n葬礼定在星期五，在磨坊路的老教堂举行。"

EN = {
    "a": EN_A,
    "b": EN_B,
    "cut": ", and then we waited some more",
    "grammar": "fix the grammar of paragraph 2",
}
ZH = {"a": ZH_A, "b": ZH_B, "cut": "，后来又等了很久", "grammar": "第二段的语法改一下"}


def _asked(
    client: TestClient[Any], model: FakeModel, title: str, body: str, ask: str, cut: str
) -> None:
    """`ask` on a new article, the model cutting `cut`: a revision, and its learning run."""
    content_id = create_id(client, title, body)
    model.enqueue(f"{title}\n\n{body.replace(cut, '')}")
    turn = send(client, content_id, ask)
    assert turn["revision"], turn["assistant_message"]["content"]
    settle(client)


def _system_of_next_edit(client: TestClient[Any], model: FakeModel, lang: dict[str, str]) -> str:
    content_id = create_id(client, "Obituary", lang["b"])
    model.enqueue("NO_CHANGE")
    turn = send(client, content_id, lang["grammar"])
    prompt = client.get(f"/api/chat/messages/{turn['assistant_message']['id']}/prompt")
    assert prompt.status_code == 200, prompt.text
    return str(prompt.json()["messages"][0]["content"])


def _length(client: TestClient[Any]) -> dict[str, Any]:
    settle(client)
    prefs = client.get("/api/personas/pdefault").json()["preferences"]
    (pref,) = [p for p in prefs if p["dimension"] == "length" and p["state"] == "active"]
    return dict(pref)


@pytest.mark.parametrize(("lang", "ask"), [(EN, "tighten the article"), (ZH, "这篇文章精简一下")])
def test_one_ask_on_article_a_is_not_in_article_bs_prompt(
    llm_client: TestClient[Any], fake_model: FakeModel, lang: dict[str, str], ask: str
) -> None:
    _asked(llm_client, fake_model, "Bus", lang["a"], ask, lang["cut"])
    pref = _length(llm_client)
    assert [e["quote"] for e in pref["evidence"]] == [ask]  # kept, shown with its quote
    assert pref["status_line"] == "60% confident · seen once — not yet used in prompts."
    system = _system_of_next_edit(llm_client, fake_model, lang)
    assert CONCISE not in system and "简洁" not in system and STYLE_HEADING not in system


@pytest.mark.parametrize(
    ("lang", "first", "second"),
    [(EN, "tighten the article", "trim this one down"), (ZH, "这篇文章精简一下", "这篇也精简一点")],
)
def test_the_same_wish_on_a_second_article_is_in_later_prompts(
    llm_client: TestClient[Any],
    fake_model: FakeModel,
    lang: dict[str, str],
    first: str,
    second: str,
) -> None:
    _asked(llm_client, fake_model, "Bus", lang["a"], first, lang["cut"])
    _asked(llm_client, fake_model, "Bus again", lang["a"], second, lang["cut"])
    assert _length(llm_client)["status_line"].endswith("· used in prompts.")
    assert CONCISE in _system_of_next_edit(llm_client, fake_model, lang)


@pytest.mark.parametrize("lang", [EN, ZH])
def test_the_writers_confirm_on_the_persona_page_puts_it_in_prompts(
    llm_client: TestClient[Any], fake_model: FakeModel, lang: dict[str, str]
) -> None:
    _asked(llm_client, fake_model, "Bus", lang["a"], "tighten the article", lang["cut"])
    pref = _length(llm_client)
    url = f"/api/personas/pdefault/preferences/{pref['id']}"
    assert llm_client.patch(url, json={"action": "confirm"}).status_code == 200
    assert CONCISE in _system_of_next_edit(llm_client, fake_model, lang)


@pytest.mark.parametrize(
    ("lang", "ask"),
    [(EN, "From now on, keep it concise."), (ZH, "以后都写简洁一点")],
)
def test_a_stated_lasting_wish_is_used_at_once(
    llm_client: TestClient[Any], fake_model: FakeModel, lang: dict[str, str], ask: str
) -> None:
    _asked(llm_client, fake_model, "Bus", lang["a"], ask, lang["cut"])
    assert _length(llm_client)["status_line"].endswith("· used in prompts.")
    assert CONCISE in _system_of_next_edit(llm_client, fake_model, lang)
