// The suggestion box: Enter sends (never while an IME is composing), Esc stops, Send stays
// disabled while the box is empty.

import { selectionIsCurrent, setSelection } from "./selection.js";
import { contentId, dom, refuseWhileBusy, say, state } from "./state.js";
import { runTurn, stop, updateSend } from "./turn.js";

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
  updateSend();
  runTurn({ url: "/api/chat/send?stream=true", body, draft: text, selection });
}

// IME: Enter that commits a composition must not send. Chrome flags it with isComposing /
// keyCode 229; Safari fires compositionend first and then a keydown with keyCode 229, so an
// Enter arriving right after compositionend is treated as the commit too.
let composing = false;
let compositionEndedAt = -1;
dom.message.addEventListener("compositionstart", () => {
  composing = true;
});
dom.message.addEventListener("compositionend", (event) => {
  composing = false;
  compositionEndedAt = event.timeStamp;
});
dom.message.addEventListener("input", updateSend);
dom.message.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && state.busy) {
    event.preventDefault();
    stop();
    return;
  }
  if (event.key !== "Enter") {
    if (!event.isComposing) compositionEndedAt = -1;
    return;
  }
  const justCommitted = compositionEndedAt >= 0 && event.timeStamp - compositionEndedAt < 100;
  compositionEndedAt = -1;
  if (event.isComposing || event.keyCode === 229 || composing || justCommitted) return;
  if (event.shiftKey || event.altKey) return;
  event.preventDefault();
  submitDraft();
});
dom.composer.addEventListener("submit", (event) => {
  event.preventDefault();
  if (state.busy) stop();
  else submitDraft();
});
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && !event.defaultPrevented && state.busy) {
    event.preventDefault();
    stop();
  }
});
