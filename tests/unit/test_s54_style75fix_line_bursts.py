"""A message typed one word a line is read as the sentence it is; a list, a note of whole
sentences or a two-line message keeps its lines."""

import pytest

from app.style.line_bursts import burst_joined


@pytest.mark.parametrize(
    ("text", "joined"),
    [
        ("also\nno\nemoji\nany more\never", "also no emoji any more ever"),
        (
            "actually\nno\nemoji\nwhatsoever\nfrom now on",
            "actually no emoji whatsoever from now on",
        ),
        ("算了\n表情\n一个\n都别放\n以后", "算了表情一个都别放以后"),
        ("以后\n别\n放表情\n了", "以后别放表情了"),
        ("ok\nshorter\nsentences\nevery post\nthx.", "ok shorter sentences every post thx."),
        ("还有\nno\nemoji", "还有 no emoji"),
    ],
)
def test_a_burst_is_one_sentence(text: str, joined: str) -> None:
    assert burst_joined(text) == joined


@pytest.mark.parametrize(
    "text",
    [
        "- tickets\n- parking\n- dates",
        "1. 票价\n2. 停车\n3. 日期",
        "no emoji\nthanks",
        "Shorter sentences.\nNo emoji.\nThanks!",
        "Please keep the sentences short from now on\nand no emoji\nthanks",
        "no emoji please",
    ],
)
def test_a_list_a_note_or_a_long_line_keeps_its_lines(text: str) -> None:
    assert burst_joined(text) == text
