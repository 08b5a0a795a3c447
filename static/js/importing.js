// Reading a file a writer imports (picked or dropped) as an article: Markdown and plain text
// in whatever encoding Windows saved them, and Word's .docx (its paragraphs, read in the
// browser: a .docx is a zip holding word/document.xml). Anything else is refused in words.

const TEXT_FILE = /\.(md|markdown|txt)$/i;
const WORD_FILE = /\.docx$/i;
const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const MC = "http://schemas.openxmlformats.org/markup-compatibility/2006";

/** A sentence for the writer: the file could not be read as an article. */
export class ImportRefused extends Error {}

/** Signs a decoding went wrong: “�”, private-use or unassigned code points, C1 controls. */
const GARBLED = /[\uFFFD\p{Co}\p{Cn}\u0080-\u009F]/u;

/** A text file's words: UTF-16 with its mark, else the first of UTF-8, GB18030 (Chinese
 *  text saved on Windows, GBK), Big5 (繁體, Taiwan and Hong Kong Windows) and Windows-1252
 *  (Western Windows, Latin-1) that reads the bytes cleanly. Big5 read as GBK comes out as
 *  private-use characters, Windows-1252 as invalid GBK: neither is taken. When none reads
 *  cleanly the file is refused in words, never filled in as mojibake. */
function readText(bytes) {
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  for (const encoding of ["utf-8", "gb18030", "big5", "windows-1252"]) {
    let text;
    try {
      text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
    } catch {
      continue;
    }
    if (!GARBLED.test(text)) return text;
  }
  throw new ImportRefused(
    "could not be read: its text encoding is not UTF-8, UTF-16, GBK, Big5 or Windows-1252, " +
      "so nothing was imported; save it as UTF-8 and import it again",
  );
}

/** One file out of a zip archive, by name, as bytes; null when it is not there. */
async function unzipOne(bytes, wanted) {
  const view = new DataView(bytes);
  // The end-of-central-directory record is in the last 64 KiB (after it only a comment).
  let end = -1;
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 65557); at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  for (let i = 0; i < count && view.getUint32(at, true) === 0x02014b50; i += 1) {
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    if (names.decode(new Uint8Array(bytes, at + 46, nameLength)) === wanted) {
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const data = new Uint8Array(bytes, start, size);
      if (method === 0) return data;
      if (method !== 8) return null;
      const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
      return new Uint8Array(await new Response(stream).arrayBuffer());
    }
    at += 46 + skip;
  }
  return null;
}

/** The nearest ancestor of `node` (not itself) that `test` accepts, or null. */
function ancestor(node, test) {
  for (let up = node.parentNode; up && up.nodeType === 1; up = up.parentNode) if (test(up)) return up;
  return null;
}

/** A file of one line, a heading: that line is the title and the text too (`onlyHeading`), not
 *  a title over an empty article the writer cannot create — a one-line draft keeps its line. */
function oneLineKept(title, body) {
  return title && !body ? { title, body: title, onlyHeading: true } : { title, body };
}

/** A Word document's title (its Title or first Heading 1 paragraph, if any) and paragraphs. */
async function readDocx(bytes) {
  let xml = null;
  try {
    xml = await unzipOne(bytes, "word/document.xml");
  } catch {
    xml = null;
  }
  if (!xml) throw new ImportRefused("could not be read as a Word document (.docx)");
  const doc = new DOMParser().parseFromString(new TextDecoder().decode(xml), "application/xml");
  let title = null;
  const paragraphs = [];
  for (const p of doc.getElementsByTagNameNS(W, "p")) {
    // Word writes a text box twice — as a drawing and, for older readers, as a VML fallback
    // (mc:Fallback): the fallback's copy is skipped.
    if (ancestor(p, (node) => node.namespaceURI === MC && node.localName === "Fallback")) continue;
    let text = "";
    for (const node of p.getElementsByTagNameNS(W, "*")) {
      // A text box's paragraphs sit inside the paragraph that anchors it: they are read as
      // paragraphs of their own, not run into this one.
      if (ancestor(node, (up) => up.namespaceURI === W && up.localName === "p") !== p) continue;
      if (node.localName === "t") text += node.textContent;
      else if (node.localName === "tab") text += "\t";
      else if (node.localName === "br" || node.localName === "cr") text += "\n";
    }
    text = text.trim();
    if (!text) continue;
    const properties = [...p.children].find((child) => child.namespaceURI === W && child.localName === "pPr");
    const style = properties?.getElementsByTagNameNS(W, "pStyle")[0]?.getAttributeNS(W, "val") || "";
    if (title === null && !paragraphs.length && /^(Title|Heading1|1)$/i.test(style)) title = text;
    else paragraphs.push(text);
  }
  if (!paragraphs.length && title === null) throw new ImportRefused("holds no text");
  return oneLineKept(title, paragraphs.join("\n\n"));
}

