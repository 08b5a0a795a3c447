// Reading a file a writer imports (picked or dropped) as an article: Markdown and plain text
// in whatever encoding Windows saved them, and Word's .docx (a zip: its text, styles, lists and
// links are sent to the server, which reads them as Markdown). Anything else is refused in
// words.

import { api } from "./api.js";

const TEXT_FILE = /\.(md|markdown|txt)$/i;
const WORD_FILE = /\.docx$/i;

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

/** A file of one line, a heading: that line is the title and the text too (`onlyHeading`), not
 *  a title over an empty article the writer cannot create — a one-line draft keeps its line. */
function oneLineKept(title, body) {
  return title && !body ? { title, body: title, onlyHeading: true } : { title, body };
}

// The parts of a .docx the server reads (app/web/word_import.py): the text, its styles, its
// list numbering and its links. Only these are sent, so a file full of pictures imports too.
const WORD_PARTS = ["word/document.xml", "word/styles.xml", "word/numbering.xml", "word/_rels/document.xml.rels"];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip holding `files` ([name, bytes]) stored as they are (no compression). */
function storedZip(files) {
  const encoder = new TextEncoder();
  const local = [];
  const central = [];
  let offset = 0;
  for (const [name, data] of files) {
    const nameBytes = encoder.encode(name);
    const crc = crc32(data);
    const header = new DataView(new ArrayBuffer(30));
    const entry = new DataView(new ArrayBuffer(46));
    for (const [view, signature] of [[header, 0x04034b50], [entry, 0x02014b50]]) view.setUint32(0, signature, true);
    // version, flags (bit 11: names in UTF-8), method 0, time, date; then crc and sizes
    header.setUint16(4, 20, true);
    header.setUint16(6, 0x0800, true);
    header.setUint32(14, crc, true);
    header.setUint32(18, data.length, true);
    header.setUint32(22, data.length, true);
    header.setUint16(26, nameBytes.length, true);
    entry.setUint16(4, 20, true);
    entry.setUint16(6, 20, true);
    entry.setUint16(8, 0x0800, true);
    entry.setUint32(16, crc, true);
    entry.setUint32(20, data.length, true);
    entry.setUint32(24, data.length, true);
    entry.setUint16(28, nameBytes.length, true);
    entry.setUint32(42, offset, true);
    local.push(new Uint8Array(header.buffer), nameBytes, data);
    central.push(new Uint8Array(entry.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const size = central.reduce((sum, part) => sum + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, files.length, true);
  end.setUint16(10, files.length, true);
  end.setUint32(12, size, true);
  end.setUint32(16, offset, true);
  return new Blob([...local, ...central, new Uint8Array(end.buffer)]);
}

async function base64(blob) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** A Word document's title, Markdown body and what it could not carry, read by the server. */
async function readDocx(bytes) {
  const parts = [];
  for (const name of WORD_PARTS) {
    let data = null;
    try {
      data = await unzipOne(bytes, name);
    } catch {
      data = null;
    }
    if (data) parts.push([name, data]);
    else if (name === WORD_PARTS[0]) throw new ImportRefused("could not be read as a Word document (.docx)");
  }
  let read;
  try {
    read = await api("POST", "/api/imports/word", { docx: await base64(storedZip(parts)) });
  } catch (error) {
    if (error.status === 400) throw new ImportRefused("could not be read as a Word document (.docx)");
    if (!error.status || error.status >= 500) {
      throw new ImportRefused("could not be read: Redline did not answer, so nothing was imported; try again in a moment");
    }
    throw new ImportRefused(`could not be imported: ${String(error.message).replace(/\.$/, "")}`);
  }
  if (!read.body && !read.title) throw new ImportRefused("holds no text");
  return { ...oneLineKept(read.title, read.body), leftOut: read.left_out || {} };
}

// What a Word file held that an article cannot, said after an import (singular, plural).
const LEFT_OUT_WORDS = {
  image: ["image", "images"],
  chart: ["chart", "charts"],
  diagram: ["diagram", "diagrams"],
  equation: ["equation", "equations"],
  embedded_object: ["embedded object", "embedded objects"],
  footnote: ["footnote", "footnotes"],
  endnote: ["endnote", "endnotes"],
  comment: ["comment", "comments"],
  tracked_change: ["tracked change (taken as accepted)", "tracked changes (taken as accepted)"],
};

/** "Left out: 2 images, 1 footnote. " for what the server counted, or "" when nothing was. */
export function leftOutSaid(leftOut) {
  const said = Object.entries(leftOut || {})
    .filter(([kind, count]) => LEFT_OUT_WORDS[kind] && count > 0)
    .map(([kind, count]) => `${count} ${LEFT_OUT_WORDS[kind][count === 1 ? 0 : 1]}`);
  return said.length ? `Left out: ${said.join(", ")}. ` : "";
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
  const raw = readText(bytes).replace(/^\uFEFF/, "");
  let text = raw.replace(/\r\n?/g, "\n");
  const heading = text.match(/^\s*#\s+(.+)(?:\n+|$)/) || exportedText(file.name, raw);
  let title = null;
  if (heading) {
    title = heading[1].trim();
    text = text.slice(heading[0].length);
  }
  const body = text.trim();
  const fallbackTitle = (title === null && firstLineTitle(body)) || file.name.replace(TEXT_FILE, "");
  return { ...oneLineKept(title, body), fallbackTitle };
}

/** Redline's own .txt export — the title line, one blank line, the body, one newline at the
 *  end, nothing else (app/web/pages.py `download_version`) — gives its title back, as a .md
 *  export's `# title` does: a match whose [0] is the title line and the blank line, [1] the
 *  title. Any other text keeps its first line (`firstLineTitle`). */
function exportedText(name, text) {
  if (!/\.txt$/i.test(name) || text.includes("\r") || !text.endsWith("\n") || text.endsWith("\n\n")) return null;
  const shape = /^([^\s][^\n]{0,499})\n\n(?=[^\s])/.exec(text);
  return shape && shape[1] === shape[1].trim() ? shape : null;
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
