"""The selection format: the model rewrites only the span the writer selected.

It is told to answer `<replacement>…</replacement>`; its answer is read leniently (tags,
fences and chatter peeled, quotes the selection did not have stripped) and refused when it
is not a replacement for the selection alone — the whole article, or the selection with the
text around it repeated — unless the new text for the selection is unambiguous.
"""

from __future__ import annotations

import re

from app.domain.bounded_diff import SequenceMatcher
from app.domain.models import WithheldChange
from app.domain.text import CJK_CHAR
from app.editing.align import MATCH, elisions, is_aside, is_talk, similarity
from app.editing.cut import dangles, unclosed
from app.editing.formats.common import NO_CHANGE, REVISED_LABEL, peel
from app.editing.formats.explained import explains
from app.editing.formats.selection_dress import (
    JsonCut,
    after_arrow,
    from_json,
    offers_versions,
    reads_as_heading,
    unlabelled,
    unwrapped,
    without_marker,
)
from app.editing.formats.selection_notes import (
    SelectionRefused,
    SelectionTalk,
    after_text,
    before_text,
    noted_lines,
    without_dash_note,
    without_tally,
)
from app.editing.formats.selection_pair import from_pair
from app.editing.formats.selection_spill import spilled
from app.editing.formats.selection_talk import asks_writer, is_ack, is_promise, lacks_then_asks
from app.editing.formats.selection_whole import selection_paragraph, whole_article_back
from app.editing.formats.selection_word import word_options, word_taken

__all__ = ["SelectionRefused", "SelectionTalk", "read_selection", "read_selection_parts"]
from app.editing.units import normal, sentence_spans, sentences

NAME = "selection"

INSTRUCTIONS = f"""\
Output format: reply only with the new text for the selected part, wrapped as \
<replacement>new text</replacement>. Do not repeat anything outside the selection. \
If it needs no change, reply {NO_CHANGE}. If you cannot make the change or need to ask \
something, say so in one or two plain sentences instead."""

REMINDER = (
    "Only the text inside <selection> may change; everything else stays exactly as it is. "
    "Reply with the new text for the selection only, as <replacement>…</replacement>."
)

_TAG = re.compile(r"<replacement>(.*?)(?:</replacement>|\Z)", re.DOTALL | re.IGNORECASE)
_SELECTION_TAG = re.compile(r"</?selection>", re.IGNORECASE)
_QUOTES = (('"', '"'), ("“", "”"), ("'", "'"), ("‘", "’"), ("「", "」"), ("『", "』"), ("«", "»"))


# A sentence at least this like its neighbour outside the selection is a rewrite of it.
_NEIGHBOUR = 0.3


def read_selection(reply: str, body: str, start: int, end: int) -> tuple[str, list[str]]:
    """The text that replaces body[start:end], read from the model's reply, and what the
    model said beside it (a remark or question around the replacement)."""
    text, said, _ = read_selection_parts(reply, body, start, end)
    return text, said


