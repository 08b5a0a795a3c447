// The article's persona moved to the trash (outside55 F12): it steers no edit and learns
// nothing from this article until it is restored (app/editing/articles.py `style_lines`,
// app/style/trashed_persona.py). The page says so beside the chat, with a Restore button, and
// says it again whenever the persona is read (after each turn, persona.js): one trashed from
// its own page in another tab is said here without a reload.

import { api } from "../api.js";
import { dom, enc, say, sayFailure, showLine } from "./state.js";

const note = document.getElementById("persona-trash-note");
const text = document.getElementById("persona-trash-text");
const restore = document.getElementById("restore-persona");

export const inTheTrash = (name) => `The persona “${name}” is in the trash: it does not steer edits or learn from this article until it is restored.`;

/** Show or hide the note for `persona` as just read ({id, name, trashed_at}). */
export function showPersonaTrash(persona) {
  if (!note || !persona) return;
  const trashed = Boolean(persona.trashed_at);
  if (trashed) showLine(text, inTheTrash(persona.name));
  note.hidden = !trashed;
}

// The note the server drew (in English) for a persona already in the trash: in the reader's
// language from the start, as every line the page says.
if (note && text) showLine(text, text.textContent.trim());

restore?.addEventListener("click", async () => {
  restore.disabled = true;
  try {
    const persona = await api("POST", `/api/personas/${enc(dom.personaPrefs.dataset.personaId)}/untrash`, {});
    showPersonaTrash(persona);
    say(`Restored “${persona.name}” from the trash: it steers edits and learns again.`);
  } catch (error) {
    sayFailure("Could not restore the persona.", error);
  } finally {
    restore.disabled = false;
  }
});
