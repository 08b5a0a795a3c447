// The article pane: the text as paragraphs, its version and length, and what the next
// message will edit. The only writer of `state.content`.

import { api, setLang, wordUnit } from "../api.js";
import { englishLabel } from "../labels.js";
import { withoutMarks } from "../markdown.js";
import { markdownBlock } from "./blocks.js";
import { changesAwaited, drawReview, reviewShown } from "./review.js";
import { heldSelection, renderSelection, reselect } from "./selection.js";
import { contentId, dom, enc, say, state } from "./state.js";
import { tableSpans } from "./table-breaks.js";
import { breakSpans, drawParagraphs, firstPaintMap } from "./text.js";
import { headMessage, retitleWelcome } from "./transcript.js";

// The drawn text nodes of the body and where each starts in the text it reads as now — at
// first those of the page's own first paint, when it drew the body exactly as it reads.
let drawn = firstPaintMap(dom.body, state.content.body) ?? [];
// The body drawn plain (no changes shown) as it read then; null once something else is drawn.
// The same body is not drawn again: 25,000 paragraphs take a second (bench/long_page.py).
let plainDrawn = drawn.length ? state.content.body : null;

/** The text nodes drawn for the body as it reads now: [{node, start}] (UTF-16 offsets). */
export function drawnText() {
  return drawn;
}

export function setContent(content) {
  state.content = content;
  state.contentSets += 1;
}

/** Take a newer content (from a revision event, say) without waiting for a reload. */
export function patchContent(fields) {
  state.content = { ...state.content, ...fields };
}

export async function loadContent() {
  setContent(await api("GET", `/api/contents/${enc(contentId)}`));
  renderArticle();
}

/** Draw `items` (grouped changes, or the plain body) into the body pane. What the writer has
 *  selected stays selected, and the focused reject button focused, when the same text is
 *  drawn again: a review arriving a moment after the version it shows (a diff fetched after
 *  the reply) would otherwise take them away. */
export function drawBody(items, options) {
  plainDrawn = null;
  const held = heldSelection();
  // A keyboard on a change's reject button stays on that change's button when the same
  // changes are drawn again (else the focus falls to the page's top, mid-walk).
  const active = document.activeElement;
  // In English: the buttons drawn again read in the reader's language only a moment later.
  const focused = dom.body.contains(active) && active !== dom.body ? englishLabel(active) : null;
  drawn = drawParagraphs(dom.body, items, options);
  reselect(held);
  if (focused && !dom.body.contains(document.activeElement)) {
    const again = [...dom.body.querySelectorAll("[aria-label]")].find((node) => englishLabel(node) === focused);
    again?.focus({ preventScroll: true });
  }
}

export function renderArticle() {
  const content = state.content;
  dom.title.textContent = content.title || "(untitled)";
  // Chinese text says so (fonts, line breaking, a screen reader's voice); the page is English.
  setLang(dom.title, content.title);
  setLang(dom.body, content.body);
  dom.title.classList.toggle("long-title", (content.title || "").length > 80);
  // The browser tab names the article too (a renamed one, or one renamed in another tab).
  document.title = `${content.title || "(untitled)"} · Redline`;
  retitleWelcome();
  dom.version.textContent = `V${content.version}`;
  const unit = content.word_unit || wordUnit(`${content.title} ${content.body}`);
  dom.words.textContent = `${content.word_count} ${unit}`;
  dom.words.removeAttribute("title");
  if (!state.editing) {
    if (reviewShown()) {
      drawReview();
    } else {
      dom.changesBar.hidden = !changesAwaited();
      if (plainDrawn !== content.body || dom.body.className !== "article-body") {
        dom.body.className = "article-body";
        drawBody([{ kind: "equal", text: content.body }]);
        plainDrawn = content.body;
      }
    }
  } else {
    // The hand-edit form is over the text: it hears of a version made meanwhile (editor.js).
    dom.editForm.dispatchEvent(new Event("article-moved"));
  }
  renderSelection();
  renderParagraphChoice();
  renderExportLinks();
}

