// One turn (send, edit or regenerate) streamed over SSE: the writer's message shows at once,
// the reply shows how far the model has got, the article changes when the revision lands.
// The only writer of `state.busy`, `state.abort` and `state.lastRevisionId`.

import { api, el, setLang } from "../api.js";
import { syncBusyControls } from "./busy.js";
import { patchContent, renderArticle, setContent } from "./article.js";
import { refusedRegenerate, regenerate, regenerateFromUser } from "./branches.js";
import { forgetSendKey, keepDraft, sentByTap, submitDraft, turnEndedAt } from "./composer.js";
import { holdForAnswer, nextQueued, queueBackToBox, queuedHere } from "./held.js";
import { refresh } from "./live.js";
import { turnEndedHere, turnStartedHere } from "./othertabs.js";
import { refreshPersonaSoon } from "./persona.js";
import { keepNotSent } from "./notsent.js";
import { MOVED_ON, staleWords, stillAnswered } from "./stale.js";
import { clearReview, showChanges, syncChanges } from "./review.js";
import { selectionIsCurrent, setSelection } from "./selection.js";
import { editedBranchLine, failedReplyBack } from "./failed-back.js";
import { $, contentId, dom, earlierReplyBack, enc, inReaderLanguage, say, showLine, state } from "./state.js";
import { retryWillNotHelp } from "./message-text.js";
import { postStream } from "../sse.js";
import { endWait, progressLine, showWait, waitCounting } from "./waits.js";
import { appendNode, headMessage, keepOnScreen, loadSession, messageElement, pendingElement, removeFrom, replaceNode, stoppedLine } from "./transcript.js";

export function setBusy(on) {
  state.busy = on;
  if (on) state.turns += 1;
  if (on) turnStartedHere();
  else turnEndedHere();
  dom.transcript.setAttribute("aria-busy", on ? "true" : "false");
  dom.send.dataset.mode = on ? "stop" : "send";
  dom.send.textContent = on ? "Stop" : "Send";
  dom.send.setAttribute("aria-label", on ? "Stop the reply (Esc)" : "Send suggestion");
  dom.editButton.disabled = on || state.editing;
  syncBusyControls();
  updateSend();
}

/** Send stays disabled while there is nothing to send (Stop is always live). */
export function updateSend() {
  dom.send.disabled = !state.busy && !dom.message.value.trim();
}

// The turn in flight: the writer's message it answers (once the server has named it) and
// whether Stop was asked for.
let current = null;
// The last turn of this page ended because the writer pressed Stop (or Esc).
let stoppedByWriter = false;

/** Stop the reply being written. The server keeps writing a reply when the page goes away, so
 *  Stop is its own request; the stream then ends with the reply saved as stopped. A reply that
 *  is saved before the stop reaches the server (the offline rules answer in milliseconds) is
 *  said as too late to stop, with how to undo it — never as if Stop had not been pressed. */
export function stop() {
  if (!current || current.stopping) return;
  current.stopping = true;
  stoppedByWriter = true;
  say("Stopping…");
  // The stream has ended: the reply is in, and the turn's end says it was too late.
  if (current.ended) return;
  // Before the server has named the message, the stop is sent as soon as it does.
  if (current.userMessageId) requestStop(current);
}

function requestStop(turn) {
  turn.stopRequest = api("POST", `/api/chat/messages/${enc(turn.userMessageId)}/stop`, {}).catch(() => {
    // The server cannot be reached: at least stop listening — but the reply goes on being
    // written there, so this is not "Stopped" (see runOneTurn).
    turn.stopFailed = true;
    turn.controller.abort();
  });
}

export function failureItem(text, retry, retryLabel = "↻ Retry") {
  return el(
    "li",
    { class: "msg msg-assistant local-error", dataset: { status: "error", role: "assistant" } },
    el("div", { class: "msg-head" }, el("span", { class: "msg-who" }, "Editor"), el("span", { class: "pill" }, "failed")),
    showLine(el("div", { class: "msg-text", role: "alert" }), text),
    retry ? el("div", { class: "msg-actions" }, el("button", { type: "button", class: "retry", onclick: retry }, retryLabel)) : null,
  );
}

let liveFrame = 0;
function showLive(pending, text, options) {
  if (waitCounting() || pending.dataset.waiting) {
    endWait();
    delete pending.dataset.waiting;
    say("Editing…");
  }
  if (liveFrame) return;
  liveFrame = requestAnimationFrame(() => {
    liveFrame = 0;
    const live = pending.querySelector(".msg-live");
    if (live) showLine(live, progressLine(text, options));
  });
}

