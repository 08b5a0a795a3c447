"""Session 50: git's word diff, `[-old-]{+new+}`, read as the edit it marks
(app/editing/formats/tracked.py), in English and Chinese; an article that writes such marks
itself, and a legend in them, are left as written."""

import pytest

from app.editing.formats.tracked import untracked, word_diff_made

EN = "Sessions run from 9.30 am to 12.30 pm at the clubhouse."
ZH = "名单请于11月5日（星期五）前报送物业。"


@pytest.mark.parametrize(
    ("reply", "article", "made"),
    [
        ("9.30 am to [-12.30-]{+1+} pm", EN, "9.30 am to 1 pm"),
        ("9.30 am to [-12.30-] {+1+} pm", EN, "9.30 am to 1 pm"),
        ("11月[-5日（星期五-]{+4日（星期四+}）前报送", ZH, "11月4日（星期四）前报送"),
        ("Sessions run [-from 9.30 am -]to 12.30 pm", EN, "Sessions run to 12.30 pm"),
        ("Sessions {+always +}run", EN, "Sessions always run"),
        ("[-每人120元-]{+每人140元+}", "报名费每人120元。", "每人140元"),
    ],
)
def test_word_diff_marks_are_the_edit(reply: str, article: str, made: str) -> None:
    assert untracked(reply, article) == made


def test_a_legend_in_the_marks_is_left_for_the_note() -> None:
    reply = "修改如下（[-删除-]{+新增+}）：\n\n11月[-5日-]{+4日+}（星期五）"
    assert word_diff_made(reply, ZH) == "修改如下（[-删除-]{+新增+}）：\n\n11月4日（星期五）"


def test_an_article_that_writes_the_marks_itself_keeps_them() -> None:
    article = "Removed words appear as [-old words-] and added ones as {+new words+}."
    assert word_diff_made(article, article) == article
