"""Changes to characters that draw nothing, and to emoji joined into one picture, read whole.

A model (or a paste) that slips in a zero-width space or a soft hyphen used to be described as
'added “”'; a family emoji with one member changed read as '“👧” → “👦”'.
"""

import pytest

from app.domain.describe import describe_changes, describe_withheld
from app.domain.diff import diff_text
from app.domain.models import WithheldChange
from app.domain.shown_chars import shown

FAMILY = "👨\u200d👩\u200d👧"
OTHER_FAMILY = "👨\u200d👩\u200d👦"


@pytest.mark.parametrize(
    ("before", "after", "line"),
    [
        ("Hello world.", "Hello\u200bworld.", "paragraph 2: added “⟨zero width space⟩”"),
        ("Soft hy-phen.", "Soft hy\u00adphen.", "paragraph 2: “-” → “⟨soft hyphen⟩”"),
        ("abc \u202edef", "abc def", "paragraph 2: removed “⟨right-to-left override⟩”"),
        (
            "Plain \ufeffstart.",
            "Plain start.",
            "paragraph 2: removed “⟨zero width no-break space⟩”",
        ),
    ],
)
def test_an_invisible_character_is_named(before: str, after: str, line: str) -> None:
    assert describe_changes("T", f"One.\n\n{before}", "T", f"One.\n\n{after}") == [line]


def test_chinese_names_the_common_invisible_characters() -> None:
    lines = describe_changes(
        "标题", "第一段。\n\n我们去了北京。", "标题", "第一段。\n\n我们去了\u200b北京。"
    )
    assert len(lines) == 1
    assert "⟨零宽空格⟩" in lines[0]
    assert "“”" not in lines[0]


def test_a_joiner_inside_an_emoji_is_part_of_the_picture() -> None:
    assert shown(FAMILY, "en") == FAMILY
    assert shown("❤\ufe0f\u200d🔥", "en") == "❤\ufe0f\u200d🔥"
    assert shown("a\u200db", "en") == "a⟨zero width joiner⟩b"


def test_text_without_format_characters_is_returned_as_is() -> None:
    text = "Café — 咖啡 ☕ 🇫🇷"
    assert shown(text, "en") is text


def test_a_family_emoji_changed_reads_whole() -> None:
    before, after = f"We love {FAMILY} trips.", f"We love {OTHER_FAMILY} trips."
    hunks = diff_text(before, after)
    assert [(h.op, h.text) for h in hunks] == [
        ("equal", "We love "),
        ("delete", FAMILY),
        ("insert", OTHER_FAMILY),
        ("equal", " trips."),
    ]
    assert "".join(h.text for h in hunks if h.op != "insert") == before
    assert "".join(h.text for h in hunks if h.op != "delete") == after
    assert describe_changes("T", before, "T", after) == [
        f"paragraph 1: “{FAMILY}” → “{OTHER_FAMILY}”"
    ]


def test_a_member_added_to_a_joined_emoji_reads_whole() -> None:
    before, after = "Team 👩\u200d💻 ok", "Team 👩\u200d💻\u200d👩 ok"
    hunks = diff_text(before, after)
    assert "".join(h.text for h in hunks if h.op != "insert") == before
    assert "".join(h.text for h in hunks if h.op != "delete") == after
    changed = [h.text for h in hunks if h.op != "equal"]
    assert all(text.startswith("👩") for text in changed), hunks


def test_an_also_suggested_line_names_what_it_would_add() -> None:
    change = WithheldChange(
        paragraph=3, before="Hello world.", after="Hello\u200bworld.", description=""
    )
    assert describe_withheld([change], "en") == [
        "also suggested: paragraph 3: added “⟨zero width space⟩”"
        " — not applied (outside what you asked)"
    ]


def test_a_title_with_an_invisible_character_is_named() -> None:
    change = WithheldChange(paragraph=0, before="Old", after="New\u200b title", description="")
    assert describe_withheld([change], "en") == [
        "also suggested: title → “New⟨zero width space⟩ title”"
        " — not applied (outside what you asked)"
    ]
