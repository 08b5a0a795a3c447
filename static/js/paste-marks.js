// What a pasted document's HTML says beside its paragraphs, written as Markdown as the rest of
// Redline writes and reads it (markdown.js, the Word export): a link as [its text](its address)
// — only an http, https or mailto address: a javascript:, data: or in-page link keeps its text
// alone —, bold as **…**, italic as *…*, and a table as a Markdown table (a rule under its first
// row, cells between bars), as app/editing/table_text.py reads one. Pure: strings in, strings out
// (paste.js reads the HTML).
//
// While a paragraph is read (paste.js), each run of text is put between private-use marks for
// its weight and slant — a Google Doc puts each word's style on a span of its own — and a link's
// text between marks with its address; `settleMarks` then joins the runs that touch ("**Fri**" +
// "**day**" is "**Friday**"), keeps spaces outside the marks ("**this** now", not "**this **now")
// and closes a mark at each line break (markdown.js reads no mark across one).

export const BOLD = "\uE001";
export const BOLD_END = "\uE002";
export const ITALIC = "\uE003";
export const ITALIC_END = "\uE004";
export const LINK = "\uE005";
export const LINK_TO = "\uE006";
export const LINK_END = "\uE007";
export const ANY_MARK = "\uE001-\uE007";

/** The weight and the slant a style attribute's value sets: ' data-weight="bold|normal"' and
 *  ' data-slant="italic|normal"' (kept as data on the tag: the page's CSP keeps no style), or "".
 *  Word's "mso-bidi-font-weight:normal" on a <b> is not this font-weight. */
export function emphasisData(style) {
  let kept = "";
  const weight = style.match(/(?<![\w-])font-weight\s*:\s*([\w-]+)/i);
  if (weight) {
    const value = weight[1].toLowerCase();
    const number = Number(value);
    const bold = value === "bold" || value === "bolder" || (number >= 600 && number <= 1000);
    const normal = value === "normal" || value === "lighter" || (number >= 1 && number < 600);
    if (bold || normal) kept += ` data-weight="${bold ? "bold" : "normal"}"`;
  }
  const slant = style.match(/(?<![\w-])font-style\s*:\s*([\w-]+)/i);
  if (slant) {
    const value = slant[1].toLowerCase();
    if (value === "italic" || value === "oblique") kept += ' data-slant="italic"';
    else if (value === "normal") kept += ' data-slant="normal"';
  }
  return kept;
}

const UNSAFE_IN_ADDRESS = { " ": "%20", "(": "%28", ")": "%29", "<": "%3C", ">": "%3E", '"': "%22" };

/** A link's address as Markdown keeps it: an http, https or mailto address, its spaces and
 *  brackets escaped (markdown.js reads none in an address); "" for anything else (javascript:,
 *  data:, a place in the copied page, a relative address that means nothing here). */
