"""A browser context kept from one test to the next (context_pool.py) reaches the next test
clean: what one test left in it — cookies, storage, pages, offline, permissions, a timeout —
is gone, and a context the reset cannot clean is not handed out again."""

from typing import Any

import pytest

from tests.browser.conftest import Redline
from tests.browser.context_pool import KeptContext

# A size no other test asks for, so that the contexts here are this file's own.
ODD = {"width": 1001, "height": 701}


def leave_traces(context: Any, url: str) -> Any:
    """A page that leaves everything a test can leave in its context behind."""
    tab = context.new_page()
    tab.goto("/")
    tab.evaluate(
        """() => new Promise((done) => {
            localStorage.setItem("left", "一个痕迹");
            sessionStorage.setItem("left", "1");
            document.cookie = "left=1; path=/";
            const opened = indexedDB.open("left-db", 1);
            opened.onupgradeneeded = () => opened.result.createObjectStore("drafts");
            opened.onsuccess = () => { opened.result.close(); done(); };
        })"""
    )
    context.add_cookies([{"name": "added", "value": "2", "url": url}])
    context.grant_permissions(["clipboard-read"])
    context.set_offline(True)
    context.set_default_timeout(1234)
    tab.on("dialog", lambda dialog: dialog.accept())
    return tab


def test_a_kept_context_comes_back_clean(browser: Any, redline: Redline) -> None:
    first = browser.new_context(base_url=redline.url, viewport=ODD, locale="zh-CN")
    assert isinstance(first, KeptContext)
    left = leave_traces(first, redline.url)
    first.close()
    assert left.is_closed()

    again = browser.new_context(base_url=redline.url, viewport=ODD, locale="zh-CN")
    assert again is first  # kept, not made again
    assert again.pages == []
    assert again.cookies() == []
    tab = again.new_page()
    assert again.pages == [tab]
    tab.goto("/")
    state = tab.evaluate(
        """async () => ({
            local: localStorage.getItem("left"),
            session: sessionStorage.getItem("left"),
            cookie: document.cookie,
            databases: (await indexedDB.databases()).map((db) => db.name),
            online: navigator.onLine,
            clipboard: (await navigator.permissions.query({ name: "clipboard-read" })).state,
            language: navigator.language,
            width: innerWidth,
        })"""
    )
    assert state == {
        "local": None,
        "session": None,
        "cookie": "",
        "databases": [],
        "online": True,
        "clipboard": "prompt",
        "language": "zh-CN",
        "width": 1001,
    }
    # The last test's 1,234 ms is not this one's: a wait that needs longer than it still waits.
    tab.evaluate("setTimeout(() => document.body.dataset.late = '1', 1500)")
    tab.wait_for_selector("body[data-late='1']")
    # The last test's page accepted dialogs; this one's has no listener, so Playwright
    # dismisses a confirm by itself.
    assert tab.evaluate("confirm('还在吗？')") is False
    again.close()


def test_a_context_the_reset_cannot_clean_is_closed(browser: Any, redline: Redline) -> None:
    routed = browser.new_context(base_url=redline.url, viewport=ODD)
    routed.route("**/nothing", lambda route: route.fulfill(body="routed"))
    routed.close()
    other = browser.new_context(base_url=redline.url, viewport=ODD)
    assert other is not routed
    tab = other.new_page()
    tab.goto("/")
    assert tab.evaluate("fetch('/nothing').then((r) => r.status)") == 404
    other.close()


def test_other_options_get_another_context(browser: Any, redline: Redline) -> None:
    english = browser.new_context(base_url=redline.url, viewport=ODD, locale="en-US")
    english.close()
    chinese = browser.new_context(base_url=redline.url, viewport=ODD, locale="zh-CN")
    assert chinese is not english
    chinese.close()
    dark = browser.new_context(base_url=redline.url, viewport=ODD, color_scheme="dark")
    assert dark is not english and dark is not chinese
    dark.close()


@pytest.mark.fresh_context
def test_a_test_marked_fresh_gets_new_contexts(browser: Any, redline: Redline) -> None:
    made = browser.new_context(base_url=redline.url, viewport=ODD)
    assert not isinstance(made, KeptContext)
    made.close()
    assert browser.new_context(base_url=redline.url, viewport=ODD) is not made


def test_two_tabs_of_a_kept_context_are_both_drawn(browser: Any, redline: Redline) -> None:
    """The anchor is not one of the test's tabs: its second tab still opens in a window of its
    own (windows.py), and neither tab is left behind the other."""
    context = browser.new_context(base_url=redline.url, viewport=ODD)
    first = context.new_page()
    second = context.new_page()
    assert context.pages == [first, second]
    for tab in (first, second):
        tab.goto("/")
    assert first.evaluate("document.visibilityState") == "visible"
    assert second.evaluate("document.visibilityState") == "visible"
    context.close()
    assert first.is_closed() and second.is_closed()
    # Opening the second window did not spoil the context: it is kept.
    assert browser.new_context(base_url=redline.url, viewport=ODD) is context
    context.close()
