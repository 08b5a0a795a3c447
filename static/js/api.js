// JSON calls to the Redline API and small DOM helpers that only ever set text, never HTML.

export class ApiError extends Error {
  constructor(status, detail, body = null) {
    super(detail);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/** Turn a failed response into an ApiError carrying the server's human sentence. */
export async function errorFrom(response) {
  let body = null;
  let detail = "";
  try {
    body = await response.json();
    if (body && typeof body.detail === "string" && body.detail) detail = body.detail;
  } catch {
    // Not JSON (a proxy page, a crash): a sentence is made below.
  }
  // A crash or a proxy's page says only "Internal Server Error" / "Bad Gateway": say what it
  // means for the writer and what to do.
  if (response.status >= 500 && (!detail || detail === response.statusText || /^(internal server error|bad gateway|service unavailable|gateway time-?out)\.?$/i.test(detail))) {
    detail = `The server could not do this (error ${response.status}). Try again in a moment; if it keeps failing, tell whoever runs Redline.`;
  }
  // Signed out in another tab, or the sign-in expired: the server's sentence is for API
  // clients; the writer needs to know what to do (a reload goes by the sign-in page and comes
  // back; what was typed in the suggestion box is kept).
  if (response.status === 401 && document.querySelector("form[action='/logout']")) {
    detail = "You are no longer signed in (signed out elsewhere, or the sign-in expired), so nothing was done. Reload the page to sign in again — what you typed is kept.";
  }
  return new ApiError(response.status, detail || `The server answered ${response.status}.`, body);
}

/** The error for a request that never reached the server: the browser is offline, or the
 *  server is down — the writer is told which. A read (`GET`) sent nothing: "nothing was sent"
 *  under "Could not load the latest text" read as if the writer's message had not gone. */
export function unreachable(method = "POST") {
  const offline =
    method === "GET"
      ? "You are offline. Try again once you are back online."
      : "You are offline, so nothing was sent. Try again once you are back online.";
  return new ApiError(
    0,
    navigator.onLine === false ? offline : "Could not reach the server. Check that Redline is running, then try again.",
  );
}

// This page's API requests still on their way. The panel's live sync waits for them: the
// article event its own action caused (a restore, a rejection, a branch switch) is drawn by
// that action once it is answered — not announced meanwhile as a change from another tab.
let inFlight = 0;

/** How many of this page's API requests are on their way. */
export function requestsInFlight() {
  return inFlight;
}

export async function api(method, path, body) {
  const init = { method, headers: { accept: "application/json" } };
  if (body !== undefined) {
    init.headers["content-type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  inFlight += 1;
  try {
    let response;
    try {
      response = await fetch(path, init);
    } catch {
      throw unreachable(method);
    }
    if (!response.ok) throw await errorFrom(response);
    if (response.status === 204) return null;
    return await response.json();
  } finally {
    inFlight -= 1;
  }
}

/** Build an element: attrs go through setAttribute (or a property for `on*` handlers
 *  and `dataset`), children are nodes or strings (strings become text nodes). */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      node.addEventListener(key.slice(2), value);
    } else if (key === "dataset") {
      Object.assign(node.dataset, value);
    } else if (key === "text") {
      node.textContent = value;
    } else {
      node.setAttribute(key, value === true ? "" : String(value));
    }
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/g;

/** "字" when a text is mostly CJK (each character counts as one), else "words". */
export function wordUnit(text) {
  const sample = (text || "").slice(0, 2000);
  const cjk = (sample.match(CJK) || []).length;
  return cjk && cjk * 2 >= sample.split(/\s+/).filter(Boolean).length ? "字" : "words";
}

// The `lang` of a piece of text drawn in the page, as app/web/lang.py gives it to the text the
// server draws: mostly Han characters is Chinese — zh-Hant when the characters only
// Traditional writing has outnumber the Simplified-only ones, zh-Hans the other way round,
// plain zh when it shows neither; kana make it Japanese, Hangul Korean; null: not CJK.
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u{20000}-\u{2ffff}]/gu;
const KANA = /[\u3040-\u30ff]/g;
const HANGUL = /[\uac00-\ud7af]/g;
const OTHER_WORD = /[^\P{L}\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\u{20000}-\u{2ffff}]+/gu;
const TRADITIONAL = new Set("這個們來時為說國會對學過還後發當與讓從總點麼愛經開關體見現實長門問間聽電車東話邊無風頭題應書業樣義區歲鐘園葉黃");
const SIMPLIFIED = new Set("这个们来时为说国会对学过还后发当与让从总点么爱经开关体见现实长门问间听电车东话边无风头题应书业样义区岁钟园叶黄");

export function langOf(text) {
  const sample = [...(text || "")].slice(0, 2000).join("");
  const count = (pattern) => (sample.match(pattern) || []).length;
  const kana = count(KANA);
  const hangul = count(HANGUL);
  const cjk = count(HAN) + kana + hangul;
  if (!cjk || cjk < count(OTHER_WORD)) return null;
  if (kana) return "ja";
  if (hangul * 2 > cjk) return "ko";
  let traditional = 0;
  let simplified = 0;
  for (const char of sample) {
    if (TRADITIONAL.has(char)) traditional += 1;
    else if (SIMPLIFIED.has(char)) simplified += 1;
  }
  if (traditional > simplified) return "zh-Hant";
  return simplified ? "zh-Hans" : "zh";
}

/** Give `node` the lang of `text` (or take it away: the page's own language stands). */
export function setLang(node, text) {
  const lang = langOf(text);
  if (lang) node.setAttribute("lang", lang);
  else node.removeAttribute("lang");
  return node;
}

// As the server counts words (app/domain/text.py word_count): each CJK character is a word
// (ideographs, kana, hangul); any other run of non-spaces is one when it has a letter or digit
// in it (CJK and fullwidth punctuation split runs and are not words).
const CJK_CHARS = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\u{20000}-\u{2ffff}]/gu;
const OTHER_RUN = /[^\s\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\u{20000}-\u{2ffff}\u3000-\u303f\uff00-\uffef]+/gu;
const WORDLIKE = /[\p{L}\p{N}_]/u;

export function wordCount(text) {
  const value = text || "";
  const cjk = (value.match(CJK_CHARS) || []).length;
  const other = (value.match(OTHER_RUN) || []).filter((run) => WORDLIKE.test(run)).length;
  return cjk + other;
}

// Intl formatters are costly to build; one each serves every timestamp on the page.
const timeOfDay = new Intl.DateTimeFormat([], { hour: "2-digit", minute: "2-digit" });
const dayAndTime = new Intl.DateTimeFormat([], {
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const today = new Date().toDateString();

export function formatTime(iso) {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return (date.toDateString() === today ? timeOfDay : dayAndTime).format(date);
}

export function relativeTime(iso) {
  const date = new Date(iso);
  const seconds = (Date.now() - date.getTime()) / 1000;
  if (Number.isNaN(seconds)) return "";
  if (seconds < 60) return "just now";
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)} h ago`;
  return formatTime(iso);
}

export function truncate(text, limit) {
  const flat = (text || "").replace(/\s+/g, " ").trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit - 1)}…`;
}

/** A key that belongs to an IME composition (pinyin, kana…): Esc then cancels the
 *  composition and Enter commits it — neither is meant for the page. */
export function composing(event) {
  return event.isComposing || event.keyCode === 229;
}
