"""The words a stopped reply is kept with, in the article's language (outside48 F2)."""

from app.editing.said_in_chinese import stopped_with_reply

ZH_BODY = "我们在车站等了二十分钟。"
EN_BODY = "We waited twenty minutes at the stop."


def test_a_partial_reply_on_a_chinese_article_is_said_in_chinese() -> None:
    assert (
        stopped_with_reply("我们在车站足足…", ZH_BODY)
        == "已停止。已收到的部分回复：我们在车站足足…"
    )


def test_a_partial_reply_on_an_english_article_is_said_as_before() -> None:
    assert stopped_with_reply("We waited…", EN_BODY) == "Stopped. Partial reply: We waited…"
    # The language is the article's, not the reply's.
    assert stopped_with_reply("我们…", EN_BODY).startswith("Stopped. Partial reply: ")


def test_a_reply_stopped_while_checked_is_said_in_the_articles_language() -> None:
    zh = stopped_with_reply("我们在车站足足等了二十分钟。", ZH_BODY, checked=True)
    assert zh.startswith("已停止：模型的回复正在与文章核对，文章没有改动。它的回复：我们")
    en = stopped_with_reply("We waited long.", EN_BODY, checked=True)
    assert en == (
        "Stopped while the model's reply was being checked against the article, so "
        "nothing was changed. Its reply: We waited long."
    )
