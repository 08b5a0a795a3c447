// A reply's change lines ("paragraph 2: “fifteen” → “fifty”") in a Chinese reader's language.
// The server writes them in the article's language (app/domain/describe.py, whose English
// grammar this reads — a line it does not know stays as written, whole), and the model reads
// them so in later turns; a Chinese reader editing an English article reads them in Chinese
// here. What a line quotes of the article stays as written. (An English reader of a Chinese
// article reads them as written, in Chinese, as the panel has always shown them.)

import { placesZh, traditionalAround } from "./chinese.js";

const ORDINALS = ["first", "second", "third", "fourth", "fifth"];
const NUMERALS = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];
// How describe.py counts table rows in Chinese ("两行", "三行").
const rowsZh = (count) => (count === 2 ? "两" : count <= NUMERALS.length ? NUMERALS[count - 1] : String(count));
const QUOTE = "“([\\s\\S]*?)”";

// Whole lines, and the parts a paragraph's line lists (`sep` apart). Each rule is [pattern,
// wording]; a wording takes the pattern's captures, then `line(text)` and `listed(text)`, which
// say a nested line or a list of parts the same way (null when they cannot).
const EN_TO_ZH = {
  sep: ", ",
  joiner: "，",
  lines: [
    [/^title changed$/, () => "标题已修改"],
    [/^title changed from (“[\s\S]*”) to (“[\s\S]*”)$/, (before, after) => `标题由${before}改为${after}`],
    [/^paragraph (\d+) moved to (\d+)$/, (a, b) => `第${a}段移到第${b}段`],
    [/^paragraphs (\d+) and (\d+) swapped$/, (a, b) => `第${a}段和第${b}段交换了位置`],
    [/^paragraph (\d+) moved$/, (n) => `第${n}段换到别处`],
    [/^paragraph (\d+) deleted$/, (n) => `第${n}段已删除`],
    [/^paragraph (\d+) added$/, (n) => `新增第${n}段`],
    [/^spacing changed$/, () => "只改了空白和换行"],
    [/^and (\d+) more changes?$/, (n) => `另有${n}处修改`],
    [/^title → “([\s\S]*)”$/, (title) => `标题改为“${title}”`],
    [/^the model's note: “([\s\S]*)”$/, (note) => `模型说明：“${note}”`],
    [/^paragraph (\d+): the reply left out ((?:“[^”]*”, )*“[^”]*”) — kept as you wrote it$/, (n, listed) => `第${n}段：回复漏掉了${listed.split(", ").join("")}——已按原文保留`],
    [/^Not done: “([\s\S]*)” — the reply left ([\s\S]+?) as (?:it was|they were); ask again if you still want it\.$/, (ask, where) => `没有改：“${ask}”——回复没有动${placesZh(where)}，如果还需要，请再说一次。`],
    [/^Not done: “([\s\S]*)” — nothing in the reply does it; ask again if you still want it\.$/, (ask) => `没有改：“${ask}”——回复里没有这一处修改，如果还需要，请再说一次。`],
    [/^Not done: “([\s\S]*)” — offline \(no model set up\) the editor cannot make that kind of change; say it again once a model is set up\.$/, (ask) => `没有改：“${ask}”——离线模式（未接入大模型）做不了这种修改，接入大模型后再说一次。`],
    [/^also suggested: ([\s\S]+) — not applied \(outside what you asked\)$/, (what, line) => wrapped(line(what), (said) => `另有建议：${said}——未采用（不在所提要求之内）`)],
    // A heading is named by its words, not counted as a paragraph (app/domain/paragraph_places.py).
    [/^heading “([^”]*)” → “([^”]*)”$/, (before, after) => `小标题“${before}”改为“${after}”`],
    [/^heading “([^”]*)” deleted$/, (words) => `小标题“${words}”已删除`],
    [/^heading “([^”]*)” added$/, (words) => `新增小标题“${words}”`],
    [/^heading “([^”]*)” moved$/, (words) => `小标题“${words}”换到别处`],
    [/^heading “([^”]*)”: ([\s\S]+)$/, (words, parts, _line, listed) => wrapped(listed(parts), (said) => `小标题“${words}”：${said}`)],
    [/^paragraph (\d+) \(was (\d+)\): ([\s\S]+)$/, (n, was, parts, _line, listed) => wrapped(listed(parts), (said) => `第${n}段（原第${was}段）：${said}`)],
    [/^paragraph (\d+): ([\s\S]+)$/, (n, parts, _line, listed) => wrapped(listed(parts), (said) => `第${n}段：${said}`)],
  ],
  parts: [
    [new RegExp(`${QUOTE} → ${QUOTE}`), (before, after) => `“${before}”改为“${after}”`],
    [new RegExp(`added ${QUOTE}`), (words) => `加了“${words}”`],
    [new RegExp(`removed ${QUOTE}`), (words) => `删了“${words}”`],
    [/spacing changed/, () => "只改了空白和换行"],
    [/only the table's spacing changed/, () => "只改了表格的空格"],
    [/the table's column alignment changed/, () => "表格的对齐方式改了"],
    [/rewritten/, () => "整段改写"],
    [/(shorter|longer) \((\d+) → (\d+) (words|characters)\)/, (way, before, after, unit) => `${way === "shorter" ? "缩短" : "加长"}${unit === "words" ? `（${before} → ${after} 个词）` : `（${before}字→${after}字）`}`],
    [/(\d+) sentences? rewritten as (\d+)/, (before, after) => `${before}句改写成${after}句`],
    [/(first|second|third|fourth|fifth|last) sentence (rewritten|removed)/, (which, how) => sentenceZh(which === "last" ? "最后一句" : `第${NUMERALS[ORDINALS.indexOf(which)]}句`, how)],
    [/sentence (\d+) (rewritten|removed)/, (n, how) => sentenceZh(`第${n}句`, how)],
    [/(\d+) sentences (rewritten|removed)/, (n, how) => sentenceZh(`${n}句`, how)],
    [/(a sentence|(\d+) sentences) added( at the end)?/, (_, n, end) => `${end ? "末尾" : ""}加了${n || 1}句`],
    [/(a table row|(\d+) table rows) (removed|added) \(([\s\S]*?)\)/, (_, n, how, rows) => {
      const count = rowsZh(Number(n || 1));
      const listed = rows.replace(/”, “/g, "”、“").replace(/, (\d+) more$/, "、另$1行");
      return how === "removed" ? `删去表格${count}行（${listed}）` : `表格加了${count}行（${listed}）`;
    }],
  ],
};

function sentenceZh(which, how) {
  return how === "removed" ? `删去${which}` : `${which}改写`;
}

function wrapped(said, wording) {
  return said === null ? null : wording(said);
}

/** The parts of a paragraph's line (`text`), each said in Chinese; null when one is not
 *  a part of the grammar. A quote may hold the separator: a part ends only where one follows. */
function listedParts(way, text) {
  const said = [];
  let at = 0;
  while (at < text.length) {
    let found = null;
    for (const [pattern, wording] of way.parts) {
      const sticky = new RegExp(`(?:${pattern.source})(?=${way.sep}|$)`, "y");
      sticky.lastIndex = at;
      const match = sticky.exec(text);
      if (!match) continue;
      const part = wording(...match.slice(1));
      if (part === null) continue;
      found = { part, length: match[0].length };
      break;
    }
    if (!found) return null;
    said.push(found.part);
    at += found.length;
    if (at < text.length) at += way.sep.length;
  }
  return said.length ? said.join(way.joiner) : null;
}

function lineSaid(way, text) {
  for (const [pattern, wording] of way.lines) {
    const match = pattern.exec(text);
    if (!match) continue;
    const said = wording(
      ...match.slice(1),
      (nested) => lineSaid(way, nested),
      (parts) => listedParts(way, parts),
    );
    if (said !== null) return said;
  }
  return null;
}

// A change line the server already wrote in Chinese, as it does for a Chinese article
// ("第1段：“二十”改为“三十”"): in Simplified, which a zh-Hant reader reads in Traditional.
const CHINESE_LINE = /\p{Script=Han}/u;

/** `line` (one change line of a reply, or of the changes bar) in the language `lang` names
 *  (labels.js `labelLang`: zh-Hans, zh-Hant, or null for English); null when that is not
 *  Chinese, or the line is neither an English change line nor, for zh-Hant, a Chinese one. */
export function changeLineIn(line, lang) {
  if (!lang?.startsWith("zh")) return null;
  // In Traditional only the line's own words change, never what it quotes of the article.
  const quoted = [...line.matchAll(/“([^”]*)”/g)].map((found) => found[1]);
  const said = lineSaid(EN_TO_ZH, line);
  if (said === null) return lang === "zh-Hant" && CHINESE_LINE.test(line) ? traditionalAround(line, quoted) : null;
  return lang === "zh-Hant" ? traditionalAround(said, quoted, line) : said;
}
