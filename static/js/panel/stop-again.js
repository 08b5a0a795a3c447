// Stop pressed right after Send (outside47 F7). Send turns into Stop in the same place, so the
// second click of a double click — or a second tap, "did it take?" — lands on Stop. A press on
// Stop by pointer within STOP_SOON_MS of a Send pressed on the button does not stop: it asks,
// "Press Stop again to stop the reply." by the button, and a press while that line is up stops.
// Later, a single press stops at once; so do a keyboard's press on Stop (Tab to it, Enter: no
// double click's second half, the box has focus after Send) and Esc (composer.js).

import { dom, showLine } from "./state.js";

// A double click's or a second tap's second press comes within this of the first.
const STOP_SOON_MS = 700;
// How long the line stays up (a press after it stops at once all the same).
const LINE_MS = 5000;

const line = document.getElementById("stop-again");
let sentAt = -Infinity;
let hideTimer = 0;

function hideLine() {
  clearTimeout(hideTimer);
  line.hidden = true;
  line.textContent = "";
}

/** Send was pressed on the button (a click, a tap, or the keyboard on it) at `at` (the click
 *  event's timeStamp). */
export function sentFromButton(at) {
  sentAt = at;
  hideLine();
}

/** Whether a press on Stop stops the reply now, or asks first (the line shown). `clicks`: the
 *  click's count in a row (`event.detail`; 0 when the keyboard pressed the button); `at`: its
 *  timeStamp — the input's own time, so a page busy drawing the turn does not stretch the gap. */
export function stopsNow(clicks, at) {
  if (clicks === 0) return true;
  if (!line.hidden) {
    // A triple click's third click is still the one gesture that sent: the line stays.
    if (clicks > 2) return false;
    hideLine();
    return true;
  }
  if (at - sentAt >= STOP_SOON_MS) return true;
  line.hidden = false;
  showLine(line, "Press Stop again to stop the reply.");
  clearTimeout(hideTimer);
  hideTimer = setTimeout(hideLine, LINE_MS);
  return false;
}

// The reply ended (Stop turned back into Send): nothing is left to stop, the line goes.
new MutationObserver(() => {
  if (dom.send.dataset.mode !== "stop") hideLine();
}).observe(dom.send, { attributes: true, attributeFilter: ["data-mode"] });
