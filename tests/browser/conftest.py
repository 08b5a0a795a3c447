"""Browser fixtures: the app served by uvicorn on 127.0.0.1, a scripted OpenAI-compatible
model, and Debian's Chromium driven by Playwright (no pytest-playwright needed)."""

import json
import os
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError

from app.main import create_app
from app.settings import Settings
from app.testing.live_server import CHROMIUM, CHROMIUM_ARGS, LiveServer
from app.testing.openai_stub import OpenAIStub
from tests.browser import quick_expect
from tests.browser.context_pool import ContextPool
from tests.browser.windows import own_windows

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
# Each `expect` looks every 0.1 s for as long as it waits (quick_expect.py: every 0.5 s after
# its first quarter second, as the driver does, saw a change 0.28 s late on average).
quick_expect.install()


@dataclass
class Redline:
    """The served app and its scripted model, plus small API helpers for test setup."""

    url: str
    stub: OpenAIStub

    def call(self, method: str, path: str, body: Any = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.url + path, data=data, method=method, headers={"content-type": "application/json"}
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read() or b"null")

    def create_article(self, title: str, body: str, persona_id: str | None = None) -> dict:
        payload = {"title": title, "body": body}
        if persona_id:
            payload["persona_id"] = persona_id
        return self.call("POST", "/api/contents", payload)

    def send(self, content_id: str, message: str) -> dict:
        return self.call("POST", "/api/chat/send", {"content_id": content_id, "message": message})


@contextmanager
def served_redline(data_dir: Path, **overrides: Any) -> Iterator[Redline]:
    """An app in LLM mode against its own scripted model, its data in `data_dir` (rules still
    take mechanical suggestions such as `Replace "X" with "Y"` without calling it); `overrides`
    are settings of its own (`llm_max_retries=1`: it asks the model once more)."""
    stub = OpenAIStub(default_reply="I cannot help with that.").start()
    options: dict[str, Any] = {
        "llm_timeout": 20,
        "llm_max_retries": 0,
        # Style learning's own model call would take replies queued for the chat turns.
        "style_llm_extraction": False,
    }
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        data_dir=data_dir,
        llm_provider="openai",
        llm_base_url=stub.url,
        llm_model="stub-model",
        llm_api_key="test",
        **(options | overrides),
    )
    server = LiveServer(create_app(settings)).start()
    try:
        yield Redline(url=server.url, stub=stub)
    finally:
        server.stop()
        stub.stop()


@pytest.fixture(scope="session")
def redline(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Redline]:
    """One app for the whole browser suite."""
    with served_redline(tmp_path_factory.mktemp("browser-data")) as served:
        yield served


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import sync_playwright

    # Debian's Chromium where it is installed; elsewhere the one `playwright install` fetched.
    executable = str(CHROMIUM) if CHROMIUM.exists() else None
    with sync_playwright() as playwright:
        try:
            chromium = playwright.chromium.launch(
                executable_path=executable,
                headless=True,
                # A kept context's new page is drawn by its anchor's renderer (context_pool.py).
                args=[*CHROMIUM_ARGS, "--process-per-site"],
            )
        except PlaywrightError as error:
            message = f"Chromium cannot be started (make test installs it): {error}"
            if os.environ.get("CI"):
                pytest.fail(message)  # in CI a missing browser is a broken setup, not a skip
            pytest.skip(message)
        # A second tab of a context opens in a window of its own (windows.py: a tab behind
        # another got one frame a second, and each action in it waited 1-2 s).
        own_windows(chromium)
        # Contexts kept from one test to the next (context_pool.py: ~1 s of CPU a page less).
        pool = ContextPool(chromium, chromium.new_context, fresh=lambda: FRESH[0])
        chromium.new_context = pool.new_context
        yield chromium
        if os.environ.get("REDLINE_POOL_STATS"):
            print(f"\ncontext pool: {pool.made} made, {pool.reused} reused", file=sys.stderr)
        pool.close()
        chromium.close()


