// A persona's learned preferences: confidence, category, evidence, and the writer's
// confirm / reject / edit. Used by the persona page and the panel's compact view.

import { api, composing, el, formatTime, truncate } from "./api.js";
import { labelLang } from "./labels.js";
import { inLanguage } from "./panel/words.js";

/** Say `text` in `status` in the reader's language when it has Chinese words (a browser that
 *  asks for Chinese first reads "已确认这条偏好。"), as the panel says its lines. */
function say(status, text) {
  const line = inLanguage(text, labelLang());
  status.textContent = line.text;
  if (line.lang) status.setAttribute("lang", line.lang);
  else status.removeAttribute("lang");
  return status;
}


const revisionCache = new Map();

async function revisionLabel(revisionId) {
  if (!revisionId) return "";
  if (!revisionCache.has(revisionId)) {
    revisionCache.set(
      revisionId,
      api("GET", `/api/revisions/${encodeURIComponent(revisionId)}`)
        .then((r) => `V${r.base_version}→V${r.version}`)
        .catch(() => ""),
    );
  }
  return revisionCache.get(revisionId);
}

// The persona page lists this many pieces of a preference's evidence, the newest; the rest
// are folded above them.
const EVIDENCE_SHOWN = 5;

// Evidence the writer gave for another value is kept with the preference, marked as such.
const STANCE_LABEL = { against: "Against", partly: "Partly" };

/** "in «Autumn park»", a link to the article a piece of evidence came from (when known). */
function sourceArticle(evidence, articles) {
  const source = evidence.revision_id || evidence.message_id;
  const article = source && articles?.[source];
  if (!article) return null;
  return el("span", { class: "ev-article" }, el("span", { translate: "yes" }, " in "), el("a", { href: `/articles/${encodeURIComponent(article.id)}`, dir: "auto" }, `«${truncate(article.title || "(untitled)", 60)}»`));
}

// Where a piece of evidence without the writer's words came from, and the notes the record
// keeps beside its value (app/style/memory.py writes "emoji → none (inferred)").
const SOURCE_WORDS = { measured: "seen in the edit", manual: "seen in your own edit", llm: "read by the model", writer: "asked for" };
const NOTE_WORDS = { "explicit correction": "a correction", scoped: "for part of the text", "the writer approved the result": "you approved the result" };

/** "Use no emoji (不用表情符号) — seen in the edit, inferred" for the record's "emoji → none
 *  (inferred)", where it came from in Redline's words (translate="yes": they read in the
 *  reader's language, labels.js); an intent of another shape as it is. */
function intentWords(evidence, dimension) {
  const intent = evidence.intent || "";
  const parts = /^(\S+) → (\S+)((?: \([^()]*\))*)$/.exec(intent);
  if (!parts || parts[1] !== dimension) return [intent];
  const notes = [...parts[3].matchAll(/\(([^()]*)\)/g)]
    .map(([, note]) => NOTE_WORDS[note] || note.replace(/^to confirm: .*/, "to confirm"))
    // What was measured in the edit was inferred from it: said once.
    .filter((note) => !(note === "inferred" && evidence.source === "measured"));
  const from = SOURCE_WORDS[evidence.source];
  const said = [from, ...notes].filter(Boolean).join(", ");
  return [valueWords(dimension, parts[2]), said ? el("span", { translate: "yes" }, ` — ${said}`) : ""];
}

// Where the pieces folded into the summary came from, counted (app/style/evidence.py keeps
// the counts by source in `measured`).
const FOLDED_WORDS = {
  writer: "asked for by you",
  measured: "seen in the edits",
  manual: "seen in your own edits",
  llm: "read by the model",
  decision: "your decisions",
};

/** "177 pieces — 89 asked for by you, 88 seen in the edits" for the record's "177 earlier
 *  pieces of evidence (88 measured, 89 writer)"; null when it has no counts. */
function summaryWords(evidence) {
  const counts = Object.entries(evidence.measured || {}).filter(([, n]) => n >= 1);
  if (!counts.length) return null;
  const total = counts.reduce((sum, [, n]) => sum + Math.trunc(n), 0);
  const parts = counts
    .sort((a, b) => b[1] - a[1])
    .map(([source, n]) => `${Math.trunc(n)} ${FOLDED_WORDS[source] || source}`);
  return `${total} ${total === 1 ? "piece" : "pieces"} — ${parts.join(", ")}`;
}

