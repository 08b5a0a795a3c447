// A send, regenerate or edit refused because the article moved on meanwhile (409), or because
// the conversation did (another tab rolled back, switched branch, regenerated or sent:
// `head_id`). The server ends its sentence with "Reload to see the latest text, then try
// again." (or "… the conversation as it is now, then send it again." and the like) — but the
// panel has already read and drawn the latest, and a reload is the one thing that could cost
// the writer what they typed. Its last sentence is said here as what the panel did and what is
// kept; the server's first sentence (which versions, what moved) stays as it is.

const RELOAD = / Reload (?:to see the latest text, then try again|and try again)\.$/;
// The conversation moved on (app/editing/sent_message.py: HEAD_MOVED and its edit and
// regenerate forms), each with what the panel did instead of the reload it asks for.
const RELOAD_CONVERSATION = / Reload to see the conversation as it is now, then (send it again|save your edit again|regenerate again if you still want another reply)\.$/;

// What is kept, and what to do, for each kind of request refused.
const KEPT = {
  send: "The latest text is shown now, and your message is back in the box — nothing you typed was lost: check it, then send again.",
  regenerate: "The latest text is shown now; nothing was changed — regenerate again if you still want another reply.",
  edit: "The latest text is shown now, and your edit is still in its box — nothing you typed was lost: check it, then save again.",
};
const KEPT_CONVERSATION = {
  send: "The conversation as it is now is shown, and your message is back in the box — nothing you typed was lost: check it, then send again.",
  regenerate: "The conversation as it is now is shown; nothing was changed — regenerate again if you still want another reply.",
  edit: "The conversation as it is now is shown, and your edit is still in its box — nothing you typed was lost: check it, then save again.",
  // The message edited is no longer on the path shown (another tab went back before it).
  "edit-gone": "The conversation as it is now is shown, and the message you edited is no longer in it: your edit is kept, and comes back in that message's box when it is shown after a reload.",
};

// The summary of a reply that came after another change (app/editing/answers.py MOVED_ON):
// the server saved it beside the path, the head left where that change put it.
export const MOVED_ON = "Not applied: the article changed meanwhile.";

// A send refused while another message's reply is still being written: sent then, it would
// have taken that reply's place (app/editing/queued_send.py STILL_ANSWERED).
const STILL_ANSWERED = /^Another message is still being answered:/;

/** Whether a 409's `detail` says another message's reply is still being written. */
export function stillAnswered(detail) {
  return STILL_ANSWERED.test(String(detail || ""));
}

/** Whether a 409's `detail` says the conversation moved on (not the article). */
export function conversationMoved(detail) {
  return RELOAD_CONVERSATION.test(String(detail || ""));
}

/** The server's 409 `detail` with its "Reload …" sentence said as what the panel did for
 *  `kind` ("send", "regenerate", "edit", "edit-gone"); any other detail as it is. */
export function staleWords(detail, kind) {
  const text = String(detail || "");
  if (RELOAD_CONVERSATION.test(text)) return text.replace(RELOAD_CONVERSATION, ` ${KEPT_CONVERSATION[kind] || KEPT_CONVERSATION.send}`);
  return RELOAD.test(text) ? text.replace(RELOAD, ` ${KEPT[kind === "edit-gone" ? "edit" : kind]}`) : text;
}
