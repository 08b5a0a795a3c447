// The server's sentences for a Word file longer than an article may be (413 of
// POST /api/imports/word, app/web/api_imports.py), English pattern → Simplified Chinese: read by
// the panel's server sentences (panel/server-words.js) and by the home page's import line
// (labels.js), which every page loads before it paints — so they are kept here, small.

export const WORD_TOO_LONG = [
  [/The Word document is (at least )?([\d,]+) characters as an article; the limit is ([\d,]+): split it into shorter documents and import each, or paste part of its text\./, (_, least, size, limit) => `这个 Word 文档作为文章${least ? "至少" : ""}有 ${size} 个字符，上限是 ${limit} 个：请把它拆成几个较短的文档分别导入，或者只粘贴其中一部分文字。`],
  [/The Word document is too large to import: its part (\S+) unpacks to more than ([\d,]+) MB, more than an article of at most ([\d,]+) characters takes; split it into shorter documents and import each, or paste part of its text\./, "这个 Word 文档太大，无法导入：它的 $1 部分解开后超过 $2 MB，大大超过一篇最多 $3 个字符的文章所需；请把它拆成几个较短的文档分别导入，或者只粘贴其中一部分文字。"],
];
