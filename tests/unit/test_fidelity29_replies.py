# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Session 29's reply kinds (fidelity_dev29, blind28's losses and session 28's leads), judged
directly: an asked paragraph left out of a reply that rewrote another one is not cut away
(slots.py); a paragraph named by a duration or a date (topic_words.py) or by a topic written in
passing elsewhere (lone_target.lone_topic); a made-up count beside a clock time (facts.py); a
quotation given to a person named after a role (new_quotes.py); Codex's apply_patch envelope and
Claude's old_str/new_str (formats/block_dress.py); a bold label on the paragraph's line, a word
count, a suggested title, a marked-up copy beside the clean one (formats/label_lines.py); a
changed paragraph bolded or quoted with a note after (formats/dress.py); "*(edited)*", "Only …
changed.", "`400元` 这个数字没有改。" (notes.py); an item added to the article's one list; a noun
replaced throughout with its plural (rule_words.py)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from app.domain.models import LLMCall, PromptMessage
from app.editing.judge import EditRequest, NoEdit, Revised, judge_reply
from app.editing.rule_words import replace_words
from app.editing.topic_words import holding_figures
from app.llm.base import Completion

NEWS = [
    "Millbrook Library opened its new reading garden on Tuesday, eighteen months after volunteers first cleared the yard.",
    "Volunteers planted 60 lavender bushes along the back wall. The work took 1,400 volunteer hours and cost £38,000.",
    "“People kept asking where they could read outside,” said head librarian Ruth Adeyemi. “Now they have an answer.”",
    "Storytelling sessions for under-fives will run in the garden every Friday at 10:30 from May to September.",
    "The garden is open during library hours, 9am to 6pm Monday to Saturday.",
]
ZNEWS = [
    "米溪图书馆的阅读花园周二正式开放。十八个月前，志愿者们才开始清理那片空地。",
    "志愿者们种下了60株薰衣草，整个工程用了1,400个志愿工时，花费38万元。",
    "花园每月的费用由协调人何安敏管理，低收入居民免费。",
    "五月到九月，每周五上午10:30在花园里给五岁以下的孩子讲故事，雨天取消。",
    "花园开放时间与图书馆相同，周一至周六早上9点到晚上6点。",
]
RULES = [
    "## How it works",
    "The league runs from 13 January to 24 March, one round every Wednesday at 7:30 p.m.",
    "Games are played at 60 minutes per player plus 10 seconds per move (written `60+10`).",
    "## Prizes",
    "The winner takes the £40 bar tab.",
    "Shopping list for the quizmaster:\n- answer sheets\n- pencils\n- a bell",
]


def judged(
    paragraphs: list[str], suggestion: str, reply: str, title: str = "T"
) -> Revised | NoEdit:
    body = "\n\n".join(paragraphs)
    call = LLMCall(
        id="c", message_id="m", content_id="a", model="m", messages=[], response=reply,
        created_at=datetime.now(UTC),
    )  # fmt: skip

    async def ask(messages: list[PromptMessage]) -> Completion:
        raise AssertionError("no follow-up expected")

    return asyncio.run(judge_reply(EditRequest(title, body, [suggestion], 1), call, ask))


def saved(paragraphs: list[str], suggestion: str, reply: str) -> str:
    verdict = judged(paragraphs, suggestion, reply)
    assert isinstance(verdict, Revised), verdict
    return verdict.body


def swapped(paragraphs: list[str], index: int, text: str) -> str:
    return "\n\n".join(text if i == index else p for i, p in enumerate(paragraphs))


def test_a_duration_topic_names_the_paragraph_with_durations_not_clock_times() -> None:
    assert holding_figures("time controls", RULES) == {2}
    assert holding_figures("the dates", RULES) == {1}


def test_the_asked_paragraph_is_not_cut_away_when_the_reply_rewrote_another() -> None:
    # "the dates paragraph" answered with a shorter time-control paragraph: nothing is lost
    new = "Games are 60 minutes each plus 10 seconds a move (`60+10`)."
    verdict = judged(RULES, "Tighten the paragraph about the dates.", f"Tighter:\n\n{new}")
    assert isinstance(verdict, NoEdit) and verdict.status == "error"
    assert "instead of paragraph" in verdict.reason


def test_a_note_with_a_code_span_after_the_paragraph_is_the_models() -> None:
    new = "Games are 60 minutes each plus 10 seconds a move (`60+10`)."
    reply = f"Tighter version:\n\n{new}\n\nThe `60+10` notation is unchanged."
    assert saved(RULES, "Tighten the paragraph about time controls.", reply) == swapped(
        RULES, 2, new
    )


def test_a_fragment_answering_one_paragraph_of_a_section_cuts_nothing_else() -> None:
    new = "The winner gets the £40 bar tab."
    got = saved(RULES, "Tighten the prize paragraph.", f"{new}\n\nThe `£40` figure is unchanged.")
    assert got == swapped(RULES, 4, new)


