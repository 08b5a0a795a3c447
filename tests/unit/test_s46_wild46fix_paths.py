"""An address whose new path the writer wrote alone ("the form lives at /birdcount2027") was
asked for; any other address changed beside it was not (app/editing/addresses.py)."""

import pytest

from app.editing.addresses import check_addresses
from app.editing.elided import Refused
from app.editing.scope import Scope

BEFORE = "Send results at https://millbrooknature.org.uk/birdcount or email birds@mnt.org.uk."
ASK = ["The deadline is now 28 February, and the form lives at /birdcount2027."]


def test_the_path_named_is_the_asked_address() -> None:
    after = BEFORE.replace("/birdcount", "/birdcount2027")
    check_addresses(BEFORE, after, ASK, Scope(whole=True))


def test_another_address_changed_beside_it_is_refused() -> None:
    after = BEFORE.replace("/birdcount", "/birdcount2027").replace("birds@", "bird@")
    with pytest.raises(Refused):
        check_addresses(BEFORE, after, ASK, Scope(whole=True))


def test_a_path_not_named_is_refused() -> None:
    after = BEFORE.replace("/birdcount", "/count")
    with pytest.raises(Refused):
        check_addresses(BEFORE, after, ASK, Scope(whole=True))


def test_a_fraction_or_a_date_is_no_path() -> None:
    after = BEFORE.replace("/birdcount", "/2")
    with pytest.raises(Refused):
        check_addresses(BEFORE, after, ["Count 1/2 of the garden on 3/4."], Scope(whole=True))
