// A Regenerate, a Retry or an edited message whose reply failed gives the writer back what
// they had (app/editing/failed_back.py): the reply they had, or the branch they were on, with
// its version. The failed reply is then kept beside, behind ›: "the reply says why; press its
// Retry" would point at a reply that is not on screen. So the status line says the reason
// itself, what is back, and where the failed reply and its Retry are.
import { retryWillNotHelp } from "./message-text.js";
import { inReaderLanguage, state } from "./state.js";

/** What to say when the newest reply to `messageId` failed and the server put the writer back
 *  where they were (the failure not on the path shown); null otherwise. */
export function failedReplyBack(messageId) {
  const replies = state.children.get(messageId) || [];
  const failed = replies[replies.length - 1];
  const path = state.session?.path || [];
  const onPath = (id) => path.some((m) => m.id === id);
  if (!failed || failed.status !== "error" || !path.length || onPath(failed.id)) return null;
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
  const reason = (failed.content || "").trim();
  return [inReaderLanguage("The new reply failed:"), reason, inReaderLanguage(where)].filter(Boolean).join(" ");
}
