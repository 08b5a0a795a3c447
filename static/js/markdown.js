// Inline Markdown in a reply or an article — **bold**, *italic*, `code`, [a link](https://…) —
// read as such, safely: no text is ever parsed as HTML (every piece becomes a text node), a link
// goes only to an http, https or mailto address, and every character stays in the page (a mark
// is hidden, never dropped), so what is selected, copied and counted is the text as written.

import { el } from "./api.js";

const SAFE_ADDRESS = /^(?:https?:\/\/[^\s<>"]+|mailto:[^\s<>"/]+@[^\s<>"]+)$/i;
const LINK = /^\[([^[\]\n]+)\]\(([^()\s]+)\)/;
const WORD = /[\p{L}\p{N}]/u;
const ALNUM = /[A-Za-z0-9]/;

/** Whether `address` may be a link's target: http, https or mailto, nothing else. */
export function safeAddress(address) {
  return SAFE_ADDRESS.test(address);
}

/**
 * The inline runs of `text`, in order and covering it whole: {start, end} (UTF-16 offsets) and
 * what the run is — `mark` (a **, a backtick, a link's brackets and address: hidden), `strong`,
 * `em`, `code`, `href` (a link's text). Marks never reach past a line break, so a list's "* "
 * and a lone "5 * 3" stay as written.
 */
export function inlineRuns(text) {
  const runs = [];
  readInline(text, 0, text.length, {}, runs);
  return runs;
}

function readInline(text, from, to, style, runs) {
  const unclosed = new Map(); // delimiter → [from, stop] of a scan that found no closer
  let plain = from;
  const flush = (upto) => {
    if (upto > plain) runs.push({ start: plain, end: upto, ...style });
  };
  const mark = (start, end) => runs.push({ start, end, ...style, mark: true });
  let at = from;
  while (at < to) {
    const char = text[at];
    if (char === "`") {
      const close = text.indexOf("`", at + 1);
      if (close > at + 1 && close < to && !text.slice(at + 1, close).includes("\n")) {
        flush(at);
        mark(at, at + 1);
        runs.push({ start: at + 1, end: close, ...style, code: true });
        mark(close, close + 1);
        at = plain = close + 1;
        continue;
      }
    }
    if (char === "[") {
      const link = LINK.exec(text.slice(at, to));
      if (link && safeAddress(link[2])) {
        flush(at);
        mark(at, at + 1);
        readInline(text, at + 1, at + 1 + link[1].length, { ...style, href: link[2] }, runs);
        mark(at + 1 + link[1].length, at + link[0].length);
        at = plain = at + link[0].length;
        continue;
      }
    }
    if (char === "*" || char === "_") {
      // *em*, **strong**, ***both***.
      let length = 1;
      while (length < 3 && text[at + length] === char) length += 1;
      const delimiter = char.repeat(length);
      const inner = at + delimiter.length;
      const close = opens(text, at, inner, to, char) ? closer(text, inner, to, delimiter, unclosed) : -1;
      if (close > inner) {
        flush(at);
        mark(at, inner);
        const emphasis = length === 3 ? { strong: true, em: true } : { [length === 2 ? "strong" : "em"]: true };
        readInline(text, inner, close, { ...style, ...emphasis }, runs);
        mark(close, close + delimiter.length);
        at = plain = close + delimiter.length;
        continue;
      }
      at = inner;
      continue;
    }
    at += 1;
  }
  flush(to);
}

/** A delimiter run at `at` opens: text follows it at once, an _ does not sit in a word, and a
 *  lone * does not sit between two Latin letters or digits — "3*4*5 = 60" and "2*r*h" are a
 *  writer's figures, shown as typed, not 3<em>4</em>5 (** stays bold anywhere: 这是**重点**). */
function opens(text, at, inner, to, char) {
  if (inner >= to || /\s/.test(text[inner]) || text[inner] === char) return false;
  if (char === "*" && inner === at + 1 && ALNUM.test(text[at - 1] || "") && ALNUM.test(text[inner])) return false;
  return char === "*" || !WORD.test(text[at - 1] || "");
}

/**
 * Where `delimiter` closes what opened before `from` (on the same line), or -1. A scan that
 * found no closer is remembered in `unclosed`: a later opener of the same delimiter on the
 * same line sees a tail of the same runs and finds none either — a line of "*a *a *a …" was
 * otherwise read from every opener to its end (100,000 characters: minutes of a frozen tab).
 */
function closer(text, from, to, delimiter, unclosed) {
  const missed = unclosed.get(delimiter);
  if (missed && missed[0] <= from && from < missed[1]) return -1;
  const char = delimiter[0];
  let at = from + 1;
  for (; at < to && text[at] !== "\n"; at += 1) {
    if (text[at] !== char) continue;
    let run = 1;
    while (text[at + run] === char) run += 1;
    const before = text[at - 1];
    const after = text[at + run] || "";
    const fits = delimiter.length === 1 ? run === 1 : run >= delimiter.length;
    if (fits && !/\s/.test(before) && (char === "*" || !WORD.test(after))) return at + run - delimiter.length;
    at += run - 1;
  }
  unclosed.set(delimiter, [from, at]);
  return -1;
}

/** Wrap `node` (a text node already in the page, or a new one) as `run` reads: a hidden mark,
 *  or inside <code>, <strong>, <em> and a safe link, innermost first. */
export function dressRun(node, run) {
  if (run.mark) return el("span", { class: "md-mark" }, node);
  let dressed = node;
  if (run.code) dressed = el("code", { class: "md-code" }, dressed);
  if (run.em) dressed = el("em", {}, dressed);
  if (run.strong) dressed = el("strong", {}, dressed);
  if (run.href) dressed = el("a", { href: run.href, target: "_blank", rel: "noopener noreferrer" }, dressed);
  return dressed;
}

const dressed = (run) => run.mark || run.code || run.em || run.strong || run.href;

/** `text` as a fragment, its inline Markdown read (see inlineRuns); plain text when it has none. */
export function inlineFragment(text) {
  const fragment = document.createDocumentFragment();
  for (const run of inlineRuns(text)) {
    const node = document.createTextNode(text.slice(run.start, run.end));
    fragment.append(dressed(run) ? dressRun(node, run) : node);
  }
  return fragment;
}

/** `text` as it reads once its inline Markdown is drawn: without its marks (a short preview). */
export function withoutMarks(text) {
  return inlineRuns(text)
    .filter((run) => !run.mark)
    .map((run) => text.slice(run.start, run.end))
    .join("");
}
