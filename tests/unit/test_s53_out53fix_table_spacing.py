"""A table the model only re-padded (outside53 F5).

What a writer wants: a table whose cells and column alignment are all as they wrote them has
not changed in anything they read. Offering it as "paragraph 9: rewritten — not applied" sends
the writer to compare a table of figures cell by cell for a change that is not there. It is
still offered (fidelity_lead21's table_padded cases keep it reviewable: some writers keep their
Markdown tables aligned), but named as what it is: "only the table's spacing changed",
只改了表格的空格. The pure reading is tested here; the flow in
tests/api/test_s53_out53fix_table_spacing.py."""

from __future__ import annotations

import pytest

from app.domain.describe import describe_withheld
from app.domain.models import WithheldChange
from app.domain.table_spacing import respaced

TABLE = (
    "| Time | Walkers | Runners |\n|---|---|---|\n"
    "| 07:00–08:00 | 96 | 41 |\n| 08:00–09:00 | 142 | 22 |"
)
PADDED = (
    "| Time        | Walkers | Runners |\n|-------------|---------|---------|\n"
    "| 07:00–08:00 | 96      | 41      |\n| 08:00–09:00 | 142     | 22      |"
)
ZH = "| 时间 | 步行 | 骑车 |\n|---|---|---|\n| 早上七点 | 96 | 63 |"
ZH_PADDED = "| 时间     | 步行 | 骑车 |\n| -------- | ---- | ---- |\n| 早上七点 | 96   | 63   |"


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (TABLE, PADDED),
        (PADDED, TABLE),  # padding taken out
        (ZH, ZH_PADDED),
        ("The figures:\n" + TABLE, "The figures:\n" + PADDED),  # a caption line kept as is
        ("| a \\| b | c |\n|---|---|\n| 1 | 2 |", "| a \\| b   | c |\n|-----|---|\n| 1   | 2 |"),
    ],
)
def test_a_table_only_re_padded_is_respaced(before: str, after: str) -> None:
    assert respaced(before, after)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (TABLE, TABLE),  # no change
        (TABLE, PADDED.replace("142    ", "143    ")),  # a figure changed
        (ZH, ZH_PADDED.replace("早上七点", "早上8点 ")),
        (TABLE, PADDED.replace("|-------------|", "|:-----------:|")),  # a column re-aligned
        (TABLE, PADDED + "\n| 09:00–10:00 | 80      | 10      |"),  # a row added
        (TABLE, PADDED.replace("| Runners |", "| Joggers |")),  # a heading reworded
        ("The figures:\n" + TABLE, "The numbers:\n" + PADDED),  # the caption reworded
        ("We walked  home.", "We walked home."),  # prose spacing: not a table's
        ("| a | b |\n|---|---|", "| a | b | |\n|---|---|---|"),  # a column added
    ],
)
def test_any_other_change_is_not_respaced(before: str, after: str) -> None:
    assert not respaced(before, after)


def test_a_re_padded_table_is_described_as_its_spacing_not_rewritten() -> None:
    for lang, before, after, said in [
        ("en", TABLE, PADDED, "the table's spacing"),
        ("zh", ZH, ZH_PADDED, "表格的空格"),
    ]:
        change = WithheldChange(paragraph=1, before=before, after=after, description="")
        (line,) = describe_withheld([change], lang, before)  # type: ignore[arg-type]
        assert said in line
        assert "rewritten" not in line and "改写" not in line
