// Editing the text directly: a form over the article that saves a new version. The only
// writer of `state.editing`.
//
// A save names the version the editor was opened at, not the one live sync shows now: if
// another tab or client changed the article meanwhile, the server answers 409 and the writer
// chooses — load the new text, or keep theirs on top of it — instead of silently undoing the
// other change. Keeping theirs merges it over the new version paragraph by paragraph (the
// server's, merge-note.js): the other change stays unless the writer changed the same text,
// and what saving would undo is named before it is chosen.

import { api, setLang } from "../api.js";
import { dragHasFiles } from "../importing.js";
import { forget, keep, kept } from "../kept.js";
import { pasteAsParagraphs } from "../paste.js";
import { renderArticle, setContent } from "./article.js";
import { refresh } from "./live.js";
import { addMergeNote, mergedOver } from "./merge-note.js";
import { clearReview, syncChanges } from "./review.js";
import { $, contentId, dom, enc, refuseWhileBusy, say, showLine, state } from "./state.js";
import { loadSession } from "./transcript.js";

// The version the text in the form was taken from (what a save is based on).
let editingFrom = 0;
// What the form held when it opened: Esc closes at once only when nothing was typed since;
// otherwise it asks for a second Esc (an Esc meant for something else must not lose an edit).
let opened = { title: "", body: "" };
// The article's text as the editor opened it, its line ends as saved (see withLineEnds).
let openedFrom = "";
let discardAsked = false;

function typedSinceOpening() {
  return dom.editTitle.value !== opened.title || dom.editBody.value !== opened.body;
}

// The editor's note as written (English): the status line repeats it, and a later note builds
// on it; shown in the reader's language (a Chinese browser reads it in Chinese).
let noteSaid = "";
function setNote(text) {
  noteSaid = text;
  showLine(dom.editNote, text);
}

function setBase(version) {
  editingFrom = version;
  setNote(`Saving makes a new version from V${version}; the chat will note that you edited the text.`);
  $("edit-conflict").hidden = true;
}

function openEditor() {
  if (refuseWhileBusy()) return;
  state.editing = true;
  dom.editTitle.value = state.content.title;
  dom.editBody.value = state.content.body;
  setLang(dom.editTitle, state.content.title);
  setLang(dom.editBody, state.content.body);
  opened = { title: dom.editTitle.value, body: dom.editBody.value };
  openedFrom = state.content.body;
  discardAsked = false;
  setBase(state.content.version);
  dom.body.hidden = true;
  dom.changesBar.hidden = true;
  dom.editForm.hidden = false;
  dom.editButton.disabled = true;
  dom.editBody.focus();
}

function closeEditor() {
  forgetKeptEdit();
  state.editing = false;
  dom.editForm.hidden = true;
  dom.body.hidden = false;
  dom.editButton.disabled = false;
  renderArticle();
}

/** The text to save, written with the article's own line ends: a text area gives LF only, so
 *  an article an API client saved with CRLF (Windows) keeps them — else every line end would
 *  be saved as changed. Mixed line ends are saved as the text area gives them. */
function withLineEnds(typed, original) {
  const crlfOnly = original.includes("\r\n") && !/(^|[^\r])\n|\r(?!\n)/.test(original);
  return crlfOnly ? typed.replace(/\r?\n/g, "\r\n") : typed;
}

async function saveEdit() {
  if (refuseWhileBusy()) return;
  if (keeping) await keeping; // a Save pressed at once after "keep" saves what it keeps
  if (!typedSinceOpening() && editingFrom === state.content.version) {
    // Saved as it opened: no version to make ("V1 saved — your edit." said of nothing).
    await cancelEdit();
    return;
  }
  const saveButton = $("save-article");
  saveButton.disabled = true;
  try {
    const content = await api("PUT", `/api/contents/${enc(contentId)}`, {
      title: dom.editTitle.value,
      body: typedBody(),
      base_version: editingFrom,
    });
    setContent(content);
    clearReview();
    closeEditor();
    await loadSession({ scroll: true });
    await syncChanges({ reveal: true });
    dom.editButton.focus();
    say(`V${content.version} saved — your edit.`);
  } catch (error) {
    if (error.status === 409) {
      await showConflict();
    } else {
      setNote(error.message);
    }
    say(noteSaid);
  } finally {
    saveButton.disabled = false;
  }
}

