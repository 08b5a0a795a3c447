"""The phrases a description of changes is made of (describe.py), in English or Chinese:
"paragraph 3 deleted" / "第3段已删除", "a table row added (…)" / "表格加了一行（…）"."""

import re
from typing import Literal

from app.domain.paragraph_places import Place
from app.domain.shown_chars import shown

Language = Literal["en", "zh"]

_ORDINALS_EN = ("first", "second", "third", "fourth", "fifth")
_ORDINALS_ZH = ("一", "二", "三", "四", "五", "六", "七", "八", "九", "十")


def _one_line(text: str) -> str:
    """A quote on one line: the lines a change spans ("paper map", "- an umbrella") joined by
    " / ", as no line of a description holds a line break."""
    return _LINE_BREAKS.sub(" / ", text.strip()) if "\n" in text.strip() else text


_LINE_BREAKS = re.compile(r"\s*\n\s*")


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _count_zh(count: int) -> str:
    if count == 2:
        return "两"
    return _ORDINALS_ZH[count - 1] if count <= len(_ORDINALS_ZH) else str(count)


class Words:
    """The phrases of a description in one language."""

    def __init__(self, lang: Language) -> None:
        self.lang = lang

    def title_changed(self, old: str, new: str) -> str:
        """The title's change from what to what: a rename the writer did not see is theirs to
        check as a paragraph's is."""
        before = clip(shown(old.strip(), self.lang), 60)
        after = clip(shown(new.strip(), self.lang), 60)
        if self.lang == "zh":
            return f"标题由“{before}”改为“{after}”"
        return f"title changed from “{before}” to “{after}”"

    def place(self, place: Place) -> str:
        """'第3段' / 'paragraph 3', or '小标题“预算”' / 'heading “Budget”'."""
        if isinstance(place, str):
            quoted = clip(shown(place, self.lang), 40)
            return f"小标题“{quoted}”" if self.lang == "zh" else f"heading “{quoted}”"
        return f"第{place}段" if self.lang == "zh" else f"paragraph {place}"

    def moved(self, before: Place, after: Place) -> str:
        if isinstance(before, str) or isinstance(after, str):
            return self.moved_elsewhere(before)  # a heading has no number to move to
        if self.lang == "zh":
            return f"第{before}段移到第{after}段"
        return f"paragraph {before} moved to {after}"

    def swapped(self, first: Place, second: Place) -> str:
        if self.lang == "zh":
            if isinstance(first, int) and isinstance(second, int):
                return f"第{first}段和第{second}段交换了位置"
            return f"{self.place(first)}和{self.place(second)}交换了位置"
        if isinstance(first, int) and isinstance(second, int):
            return f"paragraphs {first} and {second} swapped"
        return f"{self.place(first)} and {self.place(second)} swapped"

    def moved_elsewhere(self, place: Place) -> str:
        where = self.place(place)
        return f"{where}换到别处" if self.lang == "zh" else f"{where} moved"

    def edited(self, place: Place, what: str, was: int | None = None) -> str:
        where = self.place(place)
        if self.lang == "zh":
            return f"{where}（原第{was}段）：{what}" if was else f"{where}：{what}"
        return f"{where} (was {was}): {what}" if was else f"{where}: {what}"

    def deleted(self, place: Place) -> str:
        where = self.place(place)
        return f"{where}已删除" if self.lang == "zh" else f"{where} deleted"

    def image_deleted(self, place: Place, description: str) -> str:
        what = f"“{clip(shown(description, self.lang), 40)}”" if description else ""
        if self.lang == "zh":
            return f"{self.place(place)}：图片{what}已删除"
        return f"{self.place(place)}: the image {what} removed".replace("  ", " ")

    def image_changed(self, *, described_only: bool) -> str:
        if self.lang == "zh":
            return "图片的说明文字改了" if described_only else "换了一张图片"
        return "the image's description changed" if described_only else "the image changed"

    def added(self, place: Place) -> str:
        where = self.place(place)
        return f"新增{where}" if self.lang == "zh" else f"{where} added"

    def heading_to(self, before: str, after: str) -> str:
        old, new = clip(shown(before, self.lang), 40), clip(shown(after, self.lang), 40)
        if self.lang == "zh":
            return f"小标题“{old}”改为“{new}”"
        return f"heading “{old}” → “{new}”"

    def spacing(self) -> str:
        return "只改了空白和换行" if self.lang == "zh" else "spacing changed"

    def table_spacing(self) -> str:
        return "只改了表格的空格" if self.lang == "zh" else "only the table's spacing changed"

    def table_alignment(self) -> str:
        return "表格的对齐方式改了" if self.lang == "zh" else "the table's column alignment changed"

    def more(self, count: int) -> str:
        if self.lang == "zh":
            return f"另有{count}处修改"
        return f"and {count} more {'change' if count == 1 else 'changes'}"

    def quoted(self, deleted: str, inserted: str) -> str:
        deleted, inserted = (_one_line(shown(text, self.lang)) for text in (deleted, inserted))
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

    def translated(self, into: str) -> str:
        """A paragraph put into another language ("译成英文"), not "rewritten, shorter"."""
        if self.lang == "zh":
            return "译成英文" if into == "en" else "译成中文"
        return "translated into English" if into == "en" else "translated into Chinese"

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

    def sentences_rewritten_as(self, before: int, after: int) -> str:
        if self.lang == "zh":
            return f"{before}句改写成{after}句"
        return f"{before} sentence{'s' if before > 1 else ''} rewritten as {after}"

    def sentences_removed(self, start: int, count: int, total: int) -> str:
        which = self._which(start, count, total)
        return f"删去{which}" if self.lang == "zh" else f"{which} removed"

    def sentences_added(self, count: int, *, at_end: bool) -> str:
        if self.lang == "zh":
            return f"{'末尾' if at_end else ''}加了{count}句"
        noun = "a sentence" if count == 1 else f"{count} sentences"
        return f"{noun} added{' at the end' if at_end else ''}"

    def rows_removed(self, rows: list[str]) -> str:
        if self.lang == "zh":
            return f"删去表格{_count_zh(len(rows))}行（{self._rows(rows)}）"
        noun = "a table row" if len(rows) == 1 else f"{len(rows)} table rows"
        return f"{noun} removed ({self._rows(rows)})"

    def rows_added(self, rows: list[str]) -> str:
        if self.lang == "zh":
            return f"表格加了{_count_zh(len(rows))}行（{self._rows(rows)}）"
        noun = "a table row" if len(rows) == 1 else f"{len(rows)} table rows"
        return f"{noun} added ({self._rows(rows)})"

    def _rows(self, rows: list[str]) -> str:
        shown = [f"“{clip(row, 60)}”" for row in rows[:2]]
        more = len(rows) - len(shown)
        if more:
            shown.append(f"另{more}行" if self.lang == "zh" else f"{more} more")
        return ("、" if self.lang == "zh" else ", ").join(shown)

    def title_to(self, title: str) -> str:
        quoted = clip(shown(title, self.lang), 60)
        return f"标题改为“{quoted}”" if self.lang == "zh" else f"title → “{quoted}”"

    def emoji_left_out(self, place: Place, emoji: list[str]) -> str:
        listed = (
            "".join(f"“{e}”" for e in emoji)
            if self.lang == "zh"
            else ", ".join(f"“{e}”" for e in emoji)
        )
        if self.lang == "zh":
            return f"{self.place(place)}：回复漏掉了{listed}——已按原文保留"
        return f"{self.place(place)}: the reply left out {listed} — kept as you wrote it"

    def withheld(self, what: str) -> str:
        if self.lang == "zh":
            return f"另有建议：{what}——未采用（不在所提要求之内）"
        return f"also suggested: {what} — not applied (outside what you asked)"

    def note(self, text: str) -> str:
        return f"模型说明：“{text}”" if self.lang == "zh" else f"the model's note: “{text}”"

    def join(self, parts: list[str]) -> str:
        return ("，" if self.lang == "zh" else ", ").join(parts)
