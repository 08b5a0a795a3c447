"""Reported speech given to someone else, and a Chinese "not open" made a welcome."""

import pytest

from app.editing.elided import Refused
from app.editing.negations import flipped
from app.editing.sayers import check_sayers, reassigned

POOL = [
    "Pool manager Grace Okafor said the new roof would cut heating bills by a fifth.",
    "Councillor Dev Mistry, who sits on the board, said prices would stay the same.",
]
ZH = ["游泳馆经理欧阳静说，新屋顶能让取暖费降低五分之一。", "区议员米德文说，年底前票价不变。"]


def _after(paras: list[str], index: int, text: str) -> str:
    return "\n\n".join(text if i == index else p for i, p in enumerate(paras))


def test_a_statement_given_to_another_person_of_the_article_is_refused() -> None:
    after = _after(POOL, 1, "Pool manager Grace Okafor was firm: prices stay the same.")
    with pytest.raises(Refused, match="“Councillor Dev Mistry” → “Grace Okafor”"):
        check_sayers("\n\n".join(POOL), after, "Make paragraph 2 punchier.")
    zh_after = _after(ZH, 0, "米德文说，新屋顶能让取暖费降约五分之一。")
    assert reassigned("\n\n".join(ZH), zh_after) == [("欧阳静", "米德文")]


def test_the_speaker_kept_or_asked_for_passes() -> None:
    kept = _after(POOL, 1, "Councillor Dev Mistry was clear: prices stay the same.")
    check_sayers("\n\n".join(POOL), kept, "Make paragraph 2 punchier.")
    given = _after(POOL, 1, "Grace Okafor said prices would stay the same.")
    check_sayers("\n\n".join(POOL), given, "Attribute paragraph 2 to Grace Okafor.")


def test_not_open_made_a_welcome_is_a_flip() -> None:
    assert flipped("周日不开放。", "周日也欢迎大家来。")
    assert flipped("每周一游泳馆不开放。", "每周一，游泳馆照常迎接大家。")


def test_not_open_said_as_closed_is_no_flip() -> None:
    assert not flipped("每周一游泳馆不开放。", "每逢周一，游泳馆闭馆检修，欢迎周二再来。")
    assert not flipped("周日不开放。", "周日休息一天。")
