"""Reply kinds from blind fidelity set 4, each tested as a kind on new articles: code blocks in
the article, a target named as a clause, step or described item, requested changes of form,
and endings that are not cut off (hashtag lines)."""

from __future__ import annotations

import pytest

from app.editing.formats import blocks as block_format
from app.editing.formats.common import peel
from app.editing.judge import NoEdit
from app.editing.scope import scope_of
from app.editing.units import ends_mid_sentence, split_paragraphs
from tests.unit.judging import applied, judge

GUIDE_TITLE = "Backing up with snapkeep"
GUIDE = (
    "snapkeep copies your home folder to any S3 bucket every night.\n\n"
    "```sh\npipx install snapkeep\nsnapkeep init\n```\n\n"
    "The init step asks for the bucket name and an access key.\n\n"
    "```ini\n[schedule]\nhour = 2\n```\n\n"
    "Check the first run with `snapkeep log` the next morning."
)


# Code blocks are article, not a fence around it ----------------------------------------


def test_an_articles_code_blocks_are_not_taken_for_a_wrapping_fence() -> None:
    reply = f"{GUIDE_TITLE}\n\n{GUIDE}"
    assert peel(reply, GUIDE).text == reply
    assert peel(reply, GUIDE).note == []


def test_a_markdown_fence_around_an_article_with_code_blocks_is_peeled() -> None:
    reply = f"Here it is:\n\n```markdown\n{GUIDE_TITLE}\n\n{GUIDE}\n```\n\nAnything else?"
    peeled = peel(reply, GUIDE)
    assert peeled.text == f"{GUIDE_TITLE}\n\n{GUIDE}"
    assert peeled.note == ["Here it is:", "Anything else?"]


def test_without_the_article_a_code_language_fence_wraps_nothing() -> None:
    reply = "Intro line.\n\n```sh\nls\n```\n\nMiddle.\n\n```ini\na = 1\n```\n\nEnd line."
    assert peel(reply).text == reply


@pytest.mark.parametrize(
    ("suggestion", "index", "new"),
    [
        (
            "In the last paragraph, mention `snapkeep log --failed`.",
            4,
            "Check the first run with `snapkeep log` the next morning; "
            "`snapkeep log --failed` lists only what went wrong.",
        ),
        (
            "Make the first paragraph say it runs at night.",
            0,
            "snapkeep copies your home folder to any S3 bucket every night while you sleep.",
        ),
    ],
)
def test_a_whole_article_reply_with_code_blocks_is_applied(
    suggestion: str, index: int, new: str
) -> None:
    paragraphs = GUIDE.split("\n\n")
    paragraphs[index] = new
    body = "\n\n".join(paragraphs)
    revised = applied(judge(GUIDE_TITLE, GUIDE, suggestion, f"# {GUIDE_TITLE}\n\n{body}"))
    assert revised.body == body


def test_a_reply_cut_off_inside_a_code_block_is_still_refused() -> None:
    cut = GUIDE.split("\n\n")[:3] + ["```ini\n[schedule]\nhou"]
    verdict = judge(GUIDE_TITLE, GUIDE, "Make the first paragraph shorter.", "\n\n".join(cut))
    assert isinstance(verdict, NoEdit) and verdict.status == "error"


def test_a_block_ending_on_a_code_fence_keeps_the_fence() -> None:
    reply = (
        "<<<<<<< SEARCH\n[schedule]\nhour = 2\n```\n=======\n[schedule]\nhour = 3\n```\n"
        ">>>>>>> REPLACE"
    )
    parsed = block_format.read_blocks(reply)
    body, failures = block_format.apply_blocks(GUIDE, parsed.blocks)
    assert not failures
    assert body == GUIDE.replace("hour = 2", "hour = 3")


def test_a_block_starting_on_a_code_fence_keeps_it_and_its_language() -> None:
    reply = (
        "<<<<<<< SEARCH\n```sh\npipx install snapkeep\n=======\n```sh\npipx install snapkeep==2.1\n"
        ">>>>>>> REPLACE"
    )
    body, failures = block_format.apply_blocks(GUIDE, block_format.read_blocks(reply).blocks)
    assert not failures
    assert body == GUIDE.replace("snapkeep\nsnapkeep init", "snapkeep==2.1\nsnapkeep init")


