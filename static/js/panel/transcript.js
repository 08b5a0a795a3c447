// The conversation: messages on the visible path, their branch switchers and actions, and
// keeping the newest message in view unless the writer has scrolled up to read. The only
// writer of `state.session`, `state.nodes`, `state.children`, `state.showAll`, `state.follow`.

import { api, el, formatTime, truncate } from "../api.js";
import { englishLabel } from "../labels.js";
import { beforeAccounts, ME } from "./authors.js";
import { messageText, retryWillNotHelp } from "./message-text.js";
import { notSentItem } from "./notsent.js";
import { activate, continueFrom, laterPhrase, laterThan, regenerate, startEdit } from "./branches.js";
import { showChanges, undoEdit, undoRejection } from "./review.js";
import { $, contentId, dom, enc, inReaderLanguage, readerLang, say, sayFailure, showFailure, showLine, state } from "./state.js";
import { inLanguage } from "./words.js";
import { countsCharacters, inSaidLanguage } from "./said-as-stored.js";

const WHO = { user: "You", assistant: "Editor", system: "Redline", event: "Edit" };
// The single-user mode's messages and changes, read once accounts exist (authors.js).
const BEFORE_ACCOUNTS = { user: "Before accounts", event: "Edit before accounts" };

/** Who a message is from: someone else's message or change is named, the reader's own is
 *  "You" (as is every message in the single-user mode, and those made before names). */
function whoWrote(message) {
  const author = message.author;
  if (beforeAccounts(author) && BEFORE_ACCOUNTS[message.role]) return BEFORE_ACCOUNTS[message.role];
  const other = author && author.kind !== "local" && `${author.kind}:${author.id}` !== ME;
  if (other && message.role === "user") return author.name;
  if (other && message.role === "event") return `Edit by ${author.name}`;
  return WHO[message.role] || message.role;
}
// A long conversation opens on its latest turns; earlier ones are drawn on request, so
// opening the panel costs the same at turn 10 and at turn 400.
const WINDOW = 120;

export function headMessage() {
  const path = state.session?.path || [];
  return path.length ? path[path.length - 1] : null;
}

// --- following the newest message ---------------------------------------------------------

function isAtBottom() {
  const t = dom.transcript;
  return t.scrollHeight - t.scrollTop - t.clientHeight < 48;
}

// Only the writer's own scrolling (wheel, touch, keys, the scrollbar) may stop the view
// following the newest message; scroll events the page causes itself (a re-render, a
// message growing) must not, or a long session stops following at a random turn.
let writerScrolled = false;
for (const type of ["wheel", "touchmove", "keydown", "pointerdown"]) {
  dom.transcript.addEventListener(type, () => { writerScrolled = true; }, { passive: true });
}

export function scrollToBottom() {
  state.follow = true;
  writerScrolled = false;
  dom.transcript.scrollTop = dom.transcript.scrollHeight;
  dom.jump.hidden = true;
}

/** Scroll an earlier message into view on the page's own account (an edit box given back):
 *  the view stops following the newest message, as if the writer had scrolled up to it. */
export function revealMessage(item, { block = "start" } = {}) {
  state.follow = false;
  item.scrollIntoView({ block });
  dom.jump.hidden = isAtBottom();
}

/** On a phone the page itself scrolls and the chat's box can reach below the screen: `node`
 *  (a reply asked for from an earlier message — its "Save and resend", its Regenerate) is
 *  brought onto the screen, not only to the bottom of that box. */
export function keepOnScreen(node) {
  if (!node?.isConnected) return;
  const box = node.getBoundingClientRect();
  if (box.bottom > window.innerHeight || box.top < 0) node.scrollIntoView({ block: "nearest" });
}

/** Swap a message item for another (the reply for "writing…"), still following the newest
 *  message now rather than when the resize observer next runs. */
export function replaceNode(old, node) {
  old.replaceWith(node);
  if (state.follow) scrollToBottom();
  return node;
}

/** Append a message item; the view follows it unless the writer is reading further up. */
export function appendNode(node) {
  dom.messages.append(node);
  if (state.follow) scrollToBottom();
  else dom.jump.hidden = false;
  return node;
}

