"""People's names a restyle misspelt: "Librarian Ruth Okafor" made livelier as "librarian
Ruth Okoro", 馆长欧阳慧说 as 馆长欧阳惠说. A name is a fact like a figure; a model that writes
another one has the article name someone else, so facts.py refuses it.

Read narrowly: an English name is two capitalised words ("Ruth Okafor") or a title and a
surname ("Mrs Okafor"), changed to the same first word and a look-alike second one; a Chinese
name is a surname and one or two characters before a word of saying (说, 表示, 介绍…) or after
a role (馆长, 老师…), changed to the same surname and as many other characters."""

from __future__ import annotations

import re
from collections import Counter

from app.domain.bounded_diff import SequenceMatcher

# A name stands on one line: "## Safety" over "Do not…" is a heading and a sentence, no name.
# A surname may join its parts with an apostrophe or a hyphen (O'Brien, Sant'Angelo,
# Smith-Jones) but never ends with one: "O'" is no name of its own.
_SURNAME = r"[A-Z](?:[a-z]|[’'-][A-Za-z])+"
_EN_NAME = re.compile(rf"\b(?=((Mrs?|Ms|Dr|Miss|Prof|[A-Z][a-z]+)\.?[ \t]+({_SURNAME})\b))")
COMPOUND_SURNAMES = (
    "欧阳|司马|上官|诸葛|东方|皇甫|令狐|慕容|夏侯|尉迟|公孙|长孙|宇文|司徒|端木|西门|南宫"
)
SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程"
    "苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝"
    "龚邵万钱严覃武戴莫孔向汤柳温庞樊殷岳齐施乔欧"
)
_SAYS = "说|表示|介绍|告诉|指出|认为|提到|坦言|笑说|透露"
ROLES = (
    "馆长|主任|经理|老师|医生|师傅|先生|女士|记者|教授|校长|书记|局长|院长|站长|店长|老板|队长"
    "|组长|社长|会长|村长|负责人|馆员|主席|厂长|园长"
)
# Kin words a name follows as it follows a role: 她的丈夫刘建国和女儿刘悦, 老邻居李秀英.
_KIN = (
    "丈夫|妻子|爱人|女儿|儿子|父亲|母亲|爸爸|妈妈|哥哥|姐姐|弟弟|妹妹|孙子|孙女|岳父|岳母"
    "|公公|婆婆|新郎|新娘|伴娘|伴郎|邻居|街坊|同事|老伴"
)
# Words of address a name goes before: 王敏阿姨, 苏建华叔叔.
_ADDRESSED = "阿姨|叔叔|伯伯|先生|女士|老师|师傅|大爷|奶奶|爷爷|姐姐|哥哥"
_ZH_NAME = re.compile(
    rf"((?:{COMPOUND_SURNAMES}|[{SURNAMES}])[\u4e00-\u9fff]{{1,2}}?)(?={_SAYS}|{_ADDRESSED})"
    rf"|(?:{ROLES}|{_KIN})((?:{COMPOUND_SURNAMES}|[{SURNAMES}])[\u4e00-\u9fff]{{1,2}}?)"
    rf"(?=[，。、；：,;:（(的和]|{_SAYS})"
)
_ZH_SURNAME = re.compile(rf"^(?:{COMPOUND_SURNAMES}|[{SURNAMES}])")
# Trades a name follows as it follows a role (主厨陈海, 指挥欧阳慧敏, 技师是孟庆芳), only where a
# misspelt name is looked for: left_out.py reads ROLES alone.
_TRADES = "主厨|厨师|技师|指挥|工程师|设计师|律师|护士|教练|导演|主编|编辑|主持人|摄影师|船长|团长"
_ROLE_NAME = re.compile(
    rf"({ROLES}|{_KIN}|{_TRADES})(?:是|叫|为)?({COMPOUND_SURNAMES}|[{SURNAMES}])([\u4e00-\u9fff]{{1,2}})"
)
# Words that follow a name of two characters, not a third character of it: 主厨陈海是, 店长高兴地,
# 教练周凯会跑.
_AFTER_NAME = frozenset("是从在将也曾已现就把被和的地得了着过说会要能可想")
# What follows a surname after a role without being a given name: 会长陈女士, 馆长王老师.
_HONORIFIC = frozenset(
    re.findall(r"\S+", "女士 先生 老师 师傅 阿姨 大爷 大妈 大姐 大哥 同学 老板")
    + list("女先老师阿大同")
)


