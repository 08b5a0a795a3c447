// The suggestion box: Enter sends (never while an IME is composing: enter.js), Esc stops, Send
// stays disabled while the box is empty.

import { composing } from "../api.js";
import { forget, keep, kept } from "../kept.js";
import { sendOnEnter } from "./enter.js";
import { clearHeld, holdForElsewhere, queueBackToBox, queueHere } from "./held.js";
import { forgetNotSent } from "./notsent.js";
import { turnInAnotherTab } from "./othertabs.js";
import { selectionIsCurrent, setSelection } from "./selection.js";
import { MOVED_ON } from "./stale.js";
import { contentId, dom, refuseWhileBusy, say, state } from "./state.js";
import { sentFromButton, stopsNow } from "./stop-again.js";
import { caughtUp, runTurn, stop, updateSend } from "./turn.js";

// What is typed in the box survives a reload or a closed tab, per article, until it is sent.
const DRAFT_KEY = `redline:draft:${contentId}`;

/** Remember the box's text (or forget it once empty). */
export function keepDraft() {
  if (dom.message.value.trim()) keep(DRAFT_KEY, dom.message.value);
  else forget(DRAFT_KEY);
}

// A send whose answer never arrived (the connection broke before it) may still have reached
// the server and made its turn. The same text sent again — Retry, Enter, even after a reload —
// carries the same Idempotency-Key, so the server answers that first turn again instead of
// saving the message twice. The key is forgotten once the server has answered.
const SEND_KEY = `redline:send-key:${contentId}`;

function keptSend() {
  return kept(SEND_KEY);
}

