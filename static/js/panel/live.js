// Live across tabs and clients: the article's events (SSE) bring in what another tab or an
// API client changed, and a reply still being written when the page was opened is shown as
// in progress and picked up when it lands.

import { api, el, requestsInFlight } from "../api.js";
import { syncBusyControls } from "./busy.js";
import { renderArticle, setContent } from "./article.js";
import { loadHistory, historyOpen } from "./history.js";
import { regenerateFromUser } from "./branches.js";
import { takeBackSentDraft } from "./composer.js";
import { sendHeldSuggestion } from "./held.js";
import { sayStillNotSent } from "./notsent.js";
import { retryWillNotHelp } from "./message-text.js";
import { syncChanges } from "./review.js";
import { editedBranchLine, failedReplyBack } from "./failed-back.js";
import { contentId, earlierReplyBack, enc, say, sayFailure, state } from "./state.js";
import { appendNode, conversationStale, headMessage, markConversationStale, pendingElement, renderTranscript, setSession } from "./transcript.js";
import { failureItem } from "./turn.js";
import { showProgress, showWait } from "./waits.js";
import { shareStream } from "./stream-slots.js";
import { changedBy } from "./authors.js";
import { eventsFailed, eventsHeard, showGone } from "./gone.js";

// A fallback for a page whose events stream is down: how often to ask whether the reply to
// a pending message has landed.
const POLL_MS = 4000;

// What `refresh` answers when the page took a newer article while it fetched: nothing drawn,
// and nothing to say about it (the writer's own action said what it did).
const SUPERSEDED = "superseded";

/** Fetch the article, the conversation and its changes again, and redraw them; false when the
 *  server cannot be reached (`quiet`: the caller says so in its own words), SUPERSEDED (truthy)
 *  when this page drew a newer article meanwhile. */
export async function refresh({ quiet = false } = {}) {
  // One read: the conversation comes with the article as the server read it with it (its
  // `content`), so the version drawn is the one the head reached. Fetched apart, a reply that
  // landed between the two reads drew the old version beside the new reply (or the new one
  // beside "writing…"), and no later event set it right.
  const turns = state.turns;
  const sets = state.contentSets;
  let view = null;
  let content;
  try {
    view = await api("GET", `/api/chat/sessions/${enc(contentId)}`);
    content = view.content;
  } catch (error) {
    if (error.status !== 404) {
      // Unreachable, or the server could not read it: keep what is drawn (the next catch-up
      // tries again). Said, the failure stands until a fetch once the server is back says
      // otherwise — the events stream's reconnect may find nothing moved (a restart that cut
      // the reply this page had already drawn) and would leave it there (outside51 F3).
      if (!quiet) {
        sayFailure("Could not load the conversation.", error);
        markConversationStale();
      }
      return false;
    }
    // No conversation yet: the article alone.
    try {
      content = await api("GET", `/api/contents/${enc(contentId)}`);
    } catch (failure) {
      if (!quiet) sayFailure("Could not load the latest text.", failure);
      return false;
    }
  }
  // This page began a turn meanwhile: drawn now, what was fetched would wipe its "writing…";
  // the turn's end fetches everything again. Or it took a newer article meanwhile (the
  // writer rejected a change, restored a version): what was fetched before would draw the
  // older version over it — that action draws its own conversation.
  if (state.turns !== turns) return true;
  if (state.contentSets !== sets) return SUPERSEDED;
  setContent(content);
  setSession(view);
  renderTranscript({ scroll: "auto" });
  renderArticle();
  watchPendingReply();
  await syncChanges();
  if (historyOpen()) await loadHistory();
  return true;
}

// --- a reply in progress --------------------------------------------------------------------

let waiting = null; // {messageId, timer}

/** The writer's message at the head is still being answered on the server (elsewhere, or
 *  before a reload): show "writing…" and pick the reply up from the article's events when it
 *  lands. A message left without a reply that nobody is writing (the server restarted) gets
 *  Retry at once. */
