// The editor's desk: recent revisions across every article, newest first, each with its
// changes inline (the panel's diff drawing), a link to the article's history, a side-by-side
// comparison of any two versions and the revision's comments. Filters live in the address.

import { api, el, formatTime, setLang, truncate } from "./api.js";
import { keep, kept } from "./kept.js";
import { labelLang } from "./labels.js";
import { failure, inLanguage } from "./panel/words.js";
import { drawParagraphs, groupChanges, hasChanges, onlyLineEnds, renderTitleDiff, scopeLine } from "./panel/text.js";

const $ = (id) => document.getElementById(id);
const enc = encodeURIComponent;
const form = $("desk-filters");
const list = $("desk-list");
const more = $("desk-more");
const status = $("desk-status");
const authors = $("desk-authors");
const me = JSON.parse($("desk-me").textContent);
const FIELDS = ["author", "content_id", "kind", "since", "until"];
const KIND_NAMES = {
  suggestion: "Suggestion",
  manual: "Edited by hand",
  restore: "Restore",
  reject: "Rejected changes",
  generate: "Draft from a brief",
};
const PAGE = 20;
const DIFFS_AT_ONCE = 3;

let cursor = null;
let shown = 0;
const namesSeen = new Set();

function say(text) {
  status.textContent = "";
  requestAnimationFrame(() => {
    status.textContent = text;
  });
}

const isMine = (author) => author && author.kind === me.kind && author.id === me.id;
// The single-user mode's author is named by Redline ("You"), in the reader's language; a
// person's name is theirs, never translated.
const authorName = (author) => (author.kind === "local" ? el("span", {}, "You") : el("bdi", { translate: "no" }, author.name));
// Once accounts exist, the single-user mode's "You" is nobody reading now: made before them.
const byline = (author) => (author.kind === "local" && me.kind !== "local" ? ["made before accounts"] : ["by ", authorName(author)]);
const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/** The filters in the form, as query parameters (empty ones left out). */
function filters() {
  const query = new URLSearchParams();
  for (const name of FIELDS) {
    const value = form.elements[name].value.trim();
    if (value) query.set(name, value);
  }
  return query;
}

function fillForm(query) {
  for (const name of FIELDS) form.elements[name].value = query.get(name) || "";
}

/** What the revision did, in the writer's words (as the panel's history says it). */
function whatMade(entry) {
  if (entry.change === "restore" && entry.restored_from) return `Restored from V${entry.restored_from}`;
  if (entry.change === "reject") return entry.suggestion || "Rejected changes";
  if (entry.change === "manual") return entry.suggestion ? truncate(entry.suggestion, 200) : "Edited by hand";
  if (entry.change === "generate") return entry.suggestion ? `Brief: ${truncate(entry.suggestion, 200)}` : "";
  return entry.suggestion ? `Asked: ${truncate(entry.suggestion, 200)}` : "";
}

// -- the diff of one revision, inline ------------------------------------------------------

// A revision that changed a whole long article shows its first few changed paragraphs; the
// rest are a press away, so one row does not fill the desk with sixty paragraphs.
const PARAGRAPHS_SHOWN = 5;

/** Only the paragraphs that changed, with "…" where unchanged ones were left out; at most
 *  `limit` changed paragraphs. Returns the items and how many changed paragraphs were left out. */
function condensed(diff, limit = Infinity) {
  const drawn = document.createElement("div");
  drawParagraphs(drawn, groupChanges(diff));
  const out = [];
  let skipped = 0;
  let changed = 0;
  for (const p of drawn.querySelectorAll("p")) { // in boxes of 100 when there are many (text.js)
    if (p.querySelector("ins, del")) {
      changed += 1;
      if (changed > limit) continue;
      if (skipped) out.push(el("p", { class: "desk-skip muted" }, `… ${plural(skipped, "paragraph", "paragraphs")} unchanged`));
      skipped = 0;
      out.push(p);
    } else if (!/\bmd-h\d\b/.test(p.className)) {
      // A heading is no paragraph (as "changed 1 of 20 paragraphs" above counts them).
      skipped += 1;
    }
  }
  return { items: out, left: Math.max(0, changed - limit) };
}

/** How much a revision changed, in the reader's language (as the panel's changes bar says it). */
const scopeWords = (diff) => inLanguage(scopeLine(diff), labelLang()).text;

