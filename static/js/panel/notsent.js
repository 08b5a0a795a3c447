// A message refused because another tab or client moved the article or the conversation at the
// same moment (409) stays plainly "Not sent" until the writer sends it again: its line in the
// chat (with its Retry) survives the redraws the other change brings, and the sentence about
// that change — its reply arriving — says that this message is still unsent, not only that a
// reply arrived (which reads as the answer to it).

import { dom, say } from "./state.js";

let kept = null; // the chat's "Not sent" item for the message refused last

/** Keep `item` (a "Not sent" line) in the chat until the message is sent again. */
export function keepNotSent(item) {
  kept = item;
}

/** The message goes again (or another is sent): its "Not sent" line has done its job. */
export function forgetNotSent() {
  kept?.remove();
  kept = null;
}

/** The "Not sent" line a redraw of the chat puts back at its end, if any. */
export function notSentItem() {
  return kept;
}

/** Say the article moved on to `version` meanwhile — as still unsent news, when a message
 *  refused here has not gone yet. False when nothing is unsent (the caller says its own). */
export function sayStillNotSent(version) {
  if (!kept?.isConnected) return false;
  say(
    dom.message.value.trim()
      ? `Not sent: your message is still in the box. The article is now at V${version}, changed meanwhile in another tab or client — check it, then press Send to send your message on top of it.`
      : `Not sent: your message did not go. The article is now at V${version}, changed meanwhile in another tab or client.`,
  );
  return true;
}
