// Drawing the article body as paragraph elements, plain or with a revision's changes as
// <ins>/<del> runs — and the map from the drawn text nodes back to offsets in the body.

import { el } from "../api.js";
import { dressRun, inlineRuns } from "../markdown.js";
import { dressBlock, markdownBlock, markdownBlocks } from "./blocks.js";
import { settleBreaks } from "./settled-breaks.js";
import { tableSpans, withTables } from "./table-breaks.js";

// A blank line (and the spacing after it) ends a paragraph, as the server splits them — or,
// in a text with no blank line at all, each line break (many Chinese articles put one
// paragraph a line, indented with full-width spaces that are kept).
const BLANK_LINE = /\n[^\S\n]*\n/;
const BREAK = /\n[^\S\n]*\n\s*/g;
const LINE_BREAK = /[^\S\n]*\n/g;

// Beyond this many paragraphs they are drawn in boxes of CHUNK (below), each laid out only
// near the screen (app.css `.para-chunk`; app/web/pages.py draws the first paint so too).
const MANY_PARAGRAPHS = 200;

/** The paragraph breaks of `text` (a global regex), as the server finds them — but a table
 *  is one block wherever it stands: `breakSpans` has the breaks themselves. */
export function paragraphBreaks(text) {
  return BLANK_LINE.test(text) ? BREAK : LINE_BREAK;
}

/** The paragraph breaks of `text` as [start, end] spans, a table one block (table-breaks.js,
 *  as app/web/pages.py and app/domain/table_blocks.py split). */
export function breakSpans(text) {
  const found = [...text.matchAll(paragraphBreaks(text))].map((m) => [m.index, m.index + m[0].length]);
  return withTables(text, found);
}

/**
 * Group the hunks into changes: a run of consecutive insert/delete hunks is one change — or
 * a part of one, when the server names one change for several runs (paragraphs moved: the
 * runs share the change's id and number, and rejecting any puts the whole move back).
 * Returns [{kind: "equal", text} | {kind: "change", id, number, parts: [{op, text}]}]. The
 * id is the hunk's `change_id` when the server sends it, else `diff.changes` in order. A change
 * of line ends alone (a Windows text's \r\n saved as \n, or back) reads the same: it is drawn as
 * the text it became, and the walk through the changes does not stop on it.
 */
export function groupChanges(diff) {
  const items = [];
  const numbers = new Map(); // change id → its number: the runs of one move share theirs
  for (const item of hunkRuns(diff)) {
    if (item.kind === "change" && !lineEndsOnly(item)) {
      if (!numbers.has(item.id)) numbers.set(item.id, numbers.size + 1);
      item.number = numbers.get(item.id);
      items.push(item);
      continue;
    }
    const text = item.kind === "equal" ? item.text : side(item, "insert");
    const last = items[items.length - 1];
    if (last?.kind === "equal") last.text += text; // one run, so a paragraph break is seen whole
    else items.push({ kind: "equal", text });
  }
  return settleBreaks(items);
}

function hunkRuns(diff) {
  const items = [];
  let current = null;
  let count = 0;
  const ids = (diff.changes || []).map((c) => c.id);
  for (const hunk of diff.hunks || []) {
    if (hunk.op === "equal") {
      current = null;
      items.push({ kind: "equal", text: hunk.text });
      continue;
    }
    const hunkId = hunk.change_id ?? hunk.change;
    if (!current || (hunkId !== undefined && hunkId !== current.id)) {
      count += 1;
      current = { kind: "change", id: hunkId ?? ids[count - 1] ?? count - 1, number: count, parts: [] };
      items.push(current);
    }
    current.parts.push({ op: hunk.op, text: hunk.text });
  }
  return items;
}

const side = (change, op) => change.parts.filter((p) => p.op === op).map((p) => p.text).join("");

function lineEndsOnly(change) {
  const removed = side(change, "delete");
  const added = side(change, "insert");
  return /\r/.test(removed + added) && removed.replace(/\r/g, "") === added.replace(/\r/g, "");
}

/** The changes that are line ends alone, and their characters (as the server counts them). */
function lineEndChanges(diff) {
  const found = hunkRuns(diff).filter((item) => item.kind === "change" && lineEndsOnly(item));
  const count = (op) => found.reduce((sum, item) => sum + [...side(item, op)].length, 0);
  return { count: found.length, inserted: count("insert"), deleted: count("delete") };
}

