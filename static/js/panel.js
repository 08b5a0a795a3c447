// The writer's panel: the article with its track changes beside the conversation,
// streamed turns, branches, history and the persona's preferences.

import { api, el, formatTime, truncate, wordUnit } from "./api.js";
import { hasChanges, renderDiff, renderTitleDiff, scopeLine } from "./changes.js";
import { renderPreferences } from "./persona.js";
import { postStream } from "./sse.js";

const $ = (id) => document.getElementById(id);
const contentId = document.body.dataset.contentId;
const enc = encodeURIComponent;

const dom = {
  title: $("article-title"),
  version: $("article-version"),
  words: $("article-words"),
  nextEdit: $("next-edit"),
  body: $("article-body"),
  changesBar: $("changes-bar"),
  changesHeading: $("changes-heading"),
  changesScope: $("changes-scope"),
  changesNote: $("changes-note"),
  rejectAll: $("reject-all"),
  closeChanges: $("close-changes"),
  editButton: $("edit-article"),
  editForm: $("edit-form"),
  editTitle: $("edit-title"),
  editBody: $("edit-body"),
  editNote: $("edit-note"),
  historyToggle: $("history-toggle"),
  history: $("history"),
  historyHeading: $("history-heading"),
  historyTree: $("history-tree"),
  historyClose: $("history-close"),
  transcript: $("transcript"),
  jump: $("jump-latest"),
  status: $("status"),
  composer: $("composer"),
  message: $("message"),
  send: $("send"),
  composerTarget: $("composer-target"),
  selectionChip: $("selection-chip"),
  selectionText: $("selection-text"),
  clearSelection: $("clear-selection"),
  personaView: $("persona-view"),
  personaPrefs: $("persona-prefs"),
  personaCount: $("persona-count"),
};

const state = {
  content: JSON.parse($("initial-content").textContent),
  session: null,
  nodes: new Map(), // message id -> message (with sibling_index / sibling_count)
  children: new Map(), // parent id ("" for the root) -> [message], in creation order
  busy: false,
  abort: null,
  diff: null, // {revisionId, data}
  view: "markup",
  editing: false,
  lastRevisionId: null,
  showAll: false,
  // The span of the body the next suggestion is limited to:
  // {start, end} in code points (what the server counts), {from, to} in UTF-16 units (what
  // the page counts), and the version and body they were taken from.
  selection: null,
};

const WHO = { user: "You", assistant: "Editor", system: "Redline", event: "Edit" };
const KIND = { llm: "LLM", rules: "rules", manual: "manual", restore: "restore", generate: "generate", original: "original" };

function say(text) {
  // Clear first so the same sentence twice is announced twice.
  dom.status.textContent = "";
  requestAnimationFrame(() => {
    dom.status.textContent = text;
  });
}

function refuseWhileBusy() {
  if (!state.busy) return false;
  say("A reply is still being written — wait for it, or press Esc to stop it.");
  return true;
}

// --- the article -------------------------------------------------------------------

function headMessage() {
  const path = state.session?.path || [];
  return path.length ? path[path.length - 1] : null;
}

function renderArticle() {
  const content = state.content;
  dom.title.textContent = content.title || "(untitled)";
  dom.version.textContent = `V${content.version}`;
  dom.words.textContent = `${content.word_count} ${wordUnit(`${content.title} ${content.body}`)}`;
  if (!state.editing) {
    if (state.diff) {
      drawDiff();
    } else {
      dom.changesBar.hidden = true;
      dom.body.className = "article-body";
      dom.body.textContent = content.body;
    }
  }
  renderSelection();
}

/** "Your next message edits V3" — and whether it edits only the selected text. */
function renderTarget() {
  const version = state.content.version;
  const head = headMessage();
  const rolledBack = head && (state.children.get(head.id) || []).length > 0;
  const what = state.selection ? `only the selected text of V${version}` : `V${version}`;
  dom.nextEdit.textContent = rolledBack
    ? `You went back: your next message edits ${what} on a new branch.`
    : `Your next message edits ${what}.`;
  dom.composerTarget.textContent = state.selection ? `(edits the selection in V${version})` : `(edits V${version})`;
}

/** The revision that produced the version now shown, found on the visible path. */
function revisionForCurrent() {
  const path = state.session?.path || [];
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const message = path[i];
    if (message.version !== state.content.version) break;
    if (message.revision_id) return message.revision_id;
  }
  return null;
}

async function showChanges(revisionId, { focus = false } = {}) {
  try {
    const data = await api("GET", `/api/revisions/${enc(revisionId)}/diff`);
    state.diff = { revisionId, data };
    if (!state.editing) drawDiff();
    if (focus) dom.changesHeading.focus();
  } catch (error) {
    say(`Could not load the changes: ${error.message}`);
  }
}

function drawDiff() {
  const { data } = state.diff;
  const current = data.to_version === state.content.version;
  const changed = hasChanges(data);
  dom.changesBar.hidden = false;
  dom.changesHeading.textContent = `Changes V${data.from_version}→V${data.to_version}`;
  dom.changesScope.textContent = changed ? scopeLine(data) : "";
  const notes = [];
  if (!changed) notes.push("No changes: this edit left the text exactly as it was.");
  if (!current) {
    notes.push(
      ` This is V${data.to_version}; the article is now at V${state.content.version}. Restore it from History to bring it back.`,
    );
  }
  dom.changesNote.replaceChildren();
  if (data.title_changed) dom.changesNote.append(renderTitleDiff(data), notes.length ? " · " : "");
  dom.changesNote.append(notes.join(""));
  dom.changesNote.hidden = !data.title_changed && !notes.length;
  dom.rejectAll.hidden = !(current && changed);
  renderDiff(dom.body, data, { onReject: current && changed ? (id) => rejectChanges([id]) : null });
  dom.body.className = `article-body view-${state.view}`;
  renderSelection();
}

