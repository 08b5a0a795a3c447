"""A named person's quoted words reworded by a restyle.

"Make paragraph 3 friendlier" that turns “We listened, and we found the money,” said Priya
into “We heard you, and we found the money!” puts words in her mouth the writer never heard.
A restyle may recast a quote (the corpora's policy, and the writer's journeys rely on it), so
it is saved and named for the writer to check, as a restyle's changed facts are. The writer
may ask for it (“reword her quote”, 把原话改得口语一点), a
typo fix or a translation may touch it, and a quote left out or told in reported speech is no
misquotation; a cut or a restyle that keeps every quoted word passes. A paragraph named for
its restyle (not a speaker's line: "Tom's line", 台词) with words of its own beside the quote
(“…,” he said, planing. The bamboo is three years old, “…”) gave the restyle those to work
on: rewording the quote's words there (not only its punctuation) is refused; a paragraph of
a quote and its attribution alone can only be restyled through the quote. A suggestion that
leaves the quotes as they are ("everything except the quotes", 引文不要动) has any quote a
restyle reworded refused, however short.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.align import similarity
from app.editing.elided import Refused
from app.editing.quoted import QUOTED
from app.editing.scope import Scope
from app.editing.units import normal, split_paragraphs

# An opening mark ends a quotation's words too: from every “ of a line of them, none closed,
# the words were read to the line's end (30,000 “: the square of it, seconds per pattern).
_QUOTE = re.compile(r"“([^“”\n]+)”|\"([^\"\n]+)\"|「([^「」\n]+)」|『([^『』\n]+)』")
# Words that say someone spoke: the quotation is theirs, not a title or a scare-quoted word.
_SPEECH = re.compile(
    r"\b(?:sa(?:id|ys?)|told|tells?|ask(?:ed|s)|add(?:ed|s)|recall(?:ed|s)|explain(?:ed|s)"
    r"|insist(?:ed|s)|laugh(?:ed|s)|wr(?:ote|ites)|according to)\b"
    r"|说|表示|称|问道|写道|笑道|回忆|坦言|介绍|感叹|提到",
    re.IGNORECASE,
)
# What asks for the quoted words themselves to change: rewording them, fixing their typos,
# translating the article. "The paragraph with Priya's quote" only names a paragraph.
_ASKED = re.compile(
    r"\b(?:rewr\w*|rephras\w*|rewor\w*|paraphras\w*|chang\w*|edit\w*|shorten\w*|tighten\w*"
    r"|fix\w*|tidy|clean\w*|simplif\w*|modernis\w*|moderniz\w*)\s+(?:up\s+)?"
    r"(?:the|her|his|their|its|this|that|each|every|all)?\s*(?:\w+['’]s\s+)?"
    r"(?:quotes?|quotations?|quoted|words|remarks?|lines?)\b"
    r"|\b(?:typos?|spelling|misspell\w*|grammar|grammatical|punctuation|translat\w*)\b"
    r"|(?:原话|引语|引言|引号里|说的话).{0,8}?(?:改|换|调整|润色|精简|口语|正式)"
    r"|(?:改|换|调整|润色|精简)(?:一下)?.{0,6}?(?:原话|引语|引言|说的话)"
    r"|错别字|错字|病句|语病|标点|翻译|译成|译为",
    re.IGNORECASE,
)


# A speaker's line named as the part to change: "Tom's line", "her reply", 台词, 对白.
_LINE_ASKED = re.compile(
    r"\b(?:line|lines|reply|replies|dialogue|retort)\b|台词|对白|对话|那句话|回答",
    re.IGNORECASE,
)


def _letters(text: str) -> str:
    """Text without its punctuation and spaces: a dash put inside a quote rewords nothing."""
    return re.sub(r"[\W_]+", "", normal(text)).lower()


def _quotes(text: str) -> list[str]:
    return [next(g for g in m.groups() if g is not None) for m in _QUOTE.finditer(text)]


def _words(text: str) -> str:
    """Text as its words alone: a quote's closing "." turned "," (its speaker moved after it)
    or its first letter's case is the same quotation."""
    return " ".join(re.sub(r"[\W_]+", " ", normal(text)).lower().split())


def _long(words: str) -> bool:
    """A quoted sentence or clause, not a scare-quoted word or a title."""
    latin = len(re.findall(r"[A-Za-z0-9']+", words))
    return latin >= 4 or len(re.findall(r"[\u4e00-\u9fff]", words)) >= 6


