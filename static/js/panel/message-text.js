// A message's text as the conversation shows it: the server's lines in the reader's language,
// a reply's inline Markdown read, and a reply listing many changes folded.

import { el, setLang } from "../api.js";
import { inlineFragment } from "../markdown.js";
import { changeLineIn } from "./change-lines.js";
import { isolateQuotes } from "./isolate.js";
import { inReaderLanguage, readerLang } from "./state.js";

// A reply says a line per change ("• paragraph 3: …"); one to a model that retouched the
// whole article can list dozens ("• also suggested: paragraph 31 …"). It opens folded to its
// first lines (the whole text stays in the page, for search and screen readers).
const SHOWN_CHANGES = 8;

// A reply's first line as the server says it.
const SAVED_LINE = /^V\d+→V\d+ saved\.$/;

/** Whether asking again will not help a failed reply (a request over the model's context
 *  window, a key or model the endpoint refuses, an edit over the size limit): such a reply
 *  offers no Retry, which would fail the same way. The server says so in the reply's
 *  `retryable`; a reply saved before that flag is read by its words, in English or Chinese. */
export function retryWillNotHelp(message) {
  if (typeof message?.retryable === "boolean") return !message.retryable;
  return /\basking again will not help\b|再问一次也没用/i.test(message?.content || "");
}

/** A message's text; a reply listing many changes folded, with a button to unfold it. */
export function messageText(text, { role = null, long = false, event = false } = {}) {
  // A reply's first line "V1→V2 saved." is the server's English: said in the reader's language,
  // and so are its change lines (written in the article's: change-lines.js) and its notes
  // ("• Check the facts: …").
  const first = text.split("\n", 1)[0];
  if (long && SAVED_LINE.test(first)) {
    text = text
      .split("\n")
      .map((line, at) => (at === 0 ? inReaderLanguage(line) : line.startsWith("• ") ? `• ${changeLineIn(line.slice(2), readerLang()) ?? inReaderLanguage(line.slice(2))}` : line))
      .join("\n");
  }
  // A failed reply, or one that changed nothing (the model found nothing to change, the offline
  // rules could not find the words), is the server's sentences: said in the reader's language
  // when words.js has every one of them — the model's own words stay as they are.
  // A version made outside a reply ("Restored V1 (V2→V3).") likewise; a writer's own note
  // under a hand edit stays as they wrote it.
  else if (role === "alert" || long || event) text = inReaderLanguage(text);
  // A reply's inline Markdown (**bold**, `code`, links) reads as such (markdown.js); what the
  // writer typed, and the panel's own lines, stay as written.
  // A reply's lines quote the article: each quote reads in its own direction (isolate.js).
  const box = setLang(el("div", { class: "msg-text", role }, long ? isolateQuotes(inlineFragment(text)) : text), text);
  const changes = text.split("\n").filter((line) => line.startsWith("• ")).length;
  // Folding a line or two would save nothing.
  if (!long || changes <= SHOWN_CHANGES + 2) return [box];
  box.classList.add("folded");
  box.id = `text-${Math.random().toString(36).slice(2)}`;
  const more = `Show all ${changes} changes`;
  const toggle = el("button", { type: "button", class: "more-lines", "aria-expanded": "false", "aria-controls": box.id }, more);
  toggle.addEventListener("click", () => {
    const open = box.classList.toggle("folded") === false;
    toggle.textContent = open ? "Show fewer" : more;
    toggle.setAttribute("aria-expanded", String(open));
  });
  return [box, el("div", { class: "msg-more" }, toggle)];
}

