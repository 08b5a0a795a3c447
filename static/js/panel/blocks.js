// Markdown blocks in a drawn paragraph — a heading, a quote, a table, a list, fenced code —
// shown as such, every character of the writer's text kept in the page (a heading's "#", a
// quote's ">", a table's pipes and rule, a fence's lines and a bullet's "-" are hidden, never
// dropped), so the text map, selection and copying read
// the text as written. Nothing is parsed as HTML: the paragraph's own text nodes are only cut
// and wrapped, also where a revision's <ins>/<del> runs cross a row or a cell.

import { el } from "../api.js";

// As app/editing/table_text.py reads a table: a heading row, a rule and rows, every line
// between bars.
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const PIPE = /(?<!\\)\|/g;
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+/;
const BULLET = /^[ \t]*[-*+][ \t]+/;
const FENCE = /^[ \t]*(?:```|~~~)/;
// A paragraph written as a Markdown heading or quote, as the Word export makes it (app/web/
// pages.py `markdown_block`, the same rule, gives the page's first paint its class).
const HEADING = /^#{1,6}[ \t]+\S[^\n]*$/;
const QUOTE = /^[ \t]*>[^\n]*(?:\n[ \t]*>[^\n]*)*$/;
const HEADING_MARK = /^#{1,6}[ \t]+/;
const QUOTE_MARK = /^[ \t]*>[ \t]?/;

/** "md-h2" for "## Part one", "md-quote" for "> …" lines; null for any other paragraph. */
export function markdownBlock(text) {
  if (HEADING.test(text)) return `md-h${text.length - text.replace(/^#+/, "").length}`;
  return QUOTE.test(text) ? "md-quote" : null;
}

/** Whether a paragraph's text (as it reads now) is a Markdown table. */
export function isTable(text) {
  const lines = text.split("\n").filter((line) => line.trim());
  return lines.length >= 3 && lines.every((line) => TABLE_ROW.test(line)) && TABLE_RULE.test(lines[1]);
}

/** Whether a paragraph's text is a list: its first line an item ("- ", "* ", "1. ", "2) "). */
export function isList(text) {
  return LIST_ITEM.test(text);
}

/** The text nodes under `root` that show (a change's ✕ button is not text), with where each
 *  starts in the text they show together. */
function shownNodes(root) {
  const nodes = [];
  let at = 0;
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) {
    const node = walk.currentNode;
    if (node.parentElement.closest("button")) continue;
    nodes.push({ node, start: at });
    at += node.length;
  }
  return nodes;
}

/** The text `root` shows (deleted runs included: a deleted row is a row, struck through). */
export function shownText(root) {
  return shownNodes(root).map(({ node }) => node.data).join("");
}

/**
 * Cut `root`'s content at `offset` (into its shown text) so that the cut falls between two of
 * its children: the text node there is split, and each element between it and `root` (a
 * change's span, an <ins>, a <strong>) is split into two of the same kind. Returns the child
 * of `root` after the cut, or null at its end.
 */
function cutAt(root, nodes, offset) {
  const found = nodes.findLast(({ start }) => start <= offset) ?? nodes[0];
  if (!found) return null;
  const { node, start } = found;
  const within = offset - start;
  let after = within <= 0 ? node : within >= node.length ? node.nextSibling : node.splitText(within);
  let parent = node.parentNode;
  while (parent !== root) {
    if (after === parent.firstChild) after = parent;
    else if (after === null) after = parent.nextSibling;
    else {
      const rest = parent.cloneNode(false);
      for (let sibling = after; sibling; ) {
        const next = sibling.nextSibling;
        rest.append(sibling);
        sibling = next;
      }
      parent.after(rest);
      after = rest;
    }
    parent = parent.parentNode;
  }
  return after;
}

/** Cut `root` at each of `cuts` (ascending offsets into its shown text) and wrap each piece
 *  between two cuts (and before the first, after the last) in `wrap(index)`, an element (or
 *  null: the piece stays as it is). */
function wrapPieces(root, cuts, wrap) {
  const nodes = shownNodes(root);
  // From the last cut back: a cut leaves the nodes before it where they were.
  const bounds = cuts.map(() => null);
  for (let i = cuts.length - 1; i >= 0; i -= 1) bounds[i] = cutAt(root, nodes, cuts[i]);
  const pieces = [];
  let child = root.firstChild;
  for (const bound of [...bounds, null]) {
    const piece = [];
    while (child && child !== bound) {
      piece.push(child);
      child = child.nextSibling;
    }
    pieces.push(piece);
  }
  const wrapped = pieces.map((piece, index) => {
    const box = wrap(index);
    box?.append(...piece);
    return box ?? piece;
  });
  root.replaceChildren(...wrapped.flat());
  return wrapped;
}

/** Where each line of `text` ends: [from, to) of the lines and the "\n" after each. */
function lineCuts(text) {
  const cuts = [];
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) cuts.push(at, at + 1);
  return cuts;
}