def quotes_note(
    before: str, after: str, suggestions: Sequence[str], scope: Scope, *, selected: bool = False
) -> str:
    """A sentence naming the quotes a rewrite put other words in than the writer's, unasked,
    or "" when it kept them."""
    asked = "\n".join(suggestions)
    if selected or scope.translate or _ASKED.search(asked):
        return ""
    spoken = [
        quote
        for paragraph in split_paragraphs(before).texts
        if _SPEECH.search(paragraph)
        for quote in _quotes(paragraph)
        if _long(quote) or scope.quotes_kept  # asked to keep them: the short ones too
    ]
    if not spoken:
        return ""
    words_before, words_after = f" {_words(before)} ", f" {_words(after)} "
    named = [_words(m[0]) for m in QUOTED.finditer(asked)]
    new = [q for q in _quotes(after) if f" {_words(q)} " not in words_before]
    changed = []
    reworded = []
    for quote in spoken:
        plain = _words(quote)
        if f" {plain} " in words_after or any(n and n in plain for n in named):
            continue
        close = max(new, key=lambda q: similarity(quote, q), default=None)
        if close is not None and similarity(quote, close) >= 0.3:
            changed.append(f"“{quote.strip()}” → “{close.strip()}”")
            reworded.append(quote)
    if not changed:
        return ""
    reworded = [q for q in reworded if _letters(q) not in _letters(after)]
    if scope.quotes_kept:
        _refuse_kept_quotes(before, changed)
    if (
        (not scope.whole or scope.unplaced)
        and not _LINE_ASKED.search(asked)
        and any(_beside_quote(p, reworded) for p in _named(before, after, scope))
    ):
        if re.search(r"[\u4e00-\u9fff]", before):
            raise Refused(
                f"模型改写了引号里别人说的原话（{'；'.join(changed[:3])}），而这一段在引语之外还有可以改的文字。"
                "没有保存，请按“重试”。"
            )
        raise Refused(
            "The model reworded words someone said ("
            + "; ".join(changed[:3])
            + "), though the paragraph had words of its own to restyle. Nothing was saved — "
            "press Retry."
        )
    return (
        "Check the quotes: the model reworded words someone said ("
        + "; ".join(changed[:3])
        + "), which the suggestion did not ask to change — ask again to keep their words."
    )


def _refuse_kept_quotes(before: str, changed: Sequence[str]) -> None:
    """Refuses a reply that reworded quotes the writer asked to leave as they are."""
    if re.search(r"[\u4e00-\u9fff]", before):
        raise Refused(
            f"你要求引语保持原样，但模型改写了引号里别人说的话（{'；'.join(changed[:3])}）。"
            "没有保存，请按“重试”。"
        )
    raise Refused(
        "You asked to leave the quotes as they are, but the model reworded words someone said ("
        + "; ".join(changed[:3])
        + "). Nothing was saved — press Retry."
    )


def _named(before: str, after: str, scope: Scope) -> list[str]:
    """The paragraphs the suggestion names; for one that names a part by words no paragraph
    shows (老陈那段, "the bit about the ferry"), those the rewrite changed."""
    paragraphs = split_paragraphs(before).texts
    if scope.unplaced:
        kept = set(split_paragraphs(after).texts)
        return [paragraph for paragraph in paragraphs if paragraph not in kept]
    return [paragraphs[i] for i in sorted(scope.paragraphs) if i < len(paragraphs)]


def _beside_quote(paragraph: str, reworded: Sequence[str]) -> bool:
    """Whether the paragraph holds a reworded quote and, beside its quotes, a sentence of
    its own that is not the attribution (said X, who chairs …; 韦德昌一边削竹骨，一边说)."""
    if not any(quote in paragraph for quote in reworded):
        return False
    narration = _QUOTE.sub("\n", paragraph)
    if not _SPEECH.search(narration):
        return False  # “I said I hadn't decided.” Nell buttoned her coat: a story's dialogue
    outside = re.split(r"[。！？.!?\n]+", narration)
    return any(
        not _SPEECH.search(sentence)
        and (
            len(re.findall(r"[\u4e00-\u9fff]", sentence)) >= 4
            or len(re.findall(r"[A-Za-z']+", sentence)) >= 3
        )
        for sentence in outside
    )