function hideChanges() {
  state.diff = null;
  renderArticle();
}

/** Show the changes that produced the version on screen, or none if it was not an edit. */
async function syncChanges() {
  const revisionId = revisionForCurrent();
  if (revisionId) {
    if (!state.diff || state.diff.revisionId !== revisionId) await showChanges(revisionId);
  } else if (state.diff && state.diff.data.to_version !== state.content.version) {
    hideChanges();
  }
}

async function loadContent() {
  state.content = await api("GET", `/api/contents/${enc(contentId)}`);
  renderArticle();
}

async function rejectChanges(changeIds) {
  if (refuseWhileBusy() || !state.diff) return;
  const { revisionId } = state.diff;
  try {
    const content = await api("POST", `/api/revisions/${enc(revisionId)}/reject`, {
      change_ids: changeIds,
      base_version: state.content.version,
    });
    state.content = content;
    state.diff = null;
    await loadSession({ scroll: true });
    renderArticle();
    await syncChanges();
    dom.changesHeading.focus();
    say(
      changeIds
        ? `Change rejected — the old text is back in V${content.version}.`
        : `All changes rejected — V${content.version} saved.`,
    );
  } catch (error) {
    say(
      error.status === 409
        ? "The article has moved on since this revision, so its changes can no longer be rejected here."
        : error.message,
    );
  }
}

dom.rejectAll.addEventListener("click", () => rejectChanges(null));
dom.closeChanges.addEventListener("click", () => {
  hideChanges();
  dom.editButton.focus();
});
for (const radio of document.querySelectorAll('input[name="view"]')) {
  radio.addEventListener("change", () => {
    state.view = radio.value;
    dom.body.className = `article-body view-${state.view}`;
  });
}

// --- selection scope -------------------------------------------------------------------------
// Text selected in the article limits the next suggestion to that span: the server is sent
// its offsets into the body, the model may change only it, and only it is replaced. Offsets
// are counted over the text the body is drawn with, leaving out what is not part of the
// current body (deleted text, reject buttons), and are taken only when that text is exactly
// `state.content.body` — so the Markup view maps as the Final view does, and an old diff or
// an open editor never yields a span.

const NOT_BODY_TEXT = "del, .reject-change";
const SELECTION_HIGHLIGHT = "redline-selection";
const QUOTE_CHARS = 40;

function bodyTextNodes() {
  const nodes = [];
  const walker = document.createTreeWalker(dom.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement.closest(NOT_BODY_TEXT)) nodes.push(node);
  }
  return nodes;
}

/** The text nodes of the current body in order, or null when the pane is not showing it. */
function currentBodyNodes() {
  if (state.editing || dom.body.hidden) return null;
  if (state.diff && state.diff.data.to_version !== state.content.version) return null;
  const nodes = bodyTextNodes();
  let text = "";
  for (const node of nodes) text += node.data;
  return text === state.content.body ? nodes : null;
}

/** A DOM boundary point as a UTF-16 offset into the body drawn by `nodes`. */
function bodyOffset(nodes, container, offset) {
  const point = document.createRange();
  point.setStart(container, offset);
  let total = 0;
  for (const node of nodes) {
    if (node === container) return total + offset;
    if (point.comparePoint(node, node.length) > 0) return total;
    total += node.length;
  }
  return total;
}

/** The inverse: a UTF-16 offset as [text node, offset], preferring the node it starts. */
function bodyPoint(nodes, offset, { atEnd = false } = {}) {
  let total = 0;
  for (const node of nodes) {
    const end = total + node.length;
    if (offset < end || (atEnd && offset === end)) return [node, offset - total];
    total = end;
  }
  const last = nodes[nodes.length - 1];
  return last ? [last, last.length] : null;
}

/** Python counts code points, the page UTF-16 units: they differ by one per astral character. */
function codePoints(text, units) {
  return units - (text.slice(0, units).match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g) || []).length;
}

/** The writer's selection as a span of the body (clamped to it), or null. */
function selectedSpan() {
  const selection = document.getSelection();
  if (!selection || !selection.rangeCount || selection.isCollapsed) return null;
  const first = selection.getRangeAt(0);
  const last = selection.getRangeAt(selection.rangeCount - 1);
  if (!first.intersectsNode(dom.body) && !last.intersectsNode(dom.body)) return null;
  const nodes = currentBodyNodes();
  if (!nodes) return null;
  const whole = document.createRange();
  whole.selectNodeContents(dom.body);
  const body = state.content.body;
  let from =
    first.compareBoundaryPoints(Range.START_TO_START, whole) <= 0
      ? 0
      : bodyOffset(nodes, first.startContainer, first.startOffset);
  let to =
    last.compareBoundaryPoints(Range.END_TO_END, whole) >= 0
      ? body.length
      : bodyOffset(nodes, last.endContainer, last.endOffset);
  from = Math.max(0, Math.min(from, body.length));
  to = Math.max(from, Math.min(to, body.length));
  // Whitespace at the edges is not what the writer meant to change.
  while (from < to && /\s/.test(body[from])) from += 1;
  while (to > from && /\s/.test(body[to - 1])) to -= 1;
  // Never split a surrogate pair.
  if (from > 0 && /[\uDC00-\uDFFF]/.test(body[from]) && /[\uD800-\uDBFF]/.test(body[from - 1])) from -= 1;
  if (to < body.length && /[\uDC00-\uDFFF]/.test(body[to]) && /[\uD800-\uDBFF]/.test(body[to - 1])) to += 1;
  if (from >= to) return null;
  return {
    from,
    to,
    start: codePoints(body, from),
    end: codePoints(body, to),
    text: body.slice(from, to),
    version: state.content.version,
    body,
  };
}

