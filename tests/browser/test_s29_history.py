"""Session 29: an editor browsing history. A long history (forty versions) opened at V1, the
version shown now thousands of pixels below it, and a restore from the drawer jumped back to
the top; a damaged version's row said only "damaged", and its Changes button failed with the
server's sentence about a file. Now the drawer opens (and restores) with the current version
in sight, and a damaged version says what it means and what still works, in the writer's
language, its Changes comparing the two versions around it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, named, open_article, served_redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

STORY = "Draft 0 of the story.\n\nThe bus never came.\n\nWe walked home."


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("s29-history")


@pytest.fixture(scope="module")
def served(data_dir: Path) -> Iterator[Redline]:
    with served_redline(data_dir) as app:
        yield app


def _in_sight(page: Any, selector: str) -> bool:
    """Whether the element is inside the open drawer's visible box."""
    return bool(
        page.evaluate(
            """(selector) => {
              const drawer = document.getElementById("history").getBoundingClientRect();
              const box = document.querySelector(selector).getBoundingClientRect();
              return box.top >= drawer.top && box.bottom <= drawer.bottom + 1;
            }""",
            selector,
        )
    )


@pytest.mark.parametrize(
    ("locale", "viewport"),
    [("en-US", {"width": 1280, "height": 860}), ("zh-CN", {"width": 320, "height": 640})],
    ids=["desktop", "phone-320"],
)
def test_forty_versions_compared_restored_and_continued(
    browser: Any, served: Redline, locale: str, viewport: dict[str, int]
) -> None:
    served.stub.reset()
    article = served.create_article("Forty", STORY)
    content_id = article["id"]
    for n in range(1, 40):  # the rules make each version: no model call
        served.send(content_id, f'Replace "Draft {n - 1}" with "Draft {n}"')
    for page in browser_tab(browser, served.url, locale=locale, viewport=viewport):
        open_article(page, content_id)
        expect(page.locator("#article-version")).to_have_text("V40")
        page.locator("#history-toggle").click()
        current = "#history .hist-row.current"
        expect(page.locator(current)).to_have_attribute("data-version", "40")
        assert _in_sight(page, current), "the drawer opened far above the version shown now"
        # Any two versions compared.
        page.select_option("#compare-from", "2")
        page.select_option("#compare-to", "39")
        page.locator("#history .compare-go").click()
        expect(page.locator("#changes-bar")).to_contain_text(named(page, "Compare V2 → V39"))
        # V2 restored from the drawer: the new version is the one in sight.
        page.locator("#history-toggle").click()
        page.get_by_role("button", name=named(page, "Restore V2"), exact=True).click()
        expect(page.locator("#article-version")).to_have_text("V41")
        expect(page.locator(current)).to_have_attribute("data-version", "41")
        assert _in_sight(page, current), "the restore left the drawer at its top"
        shot(page, f"s29-forty-restored-{locale}-{viewport['width']}")
        page.keyboard.press("Escape")
        # And on from there: the model is given V2's text, and the page shows its path.
        served.stub.enqueue(
            reply="Forty\n\n" + STORY.replace("Draft 0", "Draft 1").replace("bus", "tram")
        )
        page.fill("#message", "Make the bus a tram")
        page.press("#message", "Enter")
        expect(page.locator("#article-version")).to_have_text("V42")
        sent = served.stub.requests[-1]["messages"][-1]["content"]
        assert "Draft 1 of the story." in sent and "Draft 39" not in sent
        path = served.call("GET", f"/api/chat/sessions/{content_id}")["path"]
        shown = page.locator("#messages > .msg").evaluate_all("els => els.map((e) => e.dataset.id)")
        assert shown[-3:] == [m["id"] for m in path[-3:]]
        assert path[-3]["role"] == "event"  # the restore, then the message and its reply
        expect(page.locator("#messages .msg-user").last).to_contain_text("Make the bus a tram")


@pytest.mark.parametrize("locale", ["en-US", "zh-CN"])
def test_a_damaged_version_says_what_it_means_and_its_changes_still_show(
    browser: Any, served: Redline, data_dir: Path, locale: str
) -> None:
    served.stub.reset()
    article = served.create_article("周末", "第一段。\n\n第二段。")
    content_id = article["id"]
    for ask in ["把“第二段”改成“第三段”", "把“第三段”改成“第四段”", "把“第四段”改成“第五段”"]:
        served.send(content_id, ask)
    history = served.call("GET", f"/api/contents/{content_id}/history")
    made_v3 = next(entry["id"] for entry in history if entry["version"] == 3)
    damaged = data_dir / "contents" / content_id / "revisions" / f"{made_v3}.json"
    damaged.write_bytes(damaged.read_bytes()[:100])  # cut short, as a copy stopped half-way
    for page in browser_tab(browser, served.url, locale=locale):
        open_article(page, content_id)
        page.locator("#history-toggle").click()
        row = page.locator("#history .hist-row[data-version='3']")
        expect(row.locator(".tag")).to_have_text("damaged")
        note = row.get_by_role("note")
        if locale.startswith("zh"):
            expect(note).to_have_text(
                "这个版本的记录文件损坏了，无法逐条撤回它的改动。它的文字还在：可以像其他版本一样"
                "比较、恢复、复制或下载。`python -m app check` 会指出损坏的文件。"
            )
            expect(note).to_have_attribute("lang", "zh-Hans")
        else:
            expect(note).to_contain_text("This version's record is damaged")
        shot(page, f"s29-damaged-{locale}")
        # Its changes: the two versions around it compared (its own record cannot be read).
        row.locator(".hist-diff").click()
        expect(page.locator("#changes-bar")).to_contain_text(named(page, "Compare V2 → V3"))
        expect(page.locator("#changes-bar")).to_contain_text("“三”改为“四”")
        expect(page.locator("#status")).not_to_contain_text("Could not")