def test_a_made_up_count_is_refused_though_the_article_gives_a_clock_time_with_it() -> None:
    reply = "Every Friday at 10:30 from May to September, more than 30 under-fives will gather in the garden for stories."
    verdict = judged(NEWS, "Make paragraph 4 livelier.", reply)
    assert isinstance(verdict, NoEdit) and "“30”" in verdict.reason


def test_noon_written_as_twelve_is_no_new_figure() -> None:
    before = ["开放日上午10点开始，中午还有一场讲座。", "菜园距车站1.5公里。", "欢迎参加。"]
    new = "开放日上午10点开始，中午12点还有一场堆肥讲座。"
    assert saved(before, "第一段写得更清楚一些。", new) == swapped(before, 0, new)


def test_a_quotation_given_to_a_person_named_after_a_role_is_refused() -> None:
    reply = "生动一点：\n\n花园每月的费用由协调人何安敏管理，低收入居民免费。“这是全城最实惠的事，”协调人何安敏说。"
    verdict = judged(ZNEWS, "第三段写得生动一点。", reply)
    assert isinstance(verdict, NoEdit) and "这是全城最实惠的事" in verdict.reason


@pytest.mark.parametrize(
    "reply",
    [
        "*** Begin Patch\n*** Update File: article.md\n@@\n-{old}\n+{new}\n*** End Patch",
        "<old_str>{old}</old_str>\n<new_str>{new}</new_str>",
    ],
)
def test_codex_patches_and_claude_str_replace_are_blocks(reply: str) -> None:
    old, new = NEWS[4], "The garden keeps library hours: 9am to 6pm, Monday to Saturday."
    got = saved(NEWS, "Make the last paragraph more direct.", reply.format(old=old, new=new))
    assert got == swapped(NEWS, 4, new)


@pytest.mark.parametrize(
    "shape",
    [
        "**Revised paragraph 4:** {new}\n\nLet me know if you'd like it shorter still.",
        "{new}\n\nWord count: 16 → 14",
        "{new}\n\nSuggested title: A Garden for Readers",
        '"{new}"\n\n(Note: I kept the day, time and months exactly as they were.)',
        "Marked up:\n\nStorytelling ~~sessions~~ for under-fives ~~will run~~ **runs** in the garden.\n\nClean version:\n\n{new}",
    ],
)
def test_the_models_words_around_a_paragraph_given_alone_are_not_saved(shape: str) -> None:
    new = "Storytelling for under-fives runs in the garden every Friday at 10:30, May to September."
    assert saved(NEWS, "Tighten paragraph 4.", shape.format(new=new)) == swapped(NEWS, 3, new)


def test_bold_round_the_changed_paragraph_and_an_edited_mark_are_not_saved() -> None:
    new = "Millbrook Library threw open its new reading garden on Tuesday, eighteen months after volunteers first cleared the yard."
    whole = "\n\n".join(["T", f"**{new}**", *NEWS[1:]])
    reply = f"Here's the article with the change in bold:\n\n{whole}\n\nOnly the opening sentence changed."
    assert saved(NEWS, "Make the opening livelier.", reply) == swapped(NEWS, 0, new)
    whole = "\n\n".join(["T", f"{new} *(edited)*", *NEWS[1:]])
    assert saved(NEWS, "Make the opening livelier.", whole) == swapped(NEWS, 0, new)


def test_an_item_added_to_the_one_list_given_alone_replaces_the_list() -> None:
    new = RULES[5] + "\n- a spare pen"
    assert saved(RULES, "I also need a spare pen — add it to the list.", f"Updated:\n\n{new}") == (
        swapped(RULES, 5, new)
    )


def test_a_topic_written_in_passing_yields_to_the_paragraph_a_lone_reply_rewrites() -> None:
    story = [
        "外婆每个星期天都会在小厨房里烙葱油饼。",
        "准备材料：\n- 中筋面粉300克\n- 食用油2汤匙，另备煎饼用油",
        "面团要醒30分钟，醒好之后光滑得像丝绸。",
        "平底锅中火，每面煎3分钟左右，煎到两面金黄就好了。",
        "这个分量能做4张饼。",
    ]
    new = "平底锅中火烧热，每面煎3分钟左右，煎到两面金黄酥脆就大功告成啦。"
    reply = f"**修改后的段落：**\n\n{new}\n\n**改动：**\n- 语气更亲切\n- 火候和时间原样保留"
    assert saved(story, "把煎饼那段写得亲切一点。", reply) == swapped(story, 3, new)


def test_a_noun_replaced_throughout_takes_its_plural_with_it() -> None:
    body = "The garden has 42 plots. Each plot costs £35; plots by the gate cost more."
    edit = replace_words("T", body, "Replace “plot” with “allotment” throughout.", zh=False)
    assert edit is not None and edit.body == (
        "The garden has 42 allotments. Each allotment costs £35; allotments by the gate cost more."
    )
    edit = replace_words("T", "Two buses and a bus stop.", "Replace “bus” with “coach”.", zh=False)
    assert edit is not None and edit.body == "Two buses and a coach stop."
