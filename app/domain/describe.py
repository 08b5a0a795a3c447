"""What changed between two versions, in words: a short line per change for the reply.

"paragraph 3: first sentence rewritten", "title changed", "paragraph 5 deleted" — or, for a
Chinese article, "第3段：第一句改写", with lengths counted in characters. Pure: two texts in,
lines out.
"""

import re
from difflib import SequenceMatcher
from typing import Literal

from app.domain.diff import Hunk, diff_text
from app.domain.text import CJK_CHAR, split_paragraphs, word_count

Language = Literal["en", "zh"]

# A sentence ends at . ! ? 。！？… (and any closing quotes after them).
_SENTENCE = re.compile(r"[^.!?。！？…]+(?:[.!?。！？…]+[\"'”’」』)）]*)?\s*|[.!?。！？…]+\s*")
# A small change is quoted ("twenty" → "thirty") rather than described (in characters;
# Chinese packs about three times as much into each).
_QUOTE_LIMIT = {"en": 24, "zh": 10}
_ORDINALS_EN = ("first", "second", "third", "fourth", "fifth")
_ORDINALS_ZH = ("一", "二", "三", "四", "五", "六", "七", "八", "九", "十")


def language_of(text: str) -> Language:
    """'zh' when most of the text is CJK (each character a word), else 'en'."""
    sample = text[:2000]
    cjk = len(CJK_CHAR.findall(sample))
    return "zh" if cjk and cjk * 2 >= len(sample.split()) else "en"


def sentences(paragraph: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(paragraph) if s.strip()]


def describe_changes(
    original_title: str,
    original_body: str,
    revised_title: str,
    revised_body: str,
    *,
    limit: int = 8,
) -> list[str]:
    """One short line per change, in the article's language; at most `limit` lines (the
    last one then says how many more changes there are)."""
    lang = language_of(original_title + " " + original_body + " " + revised_body)
    words = _Words(lang)
    lines: list[str] = []
    if original_title.strip() != revised_title.strip():
        lines.append(words.title_changed())
    before, after = split_paragraphs(original_body), split_paragraphs(revised_body)
    matcher = SequenceMatcher(a=before, b=after, autojunk=False)
    deleted: list[int] = []  # original numbers (from 0)
    added: list[int] = []  # revised numbers (from 0)
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op == "equal":
            continue
        paired = min(a2 - a1, b2 - b1) if op == "replace" else 0
        for k in range(paired):
            lines.append(
                words.edited(b1 + k + 1, _paragraph_change(before[a1 + k], after[b1 + k], words))
            )
        deleted += range(a1 + paired, a2)
        added += range(b1 + paired, b2)
    # A paragraph deleted in one place and added unchanged in another was moved.
    for old_number in list(deleted):
        match = next((n for n in added if after[n] == before[old_number]), None)
        if match is not None:
            deleted.remove(old_number)
            added.remove(match)
            lines.append(words.moved(old_number + 1, match + 1))
    lines += [words.deleted(n + 1) for n in deleted]
    lines += [words.added(n + 1) for n in added]
    if not lines and original_body != revised_body:
        lines.append(words.spacing())
    if len(lines) > limit:
        rest = len(lines) - (limit - 1)
        lines = lines[: limit - 1] + [words.more(rest)]
    return lines


def _paragraph_change(old: str, new: str, words: "_Words") -> str:
    """How one paragraph changed: a quoted small change, which sentences, or its length."""
    hunks = diff_text(old, new)
    changes = _changes(hunks)
    if len(changes) == 1:
        deleted, inserted = changes[0]
        if not deleted.strip() and not inserted.strip():
            return words.spacing()
        most = _QUOTE_LIMIT[words.lang]
        if len(deleted.strip()) <= most and len(inserted.strip()) <= most:
            return words.quoted(deleted.strip(), inserted.strip())
    old_sentences, new_sentences = sentences(old), sentences(new)
    matcher = SequenceMatcher(a=old_sentences, b=new_sentences, autojunk=False)
    touched = [
        (op, a1, a2, b1, b2) for op, a1, a2, b1, b2 in matcher.get_opcodes() if op != "equal"
    ]
    kept = sum(a2 - a1 for op, a1, a2, _, _ in matcher.get_opcodes() if op == "equal")
    length = words.length(word_count(old), word_count(new))
    if kept == 0 or len(touched) > 2:
        return words.rewritten(length)
    parts = []
    for op, a1, a2, b1, b2 in touched:
        if op == "delete":
            parts.append(words.sentences_removed(a1, a2 - a1, len(old_sentences)))
        elif op == "insert":
            parts.append(
                words.sentences_added(b2 - b1, at_end=b1 == len(new_sentences) - (b2 - b1))
            )
        else:
            parts.append(words.sentences_rewritten(b1, b2 - b1, len(new_sentences)))
    return words.join(parts)


