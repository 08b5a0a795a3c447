// What the panel knows, read by every module. Each field is written by exactly one module
// (named beside it), through that module's functions — never assigned from elsewhere.

import { labelLang } from "../labels.js";
import { failure, inLanguage } from "./words.js";

export const $ = (id) => document.getElementById(id);
export const enc = encodeURIComponent;
export const contentId = document.body.dataset.contentId;

export const dom = {
  articlePane: $("article-pane"),
  title: $("article-title"),
  version: $("article-version"),
  words: $("article-words"),
  nextEdit: $("next-edit"),
  body: $("article-body"),
  changesBar: $("changes-bar"),
  changesHeading: $("changes-heading"),
  changesScope: $("changes-scope"),
  changesNote: $("changes-note"),
  changesInfo: $("changes-info"),
  changesLines: $("changes-lines"),
  changesComments: $("changes-comments"),
  changesNav: $("changes-nav"),
  changesPosition: $("changes-position"),
  prevChange: $("prev-change"),
  nextChange: $("next-change"),
  rejectAll: $("reject-all"),
  acceptAll: $("accept-all"),
  closeChanges: $("close-changes"),
  restoreShown: $("restore-shown"),
  editButton: $("edit-article"),
  editForm: $("edit-form"),
  editTitle: $("edit-title"),
  editBody: $("edit-body"),
  editNote: $("edit-note"),
  copyButton: $("copy-article"),
  historyToggle: $("history-toggle"),
  history: $("history"),
  historyHeading: $("history-heading"),
  historyTree: $("history-tree"),
  historyClose: $("history-close"),
  transcript: $("transcript"),
  messages: $("messages"),
  jump: $("jump-latest"),
  status: $("status"),
  composer: $("composer"),
  message: $("message"),
  send: $("send"),
  composerTarget: $("composer-target"),
  scopeSelect: $("scope-paragraph"),
  selectionChip: $("selection-chip"),
  selectionText: $("selection-text"),
  clearSelection: $("clear-selection"),
  personaView: $("persona-view"),
  personaPrefs: $("persona-prefs"),
  personaCount: $("persona-count"),
};

export const state = {
  content: JSON.parse($("initial-content").textContent), // article.js
  editing: false, // editor.js
  session: null, // transcript.js: the SessionView as the server sent it
  // transcript.js: the version on screen when the page learnt there is no conversation yet
  // (null while one is drawn): a first message names the empty one only on that version.
  noConversationAt: null,
  nodes: new Map(), // transcript.js: message id -> message (with sibling_index / sibling_count)
  children: new Map(), // transcript.js: parent id ("" for the root) -> [message], creation order
  showAll: false, // transcript.js: draw the whole path, not only its latest turns
  follow: true, // transcript.js: keep the newest message in view (off once the writer scrolls up)
  busy: false, // turn.js
  turns: 0, // turns started by this page (turn.js): a redraw fetched before one began is stale
  // article.js: how often the page took a whole article (its own reject, restore, edit, a
  // catch-up): a redraw fetched before the newest one is stale.
  contentSets: 0,
  abort: null, // turn.js: the AbortController of the turn in flight
  lastRevisionId: null, // turn.js
  replyElsewhere: null, // live.js: the message whose reply the server is writing for another page
  // review.js: the revision under review {revisionId, data, rejected: Set of change ids,
  // current: index of the change last walked to}, and how its text is drawn.
  review: null,
  view: "markup", // review.js
  // selection.js: the span of the body the next suggestion is limited to: {start, end} in
  // code points (what the server counts), {from, to} in UTF-16 units (what the page counts),
  // and the version and body they were taken from.
  selection: null,
};

export function say(text) {
  // Heard (a model's wait counts down in it silently: turn.js). Clear first so the same
  // sentence twice is announced twice.
  dom.status.setAttribute("aria-live", "polite");
  dom.status.textContent = "";
  requestAnimationFrame(() => {
    showLine(dom.status, text);
  });
}

/** The reader's language for the panel's lines, as for its labels (labels.js `labelLang`).
 *  The page speaks the writer's language, whatever the article's: an English writer editing a
 *  Chinese article reads "V2 saved.", a Chinese one "V2 已保存。". */
export function readerLang() {
  return labelLang();
}

/** Show a line of the panel in `node` in the reader's language when words.js has it, with
 *  its `lang` (a screen reader's voice, the fonts) — or taken away for English. */
export function showLine(node, text) {
  const line = inLanguage(text, readerLang());
  node.textContent = line.text;
  if (line.lang) node.setAttribute("lang", line.lang);
  else node.removeAttribute("lang");
  return node;
}

/** Show in `node` what could not be done and why (words.js `failure`): "Could not load the
 *  conversation. Could not reach the server. …", in the reader's language. */
export function showFailure(node, what, error) {
  const line = failure(what, error?.message ?? error, readerLang());
  node.textContent = line.text;
  if (line.lang) node.setAttribute("lang", line.lang);
  else node.removeAttribute("lang");
  return node;
}

/** Say what could not be done and why in the status line (see showFailure). */
export function sayFailure(what, error) {
  dom.status.setAttribute("aria-live", "polite");
  dom.status.textContent = "";
  requestAnimationFrame(() => {
    showFailure(dom.status, what, error);
  });
}

/** A panel line in the reader's language (see showLine), as text. */
export function inReaderLanguage(text) {
  return inLanguage(text, readerLang()).text;
}

/** Why the buttons that change the article or the conversation wait (null: they do not). */
export function busyReason() {
  if (state.busy) return "A reply is still being written — wait for it, or stop it (Stop, or Esc).";
  if (state.replyElsewhere) return "A reply is still being written — wait for it, or press its Stop button.";
  return null;
}

export function refuseWhileBusy() {
  const reason = busyReason();
  if (reason) say(reason);
  return Boolean(reason);
}

// One save from a button at a time (a rejection, an undo, a restore): the second press of a
// double click would otherwise reach the server after the first had saved, and be answered as
// a change made elsewhere (409) or as nothing to do — said over the first one's success.
let saving = false;

/** Run `action` unless another is still saving; a press meanwhile is dropped. */
export async function oneAtATime(action) {
  if (saving) return;
  saving = true;
  try {
    await action();
  } finally {
    saving = false;
  }
}

/** What to say when the reply being written to `messageId` was stopped as a Regenerate or as
 *  a "Save and resend": the server gave back where the writer was before — the reply they had,
 *  or the branch of the message they edited — and its version (app/editing/stopped_again.py),
 *  so the head is not the stopped reply. Null otherwise. */
export function earlierReplyBack(messageId) {
  const replies = state.children.get(messageId) || [];
  const newest = replies[replies.length - 1];
  const path = state.session?.path || [];
  const head = path[path.length - 1];
  if (!newest || newest.status !== "stopped" || !head || head.id === newest.id) return null;
  const asked = state.nodes.get(messageId);
  const onPath = (id) => path.some((m) => m.id === id);
  if (onPath(messageId)) {
    return `The reply you had before is back, and the article is as it was (V${state.content.version}).`;
  }
  if (asked?.edited_from && onPath(asked.edited_from)) {
    return `The branch you were on is back, and the article is as it was (V${state.content.version}). Your edited message is kept beside it: press › on that message to see it.`;
  }
  return null;
}
