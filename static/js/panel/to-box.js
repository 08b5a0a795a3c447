// A keyboard user's ways to the suggestion box, which comes after some thirty controls in the
// page's order: the page's first link ("Skip to the suggestion box", drawn by the template; it
// works from the address, #message, before this module has run) and "/" from anywhere on the
// page that does not take typing, as on GitHub or Slack. A "/" typed into a text field, a
// select or an editable region stays there; with Ctrl, Alt or Meta it is someone else's.

const box = document.getElementById("message");
const skip = document.getElementById("skip-to-box");

// The inputs that take typing ("/" is a character there); a checkbox or a radio button does not.
const TYPED_INPUTS = /^(?:text|search|url|tel|email|password|number|date|datetime-local|month|week|time)$/;

function takesTyping(element) {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element.matches("textarea, select")) return true;
  return element instanceof HTMLInputElement && TYPED_INPUTS.test(element.type);
}

/** Whether the box can take the focus now: shown, enabled, and no modal drawer above it. */
function reachable() {
  return box && !box.disabled && box.getClientRects().length > 0 && !document.querySelector("dialog:modal");
}

function toBox() {
  box.focus();
  box.scrollIntoView({ block: "nearest" });
}

document.addEventListener("keydown", (event) => {
  if (event.key !== "/" || event.ctrlKey || event.altKey || event.metaKey) return;
  if (event.defaultPrevented || event.isComposing || takesTyping(event.target)) return;
  if (!reachable()) return;
  event.preventDefault();
  toBox();
});

// The link moves the focus without putting #message in the address (a reload stays put).
skip?.addEventListener("click", (event) => {
  if (!reachable()) return;
  event.preventDefault();
  toBox();
});
