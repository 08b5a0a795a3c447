// The article's paragraphs with their inline Markdown read, before the first paint (blocking
// "render"): the server writes them as stored ("We waited **twenty** minutes") and the marks
// showed until the panel's modules ran and drew the article again. Without scripts they read
// as written.

import { inlineFragment } from "./markdown.js";

for (const p of document.querySelectorAll("#article-body > p")) p.replaceChildren(inlineFragment(p.textContent));