/** How many pieces of evidence `evidence` stands for: the folded summary its count, else 1. */
function piecesIn(evidence) {
  if (evidence.source !== "summary") return 1;
  return Math.max(1, Object.values(evidence.measured || {}).reduce((n, c) => n + Math.trunc(c), 0));
}

/** "from V2→V3: " for a change, "said at V3: " for words heard on one version. */
function versionsWords(versions) {
  return versions.includes("→") ? `from ${versions}: ` : `said at ${versions}: `;
}

// Why a preference's value was replaced, as the writer reads it (app/style/memory.py writes
// "explicit correction: «…»").
const CHANGE_WORDS = [
  [/^explicit correction(?=: |$)/, "you corrected it"],
  [/^refined by the writer(?=: |$)/, "you refined it"],
];

/** " — you corrected it: «Scratch what I said …»": why, Redline's words (translate="yes")
 *  apart from the writer's they quote. */
function whyWords(why, pattern, full) {
  const said = truncate(why, full ? 300 : 90);
  if (!pattern) return ` — ${said}`;
  const words = said.match(/^[^:]*/)[0];
  return [el("span", { translate: "yes" }, ` — ${words}`), said.slice(words.length)];
}

/** "Changed from “Use lists …” — you corrected it: «Scratch what I said …» · 17:20": the value
 *  in use replaced another (a correction, a refinement), said where the writer reads the
 *  preference, not only folded in its earlier values. null when its value never changed. */
function changeLine(pref, full) {
  const last = (pref.history || []).at(-1);
  if (!last || last.state !== "superseded" || !last.value || last.value === pref.value) return null;
  if (pref.state !== "active" && pref.state !== "pending_confirmation") return null;
  const [pattern, words] = CHANGE_WORDS.find(([re]) => re.test(last.reason || "")) || [null, ""];
  const why = pattern ? (last.reason || "").replace(pattern, words) : last.reason || "";
  return el(
    "p",
    { class: "pref-change" },
    // The earlier value's statement is quoted as it reads (Redline's or the writer's words,
    // as .pref-statement shows them), not a label's words: data-quotes names it.
    ((was) => el("span", { translate: "yes", "data-quotes": was }, `Changed from “${was}”`))(
      truncate((last.statement || last.value).replace(/[.。]$/, ""), full ? 120 : 60),
    ),
    why ? whyWords(why, pattern, full) : "",
    full && last.at ? el("span", { class: "muted" }, ` · ${formatTime(last.at)}`) : null,
  );
}

function evidenceItem(evidence, full, articles, dimension) {
  // The writer's own decision and the summary of older evidence read as themselves.
  if (evidence.source === "decision" || evidence.source === "summary") {
    const text = (evidence.source === "summary" && summaryWords(evidence)) || evidence.quote || evidence.intent || "";
    // Redline's own words about the evidence (chrome, translate="yes") read in the reader's
    // language (labels.js); what the writer said stays as said.
    const summary = evidence.source === "summary";
    return el(
      "li",
      { class: `ev-${evidence.source}` },
      summary ? el("span", { translate: "yes" }, "Earlier evidence: ") : "",
      summary && summaryWords(evidence) ? el("span", { translate: "yes" }, text) : text,
      full && evidence.at ? el("span", { class: "muted" }, ` · ${formatTime(evidence.at)}`) : null,
    );
  }
  // "from V2→V3: 太正式了，活泼点" — the evidence names its versions; older records may not.
  // Words that changed nothing name the one version they were said at ("said at V3: …"):
  // "from V3" read as if V3 had been made by them.
  const label = el("span", { class: "ev-version", translate: "yes" }, evidence.versions ? versionsWords(evidence.versions) : "");
  if (!evidence.versions && full && evidence.revision_id) {
    revisionLabel(evidence.revision_id).then((text) => {
      if (text) label.textContent = versionsWords(text);
    });
  }
  const quote = evidence.quote ? [`“${truncate(evidence.quote, full ? 300 : 90)}”`] : evidence.intent ? intentWords(evidence, dimension) : [evidence.source || el("span", { translate: "yes" }, "measured change")];
  const stance = STANCE_LABEL[evidence.stance];
  // The value it asked for as the preferences word it ("Use emoji freely (多用表情)"), not as
  // stored ("more").
  const asked = stance ? valueWords(dimension, evidence.value) : "";
  return el(
    "li",
    stance ? { class: `ev-${evidence.stance}` } : {},
    stance ? el("span", { class: "tag ev-stance", translate: "yes", title: `This asked for “${asked}” instead` }, `${stance}: ${asked}`) : null,
    stance ? " " : null,
    label,
    ...quote,
    full ? sourceArticle(evidence, articles) : null,
    full && evidence.at ? el("span", { class: "muted" }, ` · ${formatTime(evidence.at)}`) : null,
  );
}

