// Comments on revisions, as the writer sees them: beside each version in the history (a
// count, the comments shown when the row is opened) and under a revision's changes.

import { api, el, formatTime } from "../api.js";
import { contentId, dom, enc } from "./state.js";

/** The article's comments by revision id (oldest first); none when they cannot be read. */
export async function commentsByRevision() {
  const byRevision = new Map();
  try {
    for (const comment of await api("GET", `/api/contents/${enc(contentId)}/comments`)) {
      if (!byRevision.has(comment.revision_id)) byRevision.set(comment.revision_id, []);
      byRevision.get(comment.revision_id).push(comment);
    }
  } catch {
    // The history is still worth showing without its comments.
  }
  return byRevision;
}

export function commentList(comments) {
  return el(
    "ul",
    { class: "comment-list" },
    ...comments.map((comment) =>
      el(
        "li",
        { class: "comment" },
        el(
          "div",
          { class: "comment-head" },
          el("strong", {}, comment.author?.name || "Someone"),
          el("time", { datetime: comment.created_at }, formatTime(comment.created_at)),
        ),
        el("p", { class: "comment-text" }, comment.text),
      ),
    ),
  );
}

/** A history row's comments: a button with the count that opens them under the row. */
export function historyComments(comments, label) {
  if (!comments?.length) return null;
  const count = `${comments.length} ${comments.length === 1 ? "comment" : "comments"}`;
  const list = el("div", { class: "hist-comments", hidden: true }, commentList(comments));
  const button = el(
    "button",
    {
      type: "button",
      class: "hist-comments-toggle",
      "aria-expanded": "false",
      "aria-label": `${count} on ${label}`,
      onclick: () => {
        list.hidden = !list.hidden;
        button.setAttribute("aria-expanded", String(!list.hidden));
      },
    },
    count,
  );
  return { button, list };
}

// The revision whose comments the changes bar shows (a newer request wins over a slower one).
let shownFor = null;

/** Show the comments on `revisionId` under its changes (nothing for a comparison). */
export async function showRevisionComments(revisionId, label) {
  shownFor = revisionId;
  dom.changesComments.hidden = true;
  dom.changesComments.replaceChildren();
  if (!revisionId) return;
  let comments;
  try {
    comments = await api("GET", `/api/revisions/${enc(revisionId)}/comments`);
  } catch {
    return; // the changes are shown all the same
  }
  if (shownFor !== revisionId || !comments.length) return;
  dom.changesComments.replaceChildren(el("h3", {}, `Comments on ${label}`), commentList(comments));
  dom.changesComments.hidden = false;
}