export function watchPendingReply() {
  const head = headMessage();
  document.querySelector("#messages .pending.elsewhere")?.remove();
  const waitingHere = head && head.role === "user" && head.pending && !state.busy;
  setReplyElsewhere(waitingHere ? head.id : null);
  if (!head || head.role !== "user" || state.busy) {
    stopWaiting();
    return;
  }
  if (!head.pending) {
    stopWaiting();
    if (!(state.children.get(head.id) || []).length) showLost(head);
    return;
  }
  appendNode(writingElsewhere(head));
  showToldWait();
  showGone();
  if (waiting?.messageId === head.id) return;
  stopWaiting();
  const poll = async () => {
    if (!waiting || waiting.messageId !== head.id) return;
    let view = null;
    try {
      view = await api("GET", `/api/chat/sessions/${enc(contentId)}`);
    } catch (error) {
      // A failed poll is tried again on the next tick; no answer at all: the server is gone.
      if (!error?.status) eventsFailed({ probed: true });
    }
    if (view && eventsHeard()) {
      stopWaiting();
      backOnline();
      return;
    }
    const now = view?.messages.find((m) => m.id === head.id);
    if (view && (view.head_id !== head.id || !now?.pending)) {
      stopWaiting();
      await refresh();
    } else if (waiting) {
      waiting.timer = setTimeout(poll, POLL_MS);
    }
  };
  waiting = { messageId: head.id, timer: setTimeout(poll, POLL_MS) };
}

/** "Writing…" for a reply this page did not ask for, with a way to stop it. */
function writingElsewhere(head) {
  const item = pendingElement("The reply is being written…");
  item.classList.add("elsewhere");
  item.dataset.replyTo = head.id;
  const stopIt = async () => {
    button.disabled = true;
    try {
      await api("POST", `/api/chat/messages/${enc(head.id)}/stop`, {});
    } catch (error) {
      sayFailure("Could not stop the reply.", error);
    }
    await refresh();
  };
  const button = el("button", { type: "button", class: "stop-elsewhere", onclick: stopIt }, "Stop");
  item.append(el("div", { class: "msg-actions" }, button));
  return item;
}

// The model's wait the article's events last told (`waiting`: the model client asks again in
// a few seconds), for the reply this page did not ask for — after a reload, in a second tab.
let told = null; // {messageId, until, reason}
let written = null; // {messageId, shape, characters, counted}: how far that reply has got (`writing`)

function hearWait(event) {
  let data;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  const seconds = Math.max(0, Number(data.seconds) || 0);
  told = { messageId: data.message_id, until: Date.now() + seconds * 1000, reason: data.reason };
  showToldWait();
}

function hearWriting(event) {
  let data;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  written = {
    messageId: data.message_id,
    shape: String(data.shape || ""),
    characters: Number(data.characters) || 0,
    counted: { at: data.paragraph, total: data.paragraphs },
  };
  told = null; // writing again: any wait is over
  showToldWait();
}

/** Count the told wait down on the "writing…" of the reply it is for, as the page that asked
 *  for it does. This page's own turn counts down from its own stream. */
function showToldWait() {
  if (state.busy) return;
  const item = document.querySelector("#messages .pending.elsewhere");
  if (!item) return;
  const left = told ? (told.until - Date.now()) / 1000 : 0;
  if (told && item.dataset.replyTo === told.messageId && left > 0) {
    showWait(item, { seconds: left, reason: told.reason });
  } else if (written && item.dataset.replyTo === written.messageId) {
    showProgress(item, written.shape, written.characters, written.counted);
  }
}

function stopWaiting() {
  if (waiting) clearTimeout(waiting.timer);
  waiting = null;
}

function setReplyElsewhere(messageId) {
  const was = state.replyElsewhere;
  state.replyElsewhere = messageId;
  syncBusyControls();
  if (!was || messageId || state.busy) return;
  // A reply stopped (here, in another tab, by a client) did not "arrive".
  const head = headMessage();
  const back = earlierReplyBack(was);
  const failed = failedReplyBack(was); // behind ›: its reason is not on screen
  if (failed) say(failed);
  else if (back) say(`The reply was stopped. ${back}`);
  else if (head?.role === "assistant" && head.status === "stopped") say("The reply was stopped. Nothing was changed.");
  // A reply that failed (the model busy, unreachable) did not "arrive" either: it says why.
  else if (head?.role === "assistant" && head.status === "error") {
    say(editedBranchLine(head) || (retryWillNotHelp(head) ? "Nothing was changed — the reply says why." : "Nothing was changed — the reply says why; press its Retry when ready."));
  }
  else if (!sayStillNotSent(state.content.version)) say(`The reply arrived — the article is at V${state.content.version}.`);
  // A suggestion held for it goes now (once this redraw is done).
  setTimeout(sendHeldSuggestion, 0);
}

