"""Chinese asks that name a paragraph by an option set apart by spaces (讲 --delete 那段) or
that take every heading (所有小标题, 二级标题) reach the right part of the article."""

from __future__ import annotations

from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

BACKUP = [
    "硬盘一坏，十年的照片全没了。下面是我每晚用的简单备份方法。",
    "## 命令",
    "```bash\nrsync -av --delete ~/Pictures/ /mnt/backup/pictures/\n```",
    "`--delete` 会把你在本机删掉的文件也从备份里删掉，让备份和本机一模一样。",
    "每个月试着恢复一次。",
]
CAFE = [
    "五年前我们开了一家小咖啡馆。",
    "# 新鲜事",
    "豆蔻面包上菜单了。",
    "## 加入集章俱乐部",
    "第十杯我们请。",
]


def _touched(suggestion: str, paragraphs: list[str]) -> list[int]:
    scope = scope_of([suggestion], "标题", split_paragraphs("\n\n".join(paragraphs)))
    return [i for i in range(len(paragraphs)) if scope.touches(i)]


def test_the_paragraph_about_an_option_is_the_prose_not_the_command_using_it() -> None:
    assert _touched("把讲 --delete 那段写清楚一点。", BACKUP) == [3]


def test_all_the_subheadings_made_level_two_reaches_every_heading() -> None:
    assert _touched("把所有小标题都改成二级标题（##）。", CAFE) == [0, 1, 2, 3, 4]


CAFE_SIGNED = [
    "Five years ago we opened a café.",
    "Come by for tastings.",
    "With love,\nJonas & crew",
]


def test_the_sign_off_is_the_articles_last_paragraph_in_both_languages() -> None:
    assert _touched("Make the sign-off warmer.", CAFE_SIGNED) == [2]
    assert _touched("把落款写得更温暖一点。", CAFE_SIGNED) == [2]


def test_a_signature_dish_is_no_sign_off() -> None:
    assert _touched("Make the paragraph about our signature dish livelier.", CAFE_SIGNED) != [2]
