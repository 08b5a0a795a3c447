// On a phone the article and the chat are one page that scrolls as a whole, and the chat is
// only as tall as its conversation: a reply growing above the suggestion box would push the
// box below the screen. While the writer is at the box, it stays on the screen.

import { dom } from "./state.js";
import { keepOnScreen } from "./transcript.js";

// The writer is at the box once they tap or move the focus into it (typing, Send), and leaves
// it by tapping or focusing anything else, or by scrolling the page themselves.
let atBox = false;
for (const type of ["pointerdown", "focusin"]) {
  document.addEventListener(type, (event) => { atBox = dom.composer.contains(event.target); }, { capture: true, passive: true });
}
for (const type of ["wheel", "touchmove"]) {
  document.addEventListener(type, (event) => { if (!dom.composer.contains(event.target)) atBox = false; }, { capture: true, passive: true });
}

/** Side by side, each pane scrolls on its own and the box never leaves the screen. */
function stacked() {
  return getComputedStyle(dom.articlePane).overflowY === "visible";
}

new ResizeObserver(() => {
  if (atBox && stacked()) keepOnScreen(dom.composer);
}).observe(document.body);