def test_a_block_in_its_own_fences_still_applies() -> None:
    reply = (
        "```\n<<<<<<< SEARCH\nThe init step asks for the bucket name\n=======\n"
        "The init step asks for the bucket name, the region\n```"
    )
    body, failures = block_format.apply_blocks(GUIDE, block_format.read_blocks(reply).blocks)
    assert not failures
    assert "bucket name, the region and an access key" in body
    assert body.count("```") == GUIDE.count("```")


# A line break inside a paragraph is not a new paragraph --------------------------------

EVENT = (
    "Nine bakers bring their bread to the square on Sunday.\n\n"
    "**Where**<br>The old market square, by the fountain.\n\n"
    "**When**<br>Sunday, 8 am until sold out.\n\n"
    "Bring a bag; there will be no paper ones."
)


def test_a_br_turned_into_a_line_break_outside_the_target_is_withheld() -> None:
    paragraphs = EVENT.split("\n\n")
    new_last = "Bring your own bag or basket; there will be no paper ones."
    reply = "\n\n".join(
        ["Bakers", paragraphs[0], *(p.replace("<br>", "\n") for p in paragraphs[1:3]), new_last]
    )
    revised = applied(judge("Bakers", EVENT, "Make the last paragraph clearer.", reply))
    assert revised.body == "\n\n".join([*paragraphs[:3], new_last])
    assert [w.paragraph for w in revised.withheld] == [2, 3]


def test_paragraphs_one_per_line_are_still_read_as_paragraphs() -> None:
    paragraphs = EVENT.split("\n\n")
    new_first = "Nine bakers bring their best bread to the square on Sunday morning."
    reply = "Bakers\n\n" + "\n".join([new_first, *paragraphs[1:]])
    revised = applied(judge("Bakers", EVENT, "Make the first paragraph livelier.", reply))
    assert revised.body == "\n\n".join([new_first, *paragraphs[1:]])


# Targets named as a clause, a step, a described item, or by "that line" -----------------

RULES = (
    "These rules apply to every member of the sailing club.\n\n"
    "1. Life jackets are worn on the water at all times.\n\n"
    "2. Boats are back on the rack by sunset.\n\n"
    "3. Guests sail only with a member aboard.\n\n"
    "The committee reviews these rules every March."
)
COFFEE = (
    "需要准备：\n- 咖啡豆\n- 热水\n- 滤杯\n\n"
    "第一步，把滤纸放进滤杯。\n\n第二步，倒入咖啡粉，闷蒸 30 秒。\n\n第三步，慢慢注水。"
)
SHOPS = (
    "城东有三家好吃的面馆。\n\n**老周炸酱面**<br>酱是自己炒的，一碗 15 元。\n\n"
    "**小王拉面**<br>兰州口味，汤清肉烂。"
)
NEWS = (
    "What is on this month:\n\n"
    "• Quiz night: Friday at 8 pm.\n• Book swap: Sunday from noon.\n\n"
    "We will be closed on Monday for repairs."
)


def targets(suggestion: str, body: str) -> set[int]:
    scope = scope_of([suggestion], "T", split_paragraphs(body))
    assert not scope.whole, scope
    return set(scope.paragraphs) | {p for p, _ in scope.sentences}


@pytest.mark.parametrize(
    ("suggestion", "body", "expected"),
    [
        ("Clause 2 should say half an hour after sunset.", RULES, {2}),
        ("Soften the third clause.", RULES, {3}),
        ("第二步写得再具体一点", COFFEE, {2}),
        ("步骤3 改成分两次注水", COFFEE, {3}),
        ("老周那家店那段补一句：周一休息", SHOPS, {1}),
        ("Book swap moved to Saturday, update that line.", NEWS, {1}),
        ("快问快答改到周四了，改一下那条", "活动：\n\n快问快答 周五晚上八点\n\n周一闭馆。", {1}),
    ],
)
def test_a_target_named_by_number_or_by_what_it_says(
    suggestion: str, body: str, expected: set[int]
) -> None:
    assert targets(suggestion, body) == expected


