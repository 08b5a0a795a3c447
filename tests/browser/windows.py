"""The second tab a browser test opens in a context opens in a window of its own.

Headless Chromium (156) gives a tab left behind a newer tab of its window about one animation
frame a second once its page changes, and Playwright waits for two still frames before each
click, fill or press: a two-tab test paid 1-2 s an action in its first tab (session 50 brought
the tab to the front by hand). The flags meant for background tabs
(--disable-background-timer-throttling, --disable-renderer-backgrounding,
--disable-backgrounding-occluded-windows) change nothing here (measured: 1.7 s an action with or
without them). A tab in a window of its own is every window's front tab, and stays as fast as
a lone one (0.1 s); it is still a tab of the same context — its cookies, storage and
BroadcastChannel — with the context's viewport, locale and default timeout.
"""

from typing import Any

OPENED = "_redline_new_page"
PLAIN_CDP = "_redline_new_cdp_session"
SESSION = "_redline_cdp_session"


def open_own_window(browser: Any, context: Any, first: Any) -> Any:
    """A new tab of `context` (whose tab `first` is open) in a window of its own."""
    probe = getattr(context, PLAIN_CDP, context.new_cdp_session)(first)
    try:
        info = probe.send("Target.getTargetInfo")["targetInfo"]
    finally:
        probe.detach()
    session = getattr(browser, SESSION, None)
    if session is None:
        session = browser.new_browser_cdp_session()
        setattr(browser, SESSION, session)
    with context.expect_page() as opened:
        session.send(
            "Target.createTarget",
            {
                "url": "about:blank",
                "browserContextId": info["browserContextId"],
                "newWindow": True,
            },
        )
    tab = opened.value
    tab.wait_for_load_state()
    return tab


def own_windows(browser: Any) -> Any:
    """`browser`, its `new_context` giving contexts whose `new_page` opens the second tab in a
    window of its own (the first already has one)."""
    plain_new_context = browser.new_context

    def new_page(context: Any) -> Any:
        # Only the second: a third and later tab of a context opens behind the others, as
        # before — seven tabs each in a window of its own all drew at full rate, and
        # test_s47_lead_many_tabs cost 8.9 -> 11.2 s of CPU, 24 -> 33 s.
        if len(context.pages) != 1:
            return getattr(context, OPENED)()
        return open_own_window(browser, context, context.pages[0])

    def new_context(*args: Any, **kwargs: Any) -> Any:
        context = plain_new_context(*args, **kwargs)
        setattr(context, OPENED, context.new_page)
        setattr(context, PLAIN_CDP, context.new_cdp_session)
        context.new_page = lambda: new_page(context)
        return context

    browser.new_context = new_context
    return browser