def read_selection_parts(
    reply: str, body: str, start: int, end: int
) -> tuple[str, list[str], list[WithheldChange]]:
    """read_selection's text and words, and what the reply rewrote outside the selection,
    offered apart (selection_spill.py)."""
    original = body[start:end]
    offered: list[WithheldChange] = []
    noted: list[str] = []
    try:
        answer = from_json(reply) or from_pair(reply, original, body)  # {…}, | Old | New |, <old>
    except JsonCut:
        raise SelectionRefused(
            "The model's replacement stops in the middle of its JSON answer — it was cut off "
            "— so nothing was changed. Press Retry to ask again."
        ) from None
    tagged = _TAG.search(reply) if answer is None else None
    if answer is not None:
        candidate = answer
    elif tagged:
        candidate = tagged[1]
        if len({t.strip() for t in _TAG.findall(reply)}) > 1 and "\n\n" not in original:
            _offered(_SELECTION_TAG.sub("", _TAG.sub(r"\1", reply)))
    elif (back := whole_article_back(peel(reply, body).text, body, start, end)) is not None:
        candidate = back  # the whole article copied back, the selection's words changed
    else:
        peeled = peel(reply, body)
        if lacks_then_asks(sentences(peeled.text), original, body):  # before "…article:" is cut
            raise SelectionTalk(peeled.text.strip())
        if offers_versions(peeled.text, original):
            _offered(peeled.text)
        units = [u for u in re.split(r"\n[ \t]*\n", peeled.text) if u.strip()]
        units = before_text(units, original, body)
        after_text(units, noted, original, body)
        if units and "\n" not in original.strip():
            lines = noted_lines(units[-1], noted).split("\n")
            while len(lines) > 1 and explains(lines[-1], original, body, lines[:-1]):
                noted.insert(0, lines.pop().strip())  # the same on the next line
            units[-1] = "\n".join(lines)
        candidate = "\n\n".join(units)
    candidate = _SELECTION_TAG.sub("", candidate).strip("\n")
    if answer is None and word_options(candidate, original, body[:start], body[end:]):
        _offered(candidate)
    candidate = word_taken(candidate, original)
    if offers_versions(candidate, original):
        _offered(candidate)
    candidate = _unlabelled(candidate, original)
    candidate = after_arrow(unlabelled(candidate, original), original)
    candidate = unwrapped(candidate.strip(), original)
    candidate, tally = without_tally(candidate, original)
    noted += tally
    if candidate.strip() in ('""', "“”", "''", "‘’", "「」", "『』"):
        candidate = ""  # an empty string, quoted
    if not candidate.strip():
        raise SelectionRefused("The model returned an empty replacement for the selection.")
    candidate, said = _without_asides(candidate.strip(), body, original)
    if not candidate:
        raise SelectionTalk(" ".join(said))
    candidate, remark = without_dash_note(candidate, original, body)
    noted += remark
    _check_left_out(candidate, original)
    line_start = body.rfind("\n", 0, start) + 1
    candidate = without_marker(candidate.strip(), body[line_start:start])
    candidate = _without_quotes(candidate.strip(), original)
    spill = spilled(candidate, body, start, end)
    if spill is not None:
        candidate, offered = spill[0], [spill[1]]
    else:
        candidate = _without_context(candidate, body, start, end)
    # quotes around the new text are seen once the model's words after it are off
    candidate = _without_quotes(candidate.strip(), original)
    candidate = _without_second_stop(candidate.strip(), original, body[end:])
    _check_cut(
        candidate,
        original,
        closed=tagged is None or "</replacement>" in reply.lower(),
        tagged=tagged is not None or answer is not None,
    )
    lead = original[: len(original) - len(original.lstrip())]
    trail = original[len(original.rstrip()) :]
    return lead + candidate.strip() + trail, said + noted, offered


def _offered(said: str) -> None:
    raise SelectionTalk(
        "The model offered more than one version instead of one, so nothing was changed — "
        f"paste the one you like, or ask again for the one you want. It said: “{said.strip()}”"
    )


def _check_left_out(text: str, original: str) -> None:
    """Refuse a replacement that stands for part of the selection instead of writing it: a
    placeholder ("[rest of paragraph unchanged]", （后面不变）) or a lone "..." after a
    sentence, which the selection does not have."""
    for mark in elisions(text):
        token = mark[0]
        if token in original:
            continue
        before = text[: mark.start()].rstrip()
        bare = token.strip(".…") == ""
        if bare and not (
            not before or before[-1] in _ENDS or text[mark.start() - 1 : mark.start()].isspace()
        ):
            continue  # "and then… silence": an ellipsis of the prose
        if bare and text[mark.end() : mark.end() + 1].isalnum():
            continue
        raise SelectionRefused(
            f"The model's replacement leaves part of the selection out (“{token.strip()}”) "
            "instead of writing it, so nothing was changed. Press Retry to ask again."
        )


_ENDS = ".!?。！？;；:：,，"


# Marks that end a sentence or clause: the writer's own one right after the selection is kept.
_STOPS = ".。!！?？,，;；:：、"


def _without_second_stop(text: str, original: str, after: str) -> str:
    """The replacement without the full stop (comma, question mark…) it ends with when the
    selection stopped before the writer's own: "…each link." + "." would read "link..";
    a stop the selection itself ended with stays."""
    # Or before the sentence goes on (" and two for children."): the model ended its
    # replacement as a sentence of its own.
    goes_on = bool(re.match(r" [a-z]", after) or CJK_CHAR.match(after[:1]))
    if (
        len(text) > 1
        and text[-1] in _STOPS
        and ((after[:1] in _STOPS and after[:1] != "") or (goes_on and text[-1] in ".。"))
        and not original.rstrip().endswith(tuple(_STOPS))
        and not text.endswith(("...", "……", "…"))
    ):
        return text[:-1].rstrip()
    return text