// The version the article moved to while the form was open (known once a save got 409).
let latest = null;
// The merge the choice was offered with ({merge, from, title, body}): "keep" takes it at once
// when nothing was typed since. And a keep under way, which a Save waits for.
let offered = null;
let keeping = null;

/** The article changed since the editor opened: say so and offer both ways on. */
async function showConflict() {
  try {
    latest = await api("GET", `/api/contents/${enc(contentId)}`);
  } catch {
    latest = null; // The choice below still holds without the number; "keep" then re-asks.
  }
  const now = latest ? ` (it is now at V${latest.version})` : "";
  await offerChoice(`The article changed since you opened the editor at V${editingFrom}${now}, so nothing was saved. `);
}

/** The two ways on, after `said`, with what keeping the writer's text would do to the version
 *  saved meanwhile (what it keeps of it, or undoes) when the server can merge them. */
async function offerChoice(said) {
  const from = editingFrom;
  const [title, body] = [dom.editTitle.value, typedBody()];
  const merge = await mergedOver(from, title, body);
  if (editingFrom !== from || !state.editing) return; // kept, loaded or closed meanwhile
  const merges = merge !== null && (!latest || merge.version === latest.version);
  offered = merges ? { merge, from, title, body } : null;
  setNote(
    `${said}Your text is still here: load the new text, or keep yours and edit on top of the new version` +
      (merges ? "." : " (saving then replaces that version's text with yours)."),
  );
  $("edit-conflict").hidden = false;
  if (merges) addMergeNote(dom.editNote, merge, false);
}

function typedBody() {
  return withLineEnds(dom.editBody.value, openedFrom);
}

/** Drop the form's text and edit the article as it is now. */
async function loadLatest() {
  closeEditor();
  await refresh();
  openEditor();
  say(`Loaded V${state.content.version} into the editor.`);
}

/** Keep the form's text, put on top of the version the article is at now (what else changed
 *  there stays, unless the writer changed the same text); the next Save is based on it. */
function keepMine() {
  keeping = keepOnTop().finally(() => {
    keeping = null;
  });
  return keeping;
}

async function keepOnTop() {
  if (!latest) {
    await showConflict();
    if (!latest) return;
  }
  const [title, body] = [dom.editTitle.value, typedBody()];
  const same = offered && offered.from === editingFrom && offered.title === title && offered.body === body;
  const merge = same && offered.merge.version === latest.version ? offered.merge : await mergedOver(editingFrom, title, body);
  if (!merge) {
    setBase(latest.version);
    setNote(`Your text is kept. Saving now makes a new version from V${latest.version} with your text — check it has what you want from V${latest.version}.`);
  } else {
    dom.editTitle.value = merge.title;
    dom.editBody.value = merge.body;
    setBase(merge.version);
    addMergeNote(dom.editNote, merge, true);
    keepEdit();
  }
  dom.editBody.focus();
  say(noteSaid);
}

/** Leave the editor showing the latest text (after Cancel, or a 409 that fetched it). */
async function cancelEdit() {
  const dropped = typedSinceOpening();
  closeEditor();
  say(dropped ? "Edit cancelled — your changes were not saved." : "Editor closed — nothing was changed.");
  dom.editButton.focus();
  await refresh();
}

