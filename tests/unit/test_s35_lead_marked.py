"""Bold or italics a model says it marked its changes with are marks, not the article: they
come off, unless the writer's own text is marked so or the writer asked for bold."""

from __future__ import annotations

from app.editing.formats.dress import unmarked

ARTICLE = ["Our buns are **dangerously good**.", "Come by on Saturday for tastings."]
BOLD_SAID = "Here's the revised version with the changes in **bold**:"


def test_words_marked_as_changes_lose_their_bold_but_the_writers_bold_stays() -> None:
    reply = f"{BOLD_SAID}\n\n**Big news:** our buns are **dangerously good**."
    assert unmarked(reply, ARTICLE, "Make it livelier.").endswith(
        "\n\nBig news: our buns are **dangerously good**."
    )


def test_italics_announced_after_the_article_come_off_in_chinese_too() -> None:
    reply = "这种教训*谁都不想学第*二次。\n\n改动的地方用*斜体*标出，方便您查看。"
    assert unmarked(reply, ARTICLE, "写得有力一点").startswith("这种教训谁都不想学第二次。")


def test_bold_the_writer_asked_for_stays() -> None:
    reply = f"{BOLD_SAID}\n\nCome by on **Saturday** for tastings."
    assert unmarked(reply, ARTICLE, "Put the key words in bold.") == reply


def test_bold_with_no_word_about_marking_changes_stays() -> None:
    reply = "Come by on **Saturday** for tastings."
    assert unmarked(reply, ARTICLE, "Make it livelier.") == reply


def test_a_replace_block_marked_in_bold_loses_the_marks_its_search_text_keeps_them() -> None:
    reply = (
        f"{BOLD_SAID}\n\n<<<<<<< SEARCH\nOur buns are **dangerously good**.\n=======\n"
        "Our buns are **dangerously good** and **warm**.\n>>>>>>> REPLACE"
    )
    assert "Our buns are **dangerously good** and warm." in unmarked(reply, ARTICLE, "Warmer.")


def test_a_paragraph_made_bold_because_the_writer_asked_for_emphasis_stays_bold() -> None:
    from app.editing.formats.dress import unbolded

    bolded = "**Doors close at 7 pm sharp — no late entry.**"
    for asked in ("Emphasize the closing time.", "把关门时间强调一下"):
        assert unbolded([bolded], ["Doors close at 7 pm sharp — no late entry."], asked) == [bolded]
    assert unbolded([bolded], ["Doors close at 7 pm."], "Make it firmer.") == [
        "Doors close at 7 pm sharp — no late entry."
    ]