def _check_cut(text: str, original: str, closed: bool, tagged: bool = True) -> None:
    """Refuse a replacement that stops in the middle — on a word no sentence ends on, inside
    a bracket or quotation, without the stop the selection ends with and without its
    closing tag, or (untagged) on a bare word or a comma where the selection ends a
    sentence — where the selection itself does not."""
    # Without its closing tag the reply may well have stopped: any word that waits for more
    # (以, 于, "to") says so; with it, only one no phrase ends on.
    stops = (dangles(text, strict=closed) and not dangles(original)) or (
        unclosed(text) and not unclosed(original)
    )
    if not closed and not stops:
        stops = bool(_ENDS_STOP.search(original.rstrip())) and not _ENDS_STOP.search(text)
    if not tagged and not stops and _ENDS_STOP.search(original.rstrip()):
        stops = _stops_bare(text, original)
    if stops:
        words = " ".join(text.split())[-30:]
        raise SelectionRefused(
            f"The model's replacement stops in the middle (“…{words}”) — it was cut off — so "
            "nothing was changed. Press Retry to ask again."
        )


_ENDS_STOP = re.compile(r"[.!?。！？…;；][\"'”’」』）)\]】]*\s*$")
# Fewest words (a CJK character counts one) an untagged reply needs to be judged cut.
_FEWEST_WORDS = 8


def _stops_bare(text: str, original: str) -> bool:
    """Whether an untagged replacement for a selection that ends a sentence stops on a
    comma, or on a bare word while it is about as long as the selection (a rewrite turned
    into a heading is shorter) or on a word that waits for more: a reply cut off mid-clause
    that the model still reported finished."""
    flat = text.rstrip()
    if "\n" in flat:
        return False  # lines of a list or a verse end as they please
    if reads_as_heading(flat, original):
        return False  # "## How a Cargo Bike Replaced Our Car": a heading ends on a word
    if len(CJK_CHAR.findall(flat)) + len(re.findall(r"[A-Za-z0-9]+", flat)) < _FEWEST_WORDS:
        return False
    if re.search(r"[,，、:：]$", flat):
        return True
    if not re.search(r"\w$", flat):
        return False
    return len(normal(flat)) >= 0.6 * len(normal(original)) or dangles(flat)


def _unlabelled(text: str, original: str) -> str:
    """The replacement without a "修改后：" / "Revised:" / "改为：" label before it that the
    selection does not start with."""
    label = REVISED_LABEL.match(text)
    if label is None or normal(original).startswith(normal(label[0])):
        return text
    return text[label.end() :]


def _without_asides(text: str, body: str, original: str = "") -> tuple[str, list[str]]:
    """The replacement without the model's remarks before or after it ("Do you want it
    gently funny? …", "（注：已精简）"); all remarks and no replacement leaves "". A
    question with a promise to edit once answered ("Who reported it? Then I'll rewrite the
    sentence.") is all remarks too."""
    said = sentences(text)
    # with a promise, a question is put to the writer however many of the selection's words
    # it repeats ("第一批是九月几号开工呢？你把日期发我，我再帮你调整。")
    if any(is_promise(s, original) for s in said) and all(
        is_promise(s, original)
        or asks_writer(s, original, any_words=True)
        or is_aside(s, body)
        or is_ack(s)
        for s in said
    ):
        return "", [text.strip()]
    if lacks_then_asks(said, original, body):  # "I can’t work out …. What was …?"
        return "", [text.strip()]
    if is_talk(text, body) and not any(
        similarity(part, body) >= MATCH for part in text.split("\n") if part.strip()
    ):
        whole_talk = all(is_aside(s, body) or not s.strip() for s in sentences(text))
        if whole_talk or len(sentences(text)) <= 1:
            return "", [text.strip()]
    spans = sentence_spans(text)
    first, last = 0, len(spans)
    while first < last and is_aside(text[spans[first][0] : spans[first][1]], body):
        first += 1
    while last > first and is_aside(text[spans[last - 1][0] : spans[last - 1][1]], body):
        last -= 1
    if (first, last) == (0, len(spans)):
        return text, []
    said = [text[s:e].strip() for s, e in spans[:first] + spans[last:]]
    if first == last:
        return "", said
    return text[spans[first][0] : spans[last - 1][1]].strip(), said