function drawDiff(box, diff) {
  const parts = [];
  const none = onlyLineEnds(diff)
    ? "Only the line ends changed (Windows CRLF and LF): every word reads the same."
    : "No changes: the text stayed exactly as it was.";
  parts.push(el("p", { class: "desk-scope muted" }, hasChanges(diff) ? scopeWords(diff) : none));
  if (diff.title_changed) parts.push(el("p", {}, renderTitleDiff(diff)));
  const { items, left } = condensed(diff, PARAGRAPHS_SHOWN);
  const body = el("div", { class: "desk-diff-body article-body view-markup" }, ...items);
  if (body.childNodes.length) parts.push(body);
  if (left) {
    const more = el("button", { type: "button", class: "desk-more" }, `Show the other ${plural(left, "changed paragraph", "changed paragraphs")}`);
    more.addEventListener("click", () => {
      const shown = body.querySelectorAll("p").length;
      body.replaceChildren(...condensed(diff).items);
      more.remove();
      // The keyboard goes on in the text just shown, where the cut was.
      const next = body.querySelectorAll("p")[shown];
      if (next) {
        next.tabIndex = -1;
        next.focus();
      }
    });
    parts.push(more);
  }
  box.replaceChildren(...parts);
}

// Diffs are fetched a few at a time, in the order the rows are shown.
const waiting = [];
let fetching = 0;

function queueDiff(box, revisionId) {
  waiting.push([box, revisionId]);
  pump();
}

function pump() {
  while (fetching < DIFFS_AT_ONCE && waiting.length) {
    const [box, revisionId] = waiting.shift();
    fetching += 1;
    api("GET", `/api/revisions/${enc(revisionId)}/diff`)
      .then((diff) => drawDiff(box, diff))
      .catch((error) => box.replaceChildren(el("p", { class: "alert" }, failure("Could not load the changes.", error.message, null).text)))
      .finally(() => {
        fetching -= 1;
        pump();
      });
  }
}

// -- comparing two versions side by side --------------------------------------------------

function sideBySide(diff) {
  const column = (version, keep, tag) =>
    el(
      "div",
      { class: "desk-side" },
      el("h4", {}, `V${version}`),
      diff.title_changed ? el("p", { class: "desk-side-title" }, version === diff.from_version ? diff.original_title : diff.revised_title) : null,
      el(
        "div",
        { class: "desk-side-text" },
        ...diff.hunks.filter((h) => h.op === "equal" || h.op === keep).map((h) => (h.op === "equal" ? h.text : el(tag, {}, h.text))),
      ),
    );
  return el(
    "div",
    { class: "desk-sides" },
    column(diff.from_version, "delete", "del"),
    column(diff.to_version, "insert", "ins"),
  );
}

/** Show or hide a row's box under its button; true when it opens for the first time. */
function toggleBox(box, button) {
  box.hidden = !box.hidden;
  button.setAttribute("aria-expanded", String(!box.hidden));
  return !box.hidden && !box.dataset.ready;
}

async function openCompare(entry, box, button) {
  if (!toggleBox(box, button)) return;
  box.replaceChildren(el("p", { class: "muted" }, "Loading the versions…"));
  let made;
  try {
    made = await api("GET", `/api/contents/${enc(entry.content_id)}/history`);
  } catch (error) {
    box.replaceChildren(el("p", { class: "alert" }, failure("Could not load the versions.", error.message, null).text));
    return;
  }
  box.dataset.ready = "1";
  const versions = [...new Set([1, ...made.map((h) => h.version)])].sort((a, b) => a - b);
  const choice = (name, label, selected) => {
    const id = `${name}-${entry.id}`;
    return el(
      "span",
      { class: "compare-choice" },
      el("label", { for: id }, label),
      el("select", { id, name }, ...versions.map((v) => el("option", { value: String(v), selected: v === selected }, `V${v}`))),
    );
  };
  const result = el("div", { class: "desk-compare-result", "aria-live": "polite" });
  const compare = el(
    "form",
    { class: "compare-form", "aria-label": `Compare two versions of “${entry.title}”` },
    choice("from", "Compare", entry.base_version || 1),
    choice("to", "with", entry.version),
    el("button", { type: "submit" }, "Compare"),
  );
  compare.addEventListener("submit", async (event) => {
    event.preventDefault();
    const from = compare.elements.from.value;
    const to = compare.elements.to.value;
    result.replaceChildren(el("p", { class: "muted" }, "Comparing…"));
    try {
      const diff = await api("GET", `/api/contents/${enc(entry.content_id)}/diff?from=${enc(from)}&to=${enc(to)}`);
      result.replaceChildren(el("p", { class: "muted" }, `V${from} beside V${to}: ${scopeWords(diff) || "no changes"}`), sideBySide(diff));
    } catch (error) {
      result.replaceChildren(el("p", { class: "alert" }, failure("Could not compare the versions.", error.message, null).text));
    }
  });
  box.replaceChildren(compare, result);
}

