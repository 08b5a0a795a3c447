// An article opened from the trash says so, with the button that brings it back to the list.

import { api } from "../api.js";
import { $, contentId, enc } from "./state.js";

const note = $("trash-note");
const restore = $("untrash-article");
if (note && restore) {
  restore.addEventListener("click", async () => {
    restore.disabled = true;
    try {
      const content = await api("POST", `/api/contents/${enc(contentId)}/untrash`, {});
      note.classList.remove("alert");
      note.tabIndex = -1;
      note.textContent = `Restored “${content.title}” from the trash: it is back in your list of articles.`;
      note.focus();
    } catch (error) {
      note.append(` ${error.message}`);
      restore.disabled = false;
    }
  });
}