def test_a_word_the_article_speaks_of_is_no_paragraph_name() -> None:
    body = (
        "The bakery opens on Elm Street on 2 May.\n\n"
        "The opening party has free bread for the first 50 guests."
    )
    scope = scope_of(["The opening is now 9 May."], "Bakery", split_paragraphs(body))
    assert scope.whole
    plain = "We moved house in spring.\n\nThe new garden needs work."
    assert targets("Make the opening punchier.", plain) == {0}


def test_pointing_without_words_the_article_holds_names_nothing() -> None:
    scope = scope_of(["It changed, fix that line."], "T", split_paragraphs(NEWS))
    assert scope.whole


def test_a_deleted_paragraph_that_was_the_quoted_sentence_is_deleted() -> None:
    body = "Dear all,\n\nHi!\n\nThe trip is on Saturday."
    revised = applied(
        judge(
            "Trip", body, 'Delete the "Hi!" line.', "Trip\n\nDear all,\n\nThe trip is on Saturday."
        )
    )
    assert revised.body == "Dear all,\n\nThe trip is on Saturday."


def test_an_out_of_scope_block_beside_a_clause_edit_is_withheld() -> None:
    reply = (
        "<<<<<<< SEARCH\nby sunset.\n=======\nby half an hour after sunset.\n>>>>>>> REPLACE\n"
        "<<<<<<< SEARCH\nevery March.\n=======\neach March.\n>>>>>>> REPLACE"
    )
    revised = applied(judge("Club", RULES, "Clause 2: half an hour after sunset.", reply))
    assert revised.body == RULES.replace("by sunset.", "by half an hour after sunset.")
    assert [w.paragraph for w in revised.withheld] == [5]


# Asked-for changes of form, and endings that are not cut off ---------------------------

HOUSE = (
    "The laundry room is shared by all twelve flats.\n\n"
    "1. Take your washing out as soon as the cycle ends.\n\n"
    "2. Clean the lint filter after every dryer load.\n\n"
    "3. Leave the door open so the room can air.\n\n"
    "Thank you!"
)
POST = (
    "周六去了新开的书店，待了整整一下午。\n\n"
    "**二楼**<br>童书区很大，有地毯可以坐着看。\n\n"
    "**三楼**<br>咖啡不贵，窗边的位置能看到江景。\n\n"
    "营业到晚上十点，地铁 2 号线就到。"
)


def test_numbered_paragraphs_recast_as_one_list_keep_the_lists_line_breaks() -> None:
    items = "\n".join("- " + line.split(". ", 1)[1] for line in HOUSE.split("\n\n")[1:4])
    body = f"The laundry room is shared by all twelve flats.\n\n{items}\n\nThank you!"
    revised = applied(
        judge(
            "Laundry",
            HOUSE,
            "Turn the numbered rules into one bulleted list.",
            f"Laundry\n\n{body}",
        )
    )
    assert revised.body == body


def test_a_short_list_is_an_asked_for_shortening() -> None:
    body = "- washing out when done\n- clean the filter\n- door open"
    revised = applied(
        judge(
            "Laundry", HOUSE, "Rewrite it as a short list for the chat group.", f"Laundry\n\n{body}"
        )
    )
    assert revised.body == body


def test_merging_into_two_paragraphs_is_a_change_of_form() -> None:
    body = (
        "周六去了新开的书店，待了整整一下午。二楼童书区很大，有地毯可以坐着看。\n\n"
        "三楼咖啡不贵，窗边的位置能看到江景。营业到晚上十点，地铁 2 号线就到。"
    )
    revised = applied(judge("书店", POST, "段落太碎，合并成两段", f"书店\n\n{body}"))
    assert revised.body == body


def test_a_social_post_rewrite_with_a_new_title_ends_on_topic_tags() -> None:
    body = (
        "宝子们！这家书店也太好待了📚\n\n🧸 二楼：童书区超大\n☕ 三楼：咖啡不贵，能看江景\n\n"
        "#书店 #周末去哪儿"
    )
    revised = applied(
        judge(
            "书店",
            POST,
            "改成小红书文案，标题也换一个，加上话题标签",
            f"# 江景书店一下午\n\n{body}",
        )
    )
    assert (revised.title, revised.body) == ("江景书店一下午", body)