def _without_quotes(text: str, original: str) -> str:
    for opener, closer in _QUOTES:
        inner = text[len(opener) : -len(closer)]
        if (
            len(text) > 2
            and text.startswith(opener)
            and text.endswith(closer)
            and not original.strip().startswith(opener)
            # 「别走，」她轻声说，「外面还在下雨。」 is two quotations, not one around it all
            and (opener == closer or (opener not in inner and closer not in inner))
        ):
            return text[len(opener) : -len(closer)].strip()
    return text


def _without_context(text: str, body: str, start: int, end: int) -> str:
    """The selection's new text when the reply repeats what is around it; refuse when that
    cannot be told apart."""
    before, after = body[:start], body[end:]
    if "\n\n" in text.strip() and "\n\n" not in body[start:end]:
        text = selection_paragraph(text, body, start, end)
    _check_neighbours(text, before, after, body[start:end])
    n_text = normal(text)
    n_body, n_before, n_after = normal(body), normal(before), normal(after)
    if len(n_text) <= len(normal(body[start:end])) * 1.2 + 40 and not _repeats(
        n_text, n_before, n_after
    ):
        return _within_line(text, body, start, end)
    # The reply repeats the text around the selection: keep what lies between.
    head = _shared_prefix(text, before)
    tail = _shared_suffix(text, after)
    middle = text[head : len(text) - tail] if head + tail < len(text) else ""
    if (head or tail) and middle.strip():
        _check_sentence_kept(middle.strip(), body, start, end, head > 0, tail > 0)
        return _within_line(middle.strip(), body, start, end)
    if n_text == n_body or len(n_text) > 0.8 * len(n_body):
        raise SelectionRefused(
            "The model returned the whole article instead of a replacement for the selected "
            "text, so nothing was changed. Press Retry to ask again."
        )
    if _repeats(n_text, n_before, n_after):
        raise SelectionRefused(
            "The model's replacement repeats the text around the selection, so it is unclear "
            "what should replace the selection. Nothing was changed — press Retry."
        )
    return _within_line(text, body, start, end)


def _within_line(text: str, body: str, start: int, end: int) -> str:
    """The selection's new text when the reply is its sentence or its whole line rewritten:
    the words around the selection kept exactly are trimmed off; rewritten ones cannot be
    told apart from the selection's new text, so the reply is refused."""
    line_start = body.rfind("\n", 0, start) + 1
    line_end = body.find("\n", end)
    line_end = len(body) if line_end < 0 else line_end
    # A line may hold many sentences: a reply that is only the selection's sentence reworded
    # is far from its line, so the sentence is weighed first.
    # A word or two around the selection in its sentence is enough to tell a rewrite of the
    # sentence ("她轻轻地笑了起来。" for 笑 in "她笑了。"); a line's needs more.
    for around_start, around_end, fewest in (
        (*_sentence_around(body, line_start, line_end, start, end), 1),
        (line_start, line_end, 8),
    ):
        pre, post = body[around_start:start], body[end:around_end]
        if len(re.sub(r"\W", "", normal(pre + post))) < fewest:
            continue
        around = similarity(text, body[around_start:around_end])
        if around < MATCH or around < similarity(text, body[start:end]) + 0.1:
            continue
        trimmed = _trimmed(text, pre, post)
        if trimmed is None:
            trimmed = _trimmed_one_side(text, pre, post, body[start:end])
        if trimmed is not None:
            return trimmed
        raise SelectionRefused(
            "The model rewrote the words around the selection too, not only the selected "
            "text, so nothing was changed. Press Retry to ask again, or select the whole "
            "sentence."
        )
    text = _within_sentence(text, body, start, end)
    first, last = _sentence_around(body, line_start, line_end, start, end)
    if _holds_surroundings(text, body[first:start], body[end:last], body[start:end]):
        raise SelectionRefused(
            "The model rewrote the words around the selection too, not only the selected "
            "text, so nothing was changed. Press Retry to ask again, or select the whole "
            "sentence."
        )
    return text


