// Editing the text directly: a form over the article that saves a new version. The only
// writer of `state.editing`.

import { api } from "../api.js";
import { renderArticle, setContent } from "./article.js";
import { refresh } from "./live.js";
import { clearReview, syncChanges } from "./review.js";
import { $, contentId, dom, enc, refuseWhileBusy, say, state } from "./state.js";
import { loadSession } from "./transcript.js";

function openEditor() {
  if (refuseWhileBusy()) return;
  state.editing = true;
  dom.editTitle.value = state.content.title;
  dom.editBody.value = state.content.body;
  dom.editNote.textContent = `Saving makes a new version from V${state.content.version}; the chat will note that you edited the text.`;
  dom.body.hidden = true;
  dom.changesBar.hidden = true;
  dom.editForm.hidden = false;
  dom.editButton.disabled = true;
  dom.editBody.focus();
}

function closeEditor() {
  state.editing = false;
  dom.editForm.hidden = true;
  dom.body.hidden = false;
  dom.editButton.disabled = false;
  renderArticle();
}

async function saveEdit() {
  if (refuseWhileBusy()) return;
  const saveButton = $("save-article");
  saveButton.disabled = true;
  try {
    const content = await api("PUT", `/api/contents/${enc(contentId)}`, {
      title: dom.editTitle.value,
      body: dom.editBody.value,
      base_version: state.content.version,
    });
    setContent(content);
    clearReview();
    closeEditor();
    await loadSession({ scroll: true });
    await syncChanges({ reveal: true });
    dom.editButton.focus();
    say(`V${content.version} saved — your edit.`);
  } catch (error) {
    if (error.status === 409) {
      let now = "";
      try {
        const latest = await api("GET", `/api/contents/${enc(contentId)}`);
        now = ` (it is now at V${latest.version})`;
      } catch {
        // The sentence below still holds without the number.
      }
      dom.editNote.textContent = `The article changed since you started editing${now}. Your text is still here: copy what you need, press Cancel to see the latest, and edit again.`;
    } else {
      dom.editNote.textContent = error.message;
    }
    say(dom.editNote.textContent);
  } finally {
    saveButton.disabled = false;
  }
}

/** Leave the editor showing the latest text (after Cancel, or a 409 that fetched it). */
async function cancelEdit() {
  closeEditor();
  dom.editButton.focus();
  await refresh();
}

dom.editButton.addEventListener("click", openEditor);
$("cancel-edit").addEventListener("click", cancelEdit);
dom.editForm.addEventListener("submit", (event) => {
  event.preventDefault();
  saveEdit();
});
dom.editForm.addEventListener("keydown", (event) => {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !event.isComposing) {
    event.preventDefault();
    saveEdit();
  } else if (event.key === "Escape") {
    event.preventDefault();
    event.stopPropagation();
    cancelEdit();
  }
});
