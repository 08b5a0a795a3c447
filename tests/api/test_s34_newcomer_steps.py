"""Several steps in one message, as sentences, offline: a quoted term no longer stops the split."""

from app.editing.rules import apply_rules

BODY = "We waited twenty minutes.\n\nThe bus never came.\n\nSo we walked home."


def test_sentences_with_a_quoted_term_are_each_a_step() -> None:
    result = apply_rules(
        "The bus", BODY, 'Delete the first paragraph. Then replace "walked" with "ran".'
    )
    assert result is not None and result.changed
    assert result.body == "The bus never came.\n\nSo we ran home."


def test_a_stop_inside_a_quoted_term_ends_no_sentence() -> None:
    body = "Mr. Smith waited.\n\nThe bus never came."
    result = apply_rules(
        "The bus", body, 'Replace "Mr. Smith" with "Ms. Jones". Delete paragraph 2.'
    )
    assert result is not None
    assert result.body == "Ms. Jones waited."


def test_chinese_sentences_with_quotes_are_each_a_step() -> None:
    body = "我们等了十五分钟。\n\n公交车一直没来。\n\n于是我们走回了家。"
    result = apply_rules("春天", body, "删除第一段。把“走”改成“跑”。")
    assert result is not None
    assert result.body == "公交车一直没来。\n\n于是我们跑回了家。"
