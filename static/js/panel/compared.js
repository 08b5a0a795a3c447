// Two versions compared stay compared over a reload of this tab (sessionStorage): the
// comparison is the reader's own view, which a reload must not take away. It is forgotten
// once another view replaces it, and not brought back once the article has moved on from the
// version it was made at.

import { contentId, state } from "./state.js";

const KEY = `redline:compared:${contentId}`;

export function keepComparison(from, to) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ from, to, at: state.content.version }));
  } catch {
    // Storage disabled: a reload shows the article's own changes.
  }
}

export function forgetComparison() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** The comparison this tab showed before a reload (or before Back, Forward), while the article
 *  is still where it was; an article opened afresh shows its own changes. */
export function keptComparison() {
  const [arrived] = performance.getEntriesByType("navigation");
  if (!["reload", "back_forward"].includes(arrived?.type)) return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) || "null");
    return kept?.at === state.content.version ? kept : null;
  } catch {
    return null;
  }
}