/** The writer's last decision on `pref` is the last thing that changed it (and was not itself
 *  an undo): the server still takes it back, so Undo is offered — after a reload too. */
function lastDecisionUndoable(pref) {
  const last = (pref.evidence || []).at(-1);
  if (!last || last.source !== "decision" || /^You undid\b/.test(last.intent || "")) return false;
  return Date.parse(last.at) === Date.parse(pref.updated_at);
}

/** The writer's last word on `pref` was Confirm (and nothing was learned since): confirming
 *  again would say nothing new, so the button shows it as done. */
function confirmedLast(pref) {
  const last = (pref.evidence || []).at(-1);
  return Boolean(last) && last.source === "decision" && /^You confirmed\b/.test(last.intent || last.quote || "");
}

// Each style value in words, as the server words its preferences (app/style/dimensions.py),
// drawn into the page (templates: #style-words).
let styleWords = null;

/** A style value in words ("Use no emoji (不用表情符号)"), without its full stop; `statement`
 *  when the page does not know the value (the preference's own words), else "emoji: none". */
function valueWords(dimension, value, statement = "") {
  if (styleWords === null) {
    try {
      styleWords = JSON.parse(document.getElementById("style-words")?.textContent || "{}");
    } catch {
      styleWords = {};
    }
  }
  const words = styleWords[`${dimension}:${value}`] || statement || `${String(dimension).replaceAll("_", " ")}: ${value}`;
  return words.replace(/[.。]$/, "");
}

// A preference's kind as the writer reads it, and what that means for how long it lasts
// (DESIGN: a FACT never fades, a PREFERENCE fades unless evidence keeps it, a STATE is for now).
const CATEGORY_WORDS = {
  FACT: ["fact", "A fact about the writing: it does not fade."],
  PREFERENCE: ["preference", "A preference: it fades over months unless the writer's edits keep backing it."],
  STATE: ["for now", "Wanted for now: it fades within a few weeks."],
};

function categoryTag(category) {
  const [words, title] = CATEGORY_WORDS[category] || [String(category || "").toLowerCase(), ""];
  return words ? el("span", title ? { class: "tag", title } : { class: "tag" }, words) : null;
}

/** A preference's state as its tag reads: a value set aside says why, as its status line
 *  does (app/style/decay.py `status_line`) — withdrawn or lifted by the writer, or replaced by
 *  a newer value — never the record's "superseded"; an active one says its use as the line
 *  does ("in use", "waiting" while not yet corroborated, "faded": the server's `use`), never
 *  "active" beside "not yet used in prompts". */
function stateWords(pref) {
  if (pref.state === "active" && pref.use) return pref.use;
  if (pref.state !== "superseded") return String(pref.state).replaceAll("_", " ");
  const why = (pref.history || []).at(-1)?.reason || "";
  if (why.startsWith("withdrawn")) return "withdrawn by you";
  if (why.startsWith("lifted")) return "lifted by you";
  return "replaced";
}

// When the last decision's answer came in; a press within a double click's reach of it is the
// double click's own second press.
let decidedAt = -Infinity;
const DOUBLE_CLICK_MS = 1500;

