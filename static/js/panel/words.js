// The panel's lines about a turn in the writer's language: a writer whose browser asks for
// Chinese reads "V3 已保存。", not "V3 saved." (state.js `readerLang`). The page's own chrome
// (its buttons) stays English, so a line naming a button names it as the button reads. A line
// with no Chinese wording here stays English, and the writer still reads it whole.

// English line → Simplified Chinese (`$1`… the line's numbers and names). Traditional is made
// from it character by character (TRADITIONAL below).
const LINES = [
  [/^V(\d+) saved\.$/, "V$1 已保存。"],
  [/^Editing…$/, "正在修改…"],
  [/^Stopping…$/, "正在停止…"],
  [/^Stopped\. Nothing was changed\.$/, "已停止，文章没有改动。"],
  [/^Stopped\. Nothing was changed — your next suggestion is still in the box; press Send when ready\.$/, "已停止，文章没有改动。你的下一条建议还在输入框里，准备好后按 Send。"],
  [/^The reply was stopped\. Nothing was changed\.$/, "回复已停止，文章没有改动。"],
  [/^Reading the article…$/, "正在读文章…"],
  [/^Rewriting the selected text…$/, "正在改写选中的文字…"],
  [/^Writing… paragraph (\d+) of (\d+)$/, "正在写…第 $1 段，共 $2 段"],
  [/^Writing… ([\d,.\s]+) characters so far$/, "正在写…已写 $1 字"],
  [/^Reply received — the text is unchanged\.$/, "已收到回复，文章没有改动。"],
  [/^The reply failed — nothing was changed\. You can retry\.$/, "回复失败，文章没有改动。可以按 Retry 重试。"],
  [/^Nothing was changed — the reply says why; press its Retry when ready\.$/, "文章没有改动，原因写在回复里；准备好后按它的 Retry。"],
  [/^Not sent — your message is back in the box\.$/, "没有发送，你的消息已放回输入框。"],
  [/^Not sent: the article changed elsewhere\. Your message is back in the box — check the latest text, then send again\.$/, "没有发送：文章在别处改过了。你的消息已放回输入框，请先看最新的文字，再发送。"],
  [/^That did not go through\.$/, "没有成功。"],
  [/^Couldn't regenerate — nothing was changed\.$/, "没能重新生成，文章没有改动。"],
  [/^Your next suggestion goes as soon as this reply is saved…$/, "这条回复保存后，马上发送你的下一条建议…"],
  [/^You stopped this reply before it was finished\. Nothing was changed\.$/, "你在回复写完前停止了它，文章没有改动。"],
  [/^You stopped this reply before any text arrived\. Nothing was changed\.$/, "你在回复开始前停止了它，文章没有改动。"],
  [/^You stopped this reply\. What it had changed is kept in V(\d+)\.$/, "你停止了这条回复。它已做的改动保存在 V$1。"],
  [/^The connection dropped, but the reply arrived: V(\d+) saved\.$/, "连接断了，但回复已收到：V$1 已保存。"],
  [/^The reply arrived — the article is at V(\d+)\.$/, "回复已收到，文章现在是 V$1。"],
  [/^You are offline\. The reply goes on being written and shows here once you are back online\.$/, "你已离线。回复还在继续写，重新联网后会显示在这里。"],
  [/^The model is busy\. Redline tries again in (\d+) s — or press Stop\.$/, "模型正忙。Redline 将在 $1 秒后重试，也可以按 Stop 停止。"],
  [/^The model did not answer\. Redline tries again in (\d+) s — or press Stop\.$/, "模型没有应答。Redline 将在 $1 秒后重试，也可以按 Stop 停止。"],
  [/^The model is slow to answer\. Redline tries again in (\d+) s — or press Stop\.$/, "模型应答太慢。Redline 将在 $1 秒后重试，也可以按 Stop 停止。"],
  [/^The connection to the model dropped\. Redline asks again in (\d+) s — or press Stop\.$/, "与模型的连接断了。Redline 将在 $1 秒后再问一次，也可以按 Stop 停止。"],
  [/^Asking the model again…$/, "正在再次询问模型…"],
  [/^The reply is being written…$/, "回复正在写…"],
  [/^The connection to Redline dropped while the reply was being written\. Your message is saved; the reply will show here once the connection is back\.$/, "回复写到一半时，与 Redline 的连接断了。你的消息已保存；重新连上后，回复会显示在这里。"],
  [/^Redline could not be reached to stop the reply, so it may still be written and saved\. Your message is saved; whatever became of the reply shows here once the connection is back\.$/, "连不上 Redline，没能停止回复，它可能仍会写完并保存。你的消息已保存；重新连上后，这里会显示回复的结果。"],
  [/^Not stopped: Redline could not be reached\. The reply may still arrive — check again when you are back online\.$/, "没有停止：连不上 Redline。回复可能仍会到来，重新联网后再查看。"],
  [/^The connection dropped\. Your message is saved — check again when you are back online\.$/, "连接断了。你的消息已保存，重新联网后再查看。"],
  [/^The connection dropped, but the reply is still being written — it will show here\.$/, "连接断了，但回复还在写，写好后会显示在这里。"],
  [/^The connection dropped and no reply was written\. Nothing was changed — press Retry\.$/, "连接断了，没有写出回复。文章没有改动，请按 Retry。"],
  [/^The connection dropped, but the reply arrived — the text is unchanged\.$/, "连接断了，但回复已收到，文章没有改动。"],
  [/^Couldn't regenerate: the article changed elsewhere\. The latest text is shown — regenerate again if you still want another reply\.$/, "没能重新生成：文章在别处改过了。现在显示的是最新的文字；如果还想要另一个回复，请再按 Regenerate。"],
  [/^Updated: the article is now at V(\d+) \(changed in another tab or client\)\.$/, "已更新：文章现在是 V$1（在别的标签页或客户端改过）。"],
  [/^Back online — the article is now at V(\d+) \(changed meanwhile\)\.$/, "已重新联网，文章现在是 V$1（期间有改动）。"],
  [/^Back online — nothing changed meanwhile\.$/, "已重新联网，期间没有改动。"],
  [/^Back online — the conversation is up to date\.$/, "已重新联网，对话已是最新。"],
  [/^Switched branch — the article shows V(\d+)\.$/, "已切换分支，文章显示 V$1。"],
  [/^Changes accepted — V(\d+) stays as it is\.$/, "已接受改动，V$1 保持不变。"],
  [/^Edit cancelled — nothing was changed\.$/, "已取消编辑，文章没有改动。"],
  [/^Change rejected — the old text is back in V(\d+)\.$/, "已拒绝这处改动，原文回到了 V$1。"],
  [/^Change rejected — the old text is back in V(\d+)\. (\d+) still to review\.$/, "已拒绝这处改动，原文回到了 V$1。还有 $2 处待看。"],
  [/^All changes rejected — V(\d+) saved\.$/, "已拒绝全部改动，V$1 已保存。"],
  [/^Undone — V(\d+) has the text of V(\d+) again\.$/, "已撤销，V$1 又是 V$2 的文字了。"],
  [/^V(\d+) saved — restored from V(\d+)\.$/, "V$1 已保存，用回了 V$2 的文字。"],
  [/^V(\d+) saved — your edit\.$/, "V$1 已保存（你自己的修改）。"],
  [/^Went back to V(\d+)\. Your next message starts a new branch from here\.$/, "已回到 V$1。你的下一条消息会从这里开一个新分支。"],
  [/^Copied V(\d+) to the clipboard\.$/, "已把 V$1 拷贝到剪贴板。"],
  [/^Type a suggestion first\.$/, "请先写下你的建议。"],
  // A reply's first line (the server's words, drawn by the panel).
  [/^V(\d+)→V(\d+) saved\.$/, "V$1→V$2 已保存。"],
  // The conversation's first line (the server's words, drawn by the panel).
  [/^Loaded «(.*)»\. Tell me what to change\.$/, "已载入《$1》。告诉我要改什么。"],
  // The server's sentence for a change made meanwhile (409), after the panel's own words.
  [/^Not sent: The article is now at V(\d+), but this edit was based on V(\d+)\. Reload to see the latest text, then try again\.$/, "没有发送：文章现在是 V$1，而这次修改是按 V$2 做的。请重新载入，看过最新的文字再试。"],
  [/^Couldn't regenerate: The article is now at V(\d+), but this edit was based on V(\d+)\. Reload to see the latest text, then try again\.$/, "没能重新生成：文章现在是 V$1，而这次修改是按 V$2 做的。请重新载入，看过最新的文字再试。"],
  [/^Couldn't save your edit: The article is now at V(\d+), but this edit was based on V(\d+)\. Reload to see the latest text, then try again\.$/, "没能保存你的修改：文章现在是 V$1，而这次修改是按 V$2 做的。请重新载入，看过最新的文字再试。"],
];

// The server's sentences that reach the panel — a reply that failed (the model busy, slow,
// unreachable, cut off), a refusal's tail, a message refused before it was saved (413, 409) —
// each with its Chinese. A text of the server's reads in Chinese when every sentence of it is
// one of these (a refusal that quotes the article stays English whole, never half-translated).
// Each `english` is matched where the last sentence ended; `chinese` as in LINES.
const WAIT_WORDS = (wait) =>
  wait
    .replace(/^(\d+) seconds?$/, "$1 秒")
    .replace(/^about (\d+) minutes$/, "大约 $1 分钟")
    .replace(/^about (\d+) hours$/, "大约 $1 小时")
    .replace(/^more than two days$/, "两天以上");
const SENTENCES = [
  // Before the server's words: the panel's own opening.
  [/Not sent: /, "没有发送："],
  [/Couldn't regenerate: /, "没能重新生成："],
  [/Couldn't save your edit: /, "没能保存你的修改："],
  // The model failed (app/llm/openai.py), and what the turn adds (app/editing/judge.py).
  [/The model endpoint is rate limiting requests \(429\) and still refused after (\d+) attempts?\./, "模型端点正在限流（429），试了 $1 次仍被拒绝。"],
  [/Wait a minute and try again\./, "请等一分钟再试。"],
  [/The model endpoint timed out \(408\) on each of (\d+) attempts?; try again in a while\./, "模型端点 $1 次都超时了（408），请过一会儿再试。"],
  [/The model did not answer within ([\d.]+) seconds? on each of (\d+) attempts: it may be stuck or overloaded\./, "模型 $2 次都没在 $1 秒内应答，可能卡住了或负载过重。"],
  [/The model did not answer within ([\d.]+) seconds? \((\d+) attempts?\)\./, "模型没在 $1 秒内应答（试了 $2 次）。"],
  [/Try again in a while\./, "请过一会儿再试。"],
  [/The model endpoint failed with HTTP (\d+) \((\d+) attempts?\)\./, "模型端点出错了（HTTP $1，试了 $2 次）。"],
  [
    /The model endpoint (?:is rate limiting requests \(429\)|failed \(HTTP (\d+)\)) and asks to wait (\d+ seconds?|about \d+ minutes|about \d+ hours|more than two days) before trying again, longer than Redline waits for a reply\./,
    (_, status, wait) => `模型端点${status ? `出错了（HTTP ${status}）` : "正在限流（429）"}，要求等${WAIT_WORDS(wait)}再试，比 Redline 等一个回复的时间还长。`,
  ],
  [/Try again then\./, "到时再试。"],
  [/The connection to the model dropped in the middle of its reply \(asking again failed too\), so nothing was changed\./, "与模型的连接在回复中途断了（再问一次也失败了），所以文章没有改动。"],
  [/The connection to the model dropped in the middle of its reply \(no attempt was left to ask again\), so nothing was changed\./, "与模型的连接在回复中途断了（没有机会再问了），所以文章没有改动。"],
  [/Your message is saved and the article is unchanged — press Retry to try again\./, "你的消息已保存，文章没有改动。可以按 Retry 重试。"],
  [/Your message is saved and the article is unchanged\./, "你的消息已保存，文章没有改动。"],
  [/The model's reply was cut off \(the connection ended before the reply was complete\), so nothing was saved\./, "模型的回复被截断了（回复完整之前连接就断了），所以什么都没保存。"],
  [/The model's reply was cut off \(it reached the model's length limit\), so nothing was saved\./, "模型的回复被截断了（到了模型的长度上限），所以什么都没保存。"],
  [/The model's reply holds two versions side by side between merge-conflict markers \(<<<<<<<, =======, >>>>>>>\) instead of one edited text, so nothing was saved — press Retry\./, "模型的回复在合并冲突标记（<<<<<<<、=======、>>>>>>>）之间并排给了两个版本，而不是一份改好的文字，所以什么都没保存。请按 Retry。"],
  [/The model's reply is not an edit of your article — it reads as letters typed at random — so nothing was saved\./, "模型的回复不是对你文章的修改，读起来像随手乱敲的字母，所以什么都没保存。"],
  // The editor's refusals of an edit that would change what the writer wrote (app/editing/
  // facts.py, reconcile.py): what they quote of the article stays as it is.
  [/The model wrote other figures than yours, which the suggestion did not ask to change \(((?:“[^”]*”, )*“[^”]*”) → ((?:“[^”]*”, )*“[^”]*”)\), so the article would say something else\./, "模型改了你的数字（$1 → $2），而建议并没有要求改，这样文章说的就不一样了。"],
  [/The model left out ((?:“[^”]*”, )*“[^”]*”), figures of yours the suggestion did not ask to remove, so the article would no longer say them\./, "模型漏掉了你的数字 $1，而建议并没有要求删，这样文章就不再有它们了。"],
  [/The model wrote another name in place of yours \(((?:“[^”]*” → “[^”]*”, )*“[^”]*” → “[^”]*”)\), which the suggestion did not ask to change\./, "模型把你写的名字换了（$1），而建议并没有要求改。"],
  [/The model turned a ((?:“[^”]*”, )*“[^”]*”) of yours into its opposite, so the article would say something you did not write\./, "模型把你写的 $1 改成了相反的意思，这样文章说的就不是你写的了。"],
  [/The model made exact figures of yours rough ones \(((?:“[^”]*”, )*“[^”]*”) → ((?:“[^”]*”, )*“[^”]*”)\), which the suggestion did not ask for\./, "模型把你的精确数字改成了约数（$1 → $2），而建议并没有要求这样做。"],
  [/The model changed a title of yours \(((?:“[^”]*” → “[^”]*”, )*“[^”]*” → “[^”]*”)\), which the suggestion did not ask to change, so the article would say something untrue about a person\./, "模型改了你写的头衔（$1），而建议并没有要求改，这样文章对这个人的说法就不对了。"],
  [/The model answered in another language than the article's, and no translation was asked for, so nothing was saved\./, "模型用了和文章不同的语言回答，而你没有要求翻译，所以什么都没保存。"],
  [/The model answered the whole-article suggestion with a single paragraph, which would replace the article\./, "对整篇文章的建议，模型只回了一段，这会替换掉整篇文章。"],
  [/The model's reply held no article text\./, "模型的回复里没有文章的文字。"],
  [/The model's edit did not match the article text, so it could not be applied\./, "模型的修改和文章的文字对不上，所以没法应用。"],
  [/Nothing was saved — press Retry, or ask for the change again naming what to keep\./, "什么都没保存。请按 Retry，或者重新提出修改，并说明要保留什么。"],
  [/Nothing was saved — press Retry\./, "什么都没保存。请按 Retry。"],
  [/Press Retry\./, "请按 Retry。"],
  [/Press Retry to ask again, or rephrase the suggestion\./, "可以按 Retry 再问一次，或者换个说法提建议。"],
  [/Press Retry to ask again\./, "可以按 Retry 再问一次。"],
  [/The model found nothing to change for this suggestion, so V(\d+) stays as it is\./, "模型认为这条建议没有要改的地方，V$1 保持不变。"],
  [/The model said: “([^”]*)”/, "模型说：“$1”"],
  [/Rephrase it if you expected an edit\./, "如果你本想让它改，请换个说法。"],
  // Refused before anything was saved: too long (413), a change made meanwhile (409).
  [/The message is ([\d,]+) characters; the limit is ([\d,]+)\./, "消息有 $1 个字符，上限是 $2 个。"],
  [/The article is ([\d,]+) characters; the limit is ([\d,]+)\./, "文章有 $1 个字符，上限是 $2 个。"],
  [/The article is now at V(\d+), but this edit was based on V(\d+)\./, "文章现在是 V$1，而这次修改是按 V$2 做的。"],
  [/Reload to see the latest text, then try again\./, "请重新载入，看过最新的文字再试。"],
  [/The article at that point is V(\d+), but this message was written against V(\d+)\./, "那一处的文章是 V$1，而这条消息是按 V$2 写的。"],
  [/Reload and try again\./, "请重新载入再试。"],
  [/The article is at V(\d+), not V(\d+); changes can only be rejected on V(\d+) or on a version made by rejecting its other changes\./, "文章现在是 V$1，不是 V$2；只能在 V$3 上，或在拒绝它其他改动所得的版本上拒绝改动。"],
].map(([english, chinese]) => [new RegExp(english.source, "y"), new RegExp(english.source), chinese]);

/** `text` in Chinese when every sentence of it is one of SENTENCES; null otherwise. */
function bySentence(text) {
  let at = 0;
  let said = "";
  while (at < text.length) {
    if (text[at] === " ") {
      at += 1;
      continue;
    }
    const found = SENTENCES.find(([sticky]) => {
      sticky.lastIndex = at;
      return sticky.test(text);
    });
    if (!found) return null;
    const [sticky, english, chinese] = found;
    sticky.lastIndex = at;
    const sentence = sticky.exec(text)[0];
    said += sentence.replace(english, chinese);
    at += sentence.length;
  }
  return said || null;
}

// Simplified → Traditional for the characters the lines above use that the two write apart.
const SIMPLIFIED = "这个们来时为说会过后发与让从点么经开关见现实门问间电话边无题应样义没动写读选复败试里备输条断连线离还显继续页内请马准给将询别处联网记数结并换变编辑标签户态对议绝销贝贴载诉儿负错认冲随达机钟长两乱约删头衔语译确";
const TRADITIONAL = "這個們來時為說會過後發與讓從點麼經開關見現實門問間電話邊無題應樣義沒動寫讀選覆敗試裡備輸條斷連線離還顯繼續頁內請馬準給將詢別處聯網記數結並換變編輯標籤戶態對議絕銷貝貼載訴兒負錯認衝隨達機鐘長兩亂約刪頭銜語譯確";
const TO_TRADITIONAL = new Map([...SIMPLIFIED].map((char, i) => [char, [...TRADITIONAL][i]]));

/** `text` (an English line of the panel) in the language `lang` names, when that is Chinese
 *  and the line has Chinese wording: {text, lang}; else the line as it is, lang null. */
export function inLanguage(text, lang) {
  if (!lang || !lang.startsWith("zh")) return { text, lang: null };
  const line = LINES.find(([english]) => english.test(text));
  const simplified = line ? text.replace(line[0], line[1]) : bySentence(text);
  if (simplified === null) return { text, lang: null };
  if (lang !== "zh-Hant") return { text: simplified, lang };
  return { text: [...simplified].map((char) => TO_TRADITIONAL.get(char) || char).join(""), lang };
}
