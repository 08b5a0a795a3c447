"""Model replies no judging can save: far too long, cut off by the provider's filter or a
failure, or holding bytes that were not text. Refused before the edit is judged."""

from __future__ import annotations

from app.domain.models import Content
from app.llm.base import Completion, LLMError

# Room a reply may take beyond the longest article (a title, a preamble, a closing remark).
REPLY_MARGIN_CHARS = 20_000


def longest_reply(max_article_chars: int) -> int:
    """The longest reply read for an article of at most `max_article_chars`."""
    return max_article_chars + REPLY_MARGIN_CHARS


class UnusableReply(LLMError):
    """A reply that ended in a way no judging can save: far too long, or filtered."""


def check_ending(completion: Completion, longest: int) -> None:
    """Refuse before judging a reply longer than any article kept (judging megabytes would
    hold the server for seconds) or one the provider's content filter stopped (what is left
    of it is not the model's edit)."""
    if len(completion.text) > longest:
        raise UnusableReply(
            f"The model's reply ran past {longest:,} characters — longer than any article "
            "Redline keeps — so it was not used."
        )
    if completion.failed:
        raise UnusableReply(
            "The model endpoint reported that its reply failed while it was being written "
            f'(it ended with "{completion.finish_reason}"), so it was not used.'
        )
    if (completion.finish_reason or "").lower().replace("-", "_") == "content_filter":
        raise UnusableReply(
            "The model's provider stopped the reply with its content filter, so it was not "
            "used. If the suggestion could be misread, rephrasing it may help."
        )


_UNREADABLE = "\ufffd"  # what a byte that is not UTF-8 becomes once decoded


def check_readable(completion: Completion, content: Content, suggestions: list[str]) -> None:
    """Refuse a reply whose bytes were not all UTF-8 (a proxy or server recoding it, a
    stream cut inside a character): decoded, each bad byte became '�', and saved it would put
    those marks into the writer's article in place of their words."""
    asked = content.title + content.body + "".join(suggestions)
    if completion.text.count(_UNREADABLE) > asked.count(_UNREADABLE):
        raise UnusableReply(
            "Part of the model's reply could not be read (it was not valid UTF-8 text), so "
            "it was not used: saving it would have put '�' marks into the article."
        )
    if "\x00" in completion.text and "\x00" not in asked:
        # Refused from the writer too (400): no text holds one, and PostgreSQL cannot store it.
        raise UnusableReply(
            "The model's reply held a NUL character, which text cannot contain, so it was not used."
        )
