"""An editor browsing an article's history (outside50 F10, F13, F5, F4): a comparison or a
version's changes opened from History has an address that reopens it (reload, a link in a new
tab) and Back closes it before leaving the article; a version saved elsewhere keeps the two
versions chosen to compare; a rename reads as a rename; a Chinese page's drawer and comparison
have no English words."""

import re
from typing import Any

import pytest

from tests.browser.conftest import DESKTOP, PHONE, Redline, browser_tab, shot

BODY = "We start at nine.\n\nThe path is flat.\n\nWe finish at the café."
ZH = "我们早上九点在老码头集合。\n\n小路沿着海堤走三公里。\n\n我们在港口咖啡馆结束。"


def _hand_edit(redline: Redline, cid: str, body: str, base: int) -> dict:
    return redline.call("PUT", f"/api/contents/{cid}", {"body": body, "base_version": base})


def _four_versions(redline: Redline, title: str = "Linkable") -> str:
    cid = redline.create_article(title, BODY)["id"]
    _hand_edit(redline, cid, BODY.replace("nine", "ten"), 1)
    _hand_edit(redline, cid, BODY.replace("nine", "ten").replace("flat", "steep"), 2)
    _hand_edit(
        redline,
        cid,
        BODY.replace("nine", "ten").replace("flat", "steep").replace("café", "tea room"),
        3,
    )
    return cid


def _ready(tab: Any, path: str) -> None:
    tab.goto(path)
    tab.wait_for_selector("body[data-ready='1']")


def _compare(tab: Any, a: int, b: int) -> None:
    if not tab.is_visible("#history"):
        tab.click("#history-toggle")
    tab.wait_for_selector("#compare-from")
    tab.select_option("#compare-from", str(a))
    tab.select_option("#compare-to", str(b))
    tab.click(".compare-go")
    tab.wait_for_function(
        f"() => document.getElementById('changes-heading').textContent.includes('V{a} → V{b}')"
    )


def _heading(tab: Any) -> str:
    return "" if tab.is_hidden("#changes-bar") else tab.inner_text("#changes-heading")


@pytest.fixture
def tab(browser: Any, redline: Redline) -> Any:
    yield from browser_tab(browser, redline.url)


def test_a_comparison_has_an_address_that_reopens_it(
    tab: Any, browser: Any, redline: Redline
) -> None:
    cid = _four_versions(redline)
    _ready(tab, f"/articles/{cid}")
    _compare(tab, 1, 3)
    assert tab.url.endswith(f"/articles/{cid}#compare=1..3"), tab.url
    # a reload shows it again
    tab.reload()
    tab.wait_for_selector("body[data-ready='1']")
    tab.wait_for_function(
        "() => document.getElementById('changes-heading').textContent.includes('V1 → V3')"
    )
    # so does the link opened cold in another browser (no session storage to lean on)
    for other in browser_tab(browser, redline.url, viewport=PHONE):
        _ready(other, f"/articles/{cid}#compare=1..3")
        other.wait_for_function(
            "() => document.getElementById('changes-heading').textContent.includes('V1 → V3')"
        )
        assert "V1" in _heading(other) and "V3" in _heading(other)
        # Back closes the comparison, not the article
        other.go_back()
        other.wait_for_function("() => !location.hash")
        assert f"/articles/{cid}" in other.url
        other.wait_for_function(
            "() => !document.getElementById('changes-heading').textContent.includes('Compare')"
        )


def test_back_after_a_comparison_closes_it_before_leaving_the_article(
    tab: Any, redline: Redline
) -> None:
    cid = _four_versions(redline)
    _ready(tab, "/")
    _ready(tab, f"/articles/{cid}")
    _compare(tab, 1, 2)
    tab.go_back()
    tab.wait_for_function("() => !location.hash")
    assert tab.url.endswith(f"/articles/{cid}"), tab.url
    tab.wait_for_function(
        "() => !document.getElementById('changes-heading').textContent.includes('Compare')"
    )
    # Forward shows it again
    tab.go_forward()
    tab.wait_for_function(
        "() => document.getElementById('changes-heading').textContent.includes('V1 → V2')"
    )
    assert tab.url.endswith("#compare=1..2")


def test_a_versions_changes_have_an_address(tab: Any, browser: Any, redline: Redline) -> None:
    cid = _four_versions(redline)
    _ready(tab, f"/articles/{cid}")
    tab.click("#history-toggle")
    tab.click('.hist-row[data-version="2"] .hist-diff')
    tab.wait_for_function(
        "() => document.getElementById('changes-heading').textContent.includes('V1→V2')"
    )
    assert tab.url.endswith("#v2"), tab.url
    for other in browser_tab(browser, redline.url):
        _ready(other, f"/articles/{cid}#v2")
        other.wait_for_function(
            "() => document.getElementById('changes-heading').textContent.includes('V1→V2')"
        )
    # Hide changes takes the address's view away too: a reload then shows the article's own
    tab.click("#close-changes")
    tab.wait_for_function("() => !location.hash")


