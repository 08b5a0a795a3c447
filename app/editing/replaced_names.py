"""A person or a place a restyle put out by another (outside41 finding 2): "…home to Leeds"
made "…home to York through puddles", "with Ruth Okafor" → "with Anna Smith", 昆明湖 → 西湖,
王老师 → 李老师, 杭州 → 苏州. fact_names.py refuses a name respelt (Okafor → Okoro) and
left_out.py one a paragraph credited and dropped; a name replaced whole by another is as
untrue, so it is refused too, saying which became which.

Read per stretch of paragraphs the reply rewrote: a name of the writer's the new text no
longer holds in any form, while the new text names one that neither the article nor the
writer's message holds. The same name is one however it is written — "London's", "Tuesday’s",
"the Okafors", "LEEDS", "Dr Patel" for "Dr Priya Patel", 杭州市 for 杭州, 老张 for 张经理. A
capitalised word is a name only inside a sentence (or at a sentence's start when the text
names it inside one too, or before another name), never a heading of capitalised words, a
weekday, a month, a title or a word of the writer's message; a single capitalised word opening
a sentence is a name when it stands where a gone name (or "she") opened one, the sentence going
on the same ("Ruth Okafor leads it" → "Anna leads it"). A name only dropped is left to
left_out.py; a translation asked writes every name anew, so it is not read."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.left_out import rewritten
from app.editing.scope import Scope
from app.editing.zh_places import Named, people, still_named, zh_named


def check_replaced_names(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when a rewritten paragraph names another person or place in place of the
    writer's, which the suggestion neither names nor asks about (a translation aside)."""
    asked = "\n".join(suggestions)
    if scope.translate or _ABOUT_NAMES.search(asked):
        return
    pairs = replaced_names(before, after, asked)
    if not pairs:
        return
    listed = ", ".join(f"“{old}” → “{new}”" for old, new in pairs[:3])
    if counts_characters(before):
        raise Refused(
            f"模型把文中的人名或地名换成了别的（{listed}），您并没有要求改，保存的话文章说的就"
            "不一样了。没有保存，请按“重试”；如果确实要换，请在消息里写明新的名字。"
        )
    raise Refused(
        f"The model swapped a person or place of yours for another ({listed}), which the "
        "suggestion did not ask for, so the article would say something else. Nothing was "
        "saved — press Retry, or name the new one in your message if you want the change."
    )


# A suggestion about the names or places themselves: rename, anonymise, set it elsewhere, put
# the facts right ("make the Leeds paragraph livelier" names a place only as the topic).
_ABOUT_NAMES = re.compile(
    r"\b(?:names?|renam\w*|anonymi[sz]\w*|pseudonyms?|fictional\w*|correct\w*|updat\w*)\b"
    r"|\b(?:change|swap|replace|move|set)\w*\s+(?:\w+\s+){0,3}?(?:places?|locations?|cit(?:y|ies)"
    r"|towns?|venues?|setting|people|persons?)\b"
    r"|名字|姓名|人名|地名|匿名|化名|改名|更正|纠正|更新|地点|换(?:个|一个)?(?:地方|城市|人)",
    re.IGNORECASE,
)


def replaced_names(before: str, after: str, asked: str) -> list[tuple[str, str]]:
    """Pairs (the writer's name, the one written in its place), in the order written."""
    pairs: list[tuple[str, str]] = []
    had = _keys(_WORD.findall(before)) | _keys(_WORD.findall(asked))
    surnames = people(before)
    for old, new in rewritten(before, after):
        pairs += _en_replaced(old, new, had)
        pairs += _zh_replaced(old, new, before, asked, surnames)
    return list(dict.fromkeys(pairs))


# A word, its parts joined by an apostrophe (O'Brien, London's); a hyphen parts two words.
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


def _key(word: str) -> str:
    """The word as the same name however it is written: case, accents, curly apostrophes and a
    possessive aside (London's, LONDON, Zoë's → london, zoe)."""
    if word.isascii():
        plain = word.lower()
    else:
        plain = unicodedata.normalize("NFKD", word.replace("’", "'")).casefold()
        plain = "".join(char for char in plain if not unicodedata.combining(char))
    if plain.endswith("'s"):
        return plain[:-2]
    return plain[:-1] if plain.endswith("'") else plain


def _forms(key: str) -> tuple[str, ...]:
    """A word's key and its singular (the Okafors, the Joneses)."""
    if len(key) > 3 and key.endswith("s"):
        return (key, key[:-1], key[:-2]) if key.endswith("es") else (key, key[:-1])
    return (key,)


def _keys(words: Iterable[str]) -> set[str]:
    # (not a run of Chinese or Japanese characters: no capitalised name is one)
    return {form for word in words if word[0] < "\u2e80" for form in _forms(_key(word))}


