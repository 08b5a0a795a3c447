// The history drawer: every version as a tree where branches split, with restore, the
// changes of each version, the chat turn that made it and its comments (read, answered, and
// new ones shown while the drawer is open). A modal dialog: focus stays inside.

import { api, el, formatTime, truncate } from "../api.js";
import { addressView } from "./address.js";
import { copyToClipboard, renderArticle, setContent } from "./article.js";
import { beforeAccounts } from "./authors.js";
import { showTurn } from "./branches.js";
import { commentsByRevision, followComments, forgetThreads, historyComments, stopFollowingComments } from "./comments.js";
import { clearReview, showChanges, showComparison, syncChanges } from "./review.js";
import { contentId, dom, enc, oneAtATime, readerLang, refuseWhileBusy, say, sayFailure, showFailure, showLine, state } from "./state.js";
import { loadSession } from "./transcript.js";
import { inLanguage } from "./words.js";

const KIND = { llm: "LLM", rules: "rules", manual: "manual", restore: "restore", generate: "generate", original: "original" };

/** What made a version, in the writer's words. */
function whatMade(record) {
  if (record.kind === "restore" && record.restored_from) return `Restored from V${record.restored_from}`;
  if (record.kind === "original") return "The original text";
  if (record.kind === "manual") {
    // A rejection is a manual revision naming what it rejected ("Rejected 2 changes of V2").
    if (record.rejected_from) return record.suggestion || "Rejected changes";
    // A rename says so (app/editing/revisions.py names it): its row is found without opening it.
    if (/^Renamed to “[\s\S]*”$/.test(record.suggestion || "")) return record.suggestion;
    return "Edited by hand";
  }
  return record.suggestion ? `Asked: ${truncate(record.suggestion, 160)}` : "";
}

/** Who made each version, named only when more than one person made them. */
function namesShown(records) {
  const people = new Set(records.filter((r) => r.author).map((r) => `${r.author.kind}:${r.author.id}`));
  return people.size > 1;
}

function historyRow(record, { named = false, comments = null } = {}) {
  const current = record.version === state.content.version;
  const label = record.base_version ? `V${record.base_version}→V${record.version}` : `V${record.version}`;
  const what = whatMade(record);
  const actions = el("div", { class: "hist-actions" });
  const action = (attrs, text) => actions.append(el("button", { type: "button", ...attrs }, text));
  const damaged = record.kind === "damaged";
  if (record.id) {
    action(
      {
        class: "hist-diff",
        "aria-label": `Changes ${label}`,
        onclick: () => {
          // A damaged revision's record (its changes) cannot be read; its version's text and
          // the one before it can: compared, they show what it changed.
          const from = record.base_version || record.version - 1;
          closeHistory({ focus: false, view: damaged ? { from, to: record.version } : { version: record.version } });
          if (damaged) showComparison(from, record.version);
          else showChanges(record.id, { focus: true });
        },
      },
      "Changes",
    );
  }
  action(
    {
      class: "hist-restore",
      "aria-label": current ? null : `Restore V${record.version}`,
      disabled: current,
      onclick: () => restore(record.version),
    },
    current ? "Current" : `Restore V${record.version}`,
  );
  if (record.message_id) {
    const onPath = (state.session?.path || []).some((m) => m.id === record.message_id);
    action(
      {
        class: "hist-turn",
        "aria-label": onPath ? `Show turn that made V${record.version}` : `Go to its branch, the one that made V${record.version}`,
        onclick: () => {
          closeHistory({ focus: false });
          showTurn(record.message_id, onPath);
        },
      },
      onPath ? "Show turn" : "Go to its branch",
    );
  }
  const talk = record.id ? historyComments(record.id, comments, label) : null;
  if (talk) actions.append(talk.button);
  // Any version leaves as a file named after the article and its version (…-v2.docx).
  const download = (format, kind) =>
    el(
      "a",
      {
        href: `/articles/${enc(contentId)}/download?format=${format}&version=${record.version}`,
        download: "",
        "aria-label": `.${format}: download V${record.version} as ${kind}`,
      },
      `.${format}`,
    );
  action(
    {
      class: "hist-copy",
      "aria-label": `Copy V${record.version}'s title and text`,
      onclick: (event) => copyVersion(record.version, event.currentTarget),
    },
    "Copy",
  );
  actions.append(el("span", { class: "hist-download" }, "Download", download("md", "Markdown"), download("docx", "Word")));
  return el(
    "div",
    { class: `hist-row${current ? " current" : ""}`, dataset: { version: String(record.version) } },
    el(
      "div",
      { class: "hist-line" },
      el("span", { class: "badge" }, label),
      record.rejected_from
        ? el("span", { class: "tag kind-reject" }, "reject")
        : el("span", { class: `tag kind-${record.kind}${damaged ? " warn" : ""}` }, KIND[record.kind] || record.kind),
      record.created_at ? el("time", { datetime: record.created_at }, formatTime(record.created_at)) : null,
      current ? el("span", { class: "tag applied" }, "shown now") : null,
      named && record.author ? el("span", { class: "hist-by" }, ...(beforeAccounts(record.author) ? ["made before accounts"] : ["by ", el("bdi", { translate: "no" }, record.author.name)])) : null,
    ),
    what ? el("div", { class: "hist-suggestion" }, what) : null,
    record.summary ? el("div", { class: "muted" }, truncate(record.summary, 160)) : null,
    // Learning that was given up is said where the writer looks (a learned one needs no line).
    record.learning?.state === "failed" ? el("div", { class: "hist-learning", role: "note" }, record.learning.detail) : null,
    damaged ? damagedNote() : null,
    actions,
    talk ? talk.box : null,
  );
}

