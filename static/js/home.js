// The article list: create by pasting or importing a file, draft from a brief, add a persona;
// rename an article, move it to the trash and back.

import { api, composing, el, relativeTime } from "./api.js";
import { dragHasFiles, ImportRefused, leftOutSaid, readArticleFile } from "./importing.js";
import { forget, keep, kept } from "./kept.js";
import { labelLang } from "./labels.js";
import { inLanguage } from "./panel/words.js";
import { pasteAsParagraphs, titleFromPastedHeading } from "./paste.js";

const listStatus = document.getElementById("home-status");

/** `text` in `node`, in the reader's language where it has Chinese words (the server's
 *  refusals too: "The title is empty: …" reads "标题是空的：…"), as the panel says its lines. */
function sayIn(node, text) {
  const line = inLanguage(text, labelLang());
  node.textContent = line.text;
  if (line.lang) node.setAttribute("lang", line.lang);
  else node.removeAttribute("lang");
  return node;
}

/** Said under the form it is about (creating, importing, drafting, a new persona). */
function say(text, form = "create") {
  sayIn(document.getElementById(`${form}-status`), text);
}

/** What a rename, a move to the trash or a restore did, said beside the list, with the
 *  button that undoes a move to the trash. */
function sayInList(text, undo = null) {
  const line = sayIn(el("p", { class: "status-line" }), text);
  if (undo) {
    const button = el("button", { type: "button", class: "undo-trash" }, "Undo");
    button.setAttribute("aria-label", `Undo: bring “${undo.title}” back from the trash`);
    button.addEventListener("click", () => restoreFromTrash(button, undo.id));
    line.append(" ", button);
  }
  listStatus.replaceChildren(line);
  return line.querySelector("button");
}

// An article pasted (or a brief typed) but not yet created survives a reload of the list —
// the browser's own, or the one a move to the trash or a new persona makes — and a closed tab,
// in this browser, for whoever is signed in, until it is created or the boxes are emptied.
const NEW_DRAFT_KEY = `redline:new-article:${document.body.dataset.me || ""}`;
const DRAFT_BOXES = ["create-title", "create-body", "generate-title", "generate-brief"];

function keepNewDraft() {
  const draft = {};
  for (const id of DRAFT_BOXES) draft[id] = document.getElementById(id).value;
  if (draft["create-body"].trim() || draft["generate-brief"].trim()) keep(NEW_DRAFT_KEY, draft);
  else forget(NEW_DRAFT_KEY);
}

function forgetNewDraft() {
  forget(NEW_DRAFT_KEY);
}

function restoreNewDraft() {
  const draft = kept(NEW_DRAFT_KEY);
  if (!draft || typeof draft !== "object") return;
  const boxes = DRAFT_BOXES.map((id) => document.getElementById(id));
  // What the browser put back itself (Back) wins over the copy kept.
  if (boxes.some((box) => box.value.trim())) return;
  for (const box of boxes) if (typeof draft[box.id] === "string") box.value = draft[box.id];
  if (draft["create-body"]?.trim()) say("The article you pasted before is back in the box, not yet created: check the title, then create.");
  if (draft["generate-brief"]?.trim()) say("Your brief from before is back in the box.", "generate");
}

/** Open the article just made, with the keyboard in its suggestion box: asking for a change
 *  is what comes next (the panel reads the note once). The boxes of the `form` that made it
 *  are emptied first: Back to this list must not offer the same article to create again. */
function openNew(content, form) {
  for (const box of form.querySelectorAll("input:not([type=hidden]), textarea")) box.value = "";
  forgetNewDraft();
  sessionStorage.setItem("redline:suggest-first", content.id);
  window.location.assign(`/articles/${encodeURIComponent(content.id)}`);
}

function busy(form, on) {
  for (const control of form.querySelectorAll("button, input, textarea, select")) control.disabled = on;
}

/** Fill the new-article form from a file picked or dropped: the title from its heading (or
 *  its name, when the title box is empty), the text into the box. */