function showLost(head) {
  appendNode(
    failureItem("No reply arrived for this message (the server stopped before it was written). Nothing was changed.", () =>
      regenerateFromUser(head),
    ),
  );
}

// --- the article's events -------------------------------------------------------------------

let checkTimer = 0;
let latest = null;

/** An event names the version and head the server is at; if this tab shows something else
 *  (and is not itself in the middle of a turn), catch up. */
function hear(event) {
  let data;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  // The stream's first event ("current") is sent once the server listens for this article:
  // from then on no change of it goes unheard (data-live says so).
  document.body.dataset.live = "1";
  eventsHeard(); // caught up below (the conversation was marked stale when it failed)
  if (data.kind === "trashed" || data.kind === "untrashed") {
    // Its text did not change: only say where the article now is.
    say(
      data.kind === "trashed"
        ? "This article is now in the trash: it still works as usual, and the home page can restore it."
        : "This article is out of the trash: it is back in your list of articles.",
    );
    return;
  }
  latest = data;
  clearTimeout(checkTimer);
  // Give this tab's own action a moment to finish drawing what the event announces.
  checkTimer = setTimeout(catchUp, 300);
}

/** Redraw to what the last event announced — but never under the writer's hands: while they
 *  are rewriting one of their messages, wait until the edit box closes. */
async function catchUp() {
  // This tab's own turn is running: it draws what it made; anything else the event announced
  // (a send whose answer this tab never got, another tab's edit) is looked at once it ends.
  if (state.busy || document.querySelector("#transcript .msg-edit")) {
    checkTimer = setTimeout(catchUp, 1000);
    return;
  }
  // This tab is still fetching or saving (its own restore, its branch switch, the catch-up
  // after a cut stream): the event may well be its own doing, drawn once that is answered.
  // Looked at before then, the version it moved to reads as another tab's change.
  if (requestsInFlight()) {
    checkTimer = setTimeout(catchUp, 200);
    return;
  }
  const sameVersion = latest.version === state.content.version;
  const sameHead = !latest.head_id || latest.head_id === state.session?.head_id;
  if (sameVersion && sameHead) {
    // Nothing moved, but the last fetch of the conversation failed and said so: a tab that
    // only looks in (no stream of its own to reopen) takes it back here.
    if (conversationStale()) backOnline();
    return;
  }
  const before = state.content.version;
  const awaited = state.replyElsewhere;
  // Offline, the fetch cannot go: the line already said (a Stop that could not be sent, a
  // dropped reply) stays, and coming back online catches up (backOnline).
  if (navigator.onLine === false) return;
  if ((await refresh()) === SUPERSEDED) return;
  if (takeBackSentDraft((state.session?.path || []).slice(-2))) {
    say(`Your message reached Redline after all (its answer was lost on the way): the article is at V${state.content.version}.`);
    return;
  }
  // The reply this page was waiting for: "The reply arrived" says it (watchPendingReply).
  if (awaited && !state.replyElsewhere) return;
  if (state.content.version === before) return;
  if (wentOffline || reconnecting) {
    // The events stream came back before the browser's "online" check finished: one sentence
    // for the reconnect, whichever of the two catches up first.
    wentOffline = false;
    say(`Back online — the article is now at V${state.content.version} (changed meanwhile).`);
  } else if (!sayStillNotSent(state.content.version)) {
    const by = changedBy(state.session?.path, state.content.version, latest.kind);
    say(`Updated: the article is now at V${state.content.version} (${by ? `changed by ${by}` : "changed in another tab or client"}).`);
  }
}

