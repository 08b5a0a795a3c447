// The suggestion box: Enter sends (never while an IME is composing: enter.js), Esc stops, Send
// stays disabled while the box is empty.

import { sendOnEnter } from "./enter.js";
import { selectionIsCurrent, setSelection } from "./selection.js";
import { contentId, dom, refuseWhileBusy, say, state } from "./state.js";
import { runTurn, stop, updateSend } from "./turn.js";

// What is typed in the box survives a reload or a closed tab, per article, until it is sent.
const DRAFT_KEY = `redline:draft:${contentId}`;

/** Remember the box's text (or forget it once empty). */
export function keepDraft() {
  try {
    if (dom.message.value.trim()) localStorage.setItem(DRAFT_KEY, dom.message.value);
    else localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or disabled: the draft just is not kept.
  }
}

function restoreDraft() {
  let kept = null;
  try {
    kept = localStorage.getItem(DRAFT_KEY);
  } catch {
    return;
  }
  if (kept && !dom.message.value) dom.message.value = kept;
}

export function submitDraft({ selection = state.selection } = {}) {
  if (state.busy || refuseWhileBusy()) return;
  const text = dom.message.value;
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
  }
  dom.message.value = "";
  keepDraft();
  updateSend();
  runTurn({ url: "/api/chat/send?stream=true", body, draft: text, selection });
}

restoreDraft();
dom.message.addEventListener("input", () => {
  updateSend();
  keepDraft();
});
dom.message.addEventListener("keydown", (event) => {
  // An Esc that cancels an IME composition is the IME's, not a Stop.
  if (event.key === "Escape" && state.busy && !event.isComposing) {
    event.preventDefault();
    stop();
  }
});
sendOnEnter(dom.message, () => submitDraft());
dom.composer.addEventListener("submit", (event) => {
  event.preventDefault();
  if (state.busy) stop();
  else submitDraft();
});
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && !event.defaultPrevented && !event.isComposing && state.busy) {
    event.preventDefault();
    stop();
  }
});