// A damaged revision, in the writer's words (the server's `damage` names the file, for
// whoever runs Redline: `python -m app check` names it too).
const DAMAGED =
  "This version's record is damaged, so its changes cannot be put back one by one. Its text survives: compare, restore, copy or download it as any other version. `python -m app check` names the damaged file.";

function damagedNote() {
  const said = inLanguage(DAMAGED, readerLang());
  const note = el("div", { class: "hist-learning hist-damaged", role: "note" }, said.text);
  if (said.lang) note.lang = said.lang;
  return note;
}

/** Say `text` on the page's status line and, while the drawer is open, inside it too: a modal
 *  dialog leaves the page behind it inert, so a screen reader would not hear the status line
 *  (a restore from the drawer said nothing to it). */
function tell(text) {
  say(text);
  if (!dom.history.open) return;
  const status = document.getElementById("history-status");
  status.textContent = "";
  requestAnimationFrame(() => showLine(status, text));
}

/** Say what could not be done and why, as `tell` says a line (state.js showFailure). */
function tellFailure(what, error) {
  sayFailure(what, error);
  if (!dom.history.open) return;
  const status = document.getElementById("history-status");
  status.textContent = "";
  requestAnimationFrame(() => showFailure(status, what, error));
}

/** Any version's title and text onto the clipboard, as Copy text does for the one shown —
 *  said on the button and inside the drawer (a modal: the page's status line is behind it). */
async function copyVersion(version, button) {
  try {
    const text = await api("GET", `/api/contents/${enc(contentId)}/versions/${version}`);
    if (!(await copyToClipboard(`${text.title}\n\n${text.body}`, button))) return;
    button.textContent = "Copied ✓";
    tell(`Copied V${version} to the clipboard.`);
  } catch (error) {
    tellFailure(`Could not copy V${version}.`, error);
  }
}

/** Versions as a tree: a straight run of versions stays at one level; a fork indents. */
function renderHistory(records, comments = new Map()) {
  forgetThreads();
  const named = namesShown(records);
  const rowOf = (record) => historyRow(record, { named, comments: comments.get(record.id) });
  const byBase = new Map();
  for (const record of records) {
    if (record.base_version === record.version) continue;
    const key = record.base_version ?? 0;
    if (!byBase.has(key)) byBase.set(key, []);
    byBase.get(key).push(record);
  }
  const firsts = records.filter((r) => r.version === 1);
  const roots = firsts.length ? firsts : [{ version: 1, base_version: null, kind: "original" }];
  const chain = (list, record) => {
    const item = el("li", { class: "hist-node" }, rowOf(record));
    list.append(item);
    const kids = byBase.get(record.version) || [];
    if (kids.length === 1) {
      chain(list, kids[0]);
    } else if (kids.length > 1) {
      for (const kid of kids) {
        const branch = el("ul", { "aria-label": `Branch from V${record.version}` });
        item.append(branch);
        chain(branch, kid);
      }
    }
  };
  const top = el("ul", {});
  for (const root of roots) chain(top, root);
  dom.historyTree.replaceChildren(compareForm(records), top);
}

// The two versions last compared from this drawer: the drawer offers them again while the page
// lives (reopened to compare V1 with V4 after V1 with V3, it read V4 / V5 again).
let chosenPair = null;

