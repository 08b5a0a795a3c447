"""Reply kinds from blind fidelity set 5, each tested as a kind on new articles: markup the
model retypeset outside what was asked, a section named by its heading's words, a part named
by a word of its own ("the thank-you line"), a fact moved, and the edited paragraph written
twice."""

from __future__ import annotations

import pytest

from app.editing.formats import blocks as block_format
from app.editing.judge import NoEdit, Revised
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from tests.unit.judging import applied, judge, judged, request_for

NOTES_TITLE = "Garden Club — March meeting"
NOTES = (
    "Present: Ana, Bo, Cy\n\n"
    "## Agreed\n\n"
    "1. Seed swap moves to the library.\n"
    "1. Dues stay at £5.\n\n"
    "## Tools\n\n"
    "| Tool | Owner |\n|---|---|\n| Rake | Ana |\n| Hoe | Bo |\n\n"
    "Next meeting: 4 April, 18:00."
)
ZH_TITLE = "读书会第三期纪要"
ZH = (
    "时间：3月2日 晚上7点\n地点：街角书店二楼\n\n"
    "一、本期书目回顾\n大家读完了《长安的荔枝》，讨论了一个半小时。\n\n"
    "二、下期安排\n1. 书目：《额尔古纳河右岸》；\n2. 领读人：小林。\n\n"
    "下次见面：3月30日晚上7点。"
)


def targets(title: str, body: str, suggestion: str) -> tuple[bool, list[int]]:
    scope = scope_of([suggestion], title, split_paragraphs(body))
    return scope.whole, sorted(scope.paragraphs)


@pytest.mark.parametrize(
    ("drift", "where"),
    [
        (
            (
                "1. Seed swap moves to the library.\n1. Dues",
                "1. Seed swap moves to the library.\n2. Dues",
            ),
            2,
        ),
        (("## Agreed", "**Agreed**"), 1),
        (("|---|---|\n| Rake | Ana |", "| ---- | ----- |\n| Rake | Ana   |"), 4),
    ],
)
def test_markup_retypeset_beside_the_edit_keeps_the_writers_own(
    drift: tuple[str, str], where: int
) -> None:
    reply = NOTES.replace(*drift).replace("18:00", "18:30")
    verdict = applied(judge(NOTES_TITLE, NOTES, "Move the next meeting to 18:30.", reply))
    assert verdict.body == NOTES.replace("18:00", "18:30")
    assert [w.paragraph for w in verdict.withheld] == [where + 1]


def test_markup_asked_for_is_applied() -> None:
    reply = NOTES.replace("## Agreed", "**Agreed**").replace("## Tools", "**Tools**")
    verdict = applied(judge(NOTES_TITLE, NOTES, "Make the headings bold lines.", reply))
    assert verdict.body == reply


@pytest.mark.parametrize(
    ("suggestion", "whole", "paragraphs"),
    [
        ("Add to the tools that Cy owns the shears.", False, [3, 4, 5]),  # to the next heading
        ("In the agreed list, say dues are £6.", False, [1, 2]),
        ("Make the present line friendlier.", False, [0]),
        ("Move the next meeting to 5 April.", False, [5]),
        ("Make it friendlier.", True, []),
    ],
)
def test_a_part_named_by_its_own_words(suggestion: str, whole: bool, paragraphs: list[int]) -> None:
    assert targets(NOTES_TITLE, NOTES, suggestion) == (whole, paragraphs)


@pytest.mark.parametrize(
    ("suggestion", "paragraphs"),
    [("本期书目回顾补充：下次带书签", [1]), ("下期安排里加上：带一本喜欢的诗集", [2])],
)
def test_a_chinese_section_named_by_its_heading(suggestion: str, paragraphs: list[int]) -> None:
    assert targets(ZH_TITLE, ZH, suggestion) == (False, paragraphs)


