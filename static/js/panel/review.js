// Reviewing a revision like suggestion mode: every change keeps its reject button until the
// writer moves on (rejecting one saves a version and the rest stay open), Accept all ends
// the review, and a changes bar walks the changes one by one. The only writer of
// `state.review` and `state.view`.

import { api, composing, setLang, wordCount, wordUnit } from "../api.js";
import { drawBody, renderArticle, setContent } from "./article.js";
import { changeLineIn } from "./change-lines.js";
import { showRevisionComments } from "./comments.js";
import { restore, restoreVersion } from "./history.js";
import { isolateQuotes } from "./isolate.js";
import { refresh } from "./live.js";
import { contentId, dom, enc, oneAtATime, readerLang, refuseWhileBusy, say, sayFailure, showLine, state } from "./state.js";
import { describeChange, groupChanges, hasChanges, onlyLineEnds, renderTitleDiff, scopeLine, scopeOf } from "./text.js";
import { inLanguage } from "./words.js";
import { loadSession } from "./transcript.js";
import { forgetComparison, keepComparison } from "./compared.js";
import { addressFollows, addressNoView } from "./address.js";

// The page drew the bar before its changes arrived (the version was made by a chat turn): it
// keeps its place, at its fixed height, until the first sync fills it or finds nothing to show.
let awaitingFirstSync = dom.changesBar.dataset.expected === "1";

/** The bar is holding its place for changes still being fetched. */
export function changesAwaited() {
  return awaitingFirstSync;
}

/** The revision that produced the version now shown, found on the visible path. */
export function revisionForCurrent() {
  const path = state.session?.path || [];
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const message = path[i];
    if (message.version !== state.content.version) break;
    if (message.revision_id) return message.revision_id;
  }
  return null;
}

/** The review's changes can still be rejected: the article is at the version it made, or at
 *  the one its last rejection saved. */
function isOpen(review = state.review) {
  return Boolean(review) && !review.hidden && review.atVersion === state.content.version && hasChanges(review.data);
}

/** A review is on screen (not hidden, not accepted). */
export function reviewShown() {
  return Boolean(state.review) && !state.review.hidden;
}

