// Moving around the conversation tree: switch to a sibling branch, continue from an earlier
// turn, edit a message (a new branch) or ask for a reply again (a sibling reply).

import { api, el } from "../api.js";
import { forget, keep, kept } from "../kept.js";
import { loadContent } from "./article.js";
import { headShown } from "./composer.js";
import { limitNote } from "./edit-limit.js";
import { sendOnEnter } from "./enter.js";
import { syncChanges } from "./review.js";
import { $, contentId, dom, enc, refuseWhileBusy, say, state } from "./state.js";
import { refresh } from "./live.js";
import { conversationMoved, staleWords, stillAnswered } from "./stale.js";
import { appendNode, renderTranscript, revealMessage, scrollToBottom, setSession, showAll } from "./transcript.js";
import { catchUp, failureItem, runTurn, setBusy } from "./turn.js";

export async function activate(messageId, focusDirection = null) {
  if (refuseWhileBusy()) return;
  try {
    setSession(await api("POST", `/api/chat/messages/${enc(messageId)}/activate`, {}));
    // The article first: the messages are drawn for the version it moved to (Undo).
    await loadContent();
    renderTranscript({ scroll: false });
    await syncChanges();
    const item = $(`msg-${messageId}`);
    if (item) {
      const button = item.querySelector(focusDirection === "prev" ? ".fork-prev" : ".fork-next");
      const target = button && !button.disabled ? button : item.querySelector(".fork button:not(:disabled)");
      if (focusDirection && target) target.focus();
      item.scrollIntoView({ block: "nearest" });
    } else {
      scrollToBottom();
    }
    // The button pressed ("Return to the later turns") went with the redraw: the keyboard goes
    // on where the next message is typed, not back to the top of the page.
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) dom.message.focus({ preventScroll: true });
    say(`Switched branch — the article shows V${state.content.version}.`);
  } catch (error) {
    say(error.message);
  }
}

export async function continueFrom(message) {
  if (refuseWhileBusy() || !state.session) return;
  try {
    setSession(await api("POST", `/api/chat/sessions/${enc(state.session.id)}/head`, { message_id: message.id }));
    await loadContent();
    renderTranscript({ scroll: true });
    await syncChanges();
    dom.message.focus();
    // At the tip of a branch there is nothing later to branch away from.
    const later = (state.children.get(state.session.head_id) || []).length > 0;
    say(
      later
        ? `Went back to V${state.content.version}. Your next message starts a new branch from here.`
        : `Switched to V${state.content.version}. Your next message continues from here.`,
    );
  } catch (error) {
    say(error.message);
  }
}

/** Bring a message into view (switching to its branch first when it is not on the path). */
export async function showTurn(messageId, onPath) {
  if (!onPath) {
    const message = state.nodes.get(messageId);
    if (!message) return;
    await continueFrom(message);
  }
  if (!$(`msg-${messageId}`)) showAll();
  const item = $(`msg-${messageId}`);
  if (item) {
    // The view stops following the newest message, or it would scroll straight back down,
    // leaving the keyboard on a button far above the screen.
    revealMessage(item, { block: "center" });
    item.classList.add("highlight");
    setTimeout(() => item.classList.remove("highlight"), 2000);
    item.querySelector("button")?.focus({ preventScroll: true });
  }
}

// The new wording of an earlier message, typed but not saved, survives a reload or a closed
// tab, like the suggestion box's draft and a hand edit: it comes back in that message's box.
const KEPT_MESSAGE_EDIT = `redline:message-edit:${contentId}`;

function keepMessageEdit(message, value) {
  if (value.trim() && value.trim() !== message.content.trim()) keep(KEPT_MESSAGE_EDIT, { id: message.id, value });
  else forget(KEPT_MESSAGE_EDIT);
}

function forgetMessageEdit() {
  forget(KEPT_MESSAGE_EDIT);
}