def _held(key: str, keys: set[str]) -> bool:
    return any(form in keys for form in _forms(key))


# Capitalised words that name no one and nowhere in particular: days, months, titles, kin
# words, greetings, a nationality (a Full English, French windows), the kinds of a place
# (Road, Street), and the words a sentence may open with.
_NOT_NAMES = frozenset(
    re.findall(
        r"\w+",
        "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs "
        "fri sat sun january february march april may june july august september october "
        "november december jan feb mar apr jun jul aug sep sept oct nov dec mr mrs ms mx dr "
        "doctor prof professor sir dame lady lord rev revd reverend father sister brother nurse "
        "captain capt judge mayor councillor cllr saint st mum mom dad mother grandma granny "
        "grandad grandpa nan nana auntie aunt uncle god i im ive id ill ok hi hello hey dear "
        "thanks cheers regards english british scottish irish welsh french german italian "
        "spanish european american chinese japanese indian african asian road rd street lane "
        "ln avenue ave close drive way square park station church hall the this that these "
        "those then than there here when where what which while who why how with from into "
        "after before about also and but for nor yet not now once only even ever every each "
        "some many more most such both other another any all she her his him he you your our "
        "its it we they their them was were are is has have had will would could can may "
        "might must just still so very well yes no one two three four five six seven eight nine "
        "ten first last next new old good great little long since until though because if as "
        "at by in of on to up out off",
    )
)
# A capitalised word (not one in capitals throughout: "NEVER", "SO", an acronym).
_CAPITALISED = re.compile(r"(?<![\w'’])[^\W\d_a-z](?=[^\W\d_]*[a-z])[^\W\d_]*(?:['’][^\W\d_]+)*")
# What stands before a word inside a sentence, markup and spaces aside: a letter, a digit, a
# comma or a semicolon, a closing bracket, a sign of money or a per cent.
_INSIDE = re.compile(r"[\w,;)%£$€&][ \t*_]+$")
_HEADING = re.compile(r"^[ \t]*#{1,6}[ \t]")


def _names(text: str) -> list[tuple[re.Match[str], str, bool]]:
    """The capitalised words of `text` that read as names, each with its key and whether it is
    one only as the first of two at a sentence's start ("Anna Smith has…", but also "Hi
    Priya"): inside a sentence, or opening one before another name, or where the text names the
    word inside a sentence too. A heading written in capitalised words ("## What Comes Next")
    names nothing."""
    found: list[tuple[re.Match[str], str, bool]] = []
    for line in _lines(text):
        for match in _CAPITALISED.finditer(text, *line):
            key = _key(match[0])
            if key in _NOT_NAMES or not match[0][:1].isupper():
                continue
            inside = bool(_INSIDE.search(text[max(line[0], match.start() - 8) : match.start()]))
            found.append((match, key, inside))
    inner = {key for _, key, inside in found if inside}
    names = []
    for at, (match, key, inside) in enumerate(found):
        follows = at + 1 < len(found) and found[at + 1][0].start() - match.end() == 1
        if inside or key in inner:
            names.append((match, key, False))
        elif follows and found[at + 1][2]:
            names.append((match, key, True))
    return names


def _counted(names: list[tuple[re.Match[str], str, bool]]) -> list[re.Match[str]]:
    """The names of a list (of those gone, or come) less a word that is one only as the first
    of two when the second is not in the list: "Hi Priya" with Priya kept is no new name."""
    found = []
    for at, (match, _key, first) in enumerate(names):
        after = names[at + 1][0] if at + 1 < len(names) else None
        if not first or (after is not None and after.start() - match.end() == 1):
            found.append(match)
    return found


def _lines(text: str) -> list[tuple[int, int]]:
    """The (start, end) of each line of `text` that is no heading in capitalised words."""
    spans = []
    start = 0
    for line in text.split("\n"):
        end = start + len(line)
        words = _WORD.findall(line)
        capitalised = sum(1 for word in words if word[:1].isupper())
        titled = _HEADING.match(line) or (
            3 <= len(words) <= 12
            and capitalised * 3 >= len(words) * 2
            and line.rstrip()[-1:] not in (".", "!", "?")
        )
        if not (titled and capitalised >= 2):
            spans.append((start, end))
        start = end + 1
    return spans


def _en_replaced(old: str, new: str, had: set[str]) -> list[tuple[str, str]]:
    """Each name of `old` that `new` holds in no form, paired with one `new` names that the
    article and the suggestion (`had`) hold nowhere."""
    kept = _keys(_WORD.findall(new))
    gone = _counted([name for name in _names(old) if not _held(name[1], kept)])
    if not gone:
        return []
    came = _counted([name for name in _names(new) if not _held(name[1], had)])
    olds = list(dict.fromkeys(_whole(old, m) for m in gone))
    news = list(dict.fromkeys(_whole(new, m) for m in came))
    if not news:
        news = _openers_in_place(old, new, {_key(w) for n in olds for w in n.split()}, had)
    return list(zip(olds, news, strict=False))