function selectionIsCurrent(span) {
  return Boolean(span) && span.version === state.content.version && span.body === state.content.body;
}

function quote(text) {
  const flat = [...text.replace(/\s+/g, " ").trim()];
  return flat.length > QUOTE_CHARS ? `${flat.slice(0, QUOTE_CHARS).join("")}…` : flat.join("");
}

/** Draw the chip, the target line and the highlight; drop a span the body has moved past. */
function renderSelection() {
  if (state.selection && !selectionIsCurrent(state.selection)) state.selection = null;
  const span = state.selection;
  dom.selectionChip.hidden = !span;
  dom.selectionText.textContent = span ? `Applies to the selection: “${quote(span.text)}”` : "";
  dom.message.setAttribute("aria-describedby", span ? "selection-text composer-hint" : "composer-hint");
  renderTarget();
  // Keep the span marked while the focus is in the composer (the page's own selection goes).
  if (typeof CSS === "undefined" || !CSS.highlights || typeof Highlight === "undefined") return;
  CSS.highlights.delete(SELECTION_HIGHLIGHT);
  const nodes = span ? currentBodyNodes() : null;
  if (!nodes) return;
  const start = bodyPoint(nodes, span.from);
  const end = bodyPoint(nodes, span.to, { atEnd: true });
  if (!start || !end) return;
  const range = new Range();
  range.setStart(...start);
  range.setEnd(...end);
  CSS.highlights.set(SELECTION_HIGHLIGHT, new Highlight(range));
}

function setSelection(span) {
  state.selection = span;
  renderSelection();
}

function clearSelection() {
  const selection = document.getSelection();
  if (selection?.rangeCount && selection.getRangeAt(0).intersectsNode(dom.body)) selection.removeAllRanges();
  setSelection(null);
}

function finalRadio() {
  return document.querySelector('input[name="view"][value="final"]');
}

/** Take the page's selection as the span for the next suggestion, when it lies in the body. */
function captureSelection() {
  const span = selectedSpan();
  if (!span) return;
  if (state.diff && state.view === "original") {
    say("The Original view shows the old text: switch to Final to select text for your next suggestion.");
    return;
  }
  const same = state.selection && state.selection.from === span.from && state.selection.to === span.to;
  if (same) return;
  let switched = false;
  if (state.diff && state.view === "markup") {
    // Deleted text is not part of the article any more: show the text the span is taken from.
    finalRadio().checked = true;
    state.view = "final";
    dom.body.className = `article-body view-${state.view}`;
    switched = true;
  }
  setSelection(span);
  say(`${switched ? "Showing Final. " : ""}Your next suggestion applies only to the selected text.`);
}

let selectionTimer = 0;
let selecting = false;
document.addEventListener("pointerdown", (event) => {
  if (event.button === 0) selecting = true;
});
document.addEventListener("pointerup", () => {
  if (!selecting) return;
  selecting = false;
  setTimeout(captureSelection, 0);
});
document.addEventListener("selectionchange", () => {
  clearTimeout(selectionTimer);
  // While the mouse is still down the selection is being drawn: take it on release.
  selectionTimer = setTimeout(() => {
    if (!selecting) captureSelection();
  }, 120);
});
dom.clearSelection.addEventListener("click", () => {
  clearSelection();
  dom.message.focus();
  say("Selection cleared — your next suggestion applies to the whole article.");
});

// --- editing the text directly ---------------------------------------------------------

function openEditor() {
  if (refuseWhileBusy()) return;
  state.editing = true;
  dom.editTitle.value = state.content.title;
  dom.editBody.value = state.content.body;
  dom.editNote.textContent = `Saving makes a new version from V${state.content.version}; the chat will note that you edited the text.`;
  dom.body.hidden = true;
  dom.changesBar.hidden = true;
  dom.editForm.hidden = false;
  dom.editButton.disabled = true;
  dom.editBody.focus();
}

function closeEditor() {
  state.editing = false;
  dom.editForm.hidden = true;
  dom.body.hidden = false;
  dom.editButton.disabled = false;
  renderArticle();
}

async function saveEdit() {
  if (refuseWhileBusy()) return;
  const saveButton = $("save-article");
  saveButton.disabled = true;
  try {
    const content = await api("PUT", `/api/contents/${enc(contentId)}`, {
      title: dom.editTitle.value,
      body: dom.editBody.value,
      base_version: state.content.version,
    });
    state.content = content;
    state.diff = null;
    closeEditor();
    await loadSession({ scroll: true });
    await syncChanges();
    dom.editButton.focus();
    say(`V${content.version} saved — your edit.`);
  } catch (error) {
    if (error.status === 409) {
      let now = "";
      try {
        const latest = await api("GET", `/api/contents/${enc(contentId)}`);
        now = ` (it is now at V${latest.version})`;
      } catch {
        // The sentence below still holds without the number.
      }
      dom.editNote.textContent = `The article changed since you started editing${now}. Your text is still here: copy what you need, press Cancel to see the latest, and edit again.`;
    } else {
      dom.editNote.textContent = error.message;
    }
    say(dom.editNote.textContent);
  } finally {
    saveButton.disabled = false;
  }
}