def changed_names(before: str, after: str) -> list[tuple[str, str]]:
    """The names `before` gives that `after` no longer does, each with the look-alike `after`
    writes in its place ("Ruth Okafor" → "Ruth Okoro", 欧阳慧 → 欧阳惠). A curly apostrophe is
    the straight one: "On Tuesday's" → "On Tuesday’s" is the same word."""
    before, after = before.replace("’", "'"), after.replace("’", "'")
    return [
        *(
            _en_changed(before, after)
            or _en_paragraph_changed(before, after)
            or _en_given_changed(before, after)
            or _en_alone_changed(before, after)
            or _en_first_changed(before, after)
        ),
        *(
            _zh_changed(before, after)
            or _zh_paragraph_changed(before, after)
            or _dotted_changed(before, after)
        ),
        *_speaker_changed(before, after),
    ]


# A speaker's label opening a line of a transcript: "**Ines Varga:**", "**许静：**" or
# "Ines Varga:" — the name says who said the line, as a sayer's name does.
_SPEAKER = re.compile(
    r"^(?:\*\*([^*\n:：]{2,30})[:：]\*\*|\*\*([^*\n:：]{2,30})\*\*[:：]|([^\W\d_][^:：\n*]{1,29})[:：])",
    re.MULTILINE,
)


def _speakers(text: str) -> Counter[str]:
    """The labels that open a line and read as a person's name, counted: two or more
    capitalised words ("Ines Varga", "Inès Varga"), or a Chinese surname and one or two
    characters (许静)."""
    labels = (m[1] or m[2] or m[3] for m in _SPEAKER.finditer(text))
    return Counter(label.strip() for label in labels if _is_name(label.strip()))


def _is_name(label: str) -> bool:
    words = label.split()
    if len(words) >= 2:
        return len(words) <= 4 and all(w[0].isupper() and w.isalpha() for w in words)
    return bool(re.fullmatch(rf"(?:{COMPOUND_SURNAMES}|[{SURNAMES}])[\u4e00-\u9fff]{{1,2}}", label))


def _speaker_changed(before: str, after: str) -> list[tuple[str, str]]:
    """A speaker's name a rewrite respelt in a label ("**Ines Varga:**" → "**Inès Varga:**",
    "**许静：**" → "**徐静：**"): the old label opening fewer lines than it did, the new one
    opening more, as long and at most two letters apart — the line would be someone else's,
    though the speaker's other lines keep the name. Only a label the article's prose names
    too ("Ines Varga opened…"): "**Top Tip:**" made "**Top Tips:**" is no one."""
    old, new = _speakers(before), _speakers(after)
    return [
        (name, other)
        for name in sorted(old - new)
        if before.count(name) > old[name]
        for other in sorted(new - old)
        if abs(len(other) - len(name)) <= 1
        and 0 < _apart(name, other) <= (1 if len(name) <= 3 else 2)
    ][:1]


# A name inside a sentence (after a comma, a word or a bracket, not at a sentence's start,
# where "Then Mary" is a word and a name): its first word and its last.
_EN_INNER_NAME = re.compile(rf"(?<=[a-z,;(][ \t])([A-Z][a-z]+)[ \t]+({_SURNAME})\b")
_TITLES = frozenset({"Mr", "Mrs", "Ms", "Dr", "Miss", "Prof"})


