"""A sentence or clause of the asked paragraph that the reply dropped though the suggestion did
not ask to cut anything: "add a sentence about the season ticket" answered with the paragraph
minus its one-guest-per-season rule, 加一句“兑奖时请出示兑奖券” answered without 每户最多兑换两次,
a café time added and "by 8.45 am" gone.

An ask to add (add, insert, mention, 加一句, 补充) keeps every clause of the writer's paragraph:
one of three words or more (four character pairs in Chinese) whose words the new paragraph no
longer holds (fewer than half of them), or whose figure it no longer writes, is refused. An ask
that also restyles (friendlier, clearer, 暖一点), shortens, cuts, removes, translates or recasts
is not read here (a restyle's dropped fact is named by left_facts.py, as the older corpora
expect), nor a clause whose own words the ask quotes to change. Pure: paragraphs in, a reason
out (raised as Refused).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from app.domain.bounded_diff import SequenceMatcher
from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.quoted_inserts import without_quoted
from app.editing.scope import Scope

_ADD = re.compile(
    r"\b(?:add|adding|insert|append|include|mention|put in)\b"
    r"|加一句|加上|加一条|加一行|补充|补一句|补上|添一句|添上|增加一句|写上|再加",
    re.IGNORECASE,
)
# An ask about how the paragraph reads: it may recast the writer's words, not their facts.
_RESTYLE = re.compile(
    r"\b(?:friendl\w*|clear\w*|liveli\w*|lively|warm\w*|polish\w*|rewrite|reword\w*|tone"
    r"|readable|easier|formal\w*|casual|punch\w*|engaging|simpl\w*|smooth\w*|improve\w*"
    r"|better|tidy|flow)\b"
    r"|亲切|友好|生动|活泼|通顺|改写|润色|简洁|清楚|清晰|口语|正式|语气|顺一点|好读|有力|吸引"
    r"|暖|热情|幽默|有趣|自然|流畅|感人|委婉|客气|礼貌|轻松|优美|通俗",
    re.IGNORECASE,
)
# Asks that may cut (or recast everything): read by cut.py, losses.py and others instead.
CUTS = re.compile(
    r"\b(?:short\w*|cut\w*|trim\w*|remove\w*|delete\w*|drop\w*|condense\w*|summari[sz]e\w*"
    r"|tighten\w*|concise\w*|brief\w*|one\s+sentence|merge\w*|combine\w*)\b"
    r"|精简|缩短|删|去掉|压缩|概括|一句话|合并|简短|短一点|短一些",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r"(?:[^,，;；:：。！？!?\n]|(?<=\d)[:：](?=\d))+(?:[,，;；:：。！？!?]|$)")
_SENTENCE_EN = re.compile(r"(?<=[.!?])\s+")
_FIGURE = re.compile(
    r"\d+(?:[.:]\d+)*|(?<![\d一二两三四五六七八九十百千万])[一二两三四五六七八九十][一二两三四五六七八九十百千万]*"
    r"(?=[次个人名张份块条位天周月年元岁号]|小时|分钟)"
)
_EN_WORD = re.compile(r"[a-z0-9£$€]+(?:['’][a-z]+)?")
_EN_LIGHT = frozenset(
    re.findall(
        r"\S+",
        """the a an and or but so to of in on at for by with from as is are was were be been it its
        we you they our your their this that there will can may must should would could just also
        very all any each if when who which not no do does did has have had please""",
    )
)
_HAN_RUN = re.compile(r"[\u4e00-\u9fff]+")


def check_kept_in_target(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when a paragraph the reply changed in its place lost a clause of the
    writer's that the suggestion did not ask to cut (see the module docstring)."""
    asked = " ".join(suggestions)
    if (
        scope.whole
        or scope.translate
        or scope.shorten
        or scope.removes
        or scope.reshape
        or scope.form
        or scope.moves
        or scope.reorders
        or CUTS.search(asked)
    ):
        return
    adds = bool(_ADD.search(asked)) and not _RESTYLE.search(asked)
    if not adds:
        return  # a restyle, a fact changed, a word fixed: facts.py and left_facts.py read them
    for old, new in changed_pairs(before.split("\n\n"), after.split("\n\n")):
        # full-width digits and colons (１４：３０) are the writer's figures all the same
        gone = _dropped(old, unicodedata.normalize("NFKC", new), asked)
        if gone:
            raise Refused(_reason(gone, counts_characters(before)))


def rewritten_pairs(before: str, after: str) -> list[tuple[str, str]]:
    """Each paragraph the reply changed with the writer's it stands for: paragraph for
    paragraph when the reply kept their count, however freely it rewrote one, else
    `changed_pairs`. (Blank stretches are no paragraphs: 20,000 line breaks made 10,000 for
    difflib to pair.)"""
    olds = [p for p in before.split("\n\n") if p.strip()]
    news = [p for p in after.split("\n\n") if p.strip()]
    if len(olds) == len(news):
        return [(o, n) for o, n in zip(olds, news, strict=True) if o != n]
    return changed_pairs(olds, news)


