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
    renderPreferences(dom.personaPrefs, persona, { applied, status: dom.status });
    countPreferences(persona);
  } catch (error) {
    dom.personaPrefs.textContent = error.message;
  }
}

/** "(4 · 1 waiting for you)": a preference the writer has to decide shows on the closed view. */
function countPreferences(persona) {
  const preferences = persona.preferences || [];
  const waiting = preferences.filter((p) => p.state === "pending_confirmation").length;
  dom.personaCount.textContent = `(${preferences.length}${waiting ? ` · ${waiting} waiting for you` : ""})`;
  dom.personaCount.classList.toggle("waiting", waiting > 0);
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