// The server's 403 to a disabled writer's session (app/web/auth.py ACCOUNT_DISABLED).
const ACCOUNT_DISABLED = "Your account has been disabled — ask an admin.";
const ENDED = {
  signed_out: "you were signed out. Reload the page to sign in again.",
  expired: "your session ended. Reload the page to sign in again.",
  disabled: "your account has been disabled — ask an admin.",
  revoked: "the key this page used was revoked.",
  no_access: "this article is no longer shared with you.",
  unreadable: "the server cannot read its accounts. Reload the page once an admin has restored them.",
};

export function subscribe() {
  if (typeof EventSource === "undefined") return;
  const url = `/api/contents/${enc(contentId)}/events`;
  const heard = { article: hear, waiting: hearWait, writing: hearWriting, ended: hearEnded };
  // The tabs of one browser share a few open streams (stream-slots.js); a tab without one
  // looks in now and then, its events handed on as the stream's would be.
  shareStream({
    url,
    open: () => openStream(url),
    onEvent: (name, data) => heard[name]?.({ data: JSON.stringify(data) }),
    onLost: () => eventsFailed({ probed: true }),
    onRefused: (status, detail) => say(`Live updates stopped: ${status === 403 ? (detail === ACCOUNT_DISABLED ? ENDED.disabled : ENDED.no_access) : ENDED.signed_out}`),
  });
  window.addEventListener("online", backOnline);
}

/** The article's own events stream; returns a function that closes it. */
function openStream(url) {
  const source = new EventSource(url);
  source.addEventListener("article", hear);
  source.addEventListener("waiting", hearWait);
  source.addEventListener("writing", hearWriting);
  // Signed out (here or in another tab), the account disabled, or the key revoked: the server
  // ends the stream with a last event saying why; reconnecting would only be refused.
  source.addEventListener("ended", (event) => {
    source.close();
    hearEnded(event);
  });
  // Events sent while the connection was down are not sent again: once it is back, catch up
  // with whatever changed meanwhile (the box keeps what the writer typed).
  let dropped = false;
  source.addEventListener("error", () => {
    dropped = true;
    eventsFailed();
  });
  source.addEventListener("open", () => {
    eventsHeard();
    if (dropped) backOnline();
    dropped = false;
  });
  // A page going away closes its stream cleanly.
  const close = () => source.close();
  window.addEventListener("pagehide", close);
  return () => {
    window.removeEventListener("pagehide", close);
    close();
  };
}

function hearEnded(event) {
  let reason = "";
  try {
    reason = JSON.parse(event.data).reason;
  } catch {
    // Said in general terms below.
  }
  say(`Live updates stopped: ${ENDED[reason] || ENDED.signed_out}`);
}

let reconnecting = null;
let wentOffline = false;
window.addEventListener("offline", () => {
  wentOffline = true;
});

/** The connection is back: when the article moved meanwhile, fetch it and the conversation
 *  again — never under the writer's hands (a message being rewritten) — and say so; what was
 *  said while offline ("You are offline…") no longer holds. Nothing moved: the chat stays as it
 *  is (a message not sent keeps its Retry). */
function backOnline() {
  if (reconnecting || state.busy) return;
  if (document.querySelector("#transcript .msg-edit")) {
    setTimeout(backOnline, 1000);
    return;
  }
  // A reply this page lost track of offline (its stream cut, its Stop not sent) is looked up
  // by its own "Check again", which says what became of it — still being written (with a
  // Stop), arrived, or never written — rather than "nothing changed meanwhile".
  const unsettled = document.querySelector("#transcript [data-check-online] .retry");
  if (unsettled) {
    wentOffline = false;
    unsettled.click();
    return;
  }
  const before = state.content.version;
  reconnecting = api("GET", `/api/contents/${enc(contentId)}`)
    .then(async (now) => {
      if (now.version === before && !conversationStale()) {
        if (wentOffline) say("Back online — nothing changed meanwhile.");
      } else if (now.version === before) {
        // The article did not move, but the conversation this page last asked for never came.
        if (!state.busy && (await refresh({ quiet: true }))) say("Back online — the conversation is up to date.");
      } else if (!state.busy && (await refresh({ quiet: true }))) {
        say(`Back online — the article is now at V${state.content.version} (changed meanwhile).`);
      }
      wentOffline = false;
    })
    .catch(() => {
      // Not reachable after all: the next reconnect tries again.
    })
    .finally(() => {
      reconnecting = null;
    });
}