dom.editButton.addEventListener("click", openEditor);
$("cancel-edit").addEventListener("click", () => {
  closeEditor();
  dom.editButton.focus();
});
dom.editForm.addEventListener("submit", (event) => {
  event.preventDefault();
  saveEdit();
});
dom.editForm.addEventListener("keydown", (event) => {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !event.isComposing) {
    event.preventDefault();
    saveEdit();
  } else if (event.key === "Escape") {
    event.preventDefault();
    event.stopPropagation();
    closeEditor();
    dom.editButton.focus();
  }
});

// --- the transcript ------------------------------------------------------------------

function isAtBottom() {
  const t = dom.transcript;
  return t.scrollHeight - t.scrollTop - t.clientHeight < 48;
}

function scrollToBottom() {
  dom.transcript.scrollTop = dom.transcript.scrollHeight;
  dom.jump.hidden = true;
}

function appendNode(node) {
  const stick = isAtBottom();
  dom.transcript.append(node);
  if (stick) scrollToBottom();
  else dom.jump.hidden = false;
  return node;
}

dom.transcript.addEventListener("scroll", () => {
  if (isAtBottom()) dom.jump.hidden = true;
});
dom.jump.addEventListener("click", () => {
  scrollToBottom();
  dom.message.focus();
});

function siblingsOf(message) {
  return state.children.get(message.parent_id || "") || [message];
}

function forkSwitcher(message) {
  const siblings = siblingsOf(message);
  const count = message.sibling_count ?? siblings.length;
  if (count < 2 || siblings.length < 2) return null;
  const index = siblings.findIndex((m) => m.id === message.id);
  const go = (delta) => () => {
    const target = siblings[index + delta];
    if (target) activate(target.id, delta < 0 ? "prev" : "next");
  };
  const noun = message.role === "user" ? "message" : "reply";
  return el(
    "span",
    { class: "fork", role: "group", "aria-label": `Branch ${index + 1} of ${siblings.length}` },
    el(
      "button",
      { type: "button", class: "fork-prev", "aria-label": `Previous version of this ${noun}`, disabled: index === 0, onclick: go(-1) },
      "‹",
    ),
    el("span", { class: "fork-count" }, `${index + 1}/${siblings.length}`),
    el(
      "button",
      {
        type: "button",
        class: "fork-next",
        "aria-label": `Next version of this ${noun}`,
        disabled: index === siblings.length - 1,
        onclick: go(1),
      },
      "›",
    ),
  );
}

function messageElement(message) {
  const node = state.nodes.get(message.id) || message;
  const item = el("li", {
    class: `msg msg-${message.role}`,
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
      el("span", { class: "msg-who" }, WHO[message.role] || message.role),
      el("span", { class: "msg-version" }, `V${message.version}`),
      el("time", { datetime: message.created_at }, formatTime(message.created_at)),
      pills,
      forkSwitcher(node),
    ),
  );
  item.append(
    el(
      "div",
      { class: "msg-text", role: message.status === "error" ? "alert" : null },
      message.content || (message.status === "stopped" ? "(stopped before any text arrived)" : ""),
    ),
  );

  const actions = el("div", { class: "msg-actions" });
  if (message.role === "assistant" && message.revision_id) {
    actions.append(
      el(
        "button",
        { type: "button", class: "show-changes", onclick: () => showChanges(message.revision_id, { focus: true }) },
        `Show changes (V${message.version})`,
      ),
    );
  }
  if (message.role === "user") {
    actions.append(
      el(
        "button",
        { type: "button", class: "edit-message", "aria-label": "Edit this message", title: "Edit (makes a new branch)", onclick: () => startEdit(item, message) },
        "✎ Edit",
      ),
    );
  }
  if (message.role === "assistant") {
    const failed = message.status === "error" || message.status === "stopped";
    actions.append(
      el(
        "button",
        {
          type: "button",
          class: failed ? "retry" : "regenerate",
          "aria-label": failed ? "Retry this reply" : "Regenerate this reply",
          title: "Ask again from the same version (makes a sibling reply)",
          onclick: () => regenerate(message),
        },
        failed ? "↻ Retry" : "↻ Regenerate",
      ),
    );
  }
  const head = state.session?.head_id;
  if (state.session && message.id !== head && message.role !== "system") {
    actions.append(
      el(
        "button",
        {
          type: "button",
          class: "continue-here",
          "aria-label": `Continue from here (go back to V${message.version})`,
          title: "Roll back to this point; later turns stay in history",
          onclick: () => continueFrom(message),
        },
        "⤺ Continue from here",
      ),
    );
  }
  if (actions.childNodes.length) item.append(actions);
  return item;
}

function pendingElement() {
  return el(
    "li",
    { class: "msg msg-assistant pending", dataset: { status: "pending", role: "assistant" } },
    el("div", { class: "msg-head" }, el("span", { class: "msg-who" }, "Editor"), el("span", { class: "pill" }, "writing…")),
    el("div", { class: "msg-text msg-live typing" }, ""),
  );
}

function laterTurnsNote() {
  const head = headMessage();
  const later = head ? state.children.get(head.id) || [] : [];
  if (!later.length) return null;
  const latest = later[later.length - 1];
  return el(
    "li",
    { class: "msg msg-system later-turns" },
    el("div", { class: "msg-text" }, "You went back to this point. Later turns are kept, hidden from the chat and the model."),
    el(
      "div",
      { class: "msg-actions" },
      el("button", { type: "button", onclick: () => activate(latest.id) }, "Return to the later turns"),
    ),
  );
}

// A long conversation opens on its latest turns; earlier ones are drawn on request, so
// opening the panel costs the same at turn 10 and at turn 400.
const WINDOW = 120;

