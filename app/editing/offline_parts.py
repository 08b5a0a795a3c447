"""Offline, a message of several asks the rules take only some of ("Delete paragraph 3 and make
the intro livelier", 删除第三段，另外开头写得活泼一点): the asks the rules take are made, and each
one they cannot make is named for the writer ("Not done: …", 没有改：…), rather than the whole
message answered with "this needs a model" and nothing done."""

from __future__ import annotations

from app.editing.clauses import asks_change, separate_asks
from app.editing.not_articles import LASTING
from app.editing.rule_terms import RuleEdit, is_chinese
from app.editing.rules import OFFLINE_RULES, apply_all
from app.editing.undone import asked_words


def partly_offline(title: str, body: str, message: str) -> tuple[RuleEdit, str] | None:
    """The rules' edit for the asks of `message` they take and a line per ask they cannot
    make; None when the message is one ask, the rules take every ask or none, change nothing,
    or another part is no edit to make (a lasting wish, a question)."""
    asks = separate_asks(message)
    if len(asks) < 2:
        return None
    taken = [ask for ask in asks if apply_all(title, body, [ask], OFFLINE_RULES) is not None]
    if not taken or len(taken) == len(asks):
        return None
    edit = apply_all(title, body, taken, OFFLINE_RULES)
    if edit is None or not edit.changed:
        return None
    left = [ask for ask in asks if ask not in taken]
    if not all(asks_change(ask) and not LASTING.search(ask) for ask in left):
        return None  # a lasting wish to note, a question to answer: the offline reply says so
    return edit, "\n".join(_not_offline(ask, is_chinese(message.strip())) for ask in left)


def _not_offline(ask: str, chinese: bool) -> str:
    said = asked_words(ask)
    if chinese:
        return f"没有改：“{said}”——离线模式（未接入大模型）做不了这种修改，接入大模型后再说一次。"
    return (
        f"Not done: “{said}” — offline (no model set up) the editor cannot make that kind of "
        "change; say it again once a model is set up."
    )
