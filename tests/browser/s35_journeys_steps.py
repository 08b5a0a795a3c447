"""Steps a writer takes in the panel, found the way they see it: by role, label and visible
text (written by someone who had not read the panel's code — session 35's outside journeys)."""

import re
from typing import Any

from tests.browser.conftest import Redline

# A paste, as a browser's clipboard gives it, into whatever box has the focus; a paste the page
# does not handle puts the plain text in, as the browser would.
PASTE_INTO_FOCUSED = """([html, text]) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", text);
    const box = document.activeElement;
    const init = { clipboardData: data, bubbles: true, cancelable: true };
    if (box.dispatchEvent(new ClipboardEvent("paste", init))) {
        box.setRangeText(text, box.selectionStart, box.selectionEnd, "end");
        box.dispatchEvent(new Event("input", { bubbles: true }));
    }
}"""


def suggestion_box(page: Any) -> Any:
    """The box the writer types a suggestion into (its label names the version it edits)."""
    return page.get_by_role("textbox", name=re.compile(r"^(Suggestion|建议)"))


def article_text(page: Any) -> Any:
    return page.get_by_role("region", name=re.compile(r"^(Article text|文章正文)$"))


def conversation(page: Any) -> Any:
    return page.get_by_role("log")


def replies(page: Any) -> Any:
    """Every line of the conversation as the writer sees it."""
    return conversation(page).get_by_role("listitem")


def send(page: Any, message: str) -> None:
    box = suggestion_box(page)
    box.fill(message)
    box.press("Enter")


def open_article(page: Any, content_id: str) -> None:
    page.goto(f"/articles/{content_id}")
    suggestion_box(page).wait_for()


def article_body(app: Redline, content_id: str) -> str:
    return str(app.call("GET", f"/api/contents/{content_id}")["body"])


def version_badge(page: Any) -> str:
    """The version the article shows, as the line under its title says (V1, V2 …)."""
    line = page.get_by_role("main").get_by_role("paragraph").first.inner_text()
    found = re.search(r"V\d+", line)
    return found.group(0) if found else ""


def model_reply(title: str, *paragraphs: str) -> str:
    """What a model answering in the whole-article format says."""
    return title + "\n\n" + "\n\n".join(paragraphs)


def boxes_outside(page: Any, width: int) -> list[str]:
    """Visible elements (text and controls) that stick out of a viewport `width` wide, or
    whose text is cut (wider content than box, not scrollable) — what a phone reader would miss."""
    return list(
        page.evaluate(
            """(width) => {
              const bad = [];
              for (const el of document.querySelectorAll("body *")) {
                const style = getComputedStyle(el);
                if (style.visibility === "hidden" || style.display === "none") continue;
                const box = el.getBoundingClientRect();
                if (box.width === 0 || box.height === 0) continue;
                if (el.closest("[hidden], [aria-hidden='true'], dialog:not([open])")) continue;
                if (box.right <= 0) continue;  // visually hidden on purpose (a skip link)
                const name = (el.getAttribute("aria-label") || el.textContent || "").trim()
                  .slice(0, 40);
                if (box.left < -1 || box.right > width + 1) {
                  // inside a box that scrolls sideways on purpose it is reachable
                  let parent = el.parentElement, scrolls = false;
                  while (parent && parent !== document.body) {
                    const ps = getComputedStyle(parent);
                    const inside = parent.getBoundingClientRect().right <= width + 1;
                    if (/(auto|scroll)/.test(ps.overflowX) && inside) { scrolls = true; break; }
                    parent = parent.parentElement;
                  }
                  const where = `${Math.round(box.left)}..${Math.round(box.right)}`;
                  if (!scrolls) bad.push(`${el.tagName} "${name}" at ${where}`);
                }
                const leaf = el.children.length === 0 && name;
                const cut = el.scrollWidth > el.clientWidth + 1;
                if (leaf && style.textOverflow === "ellipsis" && cut) {
                  const seen = `${el.clientWidth}px of ${el.scrollWidth}px`;
                  bad.push(`${el.tagName} "${name}" cut to ${seen}`);
                }
              }
              return bad;
            }""",
            width,
        )
    )


def overlapping_controls(page: Any) -> list[str]:
    """Pairs of visible buttons, links and boxes whose boxes overlap (one hides the other)."""
    return list(
        page.evaluate(
            """() => {
              const controls = [...document.querySelectorAll(
                "button, a[href], input, select, textarea, [role=button]")].filter((el) => {
                  const box = el.getBoundingClientRect();
                  const style = getComputedStyle(el);
                  return box.width > 0 && box.height > 0 && style.visibility !== "hidden"
                    && !el.closest("[hidden]") && style.position !== "absolute";
                });
              const bad = [];
              for (let i = 0; i < controls.length; i++) {
                for (let j = i + 1; j < controls.length; j++) {
                  const a = controls[i], b = controls[j];
                  if (a.contains(b) || b.contains(a)) continue;
                  // an open dialog lies over the page on purpose
                  const layer = (el) => el.closest("dialog, [role=dialog]");
                  if (layer(a) !== layer(b)) continue;
                  const p = a.getBoundingClientRect(), q = b.getBoundingClientRect();
                  const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
                  const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
                  if (x > 2 && y > 2) {
                    const name = (el) => (el.getAttribute("aria-label") || el.textContent
                      || el.tagName).trim().slice(0, 30);
                    bad.push(`${name(a)} / ${name(b)}`);
                  }
                }
              }
              return bad;
            }"""
        )
    )