# Whether the running test is marked fresh_context (read when a context is asked for: the
# browser fixture may start after this test's autouse fixtures).
FRESH = [False]


@pytest.fixture(autouse=True)
def kept_or_fresh(request: pytest.FixtureRequest) -> Iterator[None]:
    """Contexts of a test marked `fresh_context` are new ones."""
    FRESH[0] = request.node.get_closest_marker("fresh_context") is not None
    yield
    FRESH[0] = False


@dataclass
class PageProbe:
    """What a page did that it should not: dialogs (alert/confirm), uncaught errors."""

    dialogs: list[str]
    errors: list[str]
    console_errors: list[str]


@pytest.fixture
def page(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 860}, base_url=redline.url)
    context.set_default_timeout(20000)
    tab = context.new_page()
    probe = PageProbe(dialogs=[], errors=[], console_errors=[])

    def on_dialog(dialog: Any) -> None:
        probe.dialogs.append(dialog.message)
        dialog.dismiss()

    tab.on("dialog", on_dialog)
    tab.on("pageerror", lambda error: probe.errors.append(str(error)))
    tab.on(
        "console",
        lambda msg: probe.console_errors.append(msg.text) if msg.type == "error" else None,
    )
    tab.probe = probe
    redline.stub.reset()
    yield tab
    if request.node.rep_call.failed if hasattr(request.node, "rep_call") else False:
        shot(tab, f"FAILED-{request.node.name}")
    context.close()
    assert not probe.errors, f"uncaught errors in the page: {probe.errors}"


HERE = Path(__file__).resolve().parent


@pytest.hookimpl(tryfirst=True)  # before tests/conftest.py sorts the browser tests last
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test in this folder drives real Chromium: each is marked `browser` (some files
    never said so), and runs once more if it fails (pytest-rerunfailures' `flaky`). Chromium
    on a machine the whole suite loads can miss a deadline the test was right to set; a test
    that fails twice still fails, and a rerun is listed in the summary (`-rR`) as a flake to
    fix. The unit and API tests are never run again: this hook marks only this folder's."""
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.flaky(reruns=1))


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: Any) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


DESKTOP = {"width": 1280, "height": 860}
PHONE = {"width": 390, "height": 844}


def browser_tab(
    browser: Any, url: str, *, locale: str = "en-US", viewport: dict[str, int] | None = None
) -> Iterator[Any]:
    """A tab in a context of its own (a browser asking for `locale` first, `viewport` wide),
    20 s for each wait (a loaded CI machine); yields it, then closes it and fails on any
    uncaught error the page threw. Use with `yield from` in a fixture."""
    context = browser.new_context(locale=locale, base_url=url, viewport=viewport or DESKTOP)
    context.set_default_timeout(20000)
    errors: list[str] = []
    tab = context.new_page()
    tab.on("pageerror", lambda error: errors.append(str(error)))
    try:
        yield tab
    finally:
        context.close()
    assert not errors, f"uncaught errors in the page: {errors}"


@pytest.fixture(params=[("en-US", None), ("zh-CN", PHONE)], ids=["en-desktop", "zh-phone"])
def journey_writer(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A tab on `redline`, its model's script emptied, of a writer on a desktop whose browser
    asks for English, then of one on a phone asking for Chinese. Other (locale, viewport)
    pairs: `@pytest.mark.parametrize("journey_writer", [...], indirect=True)`."""
    redline.stub.reset()
    locale, viewport = request.param
    yield from browser_tab(browser, redline.url, locale=locale, viewport=viewport)


# A paste of `html` (and its plain `text`) into the box at `selector`, as a browser's clipboard
# gives it: `page.evaluate(PASTE, [html, text, selector])`. A paste the page does not handle
# puts the plain text in, as the browser would.
PASTE = """([html, text, selector]) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", text);
    const box = document.querySelector(selector);
    box.focus();
    const init = { clipboardData: data, bubbles: true, cancelable: true };
    if (box.dispatchEvent(new ClipboardEvent("paste", init))) {
        box.setRangeText(text, box.selectionStart, box.selectionEnd, "end");  // not handled
    }
}"""


def shot(page: Any, name: str) -> Path:
    """Save a screenshot as a test artifact (tests/artifacts/, ignored by git)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    try:
        page.screenshot(path=str(path), full_page=False)
    except PlaywrightError as error:
        # Chromium now and then fails a capture ("Unable to capture screenshot") on a busy
        # machine — the page is fine; a second capture a moment later succeeds.
        if "Unable to capture screenshot" not in str(error):
            raise
        page.wait_for_timeout(500)
        page.screenshot(path=str(path), full_page=False)
    return path


