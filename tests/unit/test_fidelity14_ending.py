"""A closing line the model adds after the last paragraph is the edit when the suggestion asked
about the ending itself ("make the ending happier", 把结尾改得温暖些) — and still the model's
own aside, withheld, when a paragraph that happens to be last was named by its content."""

from __future__ import annotations

from tests.unit.judging import applied, judged, request_for

NOTES = ["Monday was long.", "Tuesday rained all day.", "By Friday we were tired."]
BODY = "\n\n".join(NOTES)


def test_a_closing_line_added_to_the_asked_ending_is_saved() -> None:
    for suggestion in ("Make the ending happier", "The conclusion should feel warmer"):
        reply = "Week\n\n" + BODY.replace("tired", "glad") + "\n\nThat was the week."
        verdict, _ = judged(request_for("Week", BODY, suggestion), reply)
        revised = applied(verdict)
        assert revised.body == BODY.replace("tired", "glad") + "\n\nThat was the week."
        assert not revised.withheld


def test_a_closing_line_added_to_a_chinese_ending_is_saved() -> None:
    zh = ["周一很忙。", "周二下了一天雨。", "到周五大家都累了。"]
    body = "\n\n".join(zh)
    reply = "一周\n\n" + body.replace("累了", "很开心") + "\n\n这就是这一周。"
    verdict, _ = judged(request_for("一周", body, "把结尾改得开心一点"), reply)
    assert applied(verdict).body == body.replace("累了", "很开心") + "\n\n这就是这一周。"


def test_a_sign_off_after_a_last_paragraph_named_by_its_content_is_still_withheld() -> None:
    suggestion = "Add to the Friday paragraph that everyone went home early."
    new = NOTES[2] + " Everyone went home early."
    reply = "Week\n\n" + BODY.replace(NOTES[2], new) + "\n\nSee you next week!"
    verdict, _ = judged(request_for("Week", BODY, suggestion), reply)
    revised = applied(verdict)
    assert revised.body == BODY.replace(NOTES[2], new)
    assert revised.withheld
