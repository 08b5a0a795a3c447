// The panel's lines about a turn in the writer's language: a writer whose browser asks for
// Chinese reads "V3 已保存。", not "V3 saved." (state.js `readerLang`). The page's chrome is in
// the reader's language too (labels.js), so a line naming a button names it as the button reads
// there ("按“重试”"). A line with no Chinese wording here stays English, and the writer still
// reads it whole. A text of the server's sentences is read one by one (server-words.js).

import { chinesePart, traditional, traditionalAround } from "./chinese.js";
import { bySentence } from "./server-words.js";
import { ENGLISH } from "./server-words-back.js";
import { ACCOUNT_LINES } from "./server-words-accounts.js";

// How much a change touched (app/domain/diff.py `scope_summary`), in Chinese.
const SCOPES = String.raw`changed \d+ of \d+ paragraphs?|changed \d+ paragraphs? \(\d+ left\)|only the title changed|no paragraph changed|paragraphs moved|only the spacing changed|only a heading changed|only headings changed`;
function SCOPE(scope) {
  let found;
  if ((found = /^changed (\d+) of (\d+) paragraphs?$/.exec(scope))) return `${found[2]} 段中改了 ${found[1]} 段`;
  if ((found = /^changed (\d+) paragraphs? \((\d+) left\)$/.exec(scope))) return `改了 ${found[1]} 段（剩下 ${found[2]} 段）`;
  if (scope === "paragraphs moved") return "段落挪了位置";
  if (scope === "only the spacing changed") return "只改了空白";
  if (scope === "only a heading changed" || scope === "only headings changed") return "只改了小标题";
  return scope === "only the title changed" ? "只改了标题" : "没有哪一段改了字";
}

// Whether a preference is used in edits now (`status_line`'s last part), in Chinese.
const USED = {
  "used in prompts": "修改时会用到",
  "not enough evidence yet — used once seen again": "证据还不够，再见到一次就会用到",
  "faded — not used until renewed": "已淡化，再次出现之前不使用",
  // One plain ask about one article, not yet corroborated (app/style/corroboration.py).
  "seen once — not yet used in prompts": "只见过一次，还没用在修改里",
  "seen in one article only — not yet used in prompts": "只在一篇文章里见过，还没用在修改里",
};

