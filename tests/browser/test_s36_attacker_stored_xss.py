"""Writer text that tries to become markup or script, everywhere a page shows it (session 36,
the attacker): an article's title and text (Markdown links and images in every scheme
spelling, raw HTML, SVG), a suggestion and its reply, the diff and the history, a comment, a
persona's name and description, a title renamed while the page is open (the live event) — in
an English and a Chinese browser. No element the writer's text made may carry a handler, a
script or a link that runs code."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from tests.browser.conftest import Redline, browser_tab

pytestmark = pytest.mark.browser

TAG = "<img src=x onerror=alert(1)><svg onload=alert(2)>\"'><script>alert(3)</script>"
SHORT_TAG = "<img src=x onerror=alert(4)>"
LINKS = [
    "[a](javascript:alert(1))",
    "[b](JaVaScRiPt:alert(1))",
    "[c](java&#115;cript:alert(1))",
    "[d](&#106;avascript:alert(1))",
    "[e](&#x6A;avascript&colon;alert(1))",
    "[f]( javascript:alert(1))",
    "[g](java\tscript:alert(1))",
    "[h](vbscript:msgbox(1))",
    "[i](data:text/html,<script>alert(1)</script>)",
    "[j](%6Aavascript:alert(1))",
    "[k](<javascript:alert(1)>)",
    "[l][ref]",
    "<javascript:alert(1)>",
    "![m](javascript:alert(1))",
    "![n](data:image/svg+xml,<svg onload=alert(1)>)",
    '[o](https://example.org "x\\" onmouseover=\\"alert(1))',
    "[p](\x01javascript:alert(1))",
]
HTML = [
    '<a href="javascript:alert(1)">raw link</a>',
    "<svg><script>alert(1)</script></svg>",
    '<iframe src="javascript:alert(1)"></iframe>',
    "<details open ontoggle=alert(1)>x</details>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    '<form action="javascript:alert(1)"><button>go</button></form>',
]

# Every element of the page's body that runs code or could: handlers, scripts, frames,
# links and sources whose scheme is not the web's or a fragment.
HOSTILE = """() => {
  const bad = [];
  const safe = /^(https?:|mailto:|#|\\/|\\?|[^:]*$)/i;
  for (const el of document.body.querySelectorAll("*")) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith("on")) bad.push(el.tagName + " " + name);
      if (["href", "src", "action", "formaction", "xlink:href", "srcdoc"].includes(name)) {
        const value = attr.value.replace(/[\\u0000-\\u0020]/g, "");
        const picture = /^data:image\\/(png|jpeg|gif)/i.test(value);
        if (name === "srcdoc" || (!safe.test(value) && !picture))
          bad.push(el.tagName + " " + name + "=" + attr.value);
      }
    }
    if (["SCRIPT", "IFRAME", "OBJECT", "EMBED", "BASE", "FRAME"].includes(el.tagName)
        && !(el.tagName === "SCRIPT" && ((el.getAttribute("src") || "").startsWith("/static/")
                                      || el.type === "application/json")))
      bad.push(el.tagName);
  }
  return bad;
}"""


@pytest.fixture(params=["en-US", "zh-CN"])
def tab(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Any:
    yield from browser_tab(browser, redline.url, locale=request.param)


def hostile_article(redline: Redline) -> dict[str, Any]:
    body = "\n\n".join(
        [
            "We waited twenty minutes.",
            " ".join(LINKS),
            *HTML,
            TAG,
            "[ref]: javascript:alert(1)",
        ]
    )
    persona = redline.call(
        "POST", "/api/personas", {"name": "Voice " + TAG, "description": "Desc " + TAG}
    )
    article = redline.create_article("Title " + TAG, body, persona_id=persona["id"])
    turn = redline.send(article["id"], f'Replace "twenty" with "{SHORT_TAG}"')
    assert turn["revision"], turn
    wish = f"From now on I never want the word {SHORT_TAG} here, always write shorter sentences."
    redline.send(article["id"], wish)
    for _ in range(100):  # learning runs after the reply
        kept = redline.call("GET", f"/api/personas/{persona['id']}")
        if SHORT_TAG in json.dumps(kept["preferences"]):
            break
        time.sleep(0.1)
    assert SHORT_TAG in json.dumps(kept["preferences"]), kept
    redline.call(
        "POST", f"/api/revisions/{turn['revision']['id']}/comments", {"text": "Note " + TAG}
    )
    return {"article": article, "persona": persona, "turn": turn}


def assert_nothing_runs(tab: Any, where: str) -> None:
    tab.wait_for_timeout(300)
    assert tab.evaluate(HOSTILE) == [], where
    dialogs: list[str] = []
    tab.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    for link in tab.locator("#main a, main a").all()[:80]:
        href = link.get_attribute("href") or ""
        assert not href.lower().lstrip().startswith(("javascript", "vbscript", "data:text")), href
    assert dialogs == [], where


def test_hostile_writer_text_stays_text_on_every_page(tab: Any, redline: Redline) -> None:
    made = hostile_article(redline)
    content_id = made["article"]["id"]
    for path in (
        "/",
        f"/?q={content_id[:3]}",
        f"/articles/{content_id}",
        f"/personas/{made['persona']['id']}",
        "/desk",
    ):
        tab.goto(path)
        tab.wait_for_load_state("networkidle")
        assert_nothing_runs(tab, path)
    tab.goto(f"/articles/{content_id}")
    tab.wait_for_selector("body[data-ready='1']")
    assert tab.get_by_text("onerror=alert(1)", exact=False).count() >= 1
    tab.click("#persona-view > summary")
    tab.wait_for_timeout(500)
    assert_nothing_runs(tab, "article, the persona's style and its evidence")
    tab.click("#history-toggle")
    tab.wait_for_selector("#history button, #history a")
    assert_nothing_runs(tab, "article, history")
    for entry in tab.locator("#history li button, #history li a").all()[:4]:
        if entry.is_visible() and entry.is_enabled():
            entry.click()
            assert_nothing_runs(tab, "article, a version from the history")


def test_a_title_renamed_while_the_page_is_open_stays_text(tab: Any, redline: Redline) -> None:
    article = redline.create_article("Plain", "We waited twenty minutes.")
    tab.goto(f"/articles/{article['id']}")
    tab.wait_for_selector("body[data-ready='1']")
    redline.call("PATCH", f"/api/contents/{article['id']}", {"title": "Renamed " + TAG})
    tab.wait_for_function("() => document.body.innerText.includes('Renamed')", timeout=8000)
    assert_nothing_runs(tab, "after the live rename")


def test_hostile_file_names_on_import_stay_text(tab: Any, redline: Redline) -> None:
    """A refused file's name is echoed in the refusal, an accepted one's may become the
    title: both stay text."""
    tab.goto("/")
    tab.wait_for_load_state("networkidle")
    for name, data in (
        (SHORT_TAG + ".pdf", b"%PDF-1.4 not text"),
        ("<svg onload=alert(6)>.docx", b"PK\x03\x04 not a zip"),
        ("<iframe src=javascript:alert(7)>.md", b"Only a body line\n\nand another."),
    ):
        tab.set_input_files("#create-file", {"name": name, "mimeType": "", "buffer": data})
        tab.wait_for_timeout(500)
        assert_nothing_runs(tab, f"home, importing {name}")


def test_a_model_reply_streamed_with_markup_stays_text(tab: Any, redline: Redline) -> None:
    """The model's words reach the page piece by piece while it writes, then as the reply and
    the revised article: markup in them, split across pieces, is text throughout."""
    article = redline.create_article("Plain", "We waited twenty minutes.\n\nThe bus came.")
    tab.goto(f"/articles/{article['id']}")
    tab.wait_for_selector("body[data-ready='1']")
    revised = f"Plain\n\nWe waited {SHORT_TAG} [x](javascript:alert(8)) minutes.\n\nThe bus came."
    pieces = [revised[i : i + 7] for i in range(0, len(revised), 7)]
    redline.stub.enqueue(revised, stream_chunks=pieces, chunk_delay=0.05)
    tab.fill("#message", "Make paragraph 1 livelier")
    tab.press("#message", "Enter")
    for _ in range(6):
        tab.wait_for_timeout(150)
        assert tab.evaluate(HOSTILE) == [], "while the reply streams"
    tab.wait_for_function(
        "() => !document.querySelector('#send') || !document.querySelector('#send').disabled"
        " || document.body.innerText.includes('onerror')"
    )
    tab.wait_for_timeout(500)
    assert_nothing_runs(tab, "after the streamed reply")