/** The download links name the version on screen: `weekly-notes-v3.md` — the `.json` export
 *  too (always the article as it is now, with its history: its address names no version). */
function renderExportLinks() {
  const version = state.content.version;
  for (const link of document.querySelectorAll(".export-links a[download]")) {
    const format = link.dataset.format;
    if (format) link.href = `/articles/${enc(contentId)}/download?format=${format}&version=${version}`;
    link.download = link.download.replace(/-v\d+(\.\w+)$/, `-v${version}$1`);
  }
}

/** Put `text` on the clipboard; false when the browser would not (said to the writer).
 *  `focusBack`: the control to return to after the fallback's text box took the focus. */
export async function copyToClipboard(text, focusBack) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Without clipboard permission: copy through a selected, off-screen text box.
    const box = Object.assign(document.createElement("textarea"), { value: text, className: "visually-hidden" });
    document.body.append(box);
    box.select();
    const copied = document.execCommand("copy");
    box.remove();
    focusBack?.focus();
    if (!copied) say("Could not copy — select the text and copy it by hand.");
    return copied;
  }
}

/** Copy the title and text on screen to the clipboard. */
async function copyArticle() {
  if (await copyToClipboard(`${state.content.title}\n\n${state.content.body}`, dom.copyButton)) {
    say(`Copied V${state.content.version} to the clipboard.`);
  }
}

dom.copyButton.addEventListener("click", copyArticle);
dom.copyButton.disabled = false; // drawn disabled: a click before this module ran did nothing

/** "Your next message edits V3" — and whether it edits only the selected text. */
export function renderTarget() {
  const version = state.content.version;
  const head = headMessage();
  const rolledBack = head && (state.children.get(head.id) || []).length > 0;
  const what = state.selection ? `only the selected text of V${version}` : `V${version}`;
  dom.nextEdit.textContent = rolledBack
    ? `You went back: your next message edits ${what} on a new branch.`
    : `Your next message edits ${what}.`;
  dom.composerTarget.textContent = state.selection ? `(edits the selection in V${version})` : `(edits V${version})`;
}

/** The paragraphs of the body as the server counts them, as spans {from, to} (UTF-16). */
export function paragraphSpans(body = state.content.body) {
  const spans = [];
  const add = (from, to) => {
    const text = body.slice(from, to);
    if (!text.trim()) return;
    const lead = text.length - text.trimStart().length;
    spans.push({ from: from + lead, to: from + text.trimEnd().length });
  };
  let last = 0;
  for (const [start, end] of breakSpans(body)) {
    add(last, start);
    last = end;
  }
  add(last, body.length);
  return spans;
}

// A long article lists its paragraphs only while the list has the focus, and then the 1,000
// around the one in view: 25,000 options made every layout of the page take 2.6 s more, and
// reaching the list 5.5 s (bench/long_page.py).
const LISTED_AT_ONCE = 200;
const LISTED_AROUND = 500;
let listed = { key: "", spans: [], places: [] };

