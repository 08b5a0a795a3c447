// A comparison and a version's changes opened from History have an address of their own —
// /articles/ID#compare=1..14, /articles/ID#v14 — that opens them again: a reload, a link sent
// to a colleague, a new tab. Each is a step in the browser's history, so Back closes it before
// leaving the article, and Forward opens it again. The desk's #history stays the drawer's.

import { api } from "../api.js";
import { hideChanges, reviewShown, showChanges, showComparison, syncChanges } from "./review.js";
import { contentId, enc, say, state } from "./state.js";

const VIEW = /^#(?:v(\d{1,9})|compare=(\d{1,9})\.\.(\d{1,9}))$/;

/** The view `hash` names: { version } or { from, to }; null for any other address. */
export function viewInAddress(hash = location.hash) {
  const match = VIEW.exec(hash);
  if (!match) return null;
  return match[1] ? { version: Number(match[1]) } : { from: Number(match[2]), to: Number(match[3]) };
}

const hashOf = (view) => (view.version ? `#v${view.version}` : `#compare=${view.from}..${view.to}`);
const plain = () => location.pathname + location.search;

// The view the address opened (or that was opened with an address): Back off its step hides it.
let addressed = null;
// That view, put away while the drawer's step stood above its own (a restore drew its changes
// instead): Back onto its step finds the article moved on, so the step says the article alone.
let overtaken = null;

/** The writer opened `view`: its address replaces the drawer's step it was opened from (Back
 *  then closes the view, not a drawer no longer open), else it is a new step. */
export function addressView(view) {
  const hash = hashOf(view);
  const step = { redlineView: hash };
  addressed = hash;
  if (window.history.state?.redlineDrawer || location.hash === hash) window.history.replaceState(step, "", hash);
  else window.history.pushState(step, "", hash);
}

/** The view on screen is no longer the one the address names (hidden, or another drawn): the
 *  address says the article alone, so a reload or a copied link does not bring it back. */
export function addressNoView() {
  if (addressed && !viewInAddress()) overtaken = addressed;
  addressed = null;
  if (viewInAddress()) window.history.replaceState(null, "", plain());
}

/** A review drawn that is not the view the address opened takes the view's address away. */
export function addressFollows(review) {
  if (addressed && !addressMatches(review)) addressNoView();
}

/** Whether the review drawn is the view the address names (a comparison of the same two
 *  versions; a version's changes, also once its changes were rejected into a later one). */
export function addressMatches(review) {
  const view = viewInAddress();
  if (!view || !review || review.hidden) return false;
  const { data } = review;
  if (view.version) return !review.comparison && (data.to_version === view.version || review.atVersion === view.version);
  return Boolean(review.comparison) && data.from_version === view.from && data.to_version === view.to;
}

/** Open the view the address names, arrived at cold (a link, a new tab): the step under it is
 *  the article itself, so Back closes the view first. A reload keeps the steps it had. */
export async function openAddressed() {
  const view = viewInAddress();
  if (!view) return false;
  const hash = hashOf(view);
  const record = view.version ? await recordOf(view.version) : null;
  if (view.version && !shownFrom(record)) {
    // V1, the original, has no changes of its own to show (nor a version the article does not
    // have): the address goes without a step of its own (Back would land on the same page),
    // and the line says why nothing opened.
    window.history.replaceState(null, "", plain());
    sayNothingAt(view.version, record);
    return true;
  }
  if (window.history.state?.redlineView !== hash) {
    window.history.replaceState(null, "", plain());
    window.history.pushState({ redlineView: hash }, "", hash);
  }
  addressed = hash;
  await openView(view, record);
  return true;
}

/** The history entry of `version`: null for V1, the original, and for a version the article
 *  does not have; UNREAD when the history cannot be read now. */
async function recordOf(version) {
  try {
    const records = await api("GET", `/api/contents/${enc(contentId)}/history`);
    return records.find((r) => r.version === version) || null;
  } catch {
    return UNREAD;
  }
}

const UNREAD = Object.freeze({ unread: true });

/** Whether a version's entry has a view to open: its changes, or a damaged one's comparison. */
const shownFrom = (record) => Boolean(record && (record.id || record.kind === "damaged"));

function sayNothingAt(version, record) {
  if (record === UNREAD) return; // nothing known of it: the address alone goes
  say(
    version === 1
      ? "V1 is the original text: it has no changes of its own to show. Open History to compare it with a later version, or to restore, copy or download it."
      : `This article has no V${version}: the link named a version it does not have. Open History to see its versions.`,
  );
}

async function openView(view, record = undefined) {
  if (!view.version) {
    await showComparison(view.from, view.to);
    return;
  }
  const entry = record === undefined ? await recordOf(view.version) : record;
  if (entry?.kind === "damaged") await showComparison(entry.base_version || entry.version - 1, entry.version);
  else if (entry?.id) await showChanges(entry.id, { focus: true });
  else {
    addressNoView(); // V1, the original, or a version this article does not have
    sayNothingAt(view.version, entry);
  }
}

const shownAs = () => (state.review && !state.review.hidden ? state.review : null);

// Back and Forward between the article and a view's step: the view closes or opens again.
window.addEventListener("popstate", () => {
  if (window.history.state?.redlineDrawer) return; // the drawer's own step (history.js)
  const view = viewInAddress();
  if (view && hashOf(view) === overtaken) {
    overtaken = null;
    window.history.replaceState(null, "", plain());
    return;
  }
  if (view) {
    if (!addressMatches(shownAs())) {
      addressed = hashOf(view);
      openView(view);
    }
    return;
  }
  if (addressed && reviewShown()) {
    addressed = null;
    hideChanges();
    syncChanges();
  }
  addressed = null;
});