def _changes(hunks: list[Hunk]) -> list[tuple[str, str]]:
    """(deleted, inserted) of each run of changed hunks."""
    out: list[tuple[str, str]] = []
    open_run = False
    for hunk in hunks:
        if hunk.op == "equal":
            open_run = False
            continue
        if not open_run:
            out.append(("", ""))
            open_run = True
        deleted, inserted = out[-1]
        out[-1] = (
            (deleted + hunk.text, inserted)
            if hunk.op == "delete"
            else (deleted, inserted + hunk.text)
        )
    return out


class _Words:
    """The phrases of a description in one language."""

    def __init__(self, lang: Language) -> None:
        self.lang = lang

    def title_changed(self) -> str:
        return "标题已修改" if self.lang == "zh" else "title changed"

    def moved(self, before: int, after: int) -> str:
        if self.lang == "zh":
            return f"第{before}段移到第{after}段"
        return f"paragraph {before} moved to {after}"

    def edited(self, number: int, what: str) -> str:
        return f"第{number}段：{what}" if self.lang == "zh" else f"paragraph {number}: {what}"

    def deleted(self, number: int) -> str:
        return f"第{number}段已删除" if self.lang == "zh" else f"paragraph {number} deleted"

    def added(self, number: int) -> str:
        return f"新增第{number}段" if self.lang == "zh" else f"paragraph {number} added"

    def spacing(self) -> str:
        return "只改了空白和换行" if self.lang == "zh" else "spacing changed"

    def more(self, count: int) -> str:
        if self.lang == "zh":
            return f"另有{count}处修改"
        return f"and {count} more {'change' if count == 1 else 'changes'}"

    def quoted(self, deleted: str, inserted: str) -> str:
        if self.lang == "zh":
            if deleted and inserted:
                return f"“{deleted}”改为“{inserted}”"
            return f"加了“{inserted}”" if inserted else f"删了“{deleted}”"
        if deleted and inserted:
            return f"“{deleted}” → “{inserted}”"
        return f"added “{inserted}”" if inserted else f"removed “{deleted}”"

    def length(self, before: int, after: int) -> str:
        """'' when the length hardly moved, else e.g. 'shorter (48 → 20 words)'."""
        if before == 0 or abs(after - before) / before < 0.2:
            return ""
        if self.lang == "zh":
            return f"{'缩短' if after < before else '加长'}（{before}字→{after}字）"
        return f"{'shorter' if after < before else 'longer'} ({before} → {after} words)"

    def rewritten(self, length: str) -> str:
        if self.lang == "zh":
            return "整段改写" + (f"，{length}" if length else "")
        return "rewritten" + (f", {length}" if length else "")

    def _which(self, start: int, count: int, total: int) -> str:
        if self.lang == "zh":
            if count > 1:
                return f"{count}句"
            if start == total - 1 and total > 1:
                return "最后一句"
            return f"第{_ORDINALS_ZH[start]}句" if start < len(_ORDINALS_ZH) else f"第{start + 1}句"
        if count > 1:
            return f"{count} sentences"
        if start == total - 1 and total > 1:
            return "last sentence"
        return (
            f"{_ORDINALS_EN[start]} sentence"
            if start < len(_ORDINALS_EN)
            else f"sentence {start + 1}"
        )

    def sentences_rewritten(self, start: int, count: int, total: int) -> str:
        which = self._which(start, count, total)
        return f"{which}改写" if self.lang == "zh" else f"{which} rewritten"

    def sentences_removed(self, start: int, count: int, total: int) -> str:
        which = self._which(start, count, total)
        return f"删去{which}" if self.lang == "zh" else f"{which} removed"

    def sentences_added(self, count: int, *, at_end: bool) -> str:
        if self.lang == "zh":
            return f"{'末尾' if at_end else ''}加了{count}句"
        noun = "a sentence" if count == 1 else f"{count} sentences"
        return f"{noun} added{' at the end' if at_end else ''}"

    def join(self, parts: list[str]) -> str:
        return ("，" if self.lang == "zh" else ", ").join(parts)