const hiddenMark = () => el("span", { class: "md-mark md-block-mark" });

/** Draw a table paragraph as rows of cells (ARIA table semantics; the rule row hidden and read
 *  for each column's alignment). */
function dressTable(p) {
  p.setAttribute("role", "table");
  const text = shownText(p);
  const lines = text.split("\n");
  const ruleIndex = lines.findIndex((line, index) => index > 0 && TABLE_RULE.test(line));
  const aligns = ruleIndex > 0 ? cellsOf(lines[ruleIndex]).map(alignOf) : [];
  let row = 0;
  const pieces = wrapPieces(p, lineCuts(text), (index) => (index % 2 ? hiddenMark() : el("span", { class: "md-row", role: "row" })));
  for (const [index, piece] of pieces.entries()) {
    if (index % 2) continue;
    const line = lines[index / 2];
    if (index / 2 === ruleIndex || !line.trim()) {
      piece.className = "md-mark md-block-mark";
      piece.removeAttribute("role");
      continue;
    }
    dressRow(piece, line, row === 0 ? "columnheader" : "cell", aligns);
    markWholeRowChange(piece);
    row += 1;
  }
  showRejectButtons(p);
}

/** A change ending on a row's last pipe (a row added) put its reject button among the hidden
 *  pipes: it goes to the cell before it, where it can be seen and pressed. */
function showRejectButtons(p) {
  const cells = [...p.querySelectorAll(".md-cell")];
  for (const button of p.querySelectorAll(".md-block-mark .reject-change")) {
    const before = cells.filter((cell) => cell.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING);
    before[before.length - 1]?.append(button);
  }
}

/** A row's cells between its pipes; the pipes, and the space outside the outer ones, hidden. */
function dressRow(rowBox, line, role, aligns) {
  const pipes = [...line.matchAll(PIPE)].map((match) => match.index);
  const cuts = pipes.flatMap((at) => [at, at + 1]);
  const outer = (index) => index === 0 || index === cuts.length;
  let column = 0;
  wrapPieces(rowBox, cuts, (index) => {
    if (index % 2 || outer(index)) return hiddenMark();
    const align = aligns[column];
    column += 1;
    return el("span", { class: `md-cell${align ? ` md-${align}` : ""}`, role });
  });
}

/** A row an edit added or removed whole is left out of the view without it (as a paragraph is):
 *  every word in its cells inserted, or every one deleted (its pipes may be the old row's). */
function markWholeRowChange(row) {
  const words = shownNodes(row).filter(({ node }) => node.data.trim() && node.parentElement.closest(".md-cell"));
  const runs = new Set(words.map(({ node }) => node.parentElement.closest("ins, del")?.localName));
  if (runs.size !== 1) return;
  if (runs.has("ins")) row.classList.add("md-row-inserted");
  if (runs.has("del")) row.classList.add("md-row-deleted");
}

function cellsOf(line) {
  const inner = line.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.split(PIPE);
}

function alignOf(rule) {
  const cell = rule.trim();
  if (cell.startsWith(":") && cell.endsWith(":")) return "center";
  return cell.endsWith(":") ? "right" : "";
}

