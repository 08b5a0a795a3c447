"""A second instruction joined to a targeted one: 'Change "perhaps too generous" to "a little
too generous", and say under-18s also pay £5.' The first clause names its place (a quoted
phrase, a paragraph); the second names none, yet its words or figures are held by one
paragraph of the article, which it then targets too. A clause that asks for a change at a
place its words do not show ("and make the weather sunny" where no paragraph says weather) is
an open ask: the model's change to one other paragraph is read as its answer (`answering`).
A lasting wish beside the change ("以后都别用感叹号") asks for later edits, not this one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.models import WithheldChange
from app.editing.mentions import holding_paragraph
from app.editing.not_articles import LASTING

# Where a further instruction starts: after ", and", "; ", a full stop, "and also", "，并",
# "；", "。", "另外", "同时" — followed by a verb that asks for text.
_VERBS_EN = (
    r"say|says|add|mention|note|state|make|change|fix|put|include|write|update|correct|replace"
    r"|explain|clarify|point out|spell out|give"
)
_VERBS_ZH = r"注明|写明|说明|加上|补充|提到|写上|改成|改为|把|将|加|写|改|标明|点明"
_FURTHER = re.compile(
    rf"(?:[,;.]\s*(?:and\s+)?(?:also\s+)?|\s+and\s+(?:also\s+)?)(?=(?:please\s+)?(?:{_VERBS_EN})\b)"
    rf"|[，；。]?(?:并且?|另外|同时|再|也)(?=(?:{_VERBS_ZH}))|[；。](?=(?:{_VERBS_ZH}))",
    re.IGNORECASE,
)
# Quoted words of a clause are the new text or the old, found by the quoted-phrase reader.
_QUOTED = re.compile(r"\"[^\"\n]*\"|“[^”\n]*”|「[^」\n]*」|『[^』\n]*』")


def further_paragraphs(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs the clauses after the first instruction point at by what they say."""
    found: set[int] = set()
    for clause in _FURTHER.split(suggestion)[1:]:
        said = _QUOTED.sub(" ", clause)
        found |= holding_paragraph(said, paragraphs)
    return found


# Where any clause of a suggestion ends: punctuation or a line break, or " and " / " also ".
_CLAUSE_END = re.compile(r"[,;.!?\n，；。！？]|\s+(?:and|also|then)\s+", re.IGNORECASE)
# A clause asking for text: one of the verbs above, or a way of asking for a change in Chinese.
_ASKS = re.compile(
    rf"\b(?:{_VERBS_EN}|turn|rewrite|reword|shorten|tighten|soften|brighten)\b|{_VERBS_ZH}|弄|变",
    re.IGNORECASE,
)
# Words of a clause that say only how to ask, never what about.
_ASKING_EN = frozenset(
    {"make", "made", "change", "changed", "please", "more", "less", "bit", "part", "paragraph"}
    | {"instead", "the", "this", "that", "with", "into", "also"}
)
_ASKING_ZH = re.compile(
    r"[一点下些得地的了段句话把讲写改吧呢吗请麻烦帮这那个更再里中将让成为也顺便另外]"
)


def open_clauses(suggestion: str, paragraphs: Sequence[str]) -> list[str]:
    """The clauses asking for a change that quote nothing, state no lasting wish and whose
    words no one paragraph clearly holds: where they point, only the reply can show."""
    return [
        clause.strip()
        for clause in _CLAUSE_END.split(suggestion)
        if _ASKS.search(clause)
        and not _QUOTED.search(clause)
        and not LASTING.search(clause)
        and not holding_paragraph(clause, paragraphs)
    ]


def answering(clauses: Sequence[str], withheld: Sequence[WithheldChange]) -> frozenset[int]:
    """The paragraphs (0-based) whose withheld changes answer the open clauses: all of them
    when there are no more than clauses, else those whose new words echo a clause's ("sunny"
    → "sunshine", 晴朗 → 晴空), when that leaves no more than clauses; none otherwise."""
    changed = {w.paragraph - 1: w for w in withheld if w.paragraph > 0}
    if len(changed) <= len(clauses):
        return frozenset(changed)
    echoing = {
        index
        for index, change in changed.items()
        if any(_echoes(clause, change.before, change.after) for clause in clauses)
    }
    return frozenset(echoing) if len(echoing) <= len(clauses) else frozenset()


def _echoes(clause: str, before: str, after: str) -> bool:
    """Whether the change brings in a word sharing its first letters (or a Chinese character)
    with a word of the clause that says what about."""
    new_words = set(re.findall(r"[a-z]{3,}", after.lower())) - set(
        re.findall(r"[a-z]{3,}", before.lower())
    )
    stems = {w[:3] for w in re.findall(r"[a-z]{3,}", clause.lower()) if w not in _ASKING_EN}
    if any(word[:3] in stems for word in new_words):
        return True
    hanzi = {c for c in clause if "\u4e00" <= c <= "\u9fff" and not _ASKING_ZH.match(c)}
    return any(c in after and c not in before for c in hanzi)
