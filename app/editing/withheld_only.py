"""What the writer is told when a reply changed only what was not asked: the changes are
withheld (offered, not applied) and no version is saved. When the suggestion named
paragraphs and the model rewrote another one instead ("Make the third paragraph clearer"
answered with the fourth rewritten, or "Here's the revised third paragraph:" for the
second), or asked for the title and rewrote a paragraph, the asked edit was not done: that
is an error to retry, not a quiet "nothing to change"."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from app.domain.bounded_diff import SequenceMatcher
from app.domain.models import WithheldChange
from app.domain.paragraph_places import places
from app.domain.text import split_paragraphs
from app.editing.align import similarity
from app.editing.scope import Scope
from app.editing.units import normal

# Below this likeness a withheld paragraph was rewritten, not tidied ("grip" → "really grip"
# and a sentence recast; a comma or a curly quote put back is far above it).
_REWRITTEN = 0.85


def withheld_line(
    withheld: Sequence[WithheldChange], *, chinese: bool = False, body: str = ""
) -> str:
    """ "Also suggested: …" for changes outside the request, each place named as the writer
    counts the paragraphs of the original `body` (headings not counted)."""
    named = _writers(body)
    places_: dict[str, int] = {}
    for change in withheld:
        at = _place(change.paragraph, named, chinese, change.before)
        places_[at] = places_.get(at, 0) + 1
    if chinese:
        listed = "，".join(f"{at} {count} 处改动" for at, count in places_.items())
        return f"另有建议：{listed}——未采用，因为建议并没有要求。"
    listed = ", ".join(
        f"{count} change{'s' if count > 1 else ''} in {at}" for at, count in places_.items()
    )
    return f"Also suggested: {listed} — not applied, since the suggestion did not ask for them."


def _writers(body: str) -> list[int | str]:
    return places(split_paragraphs(body)) if body else []


def _place(paragraph: int, named: list[int | str], chinese: bool, before: str = "x") -> str:
    """Block `paragraph` (1-based, 0 the title) as the writer names it."""
    if paragraph == 0:
        return "标题" if chinese else "the title"
    place = named[paragraph - 1] if before.strip() and paragraph <= len(named) else paragraph
    if isinstance(place, str):
        return f"小标题“{place}”" if chinese else f"the heading “{place}”"
    return f"第 {place} 段" if chinese else f"paragraph {place}"


def _numbers(paragraphs: Sequence[int], named: list[int | str]) -> list[int | str]:
    """Blocks (1-based) as the writer numbers them, in order, each once; a section's heading
    among its paragraphs is left out (they name the section), a heading alone stays a block."""
    seen: list[int | str] = []
    for paragraph in paragraphs:
        place = named[paragraph - 1] if 1 <= paragraph <= len(named) else paragraph
        if isinstance(place, str):
            place = paragraph
            if any(isinstance(named[p - 1], int) for p in paragraphs if 1 <= p <= len(named)):
                continue
        if place not in seen:
            seen.append(place)
    return seen


def withheld_only(
    withheld: Sequence[WithheldChange],
    scope: Scope | None,
    *,
    chinese: bool = False,
    body: str = "",
) -> tuple[Literal["ok", "error"], str]:
    """The status and message for a reply whose every change was withheld, in Chinese for a
    Chinese article (as facts.py and fill_ins.py refuse one). Paragraphs are named as the
    writer counts those of the original `body` (headings not counted)."""
    named = _writers(body)
    also = withheld_line(withheld, chinese=chinese, body=body)
    gap = "" if chinese else " "  # Chinese sentences stand side by side
    wrong = rewrote_instead(withheld, scope)
    if wrong:
        asked = sorted(p + 1 for p in scope.paragraphs) if scope else []
        said = _rewrote_instead(_said(wrong, named, chinese), _said(asked, named, chinese), chinese)
        return "error", said + gap + also
    wrong = rewrote_for_title(withheld, scope)
    if wrong:
        return "error", _rewrote_instead(_said(wrong, named, chinese), "", chinese) + gap + also
    dropped = [c for c in withheld if c.paragraph >= 1 and c.before.strip() and not c.after.strip()]
    if dropped:  # not "unchanged": the reply lost a paragraph, which is an edit failed
        rest = [c for c in withheld if c not in dropped]
        also = withheld_line(rest, chinese=chinese, body=body) if rest else ""
        asked = sorted(p + 1 for p in scope.paragraphs) if scope and not scope.whole else []
        left = _left_out(dropped, _numbers(asked, named), chinese, named)
        return "error", (left + gap + also).strip()
    if chinese:
        return "ok", f"模型没有改建议所问的地方，所以没有保存新版本。{also}"
    return (
        "ok",
        f"The model changed nothing that the suggestion asked about, so no new version was "
        f"saved. {also}",
    )


def _left_out(
    dropped: list[WithheldChange], asked: list[int | str], chinese: bool, named: list[int | str]
) -> str:
    """The model left out paragraphs nobody asked to remove and changed nothing asked."""
    numbers = [str(n) for n in _numbers([c.paragraph for c in dropped], named)]
    first = " ".join(dropped[0].before.split())
    quoted = first if len(first) <= 40 else first[:40].rstrip() + "…"
    if chinese:
        kept = (
            f"你问的第 {'、'.join(map(str, asked))} 段它原样给了回来"
            if asked
            else "你问的地方它也没改"
        )
        still = "这些段落" if len(numbers) > 1 else "这一段"
        return (
            f"模型漏掉了第 {'、'.join(numbers)} 段（“{quoted}”），建议并没有要求删它，而{kept}，"
            f"所以没有保存新版本，文章里{still}还在。请按“重试”。"
        )
    kept = (
        f"gave paragraph {', '.join(map(str, asked))} back as it was"
        if asked
        else "changed nothing you asked for"
    )
    return (
        f"The model left out paragraph {', '.join(numbers)} (“{quoted}”), which the suggestion "
        f"did not ask to remove, and {kept}, so nothing was saved — your article still has "
        f"{'them' if len(numbers) > 1 else 'it'}. Press Retry."
    )


def _said(paragraphs: Sequence[int], named: list[int | str], chinese: bool) -> str:
    """Blocks (1-based) as the writer names them: "paragraph 2, 3", 第 2、3 段, and a heading
    alone by its words ("the heading “Next steps”", never a paragraph number the writer's count
    lacks); a section's heading among its paragraphs is left out."""
    numbers: list[int] = []
    headings: list[str] = []
    sections = any(isinstance(named[p - 1], int) for p in paragraphs if 1 <= p <= len(named))
    for paragraph in paragraphs:
        place = named[paragraph - 1] if 1 <= paragraph <= len(named) else paragraph
        heading = f"小标题“{place}”" if chinese else f"the heading “{place}”"
        if isinstance(place, int) and place not in numbers:
            numbers.append(place)
        elif isinstance(place, str) and not sections and heading not in headings:
            headings.append(heading)
    if numbers:
        joined = ("、" if chinese else ", ").join(map(str, numbers))
        headings.insert(0, f"第 {joined} 段" if chinese else f"paragraph {joined}")
    return ("和" if chinese else " and ").join(headings)