function sendKey(text) {
  const kept = keptSend();
  if (kept?.text === text && typeof kept.key === "string") return kept.key;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const key = `panel-${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
  keep(SEND_KEY, { text, key }); // (without storage the key still holds for this page)
  return key;
}

/** The server answered the send (saved it, or refused it): its key is done with. */
export function forgetSendKey() {
  forget(SEND_KEY);
}

/** The box holds a message whose send got no answer, and the conversation, caught up, shows
 *  the server has it after all (among `messages`): the box is emptied. True when it was. */
export function takeBackSentDraft(messages) {
  const text = dom.message.value;
  if (!text || keptSend()?.text !== text) return false;
  if (!messages.some((m) => m.role === "user" && m.content === text)) return false;
  dom.message.value = "";
  keepDraft();
  updateSend();
  forgetSendKey();
  return true;
}

function restoreDraft() {
  const draft = kept(DRAFT_KEY);
  if (typeof draft === "string" && draft && !dom.message.value) dom.message.value = draft;
}

// The reply this page's last turn ended with, the conversation drawn then and the version on
// screen. The turn fetches the conversation once its reply has landed; a message sent meanwhile
// (Enter pressed the moment the reply shows) goes under that reply — the head the writer sees —
// not under the head drawn before the turn, which the server would refuse as another tab's
// doing.
let turnEnd = null;

/** This page's turn ended with the reply `message` (turn.js). A reply lost to a change made
 *  meanwhile is not the head: until the conversation is fetched none is named (`base_version`
 *  alone guards a send), not the lost reply, which the server would refuse. */
export function turnEndedAt(message) {
  if (!message?.id) turnEnd = null;
  else turnEnd = { id: message.summary === MOVED_ON ? null : message.id, session: state.session, version: state.content?.version };
}

// The head of a writer who sees no conversation yet (app/editing/sent_message.py NO_MESSAGES):
// a first message from a second tab on a new article is refused, not hung under the first's.
const NO_MESSAGES = "";

/** The head the writer sees: the last reply this page's turn brought, until the conversation
 *  is fetched again; else the drawn conversation's (NO_MESSAGES when none is drawn) — unless
 *  the article on screen is already a version that head is not (this page's own restore, hand
 *  edit or rejection landed — also right after a reply — and the conversation is still being
 *  fetched): then none is named, and `base_version` alone guards the send, so a message sent
 *  that moment is not refused as another tab's doing. Edit and Regenerate name it too. */
export function headShown() {
  const version = state.content?.version;
  if (turnEnd && turnEnd.session === state.session) return turnEnd.version === version ? turnEnd.id : null;
  const head = state.session?.head_id;
  if (!head) return state.noConversationAt === version ? NO_MESSAGES : null;
  const drawn = state.nodes.get(head);
  if (drawn && state.content && drawn.version !== version) return null;
  return head;
}

// A suggestion sent while a reply to this article is being written elsewhere, or while this
// page's own turn wraps up, is queued (held.js) instead of sent beside it.
const replyRunningElsewhere = () => Boolean(state.replyElsewhere) || turnInAnotherTab();

// A send asked for while the page reads the latest after a refusal waits for it (once).
let sendAfterCatchUp = false;

/** Send the box's suggestion — or `text`, one queued behind this page's last turn (held.js),
 *  which never went back to the box. */
export function submitDraft({ selection = state.selection, text: queued = null } = {}) {
  // The box's message goes (now, or held for a reply elsewhere): no longer "Not sent".
  if (queued === null && dom.message.value.trim()) forgetNotSent();
  const reading = caughtUp();
  if (queued !== null && reading) {
    reading.finally(() => submitDraft({ selection, text: queued }));
    return;
  }
  if (queued !== null && (state.busy || replyRunningElsewhere())) {
    // Not its turn after all: first in the queue again — or, for a reply written elsewhere,
    // back in the box, held for that reply as a suggestion typed there is.
    queueHere(queued, { first: true });
    if (!state.busy) {
      queueBackToBox();
      holdForElsewhere();
    }
    return;
  }
  if (reading && !state.busy) {
    if (!sendAfterCatchUp) {
      sendAfterCatchUp = true;
      reading.finally(() => {
        sendAfterCatchUp = false;
        // With the selection the writer has then (kept across the read, or cleared by them).
        submitDraft();
      });
    }
    return;
  }
  if (state.busy && dom.message.value.trim()) {
    // Out of the box at once: the writer types the next one while this one waits.
    queueHere(dom.message.value);
    dom.message.value = "";
    keepDraft();
    updateSend();
    say("Your next suggestion goes as soon as this reply is saved…");
    return;
  }
  if (!state.busy && dom.message.value.trim() && replyRunningElsewhere()) {
    holdForElsewhere();
    return;
  }
  clearHeld(); // sent now, or refused: nothing is held for a reply elsewhere any more
  if (state.busy || refuseWhileBusy()) return;
  const text = queued ?? dom.message.value;
  if (!text.trim()) {
    say("Type a suggestion first.");
    return;
  }
  const body = { content_id: contentId, message: text };
  if (selection) {
    if (!selectionIsCurrent(selection)) {
      setSelection(null);
      say("The article changed since you selected that text — select it again, or send to edit the whole article.");
      return;
    }
    // The offsets are into this version's body: a newer head is a conflict, not a guess.
    body.selection = { start: selection.start, end: selection.end };
    body.base_version = selection.version;
  } else {
    // The message was written against the version on screen: if the article moved on before
    // it reached the server (another tab, another client), it is refused (409) and comes back
    // to the box, instead of editing a text the writer has not seen.
    body.base_version = state.content.version;
  }
  // And it answers the conversation on screen: if another tab moved its head meanwhile (a
  // rollback, a branch switch, a regenerate, a send) on the same version, it is refused (409)
  // and comes back to the box, instead of being answered on a path the writer has not seen.
  const head = headShown();
  if (head !== null) body.head_id = head;
  if (queued === null) {
    dom.message.value = "";
    keepDraft();
    updateSend();
  }
  const headers = { "Idempotency-Key": sendKey(text) };
  runTurn({ url: "/api/chat/send?stream=true", body, draft: text, selection, headers });
}

/** Esc while a reply is being written for another page — this one before a reload, another
 *  tab — stops it like the Stop button drawn in its place: the hint says "Esc stops". */
function stopReplyElsewhere(event) {
  const button = document.querySelector("#transcript .stop-elsewhere:not(:disabled)");
  if (state.busy || !state.replyElsewhere || !button) return;
  event.preventDefault();
  button.click();
}

restoreDraft();
dom.message.addEventListener("input", () => {
  updateSend();
  keepDraft();
});
dom.message.addEventListener("keydown", (event) => {
  // An Esc that cancels an IME composition is the IME's, not a Stop (Safari flags it only
  // with keyCode 229, after compositionend).
  if (event.key !== "Escape" || composing(event)) return;
  if (state.busy) {
    event.preventDefault();
    stop();
  } else {
    stopReplyElsewhere(event);
  }
});
sendOnEnter(dom.message, () => submitDraft());
// From now on Enter is ours: early-enter.js, which kept an Enter pressed before, stands down.
dom.message.dataset.enterReady = "1";
if (dom.message.value) keepDraft(); // typed before the panel listened

/** Send what an Enter pressed before the panel was ready asked for (early-enter.js): called
 *  once the page knows the conversation, so a reply written elsewhere holds it as usual. */
export function sendAskedEarly() {
  if (!dom.message.dataset.sendAsked) return;
  delete dom.message.dataset.sendAsked;
  if (dom.message.value.trim()) submitDraft();
}
// The last press on Send / Stop: how many clicks in a row it was (0: the keyboard pressed it),
// when (the input's own time, not when a busy page got to it), and whether a finger or a pen
// made it. A press on Stop right after Send asks first (stop-again.js): it is a double click's
// second half.
let press = { clicks: 0, at: 0, touch: false };
// A click says what pressed it; one that does not is a touch on a device whose pointer is coarse.
const byTouch = (event) =>
  event.pointerType ? event.pointerType !== "mouse" : matchMedia("(pointer: coarse)").matches;
dom.send.addEventListener("click", (event) => {
  press = { clicks: event.detail, at: event.timeStamp, touch: event.detail > 0 && byTouch(event) };
});

/** Whether the turn now starting was sent by a tap on Send: focus is then left where the tap
 *  put it, off the box — in the box, the on-screen keyboard would come up over the reply. */
export function sentByTap() {
  return press.touch;
}
dom.composer.addEventListener("submit", (event) => {
  event.preventDefault();
  const pressed = event.submitter === dom.send;
  if (state.busy) {
    if (!pressed || stopsNow(press.clicks, press.at)) stop();
    return;
  }
  submitDraft();
  if (pressed) {
    sentFromButton(press.at);
    // Clicked: the keyboard goes on in the box, so an Enter pressed next is the box's (empty:
    // nothing), never Stop's, which took Send's place under it; Tab still reaches Stop.
    // Pressed from the keyboard, focus is left to runTurn (it keeps it where the writer goes
    // on: moved here at once, a Regenerate pressed next lost its focus — test_outside). Tapped,
    // it stays off the box: there, a phone's keyboard would cover the reply being written.
    if (press.clicks > 0 && !press.touch) dom.message.focus({ preventScroll: true });
  }
});
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape" || event.defaultPrevented || composing(event)) return;
  // Esc in the history drawer (a modal) closes the drawer, nothing more: a reply being written
  // goes on — its Stop is behind the drawer, and Esc there stopped it, the drawer left open.
  if (event.target.closest?.("dialog")) return;
  if (state.busy) {
    event.preventDefault();
    stop();
  } else {
    stopReplyElsewhere(event);
  }
});
