"""Outside43's findings 5, 12 and 14 pinned at the level of the pieces that read them: a code
refusal quotes the line (or the words) that changed, a code span made longer is changed code,
links written reference-style go back inline, a footnote marker is put back or named, labels
are no figures, and a Chinese article's failed model call is told in Chinese."""

from __future__ import annotations

import pytest

from app.domain.models import LLMCall
from app.editing import said_in_chinese
from app.editing.commands import check_commands
from app.editing.elided import Refused
from app.editing.failed_calls import failed_call
from app.editing.footnotes import footnotes_line, restore_markers
from app.editing.reference_links import inline_links
from app.editing.scope import Scope
from app.llm.base import LLMTimeout

BLOCK = (
    "```python\nfrom tenacity import retry, stop_after_attempt, wait_exponential\n\n"
    "@retry(stop=stop_after_attempt(5), wait=wait_exponential(multiplier=1, max=30))\n"
    "def fetch(url):\n    return requests.get(url, timeout=10)\n```"
)


def _refusal(before: str, after: str, asked: str = "Make it more conversational.") -> str:
    with pytest.raises(Refused) as refused:
        check_commands(before, after, [asked], Scope())
    return str(refused.value)


def test_a_block_changed_in_its_last_line_is_quoted_by_that_line() -> None:
    said = _refusal(BLOCK, BLOCK.replace("timeout=10", "timeout=15"))
    assert (
        "(`return requests.get(url, timeout=10)` → `return requests.get(url, timeout=15)`)" in said
    )
    assert "from tenacity" not in said


def test_a_long_changed_line_is_quoted_by_its_changed_words() -> None:
    line = (
        "const client = createClient({ baseUrl: '/api', timeout: 5000, retries: 2, keep: true });"
    )
    said = _refusal(f"```js\n{line}\n```", f"```js\n{line.replace('5000', '3000')}\n```")
    assert "(`timeout: 5000, retries:` → `timeout: 3000, retries:`)" in said


def test_a_line_added_to_a_block_is_shown_beside_its_neighbour() -> None:
    before = "```bash\nexport ENV=staging\ndeploy --target web-01\n```"
    after = "```bash\nexport ENV=staging\ndeploy --target web-01\ndeploy --target web-02\n```"
    said = _refusal(before, after)
    assert "(`deploy --target web-01` → `deploy --target web-01 ⏎ deploy --target web-02`)" in said


@pytest.mark.parametrize(
    ("old", "new"),
    [("--careful", "--carefull"), ("go mod tidy", "go mod tidy -v"), ("Makefile", "Makefiles")],
)
def test_a_code_span_made_longer_is_changed_code(old: str, new: str) -> None:
    said = _refusal(f"Use `{old}` for the old behaviour.", f"Want the old way? Use `{new}`.")
    assert f"`{new}`" in said


@pytest.mark.parametrize(
    "after",
    [
        "Want the old way? Use --careful.",  # the marks dropped: still the writer's code
        "想要以前的做法，就用--careful吧。",  # beside Chinese, no space
        "Want the old way? Use `--careful`, as before.",
    ],
)
def test_the_writers_code_written_out_or_kept_is_not_refused(after: str) -> None:
    check_commands(
        "Use `--careful` for the old behaviour.", after, ["Make it friendlier."], Scope()
    )


ARTICLE = (
    "Start at [the station](https://example.org/station) and read the "
    "[weather](https://www.metoffice.gov.uk/) first.\n\nIt is flat.[^1]\n\n[^1]: 18 miles."
)
REFERENCED = (
    "Start at [the station][1] and check the [weather][2] first.\n\nIt's flat.[^1]\n\n"
    "[^1]: 18 miles.\n\n[1]: https://example.org/station\n[2]: https://www.metoffice.gov.uk/"
)


def test_links_written_reference_style_go_back_inline() -> None:
    assert inline_links(REFERENCED, ARTICLE, "Make it more casual.") == (
        "Start at [the station](https://example.org/station) and check the "
        "[weather](https://www.metoffice.gov.uk/) first.\n\nIt's flat.[^1]\n\n[^1]: 18 miles."
    )


@pytest.mark.parametrize(
    ("reply", "asked"),
    [
        (REFERENCED, "Use reference-style links."),  # asked for
        (REFERENCED, "把链接改成引用式。"),
        (REFERENCED.replace("metoffice.gov.uk", "bbc.co.uk/weather"), "Make it casual."),
    ],
)
def test_links_asked_for_or_pointed_elsewhere_are_left_as_the_model_wrote_them(
    reply: str, asked: str
) -> None:
    assert inline_links(reply, ARTICLE, asked) == reply


@pytest.mark.parametrize(
    ("before", "after", "kept"),
    [
        ("It is flat all the way.[^1]", "Flat all the way!", "Flat all the way![^1]"),
        (
            "We ate in Wadebridge.[^cafe] The pasty was good.",
            "Lunch was in Wadebridge! The pasty was great.",
            "Lunch was in Wadebridge![^cafe] The pasty was great.",
        ),
        (
            "Studies show[^2] that cats nap.",
            "Studies show that cats nap a lot.",
            "Studies show[^2] that cats nap a lot.",
        ),
        (
            "看了一场宋画特展，人不算多。[^1]",
            "看了一场宋画特展，人不多。",
            "看了一场宋画特展，人不多。[^1]",
        ),
        ("Kept.[^1]", "Still kept.[^1]", "Still kept.[^1]"),
    ],
)
def test_a_dropped_footnote_marker_is_put_back_where_it_stood(
    before: str, after: str, kept: str
) -> None:
    assert restore_markers(before, after) == kept


def test_a_marker_that_cannot_be_placed_is_named_as_a_footnote() -> None:
    before = "We ate in Wadebridge.[^cafe] The pasty was good.\n\n[^cafe]: Closed on Sundays."
    after = "We ate in Wadebridge, where the pasty was good.\n\n[^cafe]: Closed on Sundays."
    assert (
        restore_markers(before.split("\n\n")[0], after.split("\n\n")[0]) == after.split("\n\n")[0]
    )
    assert "footnote marker [^cafe]" in footnotes_line(before, after)
    assert footnotes_line(before, before) == ""
    zh = footnotes_line("看展。[^1]\n\n[^1]: 展期到三月。", "看展。\n\n[^1]: 展期到三月。")
    assert zh.startswith("请核对脚注：模型漏掉了脚注标记 [^1]")


def _call() -> LLMCall:
    return LLMCall(
        id="m", message_id="m", content_id="c", model="x", messages=[], created_at="2026-01-01"
    )


def test_a_failed_call_is_told_in_chinese_on_a_chinese_article_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(said_in_chinese, "FAILURES_IN_CHINESE", True)
    error = LLMTimeout("The model did not answer within 10 seconds (1 attempt).")
    zh = failed_call(_call(), error, "我们在车站等了二十分钟。\n\n车一直没来。")
    en = failed_call(_call(), error, "We waited twenty minutes.\n\nThe bus never came.")
    assert (
        zh.reason
        == "模型没在 10 秒内应答（试了 1 次）。你的消息已保存，文章没有改动。可以按“重试”。"
    )
    assert en.reason.startswith("The model did not answer within 10 seconds (1 attempt).")
    assert zh.status == en.status == "error"
