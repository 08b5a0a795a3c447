"""The rules editor replaces words only when it understands the whole suggestion: bare new
words that go on to say where, why or how far ("replace twenty with thirty in paragraph 2",
"… with wolf only", "… because it was more", 把二十改成三十，因为…) are left to the model —
before, the tail was written into the article everywhere the old words were (faults tester,
session 22). Plain replacements, and places the rule reads ("everywhere", "in the title too"),
are still applied."""

from __future__ import annotations

import pytest

from app.editing.rule_words import replace_words

TITLE = "Birds"
BODY = "We saw twenty herons.\n\nThen twenty ducks.\n\nThe fox left."
ZH_BODY = "我们看到二十只鹭。\n\n然后是二十只鸭。"


@pytest.mark.parametrize(
    "said",
    [
        "replace twenty with thirty in paragraph 2",
        "replace twenty with thirty in the second paragraph",
        "replace fox with wolf in paragraph 3 only",
        "replace fox with wolf only",
        "replace twenty with thirty because it was more",
        "replace twenty with thirty, and make it livelier",
        "change fox to wolf in the last paragraph",
        'replace "twenty" with "thirty" in paragraph 2',
    ],
)
def test_new_words_that_go_on_are_left_to_the_model(said: str) -> None:
    assert replace_words(TITLE, BODY, said, False) is None


@pytest.mark.parametrize("said", ["把二十改成三十，因为更多", "把二十改成三十在第二段"])
def test_chinese_new_words_that_go_on_are_left_to_the_model(said: str) -> None:
    assert replace_words(TITLE, ZH_BODY, said, True) is None


@pytest.mark.parametrize(
    ("said", "body"),
    [
        ("replace twenty with thirty", BODY.replace("twenty", "thirty")),
        ("change twenty to thirty everywhere", BODY.replace("twenty", "thirty")),
        ("replace the fox with the red wolf", BODY.replace("The fox", "The red wolf")),
    ],
)
def test_plain_replacements_are_still_applied(said: str, body: str) -> None:
    edit = replace_words(TITLE, BODY, said, False)
    assert edit is not None and edit.changed and edit.body == body


def test_a_plain_chinese_replacement_is_still_applied() -> None:
    edit = replace_words(TITLE, ZH_BODY, "把二十改成三十", True)
    assert edit is not None and edit.body == ZH_BODY.replace("二十", "三十")