export function linkAddress(href) {
  const address = (href || "").trim().replace(/[\t\n\r]/g, "");
  if (!/^(?:https?:\/\/[^\s/]|mailto:\S+@)/i.test(address)) return "";
  return address.replace(/[ ()<>"]/g, (ch) => UNSAFE_IN_ADDRESS[ch]);
}

/** Whether a link's `text` says its `address` already (a bare address pasted as a link). */
function saysAddress(text, address) {
  const bare = (value) => value.toLowerCase().replace(/^(?:https?:\/\/|mailto:)/, "").replace(/\/$/, "");
  return bare(text) === bare(address);
}

/** A link as Markdown: [text](address); its text alone when it has no address or says it; and
 *  "text (address)" when its text holds a bracket or a line break (no Markdown link then). */
function linkMarkdown(words, address) {
  const lead = words.match(/^\s*/)[0];
  const trail = words.slice(lead.length).match(/\s*$/)[0];
  const inner = words.slice(lead.length, words.length - trail.length);
  const plain = inner.replace(new RegExp(`[${ANY_MARK}]`, "g"), "").trim();
  if (!plain || !address || saysAddress(plain, address)) return words;
  if (/[[\]\n]/.test(inner)) return `${lead}${inner} (${address})${trail}`;
  return `${lead}[${inner}](${address})${trail}`;
}

const COMPLETE_LINK = new RegExp(`${LINK}([^${LINK}${LINK_TO}${LINK_END}]*)${LINK_TO}([^${ANY_MARK}]*)${LINK_END}`, "g");
const STRAY_LINK = new RegExp(`${LINK_TO}[^${ANY_MARK}]*${LINK_END}|[${LINK}${LINK_TO}${LINK_END}]`, "g");
const OPENS = { [BOLD]: BOLD_END, [ITALIC]: ITALIC_END };
const WRITTEN = { [BOLD]: "**", [ITALIC]: "*" };

/** `row` (one line) with its marks written as Markdown: each mark's spaces outside it, a mark
 *  round nothing but spaces dropped, a mark closed that was never opened dropped. */
function writeLine(row) {
  const stack = [{ mark: "", text: "" }];
  const close = () => {
    const { mark, text } = stack.pop();
    const lead = text.match(/^\s*/)[0];
    const core = text.slice(lead.length).trimEnd();
    const trail = text.slice(lead.length + core.length);
    stack.at(-1).text += core ? `${lead}${WRITTEN[mark]}${core}${WRITTEN[mark]}${trail}` : text;
  };
  for (const ch of row) {
    if (OPENS[ch]) stack.push({ mark: ch, text: "" });
    else if (ch === BOLD_END || ch === ITALIC_END) {
      if (stack.length > 1 && OPENS[stack.at(-1).mark] === ch) close();
    } else stack.at(-1).text += ch;
  }
  while (stack.length > 1) close();
  return stack[0].text;
}

const SPACE_AFTER_OPENING = new RegExp(`(\\s*)([${BOLD}${ITALIC}${LINK}])(\\s+)`, "g");
const SPACE_BEFORE_CLOSING = new RegExp(`(\\s+)(${LINK_TO}[^${ANY_MARK}]*${LINK_END}|[${BOLD_END}${ITALIC_END}])(\\s*)`, "g");

/** `text` with the spaces just inside each mark moved out of it — one space where there was one
 *  outside already ("Read <b> this</b>" is "Read **this**", not "Read  ** this**"). */
function spacesOutside(text) {
  let moved = text;
  for (let pass = 0; pass < 8; pass += 1) {
    const next = moved
      .replace(SPACE_AFTER_OPENING, (_, before, mark, after) => (before || after) + mark)
      .replace(SPACE_BEFORE_CLOSING, (_, before, mark, after) => mark + (after || before));
    if (next === moved) break;
    moved = next;
  }
  return moved;
}

/** A paragraph's text as read with marks (above), its marks written as Markdown. */
export function settleMarks(text) {
  if (!new RegExp(`[${ANY_MARK}]`).test(text)) return text;
  // Runs of one weight or slant that touch, or stand apart by spaces only, are one.
  let settled = spacesOutside(
    text
      .replace(new RegExp(`${BOLD_END}(\\s*)${BOLD}`, "g"), "$1")
      .replace(new RegExp(`${ITALIC_END}(\\s*)${ITALIC}`, "g"), "$1"),
  );
  settled = settled.replace(COMPLETE_LINK, (_, words, address) => linkMarkdown(words.replace(/\n/g, " "), address));
  settled = settled.replace(STRAY_LINK, ""); // a link cut by a paragraph's end: its text alone
  // A mark open at a line's end is closed there and opened again on the next line.
  const open = [];
  return settled
    .split("\n")
    .map((row) => {
      const carried = open.join("");
      for (const ch of row) {
        if (OPENS[ch]) open.push(ch);
        else if (open.length && OPENS[open.at(-1)] === ch) open.pop();
      }
      const closing = [...open].reverse().map((mark) => OPENS[mark]).join("");
      return writeLine(carried + row + closing);
    })
    .join("\n");
}

/** A table's rows of cells (each cell's text, its marks written) as a Markdown table: the first
 *  row over a rule, each cell's bars escaped, short rows filled with empty cells. */
export function tableMarkdown(rows) {
  const width = Math.max(...rows.map((cells) => cells.length));
  const line = (cells) => {
    const filled = [...cells, ...Array(width - cells.length).fill("")];
    return `| ${filled.map((cell) => cell.replace(/\s+/g, " ").trim().replace(/(?<!\\)\|/g, "\\|")).join(" | ")} |`;
  };
  return [line(rows[0]), `| ${Array(width).fill("---").join(" | ")} |`, ...rows.slice(1).map(line)].join("\n");
}
