"""A restyle that puts another person or place in a paragraph (outside41 finding 2) is refused,
saying which became which in the article's language; the same name written another way
(a possessive, a curly apostrophe, a plural, capitals, shortened), capitalised words that are
no names (headings, sentence starts, weekdays), a name the writer's message gives or a name
only dropped are not swaps (replaced_names.py, zh_places.py)."""

from __future__ import annotations

import time

import pytest

from app.editing.elided import Refused
from app.editing.fact_names import changed_names
from app.editing.rechecks import rechecked
from app.editing.replaced_names import replaced_names
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from app.editing.zh_places import zh_named

EN = (
    "On Monday we waited at the stop on Otley Road with Ruth Okafor.\n\n"
    "The bus never came, so we walked home to Leeds. Dr Priya Patel lent us an umbrella.\n\n"
    "It was the best soup of the year, and London's finest kitchens could not beat it."
)
ZH = (
    "周六早上，我们在颐和园门口集合。\n\n"
    "我们先沿着昆明湖走了一圈。王老师给大家讲了颐和园的历史。\n\n"
    "张经理开车把几位老人送回了海淀区。下个月我们打算去杭州。"
)


def _with(text: str, at: int, paragraph: str) -> str:
    paragraphs = text.split("\n\n")
    paragraphs[at] = paragraph
    return "\n\n".join(paragraphs)


def _check(before: str, after: str, suggestion: str) -> str:
    scope = scope_of([suggestion], "标题", split_paragraphs(before))
    return rechecked(before, after, [suggestion], scope)


@pytest.mark.parametrize(
    ("at", "paragraph", "said"),
    [
        (1, "The bus never came, so we slogged home to York. Dr Priya Patel lent us an umbrella.",
         "(“Leeds” → “York”)"),
        (0, "Monday. The stop on Otley Road with Anna Smith.", "(“Ruth Okafor” → “Anna Smith”)"),
        (1, "The bus never came, so we trudged home to Leeds. Dr Shah lent us an umbrella.",
         "(“Dr Priya Patel” → “Dr Shah”)"),
        (2, "It was the best soup of the year, and Paris's finest kitchens could not beat it.",
         "(“London” → “Paris”)"),
    ],
)  # fmt: skip
def test_a_restyle_that_swaps_an_english_name_is_refused_naming_both(
    at: int, paragraph: str, said: str
) -> None:
    with pytest.raises(Refused, match=r"swapped a person or place of yours") as refused:
        _check(EN, _with(EN, at, paragraph), "Make it livelier")
    assert said in str(refused.value)


@pytest.mark.parametrize(
    ("at", "paragraph", "said"),
    [
        (1, "我们先绕着西湖慢慢走了一圈。王老师讲了颐和园的历史。", "（“昆明湖” → “西湖”）"),
        (1, "我们先沿着昆明湖走了一圈。李老师讲了颐和园的历史。", "（“王老师” → “李老师”）"),
        (2, "张经理开车把几位老人送回了海淀区。下个月咱们去苏州逛逛。", "（“杭州” → “苏州”）"),
        (2, "张经理驾车将几位老人送返朝阳区。下个月我们打算去杭州。", "（“海淀区” → “朝阳区”）"),
        (2, "刘经理开车把几位老人送回了海淀区。下个月我们打算去杭州。", "（“张经理” → “刘经理”）"),
    ],
)  # fmt: skip
def test_a_restyle_that_swaps_a_chinese_person_or_place_is_refused_in_chinese(
    at: int, paragraph: str, said: str
) -> None:
    with pytest.raises(Refused, match=r"^模型把文中的人名或地名换成了别的") as refused:
        _check(ZH, _with(ZH, at, paragraph), "整篇写得生动一点")
    assert said in str(refused.value)