def _en_first_changed(before: str, after: str) -> list[tuple[str, str]]:
    """A name written another way in its first word, the last kept: "Zhang Wei" → "Chang
    Wei", "Aleksei Petrov" → "Alexei Petrov" (a transliteration), the old word nowhere in
    `after` and the new one nowhere in `before`. Words are looked up in sets, each name once,
    so an article of many capitalised pairs is read in linear time."""
    words_before, words_after = set(re.findall(r"\w+", before)), set(re.findall(r"\w+", after))
    new_firsts: dict[str, set[str]] = {}
    for first, last in {(m[1], m[2]) for m in _EN_INNER_NAME.finditer(after)}:
        if first not in _TITLES and first not in words_before:
            new_firsts.setdefault(last, set()).add(first)
    for first, last in sorted({(m[1], m[2]) for m in _EN_INNER_NAME.finditer(before)}):
        if first in _TITLES or first in words_after:
            continue
        for other in sorted(new_firsts.get(last, ())):
            if SequenceMatcher(None, first, other).ratio() >= 0.6:
                return [(f"{first} {last}", f"{other} {last}")]
    return []


# A transliterated name (阿列克谢·彼得罗夫, 玛丽·居里), read by the two characters either side
# of its middle dot: where the name starts and ends is not written, and the words around it
# may be reworded.
_DOTTED = re.compile(r"[\u4e00-\u9fff]{2}[·・•][\u4e00-\u9fff]{2}")


def _dotted_changed(before: str, after: str) -> list[tuple[str, str]]:
    """A transliterated name written with other characters (阿列克谢·彼得罗夫 → 阿历克塞·
    彼德罗夫), the old one nowhere in `after` and the new one nowhere in `before`, alike in
    half their characters or more."""
    old = set(_DOTTED.findall(before))
    new = sorted(set(_DOTTED.findall(after)) - old)
    for name in sorted(old):
        if name in after:
            continue
        for other in new:
            if other not in before and SequenceMatcher(None, name, other).ratio() >= 0.5:
                return [(name, other)]
    return []


# A given name alone inside a sentence, after the word that introduces it ("Her husband,
# David, and…"): that word and the name; or before "and" and a partner's name ("Meera and
# Raj, thank you"): the partner and the name.
_EN_GIVEN = re.compile(r"\b([a-z]+),?[ \t]+([A-Z][a-z]{2,})\b")
_EN_PAIRED = re.compile(r"\b([A-Z][a-z]{2,})[ \t]+(?:and|&)[ \t]+([A-Z][a-z]{2,})\b")


def _anchored(text: str) -> set[tuple[str, str]]:
    return {(m[1], m[2]) for m in _EN_GIVEN.finditer(text)} | {
        ("& " + m[2], m[1]) for m in _EN_PAIRED.finditer(text)
    }


def _en_given_changed(before: str, after: str) -> list[tuple[str, str]]:
    """A given name alone ("husband, David", "Meera and Raj") that `after` writes as a
    look-alike beside the same word ("husband, Daniel", "Mira and Raj"), the old name nowhere
    in `after` and the new one nowhere in `before`. Only so anchored, so a sentence recast to
    open another way is no name."""
    new = sorted(_anchored(after))
    changed: list[tuple[str, str]] = []
    for anchor, name in sorted(_anchored(before)):
        if _has_word(after, name) or any(name == old for old, _ in changed):
            continue
        for anchor2, other in new:
            if (
                anchor2 == anchor
                and other[0] == name[0]
                and not _has_word(before, other)
                and SequenceMatcher(None, name, other).ratio() >= 0.5
            ):
                changed.append((name, other))
                break
    return changed


# A capitalised word, and what stands before it: a word inside a sentence has a letter, a digit
# or a comma before it, not a full stop, a line's start or a quotation mark.
_CAPITALISED = re.compile(r"(?<![\w’'-])[A-Z][a-z]{3,}(?![\w’'-])")
# Capitalised words that are no one's name: days and months.
_CALENDAR = frozenset(
    re.findall(
        r"\w+",
        "monday tuesday wednesday thursday friday saturday sunday january february march april "
        "may june july august september october november december",
    )
)
_INSIDE = re.compile(r"[\w,;:)][ \t]+$")


