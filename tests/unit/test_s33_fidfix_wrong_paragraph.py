"""Another paragraph than the asked one, reworded in several words while keeping its figures,
is the asked edit not done (an error to retry), not "nothing to change"."""

from app.domain.models import WithheldChange
from app.editing.scope import Scope
from app.editing.withheld_only import withheld_only

METHODS = (
    "**Methods.** Over two growing seasons we will install 240 sensors on 60 farms in Makueni "
    "County, Kenya, with 60 matched control farms. Readings are sent every 30 minutes over LoRa."
)
FORMAL = (
    "**Methods.** During two consecutive growing seasons, the project will install 240 sensors "
    "on 60 farms in Makueni County, Kenya, together with 60 matched control farms. Readings "
    "will be transmitted every 30 minutes via LoRa."
)


def _change(before: str, after: str) -> WithheldChange:
    return WithheldChange(paragraph=3, before=before, after=after, description="rewritten")


def test_a_formal_rewrite_of_another_paragraph_is_an_error() -> None:
    status, message = withheld_only([_change(METHODS, FORMAL)], Scope(paragraphs=frozenset({4})))
    assert status == "error"
    assert "instead of paragraph 5" in message


def test_a_typo_fixed_in_another_paragraph_is_no_error() -> None:
    typo = METHODS.replace("Readings", "Redings")
    status, _ = withheld_only([_change(typo, METHODS)], Scope(paragraphs=frozenset({4})))
    assert status == "ok"