dom.transcript.addEventListener("scroll", () => {
  if (!writerScrolled) {
    if (state.follow && !isAtBottom()) scrollToBottom();
    return;
  }
  // The writer scrolled up to read: stop following until they come back down.
  state.follow = isAtBottom();
  if (state.follow) dom.jump.hidden = true;
});
// Whatever makes the list taller (a new message, a reply growing, fonts) keeps the newest
// message in view while following.
// A list that shrank until its end is in view (a branch shorter than the one left) has
// nothing below to jump to: the view follows the newest message again.
new ResizeObserver(() => {
  if (state.follow) scrollToBottom();
  else if (!isAtBottom()) dom.jump.hidden = false;
  else scrollToBottom();
}).observe(dom.messages);
// ...and so does the list's own box shrinking (a status line or a selection chip under it).
new ResizeObserver(() => {
  if (state.follow) scrollToBottom();
}).observe(dom.transcript);
dom.jump.addEventListener("click", () => {
  scrollToBottom();
  dom.message.focus();
});

// --- drawing messages ---------------------------------------------------------------------

function forkSwitcher(message) {
  const count = message.sibling_count ?? 1;
  if (count < 2) return null;
  const index = message.sibling_index ?? 0;
  const siblings = state.children.get(message.parent_id || "") || [];
  const go = (delta) => () => {
    const target = siblings[index + delta];
    if (target) activate(target.id, delta < 0 ? "prev" : "next");
  };
  const noun = message.role === "user" ? "message" : "reply";
  return el(
    "span",
    { class: "fork", role: "group", "aria-label": `Branch ${index + 1} of ${count}` },
    el(
      "button",
      { type: "button", class: "fork-prev", "aria-label": `Previous version of this ${noun}`, disabled: index === 0, onclick: go(-1) },
      "‹",
    ),
    el("span", { class: "fork-count" }, `${index + 1}/${count}`),
    el(
      "button",
      { type: "button", class: "fork-next", "aria-label": `Next version of this ${noun}`, disabled: index === count - 1, onclick: go(1) },
      "›",
    ),
  );
}

/** A stopped reply in words. What had arrived is the model's raw answer cut short — half an
 *  article, or half a search/replace block — which reads as gibberish, and none of it was
 *  used: the writer is told that, not shown it. */
export function stoppedLine(message) {
  if (message.revision_id) return inSaidLanguage(`You stopped this reply. What it had changed is kept in V${message.version}.`, message.content);
  const content = message.content?.trim() || "";
  // Nobody pressed Stop: a restart cut the reply off. Said as the server says it, without what had arrived.
  const cut = SERVER_STOPPED.exec(content);
  if (cut) return inSaidLanguage(cut[0], content);
  // Stopped once the model had answered in full, while its reply was checked: it was not
  // cut short, and "before it was finished" would say it was.
  if (WHILE_CHECKED.test(content)) return inSaidLanguage("You stopped this reply while it was being checked against the article. Nothing was changed.", content);
  const what = content && !NO_REPLY_YET.includes(content) ? "before it was finished" : "before any text arrived";
  return inSaidLanguage(`You stopped this reply ${what}. Nothing was changed.`, content);
}