function renderTranscript({ scroll = "auto" } = {}) {
  const stick = scroll === true || (scroll === "auto" && isAtBottom());
  const fragment = document.createDocumentFragment();
  const path = state.session?.path || [];
  if (!path.length) {
    fragment.append(
      el(
        "li",
        { class: "msg msg-system" },
        el("div", { class: "msg-text" }, `Loaded «${state.content.title}». Tell me what to change.`),
      ),
    );
  }
  const hidden = state.showAll ? 0 : Math.max(0, path.length - WINDOW);
  if (hidden) {
    fragment.append(
      el(
        "li",
        { class: "msg msg-system earlier" },
        el(
          "button",
          {
            type: "button",
            class: "show-earlier",
            onclick: () => {
              state.showAll = true;
              const top = dom.transcript.scrollHeight - dom.transcript.scrollTop;
              renderTranscript({ scroll: false });
              dom.transcript.scrollTop = dom.transcript.scrollHeight - top;
              $(`msg-${path[hidden - 1].id}`)?.querySelector("button")?.focus();
            },
          },
          `Show ${hidden} earlier messages`,
        ),
      ),
    );
  }
  for (const message of hidden ? path.slice(hidden) : path) fragment.append(messageElement(message));
  const note = laterTurnsNote();
  if (note) fragment.append(note);
  const focused = focusedControl();
  dom.transcript.replaceChildren(fragment);
  restoreFocus(focused);
  if (stick) scrollToBottom();
}

// A re-render must not throw a keyboard user's focus back to the top of the page.
function focusedControl() {
  const active = document.activeElement;
  if (!active || !dom.transcript.contains(active)) return null;
  const item = active.closest("li[id]");
  if (!item) return null;
  return { item: item.id, className: active.className, label: controlLabel(active) };
}

function controlLabel(control) {
  return control.getAttribute("aria-label") || control.textContent;
}

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

function setSession(view) {
  state.session = view;
  state.nodes.clear();
  state.children.clear();
  for (const message of view?.messages || []) {
    state.nodes.set(message.id, message);
    const key = message.parent_id || "";
    if (!state.children.has(key)) state.children.set(key, []);
    state.children.get(key).push(message);
  }
}

async function loadSession({ scroll = "auto" } = {}) {
  try {
    setSession(await api("GET", `/api/chat/sessions/${enc(contentId)}`));
  } catch (error) {
    if (error.status !== 404) say(`Could not load the conversation: ${error.message}`);
    setSession(null);
  }
  renderTranscript({ scroll });
}

// --- moving around the tree --------------------------------------------------------------

async function activate(messageId, focusDirection = null) {
  if (refuseWhileBusy()) return;
  try {
    setSession(await api("POST", `/api/chat/messages/${enc(messageId)}/activate`, {}));
    renderTranscript({ scroll: false });
    await loadContent();
    await syncChanges();
    const item = $(`msg-${messageId}`);
    if (item) {
      const button = item.querySelector(focusDirection === "prev" ? ".fork-prev" : ".fork-next");
      const target = button && !button.disabled ? button : item.querySelector(".fork button:not(:disabled)");
      if (focusDirection && target) target.focus();
      item.scrollIntoView({ block: "nearest" });
    } else {
      scrollToBottom();
    }
    say(`Switched branch — the article shows V${state.content.version}.`);
  } catch (error) {
    say(error.message);
  }
}

async function continueFrom(message) {
  if (refuseWhileBusy() || !state.session) return;
  try {
    setSession(
      await api("POST", `/api/chat/sessions/${enc(state.session.id)}/head`, { message_id: message.id }),
    );
    renderTranscript({ scroll: true });
    await loadContent();
    await syncChanges();
    dom.message.focus();
    say(`Went back to V${state.content.version}. Your next message starts a new branch from here.`);
  } catch (error) {
    say(error.message);
  }
}

/** Take a message and everything after it off the screen (it is being answered anew). */
function removeFrom(messageId) {
  const first = $(`msg-${messageId}`);
  if (!first) return;
  while (first.nextSibling) first.nextSibling.remove();
  first.remove();
}

function startEdit(item, message) {
  if (refuseWhileBusy() || item.querySelector(".msg-edit")) return;
  const text = item.querySelector(".msg-text");
  const actions = item.querySelector(".msg-actions");
  const area = el("textarea", { rows: "3", "aria-label": "Edit your message", class: "edit-area" });
  area.value = message.content;
  const cancel = () => {
    box.remove();
    text.hidden = false;
    actions.hidden = false;
    item.querySelector(".edit-message")?.focus();
    say("Edit cancelled — nothing was changed.");
  };
  const save = () => {
    const value = area.value.trim();
    if (!value) return;
    if (value === message.content.trim()) {
      cancel();
      return;
    }
    runTurn({
      url: `/api/chat/messages/${enc(message.id)}/edit?stream=true`,
      body: { message: value },
      truncateFrom: message.id,
      waitForUser: true,
      onRefused: () => renderTranscript({ scroll: false }),
    });
  };
  const box = el(
    "div",
    { class: "msg-edit" },
    area,
    el(
      "div",
      { class: "row" },
      el("button", { type: "button", class: "primary save-edit", onclick: save }, "Save and resend"),
      el("button", { type: "button", class: "cancel-edit", onclick: cancel }, "Cancel"),
      el("span", { class: "hint" }, "Ctrl+Enter saves · Esc cancels"),
    ),
  );
  area.addEventListener("keydown", (event) => {
    if (event.isComposing || event.keyCode === 229) return;
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  });
  text.hidden = true;
  actions.hidden = true;
  item.append(box);
  area.focus();
  area.setSelectionRange(area.value.length, area.value.length);
}