def _rewrote_instead(wrong: str, asked: str, chinese: bool) -> str:
    """The model rewrote `wrong` instead of `asked` (empty: the title)."""
    if chinese:
        return f"模型改写的是{wrong}，而不是你问的{asked or '标题'}，所以什么都没保存。请按“重试”。"
    return (
        f"The model rewrote {wrong} instead of {asked or 'the title'}, "
        "which you asked about, so nothing was saved — press Retry."
    )


def rewrote_instead(withheld: Sequence[WithheldChange], scope: Scope | None) -> list[int]:
    """The paragraphs (1-based) the model rewrote in place of the ones a suggestion named:
    none unless the suggestion named paragraphs (not the whole, the title or sentences) and
    a withheld change rewrites a paragraph that was there (not a new one, not a tidy-up)."""
    if scope is None or scope.whole or scope.title or scope.sentences or not scope.paragraphs:
        return []
    return sorted(
        {
            change.paragraph
            for change in withheld
            if change.paragraph - 1 not in scope.paragraphs
            and _was_there(change)
            and (
                _rewritten(change)
                or _many_words_changed(change)
                or _neighbour_reworded(change, scope.paragraphs)
                or _asked_words_put_here(change, scope.quoted)
                or (_ASKS_ADD.search(scope.wording) and _sentence_added(change))
            )
        }
    )