function markStopped(pending, partial) {
  pending.classList.remove("pending");
  pending.dataset.status = "stopped";
  pending.querySelector(".pill").textContent = "stopped";
  const live = pending.querySelector(".msg-live");
  live.classList.remove("typing", "msg-live");
  // Text had arrived: whether the model was still writing it or it was being checked against
  // the article, only the server knows (no event says checking has begun) — its copy, drawn
  // once the conversation is fetched, says which. Until then, only what is true either way.
  const line = partial.trim() ? inReaderLanguage("Stopped. Nothing was changed.") : stoppedLine({ content: partial });
  live.textContent = line;
  setLang(live, line);
}

/** An earlier message is being answered (rewritten, or its reply regenerated): the article is
 *  back at the version that message was written on, and that is the text the model is editing
 *  — shown so while the reply is written, not the later version the page showed before (a
 *  reload showed the right one; this page did not until the reply landed). */
async function showAnswered(version) {
  const shown = state.content.version;
  let content;
  try {
    content = await api("GET", `/api/contents/${enc(contentId)}`);
  } catch {
    return; // unreachable: the turn's own end draws the article as it is then
  }
  // The reply landed meanwhile (a newer version drawn), or the server is elsewhere already.
  if (state.content.version !== shown || content.version !== version) return;
  setContent(content);
  clearReview();
  renderArticle();
  syncChanges();
}

/** After a stop, show the stopped reply as the server saved it. A stopped Regenerate gives
 *  back the reply the writer had, and the version it made (app/editing/stopped_again.py):
 *  the article is fetched with the conversation, and the status says what came back. */
async function reconcile(localStopped) {
  if (state.busy) return;
  await loadSession({ scroll: "auto" });
  const head = headMessage();
  // The server has not stored the stopped reply yet: keep showing ours.
  if (localStopped && head && head.role === "user") appendNode(localStopped);
  if (current?.userMessageId && earlierReplyBack(current.userMessageId)) {
    if ((await refresh({ quiet: true })) !== true) return;
    say(`Stopped. ${earlierReplyBack(current.userMessageId)}`);
  }
}

/** The connection broke after the server had the writer's message. The server goes on
 *  writing the reply whatever became of this page's connection, so ask it what became of the
 *  message instead of calling the turn failed (and offering a Retry that would ask twice). */
async function recoverDropped(userMessage, { stopFailed = false } = {}) {
  if (!(await refresh({ quiet: true }))) {
    const item = appendNode(
      failureItem(
        stopFailed
          ? "Redline could not be reached to stop the reply, so it may still be written and saved. Your message is saved; whatever became of the reply shows here once the connection is back."
          : "The connection to Redline dropped while the reply was being written. Your message is saved; the reply will show here once the connection is back.",
        () => {
          item.remove();
          recoverDropped(userMessage, { stopFailed });
        },
        "↻ Check again",
      ),
    );
    // Back online, its Check again is pressed for the writer (live.js `backOnline`).
    item.dataset.checkOnline = "1";
    say(
      stopFailed
        ? "Not stopped: Redline could not be reached. The reply may still arrive — check again when you are back online."
        : "The connection dropped. Your message is saved — check again when you are back online.",
    );
    return;
  }
  // Stopped from another tab or client as a Regenerate: the reply the writer had is back.
  const back = earlierReplyBack(userMessage.id);
  if (back) {
    say(`The reply was stopped. ${back}`);
    return;
  }
  // A crash cut a Regenerate or an edit: the head is the reply the writer had, nothing new.
  if (failedReplyBack(userMessage.id)) return say(failedReplyBack(userMessage.id));
  // The reply, once saved, is the head (a regenerated message's older replies are not it).
  const head = headMessage();
  const reply = head?.role === "assistant" && head.parent_id === userMessage.id ? head : null;
  if (!reply) {
    // refresh() has drawn "The reply is being written…" (the server is at it) or Retry (it is not).
    say(
      state.replyElsewhere
        ? stopFailed
          ? "Not stopped yet: the reply is still being written — press its Stop if you still want it stopped."
          : "The connection dropped, but the reply is still being written — it will show here."
        : "The connection dropped and no reply was written. Nothing was changed — press Retry.",
    );
    return;
  }
  if (reply.revision_id) {
    state.lastRevisionId = reply.revision_id;
    if (state.review?.revisionId !== reply.revision_id) await showChanges(reply.revision_id, { reveal: "chat" });
    say(`The connection dropped, but the reply arrived: V${reply.version} saved.`);
  } else if (reply.status === "stopped") {
    // Stopped from another tab or client: its stream ends without a last word, like a cut one.
    say("The reply was stopped. Nothing was changed.");
  } else {
    say(reply.status === "error" ? editedBranchLine(reply) || reply.content : "The connection dropped, but the reply arrived — the text is unchanged.");
  }
}

