// Pasting from Word or Google Docs into a text box: their plain text puts one line break
// between paragraphs, which Redline (a blank line ends a paragraph) would read as one long
// paragraph. The HTML they also put on the clipboard says where paragraphs end: it is read
// as text (never inserted as markup) with a blank line after each paragraph.
//
// Headings and quotes become Markdown's "## …" and "> …" (the panel shows them as such).
//
// Word (desktop) writes a list as paragraphs, each with `mso-list: l0 level1` in its style and
// its bullet or number in a span styled `mso-list: Ignore`: those become one paragraph of
// "- item" / "1. item" lines, as Google Docs' <ul>/<ol> do — not a paragraph per item
// starting with Word's "·".
//
// Links, bold, italic and tables are kept as Markdown (paste-marks.js): [the report](https://…),
// **Friday**, *please*, | a | b |. A pasted block — more than one paragraph, or one that begins
// with a heading, a list, a quote or a table — starts a paragraph of its own where the caret is
// (not "Second paragraph.## News"); a phrase pasted inside a line stays in the line.

import {
  ANY_MARK, BOLD, BOLD_END, ITALIC, ITALIC_END, LINK, LINK_END, LINK_TO,
  emphasisData, linkAddress, settleMarks, tableMarkdown,
} from "./paste-marks.js";

const BLOCKS = new Set([
  "ADDRESS", "ARTICLE", "ASIDE", "BLOCKQUOTE", "DD", "DIV", "DL", "DT", "FIGCAPTION", "FIGURE",
  "FOOTER", "H1", "H2", "H3", "H4", "H5", "H6", "HEADER", "HR", "LI", "MAIN", "OL", "P", "PRE",
  "SECTION", "TABLE", "TR", "UL",
]);
const SKIPPED = new Set(["HEAD", "SCRIPT", "STYLE", "TITLE", "META", "LINK", "TEMPLATE", "NOSCRIPT"]);

const STYLE = /\sstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;

