"""The case builder the fidelity dev sets share (`case_record`, `case`, `swap`, `full`, `write`):
each case is an article (a list of paragraphs), the writer's suggestion, the model's
replies and the paragraphs expected saved. Each set's build_cases.py imports it.
`refused`, `says`, `NO_CHANGE`, `Articles` (a set's own articles: their paragraphs with the asked
entries changed, the whole article as a model returns it, one case numbered per file and
language) and `finish` serve the sets from 27 on; `filed_case` and `applied_changes`, the sets
that write each case with one reply on an article given as (title, paragraphs)."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

FILES: dict[str, list[dict[str, Any]]] = defaultdict(list)


def case_record(
    id: str,
    lang: str,
    kind: str,
    source: str,
    title: str,
    body: str,
    suggestion: str,
    replies: list[str],
    expect: dict[str, Any] | None = None,
    *,
    edit_format: str = "full",
    selected_text: str | None = None,
) -> dict[str, Any]:
    """One case as a set's .jsonl holds it, its keys in this order (`expect` left out when
    None, for a builder that adds it after)."""
    out: dict[str, Any] = {
        "id": id,
        "lang": lang,
        "kind": kind,
        "source": source,
        "edit_format": edit_format,
        "article": {"title": title, "body": body},
        "suggestion": suggestion,
        "selected_text": selected_text,
        "replies": replies,
    }
    if expect is not None:
        out["expect"] = expect
    return out


def case(
    file: str,
    id: str,
    lang: str,
    kind: str,
    source: str,
    title: str,
    paragraphs: list[str],
    suggestion: str,
    replies: list[str],
    expected: list[str] | None = None,
    *,
    withheld_min: int = 0,
    edit_format: str = "full",
    selected_text: str | None = None,
    expect: dict[str, Any] | None = None,
) -> None:
    """One case: `replies` are the model's answers as sent; `expected` the body to be saved."""
    outcome: dict[str, Any] = expect or {
        "outcome": "applied",
        "title": title,
        "body": "\n\n".join(expected or []),
    }
    if withheld_min:
        outcome["withheld_min"] = withheld_min
    body = "\n\n".join(paragraphs)
    record = case_record(id, lang, kind, source, title, body, suggestion, replies, outcome)
    record.update(edit_format=edit_format, selected_text=selected_text)  # keys keep their places
    FILES[file].append(record)


def body(blocks: list[str]) -> str:
    return "\n\n".join(blocks)


def article_case(
    id_: str,
    lang: str,
    kind: str,
    source: str,
    article: tuple[str, list[str]],
    suggestion: str,
    reply: str,
    expect: dict[str, Any],
    edit_format: str = "full",
    *,
    selected_text: str | None = None,
) -> dict[str, Any]:
    """One case of an article given as (title, blocks) and one reply; an applied expectation
    gets the article's title. A selection must occur once in the body."""
    title, blocks = article
    if selected_text is not None:
        assert body(blocks).count(selected_text) == 1, selected_text
    if expect["outcome"] == "applied":
        expect = {"outcome": "applied", "title": title, **expect}
    return case_record(
        id_, lang, kind, source, title, body(blocks), suggestion, [reply], expect,
        edit_format=edit_format, selected_text=selected_text,
    )  # fmt: skip


def filed_case(
    file: str, prefix: str, id_: str, *case: Any, selected: str | None = None, **more: Any
) -> None:
    """`article_case` (its other arguments in `case` and `more`), its id `prefix` + `id_`,
    added to the cases of `file` (a set binds the first two with functools.partial)."""
    FILES[file].append(article_case(prefix + id_, *case, selected_text=selected, **more))


def applied_changes(
    article: tuple[str, list[str]], changes: dict[int, str], **more: Any
) -> dict[str, Any]:
    """The expectation that `article` is saved with its paragraphs at the indexes in `changes`
    replaced (and `more`)."""
    title, paras = article
    return {"outcome": "applied", "title": title, "body": body(swapped(paras, changes)), **more}


def applied_blocks(blocks: list[str], **more: Any) -> dict[str, Any]:
    """The expectation that the article is saved with these blocks (and `more`)."""
    return {"outcome": "applied", "body": body(blocks), **more}


def swap(paragraphs: list[str], index: int, text: str) -> list[str]:
    """The paragraphs with one replaced."""
    return [text if i == index else p for i, p in enumerate(paragraphs)]


def full(title: str, paragraphs: list[str]) -> str:
    return title + "\n\n" + "\n\n".join(paragraphs)


def swapped(paras: list[str], changes: dict[int, str]) -> list[str]:
    """The paragraphs with those at the indexes in `changes` replaced."""
    return [changes.get(i, p) for i, p in enumerate(paras)]


def applied(title: str, paras: list[str]) -> dict[str, Any]:
    """The expectation that the article is saved with this title and these paragraphs."""
    return {"outcome": "applied", "title": title, "body": "\n\n".join(paras)}


def block(search: str, replace: str) -> str:
    """One SEARCH/REPLACE block as a model writes it."""
    return f"<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE"


