"""Whether a full reply is the model talking to the writer — a refusal, a question, an
answer to a question about the text, tips and an offer to make the edit — rather than an
article (split from judge.py; the judge shows such a reply as the model's words)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.align import MATCH, is_chatter, is_talk, similarity
from app.editing.asked_pieces import asks_for_piece
from app.editing.declines import declined
from app.editing.formats.common import peel
from app.editing.formats.explained import gives_reason
from app.editing.formats.full import Reading
from app.editing.language import other_language
from app.editing.losses import word_size
from app.editing.opinion import answers_question, asks_opinion
from app.editing.scope import Scope
from app.editing.units import normal, split_paragraphs

# How a model refuses or asks: a question, an apology, "I can't", "I'd rather not", 不建议.
_TALK = re.compile(
    r"[?？]|\b(?:sorry|can't|cannot|can not|won't|unable|rather not|would rather|prefer not"
    # "which" asks ("which one?"), but not after a comma (", which gave 310,000 yuan")
    r"|could you|do you|(?<!, )which|clarify|not sure what|(?:am|'m) not (?:able|willing|going) to"
    r"|not in a position to)\b"
    # the model's own advice against the edit: "I wouldn't add that.", "I'd advise against it"
    r"|\bI (?:wouldn['’]t|would not|shouldn['’]t|should not)\b"
    r"|\bI(?: would|['’]d) (?:advise|recommend|suggest|argue|caution) against\b"
    # "我看不到您说的文档", "I can't see the file": the model has no text to edit
    r"|我(?:这边|这里)?(?:看不到|看不见|没(?:有)?看到|找不到|打不开|无法访问|访问不了|收不到)"
    r"|(?:贴|粘贴|发)(?:过来|给我|上来)"
    r"|抱歉|对不起|无法|不能|不建议|不太合适|请问|是指|你是说|您是说|请确认|请告诉我|请发给我",
    re.IGNORECASE,
)


# What a person of the text says, in quotation marks.
_SPOKEN = re.compile(r"“[^“”\n]*”|\"[^\"\n]*\"|「[^「」\n]*」")


class Talk(Exception):
    """The reply is the model talking (a refusal, a question), not an article."""


def check_talk(
    suggestions: Sequence[str], body: str, reading: Reading, reply: str, scope: Scope
) -> None:
    """Raise Talk when the reply is the model speaking to the writer, not an article."""
    originals = split_paragraphs(body).texts
    if reading.title is None and scope.translate:
        # "Translate it." answered "Which language would you like?": a question back, far
        # shorter than the article — no translation ends on a question that short
        asked = peel(reply, body).text.strip()
        if asked.endswith(("?", "？")) and word_size(asked) < min(0.3 * word_size(body), 60):
            raise Talk(asked)
    if suggestions and asks_for_piece(suggestions[-1]) and not _holds_article(reading, originals):
        # "give me three title options", 写一条朋友圈文案: the titles or the post are the answer
        raise Talk(peel(reply, body).text.strip() or reply.strip())
    if (
        reading.title is not None and not _asks_on_top(reading, originals, scope)
    ) or scope.translate:
        return
    if _FENCED.match(reply) and not any(o.lstrip().startswith(("```", "~~~")) for o in originals):
        return  # the text set apart in a fence, as the thing to paste, is text, not talk
    asked_view = bool(suggestions) and asks_opinion(suggestions[-1])
    if asked_view and (
        answers_question(list(reading.paragraphs))  # "Yes — it says…": an answer
        # one paragraph answering a question about the text ("Give me a one-line summary",
        # "How many words is paragraph 4?"): the answer, however like the text it reads
        or (len(reading.paragraphs) == 1 and len(originals) >= 2)
    ):
        answer = peel(reply, body).text.strip()
        if answer:
            raise Talk(answer)
    if asked_view and _quotes_to_answer(reading.paragraphs, originals):
        # "Which would you cut first? Don't cut it." answered "I'd cut this one:", the
        # paragraph copied, a reason: the answer, not an article of one paragraph
        answer = peel(reply, body).text.strip()
        if answer:
            raise Talk(answer)
    if any(
        _alike(unit, o) and not _asks_back(unit, o)
        for unit in reading.paragraphs
        for o in originals
    ):
        return
    units = list(reading.paragraphs)
    while len(units) > 1 and (is_chatter(units[-1]) or gives_reason(units[-1])):
        units.pop()  # a remark after new text ("I made it more active — let me know…")
    if any(_OFFER.search(unit) for unit in reading.paragraphs[len(units) :]):
        # tips, then "Would you like me to rewrite it along these lines?": nothing rewritten
        raise Talk(peel(reply, body).text.strip())
    said = reply if len(units) == len(reading.paragraphs) else "\n\n".join(units)
    words = peel(said, body).text.strip()
    if not words:
        return
    if asked_view:
        raise Talk(words)  # notes on the text, however long, answer a question: not a version
    talky = (
        bool(_TALK.search(words))
        or is_talk(words, body)
        # a lead that declines the edit: 我不太想改…, "I'm reluctant to change…"
        or declined(words, body, body) is not None
    )
    targets = "\n\n".join(o for i, o in enumerate(originals) if scope.touches(i))
    if translated_target(words, targets, body) or _article_translated(words, originals, body):
        return  # the asked paragraphs or the article in another language: refused as such
    if talky and word_size(words) < max(0.6 * word_size(body), 80):
        # the writer reads all the model said, its question after the tips included
        raise Talk(peel(reply, body).text.strip() or words)


_CHOICE = re.compile(r"^\s*(?:\d{1,2}[.)、．]|[-*•]|[一二三四五六][、.．])\s*\S")


def _asks_on_top(reading: Reading, originals: Sequence[str], scope: Scope) -> bool:
    """Whether the line read as a new title is the model's question ("请问要改哪个日期？" over
    the dates it could mean, numbered): not the title alone was asked, and no article follows."""
    title = (reading.title or "").strip()
    return (
        not (scope.title and not scope.whole)
        # the choices it asks between, listed; a question alone is read as talk elsewhere,
        # and a question over prose is a retitled article (in whatever language)
        and any(
            all(_CHOICE.match(line) for line in p.split("\n") if line.strip())
            for p in reading.paragraphs
        )
        and title.endswith(("?", "？"))
        and not any(similarity(title, o) >= MATCH for o in originals)
        and not _holds_article(reading, originals)
    )


def _holds_article(reading: Reading, originals: Sequence[str]) -> bool:
    """Whether the reply gives back most of the article's paragraphs (an edit, whatever was
    asked), not a few lines of the model's own."""
    held = sum(1 for o in originals if any(_alike(unit, o) for unit in reading.paragraphs))
    return 2 * held >= len(originals)


