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
        el("button", { type: "button", title: "Stop sharing with this writer", onclick: () => change((id) => id !== user.id, []) }, "Stop sharing"),
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

// Sharing is set as a whole list: until the list is read, adding a name would drop everyone
// it is shared with already, so the form waits for it.
async function load() {
  const add = $("share-add");
  try {
    draw(await api("GET", path));
    add.disabled = false;
  } catch (error) {
    add.disabled = true;
    showLine($("share-status"), error.message);
  }
}

/** Share with `userNames` and with those it is shared with now (read just before), so a
 *  colleague another tab added meanwhile is not dropped; `keep` filters the ids kept. */
async function change(keep, userNames) {
  const status = $("share-status");
  status.textContent = "";
  try {
    const now = await api("GET", path);
    const userIds = now.shared_with.map((u) => u.id).filter(keep);
    draw(await api("PUT", path, { user_ids: userIds, user_names: userNames }));
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
    if (await change(() => true, [name])) input.value = "";
  });
}