def _inside_names(text: str) -> set[str]:
    """The capitalised words `text` writes inside a sentence at least once: names."""
    return {
        m[0]
        for m in _CAPITALISED.finditer(text)
        if _INSIDE.search(text[max(0, m.start() - 40) : m.start()])
    }


# A sentence may open with a name: the first of two capitalised words ("Anna Kowalski has…"),
# or one before a word of saying or an 's ("Anna says…", "Anna's kitchen"). Never a word
# every sentence may open with ("The Riverside Market…", "She said").
_NAMED_AT_START = re.compile(
    r"\b([A-Z][a-z]{2,})(?=[ \t]+[A-Z][a-z]+\b|[’']s\b|[ \t]+(?:says|said|told|tells|adds|added"
    r"|recalls|recalled|explains|explained|admits|admitted|laughs|laughed|smiles|smiled)\b)"
)
_COMMON = frozenset(
    re.findall(
        r"\w+",
        "the this that these those then than they them their there here when where what which "
        "while who whom whose why how with without within from into onto over under after "
        "before about above below again also and but for nor yet not now once only even ever "
        "every each some many much more most such both either neither other another any all "
        "she her hers his him he you your yours our ours its it we us was were are is has have "
        "had been being will would shall should could can may might must just still thus "
        "hence so very well yes one two three four five six seven eight nine ten first "
        "last next new old good great little long since until though although because "
        "if unless whether as at by in of on to up down out off near",
    )
)


def _named_at_start(text: str) -> set[str]:
    """The capitalised words `text` writes as a name where a sentence may start (words every
    sentence may open with aside)."""
    return {m[1] for m in _NAMED_AT_START.finditer(text) if m[1].lower() not in _COMMON}


def _en_alone_changed(before: str, after: str) -> list[tuple[str, str]]:
    """A name `before` writes inside a sentence ("her husband, Marcus, and…") that a rewritten
    paragraph of `after` no longer writes, with a capitalised look-alike in its place anywhere
    in that paragraph, at a sentence's start too ("Markus and Ade are…"): the same first
    letter and length give or take one, at most two letters apart, and a word `before` nowhere
    holds. Paragraph by paragraph when both have as many, since the name may stay right in
    another paragraph ("Your engineer, Carys Lloyd" above "Cerys will quote")."""
    names = _inside_names(before) | _named_at_start(before)
    known = {word.lower() for word in re.findall(r"[A-Za-z]+", before)}
    olds, news = before.split("\n\n"), after.split("\n\n")
    pairs = zip(olds, news, strict=True) if len(olds) == len(news) else [(before, after)]
    for old, new in pairs:
        if old == new:
            continue
        written = sorted({m[0] for m in _CAPITALISED.finditer(new)})
        for name in sorted(n for n in names if _has_word(old, n) and not _has_word(new, n)):
            for other in written:
                if (
                    other.lower() not in known
                    and other.lower() not in _COMMON
                    and other[0] == name[0]
                    # Sunday → Sundays, Smith → Smiths: the same word with an ending
                    and not (other.startswith(name) or name.startswith(other))
                    and name.lower() not in _CALENDAR
                    and abs(len(other) - len(name)) <= 1
                    and _apart(name.lower(), other.lower()) <= min(2, len(name) // 3)
                ):
                    return [(name, other)]
    return []


def _apart(a: str, b: str) -> int:
    """The edit distance of two short words."""
    row = list(range(len(b) + 1))
    for i, char in enumerate(a, 1):
        previous, row[0] = row[0], i
        for j, other in enumerate(b, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (char != other))
    return row[-1]


def _en_names(text: str) -> dict[str, tuple[str, str]]:
    return {m[1]: (m[2], m[3]) for m in _EN_NAME.finditer(text)}


def _en_changed(before: str, after: str) -> list[tuple[str, str]]:
    old, new = _en_names(before), _en_names(after)
    # A name read inside a sentence ("ask Joanna Field, our lead") is a person's: its surname
    # given an "s" is another name (Field → Fields), where two capitalised words that may open
    # a sentence ("Monday Market") may be a plural.
    inner = {(m[1], m[2]) for m in _EN_INNER_NAME.finditer(before)}
    changed: list[tuple[str, str]] = []
    for name, (first, last) in old.items():
        if _has_word(after, last):
            continue
        plural = (first, last) not in inner
        for other, (first2, last2) in new.items():
            if (
                first2 == first
                and not _has_word(before, last2)
                and last2[0] == last[0]
                and not (plural and last2 in (last + "s", last + "es"))
                and not (plural and last in (last2 + "s", last2 + "es"))
                # Reyes → Reid (the same first letters), Natarajan → Nataraj (a look-alike)
                and (last2[:2] == last[:2] or SequenceMatcher(None, last, last2).ratio() >= 0.5)
            ):
                changed.append((name, other))
                break
    return changed


def _en_paragraph_changed(before: str, after: str) -> list[tuple[str, str]]:
    """A name respelt in one rewritten paragraph while another keeps it ("ask Joanna Field" →
    "ask Joanna Fields" under an untouched "Joanna Field will meet you"): read paragraph by
    paragraph when both have as many, the new surname nowhere in `before`."""
    olds, news = before.split("\n\n"), after.split("\n\n")
    if len(olds) != len(news):
        return []
    for old, new in zip(olds, news, strict=True):
        if old != new:
            pairs = [
                (name, other)
                for name, other in _en_changed(old, new)
                if not _has_word(before, other.split()[-1])
            ]
            if pairs:
                return pairs
    return []


def _has_word(text: str, word: str) -> bool:
    """Whether `text` holds `word` as a word: "Nataraj" is not in "Priya Natarajan"."""
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text) is not None


