"""A lone paragraph labelled with the asked number that lightly rewords its neighbour
(app/editing/withheld_only.py): the model counted from zero or one too far, and the asked edit
was not done — an error to retry, not a quiet "nothing to change"."""

from __future__ import annotations

from app.domain.models import WithheldChange
from app.editing.scope import Scope
from app.editing.withheld_only import withheld_only

STALL = "Stall 15, Green Bowl, has sold falafel salad boxes here since 2020. A box costs £7.50."
ZH = "第11站是鱼市，建于1925年。铭牌在步道左侧，留意门楣上刻的年份。"


def _change(paragraph: int, before: str, after: str) -> WithheldChange:
    return WithheldChange(paragraph=paragraph, before=before, after=after, description="")


def test_a_light_rewording_of_the_paragraph_beside_the_asked_one_is_an_error() -> None:
    livelier = _change(16, STALL, STALL.replace("has sold", "has packed crisp"))
    status, message = withheld_only([livelier], Scope(paragraphs=frozenset({16})))
    assert status == "error"
    assert "rewrote paragraph 16 instead of paragraph 17" in message
    assert withheld_only([livelier], Scope(paragraphs=frozenset({14})))[0] == "error"  # one on
    zh = _change(11, ZH, ZH.replace("留意", "记得抬头看看"))
    assert withheld_only([zh], Scope(paragraphs=frozenset({11})))[0] == "error"


def test_a_tidy_up_beside_it_or_a_light_touch_further_away_stays_quiet() -> None:
    tidied = _change(16, STALL, STALL.replace("2020.", "2020!").replace(" A box", "  A box"))
    assert withheld_only([tidied], Scope(paragraphs=frozenset({16})))[0] == "ok"
    far = _change(16, STALL, STALL.replace("has sold", "has packed crisp"))
    assert withheld_only([far], Scope(paragraphs=frozenset({4})))[0] == "ok"
