"""Removing emoji keeps the digit of a keycap and a sign drawn as emoji (an outside tester saw
"remove emoji" delete "1️⃣", so the step lost its number)."""

from __future__ import annotations

from app.editing.rules import apply_rules


def test_a_keycap_keeps_its_digit_and_a_sign_its_plain_form():
    body = "1️⃣ Preheat the oven 🔥\n\n2️⃣ Mix the flour 🥣\n\n©️ 2026 Harbour Bakery ™️"
    edit = apply_rules("Bake 🍞", body, "Remove all emoji")
    assert edit is not None and edit.changed
    assert edit.body == "1 Preheat the oven\n\n2 Mix the flour\n\n© 2026 Harbour Bakery ™"
    assert edit.title == "Bake"


def test_chinese_removal_keeps_numbered_steps():
    body = "1️⃣ 先把烤箱预热😀\n\n#️⃣ 话题：周末烘焙"
    edit = apply_rules("烘焙", body, "把表情都删掉")
    assert edit is not None and edit.changed
    assert edit.body == "1 先把烤箱预热\n\n# 话题：周末烘焙"


def test_plain_signs_without_emoji_are_left_alone():
    body = "© 2026 Harbour Bakery. Call 1 800 BAKERY."
    edit = apply_rules("Bake", body, "Remove all emoji")
    assert edit is not None and not edit.changed


def test_a_keycap_made_plain_reads_as_whole_characters_in_the_diff():
    from app.domain.diff import diff_text

    hunks = diff_text("1\ufe0f\u20e3 先把烤箱预热。", "1 先把烤箱预热。")
    assert [(h.op, h.text) for h in hunks] == [
        ("delete", "1\ufe0f\u20e3"),
        ("insert", "1"),
        ("equal", " 先把烤箱预热。"),
    ]
    hunks = diff_text("Love 👍🏽 it", "Love 👍 it")
    assert [(h.op, h.text) for h in hunks][1:3] == [("delete", "👍🏽"), ("insert", "👍")]