def translated_target(words: str, target: str, article: str) -> bool:
    """Whether a reply with no question or refusal in it reads as the asked paragraphs
    (`target`) written in another language than the article's ("I would like to warmly thank
    the builders…" for 感谢那段): about as long as them, so no remark about them — its words
    cannot be held against the article's, which are in another language. A quotation's
    words ("the rain won't get through") are a person of the article speaking, not the model."""
    if not target or _TALK.search(_SPOKEN.sub(" ", words)) or not other_language(article, words):
        return False
    return 0.5 <= word_size(words) / max(word_size(target), 1) <= 2


# An HTML tag, as a blog post embeds an image or bold words.
_TAG = re.compile(r"<[^<>\n]{1,300}>")


def _alike(unit: str, original: str) -> bool:
    """Whether a unit of the reply lines up with a paragraph, by its words: markup the model
    echoed ("好的<img src=…> 请问你指的是哪一段？" beside "第一段<img src=…>") is no sign the unit
    is that paragraph rewritten."""
    words = _TAG.sub(" ", original)
    if words == original or len(words.strip()) < 2:
        return similarity(unit, original) >= MATCH
    return similarity(_TAG.sub(" ", unit), words) >= MATCH


def _article_translated(words: str, originals: Sequence[str], article: str) -> bool:
    """Whether the reply is the whole article in another language, paragraph for paragraph,
    each about as long as the writer's: a question in it ("Questions? Call Li Fang…") is the
    article's own line, not the model asking — refused as another language, never shown as
    the model's words."""
    units = split_paragraphs(words).texts
    if len(originals) < 2 or len(units) != len(originals):
        return False
    if not other_language(article, words):
        return False
    return all(
        0.3 <= word_size(unit) / max(word_size(own), 1) <= 3
        for unit, own in zip(units, originals, strict=True)
    )


