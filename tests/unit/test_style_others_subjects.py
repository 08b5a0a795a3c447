"""Someone else told of by what they are to the writer, whatever comes before it ("A fellow
volunteer writes…", "My writing group's chair insists…", 我有个同期作者…, 教研组长写通知…,
学院办公室的小王…): their ways are theirs, never filed (at most asked); the writer's own
request that merely names a person ("写给老师看的通知正式点") stays the writer's."""

import pytest

from app.style.extract import offline_observations
from app.style.others import is_someone_else


@pytest.mark.parametrize(
    "text",
    [
        "A fellow volunteer writes every flyer in capital letters with five exclamation marks.",
        "My writing group's chair insists on third person for everything.",
        "The guy who ran this blog before me used tons of emoji, people seemed to like it.",
        "A rival bakery's posts are all slang and memes.",
        "我有个同期作者文风特别跳脱，满屏感叹号，读者还挺吃这一套。",
        "教研组长写通知向来一句话一段，说是方便家长在手机上看。",
        "我大学室友做自媒体，标题都老长，说是为了搜索。",
        "学院办公室的小王写新闻稿全是术语。",
        "同组的张老师写通知一向很正式，家长都说像公文。",
        "我们社的老编辑向来一段话写半页纸。",
    ],
)
def test_someone_elses_ways_are_not_filed(text):
    assert is_someone_else(text)
    # (What readers are said to enjoy beside it may be asked, never filed.)
    assert all(o.tentative for o in offline_observations(text))


@pytest.mark.parametrize(
    ("text", "heard"),
    [
        ("写给老师看的通知正式点", ("formality", "formal")),
        ("Make the host intro shorter and punchier from now on.", ("length", "concise")),
        ("以后写给张老师的周报都短一点", ("length", "concise")),
    ],
)
def test_a_person_named_in_the_writers_own_request_leaves_it_theirs(text, heard):
    assert not is_someone_else(text)
    assert heard in {(o.dimension, o.value) for o in offline_observations(text)}
