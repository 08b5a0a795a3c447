// What the status line says after a Regenerate, a Retry or an edited message whose reply failed
// (outside53 F7, F9, F10).
//
// A failed Regenerate of a good reply, or one a server crash cut, gives back the reply the
// writer had (app/editing/failed_back.py, stopped_again.py): the failed reply is kept behind ›,
// so "the reply says why; press its Retry" pointed at a reply not on screen, and after a crash
// "the reply arrived: V4 saved" called the old reply new. The line says the reason itself, what
// is back, and where the failed reply and its Retry are.
//
// A failed edit of an earlier message stays the head on the edited branch, the article at the
// version before the message it replaces: the page went from V4 to V1 while the line said
// "Nothing was changed". The line says which version is shown and where the later ones are.
import { retryWillNotHelp } from "./message-text.js";
import { inReaderLanguage, state } from "./state.js";

const onPath = (id) => (state.session?.path || []).some((m) => m.id === id);

/** What to say when the newest reply to `messageId` failed and the server put the writer back
 *  where they were (the failure not on the path shown); null otherwise. */
export function failedReplyBack(messageId) {
  const replies = state.children.get(messageId) || [];
  const failed = replies[replies.length - 1];
  if (!failed || failed.status !== "error" || !state.session?.path?.length || onPath(failed.id)) return null;
  const asked = state.nodes.get(messageId);
  const version = state.content.version;
  const retry = retryWillNotHelp(failed) ? "" : " and Retry";
  let where;
  if (onPath(messageId)) {
    where = `The reply you had before is back, and the article is as it was (V${version}). The failed reply is kept beside it${retry ? ", with its Retry" : ""}: press › on the reply to see it.`;
  } else if (asked?.edited_from && onPath(asked.edited_from)) {
    where = `The branch you were on is back, and the article is as it was (V${version}). Your edited message is kept beside it with its failed reply${retry}: press › on that message to see them.`;
  } else {
    return null;
  }
  const reason = inReaderLanguage((failed.content || "").trim());
  const said = [inReaderLanguage("The new reply failed:"), reason, inReaderLanguage(where)].filter(Boolean);
  // Chinese runs its sentences together: a space between two reads as a gap.
  const joined = (line, part) => /[：。！？）”]$/.test(line) && /^[\u3400-\u9fff“（]/.test(part);
  return said.reduce((line, part) => line + (joined(line, part) ? "" : " ") + part);
}

/** The end of the branch an edited message replaced, as the server follows it (the writer's
 *  last choices, else the newest child). */
function branchEnd(message) {
  const choices = state.session?.active_child || {};
  const seen = new Set();
  let at = message;
  while (at && !seen.has(at.id)) {
    seen.add(at.id);
    const kids = state.children.get(at.id) || [];
    if (!kids.length) break;
    at = kids.find((kid) => kid.id === choices[at.id]) || kids[kids.length - 1];
  }
  return at;
}

/** For `reply` to an edited earlier message, on screen with the article at an older version
 *  than the branch it replaced reached: which version is shown and where the later ones are
 *  (app/editing/failed_back.py says the same in a failed reply). "" otherwise. */
export function editedBranchNote(reply) {
  const asked = state.nodes.get(reply?.parent_id || "");
  const replaced = asked?.edited_from ? state.nodes.get(asked.edited_from) : null;
  if (!replaced || !onPath(asked.id) || onPath(replaced.id)) return "";
  const shown = state.content.version;
  const end = branchEnd(replaced);
  if (!end || !(end.version > shown)) return "";
  return `The article now shows V${shown}, as it was before the message you edited; the later versions, up to V${end.version}, stay on the branch you were on: press ‹ on your message to go back to them.`;
}

/** The status line for `reply`, a failed or unchanging answer to an edited earlier message
 *  (see editedBranchNote); null when it needs none of this. */
export function editedBranchLine(reply) {
  const note = editedBranchNote(reply);
  if (!note || reply.revision_id) return null;
  if (reply.status === "error") {
    const retry = retryWillNotHelp(reply) ? "" : "; press its Retry when ready";
    return `The reply to your edited message failed — it says why${retry}. ${note}`;
  }
  return reply.status === "ok" ? `Reply received. ${note}` : null;
}
