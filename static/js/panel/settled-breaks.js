// A paragraph break is drawn only when it lies whole in one run of text (text.js cuts each
// run at the breaks inside it). The server's diff may split a break between a change and the
// text after it — “老陈\n” → “陈师傅\n”, then “\n## 三、…”; a row added to a table as
// “| 3 | 4 |\n” between “…| 1 | 2 |\n” and “\n> Quote” (in English too) — and the changed
// paragraph, table or quote and the block after it were drawn as one paragraph of raw
// Markdown (outside54 F4). The same text aligned another way keeps the
// break whole: the line ends both sides of a change share move out of it, and a lone
// insertion or deletion ending with the line ends the text before it also ends with is read
// one line earlier. Only where a break would be split: the words each side reads stay as
// they are, and so does the text each side of the change says.

const ENDS = /[^\S\n]*\n[^\S\n]*$/; // the line end a run finishes with (and spaces beside it)
const STARTS = /^[^\S\n]*\n/; // a line end opening a run

const sideOf = (change, op) => change.parts.filter((p) => p.op === op);

/** The line end `text` finishes with, or "" (none). */
const lineEnd = (text) => (text.match(ENDS) || [""])[0];

function dropEnd(parts, end) {
  const last = parts[parts.length - 1];
  last.text = last.text.slice(0, last.text.length - end.length);
}

/** `items` (groupChanges' runs) with no break split between a change and the text after it. */
export function settleBreaks(items) {
  for (let i = 0; i < items.length; i += 1) {
    const change = items[i];
    const after = items[i + 1];
    if (change.kind !== "change" || after?.kind !== "equal" || !STARTS.test(after.text)) continue;
    const removed = sideOf(change, "delete");
    const added = sideOf(change, "insert");
    if (removed.length && added.length) {
      const end = lineEnd(removed[removed.length - 1].text);
      if (!end || lineEnd(added[added.length - 1].text) !== end) continue;
      // Both sides end with the same line end: it is the text after the change's.
      if (removed[removed.length - 1].text === end || added[added.length - 1].text === end) continue;
      dropEnd(removed, end);
      dropEnd(added, end);
      after.text = end + after.text;
      continue;
    }
    const before = items[i - 1];
    const parts = removed.length ? removed : added;
    if (before?.kind !== "equal" || parts.length !== 1) continue;
    const end = lineEnd(parts[0].text);
    if (!end || end === parts[0].text || !before.text.endsWith(end)) continue;
    // “…| 1 | 2 |\n” + [“| 3 | 4 |\n”] + “\n> …” reads the same as
    // “…| 1 | 2 |” + [“\n| 3 | 4 |”] + “\n\n> …”: the row added after the line end before it.
    before.text = before.text.slice(0, before.text.length - end.length);
    parts[0].text = end + parts[0].text.slice(0, parts[0].text.length - end.length);
    after.text = end + after.text;
  }
  return items;
}
