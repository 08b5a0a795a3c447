"""Session 52, history drawing leftovers of outside50: a space added or removed alone is drawn
as a visible ␣ that says what it is (not an empty box), in English and in Chinese; an address
naming V1 (the original, no changes of its own) or a version the article does not have is
taken away without a dead step and says why nothing opened."""

from typing import Any

import pytest

from tests.browser.conftest import Redline, browser_tab, shot

EN = "We start at nine.\n\nThe path is flat.\n\nWe finish at the café."
ZH = "我们早上九点在老码头集合。\n\n小路沿着海堤走三公里。\n\n我们在港口咖啡馆结束。"


def _hand_edit(redline: Redline, cid: str, body: str, base: int) -> dict:
    return redline.call("PUT", f"/api/contents/{cid}", {"body": body, "base_version": base})


def _ready(tab: Any, path: str) -> None:
    tab.goto(path)
    tab.wait_for_selector("body[data-ready='1']")


def _marks(tab: Any) -> list[list[Any]]:
    return tab.eval_on_selector_all(
        "#article-body .space-mark",
        """es => es.map(e => [e.tagName, e.title, e.textContent,
                              getComputedStyle(e, '::before').content])""",
    )


@pytest.mark.parametrize(
    "locale,body,spaced,expected",
    [
        (
            "en-US",
            EN,
            EN.replace("The path is", "The path  is").replace("We finish", "Wefinish", 1),
            {("INS", "A space added"), ("DEL", "A space removed")},
        ),
        (
            "zh-CN",
            ZH,
            ZH.replace("小路沿着", "小路 沿着").replace("我们在港口", "我们在  港口"),
            {("INS", "加了一个空格"), ("INS", "加了 2 个空格")},
        ),
    ],
    ids=["en", "zh"],
)
def test_a_space_added_or_removed_alone_is_marked_and_says_so(
    browser: Any,
    redline: Redline,
    locale: str,
    body: str,
    spaced: str,
    expected: set[tuple[str, str]],
) -> None:
    cid = redline.create_article("Spaces" if locale == "en-US" else "空格", body)["id"]
    _hand_edit(redline, cid, spaced, 1)
    for tab in browser_tab(browser, redline.url, locale=locale):
        _ready(tab, f"/articles/{cid}#v2")
        tab.wait_for_selector("#article-body .space-mark")
        marks = _marks(tab)
        assert {(tag, title) for tag, title, _, _ in marks} == expected, marks
        for _, title, text, before in marks:
            # The run holds the real space(s) only (what the text reads, what a copy takes);
            # the mark is drawn beside it, one ␣ for each space, and says what it is.
            assert text and not text.strip(), (title, text)
            assert before.startswith('"' + "␣" * len(text) + '"'), (title, before)
            assert title in before, (title, before)
        shot(tab, f"s52-leftovers52-space-marks-{locale}")
        # The text as it now reads shows the space alone, no mark.
        tab.check("input[value='final']")
        after = tab.eval_on_selector_all(
            "#article-body .space-mark",
            "es => es.map(e => getComputedStyle(e, '::before').content)",
        )
        assert set(after) <= {"none", "normal"}, after


def test_a_words_change_beside_a_space_is_drawn_as_before(browser: Any, redline: Redline) -> None:
    """Only a run of spaces alone is marked: a word added with its space is not."""
    cid = redline.create_article("Words", EN)["id"]
    _hand_edit(redline, cid, EN.replace("is flat", "is very flat"), 1)
    for tab in browser_tab(browser, redline.url):
        _ready(tab, f"/articles/{cid}#v2")
        tab.wait_for_selector("#article-body ins")
        assert "very" in tab.inner_text("#article-body ins")
        assert _marks(tab) == []


@pytest.mark.parametrize(
    "locale,said",
    [
        ("en-US", "V1 is the original text: it has no changes of its own to show."),
        ("zh-CN", "V1 是原文，本身没有改动可看。"),
    ],
    ids=["en", "zh"],
)
def test_the_address_of_v1_goes_without_a_dead_step_and_says_why(
    browser: Any, redline: Redline, locale: str, said: str
) -> None:
    cid = redline.create_article("Original", EN)["id"]
    _hand_edit(redline, cid, EN.replace("nine", "ten"), 1)
    for tab in browser_tab(browser, redline.url, locale=locale):
        _ready(tab, "/")
        steps = tab.evaluate("history.length")
        _ready(tab, f"/articles/{cid}#v1")
        tab.wait_for_function("() => !location.hash")
        tab.wait_for_function(
            "said => document.getElementById('status').textContent.startsWith(said)", arg=said
        )
        # One step for the article, none left behind for the address taken away: Back leaves
        # the article at once (a dead step would land on the same page).
        assert tab.evaluate("history.length") == steps + 1
        tab.go_back()
        tab.wait_for_function("() => location.pathname === '/'")
        tab.go_forward()
        tab.wait_for_selector("body[data-ready='1']")
        assert not tab.evaluate("location.hash")


def test_the_address_of_a_version_the_article_lacks_says_so(browser: Any, redline: Redline) -> None:
    cid = redline.create_article("Short", EN)["id"]
    _hand_edit(redline, cid, EN.replace("nine", "ten"), 1)
    for tab in browser_tab(browser, redline.url, locale="zh-CN"):
        _ready(tab, f"/articles/{cid}#v9")
        tab.wait_for_function("() => !location.hash")
        tab.wait_for_function(
            "() => document.getElementById('status').textContent.startsWith('这篇文章没有 V9')"
        )
        # The version it has still opens by its address.
        _ready(tab, f"/articles/{cid}#v2")
        tab.wait_for_function(
            "() => document.getElementById('changes-heading').textContent.includes('V1→V2')"
        )
        assert tab.url.endswith("#v2")
