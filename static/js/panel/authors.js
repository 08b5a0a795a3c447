// Who made a message, a version or a comment, as the reader is told: their own is "You", a
// colleague's by name, and what was done in the single-user mode — its author is Redline's
// "You" of that time — is named as made before accounts once the reader is signed in, never
// with the reader's own label (outside49 F4).

/** The reader, as the page says ("user:u123"; "local:local" in the single-user mode). */
export const ME = document.body.dataset.me || "";

/** Whether `author` (a record's) is the single-user mode's while the reader is signed in. */
export function beforeAccounts(author) {
  return author?.kind === "local" && ME !== "" && !ME.startsWith("local:");
}

/** Whether `author` is someone else than the reader, an API key acting for the reader being
 *  the reader's own client. */
function someoneElse(author) {
  return `${author.kind}:${author.id}` !== ME && !(author.user_id && `user:${author.user_id}` === ME);
}

/** The colleague who made the change the head of `path` shows at `version` (kind of the
 *  article event: a reply, a hand edit, a restore, a rejection), or null: this reader's own
 *  doing (another tab, their own client), a move of the head, or not told. */
export function changedBy(path, version, kind) {
  if (!["turn", "manual", "restore", "reject"].includes(kind)) return null;
  const head = path?.length ? path[path.length - 1] : null;
  const author = head?.author;
  if (!author || head.version !== version || author.kind === "local" || !someoneElse(author)) return null;
  return author.name || null;
}
