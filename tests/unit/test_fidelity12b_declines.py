"""Session-12b fidelity: a reply whose lead declines the edit ("I can't add that claim without a
source — …", 抱歉，我不能…) saves nothing in selection mode, as in whole-article mode, even when
an offered wording or a <replacement> follows it; the writer reads the model's reason."""

from __future__ import annotations

from app.editing.judge import NoEdit
from tests.unit.judging import applied, judged, request_for

TITLE = "Market Day in Holt"
BODY = (
    "The Friday market fills the square by eight. The cheese stall sells out before noon.\n\n"
    "Parking is free after three, and the bus from Cromer stops by the church."
)
ZH_TITLE = "周末早市"
ZH_BODY = "早市七点开张，豆腐摊最先卖完。\n\n九点以后停车免费，公交车在教堂门口停。"


def _declined(verdict: object, words: str) -> None:
    assert isinstance(verdict, NoEdit), verdict
    assert verdict.status == "ok"
    assert "declined" in verdict.reason and words in verdict.reason


def test_a_selection_the_model_declines_saves_nothing() -> None:
    selected = "The cheese stall sells out before noon."
    request = request_for(TITLE, BODY, "Add that it's the best cheese in England.", selected)
    reply = (
        'I can\'t add that claim without a source — "the best cheese in England" is the kind '
        "of statement the paper's rules ask you to back up. I could say it is popular instead."
    )
    verdict, call = judged(request, reply)
    _declined(verdict, "I can't add that claim without a source")
    assert call.outcome == "model_says"
    tagged = (
        "Sorry, but I'm unable to state that without evidence.\n\n"
        "<replacement>The cheese stall, a local favourite, sells out before noon.</replacement>"
    )
    _declined(judged(request, tagged)[0], "I'm unable to state that")
    # guards: declining is the reply's lead, never the writer's own sentence rewritten
    body = "I can't recommend the cheese stall enough. It sells out before noon."
    own = request_for("t", body, "Make it warmer.", "I can't recommend the cheese stall enough.")
    revised = applied(judged(own, "I can't recommend the cheese stall highly enough!")[0])
    assert revised.body.startswith("I can't recommend the cheese stall highly enough!")


def test_a_chinese_selection_the_model_declines_saves_nothing() -> None:
    request = request_for(ZH_TITLE, ZH_BODY, "加一句：全省最好吃的豆腐。", "豆腐摊最先卖完。")
    reply = "抱歉，我不能加上“全省最好吃”，这种说法没有依据。可以改成“豆腐摊很受欢迎，最先卖完”。"
    _declined(judged(request, reply)[0], "抱歉，我不能加上“全省最好吃”")