function preferenceItem(personaId, pref, options, undoable = lastDecisionUndoable(pref)) {
  const { applied, full, onChanged, status } = options;
  const item = el("li", { class: "pref", dataset: { prefId: pref.id, state: pref.state } });
  // A double click's second click can land, once the answer is in, on "Confirmed ✓" (disabled)
  // or on the evidence line the decision added above the buttons: a press just after a
  // decision, outside anything that works, leaves the focus on Undo instead of dropping it.
  item.addEventListener("mousedown", (event) => {
    const soon = performance.now() - decidedAt < DOUBLE_CLICK_MS;
    if (soon && !event.target.closest("button:not(:disabled), a, input, summary")) event.preventDefault();
  });
  const confidence = Math.round((pref.confidence ?? 0) * 100);
  const wasApplied = applied && (applied.has(pref.statement) || applied.has(pref.id));
  item.append(
    el("div", { class: "pref-statement" }, pref.statement || `${pref.dimension}: ${pref.value}`),
    el(
      "div",
      { class: "pref-meta" },
      el("span", { class: "tag" }, String(pref.dimension).replaceAll("_", " ")),
      categoryTag(pref.category),
      el("span", { class: `tag state-${pref.state}` }, stateWords(pref)),
      // No longer used: how sure the learner once was is no measure of anything now.
      pref.state === "rejected" || pref.state === "superseded"
        ? null
        : el("meter", { min: "0", max: "1", value: String(pref.confidence ?? 0), "aria-label": `Confidence ${confidence}%` }),
      // The server words the record's standing ("rejected by you", "86%, weight now 71%").
      pref.status_line
        ? say(el("span", { class: "pref-status" }), pref.status_line)
        : el("span", {}, `${confidence}%`),
      pref.needs_review ? el("span", { class: "tag warn" }, "needs review") : null,
      pref.inferred ? el("span", { class: "tag" }, "inferred") : null,
      wasApplied ? el("span", { class: "tag applied" }, "applied to the last edit") : null,
    ),
  );
  const change = changeLine(pref, full);
  if (change) item.append(change);
  const evidence = pref.evidence || [];
  if (evidence.length) {
    const shown = full ? evidence : evidence.slice(-1);
    const itemOf = (e) => evidenceItem(e, full, options.articles, pref.dimension);
    // After many edits the page lists the newest few; the older ones wait, folded, above them
    // (24 pieces made one preference a phone's four screens long).
    const older = full ? shown.slice(0, Math.max(0, shown.length - EVIDENCE_SHOWN)) : [];
    if (older.length > 1) {
      item.append(
        el(
          "details",
          { class: "ev-older" },
          // Counted in pieces: the folded summary stands for many.
          el("summary", {}, `Older evidence (${older.reduce((n, e) => n + piecesIn(e), 0)})`),
          el("ul", { class: "pref-evidence", "aria-label": "Older evidence" }, older.map(itemOf)),
        ),
      );
    }
    const listed = older.length > 1 ? shown.slice(older.length) : shown;
    item.append(el("ul", { class: "pref-evidence", "aria-label": "Evidence" }, listed.map(itemOf)));
    const total = pref.evidence_total ?? evidence.length;
    if (full && total > evidence.length) {
      item.append(el("p", { class: "muted" }, `${total} pieces of evidence in all; the audit trail keeps every one.`));
    }
  }
  if (full && pref.history && pref.history.length) {
    item.append(
      el(
        "details",
        {},
        el("summary", {}, `Earlier values (${pref.history.length})`),
        el(
          "ul",
          { class: "pref-evidence" },
          pref.history.map((h) => el("li", {}, `${h.statement || h.value} — ${h.reason} · ${formatTime(h.at)}`)),
        ),
      ),
    );
  }

  // One decision at a time: a double click on Confirm would confirm twice (or meet its own
  // first answer as a 409).
  // Its buttons read as disabled while the answer is awaited (aria-disabled: a disabled
  // button would drop the keyboard's focus), and a second click does nothing.
  let acting = false;
  const act = async (body, done) => {
    if (acting) return;
    acting = true;
    item.dataset.acting = "1";
    const idle = [...item.querySelectorAll("button:not(:disabled)")];
    for (const button of idle) button.setAttribute("aria-disabled", "true");
    try {
      const updated = await api(
        "PATCH",
        `/api/personas/${encodeURIComponent(personaId)}/preferences/${encodeURIComponent(pref.id)}`,
        body,
      );
      // A decision can be taken back at once (the server keeps what it changed); an undo cannot.
      const replacement = preferenceItem(personaId, { ...pref, ...updated }, options, body.action !== "undo");
      item.replaceWith(replacement);
      decidedAt = performance.now();
      // Undo, to take the decision back at once; else its first button that works, or the
      // preference itself.
      const next = replacement.querySelector(".pref-undo") || replacement.querySelector(".pref-actions button:not(:disabled)") || replacement;
      if (next === replacement) replacement.tabIndex = -1;
      next.focus();
      if (status) say(status, done);
      if (onChanged) onChanged(updated);
    } catch (error) {
      if (status) say(status, error.message);
      // Decided meanwhile (another tab, or learning changed it): show it as it now stands, so
      // the buttons left are the ones that work.
      if (error.status === 409) await redraw(personaId, pref.id, item, options);
    } finally {
      acting = false;
      delete item.dataset.acting;
      for (const button of idle) button.removeAttribute("aria-disabled");
    }
  };
  const label = truncate(pref.statement || pref.value, 50);
  const undo = undoable
    ? el(
        "button",
        {
          type: "button",
          class: "pref-undo",
          "aria-label": `Undo your decision: ${label}`,
          onclick: () => act({ action: "undo" }, "Undone: the preference is back as it was."),
        },
        "Undo",
      )
    : null;
  // A rejected or superseded preference is kept for the record only: the server refuses any
  // decision on it (409), so it offers none — but Undo, just after the writer rejected it.
  if (pref.state !== "active" && pref.state !== "pending_confirmation") {
    if (undo) item.append(el("div", { class: "pref-actions pref-undo-row" }, undo));
    return item;
  }
  const actions = el("div", { class: "pref-actions" });
  if (pref.state === "pending_confirmation" && pref.candidate) {
    // A close call between the value in use and a newer one: the buttons say which wins.
    // In words ("Use no emoji"), not the raw values ("none").
    const newer = truncate(valueWords(pref.dimension, pref.candidate), 60);
    const kept = truncate(valueWords(pref.dimension, pref.value, pref.statement), 60);
    actions.append(
      el("button", { type: "button", class: "confirm-newer", onclick: () => act({ action: "confirm" }, `Switched: from now on, edits follow “${newer}”.`) }, `Confirm: switch to “${newer}”`),
      el("button", { type: "button", class: "reject-newer", onclick: () => act({ action: "reject" }, `Kept “${kept}”; the newer preference is turned down.`) }, `Reject: keep “${kept}”`),
    );
  } else {
    const confirmed = confirmedLast(pref);
    actions.append(
      confirmed
        ? el("button", { type: "button", class: "pref-confirm pref-confirmed", disabled: true, "aria-label": `Confirmed: ${label}` }, "Confirmed ✓")
        : el("button", { type: "button", class: "pref-confirm", "aria-label": `Confirm: ${label}`, onclick: () => act({ action: "confirm" }, "Preference confirmed.") }, "Confirm"),
      rejectButton(label, actions, () => act({ action: "reject" }, "Preference rejected; it will no longer be used.")),
    );
  }
  const editButton = el("button", { type: "button", "aria-label": `Edit: ${label}` }, "Edit");
  editButton.addEventListener("click", () => {
    const errorId = `pref-edit-error-${pref.id}`;
    const input = el("input", { dir: "auto", value: pref.statement || "", "aria-label": "Preference statement", "aria-describedby": errorId, maxlength: "300" });
    // Said beside the box, where the writer is looking, not at the foot of a long page.
    const error = el("p", { id: errorId, class: "pref-edit-error alert", role: "alert", hidden: true });
    const form = el(
      "form",
      { class: "inline-form pref-edit" },
      input,
      el("button", { type: "submit" }, "Save"),
      el("button", { type: "button", onclick: () => form.replaceWith(actions) }, "Cancel"),
      error,
    );
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (!input.value.trim()) {
        error.textContent = "Write the preference in a few words first: an empty one is not saved. Cancel keeps it as it was.";
        error.hidden = false;
        input.focus();
        return;
      }
      act({ action: "edit", statement: input.value.trim() }, "Preference updated.");
    });
    form.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && !composing(event)) {
        event.stopPropagation();
        form.replaceWith(actions);
        editButton.focus();
      }
    });
    actions.replaceWith(form);
    input.focus();
  });
  actions.append(editButton);
  // In the same row as the decision it takes back: when it goes, nothing below moves.
  if (undo) actions.append(undo);
  item.append(actions);
  return item;
}

