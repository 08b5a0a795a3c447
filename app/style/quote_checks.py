"""Checks of a quote the model took from the writer's message (app/style/llm_extract.py): was it
dismissed later in the message, is it about one place of the article."""

from app.style.hits import clauses
from app.style.message_cues import DISMISSED
from app.style.terms import LOCAL


def said_before_a_dismissal(quote: str, text: str) -> bool:
    """Do the quoted words come before "…but nah", "Scratch that.", "还是算了" in the text?"""
    at = text.find(quote)
    ends = [text.find(clause) for clause in clauses(text) if DISMISSED.search(clause)]
    return at >= 0 and any(end > at for end in ends)


def is_local(text: str) -> bool:
    """About one place of the article ("这一段", "the intro"), not the writer's style."""
    return bool(LOCAL.search(text))
