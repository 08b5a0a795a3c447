// The article's Share box (its own writer, with accounts): whom it is shared with, and a
// colleague added by the user name they sign in with — the box lists the writers it accepts,
// since a writer rarely knows a colleague's user id.

import { api, el } from "../api.js";
import { $, contentId, enc, showLine } from "./state.js";

const box = $("share-box");
const path = `/api/contents/${enc(contentId)}/sharing`;

function draw(view) {
  const shared = view.shared_with;
  $("share-none").hidden = shared.length > 0;
  $("share-list").replaceChildren(
    ...shared.map((user) =>
      el(
        "li",
        {},
        el("span", { text: user.name }),
        " ",
        el("button", { type: "button", title: "Stop sharing with this writer", onclick: () => change({ remove_user_ids: [user.id] }) }, "Stop sharing"),
      ),
    ),
  );
  if (view.candidates) {
    const names = view.candidates.map((user) => user.name);
    $("share-candidates").textContent = names.join(", ");
    $("share-no-candidates").hidden = names.length > 0;
    $("share-names").replaceChildren(...view.candidates.map((user) => el("option", { value: user.name })));
  }
}

async function load() {
  try {
    draw(await api("GET", path));
  } catch (error) {
    showLine($("share-status"), error.message);
  }
}

/** Add or remove writers (a PATCH), so a colleague another tab or client added meanwhile is
 *  kept: the server changes the list as it stands. */
async function change(body) {
  const status = $("share-status");
  status.textContent = "";
  try {
    draw(await api("PATCH", path, body));
    return true;
  } catch (error) {
    showLine(status, error.message);
    return false;
  }
}

if (box) {
  box.addEventListener("toggle", () => {
    if (box.open) load();
  });
  $("share-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const input = $("share-name");
    const name = input.value.trim();
    if (!name) return;
    if (await change({ add_user_names: [name] })) input.value = "";
  });
}
