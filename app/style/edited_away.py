"""A wish the writer edited away goes with the message that said it (outside41 finding 9).

Editing a message branches the conversation: the old message leaves the path the writer sees,
and DESIGN's invariant says nothing off that path reaches the model. A preference learned only
from messages off the path is therefore left out of that conversation's prompts (`on_the_path`),
and one learned only from the message an edit replaced is set aside when the edit is learned
(`set_aside_edited_away`) — superseded, with the reason in its history, never deleted. A
revision's evidence names the reply that saved it, a statement's the writer's message: both
count as the edited message's (`said_there`; outside51 F2, a wish learned from a turn that saved
a revision stayed in use after its message was edited away). A preference with any evidence
elsewhere (another message, another article, a hand edit) stays: the writer said or did it there
too. Pure: values in, values out.
"""

from collections.abc import Callable, Collection, Iterable, Sequence
from datetime import datetime

from app.domain.models import AuditEntry, ChatMessage, StyleAssertion
from app.style.records import _audit, _history, _remember

EDITED_AWAY = "edited_away"
# The reason a preference set aside so gives in its history (the persona page says it).
EDITED_REASON = "the message that asked for it was edited"


def _only_from(assertion: StyleAssertion, gone: Callable[[str], bool]) -> bool:
    """Whether every piece of the preference's lasting evidence is a message `gone` says is
    gone. (A one-off's support — 「这篇别用感叹号」, the words a lasting wish was edited into —
    keeps no lasting wish alive: outside55 F16.)"""
    lasting = [e for e in assertion.evidence if "(scoped)" not in e.intent]
    return bool(lasting) and all(e.message_id is not None and gone(e.message_id) for e in lasting)


def on_the_path(
    assertions: Iterable[StyleAssertion], off_the_path: Callable[[str], bool]
) -> list[StyleAssertion]:
    """The preferences a prompt may use when `off_the_path(message_id)` says which messages of
    this conversation the writer no longer sees: those said only there are left out."""
    return [a for a in assertions if not _only_from(a, off_the_path)]


def said_there(messages: Iterable[ChatMessage], replaced: str) -> frozenset[str]:
    """The ids evidence from the message `replaced` may carry: its own, and its replies'."""
    replies = (m.id for m in messages if m.parent_id == replaced and m.role == "assistant")
    return frozenset([replaced, *replies])


def set_aside_edited_away(
    assertions: Sequence[StyleAssertion],
    replaced: str,
    quote: str,
    now: datetime,
    there: Collection[str] = (),
) -> tuple[list[StyleAssertion], list[AuditEntry]]:
    """The live preferences whose only evidence is the message `replaced` (edited into the
    words `quote`) or its replies (`there`, from `said_there`), set aside, with an audit
    entry each."""
    gone = {replaced, *there}
    changed: list[StyleAssertion] = []
    audit: list[AuditEntry] = []
    for held in assertions:
        if held.state not in ("active", "pending_confirmation"):
            continue
        if not _only_from(held, gone.__contains__):
            continue
        a = held.model_copy(deep=True)
        said = f": «{quote}»" if quote else ""
        _remember(a, _history(a, a.value, f"{EDITED_REASON}{said}", now))
        a.state = "superseded"
        a.candidate = None
        a.updated_at = now
        changed.append(a)
        audit.append(
            _audit(a, "superseded", now, conflict=False, rule=EDITED_AWAY, message_id=replaced)
        )
    return changed, audit
