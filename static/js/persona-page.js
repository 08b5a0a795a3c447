// The persona page: every learned preference with its full evidence and history.

import { api } from "./api.js";
import { renderPreferences } from "./persona.js";

const container = document.getElementById("persona-prefs");
const status = document.getElementById("status");

async function load() {
  try {
    const persona = await api("GET", `/api/personas/${encodeURIComponent(container.dataset.personaId)}`);
    renderPreferences(container, persona, { full: true, status });
  } catch (error) {
    container.textContent = error.message;
  }
  document.body.dataset.ready = "1";
}

load();