// Word writes its HTML in lines of about 80 characters, breaking Chinese and Japanese text
// anywhere: a line break in the source between two such characters is no space in the text
// (its plain text has none), as CSS Text reads it; elsewhere it is a space. It is kept as
// BREAK while a paragraph is read, then settled (`inline`).
const BREAK = "\uE000";
const WIDE = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6`;
const BREAK_BETWEEN_WIDE = new RegExp(`(?<=[${WIDE}][${ANY_MARK}]*)${BREAK}+(?=[${ANY_MARK}]*[${WIDE}])`, "gu");

/** A paragraph's text read from HTML source: Word's line breaks settled, runs of spaces one,
 *  its links, bold and italic written as Markdown. */
function inline(text) {
  return settleMarks(text.replace(BREAK_BETWEEN_WIDE, "").replaceAll(BREAK, " "));
}

/** A tag without its style attribute; what its style said of weight and slant, and Word's of
 *  lists, is kept as data. */
function unstyledTag(tag) {
  const style = [...tag.matchAll(STYLE)].map((match) => match[1].replace(/^["']|["']$/g, "")).join(";");
  let kept = emphasisData(style);
  if (/mso-list\s*:\s*ignore/i.test(style)) kept += " data-word-marker";
  else {
    const list = style.match(/mso-list\s*:\s*(l\d+)\s+level(\d+)/i);
    if (list) kept += ` data-word-list="${list[1]}" data-word-level="${list[2]}"`;
  }
  const bare = tag.replace(STYLE, "");
  return kept ? bare.replace(/\s*\/?>$/, (end) => kept + end) : bare;
}

// A bullet is one character in a symbol font (·, o, §, ▪, Ø), written "-"; a number keeps its
// words ("1.", "a)", "iv.", "一、", "（1）").
const TYPED_MARKER = /^\s*(?:([·•o§▪\u2013\u2014-]|(?:\d+|[a-z]|[ivxlc]+)[.)])\s+|([一二三四五六七八九十]+、|（\d+）)\s*)/i;

/** A Word list paragraph's line: its marker (from the span Word marks, else its first word)
 *  as "-" or the number, indented two spaces a level. */
function wordListLine(marker, text, level) {
  let mark = marker.replace(/\s+/g, "");
  let words = text;
  if (!mark) {
    const typed = text.match(TYPED_MARKER);
    mark = typed ? typed[1] || typed[2] : "";
    if (typed) words = text.slice(typed[0].length);
  }
  const shown = [...mark].length > 1 ? mark : "-";
  // Chinese numbering ends in its own full-width mark (一、, （1）): no space after it.
  const space = /[、）．]$/.test(shown) ? "" : " ";
  return `${"  ".repeat(Math.max(0, level - 1))}${shown}${space}${words.trim()}`;
}

/** The paragraphs of an HTML fragment as plain text: blocks apart by a blank line, a list's
 *  items one a line ("- item", "1. item"), <br> a line break, a table as a Markdown table, links,
 *  bold and italic as Markdown. */
export function htmlToParagraphs(html) {
  // Styles are dropped before parsing: the page's CSP would report every inline style the
  // parser met (Word puts one on each paragraph), and the text does not need them (what they
  // say of weight, slant and Word's lists is kept as data: unstyledTag).
  const unstyled = html.replace(/<style\b[\s\S]*?<\/style\s*>/gi, "").replace(/<[^>]+>/g, unstyledTag);
  const doc = new DOMParser().parseFromString(unstyled, "text/html");
  return readParagraphs(doc.body, PLAIN_TEXT).join("\n\n");
}

// How the text being read looks: bold, italic, inside a link, and whether emphasis is written
// at all (not in a heading or a table's first row, which are bold as such).
const PLAIN_TEXT = { bold: false, italic: false, link: false, bare: false };

/** The look of `child`'s text, inside text that looks as `style` says. */
function lookOf(child, style) {
  const tag = child.tagName;
  const weight = child.dataset.weight;
  const slant = child.dataset.slant;
  return {
    bold: weight ? weight === "bold" : tag === "B" || tag === "STRONG" || style.bold,
    italic: slant ? slant === "italic" : tag === "I" || tag === "EM" || style.italic,
    link: style.link,
    bare: style.bare || /^H[1-6]$/.test(tag) || tag === "TH",
  };
}

/** The paragraphs of `root`'s content (see htmlToParagraphs), its text looking as `look` says. */
function readParagraphs(root, look) {
  const paragraphs = [];
  let line = "";
  // The Word list being read: its id and its lines so far (one paragraph when it ends).
  let wordList = null;
  const endWordList = () => {
    if (wordList?.lines.length) paragraphs.push(wordList.lines.join("\n"));
    wordList = null;
  };
  const flush = () => {
    const text = inline(line)
      .split("\n")
      .map((part) => part.trim())
      .join("\n")
      .trim();
    if (text) {
      endWordList();
      paragraphs.push(text);
    }
    line = "";
  };
  let marker = null; // the text of Word's list marker, while one is being read
  const walk = (node, pre, list, style) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        // Outside <pre>, runs of spaces and line breaks in HTML source are one space (so is
        // &nbsp;), or BREAK where the run holds a line break.
        if (marker !== null) {
          marker += child.data;
          continue;
        }
        // (the marks this reading puts in the text are never taken from the page's own)
        const data = child.data.replace(/[\uE000-\uE007]/g, "");
        const text = pre ? data : data.replace(/\s+/g, (run) => (/[\r\n]/.test(run) ? BREAK : " "));
        const bold = style.bold && !style.bare;
        const italic = style.italic && !style.bare;
        line += `${bold ? BOLD : ""}${italic ? ITALIC : ""}${text}${italic ? ITALIC_END : ""}${bold ? BOLD_END : ""}`;
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE || SKIPPED.has(child.tagName)) continue;
      const tag = child.tagName;
      const look = lookOf(child, style);
      if (child.hasAttribute("data-word-marker")) {
        const outer = marker;
        marker = marker ?? "";
        walk(child, pre, list, look);
        if (outer === null) {
          child.dataset.wordMarker = marker;
          marker = null;
        }
        continue;
      }
      if (child.dataset.wordList && !list) {
        flush();
        const id = child.dataset.wordList;
        if (wordList?.id !== id) endWordList();
        wordList ??= { id, lines: [] };
        const before = line;
        line = "";
        walk(child, pre, null, look);
        const text = inline(line).replace(/\s+/g, " ").trim();
        line = before;
        const mark = [...child.querySelectorAll("[data-word-marker]")].map((m) => m.dataset.wordMarker).join("");
        if (text) wordList.lines.push(wordListLine(mark, text, Number(child.dataset.wordLevel) || 1));
        continue;
      }
      if (tag === "A" && !style.link && marker === null) {
        // A link keeps its address: [text](address), once its text is read (paste-marks.js).
        const address = linkAddress(child.getAttribute("href"));
        if (address) {
          line += LINK;
          walk(child, pre, list, { ...look, link: true });
          line += `${LINK_TO}${address}${LINK_END}`;
          continue;
        }
      }
      if (tag === "BR") {
        line += "\n";
        continue;
      }
      if (tag === "TABLE" && !list && readTable(child, look)) continue;
      if (tag === "TD" || tag === "TH") {
        if (line && !line.endsWith("\n")) line += "\t";
        walk(child, pre, null, look);
        continue;
      }
      if (!BLOCKS.has(tag)) {
        walk(child, pre, list, look);
        continue;
      }
      if (tag === "UL" || tag === "OL") {
        flush();
        const items = { ordered: tag === "OL", number: Number(child.getAttribute("start") || 1), lines: [] };
        walk(child, pre, items, look);
        if (items.lines.length) paragraphs.push(items.lines.join("\n"));
        continue;
      }
      if (tag === "LI" && list) {
        const before = line;
        line = "";
        walk(child, pre, list, look);
        const text = inline(line).replace(/\s+/g, " ").trim();
        line = before;
        if (text) list.lines.push(`${list.ordered ? `${list.number++}.` : "-"} ${text}`);
        continue;
      }
      if (list) {
        // A paragraph inside a list item (Google Docs wraps each item's text in one).
        walk(child, pre, list, look);
        continue;
      }
      // A heading and a quote are kept as Markdown writes them, as a list is ("- item"): the
      // article view and the Word export show "## …" as a heading and "> …" as a quote, so a
      // document pasted from a web page or Word reads as the same text typed in Markdown.
      if (/^H[1-6]$/.test(tag)) {
        flush();
        walk(child, pre, null, look);
        const text = inline(line).replace(/\s+/g, " ").trim();
        line = "";
        if (text) {
          endWordList();
          paragraphs.push(`${"#".repeat(Number(tag[1]))} ${text}`);
        }
        continue;
      }
      if (tag === "BLOCKQUOTE") {
        flush();
        const from = paragraphs.length;
        walk(child, pre, null, look);
        flush();
        for (let i = from; i < paragraphs.length; i += 1) paragraphs[i] = paragraphs[i].split("\n").map((text) => `> ${text}`).join("\n");
        continue;
      }
      flush();
      walk(child, pre || tag === "PRE", null, look);
      flush();
    }
  };
  /** A table of two columns or more as one paragraph, a Markdown table (true); a table of one
   *  column — a page's layout, a boxed note — is read as its paragraphs (false). */
  const readTable = (table, look) => {
    const rows = [...table.rows].map((row, index) =>
      [...row.cells].flatMap((cell) => {
        const seen = lookOf(cell, look);
        const text = readParagraphs(cell, index === 0 ? { ...seen, bare: true } : seen).join(" ");
        return [text, ...Array(Math.max(0, Math.min(Number(cell.colSpan) || 1, 50) - 1)).fill("")];
      }),
    );
    if (!rows.length || Math.max(...rows.map((cells) => cells.length)) < 2) return false;
    flush();
    endWordList();
    paragraphs.push(tableMarkdown(rows));
    return true;
  };
  walk(root, false, null, look);
  flush();
  endWordList();
  return paragraphs;
}

/** Whether the clipboard's HTML has paragraphs worth keeping (a copied word has none), or a
 *  link, bold or italic a copied phrase would lose as plain text. */
function worthReading(html) {
  return (
    /<(p|div|li|h[1-6]|br|tr|blockquote)\b/i.test(html) ||
    /<(b|strong|i|em)\b|<a\s[^>]*href|font-weight\s*:\s*(bold|[6-9]00)|font-style\s*:\s*italic/i.test(html)
  );
}

// A pasted text that is a block: more than one paragraph, or one that is a heading, a list, a
// quote or a table (markdown.js and panel/blocks.js read those only at a paragraph's start).
const BLOCK_TEXT = /\n\s*\n|^(?:#{1,6}[ \t]|>|[-*+][ \t]|\d{1,9}[.)][ \t]|\|)/;

/** The selection widened over the spaces around it and `text` with the line breaks that make
 *  it a paragraph of its own — a blank line before it unless it starts the text, after it
 *  unless it ends it: [start, end, text]. */
function asOwnParagraph(value, start, end, text) {
  while (start > 0 && /[ \t]/.test(value[start - 1])) start -= 1;
  while (end < value.length && /[ \t]/.test(value[end])) end += 1;
  const before = value.slice(0, start).match(/\n*$/)[0].length;
  const after = value.slice(end).match(/^\n*/)[0].length;
  const lead = start === 0 ? "" : "\n".repeat(Math.max(0, 2 - before));
  const trail = end === value.length ? "" : "\n".repeat(Math.max(0, 2 - after));
  return [start, end, lead + text + trail];
}

/** Paste into `box` (a textarea) as paragraphs when the clipboard holds a document's HTML. */
export function pasteAsParagraphs(box) {
  box.addEventListener("paste", (event) => {
    const html = event.clipboardData?.getData("text/html") || "";
    if (!html || !worthReading(html)) return;
    let text = htmlToParagraphs(html);
    if (!text) return;
    event.preventDefault();
    if (BLOCK_TEXT.test(text)) {
      // "Second paragraph.## News" would be neither the paragraph nor a heading.
      let start, end;
      [start, end, text] = asOwnParagraph(box.value, box.selectionStart, box.selectionEnd, text);
      box.setSelectionRange(start, end);
    } else {
      // A phrase: the spaces copied around it (the HTML's are read as a paragraph's, trimmed).
      const plain = event.clipboardData.getData("text/plain");
      text = plain.match(/^[ \t]*/)[0] + text + plain.match(/[ \t]*$/)[0];
    }
    // insertText keeps Ctrl+Z working and tells the page the box changed (an input event).
    if (!document.execCommand("insertText", false, text)) {
      box.setRangeText(text, box.selectionStart, box.selectionEnd, "end");
      box.dispatchEvent(new Event("input", { bubbles: true }));
    }
  });
}

// A page's title pasted with its text: "# Title" atop the text, as htmlToParagraphs writes an
// <h1> (a Markdown file's first line reads the same).
const TOP_HEADING = /^\s*#[ \t]+([^\n]*\S)[ \t]*\n\s*\n/;

/** A page copied whole brings its title along as the text's first heading. As a file's heading
 *  is (importing.js), it is the article's title: put in the empty title box, and not repeated
 *  atop the text when the title box already says the same. `tell(sentence)` says which. */
export function titleFromPastedHeading(box, titleBox, tell) {
  // Captured: what the box held before pasteAsParagraphs (a listener of the bubbling phase)
  // puts the paste in.
  box.addEventListener("paste", () => {
    const before = box.value;
    // After the paste is in: this page's own (pasteAsParagraphs) or the browser's.
    setTimeout(() => {
      const heading = box.value.match(TOP_HEADING);
      if (!heading || before.match(TOP_HEADING)) return;
      const title = titleBox.value.trim();
      if (title && title !== heading[1].trim()) return;
      box.value = box.value.slice(heading[0].length);
      box.dispatchEvent(new Event("input", { bubbles: true }));
      if (title) {
        tell("The heading you pasted is the title, so it is not repeated atop the text.");
      } else {
        titleBox.value = heading[1].trim();
        titleBox.dispatchEvent(new Event("input", { bubbles: true }));
        tell("The heading you pasted is now the title: check it, then create.");
      }
    });
  }, { capture: true });
}
