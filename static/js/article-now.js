// The article's paragraphs with their inline Markdown read, and a table, list or fenced code
// drawn as one, before the first paint (blocking "render"): the server writes them as stored
// ("We waited **twenty** minutes") and the marks showed until the panel's modules ran and drew
// the article again. The panel keeps this drawing when the body is the same (article.js).
// Without scripts they read as written.

import { inlineFragment } from "./markdown.js";
import { dressBlock, markdownBlocks } from "./panel/blocks.js";

const paragraphs = [...document.querySelectorAll("#article-body p")];
const blocks = markdownBlocks(paragraphs, (p) => p.textContent);
for (const p of paragraphs) {
  const block = blocks.get(p);
  if (block?.kind !== "fence") p.replaceChildren(inlineFragment(p.textContent));
  if (block) dressBlock(p, block); // a table, a list or code, as panel/text.js draws them
}

