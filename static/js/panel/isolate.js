// What a line quotes — each “…” — drawn as an isolate (<bdi>). A change line quoting Arabic or
// Hebrew ("paragraph 2: “متأخرة” → “مبكرة”") otherwise reads right to left across the arrow:
// the bidi algorithm joins the two quotes and the arrow between them into one right-to-left
// run, so the new word is drawn first. The text stays as written (a <bdi> adds no character).

const QUOTED = /“([^“”]+)”/g;

/** Wrap what each “…” in the text nodes under `node` quotes in a <bdi>; returns `node`. */
export function isolateQuotes(node) {
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  const quoting = [];
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (text.data.includes("“")) quoting.push(text);
  }
  for (const text of quoting) {
    const pieces = [];
    let kept = 0;
    for (const found of text.data.matchAll(QUOTED)) {
      const start = found.index + 1;
      pieces.push(document.createTextNode(text.data.slice(kept, start)));
      const isolated = document.createElement("bdi");
      isolated.textContent = found[1];
      pieces.push(isolated);
      kept = start + found[1].length;
    }
    if (!pieces.length) continue;
    pieces.push(document.createTextNode(text.data.slice(kept)));
    text.replaceWith(...pieces);
  }
  return node;
}