def test_a_heading_word_inside_a_longer_word_names_no_section() -> None:
    body = "## Changed\n\n- Timeout is 30 s\n\n## Fixed\n\n- Crash on start"
    assert targets("Log", body, "Turn the changelog into one prose paragraph.")[0]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_edited_paragraph_written_twice_is_kept_once(lang: str) -> None:
    if lang == "en":
        title, body, suggestion = NOTES_TITLE, NOTES, "Say the next meeting is in the shed."
        old, new = "Next meeting: 4 April, 18:00.", "Next meeting: 4 April, 18:00, in the shed."
    else:
        title, body, suggestion = ZH_TITLE, ZH, "本期书目回顾补充：大家都很喜欢"
        old = "一、本期书目回顾\n大家读完了《长安的荔枝》，讨论了一个半小时。"
        new = "一、本期书目回顾\n大家读完了《长安的荔枝》，讨论了一个半小时，都很喜欢。"
    reply = f"{title}\n\n" + body.replace(old, f"{new}\n\n{new}")
    verdict = applied(judge(title, body, suggestion, reply))
    assert verdict.body == body.replace(old, new)


def test_a_paragraph_the_article_itself_repeats_stays_twice() -> None:
    body = "Chorus: la la la.\n\nChorus: la la la.\n\nThe end of the song is quiet."
    reply = "Song\n\n" + body.replace("quiet", "very quiet")
    verdict = applied(judge("Song", body, "Make the last paragraph softer.", reply))
    assert verdict.body == body.replace("quiet", "very quiet")


LETTER = (
    "Dear Mr. Lund,\n\n"
    "I run the after-school chess club at Riverside. We meet on Tuesdays and Thursdays, and "
    "twenty children come each week.\n\n"
    "We would love to borrow your hall for a spring tournament. It holds sixty people.\n\n"
    "Best wishes,\nMaya"
)
STORY = (
    "夜里起了风，院子里的竹子沙沙作响。\n\n"
    "阿婆点上灯，屋里一下亮了。她把针线筐搬到桌上，开始补那件旧棉袄。\n\n"
    "天快亮时，风停了。"
)


@pytest.mark.parametrize(
    ("suggestion", "reply", "changed"),
    [
        (
            "Rewrite the sentence 'It holds sixty people.' to sound more persuasive.",
            "With room for sixty, it would let every family come and watch.",
            (
                "It holds sixty people.",
                "With room for sixty, it would let every family come and watch.",
            ),
        ),
        (
            "Make 'We meet on Tuesdays and Thursdays, and twenty children come each week.' "
            "livelier.",
            "Sure! Here's the sentence:\n\nTwice a week, twenty children crowd in to play.",
            (
                "We meet on Tuesdays and Thursdays, and twenty children come each week.",
                "Twice a week, twenty children crowd in to play.",
            ),
        ),
    ],
)
def test_a_reply_of_only_the_quoted_sentence_replaces_that_sentence(
    suggestion: str, reply: str, changed: tuple[str, str]
) -> None:
    verdict = applied(judge("Hall request", LETTER, suggestion, reply))
    assert verdict.body == LETTER.replace(*changed)


def test_a_chinese_sentence_answered_alone_keeps_the_rest_of_its_paragraph() -> None:
    reply = "阿婆点亮油灯，昏黄的光一下铺满了小屋。"
    verdict = applied(
        judge("风夜", STORY, "「阿婆点上灯，屋里一下亮了。」这句写得更有画面感", reply)
    )
    assert verdict.body == STORY.replace("阿婆点上灯，屋里一下亮了。", reply)


def test_a_sentence_split_in_two_keeps_its_neighbours_and_withholds_their_drift() -> None:
    reply = "Hall request\n\n" + LETTER.replace(
        "We would love to borrow your hall for a spring tournament. It holds sixty people.",
        "We would really love to borrow your hall for a spring tournament. It has room for "
        "sixty. Every family could come and watch.",
    )
    verdict = applied(
        judge("Hall request", LETTER, "Rewrite 'It holds sixty people.' more warmly.", reply)
    )
    assert verdict.body == LETTER.replace(
        "It holds sixty people.", "It has room for sixty. Every family could come and watch."
    )
    assert len(verdict.withheld) == 1