function regenerate(message) {
  runTurn({
    url: `/api/chat/messages/${enc(message.id)}/regenerate?stream=true`,
    body: {},
    truncateFrom: message.id,
    waitForUser: false,
    onRefused: () => renderTranscript({ scroll: false }),
  });
}

// --- one turn, streamed ----------------------------------------------------------------

function setBusy(on) {
  state.busy = on;
  dom.transcript.setAttribute("aria-busy", on ? "true" : "false");
  dom.send.dataset.mode = on ? "stop" : "send";
  dom.send.textContent = on ? "Stop" : "Send";
  dom.send.setAttribute("aria-label", on ? "Stop the reply (Esc)" : "Send suggestion");
  dom.editButton.disabled = on || state.editing;
}

function stop() {
  if (state.abort) state.abort.abort();
}

function failureItem(text, retry) {
  return el(
    "li",
    { class: "msg msg-assistant local-error", dataset: { status: "error", role: "assistant" } },
    el("div", { class: "msg-head" }, el("span", { class: "msg-who" }, "Editor"), el("span", { class: "pill" }, "failed")),
    el("div", { class: "msg-text", role: "alert" }, text),
    retry
      ? el(
          "div",
          { class: "msg-actions" },
          el("button", { type: "button", class: "retry", onclick: retry }, "↻ Retry"),
        )
      : null,
  );
}

let liveFrame = 0;
function showLive(pending, text) {
  if (liveFrame) return;
  liveFrame = requestAnimationFrame(() => {
    liveFrame = 0;
    const live = pending.querySelector(".msg-live");
    if (!live) return;
    const stick = isAtBottom();
    live.textContent = text.length > 600 ? `…${text.slice(-600)}` : text;
    if (stick) scrollToBottom();
  });
}

/**
 * Run one turn (send, edit or regenerate) over SSE. The writer's message shows at once,
 * the reply grows as the model writes, the article changes when the revision lands.
 */
async function runTurn({
  url,
  body,
  draft = null,
  truncateFrom = null,
  waitForUser = true,
  onRefused = null,
  selection = null,
}) {
  if (state.busy) return;
  setBusy(true);
  // The chip goes once its span has been sent, however the turn ends (unless the writer
  // has selected something else meanwhile).
  const dropSelection = () => {
    if (selection && state.selection === selection) setSelection(null);
  };
  say("Editing…");
  const controller = new AbortController();
  state.abort = controller;
  if (truncateFrom) removeFrom(truncateFrom);

  let optimistic = null;
  if (draft !== null) {
    optimistic = appendNode(
      el(
        "li",
        { class: "msg msg-user optimistic", dataset: { role: "user", status: "pending" } },
        el("div", { class: "msg-head" }, el("span", { class: "msg-who" }, "You"), el("span", { class: "pill" }, "sending…")),
        el("div", { class: "msg-text" }, draft),
      ),
    );
  }
  let pending = null;
  const ensurePending = () => {
    if (!pending) pending = appendNode(pendingElement());
  };
  if (!waitForUser) ensurePending();

  let userMessage = null;
  let assistant = null;
  let result = null;
  let streamError = null;
  let partial = "";
  let outcome = "done";
  let refusedStatus = null;

  try {
    await postStream(url, body, {
      signal: controller.signal,
      onEvent(event, data) {
        if (event === "user_message") {
          userMessage = data;
          const node = messageElement(data);
          const existing = $(`msg-${data.id}`);
          if (optimistic) {
            optimistic.replaceWith(node);
            optimistic = null;
          } else if (existing) {
            existing.replaceWith(node);
          } else {
            appendNode(node);
          }
          ensurePending();
        } else if (event === "delta") {
          ensurePending();
          partial += data?.text ?? "";
          showLive(pending, partial);
        } else if (event === "revision") {
          state.lastRevisionId = data.id;
          state.content = {
            ...state.content,
            title: data.revised_title,
            body: data.revised_body,
            version: data.version,
          };
          state.diff = null;
          renderArticle();
          showChanges(data.id);
          say(`V${data.version} saved.`);
        } else if (event === "assistant_message") {
          assistant = data;
          const node = messageElement(data);
          if (pending) pending.replaceWith(node);
          else appendNode(node);
          pending = null;
        } else if (event === "done") {
          result = data;
        } else if (event === "error") {
          streamError = data?.detail || "The reply failed before it finished.";
        }
      },
    });
  } catch (error) {
    if (error.name === "AbortError") {
      outcome = "stopped";
    } else {
      outcome = "failed";
      streamError = error.message;
      refusedStatus = error.status ?? null;
    }
  } finally {
    state.abort = null;
  }

  if (outcome === "stopped") {
    if (pending) {
      pending.classList.remove("pending");
      pending.dataset.status = "stopped";
      pending.querySelector(".pill").textContent = "stopped";
      const live = pending.querySelector(".msg-live");
      live.classList.remove("typing", "msg-live");
      live.textContent = partial ? (partial.length > 600 ? `…${partial.slice(-600)}` : partial) : "(stopped before any text arrived)";
    }
    setBusy(false);
    dropSelection();
    say("Stopped. Nothing was changed.");
    // The server stores the stopped reply once it notices; pick it up, keep ours until then.
    const localStopped = pending;
    setTimeout(() => reconcile(localStopped), 400);
    setTimeout(() => reconcile(localStopped), 1500);
    return;
  }

  if (outcome === "failed" && !userMessage && !result) {
    // Refused before anything was saved: undo the optimistic parts, give the draft back.
    optimistic?.remove();
    pending?.remove();
    if (onRefused) onRefused();
    if (draft !== null && !dom.message.value.trim()) dom.message.value = draft;
    // Nothing was sent: like the draft, the selection comes back (unless the server refused
    // the span itself, or the article has moved on).
    const transient = !refusedStatus || refusedStatus >= 500;
    if (!(selection && transient && selectionIsCurrent(selection))) dropSelection();
    const retry =
      draft !== null
        ? () => {
            failure.remove();
            submitDraft({ selection: selection && transient ? selection : state.selection });
          }
        : null;
    const failure = appendNode(failureItem(`Not sent: ${streamError}`, retry));
    setBusy(false);
    say(draft !== null ? "Not sent — your message is back in the box." : "That did not go through.");
    if (draft !== null) dom.message.focus();
    return;
  }

  setBusy(false);
  dropSelection();
  if (result?.content) state.content = result.content;
  await loadSession({ scroll: "auto" });
  renderArticle();
  if (result?.revision && (!state.diff || state.diff.revisionId !== result.revision.id)) {
    state.lastRevisionId = result.revision.id;
    await showChanges(result.revision.id);
  } else if (!result?.revision) {
    await syncChanges();
  }
  assistant = result?.assistant_message || assistant;
  if (streamError && (!assistant || assistant.status === "ok")) {
    const target = assistant || userMessage;
    appendNode(
      failureItem(streamError, () => {
        if (assistant) regenerate(assistant);
        else if (userMessage) regenerateFromUser(userMessage);
      }),
    );
    say("The reply failed — nothing was changed. You can retry.");
    return target;
  }
  if (assistant?.status === "error") {
    say("The editor could not finish — nothing was changed. Retry when ready.");
  } else if (result?.revision) {
    say(`V${result.revision.version} saved.`);
  } else if (assistant) {
    say("Reply received — the text is unchanged.");
  }
  if (dom.personaView.open) loadPersona();
}

