// Drawing the article body as paragraph elements, plain or with a revision's changes as
// <ins>/<del> runs — and the map from the drawn text nodes back to offsets in the body.

import { el } from "../api.js";

// A blank line (and the spacing after it) ends a paragraph, as the server splits them — or,
// in a text with no blank line at all, each line break (many Chinese articles put one
// paragraph a line, indented with full-width spaces that are kept).
const BLANK_LINE = /\n[^\S\n]*\n/;
const BREAK = /\n[^\S\n]*\n\s*/g;
const LINE_BREAK = /[^\S\n]*\n/g;

/** The paragraph breaks of `text` (a global regex), as the server finds them. */
export function paragraphBreaks(text) {
  return BLANK_LINE.test(text) ? BREAK : LINE_BREAK;
}

/**
 * Group the hunks into changes: a run of consecutive insert/delete hunks is one change.
 * Returns [{kind: "equal", text} | {kind: "change", id, number, parts: [{op, text}]}]. The
 * id is the hunk's `change_id` when the server sends it, else `diff.changes` in order.
 */
export function groupChanges(diff) {
  const items = [];
  let current = null;
  const ids = (diff.changes || []).map((c) => c.id);
  for (const hunk of diff.hunks || []) {
    if (hunk.op === "equal") {
      current = null;
      items.push({ kind: "equal", text: hunk.text });
      continue;
    }
    const hunkId = hunk.change_id ?? hunk.change;
    if (!current || (hunkId !== undefined && hunkId !== current.id)) {
      const number = items.filter((i) => i.kind === "change").length + 1;
      const id = hunkId ?? ids[number - 1] ?? number - 1;
      current = { kind: "change", id, number, parts: [] };
      items.push(current);
    }
    current.parts.push({ op: hunk.op, text: hunk.text });
  }
  return items;
}

export function hasChanges(diff) {
  return Boolean(diff.title_changed) || (diff.hunks || []).some((h) => h.op !== "equal");
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
  const map = [];
  let offset = 0; // in the final text
  let para = null;
  let ops = null; // which kinds of text the paragraph holds: its class in each view
  // The body as it now reads says how its paragraphs are broken.
  const reads = (item) => item.kind === "equal" ? item.text : item.parts.filter((p) => p.op === (rejected.has(item.id) ? "delete" : "insert")).map((p) => p.text).join("");
  const breaks = paragraphBreaks(items.map(reads).join(""));
  const open = () => {
    para = el("p", { dataset: { start: String(offset) } });
    ops = new Set();
    paragraphs.push([para, ops]);
  };
  const text = (parent, value, { final = true } = {}) => {
    if (!value) return;
    const node = document.createTextNode(value);
    parent.append(node);
    if (final) {
      map.push({ node, start: offset });
      offset += value.length;
    }
  };
  open();
  for (const item of items) {
    if (item.kind === "equal" || rejected.has(item.id)) {
      const old = item.kind === "equal" ? item.text : item.parts.filter((p) => p.op === "delete").map((p) => p.text).join("");
      const wrap = item.kind === "equal" ? null : () => el("span", { class: "change rejected", dataset: { changeId: String(item.id) } });
      for (const [i, piece] of pieces(old, breaks).entries()) {
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
      for (const [i, piece] of pieces(part.text, breaks).entries()) {
        if (i) open();
        if (piece.text) {
          ops.add(part.op);
          const run = el(tag, {});
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
  const fragment = document.createDocumentFragment();
  for (const [p, kinds] of paragraphs) {
    if (!p.childNodes.length) continue;
    // A paragraph that is all deleted (or all inserted) takes no room in the view without it.
    if (!kinds.has("equal") && !kinds.has("insert") && kinds.has("delete")) p.className = "para-deleted";
    if (!kinds.has("equal") && !kinds.has("delete") && kinds.has("insert")) p.className = "para-inserted";
    fragment.append(p);
  }
  container.replaceChildren(fragment);
  return map;
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
  const stats = diff.stats || {};
  // A rename alone: "no paragraph changed · +0 −0 characters" would read as nothing done.
  if (diff.title_changed && stats.paragraphs_changed === 0 && !stats.inserted_chars && !stats.deleted_chars) return "only the title changed";
  const scope =
    diff.scope ||
    (stats.paragraphs_total !== undefined ? `changed ${stats.paragraphs_changed} of ${stats.paragraphs_total} paragraphs` : "");
  const chars = stats.inserted_chars !== undefined ? `+${stats.inserted_chars} −${stats.deleted_chars} characters` : "";
  return [scope, chars].filter(Boolean).join(" · ");
}
