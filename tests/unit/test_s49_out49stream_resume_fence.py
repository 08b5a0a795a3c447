"""A resumed stream is compared with what the writer saw by what the two attempts answer, with
a fence around the whole reply taken off (``` or ~~~, with a label such as markdown): one
attempt may be fenced and the other not, and the spliced reply stays one readable reply —
the new attempt's closing fence left out, the first attempt's closed (outside48 F1)."""

import re

import pytest

from app.llm.resume_match import Resumption

WHOLE_ZH = "公交\n\n公交车今天又晚了！真是的。\n\n我们在雨里等了二十分钟。"
WHOLE_EN = "Bus\n\nThe bus was late again! Typical.\n\nWe waited twenty minutes in the rain."


def _pieces(text: str, size: int) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)]


def _spliced(seen: str, again: str, size: int = 3) -> str | None:
    """What the writer's reply becomes: the text seen, then what the resumed attempt passes on
    (None when it is refused)."""
    resumption = Resumption(seen)
    passed = []
    for piece in _pieces(again, size):
        rest = resumption.feed(piece)
        if resumption.differs:
            return None
        if rest is not None:
            passed.append(rest)
    if not resumption.covered:
        return None
    return seen + "".join(passed) + resumption.end()


@pytest.mark.parametrize("whole", [WHOLE_ZH, WHOLE_EN])
@pytest.mark.parametrize("opening", ["```", "```markdown", "~~~", "````md", "```text "])
@pytest.mark.parametrize("size", [1, 3, 200])
def test_an_unfenced_reply_resumed_by_a_fenced_one_goes_on_unfenced(
    whole: str, opening: str, size: int
) -> None:
    closing = opening.strip()[:3]
    seen = whole[:9]
    again = f"{opening}\n{whole}\n{closing}\n"
    assert _spliced(seen, again, size) == whole + "\n"  # the line break after the fence kept


@pytest.mark.parametrize("whole", [WHOLE_ZH, WHOLE_EN])
@pytest.mark.parametrize("opening", ["```", "```markdown", "~~~~"])
@pytest.mark.parametrize("size", [1, 4, 200])
def test_a_fenced_reply_resumed_by_an_unfenced_one_is_closed_as_it_opened(
    whole: str, opening: str, size: int
) -> None:
    seen = f"{opening}\n{whole[:9]}"
    closing = re.match(r"[`~]+", opening)[0]  # type: ignore[index]
    assert _spliced(seen, whole, size) == f"{opening}\n{whole}\n{closing}"


def test_fenced_in_another_way_on_each_attempt_keeps_the_first_attempts_fence() -> None:
    seen = "```markdown\n" + WHOLE_ZH[:9]
    again = "<think>换个格式。</think>\n~~~\n" + WHOLE_ZH + "\n~~~"
    assert _spliced(seen, again) == "```markdown\n" + WHOLE_ZH + "\n```"


def test_the_same_fence_on_both_attempts_passes_the_rest_as_it_came() -> None:
    seen = "```\n" + WHOLE_EN[:12]
    again = "```\n" + WHOLE_EN + "\n```"
    assert _spliced(seen, again) == again


def test_a_fence_inside_the_article_is_kept_only_the_wrapping_one_goes() -> None:
    article = "Setup\n\nRun this:\n\n```bash\nmake install\n```\n\nThen open 运行结果。"
    again = "```markdown\n" + article + "\n```\n"
    assert _spliced(article[:8], again, 2) == article + "\n"
    # A code block opened bare is the article's too: the last fence line closes the wrapping.
    bare = "Intro\n\n```\nls -l\n```\n\n结尾。"
    assert _spliced(bare[:7], "```markdown\n" + bare + "\n```", 3) == bare
    # An article that ends in its own code block keeps its closing fence.
    ending = "Setup\n\nRun this:\n\n```bash\nmake install\n```"
    assert _spliced(ending[:8], "```\n" + ending + "\n```", 5) == ending
    assert _spliced(ending[:8], ending, 5) == ending


@pytest.mark.parametrize("size", [1, 6, 300])
def test_a_remark_after_the_closing_fence_is_kept_without_the_fence(size: int) -> None:
    again = "```\n" + WHOLE_EN + "\n```\n\nI made the first paragraph livelier."
    spliced = _spliced(WHOLE_EN[:9], again, size)
    assert spliced == WHOLE_EN + "\n\nI made the first paragraph livelier."


def test_a_blank_line_inside_the_fence_is_no_difference() -> None:
    assert _spliced(WHOLE_ZH[:5], "```\n\n" + WHOLE_ZH + "\n```") == WHOLE_ZH


@pytest.mark.parametrize(
    ("seen", "again"),
    [
        (WHOLE_ZH[:9], "```\n今天的公交车又晚了！\n```"),
        ("```\n" + WHOLE_EN[:9], "The bus was late."),
        (WHOLE_EN[:9], "```python\nprint('Bus')\n```"),
    ],
)
def test_another_answer_is_still_refused_fenced_or_not(seen: str, again: str) -> None:
    assert _spliced(seen, again) is None


def test_a_fence_line_alone_is_not_an_answer_that_covers_the_text_seen() -> None:
    resumption = Resumption(WHOLE_ZH[:6])
    assert resumption.feed("```markdown") is None and not resumption.differs
    assert resumption.feed("\n") is None and not resumption.covered


def test_a_tail_that_only_looks_like_a_closing_fence_is_passed_on_when_it_is_not_one() -> None:
    resumption = Resumption(WHOLE_EN[:6])
    assert resumption.feed("```\n" + WHOLE_EN[:20]) == WHOLE_EN[6:20]
    assert resumption.feed("\n``") == ""  # maybe the closing fence: held
    assert resumption.feed("` is no fence") == "\n``` is no fence"
    assert resumption.end() == ""


def test_text_seen_that_stopped_inside_the_opening_fence_line_is_compared_as_it_came() -> None:
    assert Resumption("```mark").feed("```markdown\nBus") == "down\nBus"


@pytest.mark.parametrize("size", [1, 4, 300])
def test_a_code_block_begun_in_the_text_seen_is_counted_as_the_articles(size: int) -> None:
    article = "Setup\n\n```bash\nmake install\n```\n\n然后打开页面。"
    seen = article[: article.index("make") + 4]  # stopped inside the article's code block
    assert _spliced(seen, "```markdown\n" + article + "\n```", size) == article
