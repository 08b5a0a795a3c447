"""Parts of an article a suggestion names by what they are: "tighten the dialogue", 对话改得
利落些, "make the poem rhyme", 歌词再押韵一点, "the last line of the chorus", 副歌, "the
checklist", 清单 — the dialogue's lines, the poem's stanzas, the one stanza that is the chorus,
the one paragraph of list items.
Named when the article holds such a part (one run of dialogue; every stanza of its verse);
not when the suggestion makes one ("turn it into a poem", 写成对话) or points beside it
("after the poem"). Tables and code blocks named so are beside.py's.

A poem's stanzas are also what "the second stanza" / 第二节 count (places.py)."""

from __future__ import annotations

import re
from collections.abc import Sequence

_DIALOGUE = re.compile(
    r"\b(?:the|this|that|my|our|their|his|her)\s+(?:\w+\s+)?(?:dialogues?|dialogs?"
    r"|conversation|back-and-forth|banter)\b|对话|对白",
    re.I,
)
_POEM = re.compile(
    r"\b(?:the|this|that|my|our)\s+(?:\w+\s+)?(?:poem|verses|lyrics|stanzas)\b"
    r"|(?:这|那)首诗|诗歌部分|歌词"
    # 诗的第三行, 诗里那句: a poem of the article named alone, not 写诗的人 or 诗意
    r"|(?<![\u4e00-\u9fff])(?:小)?诗(?=的|里|中)",
    re.I,
)
# "the chorus", "the refrain's last line", 副歌, 叠句: the stanza sung as the chorus.
_CHORUS = re.compile(
    r"\b(?:the|this|that|its|our)\s+(?:\w+\s+)?(?:chorus|refrain)\b|副歌|叠句", re.I
)
_CHORUS_WORD = re.compile(r"\b(?:chorus|refrain)\b|副歌|叠句", re.I)
# "turn it into a dialogue", "after the poem", 写成对话, 对话下面
_NOT_NAMED = re.compile(
    r"\b(?:(?:make|create|write|add|insert|turn)\s+(?:it\s+)?(?:into\s+)?(?:an?|some|new|another)"
    r"|into|as)\s+(?:\w+\s+)?(?:dialogues?|conversation|poem|verses|lyrics)\b"
    r"|\b(?:after|before|below|above|under|beneath|beside|next to|outside)\s+the\s+(?:\w+\s+)?"
    r"(?:dialogues?|conversation|poem|verses|lyrics|stanzas)\b"
    r"|(?:写成|改成|变成|加一?段|加个|添加|插入)(?:一[段首个])?(?:对话|对白|诗|歌词)"
    r"|(?:对话|对白|诗|歌词)(?:之?[前后外]|下面|上面|下方|上方|以外)",
    re.I,
)
# "the whole article, including the table", 全文连同对话: no part is a target of its own
# (mentions.py reads "the table" so too).
ALL_OF_IT = re.compile(
    r"\b(?:whole|entire|throughout|everything|everywhere|all of it|including|as well as)\b"
    r"|全文|整篇|通篇|全篇|包括|连同|以及",
    re.I,
)
_VERSE_LINE = 48  # characters a line at most, on average
_NOT_VERSE = re.compile(r"^\s*(?:[-*+•>|#]|\d+[.)]\s|```|~~~)")
_SPEECH = re.compile(r"[\"“「『][^\"”」』\n]{1,200}[\"”」』]")


def stanzas(paragraphs: Sequence[str]) -> list[int]:
    """The paragraphs that are stanzas of verse: two lines or more, short (prose wrapped at
    a column is no verse), none a list item, quote, table row, heading or fence, and not
    every line someone's words (that is a dialogue)."""
    found = []
    for index, paragraph in enumerate(paragraphs):
        lines = [line.strip() for line in paragraph.strip().splitlines()]
        if len(lines) < 2 or any(not line or _NOT_VERSE.match(line) for line in lines):
            continue
        if sum(map(len, lines)) > _VERSE_LINE * len(lines):
            continue
        if not all(_SPEECH.search(line) for line in lines):
            found.append(index)
    return found


def named_kind(text: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs of the part `text` names by what it is, if the article has one."""
    if _NOT_NAMED.search(text) or ALL_OF_IT.search(text):
        return set()
    found: set[int] = set()
    if _DIALOGUE.search(text):
        found |= _one_run(_dialogue(paragraphs))
    if _POEM.search(text):
        verse = stanzas(paragraphs)
        last = len(paragraphs) - 1
        signed = len(paragraphs[last].splitlines()) <= 2 and verse[-2:-1] != [last - 1]
        if len(verse) > 1 and verse[-1] == last and signed:
            verse.pop()  # a notice's two-line signature under prose is no stanza of the poem
        found |= set(verse)
    if _CHORUS.search(text):
        found |= _chorus(paragraphs)
    if _LIST.search(text) and not _NOT_LISTED.search(text):
        found |= _one_list(paragraphs)
    # the whole article named so ("translate the poem" of a poem) is the whole: no part of it
    return found if len(found) < len(paragraphs) else set()


# "the checklist", "the list", "the bullet points", 清单, 列表: the article's one list.
_LIST = re.compile(
    r"\b(?:the|this|that|my|our|your)\s+(?:\w+\s+)?(?:check)?list\b"
    r"|\b(?:the|those)\s+(?:bullet\s+)?(?:points|bullets)\b|清单|列表",
    re.I,
)
# making one, or a place beside it: "into a list", "after the list", 做成清单, 清单下面
_NOT_LISTED = re.compile(
    r"\b(?:(?:into|as|to)\s+(?:an?\s+)?|(?:make|create|add)\s+an?\s+)(?:\w+\s+)?(?:check)?list\b"
    r"|\b(?:after|before|below|above|under|beneath|beside|next to)\s+the\s+(?:\w+\s+)?"
    r"(?:check)?list\b|(?:成|为|做|列|整理成?)(?:一[张个份])?(?:清单|列表)"
    r"|(?:清单|列表)(?:之?[前后]|下面|上面|下方|上方)",
    re.I,
)
_LIST_ITEM = re.compile(r"^[ \t]*(?:[-*+•]|\d{1,2}[.)、])[ \t]+\S")


def _one_list(paragraphs: Sequence[str]) -> set[int]:
    """The one paragraph holding list items, if only one does."""
    found = {
        i
        for i, p in enumerate(paragraphs)
        if sum(bool(_LIST_ITEM.match(line)) for line in p.split("\n")) >= 2
    }
    return found if len(found) == 1 else set()


def _chorus(paragraphs: Sequence[str]) -> set[int]:
    """The stanza that is the chorus: the one that says so ("…but the chorus never did:"
    above its lines), or the one after a paragraph ending so — if only one is."""
    verse = stanzas(paragraphs)
    found = {
        i
        for i in verse
        if _CHORUS_WORD.search(paragraphs[i].split("\n", 1)[0])
        or (i > 0 and i - 1 not in verse and _CHORUS_WORD.search(paragraphs[i - 1][-80:]))
    }
    return found if len(found) == 1 else set()


def _dialogue(paragraphs: Sequence[str]) -> list[int]:
    """Paragraphs of speech: every line quotes someone."""
    return [
        i
        for i, p in enumerate(paragraphs)
        if p.strip() and all(_SPEECH.search(line) for line in p.strip().splitlines())
    ]


def _one_run(indexes: list[int]) -> set[int]:
    """`indexes` if they follow one another (one exchange), else none: which is meant?"""
    if indexes and indexes[-1] - indexes[0] == len(indexes) - 1:
        return set(indexes)
    return set()
