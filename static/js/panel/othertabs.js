// This article's turn in another tab of this browser, known the moment that tab sends — before
// the server's events could say so: a suggestion sent here meanwhile would run beside it, and
// the later of the two replies be answered "the article changed while I was writing".
// A tab marks its turn in localStorage (shared by the browser's tabs) while it runs.

import { forget, keep, kept } from "../kept.js";
import { contentId } from "./state.js";

const TURN_KEY = `redline:turn:${contentId}`;
const TAB = [...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, "0")).join("");
// A mark left by a tab that crashed mid-turn is not believed for ever: past this, the server's
// own word (a reply pending in the conversation) is what counts.
const STALE_MS = 3 * 60 * 1000;

export function turnStartedHere() {
  keep(TURN_KEY, { tab: TAB, at: Date.now() });
}

export function turnEndedHere() {
  if (kept(TURN_KEY)?.tab === TAB) forget(TURN_KEY);
}

/** Another tab of this browser is running a turn on this article right now. */
export function turnInAnotherTab() {
  const turn = kept(TURN_KEY);
  return Boolean(turn && turn.tab !== TAB && Number.isFinite(turn.at) && Date.now() - turn.at < STALE_MS);
}

/** Call `callback` when another tab's turn on this article ends. */
export function whenOtherTabsTurnEnds(callback) {
  window.addEventListener("storage", (event) => {
    if (event.key === TURN_KEY && event.newValue === null) callback();
  });
}

// A tab going away mid-turn (a reload, closed): the server goes on writing the reply, and says
// so in the conversation (`pending`), which the other tabs then follow instead.
window.addEventListener("pagehide", turnEndedHere);