// How the server keeps a stopped reply (app/editing/answers.py `save_stopped`): cut off by a
// restart or an update, and stopped before the model had sent anything.
// (In Chinese on a Chinese article: server-words.js.)
const SERVER_STOPPED = /^(?:The server was stopping \(a restart or an update\), so this reply was cut off and nothing was changed\. Your message is saved — press Retry to ask again\.|服务器当时正在停止（重启或更新），这条回复被中断了，文章没有改动。你的消息已保存，请按“重试”再问一次。)/;
const NO_REPLY_YET = ["Stopped. No reply yet.", "已停止，还没有回复。"]; // Chinese: server-words.js
// Its Chinese: app/editing/said_in_chinese.py `stopped_with_reply`.
const WHILE_CHECKED = /^(?:Stopped while the model's reply was being checked against the article\b|已停止：模型的回复正在与文章核对)/;

function button(attrs, text) {
  return el("button", { type: "button", ...attrs }, text);
}

/** `aside`: a reply drawn under its message though it is off the path (see lostReply). */
export function messageElement(message, { aside = false } = {}) {
  const node = state.nodes.get(message.id) || message;
  const item = el("li", {
    class: `msg msg-${message.role}${aside ? " off-path" : ""}`,
    id: `msg-${message.id}`,
    dataset: { id: message.id, role: message.role, status: message.status, version: String(message.version) },
  });
  const pills = [];
  if (message.status === "stopped") pills.push(el("span", { class: "pill" }, "stopped"));
  if (message.status === "error") pills.push(el("span", { class: "pill" }, "failed"));
  if (message.edited_from) pills.push(el("span", { class: "pill" }, "edited"));
  if (message.deferred) pills.push(el("span", { class: "pill" }, "noted"));
  item.append(
    el(
      "div",
      { class: "msg-head" },
      el("span", { class: "msg-who" }, whoWrote(message)),
      el("span", { class: "msg-version" }, `V${message.version}`),
      el("time", { datetime: message.created_at }, formatTime(message.created_at)),
      pills,
      aside ? null : forkSwitcher(node),
    ),
  );
  item.append(
    ...messageText(
      message.role === "system"
        ? loadedLine(message.content)
        : message.role === "assistant" && message.status === "stopped"
        ? stoppedLine(message)
        : message.content || "",
      {
        role: message.status === "error" ? "alert" : null,
        long: message.role === "assistant",
        event: message.role === "event",
      },
    ),
  );
  if (message.role === "system") markWelcome(item.querySelector(".msg-text"), message.content);

  const actions = el("div", { class: "msg-actions" });
  // A reply's edit, or a restore or hand edit shown as an event: each made a version that can
  // be shown and undone. A rejection of changes is itself an undo: undoing it would only go
  // round in circles.
  const rejection = message.role === "event" && /^(?:Rejected\b|拒绝了 V\d)/.test(message.content || "");
  const madeVersion = (message.role === "assistant" || (message.role === "event" && !rejection)) && message.revision_id;
  if (madeVersion) {
    actions.append(
      button(
        { class: "show-changes", onclick: () => showChanges(message.revision_id, { focus: true }) },
        `Show changes (V${message.version})`,
      ),
    );
  }
  // The latest edit, with the article still at its version, can be undone in one step; so can
  // a rejection made by a slip of the finger (its changes come back as a new version).
  const latestEdit = !aside && message.revision_id && message.id === state.session?.head_id;
  if (latestEdit && message.version === state.content.version && (madeVersion || rejection)) {
    actions.append(
      rejection
        ? button(
            { class: "undo-edit", "aria-label": `Undo this rejection (put the rejected changes back, as before V${message.version})`, title: "Put the rejected changes back (saved as a new version)", onclick: () => undoRejection(message.revision_id) },
            "↶ Undo",
          )
        : button(
            { class: "undo-edit", "aria-label": `Undo this edit (put back the text from before V${message.version})`, title: "Put back the text from before this edit (saved as a new version)", onclick: () => undoEdit(message.revision_id) },
            "↶ Undo",
          ),
    );
  }
  if (message.role === "user") {
    actions.append(
      button(
        { class: "edit-message", "aria-label": "Edit this message", title: "Edit (makes a new branch)", onclick: () => startEdit(item, message) },
        "✎ Edit",
      ),
    );
  }
  const failed = message.status === "error" || message.status === "stopped";
  if (message.role === "assistant" && !(failed && retryWillNotHelp(message))) {
    actions.append(
      button(
        {
          class: failed ? "retry" : "regenerate",
          "aria-label": failed ? "Retry this reply" : "Regenerate this reply",
          title: regenerateTitle(message, aside),
          onclick: () => regenerate(message, { truncate: !aside }),
        },
        failed ? "↻ Retry" : "↻ Regenerate",
      ),
    );
  }
  // Going back from a writer's message goes to the point before it (the reply or opening
  // line it answered): the withdrawn suggestion must not stay on the path the model is sent.
  // A message whose reply is still being written (seen after a reload) offers none, as it
  // offers none live: the reply would land on the branch the writer had just left.
  const back = message.role === "user" ? state.nodes.get(message.parent_id || "") : message;
  if (!aside && state.session && back && back.id !== state.session.head_id && message.role !== "system" && !message.pending) {
    actions.append(
      button(
        {
          class: "continue-here",
          "aria-label": `Continue from here (go back to V${back.version})`,
          title:
            message.role === "user"
              ? "Roll back to before this message; it and later turns stay in history"
              : "Roll back to this point; later turns stay in history",
          onclick: () => continueFrom(back),
        },
        "⤺ Continue from here",
      ),
    );
  }
  if (actions.childNodes.length) item.append(actions);
  return item;
}

/** The reply being written: "writing…", and what it has got to so far. */
export function pendingElement(progress = "") {
  return el(
    "li",
    { class: "msg msg-assistant pending", dataset: { status: "pending", role: "assistant" } },
    el("div", { class: "msg-head" }, el("span", { class: "msg-who" }, "Editor"), el("span", { class: "pill" }, "writing…")),
    showLine(el("div", { class: "msg-text msg-live typing" }), progress),
  );
}

/** The reply to a writer's message that the article moved on from: the server saved it (status
 *  error) under the message but left the head on the change made meanwhile, so it is off the
 *  path. It is drawn under its message all the same, with its Retry (which applies the
 *  suggestion to the new text). */
function lostReply(message, next) {
  if (message.role !== "user" || !next || next.role === "assistant") return null;
  const failed = (state.children.get(message.id) || []).filter((c) => c.role === "assistant" && c.status === "error");
  return failed.length ? failed[failed.length - 1] : null;
}

function laterTurnsNote() {
  const head = headMessage();
  const later = head ? state.children.get(head.id) || [] : [];
  if (!later.length) return null;
  // A writer's message whose reply is being written again (Regenerate, seen after a reload or
  // from another tab): its older replies are the ones being replaced, not later turns the
  // writer went back from.
  if (head.role === "user" && head.pending) return null;
  const latest = later[later.length - 1];
  return el(
    "li",
    { class: "msg msg-system later-turns" },
    showLine(el("div", { class: "msg-text" }), "You went back to this point. Later turns are kept, hidden from the chat and the model."),
    el("div", { class: "msg-actions" }, button({ onclick: () => activate(latest.id) }, "Return to the later turns")),
  );
}

// The welcome line of a conversation names the article as it was loaded: the line is stamped
// V1, and naming a later title there misread the history (outside54 F21) — a rename says
// itself in its own line. Only the line drawn before any turn, no message of the server's,
// follows the title it has now. A title of a few hundred characters said again in full would
// fill the top of the chat (the line's tooltip has it whole). (Chinese: server-words.js.)
const LOADED = /^(?:Loaded «([\s\S]*)»\. Tell me what to change\.|已载入《([\s\S]*)》。告诉我要改什么。)$/;
const LOADED_TITLE_CHARS = 60;
const loadedTitle = (text) => { const m = LOADED.exec(text || ""); return m ? m[1] ?? m[2] : null; };

function loadedLine(text) {
  return loadedTitle(text) === null ? text : welcomeFor(loadedTitle(text), text);
}

/** The welcome line for `title`, in the reader's language — or, to a reader in English, in
 *  Chinese when the server said it (`said`), or will say it, in Chinese to a Chinese article. */
function welcomeFor(title, said = "") {
  const chinese = said ? said.startsWith("已载入") : countsCharacters(`${state.content.title}\n\n${state.content.body}`);
  const lang = readerLang() || (chinese ? "zh-Hans" : null);
  return inLanguage(`Loaded «${truncate(title || "(untitled)", LOADED_TITLE_CHARS)}». Tell me what to change.`, lang).text;
}

/** Mark a drawn welcome line (its whole title in the tooltip when cut). */
function markWelcome(box, text) {
  const title = loadedTitle(text);
  if (title === null) return;
  box.classList.add("welcome-line");
  box.title = title.length > LOADED_TITLE_CHARS ? title : "";
}

/** The article was renamed: the welcome drawn before any turn names it by its new title. */
export function retitleWelcome() {
  for (const box of dom.transcript.querySelectorAll(".welcome-line.before-turns")) {
    box.textContent = welcomeFor(state.content.title);
    box.title = state.content.title.length > LOADED_TITLE_CHARS ? state.content.title : "";
  }
}

export function renderTranscript({ scroll = "auto" } = {}) {
  const fragment = document.createDocumentFragment();
  const path = state.session?.path || [];
  if (!path.length) {
    fragment.append(
      el("li", { class: "msg msg-system" }, el("div", { class: "msg-text welcome-line before-turns", title: state.content.title.length > LOADED_TITLE_CHARS ? state.content.title : null }, welcomeFor(state.content.title))),
    );
  }
  const hidden = state.showAll ? 0 : Math.max(0, path.length - WINDOW);
  if (hidden) {
    const showEarlier = () => {
      const fromBottom = dom.transcript.scrollHeight - dom.transcript.scrollTop;
      showAll({ scroll: false });
      dom.transcript.scrollTop = dom.transcript.scrollHeight - fromBottom;
      $(`msg-${path[hidden - 1].id}`)?.querySelector("button")?.focus();
    };
    fragment.append(
      el("li", { class: "msg msg-system earlier" }, button({ class: "show-earlier", onclick: showEarlier }, `Show ${hidden} earlier messages`)),
    );
  }
  const shown = hidden ? path.slice(hidden) : path;
  shown.forEach((message, i) => {
    fragment.append(messageElement(message));
    const lost = lostReply(message, shown[i + 1]);
    if (lost) fragment.append(messageElement(lost, { aside: true }));
  });
  const note = laterTurnsNote();
  if (note) fragment.append(note);
  const focused = focusedControl();
  const draft = openEdit();
  const selected = heldTranscriptSelection();
  dom.messages.replaceChildren(fragment);
  const unsent = notSentItem();
  if (unsent) dom.messages.append(unsent);
  reselectTranscript(selected);
  reopenEdit(draft);
  restoreFocus(focused);
  if (scroll === true || (scroll === "auto" && state.follow)) scrollToBottom();
}

/** Draw every message of the path, not only the latest turns. */
export function showAll({ scroll = false } = {}) {
  if (state.showAll) return;
  state.showAll = true;
  renderTranscript({ scroll });
}

// A redraw — a late event of this tab's own turn, another tab's change — replaces every item:
// text the writer was selecting in a reply (to copy it) is selected again in the new items.
/** The transcript's selection as (message item, characters into it) at each end, or null. */
function heldTranscriptSelection() {
  const selection = document.getSelection();
  if (!selection?.rangeCount || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!dom.messages.contains(range.commonAncestorContainer)) return null;
  const start = pointIn(range.startContainer, range.startOffset);
  const end = pointIn(range.endContainer, range.endOffset);
  return start && end ? { start, end } : null;
}

function pointIn(node, offset) {
  if (node === dom.messages) {
    const items = dom.messages.children;
    const item = items[Math.min(offset, items.length - 1)];
    if (!item?.id) return null;
    return { id: item.id, at: offset < items.length ? 0 : item.textContent.length };
  }
  const item = (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement)?.closest("li[id]");
  if (!item || !dom.messages.contains(item)) return null;
  const before = document.createRange();
  before.setStart(item, 0);
  before.setEnd(node, offset);
  return { id: item.id, at: before.toString().length };
}

function placeOf(point) {
  const item = document.getElementById(point.id);
  if (!item || !dom.messages.contains(item)) return null;
  const texts = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
  let left = point.at;
  let last = null;
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    if (left <= text.data.length) return [text, left];
    left -= text.data.length;
    last = text;
  }
  return last ? [last, last.data.length] : [item, 0];
}

