// Selection scope: text selected in the article (or a paragraph chosen from the list beside
// the composer) limits the next suggestion to that span. The server is sent its offsets into
// the body; the model may change only it, and only it is replaced. Offsets come from the map
// of drawn text nodes (deleted text and buttons are not in it), and only while that map reads
// exactly as `state.content.body` — so Markup maps as Final does, and an old diff or an open
// editor never yields a span. The only writer of `state.selection`.

import { drawnText, paragraphNamed, renderTarget } from "./article.js";
import { reviewShown, setView } from "./review.js";
import { movedSpan } from "./selection-moved.js";
import "./caret.js"; // the keyboard's caret and Shift+arrow selection in the text
import { dom, say, state } from "./state.js";

const SELECTION_HIGHLIGHT = "redline-selection";
const QUOTE_CHARS = 40;

/** The drawn text map when it is the current body, else null. */
function currentBodyMap() {
  if (state.editing || dom.body.hidden) return null;
  const map = drawnText();
  const body = state.content.body;
  // Every drawn node reads as the body there, and only paragraph breaks lie between them.
  let end = 0;
  for (const { node, start } of map) {
    if (start < end || !body.startsWith(node.data, start) || body.slice(end, start).trim()) return null;
    end = start + node.length;
  }
  return body.slice(end).trim() ? null : map;
}

/** A DOM boundary point as a UTF-16 offset into the body. */
function bodyOffset(map, container, offset) {
  const point = document.createRange();
  point.setStart(container, offset);
  for (const { node, start } of map) {
    if (node === container) return start + offset;
    if (point.comparePoint(node, node.length) > 0) return start;
  }
  return state.content.body.length;
}

/** The inverse: an offset as [text node, offset]; in a paragraph break, the nearer side. */
function bodyPoint(map, offset, { atEnd = false } = {}) {
  let previous = null;
  for (const { node, start } of map) {
    const end = start + node.length;
    if (offset < start) return atEnd && previous ? [previous, previous.length] : [node, 0];
    if (offset < end || (atEnd && offset === end)) return [node, offset - start];
    previous = node;
  }
  return previous ? [previous, previous.length] : null;
}

/** Python counts code points, the page UTF-16 units: they differ by one per astral character. */
function codePoints(text, units) {
  return units - (text.slice(0, units).match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g) || []).length;
}

/** A span {from, to} of the current body as the selection scope, trimmed; null if empty. */
function spanOf(from, to) {
  const body = state.content.body;
  from = Math.max(0, Math.min(from, body.length));
  to = Math.max(from, Math.min(to, body.length));
  // Whitespace at the edges is not what the writer meant to change.
  while (from < to && /\s/.test(body[from])) from += 1;
  while (to > from && /\s/.test(body[to - 1])) to -= 1;
  // Never split a surrogate pair.
  if (from > 0 && /[\uDC00-\uDFFF]/.test(body[from]) && /[\uD800-\uDBFF]/.test(body[from - 1])) from -= 1;
  if (to < body.length && /[\uDC00-\uDFFF]/.test(body[to]) && /[\uD800-\uDBFF]/.test(body[to - 1])) to += 1;
  if (from >= to) return null;
  return {
    from,
    to,
    start: codePoints(body, from),
    end: codePoints(body, to),
    text: body.slice(from, to),
    version: state.content.version,
    body,
  };
}

/** The writer's selection as a span of the body (clamped to it), or null. */
function selectedSpan() {
  const selection = document.getSelection();
  if (!selection || !selection.rangeCount || selection.isCollapsed) return null;
  const first = selection.getRangeAt(0);
  const last = selection.getRangeAt(selection.rangeCount - 1);
  if (!first.intersectsNode(dom.body) && !last.intersectsNode(dom.body)) return null;
  const map = currentBodyMap();
  if (!map) return null;
  const whole = document.createRange();
  whole.selectNodeContents(dom.body);
  const from =
    first.compareBoundaryPoints(Range.START_TO_START, whole) <= 0 ? 0 : bodyOffset(map, first.startContainer, first.startOffset);
  const to =
    last.compareBoundaryPoints(Range.END_TO_END, whole) >= 0
      ? state.content.body.length
      : bodyOffset(map, last.endContainer, last.endOffset);
  return spanOf(from, to);
}

export function selectionIsCurrent(span) {
  return Boolean(span) && span.version === state.content.version && span.body === state.content.body;
}

function quote(text) {
  const flat = [...text.replace(/\s+/g, " ").trim()];
  return flat.length > QUOTE_CHARS ? `${flat.slice(0, QUOTE_CHARS).join("")}…` : flat.join("");
}

/** The writer's selection in the article as offsets, taken before the body is drawn again
 *  (a turn ending, a live event): a redraw replaces the text nodes and would drop it. */
export function heldSelection() {
  const span = selectedSpan();
  return span && { from: span.from, to: span.to, body: span.body };
}

/** Select again what `heldSelection` took, once the same text is drawn anew. */
export function reselect(held) {
  if (!held || held.body !== state.content.body) return;
  const map = currentBodyMap();
  const start = map && bodyPoint(map, held.from);
  const end = map && bodyPoint(map, held.to, { atEnd: true });
  if (!start || !end) return;
  const range = new Range();
  range.setStart(...start);
  range.setEnd(...end);
  const selection = document.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
}