// English line → Simplified Chinese (`$1`… the line's numbers and names). Traditional is made
// from it character by character (chinese.js).
const LINES = [
  [/^V(\d+) saved\.$/, "V$1 已保存。"],
  [/^Editing…$/, "正在修改…"],
  [/^Stopping…$/, "正在停止…"],
  [/^Stopped\. Nothing was changed\.$/, "已停止，文章没有改动。"],
  [/^Stopped\. The reply you had before is back, and the article is as it was \(V(\d+)\)\.$/, "已停止。之前的回复回来了，文章还是原来的样子（V$1）。"],
  [/^The reply was stopped\. The reply you had before is back, and the article is as it was \(V(\d+)\)\.$/, "回复已停止。之前的回复回来了，文章还是原来的样子（V$1）。"],
  [/^Stopped\. The branch you were on is back, and the article is as it was \(V(\d+)\)\. Your edited message is kept beside it: press › on that message to see it\.$/, "已停止。你原来所在的分支回来了，文章还是原来的样子（V$1）。你改过的消息留在旁边的分支里：按那条消息上的 › 就能看到。"],
  [/^The reply was stopped\. The branch you were on is back, and the article is as it was \(V(\d+)\)\. Your edited message is kept beside it: press › on that message to see it\.$/, "回复已停止。你原来所在的分支回来了，文章还是原来的样子（V$1）。你改过的消息留在旁边的分支里：按那条消息上的 › 就能看到。"],
  // A Regenerate, Retry or edit that failed, put back behind › (failed-back.js); the reason between is the server's.
  [/^The new reply failed:$/, "新的回复失败了："],
  [/^The reply you had before is back, and the article is as it was \(V(\d+)\)\. The failed reply is kept beside it, with its Retry: press › on the reply to see it\.$/, "之前的回复回来了，文章还是原来的样子（V$1）。失败的回复和它的“重试”留在旁边：按回复上的 › 就能看到。"],
  [/^The reply you had before is back, and the article is as it was \(V(\d+)\)\. The failed reply is kept beside it: press › on the reply to see it\.$/, "之前的回复回来了，文章还是原来的样子（V$1）。失败的回复留在旁边：按回复上的 › 就能看到。"],
  [/^The branch you were on is back, and the article is as it was \(V(\d+)\)\. Your edited message is kept beside it with its failed reply and Retry: press › on that message to see them\.$/, "你原来所在的分支回来了，文章还是原来的样子（V$1）。你改过的消息连同失败的回复和“重试”留在旁边的分支里：按那条消息上的 › 就能看到。"],
  [/^The branch you were on is back, and the article is as it was \(V(\d+)\)\. Your edited message is kept beside it with its failed reply: press › on that message to see them\.$/, "你原来所在的分支回来了，文章还是原来的样子（V$1）。你改过的消息连同失败的回复留在旁边的分支里：按那条消息上的 › 就能看到。"],
  // A failed or unchanging reply to an edited earlier message, the article at the version before it (failed-back.js).
  [
    /^(The reply to your edited message failed — it says why(; press its Retry when ready)?\.|Reply received\.) The article now shows V(\d+), as it was before the message you edited; the later versions, up to V(\d+), stay on the branch you were on: press ‹ on your message to go back to them\.$/,
    (_, first, retry, shown, end) =>
      `${first.startsWith("Reply") ? "已收到回复。" : `你改过的消息的回复失败了，原因写在回复里${retry ? "；准备好后按它的“重试”" : ""}。`}文章现在显示的是 V${shown}，也就是你改的那条消息之前的样子；之后的版本（到 V${end} 为止）还在你原来所在的分支上：按你这条消息上的 ‹ 就能回到那里。`,
  ],
  [/^Changes hidden\.$/, "改动已隐藏。"],
  [/^Stopped\. Nothing was changed — your next suggestion is still in the box; press Send when ready\.$/, "已停止，文章没有改动。你的下一条建议还在输入框里，准备好后按“发送”。"],
  [/^The reply was stopped\. Nothing was changed\.$/, "回复已停止，文章没有改动。"],
  [/^Press Stop again to stop the reply\.$/, "再按一次“停止”即可停止回复。"],
  [/^Too late to stop: the reply was already saved as V(\d+)\. Press Undo on it to put back V(\d+)\.$/, "来不及停止了：回复已经保存为 V$1。按它的“撤销”可以放回 V$2。"],
  [/^Too late to stop: the reply had already arrived — the text is unchanged\.$/, "来不及停止了：回复已经到了，文章没有改动。"],
  [/^Too late to stop: the reply had already ended\.$/, "来不及停止了：回复已经结束了。"],
  [/^Reading the article…$/, "正在读文章…"],
  [/^Rewriting the selected text…$/, "正在改写选中的文字…"],
  [/^Writing… paragraph (\d+) of (\d+)$/, "正在写…第 $1 段，共 $2 段"],
  [/^Writing… ([\d,.\s]+) characters so far$/, "正在写…已写 $1 字"],
  [/^Reply received — the text is unchanged\.$/, "已收到回复，文章没有改动。"],
  [/^The reply failed — nothing was changed\. You can retry\.$/, "回复失败，文章没有改动。可以按“重试”。"],
  [/^Nothing was changed — the reply says why; press its Retry when ready\.$/, "文章没有改动，原因写在回复里；准备好后按它的“重试”。"],
  [/^Nothing was changed — the reply says why\.$/, "文章没有改动，原因写在回复里。"],
  // A Regenerate that made no new version (turn.js `backNote`).
  [/^Nothing was changed — the reply says why; press its Retry when ready\. The article is back at V(\d+), the text this message was sent on; ‹ beside the reply goes back to V(\d+)\.$/, "文章没有改动，原因写在回复里；准备好后按它的“重试”。文章回到了这条消息发出时的 V$1；按回复旁的 ‹ 可以回到 V$2。"],
  [/^Nothing was changed — the reply says why\. The article is back at V(\d+), the text this message was sent on; ‹ beside the reply goes back to V(\d+)\.$/, "文章没有改动，原因写在回复里。文章回到了这条消息发出时的 V$1；按回复旁的 ‹ 可以回到 V$2。"],
  [/^Reply received — the text is unchanged\. The article is back at V(\d+), the text this message was sent on; ‹ beside the reply goes back to V(\d+)\.$/, "已收到回复，文章没有改动。文章回到了这条消息发出时的 V$1；按回复旁的 ‹ 可以回到 V$2。"],
  [/^Not sent — your message is back in the box\.$/, "没有发送，你的消息已放回输入框。"],
  [/^Not sent: the article changed elsewhere\. Your message is back in the box — check the latest text, then send again\.$/, "没有发送：文章在别处改过了。你的消息已放回输入框，请先看最新的文字，再发送。"],
  [/^Not sent: the article changed elsewhere\. Your message is back in the box — check the latest text, then send again\. The text you had selected was in the older version, so it is no longer selected: select it again if your message is about it\.$/, "没有发送：文章在别处改过了。你的消息已放回输入框，请先看最新的文字，再发送。你选中的文字在旧版本里，所以已不再选中；如果消息是针对它的，请重新选中。"],
  [/^Not sent: the conversation moved on in another tab or window\. Your message is back in the box — check the latest conversation, then send again\.$/, "没有发送：对话在另一个标签页或窗口里变了。你的消息已放回输入框，请先看最新的对话，再发送。"],
  [/^That did not go through\.$/, "没有成功。"],
  [/^Nothing was applied: the conversation went back in another tab or window while the reply was being written\.$/, "没有应用任何改动：回复还在写的时候，对话在另一个标签页或窗口里回退了。"],
  [/^Nothing was applied: the conversation went back in another tab or window while the reply was being written\. Your message is back in the box — send it again to apply it here\.$/, "没有应用任何改动：回复还在写的时候，对话在另一个标签页或窗口里回退了。你的消息已放回输入框，再发送一次就会用在这里。"],
  [/^Couldn't regenerate — nothing was changed\.$/, "没能重新生成，文章没有改动。"],
  [/^Your next suggestion goes as soon as this reply is saved…$/, "这条回复保存后，马上发送你的下一条建议…"],
  [/^You stopped this reply before it was finished\. Nothing was changed\.$/, "你在回复写完前停止了它，文章没有改动。"],
  [/^You stopped this reply before any text arrived\. Nothing was changed\.$/, "你在回复开始前停止了它，文章没有改动。"],
  [/^You stopped this reply while it was being checked against the article\. Nothing was changed\.$/, "回复已写完，你在它与文章核对时停止了它，文章没有改动。"],
  // A damaged revision in the history drawer (history.js).
  [/^This version's record is damaged, so its changes cannot be put back one by one\. Its text survives: compare, restore, copy or download it as any other version\. `python -m app check` names the damaged file\.$/, "这个版本的记录文件损坏了，无法逐条撤回它的改动。它的文字还在：可以像其他版本一样比较、恢复、复制或下载。`python -m app check` 会指出损坏的文件。"],
  [/^You stopped this reply\. What it had changed is kept in V(\d+)\.$/, "你停止了这条回复。它已做的改动保存在 V$1。"],
  [/^The connection dropped, but the reply arrived: V(\d+) saved\.$/, "连接断了，但回复已收到：V$1 已保存。"],
  [/^The reply arrived — the article is at V(\d+)\.$/, "回复已收到，文章现在是 V$1。"],
  [/^You are offline\. The reply goes on being written and shows here once you are back online\.$/, "你已离线。回复还在继续写，重新联网后会显示在这里。"],
  [/^The model is busy\. Redline tries again in (\d+) s — or press Stop\.$/, "模型正忙。Redline 将在 $1 秒后重试，也可以按“停止”。"],
  [/^The model did not answer\. Redline tries again in (\d+) s — or press Stop\.$/, "模型没有应答。Redline 将在 $1 秒后重试，也可以按“停止”。"],
  [/^The model is slow to answer\. Redline tries again in (\d+) s — or press Stop\.$/, "模型应答太慢。Redline 将在 $1 秒后重试，也可以按“停止”。"],
  [/^The connection to the model dropped\. Redline asks again in (\d+) s — or press Stop\.$/, "与模型的连接断了。Redline 将在 $1 秒后再问一次，也可以按“停止”。"],
  [/^Asking the model again…$/, "正在再次询问模型…"],
  [/^The reply is being written…$/, "回复正在写…"],
  [/^The connection to Redline dropped while the reply was being written\. Your message is saved; the reply will show here once the connection is back\.$/, "回复写到一半时，与 Redline 的连接断了。你的消息已保存；重新连上后，回复会显示在这里。"],
  [/^Redline could not be reached to stop the reply, so it may still be written and saved\. Your message is saved; whatever became of the reply shows here once the connection is back\.$/, "连不上 Redline，没能停止回复，它可能仍会写完并保存。你的消息已保存；重新连上后，这里会显示回复的结果。"],
  [/^Not stopped yet: the reply is still being written — press its Stop if you still want it stopped\.$/, "还没有停止：回复还在写；如果仍想停止，请按它的“停止”。"],
  [/^Not stopped: Redline could not be reached\. The reply may still arrive — check again when you are back online\.$/, "没有停止：连不上 Redline。回复可能仍会到来，重新联网后再查看。"],
  [/^The connection dropped\. Your message is saved — check again when you are back online\.$/, "连接断了。你的消息已保存，重新联网后再查看。"],
  [/^The connection dropped, but the reply is still being written — it will show here\.$/, "连接断了，但回复还在写，写好后会显示在这里。"],
  [/^The connection dropped and no reply was written\. Nothing was changed — press Retry\.$/, "连接断了，没有写出回复。文章没有改动，请按“重试”。"],
  [/^The connection dropped, but the reply arrived — the text is unchanged\.$/, "连接断了，但回复已收到，文章没有改动。"],
  [/^Couldn't regenerate: the conversation moved on in another tab or window\. The conversation as it is now is shown — regenerate again if you still want another reply\.$/, "没能重新生成：对话在另一个标签页或窗口里变了。现在的对话已经显示出来；如果还想要另一个回复，请再按“重新生成”。"],
  [/^Couldn't regenerate: another message is still being answered\. Nothing was changed — ask again once its reply is there\.$/, "没能重新生成：另一条消息还在等回复。文章没有改动，等它的回复出来后再问。"],
  [/^Couldn't regenerate: the article changed elsewhere\. The latest text is shown — regenerate again if you still want another reply\.$/, "没能重新生成：文章在别处改过了。现在显示的是最新的文字；如果还想要另一个回复，请再按“重新生成”。"],
  [/^Updated: the article is now at V(\d+) \(changed in another tab or client\)\.$/, "已更新：文章现在是 V$1（在别的标签页或客户端改过）。"],
  [/^Your last wording of this message is in the box — you stopped its reply\. Save and resend to send it, or Cancel to keep the message as it is\.$/, "框里是你最后一次改的说法——它的回复被你停止了。按“保存并重新发送”发出它，或按“取消”让消息保持原样。"],
  // A message refused at the same moment as another tab's, said again once that one landed.
  [/^Not sent: your message is still in the box\. The article is now at V(\d+), changed meanwhile in another tab or client — check it, then press Send to send your message on top of it\.$/, "没有发送：你的消息还在输入框里。文章现在是 V$1，刚在别的标签页或客户端改过——先看一看，再按“发送”，把你的消息发在它之上。"],
  [/^Not sent: your message did not go\. The article is now at V(\d+), changed meanwhile in another tab or client\.$/, "没有发送：你的消息没有发出去。文章现在是 V$1，刚在别的标签页或客户端改过。"],
  [/^Back online — the article is now at V(\d+) \(changed meanwhile\)\.$/, "已重新联网，文章现在是 V$1（期间有改动）。"],
  [/^Back online — nothing changed meanwhile\.$/, "已重新联网，期间没有改动。"],
  [/^Back online — the conversation is up to date\.$/, "已重新联网，对话已是最新。"],
  // An address naming a version with no changes to open (address.js).
  [/^V1 is the original text: it has no changes of its own to show\. Open History to compare it with a later version, or to restore, copy or download it\.$/, "V1 是原文，本身没有改动可看。打开“历史”可以把它和之后的版本比较，也可以恢复、复制或下载它。"],
  [/^This article has no V(\d+): the link named a version it does not have\. Open History to see its versions\.$/, "这篇文章没有 V$1：链接里写的版本并不存在。打开“历史”可以看到它的所有版本。"],
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
  // An older reply asked again (Regenerate): what followed it stays on the old branch.
  [/^V(\d+) saved\. The (\d+) later messages stay on the old branch \(‹ › beside the reply switches back\)\.$/, "V$1 已保存。后面的 $2 条消息留在原来的分支上（按回复旁的 ‹ › 可以切回去）。"],
  [/^V(\d+) saved\. The message after it stays on the old branch \(‹ › beside the reply switches back\)\.$/, "V$1 已保存。后面那条消息留在原来的分支上（按回复旁的 ‹ › 可以切回去）。"],
  [/^Reply received — the text is unchanged\. The (\d+) later messages stay on the old branch \(‹ › beside the reply switches back\)\.$/, "已收到回复，文章没有改动。后面的 $1 条消息留在原来的分支上（按回复旁的 ‹ › 可以切回去）。"],
  [/^Reply received — the text is unchanged\. The message after it stays on the old branch \(‹ › beside the reply switches back\)\.$/, "已收到回复，文章没有改动。后面那条消息留在原来的分支上（按回复旁的 ‹ › 可以切回去）。"],
  [/^You went back to this point\. Later turns are kept, hidden from the chat and the model\.$/, "你回到了这里。后面的对话都还保留着，只是不在聊天里显示，也不会发给模型。"],
  [/^Switched to V(\d+)\. Your next message continues from here\.$/, "已切换到 V$1。你的下一条消息会从这里接着写。"],
  [/^Your new wording of an earlier message, not saved, is back in its box: save it, or Cancel to drop it\.$/, "你给之前一条消息的新写法还没保存，已放回它的输入框：保存它，或按“取消”放弃。"],
  // What the next suggestion applies to (Limit to, a selection).
  [/^Your next suggestion applies only to paragraph (\d+)\.$/, "你的下一条建议只改第 $1 段。"],
  [/^Your next suggestion applies only to the heading “([\s\S]*)”\.$/, "你的下一条建议只改小标题“$1”。"],
  [/^Your next suggestion applies only to the selected text\.$/, "你的下一条建议只改选中的文字。"],
  [/^Showing Final\. Your next suggestion applies only to the selected text\.$/, "已切换到“定稿”。你的下一条建议只改选中的文字。"],
  [/^Selection cleared — your next suggestion applies to the whole article\.$/, "已取消选择，你的下一条建议会改整篇文章。"],
  [/^Your next suggestion applies to the whole article\.$/, "你的下一条建议会改整篇文章。"],
  [/^The Original view shows the old text: switch to Final to select text for your next suggestion\.$/, "“原文”视图显示的是旧文字：切换到“定稿”才能为下一条建议选择文字。"],
  [/^The article changed since you selected that text — select it again, or send to edit the whole article\.$/, "你选中那段文字后文章改过了，请重新选择，或者直接发送以修改整篇文章。"],
  // The text editor, the history, copying.
  [/^Editor closed — nothing was changed\.$/, "已关闭编辑，文章没有改动。"],
  [/^Edit cancelled — your changes were not saved\.$/, "已取消编辑，你的修改没有保存。"],
  [/^Loaded V(\d+) into the editor\.$/, "已把 V$1 载入编辑框。"],
  [/^V(\d+) already has V(\d+)'s text — nothing to restore\.$/, "V$1 已经是 V$2 的文字，无需恢复。"],
  [/^Files are imported as new articles: drop it on the list of articles \(Articles, at the top\)\.$/, "文件会作为新文章导入：请把它拖到文章列表上（顶部的“文章”）。"],
  // What could not be done, before the error's own words (`failure` below).
  [/^Could not load the latest text\.$/, "没能载入最新的文字。"],
  [/^Could not load the conversation\.$/, "没能载入对话。"],
  [/^Could not stop the reply\.$/, "没能停止回复。"],
  // The article's persona in the trash (persona-trash.js); the default persona as the pages
  // name it (labels.js REDLINE_NAMES).
  [/^Could not restore the persona\.$/, "没能恢复人设。"],
  [/^The persona “([\s\S]+)” is in the trash: it does not steer edits or learn from this article until it is restored\.$/, (_, name) => `人设“${name === "My voice" ? "我的文风" : name}”在回收站里：恢复之前，它不影响修改，也不从这篇文章学习。`],
  [/^Restored “([\s\S]+)” from the trash: it steers edits and learns again\.$/, "已把人设“$1”从回收站恢复：它又会影响修改、继续学习。"],
  [/^Could not load the changes\.$/, "没能载入改动。"],
  [/^Could not compare the versions\.$/, "没能比较这两个版本。"],
  [/^Could not undo the rejection\.$/, "没能撤销这次拒绝。"],
  [/^Could not post the comment\.$/, "没能发表评论。"],
  [/^Could not delete the comment\.$/, "没能删除评论。"],
  [/^Could not copy V(\d+)\.$/, "没能拷贝 V$1。"],
  [/^Could not load the history\.$/, "没能载入历史。"],
  [/^Could not copy — select the text and copy it by hand\.$/, "没能拷贝，请选中文字手动拷贝。"],
  [/^The article changed elsewhere \(another tab or client\) — showing the latest, nothing was rejected\.$/, "文章在别处改过了（别的标签页或客户端），现在显示的是最新的文字，没有拒绝任何改动。"],
  // The changes bar: what a comparison or a revision's changes say about themselves (review.js).
  [new RegExp(`^Comparing V(\\d+) with V(\\d+): (${SCOPES})\\.$`), (_, from, to, scope) => `正在比较 V${from} 和 V${to}：${SCOPE(scope)}。`],
  [/^That is V(\d+) beside itself: pick two different versions to see what changed\.$/, "这是 V$1 和它自己比较：请选两个不同的版本，才能看出改了什么。"],
  [/^No changes: V(\d+) and V(\d+) read exactly the same\.$/, "没有改动：V$1 和 V$2 的文字完全一样。"],
  [/^No changes: this edit left the text exactly as it was\.$/, "没有改动：这次修改没有改变任何文字。"],
  [/^Only the line ends changed \(Windows CRLF and LF\): every word reads the same\.$/, "只改了换行符（Windows 的 CRLF 和 LF）：每个字都没变。"],
  [/^(\d+) of (\d+) rejected \(saved as V(\d+)\)\.$/, "$2 处改动中已拒绝 $1 处（保存为 V$3）。"],
  [/^Title change rejected \(saved as V(\d+)\)\.$/, "已拒绝标题的改动（保存为 V$1）。"],
  [/^Two versions compared, shown as the text of V(\d+); the article is at V(\d+)\.$/, "正在比较两个版本，显示的是 V$1 的文字；文章现在是 V$2。"],
  [/^This is V(\d+); the article is now at V(\d+)\. Restore V\1 brings it back\.$/, "这是 V$1；文章现在是 V$2。按“恢复 V$1”可以用回它。"],
  [/^Change (\d+) of (\d+): added “(.*)”$/s, "第 $1 处改动，共 $2 处：加了“$3”"],
  [/^Change (\d+) of (\d+): removed “(.*)”$/s, "第 $1 处改动，共 $2 处：删了“$3”"],
  [/^Change (\d+) of (\d+): “(.*)” → “(.*)”$/s, "第 $1 处改动，共 $2 处：“$3” → “$4”"],
  [/^Change (\d+) of (\d+): spacing changed$/, "第 $1 处改动，共 $2 处：改了空格或换行"],
  [/^Change (\d+) of (\d+)$/, "第 $1 处改动，共 $2 处"],
  [/^(\d+) changes?$/, "$1 处改动"],
  [new RegExp(`^(${SCOPES})(?: · \\+(\\d+) −(\\d+) characters)?$`), (_, scope, plus, minus) => `${SCOPE(scope)}${plus === undefined ? "" : ` · +${plus} −${minus} 字`}`],
  // Comments on a version, said in the history drawer (comments.js).
  [/^Comment posted on (V\d+(?:→V\d+)?)\.$/, "已在 $1 上发表评论。"],
  [/^New comment from (.+) on (V\d+(?:→V\d+)?)\.$/, "$1 在 $2 上发表了新评论。"],
  [/^(\d+) new comments: (.+)\.$/, (_, count, who) => `${count} 条新评论：${who.split("; ").map((one) => one.replace(/^(.+) on (V\d+(?:→V\d+)?)$/, "$1（$2）")).join("；")}。`],
  [/^Write something first: an empty comment is not posted\.$/, "请先写点什么：空的评论不会发表。"],
  [/^Comment deleted\.$/, "评论已删除。"],
  // The note in the text editor (editor.js), which the status line repeats.
  [/^Saving makes a new version from V(\d+); the chat will note that you edited the text\.$/, "保存会在 V$1 的基础上生成一个新版本；聊天里会记下你直接改了文字。"],
  [/^V(\d+) was saved meanwhile \(another tab or client\): the editor now has its text\. Saving makes a new version from V(\d+); the chat will note that you edited the text\.$/, "期间 V$1 已保存（在别的标签页或客户端）：编辑框里现在是它的文字。保存会在 V$2 的基础上生成一个新版本；聊天里会记下你直接改了文字。"],
  [/^The article changed since you opened the editor at V(\d+)(?: \(it is now at V(\d+)\))?, so nothing was saved\. Your text is still here: load the new text, or keep yours and edit on top of the new version( \(saving then replaces that version's text with yours\))?\.$/, (_, opened, now, replaces) => `你在 V${opened} 打开编辑框后，文章改过了${now ? `（现在是 V${now}）` : ""}，所以什么都没保存。你的文字还在：可以载入新的文字，或者保留你的文字，在新版本上接着改${replaces ? "（保存时会用你的文字替换那个版本的文字）" : ""}。`],
  [/^V(\d+) was saved while you were editing \(another tab or client\), so a Save now would not go through\. Your text is still here: load the new text, or keep yours and edit on top of the new version( \(saving then replaces that version's text with yours\))?\.$/, (_, version, replaces) => `你编辑时 V${version} 已保存（在别的标签页或客户端），所以现在按“保存”不会成功。你的文字还在：可以载入新的文字，或者保留你的文字，在新版本上接着改${replaces ? "（保存时会用你的文字替换那个版本的文字）" : ""}。`],
  // What keeping the writer's text would do to the version saved meanwhile (merge-note.js).
  [/^Keeping yours puts your changes on top of V(\d+) and keeps its changes([:.])$/, (_, version, end) => `保留你的文字，会把你的修改放到 V${version} 上，同时保留它的修改${end === ":" ? "：" : "。"}`],
  [/^Keeping yours would undo these changes of V(\d+), where you changed the same text \(the rest of its changes are kept\):$/, "保留你的文字，会撤销 V$1 的下面这些修改，因为你也改了同一处（它的其他修改会保留）："],
  [/^Your changes are now on top of V(\d+), its changes kept: check the text, then Save\.$/, "你的修改已放到 V$1 上，它的修改都保留了：检查一下文字，再按“保存”。"],
  [/^Your text is on top of V(\d+)\. Saving it undoes these changes of V\1 — put them into your text first if you want to keep them:$/, "你的文字已放到 V$1 上。保存会撤销 V$1 的下面这些修改；如果想保留，请先把它们改进你的文字里："],
  [/^Your text is kept\. Saving now makes a new version from V(\d+) with your text — check it has what you want from V\1\.$/, "你的文字保留着。现在保存，会在 V$1 的基础上用你的文字生成新版本，请先检查它有没有你想要的 V$1 里的内容。"],
  [/^You have unsaved changes: press Esc again to drop them, or Save to keep them\.$/, "你有没保存的修改：再按一次 Esc 放弃，或按“保存”。"],
  [/^Your edit not saved from before is back \(begun on V(\d+)\): Save it, or Cancel to drop it\.$/, "你上次没保存的修改回来了（从 V$1 开始改的）：按“保存”，或按“取消”放弃。"],
  // A reply still being written, a suggestion waiting for it (held.js).
  [/^A reply is still being written — wait for it, or stop it \(Stop, or Esc\)\.$/, "回复还在写，请等它写完，或者停止它（按“停止”或 Esc）。"],
  [/^A reply is still being written — wait for it, or press its Stop button\.$/, "回复还在写，请等它写完，或者按它的“停止”按钮。"],
  [/^A reply to this article is still being written \(another tab, or this page before a reload\): your suggestion stays in the box and goes as soon as that reply is saved\.$/, "这篇文章的一条回复还在写（在别的标签页，或重新载入前的这个页面）：你的建议留在输入框里，那条回复一保存就发送。"],
  [/^A suggestion you queued earlier was not sent: it is still in the box — press Send when you want it to go\.$/, "你之前排队的建议没有发送：它还在输入框里，想发送时按“发送”。"],
  [/^Your suggestion is still queued: it goes as soon as the reply being written is saved\.$/, "你的建议还在排队：正在写的回复一保存就发送。"],
  [/^Queued: your suggestion goes as soon as the reply being written is saved\.$/, "排队中：正在写的回复一保存，你的建议就发送。"],
  [/^Queued: Redline cannot be reached right now\. Your suggestion is kept here and goes once the server is back and the reply being written is saved\.$/, "排队中：现在连不上 Redline。你的建议留在这里，等服务器恢复、正在写的回复保存后就发送。"],
  [/^Queued: “([\s\S]*)” goes as soon as the reply being written is saved\.$/, "排队中：正在写的回复一保存，“$1”就发送。"],
  [/^Not sent: what you queued is back in the box, as the reply before it did not go through\. Send it when ready\.$/, "没有发送：前一条回复没有成功，你排队的建议已放回输入框，准备好后再发送。"],
  [/^Queued: “([\s\S]*)” and (\d+) more, each sent as soon as the reply before it is saved\.$/, (_, first, more) => `排队中：“${first}”等 ${Number(more) + 1} 条建议，前一条回复保存后，下一条就发送。`],
  [/^Queued, not sent yet: (You are offline|Redline cannot be reached) — retrying in (\d+) s\.$/, (_, why, seconds) => `排队中，还没发送：${why === "You are offline" ? "你已离线" : "连不上 Redline"}，${seconds} 秒后重试。`],
  [/^Not sent: your suggestion stays in the box — press Send when you want it to go\.$/, "没有发送：你的建议留在输入框里，想发送时按“发送”。"],
  [/^Your message reached Redline after all \(its answer was lost on the way\): the article is at V(\d+)\.$/, "你的消息其实已送到 Redline（只是回复在路上丢了）：文章现在是 V$1。"],
  // A reply's first line (the server's words, drawn by the panel).
  [/^V(\d+)→V(\d+) saved\.$/, "V$1→V$2 已保存。"],
  // A message the full disk kept from being saved, said as not sent (turn.js).
  [/^Not sent: The disk is full: your message was not saved\. Free some space \(or make the data directory writable\) and send it again\.$/, "没有发送：磁盘已满，你的消息没有保存。请腾出一些空间（或让数据目录可写），再发送一次。"],
  // A version made outside a reply ("Restored V1 (V2→V3).") is in server-words.js: the server
  // writes it in Chinese on a Chinese article from there (app/editing/revisions.py).
  // The server's sentence for a change made meanwhile (409), after the panel's own words.
  [/^Not sent: The article is now at V(\d+), but this edit was based on V(\d+)\. Reload to see the latest text, then try again\.$/, "没有发送：文章现在是 V$1，而这次修改是按 V$2 做的。请重新载入，看过最新的文字再试。"],
  [/^Couldn't regenerate: The article is now at V(\d+), but this edit was based on V(\d+)\. Reload to see the latest text, then try again\.$/, "没能重新生成：文章现在是 V$1，而这次修改是按 V$2 做的。请重新载入，看过最新的文字再试。"],
  [/^Couldn't save your edit: The article is now at V(\d+), but this edit was based on V(\d+)\. Reload to see the latest text, then try again\.$/, "没能保存你的修改：文章现在是 V$1，而这次修改是按 V$2 做的。请重新载入，看过最新的文字再试。"],
  // The writer's decisions on a learned preference (static/js/persona.js), the persona page's
  // and the panel's Style view's.
  [/^Preference confirmed\.$/, "已确认这条偏好。"],
  [/^Preference rejected; it will no longer be used\.$/, "已拒绝这条偏好，以后不再使用。"],
  [/^Undone: the preference is back as it was\.$/, "已撤销，这条偏好恢复原样。"],
  [/^Preference updated\.$/, "已更新这条偏好。"],
  [/^Switched: from now on, edits follow “(.+)”\.$/, "已切换：以后的修改按“$1”来。"],
  [/^Kept “(.+)”; the newer preference is turned down\.$/, "保留了“$1”，没有采用新的偏好。"],
  // A preference's standing (app/style/decay.py `status_line`) and the Style view's count.
  [/^Rejected by you — no longer used in prompts\.$/, "你已拒绝这条偏好，修改时不再使用。"],
  [/^Lifted by you — back to no preference; no longer used\.$/, "你已取消这条偏好，回到没有偏好，不再使用。"],
  [/^Withdrawn by you(?:: (.+))? — back to no preference; no longer used\.$/, (_, said) => `你已撤回这条偏好${said ? `（${said}）` : ""}，回到没有偏好，不再使用。`],
  [/^Set aside: the message that asked for it was edited(?: into (.+))? — no longer used\.$/, "已搁置：提出它的那条消息被改了，不再使用。"],  // (its new words are on the message itself)
  [/^Replaced by a newer value — no longer used\.$/, "已被更新的偏好取代，不再使用。"],
  [/^Waiting for you: do you want “(.+)”\? Until you answer, neither it nor “(.+)” is used in prompts\.$/, (_, asked, held) => `等你回答：要不要“${chinesePart(asked)}”？你回答之前，它和“${chinesePart(held)}”都不会用在修改里。`],
  [/^Waiting for you: do you want “(.+)”\? Not used until you confirm it\.$/, (_, asked) => `等你回答：要不要“${chinesePart(asked)}”？你确认之前不会使用。`],
  [/^(\d+)% confident(?:, weight now (\d+)%)? · (used in prompts|not enough evidence yet — used once seen again|faded — not used until renewed|seen once — not yet used in prompts|seen in one article only — not yet used in prompts)\.$/, (_, sure, weight, used) => `把握 ${sure}%${weight ? `，现在权重 ${weight}%` : ""} · ${USED[used]}。`],
  [/^\((\d+) · (\d+) waiting for you\)$/, "($1 · $2 条等你回答)"],
  // Live updates ended, a colleague's change arrived (live.js).
  ...ACCOUNT_LINES,
];

/** A failure in two sentences, each in the language `lang` names where it has Chinese wording:
 *  what could not be done (`what`, a line of LINES) and why (`why`, the error's own words, ended
 *  as a sentence) — never run together, and the first said in the reader's language even when
 *  the error's words have none. {text, lang} as inLanguage. */
export function failure(what, why, lang) {
  const reason = String(why || "").trim();
  const ended = !reason || /[.!?。！？]["”’)）]?$/.test(reason) ? reason : `${reason}.`;
  const first = inLanguage(what, lang);
  if (!first.lang) return { text: [what, ended].filter(Boolean).join(" "), lang: null };
  return { text: first.text + inLanguage(ended, lang).text, lang: first.lang };
}

/** `text` (an English line of the panel) in the language `lang` names, when that is Chinese
 *  and the line has Chinese wording: {text, lang}; else the line in English (a sentence of
 *  the server's said in Chinese, in ENGLISH, put back in English), lang null. */
export function inLanguage(text, lang) {
  if (!lang || !lang.startsWith("zh")) {
    const english = ENGLISH.reduce((said, [chinese, words]) => said.replace(chinese, words), text);
    // Put back in English whole or not at all: a refusal told in Chinese to a Chinese article
    // with a sentence not listed there stays Chinese, never half English.
    const left = english.replace(/“(?:[^“”]|“[^“”]*”)*”/g, "");
    const whole = english !== text && !/[\u3400-\u9fff]/.test(left);
    return { text: whole ? english.trimEnd() : text, lang: null };
  }
  // In Traditional, a line's own words are converted, not what it quotes of the article or
  // the writer ("“二十分钟”" stays as written), whether its wording is a template or a function.
  const written = (chinese) => {
    if (lang !== "zh-Hant") return chinese;
    if (typeof chinese === "function") return (...found) => traditionalAround(chinese(...found), found.slice(1, -2), text);
    return chinese === "$&" ? (found) => traditional(found) : traditional(chinese);
  };
  const line = LINES.find(([english]) => english.test(text));
  const said = line ? text.replace(line[0], written(line[1])) : bySentence(text, written);
  return said === null ? { text, lang: null } : { text: said, lang };
}