def edited(blocks: list[str], changes: dict[int, str | None]) -> list[str]:
    """`blocks` with block i replaced by changes[i] (None: deleted)."""
    out: list[str] = []
    for i, text in enumerate(blocks):
        new = changes.get(i, text)
        if new is not None:
            out.append(new)
    return out


def write(here: Path) -> None:
    """Each file's cases, one JSON line each, into the builder's folder `here`."""
    for name, cases in FILES.items():
        lines = [json.dumps(c, ensure_ascii=False) for c in cases]
        (here / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


NO_CHANGE = {"outcome": "no_change"}


def refused(because: str) -> dict[str, Any]:
    return {"outcome": "refused", "because": because}


def says(phrase: str) -> dict[str, Any]:
    return {"outcome": "model_says", "contains": phrase}


class Articles:
    """A set's articles (key → (title, paragraphs)); a key starting with "z" is Chinese. Case ids
    are `{prefix}-{file}-{lang}-{nn}`, numbered per file and language. With `checked`, a case's
    new texts (and new title) must occur in its replies."""

    def __init__(
        self, prefix: str, articles: dict[str, tuple[str, list[str]]], *, checked: bool = True
    ) -> None:
        self.prefix = prefix
        self.articles = articles
        self.checked = checked
        self.count: dict[str, int] = {}

    def paras(
        self,
        article: str,
        changes: dict[int, str] | None = None,
        order: list[int] | None = None,
        insert: tuple[int, str] | None = None,
        spans: dict[tuple[int, int], list[str]] | None = None,
        drop: int | None = None,
        append: str | None = None,
    ) -> list[str]:
        """The article's paragraphs with `changes` (index → new text), then `order` (a
        permutation of the indexes), `insert` (a new entry before that index), `spans`
        ((first, end) → the entries that take their place), `drop` (one index removed) and
        `append` (a new last entry)."""
        _, paras = self.articles[article]
        out = [(changes or {}).get(i, p) for i, p in enumerate(paras)]
        if order is not None:
            out = [out[i] for i in order]
        if insert is not None:
            out = out[: insert[0]] + [insert[1]] + out[insert[0] :]
        for (first, end), entries in sorted((spans or {}).items(), reverse=True):
            out = out[:first] + entries + out[end:]
        if drop is not None:
            out = out[:drop] + out[drop + 1 :]
        if append is not None:
            out = [*out, append]
        return out

    def whole(self, article: str, title: str | None = None, **kw: Any) -> str:
        """The whole article as a model returns it: title line, blank line, body."""
        return full(title or self.articles[article][0], self.paras(article, **kw))

    def body(self, article: str, **kw: Any) -> str:
        return "\n\n".join(self.paras(article, **kw))

    def one(
        self,
        file: str,
        kind: str,
        source: str,
        article: str,
        suggestion: str,
        replies: list[str],
        changes: dict[int, str] | None = None,
        *,
        title: str | None = None,
        expect: dict[str, Any] | None = None,
        id: str | None = None,
        note: str | None = None,
        **kw: Any,
    ) -> None:
        """A case on one of the articles: `changes` (and `order`, `insert`, `spans`, `drop`,
        `append`, as for `paras`) give the expected article; every new text (and a new title)
        must occur in the replies (if the set is `checked`); `note`, a phrase the note shown
        must hold. `stream`, `stream_cut` and `finish_reason` go into the case as they are.
        `id` overrides the numbered id."""
        t, paras = self.articles[article]
        lang = "zh" if article.startswith("z") else "en"
        key = f"{file}-{lang}"
        self.count[key] = self.count.get(key, 0) + 1
        cid = id or f"{self.prefix}-{file}-{lang}-{self.count[key]:02d}"
        extra = {k: kw.pop(k) for k in ("stream", "stream_cut", "finish_reason") if k in kw}
        shape = {k: kw.pop(k) for k in ("order", "insert", "spans", "drop", "append") if k in kw}
        expected = self.paras(article, changes, **shape)
        if expect is None:
            expect = {"outcome": "applied", "title": title or t, "body": "\n\n".join(expected)}
            assert expect["body"] != "\n\n".join(paras) or title, cid
            if self.checked:
                sent = "\n".join(replies).replace("\r\n", "\n")
                for i, text in (changes or {}).items():
                    assert text in sent, (cid, i)
                for entries in (shape.get("spans") or {}).values():
                    for text in entries:
                        assert text in sent, (cid, text)
                if title and title != t:
                    assert title in "\n".join(replies), cid
            if note:
                expect["note_contains"] = note
        else:
            assert not changes and not title, cid
        case(
            file,
            cid,
            lang,
            kind,
            source,
            t,
            paras,
            suggestion,
            replies,
            expected,
            expect=expect,
            **kw,
        )
        FILES[file][-1].update(extra)


def finish(here: Path) -> None:
    """Checks the ids are unique in each file, writes the files and prints their counts."""
    for cases in FILES.values():
        assert len({c["id"] for c in cases}) == len(cases)
    write(here)
    print({name: len(cases) for name, cases in FILES.items()}, sum(len(c) for c in FILES.values()))