def _quotes_to_answer(units: Sequence[str], originals: Sequence[str]) -> bool:
    """Whether a reply quotes some of the article's paragraphs as they are, with words of its
    own around them, and rewrites none: what a question about the text is answered with."""
    plains = {normal(o) for o in originals}
    copies = [u for u in units if normal(u) in plains]
    return (
        0 < len(copies) < len(originals)
        and len(copies) < len(units)
        and all(
            normal(u) in plains or all(similarity(u, o) < MATCH for o in originals) for u in units
        )
    )


# A reply that is one fenced block and nothing else: "~~~\n…\n~~~", "```markdown\n…\n```".
_FENCED = re.compile(r"\A\s*(?P<fence>`{3,}|~{3,})[^\n`]*\n(?:(?!(?P=fence)).*\n)*?(?P=fence)\s*\Z")


# An offer to make the edit the reply only described: "Would you like me to rewrite it along
# these lines?", "需要我按这个思路直接改写吗？"
_OFFER = re.compile(
    r"\b(?:would you like me to|do you want me to|want me to|shall i|should i)\b[^.?!\n]{0,40}?"
    r"\b(?:rewrite|revise|redo|apply|implement|go ahead|make (?:these|those|the|that) changes?)"
    r"[^.!\n]*\?\s*$"
    r"|(?:需要我|要不要我|是否需要我|要我)[^。！？\n]{0,20}?(?:改写|修改|重写|改一下|改好|动手|照此|按这)"
    r"[^。！\n]*[？?]\s*$",
    re.IGNORECASE,
)

# A question put to the writer: "请问您想改哪一个？", "Which one should I change?"
_ASKS_WRITER = re.compile(
    r"请问|您|你想|你要|\b(?:which|would you|do you|should I|could you)\b", re.IGNORECASE
)


def _asks_back(unit: str, original: str) -> bool:
    """Whether a unit that shares words with a paragraph (it lists the paragraph's figures)
    is a question to the writer about it, not the paragraph rewritten: one short block that
    ends asking the writer, where the paragraph asks nothing."""
    text = unit.strip()
    if _quotes_to_ask(text, original):
        return True
    return (
        "\n" not in text
        and text.endswith(("?", "？"))
        and not re.search(r"[?？]", original)
        and _ASKS_WRITER.search(text) is not None
        and similarity(unit, original) < 0.75
    )


def _quotes_to_ask(text: str, original: str) -> bool:
    """Whether a unit quotes the paragraph whole, in quotation marks, inside a short question
    of the model's own ("你是想改“…”这一句吗？", 'Do you mean "…"? Tell me and I'll…'): the
    question is shown, not read as the article with the other paragraphs left out."""
    if re.search(r"[?？]", original):
        return False
    quoted = [q[1:-1] for q in _SPOKEN.findall(text)]
    if not any(similarity(q, original) >= MATCH for q in quoted):
        return False
    outside = _SPOKEN.sub(" ", text)
    return re.search(r"[?？]", outside) is not None and word_size(outside) <= 40


# A blockquote's lines: "> …", or a lone ">" between them.
_QUOTE_LINE = re.compile(r"^[ \t]{0,3}>[ \t]?(.*)$")


def quoted_question(reply: str, body: str) -> str | None:
    """The reply whole when it is a question that quotes a paragraph of the article as it
    stands, in a `> ` blockquote ("At the moment it says: > … Should the picture round
    stay…?", 这一段现在写的是：> … 能把更新后的奖品发给我吗？): the model asking before it edits,
    shown as its words, never the paragraph saved back or a wrong one found changed. None
    when the quote is changed (an edit set as a quote), the article quotes it so itself, or
    nothing outside the quote asks."""
    lines = reply.strip().split("\n")
    inside = [i for i, line in enumerate(lines) if _QUOTE_LINE.match(line)]
    if not inside or inside[-1] - inside[0] + 1 != len(inside):
        return None
    quoted = "\n".join(_QUOTE_LINE.match(lines[i])[1] for i in inside)  # type: ignore[index]
    around = "\n".join(lines[: inside[0]] + lines[inside[-1] + 1 :])
    if not re.search(r"[?？]", around) or word_size(around) > 80:
        return None
    originals = split_paragraphs(body).texts
    same = normal(quoted.strip())
    if not any(normal(o) == same and not _QUOTE_LINE.match(o) for o in originals):
        return None
    return reply.strip()
