"""A writer's yes in many words (app/style/confirmations.py): repeated, Cantonese, Traditional,
idioms of assent — and what is no yes at all."""

import pytest

from app.style.confirmations import agreement_observations


@pytest.mark.parametrize(
    ("reply", "about"),
    [
        ("係呀，就係咁，以後都用淺白啲嘅字。", ()),
        ("冇錯，短啲好。", ("length",)),
        ("对对对，就是这个意思", ()),
        ("没错没错", ()),
        ("啱晒", ()),
        ("Bingo.", ()),
        ("100%, go with the plain version", ("vocabulary",)),
        ("You read my mind — keep it casual.", ("formality",)),
        ("Yes yes, shorter", ("length",)),
        ("对，用你来称呼", ("person",)),
    ],
)
def test_a_yes_in_other_words_is_an_agreement(reply: str, about: tuple[str, ...]) -> None:
    heard = agreement_observations(reply)
    assert len(heard) == 1
    assert heard[0].about == about


@pytest.mark.parametrize(
    "reply",
    [
        "对了，顺便把日期改一下",  # "by the way"
        "是不是要短一点？",  # a question
        "Yes, but not too plain.",  # hedged at once
        "yeah right, plain words",  # sarcastic
        "好的标题应该简短",  # "a good title…"
        "rightly so",
        "Yesterday was fine",
    ],
)
def test_no_yes_is_no_agreement(reply: str) -> None:
    assert agreement_observations(reply) == []
