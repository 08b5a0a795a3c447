// A send, regenerate or edit refused because the article moved on meanwhile (409), or a send
// because the conversation did (another tab rolled back, switched branch, regenerated or
// sent: `head_id`). The server ends its sentence with "Reload to see the latest text, then try
// again." (or "… the conversation as it is now, then send it again.") — but the panel has
// already read and drawn the latest, and a reload is the one thing that could cost the writer
// what they typed. Its last sentence is said here as what the panel did and what is kept; the
// server's first sentence (which versions, what moved) stays as it is.

const RELOAD = / Reload (?:to see the latest text, then try again|and try again)\.$/;
const RELOAD_CONVERSATION = / Reload to see the conversation as it is now, then send it again\.$/;

// What is kept, and what to do, for each kind of request refused.
const KEPT = {
  send: "The latest text is shown now, and your message is back in the box — nothing you typed was lost: check it, then send again.",
  regenerate: "The latest text is shown now; nothing was changed — regenerate again if you still want another reply.",
  edit: "The latest text is shown now, and your edit is still in its box — nothing you typed was lost: check it, then save again.",
};
const KEPT_CONVERSATION = "The conversation as it is now is shown, and your message is back in the box — nothing you typed was lost: check it, then send again.";

/** The server's 409 `detail` with its "Reload …" sentence said as what the panel did for
 *  `kind` ("send", "regenerate", "edit"); any other detail as it is. */
export function staleWords(detail, kind) {
  const text = String(detail || "");
  if (RELOAD_CONVERSATION.test(text)) return text.replace(RELOAD_CONVERSATION, ` ${KEPT_CONVERSATION}`);
  return RELOAD.test(text) ? text.replace(RELOAD, ` ${KEPT[kind]}`) : text;
}