def open_article(page: Any, content_id: str) -> None:
    page.goto(f"/articles/{content_id}")
    page.wait_for_selector("body[data-ready='1']")


AXE = Path(__file__).resolve().parent / "vendor" / "axe.min.js"
AXE_RUN = """async () => {
  const result = await axe.run(document, {
    rules: { "label-content-name-mismatch": { enabled: true } },
    resultTypes: ["violations"],
  });
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 4).map((n) => n.target.join(" ")),
  }));
}"""


def axe_violations(page: Any) -> list[dict[str, Any]]:
    """axe-core's violations on the page as it is now (CSP does not apply to evaluate)."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    return page.evaluate(AXE_RUN)


def assert_accessible(page: Any, state: str) -> None:
    """No serious or critical axe violation in this state of the page."""
    bad = [v for v in axe_violations(page) if v["impact"] in ("serious", "critical")]
    assert not bad, f"axe, {state}: {bad}"


@pytest.fixture(scope="module")
def checking_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Redline]:
    """An app of the test module's own that asks the model once more after a failure, and asks
    it for search/replace blocks — a block that does not fit is asked again while the first
    reply is still being checked against the article."""
    with served_redline(
        tmp_path_factory.mktemp("checking"), llm_max_retries=1, edit_format="blocks"
    ) as app:
        yield app


@pytest.fixture(params=["en-US", "zh-CN"])
def either_writer(
    browser: Any, checking_app: Redline, request: pytest.FixtureRequest
) -> Iterator[Any]:
    """A tab on `checking_app` of a writer whose browser asks for English, then for Chinese."""
    checking_app.stub.reset()
    yield from browser_tab(browser, checking_app.url, locale=request.param)


def reads_chinese(page: Any) -> bool:
    """Whether the page's browser asks for Chinese first."""
    return bool(page.evaluate("navigator.language").startswith("zh"))


def ask(page: Any, app: Redline, message: str, *scripted: dict[str, Any]) -> Any:
    """The writer sends `message` on the article open in `page`, the model answering as each of
    `scripted` says in turn (OpenAIStub.enqueue's keywords); the last reply's locator."""
    for script in scripted:
        app.stub.enqueue(**script)
    page.fill("#message", message)
    page.press("#message", "Enter")
    return page.locator("#messages .msg-assistant").last


def named(page: Any, english: str) -> str:
    """A label of the page's (a button's name, a tag) as the reader reads it: `english` in
    Chinese for a browser that asks for Chinese first (static/js/labels.js) — for tests about
    something else, which find a control by its name in either language."""
    return str(
        page.evaluate(
            """async (english) =>
                 (await import("/static/js/labels.js")).label(english) ?? english""",
            english,
        )
    )


def learned(redline: Redline, persona_id: str, dimensions: set[str]) -> dict[str, dict[str, Any]]:
    """The persona's preferences by dimension, once style learning has filed one on each of
    `dimensions` (polled for up to a minute)."""
    prefs: list[dict[str, Any]] = []
    for _ in range(120):
        prefs = redline.call("GET", f"/api/personas/{persona_id}")["preferences"]
        if dimensions <= {p["dimension"] for p in prefs}:
            return {p["dimension"]: p for p in prefs}
        time.sleep(0.5)
    raise AssertionError(f"never learned {dimensions}: {prefs}")