export function hasChanges(diff) {
  return Boolean(diff.title_changed) || groupChanges(diff).some((item) => item.kind === "change");
}

/** Only line ends changed between the two sides (the words read the same). */
export function onlyLineEnds(diff) {
  return !hasChanges(diff) && lineEndChanges(diff).count > 0;
}

const short = (s) => {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
};

/** "“twenty” → “thirty”", "added “…”", "removed “…”": what a change does, for its label. */
export function describeChange(change) {
  const removed = change.parts.filter((p) => p.op === "delete").map((p) => p.text).join("");
  const added = change.parts.filter((p) => p.op === "insert").map((p) => p.text).join("");
  if (removed.trim() && added.trim()) return `“${short(removed)}” → “${short(added)}”`;
  if (added.trim()) return `added “${short(added)}”`;
  if (removed.trim()) return `removed “${short(removed)}”`;
  return "spacing changed";
}

/** `pieces`, the breaks taken from `spans` (breaks of the whole text) that fall inside
 *  `text`, which starts at `at` in it. */
function piecesAt(text, spans, at) {
  const out = [];
  let last = 0;
  for (const [s, e] of spans) {
    if (s < at || e > at + text.length) continue;
    out.push({ text: text.slice(last, s - at), sep: text.slice(s - at, e - at) });
    last = e - at;
  }
  out.push({ text: text.slice(last), sep: "" });
  return out;
}

/** Split text at paragraph breaks: [{text, sep}] where `sep` is the break after `text`. */
function pieces(text, breaks) {
  const out = [];
  let last = 0;
  for (const match of text.matchAll(breaks)) {
    out.push({ text: text.slice(last, match.index), sep: match[0] });
    last = match.index + match[0].length;
  }
  out.push({ text: text.slice(last), sep: "" });
  return out;
}

/**
 * Draw `items` (from groupChanges, or one equal item for a plain body) into `container` as
 * <p> elements. `rejected` change ids are drawn as the old text; `onReject(change)` adds a
 * reject button to each other change. Returns the text map: [{node, start}] for every drawn
 * text node of the final text (what the body now reads), `start` a UTF-16 offset into it.
 */
