"""A part the model's note says it did not do is not named again as "Not done" (declined_parts.py);
another part left undone still is."""

from app.editing.declined_parts import note_declines
from app.editing.undone import undone_asks

TITLE = "Riverside Pool Reopens"
PARAGRAPHS = [
    "Riverside Pool reopened on Monday after six months of roof repairs.",
    "The council spent £2.1 million on the work, which replaced the leaking roof, the old "
    "lighting and part of the changing rooms, and added a new family changing area.",
    "Opening hours are 7 am to 9 pm every day.",
]
BODY = "\n\n".join(PARAGRAPHS)
NEW_LEAD = "Riverside Pool is open again after six months of roof repairs."
ZH_TITLE = "河滨泳池重新开放"
ZH = [
    "河滨泳池在屋顶维修六个月后于周一重新开放。",
    "区里为这次维修花了210万元，换掉了漏水的屋顶和旧灯具。",
    "开放时间为每天早上七点到晚上九点。",
]
ZH_LEAD = "河滨泳池屋顶修好了，周一起重新开放。"


def test_a_note_declining_the_ask_takes_the_place_of_not_done() -> None:
    note = "I've left out the mayor's quote: I don't have anything she said, and won't make one up."
    revised = "\n\n".join([NEW_LEAD, *PARAGRAPHS[1:]])
    suggestion = "Make the opening livelier and add a quote from the mayor."
    said = undone_asks([suggestion], (TITLE, BODY), (TITLE, revised), chinese=False, note=note)
    assert said == []
    without = undone_asks([suggestion], (TITLE, BODY), (TITLE, revised), chinese=False)
    assert len(without) == 1 and "mayor" in without[0]


def test_another_part_left_undone_is_still_named() -> None:
    note = "I haven't added a quote from the mayor: I don't have one."
    revised = "\n\n".join([NEW_LEAD, *PARAGRAPHS[1:]])
    suggestion = (
        "Make the opening livelier, add a quote from the mayor, and change the opening hours "
        "to 6 am to 10 pm."
    )
    lines = undone_asks([suggestion], (TITLE, BODY), (TITLE, revised), chinese=False, note=note)
    assert len(lines) == 1 and "opening hours" in lines[0] and "mayor" not in lines[0]


def test_a_chinese_note_declining_the_ask_takes_its_place() -> None:
    note = "我没有加市长的话：文中没有她的原话，我不能编造。"
    body = "\n\n".join(ZH)
    revised = "\n\n".join([ZH_LEAD, *ZH[1:]])
    suggestion = "开头写得生动一点，另外加一句市长的话。"
    assert undone_asks([suggestion], (ZH_TITLE, body), (ZH_TITLE, revised), chinese=True) != []
    said = undone_asks([suggestion], (ZH_TITLE, body), (ZH_TITLE, revised), chinese=True, note=note)
    assert said == []


def test_a_note_on_something_else_declines_nothing() -> None:
    assert not note_declines(
        "I couldn't make the lead shorter without losing the date.", "add a quote from the mayor"
    )
    assert not note_declines("I added a quote from the mayor.", "add a quote from the mayor")
    assert not note_declines("我无法缩短开头。", "加一句市长的话")
    assert note_declines("I can't add a quote without a source.", "add a quote from the mayor")
    assert note_declines("市长的话我没法加，文中没有出处。", "另外加一句市长的话")


def test_a_part_done_in_some_places_is_still_named_whatever_the_note() -> None:
    note = "I couldn't shorten the council paragraph without losing the figures."
    revised = "\n\n".join([NEW_LEAD, *PARAGRAPHS[1:]])
    suggestion = "Shorten paragraphs 1 and 2, and add a quote from the mayor."
    lines = undone_asks([suggestion], (TITLE, BODY), (TITLE, revised), chinese=False, note=note)
    assert any("paragraph 2" in line for line in lines)
