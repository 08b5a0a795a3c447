// The persona's preferences in the panel's compact view, marking those applied to the edit
// on screen.

import { api } from "../api.js";
import { renderPreferences } from "../persona.js";
import { revisionForCurrent } from "./review.js";
import { dom, enc, state } from "./state.js";

export async function loadPersona() {
  const personaId = dom.personaPrefs.dataset.personaId;
  if (!personaId) return;
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
    // A decision taken here (Reject, Confirm, Undo) changes what is in force: counted again.
    renderPreferences(dom.personaPrefs, persona, { applied, status: dom.status, onChanged: recount });
    countPreferences(persona);
  } catch (error) {
    dom.personaPrefs.textContent = error.message;
  }
}

/** "(4 · 1 waiting for you)": the preferences in force — those the edits use now — and, apart,
 * those waiting for the writer's answer. A rejected or superseded one is kept for the record
 * only, and one faded below use waits to be renewed: the list shows them, the count does not. */
function countPreferences(persona) {
  const preferences = persona.preferences || [];
  const used = preferences.filter(inForce).length;
  const waiting = preferences.filter((p) => p.state === "pending_confirmation").length;
  const unused = preferences.length - used - waiting;
  dom.personaCount.textContent = `(${used}${waiting ? ` · ${waiting} waiting for you` : ""})`;
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
  else if (!dom.personaPrefs.contains(document.activeElement)) loadPersona();
}
