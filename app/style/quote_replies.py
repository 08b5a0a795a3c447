"""A question answered under its quote, the way mail and chat apps reply ("> Should I keep the
sentences short in future posts?\\nYes. Always.",
「> 以后要不要用“你”来称呼读者？\\n不要，一律写“游客”」,
the writer's own hesitant message quoted back: "> Maybe fewer emoji? Not sure yet.\\nDecided:
yes, fewer. Every post.").

The quote is the question, the lines under it the writer's answer. Read together, the rules
hear a question ("should I…?") and ask it back; read apart, a "yes" takes the quoted proposal up
as the writer's own wish, said plainly — "Keep the sentences short in future posts" — and a "no"
turns it down, leaving only what the answer itself says ("No - 'guests', always": third person;
"No thanks, leave them as they are": nothing). A message that is neither (the writer's own
earlier words quoted: "> Me, back in June: '…'\nThat still stands.") is read whole. Pure:
text in, readings out (`hear` reads the proposal).
"""

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from app.style.dimensions import Observation
from app.style.filing import WRITER_STRENGTH

_I = re.IGNORECASE
_QUOTE_LINE = re.compile(r"^[ \t]*[>＞]")
_YES = re.compile(
    r"^\W*(?:(?:decided|ok(?:ay)?|right|thought about it|thinking about it|on reflection|yep|well)"
    r"\W+)*(?:yes|yeah|yep|yup|yes please|sure|definitely|absolutely|of course|please do|do it|"
    r"go (?:for it|ahead)|correct|exactly|indeed|100%|that'?s right|please)\b|"
    r"^\W*(?:想好了|想清楚了|决定了|考虑好了|好的|嗯)?\W*(?:要|对|好|是的|是|可以|行|没错|当然|必须|嗯|好的)"
    r"(?![^，,。！!：:\s]{3})",
    _I,
)
_NO = re.compile(
    r"^\W*(?:(?:decided|ok(?:ay)?|thought about it|on reflection|well)\W+)*(?:no|nope|nah|not|"
    r"don'?t|never|leave|keep (?:it|them) as)\b|"
    r"^\W*(?:想好了|想清楚了|决定了)?\W*(?:不要|不用|不了|不必|别|算了|不|没必要|保持)",
    _I,
)
# A decision announced, then the choice: "Decided: fewer", 「想好了：少放」 — the proposal taken.
_DECIDED = re.compile(
    r"^\W*(?:decided|made up my mind|thought about it|I'?ve decided)\b|"
    r"^\W*(?:想好了|想清楚了|决定了|考虑好了)",
    _I,
)
# The asking round a proposal: "Should I …?", "Do you want me to …", 要不要, 是否, "Maybe …?".
_ASKING = re.compile(
    r"^\W*(?:(?:do you )?want me to|would you like me to|should I|shall I|should we|shall we|"
    r"can I|may I|maybe|perhaps|how about)\s+|要不要|需不需要|用不用|是不是|是否|要不|能不能",
    _I,
)
_FIRST_QUESTION = re.compile(r"^[^?？]+[?？]")


def quote_and_answer(text: str) -> tuple[str, str] | None:
    """The quoted lines and the writer's lines under them, when the message opens with a quote
    and answers it; None otherwise."""
    lines = text.strip().splitlines()
    quoted = [line for line in lines if _QUOTE_LINE.match(line)]
    if not quoted or not _QUOTE_LINE.match(lines[0]):
        return None
    answer = "\n".join(line for line in lines if not _QUOTE_LINE.match(line)).strip()
    quote = " ".join(_QUOTE_LINE.sub("", line, count=1).strip() for line in quoted).strip()
    return (quote, answer) if quote and answer else None


def proposal(quote: str) -> str:
    """The quoted question said as the wish it proposes: "Should I keep the sentences short in
    future posts?" → "keep the sentences short in future posts."; 「以后要不要用“你”？」 →
    「以后用“你”。」 (doubt after the question left out)."""
    question = _FIRST_QUESTION.match(quote)
    said = question.group() if question else quote
    said = _ASKING.sub("", said, count=1)
    return re.sub(r"\s*[?？]\s*$", "", said).strip() + (
        "。" if re.search(r"[\u4e00-\u9fff]", said) else "."
    )


def answers_apart(words: Sequence[str]) -> tuple[list[str], list[str]]:
    """Each message that answers a quoted question by its answer alone, and the proposals its
    "yes" takes up."""
    kept, taken_up = [], []
    for text in words:
        parts = quote_and_answer(text)
        if parts is None:
            kept.append(text)
            continue
        quote, answer = parts
        if _NO.search(answer):
            kept.append(answer)
        elif _YES.search(answer) or _DECIDED.search(answer):
            kept.append(answer)
            taken_up.append(proposal(quote))
        else:
            kept.append(text)  # ("> Me, back in June: '…'\nThat still stands.": read whole)
    return kept, taken_up


def taken_up_read(
    said: list[Observation], taken_up: Sequence[str], hear: Callable[[str], list[Observation]]
) -> list[Observation]:
    """`said` with each proposal a "yes" took up filed as the writer's wish: it replaces what the
    bare "yes" was heard as (agreement to whatever was pending, a guess) on its dimension."""
    filed = [
        replace(o, tentative=False, strength=max(o.strength, WRITER_STRENGTH), reading="")
        for text in taken_up
        for o in hear(text)
        if not o.dimension.startswith("*") and o.by_writer
    ]
    if not filed:
        return said
    dimensions = {o.dimension for o in filed}
    rest = [o for o in said if o.dimension not in dimensions and not o.dimension.startswith("*")]
    return rest + filed
