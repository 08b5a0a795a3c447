"""The OpenAPI pattern of a persona's name refuses every control character but a tab, as the
request body does (app/web/schemas.py): without a lookahead, this holds only while VISIBLE takes
no control character, which these tests keep true."""

import re

from app.domain.visible import VISIBLE
from app.web.contract import _NAME_LINE

CONTROLS = [chr(c) for c in [*range(0x00, 0x20), *range(0x7F, 0xA0)]]
NAME = re.compile(_NAME_LINE[True])


def test_no_control_character_shows() -> None:
    assert [c for c in CONTROLS if re.fullmatch(VISIBLE, c)] == []


def test_a_name_takes_no_control_character_but_a_tab() -> None:
    taken = [c for c in CONTROLS if NAME.search(f"编辑{c}部") or NAME.search(f"Ed{c}itor")]
    assert taken == ["\t"]
    assert [c for c in CONTROLS if NAME.search(c)] == []


def test_a_name_needs_something_that_shows_and_may_be_chinese() -> None:
    assert NAME.search("  \t\n") is None
    assert NAME.search("\u200b\u00ad") is None
    assert NAME.search(" 严谨的编辑 ") is not None
    assert NAME.search("Plain\tEditor\r\n") is not None