export function drawParagraphs(container, items, { rejected = new Set(), onReject = null } = {}) {
  const paragraphs = [];
  let offset = 0; // in the final text
  let para = null;
  let ops = null; // which kinds of text the paragraph holds: its class in each view
  // The body as it now reads says how its paragraphs are broken.
  const reads = (item) => item.kind === "equal" ? item.text : item.parts.filter((p) => p.op === (rejected.has(item.id) ? "delete" : "insert")).map((p) => p.text).join("");
  const reading = items.map(reads).join("");
  const breaks = paragraphBreaks(reading);
  // Where the text holds a table, its breaks are read on the whole text (a row may cross two
  // runs): a run of it is cut where a break of the whole falls inside it.
  const whole = tableSpans(reading).length ? breakSpans(reading) : null;
  const cut = (value, at) => (whole && at !== null ? piecesAt(value, whole, at) : pieces(value, breaks));
  const starts = new Map(); // each paragraph's start in the final text
  const open = () => {
    para = document.createElement("p"); // not el(): 25,000 of these (bench/long_page.py)
    para.setAttribute("data-start", String(offset));
    starts.set(para, offset);
    ops = new Set();
    paragraphs.push([para, ops]);
  };
  const text = (parent, value, { final = true } = {}) => {
    if (!value) return;
    parent.append(document.createTextNode(value));
    if (final) offset += value.length;
  };
  open();
  for (const item of items) {
    if (item.kind === "equal" || rejected.has(item.id)) {
      const old = item.kind === "equal" ? item.text : item.parts.filter((p) => p.op === "delete").map((p) => p.text).join("");
      const wrap = item.kind === "equal" ? null : () => el("span", { class: "change rejected", dataset: { changeId: String(item.id) } });
      for (const [i, piece] of cut(old, offset).entries()) {
        if (i) open();
        if (piece.text) ops.add("equal");
        const parent = wrap && piece.text ? para.appendChild(wrap()) : para;
        text(parent, piece.text);
        offset += piece.sep.length;
      }
      continue;
    }
    let span = null;
    const spanIn = (p) => {
      if (!span || span.parentNode !== p) {
        span = el("span", { class: "change", tabindex: "-1", dataset: { changeId: String(item.id), number: String(item.number) } });
        p.append(span);
      }
      return span;
    };
    for (const part of item.parts) {
      const tag = part.op === "insert" ? "ins" : "del";
      for (const [i, piece] of cut(part.text, part.op === "insert" ? offset : null).entries()) {
        if (i) open();
        if (piece.text) {
          ops.add(part.op);
          const run = el(tag, spaceMark(piece.text, part.op));
          spanIn(para).append(run);
          text(run, piece.text, { final: part.op === "insert" });
        }
        // A deleted break is not in the final text; an inserted one is.
        if (part.op === "insert") offset += piece.sep.length;
      }
    }
    if (onReject) {
      // A change that only adds or removes a break has no text: its button still needs a place.
      spanIn(span ? span.parentNode : para).append(
        el(
          "button",
          {
            type: "button",
            class: "reject-change",
            "aria-label": `Reject change ${item.number}: ${describeChange(item)}`,
            title: "Reject this change (put the old text back)",
            onclick: () => onReject(item),
          },
          "✕",
        ),
      );
    }
  }
  const drawnParagraphs = [];
  const texts = new Map();
  for (const [p, kinds] of paragraphs) {
    if (!p.childNodes.length) continue;
    texts.set(p, finalText(p));
    const block = markdownBlock(texts.get(p));
    if (block) p.classList.add(block);
    // A paragraph that is all deleted (or all inserted) takes no room in the view without it.
    if (!kinds.has("equal") && !kinds.has("insert") && kinds.has("delete")) p.classList.add("para-deleted");
    if (!kinds.has("equal") && !kinds.has("delete") && kinds.has("insert")) p.classList.add("para-inserted");
    drawnParagraphs.push(p);
  }
  const blocks = markdownBlocks(drawnParagraphs, (p) => texts.get(p));
  for (const p of drawnParagraphs) {
    const block = blocks.get(p);
    if (block?.kind !== "fence") readInlineMarkdown(p); // code is shown as typed
    if (block) dressBlock(p, block);
  }
  const many = drawnParagraphs.length > MANY_PARAGRAPHS;
  container.replaceChildren(...(many ? inChunks(drawnParagraphs) : drawnParagraphs));
  return textMap(drawnParagraphs, (p) => starts.get(p));
}

/** A run that adds or removes only spaces inside a line (a doubled space, a tab, a full-width
 *  space) drew as an empty box: it is marked ␣ (app.css `.space-mark`) and says what it is.
 *  The mark is no text of the article (the text map and a copy read the space alone). */
function spaceMark(text, op) {
  if (!/^[^\S\n\r]+$/.test(text)) return {};
  const count = [...text].length;
  const what = count === 1 ? "A space" : `${count} spaces`;
  const said = `${what} ${op === "insert" ? "added" : "removed"}`;
  return { class: "space-mark", title: said, dataset: { marks: "␣".repeat(Math.min(count, 8)) } };
}

/** The text map of the paragraphs the page drew before its scripts ran (app/web/pages.py,
 *  dressed by article-now.js as drawParagraphs dresses them), or null when they do not read as
 *  `body` character for character (the HTML parser reads a "\r\n" as "\n", say). */
export function firstPaintMap(container, body) {
  const paragraphs = [...container.querySelectorAll("p")];
  if (!paragraphs.length) return null;
  const map = textMap(paragraphs);
  let end = 0;
  for (const { node, start } of map) {
    if (body.startsWith(node.data, start) === false || start < end) return null;
    end = start + node.length;
  }
  const drawnText = paragraphs.map((p) => p.textContent.length).reduce((a, b) => a + b, 0);
  const breaks = breakSpans(body).reduce((sum, [s, e]) => sum + e - s, 0);
  return drawnText === body.length - breaks ? map : null;
}

/** The text map of drawn paragraphs: every text node of what the body reads as now, with where
 *  it starts (each paragraph's own start, `startOf(p)`, then its nodes in order). */
function textMap(paragraphs, startOf = (p) => Number(p.getAttribute("data-start"))) {
  const map = [];
  for (const p of paragraphs) {
    let at = startOf(p);
    for (const node of finalNodes(p)) {
      map.push({ node, start: at });
      at += node.length;
    }
  }
  return map;
}

// A long text's paragraphs go in boxes of this many: content-visibility on each paragraph
// made Chromium check 25,000 of them for the screen each frame (bench/long_page.py).
const CHUNK = 100;