# An ask to add a sentence: "add a line", 加一句, 补充一句.
_ASKS_ADD = re.compile(
    r"\b(?:add|insert|append|mention)\b|加一句|加上|补充|补一句|添一句|加一行|写上|注明",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[^。！？!?.\n]+[。！？!?.]?")


def _sentence_added(change: WithheldChange) -> bool:
    """Whether the change puts a whole new sentence into the paragraph (报名请联系贺敏。 into
    the tea-set paragraph when 报名联系那段加一句… was asked): the asked addition, in the wrong
    place. A table's row changed is no sentence added."""
    if not _was_there(change) or change.before.lstrip().startswith("|"):
        return False
    old = normal(change.before)
    for sentence in _SENTENCE.findall(change.after):
        said = normal(sentence).strip()
        cjk = len(re.findall(r"[\u4e00-\u9fff]", said))
        if said and said not in old and (cjk >= 4 or len(said.split()) >= 3):
            return True
    return False


def _asked_words_put_here(change: WithheldChange, quoted: frozenset[str]) -> bool:
    """Whether the change writes into this paragraph the words the suggestion quoted to add
    (加一句“请自带杯子喝汤。” put in the sign-up paragraph): the asked edit, in the wrong place."""
    before, after = normal(change.before), normal(change.after)
    return any(len(q) >= 4 and q in after and q not in before for q in quoted)


# A rewrite in other words keeps a paragraph's figures and names, so its likeness may stay
# above _REWRITTEN ("Over two growing seasons we will install…" made formal as "During two
# consecutive growing seasons, the project will install…"); a tidy-up changes a word or two.
_MANY_WORDS = 4
_WORD_SHARE = 0.15
_LONGEST = 2000


def _many_words_changed(change: WithheldChange) -> bool:
    """Whether a withheld change rewords several of the paragraph's words, a share of them."""
    before, after = _words(change.before), _words(change.after)
    if len(before) + len(after) > _LONGEST:
        return False  # a long paragraph is judged by its likeness alone (the diff is quadratic)
    matcher = SequenceMatcher(None, before, after, autojunk=False)
    changed = sum(
        max(i2 - i1, j2 - j1) for op, i1, i2, j1, j2 in matcher.get_opcodes() if op != "equal"
    )
    return changed >= _MANY_WORDS and changed >= _WORD_SHARE * max(len(before), 1)


def reworded_elsewhere(withheld: Sequence[WithheldChange], scope: Scope) -> list[int]:
    """The paragraphs (1-based) outside the scope where a withheld change writes words the
    paragraph did not hold, however few (a comma or a quote mark put back, or a table row
    dropped, writes none)."""
    return sorted(
        {
            change.paragraph
            for change in withheld
            if change.paragraph - 1 not in scope.paragraphs
            and _was_there(change)
            and set(_words(change.after)) - set(_words(change.before))
        }
    )


def rewrote_for_title(withheld: Sequence[WithheldChange], scope: Scope | None) -> list[int]:
    """The paragraphs (1-based) the model rewrote when only the title was asked for ("Turn the
    title into a question" answered with the opening paragraph recast): the asked edit was not
    done. A tidy-up elsewhere (a comma, a quote mark) is not a rewrite; the opening paragraph,
    which a model takes for the title, reworded however lightly is ("Was it worth the wait?"
    put before its first sentence)."""
    if scope is None or scope.whole or not scope.title or scope.paragraphs or scope.sentences:
        return []
    return sorted(
        {
            change.paragraph
            for change in withheld
            if _was_there(change)
            and (
                _rewritten(change)
                or (change.paragraph == 1 and _words(change.before) != _words(change.after))
            )
        }
    )


def _was_there(change: WithheldChange) -> bool:
    """A change to a paragraph the article had and still has (not the title, a new one or
    one deleted)."""
    return change.paragraph >= 1 and bool(change.before.strip()) and bool(change.after.strip())


def _rewritten(change: WithheldChange) -> bool:
    return similarity(change.before, change.after) < _REWRITTEN


def _neighbour_reworded(change: WithheldChange, asked: frozenset[int]) -> bool:
    """Whether a withheld change rewords the paragraph next to an asked one, however lightly
    ("Here's paragraph 12:" over paragraph 11 with "dates from" → "has stood since": the
    model counted from zero). Punctuation, spacing and quote marks put back are a tidy-up."""
    beside = {change.paragraph - 2, change.paragraph} & asked  # 0-based neighbours
    return bool(beside) and _words(change.before) != _words(change.after)


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", text.lower())


def touched_up_instead(
    before: str, after: str, withheld: Sequence[WithheldChange], scope: Scope | None
) -> bool:
    """Whether the reply only touched up the asked paragraphs — a comma, a stop or a space
    changed, nothing else — while it rewrote another one, withheld: the asked edit was not
    done, as when every change was withheld — an error to retry, not the comma saved as the
    edit. A paragraph whose lines or marks changed is edited, whatever its words: a list item
    split in two (- 五档亮度、三种色温 → - 五档亮度 / - 三种色温) keeps every Chinese run of
    words. Not when punctuation or typos were asked for."""
    olds, news = before.split("\n\n"), after.split("\n\n")
    if scope is None or scope.light or scope.typography or len(olds) != len(news):
        return False
    if not rewrote_instead(withheld, scope):
        return False
    return all(_touched_up(old, new) for old, new in zip(olds, news, strict=True))


# What a touch-up changes: commas, stops, quote marks and spaces within a line.
_TOUCH = re.compile(r"[ \t,，、.。;；:：!！?？'\"“”‘’]")


def _touched_up(old: str, new: str) -> bool:
    return _TOUCH.sub("", old) == _TOUCH.sub("", new)
