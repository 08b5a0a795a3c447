"""check_swapped_numerals: a count the suggestion names is the edit, not a count changed
unasked (the lead's fix after session 45's CI: 银杏树写成五十棵 was refused)."""

import pytest

from app.editing.elided import Refused
from app.editing.swapped_numerals import check_swapped_numerals

BEFORE = "公园里有十五棵银杏树，秋天的时候叶子都黄了。"
AFTER = "公园里有五十棵银杏树，秋天的时候叶子都红了。"


def test_a_count_the_suggestion_names_is_saved():
    check_swapped_numerals(BEFORE, AFTER, "第一段改一下：银杏树写成五十棵，叶子写成红的")


def test_a_count_changed_unasked_is_still_refused():
    with pytest.raises(Refused):
        check_swapped_numerals(BEFORE, AFTER, "第一段写得生动一点")
    with pytest.raises(Refused):
        check_swapped_numerals("两本换一本，先到先得。", "一本换一本，先到先得。", "语气活泼一点")
