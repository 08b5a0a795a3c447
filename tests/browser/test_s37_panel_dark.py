"""Session 37: a reader whose system is dark gets the panel, the article with its changes, the
desk, the persona and the article list dark — and readable: every visible text at WCAG AA
contrast against what it is drawn on (4.5:1, 3:1 when large), every control's edge and the
focus ring at 3:1 (WCAG 1.4.11), in the light scheme as in the dark."""

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.conftest import DESKTOP, Redline

pytestmark = pytest.mark.browser

# Colours as the page computes them, blended down to what the eye gets; WCAG's relative
# luminance and contrast ratio.
COLOURS = """
const parse = (c) => {
  const m = c.match(/rgba?\\(([^)]+)\\)/);
  if (!m) return null;
  const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
  return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
};
const lum = ({ r, g, b }) => {
  const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
};
const blend = (top, under) => ({
  r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a),
  b: top.b * top.a + under.b * (1 - top.a), a: 1,
});
const ratio = (a, b) => {
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
const backdrop = (el) => {
  const layers = [];
  for (let e = el; e; e = e.parentElement) {
    const c = parse(getComputedStyle(e).backgroundColor);
    if (c && c.a > 0) layers.push(c);
    if (c && c.a >= 1) break;
  }
  let base = parse(getComputedStyle(document.documentElement).backgroundColor);
  if (!base || base.a < 1) base = { r: 255, g: 255, b: 255, a: 1 };
  for (const layer of layers.reverse()) base = blend(layer, base);
  return base;
};
const where = (el) =>
  `${el.tagName.toLowerCase()}#${el.id}.${el.className} "${el.textContent.trim().slice(0, 24)}"`;
"""

TOO_FAINT = (
    "() => {"
    + COLOURS
    + """
  const faint = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  while (walk.nextNode()) {
    const el = walk.currentNode.parentElement;
    if (!walk.currentNode.data.trim() || seen.has(el)) continue;
    seen.add(el);
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    if (el.closest("[hidden], .visually-hidden, option, :disabled")) continue;
    const style = getComputedStyle(el);
    if (style.visibility === "hidden") continue;
    let opacity = 1;
    for (let e = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    const under = backdrop(el);
    const colour = parse(style.color);
    const ink = blend({ ...colour, a: colour.a * opacity }, under);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66);
    const got = ratio(ink, under);
    if (got < (large ? 3 : 4.5)) faint.push(`${got.toFixed(2)} ${where(el)}`);
  }
  const controls =
    "input:not([type=hidden], [type=radio], [type=checkbox]), textarea, select, button";
  for (const el of document.querySelectorAll(controls)) {
    if (!el.getBoundingClientRect().width || el.closest("[hidden]")) continue;
    const style = getComputedStyle(el);
    const around = backdrop(el.parentElement);
    const fill = parse(style.backgroundColor);
    const edge = parseFloat(style.borderTopWidth) ? ratio(parse(style.borderTopColor), around) : 1;
    const got = Math.max(edge, fill && fill.a >= 1 ? ratio(fill, around) : 1);
    if (got < 3) faint.push(`edge ${got.toFixed(2)} ${where(el)}`);
  }
  return faint;
}"""
)

FOCUS_RING = (
    "() => {"
    + COLOURS
    + """
  const el = document.activeElement;
  const style = getComputedStyle(el);
  const ring = ratio(parse(style.outlineColor), backdrop(el.parentElement));
  return { ring, width: parseFloat(style.outlineWidth), on: where(el) };
}"""
)

LOOK = """() => ({
  page: getComputedStyle(document.body).backgroundColor,
  text: getComputedStyle(document.body).color,
  button: getComputedStyle(document.querySelector("button")).backgroundColor,
})"""


@pytest.fixture(scope="module")
def pages(redline: Redline) -> dict[str, str]:
    """The pages a writer and an editor read, an article with a change to review among them."""
    article = redline.create_article(
        "Dark 暗色", "The choir met twenty times.\n\n| Day | Place |\n|---|---|\n| Mon | 公园 |"
    )
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    persona = redline.call("GET", "/api/personas")[0]["id"]
    return {
        "article": f"/articles/{article['id']}",
        "desk": "/desk",
        "persona": f"/personas/{persona}",
        "home": "/",
    }


@pytest.fixture(params=["light", "dark"])
def scheme(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def tab(browser: Any, redline: Redline, scheme: str) -> Iterator[Any]:
    context = browser.new_context(base_url=redline.url, viewport=DESKTOP, color_scheme=scheme)
    context.set_default_timeout(20000)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("name", ["article", "desk", "persona", "home"])
def test_every_text_control_and_focus_ring_reads_at_aa_contrast(
    tab: Any, pages: dict[str, str], scheme: str, name: str
) -> None:
    tab.goto(pages[name])
    tab.wait_for_selector("body[data-ready='1']")
    if name == "article":
        tab.wait_for_selector("#article-body ins")  # the change is drawn, with its colours
    assert tab.evaluate(TOO_FAINT) == [], f"{name} in {scheme}"
    tab.keyboard.press("Tab")
    tab.keyboard.press("Tab")
    ring = tab.evaluate(FOCUS_RING)
    assert ring["width"] >= 2 and ring["ring"] >= 3, ring


def test_the_dark_scheme_is_dark(browser: Any, redline: Redline, pages: dict[str, str]) -> None:
    looks = {}
    for scheme in ("light", "dark"):
        context = browser.new_context(base_url=redline.url, viewport=DESKTOP, color_scheme=scheme)
        tab = context.new_page()
        tab.goto(pages["article"])
        tab.wait_for_selector("#article-body ins")
        looks[scheme] = tab.evaluate(LOOK)
        looks[scheme]["ins"] = tab.locator("#article-body ins").first.evaluate(
            "(ins) => [getComputedStyle(ins).color, getComputedStyle(ins).backgroundColor]"
        )
        context.close()
    for key in ("page", "text", "button", "ins"):
        assert looks["light"][key] != looks["dark"][key], key
    red, green, blue = (int(part) for part in looks["dark"]["page"][4:-1].split(", ")[:3])
    assert red + green + blue < 3 * 60, looks["dark"]["page"]
