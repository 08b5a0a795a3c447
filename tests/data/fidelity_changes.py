"""The case builder of the fidelity sets that write each expected article as changes to the
original paragraph list (fidelity_dev42, fidelity_lead39): `Changes` maps a paragraph index to
its new text (None: deleted) and "title" to a new title. A set makes a `ChangedArticles` of its
articles and takes `whole` and `case` from it; `write_cases` writes its jsonl."""

from __future__ import annotations

import json
from pathlib import Path

Case = dict[str, object]
Changes = dict[object, str | None]


def body(paragraphs: list[str], changed: Changes) -> str:
    """The paragraphs with the changes made (None: the paragraph deleted)."""
    texts = (changed.get(i, p) for i, p in enumerate(paragraphs))
    return "\n\n".join(t for t in texts if t is not None)


def alone(text: str, lead: str = "", tail: str = "") -> str:
    """A reply of `text` alone, between the model's chatter."""
    return "\n\n".join(part for part in (lead, text, tail) if part)


def block(old: str, new: str) -> str:
    """A search/replace block (the "diff" edit format) turning `old` into `new`."""
    return f"<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE"


def swap(paragraph: str, old: str, new: str) -> str:
    """The paragraph with `old`, which it holds once, written as `new`."""
    assert paragraph.count(old) == 1, old
    return paragraph.replace(old, new)


class ChangedArticles:
    """A set's articles (key → (title, paragraphs)); a key starting with "z" is Chinese."""

    def __init__(self, articles: dict[str, tuple[str, list[str]]]) -> None:
        self.articles = articles

    def whole(self, art: str, changed: Changes, lead: str = "", tail: str = "") -> str:
        """The whole article back, title line first, between the model's chatter."""
        title, paragraphs = self.articles[art]
        text = changed.get("title", title) + "\n\n" + body(paragraphs, changed)
        return alone(text, lead, tail)

    def case(
        self,
        case_id: str,
        art: str,
        kind: str,
        source: str,
        suggestion: str,
        replies: list[object],
        saved: Changes | None = None,
        *,
        outcome: str = "applied",
        withheld: int = 0,
        selected: str | None = None,
        edit_format: str = "full",
        because: str = "",
        contains: str = "",
        finish_reason: str = "",
        stream: bool = False,
        told: str = "",
        not_told: str = "",
    ) -> Case:
        """One case on article `art`: `saved`, the changes expected saved when it is applied;
        `told` / `not_told`, a phrase the note shown must hold / must not hold."""
        title, paragraphs = self.articles[art]
        lang = "zh" if art.startswith("z") else "en"
        expect: dict[str, object] = {"outcome": outcome}
        if outcome == "applied":
            kept = saved or {}
            expect["title"] = kept.get("title", title)
            expect["body"] = body(paragraphs, kept)
            assert (expect["title"], expect["body"]) != (title, body(paragraphs, {})), case_id
            if withheld:
                expect["withheld_min"] = withheld
            if told:
                expect["note_contains"] = told
            if not_told:
                expect["note_lacks"] = not_told
        elif outcome == "refused":
            expect["because"] = because
        elif outcome == "model_says":
            expect["contains"] = contains
        if selected is not None:
            assert body(paragraphs, {}).count(selected) == 1, case_id
        out: Case = {
            "id": case_id,
            "lang": lang,
            "kind": kind,
            "source": source,
            "edit_format": edit_format,
            "article": {"title": title, "body": body(paragraphs, {})},
            "suggestion": suggestion,
            "selected_text": selected,
            "replies": replies,
        }
        if finish_reason:
            out["finish_reason"] = finish_reason
        if stream:
            out["stream"] = True
        out["expect"] = expect
        return out


def write_cases(cases: list[Case], path: Path) -> None:
    """Checks the ids are unique, writes one JSON line a case and prints the count a language."""
    assert len({c["id"] for c in cases}) == len(cases)
    with path.open("w", encoding="utf-8") as out:
        for one in cases:
            out.write(json.dumps(one, ensure_ascii=False) + "\n")
    print(sum(c["lang"] == "en" for c in cases), "en", sum(c["lang"] == "zh" for c in cases), "zh")
