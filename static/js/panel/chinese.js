// Simplified Chinese written in Traditional characters, for a reader whose browser asks for
// zh-TW, zh-HK, zh-MO or zh-Hant: the panel's lines (words.js) and its labels (labels.js).

// Simplified → Traditional for the characters the panel's Chinese uses that the two write apart.
const SIMPLIFIED = "这个们来时为说会过后发与让从点么经开关见现实门问间电话边无题应样义没动写读选复败试里备输条断连线离还显继续页内请马准给将询别处联网记数结并换变编辑标签户态对议绝销贝贴载诉儿负错认冲随达机钟长两乱约删头衔语译确东丢价体余几单却号围张币欢独种节诺货运进采项码该词谁择闭队视图旧钮弃着较评论础检盘腾据启满录纯务监听报响钥证访权书声链协络设导当误针顶占损坏滤许够历于决则吗学构树称规订转轮键隐风暂气档创园刚护习预计审缩";
const TRADITIONAL = "這個們來時為說會過後發與讓從點麼經開關見現實門問間電話邊無題應樣義沒動寫讀選覆敗試裡備輸條斷連線離還顯繼續頁內請馬準給將詢別處聯網記數結並換變編輯標籤戶態對議絕銷貝貼載訴兒負錯認衝隨達機鐘長兩亂約刪頭銜語譯確東丟價體餘幾單卻號圍張幣歡獨種節諾貨運進採項碼該詞誰擇閉隊視圖舊鈕棄著較評論礎檢盤騰據啟滿錄純務監聽報響鑰證訪權書聲鏈協絡設導當誤針頂佔損壞濾許夠歷於決則嗎學構樹稱規訂轉輪鍵隱風暫氣檔創園剛護習預計審縮";
const TO_TRADITIONAL = new Map([...SIMPLIFIED].map((char, i) => [char, [...TRADITIONAL][i]]));
// Words whose character is written otherwise than its usual Traditional form above (复 is 覆
// in 回复, but 復 in 恢复 and 複 in 重复; 签 is 簽 when signed), and words Taiwan says otherwise:
// a file is 檔案 (文件 there is a document, as Word's 文档 is), put whole, before the characters.
const TRADITIONAL_WORDS = [["文件", "檔案"], ["文档", "文件"], ["恢复", "恢復"], ["重复", "重複"], ["签发", "簽發"], ["签名", "簽名"], ["合并", "合併"], ["复制", "複製"]];

/** `simplified` in Traditional characters, word by word, then character by character. */
export function traditional(simplified) {
  const worded = TRADITIONAL_WORDS.reduce((said, [simple, written]) => said.replaceAll(simple, written), simplified);
  return [...worded].map((char) => TO_TRADITIONAL.get(char) || char).join("");
}

/** `chinese` in Traditional characters except the words it quotes, which stay as written:
 *  `kept` (what a line took from the article or the writer: its pattern's captures) and any
 *  “…” whose words are in `source`, the English line it says. */
export function traditionalAround(chinese, kept, source = "") {
  const quoted = [...chinese.matchAll(/“([^“”]+)”/g)].map((found) => found[1]).filter((words) => source.includes(words));
  const parts = [...new Set([...kept, ...quoted].filter((part) => typeof part === "string" && part))];
  if (!parts.length) return traditional(chinese);
  const escaped = parts.sort((a, b) => b.length - a.length).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return chinese
    .split(new RegExp(`(${escaped.join("|")})`))
    .map((piece, i) => (i % 2 ? piece : traditional(piece)))
    .join("");
}

// A preference's value in the server's two languages ("Formal register (正式、书面)"): its
// Chinese part for a Chinese reader; any other value as written.
export function chinesePart(value) {
  const chinese = value.match(/\(([^()]*\p{Script=Han}[^()]*)\)[.。]?$/u);
  return chinese ? chinese[1] : value;
}

// The places an ask left undone names (app/editing/undone.py): "the title and paragraphs 2 and 5".
export function placesZh(where) {
  return where
    .replace(/^the title(?: and )?/, "标题和")
    .replace(/paragraphs? ([\d, and]+)/, (_, numbers) => numbers.split(/, | and /).map((n) => `第${n}段`).join("、"))
    .replace(/和$/, "");
}