/** Draw one preference again as the server has it now. */
async function redraw(personaId, prefId, item, options) {
  try {
    const fresh = await api("GET", `/api/personas/${encodeURIComponent(personaId)}/preferences/${encodeURIComponent(prefId)}`);
    const replacement = preferenceItem(personaId, fresh, options);
    item.replaceWith(replacement);
    replacement.tabIndex = -1;
    replacement.focus();
  } catch {
    // Could not be read either: the sentence already said what happened.
  }
}

/** Reject, asked twice: a rejected preference is retired (only Undo, at once, brings it back),
 *  so a slip of the finger must not do it. Esc or "Keep it" takes it back. */
function rejectButton(label, actions, reject) {
  const button = el("button", { type: "button", "aria-label": `Reject: ${label}` }, "Reject");
  button.addEventListener("click", () => {
    const keep = () => {
      ask.replaceWith(actions);
      button.focus();
    };
    const ask = el(
      "div",
      // A statement ends in a full stop: the question replaces it ("… emoji?", not "… emoji.?").
      { class: "pref-actions pref-ask", role: "group", "aria-label": `Reject: ${label.replace(/[.。]$/, "")}?` },
      el("span", {}, "Reject it? It will no longer be used (Undo takes it back)."),
      el("button", { type: "button", onclick: reject }, "Reject it"),
      el("button", { type: "button", onclick: keep }, "Keep it"),
    );
    ask.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && !event.isComposing) {
        event.preventDefault();
        event.stopPropagation();
        keep();
      }
    });
    actions.replaceWith(ask);
    ask.querySelector("button").focus();
  });
  return button;
}

