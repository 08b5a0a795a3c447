// A suggestion queued behind a reply still being written — in another tab, browser or client,
// by this page before a reload, or this page's own turn wrapping up — is not sent beside it
// (the two replies would race, and the later one be answered "the article changed"): it waits
// in the box and goes as soon as that reply is saved, on top of the version it made. Whatever
// the box holds then is what goes.
//
// The writer sees it waiting (a line under the box, with Cancel), and the queue survives a
// reload of this tab (sessionStorage: a reload keeps it, another tab does not take it over and
// send it twice). While Redline cannot be reached the page asks again after 2, 4, 8 … up to
// 30 s, says when, offers "Retry now", and asks at once when the browser is back online.

import { requestsInFlight } from "../api.js";
import { submitDraft } from "./composer.js";
import { refresh } from "./live.js";
import { turnInAnotherTab, whenOtherTabsTurnEnds } from "./othertabs.js";
import { $, contentId, dom, say, showLine, state } from "./state.js";

const HELD_KEY = `redline:held:${contentId}`;
// A queue kept longer than this (the tab restored the next day) is not sent unasked.
const STALE_MS = 60 * 60 * 1000;
const CHECK_MS = 2000; // while the reply is still being written (no request is made)
const FIRST_RETRY_MS = 2000;
const LAST_RETRY_MS = 30000;

const note = $("held-note");
const noteText = $("held-text");
const retryNow = $("held-retry");
const cancel = $("held-cancel");
const hint = $("composer-hint");

let held = false; // waiting for a reply elsewhere (sent here by sendHeldSuggestion)
let queuedHere = null; // this page's own turn is wrapping up: how to take the queued send back
let timer = 0;
let ticker = 0;
let failures = 0;

const replyRunningElsewhere = () => Boolean(state.replyElsewhere) || turnInAnotherTab();

function remember() {
  try {
    sessionStorage.setItem(HELD_KEY, JSON.stringify({ at: Date.now() }));
  } catch {
    // Storage disabled: the queue holds for this page only.
  }
}

function forgetHeld() {
  try {
    sessionStorage.removeItem(HELD_KEY);
  } catch {
    // Nothing kept.
  }
}

function rememberedAt() {
  try {
    return JSON.parse(sessionStorage.getItem(HELD_KEY) || "null")?.at ?? null;
  } catch {
    return null;
  }
}

function show(text, { retry = false } = {}) {
  showLine(noteText, text); // a Chinese browser reads it in Chinese (words.js)
  retryNow.hidden = !retry;
  note.hidden = false;
  hint.hidden = true;
}

function hide() {
  clearInterval(ticker);
  // Retry now or Cancel had the keyboard: it goes back to the box, not to the page's top.
  if (note.contains(document.activeElement)) dom.message.focus({ preventScroll: true });
  note.hidden = true;
  hint.hidden = false;
}

const WAITING = "Queued: your suggestion goes as soon as the reply being written is saved.";

/** Queue the box's suggestion behind the reply being written elsewhere. */
export function holdForElsewhere() {
  held = true;
  remember();
  show(WAITING);
  say("A reply to this article is still being written (another tab, or this page before a reload): your suggestion stays in the box and goes as soon as that reply is saved.");
  schedule(CHECK_MS);
}

/** This page's own turn is wrapping up and the box's suggestion waits for it; `unqueue` takes
 *  it back (Cancel). Kept over a reload, when that turn becomes a reply written elsewhere. */
export function showQueuedHere(unqueue) {
  queuedHere = unqueue;
  remember();
  show(WAITING);
}

/** The queued suggestion is being sent (or was dropped): nothing waits any more. */
export function clearHeld() {
  held = false;
  queuedHere = null;
  failures = 0;
  clearTimeout(timer);
  forgetHeld();
  hide();
}

function schedule(ms) {
  clearTimeout(timer);
  timer = setTimeout(sendHeldSuggestion, ms);
}

/** Redline could not be reached: ask again after 2, 4, 8 … 30 s, counting down. */
function backOff() {
  failures += 1;
  const wait = Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), LAST_RETRY_MS);
  const due = Date.now() + wait;
  const offline = navigator.onLine === false ? "You are offline" : "Redline cannot be reached";
  const tell = () => {
    const seconds = Math.max(1, Math.ceil((due - Date.now()) / 1000));
    show(`Queued, not sent yet: ${offline} — retrying in ${seconds} s.`, { retry: true });
  };
  tell();
  clearInterval(ticker);
  ticker = setInterval(tell, 1000);
  schedule(wait);
}

/** The reply being written elsewhere may have ended: catch up with what it made, then send the
 *  suggestion held for it. */
export async function sendHeldSuggestion() {
  clearTimeout(timer);
  if (!held) return;
  if (state.busy || replyRunningElsewhere()) {
    // Waiting on the reply again, not on the network: no countdown.
    failures = 0;
    clearInterval(ticker);
    show(WAITING);
    schedule(CHECK_MS);
    return;
  }
  if (requestsInFlight()) {
    // Still drawing what that reply made (its changes, the history): send once that is done.
    schedule(200);
    return;
  }
  held = false; // one send, however many of the signals arrive
  clearInterval(ticker);
  if (!(await refresh({ quiet: true }))) {
    held = true;
    backOff();
    return;
  }
  failures = 0;
  if (state.busy || replyRunningElsewhere()) {
    held = true;
    show(WAITING);
    schedule(CHECK_MS);
    return;
  }
  if (dom.message.value.trim()) submitDraft();
  else clearHeld(); // the writer emptied the box meanwhile: nothing to send
}

/** The page has loaded the conversation: a suggestion queued before a reload waits again (or
 *  goes at once, when the reply it waited for was saved meanwhile). */
export function resumeHeld() {
  const at = rememberedAt();
  if (at === null) return;
  if (!dom.message.value.trim()) {
    forgetHeld();
    return;
  }
  if (!(Date.now() - at < STALE_MS)) {
    forgetHeld();
    say("A suggestion you queued earlier was not sent: it is still in the box — press Send when you want it to go.");
    return;
  }
  held = true;
  show(WAITING);
  say("Your suggestion is still queued: it goes as soon as the reply being written is saved.");
  sendHeldSuggestion();
}

cancel.addEventListener("click", () => {
  const unqueue = queuedHere;
  clearHeld();
  unqueue?.();
  say("Not sent: your suggestion stays in the box — press Send when you want it to go.");
  dom.message.focus();
});
retryNow.addEventListener("click", () => {
  failures = Math.max(0, failures - 1); // a failed retry now does not lengthen the wait
  sendHeldSuggestion();
});
window.addEventListener("online", () => {
  if (held) sendHeldSuggestion();
});
whenOtherTabsTurnEnds(sendHeldSuggestion);
