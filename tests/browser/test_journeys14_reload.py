"""A reload while a reply is being written, session 14: when the reply lands, the new version,
the reply that made it and the end of "writing…" are drawn together — the page never shows the
new version beside a "writing…" still waiting for it, nor "writing…" gone with no reply."""

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, served_redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)


@pytest.fixture(scope="module")
def redline(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Redline]:
    """An app and scripted model of this module's own: a turn an earlier test left running
    on the shared one (a hung reply) cannot hold up the replies these tests time."""
    with served_redline(tmp_path_factory.mktemp("journeys14-data")) as served:
        yield served


BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。\n\n晚上回家吃饭。"

# Every state the page is drawn in (each batch of DOM changes, seen before the next task):
# the version shown, whether "writing…" is shown, and how many replies.
WATCH = """() => {
  window.seenStates = [];
  const look = () => window.seenStates.push({
    version: document.getElementById('article-version').textContent.trim(),
    writing: Boolean(document.querySelector('#transcript .msg.pending.elsewhere')),
    replies: document.querySelectorAll('#transcript .msg-assistant:not(.pending)').length,
  });
  const all = {subtree: true, childList: true, characterData: true};
  new MutationObserver(look).observe(document.body, all);
  look();
}"""


def test_after_a_reload_mid_reply_the_new_version_and_the_end_of_writing_show_together(
    page: Any, redline: Redline, request: pytest.FixtureRequest
) -> None:
    article = redline.create_article("一起出现", BODY)
    reply = "一起出现\n\n" + BODY.replace("很好", "晴朗，阳光照在湖面上")
    # Held after its first piece until the reloaded page watches (it used to stream for
    # about ten seconds, and hope the reload came in time).
    written = threading.Event()
    request.addfinalizer(written.set)
    redline.stub.enqueue(reply=reply, chunk_delay=0.01, held_until=written)
    open_article(page, article["id"])
    page.fill("#message", "天气写得更具体")
    page.press("#message", "Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#transcript .msg.pending.elsewhere")).to_contain_text(
        "writing…", timeout=30000
    )
    page.evaluate(WATCH)
    written.set()
    expect(page.locator("#article-version")).to_have_text("V2", timeout=30000)
    expect(page.locator("#transcript .msg.pending.elsewhere")).to_have_count(0, timeout=30000)
    # "The reply arrived — …" or, when the reload cut this page's own request before the
    # server had it, "Your message reached Redline after all (…): …": both say where it is.
    expect(page.locator("#status")).to_contain_text("the article is at V2.", timeout=30000)
    shot(page, "journeys14-reload-reply-landed")
    seen = page.evaluate("window.seenStates")
    assert seen[0] == {"version": "V1", "writing": True, "replies": 0}
    assert seen[-1] == {"version": "V2", "writing": False, "replies": 1}
    # Only those two states, however many redraws it took to go from one to the other.
    between = [s for s in seen if s not in (seen[0], seen[-1])]
    assert not between, between