@pytest.mark.parametrize(
    ("at", "paragraph", "suggestion"),
    [
        # a possessive, capitals, a plural, a name shortened: the same name
        (2, "It was the soup of the year; the finest kitchens of London could not beat it.",
         "Make it livelier"),
        (1, "The bus never came, so we walked home to LEEDS. Dr Patel lent us an umbrella.",
         "Make it livelier"),
        (0, "Monday! We waited at the Otley Road stop with the Okafors.", "Make it livelier"),
        (1, "The bus never came, so we walked home to Leeds. Priya lent us an umbrella.",
         "Make it livelier"),
        # a sentence's first word, no name; a name only dropped is left_out.py's to read
        (0, "Monday. Lesson one: we waited at the stop on Otley Road with Ruth Okafor.",
         "Make it punchier"),
        (1, "The bus never came, so we walked home. Dr Priya Patel lent us an umbrella.",
         "Make it punchier"),
        # the writer asked for the name, or speaks of names
        (1, "The bus never came, so we slogged home to York. Dr Priya Patel lent us an umbrella.",
         "Make it livelier, and it was York, not Leeds"),
        (0, "Monday. The stop on Otley Road with Anna Smith.",
         "Make it punchier and change the names"),
    ],
)  # fmt: skip
def test_the_same_name_written_otherwise_or_asked_is_no_swap(
    at: int, paragraph: str, suggestion: str
) -> None:
    _check(EN, _with(EN, at, paragraph), suggestion)


@pytest.mark.parametrize(
    ("at", "paragraph", "suggestion"),
    [
        (1, "我们先沿着湖边慢慢走了一圈。王老师讲了颐和园的历史。", "第二段生动一点"),
        (2, "老张开车一路把几位老人送回了海淀区。下个月咱们打算去杭州。", "第三段口语一点"),
        (2, "张经理开车把几位老人送回了海淀区。下个月我们打算去杭州市区逛逛。", "第三段口语一点"),
        (2, "张经理开车把几位老人送回了海淀区，踏上回家的路。下个月去苏州。",
         "第三段口语一点，地点改成苏州了"),
        (1, "我们先沿着昆明湖走了一圈。李老师讲了颐和园的历史。",
         "第二段生动一点，讲历史的是李老师"),
    ],
)  # fmt: skip
def test_a_chinese_name_kept_shortened_or_asked_is_no_swap(
    at: int, paragraph: str, suggestion: str
) -> None:
    _check(ZH, _with(ZH, at, paragraph), suggestion)


def test_headings_of_capitalised_words_and_weekdays_are_no_names() -> None:
    before = "## What Comes Next\n\nIn March we go to Harrogate on a Tuesday."
    after = "## Why It Matters\n\nIn March we go to Harrogate on a Wednesday."
    assert replaced_names(before, after, "make it punchier") == []


def test_a_translation_asked_writes_names_anew() -> None:
    after = "周六早上\n\nOn Saturday we met at the Summer Palace.\n\nWe walked round Kunming Lake."
    before = "周六早上\n\n周六早上，我们在颐和园门口集合。\n\n我们先沿着昆明湖走了一圈。"
    _check(before, after, "把全文翻译成英文")


def test_a_curly_apostrophe_is_no_respelt_name() -> None:
    assert changed_names("On Tuesday's trip we took a taxi.", "On Tuesday’s trip? A taxi.") == []


def test_everyday_words_ending_in_a_place_word_are_no_places() -> None:
    named = zh_named("我们去超市买菜，一路走回小区，在湖边休息，踏上回家的路。")
    assert named == []


def test_a_long_paragraph_of_names_is_read_in_linear_time() -> None:
    # 4,000 names a paragraph: each text's words are read once and looked up in sets, well
    # under a second (the bound leaves room for a machine busy with other tests)
    names = " ".join(f"Guest{n:05d} Surname{n:05d}," for n in range(2000))
    people = "，".join(f"王老师{n}和海淀区" for n in range(2000)) + "。"
    started = time.perf_counter()
    assert replaced_names(f"We met {names} at Leeds.", f"We met {names} at York.", "") == [
        ("Leeds", "York")
    ]
    assert replaced_names(people, people.replace("海淀区", "朝阳区"), "") == [("海淀区", "朝阳区")]
    assert replaced_names(people, people.replace("王老师", "李老师"), "") == [("王老师", "李老师")]
    assert time.perf_counter() - started < 5.0
