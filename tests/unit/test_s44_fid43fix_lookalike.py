"""在二号集合点那段补一句…: the paragraph named after 在 is the one whose opening holds 二号集合点;
a sentence the model put into its look-alike (一号集合点) is no reading of the topic
(lone_target.py), so the scope stays on the paragraph asked."""

from app.editing.lone_target import _named_by_topic
from app.editing.scope import scope_of
from app.editing.units import Paragraphs

PARAGRAPHS = [
    "各位居民：",
    "社区将于3月13日在滨河公园举办植树活动。",
    "**一号集合点**（公园北门）8:30开放，备有饮用水和急救箱。",
    "**二号集合点**（公园西门）8:45开放，备有饮用水和急救箱。",
    "联系人：赵女士",
]


def _named(asked: str) -> bool:
    scope = scope_of([asked], "植树", Paragraphs(PARAGRAPHS, ["\n\n"] * (len(PARAGRAPHS) - 1)))
    assert scope.paragraphs == frozenset({3})
    return _named_by_topic(scope, asked, PARAGRAPHS)


def test_a_paragraph_named_after_zai_is_its_own_opening() -> None:
    assert not _named("在二号集合点那段补一句：就在儿童游乐场旁边。")


def test_a_paragraph_named_after_ba_still_is() -> None:
    assert not _named("把二号集合点那段补一句：就在儿童游乐场旁边。")