/** Open the edit box again on the message whose new wording was kept from an earlier visit,
 *  when that message is still shown. */
export function reopenKeptMessageEdit() {
  const edit = kept(KEPT_MESSAGE_EDIT);
  if (!edit || typeof edit.id !== "string" || typeof edit.value !== "string") return;
  const message = state.nodes.get(edit.id);
  const item = $(`msg-${edit.id}`);
  if (!message || message.role !== "user" || !item || item.querySelector(".msg-edit")) return;
  if (document.body.dataset.canChange === "0") return;
  startEdit(item, message, { value: edit.value, start: edit.value.length, end: edit.value.length, focused: false });
  say("Your new wording of an earlier message, not saved, is back in its box: save it, or Cancel to drop it.");
  revealMessage(item);
}

/** The wording the writer last saved for `message`: its newest rewording when that one's reply
 *  was stopped — Stop gives back the branch the writer was on, this message's, so the rewording
 *  sits off screen beside it (app/editing/stopped_again.py) — else the message's own. A
 *  rewording that was answered is a branch of its own: the message shown is what is edited. */
function lastWording(message) {
  const siblings = state.children.get(message.parent_id || "") || [];
  const rewordings = siblings.filter((m) => m.role === "user" && m.edited_from === message.id && m.created_at > message.created_at);
  const newest = rewordings.reduce((last, m) => (!last || m.created_at > last.created_at ? m : last), null);
  if (!newest) return message.content;
  const replies = state.children.get(newest.id) || [];
  const stopped = replies.length > 0 && replies.every((m) => m.status === "stopped" && !state.children.get(m.id)?.length);
  return stopped ? newest.content : message.content;
}

/** Open the edit box on one of the writer's messages. `restore` ({value, start, end, focused})
 *  puts back a box a redraw took away, as it was. */
export function startEdit(item, message, restore = null) {
  if ((!restore && refuseWhileBusy()) || item.querySelector(".msg-edit")) return;
  const text = item.querySelector(".msg-text");
  const actions = item.querySelector(".msg-actions");
  const area = el("textarea", { dir: "auto", rows: "3", "aria-label": "Edit your message", class: "edit-area" });
  area.value = lastWording(message);
  area.addEventListener("input", () => keepMessageEdit(message, area.value));
  const cancel = () => {
    forgetMessageEdit();
    box.remove();
    text.hidden = false;
    actions.hidden = false;
    item.querySelector(".edit-message")?.focus();
    say("Edit cancelled — nothing was changed.");
  };
  const save = () => {
    const value = area.value.trim();
    if (!value) return;
    if (value === message.content.trim()) {
      cancel();
      return;
    }
    forgetMessageEdit();
    saveEdit(message, value, { value: area.value, start: area.selectionStart, end: area.selectionEnd });
  };
  // Saving answers the new wording from this message's version: what follows it on the path
  // leaves the chat (kept on the old branch). Say so before, not after.
  const path = state.session?.path || [];
  const at = path.findIndex((m) => m.id === message.id);
  const later = at < 0 ? 0 : path.length - at - 1;
  const note = later
    ? el(
        "p",
        { class: "hint edit-branch-note", id: `edit-note-${message.id}` },
        `Saving starts a new branch from V${message.version}: ${later === 1 ? "the reply to it stays" : `the ${later} later messages stay`} on the old branch (‹ › beside this message switches back).`,
      )
    : null;
  const limit = limitNote(message); // a limited message stays limited (edit-limit.js)
  const described = [limit?.id, note?.id].filter(Boolean).join(" ");
  if (described) area.setAttribute("aria-describedby", described);
  const box = el(
    "div",
    { class: "msg-edit" },
    area,
    limit,
    note,
    el(
      "div",
      { class: "row" },
      el("button", { type: "button", class: "primary save-edit", onclick: save }, "Save and resend"),
      el("button", { type: "button", class: "cancel-edit", onclick: cancel }, "Cancel"),
      el(
        "span",
        { class: "hint" },
        el("span", { class: "keys-hint" }, "Enter saves · Shift+Enter new line · Esc cancels"),
        el("span", { class: "touch-hint" }, "Cancel keeps the message as it was"),
      ),
    ),
  );
  // Like the suggestion box: Enter saves, Shift+Enter is a new line.
  sendOnEnter(area, save);
  area.addEventListener("keydown", (event) => {
    if (event.isComposing || event.keyCode === 229) return;
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  });
  text.hidden = true;
  actions.hidden = true;
  item.append(box);
  if (restore) {
    area.value = restore.value;
    // Given back (a redraw, a refused save): kept again until saved or cancelled.
    keepMessageEdit(message, area.value);
    area.setSelectionRange(restore.start, restore.end);
    if (restore.focused) area.focus({ preventScroll: true });
    return;
  }
  area.focus();
  area.setSelectionRange(area.value.length, area.value.length);
  if (area.value !== message.content) {
    keepMessageEdit(message, area.value);
    say("Your last wording of this message is in the box — you stopped its reply. Save and resend to send it, or Cancel to keep the message as it is.");
  }
}

