""" "The paragraph about …" matched by any form of its words ("calling" → "called"), not by
number words, not in an email's quoted thread when the writer's own text holds them, and a
tie broken by the rest of the suggestion."""

import pytest

from app.editing.mentions import described_paragraphs

EMAIL = [
    "Hi Dana,",
    "Thanks for the shortlist. I called both places this morning. The Harbor Loft can take 40.",
    "I lean towards Millbrook. Can you check the coach company?",
    "Best,\nSam",
    "> On Tue, Dana wrote:\n> Here are the two venues that replied.\n> We need to book by friday.",
]
README = [
    "quickcache is a tiny cache.",
    "The decorator accepts *args. Keys are built from the arguments, which must be hashable.",
    "* `ttl` — seconds before an entry expires\n* `typed` — treat 1 and 1.0 as different keys",
]


@pytest.mark.parametrize(
    ("suggestion", "paragraphs", "expected"),
    [
        ("Shorten the paragraph about calling the two venues.", EMAIL, {1}),
        ("Say what happens with unhashable arguments, in the paragraph about keys.", README, {1}),
        ("Trim the paragraph about the coach company.", EMAIL, {2}),
    ],
)
def test_the_paragraph_about_some_words(
    suggestion: str, paragraphs: list[str], expected: set[int]
) -> None:
    assert described_paragraphs(suggestion, paragraphs) == expected


def test_the_quoted_thread_is_named_when_only_it_holds_the_words() -> None:
    assert described_paragraphs("Fix the paragraph about booking by friday.", EMAIL) == {4}


def test_a_tie_the_rest_of_the_suggestion_does_not_break_names_nothing() -> None:
    assert described_paragraphs("Rewrite the paragraph about keys.", README) == set()
