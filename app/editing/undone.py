"""The asks of a compound suggestion a saved reply left undone ("Shorten paragraph 2 and change
the date to 25 October", answered with paragraph 2 shorter and the date as it was): each ask
that names its own place, where the revision changed nothing, is named for the writer in plain
words, so a reply that did one of two things is never taken for both done."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.clauses import separate_asks
from app.editing.not_articles import LASTING
from app.editing.scope import place_of_ask
from app.editing.units import normal, split_paragraphs

# An ask to leave a place alone ("keep paragraph 3 as it is", 第三段别动) is done by not doing.
_KEEP = re.compile(
    r"\b(?:keep|leave|don'?t|do not|never|as it is|unchanged)\b|保留|保持|不要|别|不用|不变|原样",
    re.IGNORECASE,
)


def undone_asks(
    suggestions: Sequence[str],
    original: tuple[str, str],
    revised: tuple[str, str],
    *,
    chinese: bool,
) -> list[str]:
    """A sentence per ask left undone, in the article's language; none when the suggestion is one
    ask, or every ask's place changed, or an ask's place cannot be told from its words."""
    title, body = original
    paragraphs = split_paragraphs(body)
    kept = {normal(text) for text in split_paragraphs(revised[1]).texts}
    lines: list[str] = []
    for suggestion in suggestions:
        asks = separate_asks(suggestion)
        if len(asks) < 2:
            continue
        for ask in asks:
            if _KEEP.search(ask) or LASTING.search(ask):
                continue
            place = place_of_ask(ask, title, paragraphs)
            if place.whole:
                continue  # "make it friendlier": any change may be its answer
            named = sorted(place.paragraphs | {p for p, _ in place.sentences})
            if not named and not place.title:
                continue
            untouched = all(normal(paragraphs.texts[i]) in kept for i in named)
            if untouched and not (place.title and revised[0] != title):
                lines.append(_sentence(ask, [i + 1 for i in named], place.title, chinese))
    return lines


# The words joining an ask to the one before it ("Also …", 顺便…): not the ask's own.
_JOINER = re.compile(
    r"^(?:(?:and|also|then|plus|please|pls)\s+)+|^(?:另外|还有|顺便|然后|并且?|同时)+", re.I
)


def _sentence(ask: str, numbers: list[int], title: bool, chinese: bool) -> str:
    said = _JOINER.sub("", " ".join(ask.split())).rstrip("。.；;，,")
    if chinese:
        places = "、".join(f"第{n}段" for n in numbers)
        where = "标题" + (f"和{places}" if places else "") if title else places
        return f"没有改：“{said}”——回复没有动{where}，如果还需要，请再说一次。"
    where = _places_en(numbers)
    if title:
        where = "the title" + (f" and {where}" if where else "")
    was = "they were" if len(numbers) + title > 1 else "it was"
    return f"Not done: “{said}” — the reply left {where} as {was}; ask again if you still want it."


def _places_en(numbers: list[int]) -> str:
    if not numbers:
        return ""
    if len(numbers) == 1:
        return f"paragraph {numbers[0]}"
    return "paragraphs " + ", ".join(map(str, numbers[:-1])) + f" and {numbers[-1]}"
