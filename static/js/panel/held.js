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
import { serverGone } from "./gone.js";
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
// Suggestions sent (Enter) while this page's own reply is being written, oldest first. Each
// leaves the box at once, so the writer can type the next one (typed over, it was lost), and
// goes as soon as the turn before it has ended (turn.js `runTurn`).
const queue = [];
let timer = 0;
let ticker = 0;
let failures = 0;

const replyRunningElsewhere = () => Boolean(state.replyElsewhere) || turnInAnotherTab();

function remember() {
  try {
    sessionStorage.setItem(HELD_KEY, JSON.stringify({ at: Date.now(), queued: queue }));
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

function remembered() {
  try {
    return JSON.parse(sessionStorage.getItem(HELD_KEY) || "null");
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
// The server died while that reply was written (gone.js): the suggestion is kept, and waits.
const WAITING_GONE = "Queued: Redline cannot be reached right now. Your suggestion is kept here and goes once the server is back and the reply being written is saved.";

const waitingWords = () => (serverGone() ? WAITING_GONE : WAITING);

/** Queue the box's suggestion behind the reply being written elsewhere. */
export function holdForElsewhere() {
  held = true;
  remember();
  show(waitingWords());
  if (serverGone()) say(WAITING_GONE);
  else say("A reply to this article is still being written (another tab, or this page before a reload): your suggestion stays in the box and goes as soon as that reply is saved.");
  schedule(CHECK_MS);
}

/** A send refused because another message's reply is still being written (409): once the
 *  latest is drawn (`reading`, where that reply shows as being written), the suggestion back in
 *  the box is queued for it, as one typed then would have been. */
export async function holdForAnswer(reading) {
  try {
    await reading;
  } catch {
    // Not drawn: the queue reads the latest again before it sends.
  }
  holdForElsewhere();
}

/** Queue `text` behind this page's own reply being written (the box is emptied by the caller).
 *  Kept over a reload, when that turn becomes a reply written elsewhere. */
export function queueHere(text, { first = false } = {}) {
  if (first) queue.unshift(text);
  else queue.push(text);
  showQueue();
}

function showQueue() {
  remember();
  const words = queue[0].trim().replace(/\s+/g, " ");
  const first = words.length > 40 ? `${words.slice(0, 39)}…` : words;
  show(
    queue.length === 1
      ? `Queued: “${first}” goes as soon as the reply being written is saved.`
      : `Queued: “${first}” and ${queue.length - 1} more, each sent as soon as the reply before it is saved.`,
  );
}

/** How many suggestions wait behind this page's own turn. */
export function queuedHere() {
  return queue.length;
}

/** The oldest suggestion queued here, taken off the queue to be sent now. */
export function nextQueued() {
  const text = queue.shift();
  if (queue.length) showQueue();
  else clearHeld();
  return text;
}

/** Put every suggestion queued here back in the box, after what it holds, unsent (a Stop, a
 *  turn that failed, Cancel): nothing typed is lost. True when there were any. */
export function queueBackToBox() {
  if (!queue.length) return false;
  dom.message.value = [dom.message.value.trim() ? dom.message.value : null, ...queue.splice(0)].filter(Boolean).join("\n");
  dom.message.dispatchEvent(new Event("input")); // kept as the draft, Send enabled
  clearHeld();
  return true;
}

/** The suggestion held for a reply elsewhere is being sent (or was dropped): nothing waits for
 *  it any more. Suggestions queued behind this page's own turn still do. */
export function clearHeld() {
  held = false;
  failures = 0;
  clearTimeout(timer);
  if (queue.length) {
    showQueue();
    return;
  }
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
    show(waitingWords());
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
    show(waitingWords());
    schedule(CHECK_MS);
    return;
  }
  if (dom.message.value.trim()) submitDraft();
  else clearHeld(); // the writer emptied the box meanwhile: nothing to send
}

/** The page has loaded the conversation: a suggestion queued before a reload waits again (or
 *  goes at once, when the reply it waited for was saved meanwhile). */
export function resumeHeld() {
  const kept = remembered();
  const at = kept?.at ?? null;
  if (at === null) return;
  // Queued behind this page's turn before the reload: back in the box, waiting as one.
  if (Array.isArray(kept.queued) && kept.queued.length) {
    dom.message.value = [...kept.queued, dom.message.value].filter((text) => text.trim()).join("\n");
    dom.message.dispatchEvent(new Event("input")); // kept as the draft from now on…
    remember(); // …and no longer as queued: a second reload would put them in twice
  }
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
  queueBackToBox();
  clearHeld();
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
