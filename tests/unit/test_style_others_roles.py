"""Someone named by a role, office or title describing their own habit (app/style/others.py):
nothing filed, whatever the style words."""

import pytest

from app.style.arbiter import arbitrate
from app.style.extract import offline_observations
from app.style.others import is_someone_else


@pytest.mark.parametrize(
    "text",
    [
        "The harbour master writes every notice in capitals — even the tide tables. Odd fellow. "
        "Please fix the date to the 4th.",
        "Our churchwarden always signs off with three exclamation marks. Bless him. The fete is "
        "on Sunday.",
        "我们科长写材料一向是一句话写满三行，大家早就习惯了。会议改到周五。",
        "那位专员写邮件总爱用一堆英文缩写，大家见怪不怪了。附件已更新。",
        "The parish clerk refers to himself as 'the Clerk' in every email. Funny old chap.",
    ],
)
def test_a_role_or_title_describing_a_habit_files_nothing(text: str) -> None:
    assert arbitrate(text, offline_observations(text)) == []


@pytest.mark.parametrize(
    ("clause", "someone"),
    [
        ("The district officer writes everything in the third person", True),
        ("我们所长写东西向来是长句套长句", True),
        ("The shorter posts work better", False),  # a size, no one who writes
        ("The newsletter writes itself", False),  # a document
        ("我家长写东西很随意", False),  # (家长 are parents, read by the readers' rules)
    ],
)
def test_who_the_subject_is(clause: str, someone: bool) -> None:
    assert is_someone_else(clause) is someone