def _blocks(search: str, replace: str) -> str:
    return f"<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE"


def _blocks_judge(title: str, body: str, suggestion: str, reply: str) -> Revised | NoEdit:
    verdict, _call = judged(request_for(title, body, suggestion), reply)  # read as blocks
    return verdict


@pytest.mark.parametrize(
    ("suggestion", "search", "replace", "joined"),
    [
        (
            "Join the hall paragraph and the sign-off into one.",
            "It holds sixty people.\n\nBest wishes,",
            "It holds sixty people. Best wishes,",
            ("It holds sixty people.\n\nBest wishes,", "It holds sixty people. Best wishes,"),
        ),
        (
            "Merge the last two paragraphs.",
            "sixty people.\n\nBest",
            "sixty people. Best",
            ("sixty people.\n\nBest", "sixty people. Best"),
        ),
    ],
)
def test_a_search_block_spanning_two_paragraphs_joins_them(
    suggestion: str, search: str, replace: str, joined: tuple[str, str]
) -> None:
    verdict = applied(_blocks_judge("Hall", LETTER, suggestion, _blocks(search, replace)))
    assert verdict.body == LETTER.replace(*joined)


def test_two_chinese_paragraphs_joined_keep_their_own_ending() -> None:
    body = "周末去了湖边⛺️\n\n晚上烤串🍢\n\n下次还来！#露营 #湖边"
    reply = _blocks("烤串🍢\n\n下次还来！", "烤串🍢 下次还来！")
    verdict = applied(_blocks_judge("露营", body, "把最后两段合成一段", reply))
    assert verdict.body == "周末去了湖边⛺️\n\n晚上烤串🍢 下次还来！#露营 #湖边"


@pytest.mark.parametrize(
    ("search", "replace", "expected"),
    [
        (
            "We meet on Tuesdays ... come each week.",
            "We meet on Tuesdays and Thursdays, and twenty children come each week, rain or shine.",
            "We meet on Tuesdays and Thursdays, and twenty children come each week, rain or shine.",
        ),
        (
            "We meet on Tuesdays … come each week.",
            "We meet on Tuesdays … come every single week.",
            "We meet on Tuesdays and Thursdays, and twenty children come every single week.",
        ),
    ],
)
def test_a_search_eliding_words_inside_a_line_fits_its_one_place(
    search: str, replace: str, expected: str
) -> None:
    verdict = applied(
        judge("Hall", LETTER, "Make the club paragraph livelier.", _blocks(search, replace))
    )
    assert verdict.body == LETTER.replace(
        "We meet on Tuesdays and Thursdays, and twenty children come each week.", expected
    )


def test_a_chinese_search_eliding_words_inside_a_line() -> None:
    reply = _blocks(
        "阿婆点上灯...开始补那件旧棉袄。",
        "阿婆点上灯，屋里一下亮了。她把针线筐搬到桌上，就着灯补那件旧棉袄。",
    )
    verdict = applied(judge("风夜", STORY, "第二段再细一点", reply))
    assert "就着灯补那件旧棉袄。" in verdict.body
    assert verdict.body.startswith("夜里起了风") and verdict.body.endswith("风停了。")


def test_an_inline_elision_that_fits_two_places_does_not_fit() -> None:
    body = "Red ones are sweet and small.\n\nRed ones are sour and small."
    block = block_format.Block("Red ones are ... and small.", "Red ones are tart and small.")
    unchanged, failures = block_format.apply_blocks(body, [block])
    assert unchanged == body and len(failures) == 1


@pytest.mark.parametrize(
    ("suggestion", "whole", "paragraphs"),
    [
        ("Make the paragraph that begins 'We would love' warmer.", False, [2]),
        ("Say the hall must be free for the last three months of term.", True, []),
        ("Make the last paragraph warmer.", False, [2, 3]),  # the text over the signature
    ],
)
def test_a_paragraph_named_by_its_first_words_and_last_as_a_time(
    suggestion: str, whole: bool, paragraphs: list[int]
) -> None:
    assert targets("Hall", LETTER, suggestion) == (whole, paragraphs)


