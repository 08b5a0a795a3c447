// Track changes: a revision's diff drawn as <ins>/<del> runs, grouped into changes the
// writer can reject one by one.

import { el } from "./api.js";

/**
 * Group the hunks into changes: each run of consecutive insert/delete hunks is one
 * change. Returns [{kind: "equal", text} | {kind: "change", id, parts: [{op, text}]}].
 * Change ids come from the hunk (`change_id`) when the server sends it, else from
 * `diff.changes` in order. The server already widens changes in alphabetic text to whole
 * words (app/domain/diff.py), so they are drawn as they come.
 */
export function groupChanges(diff) {
  const items = [];
  let current = null;
  let index = 0;
  const ids = (diff.changes || []).map((c) => c.id);
  for (const hunk of diff.hunks || []) {
    if (hunk.op === "equal") {
      current = null;
      items.push({ kind: "equal", text: hunk.text });
      continue;
    }
    const hunkId = hunk.change_id ?? hunk.change;
    if (!current || (hunkId !== undefined && hunkId !== current.id)) {
      const id = hunkId !== undefined ? hunkId : ids[index] !== undefined ? ids[index] : index;
      current = { kind: "change", id, number: index + 1, parts: [] };
      index += 1;
      items.push(current);
    }
    current.parts.push({ op: hunk.op, text: hunk.text });
  }
  return items;
}

export function hasChanges(diff) {
  return Boolean(diff.title_changed) || (diff.hunks || []).some((h) => h.op !== "equal");
}

function describe(change) {
  const removed = change.parts.filter((p) => p.op === "delete").map((p) => p.text).join("");
  const added = change.parts.filter((p) => p.op === "insert").map((p) => p.text).join("");
  const short = (s) => (s.length > 40 ? `${s.slice(0, 39)}…` : s);
  if (removed && added) return `“${short(removed)}” → “${short(added)}”`;
  if (added) return `added “${short(added)}”`;
  return `removed “${short(removed)}”`;
}

/** Draw `diff` into `container`; `onReject(changeId)` makes each change rejectable. */
export function renderDiff(container, diff, { onReject = null } = {}) {
  const fragment = document.createDocumentFragment();
  for (const item of groupChanges(diff)) {
    if (item.kind === "equal") {
      fragment.append(item.text);
      continue;
    }
    const span = el("span", { class: "change", dataset: { changeId: String(item.id) } });
    for (const part of item.parts) {
      span.append(el(part.op === "insert" ? "ins" : "del", {}, part.text));
    }
    if (onReject) {
      span.append(
        el(
          "button",
          {
            type: "button",
            class: "reject-change",
            "aria-label": `Reject change ${item.number}: ${describe(item)}`,
            title: "Reject this change (put the old text back)",
            onclick: () => onReject(item.id),
            onfocus: () => span.classList.add("focused"),
            onblur: () => span.classList.remove("focused"),
          },
          "✕",
        ),
      );
    }
    fragment.append(span);
  }
  container.replaceChildren(fragment);
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
  const scope =
    diff.scope ||
    (stats.paragraphs_total !== undefined
      ? `changed ${stats.paragraphs_changed} of ${stats.paragraphs_total} paragraphs`
      : "");
  const chars =
    stats.inserted_chars !== undefined
      ? `+${stats.inserted_chars} −${stats.deleted_chars} characters`
      : "";
  return [scope, chars].filter(Boolean).join(" · ");
}