function inChunks(paragraphs) {
  const chunks = [];
  for (let at = 0; at < paragraphs.length; at += CHUNK) {
    chunks.push(el("div", { class: "para-chunk" }, ...paragraphs.slice(at, at + CHUNK)));
  }
  return chunks;
}

/** The text nodes of a drawn paragraph that make what it reads as now (see finalText). */
function finalNodes(p) {
  if (p.childNodes.length === 1 && p.firstChild.nodeType === Node.TEXT_NODE) return [p.firstChild];
  const nodes = [];
  const walk = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) if (!walk.currentNode.parentElement.closest("del, button")) nodes.push(walk.currentNode);
  return nodes;
}

/** Read a drawn paragraph's inline Markdown (markdown.js) where it stands: each text node of
 *  what it now reads is cut where a bold, italic, code or link run begins or ends, and each
 *  piece dressed. */
function readInlineMarkdown(p) {
  const nodes = finalNodes(p);
  const text = nodes.length === 1 ? nodes[0].data : nodes.map((node) => node.data).join("");
  const runs = inlineRuns(text).filter((run) => run.mark || run.code || run.em || run.strong || run.href);
  if (!runs.length) return;
  let from = 0;
  for (const node of nodes) {
    const to = from + node.length;
    const inside = runs.filter((run) => run.start < to && run.end > from);
    if (inside.length) {
      const cuts = [...new Set([from, to, ...inside.flatMap((run) => [Math.max(run.start, from), Math.min(run.end, to)])])].sort((a, b) => a - b);
      const dressed = document.createDocumentFragment();
      for (let i = 0; i + 1 < cuts.length; i += 1) {
        const piece = document.createTextNode(text.slice(cuts[i], cuts[i + 1]));
        const run = inside.find((r) => r.start <= cuts[i] && r.end >= cuts[i + 1]);
        dressed.append(run ? dressRun(piece, run) : piece);
      }
      node.replaceWith(dressed);
    }
    from = to;
  }
}

/** What a drawn paragraph reads as now: its text without what an edit deleted (nor a
 *  change's ✕ button). */
function finalText(p) {
  if (p.childNodes.length === 1 && p.firstChild.nodeType === Node.TEXT_NODE) return p.firstChild.data;
  let text = "";
  const walk = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) if (!walk.currentNode.parentElement.closest("del, button")) text += walk.currentNode.data;
  return text;
}

export function renderTitleDiff(diff) {
  return el(
    "span",
    { class: "title-diff" },
    "Title: ",
    el("del", {}, diff.original_title ?? ""),
    " → ",
    el("ins", {}, diff.revised_title ?? ""),
  );
}

export function scopeLine(diff) {
  const stats = { ...(diff.stats || {}) };
  // Line ends alone are no change the writer can see: their characters are not counted.
  const ends = lineEndChanges(diff);
  if (stats.inserted_chars !== undefined) stats.inserted_chars -= ends.inserted;
  if (stats.deleted_chars !== undefined) stats.deleted_chars -= ends.deleted;
  // A rename alone: "no paragraph changed · +0 −0 characters" would read as nothing done.
  if (diff.title_changed && stats.paragraphs_changed === 0 && !stats.inserted_chars && !stats.deleted_chars) return "only the title changed";
  const chars = stats.inserted_chars !== undefined ? `+${stats.inserted_chars} −${stats.deleted_chars} characters` : "";
  return [scopeOf(diff, stats), chars].filter(Boolean).join(" · ");
}

/** How much a change touched: the server's words, but a paragraph moved (cut and pasted
 *  elsewhere, every paragraph still the same) is no "no paragraph changed". */
export function scopeOf(diff, stats = diff.stats || {}) {
  const scope =
    diff.scope ||
    (stats.paragraphs_total !== undefined ? `changed ${stats.paragraphs_changed} of ${stats.paragraphs_total} paragraphs` : "");
  // A heading is no paragraph (app/domain/paragraph_places.py): one edited alone is said so.
  if (stats.paragraphs_changed !== 0 || stats.headings_changed || !hasChanges(diff)) return scope;
  const changes = groupChanges(diff).filter((item) => item.kind === "change");
  if (!changes.length) return scope;
  return changes.some((change) => change.parts.some((part) => part.text.trim())) ? "paragraphs moved" : "only the spacing changed";
}
