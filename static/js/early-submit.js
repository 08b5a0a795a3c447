// A form the home page's script sends (it has no action of its own: create, generate, add a
// persona) submitted before that script listens — a slow network or a busy machine draws the
// page, and its boxes take typing, while home.js still loads — must not go as the browser's own
// GET: the article's whole text would land in the address bar and the page would reload with
// nothing created (a clean-clone CI once clicked Create that early and waited in vain for the
// article). This classic script runs from the page's head and holds such a submit
// (data-submit-asked); home.js sends it once it listens.
(() => {
  const early = (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute("action")) return;
    if (document.body.dataset.ready) {
      document.removeEventListener("submit", early, true);
      return;
    }
    event.preventDefault();
    form.dataset.submitAsked = "1";
  };
  document.addEventListener("submit", early, true);
})();
