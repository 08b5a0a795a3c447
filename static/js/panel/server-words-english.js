// The server's Chinese sentences read back in English (for an English reader of a Chinese
// article's lines), split from server-words.js, which re-exports it.

// The server's Chinese sentences that its English "Press Retry …" follows: a swap of words a
// Chinese article does not hold, said in Chinese to a Chinese suggestion (app/editing/
// absent_words.py), then judge.py's tail. An English reader reads the refusal whole in English.
// "第 1、3 段" → "paragraph 1, 3", "标题" → "the title" (withheld_only.py's places).
const PLACE_EN = (place) => (place === "标题" ? "the title" : `paragraph ${place.replace(/^第 |、| 段$/g, (m) => (m === "、" ? ", " : ""))}`);
export const ENGLISH = [
  // The conversation's lines for versions made outside a reply, and a chat undo's, written in
  // Chinese on a Chinese article (app/editing/revisions.py, chat_undo.py).
  [/用回了 V(\d+) 的文字（V(\d+)→V(\d+)）。 ?/g, "Restored V$1 (V$2→V$3). "],
  [/拒绝了 V(\d+) 的全部改动（V(\d+)→V(\d+)）。 ?/g, "Rejected all changes of V$1 (V$2→V$3). "],
  [/拒绝了 V(\d+) 的 (\d+) 处改动（V(\d+)→V(\d+)）。 ?/g, (_, of, count, from, to) => `Rejected ${count} change${count === "1" ? "" : "s"} of V${of} (V${from}→V${to}). `],
  [/作者直接改了文字（V(\d+)→V(\d+)）。 ?/g, "The writer edited the text directly (V$1→V$2). "],
  [/标题改成了“([^”]*)”（V(\d+)→V(\d+)）。 ?/g, "Renamed to “$1” (V$2→V$3). "],
  [/已撤销：文章用回了 V(\d+) 的文字（V(\d+) 仍在“历史”里）。 ?/g, "Undone: the article is back to V$1's text (V$2 is still in History). "],
  [/已按你说的恢复 V(\d+) 的文字（V(\d+) 仍在“历史”里）。 ?/g, "Restored V$1's text, as asked (V$2 is still in History). "],
  [/没有可以撤销的修改：文章现在就是 V(\d+)，也就是最初保存的样子。 ?/g, "There is nothing to undo: the article reads as V$1, as it was first saved. "],
  [/文章现在已经是 V(\d+) 的文字，没有改动。 ?/g, "The article already reads as V$1; nothing was changed. "],
  [/这篇文章没有 V(\d+)（现有的版本在“历史”里），文章没有改动。 ?/g, "This article has no V$1 (its versions are in History); nothing was changed. "],
  [/模型改写的是(第 [\d、]+ 段|标题)，而不是你问的(第 [\d、]+ 段|标题)，所以什么都没保存。请按“重试”。 ?/g, (_, wrote, asked) => `The model rewrote ${PLACE_EN(wrote)} instead of ${PLACE_EN(asked)}, which you asked about, so nothing was saved — press Retry. `],
  [/另有建议：((?:(?:第 \d+ 段|标题) \d+ 处改动，)*(?:第 \d+ 段|标题) \d+ 处改动)——未采用，因为建议并没有要求。 ?/g, (_, listed) => `Also suggested: ${listed.split("，").map((one) => one.replace(/^(第 \d+ 段|标题) (\d+) 处改动$/, (__, at, count) => `${count} change${count === "1" ? "" : "s"} in ${PLACE_EN(at)}`)).join(", ")} — not applied, since the suggestion did not ask for them. `],
  [/模型没有改建议所问的地方，所以没有保存新版本。 ?/g, "The model changed nothing that the suggestion asked about, so no new version was saved. "],
  [/文章里没有“([^”]*)”，没有可以改成“([^”]*)”的地方，模型却改了别的文字，所以没有保存。请核对要改的词，或者说明要改哪一段。 ?/g, "Your article has no “$1”, so there was nothing to change to “$2”, but the model changed other words instead. Nothing was saved — check the words, or name the paragraph to change. "],
  // The judge's refusals told in Chinese to a Chinese article (app/editing/said_in_chinese.py).
  [/模型用了和文章不同的语言回答，而你没有要求翻译，所以什么都没保存。 ?/g, "The model answered in another language than the article's, and no translation was asked for, so nothing was saved. "],
  [/模型的回复漏掉了文章的第 ([\d、]+) 段，而建议并没有要求删，所以什么都没保存。 ?/g, (_, which) => `The model's reply left out paragraph${which.includes("、") ? "s" : ""} ${which.split("、").join(", ")} of the article, which the suggestion did not ask to remove, so nothing was saved. `],
  [/模型的回复被截断了（到了模型的长度上限），所以什么都没保存。 ?/g, "The model's reply was cut off (it reached the model's length limit), so nothing was saved. "],
  [/模型的回复被截断了（回复完整之前连接就断了），所以什么都没保存。 ?/g, "The model's reply was cut off (the connection ended before the reply was complete), so nothing was saved. "],
  [/模型的回复停在了一句话中间，被截断了，所以什么都没保存。 ?/g, "The model's reply stops in the middle of a sentence — it was cut off — so nothing was saved. "],
  [/模型改了你的数字（((?:“[^”]*”, )*“[^”]*”) → ((?:“[^”]*”, )*“[^”]*”)），而建议并没有要求改，这样文章说的就不一样了。 ?/g, "The model wrote other figures than yours, which the suggestion did not ask to change ($1 → $2), so the article would say something else. "],
  [/模型认为这条建议没有要改的地方，V(\d+) 保持不变。 ?/g, "The model found nothing to change for this suggestion, so V$1 stays as it is. "],
  [/模型说：“([\s\S]*?)”如果你本想让它改，请换个说法。 ?/g, "The model said: “$1” Rephrase it if you expected an edit. "],
  [/如果你本想让它改，请换个说法。 ?/g, "Rephrase it if you expected an edit. "],
  [/已记下，以后的修改会照做：((?:“[^”]*”, )*“[^”]*”)。 ?/g, "Noted for your later edits: $1. "],
  [/已记下这条对以后修改的要求：这条回复保存后，风格记忆会读取它（见“风格”）。 ?/g, "Noted as a wish for your later edits: the style memory reads it once this reply is saved (see Style). "],
  [/V(\d+) 这次没有需要为它改的地方。 ?/g, "Nothing in V$1 needed changing for it. "],
  // Refusals written in Chinese for a Chinese article (reworded_figures.py, swapped_numerals.py,
  // replaced_names.py, swapped_titles.py, flipped_said.py, facts.py), for a reader in English.
  [/模型把文中的数目改成了别的（((?:“[^”]*” → “[^”]*”，)*“[^”]*” → “[^”]*”)），您并没有要求改，保存的话文章说的就不一样了。 ?/g, (_, pairs) => `The model changed a count of yours (${pairs.split("，").join(", ")}), which the suggestion did not ask to change, so the article would say something else. `],
  [/模型把文中的人名或地名换成了别的（((?:“[^”]*” → “[^”]*”, )*“[^”]*” → “[^”]*”)），您并没有要求改，保存的话文章说的就不一样了。没有保存，请按“重试”；如果确实要换，请在消息里写明新的名字。 ?/g, "The model swapped a person or place of yours for another ($1), which the suggestion did not ask for, so the article would say something else. Nothing was saved — press Retry, or name the new one in your message if you want the change. "],
  [/模型把文中的书名换成了别的（((?:“[^”]*” → “[^”]*”，)*“[^”]*” → “[^”]*”)），您并没有要求改，保存的话文章说的就不一样了。 ?/g, (_, pairs) => `The model wrote another title in place of yours (${pairs.split("，").join(", ")}), which the suggestion did not ask to change. `],
  [/模型(在缩短时)?把你写的((?:“[^”]*”、)*“[^”]*”)改成了相反的意思，而修改建议并没有这样要求，文章说的就不是你写的了，所以没有保存。请按“重试”。 ?/g, (_, shortening, words) => `The model turned a ${words.split("、").join(", ")} of yours into its opposite${shortening ? " while shortening" : ""}, so the article would say something you did not write. Nothing was saved — press Retry. `],
  [/模型把你标题里的((?:“[^”]*”、)*“[^”]*”)改成了相反的意思（(“[^”]*” → “[^”]*”)），标题说的就不是你写的了，所以没有保存。请按“重试”。 ?/g, (_, words, change) => `The model turned a ${words.split("、").join(", ")} of your title into its opposite (${change}), so it would say something you did not write. Nothing was saved — press Retry. `],
  [/模型把文中的名字换成了别的（((?:“[^”]*” → “[^”]*”, )*“[^”]*” → “[^”]*”)），您并没有要求改名，所以没有保存。请按“重试”。 ?/g, "The model wrote another name in place of yours ($1), which the suggestion did not ask to change. Nothing was saved — press Retry. "],
  [/什么都没保存。请按“重试”。 ?/g, "Nothing was saved — press Retry. "],
  [/没有保存，请按“重试”。 ?/g, "Nothing was saved — press Retry. "],
  [/可以按“重试”再问一次，或者换个说法提建议。 ?/g, "Press Retry to ask again, or rephrase the suggestion. "],
  [/可以按“重试”再问一次。 ?/g, "Press Retry to ask again. "],
];