async function importFile(file) {
  let article;
  try {
    article = await readArticleFile(file);
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    say(`${file.name} ${error.message}. (From Word you can also copy the text and paste it.)`);
    return false;
  }
  const title = document.getElementById("create-title");
  const text = document.getElementById("create-body");
  // Text already in the box (pasted, typed) is replaced by the file's — with an Undo, since a
  // file dropped by a slip of the hand would otherwise take it for good.
  const before = text.value.trim() && text.value !== article.body ? { title: title.value, body: text.value } : null;
  if (article.title) title.value = article.title;
  else if (!title.value) title.value = article.fallbackTitle;
  text.value = article.body;
  keepNewDraft();
  // What a Word file held that the article cannot (its pictures, footnotes…) is said first.
  const check =
    leftOutSaid(article.leftOut) +
    (article.onlyHeading
      ? "It holds one line, its heading, so that line is the title and the text: change either before you create."
      : "Check the title, then create.");
  if (!before) {
    say(`Imported ${file.name}. ${check}`);
    return true;
  }
  const undo = el("button", { type: "button", class: "undo-import" }, "Undo");
  undo.setAttribute("aria-label", `Undo: put back the text that was in the box before ${file.name}`);
  undo.addEventListener("click", () => {
    title.value = before.title;
    text.value = before.body;
    keepNewDraft();
    say("Your text is back in the box.");
    text.focus();
  });
  document.getElementById("create-status").replaceChildren(`Imported ${file.name} in place of the text that was in the box. ${check}`, " ", undo);
  return true;
}

document.getElementById("create-file").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  if (file && !(await importFile(file))) event.target.value = "";
});

// A file dropped anywhere on the list is imported into the new-article form (the browser would
// otherwise leave the page to show the file); text dragged from the page drops as usual.
const createForm = document.getElementById("create-form");
document.addEventListener("dragover", (event) => {
  if (!dragHasFiles(event)) return;
  event.preventDefault();
  event.dataTransfer.dropEffect = "copy";
  createForm.classList.add("drop-target");
});
document.addEventListener("dragleave", (event) => {
  if (!event.relatedTarget) createForm.classList.remove("drop-target");
});
document.addEventListener("drop", async (event) => {
  createForm.classList.remove("drop-target");
  if (!dragHasFiles(event)) return;
  event.preventDefault();
  const [file] = event.dataTransfer.files;
  if (!file) return;
  document.getElementById("create-heading").scrollIntoView({ block: "nearest" });
  if (await importFile(file)) document.getElementById("create-title").focus();
});
pasteAsParagraphs(document.getElementById("create-body"));
titleFromPastedHeading(document.getElementById("create-body"), document.getElementById("create-title"), (line) => say(line));
for (const id of DRAFT_BOXES) document.getElementById(id).addEventListener("input", keepNewDraft);
restoreNewDraft();

document.getElementById("create-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  const body = {
    title: form.title.value.trim(),
    body: form.body.value,
  };
  if (form.persona_id.value) body.persona_id = form.persona_id.value;
  busy(form, true);
  say("Creating…");
  try {
    const content = await api("POST", "/api/contents", body);
    openNew(content, form);
  } catch (error) {
    say(error.message);
    busy(form, false);
  }
});

// Ctrl+Enter (Cmd+Enter) in a long text box submits its form, as in the suggestion box; the
// browser's own checks (a missing title) still run. An IME composition's Enter never does.
for (const id of ["create-body", "generate-brief"]) {
  const box = document.getElementById(id);
  box.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey) || composing(event)) return;
    event.preventDefault();
    box.form.requestSubmit();
  });
}

document.getElementById("generate-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  const body = { brief: form.brief.value.trim(), persona_id: form.persona_id.value };
  if (form.title.value.trim()) body.title = form.title.value.trim();
  busy(form, true);
  say("Writing a draft in the persona's style…", "generate");
  try {
    const content = await api("POST", "/api/contents/generate", body);
    openNew(content, form);
  } catch (error) {
    say(error.message, "generate");
    busy(form, false);
  }
});

document.getElementById("persona-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  busy(form, true);
  try {
    await api("POST", "/api/personas", {
      name: form.name.value.trim(),
      description: form.description.value.trim(),
    });
    window.location.reload();
  } catch (error) {
    say(error.message, "persona");
    busy(form, false);
  }
});

// --- rename, trash and restore --------------------------------------------------------------

const idOf = (node) => node.closest("[data-content-id]").dataset.contentId;

