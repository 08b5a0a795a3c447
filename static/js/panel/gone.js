// A tab that watches a reply another tab asked for (or this page before a reload) learns of it
// only through the article's events: its stream, its looks in, its poll. When the server dies,
// the tab that asked hears its own stream break at once and says so; this one kept "writing…",
// the paragraph count and a live Stop for as long as the server stayed down, and queued a
// message as if the reply were about to land (outside55 F3). The events failing is the signal:
// the tab says what the asking tab says, in its words, and tells the writer their queued
// message waits for the server.

import { api } from "../api.js";
import { contentId, enc, say, showLine, state } from "./state.js";
import { markConversationStale } from "./transcript.js";

// The asking tab's words (turn.js `recoverDropped`): one writer, one sentence for one event.
export const WRITING_CUT = "The connection to Redline dropped while the reply was being written. Your message is saved; the reply will show here once the connection is back.";
const SAID = "The connection dropped. Your message is saved — check again when you are back online.";

let gone = false;

/** Whether the server was last found unreachable while a reply was being written elsewhere. */
export function serverGone() {
  return gone;
}

/** The events could not be heard: when the server cannot be reached either, say so on the
 *  reply being written elsewhere (its Stop could not be sent) and in the status line. A
 *  stream that only closed and reopens at once (the server is up) says nothing. */
export async function eventsFailed({ probed = false } = {}) {
  if (gone || !watching()) return;
  if (!probed && (await reachable())) return;
  if (gone || !watching()) return;
  gone = true;
  markConversationStale();
  showGone();
  say(SAID);
}

/** The events are heard again: true when they had failed, and the caller catches up (live.js
 *  `backOnline`, which fetches the conversation again: it was marked stale). */
export function eventsHeard() {
  const was = gone;
  gone = false;
  return was;
}

/** Drawn again while still unreachable (a redraw of the conversation): keep saying it. */
export function showGone() {
  if (!gone) return;
  const item = document.querySelector("#messages .pending.elsewhere");
  if (!item || item.classList.contains("unreachable")) return;
  item.classList.add("unreachable");
  item.classList.remove("pending");
  const pill = item.querySelector(".pill");
  if (pill) pill.textContent = "connection lost";
  const text = item.querySelector(".msg-text");
  if (text) {
    text.classList.remove("msg-live", "typing");
    showLine(text, WRITING_CUT);
  }
  // Stop cannot reach a server that is down: it would only fail.
  for (const button of item.querySelectorAll(".stop-elsewhere")) button.hidden = true;
}

function watching() {
  return Boolean(state.replyElsewhere) && !state.busy;
}

async function reachable() {
  try {
    await api("GET", `/api/contents/${enc(contentId)}`);
    return true;
  } catch (error) {
    // An answer of any kind (a 5xx, a 404) came from a live server.
    return Boolean(error?.status);
  }
}