/** Compare any two versions: "Compare V1 with V4" — the pair last compared, while both exist. */
function compareForm(records) {
  const versions = [...new Set([1, ...records.map((r) => r.version)])].sort((a, b) => a - b);
  if (versions.length < 2) return "";
  const choice = (id, label, selected) =>
    el(
      "span",
      { class: "compare-choice" },
      el("label", { for: id }, label),
      el("select", { id }, ...versions.map((v) => el("option", { value: String(v), selected: v === selected }, `V${v}`))),
    );
  const current = state.content.version;
  const made = records.find((r) => r.version === current);
  const from = made?.base_version || versions[0];
  // At V1 (the original, or gone back to it) there is no version it was made from: offer the
  // newest beside it rather than V1 with itself.
  const to = from === current ? versions.filter((v) => v !== current).at(-1) : current;
  // A redraw (a version saved elsewhere) keeps the two versions the writer is choosing: the
  // selects on screen are read before they are replaced (they jumped to the two newest).
  const onScreen = ["compare-from", "compare-to"].map((id) => Number(document.getElementById(id)?.value));
  const pair = [{ from: onScreen[0], to: onScreen[1] }, chosenPair].find(
    (asked) => asked && versions.includes(asked.from) && versions.includes(asked.to),
  );
  const form = el(
    "form",
    { class: "compare-form", "aria-label": "Compare two versions" },
    choice("compare-from", "Compare", pair ? pair.from : from),
    choice("compare-to", "with", pair ? pair.to : to),
    el("button", { type: "submit", class: "compare-go" }, "Compare"),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const a = Number(form.querySelector("#compare-from").value);
    const b = Number(form.querySelector("#compare-to").value);
    chosenPair = { from: a, to: b };
    closeHistory({ focus: false, view: { from: a, to: b } });
    showComparison(a, b);
  });
  return form;
}

export async function loadHistory() {
  try {
    const [records, comments] = await Promise.all([
      api("GET", `/api/contents/${enc(contentId)}/history`),
      commentsByRevision(),
    ]);
    // A redraw (another tab changed the article) keeps the keyboard where it was — in a
    // comment being written, on a version's Restore — so the next Tab goes on from there, not
    // from the top of the drawer (focus fell to the page, and Tab went back to Compare).
    const focused = focusPlace(document.activeElement);
    renderHistory(records, comments);
    if (focused) focusAgain(focused);
  } catch (error) {
    // Said in the drawer, with the way to ask again there (a reload would close it).
    dom.historyTree.replaceChildren(
      showFailure(el("p", { class: "alert", role: "alert" }), "Could not load the history.", error),
      el("button", { type: "button", class: "history-retry", onclick: () => loadHistory() }, "Try again"),
    );
  }
}

/** Where `node` is in the drawer, as a redraw can find it again: its id, else its version's
 *  row and what it does there (its class: Changes, Restore, Show turn, Copy, Comment; a
 *  link's address). Null outside the drawer's tree and for what has neither. */
function focusPlace(node) {
  if (!node || !dom.history.contains(node) || node === dom.history) return null;
  if (node.id) return { id: node.id };
  const row = node.closest(".hist-row");
  if (!row) return null;
  return { version: row.dataset.version, kind: node.className, href: node.getAttribute("href") };
}

function focusAgain(place) {
  if (place.id) {
    document.getElementById(place.id)?.focus();
    return;
  }
  const row = dom.historyTree.querySelector(`.hist-row[data-version="${place.version}"]`);
  const controls = row ? [...row.querySelectorAll("button, a[href]")] : [];
  const same = controls.findIndex((c) => (place.href ? c.getAttribute("href") === place.href : c.className === place.kind));
  // The control is there but no longer works (its version is now the current one: Restore
  // reads "Current"): the next one in the row that does.
  const next = controls.slice(Math.max(0, same)).find((c) => !c.disabled);
  (next || dom.historyHeading).focus();
}

export function historyOpen() {
  return dom.history.open;
}

// The open drawer is a step in the browser's history, so Back (a phone's above all) closes
// it instead of leaving the article; closing it otherwise takes that step back off. The step's
// address ends in #history: copied and opened elsewhere, it opens the article's history.
const DRAWER_STEP = "history";
const drawerStepIsCurrent = () => window.history.state?.redlineDrawer === DRAWER_STEP;

async function openHistory() {
  if (!drawerStepIsCurrent()) {
    // Arrived by such an address: the step under the drawer is the article itself.
    if (location.hash === "#history") window.history.replaceState(null, "", location.pathname + location.search);
    // Taking the step back off (closing the drawer) must not scroll the page back to where it
    // was when the drawer opened: on a phone, "Show turn" has just scrolled to the turn. The
    // mode is the entry's own, so it is set before the step is made; see pagehide below.
    window.history.scrollRestoration = "manual";
    window.history.pushState({ redlineDrawer: DRAWER_STEP }, "", "#history");
  }
  dom.history.showModal();
  dom.historyToggle.setAttribute("aria-expanded", "true");
  dom.historyTree.textContent = "Loading…";
  dom.historyHeading.focus();
  await loadHistory();
  // Back to the row the writer left (the changes of V31, read from its "Changes", and back for
  // the next one), unless the article has moved on since: then to the version shown now.
  if (leftAt?.version === state.content.version) dom.history.scrollTop = leftAt.top;
  else revealCurrent();
  followComments();
}

