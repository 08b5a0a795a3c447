// A keyboard caret in the article text (outside53 F13). The text is not editable, so the
// browser draws no caret in it and its plain arrow keys only scroll: a keyboard writer saw
// nowhere to start a selection, ↓ did nothing, Home went to the top of the page, and the
// Shift+arrow selection then began at the first heading — a limit the writer never saw went
// out with the next suggestion. With the focus in the text, a caret is drawn where the
// selection would start (the first paragraph in view until the writer moves it), the arrow
// keys, Home and End move it by character, word (Ctrl/Alt), line or to the line's ends,
// PageDown / PageUp by a screen, and with Shift they extend the selection from it. Ctrl+Home /
// Ctrl+End go to the text's ends.
// The drawn caret is a mark over the page (aria-hidden): the text and its nodes stay as they
// are, so the offsets selection.js maps stay true.

import { dom } from "./state.js";

const STEPS = {
  ArrowRight: ["forward", "character"],
  ArrowLeft: ["backward", "character"],
  ArrowDown: ["forward", "line"],
  ArrowUp: ["backward", "line"],
  End: ["forward", "lineboundary"],
  Home: ["backward", "lineboundary"],
};

const mark = document.createElement("div");
mark.className = "article-caret";
mark.setAttribute("aria-hidden", "true");
mark.hidden = true;
document.body.append(mark);

let pointerDown = false;
let atLineEnd = false; // the last key was End: at a wrap, the caret is drawn on the upper line
document.addEventListener("pointerdown", () => {
  pointerDown = true;
  atLineEnd = false;
});
for (const end of ["pointerup", "pointercancel"]) {
  document.addEventListener(end, () => {
    pointerDown = false;
  });
}

function firstParagraphInView() {
  const top = dom.body.getBoundingClientRect().top;
  const paragraphs = [...dom.body.querySelectorAll("p")];
  return paragraphs.find((p) => p.getBoundingClientRect().bottom > Math.max(top, 0)) || paragraphs[0];
}

/** Whether the page's selection has its moving end in the article text. */
function inBody(selection) {
  return Boolean(selection.rangeCount && selection.focusNode && dom.body.contains(selection.focusNode));
}

/** Put the caret at the start of a paragraph's first line as drawn (past hidden marks). */
function caretAt(paragraph, selection, { atEnd = false } = {}) {
  selection.collapse(paragraph, atEnd ? paragraph.childNodes.length : 0);
  // The "## " of a heading is hidden: the line's drawn start is after it.
  selection.modify("move", atEnd ? "backward" : "forward", "character");
  selection.modify("move", atEnd ? "forward" : "backward", "lineboundary");
}

/** Keys meant for a text box or an IME composition, not for the article text. */
function typingElsewhere(event) {
  return event.isComposing || event.keyCode === 229 || event.target.closest?.("input, textarea, select, [contenteditable]");
}

document.addEventListener("keydown", (event) => {
  if (event.metaKey || typingElsewhere(event) || dom.body.hidden) return;
  const selection = document.getSelection();
  const here = inBody(selection);
  // Plain keys move the caret only while the text itself has the focus (not a ✕ button in it,
  // not the composer); Shift extends a selection begun in the text from wherever the focus is.
  if (document.activeElement !== dom.body && !(event.shiftKey && here)) return;
  const ends = (event.key === "Home" || event.key === "End") && event.ctrlKey;
  if (event.key === "PageDown" || event.key === "PageUp") {
    paged(event, selection, here);
    return;
  }
  const step = STEPS[event.key];
  if (!step) return;
  event.preventDefault();
  atLineEnd = event.key === "End" && !event.ctrlKey;
  if (ends) {
    const paragraphs = dom.body.querySelectorAll("p");
    const target = event.key === "Home" ? paragraphs[0] : paragraphs[paragraphs.length - 1];
    if (!target) return;
    const anchor = here ? [selection.anchorNode, selection.anchorOffset] : null;
    caretAt(target, selection, { atEnd: event.key === "End" });
    if (event.shiftKey && anchor) selection.setBaseAndExtent(...anchor, selection.focusNode, selection.focusOffset);
    drawn({ reveal: true });
    return;
  }
  if (!here) {
    const paragraph = firstParagraphInView();
    if (!paragraph) return;
    caretAt(paragraph, selection);
  }
  const before = [selection.anchorNode, selection.anchorOffset, selection.focusNode, selection.focusOffset];
  const [direction, unit] = step;
  const by = unit === "character" && (event.ctrlKey || event.altKey) ? "word" : unit;
  selection.modify(event.shiftKey ? "extend" : "move", direction, by);
  // Past the text's first or last line the browser would go on into the page around it.
  if (!inBody(selection)) selection.setBaseAndExtent(...before);
  drawn({ reveal: true });
});

/** PageDown / PageUp scroll the text a screen and take the caret along, to the same place on
 *  the screen (as an editor does): the browser's own scroll left it behind, out of sight, and
 *  the next arrow key jumped back to where the reading had been. With Shift, the selection
 *  grows to it. */