/** Draw `persona.preferences` into `container`. `applied` is a Set of statements/ids. */
export function renderPreferences(container, persona, options = {}) {
  const prefs = [...(persona.preferences || [])].sort((a, b) => {
    const rank = (p) => (p.state === "pending_confirmation" ? 0 : p.state === "active" ? 1 : 2);
    return rank(a) - rank(b) || (b.confidence ?? 0) - (a.confidence ?? 0);
  });
  if (!prefs.length) {
    container.replaceChildren(
      el("p", { class: "muted" }, "Nothing learned yet. Preferences appear as the writer edits and says what they like."),
    );
    return;
  }
  container.replaceChildren(el("ul", { class: "pref-list" }, foldRepeats(prefs).flatMap(([pref, repeats]) => {
    const item = preferenceItem(persona.id, pref, options);
    if (!repeats.length) return [item];
    // The same wish stated and set aside again and again reads once, the older times folded
    // beneath it (each still whole, with its evidence).
    const times = repeats.length === 1 ? "once" : `${repeats.length} times`;
    return [
      item,
      el(
        "li",
        { class: "pref-repeats" },
        el(
          "details",
          {},
          el("summary", {}, `The same preference, ${stateWords(pref).replace(/ by you$/, "")} ${times} before`),
          el("ul", { class: "pref-list" }, repeats.map((p) => preferenceItem(persona.id, p, options))),
        ),
      ),
    ];
  })));
}

/** A preference set aside (rejected, withdrawn, lifted, replaced): it is used no more. */
const setAside = (pref) => pref.state !== "active" && pref.state !== "pending_confirmation";

/** `prefs` as [preference, its older repeats]: a set-aside preference whose value, state and
 *  standing a newer card shows already is folded under that card — whatever words set it
 *  aside each time (the status line quotes them: «Scratch that», «刚才说的分点不算»). */
function foldRepeats(prefs) {
  const newest = [...prefs].sort((a, b) => Date.parse(b.updated_at || 0) - Date.parse(a.updated_at || 0));
  const shownFor = new Map(); // what a set-aside card shows -> that card's preference
  const under = new Map(); // a shown preference's id -> the repeats folded under it
  const standing = (pref) => (pref.status_line || "").replace(/«[^»]*»/g, "«»");
  for (const pref of newest) {
    const key = setAside(pref) ? JSON.stringify([pref.dimension, pref.value, stateWords(pref), standing(pref)]) : pref.id;
    const shown = shownFor.get(key);
    if (shown) {
      under.get(shown.id).push(pref);
    } else {
      shownFor.set(key, pref);
      under.set(pref.id, []);
    }
  }
  return prefs.filter((pref) => under.has(pref.id)).map((pref) => [pref, under.get(pref.id)]);
}
