// The persona page: every learned preference with its full evidence and history; rename the
// persona, move it to the trash, and restore personas from the trash.

import { api, composing, el } from "./api.js";
import { renderPreferences } from "./persona.js";

const container = document.getElementById("persona-prefs");
const status = document.getElementById("status");
const personaId = document.body.dataset.personaId;
const personaUrl = (id) => `/api/personas/${encodeURIComponent(id)}`;
// The article each piece of evidence came from, by its revision or message (those the reader
// may open).
const articles = JSON.parse(document.getElementById("evidence-articles")?.textContent || "{}");

let drawn = null; // the preferences as last drawn (JSON)

/** Draw the preferences; `quietly` (a re-read the writer did not ask for) draws only what
 *  changed since, never under the writer's hands, and keeps a failed read to itself. */
async function load({ quietly = false } = {}) {
  try {
    const persona = await api("GET", personaUrl(personaId));
    const json = JSON.stringify(persona.preferences || []);
    // Nor while a decision is on its way: its answer redraws that preference itself.
    const deciding = container.querySelector("[data-acting]");
    if (quietly && (json === drawn || deciding || container.contains(document.activeElement))) return;
    drawn = json;
    renderPreferences(container, persona, { full: true, status, articles });
  } catch (error) {
    if (!quietly) container.textContent = error.message;
  }
}

// What a turn teaches is saved just after its reply, by the style learner (another task, or
// another process): a writer who states a wish ("以后别用感叹号") and follows the link here at
// once, or comes back to this tab, must not be left with the list as it stood before.
const LEARNING_SETTLES_MS = [1500, 4000];
function readAgainSoon() {
  for (const ms of LEARNING_SETTLES_MS) setTimeout(() => load({ quietly: true }), ms);
}
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") load({ quietly: true });
});
window.addEventListener("pageshow", (event) => {
  if (event.persisted) load({ quietly: true });
});

/** Say something that survives the reload a trash move needs (the lists are server-drawn). */
function sayAfterReload(text) {
  sessionStorage.setItem("persona-said", text);
  window.location.reload();
}

/** Rename in place: the heading becomes a name box (and description) with Save and Cancel. */
function startRename(button) {
  const heading = document.getElementById("persona-heading");
  const name = document.getElementById("persona-name");
  const description = document.getElementById("persona-description");
  const kept = [...heading.childNodes];
  // The boxes show the name and description as the page shows them (the name Redline gave,
  // in the reader's language); one left as shown is saved as stored, not renamed.
  const shown = { name: name.textContent, description: description?.textContent || "" };
  const nameBox = el("input", { dir: "auto", id: "rename-persona-name", value: shown.name, maxlength: "100", required: true });
  const descriptionBox = el("input", { dir: "auto", id: "rename-persona-description", value: shown.description, maxlength: "2000" });
  const form = el(
    "form",
    { class: "stack-form persona-rename" },
    el("label", { for: "rename-persona-name" }, "Name"),
    nameBox,
    el("label", { for: "rename-persona-description" }, "Description"),
    descriptionBox,
    el("p", { class: "inline-form" }, el("button", { type: "submit" }, "Save"), el("button", { type: "button", class: "cancel-rename" }, "Cancel")),
  );
  const cancel = () => {
    heading.replaceChildren(...kept);
    button.focus();
  };
  form.querySelector(".cancel-rename").addEventListener("click", cancel);
  form.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !composing(event)) cancel();
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!nameBox.value.trim()) {
      status.textContent = "A persona needs a name.";
      nameBox.focus();
      return;
    }
    for (const control of form.elements) control.disabled = true;
    try {
      const persona = await api("PATCH", personaUrl(personaId), {
        name: nameBox.value === shown.name ? name.dataset.name : nameBox.value,
        description: descriptionBox.value === shown.description ? description?.dataset.description || "" : descriptionBox.value,
      });
      sayAfterReload(`Renamed to “${persona.name}”.`);
    } catch (error) {
      status.textContent = error.message;
      for (const control of form.elements) control.disabled = false;
    }
  });
  heading.replaceChildren(form);
  nameBox.select();
}

async function moveToTrash(button) {
  button.disabled = true;
  try {
    const persona = await api("DELETE", personaUrl(personaId));
    sayAfterReload(`Moved “${persona.name}” to the trash — it is no longer offered for new articles; restore it below.`);
  } catch (error) {
    status.textContent = error.message;
    button.disabled = false;
  }
}

async function restore(button) {
  button.disabled = true;
  try {
    const persona = await api("POST", `${personaUrl(button.dataset.personaId)}/untrash`, {});
    sayAfterReload(`Restored “${persona.name}” from the trash.`);
  } catch (error) {
    status.textContent = error.message;
    button.disabled = false;
  }
}

document.getElementById("rename-persona").addEventListener("click", (event) => startRename(event.currentTarget));
document.getElementById("trash-persona")?.addEventListener("click", (event) => moveToTrash(event.currentTarget));
for (const button of document.querySelectorAll(".untrash-persona")) button.addEventListener("click", () => restore(button));
const said = sessionStorage.getItem("persona-said");
if (said) {
  sessionStorage.removeItem("persona-said");
  status.textContent = said;
}

load().finally(() => {
  document.body.dataset.ready = "1";
  readAgainSoon();
});