// The read of the latest after a refusal (409), while it is on its way: until it has drawn
// the conversation as it is now, the head the page would name is still the one refused, and a
// send (Enter pressed the moment the message is back in the box) would be refused again.
let catchingUp = null;

/** Hold sends until `reading` (a read of the latest after a 409) has drawn what it read —
 *  a send's, an edit's or a regenerate's refusal (branches.js). Returns it. */
export function catchUp(reading) {
  const mine = reading.finally(() => {
    if (catchingUp === mine) catchingUp = null;
  });
  catchingUp = mine;
  return mine;
}

/** The read of the latest after a refusal, while it is on its way (null once drawn). */
export function caughtUp() {
  return catchingUp;
}

/** Run one turn, then keep the keyboard where the writer was: the control that started it is
 *  often gone (a redrawn reply) or disabled (Send, once the box is empty) when it ends, and
 *  focus would fall back to the top of the page. */
export async function runTurn(options) {
  if (state.busy) return;
  const starter = document.activeElement;
  const tapped = starter === dom.send && sentByTap(); // the box, a phone's keyboard: left off
  const again = Boolean(starter?.matches?.(".regenerate, .retry"));
  // The writer clicked somewhere meanwhile: focus is theirs to place. Not Stop: it turns
  // back into Send, disabled while the box is empty, and would drop focus to the page.
  let clicked = false;
  const onPointer = (event) => {
    if (!dom.send.contains(event.target)) clicked = true;
  };
  document.addEventListener("pointerdown", onPointer);
  let ended = null;
  try {
    ended = await runOneTurn(options);
  } finally {
    document.removeEventListener("pointerdown", onPointer);
  }
  const active = document.activeElement;
  const lost = !active || active === document.body || !active.isConnected || active.disabled;
  if (lost && !clicked && !tapped && starter && starter !== document.body) {
    const replies = dom.messages.querySelectorAll(".msg-assistant:not(.pending)");
    const reply = replies[replies.length - 1];
    ((again && reply?.querySelector(".regenerate, .retry")) || dom.message).focus({ preventScroll: true });
  }
  if (!queuedHere()) return;
  if (stoppedByWriter) {
    // The writer stopped the reply: what they queued meanwhile waits in the box for them.
    queueBackToBox();
    say(ended?.tooLate || "Stopped. Nothing was changed — your next suggestion is still in the box; press Send when ready.");
  } else if (ended?.sent) {
    submitDraft({ text: nextQueued() });
  } else {
    // Refused, failed or lost: the ones queued behind it wait in the box (the reply, or the
    // failure drawn in the chat, still says why).
    queueBackToBox();
    say("Not sent: what you queued is back in the box, as the reply before it did not go through. Send it when ready.");
  }
}

/** `asksAgain`: a regenerate's (its message was sent long ago): how to ask for the reply again.
 *  `refusedEdit(detail, status, retryable)`: an edit's: gives the writer's wording back. */
