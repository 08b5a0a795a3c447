// The admins' page: add and disable users, make and revoke API keys (JSON API calls).
import { api } from "./api.js";

const status = document.getElementById("status");

function say(text) {
  status.textContent = text;
}

async function attempt(work, done) {
  try {
    await work();
    if (done) done();
  } catch (error) {
    say(error.message);
  }
}

document.getElementById("add-user").addEventListener("submit", (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  const roles = [...form.querySelectorAll("input[name=roles]:checked")].map((box) => box.value);
  attempt(
    () => api("POST", "/api/users", {
      name: form.elements.name.value,
      password: form.elements.password.value,
      roles,
    }),
    () => window.location.reload(),
  );
});

document.getElementById("add-key").addEventListener("submit", (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  attempt(async () => {
    const made = await api("POST", "/api/keys", {
      user_id: form.elements.user_id.value,
      scopes: [form.elements.scope.value],
      label: form.elements.label.value,
    });
    const box = document.getElementById("new-key");
    const text = document.getElementById("new-key-text");
    text.textContent = made.key;
    box.hidden = false;
    text.focus();
    say(`Key ${made.id} made for ${made.user_name}. It will not be shown again.`);
  });
});

for (const button of document.querySelectorAll(".toggle-user")) {
  button.addEventListener("click", () => {
    const disabled = button.dataset.disabled !== "true";
    attempt(
      () => api("PATCH", `/api/users/${encodeURIComponent(button.dataset.userId)}`, { disabled }),
      () => window.location.reload(),
    );
  });
}

for (const button of document.querySelectorAll(".revoke-key")) {
  button.addEventListener("click", () => {
    attempt(
      () => api("DELETE", `/api/keys/${encodeURIComponent(button.dataset.keyId)}`),
      () => window.location.reload(),
    );
  });
}
