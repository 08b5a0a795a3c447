// Comments on revisions, as the writer sees them: beside each version in the history (a
// button with the count that opens them, with a form to answer or leave one), kept up to
// date while the drawer is open, and under a revision's changes.

import { api, composing, el, formatTime } from "../api.js";
import { forget, keep, kept } from "../kept.js";
import { beforeAccounts } from "./authors.js";
import { fitInfo } from "./review.js";
import { contentId, dom, enc, say, showFailure, showLine } from "./state.js";

// The article's events say nothing of comments, so while the history drawer is open its
// comments are asked for again this often (and not at all while it is closed).
const POLL_MS = 4000;
const MAX_CHARS = 4000; // as the API (app/domain/comments.py)
const me = document.body.dataset.me || "";

// The history's comment threads drawn now, by revision id; and what outlives a redraw of the
// history (another tab's edit redraws it): the text being written, and which are open.
const threads = new Map();
const drafts = new Map();
const opened = new Set();

// Comments posted (or deleted) from this page so far: an answer asked for before the last one
// was posted may not hold it yet, and is dropped (the next poll brings it) — drawn, it took the comment
// just posted away again for a poll's while.
let postedHere = 0;

// A comment typed but not posted also survives a reload or a closed tab, in this browser, for
// whoever is signed in: its thread opens with it when the history is next shown.
const KEPT_COMMENTS = `redline:comment-drafts:${contentId}:${me}`;

function keepDrafts() {
  const typed = Object.fromEntries([...drafts].filter(([, text]) => text.trim()));
  // (Storage full or disabled: drafts are kept for this page only.)
  if (Object.keys(typed).length) keep(KEPT_COMMENTS, typed);
  else forget(KEPT_COMMENTS);
}

{
  const typed = kept(KEPT_COMMENTS);
  for (const [revisionId, text] of Object.entries(typed && typeof typed === "object" ? typed : {})) {
    if (typeof text !== "string" || !text.trim()) continue;
    drafts.set(revisionId, text);
    opened.add(revisionId);
  }
}

async function fetchByRevision() {
  const byRevision = new Map();
  for (const comment of await api("GET", `/api/contents/${enc(contentId)}/comments`)) {
    if (!byRevision.has(comment.revision_id)) byRevision.set(comment.revision_id, []);
    byRevision.get(comment.revision_id).push(comment);
  }
  return byRevision;
}

/** The article's comments by revision id (oldest first); none when they cannot be read. */
export async function commentsByRevision() {
  try {
    return await fetchByRevision();
  } catch {
    return new Map(); // the history is still worth showing without its comments
  }
}

const isMine = (comment) => `${comment.author?.kind}:${comment.author?.id}` === me;
const authorName = (comment) => {
  if (isMine(comment)) return "You";
  return beforeAccounts(comment.author) ? "Before accounts" : comment.author?.name || "Someone";
};

/** The comments as a list; the reader's own have Delete (`onDeleted(comment)` once the
 *  server took it away) — a comment posted with a mistake, or on the wrong version, could be
 *  taken back only through the API (outside54 F23). */
export function commentList(comments, onDeleted = null) {
  return el(
    "ul",
    { class: "comment-list" },
    ...comments.map((comment) =>
      el(
        "li",
        { class: "comment", dataset: { commentId: comment.id } },
        el(
          "div",
          { class: "comment-head" },
          el("strong", {}, authorName(comment)),
          el("time", { datetime: comment.created_at }, formatTime(comment.created_at)),
          onDeleted && isMine(comment) ? deleteButton(comment, onDeleted) : null,
        ),
        el("p", { class: "comment-text" }, comment.text),
      ),
    ),
  );
}