function paged(event, selection, here) {
  const area = scroller();
  const view = area === document.scrollingElement ? { top: 0, bottom: innerHeight } : area.getBoundingClientRect();
  if (!here) {
    const paragraph = firstParagraphInView();
    if (!paragraph) return;
    caretAt(paragraph, selection);
  }
  const box = caretBox(selection);
  if (!box) return;
  event.preventDefault();
  const before = [selection.anchorNode, selection.anchorOffset, selection.focusNode, selection.focusOffset];
  const page = Math.max(box.height, view.bottom - view.top - 3 * box.height);
  const scrolled = area.scrollTop;
  area.scrollTop += event.key === "PageDown" ? page : -page;
  const moved = area.scrollTop - scrolled;
  // Where nothing was left to scroll, the caret goes the rest of the way: to the last line (or
  // the first) in view, as far as the text goes.
  const wanted = box.top + box.height / 2 + (event.key === "PageDown" ? page : -page) - moved;
  const y = Math.min(Math.max(wanted, view.top + box.height / 2), view.bottom - box.height / 2);
  const point = document.caretRangeFromPoint?.(box.left, y);
  let target = point && dom.body.contains(point.startContainer) ? [point.startContainer, point.startOffset] : null;
  if (!target) {
    const paragraphs = [...dom.body.querySelectorAll("p")];
    const last = event.key === "PageDown" ? paragraphs[paragraphs.length - 1] : paragraphs[0];
    if (!last) return;
    caretAt(last, selection, { atEnd: event.key === "PageDown" });
    target = [selection.focusNode, selection.focusOffset];
  }
  if (event.shiftKey && here) selection.setBaseAndExtent(before[0], before[1], ...target);
  else selection.collapse(...target);
  atLineEnd = false;
  drawn({ reveal: true });
}

// Reaching the text with the keyboard shows the caret at once, where Shift+arrows would start.
dom.body.addEventListener("focus", () => {
  const selection = document.getSelection();
  if (pointerDown || inBody(selection) || dom.body.hidden) {
    drawn();
    return;
  }
  const paragraph = firstParagraphInView();
  if (paragraph) caretAt(paragraph, selection);
  drawn();
});
dom.body.addEventListener("blur", () => drawn());
document.addEventListener("selectionchange", () => drawn());
addEventListener("resize", () => drawn());
document.addEventListener("scroll", () => drawn(), { capture: true, passive: true });
// A redraw of the text (a reply landing, a live change) replaces the nodes the caret was in.
new MutationObserver(() => drawn()).observe(dom.body, { childList: true, subtree: true, characterData: true });

/** A character's edge on screen: its left (the caret before it) or its right (after it). */
function letterEdge(node, from, side) {
  const letter = document.createRange();
  letter.setStart(node, from);
  letter.setEnd(node, from + 1);
  const rects = letter.getClientRects();
  const box = side === "left" ? rects[0] : rects[rects.length - 1];
  return box && box.height ? { left: side === "left" ? box.left : box.right, top: box.top, height: box.height } : null;
}

/** The caret's box on screen, measured on the characters beside it (a collapsed range has no
 *  box at some points). Where the text wraps, one point both ends a line and starts the next:
 *  the caret is drawn at the next line's start, as editors do — at the line's end after End. */
function caretBox(selection) {
  const node = selection.focusNode;
  const offset = selection.focusOffset;
  if (node.nodeType === Node.TEXT_NODE) {
    const next = offset < node.length ? letterEdge(node, offset, "left") : null;
    const previous = offset > 0 ? letterEdge(node, offset - 1, "right") : null;
    if (next && previous && next.top >= previous.top + previous.height / 2) return atLineEnd ? previous : next;
    if (next || previous) return next || previous;
  }
  const point = document.createRange();
  point.setStart(node, offset);
  const rect = point.getClientRects()[0];
  if (rect && rect.height) return { left: rect.left, top: rect.top, height: rect.height };
  const element = node.nodeType === Node.ELEMENT_NODE ? node.childNodes[offset] || node : node.parentElement;
  const box = element?.nodeType === Node.ELEMENT_NODE ? element.getClientRects()[0] : null;
  return box ? { left: box.left, top: box.top, height: Math.min(box.height, 32) || 20 } : null;
}

/** The box the article scrolls in (the article pane; the page itself on a phone). */
function scroller() {
  for (let element = dom.body.parentElement; element && element !== document.body; element = element.parentElement) {
    const overflow = getComputedStyle(element).overflowY;
    if ((overflow === "auto" || overflow === "scroll") && element.scrollHeight > element.clientHeight) return element;
  }
  return document.scrollingElement;
}

let frame = 0;
let revealNext = false;
/** Draw the caret where the selection's collapsed point is, or hide it; bring it into view
 *  after a key moved it (the browser does not scroll for a selection it does not edit). */
function drawn({ reveal = false } = {}) {
  revealNext = revealNext || reveal;
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    const wanted = revealNext;
    revealNext = false;
    const selection = document.getSelection();
    const shown = document.activeElement === dom.body && !dom.body.hidden && inBody(selection);
    let box = shown ? caretBox(selection) : null;
    // (the scrolling box and its place on screen, found once: its own scrolling moves neither)
    const area = box ? scroller() : null;
    const view = !area ? null : area === document.scrollingElement ? { top: 0, bottom: innerHeight } : area.getBoundingClientRect();
    if (box && wanted) {
      // The changes bar stands over the top of the text when it is open (app.css).
      const covered = parseFloat(getComputedStyle(dom.body).scrollMarginTop) || 0;
      const top = view.top + covered + box.height;
      const bottom = view.bottom - box.height;
      const by = box.top < top ? box.top - top : box.top + box.height > bottom ? box.top + box.height - bottom : 0;
      if (by) {
        area.scrollTop += by;
        box = caretBox(selection);
      }
    }
    if (box && (box.top + box.height <= view.top || box.top >= view.bottom)) box = null; // scrolled away
    mark.hidden = !box || !selection.isCollapsed;
    if (mark.hidden) return;
    mark.style.left = `${Math.round(box.left)}px`;
    mark.style.top = `${Math.round(box.top)}px`;
    mark.style.height = `${Math.round(box.height)}px`;
    // Restart the blink: a caret that just moved is shown, not caught mid-blink.
    for (const blink of mark.getAnimations?.() || []) blink.currentTime = 0;
  });
}
