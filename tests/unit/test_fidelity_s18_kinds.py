"""Session 18's fidelity kinds, each checked on the judge directly (fidelity_dev18 runs them
through the HTTP API): a REPLACE holding a second ======= line, a `<script>` element in the
model's title, colour codes that lost their escape character, a short headline over the body
in a paragraph's words, a labelled reasoning section before 修改后的全文, closed blocks whose new
text ends without a full stop, a proofread of the whole beside a paragraph asked for more, and
a line after the article reporting what changed."""

from app.editing.judge import NoEdit
from tests.unit.judging import applied, judge, judged, request_for

TITLE = "The Canal Cleanup"
EN = [
    "Forty volunteers met at the lock gates on Saturday morning to clear the towpath.",
    "By eleven they had pulled three shopping trolleys and a bicycle frame out of the water.",
    "The council lent gloves, grabbers and a skip, which was full before lunch.",
    "Next month the group plans to plant reeds along the bank near the footbridge.",
]
ZH_TITLE = "运河清洁日"
ZH = [
    "周六上午，四十名志愿者在船闸边集合，清理河边步道。",
    "到十一点，大家已经从水里捞出三辆购物车和一个自行车架。",
    "街道办借来了手套、夹子和一个垃圾箱，午饭前就装满了。",
    "下个月，大家打算在人行桥附近的河岸种上芦苇。",
]
LIVELY = (
    "By eleven they had hauled three rusty shopping trolleys and a bent bicycle frame out of "
    "the murky water!"
)


def _body(paragraphs: list[str]) -> str:
    return "\n\n".join(paragraphs)


def _swap(paragraphs: list[str], index: int, text: str) -> list[str]:
    return [text if i == index else p for i, p in enumerate(paragraphs)]


def _whole(title: str, paragraphs: list[str]) -> str:
    return title + "\n\n" + _body(paragraphs)


def test_a_replace_holding_a_second_divider_is_asked_again_never_saved() -> None:
    divided = (
        "<<<<<<< SEARCH\nBy eleven they had pulled\n=======\nBy eleven they had hauled\n"
        "=======\nBy eleven they had dragged\n>>>>>>> REPLACE"
    )
    exact = (
        "<<<<<<< SEARCH\nBy eleven they had pulled\n=======\nBy eleven they had hauled\n"
        ">>>>>>> REPLACE"
    )
    request = request_for(TITLE, _body(EN), "Make paragraph 2 livelier.")
    verdict, call = judged(request, divided, follow_ups=[exact])
    revised = applied(verdict)
    assert "=======" not in revised.body
    assert revised.body == _body(_swap(EN, 1, EN[1].replace("pulled", "hauled")))
    assert "second =======" in call.messages[-1].content


def test_a_script_element_in_the_title_is_taken_out_whole() -> None:
    reply = _whole("Trolleys, Trowels and <script>\nalert(1)</script> a Towpath Reborn", EN)
    revised = applied(judge(TITLE, _body(EN), "Give it a livelier title.", reply))
    assert revised.title == "Trolleys, Trowels and a Towpath Reborn"
    revised = applied(
        judge(
            ZH_TITLE,
            _body(ZH),
            "标题改得活泼一点。",
            _whole("<script>alert(1)</script>热闹的周六", ZH),
        )
    )
    assert revised.title == "热闹的周六"


def test_colour_codes_without_their_escape_are_no_cut() -> None:
    for codes in (("[1m", "[0m"), ("^[[1m", "^[[0m"), ("\\x1b[1m", "\\u001b[0m")):
        reply = _whole(TITLE, _swap(EN, 1, codes[0] + LIVELY + codes[1]))
        revised = applied(judge(TITLE, _body(EN), "Make paragraph 2 livelier.", reply))
        assert revised.body == _body(_swap(EN, 1, LIVELY))


def test_a_short_headline_in_a_paragraphs_words_is_a_title_not_a_second_paragraph() -> None:
    reply = _whole("Three Trolleys and a Bicycle Frame", _swap(EN, 1, LIVELY))
    revised = applied(judge(TITLE, _body(EN), "Make paragraph 2 livelier.", reply))
    assert revised.title == TITLE and revised.body == _body(_swap(EN, 1, LIVELY))
    assert [change.paragraph for change in revised.withheld] == [0]  # the title, offered
    asked = applied(
        judge(ZH_TITLE, _body(ZH), "标题改得具体一些。", _whole("四十名志愿者清理河边步道", ZH))
    )
    assert asked.title == "四十名志愿者清理河边步道" and asked.body == _body(ZH)


def test_a_labelled_reasoning_section_before_the_revised_article_is_not_saved() -> None:
    split = "街道办借来了手套和夹子。还借来一个垃圾箱，午饭前就装满了。"
    reply = (
        "**分析过程：** 第三段一句话说了三件事。\n\n**修改后的全文：**\n\n"
        + _whole(ZH_TITLE, _swap(ZH, 2, split))
        + "\n\n**改动说明：** 只拆了第三段。"
    )
    revised = applied(judge(ZH_TITLE, _body(ZH), "第三段拆成两句。", reply))
    assert revised.body == _body(_swap(ZH, 2, split))