function reselectTranscript(held) {
  const start = held && placeOf(held.start);
  const end = held && placeOf(held.end);
  if (!start || !end) return;
  const range = new Range();
  range.setStart(...start);
  range.setEnd(...end);
  const selection = document.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
}

// A re-render must not throw a keyboard user's focus back to the top of the page.
/** A message being rewritten (its edit box open) survives a redraw — one this tab's turn
 *  makes as it settles, or one another tab's change brings — with what was typed so far. */
function openEdit() {
  const area = dom.messages.querySelector(".msg-edit textarea");
  const item = area?.closest("li[id]");
  if (!item) return null;
  const focused = document.activeElement === area;
  return { item: item.id, value: area.value, start: area.selectionStart, end: area.selectionEnd, focused };
}

function reopenEdit(draft) {
  if (!draft) return;
  const item = document.getElementById(draft.item);
  const message = state.nodes.get(draft.item.replace(/^msg-/, ""));
  if (item && message?.role === "user") startEdit(item, message, draft);
}

function focusedControl() {
  const active = document.activeElement;
  if (!active || !dom.messages.contains(active)) return null;
  const item = active.closest("li[id]");
  if (!item) return null;
  return { item: item.id, className: active.className, label: controlLabel(active) };
}

// The label in English: a control drawn again reads in the reader's language only a moment later.
const controlLabel = englishLabel;

