"""A change in Arabic or Hebrew is shown as whole words, as in English (session 36's outside
journeys: an Arabic writer's "متأخرة" → "مبكرة" read as م + "تأخ"/"بك" + رة)."""

from app.domain.diff import diff_text


def changed(a: str, b: str) -> list[tuple[str, str]]:
    return [(hunk.op, hunk.text) for hunk in diff_text(a, b) if hunk.op != "equal"]


def test_an_arabic_word_changed_is_shown_whole() -> None:
    assert changed("كانت الحافلة متأخرة كالعادة.", "كانت الحافلة مبكرة كالعادة.") == [
        ("delete", "متأخرة"),
        ("insert", "مبكرة"),
    ]


def test_a_hebrew_word_changed_is_shown_whole() -> None:
    assert changed("האוטובוס איחר היום.", "האוטובוס אחר היום.") == [
        ("delete", "איחר"),
        ("insert", "אחר"),
    ]


def test_arabic_punctuation_stays_out_of_the_changed_word() -> None:
    assert changed("نعم، جاءت الحافلة", "لا، جاءت الحافلة") == [("delete", "نعم"), ("insert", "لا")]