@pytest.mark.parametrize(
    ("suggestion", "reply_body"),
    [
        (
            "Turn the numbered rules into one bulleted list.",
            "The laundry room is shared by all twelve flats.\n\n"
            "- Take your washing out as soon as the cycle ends.\n"
            "- Clean the lint filter after every dryer load.\n- Leave the door open so the ro",
        ),
        (
            "改成小红书文案，标题也换一个",
            "宝子们！这家书店也太好待了📚\n\n🧸 二楼：童书区超大\n\n营业到晚上十点，地铁 2 号",
        ),
    ],
)
def test_a_recast_cut_off_at_its_end_is_still_refused(suggestion: str, reply_body: str) -> None:
    article = POST if "书店" in reply_body else HOUSE
    verdict = judge("T", article, suggestion, f"T\n\n{reply_body}")
    assert isinstance(verdict, NoEdit) and verdict.status == "error", verdict
    assert "cut off" in verdict.reason


def test_a_title_request_with_a_reason_changes_only_the_title() -> None:
    changed = HOUSE.replace("shared by all", "used by all")
    revised = applied(
        judge(
            "Laundry",
            HOUSE,
            "Change the title to 'Laundry Room', it reads better.",
            f"Laundry Room\n\n{changed}",
        )
    )
    assert (revised.title, revised.body) == ("Laundry Room", HOUSE)
    assert revised.withheld


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        ("Shopping:\n- 2 tbsp butter\n- salt", False),
        ("Rules:\n- Be kind.\n- Be on time.\n- Clean up aft", True),
        ("Rules:\n- Be kind.\n- Be on time.\n- Clean up after yourself.", False),
        ("#周末去哪儿 #citywalk", False),
        ("小贴士：番茄先用开水烫一下", True),
    ],
)
def test_what_stops_mid_sentence(text: str, cut: bool) -> None:
    assert ends_mid_sentence(text) is cut


# A fact said to have changed targets the paragraphs that hold it --------------------------

FAIR = (
    "The village fair is on Sunday 8 June, from noon on the green.\n\n"
    "There will be a dog show, a cake stall and a brass band.\n\n"
    "Parking costs £3 in the school car park.\n\n"
    "Come along on Sunday and bring a friend!"
)
CLUB = (
    "本周六下午两点，棋社在文化馆二楼活动。\n\n"
    "欢迎新手来玩，有老会员一对一带。\n\n"
    "记得周六下午两点准时到。"
)


@pytest.mark.parametrize(
    ("suggestion", "body", "expected"),
    [
        ("Parking is now £4.", FAIR, {2}),
        ("The fair moved to Saturday 7 June.", FAIR, {0}),
        ("The brass band cancelled, and parking now costs £4.", FAIR, None),
        ("棋社活动改到下午三点", CLUB, {0}),
        ("Make the fair sound more fun; it is now a week-long event.", FAIR, None),
        ("Add a line: parking is now free for blue badge holders.", FAIR, None),
        ("把所有时间都改成下午三点", CLUB, None),
    ],
)
def test_a_stated_fact_names_the_paragraph_that_holds_it(
    suggestion: str, body: str, expected: set[int] | None
) -> None:
    scope = scope_of([suggestion], "T", split_paragraphs(body))
    if expected is None:
        assert scope.whole or not scope.facts, scope
    else:
        assert not scope.whole and set(scope.paragraphs) == expected, scope


def test_the_same_fact_recurring_elsewhere_changes_with_it_and_nothing_else_does() -> None:
    paragraphs = FAIR.split("\n\n")
    reply = [
        paragraphs[0].replace("Sunday 8 June", "Saturday 7 June"),
        paragraphs[1].replace("a dog show", "a fun dog show"),
        paragraphs[2],
        paragraphs[3].replace("on Sunday", "on Saturday"),
    ]
    revised = applied(
        judge("Fair", FAIR, "The fair moved to Saturday 7 June.", "Fair\n\n" + "\n\n".join(reply))
    )
    assert revised.body == "\n\n".join([reply[0], paragraphs[1], paragraphs[2], reply[3]])
    assert [w.paragraph for w in revised.withheld] == [2]


