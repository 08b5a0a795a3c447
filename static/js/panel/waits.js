// How far a reply has got ("Writing… paragraph 2 of 5"), and the model client's waits before
// it asks the model again, counted down in the reply and the status line (turn.js, live.js).

import { paragraphSpans } from "./article.js";
import { dom, inReaderLanguage, say, showLine, state } from "./state.js";

/**
 * How far the reply has got, never the reply itself: "Writing… paragraph 2 of 5". The server
 * counts as the writer does (`counted`: a `## ` heading is no paragraph, app/editing/progress.py);
 * without its count (an article one paragraph a line), the blank lines in the streamed text
 * are counted (its first block is the title) — or its lines.
 */
export function progressLine(text, { selection = false, characters = null, counted = null } = {}) {
  if (!text.trim()) return "Reading the article…";
  if (selection) return "Rewriting the selected text…";
  const { at: told, total: of } = counted || {};
  if (Number.isInteger(told) && Number.isInteger(of) && of > 1 && told <= of) return `Writing… paragraph ${told} of ${of}`;
  const total = paragraphSpans().length;
  const parts = text.split(/\n[^\S\n]*\n/);
  // An article written one paragraph a line, answered the same way, is counted by its lines.
  const byLines = parts.length <= 2 && !/\n[^\S\n]*\n/.test(state.content.body);
  const blocks = byLines ? 1 + (parts[1] || "").split("\n").filter((line) => line.trim()).length : parts.filter((block) => block.trim()).length;
  const at = Math.max(1, blocks - 1);
  if (total > 1 && at <= total) return `Writing… paragraph ${at} of ${total}`;
  return `Writing… ${(characters ?? [...text].length).toLocaleString()} characters so far`;
}

/** How far a reply this page did not ask for has got (the article's `writing` events): its
 *  `shape` (a line of "x" for each line of text) and `characters`, drawn as the page that
 *  asked for it draws them. Writing again, the model no longer waits. */
export function showProgress(pending, shape, characters, counted = null) {
  if (pending.dataset.waiting) {
    endWait();
    delete pending.dataset.waiting;
  }
  const live = pending.querySelector(".msg-live");
  if (live) showLine(live, progressLine(shape, { characters, counted }));
}

// The model client waits before asking the model again (it answered 429 "busy", failed, or
// was too slow): the reply says so and counts down, Stop still stops it — the writer is not
// left reading "Reading the article…" for the whole wait.
const WAITS = {
  busy: (n) => `The model is busy. Redline tries again in ${n} s — or press Stop.`,
  unavailable: (n) => `The model did not answer. Redline tries again in ${n} s — or press Stop.`,
  timeout: (n) => `The model is slow to answer. Redline tries again in ${n} s — or press Stop.`,
  dropped: (n) => `The connection to the model dropped. Redline asks again in ${n} s — or press Stop.`,
};
let countdown = 0;

/** Whether a wait is being counted down. */
export function waitCounting() {
  return Boolean(countdown);
}

export function showWait(pending, wait) {
  clearInterval(countdown);
  const until = Date.now() + Math.max(0, Number(wait?.seconds) || 0) * 1000;
  const words = WAITS[wait?.reason] || WAITS.unavailable;
  const line = () => {
    const left = Math.ceil((until - Date.now()) / 1000);
    return left > 0 ? words(left) : "Asking the model again…";
  };
  const draw = () => {
    const live = pending.querySelector(".msg-live");
    if (live) showLine(live, line());
    if (live?.isConnected) followInStatus(line());
    if (!live || !live.isConnected || Date.now() >= until) endWait();
  };
  pending.dataset.waiting = wait?.reason || "unavailable";
  draw();
  say(line());
  waitInStatus = line();
  countdown = setInterval(draw, 1000);
}

// The wait's line as the status line last showed it (English), while it still shows it.
let waitInStatus = null;

/** The status line follows the countdown the reply shows — it read "in 4 s" beside a reply
 *  at "in 2 s" — without a screen reader hearing every second: it heard the line once, and
 *  hears "Asking the model again…". A line said since (Stop…) is left as it is. */
function followInStatus(text) {
  if (waitInStatus === null || text === waitInStatus) return;
  if (dom.status.textContent !== inReaderLanguage(waitInStatus)) {
    waitInStatus = null;
    return;
  }
  waitInStatus = text;
  if (!/\d/.test(text)) {
    say(text); // (say makes the status line heard again)
    return;
  }
  dom.status.setAttribute("aria-live", "off");
  showLine(dom.status, text);
}

export function endWait() {
  clearInterval(countdown);
  countdown = 0;
  waitInStatus = null;
  dom.status.setAttribute("aria-live", "polite");
}

