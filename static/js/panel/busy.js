// While a reply is being written (here, or for another page), the buttons that would change
// the article or the conversation read as disabled and say why in their tooltip; they come
// back once it ends. aria-disabled, not disabled: a disabled button would drop the keyboard's
// focus (a Regenerate pressed from the keyboard). A press meanwhile is refused in words.

import { busyReason, dom, refuseWhileBusy } from "./state.js";

// Each of these is refused while a reply is being written (refuseWhileBusy); Show changes,
// the change walk, Copy and History only look, and the Stop drawn for a reply written for
// another page is what the writer may want most.
const WAITING = [
  "#transcript .msg-actions button:not(.show-changes):not(.more-lines):not(.stop-elsewhere)",
  "#transcript .fork button",
  "#article-body button.reject-change",
  "#reject-all",
  "#restore-shown",
  "#history-tree .hist-restore",
  "#history-tree .hist-turn",
].join(", ");

let waiting = null; // the reason the marked buttons wait, while they do

function mark(button) {
  if (button.disabled || button.dataset.busyWaits) return;
  button.dataset.busyWaits = "1";
  if (button.hasAttribute("title")) button.dataset.busyTitle = button.title;
  button.title = waiting;
  button.setAttribute("aria-disabled", "true");
}

function unmark(button) {
  delete button.dataset.busyWaits;
  if ("busyTitle" in button.dataset) {
    button.title = button.dataset.busyTitle;
    delete button.dataset.busyTitle;
  } else {
    button.removeAttribute("title");
  }
  button.removeAttribute("aria-disabled");
}

function markWithin(root) {
  if (root.matches?.(WAITING)) mark(root);
  for (const button of root.querySelectorAll?.(WAITING) || []) mark(button);
}

// Messages, changes and history rows are redrawn while the reply is written (the writer's
// message arrives, the revision lands): what is drawn meanwhile waits too.
const redrawn = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node.nodeType === Node.ELEMENT_NODE) markWithin(node);
  }
});

/** Mark or unmark the buttons after `state.busy` or `state.replyElsewhere` changed. */
export function syncBusyControls() {
  const reason = busyReason();
  if (reason === waiting) return;
  if (waiting) {
    redrawn.disconnect();
    for (const button of document.querySelectorAll("[data-busy-waits]")) unmark(button);
  }
  waiting = reason;
  dom.editButton.title = reason || "";
  if (!reason) {
    dom.editButton.removeAttribute("title");
    return;
  }
  markWithin(document.body);
  redrawn.observe(document.body, { childList: true, subtree: true });
}

// Before the button's own handler: a press on a waiting button is answered with the reason.
document.addEventListener(
  "click",
  (event) => {
    const button = event.target.closest?.("[data-busy-waits]");
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    refuseWhileBusy();
  },
  true,
);
