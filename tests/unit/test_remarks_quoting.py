"""A remark that quotes the text it talks about ("already says “see you soon”") is still a
remark, not new text; new text with dialogue in quotes is still new text."""

import pytest

from app.editing.remarks import is_remark, unquoted

OUTRO = "[Outro]\nSail on, sail on"
CLOSING = "以上都是自费探店，欢迎留言推荐你心里的老店。"
DIALOGUE = '"You\'ll catch your death out here," said the old man beside her.'


@pytest.mark.parametrize(
    ("reply", "original"),
    [
        (
            'The outro already repeats the hook ("Sail on, sail on"), so no changes are needed.',
            OUTRO,
        ),
        ("结尾已经写了“欢迎留言推荐你心里的老店”，不需要再改。", CLOSING),
        ("The closing line already says “start again”; I'd leave it as is.", "Then start again."),
    ],
)
def test_a_remark_quoting_the_text_is_a_remark(reply: str, original: str) -> None:
    assert is_remark(reply, original)


@pytest.mark.parametrize(
    ("reply", "original"),
    [
        ('"It\'s fine," she said. "Already done."', DIALOGUE),
        ("“没问题，”她说，“已经好了。”", "“你会冻坏的，”老人说。"),
        ("The outro repeats the hook: sail on, sail on, little paper boat.", OUTRO),
    ],
)
def test_new_text_is_not_a_remark(reply: str, original: str) -> None:
    assert not is_remark(reply, original)


def test_unquoted_takes_out_quotations_only() -> None:
    assert unquoted("写了“欢迎留言”，不用改") == "写了 ，不用改"
    assert unquoted('it says "hi"') == "it says  "