def _holds_surroundings(text: str, pre: str, post: str, original: str) -> bool:
    """Whether the new text still holds a run of the sentence's words outside the selection
    (a dozen letters, or six CJK characters) that the selection did not have: put in place,
    they would stand twice ("…I am Every volunteer who gave up… to every volunteer who gave
    up a weekend.")."""
    flat, own = normal(text), normal(original)
    for around in (normal(pre), normal(post)):
        if not around:
            continue
        match = SequenceMatcher(None, flat, around, autojunk=False).find_longest_match(
            0, len(flat), 0, len(around)
        )
        run = flat[match.a : match.a + match.size].strip()
        fewest = 6 if CJK_CHAR.search(run) else 15
        if len(run) >= fewest and run not in own:
            return True
    return False


def _check_sentence_kept(
    text: str, body: str, start: int, end: int, had_head: bool, had_tail: bool
) -> None:
    """Refuse a reply that repeated the text on one side of the selection but rewrote the
    rest of the selection's sentence on the other ("经过一番激烈讨论，委员们最终以多数票" +
    the unchanged "通过了预算方案…"): what is left is not the selection's new text alone."""
    line_start = body.rfind("\n", 0, start) + 1
    line_end = body.find("\n", end)
    line_end = len(body) if line_end < 0 else line_end
    first, last = _sentence_around(body, line_start, line_end, start, end)
    pre, post = body[first:start], body[end:last]
    flat = normal(text)
    rewrote_pre = (
        had_tail
        and not had_head
        and len(normal(pre)) >= 4
        and not flat.startswith(normal(pre))
        and similarity(text[: len(pre) + 4], pre) >= MATCH
    )
    rewrote_post = (
        had_head
        and not had_tail
        and len(normal(post)) >= 4
        and not flat.endswith(normal(post))
        and similarity(text[-(len(post) + 4) :], post) >= MATCH
    )
    if rewrote_pre or rewrote_post:
        raise SelectionRefused(
            "The model rewrote the words around the selection too, not only the selected "
            "text, so nothing was changed. Press Retry to ask again, or select the whole "
            "sentence."
        )


def _sentence_around(
    body: str, line_start: int, line_end: int, start: int, end: int
) -> tuple[int, int]:
    """Where the sentence (or sentences) holding body[start:end] begins and ends in its line,
    without the spaces after it."""
    first, last = start, end
    for span_start, span_end in sentence_spans(body[line_start:line_end]):
        span_start, span_end = span_start + line_start, span_end + line_start
        if span_start <= start < span_end:
            first = span_start
        if span_start < end <= span_end:
            last = span_end
    last = max(last, end)
    while last > end and body[last - 1].isspace():
        last -= 1
    return first, last


def _trimmed(text: str, pre: str, post: str) -> str | None:
    """`text` without `pre` before it and `post` after it, when it holds both unchanged
    (typography and spacing aside) around something; else None."""
    if text.startswith(pre) and text.endswith(post) and len(pre) + len(post) < len(text):
        return text[len(pre) : len(text) - len(post)]
    n_text = normal(text)
    if not (n_text.startswith(normal(pre)) and n_text.endswith(normal(post))):
        return None
    head = _reads_as(text, pre)
    tail = _reads_as(text[::-1], post[::-1])
    middle = text[head : len(text) - tail] if head + tail < len(text) else ""
    return middle.strip() or None


def _trimmed_one_side(text: str, pre: str, post: str, original: str) -> str | None:
    """`text` without the words before the selection it repeated unchanged, when it stops
    where the selection stops (no sentence more than the selection, none of the words after
    it): "两点开始狗狗秀。" + the new sentence, for the second of three sentences."""
    if not re.search(r"[.!?。！？]\s*$", pre) or not normal(text).startswith(normal(pre)):
        return None  # only whole sentences before a selection that starts one
    middle = text[_reads_as(text, pre) :].strip()
    if not middle or len(sentences(middle)) > max(1, len(sentences(original))):
        return None
    if post.strip() and _holds_surroundings(middle, "", post, original):
        return None
    return middle


def _reads_as(text: str, piece: str) -> int:
    """The length of the shortest prefix of `text` that reads as `piece` (0 for none)."""
    target = normal(piece)
    if not target:
        return 0
    for size in range(1, len(text) + 1):
        if normal(text[:size]) == target:
            return size
    return 0


_SENTENCE_STOP = re.compile(r"[.!?。！？；;]\s*|\n")


