// A Markdown table is one block wherever it stands, as app/domain/table_blocks.py reads it (the
// same rule, line for line): no paragraph break inside a table (a text of one paragraph a line
// had each row, and the |---|---| rule, as a paragraph), and a break at each end of a table
// that shares its block with a line of prose. A table: a heading row, a rule and any rows,
// every line between bars, outside a fenced code block.

const ROW = /^[ \t]*\|[^]*\|[ \t]*$/;
const RULE = /^[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*$/;
const FENCE = /^[ \t]{0,3}(?:```|~~~)/;
const EOL = /\r\n|[\r\n\u2029]/g;

function lines(text) {
  const spans = [];
  let start = 0;
  for (const match of text.matchAll(EOL)) {
    spans.push([start, match.index]);
    start = match.index + match[0].length;
  }
  spans.push([start, text.length]);
  return spans;
}

/** Where each table of `text` is: [start, end] from its heading row to its last row's end. */
export function tableSpans(text) {
  if (!text.includes("|") || !text.includes("-")) return [];
  const all = lines(text);
  const rows = all.map(([s, e]) => ROW.test(text.slice(s, e)));
  const spans = [];
  let fenced = false;
  let index = 0;
  while (index < all.length) {
    const [start, end] = all[index];
    const line = text.slice(start, end);
    if (FENCE.test(line)) fenced = !fenced;
    else if (!fenced && rows[index] && index + 1 < all.length && rows[index + 1] && RULE.test(text.slice(...all[index + 1]))) {
      let last = index + 1;
      while (last + 1 < all.length && rows[last + 1]) last += 1;
      spans.push([start, all[last][1]]);
      index = last + 1;
      continue;
    }
    index += 1;
  }
  return spans;
}

const spacesBefore = (text, at) => {
  while (at > 0 && (text[at - 1] === " " || text[at - 1] === "\t")) at -= 1;
  return at;
};

/** The breaks [start, end] a splitter found in `text`, with every table one block. */
export function withTables(text, breaks, tables = tableSpans(text)) {
  if (!tables.length) return breaks;
  const kept = breaks.filter(([s, e]) => !tables.some(([t0, t1]) => t0 <= s && e <= t1));
  const added = [];
  for (const [t0, t1] of tables) {
    if (t0 > 0 && !kept.some(([s, e]) => s < t0 && t0 <= e)) {
      const eol = text.startsWith("\r\n", t0 - 2) ? 2 : 1;
      added.push([spacesBefore(text, t0 - eol), t0]);
    }
    if (t1 < text.length && !kept.some(([s, e]) => s <= t1 && t1 < e)) {
      const eol = text.startsWith("\r\n", t1) ? 2 : 1;
      added.push([spacesBefore(text, t1), t1 + eol]);
    }
  }
  return [...kept, ...added].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}