function regenerateFromUser(userMessage) {
  runTurn({
    url: `/api/chat/messages/${enc(userMessage.id)}/edit?stream=true`,
    body: { message: userMessage.content },
    truncateFrom: userMessage.id,
    waitForUser: true,
  });
}

async function reconcile(localStopped) {
  if (state.busy) return;
  await loadSession({ scroll: "auto" });
  const head = headMessage();
  if (localStopped && head && head.role === "user") {
    // The server has not stored the stopped reply yet: keep showing ours.
    appendNode(localStopped);
  }
}

// --- the composer ---------------------------------------------------------------------------

function submitDraft({ selection = state.selection } = {}) {
  if (state.busy) return;
  const text = dom.message.value;
  if (!text.trim()) {
    say("Type a suggestion first.");
    return;
  }
  const body = { content_id: contentId, message: text };
  if (selection) {
    if (!selectionIsCurrent(selection)) {
      setSelection(null);
      say("The article changed since you selected that text — select it again, or send to edit the whole article.");
      return;
    }
    // The offsets are into this version's body: a newer head is a conflict, not a guess.
    body.selection = { start: selection.start, end: selection.end };
    body.base_version = selection.version;
  }
  dom.message.value = "";
  runTurn({
    url: "/api/chat/send?stream=true",
    body,
    draft: text,
    selection,
  });
}

// IME: Enter that commits a composition must not send. Chrome flags it with isComposing /
// keyCode 229; Safari fires compositionend first and then a keydown with keyCode 229, so an
// Enter arriving right after compositionend is treated as the commit too.
let composing = false;
let compositionEndedAt = -1;
dom.message.addEventListener("compositionstart", () => {
  composing = true;
});
dom.message.addEventListener("compositionend", (event) => {
  composing = false;
  compositionEndedAt = event.timeStamp;
});
dom.message.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && state.busy) {
    event.preventDefault();
    stop();
    return;
  }
  if (event.key !== "Enter") {
    if (!event.isComposing) compositionEndedAt = -1;
    return;
  }
  const justCommitted = compositionEndedAt >= 0 && event.timeStamp - compositionEndedAt < 100;
  compositionEndedAt = -1;
  if (event.isComposing || event.keyCode === 229 || composing || justCommitted) return;
  if (event.shiftKey || event.altKey) return;
  event.preventDefault();
  submitDraft();
});
dom.composer.addEventListener("submit", (event) => {
  event.preventDefault();
  if (state.busy) stop();
  else submitDraft();
});
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape" || event.defaultPrevented) return;
  if (state.busy) {
    event.preventDefault();
    stop();
  } else if (!dom.history.hidden) {
    closeHistory();
  }
});

// --- history --------------------------------------------------------------------------------