/** Save an edit (a new branch). `typed` ({value, start, end}) is the edit box as it was, given
 *  back if the server refuses the edit or never gets it. */
function saveEdit(message, value, typed) {
  runTurn({
    url: `/api/chat/messages/${enc(message.id)}/edit?stream=true`,
    body: withHead({ message: value }),
    truncateFrom: message.id,
    waitForUser: true,
    onRefused: () => renderTranscript({ scroll: false }),
    refusedEdit: (detail, status, retryable) => refusedEdit(message, typed, detail, status, retryable),
  });
}

/** Whether the keyboard is in a text field outside `item` (the composer, another edit box). */
function typingElsewhere(item) {
  const active = document.activeElement;
  if (!active || item.contains(active)) return false;
  return active.matches("textarea, input:not([type=button]):not([type=submit]):not([type=checkbox]):not([type=radio])") || active.isContentEditable;
}

/** An edit the server refused, or never got: the message was sent long ago, so this is no
 *  "Not sent" — the edit box comes back with the writer's wording, and the failure says why in
 *  the server's words, under the box, with Retry where asking again may work. */
async function refusedEdit(message, typed, detail, status, retryable) {
  const changed = status === 409; // the article moved on: the latest text is read first
  // Or the conversation did (another tab's rollback, branch, reply): the message may be gone.
  const moved = changed && conversationMoved(detail);
  if (changed) await catchUp(refresh({ quiet: true }));
  const item = $(`msg-${message.id}`);
  if (moved && !item) keepMessageEdit(message, typed.value); // back in its box once shown
  if (item) {
    // The box comes back with the keyboard in it — unless the writer has gone on to type
    // elsewhere meanwhile (the next suggestion): taken mid-word, the rest of what they type
    // would land in the edit (session 26, a save that met the network gone).
    startEdit(item, message, { ...typed, focused: !typingElsewhere(item) });
    item.scrollIntoView({ block: "nearest" });
  }
  const retry = retryable && (item || !moved)
    ? () => {
        // What the box holds now (the writer may have changed it meanwhile), else what was sent.
        const save = $(`msg-${message.id}`)?.querySelector(".msg-edit .save-edit");
        if (save) save.click();
        else saveEdit(message, typed.value.trim(), typed);
        failure.remove();
      }
    : null;
  const failure = failureItem(`Couldn't save your edit: ${staleWords(detail, moved && !item ? "edit-gone" : "edit")}`, retry);
  if (item) item.after(failure);
  else appendNode(failure);
  const opening = stillAnswered(detail)
    ? "Couldn't save your edit: another message is still being answered."
    : moved
    ? "Couldn't save your edit: the conversation moved on in another tab or window."
    : changed
      ? "Couldn't save your edit: the article changed elsewhere."
      : "Couldn't save your edit — nothing was changed.";
  const next = !item
    ? retry
      ? "Retry sends it again."
      : ""
    : moved
      ? "Your edit is still in the box — check the latest conversation, then save again."
      : changed
      ? "Your edit is still in the box — check the latest text, then save again."
      : retryable
        ? "Your edit is still in the box; press Retry when ready."
        : "Your edit is still in the box: change it, then save again.";
  say(`${opening} ${next}`.trim());
}

