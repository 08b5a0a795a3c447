"""The judge reads a reply without its leaks (formats/leaks.py) four times a judgement; the
answer is remembered by reply and article. What is remembered must be what the full reading
gives, and an answer for one article is never given for another. No timing here
(bench/judge_cpu.py measures)."""

import pytest

from app.editing.formats.leaks import without_leaks

READ_IN_FULL = without_leaks.__wrapped__

REPLIES = [
    "<think>Shorter, then.</think>\n\nTitle\n\nThe new opening.",
    "Title\n\nThe new opening.<|im_end|>",
    "/no_think\nTitle\n\nThe new opening.",
    "> 已深度思考（用时 6 秒）\n\n标题\n\n新的开头。",
    "Title\r\n\r\nThe new opening.",
]
ARTICLES = [
    "",
    "The old opening.",
    "How to write <think>…</think> tags in a prompt.",
    "Qwen3 switches: /no_think at the end of a line.",
    "> 已深度思考 is what the app shows.",
]


@pytest.mark.parametrize("article", ARTICLES)
@pytest.mark.parametrize("reply", REPLIES)
def test_a_remembered_reading_is_the_full_reading(reply: str, article: str) -> None:
    first = without_leaks(reply, article)
    assert first == READ_IN_FULL(reply, article)
    assert without_leaks(reply, article) == first  # the second time, from memory


def test_the_same_reply_is_read_anew_for_another_article() -> None:
    reply = "<think>Shorter, then.</think>\n\nThe new opening."
    assert without_leaks(reply, "The old opening.") == "The new opening."
    # an article that writes the tags itself keeps them in the reply
    kept = without_leaks(reply, "How to write <think>…</think> tags.")
    assert kept.startswith("<think>")
    assert without_leaks(reply, "The old opening.") == "The new opening."


def test_a_judgement_reads_each_reply_once_for_each_article() -> None:
    without_leaks.cache_clear()
    reply, article = "Title\n\nThe new opening.<|im_end|>", "The old opening."
    for _ in range(2):  # as the judge does: without an article, then with it, twice each
        without_leaks(reply)
        without_leaks(reply, article)
    assert without_leaks.cache_info().misses == 2
    assert without_leaks.cache_info().hits == 2
