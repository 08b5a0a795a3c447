// One conversation, one language. The server writes a failure on a Chinese article in Chinese
// (app/editing/said_in_chinese.py: every sentence of it found in server-words.js), and the
// panel shows the server's sentences in the reader's language: a reader whose browser asks for
// English reads them back in English. Only the sentences listed by hand in
// server-words-english.js were read back, so on one Chinese article in an en-US browser the
// "nothing to change" reply read English and the crash reply ("没有写出回复：…") Chinese
// (outside55 F5). Every plain entry of server-words.js (an English pattern of literal words and
// simple groups, a Chinese template) is read back here too, after the listed ones.

import { SENTENCES } from "./server-words.js";
import { ENGLISH as LISTED } from "./server-words-english.js";

const CJK = /[\u3400-\u9fff]/;
const PLURAL = "\u0000s";
const plural = (said) => said.replace(/\b1 (\w+)\u0000s/g, "1 $1").replaceAll(PLURAL, "s");

/** The English of a pattern of literal words and capturing groups, each group as `$n`; null
 *  when the pattern holds anything else (an alternative, an optional part, a class). */
function englishOf(source) {
  let out = "";
  let group = 0;
  for (let at = 0; at < source.length; at += 1) {
    const c = source[at];
    if (c === "\\") {
      const next = source[at + 1];
      if (!next || /[A-Za-z0-9]/.test(next)) return null; // \d, \s, \1: not a literal
      out += next;
      at += 1;
    } else if (c === "(") {
      if (source[at + 1] === "?") return null;
      let depth = 1;
      let end = at + 1;
      for (; end < source.length && depth; end += 1) {
        if (source[end] === "\\") end += 1;
        else if (source[end] === "(") return null; // nested: left to the listed entries
        else if (source[end] === ")") depth -= 1;
      }
      if (depth) return null;
      group += 1;
      out += `$${group}`;
      at = end - 1;
    } else if (c === "s" && source[at + 1] === "?") {
      out += PLURAL; // "(2 attempts?)": a plural told by its number once filled in
      at += 1;
    } else if ("[]{}|?*+^$.".includes(c)) {
      return null;
    } else {
      out += c;
    }
  }
  return out;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** [Chinese pattern, English replacement] for one entry, or null when it cannot be read back
 *  whole (a group at either end of the Chinese would take an unbounded run). */
function readBack([, pattern, chinese]) {
  if (typeof chinese !== "string" || !CJK.test(chinese)) return null;
  const english = englishOf(pattern.source);
  if (english === null) return null;
  const parts = chinese.split(/(\$\d)/);
  if (parts[0] === "" || parts.at(-1) === "") return null;
  const order = [];
  let source = "";
  for (const part of parts) {
    if (/^\$\d$/.test(part)) {
      if (order.includes(part)) return null;
      order.push(part);
      source += "([\\s\\S]+?)";
    } else source += escape(part.replace(/\\"/g, '"'));
  }
  const found = new RegExp(`${source} ?`, "g");
  return [found, (...match) => `${plural(order.reduce((said, name, at) => said.replace(name, () => match[at + 1]), english))} `];
}

const listed = new Set(LISTED.map(([pattern]) => pattern.source.replace(/ \?$/, "")));

/** The listed entries (their wording chosen by hand, and the sentences built with a function)
 *  and every plain one read back, the longest pattern first: a whole sentence before a
 *  fragment such as "可以按“重试”再问一次。" or "没有保存，请按“重试”。", which would otherwise
 *  take the end of a longer one and leave its start in Chinese. */
export const ENGLISH = [
  ...LISTED,
  ...SENTENCES.map(readBack).filter((entry) => entry && !listed.has(entry[0].source.replace(/ \?$/, ""))),
].sort((a, b) => b[0].source.length - a[0].source.length);
