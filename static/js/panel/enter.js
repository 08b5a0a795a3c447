// Enter in a box the writer types a suggestion into: Enter sends, Shift+Enter (or Alt+Enter)
// makes a new line, Ctrl/Cmd+Enter sends too — and an Enter that commits an IME composition
// (pinyin, kana) never sends. The composer and a message's edit box behave the same.

/** Call `send` when Enter is pressed in `area` to send (see above). */
export function sendOnEnter(area, send) {
  // Chrome flags the commit key with isComposing / keyCode 229; Safari fires compositionend
  // first and then a keydown with keyCode 229, so an Enter arriving right after
  // compositionend is treated as the commit too.
  let composing = false;
  let compositionEndedAt = -1;
  area.addEventListener("compositionstart", () => {
    composing = true;
  });
  area.addEventListener("compositionend", (event) => {
    composing = false;
    compositionEndedAt = event.timeStamp;
  });
  area.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") {
      if (!event.isComposing) compositionEndedAt = -1;
      return;
    }
    const justCommitted = compositionEndedAt >= 0 && event.timeStamp - compositionEndedAt < 100;
    compositionEndedAt = -1;
    if (event.isComposing || event.keyCode === 229 || composing || justCommitted) return;
    if (event.shiftKey || event.altKey) return;
    event.preventDefault();
    send();
  });
}