def test_the_desks_history_link_still_opens_the_drawer(tab: Any, redline: Redline) -> None:
    cid = _four_versions(redline)
    _ready(tab, f"/articles/{cid}#history")
    tab.wait_for_selector("#history[open] #compare-from")
    _compare(tab, 2, 4)
    assert tab.url.endswith("#compare=2..4")
    tab.go_back()
    tab.wait_for_function("() => !location.hash")
    assert not tab.is_visible("#history")


def test_a_version_saved_elsewhere_keeps_the_compare_choice(tab: Any, redline: Redline) -> None:
    cid = redline.create_article("Live", "One.\n\nTwo.")["id"]
    _hand_edit(redline, cid, "One!\n\nTwo.", 1)
    _hand_edit(redline, cid, "One!\n\nTwo!", 2)
    _ready(tab, f"/articles/{cid}")
    tab.click("#history-toggle")
    tab.wait_for_selector("#compare-from")
    tab.select_option("#compare-from", "1")
    tab.select_option("#compare-to", "2")
    _hand_edit(redline, cid, "One!\n\nTwo!\n\nThree.", 3)
    tab.wait_for_selector('.hist-row[data-version="4"]')
    assert tab.eval_on_selector("#compare-from", "e => e.value") == "1"
    assert tab.eval_on_selector("#compare-to", "e => e.value") == "2"
    options = tab.eval_on_selector_all("#compare-to option", "os => os.map(o => o.value)")
    assert options == ["1", "2", "3", "4"]


@pytest.mark.parametrize(
    "locale,title,new_title,body,said",
    [
        (
            "en-US",
            "Harbour walk",
            "Harbour walk (draft)",
            BODY,
            "Renamed to “Harbour walk (draft)”",
        ),
        ("zh-CN", "秋天的公园", "秋天的公园（草稿）", ZH, "标题改为“秋天的公园（草稿）”"),
    ],
    ids=["en", "zh"],
)
def test_a_rename_reads_as_a_rename(
    browser: Any, redline: Redline, locale: str, title: str, new_title: str, body: str, said: str
) -> None:
    cid = redline.create_article(title, body)["id"]
    _hand_edit(redline, cid, body.replace("九点", "十点").replace("nine", "ten"), 1)
    redline.call("PATCH", f"/api/contents/{cid}", {"title": new_title, "base_version": 2})
    for tab in browser_tab(browser, redline.url, locale=locale):
        _ready(tab, f"/articles/{cid}")
        tab.click("#history-toggle")
        row = tab.inner_text('.hist-row[data-version="3"]')
        assert said in row, row
        assert "Edited by hand" not in row and "手动修改" not in row, row


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_chinese_history_and_comparison_have_no_english_words(
    browser: Any, redline: Redline, viewport: dict[str, int]
) -> None:
    cid = redline.create_article("秋天的公园", ZH)["id"]
    _hand_edit(redline, cid, ZH.replace("三公里", "五公里"), 1)
    redline.call(
        "PATCH", f"/api/contents/{cid}", {"title": "秋天的公园（草稿）", "base_version": 2}
    )
    _hand_edit(redline, cid, ZH.replace("三公里", "五公里").replace("咖啡馆", "茶室"), 3)
    rid = redline.call("GET", f"/api/contents/{cid}/history")[0]["id"]
    redline.call("POST", f"/api/revisions/{rid}/comments", {"text": "这一版要再看看"})
    for tab in browser_tab(browser, redline.url, locale="zh-CN", viewport=viewport):
        _ready(tab, f"/articles/{cid}")
        tab.click("#history-toggle")
        tab.wait_for_selector("#compare-from")
        tab.wait_for_selector(".hist-row .hist-comments, .hist-row [class*=comment]")
        drawer = tab.inner_text("#history")
        labels = " ".join(
            tab.eval_on_selector_all(
                "#history [aria-label]", "es => es.map(e => e.getAttribute('aria-label'))"
            )
        )
        shot(tab, f"s51-history51-zh-history-{viewport['width']}")
        tab.select_option("#compare-from", "1")
        tab.select_option("#compare-to", "3")
        tab.click(".compare-go")
        tab.wait_for_selector(".title-diff")
        tab.wait_for_timeout(300)
        head = tab.inner_text("#article-words") + "\n" + tab.inner_text("#changes-note")
        tip = tab.get_attribute("#article-words", "title") or ""
        shot(tab, f"s51-history51-zh-compare-{viewport['width']}")
        said = "\n".join([drawer, labels, head, tip])
        english = re.findall(r"\b(comments?|in|Title|Words|version|shown|article)\b", said)
        assert not english, f"English words on a Chinese page: {english}: {said!r}"
        assert "V3 共" in head, head
        assert "标题：" in head, head


def test_english_comparison_words_stay_english(tab: Any, redline: Redline) -> None:
    cid = _four_versions(redline, "Harbour")
    redline.call("PATCH", f"/api/contents/{cid}", {"title": "Harbour (draft)", "base_version": 4})
    _ready(tab, f"/articles/{cid}")
    _compare(tab, 1, 3)
    assert re.search(r"\d+ words in V3", tab.inner_text("#article-words"))
    _compare(tab, 1, 5)
    assert "Title: " in tab.inner_text("#changes-note")
    shot(tab, "s51-history51-en-compare")