function deleteButton(comment, onDeleted) {
  const cut = comment.text.length > 40 ? `${comment.text.slice(0, 39)}…` : comment.text;
  const button = el("button", { type: "button", class: "link comment-delete", "aria-label": `Delete your comment “${cut}”` }, "Delete");
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      await api("DELETE", `/api/comments/${enc(comment.id)}`);
    } catch (error) {
      button.disabled = false;
      const line = button.closest(".comment").querySelector(".comment-text");
      showFailure(line.parentNode.appendChild(el("p", { class: "comment-error", role: "alert" })), "Could not delete the comment.", error);
      return;
    }
    onDeleted(comment);
  });
  return button;
}

/** Say something inside the drawer (a modal: the page's own status line is behind it). */
function announce(text) {
  const status = document.getElementById("history-status");
  if (!status) return;
  status.textContent = "";
  requestAnimationFrame(() => {
    showLine(status, text); // in the reader's language, as the page's status line
  });
}

/** The history redraws every row: forget the threads drawn before. */
export function forgetThreads() {
  threads.clear();
}

/** A history row's comments: a button with the count that opens them under the row, with a
 *  form to leave one. */
export function historyComments(revisionId, comments, label) {
  const fieldId = `comment-text-${revisionId}`;
  const thread = { revisionId, label, comments: comments || [] };
  thread.button = el("button", {
    type: "button",
    class: "hist-comments-toggle",
    "aria-expanded": "false",
    "aria-controls": `hist-comments-${revisionId}`,
    onclick: () => setOpen(thread, thread.box.hidden, { focus: true }),
  });
  thread.list = el("div", { class: "hist-comment-list" });
  thread.textarea = el("textarea", {
    dir: "auto",
    id: fieldId,
    name: "text",
    rows: "2",
    maxlength: String(MAX_CHARS),
    "aria-describedby": `${fieldId}-hint ${fieldId}-error`,
    oninput: () => {
      drafts.set(revisionId, thread.textarea.value);
      keepDrafts();
    },
    onkeydown: (event) => {
      // Ctrl+Enter posts — but not the Enter that commits a pinyin (IME) composition.
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !composing(event)) {
        event.preventDefault();
        post(thread);
      }
    },
  });
  thread.textarea.value = drafts.get(revisionId) || "";
  thread.error = el("p", { id: `${fieldId}-error`, class: "comment-error", hidden: true });
  thread.submit = el("button", { type: "submit" }, "Post comment");
  const form = el(
    "form",
    { class: "comment-form", "aria-label": `Comment on ${label}` },
    el("label", { for: fieldId }, `Your comment on ${label}`),
    thread.textarea,
    thread.error,
    el("div", { class: "comment-form-row" }, thread.submit, el("span", { id: `${fieldId}-hint`, class: "hint" }, el("span", { class: "keys-hint" }, "Ctrl+Enter posts"))),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    post(thread);
  });
  thread.box = el("div", { id: `hist-comments-${revisionId}`, class: "hist-comments", hidden: true }, thread.list, form);
  threads.set(revisionId, thread);
  drawThread(thread);
  setOpen(thread, opened.has(revisionId));
  return thread;
}

function drawThread(thread) {
  const count = thread.comments.length;
  const counted = `${count} ${count === 1 ? "comment" : "comments"}`;
  thread.button.textContent = count ? counted : "Comment";
  thread.button.setAttribute("aria-label", count ? `${counted} on ${thread.label}` : `Comment on ${thread.label}`);
  thread.list.replaceChildren(count ? commentList(thread.comments, (gone) => deleted(thread, gone)) : el("p", { class: "muted" }, "No comments on this version yet."));
}

function deleted(thread, gone) {
  postedHere += 1; // a poll asked before the deletion would draw the comment back for a while
  const now = threads.get(thread.revisionId) || thread; // the drawer may have been redrawn
  now.comments = now.comments.filter((c) => c.id !== gone.id);
  drawThread(now);
  now.textarea.focus(); // the keyboard stays in the thread, not on a button taken away
  announce("Comment deleted.");
}

function setOpen(thread, open, { focus = false } = {}) {
  thread.box.hidden = !open;
  thread.button.setAttribute("aria-expanded", String(open));
  if (open) opened.add(thread.revisionId);
  else opened.delete(thread.revisionId);
  if (open && focus) thread.textarea.focus();
}