def _after_roles(text: str) -> dict[str, set[str]]:
    """Each role word with the names that may follow it (a surname and one or two characters:
    会长陈晓梅回忆 gives 陈晓 and 陈晓梅) — the verb after a name is any verb (估计, 回忆, 算过)."""
    found: dict[str, set[str]] = {}
    for match in _ROLE_NAME.finditer(text):
        given = match[3]
        if len(given) == 2 and (given[1] in _HONORIFIC or given[1] in _AFTER_NAME):
            given = given[:1]  # 妈妈王敏阿姨: 王敏, not 王敏阿; 主厨陈海是: 陈海
        names = {match[2] + given[:1], match[2] + given} if len(given) == 2 else {match[2] + given}
        found.setdefault(match[1], set()).update(
            n for n in names if n[len(match[2]) :] not in _HONORIFIC
        )
    return found


def _zh_role_changed(before: str, after: str) -> list[tuple[str, str]]:
    """A name after a role (区环卫负责人雷涛估计 → 负责人雷韬算过, 会长陈晓梅 → 会长陈小梅,
    技师是孟庆芳 → 技师是孟庆方): the same role and surname, as many characters, one character
    of the given name another one, the old name written fewer times in `after` (it may stand
    in an untouched paragraph too) and the new one nowhere in `before`."""
    old, new = _after_roles(before), _after_roles(after)
    for role, names in old.items():
        pairs = [
            (name, other)
            for name in sorted(names, key=len, reverse=True)
            if after.count(name) < before.count(name) and (surname := _ZH_SURNAME.match(name))
            for other in sorted(new.get(role, ()))
            if other.startswith(surname[0])
            and len(other) == len(name)
            and sum(a != b for a, b in zip(name, other, strict=True)) == 1
            and other not in before
            and not _words_put_after(name, before, after)
        ]
        if pairs:
            return [pairs[0]]
    return []


