"""What a restyle must not change in the asked text, whatever it was asked: the unit of a
measurement (measures.py), a quotation made up for a person of the article (new_quotes.py),
and — in a cut too — a negation turned into its opposite (negations.py; facts.py reads it for
every other restyle). Each makes the article say something the writer never wrote, so the
rewrite is refused: nothing is saved, the writer is told why in plain words."""

from __future__ import annotations

from collections.abc import Sequence

from app.domain.text import counts_characters
from app.editing.commitments import check_commitments
from app.editing.dropped_bounds import check_dropped_bounds
from app.editing.elided import Refused
from app.editing.fact_reading import flipped_negations
from app.editing.flipped_said import flipped_reason
from app.editing.measures import asks_units, switched_units
from app.editing.negated_states import negated_states
from app.editing.new_quotes import asks_quote, invented_quotes
from app.editing.polarity import check_polarity
from app.editing.qualifiers import check_days
from app.editing.scope import Scope
from app.editing.turned_paragraphs import turned_paragraphs
from app.editing.turned_words import turned_round


def check_meaning(
    before: str, after: str, suggestions: Sequence[str], scope: Scope, *, selected: bool = False
) -> None:
    """Raises Refused when the rewrite of `before` as `after` wrote a figure in another unit,
    gave a person words they never said, or (a cut of more than the writer's selection)
    turned a negation into its opposite — unless the suggestion asks for it."""
    if scope.translate:
        return
    asked = "\n".join(suggestions)
    check_polarity(before, after, asked)
    _check_states(before, after, asked)
    switched = switched_units(before, after)
    if switched and not asks_units(asked, switched):
        shown = ", ".join(f"“{old}” → “{new}”" for old, new in switched[:3])
        raise Refused(
            f"The model wrote your measurements in another unit ({shown}) with the same "
            "figures, which the suggestion did not ask for, so the article would say something "
            "else. Nothing was saved — press Retry."
        )
    if not scope.shorten:  # a cut may leave "at least" out with the rest it cut
        check_dropped_bounds(before, after, asked)
    check_days(before, after, asked)  # "change the draw to 1pm" moves no Wednesday
    check_commitments(before, after, asked)  # a cut or a gentler tone too
    made = invented_quotes(before, after)
    if made and not asks_quote(asked):
        raise Refused(
            "The model put words in someone's mouth that your article never quotes (“"
            + made[0].strip().rstrip(",，")
            + "”), which the suggestion did not ask for. Nothing was saved — press Retry."
        )
    if scope.shorten and not selected:
        turned = flipped_negations(before, after)
        if turned:
            raise Refused(flipped_reason(turned, before, shortening=True))


def _check_states(before: str, after: str, asked: str) -> None:
    """Refuse a state the writer stated that the rewrite negates in other words."""
    turned = negated_states(before, after, asked)
    if not turned:
        return
    old, new = turned[0]
    if counts_characters(before):
        raise Refused(
            f"模型把你写的“{old}”改成了否定的说法（不{new}），意思正好反了，而修改建议并没有"
            "这样要求，所以没有保存。请按“重试”。"
        )
    raise Refused(
        f"The model turned your “{old}” into “not {new}”, which says the opposite; the "
        "suggestion did not ask for that. Nothing was saved — press Retry."
    )


def check_turned(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when a sentence the rewrite reworded a little says the opposite
    (turned_words.py) — read after the facts' own checks, which name a dropped "not" or an
    other figure more exactly."""
    if scope.translate:
        return
    asked = "\n".join(suggestions)
    for old, new in turned_round(before, after, asked)[:1]:
        raise Refused(
            f"The model turned your sentence “{old}” into “{new}”, which says the opposite; "
            "the suggestion did not ask for that. Nothing was saved — press Retry."
        )
    for old, new in turned_paragraphs(before, after, asked)[:1]:
        if counts_characters(before):
            raise Refused(
                f"模型把你写的“{old}”改成了“{new}”，规定的意思变了——原本不允许的现在允许了，而"
                "修改建议并没有这样要求，所以没有保存。请按“重试”。"
            )
        raise Refused(
            f"The model turned your rule “{old}” into “{new}”, which allows what you ruled "
            "out; the suggestion did not ask for that. Nothing was saved — press Retry."
        )
