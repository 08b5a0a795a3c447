"""Session-11 fidelity: a selection's reply that repeats the sentence before it unchanged and
stops where the selection stops is trimmed to the selection's new text. One that also rewrote
a neighbour sentence for sentence has the selection's sentence applied and the rest offered,
never applied (session 40); one that merged or dropped a neighbour is still refused."""

from __future__ import annotations

from app.editing.judge import NoEdit
from tests.unit.judging import applied, judged, request_for

EN = "The dog show starts at two. Prizes go to the waggiest tail. Teas are served from three."
EN_SELECTED = "Prizes go to the waggiest tail."
ZH = "两点开始狗狗秀。尾巴摇得最欢的有奖。三点起供应茶点。"
ZH_SELECTED = "尾巴摇得最欢的有奖。"


def _judge(body: str, selected: str, ask: str, reply: str):  # type: ignore[no-untyped-def]
    verdict, _call = judged(request_for("T", body, ask, selected), reply)
    return verdict


def test_the_sentence_before_repeated_unchanged_is_trimmed() -> None:
    new = "Rosettes for the waggiest tail!"
    reply = f"The dog show starts at two. {new}"
    assert applied(_judge(EN, EN_SELECTED, "Make it livelier.", reply)).body == EN.replace(
        EN_SELECTED, new
    )
    zh_new = "尾巴摇得最欢的那只，直接抱走大奖！"
    revised = applied(_judge(ZH, ZH_SELECTED, "写生动一点", f"两点开始狗狗秀。{zh_new}"))
    assert revised.body == ZH.replace(ZH_SELECTED, zh_new)


def test_a_neighbour_rewritten_sentence_for_sentence_is_offered_not_applied() -> None:
    for body, selected, new, reply in (
        (
            EN,
            EN_SELECTED,
            "Rosettes for the waggiest tail!",
            "The dog show starts at two. Rosettes for the waggiest tail! Tea and cake from three.",
        ),
        (
            ZH,
            ZH_SELECTED,
            "尾巴摇得最欢的那只拿大奖！",
            "两点开始狗狗秀。尾巴摇得最欢的那只拿大奖！三点开始有茶点。",
        ),
    ):
        ask = "写生动一点" if body == ZH else "Make it livelier."
        revised = applied(_judge(body, selected, ask, reply))
        assert revised.body == body.replace(selected, new), reply
        assert [w.after for w in revised.withheld] == [reply]
        assert "not applied" in revised.summary


def test_a_neighbour_merged_or_dropped_is_refused() -> None:
    reply = "The dog show kicks off at two. Rosettes for the waggiest tail!"
    verdict = _judge(EN, EN_SELECTED, "Make it livelier.", reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "error", reply
