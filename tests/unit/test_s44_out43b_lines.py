"""A poem or lyric line answered alone ends as the writer's line ends, so it is not cut off,
and it takes that line's place, not the stanza's; "the last line" of a poem is in its last
stanza (outside43 findings 2 and 3)."""

from app.editing.cut import answers_a_line, stops_short
from app.editing.scope import scope_of
from app.editing.splice import line_spliced, quoted_line
from app.editing.units import Paragraphs, normal

POEM = [
    "The grey comes early now,\nit sits on the roofs like a cat\nthat will not be moved.",
    "I light the lamp at four,\nI read the same page twice,\nI wait for a letter from you.",
    "Somewhere a train is leaving.\nSomewhere it is still summer.",
]
ZH = ["我煮一壶老白茶，\n等水开，\n等你的电话。", "月亮很圆，\n我没有告诉任何人。"]


def test_a_line_ending_as_the_quoted_line_does_is_not_cut_off() -> None:
    quoted = {normal("I read the same page twice,")}
    assert answers_a_line("I read one page over and over,", POEM, quoted)
    assert stops_short(["I read one page over and over,"], POEM, [0, 2], quoted) is None
    assert answers_a_line("听水一点点烧开，", ZH, {normal("等水开，")})


def test_a_line_cut_short_still_is() -> None:
    quoted = {normal("I read the same page twice,")}
    assert not answers_a_line("I read the same page over the", POEM, quoted)
    wait = {normal("I wait for a letter from you.")}
    assert not answers_a_line("I wait for a letter, still,", POEM, wait)  # its line ends "."
    assert stops_short(["I read the same page over the"], POEM, [0, 2], quoted) is not None


def test_a_quoted_line_answered_alone_takes_that_lines_place() -> None:
    quoted = {normal("I read the same page twice,")}
    line = quoted_line(POEM[1], "I read one page over and over,", quoted)
    assert line == 2
    assert line_spliced(POEM[1], "I read one page over and over,", line) == (
        "I light the lamp at four,\nI read one page over and over,\nI wait for a letter from you."
    )
    assert quoted_line(POEM[1], "two\nlines", quoted) is None
    assert quoted_line("One line only.", "New line.", quoted) is None


def test_the_last_line_of_a_poem_is_in_its_last_stanza() -> None:
    paragraphs = Paragraphs(POEM, ["\n\n"] * 2, "", "")
    scope = scope_of(["Change the last line so it hurts a bit more."], "November", paragraphs)
    assert not scope.whole and scope.paragraphs == {2}
    scope = scope_of(["最后一行改得更心酸一点。"], "秋夜", Paragraphs(ZH, ["\n\n"], "", ""))
    assert not scope.whole and scope.paragraphs == {1}


def test_a_row_added_to_a_re_padded_table_keeps_the_writers_rows() -> None:
    from app.editing.drift import restore_markup

    table = "| Day | Leader |\n|---|---|\n| Tuesday | Sam |\n| Thursday | Priya |"
    padded = (
        "| Day      | Leader |\n|----------|--------|\n| Tuesday  | Sam    |\n"
        "| Thursday | Priya  |\n| Saturday | Jo     |"
    )
    assert restore_markup(table, padded) == table + "\n| Saturday | Jo |"
    aligned = "| Day      | Tide  |\n|----------|-------|\n| Saturday | 06:12 |"
    wider = "| Day | Tide |\n|-----|------|\n| Saturday | 06:12 |\n| Sunday | 06:55 |"
    assert restore_markup(aligned, wider) == aligned + "\n| Sunday   | 06:55 |"


def test_a_sentence_quoted_from_a_longer_line_is_not_that_line() -> None:
    para = "We met at six. The rain had stopped.\nThen we walked home."
    assert quoted_line(para, "The sky had cleared.", {normal("The rain had stopped.")}) is None
    assert quoted_line(para, "We walked back.", {normal("Then we walked home")}) == 2