dom.editButton.addEventListener("click", openEditor);
dom.editButton.disabled = false; // drawn disabled: a click before this module ran did nothing
$("cancel-edit").addEventListener("click", cancelEdit);
$("load-latest").addEventListener("click", loadLatest);
$("keep-mine").addEventListener("click", keepMine);
dom.editForm.addEventListener("submit", (event) => {
  event.preventDefault();
  saveEdit();
});
dom.editForm.addEventListener("keydown", (event) => {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !event.isComposing) {
    event.preventDefault();
    saveEdit();
  } else if (event.key === "Escape" && !event.isComposing && event.keyCode !== 229) {
    // (An Esc that cancels an IME composition is the IME's.)
    event.preventDefault();
    event.stopPropagation();
    if (typedSinceOpening() && !discardAsked) {
      discardAsked = true;
      setNote("You have unsaved changes: press Esc again to drop them, or Save to keep them.");
      say(noteSaid);
      return;
    }
    cancelEdit();
  }
});
dom.editForm.addEventListener("input", () => {
  discardAsked = false;
  // Kept a moment after the typing stops (a long article is not written out each keystroke),
  // and at once when the page goes.
  clearTimeout(keepTimer);
  keepTimer = setTimeout(keepEdit, 400);
});
window.addEventListener("pagehide", () => {
  if (state.editing) keepEdit();
});

// A hand edit not yet saved is kept in this browser, like the suggestion box's draft: a reload
// (to sign in again, say), a crash or a closed tab does not lose it. It comes back in the
// editor, based on the version it was begun from, until it is saved or dropped.
const KEPT_EDIT = `redline:hand-edit:${contentId}`;
let keepTimer = 0;

function keepEdit() {
  clearTimeout(keepTimer);
  // (Storage full or disabled: the browser's "Leave site?" still asks.)
  if (typedSinceOpening()) keep(KEPT_EDIT, { title: dom.editTitle.value, body: dom.editBody.value, base: editingFrom });
  else forget(KEPT_EDIT);
}

function forgetKeptEdit() {
  clearTimeout(keepTimer);
  forget(KEPT_EDIT);
}

/** Open the editor again with a hand edit kept from an earlier visit, if there is one. */
export function reopenKeptEdit() {
  const edit = kept(KEPT_EDIT);
  if (!edit || typeof edit.body !== "string" || !Number.isInteger(edit.base)) return;
  if (state.editing || dom.editButton.disabled || document.body.dataset.canChange === "0") return;
  openEditor();
  dom.editTitle.value = edit.title ?? state.content.title;
  dom.editBody.value = edit.body;
  // Not saved, so not what the form opened with: Esc asks before dropping it.
  opened = { title: null, body: null };
  setBase(edit.base);
  const note = `Your edit not saved from before is back (begun on V${edit.base}): Save it, or Cancel to drop it.`;
  setNote(note);
  if (state.content.version > edit.base) dom.editForm.dispatchEvent(new Event("article-moved"));
  say(noteSaid);
}
// A version made while the form is open (another tab, an API client, a reply elsewhere): a
// form nothing was typed in takes the new text; typed text stays, and the choice a Save
// would have met (a 409) is offered at once — not after the writer has finished.
dom.editForm.addEventListener("article-moved", () => {
  const now = state.content;
  if (!state.editing || now.version <= editingFrom || !$("edit-conflict").hidden) return;
  if (!typedSinceOpening()) {
    dom.editTitle.value = now.title;
    dom.editBody.value = now.body;
    opened = { title: dom.editTitle.value, body: dom.editBody.value };
    openedFrom = now.body;
    setBase(now.version);
    setNote(`V${now.version} was saved meanwhile (another tab or client): the editor now has its text. ${noteSaid}`);
    return;
  }
  latest = now;
  offerChoice(`V${now.version} was saved while you were editing (another tab or client), so a Save now would not go through. `);
});
// Leaving the page (a link, Back, a reload, closing the tab) with a hand edit not saved asks
// first, with the browser's own "Leave site?" — minutes of typing are not dropped silently.
window.addEventListener("beforeunload", (event) => {
  if (state.editing && typedSinceOpening()) event.preventDefault();
});

// A document pasted from Word or Google Docs keeps its paragraphs in the hand-edit box.
pasteAsParagraphs(dom.editBody);

// A file dropped on the panel would make the browser leave it to show the file (and a hand
// edit half typed with it): files are imported on the list of articles instead.
document.addEventListener("dragover", (event) => {
  if (dragHasFiles(event)) event.preventDefault();
});
document.addEventListener("drop", (event) => {
  if (!dragHasFiles(event)) return;
  event.preventDefault();
  say("Files are imported as new articles: drop it on the list of articles (Articles, at the top).");
});
