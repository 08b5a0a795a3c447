// The server says its own lines to a Chinese article in Chinese (app/editing/said_in_chinese.py
// `to_article`: the welcome, a stopped reply). The page's lines for the same moments follow
// the article too, for a reader whose browser does not ask for Chinese: drawn in English, the
// welcome line turned Chinese under the writer's eyes when the first reply landed, and a
// stopped reply stored in Chinese was shown in English.
import { inLanguage } from "./words.js";
import { readerLang } from "./state.js";

// The characters written one per word, as app/domain/text.py `counts_characters` counts them.
const ONE_EACH = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u{20000}-\u{2ffff}]/gu;

/** Whether `text` is mostly written without spaces (Chinese, Japanese). */
export function countsCharacters(text) {
  const sample = (text || "").slice(0, 2000);
  const oneEach = (sample.match(ONE_EACH) || []).length;
  return oneEach > 0 && oneEach * 2 >= sample.split(/\s+/).filter(Boolean).length;
}

/** `line` in the reader's language, else in Chinese when the server said `said` in Chinese
 *  (its own words come first: what of the model's reply it quotes after them may be English). */
export function inSaidLanguage(line, said) {
  return inLanguage(line, readerLang() || (/^\s*[\u3400-\u9fff]/u.test(said || "") ? "zh-Hans" : null)).text;
}
