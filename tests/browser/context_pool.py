"""Browser contexts kept from one test to the next, each worker keeping its own.

A new context and its first page cost about 1.5 s of CPU (speed55, bench/browser_loads.py): most
of it is Chromium starting a renderer process and parsing the app's ~45 ES modules again. A
context kept open with one idle page of the app's site (its "anchor", an empty page the context
makes up itself, no server asked) and Chromium run with --process-per-site draws each new page
of that site in the anchor's renderer, already started, with its HTTP and code caches warm:
≈0.6 s.

What a test gets is still a clean context: each test opens new pages (so no listener, route,
init script, viewport, timer or EventSource of the last test's page is left), and when the test
closes the context (or its fixture does) the context is reset instead of closed — its pages
closed, cookies cleared, localStorage/IndexedDB/caches of every origin its pages visited
cleared, permissions cleared, online again, default timeout back to Playwright's own. A test
that changes the context in a way the reset does not undo (context.route, an init script, an
exposed binding, extra headers, geolocation, credentials, a context listener, the clock, its
own CDP session, a navigation timeout) has it closed for real afterwards. Options the pool
does not key (storage_state, http_credentials, record_*, proxy, ...) get a fresh context, and
so does every test marked `fresh_context` (pytest.ini_options markers: why, in one line at
the mark), as does a context with no base_url (no page of the app's site to anchor it).
"""

from __future__ import annotations

import contextlib
import json
from collections import OrderedDict
from collections.abc import Callable
from typing import Any
from urllib.parse import urljoin, urlsplit

from playwright.sync_api import BrowserContext
from playwright.sync_api import Error as PlaywrightError

from tests.browser.windows import OPENED, open_own_window

# Context options a kept context can be matched on; any other option asks for a fresh one.
KEYED = {
    "base_url",
    "color_scheme",
    "device_scale_factor",
    "forced_colors",
    "has_touch",
    "is_mobile",
    "java_script_enabled",
    "locale",
    "reduced_motion",
    "screen",
    "timezone_id",
    "user_agent",
    "viewport",
}
# Contexts kept idle per worker: each holds a renderer process (~60 MB).
IDLE_LIMIT = 6
PLAYWRIGHT_TIMEOUT = 30000
ANCHOR_PATH = "/redline-test-anchor"
STORAGE_TYPES = "local_storage,indexeddb,cache_storage,service_workers,file_systems,websql"


class KeptContext(BrowserContext):
    """A pooled context: `pages` leaves out the anchor, `close` hands it back to the pool, and
    what the reset cannot undo marks it spoiled (closed for real when the test is done)."""

    _pool: ContextPool
    _anchor: Any
    _spoiled: bool
    _origins: set[str]
    _key: str
    _leased: bool

    @property
    def pages(self) -> list[Any]:
        return [tab for tab in super().pages if tab is not self._anchor]

    def new_page(self) -> Any:
        tabs = self.pages
        # The test's second tab opens in a window of its own (windows.py); its first is the
        # front tab of the anchor's window, the anchor behind it and idle.
        if len(tabs) == 1:
            return open_own_window(self._pool.browser, self, tabs[0])
        return super().new_page()

    def close(self, *, reason: str | None = None) -> None:
        self._pool.release(self)

    @property
    def clock(self) -> Any:
        self._spoiled = True
        return super().clock


# What a test can change in a context that the reset does not undo.
SPOILING = (
    "add_init_script",
    "expose_binding",
    "expose_function",
    "new_cdp_session",
    "on",
    "once",
    "route",
    "route_from_har",
    "route_web_socket",
    "set_default_navigation_timeout",
    "set_extra_http_headers",
    "set_geolocation",
)


def spoiling(name: str) -> Any:
    plain = getattr(BrowserContext, name)

    def method(self: KeptContext, *args: Any, **kwargs: Any) -> Any:
        self._spoiled = True
        return plain(self, *args, **kwargs)

    return method


for _name in SPOILING:
    setattr(KeptContext, _name, spoiling(_name))


