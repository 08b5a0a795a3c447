"""The case builder the fidelity dev sets 10–12 share (`case`, `swap`, `full`, `write`):
each case is an article (a list of paragraphs), the writer's suggestion, the model's
replies and the paragraphs expected saved. Each set's build_cases.py imports it."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

FILES: dict[str, list[dict[str, Any]]] = defaultdict(list)


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
    FILES[file].append(
        {
            "id": id,
            "lang": lang,
            "kind": kind,
            "source": source,
            "edit_format": edit_format,
            "article": {"title": title, "body": "\n\n".join(paragraphs)},
            "suggestion": suggestion,
            "selected_text": selected_text,
            "replies": replies,
            "expect": outcome,
        }
    )


def swap(paragraphs: list[str], index: int, text: str) -> list[str]:
    """The paragraphs with one replaced."""
    return [text if i == index else p for i, p in enumerate(paragraphs)]


def full(title: str, paragraphs: list[str]) -> str:
    return title + "\n\n" + "\n\n".join(paragraphs)


def write(here: Path) -> None:
    """Each file's cases, one JSON line each, into the builder's folder `here`."""
    for name, cases in FILES.items():
        lines = [json.dumps(c, ensure_ascii=False) for c in cases]
        (here / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