/** How many messages follow `message` on the path the writer sees. */
export function laterThan(message) {
  const path = state.session?.path || [];
  const at = path.findIndex((m) => m.id === message.id);
  return at < 0 ? 0 : path.length - at - 1;
}

export function laterPhrase(later) {
  return later === 1 ? "The message after it stays" : `The ${later} later messages stay`;
}

/** `body` naming the head of the conversation the writer acts in (composer.js headShown): an
 *  edit or a regenerate chosen before another tab moved it is refused (409), not carried out
 *  on a conversation this page does not show. */
function withHead(body) {
  const head = headShown();
  return head === null ? body : { ...body, head_id: head };
}

/** Ask again. `truncate: false` for a reply lost to a change made meanwhile: the server sends
 *  the suggestion again at the head, so what follows it on screen stays. */
export function regenerate(message, { truncate = true } = {}) {
  const later = truncate ? laterThan(message) : 0;
  runTurn({
    url: `/api/chat/messages/${enc(message.id)}/regenerate?stream=true`,
    body: withHead({}),
    truncateFrom: truncate ? message.id : null,
    // An older reply asked again: what followed it leaves the chat. Said with the outcome.
    branchNote: later ? `${laterPhrase(later)} on the old branch (‹ › beside the reply switches back).` : null,
    waitForUser: !truncate,
    onRefused: () => renderTranscript({ scroll: false }),
    asksAgain: () => regenerate(message, { truncate }),
  });
}

export function regenerateFromUser(userMessage) {
  runTurn({
    url: `/api/chat/messages/${enc(userMessage.id)}/edit?stream=true`,
    body: withHead({ message: userMessage.content }),
    truncateFrom: userMessage.id,
    waitForUser: true,
    onRefused: () => renderTranscript({ scroll: false }),
    asksAgain: () => regenerateFromUser(userMessage),
  });
}

/** A regenerate the server refused, or never got (turn.js): its message was sent long ago, so
 *  this is no "Not sent" — the writer is told the new reply was not written, in the server's
 *  words. */
export function refusedRegenerate(detail, status, again) {
  const changed = status === 409; // the article moved on: the latest text is read first
  const retry = again
    ? () => {
        // Asked again while Retry still has the keyboard, so the turn knows who started it and
        // gives it to the new reply's Regenerate when it ends (not to the top of the page).
        again();
        failure.remove();
      }
    : null;
  const failure = failureItem(`Couldn't regenerate: ${staleWords(detail, "regenerate")}`, retry);
  // The latest text is read first and the failure drawn after it: drawn before, the redraw of
  // the conversation that the read brings wiped it (the writer saw no reason at all).
  if (changed) catchUp(refresh().finally(() => appendNode(failure)));
  else appendNode(failure);
  setBusy(false);
  say(
    changed && stillAnswered(detail) // another message's reply is being written (another tab)
      ? "Couldn't regenerate: another message is still being answered. Nothing was changed — ask again once its reply is there."
      : changed && conversationMoved(detail) // not the article: another tab moved the conversation
      ? "Couldn't regenerate: the conversation moved on in another tab or window. The conversation as it is now is shown — regenerate again if you still want another reply."
      : changed
      ? "Couldn't regenerate: the article changed elsewhere. The latest text is shown — regenerate again if you still want another reply."
      : "Couldn't regenerate — nothing was changed.",
  );
}