async function runOneTurn({ url, body, headers = {}, draft = null, truncateFrom = null, waitForUser = true, onRefused = null, selection = null, asksAgain = null, refusedEdit = null, branchNote = null }) {
  // A Regenerate is written from the version its message was sent on: one that ends with no
  // new version leaves the article there, not on the version the reply before it made.
  const shownBefore = state.content.version;
  setBusy(true);
  // The chip goes once its span has been sent, however the turn ends (unless the writer
  // has selected something else meanwhile).
  const dropSelection = () => {
    if (selection && state.selection === selection) setSelection(null);
  };
  if (selection) selection.sent = true; // not followed to a new place once its reply lands
  const liveOptions = { selection: Boolean(selection) };
  say("Editing…");
  const controller = new AbortController();
  state.abort = controller;
  const turn = { controller, userMessageId: null, stopping: false, stopRequest: null, answered: false };
  current = turn;
  stoppedByWriter = false;
  if (truncateFrom) removeFrom(truncateFrom);
  // Asked from an earlier message (its edit box, its Regenerate), not from the box under the
  // chat: on a phone the reply would land below the screen. It is kept in view — unless the
  // writer scrolls the page meanwhile (to read the article, say).
  const reveal = Boolean(truncateFrom);
  let pageScrolled = false;
  const onPageScroll = () => {
    pageScrolled = true;
  };
  if (reveal) {
    for (const type of ["wheel", "touchmove"]) window.addEventListener(type, onPageScroll, { passive: true, once: true });
  }

  let optimistic = null;
  if (draft !== null) {
    optimistic = appendNode(
      el(
        "li",
        { class: "msg msg-user optimistic", dataset: { role: "user", status: "pending" } },
        el("div", { class: "msg-head" }, el("span", { class: "msg-who" }, "You"), el("span", { class: "pill" }, "sending…")),
        el("div", { class: "msg-text" }, draft),
      ),
    );
  }
  let pending = null;
  const ensurePending = () => {
    if (pending) return;
    pending = appendNode(pendingElement(progressLine("")));
    if (reveal) keepOnScreen(pending);
  };
  if (!waitForUser) ensurePending();

  let userMessage = null;
  let assistant = null;
  let result = null;
  let revision = null;
  let streamError = null;
  let partial = "";
  let outcome = "done";
  let refusedStatus = null;
  let refusedField = null; // the field a refusal names (`head_id`: the conversation moved on)
  let dropped = false;

  try {
    await postStream(url, body, {
      headers,
      signal: controller.signal,
      onEvent(event, data) {
        if (event === "user_message") {
          userMessage = data;
          turn.userMessageId = data.id;
          if (data.version !== state.content.version) turn.showingAnswered = showAnswered(data.version);
          if (turn.stopping && !turn.stopRequest) requestStop(turn);
          const node = messageElement(data);
          const existing = $(`msg-${data.id}`);
          if (optimistic) {
            replaceNode(optimistic, node);
            optimistic = null;
          } else if (existing) {
            replaceNode(existing, node);
          } else {
            appendNode(node);
          }
          ensurePending();
        } else if (event === "waiting") {
          ensurePending();
          showWait(pending, data);
        } else if (event === "delta") {
          ensurePending();
          partial += data?.text ?? "";
          showLive(pending, partial, { ...liveOptions, counted: { at: data?.paragraph, total: data?.paragraphs } });
        } else if (event === "revision") {
          turn.answered = true;
          revision = data;
          state.lastRevisionId = data.id;
          patchContent({ title: data.revised_title, body: data.revised_body, version: data.version });
          clearReview();
          renderArticle();
          showChanges(data.id, { reveal: "chat" });
          say(`V${data.version} saved.`);
        } else if (event === "assistant_message") {
          turn.answered = true;
          assistant = data;
          const node = messageElement(data);
          if (pending) replaceNode(pending, node);
          else appendNode(node);
          pending = null;
        } else if (event === "done") {
          result = data;
        } else if (event === "error") {
          streamError = data?.detail || "The reply failed before it finished.";
        }
      },
    });
  } catch (error) {
    if (error.name === "AbortError") {
      outcome = "stopped";
    } else {
      outcome = "failed";
      streamError = error.message;
      refusedStatus = error.status ?? null;
      refusedField = [error.body?.extra].flat().find((item) => typeof item?.key === "string")?.key ?? null;
      dropped = Boolean(error.dropped);
    }
  } finally {
    endWait();
    state.abort = null;
    // Still `current` until the next turn: a Stop pressed while this one wraps up (Stop still
    // showing) is answered as too late rather than dropped.
    turn.ended = true;
  }
  // The server saved the message, or refused it in words: a send of the same text from now on
  // is a new one. (Unreachable, or a 5xx a proxy may have said while the server went on: the
  // same text sent again keeps its key and cannot be saved twice.)
  if (draft !== null && (userMessage || (refusedStatus >= 400 && refusedStatus < 500))) forgetSendKey();
  // Stopped on the server: the stream ended without a result once the reply was saved.
  if (turn.stopping && !result && outcome === "done") outcome = "stopped";
  if (turn.stopRequest) await turn.stopRequest;
  // The earlier version's text first: drawn during the catch-up below, it would make the
  // catch-up stand down and leave the older reply taken for this turn's.
  if (turn.showingAnswered) await turn.showingAnswered;
  // Ended without its last event, neither stopped nor refused: the connection was cut short.
  if (outcome === "done" && !result && !streamError && !turn.stopping) {
    dropped = true;
    outcome = "failed";
    streamError = "The connection to Redline dropped before the server answered.";
  }
  if ((dropped || turn.stopFailed) && userMessage) {
    pending?.remove();
    setBusy(false);
    dropSelection();
    await recoverDropped(userMessage, { stopFailed: Boolean(turn.stopFailed) });
    return;
  }

  if (outcome === "stopped") {
    if (pending) markStopped(pending, partial);
    setBusy(false);
    dropSelection();
    say("Stopped. Nothing was changed.");
    const localStopped = pending;
    // The stop request answers once the stopped reply is saved: show the server's copy.
    await reconcile(localStopped);
    return;
  }

  if (outcome === "failed" && !userMessage && !result) {
    // Refused before anything was saved: undo the optimistic parts, give the draft back.
    optimistic?.remove();
    pending?.remove();
    if (onRefused) onRefused();
    if (draft !== null && !dom.message.value.trim()) {
      dom.message.value = draft;
      keepDraft();
    }
    // Nothing was sent: like the draft, the selection comes back (unless the server refused
    // the span itself, or the article has moved on).
    const transient = !refusedStatus || refusedStatus >= 500;
    // Another tab moved the conversation, not the article: a span of this version still holds.
    const headMoved = refusedStatus === 409 && refusedField === "head_id";
    const spanHolds = transient || headMoved;
    if (!(selection && spanHolds && selectionIsCurrent(selection))) dropSelection();
    // Another message's reply is still being written (409): queued in the box for that reply.
    if (refusedStatus === 409 && stillAnswered(streamError) && !asksAgain && !refusedEdit && dom.message.value === draft) {
      setBusy(false);
      await holdForAnswer(catchUp(refresh()));
      return;
    }
    // A refusal of the message itself (too long, empty, not allowed: a 4xx) would only be
    // refused again: the box has the text to change. The network, the server, a busy server,
    // a change made meanwhile or a sign-in renewed in another tab may let it through.
    const retryable = transient || [401, 408, 409, 423, 425, 429].includes(refusedStatus);
    if (asksAgain) {
      refusedRegenerate(streamError, refusedStatus, retryable ? asksAgain : null);
      return;
    }
    if (refusedEdit) {
      setBusy(false);
      await refusedEdit(streamError, refusedStatus, retryable);
      return;
    }
    const retry =
      draft !== null && retryable
        ? () => {
            // The message goes again from the box: the keyboard waits there (Retry, removed
            // below, would leave it at the top of the page).
            if (failure.contains(document.activeElement)) dom.message.focus({ preventScroll: true });
            failure.remove();
            submitDraft({ selection: selection && spanHolds ? selection : state.selection });
          }
        : null;
    const failure = failureItem(`Not sent: ${staleWords(streamError, "send")}`, retry);
    // The article or the conversation moved on (409): the latest is read first and the failure
    // drawn after it — drawn before, the conversation's redraw that the read brings wiped it.
    // It stays in the chat until the message goes again: the other change's redraws (its reply
    // landing) would otherwise take the only line saying this one did not go.
    if (refusedStatus === 409) {
      keepNotSent(failure);
      catchUp(refresh().finally(() => appendNode(failure)));
    }
    else appendNode(failure);
    setBusy(false);
    say(
      headMoved
        ? HEAD_MOVED_SAID
        : refusedStatus === 409
          ? `Not sent: the article changed elsewhere. Your message is back in the box — check the latest text, then send again.${selection ? ` ${SELECTION_CLEARED}` : ""}`
          : draft !== null
            ? "Not sent — your message is back in the box."
            : "That did not go through.",
    );
    if (draft !== null) dom.message.focus();
    return;
  }

  turnEndedAt(result?.assistant_message || assistant); // the head until loadSession
  setBusy(false);
  dropSelection();
  if (result?.content) setContent(result.content);
  await loadSession({ scroll: "auto" });
  renderArticle();
  if (reveal && !pageScrolled) keepOnScreen(dom.messages.lastElementChild);
  for (const type of ["wheel", "touchmove"]) window.removeEventListener(type, onPageScroll);
  revision = result?.revision || revision;
  if (revision && state.review?.revisionId !== revision.id) {
    state.lastRevisionId = revision.id;
    await showChanges(revision.id, { reveal: "chat" });
  } else if (!revision) {
    await syncChanges();
  }
  assistant = result?.assistant_message || assistant;
  if (streamError && (!assistant || assistant.status === "ok")) {
    appendNode(
      failureItem(streamError, () => {
        if (assistant) regenerate(assistant);
        else if (userMessage) regenerateFromUser(userMessage);
      }),
    );
    say("The reply failed — nothing was changed. You can retry.");
    return;
  }
  // A Regenerate that made no new version: the article is on its message's version now.
  const backNote =
    asksAgain && !branchNote && !revision && state.content.version !== shownBefore
      ? ` The article is back at V${state.content.version}, the text this message was sent on; ‹ beside the reply goes back to V${shownBefore}.`
      : "";
  if (assistant?.summary === MOVED_ON && !$(`msg-${assistant.id}`)) {
    // Lost to another tab's rollback, beside a path no longer shown: neither the message nor
    // its reply (nor its Retry) is on screen. The message comes back to the box, as a send
    // refused for the same reason does — unless the writer has typed or sent another since.
    const mine = draft !== null && !dom.message.value.trim() && !state.busy;
    if (mine) {
      dom.message.value = draft;
      keepDraft();
      updateSend();
    }
    say(mine ? LOST_TO_ROLLBACK : "Nothing was applied: the conversation went back in another tab or window while the reply was being written.");
  } else if (assistant?.status === "error") {
    // The reply's own sentence says why (the model failed, the article changed meanwhile …)
    // and is read out as an alert: the status line does not say it all a second time.
    // Not "press its Retry" when asking again will not help (a key refused, a request over the
    // context window); put back behind › (failed-back.js), the reply is off screen: said here.
    say(
      failedReplyBack(assistant.parent_id) || editedBranchLine(assistant) ||
      (retryWillNotHelp(assistant)
        ? `Nothing was changed — the reply says why.${backNote}`
        : `Nothing was changed — the reply says why; press its Retry when ready.${backNote}`),
    );
  } else if (turn.stopping) {
    const line = tooLateToStop(revision, assistant);
    say(line);
    refreshPersonaSoon();
    return { sent: true, tooLate: line };
  } else if (revision) {
    say(`V${revision.version} saved.${branchNote ? ` ${branchNote}` : ""}`);
  } else if (assistant) {
    say(editedBranchLine(assistant) || `Reply received — the text is unchanged.${branchNote ? ` ${branchNote}` : backNote}`);
  }
  refreshPersonaSoon();
  // A reply that failed or was lost stops the suggestions queued behind it (back in the box).
  return { sent: assistant?.status === "ok" && assistant.summary !== MOVED_ON };
}