def pool_key(options: dict[str, Any]) -> str | None:
    """The options as a key, or None when one of them is not one the pool keys."""
    if not set(options) <= KEYED:
        return None
    return json.dumps(options, sort_keys=True, default=str)


def origin_of(url: str) -> str | None:
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None
    return f"{parts.scheme}://{parts.netloc}"


class ContextPool:
    """A worker's kept contexts, by their options."""

    def __init__(
        self, browser: Any, plain_new_context: Any, fresh: Callable[[], bool] = lambda: False
    ) -> None:
        """`plain_new_context`: the browser's own new_context (own_windows' pages); `fresh`:
        whether the running test asks for new contexts."""
        self.browser = browser
        self.plain_new_context = plain_new_context
        self.fresh = fresh
        self.idle: OrderedDict[int, tuple[str, KeptContext]] = OrderedDict()
        self.made = 0
        self.reused = 0

    def new_context(self, **options: Any) -> Any:
        key = pool_key(options)
        # A context with no base_url has no page of the app's site to anchor it.
        if self.fresh() or key is None or not options.get("base_url"):
            return self.plain_new_context(**options)
        for ident, (held, context) in self.idle.items():
            if held == key:
                del self.idle[ident]
                self.reused += 1
                context._leased = True
                return context
        self.made += 1
        return self._make(key, options)

    def _make(self, key: str, options: dict[str, Any]) -> KeptContext:
        context = self.plain_new_context(**options)
        anchor = getattr(context, OPENED)()
        # The anchor's page is made up here, not asked of the server: a test's base_url may be
        # a stand-in server that counts or shapes what it is asked.
        anchor.route("**/*", lambda route: route.fulfill(body="", content_type="text/plain"))
        anchor.goto(urljoin(options["base_url"], ANCHOR_PATH))
        anchor.unroute("**/*")
        # own_windows' new_page on the instance would hide KeptContext's, which counts tabs
        # without the anchor.
        vars(context).pop("new_page", None)
        context.__class__ = KeptContext
        kept: KeptContext = context
        kept._pool = self
        kept._anchor = anchor
        kept._spoiled = False
        kept._origins = set()
        kept._key = key
        kept._leased = True
        # Every origin a page of the context showed, so that the reset clears its storage.
        BrowserContext.on(kept, "page", lambda tab: self._watch(kept, tab))
        return kept

    def _watch(self, context: KeptContext, tab: Any) -> None:
        def navigated(frame: Any) -> None:
            origin = origin_of(frame.url)
            if origin:
                context._origins.add(origin)

        tab.on("framenavigated", navigated)

    def release(self, context: KeptContext) -> None:
        """Reset `context` and keep it, or close it when it cannot be reset."""
        if not context._leased:
            return  # closed twice (a test, then its fixture)
        context._leased = False
        real_close = BrowserContext.close
        try:
            for tab in super(KeptContext, context).pages:
                if tab is not context._anchor:
                    tab.close()
            if context._spoiled or context._anchor.is_closed():
                real_close(context)
                return
            context.clear_cookies()
            context.clear_permissions()
            context.set_offline(False)
            context.set_default_timeout(PLAYWRIGHT_TIMEOUT)
            if context._origins:
                session = BrowserContext.new_cdp_session(context, context._anchor)
                try:
                    for origin in context._origins:
                        session.send(
                            "Storage.clearDataForOrigin",
                            {"origin": origin, "storageTypes": STORAGE_TYPES},
                        )
                finally:
                    session.detach()
                context._origins.clear()
        except PlaywrightError:
            # A context whose reset failed (its renderer crashed, the browser is closing) is
            # not handed out again.
            with contextlib.suppress(PlaywrightError):
                real_close(context)
            return
        self.idle[id(context)] = (context._key, context)
        while len(self.idle) > IDLE_LIMIT:
            _, (_, oldest) = self.idle.popitem(last=False)
            real_close(oldest)

    def close(self) -> None:
        while self.idle:
            _, (_, context) = self.idle.popitem()
            with contextlib.suppress(PlaywrightError):
                BrowserContext.close(context)