/** Draw a list paragraph a line an item, hanging; a bullet's "-" drawn as a bullet. */
function dressList(p) {
  const text = shownText(p);
  const lines = text.split("\n");
  const pieces = wrapPieces(p, lineCuts(text), (index) => (index % 2 ? hiddenMark() : el("span", { class: "md-item" })));
  for (const [index, piece] of pieces.entries()) {
    if (index % 2) continue;
    const line = lines[index / 2];
    if (!LIST_ITEM.test(line)) {
      piece.classList.add("md-more"); // a line continuing the item above
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) wrapPieces(piece, [bullet[0].length], (part) => (part ? null : el("span", { class: "md-bullet" })));
  }
}

/** A heading's "## " and each quoted line's "> " hidden (shown where an edit added or took
 *  one, as an inline mark is). */
function dressLineMarks(p) {
  const text = shownText(p);
  const cuts = [];
  let at = 0;
  for (const line of text.split("\n")) {
    const mark = (HEADING_MARK.exec(line) || QUOTE_MARK.exec(line))?.[0] ?? "";
    if (mark) cuts.push(at, at + mark.length);
    at += line.length + 1;
  }
  wrapPieces(p, cuts, (index) => (index % 2 ? el("span", { class: "md-mark" }) : null));
}

/** Fenced code: its fence lines hidden (the first one names the language), its text as typed
 *  in a monospaced box. `opens`/`closes`: whether this paragraph holds the block's fences. */
function dressFence(p, { opens, closes }) {
  const text = shownText(p);
  const firstEnd = text.indexOf("\n");
  if (firstEnd < 0) {
    // One line: a fence alone (the code goes on after a blank line), or a line of code.
    wrapPieces(p, [], () => (opens || closes ? hiddenMark() : el("span", { class: "md-code-text" })));
    return;
  }
  const cuts = [...(opens ? [firstEnd + 1] : []), ...(closes ? [text.lastIndexOf("\n")] : [])].sort((a, b) => a - b);
  wrapPieces(p, cuts, (index) => {
    const fence = (opens && index === 0) || (closes && index === cuts.length);
    return fence ? hiddenMark() : el("span", { class: "md-code-text" });
  });
}

/**
 * Which drawn paragraphs are a Markdown table, list or fenced code: a Map from each such
 * paragraph to its block {kind: "table" | "list" | "fence", opens, closes}. `paragraphs` in
 * order, `textOf(p)` what each reads as now. A fence may hold blank lines, so fenced code can
 * run over several paragraphs: `opens` / `closes` say which holds its fences.
 */
export function markdownBlocks(paragraphs, textOf) {
  const blocks = new Map();
  let inFence = false;
  for (const p of paragraphs) {
    const text = textOf(p);
    const lines = text.split("\n");
    if (inFence || FENCE.test(lines[0])) {
      const opens = !inFence;
      const closes = FENCE.test(lines[lines.length - 1]) && (!opens || lines.length > 1);
      blocks.set(p, { kind: "fence", opens, closes });
      inFence = !closes;
    } else if (HEADING.test(text) || QUOTE.test(text)) {
      blocks.set(p, { kind: "marked" });
    } else if (isTable(text)) {
      blocks.set(p, { kind: "table" });
    } else if (isList(text)) {
      blocks.set(p, { kind: "list" });
    }
  }
  return blocks;
}

/** Show a paragraph as the block `markdownBlocks` found it to be (fenced code as one box over
 *  its paragraphs: `md-fence`, the first and last also `md-fence-first` / `md-fence-last`). */
export function dressBlock(p, block) {
  if (block.kind === "marked") {
    dressLineMarks(p);
  } else if (block.kind === "table") {
    p.classList.add("md-table");
    dressTable(p);
  } else if (block.kind === "list") {
    p.classList.add("md-list");
    dressList(p);
  } else {
    p.classList.add("md-fence");
    if (block.opens) p.classList.add("md-fence-first");
    if (block.closes) p.classList.add("md-fence-last");
    dressFence(p, block);
  }
}
