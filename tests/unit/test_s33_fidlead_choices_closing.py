"""Session 33 (fid-lead33): versions laid side by side under labels are a choice even with a
recommendation instead of a question; a byline after a dash is a signature, not the closing
paragraph."""

from __future__ import annotations

from app.editing.choices import offers_choice
from app.editing.places import named_paragraphs

ARTICLE = "Fees are due by 29 November. Last year we raised $3,000 for the food bank."


def test_two_labelled_options_with_a_recommendation_are_a_choice() -> None:
    reply = (
        "Option A:\n\nFees are due by 29 November.\n\nOption B:\n\nPlease pay by 29 November; "
        "last year we raised $3,000.\n\nI'd go with Option B: it keeps the figure."
    )
    assert offers_choice(reply, ARTICLE)


def test_chinese_schemes_one_and_two_with_a_recommendation_are_a_choice() -> None:
    reply = (
        "方案一：\n\n摊位费11月29日前缴清。\n\n方案二：\n\n请在11月29日前缴清摊位费。"
        "\n\n我推荐方案二。"
    )
    assert offers_choice(reply, "摊位费请于11月29日前缴纳。")


def test_one_labelled_version_is_no_choice() -> None:
    reply = "Version 2:\n\nFees are due by 29 November, please."
    assert not offers_choice(reply, ARTICLE)


def test_labels_the_article_holds_itself_are_no_choice() -> None:
    article = "Option A costs £5. Option B costs £8. Both include parking."
    reply = "Option A:\n\nIt costs £5.\n\nOption B:\n\nIt costs £8, parking included."
    assert not offers_choice(reply, article)


def test_a_byline_after_a_dash_is_not_the_closing_paragraph_alone() -> None:
    paragraphs = [
        "Last spring our builds took 22 minutes.",
        "We're trying remote caching next. We'll write it up either way.",
        "— The Platform Team",
    ]
    assert named_paragraphs("Make the closing paragraph friendlier.", 3, paragraphs) == {1, 2}
    zh = ["去年构建要22分钟。", "接下来要试试远程缓存，成不成都会写。", "——平台组"]
    assert named_paragraphs("Make the closing paragraph friendlier.", 3, zh) == {1, 2}


def test_a_last_paragraph_of_prose_is_the_closing_paragraph() -> None:
    paragraphs = ["First.", "Second paragraph here.", "We'll write it up either way."]
    assert named_paragraphs("Make the closing paragraph friendlier.", 3, paragraphs) == {2}
