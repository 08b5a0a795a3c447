// The limit of a writer's message, said in its ✎ Edit box (outside46b F10): a message sent
// with "Limit to" or selected text is resent limited to the same words (the server keeps the
// span), and the box says so — it used to look like a whole-article message.

import { api, el } from "../api.js";
import { contentId, enc, state } from "./state.js";

const QUOTE_CHARS = 60;

/** The words `[start, end)` (code points, as the server counts) of `body`, quoted short. */
function quoted(body, [start, end]) {
  const words = [...body].slice(start, end).join("").replace(/\s+/g, " ").trim();
  const chars = [...words];
  return chars.length > QUOTE_CHARS ? `${chars.slice(0, QUOTE_CHARS).join("")}…` : words;
}

/** A line for the edit box of `message` naming its limit, or null when it has none. Its words
 *  are those of the version the message was sent on (read when that is not the one shown). */
export function limitNote(message) {
  const span = message.selection;
  if (!Array.isArray(span) || span.length !== 2) return null;
  const line = el("p", { class: "hint edit-limit", id: `edit-limit-${message.id}` });
  const tell = (words) => {
    line.textContent = words
      ? `Limited to: “${words}” — saved and resent, it stays limited to these words.`
      : `Limited to the text selected in V${message.version} — saved and resent, it stays limited to it.`;
  };
  if (message.version === state.content?.version) {
    tell(quoted(state.content.body, span));
    return line;
  }
  tell("");
  api("GET", `/api/contents/${enc(contentId)}/versions/${enc(String(message.version))}`)
    .then((version) => tell(quoted(version.body || "", span)))
    .catch(() => {}); // the line without the words says the limit all the same
  return line;
}
