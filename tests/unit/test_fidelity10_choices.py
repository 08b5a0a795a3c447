"""Session-10 fidelity: versions offered to choose from are the model's words, not an edit;
a reply wrapped whole in quotes is unwrapped; a selection's new text may come labelled
("Replace with:") or with a labelled note after it; a chronology's entry is named by its year."""

from __future__ import annotations

from app.editing.choices import offers_choice
from app.editing.entries import entry_paragraphs
from app.editing.formats.dress import unwrapped
from app.editing.judge import NoEdit
from tests.unit.judging import applied, judge, judged, request_for

TITLE = "Bake sale"
PARAS = [
    "Our bake sale is on Saturday from 10 to 2 in the church hall.",
    "Every penny goes to the roof fund.",
    "Bring your friends, and bring cake!",
]
BODY = "\n\n".join(PARAS)


def test_two_versions_and_a_question_save_nothing() -> None:
    reply = (
        "Here are two options:\n\n1. Every penny we raise mends the roof.\n"
        "2. Your cake money fixes our roof.\n\nWhich do you prefer?"
    )
    verdict = judge(TITLE, BODY, "Make the second paragraph punchier.", reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "ok"
    assert "Which do you prefer?" in verdict.reason
    zh = "方案一：每一分钱都用来修屋顶。\n\n方案二：你买的每块蛋糕都在修屋顶。\n\n你更喜欢哪个？"
    assert offers_choice(zh, "义卖通知。\n\n善款用于修屋顶。")


def test_an_edited_article_with_a_question_after_it_is_no_choice() -> None:
    new = PARAS[:2] + ["Bring your friends, bring your appetite, and bring cake!"]
    reply = (
        f"{TITLE}\n\n" + "\n\n".join(new) + "\n\nI had two versions in mind; which do you prefer?"
    )
    assert not offers_choice(reply, BODY)
    revised = applied(judge(TITLE, BODY, "Make the last paragraph livelier.", reply))
    assert revised.body == "\n\n".join(new)


def test_an_article_about_options_is_not_a_choice_offered() -> None:
    article = "There are two options for the trip.\n\nWhich one do you prefer? Vote by Friday."
    assert not offers_choice(article, article)


def test_a_reply_wrapped_whole_in_quotes_is_unwrapped() -> None:
    post = [
        "Bake sale Saturday, 10 to 2, church hall: every penny goes to the roof, so bring cake!"
    ]
    short = "Bake sale Saturday, 10–2, church hall. Bring cake!"
    for wrapped in (f'"{short}"', f"“{short}”"):
        revised = applied(judge(TITLE, post[0], "Shorten it.", f"Shorter (8 words):\n\n{wrapped}"))
        assert revised.body == short
    assert unwrapped(
        ["“周六义卖，带上蛋糕！”"], ["周六在教堂大厅义卖，善款用来修屋顶，欢迎带上朋友和蛋糕。"]
    ) == ["周六义卖，带上蛋糕！"]


def test_dialogue_paragraphs_keep_their_quotes() -> None:
    story = ["“Wait!” she shouted.", "“I know.”"]
    assert unwrapped(["“I know, I know.”"], story) == ["“I know, I know.”"]
    assert unwrapped(["“One” and “two”"], ["Plain."]) == ["“One” and “two”"]


def test_a_selection_answered_with_a_label_or_a_note_after_it() -> None:
    selected = "Every penny goes to the roof fund."
    request = request_for(TITLE, BODY, "Punchier.", selected)
    verdict, _call = judged(request, "Replace with: Every penny fixes the roof.")
    assert applied(verdict).body == BODY.replace(selected, "Every penny fixes the roof.")
    zh_body = "周六义卖。\n\n善款全部用于修缮屋顶。\n\n欢迎参加。"
    request = request_for("义卖", zh_body, "更有力。", "善款全部用于修缮屋顶")
    verdict, _call = judged(request, "“每一分钱都用来修屋顶”\n\n说明：更口语，更有画面。")
    revised = applied(verdict)
    assert revised.body == zh_body.replace("善款全部用于修缮屋顶", "每一分钱都用来修屋顶")
    assert revised.note is not None and "说明" in revised.note


def test_a_chronology_entry_named_by_its_year() -> None:
    years = [
        "按年份。",
        "1952年，成立互助组。",
        "1958年，建小学。",
        "1965年，通电。",
        "1978年，分田。",
    ]
    assert entry_paragraphs("1965年那条加一句。", years) == {3}
    english = ["By year.", "1952: co-op founded.", "1958: school built.", "1965: power arrives."]
    assert entry_paragraphs("Add a line to the 1958 entry.", english) == {2}
    assert entry_paragraphs("Add a line to 1960.", english) == set()


def test_traditional_chinese_labels_and_choices() -> None:
    body = "週六在教堂大廳義賣。\n\n善款全部用於修繕屋頂。\n\n歡迎帶上朋友。"
    new = body.replace("歡迎帶上朋友。", "歡迎帶上朋友和蛋糕！")
    reply = "標題：義賣\n\n內文：\n\n" + new
    revised = applied(judge("義賣", body, "最後一段更熱情。", reply))
    assert (revised.title, revised.body) == ("義賣", new)
    request = request_for("義賣", body, "更有力。", "善款全部用於修繕屋頂")
    verdict, _call = judged(request, "修改後：每一分錢都用來修屋頂")
    assert applied(verdict).body == body.replace("善款全部用於修繕屋頂", "每一分錢都用來修屋頂")
    assert offers_choice("兩個版本：\n\n版本一：……\n\n版本二：……\n\n你更喜歡哪個？", body)