def _zh_changed(before: str, after: str) -> list[tuple[str, str]]:
    old = {m[1] or m[2] for m in _ZH_NAME.finditer(before)}
    new = {m[1] or m[2] for m in _ZH_NAME.finditer(after)}
    changed: list[tuple[str, str]] = []
    for name in sorted(old):
        if name in after:
            continue
        surname = _ZH_SURNAME.match(name)
        for other in sorted(new):
            if (
                surname
                and other.startswith(surname[0])
                and len(other) == len(name)
                and other not in before
                and not _words_put_after(name, before, after)
            ):
                changed.append((name, other))
                break
    return changed or _zh_role_changed(before, after)


def _zh_known(text: str) -> set[str]:
    """The Chinese names `text` gives by a word of saying, of address or a role before them."""
    found = {m[1] or m[2] for m in _ZH_NAME.finditer(text)}
    return found.union(*_after_roles(text).values())


def _zh_paragraph_changed(before: str, after: str) -> list[tuple[str, str]]:
    """A name `before` gives (张伟说, 老邻居李秀英) respelt in one rewritten paragraph while
    another keeps it (张伟在这里 → 张玮在这里 above an untouched 张伟说): the old name gone from
    that paragraph, the new one as long, with the same surname and one character of the given
    name another, nowhere in `before`, and standing where the old one stood (the same
    character after it) or read as a name itself. Paragraph by paragraph when both have as
    many."""
    names = sorted(_zh_known(before), key=len, reverse=True)
    olds, news = before.split("\n\n"), after.split("\n\n")
    if not names or len(olds) != len(news):
        return []
    for old, new in zip(olds, news, strict=True):
        if old == new:
            continue
        for name in names:
            surname = _ZH_SURNAME.match(name)
            if name not in old or name in new or not surname:
                continue
            for other in _respelt(name, len(surname[0]), old, new):
                if other not in before and not _words_put_after(name, before, after):
                    return [(name, other)]
    return []


def _respelt(name: str, surname: int, old: str, new: str) -> list[str]:
    """The strings of `new` as long as `name`, with its surname and one other character of
    its given name, each with the same character after it as `name` has in `old`, the same
    one before it (找周敏。 → 随时找周明就好), or read as a name in `new`."""
    after = {old[at + len(name) : at + len(name) + 1] for at in _places(name, old)}
    # a whole name (punctuation after it, not 陈晓 of 陈晓梅) after a word it still follows
    ahead = {
        old[at - 1]
        for at in _places(name, old)
        if at > 0
        and re.match(r"[，。、；：！？,.;:!?）)」”]", old[at + len(name) : at + len(name) + 1])
    }
    named = _zh_known(new)
    found = []
    for at in _places(name[:surname], new):
        other = new[at : at + len(name)]
        if (
            len(other) == len(name)
            and re.fullmatch(r"[\u4e00-\u9fff]+", other)
            and sum(a != b for a, b in zip(name, other, strict=True)) == 1
            and (
                new[at + len(name) : at + len(name) + 1] in after
                or other in named
                or (
                    at > 0
                    and new[at - 1] in ahead
                    and new[at - 1] not in "，。、；：,;: "
                    and not set(other[surname:]) & (_HONORIFIC | _AFTER_NAME)
                )
            )
        ):
            found.append(other)
    return found


def _places(word: str, text: str) -> list[int]:
    return [at for at in range(len(text)) if text.startswith(word, at)]


def _words_put_after(name: str, before: str, after: str) -> bool:
    """Whether a name read as three characters is one of two with words put after it: in
    伴郎赵磊保管 → 伴郎赵磊悉心保管, "赵磊保" became no "赵磊悉" — 赵磊 and the word 保管 are both
    still there, a few characters apart."""
    at = before.find(name)
    word = before[at + 2 : at + 4]
    if len(name) != 3 or at < 0 or len(word) != 2:
        return False
    between = re.escape(name[:2]) + r"[\u4e00-\u9fff]{1,4}?" + re.escape(word)
    return re.search(between, after) is not None