function historyRow(record) {
  const current = record.version === state.content.version;
  const label = record.base_version ? `V${record.base_version}→V${record.version}` : `V${record.version}`;
  const what =
    record.kind === "restore" && record.restored_from
      ? `Restored from V${record.restored_from}`
      : record.kind === "original"
        ? "The original text"
        : record.suggestion
          ? `Asked: ${truncate(record.suggestion, 160)}`
          : record.kind === "manual"
            ? "Edited by hand"
            : "";
  const actions = el("div", { class: "hist-actions" });
  if (record.id) {
    actions.append(
      el(
        "button",
        {
          type: "button",
          class: "hist-diff",
          "aria-label": `Show changes ${label}`,
          onclick: () => {
            closeHistory({ focus: false });
            showChanges(record.id, { focus: true });
          },
        },
        "Changes",
      ),
    );
  }
  actions.append(
    el(
      "button",
      {
        type: "button",
        class: "hist-restore",
        "aria-label": `Restore V${record.version}`,
        disabled: current,
        onclick: () => restore(record.version),
      },
      current ? "Current" : `Restore V${record.version}`,
    ),
  );
  if (record.message_id) {
    const onPath = (state.session?.path || []).some((m) => m.id === record.message_id);
    actions.append(
      el(
        "button",
        {
          type: "button",
          class: "hist-turn",
          "aria-label": onPath ? `Show the chat turn that made V${record.version}` : `Go to the branch that made V${record.version}`,
          onclick: () => showTurn(record.message_id, onPath),
        },
        onPath ? "Show turn" : "Go to its branch",
      ),
    );
  }
  return el(
    "div",
    { class: `hist-row${current ? " current" : ""}`, dataset: { version: String(record.version) } },
    el(
      "div",
      { class: "hist-line" },
      el("span", { class: "badge" }, label),
      el("span", { class: `tag kind-${record.kind}` }, KIND[record.kind] || record.kind),
      record.created_at ? el("time", { datetime: record.created_at }, formatTime(record.created_at)) : null,
      current ? el("span", { class: "tag applied" }, "shown now") : null,
    ),
    what ? el("div", { class: "hist-suggestion" }, what) : null,
    record.summary ? el("div", { class: "muted" }, truncate(record.summary, 160)) : null,
    actions,
  );
}

/** Versions as a tree: a straight run of versions stays at one level; a fork indents. */
function renderHistory(records) {
  const byBase = new Map();
  for (const record of records) {
    if (record.base_version === record.version) continue;
    const key = record.base_version ?? 0;
    if (!byBase.has(key)) byBase.set(key, []);
    byBase.get(key).push(record);
  }
  const firsts = records.filter((r) => r.version === 1);
  const roots = firsts.length ? firsts : [{ version: 1, base_version: null, kind: "original" }];
  const chain = (list, record) => {
    const item = el("li", { class: "hist-node" }, historyRow(record));
    list.append(item);
    const kids = byBase.get(record.version) || [];
    if (kids.length === 1) {
      chain(list, kids[0]);
    } else if (kids.length > 1) {
      for (const kid of kids) {
        const branch = el("ul", { "aria-label": `Branch from V${record.version}` });
        item.append(branch);
        chain(branch, kid);
      }
    }
  };
  const top = el("ul", {});
  for (const root of roots) chain(top, root);
  dom.historyTree.replaceChildren(top);
}

async function loadHistory() {
  try {
    renderHistory(await api("GET", `/api/contents/${enc(contentId)}/history`));
  } catch (error) {
    dom.historyTree.textContent = `Could not load the history: ${error.message}`;
  }
}

async function openHistory() {
  dom.history.hidden = false;
  dom.historyToggle.setAttribute("aria-expanded", "true");
  dom.historyTree.textContent = "Loading…";
  dom.historyHeading.focus();
  await loadHistory();
}

function closeHistory({ focus = true } = {}) {
  dom.history.hidden = true;
  dom.historyToggle.setAttribute("aria-expanded", "false");
  if (focus) dom.historyToggle.focus();
}

dom.historyToggle.addEventListener("click", () => (dom.history.hidden ? openHistory() : closeHistory()));
dom.historyClose.addEventListener("click", () => closeHistory());

async function restore(version) {
  if (refuseWhileBusy()) return;
  try {
    const content = await api("POST", `/api/contents/${enc(contentId)}/restore`, {
      version,
      base_version: state.content.version,
    });
    state.content = content;
    state.diff = null;
    await loadSession({ scroll: true });
    renderArticle();
    await syncChanges();
    if (!dom.history.hidden) {
      await loadHistory();
      dom.historyHeading.focus();
    }
    say(`V${content.version} saved — restored from V${version}.`);
  } catch (error) {
    say(error.message);
  }
}

async function showTurn(messageId, onPath) {
  if (!onPath) {
    const message = state.nodes.get(messageId);
    if (!message) return;
    closeHistory({ focus: false });
    await continueFrom(message);
  } else {
    closeHistory({ focus: false });
  }
  if (!$(`msg-${messageId}`) && !state.showAll) {
    state.showAll = true;
    renderTranscript({ scroll: false });
  }
  const item = $(`msg-${messageId}`);
  if (item) {
    item.scrollIntoView({ block: "center" });
    item.classList.add("highlight");
    setTimeout(() => item.classList.remove("highlight"), 2000);
    item.querySelector("button")?.focus();
  }
}

// --- persona ------------------------------------------------------------------------------

async function loadPersona() {
  const personaId = dom.personaPrefs.dataset.personaId;
  if (!personaId) return;
  try {
    const persona = await api("GET", `/api/personas/${enc(personaId)}`);
    const applied = new Set();
    const revisionId = revisionForCurrent() || state.lastRevisionId;
    if (revisionId) {
      try {
        const revision = await api("GET", `/api/revisions/${enc(revisionId)}`);
        for (const statement of revision.style_applied || []) applied.add(statement);
      } catch {
        // Without the revision we simply mark nothing as applied.
      }
    }
    renderPreferences(dom.personaPrefs, persona, { applied, status: dom.status });
    dom.personaCount.textContent = `(${(persona.preferences || []).length})`;
  } catch (error) {
    dom.personaPrefs.textContent = error.message;
  }
}

dom.personaView.addEventListener("toggle", () => {
  if (dom.personaView.open) loadPersona();
});

// --- start ----------------------------------------------------------------------------------

async function start() {
  renderArticle();
  await loadSession({ scroll: true });
  renderArticle();
  document.body.dataset.readyMs = String(Math.round(performance.now()));
  document.body.dataset.ready = "1";
  await syncChanges();
}

start();
