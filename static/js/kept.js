// Text typed but not yet sent or saved (a suggestion, a hand edit, a new article, a comment…)
// kept in this browser's localStorage, so a reload, a crash or a closed tab does not lose it.
// Storage may be full or disabled (a private window, a locked-down browser): keeping then does
// nothing and nothing is read back — the page still works, the text is just not kept.

/** Keep `value` (anything JSON can hold) under `key`. */
export function keep(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: not kept.
  }
}

/** Forget what is kept under `key`. */
export function forget(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}

/** What is kept under `key`, or null when nothing (readable) is. Text kept as it was typed by
 *  an older page (before everything kept was JSON) comes back as that text. */
export function kept(key) {
  let raw = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