def test_closed_blocks_whose_new_text_ends_without_a_stop_are_applied() -> None:
    reply = (
        "<<<<<<< SEARCH\nnear the footbridge.\n=======\nnear the footbridge, weather permitting\n"
        ">>>>>>> REPLACE"
    )
    revised = applied(judge(TITLE, _body(EN), "Say the planting depends on the weather.", reply))
    assert revised.body.endswith("near the footbridge, weather permitting")
    unclosed = "<<<<<<< SEARCH\nnear the footbridge.\n=======\nnear the foot"
    verdict = judge(TITLE, _body(EN), "Say the planting depends on the weather.", unclosed)
    assert isinstance(verdict, NoEdit) and verdict.status == "error"


def test_typos_fixed_throughout_beside_a_paragraph_asked_for_more() -> None:
    typos = list(EN)
    typos[0] = typos[0].replace("volunteers", "voluntears")
    typos[3] = typos[3].replace("plans", "plannes")
    friendly = "The council kindly lent us gloves, grabbers and a skip — it was full before lunch!"
    reply = _whole(TITLE, _swap(EN, 2, friendly))
    suggestion = "Fix the typos throughout and make paragraph 3 friendlier."
    revised = applied(judge(TITLE, _body(typos), suggestion, reply))
    assert revised.body == _body(_swap(EN, 2, friendly))


def test_a_line_after_the_article_reporting_the_change_goes_to_the_note() -> None:
    warmer = "Next month we hope you'll join us to plant reeds along the bank by the footbridge."
    reply = _whole(TITLE, _swap(EN, 3, warmer)) + "\n\nThe last paragraph is warmer now."
    revised = applied(judge(TITLE, _body(EN), "Make the last paragraph warmer.", reply))
    assert revised.body == _body(_swap(EN, 3, warmer))
    assert revised.note is not None and "warmer now" in revised.note


MUSEUM = [
    "The toy museum on Bridge Street reopens on 3 May after a year of repairs.",
    "Tickets cost four pounds for adults and two for children, and the museum is open "
    "weekdays nine to four.",
    "The café on the ground floor is not open yet.",
]


def test_facts_a_restyle_drops_are_named_other_figures_refused_and_only_those() -> None:
    lively = (
        "Tickets are a bargain at four pounds a head, and the doors swing open daily from 8 to 6!"
    )
    reply = _whole("Museum", _swap(MUSEUM, 1, lively))
    verdict = judge("Museum", _body(MUSEUM), "Make paragraph 2 livelier.", reply)
    # other figures in place of the writer's ("nine to four" → "8 to 6"): the article would
    # say something untrue, so nothing is saved, and the figures are named
    assert isinstance(verdict, NoEdit) and verdict.status == "error"
    assert "“nine”" in verdict.reason and "“8”" in verdict.reason
    assert "“weekdays”" not in verdict.reason  # figures only, not days or negations
    dropped = "Tickets are a bargain at four pounds a head, and the doors swing open weekdays!"
    reply = _whole("Museum", _swap(MUSEUM, 1, dropped))
    revised = applied(judge("Museum", _body(MUSEUM), "Make paragraph 2 livelier.", reply))
    assert "Check the facts" in revised.summary
    for fact in ("“two”", "“nine”"):
        assert fact in revised.summary
    opened = _whole("Museum", _swap(MUSEUM, 2, "The café on the ground floor is open too!"))
    verdict = judge("Museum", _body(MUSEUM), "Make the last paragraph livelier.", opened)
    # session 19: a negation turned into its opposite is refused, and named
    assert isinstance(verdict, NoEdit) and verdict.status == "error" and "“not”" in verdict.reason
    zh = ["成人票四元，儿童票两元，周一至周五上午9点到下午4点开放。", "咖啡馆还没有营业。"]
    lively_zh = "门票超值，一人只要四元！周一至周五上午9点到下午4点都欢迎你来玩！"
    revised = applied(
        judge(
            "博物馆", _body(zh), "第一段写得活泼一点。", _whole("博物馆", _swap(zh, 0, lively_zh))
        )
    )
    assert (
        "请核对事实" in revised.summary and "“两”" in revised.summary
    )  # in the article's language
    # facts kept, asked for, or said another way are not named
    kept = (
        "Tickets are just four pounds for adults and two for children — and the doors are "
        "open weekdays nine to four!"
    )
    reply = _whole("Museum", _swap(MUSEUM, 1, kept))
    revised = applied(judge("Museum", _body(MUSEUM), "Make paragraph 2 livelier.", reply))
    assert "Check the facts" not in revised.summary
    asked = _whole("Museum", _swap(MUSEUM, 1, MUSEUM[1].replace("two for", "three for")))
    suggestion = "Children's tickets are three pounds now."
    assert (
        "Check the facts" not in applied(judge("Museum", _body(MUSEUM), suggestion, asked)).summary
    )
    reworded = _whole("Museum", _swap(MUSEUM, 2, "The café on the ground floor opens later."))
    revised = applied(judge("Museum", _body(MUSEUM), "Reword the last paragraph.", reworded))
    assert "Check the facts" not in revised.summary  # "not open yet" said another way


def test_a_quoted_question_inside_a_sentence_does_not_end_it() -> None:
    faq = [
        'A shared calendar saves a lot of "who is picking up whom?" messages.',
        "Pick one colour per person and one for the whole family.",
    ]
    punchier = 'A shared calendar ends the "who is picking up whom?" messages for good.'
    reply = _whole("Calendar", _swap(faq, 0, punchier))
    revised = applied(judge("Calendar", _body(faq), "Make the opening sentence punchier.", reply))
    assert revised.body == _body(_swap(faq, 0, punchier))