function showError(thread, text) {
  showLine(thread.error, text);
  thread.error.hidden = !text;
}

async function post(thread) {
  const text = thread.textarea.value.trim();
  if (!text) {
    showError(thread, "Write something first: an empty comment is not posted.");
    thread.textarea.focus();
    return;
  }
  if (thread.submit.disabled) return; // already posting this one
  thread.submit.disabled = true;
  showError(thread, "");
  let comment;
  try {
    comment = await api("POST", `/api/revisions/${enc(thread.revisionId)}/comments`, { text });
  } catch (error) {
    showFailure(thread.error, "Could not post the comment.", error);
    thread.error.hidden = false;
    return;
  } finally {
    thread.submit.disabled = false;
  }
  postedHere += 1;
  // The drawer may have been redrawn meanwhile: add it to the thread drawn now.
  const now = threads.get(thread.revisionId) || thread;
  if (!now.comments.some((c) => c.id === comment.id)) now.comments = [...now.comments, comment];
  drafts.delete(thread.revisionId);
  keepDrafts();
  now.textarea.value = "";
  drawThread(now);
  if (thread.textarea === document.activeElement || now !== thread) now.textarea.focus();
  announce(`Comment posted on ${thread.label}.`);
}

// --- new comments while the drawer is open --------------------------------------------------

let timer = 0;

/** Ask for the comments again every few seconds while the history drawer is open. */
export function followComments() {
  clearTimeout(timer);
  timer = setTimeout(poll, POLL_MS);
}

export function stopFollowingComments() {
  clearTimeout(timer);
  timer = 0;
}

async function poll() {
  if (!dom.history.open) return;
  if (!document.hidden) {
    try {
      const posted = postedHere;
      const byRevision = await fetchByRevision();
      if (posted === postedHere) takeNew(byRevision);
    } catch {
      // Asked again on the next tick.
    }
  }
  if (dom.history.open) timer = setTimeout(poll, POLL_MS);
}

/** Redraw the threads whose comments changed, and say who wrote the new ones. */
function takeNew(byRevision) {
  const arrived = [];
  for (const thread of threads.values()) {
    const now = byRevision.get(thread.revisionId) || [];
    const known = new Set(thread.comments.map((c) => c.id));
    const fresh = now.filter((c) => !known.has(c.id));
    if (!fresh.length && now.length === thread.comments.length) continue;
    thread.comments = now;
    drawThread(thread);
    arrived.push(...fresh.filter((c) => !isMine(c)).map((c) => `${authorName(c)} on ${thread.label}`));
  }
  if (arrived.length === 1) announce(`New comment from ${arrived[0]}.`);
  else if (arrived.length > 1) announce(`${arrived.length} new comments: ${arrived.join("; ")}.`);
}

// --- under a revision's changes ---------------------------------------------------------------

// The revision whose comments the changes bar shows (a newer request wins over a slower one).
let shownFor = null;

/** Show the comments on `revisionId` under its changes (nothing for a comparison). */
export async function showRevisionComments(revisionId, label) {
  shownFor = revisionId;
  dom.changesComments.hidden = true;
  dom.changesComments.replaceChildren();
  if (!revisionId) return;
  let comments;
  try {
    comments = await api("GET", `/api/revisions/${enc(revisionId)}/comments`);
  } catch {
    return; // the changes are shown all the same
  }
  if (shownFor !== revisionId || !comments.length) return;
  const left = new Set(comments.map((c) => c.id));
  const list = commentList(comments, (gone) => {
    left.delete(gone.id);
    list.querySelector(`[data-comment-id="${CSS.escape(gone.id)}"]`)?.remove();
    if (!left.size) dom.changesComments.hidden = true;
    say("Comment deleted.");
    fitInfo();
  });
  dom.changesComments.replaceChildren(el("h3", {}, `Comments on ${label}`), list);
  dom.changesComments.hidden = false;
  fitInfo();
}
