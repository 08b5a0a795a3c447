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
    dom.personaCount.textContent = `(${(persona.preferences || []).length})`;
  } catch (error) {
    dom.personaPrefs.textContent = error.message;
  }
}

dom.personaView.addEventListener("toggle", () => {
  if (dom.personaView.open) loadPersona();
});
