// The writer's panel: the article with its track changes beside the conversation. This
// module starts the page; each feature lives in its own module beside it.

import { openAddressed, viewInAddress } from "./address.js";
import { renderArticle } from "./article.js";
import "./box-on-screen.js";
import { sendAskedEarly } from "./composer.js";
import { reopenKeptMessageEdit } from "./branches.js";
import { reopenKeptEdit } from "./editor.js";
import { resumeHeld } from "./held.js";
import "./history.js";
import { subscribe, watchPendingReply } from "./live.js";
import { countPersona } from "./persona.js";
import { keptComparison } from "./compared.js";
import { showComparison, syncChanges } from "./review.js";
import "./selection.js";
import "./sharing.js";
import "./trashed.js";
import "./to-box.js";
import { contentId, dom } from "./state.js";
import { loadSession } from "./transcript.js";
import { updateSend } from "./turn.js";

async function start() {
  // The editor's desk links to an article's history: /articles/ID#history; a reload with the
  // drawer open opens it again. Read now: a writer quick enough to open it while the page
  // finishes loading has put #history in the address themselves.
  const historyAsked = location.hash === "#history" || window.history.state?.redlineDrawer === "history";
  // Two versions compared before a reload are compared again (read before the article's own
  // changes are drawn, which put the comparison away).
  const compared = keptComparison();
  // A comparison or a version's changes named by the address (#compare=1..14, #v14) opens.
  const addressed = viewInAddress();
  renderArticle();
  updateSend();
  await loadSession({ scroll: true, started: document.body.dataset.conversation === "1" });
  renderArticle();
  document.body.dataset.readyMs = String(Math.round(performance.now()));
  document.body.dataset.ready = "1";
  await syncChanges();
  if (addressed) await openAddressed();
  else if (compared) await showComparison(compared.from, compared.to);
  watchPendingReply();
  resumeHeld();
  subscribe();
  sendAskedEarly();
  countPersona();
  if (historyAsked && !dom.history.open) dom.historyToggle.click();
  else suggestFirst();
  reopenKeptEdit();
  reopenKeptMessageEdit();
}

/** An article just made on the home page opens with the keyboard in the suggestion box. */
function suggestFirst() {
  if (sessionStorage.getItem("redline:suggest-first") !== contentId) return;
  sessionStorage.removeItem("redline:suggest-first");
  if (document.activeElement === document.body) dom.message.focus();
}

start();
