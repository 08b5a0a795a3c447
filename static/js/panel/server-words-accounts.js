// The accounts' sentences in Chinese: the server's refusals (app/accounts/permissions.py, a
// disabled writer's session: app/web/auth.py) — read by the panel (server-words.js) and, whole,
// by the pages (labels-pages.js: the "Not allowed" page) — and the panel's own lines about
// accounts (live.js: live updates ended, a colleague's change arrived; words.js).

// The server's sentences, each matched where the last one ended (server-words.js SENTENCES).
export const ACCOUNT_SENTENCES = [
  [/This (article|persona) belongs to another writer and is not shared with you\./, (_, what) => `这${what === "article" ? "篇文章" : "个人设"}属于另一位写作者，没有共享给你。`],
  [/Only an admin may manage users and keys\./, "只有管理员才能管理用户和密钥。"],
  [/Only the article's own writer may choose whom it is shared with\./, "只有这篇文章自己的作者才能决定共享给谁。"],
  [/Editors read and restore; changing an? (article|persona) needs the writer role\./, (_, what) => `编辑可以阅读和恢复版本；修改${what === "article" ? "文章" : "人设"}需要写作者的角色。`],
  [/Your account has no writer or editor role\./, "你的账号没有写作者或编辑的角色。"],
  [/Your account has been disabled — ask an admin\./, "你的账号已被停用，请联系管理员。"],
  [/This API key's scopes \(([a-z, ]+)\) do not allow this; it needs the ([a-z]+(?: or [a-z]+)*) scope\./, (_, have, needed) => `这个 API 密钥的权限范围（${have}）不允许这样做，需要 ${needed.split(" or ").join(" 或 ")} 权限。`],
  [/This API key's scopes \(([a-z, ]+)\) do not allow this; only a signed-in user may do it\./, "这个 API 密钥的权限范围（$1）不允许这样做，只有登录的用户才能这样做。"],
];

// Why the article's live updates ended (live.js ENDED), and who changed the article.
const ENDED = {
  "you were signed out. Reload the page to sign in again.": "你已退出登录。请重新载入页面再登录。",
  "your session ended. Reload the page to sign in again.": "你的登录已过期。请重新载入页面再登录。",
  "your account has been disabled — ask an admin.": "你的账号已被停用，请联系管理员。",
  "the key this page used was revoked.": "这个页面用的密钥已被吊销。",
  "this article is no longer shared with you.": "这篇文章已不再共享给你。",
  "the server cannot read its accounts. Reload the page once an admin has restored them.": "服务器读不出账号数据。等管理员恢复后，请重新载入页面。",
};
const either = (words) => Object.keys(words).map((english) => english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

// The panel's own lines, whole (words.js LINES).
export const ACCOUNT_LINES = [
  [new RegExp(`^Live updates stopped: (${either(ENDED)})$`), (_, why) => `实时更新已停止：${ENDED[why]}`],
  [/^Updated: the article is now at V(\d+) \(changed by (.+)\)\.$/s, "已更新：文章现在是 V$1（$2 改的）。"],
];
