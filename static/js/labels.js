// The pages' own labels — buttons, headings, tags, hints, tooltips — in the reader's language: a
// writer whose browser asks for Chinese first reads "发送", not "Send" (the lines about a turn
// are words.js's). The pages are drawn in English; every label drawn, now or later, is put in
// the reader's language as it appears (`followLabels`), except inside what the writer or the
// model wrote (the article, the messages, a preference's statement), which stays as written.

import { PAGE_LABELS, PAGE_PATTERNS } from "./labels-pages.js";
import { chinesePart, traditional, traditionalAround } from "./panel/chinese.js";
import { WORD_TOO_LONG } from "./word-limits.js";

// English label → Simplified Chinese, whole (a label is matched whole, spaces around it kept).
const LABELS = new Map(Object.entries({
  // The top bar, the article's head and toolbar.
  Articles: "文章",
  "Chat ↓": "对话 ↓",
  "Skip to content": "跳到正文",
  "Skip to the suggestion box": "跳到建议输入框",
  Page: "本页",
  "Sign out": "退出",
  "Users and keys": "用户和密钥",
  "(untitled)": "（无标题）",
  "Version shown": "显示的版本",
  "Edit text": "编辑文字",
  History: "历史",
  "Copy text": "拷贝文字",
  Export: "导出",
  "Export .md (Markdown)": "导出 .md（Markdown）",
  "Export .docx (Word)": "导出 .docx（Word）",
  "Export .txt (plain text)": "导出 .txt（纯文本）",
  "Export .json (with history)": "导出 .json（含历史）",
  "Article actions": "文章操作",
  "Article text": "文章正文",
  "Restore it from the trash": "从回收站恢复",
  // The Share box (its writer only, with accounts).
  Share: "共享",
  "Share with a writer": "共享给一位写作者",
  "Type the user name a colleague signs in with (capitals do not matter), or their user id. Only writers can be added.": "输入同事登录时用的用户名（不分大小写），或者对方的用户 ID。只能添加写作者。",
  "Writers you can share with:": "可以共享给这些写作者：",
  "no other writer yet": "还没有别的写作者",
  "Shared with:": "已共享给：",
  "nobody yet": "还没有人",
  "Stop sharing": "取消共享",
  "Stop sharing with this writer": "不再与这位写作者共享",
  "The arrow keys move a caret in the text; with Shift they select from it, and your next suggestion then applies only to the selected text.": "方向键可以在正文里移动光标；按住 Shift 再按方向键就从光标处选择文字，你的下一条建议就只改选中的部分。",
  // The changes bar.
  Changes: "改动",
  "What changed": "改了什么",
  "Loading…": "正在载入…",
  "Loading the conversation…": "正在载入对话…",
  "Walk the changes": "逐条查看改动",
  "‹ Previous": "‹ 上一处",
  "Next ›": "下一处 ›",
  "Previous change": "上一处改动",
  "Next change": "下一处改动",
  "Show the text as": "文字显示为",
  Markup: "修订",
  Final: "定稿",
  Original: "原文",
  "Accept all": "全部接受",
  "Reject all changes": "全部拒绝",
  Restore: "恢复",
  "Hide changes": "隐藏改动",
  "Comments on this version": "这个版本的评论",
  "Reject this change (put the old text back)": "拒绝这处改动（放回原文）",
  // A run that only adds or removes spaces, marked ␣ (panel/text.js `spaceMark`).
  "A space added": "加了一个空格",
  "A space removed": "删了一个空格",
  // The text editor.
  Title: "标题",
  Text: "正文",
  "Load the new text (drop mine)": "载入新的文字（放弃我的）",
  "Keep my text and edit on top": "保留我的文字，在新版本上接着改",
  Save: "保存",
  Cancel: "取消",
  // The chat: its head, the conversation, the suggestion box.
  Chat: "对话",
  Conversation: "对话",
  "Open the persona page": "打开人设页面",
  "Restore it": "恢复它",
  "Jump to latest ↓": "跳到最新 ↓",
  Suggestion: "建议",
  "Limit to": "只改",
  "the whole article": "整篇文章",
  "the selected text": "选中的文字",
  "Clear selection": "取消选择",
  "Clear selection: the next suggestion edits the whole article": "取消选择：下一条建议会改整篇文章",
  "Enter sends · Shift+Enter new line · Esc stops": "Enter 发送 · Shift+Enter 换行 · Esc 停止",
  "Tap Send to send · Stop ends a reply being written": "点“发送”发送 · “停止”结束正在写的回复",
  'e.g. Replace "twenty" with "thirty" · 删除第二段': "例如：把“二十”改成“三十” · 删除第二段",
  "Press / to come back here from elsewhere on the page": "在页面其他地方按 / 可以回到这里",
  "Retry now": "现在重试",
  Send: "发送",
  Stop: "停止",
  "Send suggestion": "发送建议",
  "Stop the reply (Esc)": "停止回复（Esc）",
  You: "你",
  Editor: "编辑器",
  Redline: "Redline",
  Edit: "编辑",
  stopped: "已停止",
  failed: "失败",
  edited: "改过",
  noted: "已记下",
  "writing…": "正在写…",
  "connection lost": "连接断了",
  "sending…": "正在发送…",
  "✎ Edit": "✎ 编辑",
  "Edit this message": "编辑这条消息",
  "Edit (makes a new branch)": "编辑（开一个新分支）",
  "↻ Retry": "↻ 重试",
  "↻ Check again": "↻ 再查看一次",
  "↻ Regenerate": "↻ 重新生成",
  "Retry this reply": "重试这条回复",
  "Regenerate this reply": "重新生成这条回复",
  "Ask again from the same version (makes a sibling reply)": "从同一个版本再问一次（生成一条并列的回复）",
  "↶ Undo": "↶ 撤销",
  "Put the rejected changes back (saved as a new version)": "放回被拒绝的改动（保存为新版本）",
  "Put back the text from before this edit (saved as a new version)": "放回这次修改之前的文字（保存为新版本）",
  "⤺ Continue from here": "⤺ 从这里继续",
  "Roll back to before this message; it and later turns stay in history": "回到这条消息之前；它和后面的对话都留在历史里",
  "Roll back to this point; later turns stay in history": "回到这里；后面的对话都留在历史里",
  "Return to the later turns": "回到后面的对话",
  "Show fewer": "收起",
  "Edit your message": "修改你的消息",
  "Save and resend": "保存并重新发送",
  "Enter saves · Shift+Enter new line · Esc cancels": "Enter 保存 · Shift+Enter 换行 · Esc 取消",
  "Cancel keeps the message as it was": "“取消”会让消息保持原样",
  // The history drawer and comments.
  "Close history": "关闭历史",
  "Every version, as a tree where branches split. Nothing is ever deleted: restoring makes a new version.": "每个版本都在这里，按分支排成一棵树。什么都不会删掉：恢复会生成一个新版本。",
  "The original text": "原文",
  "Rejected changes": "拒绝的改动",
  "Edited by hand": "手动修改",
  // Before the title's change in a comparison or a version's changes (text.js renderTitleDiff).
  "Title:": "标题：",
  Current: "当前版本",
  "shown now": "正在显示",
  original: "原文",
  rules: "规则",
  manual: "手动",
  restore: "恢复",
  generate: "生成",
  reject: "拒绝",
  "Show turn": "显示这一轮对话",
  "Go to its branch": "转到它的分支",
  Copy: "拷贝",
  "Copied ✓": "已拷贝 ✓",
  Download: "下载",
  Compare: "比较",
  "Compare two versions": "比较两个版本",
  with: "和",
  "Try again": "再试一次",
  Comment: "评论",
  "Post comment": "发表评论",
  "Ctrl+Enter posts": "Ctrl+Enter 发表",
  "No comments on this version yet.": "这个版本还没有评论。",
  Someone: "有人",
  // A persona's preferences (static/js/persona.js).
  Persona: "人设",
  "Learned preferences": "学到的偏好",
  "Each preference comes from the writer's own edits and words. Confirm what is right, correct or reject what is not.": "每条偏好都来自作者自己的修改和话语。对的请确认，不对的请改正或拒绝。",
  Rename: "改名",
  "Move to trash": "移到回收站",
  "Personas in the trash": "回收站里的人设",
  "Nothing in the trash is deleted: restore a persona to offer it for new articles again, with everything it learned.": "回收站里的东西都不会删掉：恢复一个人设，新文章就又能用它，它学到的一切都还在。",
  Name: "名称",
  Description: "说明",
  Confirm: "确认",
  "Confirmed ✓": "已确认 ✓",
  Reject: "拒绝",
  "Reject it": "拒绝它",
  "Reject it? It will no longer be used (Undo takes it back).": "要拒绝它吗？以后不再使用（按“撤销”可以收回）。",
  Undo: "撤销",
  "Preference statement": "偏好的说法",
  Evidence: "证据",
  "Nothing learned yet. Preferences appear as the writer edits and says what they like.": "还没有学到什么。作者修改文章、说出自己的喜好后，偏好就会出现在这里。",
  "Write the preference in a few words first: an empty one is not saved. Cancel keeps it as it was.": "请先用几个字写下这条偏好：空的不会保存。按“取消”保持原样。",
  "Older evidence": "更早的证据",
  "pending confirmation": "等你确认",
  active: "使用中",
  "in use": "使用中",
  waiting: "待确认",
  faded: "已淡化",
  rejected: "已拒绝",
  "withdrawn by you": "你已撤回",
  "lifted by you": "你已取消",
  replaced: "已被取代",
  fact: "事实",
  preference: "偏好",
  "for now": "暂时",
  "A fact about the writing: it does not fade.": "关于文章的事实：不会淡化。",
  "A preference: it fades over months unless the writer's edits keep backing it.": "一种偏好：除非作者的修改一直支持它，几个月后会淡化。",
  "Wanted for now: it fades within a few weeks.": "暂时想要的：几周内就会淡化。",
  "needs review": "需要复核",
  inferred: "推断的",
  "applied to the last edit": "用在了上一次修改里",
  Against: "反对",
  Partly: "部分",
  tone: "语气",
  formality: "正式程度",
  emoji: "表情符号",
  "paragraph length": "段落长度",
  "sentence length": "句子长度",
  "title style": "标题风格",
  person: "人称",
  vocabulary: "用词",
  structure: "结构",
  length: "篇幅",
  exclamation: "感叹号",
  // A piece of a preference's evidence (persona.js): Redline's words around the writer's.
  "Earlier evidence:": "更早的证据：",
  in: "出自",
  // The list of articles (index.html, home.js).
  "Signed in as": "已登录：",
  "Editor's desk": "编辑台",
  "New article ↓": "新文章 ↓",
  "Personas ↓": "人设 ↓",
  "Search articles": "搜索文章",
  "Search titles and text": "搜索标题和正文",
  "e.g. budget · 公园": "例如：公园 · 预算",
  Search: "搜索",
  "Show all": "显示全部",
  Version: "版本",
  Length: "长度",
  "Last edited": "最后修改",
  Actions: "操作",
  "just now": "刚刚",
  "No articles yet. Paste one or import a file to begin.": "还没有文章。粘贴一篇或导入一个文件就可以开始。",
  Trash: "回收站",
  "Nothing in the trash is deleted: restore an article to bring it back as it was.": "回收站里的东西都不会删掉：恢复一篇文章，它就原样回来。",
  Personas: "人设",
  "No personas yet. A persona learns a writer's style from their edits.": "还没有人设。人设会从作者的修改中学习作者的风格。",
  "In the trash:": "回收站里：",
  "My voice": "我的文风",
  "Learned from every edit you make.": "从你的每次修改中学习。",
  "New persona": "新人设",
  "Description (optional)": "说明（可不填）",
  "Persona description": "人设说明",
  "Add persona": "添加人设",
  "New article": "新文章",
  "Paste the article here": "把文章粘贴到这里",
  "Ctrl+Enter creates the article": "Ctrl+Enter 创建文章",
  "…or import a .md or .txt file, or a Word .docx (or drop one on the page)": "……或者导入 .md、.txt 文件或 Word 的 .docx 文件（也可以把文件拖到页面上）",
  "Default persona (learns from every edit)": "默认人设（从每次修改中学习）",
  "Create article": "创建文章",
  "Draft from a brief": "根据提要写初稿",
  Brief: "提要",
  "What should the article say, for whom?": "文章要说什么，写给谁看？",
  "Ctrl+Enter writes the draft": "Ctrl+Enter 写初稿",
  "Title (optional)": "标题（可不填）",
  "In the style of": "用哪个人设的风格",
  "Write a draft": "写初稿",
  "Add a persona first: the draft is written in its style.": "请先添加一个人设：初稿会按它的风格来写。",
  "New title": "新标题",
  "Creating…": "正在创建…",
  "Writing a draft in the persona's style…": "正在按人设的风格写初稿…",
  "The article you pasted before is back in the box, not yet created: check the title, then create.": "你之前粘贴的文章回到了输入框里，还没有创建：看一下标题，再创建。",
  "Your brief from before is back in the box.": "你之前写的提要回到了输入框里。",
  "Your text is back in the box.": "你的文字回到了输入框里。",
  // A preference's evidence and its change (persona.js): Redline's words beside the writer's.
  "measured change": "测得的改动",
  "— you corrected it": "——你改正了它",
  "— you refined it": "——你细化了它",
  ...PAGE_LABELS,
}));