_SENTENCES = re.compile(r"(?<=[.!?…])[\s\"'”’)]+|\n+")
_PRONOUNS = frozenset({"he", "she", "they"})


def _openers_in_place(old: str, new: str, gone: set[str], had: set[str]) -> list[str]:
    """The single capitalised words opening a sentence of `new` that stand where a gone name
    (or the pronoun for it) opened a sentence of `old`, the rest of the sentence going on the
    same ("Ruth Okafor leads it" → "Anna leads it"; "She has walked" → "Priya has walked"):
    names, though no other word shows it. Not a word the texts also write in small letters
    ("Volunteers will lead" with "the Thursday volunteers"), nor one of the writer's."""
    small = {_key(w) for w in _WORD.findall(old + "\n" + new) if w.islower()}
    starts = set()
    for sentence in _SENTENCES.split(old):
        words = _WORD.findall(sentence)
        lead = 0
        while lead < len(words) and words[lead][:1].isupper() and _key(words[lead]) in gone:
            lead += 1
        if lead == 0 and words and words[0].lower() in _PRONOUNS:
            lead = 1
        if lead and len(words) >= lead + 2:
            starts.add(tuple(w.lower() for w in words[lead : lead + 2]))
    found = []
    for sentence in _SENTENCES.split(new):
        words = _WORD.findall(sentence)
        if len(words) < 3 or not sentence.lstrip(" *_\"'“‘(").startswith(words[0]):
            continue
        first, key = words[0], _key(words[0])
        if not (first[:1].isupper() and first[1:].islower()) or key in _NOT_NAMES:
            continue
        if _held(key, had) or _held(key, small):
            continue
        if tuple(w.lower() for w in words[1:3]) in starts:
            found.append(re.sub(r"['’]s?$", "", first))
    return list(dict.fromkeys(found))


_BEFORE = re.compile(r"(?:(?:Mrs?|Ms|Mx|Dr|Prof|St)\.?[ \t]|[A-Z][\w'’-]*[ \t])+$")
_AFTER = re.compile(r"^(?:[ \t][A-Z][\w'’-]*)+")


def _whole(text: str, match: re.Match[str]) -> str:
    """The name `match` is a word of, with the capitalised words beside it (Dr Priya Patel)."""
    line_start = text.rfind("\n", 0, match.start()) + 1
    left = _BEFORE.search(text[max(line_start, match.start() - 60) : match.start()])
    right = _AFTER.match(text[match.end() : match.end() + 60])
    words = (left[0] if left else "") + match[0] + (right[0] if right else "")
    name = " ".join(w for w in words.split() if _key(w) not in _OPENERS)
    return re.sub(r"['’]s?$", "", name)  # London's → London


# Words a run of capitalised words may open with that are no part of the name ("Then Mary").
_OPENERS = _NOT_NAMES - {"mr", "mrs", "ms", "mx", "dr", "prof", "professor", "sir", "dame"}


def _zh_replaced(
    old: str, new: str, article: str, asked: str, surnames: set[str]
) -> list[tuple[str, str]]:
    """Each place or person of `old` that `new` no longer names, paired with one `new` names
    that the article and the suggestion name nowhere: a place the lexicon knows with any, a
    place read by the word of its kind (区, 路) with one of the same kind, a person with a
    person."""
    named = zh_named(new)
    now = people(new, named)
    olds = {n.text: n for n in zh_named(old)}.values()  # each name once, however often written
    gone = [n for n in olds if not still_named(n, new, now) and not _said(n, asked)]
    if not gone:
        return []
    asked_surnames = people(asked)
    came = [
        n
        for n in {n.text: n for n in named}.values()
        if not still_named(n, article, surnames)
        and not _said(n, asked)
        and n.key not in asked_surnames
    ]
    pairs: list[tuple[str, str]] = []
    for one in gone:
        other = next((n for n in came if _alike(one, n)), None)
        if other is not None:
            pairs.append((one.text, other.text))
            came.remove(other)
    return pairs


def _said(named: Named, asked: str) -> bool:
    return named.text in asked or (named.kind != "person" and named.key in asked)


def _alike(one: Named, other: Named) -> bool:
    """Whether `other` may stand where `one` stood: a person for a person, a place for a place
    (of the same kind unless the lexicon knows either). Two places read by their kind's word
    alone that differ only before the same character (押金原路退回 → 押金会原路退回) are one
    everyday word (原路) read twice, no place."""
    if (one.kind == "person") != (other.kind == "person"):
        return False
    if "known" in (one.kind, other.kind) or one.kind == "person":
        return True
    return one.kind == other.kind and one.text[-2:] != other.text[-2:]
