"""A reply the writer stopped after some text arrived is kept in the article's language: on a
Chinese article "已停止。已收到的部分回复：…", as "已停止，还没有回复。" and every failure are
(outside48 F2); on an English one "Stopped. Partial reply: …" as before."""

import pytest

from app.settings import Settings
from app.testing.fake_model import HeldModel
from tests.api.held_turns import ARTICLES, held_stream, stopped_at_first_delta

SAID = {"zh": "已停止。已收到的部分回复：周末", "en": "Stopped. Partial reply: 周末"}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_stopped_partial_reply_is_said_in_the_articles_language(
    settings: Settings, lang: str
) -> None:
    held = HeldModel(head=("周末\n\n",), tail=ARTICLES[lang]["body"] + "!")
    view, article = held_stream(settings, held, lang, stopped_at_first_delta(held))
    reply = view["path"][-1]
    assert reply["status"] == "stopped" and article["version"] == 1, reply
    assert reply["content"].startswith(SAID[lang]), reply["content"]
    if lang == "zh":
        assert "Stopped" not in reply["content"] and "Partial" not in reply["content"]
