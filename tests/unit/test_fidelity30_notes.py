"""Session 30: a bold Chinese label over the list of corrected typos under the whole article
(**已改正的错别字：**, **改正的错别字：**) is the model's note, not article text (blind29's
typo_fix_whole_then_bullets, Chinese)."""

from __future__ import annotations

import pytest

from app.editing.notes import drop_trailing_notes

ARTICLE = ["开放首个周末，门口一度排起了长队。", "工人重新安装了支架。", "详情请浏览博物馆网站。"]


@pytest.mark.parametrize(
    "label", ["**已改正的错别字：**", "**改正的错别字：**", "错别字更正如下："]
)
def test_a_list_of_corrected_typos_under_the_article_is_a_note(label: str) -> None:
    notes: list[str] = []
    units = [*ARTICLE, label, "- 常队 → 长队\n- 按装 → 安装"]
    assert drop_trailing_notes(units, ARTICLE, notes) == ARTICLE
    assert notes[0] == label