def changed_pairs(old: list[str], new: list[str]) -> list[tuple[str, str]]:
    """The paragraphs the reply changed, each with the writer's it is likest (half alike at
    least): a reply that also reshaped another paragraph of the stretch does not pair the
    writer's clause with a paragraph it never stood in."""
    pairs: list[tuple[str, str]] = []
    # The stretch the reply changed, between what it kept at both ends: difflib over all of it
    # is quadratic in an article of 20,000 copies of one paragraph (test_growth_*).
    start = 0
    while start < min(len(old), len(new)) and old[start] == new[start]:
        start += 1
    end = 0
    while end < min(len(old), len(new)) - start and old[-1 - end] == new[-1 - end]:
        end += 1
    old, new = old[start : len(old) - end], new[start : len(new) - end]
    matcher = SequenceMatcher(None, old, new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "replace":
            continue
        mine_of, theirs_of = old[i1:i2], new[j1:j2]
        ratios = [
            [SequenceMatcher(None, mine, theirs).ratio() for theirs in theirs_of]
            for mine in mine_of
        ]
        # Each paragraph of the reply goes with the writer's it is likest: a paragraph the reply
        # split in two ("必要时可以拆开") is read against both halves, the clause the second
        # half carries not dropped.
        owner = [
            max(range(len(mine_of)), key=lambda k: ratios[k][j]) for j in range(len(theirs_of))
        ]
        for k, mine in enumerate(mine_of):
            if max(ratios[k]) >= 0.5:
                joined = [theirs for j, theirs in enumerate(theirs_of) if owner[j] == k]
                pairs.append(
                    (mine, "\n\n".join(joined) or max(zip(ratios[k], theirs_of, strict=True))[1])
                )
    return pairs


def _dropped(old: str, new: str, asked: str) -> str:
    """The first clause of `old` that `new` lost ("" when none)."""
    if old.lstrip().startswith(("|", "#", "-", "*", ">", "```")) or re.match(r"\s*\d+[.)]", old):
        return ""  # tables, headings, lists and quotes: rows.py, dropped_lines.py read them
    for clause in _clauses(old):
        if named_by_ask(clause, asked):
            continue
        words = _words(clause)
        if len(words) < (4 if _HAN_RUN.search(clause) else 3):
            continue
        kept = _words(new)
        share = sum(w in kept for w in words) / len(words)
        figures = _FIGURE.findall(clause)
        # an addition keeps each clause, and each figure of it ("by 8.45 am") — unless the ask
        # gives the figure written in its place (…入场截止时间改成19:45: 20:00后不再入场 → 19:45后…)
        gone = [f for f in figures if not _holds(new, f) and not _holds(asked, f)]
        # (a figure inside the quoted words to add is the addition's, not a change: "by 8.45
        # am" gone beside "Add: 'The café opens at 7.30 am.'" is still dropped)
        given = _FIGURE.findall(without_quoted(asked))
        if gone and share >= 0.5 and any(_holds(new, f) for f in given):
            gone = []
        if share < 0.5 or gone:
            return clause
    return ""


def _holds(text: str, figure: str) -> bool:
    """Whether `text` writes `figure` as a figure of its own (not "1" inside "6.15")."""
    if not figure[0].isdigit():
        return figure in text  # 两次, 三十名
    return re.search(rf"(?<![\d.])(?<!\d:){re.escape(figure)}(?![\d]|[.:]\d)", text) is not None


def _clauses(text: str) -> list[str]:
    """The paragraph's clauses (a sentence in English, cut at its commas before "but"; a
    Chinese clause to its comma or stop)."""
    if _HAN_RUN.search(text):
        return [c.strip() for c in _CLAUSE.findall(text) if c.strip()]
    out: list[str] = []
    for sentence in _SENTENCE_EN.split(text.strip()):
        out.extend(
            p.strip()
            for p in re.split(r",\s+(?=(?:and|but|so|or|while)\b)|;\s+", sentence)
            if p.strip()
        )
    return out


def _words(text: str) -> set[str]:
    """A text's Chinese character pairs and its other words (a link, a name in Latin letters)."""
    pairs = {run[i : i + 2] for run in _HAN_RUN.findall(text) for i in range(len(run) - 1)}
    return pairs | {
        w
        for w in _EN_WORD.findall(text.lower().replace("’", "'"))
        if w not in _EN_LIGHT and len(w) > 1 and not w.isdigit()
    }


def named_by_ask(clause: str, asked: str) -> bool:
    """Whether the suggestion speaks of the clause: half its words said in the ask, nearly all
    of them in Chinese beside a word of changing — not in brackets (a paragraph named by its
    opening words, 兑奖那段（每户最多兑换两次……）, is only named, not asked to change)."""
    words = _words(clause)
    said = _words(_PARENTHESES.sub(" ", asked))
    if not words:
        return False
    if _HAN_RUN.search(clause):
        return sum(w in said for w in words) >= 0.9 * len(words) and _asks_change(asked)
    return sum(w in said for w in words) >= 0.5 * len(words)


def _asks_change(asked: str) -> bool:
    return bool(re.search(r"改|(?<!兑)换|删|去掉|不要", asked))


# A paragraph named by its opening words in brackets, 兑奖那段（每户最多兑换两次……）: named only.
_PARENTHESES = re.compile(r"[（(][^）)]*[）)]")


def _reason(clause: str, zh: bool) -> str:
    clause = clause.rstrip("，,；;：:。.！!？? ")
    if zh:
        return (
            f"模型在所改的段落里删掉了“{clause}”，建议并没有要求删，文章就少说了你写的内容，"
            "所以什么都没保存。请按“重试”。"
        )
    return (
        f"The model left out “{clause}” from the paragraph it was asked to change, which the "
        "suggestion did not ask to remove, so nothing was saved. Press Retry."
    )
