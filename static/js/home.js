// The article list: create by pasting or importing a file, draft from a brief, add a persona.

import { api, relativeTime } from "./api.js";

const status = document.getElementById("home-status");

function say(text) {
  status.textContent = text;
}

function busy(form, on) {
  for (const control of form.querySelectorAll("button, input, textarea, select")) control.disabled = on;
}

document.getElementById("create-file").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  if (!file) return;
  let text = await file.text();
  text = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const title = document.getElementById("create-title");
  const heading = text.match(/^\s*#\s+(.+)\n+/);
  if (heading) {
    title.value = heading[1].trim();
    text = text.slice(heading[0].length);
  } else if (!title.value) {
    title.value = file.name.replace(/\.(md|markdown|txt)$/i, "");
  }
  document.getElementById("create-body").value = text.trim();
  say(`Imported ${file.name}. Check the title, then create.`);
});

document.getElementById("create-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  const body = {
    title: form.title.value.trim(),
    body: form.body.value,
  };
  if (form.persona_id.value) body.persona_id = form.persona_id.value;
  busy(form, true);
  say("Creating…");
  try {
    const content = await api("POST", "/api/contents", body);
    window.location.assign(`/articles/${encodeURIComponent(content.id)}`);
  } catch (error) {
    say(error.message);
    busy(form, false);
  }
});

document.getElementById("generate-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  const body = { brief: form.brief.value.trim(), persona_id: form.persona_id.value };
  if (form.title.value.trim()) body.title = form.title.value.trim();
  busy(form, true);
  say("Writing a draft in the persona's style…");
  try {
    const content = await api("POST", "/api/contents/generate", body);
    window.location.assign(`/articles/${encodeURIComponent(content.id)}`);
  } catch (error) {
    say(error.message);
    busy(form, false);
  }
});

document.getElementById("persona-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  busy(form, true);
  try {
    await api("POST", "/api/personas", {
      name: form.name.value.trim(),
      description: form.description.value.trim(),
    });
    window.location.reload();
  } catch (error) {
    say(error.message);
    busy(form, false);
  }
});

for (const time of document.querySelectorAll("time[data-relative]")) {
  const text = relativeTime(time.getAttribute("datetime"));
  if (text) {
    time.title = time.textContent;
    time.textContent = text;
  }
}
document.body.dataset.ready = "1";