/** Rename in place: the title cell becomes a text box with Save and Cancel. */
function startRename(button) {
  const row = button.closest("tr");
  const cell = row.querySelector("td");
  const link = cell.querySelector(".article-link");
  if (!link) return;
  const shownBefore = [...cell.childNodes];
  const form = el(
    "form",
    { class: "rename-form" },
    el("label", { class: "visually-hidden", for: `rename-${idOf(row)}` }, "New title"),
    el("input", { dir: "auto", id: `rename-${idOf(row)}`, name: "title", value: link.textContent, maxlength: "500", required: true }),
    el("button", { type: "submit" }, "Save"),
    el("button", { type: "button", class: "cancel-rename" }, "Cancel"),
  );
  const cancel = () => {
    cell.replaceChildren(...shownBefore);
    button.focus();
  };
  form.querySelector(".cancel-rename").addEventListener("click", cancel);
  form.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !composing(event)) cancel();
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    busy(form, true);
    try {
      const content = await api("PATCH", `/api/contents/${encodeURIComponent(idOf(row))}`, {
        title: form.title.value,
        base_version: Number(button.dataset.version),
      });
      cell.replaceChildren(...shownBefore);
      showRenamed(row, content);
      button.focus();
      sayInList(`Renamed to “${content.title}” (V${content.version}).`);
    } catch (error) {
      sayInList(error.message);
      busy(form, false);
    }
  });
  cell.replaceChildren(form);
  form.title.select();
}

/** The row as the rename left it: the new title in the link and in what each button and
 *  export link says, the new version, and "Last edited" now (a rename is an edit). */
function showRenamed(row, content) {
  const said = (label) => label.replace(/“[\s\S]*”/, () => `“${content.title}”`);
  row.querySelector(".article-link").textContent = content.title;
  row.querySelector(".rename-article").dataset.version = String(content.version);
  row.querySelector(".badge").textContent = `V${content.version}`;
  for (const control of row.querySelectorAll(".row-actions button, .export-links a")) {
    control.setAttribute("aria-label", said(control.getAttribute("aria-label")));
  }
  // The file names were made from the old title: the server names the download itself.
  for (const link of row.querySelectorAll(".export-links a[download]")) link.setAttribute("download", "");
  const time = row.querySelector("time[data-relative]");
  if (time) {
    time.setAttribute("datetime", content.updated_at);
    time.title = `${content.updated_at.slice(0, 16).replace("T", " ")} UTC`;
    time.textContent = relativeTime(content.updated_at) || time.title;
  }
}

async function moveToTrash(button) {
  const id = idOf(button);
  button.disabled = true;
  try {
    const content = await api("DELETE", `/api/contents/${encodeURIComponent(id)}`);
    const said = { text: `Moved “${content.title}” to the trash.`, undo: { id, title: content.title } };
    sessionStorage.setItem("home-said", JSON.stringify(said));
    window.location.reload();
  } catch (error) {
    sayInList(error.message);
    button.disabled = false;
  }
}

async function restoreFromTrash(button, id = idOf(button)) {
  button.disabled = true;
  try {
    const content = await api("POST", `/api/contents/${encodeURIComponent(id)}/untrash`, {});
    sessionStorage.setItem("home-said", JSON.stringify({ text: `Restored “${content.title}” from the trash.`, back: id }));
    window.location.reload();
  } catch (error) {
    sayInList(error.message);
    button.disabled = false;
  }
}

for (const button of document.querySelectorAll(".rename-article")) button.addEventListener("click", () => startRename(button));
for (const button of document.querySelectorAll(".trash-article")) button.addEventListener("click", () => moveToTrash(button));
for (const button of document.querySelectorAll(".untrash-article")) button.addEventListener("click", () => restoreFromTrash(button));
const said = sessionStorage.getItem("home-said");
if (said) {
  sessionStorage.removeItem("home-said");
  let told = { text: said };
  try {
    told = JSON.parse(said);
  } catch {
    // An older page's plain sentence.
  }
  // The keyboard goes on from what the reload took away: the Undo after a move to the
  // trash, the article itself once it is back in the list.
  const undo = sayInList(told.text, told.undo);
  const back = told.back && document.querySelector(`tr[data-content-id="${CSS.escape(told.back)}"] .article-link`);
  (undo || back)?.focus();
}

for (const time of document.querySelectorAll("time[data-relative]")) {
  const text = relativeTime(time.getAttribute("datetime"));
  if (text) {
    time.title = time.textContent;
    time.textContent = text;
  }
}
document.body.dataset.ready = "1";
// Sent before this script listened (early-submit.js held it): sent now.
for (const form of document.querySelectorAll("form[data-submit-asked]")) {
  delete form.dataset.submitAsked;
  form.requestSubmit();
}
