"""A whole reply quoted line by line (`> ` on every line, as some chat front-ends render an
answer) is the article unquoted — also when blank lines are left bare, and when the article
quotes someone itself, whose `> ` line the model's quote made `> > `."""

from __future__ import annotations

from app.editing.formats.dress import unquoted_article

OWN_QUOTE = [
    "Thanks for five years.",
    "> \u201cBest buns in town.\u201d \u2014 a regular",
    "See you soon.",
]
PLAIN = ["Losing photos hurts.", "Back them up nightly.", "Test a restore monthly."]


def _quoted(lines: list[str], blank: str) -> str:
    return f"\n{blank}\n".join("> " + line for line in lines)


def test_bare_blank_lines_between_quoted_paragraphs_do_not_split_the_quote() -> None:
    reply = _quoted(["Title", *PLAIN], "")
    assert unquoted_article(reply, PLAIN) == "\n\n".join(["Title", *PLAIN])


def test_an_article_that_quotes_someone_keeps_one_level_of_its_quote() -> None:
    reply = _quoted(["Title", "Thanks for five years, friends!", *OWN_QUOTE[1:]], ">")
    unquoted = unquoted_article(reply, OWN_QUOTE)
    assert unquoted.split("\n\n")[2] == OWN_QUOTE[1]
    assert unquoted.startswith("Title\n\nThanks for five years, friends!")


def test_the_articles_own_quote_alone_is_left_as_it_is() -> None:
    reply = "Thanks for five years, friends!\n\n" + OWN_QUOTE[1] + "\n\nSee you soon."
    assert unquoted_article(reply, OWN_QUOTE) == reply


def test_a_new_paragraph_quoted_alone_is_unquoted_beside_the_articles_own_quote() -> None:
    reply = "> Thanks for five wonderful years, friends!"
    assert unquoted_article(reply, OWN_QUOTE) == "Thanks for five wonderful years, friends!"


def test_the_articles_quote_rewritten_and_quoted_stays_quoted() -> None:
    reply = "> \u201cBest buns in the county.\u201d \u2014 a regular"
    assert unquoted_article(reply, OWN_QUOTE) == reply