function restoreFocus(focused) {
  if (!focused) return;
  const item = document.getElementById(focused.item);
  for (const control of item?.querySelectorAll("button, a, textarea, input") || []) {
    if (control.className === focused.className && controlLabel(control) === focused.label) {
      control.focus({ preventScroll: true });
      return;
    }
  }
}

let stale = false; // the last fetch of the conversation failed: what is drawn may be behind

export function setSession(view) {
  stale = false;
  state.session = view;
  state.noConversationAt = view ? null : (state.content?.version ?? null);
  state.nodes.clear();
  state.children.clear();
  for (const message of view?.messages || []) {
    state.nodes.set(message.id, message);
    const key = message.parent_id || "";
    if (!state.children.has(key)) state.children.set(key, []);
    state.children.get(key).push(message);
  }
}

/** `started: false` when the page knows the conversation has not begun (a new article):
 *  nothing to fetch until the first message. */
export async function loadSession({ scroll = "auto", started = true } = {}) {
  if (!started) {
    setSession(null);
  } else {
    const turns = state.turns;
    const sets = state.contentSets;
    try {
      const view = await api("GET", `/api/chat/sessions/${enc(contentId)}`);
      // A turn began while this was fetched (Regenerate pressed the moment the last reply
      // landed): its "writing…" stays on screen, and its own end fetches the conversation.
      // The page took a newer article meanwhile (a change rejected the moment the reply
      // landed): what drew it fetches its own conversation, newer than this one.
      if (state.turns !== turns || state.contentSets !== sets) return;
      setSession(view);
    } catch (error) {
      if (error.status === 404) {
        setSession(null);
      } else {
        // Not reachable (offline as a reply ended): keep the chat as drawn — redrawn from no
        // conversation it would be empty — and fetch it again once the connection is back.
        sayFailure("Could not load the conversation.", error);
        stale = true;
        if (!document.querySelector("#messages .msg")) dom.messages.replaceChildren(unreadConversation(error));
        return;
      }
    }
  }
  renderTranscript({ scroll });
}

