"""The fair notice session 39's addressing tests name parts of, and the part an ask names in
an article: what `scope_of` reads in it, under the title "Fair"."""

from app.editing.scope import Scope, scope_of
from app.editing.units import split_paragraphs

FAIR = "\n\n".join(
    [
        "The fair returns on Saturday. Stalls open at 10am.",
        "Parking is tight. It costs £3 for the day.",
        "My dad ran the cake stall. He still talks about the rain.",
        "Raffle tickets are £1 each. The top prize is a bike.",
        "See you there!",
    ]
)


def scope_in(ask: str, body: str = FAIR) -> Scope:
    """The paragraphs and sentences of `body` that `ask` names."""
    return scope_of([ask], "Fair", split_paragraphs(body))