/** What a Stop that came after the reply was saved says: that it was too late, and what became
 *  of the article (a new version: Undo on the reply puts the earlier text back). */
function tooLateToStop(revision, assistant) {
  if (revision) return `Too late to stop: the reply was already saved as V${revision.version}. Press Undo on it to put back V${revision.base_version}.`;
  return assistant ? "Too late to stop: the reply had already arrived — the text is unchanged." : "Too late to stop: the reply had already ended.";
}

// A reply lost to another tab's rollback, its message sent again from the box.
const LOST_TO_ROLLBACK = "Nothing was applied: the conversation went back in another tab or window while the reply was being written. Your message is back in the box — send it again to apply it here.";
// A send refused because another tab moved the conversation's head (its `head_id`, composer.js).
const HEAD_MOVED_SAID = "Not sent: the conversation moved on in another tab or window. Your message is back in the box — check the latest conversation, then send again.";
// A send about selected text, refused because the article moved on: the selection was in the
// older version and is dropped, so a message sent again as it is would edit the whole article.
const SELECTION_CLEARED = "The text you had selected was in the older version, so it is no longer selected: select it again if your message is about it.";

// A connection lost while a reply is being written is said at once, not left as "Editing…":
// the server goes on writing the reply, and it shows here once the tab is back online.
const OFFLINE_WHILE_WRITING = "You are offline. The reply goes on being written and shows here once you are back online.";
window.addEventListener("offline", () => {
  if (state.busy) say(OFFLINE_WHILE_WRITING);
});
// Back online while the reply still arrives (a short drop its connection outlived): "You are
// offline" no longer holds, though the reply would leave it standing until it ends.
window.addEventListener("online", () => {
  if (state.busy && dom.status.textContent === inReaderLanguage(OFFLINE_WHILE_WRITING)) say("Editing…");
});
