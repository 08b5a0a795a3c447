// A limit ("Limit to: paragraph 3", or text selected in the article) made on one version of
// the body placed on another — the version another tab or client, or this tab, made meanwhile
// (outside46b F9): the same words where they are now, or null when they are gone. Pure: the
// old body, the span and the new body in, offsets out (UTF-16, as the page counts).

/** The span {from, to} of `oldBody` that `text` filled, placed on `body`: unchanged when every
 *  change lies after it, shifted when every change lies before it, else where its words are
 *  now (the one occurrence, or the one nearest its old place); null when they are gone. */
export function movedSpan(oldBody, span, body) {
  const { from, to } = span;
  const text = oldBody.slice(from, to);
  if (!text) return null;
  const most = Math.min(oldBody.length, body.length);
  let prefix = 0;
  while (prefix < most && oldBody[prefix] === body[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < most - prefix && oldBody[oldBody.length - 1 - suffix] === body[body.length - 1 - suffix]) suffix += 1;
  const shift = body.length - oldBody.length;
  if (to <= prefix) return { from, to };
  if (from >= oldBody.length - suffix) return { from: from + shift, to: to + shift };
  const found = [];
  for (let at = body.indexOf(text); at >= 0; at = body.indexOf(text, at + 1)) found.push(at);
  if (!found.length) return null;
  // Changes on both sides of it (or in it, leaving its words): the occurrence nearest to where
  // it would be had only the text before it changed.
  const expected = from + (from >= prefix ? shift : 0);
  const at = found.reduce((best, one) => (Math.abs(one - expected) < Math.abs(best - expected) ? one : best));
  return { from: at, to: at + text.length };
}
