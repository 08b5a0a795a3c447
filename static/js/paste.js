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
const BREAK_BETWEEN_WIDE = new RegExp(`(?<=[${WIDE}])${BREAK}+(?=[${WIDE}])`, "gu");

/** A paragraph's text read from HTML source: Word's line breaks settled, runs of spaces one. */
function inline(text) {
  return text.replace(BREAK_BETWEEN_WIDE, "").replaceAll(BREAK, " ");
}

/** A tag without its style attribute; what Word's style said about lists is kept as data. */
function unstyledTag(tag) {
  const style = [...tag.matchAll(STYLE)].map((match) => match[1]).join(";");
  let kept = "";
  if (/mso-list\s*:\s*ignore/i.test(style)) kept = " data-word-marker";
  else {
    const list = style.match(/mso-list\s*:\s*(l\d+)\s+level(\d+)/i);
    if (list) kept = ` data-word-list="${list[1]}" data-word-level="${list[2]}"`;
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
 *  items one a line ("- item", "1. item"), <br> a line break, a table row's cells by tabs. */
export function htmlToParagraphs(html) {
  // Styles are dropped before parsing: the page's CSP would report every inline style the
  // parser met (Word puts one on each paragraph), and the text does not need them.
  const unstyled = html.replace(/<style\b[\s\S]*?<\/style\s*>/gi, "").replace(/<[^>]+>/g, unstyledTag);
  const doc = new DOMParser().parseFromString(unstyled, "text/html");
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
  const walk = (node, pre, list) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        // Outside <pre>, runs of spaces and line breaks in HTML source are one space (so is
        // &nbsp;), or BREAK where the run holds a line break.
        if (marker !== null) marker += child.data;
        else line += pre ? child.data : child.data.replace(/\s+/g, (run) => (/[\r\n]/.test(run) ? BREAK : " "));
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE || SKIPPED.has(child.tagName)) continue;
      const tag = child.tagName;
      if (child.hasAttribute("data-word-marker")) {
        const outer = marker;
        marker = marker ?? "";
        walk(child, pre, list);
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
        walk(child, pre, null);
        const text = inline(line).replace(/\s+/g, " ").trim();
        line = before;
        const mark = [...child.querySelectorAll("[data-word-marker]")].map((m) => m.dataset.wordMarker).join("");
        if (text) wordList.lines.push(wordListLine(mark, text, Number(child.dataset.wordLevel) || 1));
        continue;
      }
      if (tag === "BR") {
        line += "\n";
        continue;
      }
      if (tag === "TD" || tag === "TH") {
        if (line && !line.endsWith("\n")) line += "\t";
        walk(child, pre, null);
        continue;
      }
      if (!BLOCKS.has(tag)) {
        walk(child, pre, list);
        continue;
      }
      if (tag === "UL" || tag === "OL") {
        flush();
        const items = { ordered: tag === "OL", number: Number(child.getAttribute("start") || 1), lines: [] };
        walk(child, pre, items);
        if (items.lines.length) paragraphs.push(items.lines.join("\n"));
        continue;
      }
      if (tag === "LI" && list) {
        const before = line;
        line = "";
        walk(child, pre, list);
        const text = inline(line).replace(/\s+/g, " ").trim();
        line = before;
        if (text) list.lines.push(`${list.ordered ? `${list.number++}.` : "-"} ${text}`);
        continue;
      }
      if (list) {
        // A paragraph inside a list item (Google Docs wraps each item's text in one).
        walk(child, pre, list);
        continue;
      }
      // A heading and a quote are kept as Markdown writes them, as a list is ("- item"): the
      // article view and the Word export show "## …" as a heading and "> …" as a quote, so a
      // document pasted from a web page or Word reads as the same text typed in Markdown.
      if (/^H[1-6]$/.test(tag)) {
        flush();
        walk(child, pre, null);
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
        walk(child, pre, null);
        flush();
        for (let i = from; i < paragraphs.length; i += 1) paragraphs[i] = paragraphs[i].split("\n").map((text) => `> ${text}`).join("\n");
        continue;
      }
      flush();
      walk(child, pre || tag === "PRE", null);
      flush();
    }
  };
  walk(doc.body, false, null);
  flush();
  endWordList();
  return paragraphs.join("\n\n");
}

/** Whether the clipboard's HTML has paragraphs worth keeping (a copied word has none). */
function hasBlocks(html) {
  return /<(p|div|li|h[1-6]|br|tr|blockquote)\b/i.test(html);
}

/** Paste into `box` (a textarea) as paragraphs when the clipboard holds a document's HTML. */
export function pasteAsParagraphs(box) {
  box.addEventListener("paste", (event) => {
    const html = event.clipboardData?.getData("text/html") || "";
    if (!html || !hasBlocks(html)) return;
    const text = htmlToParagraphs(html);
    if (!text) return;
    event.preventDefault();
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
