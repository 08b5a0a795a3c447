// Enter in the suggestion box before the panel's modules have run — a slow network or a busy
// machine draws the page, and the box takes typing, while they still load — must not add a
// new line where the writer meant to send. This classic script runs from the page's head,
// before the box exists, and listens on the document: an Enter in the box (#message) is kept
// as "send when ready" (data-send-asked), and the panel sends it once it has started
// (panel/composer.js). (Run after the box, it came too late now and then: a writer who
// opened the article from the list and typed at once got a new line instead of a send.)
// Shift+Enter, Alt+Enter and an Enter that commits an IME composition do what they always do.
(() => {
  const early = (event) => {
    const box = event.target;
    if (!(box instanceof HTMLTextAreaElement) || box.id !== "message") return;
    if (box.dataset.enterReady) {
      document.removeEventListener("keydown", early, true);
      return;
    }
    if (event.key !== "Enter" || event.shiftKey || event.altKey) return;
    if (event.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    box.dataset.sendAsked = "1";
  };
  document.addEventListener("keydown", early, true);
})();