// -- comments ------------------------------------------------------------------------------

// A comment typed but not posted survives a reload or a closed tab, in this browser, for whoever
// is signed in (like the panel's): the revision's comments open with it when the desk next
// shows that revision, until it is posted or emptied. Read afresh at each keystroke, so two
// desk tabs keep each other's.
const KEPT_COMMENTS = `redline:desk-comment-drafts:${me?.kind || ""}:${me?.id || ""}`;

function keptComments() {
  const typed = kept(KEPT_COMMENTS);
  return typed && typeof typed === "object" ? typed : {};
}

function keptComment(revisionId) {
  const text = keptComments()[revisionId];
  return typeof text === "string" && text.trim() ? text : "";
}

function keepComment(revisionId, text) {
  const typed = keptComments();
  if (text.trim()) typed[revisionId] = text;
  else delete typed[revisionId];
  keep(KEPT_COMMENTS, typed);
}

function commentItem(comment, onDeleted) {
  const item = el(
    "li",
    { class: "comment", dataset: { commentId: comment.id } },
    el(
      "div",
      { class: "comment-head" },
      el("strong", {}, comment.author?.name || "Someone"),
      el("time", { datetime: comment.created_at }, formatTime(comment.created_at)),
    ),
    el("p", { class: "comment-text" }, comment.text),
  );
  if (isMine(comment.author)) {
    item.querySelector(".comment-head").append(
      el(
        "button",
        {
          type: "button",
          class: "link comment-delete",
          "aria-label": `Delete your comment “${truncate(comment.text, 40)}”`,
          onclick: async () => {
            try {
              await api("DELETE", `/api/comments/${enc(comment.id)}`);
            } catch (error) {
              say(error.message);
              return;
            }
            item.remove();
            onDeleted();
            say("Comment deleted.");
          },
        },
        "Delete",
      ),
    );
  }
  return item;
}

async function openComments(entry, label, box, button, setCount) {
  if (!toggleBox(box, button)) return;
  let comments;
  try {
    comments = await api("GET", `/api/revisions/${enc(entry.id)}/comments`);
  } catch (error) {
    box.replaceChildren(el("p", { class: "alert" }, failure("Could not load the comments.", error.message, null).text));
    return;
  }
  box.dataset.ready = "1";
  let count = comments.length;
  const changed = (by) => {
    count += by;
    setCount(count);
  };
  const items = el("ul", { class: "comment-list" }, ...comments.map((c) => commentItem(c, () => changed(-1))));
  const id = `comment-${entry.id}`;
  const text = el("textarea", { dir: "auto", id, name: "text", rows: "3", maxlength: "4000", required: true, "aria-describedby": `${id}-hint` });
  text.value = keptComment(entry.id);
  text.addEventListener("input", () => keepComment(entry.id, text.value));
  const submit = el("button", { type: "submit" }, "Post comment");
  const post = el(
    "form",
    { class: "comment-form stack-form" },
    el("label", { for: id }, `Comment on ${label} of “${entry.title}”`),
    text,
    el("span", { class: "hint", id: `${id}-hint` }, "Ctrl+Enter posts"),
    submit,
  );
  // Ctrl+Enter posts, as in the panel's comments (never the Enter that ends an IME composition).
  text.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey) || event.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    post.requestSubmit();
  });
  post.addEventListener("submit", async (event) => {
    event.preventDefault();
    // A double click (or Ctrl+Enter twice) posts once.
    if (submit.disabled) return;
    submit.disabled = true;
    let comment;
    try {
      comment = await api("POST", `/api/revisions/${enc(entry.id)}/comments`, { text: text.value });
    } catch (error) {
      say(error.message);
      return;
    } finally {
      submit.disabled = false;
    }
    items.append(commentItem(comment, () => changed(-1)));
    changed(1);
    text.value = "";
    keepComment(entry.id, "");
    say(`Comment posted on ${label} of “${entry.title}”; the writer sees it beside that version.`);
  });
  box.replaceChildren(items, post);
  if (text.value) say(`Your comment on ${label} of “${entry.title}”, not posted, is back in its box: post it, or empty the box to drop it.`);
}

// -- rows ----------------------------------------------------------------------------------

