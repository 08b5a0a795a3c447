"""One changed or added paragraph in another language than the article around it — the few
words of one paragraph, where `other_language` wants a page — told apart from the article's
own language with the odd foreign word in it."""

import pytest

from app.editing.language import strays_from

EN_ARTICLE = "We waited twenty minutes on Elm Street.\n\nThe bus never came.\n\nWe walked home."
ZH_ARTICLE = "秋天的公园很美。\n\n湖边的柳树已经黄了，风一吹，叶子就落下来。"


@pytest.mark.parametrize(
    ("article", "paragraph", "strays"),
    [
        (EN_ARTICLE, "¡El autobús, claro, nunca llegó!", True),
        (EN_ARTICLE, "Le bus, bien sûr, n'est jamais venu !", True),
        (EN_ARTICLE, "Der Bus kam natürlich nie, und es war kalt.", True),
        (EN_ARTICLE, "The bus, of course, never came!", False),
        (EN_ARTICLE, "Naïve café owners waved; the bus never came.", False),
        (EN_ARTICLE, "Bus 42: a no-show.", False),  # too few words to tell
        (ZH_ARTICLE, "湖のほとりの柳はすでに黄色くなり、風が吹くと葉が落ちてきた。", True),
        (ZH_ARTICLE, "湖邊的柳樹早已染成金黃，秋風一過，葉子便紛紛揚揚地飄落下來。", True),
        (ZH_ARTICLE, "湖边的柳树早已染成金黄，秋风一过，叶子便纷纷扬扬地飘落下来。", False),
        ("湖邊的柳樹已經黃了。\n\n我們坐了很久。", "湖邊的柳樹早已染成金黃。", False),  # its own
        ("Bonjour.\n\nMerci.", "Le bus n'est jamais venu, et il pleuvait.", False),  # unclear
    ],
)
def test_one_paragraph_in_another_language_than_the_article_is_told_apart(
    article: str, paragraph: str, strays: bool
) -> None:
    assert strays_from(article, paragraph) is strays


def test_a_table_of_yes_and_no_is_not_spanish() -> None:
    table = "| Room | Seats | Projector |\n|---|---|---|\n| Main Hall | 120 | yes |\n"
    table += "| Garden Room | 24 | no |\n| Attic Studio | 16 | no |\n| Kitchen | 8 | no |"
    assert not strays_from(EN_ARTICLE, table)
