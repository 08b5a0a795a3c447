// Enter in the suggestion box before the panel's modules have run — a slow network or a busy
// machine draws the page, and the box takes typing, while they still load — must not add a
// new line where the writer meant to send. This classic script runs as soon as the box is
// parsed: such an Enter is kept as "send when ready" (data-send-asked), and the panel sends
// it once it has started (panel/composer.js). Shift+Enter, Alt+Enter and an Enter that
// commits an IME composition do what they always do.
(() => {
  const box = document.getElementById("message");
  if (!box) return;
  const early = (event) => {
    if (box.dataset.enterReady) {
      box.removeEventListener("keydown", early);
      return;
    }
    if (event.key !== "Enter" || event.shiftKey || event.altKey) return;
    if (event.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    box.dataset.sendAsked = "1";
  };
  box.addEventListener("keydown", early);
})();