function row(entry) {
  const label = entry.base_version ? `V${entry.base_version}→V${entry.version}` : `V${entry.version}`;
  const headingId = `rev-${entry.id}`;
  const historyLink = `/articles/${enc(entry.content_id)}#history`;
  const diff = el("div", { class: "desk-diff", "aria-label": `Changes ${label}` }, el("p", { class: "muted" }, "Loading the changes…"));
  const compareBox = el("div", { class: "desk-compare", hidden: true });
  const commentsBox = el("section", { class: "desk-comments", hidden: true, "aria-label": `Comments on ${label}` });
  const countText = (n) => (n ? `Comments (${n})` : "Comment");
  const commentsButton = el(
    "button",
    { type: "button", class: "desk-comments-toggle", "aria-expanded": "false" },
    countText(entry.comments),
  );
  const compareButton = el("button", { type: "button", class: "desk-compare-toggle", "aria-expanded": "false" }, "Compare versions");
  compareButton.addEventListener("click", () => openCompare(entry, compareBox, compareButton));
  const showComments = () =>
    openComments(entry, label, commentsBox, commentsButton, (n) => {
      commentsButton.textContent = countText(n);
    });
  commentsButton.addEventListener("click", showComments);
  // A comment begun before a reload opens again with its text.
  if (keptComment(entry.id)) showComments();
  if (entry.author?.name) namesSeen.add(entry.author.name);
  const what = whatMade(entry);
  queueDiff(diff, entry.id);
  return el(
    "li",
    { class: "desk-row", dataset: { revisionId: entry.id, contentId: entry.content_id } },
    el(
      "article",
      { "aria-labelledby": headingId },
      el(
        "h3",
        { id: headingId, class: "desk-title" },
        setLang(el("a", { href: `/articles/${enc(entry.content_id)}` }, entry.title || "(untitled)"), entry.title),
        " ",
        el("span", { class: "badge" }, label),
      ),
      el(
        "p",
        { class: "desk-meta" },
        el("span", { class: `tag kind-${entry.change}` }, KIND_NAMES[entry.change] || entry.change),
        entry.author ? el("span", { class: "desk-author" }, ...byline(entry.author)) : null,
        el("time", { datetime: entry.created_at }, formatTime(entry.created_at)),
      ),
      what ? el("p", { class: "desk-what" }, what) : null,
      diff,
      el(
        "div",
        { class: "desk-actions" },
        el("a", { href: historyLink, "aria-label": `Open history: “${entry.title}”` }, "Open history"),
        compareButton,
        commentsButton,
      ),
      compareBox,
      commentsBox,
    ),
  );
}

async function load({ fresh }) {
  const query = filters();
  query.set("limit", String(PAGE));
  if (!fresh && cursor) query.set("cursor", cursor);
  more.disabled = true;
  list.setAttribute("aria-busy", "true");
  let page;
  try {
    page = await api("GET", `/api/revisions?${query}`);
  } catch (error) {
    say(error.message);
    more.disabled = false;
    list.setAttribute("aria-busy", "false");
    return;
  }
  if (fresh) {
    list.replaceChildren();
    waiting.length = 0;
    shown = 0;
  }
  const rows = page.entries.map(row);
  list.append(...rows);
  shown += page.entries.length;
  cursor = page.next_cursor;
  more.hidden = !cursor;
  more.disabled = false;
  list.setAttribute("aria-busy", "false");
  // "Show older revisions" goes on to the first of them (the button may have gone with the
  // last page): the keyboard is not dropped to the top of the page.
  if (!fresh && rows.length) rows[0].querySelector(".desk-title a")?.focus();
  authors.replaceChildren(...[...namesSeen].sort().map((name) => el("option", { value: name })));
  const filtered = [...query.keys()].some((key) => key !== "limit" && key !== "cursor");
  say(
    shown
      ? `${plural(shown, "revision", "revisions")} shown${cursor ? "; older ones below" : ""}.`
      : filtered
        ? "No revision matches these filters."
        : "No revisions yet. They appear here as writers chat, edit and restore their articles.",
  );
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const since = $("filter-since");
  const until = $("filter-until");
  if (since.value && until.value && since.value > until.value) {
    // Else the list would only say that nothing matches.
    say(`“From” (${since.value}) is after “To” (${until.value}): swap them, or clear one.`);
    since.focus();
    return;
  }
  const query = filters();
  history.replaceState(null, "", query.size ? `/desk?${query}` : "/desk");
  load({ fresh: true });
});
$("filter-clear").addEventListener("click", () => {
  fillForm(new URLSearchParams());
  history.replaceState(null, "", "/desk");
  load({ fresh: true });
});
more.addEventListener("click", () => load({ fresh: false }));

fillForm(new URLSearchParams(location.search));
load({ fresh: true }).then(() => {
  document.body.dataset.ready = "1";
});