def test_a_chinese_paragraph_named_by_its_first_words_is_not_the_opening() -> None:
    assert targets("风夜", STORY, "以“阿婆点上灯”开头的那段写细一点") == (False, [1])


@pytest.mark.parametrize(
    "echo",
    [
        "您希望：第三段写得更安静。",
        "**Suggestion:** make the last paragraph quieter.",
        "> Your request: make the last paragraph quieter.",
        "修改要求：最后一段更安静",
    ],
)
def test_the_request_echoed_before_the_article_is_not_saved(echo: str) -> None:
    reply = f"{echo}\n\n风夜\n\n" + STORY.replace("风停了。", "风悄悄停了。")
    verdict = applied(judge("风夜", STORY, "最后一段更安静", reply))
    assert verdict.body == STORY.replace("风停了。", "风悄悄停了。")
    assert verdict.title == "风夜"


def test_an_article_object_inside_json_is_read_as_title_and_body() -> None:
    body = STORY.replace("风停了。", "风悄悄停了。").replace("\n", "\\n")
    reply = (
        f'```json\n{{"article": {{"title": "风夜", "body": "{body}"}}, "changes": ["结尾"]}}\n```'
    )
    verdict = applied(judge("风夜", STORY, "最后一段更安静", reply))
    assert verdict.body == STORY.replace("风停了。", "风悄悄停了。")


def test_a_heading_word_in_a_whole_article_request_names_no_section() -> None:
    body = "Intro.\n\n## Tips\n\nDrink water.\n\n## Gear\n\nA good hat."
    assert targets("Hiking", body, "Add more tips throughout the article.")[0]
    assert targets("Hiking", body, "Add to the tips: rest every hour.") == (False, [1, 2])


def test_a_sentence_split_in_two_answered_alone_takes_its_place() -> None:
    reply = "We meet twice a week. Twenty children come, rain or shine."
    verdict = applied(
        judge(
            "Hall",
            LETTER,
            "Expand 'We meet on Tuesdays and Thursdays, and twenty children come each week.'",
            reply,
        )
    )
    assert verdict.body == LETTER.replace(
        "We meet on Tuesdays and Thursdays, and twenty children come each week.", reply
    )


def test_a_sentence_in_a_blockquote_with_a_remark_after_it() -> None:
    reply = (
        "> It seats sixty people comfortably.\n\nI made it warmer — let me know if it is too much."
    )
    verdict = applied(judge("Hall", LETTER, "Make 'It holds sixty people.' warmer.", reply))
    assert verdict.body == LETTER.replace(
        "It holds sixty people.", "It seats sixty people comfortably."
    )


@pytest.mark.parametrize(
    ("body", "closing"),
    [
        ("Dear Jo,\n\nNews.\n\nSee you soon.\n\nKind regards,\nMaya", [2, 3]),
        ("各位业主：\n\n停水一天。\n\n敬请谅解。\n\n物业服务中心\n3月8日", [2, 3]),
        ("Intro.\n\nMiddle.\n\nThe end of it all.", [2]),
    ],
)
def test_the_closing_under_a_signature_is_the_last_text_and_the_signature(
    body: str, closing: list[int]
) -> None:
    assert targets("T", body, "结尾那句更诚恳一些") == (False, closing)


@pytest.mark.parametrize(
    "echo", ["> 最后一段更安静", "**最后一段更安静**", "最后一段更安静。", "“最后一段更安静”"]
)
def test_the_suggestion_said_back_word_for_word_is_not_article(echo: str) -> None:
    reply = f"{echo}\n\n风夜\n\n" + STORY.replace("风停了。", "风悄悄停了。")
    verdict = applied(judge("风夜", STORY, "最后一段更安静", reply))
    assert verdict.body == STORY.replace("风停了。", "风悄悄停了。")
