"""A flat verdict on the writing ("Too formal, livelier") is the writer's complaint, kept from
the classifier's veto; the same words asked, supposed, reported or scoped to one piece are not."""

import pytest

from app.style.verdicts import gives_a_verdict


@pytest.mark.parametrize(
    "text",
    [
        "Too formal, livelier",
        "Too formal.",
        "Way too stiff, make it chattier",
        "It's far too chatty",
        "Still too wordy",
        "Reads too stiff",
        "太正式了，活泼一点",
        "还是有点太长了",
        "這篇太正式了",
    ],
)
def test_a_verdict_said_flatly_is_kept(text: str) -> None:
    assert gives_a_verdict(text)


@pytest.mark.parametrize(
    "text",
    [
        "Is this too formal?",
        "Too formal?",
        "Too formal for Instagram, do you reckon?",
        "My boss thinks it is too formal",
        "If it is too formal, fix it",
        "Too formal for this one post only",
        "Maybe too formal",
        "Too bad, we ran out of time",
        "Not too formal, I hope",
        "太正式了吗",
        "是不是太正式了",
        "太好了",
        "如果太正式就改一下",
    ],
)
def test_a_verdict_asked_supposed_or_not_about_the_writing_is_not(text: str) -> None:
    assert not gives_a_verdict(text)