def _within_sentence(text: str, body: str, start: int, end: int) -> str:
    """The reply without the unchanged words of the selection's own sentence that it
    repeated before or after the new text ("风很大，" + new text, new text + "each link.")."""
    stops = list(_SENTENCE_STOP.finditer(body, 0, start))
    head = body[stops[-1].end() if stops else 0 : start]
    following = _SENTENCE_STOP.search(body, end)
    tail = body[end : following.start() if following else len(body)]
    flat = normal(text)
    if head.strip() and flat.startswith(normal(head)) and len(flat) > len(normal(head)):
        text = text[_prefix_length(text, head) :].lstrip()
    flat = normal(text)
    if tail.strip() and flat.endswith(normal(tail)) and len(flat) > len(normal(tail)):
        cut = _prefix_length(text[::-1], tail[::-1])
        text = text[: len(text) - cut].rstrip()
    return text


def _check_neighbours(text: str, before: str, after: str, original: str) -> None:
    """Refuse a reply that rewrote the sentence before or after the selection too."""
    said = sentences(text.strip())
    own = sentences(original.strip())
    if len(said) <= len(own):
        return
    # The sentences wholly before and after the selection's own (which may hold more of the
    # line than the selection: "Fry the onions " before "slowly").
    line_before, line_after = before.rsplit("\n", 1)[-1], after.split("\n", 1)[0]
    spans = sentence_spans(line_before + original + line_after)
    own_start = max((s for s, _ in spans if s <= len(line_before)), default=0)
    own_end = min(
        (e for _, e in spans if e >= len(line_before) + len(original)),
        default=len(line_before) + len(original),
    )
    previous = sentences(line_before[:own_start])
    following = sentences((line_before + original + line_after)[own_end:])
    first_is_previous = previous and similarity(said[0], previous[-1]) >= _NEIGHBOUR
    last_is_following = following and similarity(said[-1], following[0]) >= _NEIGHBOUR
    exact_previous = previous and normal(said[0]) == normal(previous[-1])
    exact_following = following and normal(said[-1]) == normal(following[0])
    if exact_previous and len(said) == len(own) + 1:
        last_is_following = False  # the one sentence more is the previous one, kept as it was
    if exact_following and len(said) == len(own) + 1:
        first_is_previous = False
    if (first_is_previous and not exact_previous) or (last_is_following and not exact_following):
        raise SelectionRefused(
            "The model's replacement also rewrote the text around the selection, so it is "
            "unclear what should replace the selection. Nothing was changed — press Retry."
        )


def _repeats(n_text: str, n_before: str, n_after: str) -> bool:
    """Whether the reply starts with the sentence before the selection or ends with the one
    after it (at least a dozen characters of it)."""
    tail_before = n_before[-40:].strip()
    head_after = n_after[:40].strip()
    return bool(
        (len(tail_before) >= 12 and tail_before[-12:] in n_text[: len(tail_before) + 20])
        or (len(head_after) >= 12 and head_after[:12] in n_text[-(len(head_after) + 20) :])
    )


def _shared_prefix(text: str, before: str) -> int:
    """How many leading characters of `text` repeat the end of `before` (whitespace-lenient)."""
    for size in range(min(len(text), len(before), 400), 7, -1):
        if normal(before[-size:]) and normal(text[:size]) == normal(before[-size:]):
            return size
    # The reply may start at the beginning of the selection's paragraph.
    paragraph_start = before.rfind("\n") + 1
    piece = before[paragraph_start:]
    if len(piece) >= 8 and normal(text).startswith(normal(piece)):
        return _prefix_length(text, piece)
    return 0


def _shared_suffix(text: str, after: str) -> int:
    for size in range(min(len(text), len(after), 400), 7, -1):
        if normal(after[:size]) and normal(text[-size:]) == normal(after[:size]):
            return size
    paragraph_end = after.find("\n")
    piece = after[: paragraph_end if paragraph_end >= 0 else len(after)]
    if len(piece) >= 8 and normal(text).endswith(normal(piece)):
        return _prefix_length(text[::-1], piece[::-1])
    return 0


def _prefix_length(text: str, piece: str) -> int:
    """The length of `text`'s prefix that reads as `piece`."""
    target = normal(piece)
    for size in range(max(0, len(piece) - 4), len(text) + 1):
        if normal(text[:size]) == target:
            return size
    return len(piece)