// The words of a limit the body moved past that could not be found again: said in the chip
// until the writer chooses again (a new limit, or clears it), never dropped silently.
let dropped = null;

/** Draw the chip, the target line and the highlight. A span of an earlier body (another tab's
 *  change, a reply, a hand edit) follows its words to where they are now; when they are gone
 *  the chip says the limit was dropped (outside46b F9). */
export function renderSelection() {
  if (state.selection && !selectionIsCurrent(state.selection)) {
    const was = state.selection;
    // A span already sent goes with its turn, as before (turn.js): its reply changed it.
    const moved = was.sent ? null : movedSpan(was.body, was, state.content.body);
    const span = moved && spanOf(moved.from, moved.to);
    state.selection = span && span.text === was.text ? span : null;
    dropped = state.selection || was.sent ? null : was.text;
  }
  const span = state.selection;
  dom.selectionChip.hidden = !span && !dropped;
  dom.selectionChip.classList.toggle("dropped", !span && Boolean(dropped));
  dom.selectionText.textContent = span
    ? `Applies to the selection: “${quote(span.text)}”`
    : dropped
      ? `Limit dropped: “${quote(dropped)}” changed, so your next suggestion applies to the whole article — select the text again to limit it.`
      : "";
  dom.message.setAttribute("aria-describedby", span ? "selection-text composer-hint" : "composer-hint");
  renderTarget();
  // Keep the span marked while the focus is in the composer (the page's own selection goes).
  if (typeof CSS === "undefined" || !CSS.highlights || typeof Highlight === "undefined") return;
  CSS.highlights.delete(SELECTION_HIGHLIGHT);
  const map = span ? currentBodyMap() : null;
  if (!map || !map.length) return;
  const start = bodyPoint(map, span.from);
  const end = bodyPoint(map, span.to, { atEnd: true });
  if (!start || !end) return;
  const range = new Range();
  range.setStart(...start);
  range.setEnd(...end);
  CSS.highlights.set(SELECTION_HIGHLIGHT, new Highlight(range));
}

export function setSelection(span) {
  state.selection = span;
  dropped = null;
  renderSelection();
  if (dom.scopeSelect) {
    const value = span ? `${span.from}:${span.to}` : "";
    dom.scopeSelect.value = [...dom.scopeSelect.options].some((o) => o.value === value) ? value : "selection";
  }
}

export function clearSelection() {
  const selection = document.getSelection();
  if (selection?.rangeCount && selection.getRangeAt(0).intersectsNode(dom.body)) selection.removeAllRanges();
  setSelection(null);
}

/** Take the page's selection as the span for the next suggestion, when it lies in the body. */
function captureSelection() {
  const span = selectedSpan();
  if (!span) return;
  if (reviewShown() && state.view === "original") {
    say("The Original view shows the old text: switch to Final to select text for your next suggestion.");
    return;
  }
  const same = state.selection && state.selection.from === span.from && state.selection.to === span.to;
  if (same) return;
  let switched = false;
  if (reviewShown() && state.view === "markup") {
    // Deleted text is not part of the article any more: show the text the span is taken from.
    setView("final");
    switched = true;
  }
  setSelection(span);
  say(`${switched ? "Showing Final. " : ""}Your next suggestion applies only to the selected text.`);
}

let selectionTimer = 0;
let selecting = false;
document.addEventListener("pointerdown", (event) => {
  if (event.button === 0) selecting = true;
});
// A touch that becomes a long-press selection (or a scroll) ends in pointercancel, not
// pointerup: the selection the phone then draws must still be taken.
for (const end of ["pointerup", "pointercancel"]) {
  document.addEventListener(end, () => {
    if (!selecting) return;
    selecting = false;
    setTimeout(captureSelection, 0);
  });
}
document.addEventListener("selectionchange", () => {
  clearTimeout(selectionTimer);
  // While the mouse is still down the selection is being drawn: take it on release.
  selectionTimer = setTimeout(() => {
    if (!selecting) captureSelection();
  }, 120);
});
dom.clearSelection.addEventListener("click", () => {
  clearSelection();
  dom.message.focus();
  say("Selection cleared — your next suggestion applies to the whole article.");
});
dom.scopeSelect?.addEventListener("change", () => {
  const value = dom.scopeSelect.value;
  if (!value || value === "selection") {
    clearSelection();
    say("Your next suggestion applies to the whole article.");
    return;
  }
  const [from, to] = value.split(":").map(Number);
  setSelection(spanOf(from, to));
  say(`Your next suggestion applies only to ${paragraphNamed(from)}.`);
});

// Copying from the text gives the words as the view reads them: in Markup the version as it
// now is (no struck-out old words, no ✕ buttons), in Original the text before the change.
dom.body.addEventListener("copy", (event) => {
  const selection = getSelection();
  if (!selection.rangeCount || selection.isCollapsed || !event.clipboardData) return;
  const holder = document.createElement("div");
  for (let i = 0; i < selection.rangeCount; i += 1) holder.append(selection.getRangeAt(i).cloneContents());
  const dropped = dom.body.classList.contains("view-original") ? "ins, .reject-change" : "del, .reject-change";
  for (const node of holder.querySelectorAll(dropped)) node.remove();
  const paragraphs = holder.querySelectorAll("p");
  const text = paragraphs.length ? [...paragraphs].map((p) => p.textContent).join("\n\n") : holder.textContent;
  event.clipboardData.setData("text/plain", text);
  event.preventDefault();
});
