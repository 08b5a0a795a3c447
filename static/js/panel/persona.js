// The persona's preferences in the panel's compact view, marking those applied to the edit
// on screen.

import { api, composing } from "../api.js";
import { renderPreferences } from "../persona.js";
import { revisionForCurrent } from "./review.js";
import { showPersonaTrash } from "./persona-trash.js";
import { dom, enc, showLine, state } from "./state.js";

// Reads of the list under way (the list is aria-busy meanwhile), and decisions taken in it.
let reading = 0;
let decisions = 0;

export async function loadPersona() {
  const personaId = dom.personaPrefs.dataset.personaId;
  if (!personaId) return;
  reading += 1;
  dom.personaPrefs.setAttribute("aria-busy", "true");
  const decided = decisions;
  try {
    const persona = await api("GET", `/api/personas/${enc(personaId)}`);
    const applied = new Set();
    const revisionId = revisionForCurrent() || state.lastRevisionId;
    if (revisionId) {
      try {
        const revision = await api("GET", `/api/revisions/${enc(revisionId)}`);
        for (const statement of revision.style_applied || []) applied.add(statement);
      } catch {
        // Without the revision we simply mark nothing as applied.
      }
    }
    // Read before the writer took a decision here, or while they are taking one (Reject
    // asked, an answer awaited): drawn now, the list would show the preference as it was and
    // take their decision, its Undo and the keyboard's place away. Their decision drew its
    // own preference again and counted the list.
    if (decisions !== decided || deciding()) return;
    // A decision taken here (Reject, Confirm, Undo) changes what is in force: counted again.
    renderPreferences(dom.personaPrefs, persona, { applied, status: dom.status, onChanged: decidedHere });
    countPreferences(persona);
  } catch (error) {
    if (decisions === decided && !deciding()) dom.personaPrefs.textContent = error.message;
  } finally {
    reading -= 1;
    if (!reading) dom.personaPrefs.setAttribute("aria-busy", "false");
  }
}

/** The writer is at a decision in the list: its keyboard is there, a Reject is being asked,
 *  or an answer is awaited. */
function deciding() {
  const list = dom.personaPrefs;
  return list.contains(document.activeElement) || Boolean(list.querySelector("[data-acting], .pref-ask"));
}

function decidedHere() {
  decisions += 1;
  recount();
}

/** "(4 · 1 waiting for you)": the preferences in force — those the edits use now — and, apart,
 * those waiting for the writer's answer. A rejected or superseded one is kept for the record
 * only, and one faded below use waits to be renewed: the list shows them, the count does not. */
function countPreferences(persona) {
  showPersonaTrash(persona); // every read of it says whether it is in the trash
  const preferences = persona.preferences || [];
  const used = preferences.filter(inForce).length;
  const waiting = preferences.filter((p) => p.state === "pending_confirmation").length;
  const unused = preferences.length - used - waiting;
  showLine(dom.personaCount, `(${used}${waiting ? ` · ${waiting} waiting for you` : ""})`);
  dom.personaCount.title = [
    `${used} in use in edits`,
    waiting ? `${waiting} waiting for your answer` : "",
    unused ? `${unused} not used (rejected, replaced or faded)` : "",
  ].filter(Boolean).join("; ");
  dom.personaCount.classList.toggle("waiting", waiting > 0);
}

/** Whether the edits use the preference now (what the server puts in a prompt): an active one
 * not faded below use. One waiting for the writer is not, until they answer. */
function inForce(pref) {
  return pref.state === "active" && !pref.needs_review;
}

async function recount() {
  try {
    countPreferences(await api("GET", `/api/personas/${enc(dom.personaPrefs.dataset.personaId)}`));
  } catch {
    // The count is a hint: it is read again after the next turn.
  }
}

/** Count the persona's preferences for the closed view, without drawing them. */
export async function countPersona() {
  const personaId = dom.personaPrefs.dataset.personaId;
  if (!personaId || dom.personaView.open) return;
  try {
    countPreferences(await api("GET", `/api/personas/${enc(personaId)}`));
  } catch {
    // The count is a hint; opening the view says what went wrong.
  }
}

dom.personaView.addEventListener("toggle", () => {
  if (dom.personaView.open) loadPersona();
});
// Esc inside the open Style view closes it, as a menu closes, and the keyboard is back on its
// summary — unless a reply is being written: then Esc stops it, as everywhere on the page
// (composer.js). An Esc that an edit or a "Reject it?" inside the view answered stops there.
dom.personaView.addEventListener("keydown", (event) => {
  if (event.key !== "Escape" || composing(event) || event.defaultPrevented || !dom.personaView.open) return;
  if (state.busy) return;
  event.preventDefault();
  dom.personaView.open = false;
  dom.personaView.querySelector("summary").focus();
});

// What a turn teaches is saved just after its reply, by the style learner (another task, or
// another process): the view is read again as the reply lands and twice more soon after, so
// "Style (0)" does not stay at 0 beside the preference the writer just stated.
const LEARNING_SETTLES_MS = [0, 1500, 4000];
let learningTimers = [];

/** Read the persona again after a turn: its list when the view is open, else its count. */
export function refreshPersonaSoon() {
  if (!dom.personaPrefs.dataset.personaId) return;
  for (const timer of learningTimers) clearTimeout(timer);
  learningTimers = LEARNING_SETTLES_MS.map((ms) => setTimeout(readAgain, ms));
}

function readAgain() {
  if (!dom.personaView.open) countPersona();
  // Drawn again, the list would drop a preference being edited or a Reject being asked.
  else if (!deciding()) loadPersona();
}