// Where the drawer was scrolled when it closed, and at which version of the article.
let leftAt = null;

/** The version shown now in sight: a long history (forty versions) opened at V1, the current
 *  one thousands of pixels below it. */
function revealCurrent() {
  const row = dom.historyTree.querySelector(".hist-row.current");
  if (!row || !dom.history.open) return;
  const drawer = dom.history.getBoundingClientRect();
  const at = row.getBoundingClientRect();
  if (at.top < drawer.top || at.bottom > drawer.bottom) row.scrollIntoView({ block: "center" });
}

/** Close the drawer; with `view` (a comparison, a version's changes opened from it), that
 *  view's address takes the drawer's step (address.js), so Back closes the view. */
export function closeHistory({ focus = true, view = null } = {}) {
  if (dom.history.open) {
    leftAt = { version: state.content.version, top: dom.history.scrollTop };
    dom.history.close();
  }
  if (view) addressView(view);
  else if (drawerStepIsCurrent()) window.history.back();
  stopFollowingComments();
  dom.historyToggle.setAttribute("aria-expanded", "false");
  if (focus) dom.historyToggle.focus();
}

export async function restore(version) {
  if (refuseWhileBusy()) return;
  await oneAtATime(() => restoreVersion(version));
}

/** Restore, within an action already run one at a time (see `oneAtATime`). */
export async function restoreVersion(version) {
  const before = state.content.version;
  try {
    const content = await api("POST", `/api/contents/${enc(contentId)}/restore`, {
      version,
      base_version: before,
    });
    if (content.version === before) {
      tell(`V${before} already has V${version}'s text — nothing to restore.`);
      return;
    }
    setContent(content);
    clearReview();
    await loadSession({ scroll: true });
    renderArticle();
    await syncChanges();
    if (dom.history.open) {
      await loadHistory();
      dom.historyHeading.focus({ preventScroll: true });
      revealCurrent();
    } else if (!document.activeElement || document.activeElement === document.body) {
      // Restored from the changes bar, whose button went with it: on to the changes made.
      dom.changesHeading.focus({ preventScroll: true });
    }
    tell(`V${content.version} saved — restored from V${version}.`);
  } catch (error) {
    tell(error.message);
  }
}

dom.historyToggle.addEventListener("click", () => (dom.history.open ? closeHistory() : openHistory()));
// The page draws the button disabled: a click before this script ran would have been lost.
dom.historyToggle.disabled = false;
window.addEventListener("popstate", () => {
  if (dom.history.open && !drawerStepIsCurrent()) closeHistory();
  // Forward, back onto the drawer's step: the address says #history, so the drawer opens.
  else if (!dom.history.open && drawerStepIsCurrent()) openHistory();
});
// Leaving the page, the browser may again put it back where it was read, on coming back.
window.addEventListener("pagehide", () => {
  window.history.scrollRestoration = "auto";
});
dom.historyClose.addEventListener("click", () => closeHistory());
// Esc closes the dialog natively; focus goes back to the button that opened it — but an Esc
// that cancels a pinyin (IME) composition in a comment box is the IME's, not the drawer's.
let escComposing = false;
dom.history.addEventListener(
  "keydown",
  (event) => {
    escComposing = event.key === "Escape" && (event.isComposing || event.keyCode === 229);
  },
  true,
);
dom.history.addEventListener("cancel", (event) => {
  event.preventDefault();
  if (escComposing) {
    escComposing = false;
    return;
  }
  closeHistory();
});
// Tab and Shift+Tab cycle inside the drawer, never out to the page behind it.
dom.history.addEventListener("keydown", (event) => {
  if (event.key !== "Tab") return;
  const stops = [...dom.history.querySelectorAll("button:not(:disabled), a[href], select, textarea, [tabindex='0']")].filter(
    (node) => node.getClientRects().length,
  );
  if (!stops.length) return;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dom.historyHeading)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
});
// A click on the backdrop (outside the drawer's box) closes it.
dom.history.addEventListener("click", (event) => {
  if (event.target === dom.history) {
    const box = dom.history.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) closeHistory();
  }
});
