"""Session 36 (fid-fix): a Chinese offer of more help under the article is the model's note,
and a two-character name with words put after it is no respelt name."""

from __future__ import annotations

from app.editing.align import is_chatter
from app.editing.fact_names import changed_names


def test_offer_to_adjust_more_under_the_article_is_chatter() -> None:
    assert is_chatter("还需要调整的话随时告诉我～")
    assert is_chatter("如果还想再调整，随时跟我说。")


def test_notice_telling_readers_to_ask_us_is_article_text() -> None:
    assert not is_chatter("如有任何问题，请随时告诉我们。")
    assert not is_chatter("婚宴共设28桌，座位表在宴会厅入口处。")


def test_words_put_after_a_two_character_name_are_no_other_name() -> None:
    before = "**交换誓言与戒指**\n新人交换誓言并互戴戒指，戒指由伴郎赵磊保管并呈上。"
    after = "**交换誓言与戒指**\n新人许下誓言，戒指一直由伴郎赵磊悉心保管，此刻郑重呈上。"
    assert changed_names(before, after) == []


def test_a_respelt_three_character_name_is_still_found() -> None:
    before = "新郎母亲李秀芳女士上台致辞。"
    after = "新郎母亲李秀芬女士上台致辞，感谢各位。"
    assert changed_names(before, after) == [("李秀芳", "李秀芬")]