// One entry per change: the later runs of a change drawn in several places (a move) are
// not counted or walked again.
const changesOf = (review) => {
  const seen = new Set();
  return review.items.filter((item) => {
    if (item.kind !== "change" || seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
};

/** The bar's lines once changes are rejected: the server's diff of what is still changed —
 *  the revision's base against the version the rejections saved — so a rejected change is no
 *  longer listed, nor counted in the scope line (null: nothing rejected, the revision's own
 *  lines and counts stand). */
async function keptLines(review) {
  if (review.atVersion === review.data.to_version) return null;
  try {
    return await api("GET", `/api/contents/${enc(contentId)}/diff?from=${review.data.from_version}&to=${review.atVersion}`);
  } catch {
    return null;
  }
}
const openChanges = (review) => changesOf(review).filter((c) => !review.rejected.has(c.id));

/**
 * Show a revision's changes. `focus` moves focus to the bar's heading (after "Show changes");
 * `reveal` scrolls the first change into view (after an edit; "chat": after a turn, when
 * the text has a pane of its own).
 */
export async function showChanges(revisionId, options = {}) {
  const ask = ++asked;
  openedFrom = options.focus ? document.activeElement : null;
  loading(1);
  try {
    await loadChanges(revisionId, ask, options);
  } finally {
    loading(-1);
  }
}

// The control the writer opened the bar with ("Show changes" in the chat, a History row):
// where Esc takes the keyboard back to when it closes the bar.
let openedFrom = null;

// Changes asked for (a revision's, a comparison): only the last one asked is drawn — one
// answered late (the review fetched as the page loaded, as a reply landed) must not replace
// what the writer asked for since. The bar's data-loading counts those still on the way.
let asked = 0;
let inFlight = 0;
function loading(delta) {
  inFlight += delta;
  dom.changesBar.dataset.loading = String(inFlight);
}

async function loadChanges(revisionId, ask, { focus = false, reveal = false }) {
  let data;
  let rejectedSoFar = null;
  try {
    data = await api("GET", `/api/revisions/${enc(revisionId)}/diff`);
    if (ask !== asked) return;
    if (data.rejected_from) {
      // A version made by rejecting changes: review the revision they came from, with those
      // changes shown as rejected and the others still open.
      // A rejection that changed the title back rejected the title change too.
      rejectedSoFar = { ids: data.rejected_changes, atVersion: data.to_version, title: data.title_changed };
      revisionId = data.rejected_from;
      data = await api("GET", `/api/revisions/${enc(revisionId)}/diff`);
      if (ask !== asked) return;
    }
  } catch (error) {
    if (ask === asked) sayFailure("Could not load the changes.", error);
    return;
  }
  const same = state.review?.revisionId === revisionId ? state.review : null;
  state.review = {
    revisionId,
    data,
    items: groupChanges(data),
    rejected: rejectedSoFar ? new Set(rejectedSoFar.ids) : same?.rejected || new Set(),
    atVersion: rejectedSoFar?.atVersion ?? same?.atVersion ?? data.to_version,
    titleRejected: rejectedSoFar?.title ?? same?.titleRejected ?? false,
    hidden: false,
    current: -1,
  };
  const review = state.review;
  review.keptLines = await keptLines(review);
  if (state.review !== review) return; // another review was asked for meanwhile
  showRevisionComments(revisionId, versionsOf(data));
  if (state.editing) return;
  drawReview();
  if (focus) {
    dom.changesHeading.focus({ preventScroll: true });
    dom.changesBar.scrollIntoView({ block: "start" });
    // The bar stays stuck at the top (on a phone it is where the writer already is): the text
    // moves to the first change under it.
    goToChange(0, { focus: false });
  } else if (reveal) {
    goToChange(0, { focus: false, fromChat: reveal === "chat" });
  }
}

/** "V2→V3"; a first draft from a brief, made on no version (`from_version` null), "V1". */
const versionsOf = (data) => (data.from_version === null ? `V${data.to_version}` : `V${data.from_version}→V${data.to_version}`);

/** Compare any two versions (read-only: nothing in a comparison can be rejected). */
export async function showComparison(from, to) {
  const ask = ++asked;
  let data;
  loading(1);
  try {
    data = await api("GET", `/api/contents/${enc(contentId)}/diff?from=${from}&to=${to}`);
  } catch (error) {
    if (ask === asked) sayFailure("Could not compare the versions.", error);
    return;
  } finally {
    loading(-1);
  }
  if (ask !== asked) return;
  state.review = { revisionId: null, data, items: groupChanges(data), rejected: new Set(), atVersion: null, hidden: false, current: -1, comparison: true };
  showRevisionComments(null);
  if (state.editing) return;
  drawReview();
  dom.changesHeading.focus({ preventScroll: true });
  dom.changesBar.scrollIntoView({ block: "start" });
  goToChange(0, { focus: false });
  say(`Comparing V${from} with V${to}: ${scopeOf(data)}.`);
}

export function drawReview() {
  const review = state.review;
  const { data } = review;
  if (review.comparison) keepComparison(data.from_version, data.to_version);
  else forgetComparison();
  addressFollows(review);
  const open = isOpen(review);
  const changed = hasChanges(data);
  const all = changesOf(review);
  const remaining = openChanges(review);
  dom.changesBar.hidden = false;
  dom.changesBar.removeAttribute("aria-busy");
  // After a rejection the bar still walks the revision's changes, on the version it saved: the
  // heading names both, so it never reads a version behind the badge.
  const rejectedInto = review.atVersion !== data.to_version && review.atVersion === state.content.version;
  dom.changesHeading.textContent = review.comparison
    ? `Compare V${data.from_version} → V${data.to_version}`
    : data.from_version === null
      ? `Changes in V${data.to_version}` // a first draft from a brief: made on no version
      : `Changes V${data.from_version}→V${data.to_version}${rejectedInto ? ` · now V${review.atVersion}` : ""}`;
  // The bar's own sentences in the reader's language (a Chinese browser: "4 段中改了 2 段").
  // After a rejection, what is still changed is counted (the kept diff), not the whole edit.
  const kept = review.atVersion !== data.to_version ? review.keptLines : null;
  const counted = kept ? hasChanges(kept) && kept : changed && data;
  showLine(dom.changesScope, counted ? scopeLine(counted) : "");
  dom.changesScope.title = dom.changesScope.textContent;
  const notes = [];
  if (onlyLineEnds(data)) {
    notes.push("Only the line ends changed (Windows CRLF and LF): every word reads the same.");
  } else if (!changed && review.comparison) {
    notes.push(
      data.from_version === data.to_version
        ? `That is V${data.from_version} beside itself: pick two different versions to see what changed.`
        : `No changes: V${data.from_version} and V${data.to_version} read exactly the same.`,
    );
  } else if (!changed) notes.push("No changes: this edit left the text exactly as it was.");
  if (review.rejected.size && review.atVersion === state.content.version) {
    notes.push(`${review.rejected.size} of ${all.length} rejected (saved as V${review.atVersion}).`);
  } else if (review.titleRejected && review.atVersion === state.content.version) {
    notes.push(`Title change rejected (saved as V${review.atVersion}).`);
  }
  if (review.comparison) {
    notes.push(`Two versions compared, shown as the text of V${data.to_version}; the article is at V${state.content.version}.`);
  } else if (review.atVersion !== state.content.version && data.to_version !== state.content.version) {
    notes.push(`This is V${data.to_version}; the article is now at V${state.content.version}. Restore V${data.to_version} brings it back.`);
  }
  dom.changesNote.replaceChildren();
  if (data.title_changed) dom.changesNote.append(renderTitleDiff(data), notes.length ? " · " : "");
  dom.changesNote.append(notesInLanguage(notes));
  dom.changesNote.hidden = !data.title_changed && !notes.length;
  const lines = ((kept && (kept.descriptions || [])) || data.descriptions || []).map((line) => changeLineIn(line, readerLang()) ?? line);
  dom.changesLines.replaceChildren(...lines.map((line) => isolateQuotes(setLang(Object.assign(document.createElement("li"), { textContent: line }), line))));
  dom.changesLines.hidden = !lines.length;
  dom.changesNav.hidden = !remaining.length;
  const titleOpen = data.title_changed && !review.titleRejected && !review.rejected.size;
  dom.rejectAll.hidden = !(open && (remaining.length || titleOpen));
  dom.acceptAll.hidden = !(open && remaining.length);
  // The text shown is another version than the article's: it can be brought back from here.
  const shown = data.to_version;
  dom.restoreShown.hidden = shown === state.content.version || (!review.comparison && review.atVersion === state.content.version);
  dom.restoreShown.textContent = `Restore V${shown}`;
  dom.restoreShown.dataset.version = String(shown);
  drawBody(review.items, {
    rejected: review.rejected,
    onReject: open ? (change) => oneAtATime(() => rejectChanges([change.id])) : null,
  });
  dom.body.className = `article-body view-${state.view}`;
  showWords();
  renderPosition();
  fitInfo();
}

/** The bar's notes in the reader's language when words.js has every one of them (Chinese
 *  sentences run on without a space), else in English, whole. */
function notesInLanguage(notes) {
  const said = notes.map((note) => inLanguage(note, readerLang()));
  const lang = said.length && said.every((line) => line.lang) ? said[0].lang : null;
  const span = document.createElement("span");
  span.textContent = lang ? said.map((line) => line.text).join("") : notes.join(" ");
  if (lang) span.lang = lang;
  return span;
}

/** The word count of the version on screen: an earlier version's changes (or Original, the
 *  text before them) show that version's text, so the count is of it, not of the article as
 *  it is now — nor of the markup, which holds both sides of every change. */
function showWords() {
  const review = state.review;
  const content = state.content;
  const unit = content.word_unit || wordUnit(`${content.title} ${content.body}`);
  if (!review || review.hidden) {
    dom.words.textContent = `${content.word_count} ${unit}`;
    dom.words.removeAttribute("title");
    return;
  }
  const { data } = review;
  const original = state.view === "original";
  // An open review's text is the article as it is now (rejected changes are back in it).
  const current = !original && !review.comparison && review.atVersion === content.version;
  if (current) {
    dom.words.textContent = `${content.word_count} ${unit}`;
    dom.words.removeAttribute("title");
    return;
  }
  const side = original ? "delete" : "insert";
  const body = (data.hunks || [])
    .filter((hunk) => hunk.op === "equal" || hunk.op === side)
    .map((hunk) => hunk.text)
    .join("");
  const version = original ? data.from_version : data.to_version;
  const count = wordCount(body); // the body's words, as the server counts an article's
  dom.words.textContent = version === content.version ? `${count} ${unit}` : `${count} ${unit} in V${version}`;
  dom.words.title = `Words in V${version}, the version shown; the article is at V${content.version}`;
}

/** What changed scrolls inside the bar when it is longer than the bar: then it takes focus,
 *  so a keyboard can scroll it too. */
export function fitInfo() {
  const info = dom.changesInfo;
  if (info.scrollHeight > info.clientHeight + 1) info.tabIndex = 0;
  else info.removeAttribute("tabindex");
}

function renderPosition() {
  const remaining = openChanges(state.review);
  const index = state.review.current;
  showLine(
    dom.changesPosition,
    index >= 0 && index < remaining.length
      ? `Change ${index + 1} of ${remaining.length}`
      : `${remaining.length} ${remaining.length === 1 ? "change" : "changes"}`,
  );
  for (const span of dom.body.querySelectorAll(".change.current")) span.classList.remove("current");
  const change = remaining[index];
  // One ✕ is in the Tab order — the current change's, else the first's — so the keyboard
  // reaches the chat past a 200-change edit; Previous / Next walk to the others.
  const reachable = String((change || remaining[0])?.id ?? "");
  for (const button of dom.body.querySelectorAll(".reject-change")) {
    button.tabIndex = button.closest(".change")?.dataset.changeId === reachable ? 0 : -1;
  }
  if (!change) return;
  for (const span of dom.body.querySelectorAll(`.change[data-change-id="${CSS.escape(String(change.id))}"]`)) {
    span.classList.add("current");
  }
}

/** On a phone the text and the chat are one page: a writer who just sent from the chat stays
 *  with the reply and the box (the reply's "Show changes" goes to the change). */
function textScrollsWithChat() {
  return getComputedStyle(dom.articlePane).overflowY === "visible";
}

/** Scroll change `index` (of those still open) into view and, with `focus`, move focus to it;
 *  with `announce`, leave the focus where it is and say which change it is. */
export function goToChange(index, { focus = true, fromChat = false, announce = false } = {}) {
  const review = state.review;
  const remaining = review ? openChanges(review) : [];
  if (!remaining.length) return;
  const at = ((index % remaining.length) + remaining.length) % remaining.length;
  review.current = at;
  renderPosition();
  const change = remaining[at];
  const spans = dom.body.querySelectorAll(`.change[data-change-id="${CSS.escape(String(change.id))}"]`);
  if (!spans.length) return;
  if (!(fromChat && textScrollsWithChat())) spans[0].scrollIntoView({ block: "center" });
  if (announce) say(`Change ${at + 1} of ${remaining.length}: ${describeChange(change)}`);
  if (!focus) return;
  const button = spans[spans.length - 1].querySelector(".reject-change");
  if (button && button.getClientRects().length) {
    button.focus({ preventScroll: true });
  } else {
    spans[0].focus({ preventScroll: true });
    say(`Change ${at + 1} of ${remaining.length}: ${describeChange(change)}`);
  }
}

/** Undo an edit: put back everything its revision changed, as Reject all does (a new
 *  version with the text from before the edit). */
export async function undoEdit(revisionId) {
  if (refuseWhileBusy()) return;
  await oneAtATime(async () => {
    if (state.review?.revisionId !== revisionId || state.review.hidden) await showChanges(revisionId);
    if (state.review?.revisionId === revisionId) await rejectChanges(null, { undo: true });
  });
}

/** Undo a rejection of changes: the version it was made from comes back (a restore, so the
 *  chat says "Restored"), with the changes it had rejected. */
export async function undoRejection(revisionId) {
  if (refuseWhileBusy()) return;
  await oneAtATime(async () => {
    let data;
    try {
      data = await api("GET", `/api/revisions/${enc(revisionId)}/diff`);
    } catch (error) {
      sayFailure("Could not undo the rejection.", error);
      return;
    }
    await restoreVersion(data.from_version);
  });
}

/** Reject `changeIds` (null: every change and the title). Saves a version at once. */
async function rejectChanges(changeIds, { undo = false } = {}) {
  if (refuseWhileBusy() || !isOpen()) return;
  const review = state.review;
  const all = changeIds === null;
  const rejected = new Set(all ? changesOf(review).map((c) => c.id) : [...review.rejected, ...changeIds]);
  const number = all ? 0 : openChanges(review).findIndex((c) => c.id === changeIds[0]);
  let content;
  try {
    // Also on a version made by earlier rejections of this revision: the server keeps every
    // change of it reviewable and records the rejection as one.
    content = await api("POST", `/api/revisions/${enc(review.revisionId)}/reject`, {
      change_ids: changeIds,
      base_version: state.content.version,
    });
  } catch (error) {
    if (error.status === 409) {
      await refresh();
      say("The article changed elsewhere (another tab or client) — showing the latest, nothing was rejected.");
    } else {
      say(error.message);
    }
    return;
  }
  setContent(content);
  review.rejected = rejected;
  if (all) review.titleRejected = true;
  review.atVersion = content.version;
  review.current = -1;
  review.keptLines = await keptLines(review);
  await loadSession({ scroll: "auto" });
  renderArticle();
  const left = openChanges(review).length;
  if (left) {
    goToChange(Math.min(Math.max(number, 0), left - 1));
  } else {
    dom.changesHeading.focus();
  }
  say(
    undo
      ? `Undone — V${content.version} has the text of V${review.data.from_version} again.`
      : all
      ? `All changes rejected — V${content.version} saved.`
      : `Change rejected — the old text is back in V${content.version}.${left ? ` ${left} still to review.` : ""}`,
  );
}

export function setView(view) {
  state.view = view;
  const radio = document.querySelector(`input[name="view"][value="${view}"]`);
  if (radio) radio.checked = true;
  dom.body.className = `article-body view-${view}`;
  showWords();
}

/** Forget the review without drawing (a new version is about to be drawn). */
export function clearReview() {
  state.review = null;
  forgetComparison();
  addressNoView();
}

/** Put the changes away; they come back only when asked for or a new edit lands. */
export function hideChanges() {
  if (state.review) state.review.hidden = true;
  forgetComparison();
  addressNoView();
  renderArticle();
}

/** Show the changes that produced the version on screen, or none if it was not an edit. */
export async function syncChanges({ reveal = false } = {}) {
  try {
    if (isOpen()) return; // still reviewing: the rejections so far made this version
    const revisionId = revisionForCurrent();
    if (revisionId) {
      if (state.review?.revisionId !== revisionId) await showChanges(revisionId, { reveal });
    } else if (reviewShown() && state.review.data.to_version !== state.content.version) {
      hideChanges();
    }
  } finally {
    if (awaitingFirstSync) {
      awaitingFirstSync = false;
      if (!reviewShown()) renderArticle(); // nothing to show after all: the bar goes
    }
  }
}

dom.rejectAll.addEventListener("click", () => oneAtATime(() => rejectChanges(null)));
dom.acceptAll.addEventListener("click", () => {
  if (!state.review) return;
  const version = state.content.version;
  hideChanges();
  dom.editButton.focus();
  say(`Changes accepted — V${version} stays as it is.`);
});
dom.restoreShown.addEventListener("click", () => restore(Number(dom.restoreShown.dataset.version)));
dom.closeChanges.addEventListener("click", () => {
  hideChanges();
  dom.editButton.focus();
});
// Esc closes the bar, as its "Hide changes" does: from the bar, from the text it marks, from
// the suggestion box (Esc leaves what is typed there as it is) or from nowhere in particular
// (the page's body). Not while a reply is written here or elsewhere — Esc stops that, as the
// hint under the box says (composer.js) — nor from another box being typed in (a comment on
// the version), whose words would be hidden with the bar. The keyboard stays in the
// suggestion box, else goes back to the control that opened the bar, else to the text.
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape" || event.defaultPrevented || composing(event)) return;
  if (dom.changesBar.hidden || state.busy || state.replyElsewhere || state.editing) return;
  const from = event.target;
  const inBox = from === dom.message;
  const inReview = from === document.body || dom.changesBar.contains(from) || dom.body.contains(from);
  if (!inBox && (!inReview || from.matches?.("textarea, input:not([type=radio]), [contenteditable='true']"))) return;
  event.preventDefault();
  const back = inBox ? null : openedFrom?.isConnected && !openedFrom.disabled ? openedFrom : dom.body;
  hideChanges();
  back?.focus({ preventScroll: !dom.body.contains(back) });
  say("Changes hidden.");
});
// Previous / Next keep the keyboard on themselves, so Enter pressed again walks on: handed to
// the change's ✕, a second Enter rejected the change the writer only meant to look at. The
// change is said (the status line) and ringed; its ✕ is the one the Tab key reaches.
const walk = { focus: false, announce: true };
dom.prevChange.addEventListener("click", () => goToChange((state.review?.current ?? 0) - 1, walk));
dom.nextChange.addEventListener("click", () => goToChange((state.review?.current ?? -1) + 1, walk));
for (const radio of document.querySelectorAll('input[name="view"]')) {
  radio.addEventListener("change", () => setView(radio.value));
}

// Stuck at the top while the writer scrolls, the bar keeps only its controls in view: its
// heading and list scroll away with the text (app.css). The offset is measured, as the bar's
// height follows what it lists; a pane that scrolls itself (the desktop's) has a padding the
// bar would otherwise stick below, letting a strip of text show above it.
function fitStuck() {
  const bar = dom.changesBar;
  if (bar.hidden) return;
  const pane = bar.parentElement;
  const style = getComputedStyle(pane);
  const padding = /(auto|scroll)/.test(style.overflowY) ? parseFloat(style.paddingTop) || 0 : 0;
  const controls = bar.querySelector(".changes-controls");
  const above = Math.max(0, controls.offsetTop - 4);
  bar.style.setProperty("--changes-stuck", `${-(padding + above)}px`);
  // What the stuck bar covers at the top of the pane: text scrolled into view lands below it.
  pane.style.setProperty("--changes-covers", `${Math.max(0, bar.offsetHeight - above)}px`);
}
// The controls too: a wider counter ("Change 10 of 11") wraps them onto a second row while the
// bar, at its greatest height, stays as tall — its list gives up the room — so only they moved.
const fitting = new ResizeObserver(fitStuck);
fitting.observe(dom.changesBar);
fitting.observe(dom.changesBar.querySelector(".changes-controls"));
window.addEventListener("resize", fitStuck);

// A control reached with Tab can sit under the changes bar stuck at the top of the pane (the
// browser scrolls only what is off screen): it is brought out, so the writer sees what a
// "Reject change" button would reject before pressing it.
dom.body.addEventListener("focusin", (event) => {
  if (dom.changesBar.hidden) return;
  const covered = dom.changesBar.getBoundingClientRect().bottom;
  const target = event.target.getBoundingClientRect();
  if (target.top < covered && target.bottom > 0) event.target.scrollIntoView({ block: "center" });
});
