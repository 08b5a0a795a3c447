// Live across tabs and clients: the article's events (SSE) bring in what another tab or an
// API client changed, and a reply still being written when the page was opened is shown as
// in progress and picked up when it lands.

import { api } from "../api.js";
import { loadContent, renderArticle } from "./article.js";
import { loadHistory, historyOpen } from "./history.js";
import { regenerateFromUser } from "./branches.js";
import { syncChanges } from "./review.js";
import { contentId, enc, say, state } from "./state.js";
import { appendNode, headMessage, loadSession, pendingElement } from "./transcript.js";
import { failureItem } from "./turn.js";

// How long a reply may take before the page stops waiting for it (the server's model
// timeout and retries, sent with the page).
const REPLY_TIMEOUT_MS = Number(document.body.dataset.replyTimeout || 120) * 1000;
const POLL_MS = 2000;

/** Fetch the article, the conversation and its changes again, and redraw them. */
export async function refresh() {
  try {
    await loadContent();
  } catch (error) {
    say(`Could not load the latest text: ${error.message}`);
    return;
  }
  await loadSession({ scroll: "auto" });
  renderArticle();
  await syncChanges();
  if (historyOpen()) await loadHistory();
  watchPendingReply();
}

// --- a reply in progress --------------------------------------------------------------------

let waiting = null; // {messageId, timer}

/** The writer's message at the head has no reply yet: it is being written (elsewhere, or
 *  before a reload). Show "writing…" and pick the reply up when it lands. */
export function watchPendingReply() {
  const head = headMessage();
  const unanswered = head && head.role === "user" && !(state.children.get(head.id) || []).length;
  if (!unanswered || state.busy) {
    stopWaiting();
    return;
  }
  document.querySelector("#messages .pending.elsewhere")?.remove();
  const age = Date.now() - new Date(head.created_at).getTime();
  if (Number.isFinite(age) && age > REPLY_TIMEOUT_MS) {
    stopWaiting();
    showLost(head);
    return;
  }
  const item = pendingElement("The reply is being written…");
  item.classList.add("elsewhere");
  appendNode(item);
  if (waiting?.messageId === head.id) return;
  stopWaiting();
  const started = Date.now() - Math.max(0, age || 0);
  const poll = async () => {
    if (!waiting || waiting.messageId !== head.id) return;
    if (Date.now() - started > REPLY_TIMEOUT_MS) {
      stopWaiting();
      await loadSession({ scroll: "auto" });
      if (headMessage()?.id === head.id) showLost(head);
      return;
    }
    let view = null;
    try {
      view = await api("GET", `/api/chat/sessions/${enc(contentId)}`);
    } catch {
      // A failed poll is tried again on the next tick.
    }
    const answered = view && (view.head_id !== head.id || view.messages.some((m) => m.parent_id === head.id));
    if (answered) {
      stopWaiting();
      await refresh();
      say(`The reply arrived — the article is at V${state.content.version}.`);
    } else if (waiting) {
      waiting.timer = setTimeout(poll, POLL_MS);
    }
  };
  waiting = { messageId: head.id, timer: setTimeout(poll, POLL_MS) };
}

function stopWaiting() {
  if (waiting) clearTimeout(waiting.timer);
  waiting = null;
}

function showLost(head) {
  document.querySelector("#messages .pending.elsewhere")?.remove();
  appendNode(
    failureItem("No reply arrived for this message (the page was closed or the server restarted). Nothing was changed.", () =>
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
  latest = data;
  clearTimeout(checkTimer);
  // Give this tab's own action a moment to finish drawing what the event announces.
  checkTimer = setTimeout(async () => {
    if (state.busy) return;
    const sameVersion = latest.version === state.content.version;
    const sameHead = !latest.head_id || latest.head_id === state.session?.head_id;
    if (sameVersion && sameHead) return;
    const before = state.content.version;
    await refresh();
    if (state.content.version !== before) say(`Updated: the article is now at V${state.content.version} (changed in another tab or client).`);
  }, 300);
}

export function subscribe() {
  if (typeof EventSource === "undefined") return;
  const source = new EventSource(`/api/contents/${enc(contentId)}/events`);
  source.addEventListener("article", hear);
  // A page going away closes its stream cleanly.
  window.addEventListener("pagehide", () => source.close());
}
