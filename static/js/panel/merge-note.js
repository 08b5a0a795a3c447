// "Keep my text and edit on top", said before it is chosen: the server merges the hand edit
// over the version saved meanwhile paragraph by paragraph (POST /api/contents/{id}/merge,
// app/domain/merge.py), and the editor's note says what of that version the merged text keeps,
// or what saving it would undo where the writer changed the same text — each change as a
// reply's change line, in the reader's language (change-lines.js). The rule lives on the
// server only.

import { api, setLang } from "../api.js";
import { changeLineIn } from "./change-lines.js";
import { contentId, enc, readerLang, showLine } from "./state.js";

/** The writer's text merged over the article as it is now (null when it could not be asked:
 *  the choice then works as before, the writer's text whole). */
export async function mergedOver(base, title, body) {
  try {
    return await api("POST", `/api/contents/${enc(contentId)}/merge`, { title, body, base_version: base });
  } catch {
    return null;
  }
}

/** What keeping the writer's text does to the version saved meanwhile (`merge` from
 *  mergedOver) — before it is chosen, or after (`kept`: the editor holds the merged text) —
 *  said after the note already in `node`, and the changes it names. */
export function addMergeNote(node, merge, kept) {
  const v = `V${merge.version}`;
  let said;
  let lines;
  if (!merge.clean) {
    lines = merge.undone;
    said = kept
      ? `Your text is on top of ${v}. Saving it undoes these changes of ${v} — put them into your text first if you want to keep them:`
      : `Keeping yours would undo these changes of ${v}, where you changed the same text (the rest of its changes are kept):`;
  } else {
    lines = merge.kept;
    const keeping = `Keeping yours puts your changes on top of ${v} and keeps its changes`;
    said = kept ? `Your changes are now on top of ${v}, its changes kept: check the text, then Save.` : `${keeping}${lines.length ? ":" : "."}`;
    if (kept) lines = [];
  }
  const lang = readerLang();
  const chinese = Boolean(lang?.startsWith("zh"));
  const part = document.createElement("span");
  part.className = "merge-said";
  showLine(part, said);
  node.append(" ", part);
  lines.forEach((line, k) => {
    const item = document.createElement("span");
    item.className = "merge-line";
    item.textContent = changeLineIn(line, lang) ?? line;
    setLang(item, item.textContent);
    node.append(k ? (chinese ? "；" : "; ") : " ", item);
  });
  if (lines.length) node.append(chinese ? "。" : ".");
}