def test_a_chinese_time_change_recurs_and_a_tidy_is_withheld() -> None:
    paragraphs = CLUB.split("\n\n")
    reply = [
        paragraphs[0].replace("两点", "三点"),
        "欢迎新手来玩，有老会员一对一地带。",
        paragraphs[2].replace("两点", "三点"),
    ]
    revised = applied(judge("棋社", CLUB, "棋社活动改到下午三点", "棋社\n\n" + "\n\n".join(reply)))
    assert revised.body == "\n\n".join([reply[0], paragraphs[1], reply[2]])
    assert [w.paragraph for w in revised.withheld] == [2]


@pytest.mark.parametrize(
    ("suggestion", "expected"),
    [
        ("Update the bullet about the book swap: it is on Saturday.", {1}),
        ("把快问快答那条改成周四", {1}),
    ],
)
def test_a_bullet_or_line_named_by_what_it_says(suggestion: str, expected: set[int]) -> None:
    body = NEWS if "book" in suggestion else "活动：\n\n快问快答 周五晚上八点\n\n周一闭馆。"
    assert targets(suggestion, body) == expected


# One line answered for one line of a paragraph of lines ----------------------------------

OATS = (
    "Oats for the morning.\n\n"
    "Method:\n1. Mix oats and milk.\n2. Add yoghurt.\n3. Chill overnight.\n\n"
    "Top with fruit."
)


@pytest.mark.parametrize(
    ("suggestion", "reply", "line"),
    [
        (
            "Make step 2 more specific.",
            "2. Add two spoons of Greek yoghurt.",
            "2. Add two spoons of Greek yoghurt.",
        ),
        (
            "Make the second step more specific.",
            "Add two spoons of yoghurt.",
            "2. Add two spoons of yoghurt.",
        ),
    ],
)
def test_a_one_line_answer_replaces_only_its_line(suggestion: str, reply: str, line: str) -> None:
    revised = applied(judge("Oats", OATS, suggestion, reply))
    assert revised.body == OATS.replace("2. Add yoghurt.", line)


def test_a_one_line_answer_for_a_whole_list_paragraph_still_replaces_it() -> None:
    body = "Intro.\n\nMethod:\n1. Mix.\n2. Chill.\n\nEnd."
    reply = "Method: mix everything, then chill it overnight."
    revised = applied(judge("Oats", body, "Make paragraph 2 one sentence.", reply))
    assert revised.body == f"Intro.\n\n{reply}\n\nEnd."


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        ("| day | time |\n|---|---|\n| Mon | 9 am |", False),
        ("| day | time |\n|---|---|\n| Mon | 9 am |\n| Tue | 10", True),
        ("```sh\nmake test\n```", False),
        ("今天就到这里～", False),
        ("🌸 春天来了 🌸", False),
    ],
)
def test_what_stops_mid_sentence_in_tables_code_and_posts(text: str, cut: bool) -> None:
    assert ends_mid_sentence(text) is cut


def test_a_one_paragraph_recast_of_only_one_part_is_refused() -> None:
    body = (
        "Lemon rice is the dinner for an empty fridge.\n\n"
        "Method:\n1. Rinse the rice.\n2. Simmer for 15 minutes.\n3. Stir in butter and lemon.\n\n"
        "Serve it with grilled fish.\n\nLeftovers keep for two days."
    )
    verdict = judge("Rice", body, "Turn it into one sentence.", "Simmer, then stir in butter.")
    assert isinstance(verdict, NoEdit) and verdict.status == "error", verdict
    whole = (
        "Lemon rice for an empty fridge: rinse, simmer 15 minutes, add butter and lemon, "
        "serve with grilled fish; leftovers keep two days."
    )
    assert applied(judge("Rice", body, "Turn it into one sentence.", whole)).body == whole


def test_a_markdown_fence_the_article_never_uses_wraps_even_when_it_never_closes() -> None:
    peeled = peel(f"```markdown\n{GUIDE_TITLE}\n\n{GUIDE}", GUIDE)
    assert peeled.text == f"{GUIDE_TITLE}\n\n{GUIDE}"


@pytest.mark.parametrize(
    "suggestion", ["Make the last step clearer.", "Rewrite the final bullet.", "最后一步写详细点"]
)
def test_the_last_item_is_the_lists_paragraph_not_the_last_paragraph(suggestion: str) -> None:
    body = "Intro.\n\nMethod:\n1. Mix.\n2. Chill.\n\nServe cold."
    assert targets(suggestion, body) == {1}