// What home.js says after an import; why a file could not be imported (importing.js).
const IMPORT_CHECK = {
  "Check the title, then create.": "看一下标题，再创建。",
  "It holds one line, its heading, so that line is the title and the text: change either before you create.": "文件只有一行，就是它的标题，所以这一行既是标题也是正文：创建前可以改其中任何一个。",
};
const IMPORT_REFUSED = {
  "could not be read as a Word document (.docx)": "无法当作 Word 文档（.docx）读取",
  "holds no text": "里没有文字",
  "could not be read: Redline did not answer, so nothing was imported; try again in a moment": "无法读取：Redline 没有回应，所以没有导入；请稍后再试",
  "could not be read: its text encoding is not UTF-8, UTF-16, GBK, Big5 or Windows-1252, so nothing was imported; save it as UTF-8 and import it again":
    "无法读取：它的编码不是 UTF-8、UTF-16、GBK、Big5 或 Windows-1252，所以没有导入；请另存为 UTF-8 后再导入",
  "is protected with a password, so Redline cannot read it: open it in Word, take the password off (File › Info › Protect Document › Encrypt with Password, and clear it), save it and import it again": "有密码保护，Redline 读不了：请在 Word 里打开它，去掉密码（文件 › 信息 › 保护文档 › 用密码进行加密，把密码清空），保存后再导入",
  "is an older Word document (.doc, Word 97–2003): open it in Word, save it as .docx (File › Save As) and import that": "是旧版 Word 文档（.doc，Word 97–2003）：请在 Word 里打开它，另存为 .docx（文件 › 另存为），再导入那个文件",
  "is a PDF: Redline imports .md, .txt and Word .docx files, so copy the text out of the PDF and paste it": "是 PDF：Redline 能导入 .md、.txt 和 Word 的 .docx 文件，请从 PDF 里拷贝文字再粘贴",
  "is not a text file: import a .md, .txt or .docx file, or paste the text": "不是文本文件：请导入 .md、.txt 或 .docx 文件，或者直接粘贴文字",
};
// What a Word file held that an import cannot carry (importing.js LEFT_OUT_WORDS).
const LEFT_OUT = {
  image: "张图片", images: "张图片", chart: "个图表", charts: "个图表", diagram: "个 SmartArt 图形", diagrams: "个 SmartArt 图形",
  equation: "个公式", equations: "个公式", "embedded object": "个嵌入对象", "embedded objects": "个嵌入对象",
  footnote: "个脚注", footnotes: "个脚注", endnote: "个尾注", endnotes: "个尾注", comment: "条批注", comments: "条批注",
  "tracked change (taken as accepted)": "处修订（按已接受处理）", "tracked changes (taken as accepted)": "处修订（按已接受处理）",
};
const leftOutIn = (list) => (list ? `没有导入：${list.split(", ").map((part) => part.replace(/^(\d+) (.+)$/, (_, n, what) => `${n} ${LEFT_OUT[what] ?? what}`)).join("、")}。` : "");
const EXPORTED_AS = { "as Markdown": "Markdown", "for Word": "Word", "as plain text": "纯文本", "with its history": "含历史" };
const either = (words) => Object.keys(words).map((said) => said.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
// Where the pieces folded into an earlier summary came from (persona.js FOLDED_WORDS).
const FOLDED = {
  "asked for by you": "你要求的",
  "seen in the edits": "修改里看到的",
  "seen in your own edits": "你自己修改里看到的",
  "read by the model": "模型读出的",
  "your decisions": "你的决定",
};
// Where a piece of evidence came from, and the record's notes beside it (persona.js
// SOURCE_WORDS, NOTE_WORDS): " — seen in the edit, inferred".
const EVIDENCE_NOTES = {
  "seen in the edit": "修改里看到的",
  "seen in your own edit": "你自己修改里看到的",
  "read by the model": "模型读出的",
  "asked for": "你要求的",
  "a correction": "一次改正",
  "for part of the text": "只针对部分文字",
  "you approved the result": "你认可了结果",
  inferred: "推断的",
  "to confirm": "待确认",
};
// The default persona keeps the name Redline gave it until the writer renames it.
const REDLINE_NAMES = { "My voice": "我的文风" };

/** A server sentence about a Word file too long for an article in Chinese; as said if none. */
function wordTooLong(sentence) {
  const found = WORD_TOO_LONG.find(([english]) => new RegExp(`^${english.source}$`).test(sentence));
  return found ? sentence.replace(found[0], found[1]) : sentence;
}

// Labels with a number or a name in them: English pattern → Simplified Chinese.

const PATTERNS = [
  // The other pages' first: theirs are the longer ("Comment on V2 of “…”").
  ...PAGE_PATTERNS,
  [/^Persona: (.+)$/s, "人设：$1"],
  [/^Rename: “([\s\S]*)”$/, "改名：“$1”"],
  [/^Move to trash: “([\s\S]*)”$/, "移到回收站：“$1”"],
  [/^Restore: “([\s\S]*)” \(from the trash\)$/, "恢复：“$1”（从回收站）"],
  [/^Style: (.+)$/s, "风格：$1"],
  [/^Style$/, "风格"],
  [/^Changes in V(\d+)$/, "V$1 的改动"],
  [/^Changes V(\d+)→V(\d+)$/, "V$1→V$2 的改动"],
  [/^Changes V(\d+)→V(\d+) · now V(\d+)$/, "V$1→V$2 的改动 · 现在是 V$3"],
  [/^Restore V(\d+)$/, "恢复 V$1"],
  [/^Your next message edits V(\d+)\.$/, "你的下一条消息会修改 V$1。"],
  [/^Your next message edits only the selected text of V(\d+)\.$/, "你的下一条消息只改 V$1 里选中的文字。"],
  [/^You went back: your next message edits (?:V(\d+)|only the selected text of V(\d+)) on a new branch\.$/, (_, whole, part) => (whole ? `你回到了之前：你的下一条消息会在新分支上修改 V${whole}。` : `你回到了之前：你的下一条消息会在新分支上只改 V${part} 里选中的文字。`)],
  [/^\(edits V(\d+)\)$/, "（修改 V$1）"],
  [/^paragraph (\d+): ([\s\S]*)$/, "第 $1 段：$2"],
  [/^heading: ([\s\S]*)$/, "小标题：$1"],
  [/^\(edits the selection in V(\d+)\)$/, "（修改 V$1 里选中的部分）"],
  [/^Applies to the selection: “([\s\S]*)”$/, "只改选中的文字：“$1”"],
  [/^Limited to: “([\s\S]*)” — saved and resent, it stays limited to these words\.$/, "只改：“$1”——保存并重新发送后，仍然只改这段文字。"],
  [/^Limited to the text selected in V(\d+) — saved and resent, it stays limited to it\.$/, "只改 V$1 里选中的文字——保存并重新发送后，仍然只改这段文字。"],
  [/^Limit dropped: “([\s\S]*)” changed, so your next suggestion applies to the whole article — select the text again to limit it\.$/, "限定已取消：“$1”已经改过了，下一条建议会改整篇文章——要限定范围，请重新选中文字。"],
  [/^Show changes \(V(\d+)\)$/, "查看改动（V$1）"],
  [/^Show all (\d+) changes$/, "显示全部 $1 处改动"],
  [/^Show (\d+) earlier messages$/, "显示更早的 $1 条消息"],
  [/^Edit by (.+)$/s, "$1 的修改"],
  [/^Undo this edit \(put back the text from before V(\d+)\)$/, "撤销这次修改（放回 V$1 之前的文字）"],
  [/^Undo this rejection \(put the rejected changes back, as before V(\d+)\)$/, "撤销这次拒绝（放回被拒绝的改动，回到 V$1 之前）"],
  [/^Continue from here \(go back to V(\d+)\)$/, "从这里继续（回到 V$1）"],
  [/^Branch (\d+) of (\d+)$/, "第 $1 个分支，共 $2 个"],
  [/^Previous version of this (reply|message)$/, (_, what) => `这条${what === "reply" ? "回复" : "消息"}的上一个版本`],
  [/^Next version of this (reply|message)$/, (_, what) => `这条${what === "reply" ? "回复" : "消息"}的下一个版本`],
  [/^Reject change (\d+): (?:added “([\s\S]*)”|removed “([\s\S]*)”|(spacing changed)|([\s\S]*))$/, (_, n, added, removed, spacing, other) => `拒绝第 ${n} 处改动：${added !== undefined ? `加了“${added}”` : removed !== undefined ? `删了“${removed}”` : spacing ? "改了空格或换行" : other}`],
  [/^Change (\d+) of (\d+)$/, "第 $1 处改动，共 $2 处"],
  [/^Show turn that made V(\d+)$/, "显示这一轮对话（生成 V$1 的那一轮）"],
  [/^Go to its branch, the one that made V(\d+)$/, "转到它的分支，就是生成 V$1 的那一个"],
  [/^Copy V(\d+)'s title and text$/, "拷贝 V$1 的标题和正文"],
  [/^Branch from V(\d+)$/, "从 V$1 分出"],
  [/^Restored from V(\d+)$/, "用回了 V$1 的文字"],
  [/^Asked: ([\s\S]*)$/, "建议：$1"],
  // A rejection's row in the history (app/editing/revisions.py names it).
  [/^Rejected all changes of V(\d+)$/, "拒绝了 V$1 的全部改动"],
  [/^Rejected (\d+) changes? of V(\d+)$/, "拒绝了 V$2 的 $1 处改动"],
  [/^Compare V(\d+) → V(\d+)$/, "比较 V$1 → V$2"],
  // A version's comment button (comments.js), and a rename's row in the history (history.js).
  [/^(\d+) comments?$/, "$1 条评论"],
  [/^(\d+) comments? on (.+)$/s, "$2 的 $1 条评论"],
  [/^Renamed to “([\s\S]*)”$/, "标题改为“$1”"],
  [/^(\d+) spaces (added|removed)$/, (_, count, how) => `${how === "added" ? "加了" : "删了"} ${count} 个空格`],
  // The words of the version shown beside its badge (review.js showWords).
  [/^([\d,]+) (?:字|words?) in V(\d+)$/, (_, count, version) => `V${version} 共 ${count} 字`],
  [/^Words in V(\d+), the version shown; the article is at V(\d+)$/, "正在显示的 V$1 的字数；文章现在是 V$2"],
  [/^Comment on (.+)$/s, "评论 $1"],
  [/^Comments on (.+)$/s, "$1 的评论"],
  [/^Your comment on (.+)$/s, "你对 $1 的评论"],
  [/^Comments \((\d+)\)$/, "评论（$1）"],
  [/^Confirm: switch to “([\s\S]*)”$/, (_, value) => `确认：改用“${chinesePart(value)}”`],
  [/^Reject: keep “([\s\S]*)”$/, (_, value) => `拒绝：保留“${chinesePart(value)}”`],
  [/^Confirm: ([\s\S]*)$/, "确认：$1"],
  [/^Confirmed: ([\s\S]*)$/, "已确认：$1"],
  [/^Reject: ([\s\S]*?)(\?)?$/, (_, what, asked) => `拒绝：${what}${asked ? "？" : ""}`],
  [/^Edit: ([\s\S]*)$/, "编辑：$1"],
  [/^Undo your decision: ([\s\S]*)$/, "撤销你的决定：$1"],
  [/^Confidence (\d+)%$/, "把握 $1%"],
  [/^Earlier values \((\d+)\)$/, "以前的值（$1）"],
  [/^Older evidence \((\d+)\)$/, "更早的证据（$1）"],
  [/^This asked for “([\s\S]*)” instead$/, (_, value) => `这一条要的是“${chinesePart(value)}”`],
  [/^(Against|Partly): ([\s\S]*)$/, (_, stance, value) => `${stance === "Against" ? "反对" : "部分"}：${chinesePart(value)}`],
  [/^(\d+) in use in edits$/, "$1 条用在修改里"],
  [/^(\d+) waiting for your answer$/, "$1 条等你回答"],
  [/^(\d+) not used \(rejected, replaced or faded\)$/, "$1 条不再使用（被拒绝、被取代或已淡化）"],
  [/^(\d+) words?$/, "$1 个词"],
  [/^\.(md|docx): download V(\d+) as (Markdown|Word)$/, ".$1：下载 V$2（$3）"],
  [/^Saving starts a new branch from V(\d+): (?:the reply to it stays|the (\d+) later messages stay) on the old branch \(‹ › beside this message switches back\)\.$/, (_, version, later) => `保存后会从 V${version} 开一个新分支：${later ? `后面的 ${later} 条消息` : "它的回复"}留在原来的分支上（点这条消息旁边的 ‹ › 可以切回去）。`],
  [/^the (\d+) later messages stay on the old branch$/, "后面的 $1 条消息留在原来的分支上"],
  [/^the message after it stays on the old branch$/, "后面那条消息留在原来的分支上"],
  // A piece of evidence: the versions it names, how many pieces an earlier summary stands for.
  [/^from (V\d+→V\d+):$/, "来自 $1："],
  [/^said at (V\d+):$/, "在 $1 时说的："],
  [new RegExp(`^— ((?:${either(EVIDENCE_NOTES)})(?:, (?:${either(EVIDENCE_NOTES)}))*)$`), (_, notes) => `——${notes.split(", ").map((note) => EVIDENCE_NOTES[note]).join("，")}`],
  [/^Changed from “([\s\S]*)”$/, "原来是“$1”"],
  // Older repeats of a preference, folded under it (persona.js).
  [/^The same preference, (rejected|withdrawn|lifted|replaced) (once|(\d+) times) before$/, (_, state, once, n) => `同一条偏好，之前${{ rejected: "被拒绝", withdrawn: "被撤回", lifted: "被取消", replaced: "被取代" }[state]}过 ${n ?? 1} 次`],
  [new RegExp(`^(\\d+) pieces? — ((?:\\d+ (?:${either(FOLDED)}), )*\\d+ (?:${either(FOLDED)}))$`), (_, total, parts) => `共 ${total} 条：${parts.split(", ").map((part) => part.replace(/^(\d+) (.+)$/, (__, count, source) => `${FOLDED[source]} ${count} 条`)).join("，")}`],
  [/^(\d+) pieces of evidence in all; the audit trail keeps every one\.$/, "一共 $1 条证据；审计记录一条不少都留着。"],
  // The list of articles.
  [/^(\d+) articles? match(?:es)? “([\s\S]*)”\.$/, "$1 篇文章符合“$2”。"],
  [/^No article has “([\s\S]*)” in its title or text\.$/, "没有哪篇文章的标题或正文里有“$1”。"],
  [new RegExp(`^\\.(md|docx|txt|json): export “([\\s\\S]*)” (${either(EXPORTED_AS)})$`), (_, type, title, as) => `.${type}：导出“${title}”（${EXPORTED_AS[as]}）`],
  [/^Default: ([\s\S]+) \(learns from every edit\)$/, (_, name) => `默认：${REDLINE_NAMES[name] ?? name}（从每次修改中学习）`],
  [/^(\d+) min ago$/, "$1 分钟前"],
  [/^(\d+) h ago$/, "$1 小时前"],
  [/^Renamed to “([\s\S]*)” \(V(\d+)\)\.$/, "已改名为“$1”（V$2）。"],
  [/^Moved “([\s\S]*)” to the trash\.$/, "已把“$1”移到回收站。"],
  [/^Restored “([\s\S]*)” from the trash\.$/, "已把“$1”从回收站恢复。"],
  [/^Undo: bring “([\s\S]*)” back from the trash$/, "撤销：把“$1”从回收站拿回来"],
  [/^Undo: put back the text that was in the box before ([\s\S]+)$/, "撤销：放回导入 $1 之前输入框里的文字"],
  [/^The heading you pasted is now the title: check it, then create\.$/, "粘贴进来的大标题已经放进了“标题”框：看一下，再创建。"],
  [/^The heading you pasted is the title, so it is not repeated atop the text\.$/, "粘贴进来的大标题就是文章标题，所以正文开头不再重复它。"],
  [new RegExp(`^Imported ([\\s\\S]+?) in place of the text that was in the box\\. (?:Left out: ([^.]+)\\. )?(${either(IMPORT_CHECK)})$`), (_, name, left, check) => `已导入 ${name}，替换了输入框里原来的文字。${leftOutIn(left)}${IMPORT_CHECK[check]}`],
  [new RegExp(`^Imported ([\\s\\S]+?)\\. (?:Left out: ([^.]+)\\. )?(${either(IMPORT_CHECK)})$`), (_, name, left, check) => `已导入 ${name}。${leftOutIn(left)}${IMPORT_CHECK[check]}`],
  [new RegExp(`^([\\s\\S]+?) (${either(IMPORT_REFUSED)})\\. \\(From Word you can also copy the text and paste it\\.\\)$`), (_, name, why) => `${name} ${IMPORT_REFUSED[why]}。（用 Word 的话，也可以拷贝文字再粘贴。）`],
  // A Word file too long for an article: the server's 413 sentence (word-limits.js).
  [/^([\s\S]+?) could not be imported: (The Word document is [\s\S]+?)\. \(From Word you can also copy the text and paste it\.\)$/, (_, name, why) => `${name} 无法导入：${wordTooLong(`${why}.`)}（用 Word 的话，也可以拷贝文字再粘贴。）`],
];

// What the writer or the model wrote, kept as written; and the lines words.js says already.
const WRITTEN = "[translate=no], #article-body, #article-title, .msg-text, .changes-lines, .pref-statement, .pref-evidence, .pref-change, .comment-text, textarea, input, #status, #history-status, [contenteditable]";
const ATTRIBUTES = ["aria-label", "title", "placeholder"];

/** The reader's language: Chinese when the browser asks for it first ("zh-Hant" for zh-TW,
 *  zh-HK, zh-MO and zh-Hant; else "zh-Hans"), null for English — for the labels here and the
 *  panel's lines (state.js `readerLang`, persona.js). */
export function labelLang() {
  const first = (navigator.languages?.[0] || navigator.language || "").toLowerCase();
  if (!first.startsWith("zh")) return null;
  return /^zh-(?:tw|hk|mo|hant)/.test(first) ? "zh-Hant" : "zh-Hans";
}

/** `english` (a whole label) in the language `lang` names; null when it has no wording. With
 *  `redlineNamed` (drawn about a persona that still has the name Redline gave it, marked
 *  data-named-by="redline" by the server), that name in it reads in `lang` too. */
export function label(english, lang = labelLang(), { redlineNamed = false } = {}) {
  if (!lang) return null;
  const trimmed = english.trim();
  if (!trimmed) return null;
  // A tooltip of several parts ("0 in use in edits; 1 waiting for your answer") part by part.
  const parts = trimmed.split("; ").map((part) => labelIn(part, lang));
  const said = labelIn(trimmed, lang) ?? (parts.length > 1 && !parts.includes(null) ? parts.join("；") : null);
  if (said === null) return null;
  const named = redlineNamed ? Object.entries(REDLINE_NAMES).reduce((line, [name, chinese]) => line.replaceAll(name, lang === "zh-Hant" ? traditional(chinese) : chinese), said) : said;
  const placed = english.replace(trimmed, named);
  // After a <code> or a link, Chinese punctuation follows it closely: no space before "。"
  // (nor before "（": a full-width bracket carries its own space).
  return /^[。，；：）（]/.test(named) ? placed.trimStart() : placed;
}

const redlineNamed = (element) => Boolean(element?.closest("[data-named-by=redline]"));

/** One label in `lang`, or null. In Traditional, only the label's own words are converted:
 *  what it quotes (the selected text, a preference) stays as the writer wrote it. */
function labelIn(english, lang) {
  const written = (chinese) => (lang === "zh-Hant" ? traditional(chinese) : chinese);
  const whole = LABELS.get(english);
  if (whole !== undefined) return written(whole);
  const pattern = PATTERNS.find(([re]) => re.test(english));
  if (!pattern) return null;
  const [re, chinese] = pattern;
  if (typeof chinese !== "function") return english.replace(re, written(chinese));
  // A label worded by a function converts its own words too, not what it quotes.
  const worded = (...found) => (lang === "zh-Hant" ? traditionalAround(chinese(...found), found.slice(1, -2), english) : chinese(...found));
  return english.replace(re, worded);
}

/** The label a control was drawn with, in English, whatever language it reads in now: what
 *  the panel compares to find a control again after a redraw. */
export function englishLabel(node) {
  return node.dataset?.englishLabel ?? node.getAttribute("aria-label") ?? node.textContent;
}

/** Whether `element` holds what the writer or the model wrote. Redline's own words inside it
 *  (a piece of evidence's "said at V2:") are marked translate="yes", as HTML has it. */
function isWritten(element) {
  const nearest = element?.closest(`[translate=yes], ${WRITTEN}`);
  return !element || (Boolean(nearest) && nearest.getAttribute("translate") !== "yes");
}

function labelText(node, lang) {
  const parent = node.parentElement;
  if (isWritten(parent)) return;
  const said = label(node.data, lang, { redlineNamed: redlineNamed(parent) });
  if (said === null || said === node.data) return;
  if (parent.childNodes.length === 1 && !parent.hasAttribute("aria-label")) parent.dataset.englishLabel = node.data;
  node.data = said;
  parent.setAttribute("lang", lang);
}

// Whose tooltip is what the writer or the model wrote (an article's title in full).
const WRITTEN_TITLES = ".msg-text, #article-title, .pref-statement, .comment-text";

function labelAttributes(element, lang) {
  for (const name of ATTRIBUTES) {
    if (name === "title" && element.closest(WRITTEN_TITLES)) continue;
    const value = element.getAttribute(name);
    const said = value && label(value, lang, { redlineNamed: redlineNamed(element) });
    if (!said || said === value) continue;
    if (name === "aria-label") element.dataset.englishLabel = value;
    element.setAttribute(name, said);
  }
}

/** Put every label under `root` in the reader's language. */
function translateLabels(root, lang) {
  if (!lang) return;
  if (root.nodeType === Node.TEXT_NODE) {
    labelText(root, lang);
    return;
  }
  if (root.nodeType !== Node.ELEMENT_NODE) return;
  labelAttributes(root, lang);
  for (const element of root.querySelectorAll("[aria-label], [title], [placeholder]")) labelAttributes(element, lang);
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) labelText(walk.currentNode, lang);
}

/** The tab's title ("Editor's desk · Redline") in `lang`, part by part. Its first part is the
 *  article's title or a persona's name where <title data-written-first> says so: kept as
 *  written, but for an untitled article. */
function labelTitle(lang) {
  const title = document.querySelector("title");
  if (!title) return;
  const writtenFirst = title.hasAttribute("data-written-first");
  const parts = document.title.split(" · ").map((part, i) => (writtenFirst && i === 0 && part !== "(untitled)" ? part : label(part, lang) ?? part));
  const said = parts.join(" · ");
  if (said !== document.title) document.title = said;
}

/** Put the labels under `root` in the reader's language now, and every label drawn there
 *  later as it is drawn (before the page is painted again); the tab's title too. */
export function followLabels(root = document.body) {
  const lang = labelLang();
  if (!lang) return;
  translateLabels(root, lang);
  labelTitle(lang);
  const title = document.querySelector("title");
  if (title) new MutationObserver(() => labelTitle(lang)).observe(title, { subtree: true, childList: true, characterData: true });
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes") labelAttributes(record.target, lang);
      else if (record.type === "characterData") labelText(record.target, lang);
      else for (const node of record.addedNodes) translateLabels(node, lang);
    }
  }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES });
}
