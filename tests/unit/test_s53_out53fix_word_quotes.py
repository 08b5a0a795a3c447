"""Two block quotes side by side are two paragraphs of the article — often two speakers — and a
Word round trip keeps them two (outside53 F3: they came back as one quote, one paragraph fewer,
so every "paragraph N" after them counted differently from the writer's copy). A quote of
several lines stays one paragraph: its lines are line breaks in one Word paragraph."""

from __future__ import annotations

import io
import zipfile
from datetime import UTC, datetime

import pytest

from app.web.word import docx_bytes
from app.web.word_import import read_docx

WHEN = datetime(2026, 12, 7, 12, 0, tzinfo=UTC)

BODIES = {
    "two_speakers": (
        'Intro line.\n\n> "If the path shuts, there is no crossing." — Ruth Okafor\n\n'
        '> "I would just drive instead." — Tom Hale\n\nClosing line.'
    ),
    "two_speakers_zh": (
        "开头。\n\n> “路一封，就过不去了。”——王阿姨\n\n> “那我就开车吧。”——老陈\n\n结尾。"
    ),
    "three_quotes_last": "> one\n\n> two\n\n> three",
    "one_quote_two_lines_then_another": (
        "> 床前明月光，\n> 疑是地上霜。\n\n> 举头望明月，\n> 低头思故乡。"
    ),
    "quote_with_blank_quote_line": (
        "> First part of the letter.\n>\n> Second part.\n\n> P.S. bring tea."
    ),
    "quote_then_list": "> Stay safe.\n\n- a bottle\n- a map",
}


@pytest.mark.parametrize("name", sorted(BODIES))
def test_adjacent_quotes_come_back_as_separate_paragraphs(name: str) -> None:
    body = BODIES[name]
    read = read_docx(docx_bytes("T", body, version=2, updated_at=WHEN))
    assert read.body == body
    assert len(read.body.split("\n\n")) == len(body.split("\n\n"))


def test_a_quote_of_two_lines_is_one_word_paragraph_with_a_line_break() -> None:
    data = docx_bytes("T", "> line one\n> line two\n\n> other", version=1, updated_at=WHEN)
    xml = zipfile.ZipFile(io.BytesIO(data)).read("word/document.xml").decode()
    # two quote paragraphs in Word, as the writer sees two paragraphs: the first holds a break
    assert xml.count('<w:pStyle w:val="Quote"/>') == 2
    assert xml.count("<w:br/>") == 1
