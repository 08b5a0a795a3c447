// The admins' page: add and disable users, make (and copy) and revoke API keys (JSON API calls).
import { api, el } from "./api.js";

const status = document.getElementById("status");

function say(text) {
  status.textContent = text;
}

// Forms and buttons whose request is on its way: a double click (or Enter pressed twice) sends
// once — a second "Make key" would make a second key, live, that nobody was ever shown.
const sending = new WeakSet();

async function attempt(source, work, done) {
  if (sending.has(source)) return;
  sending.add(source);
  const submit = source.matches("form") ? source.querySelector("button[type=submit]") : null;
  if (submit) submit.disabled = true;
  try {
    await work();
    if (done) done();
  } catch (error) {
    say(error.message);
  } finally {
    sending.delete(source);
    if (submit) submit.disabled = false;
  }
}

document.getElementById("add-user").addEventListener("submit", (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  const roles = [...form.querySelectorAll("input[name=roles]:checked")].map((box) => box.value);
  attempt(
    form,
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
  attempt(form, async () => {
    const made = await api("POST", "/api/keys", {
      user_id: form.elements.user_id.value,
      scopes: [form.elements.scope.value],
      label: form.elements.label.value,
    });
    const box = document.getElementById("new-key");
    const text = document.getElementById("new-key-text");
    text.textContent = made.key;
    box.hidden = false;
    // Listed at once: a reload would lose the key shown this once.
    listKey(made);
    form.elements.label.value = "";
    // On the key itself (read out to a screen reader); Copy key is the next Tab stop.
    text.focus();
    say(`Key ${made.label || made.id} made for ${made.user_name}. Copy it now. It will not be shown again.`);
  });
});

document.getElementById("copy-new-key").addEventListener("click", async () => {
  const text = document.getElementById("new-key-text");
  try {
    await navigator.clipboard.writeText(text.textContent);
    say("The key is on the clipboard. Paste it where the program keeps its secrets.");
  } catch {
    // No clipboard (an insecure address, or refused): select it for Ctrl+C.
    getSelection().selectAllChildren(text);
    say("Press Ctrl+C (⌘C) to copy the selected key.");
  }
});

/** A row for a key just made, as the server draws one. */
function listKey(made) {
  const body = document.querySelector("#keys-table tbody");
  body.querySelector("td.empty")?.closest("tr").remove();
  const name = made.label || made.id;
  const revoke = el("button", { type: "button", class: "revoke-key", dataset: { keyId: made.id, name }, "aria-label": `Revoke key ${name}` }, "Revoke");
  askBeforeRevoking(revoke);
  body.append(
    el(
      "tr",
      { dataset: { keyId: made.id } },
      el("td", {}, el("span", { translate: "no" }, name), " ", el("span", { class: "muted", translate: "no" }, `(${made.id})`)),
      el("td", { translate: "no" }, made.user_name),
      el("td", { translate: "no" }, (made.scopes || []).join(", ")),
      el("td", {}, "never"),
      el("td", {}, revoke),
    ),
  );
}

for (const button of document.querySelectorAll(".toggle-user")) {
  button.addEventListener("click", () => {
    const disabled = button.dataset.disabled !== "true";
    attempt(
      button,
      () => api("PATCH", `/api/users/${encodeURIComponent(button.dataset.userId)}`, { disabled }),
      () => window.location.reload(),
    );
  });
}

/** Revoke, asked first: a revoked key cannot be brought back, and every program using it stops
 *  at once. Esc or "Keep it" takes it back. */
function askBeforeRevoking(button) {
  button.addEventListener("click", () => {
    const cell = button.parentElement;
    const name = button.dataset.name;
    const keep = () => {
      ask.replaceWith(button);
      button.focus();
    };
    const revoke = () =>
      attempt(
        ask,
        () => api("DELETE", `/api/keys/${encodeURIComponent(button.dataset.keyId)}`),
        () => {
          cell.replaceChildren("revoked");
          say(`Key ${name} revoked: programs using it are refused from now on.`);
          cell.tabIndex = -1;
          cell.focus();
        },
      );
    const ask = el(
      "div",
      { class: "revoke-ask", role: "group", "aria-label": `Revoke key ${name}?` },
      el("span", {}, "Revoke it? Programs using it stop at once; it cannot be undone."),
      el("button", { type: "button", onclick: revoke }, "Revoke it"),
      el("button", { type: "button", onclick: keep }, "Keep it"),
    );
    ask.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && !event.isComposing) {
        event.preventDefault();
        keep();
      }
    });
    button.replaceWith(ask);
    // On "Keep it": a second Enter (a key pressed twice) must not revoke what cannot come back.
    ask.querySelector("button:last-of-type").focus();
  });
}

for (const button of document.querySelectorAll(".revoke-key")) askBeforeRevoking(button);
