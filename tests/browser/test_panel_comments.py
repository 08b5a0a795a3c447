"""Comments in the writer's panel: from the history drawer a writer answers an editor's
comment on a version (keyboard only, Ctrl+Enter or the button), an empty one is refused with
a sentence, and a comment the editor leaves meanwhile appears while the drawer is open — on a
desktop and on a phone in dark mode, with no serious accessibility violation."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import assert_accessible, shot
from tests.browser.newsroom import Newsroom, as_person, serving

pytestmark = pytest.mark.browser

# The panel asks for comments every few seconds while the drawer is open.
LIVE = 15_000


@pytest.fixture(scope="module")
def newsroom(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Newsroom]:
    with serving(tmp_path_factory.mktemp("panel-comments-data")) as running:
        yield running


def writer_page(browser: Any, newsroom: Newsroom, **options: Any) -> Any:
    return as_person(browser, newsroom, "writer", **options)


def test_the_writer_answers_a_comment_and_sees_new_ones_arrive(
    browser: Any, newsroom: Newsroom
) -> None:
    article, revision = newsroom.edited_article(
        "The bus",
        "We waited twenty minutes.\n\nThe bus never came.",
        'Replace "twenty" with "thirty"',
    )
    comments = f"/api/revisions/{revision['id']}/comments"
    newsroom.call("editor", "POST", comments, {"text": "Is it really thirty? 请核实。"})

    page = writer_page(browser, newsroom)
    page.goto(f"/articles/{article['id']}")
    page.wait_for_selector("body[data-ready='1']")
    # Keyboard only: to History, into the version's comments, write, Ctrl+Enter.
    page.focus("#history-toggle")
    page.keyboard.press("Enter")
    expect(page.locator("#history")).to_be_visible()
    version = page.locator('#history .hist-row[data-version="2"]')
    toggle = version.get_by_role("button", name="1 comment on V1→V2")
    toggle.focus()
    page.keyboard.press("Enter")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    box = version.get_by_label("Your comment on V1→V2")
    expect(box).to_be_focused()
    # An empty comment is refused in words, and nothing is posted.
    page.keyboard.press("Control+Enter")
    expect(version.locator(".comment-error")).to_have_text(
        "Write something first: an empty comment is not posted."
    )
    page.keyboard.type("Yes — the driver said thirty. 司机说是三十分钟。")
    page.keyboard.press("Control+Enter")
    texts = version.locator(".comment-text")
    expect(texts).to_have_text(
        ["Is it really thirty? 请核实。", "Yes — the driver said thirty. 司机说是三十分钟。"]
    )
    expect(version.locator(".comment-head strong")).to_have_text(["Ana Editor", "You"])
    expect(version.locator(".comment-error")).to_be_hidden()
    expect(box).to_have_value("")
    expect(box).to_be_focused()
    expect(page.locator("#history-status")).to_have_text("Comment posted on V1→V2.")
    kept = newsroom.call("editor", "GET", comments)
    assert [(c["author"]["name"], c["text"]) for c in kept][1] == (
        "Lin Wei",
        "Yes — the driver said thirty. 司机说是三十分钟。",
    )

    # The editor answers while the drawer is open: it appears without a reload.
    newsroom.call("editor", "POST", comments, {"text": "Thanks, 好的。"})
    expect(texts).to_have_count(3, timeout=LIVE)
    expect(texts.nth(2)).to_have_text("Thanks, 好的。")
    expect(version.get_by_role("button", name="3 comments on V1→V2")).to_be_visible()
    expect(page.locator("#history-status")).to_have_text("New comment from Ana Editor on V1→V2.")
    assert_accessible(page, "history with a comment thread open")
    shot(page, "panel-comments-desktop")

    # Tab stays inside the drawer from the Post button on.
    version.get_by_role("button", name="Post comment").focus()
    for _ in range(30):
        page.keyboard.press("Tab")
        assert page.evaluate("document.getElementById('history').contains(document.activeElement)")
    # Esc closes it; no more asking for comments, and focus goes back to History.
    page.keyboard.press("Escape")
    expect(page.locator("#history")).to_be_hidden()
    expect(page.locator("#history-toggle")).to_be_focused()
    assert not page.errors
    page.context.close()


def test_commenting_on_a_phone_in_dark_mode(browser: Any, newsroom: Newsroom) -> None:
    article, revision = newsroom.edited_article(
        "公园", "秋天的公园很安静。\n\n树叶慢慢落下。", "把“安静”改成“热闹”"
    )
    page = writer_page(
        browser,
        newsroom,
        viewport={"width": 390, "height": 844},
        color_scheme="dark",
        is_mobile=True,
        has_touch=True,
    )
    page.goto(f"/articles/{article['id']}")
    page.wait_for_selector("body[data-ready='1']")
    page.tap("#history-toggle")
    version = page.locator('#history .hist-row[data-version="2"]')
    version.get_by_role("button", name="Comment on V1→V2").tap()
    box = version.get_by_label("Your comment on V1→V2")
    box.fill("第二段可以再短一点吗？")
    version.get_by_role("button", name="Post comment").tap()
    expect(version.locator(".comment-text")).to_have_text(["第二段可以再短一点吗？"])
    expect(version.get_by_role("button", name="1 comment on V1→V2")).to_be_visible()
    # The thread fits the phone's width, and the dark scheme reaches it.
    for part in (
        box,
        version.get_by_role("button", name="Post comment"),
        version.locator(".comment"),
    ):
        shape = part.bounding_box()
        assert shape["x"] >= 0 and shape["x"] + shape["width"] <= 390, shape
    colours = page.evaluate(
        "() => [getComputedStyle(document.querySelector('#history')).backgroundColor,"
        " getComputedStyle(document.querySelector('#history .comment-text')).color]"
    )
    assert colours[0] != "rgb(255, 255, 255)" and colours[1] != "rgb(29, 28, 26)", colours
    assert_accessible(page, "history comments on a phone, dark")
    shot(page, "panel-comments-phone-dark")
    stored = newsroom.call("editor", "GET", f"/api/revisions/{revision['id']}/comments")
    assert [c["text"] for c in stored] == ["第二段可以再短一点吗？"]
    assert not page.errors
    page.context.close()
