// "Keep my text and edit on top", said before it is chosen: the server merges the hand edit
// over the version saved meanwhile paragraph by paragraph (POST /api/contents/{id}/merge,
// app/domain/merge.py), and this shows what of that version the merged text keeps, or what
// saving it would undo where the writer changed the same text — each change as a reply's
// change line, in the reader's language (change-lines.js). The rule lives on the server only.

import { api, setLang } from "../api.js";
import { changeLineIn } from "./change-lines.js";
import { $, contentId, enc, readerLang, showLine } from "./state.js";

/** The writer's text merged over the article as it is now (null when it could not be asked:
 *  the choice then works as before, the writer's text whole). */
export async function mergedOver(base, title, body) {
  try {
    return await api("POST", `/api/contents/${enc(contentId)}/merge`, { title, body, base_version: base });
  } catch {
    return null;
  }
}

/** Say what keeping the writer's text would do to the version saved meanwhile (`merge` from
 *  mergedOver), before it is chosen; nothing when that is not known. */
export function sayBeforeKeeping(merge) {
  if (!merge) return hideMergeNote();
  const v = `V${merge.version}`;
  if (!merge.clean) {
    return showMergeNote(`Keeping yours would undo these changes of ${v}, where you changed the same text (the rest of its changes are kept):`, merge.undone);
  }
  const said = `Keeping yours puts your changes on top of ${v} and keeps its changes`;
  return showMergeNote(merge.kept.length ? `${said}:` : `${said}.`, merge.kept);
}

/** Say what the merged text now in the editor keeps or would undo once saved. */
export function sayAfterKeeping(merge) {
  const v = `V${merge.version}`;
  if (merge.clean) {
    showMergeNote(`Your changes are now on top of ${v}, its changes kept: check the text, then Save.`, merge.kept);
    return;
  }
  showMergeNote(`Your text is on top of ${v}. Saving it undoes these changes of ${v} — put them into your text first if you want to keep them:`, merge.undone);
}

function showMergeNote(text, lines) {
  showLine($("edit-merge-said"), text);
  const list = $("edit-merge-lines");
  list.replaceChildren(
    ...lines.map((line) => {
      const item = document.createElement("li");
      const said = changeLineIn(line, readerLang());
      item.textContent = said ?? line;
      setLang(item, item.textContent);
      return item;
    }),
  );
  list.hidden = !lines.length;
  $("edit-merge").hidden = false;
}

export function hideMergeNote() {
  $("edit-merge").hidden = true;
  $("edit-merge-lines").replaceChildren();
}