/** In place of a conversation the page opened without (the server failing for a moment): it
 *  is there, only not read — never the welcome of a new one — with Retry to read it. */
function unreadConversation(error) {
  const retry = el("button", { type: "button", class: "retry" }, "↻ Retry");
  retry.addEventListener("click", async () => {
    await loadSession({ scroll: true });
    if (!retry.isConnected) dom.message.focus({ preventScroll: true });
  });
  return el(
    "li",
    { class: "msg msg-system local-error", dataset: { status: "error", role: "system" } },
    showFailure(el("div", { class: "msg-text" }), "Could not load the conversation.", error),
    el("div", { class: "msg-actions" }, retry),
  );
}

/** Whether the last fetch of the conversation failed, so what is drawn may be behind. */
export function conversationStale() {
  return stale;
}

/** A fetch of the conversation failed elsewhere (live.js `refresh`): fetched again once back. */
export function markConversationStale() {
  stale = true;
}

/** Take a message and everything after it off the screen (it is being answered anew). */
export function removeFrom(messageId) {
  const first = $(`msg-${messageId}`);
  if (!first) return;
  while (first.nextSibling) first.nextSibling.remove();
  first.remove();
}

/** Regenerate's tooltip: an older reply's says that what followed it leaves the chat. */
function regenerateTitle(message, aside) {
  const later = aside ? 0 : laterThan(message);
  const base = "Ask again from the same version (makes a sibling reply)";
  return later ? `${base}; ${laterPhrase(later).toLowerCase()} on the old branch` : base;
}