// A line opening or closing a fenced code block (app/domain/paragraph_places.py `FENCE`).
const FENCE_LINE = /^[ \t]{0,3}(?:```|~~~)/gm;

/** The spans with a fenced code block that blank lines split into pieces made one span: the
 *  writer counts it as one paragraph (app/domain/paragraph_places.py), and limits an edit to
 *  all of it. */
function fencesJoined(body, spans) {
  const joined = [];
  let inside = false;
  for (const span of spans) {
    if (inside) joined[joined.length - 1] = { from: joined[joined.length - 1].from, to: span.to };
    else joined.push(span);
    if ((body.slice(span.from, span.to).match(FENCE_LINE) || []).length % 2) inside = !inside;
  }
  return joined;
}

/** Each paragraph span's place as the writer counts (as the reply's change lines do): its
 *  number among the paragraphs of text, or 0 for a Markdown heading, which is none. */
function writerPlaces(body, spans) {
  let number = 0;
  return spans.map((span) => (markdownBlock(body.slice(span.from, span.to))?.startsWith("md-h") ? 0 : (number += 1)));
}

/** "paragraph 2" or "the heading “Notes”", for the paragraph span starting at `from`. */
export function paragraphNamed(from) {
  const index = listed.spans.findIndex((span) => span.from === from);
  if (index < 0) return "";
  const number = listed.places[index];
  return number ? `paragraph ${number}` : `the heading “${headingWords(index)}”`;
}

function headingWords(index) {
  const span = listed.spans[index];
  return state.content.body.slice(span.from, span.to).replace(/^#{1,6}[ \t]+/, "").replace(/[ \t]+#+[ \t]*$/, "").trim();
}

/** The keyboard way to limit an edit to a paragraph: a list of them beside the composer. */
function renderParagraphChoice() {
  const select = dom.scopeSelect;
  if (!select) return;
  const body = state.content.body;
  const key = `${state.content.version}:${body.length}`;
  if (listed.key !== key) {
    const spans = fencesJoined(body, paragraphSpans(body));
    listed = { key, spans, places: writerPlaces(body, spans) };
  }
  const spans = listed.spans;
  const all = spans.length <= LISTED_AT_ONCE || document.activeElement === select;
  const from = all ? firstListed(spans) : 0;
  const to = all ? Math.min(spans.length, from + 2 * LISTED_AROUND) : 0;
  if (select.dataset.key !== `${key}:${from}:${to}`) {
    select.dataset.key = `${key}:${from}:${to}`;
    const selected = new Option("the selected text", "selection");
    selected.disabled = true;
    const options = [new Option("the whole article", ""), selected];
    for (let index = from; index < to; index += 1) {
      const span = spans[index];
      const number = listed.places[index];
      const text = number ? withoutMarks(tableRead(body.slice(span.from, span.to))) : headingWords(index);
      const words = text.replace(/\s+/g, " ").trim();
      const preview = [...words].slice(0, 36).join("") + ([...words].length > 36 ? "…" : "");
      options.push(new Option(number ? `paragraph ${number}: ${preview}` : `heading: ${preview}`, `${span.from}:${span.to}`));
    }
    select.replaceChildren(...options);
  }
  const span = state.selection;
  const value = span ? `${span.from}:${span.to}` : "";
  select.value = [...select.options].some((o) => o.value === value) ? value : "selection";
}

/** A table's rows as the list shows them: its cells between bars, a row after a "/", the rule
 *  row left out ("Item | Price / Tea | 3"); any other paragraph as it is. */
function tableRead(text) {
  const [table] = tableSpans(text);
  if (!table || table[0] !== 0 || text.slice(table[1]).trim()) return text;
  const rows = text.split(/\r\n|[\r\n\u2029]/).filter((row, i) => i !== 1 && row.trim());
  return rows.map((row) => row.trim().replace(/^\||\|$/g, "").split(/(?<!\\)\|/).map((cell) => cell.trim()).join(" | ")).join(" / ");
}

/** The first paragraph the list offers: LISTED_AROUND before the one at the top of the text
 *  in view (the text drawn in boxes of paragraphs when it is long: text.js). */
function firstListed(spans) {
  if (spans.length <= 2 * LISTED_AROUND) return 0;
  const top = Math.max(dom.body.getBoundingClientRect().top, 0);
  const box = [...dom.body.querySelectorAll(".para-chunk")].find((chunk) => chunk.getBoundingClientRect().bottom > top);
  const paragraph = box && [...box.querySelectorAll("p")].find((p) => p.getBoundingClientRect().bottom > top);
  const start = Number(paragraph?.getAttribute("data-start") ?? 0);
  let inView = 0;
  while (inView + 1 < spans.length && spans[inView + 1].from <= start) inView += 1;
  return Math.max(0, Math.min(inView - LISTED_AROUND, spans.length - 2 * LISTED_AROUND));
}

dom.scopeSelect?.addEventListener("focus", renderParagraphChoice);
dom.scopeSelect?.addEventListener("blur", renderParagraphChoice);