// Word keeps a document protected with a password, and a Word 97–2003 .doc, in an OLE
// compound file (not a zip): its first eight bytes say so, and a password-protected one holds
// a stream named "EncryptedPackage" (its name is written in UTF-16).
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ENCRYPTED_PACKAGE = new Uint8Array([..."EncryptedPackage"].flatMap((c) => [c.charCodeAt(0), 0]));

function startsWith(bytes, signature) {
  const head = new Uint8Array(bytes, 0, Math.min(signature.length, bytes.byteLength));
  return head.length === signature.length && signature.every((byte, i) => head[i] === byte);
}

function holds(bytes, needle) {
  const all = new Uint8Array(bytes);
  const first = needle[0];
  for (let at = all.indexOf(first); at >= 0 && at <= all.length - needle.length; at = all.indexOf(first, at + 1)) {
    let i = 1;
    while (i < needle.length && all[at + i] === needle[i]) i += 1;
    if (i === needle.length) return true;
  }
  return false;
}

/** Why a file Word or Acrobat wrote cannot be imported, whatever its name ends with; null
 *  for any other file. */
function unreadableDocument(bytes) {
  if (startsWith(bytes, COMPOUND_FILE)) {
    return holds(bytes, ENCRYPTED_PACKAGE)
      ? "is protected with a password, so Redline cannot read it: open it in Word, take the password off (File › Info › Protect Document › Encrypt with Password, and clear it), save it and import it again"
      : "is an older Word document (.doc, Word 97–2003): open it in Word, save it as .docx (File › Save As) and import that";
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return "is a PDF: Redline imports .md, .txt and Word .docx files, so copy the text out of the PDF and paste it";
  }
  return null;
}

/** `{title, body, fallbackTitle}` from a .md, .txt or .docx file: `title` is null when the
 *  file names none (a heading), `fallbackTitle` what to call it then: a text's first line
 *  when that reads as a title, else the file's name. */
export async function readArticleFile(file) {
  const bytes = await file.arrayBuffer();
  const unreadable = unreadableDocument(bytes);
  if (unreadable) throw new ImportRefused(unreadable);
  if (WORD_FILE.test(file.name)) {
    return { ...(await readDocx(bytes)), fallbackTitle: file.name.replace(WORD_FILE, "") };
  }
  // "All files" in the picker, or a drop, lets anything through: a PDF or an image read as
  // text would paste its bytes in as the article.
  if (!TEXT_FILE.test(file.name) && !file.type.startsWith("text/")) {
    throw new ImportRefused("is not a text file: import a .md, .txt or .docx file, or paste the text");
  }
  let text = readText(bytes).replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const heading = text.match(/^\s*#\s+(.+)(?:\n+|$)/);
  let title = null;
  if (heading) {
    title = heading[1].trim();
    text = text.slice(heading[0].length);
  }
  const body = text.trim();
  const fallbackTitle = (title === null && firstLineTitle(body)) || file.name.replace(TEXT_FILE, "");
  return { ...oneLineKept(title, body), fallbackTitle };
}

/** The first line of a plain text when it reads as a title — a line of its own (a blank line
 *  after it, more text below), short, not ending as a sentence or a clause does — else null.
 *  "Notes from Windows" over the notes is their title, as "notes" (the file's name) is not.
 *  The line stays in the text: nothing the file holds is dropped on a guess. */
function firstLineTitle(text) {
  const first = /^([^\n]{1,120})\n[ \t]*\n\s*\S/.exec(text);
  if (!first) return null;
  const line = first[1].trim();
  if (!line || /[.!?;:,。！？；：，、…]$/.test(line) || /^(?:[-*+•]|\d+[.)])\s/.test(line)) return null;
  return line;
}

/** Whether a drag carries files (not text dragged from the page). */
export function dragHasFiles(event) {
  return [...(event.dataTransfer?.types || [])].includes("Files");
}
