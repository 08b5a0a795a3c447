"""Whether a preference is corroborated enough to reach prompts (issue 11, outside48 F4).

A plain ask about the article in front of the writer ("tighten the article", 「这篇文章精简一下」)
is evidence of their taste, kept with its quote, but it is said of that article: alone it does
not make a rule for every later edit of every article. The preference it made waits, shown on
the persona page as "seen once — not yet used in prompts", until it is corroborated by any of:

- the same wish asked on a second, different article. (Not "again on another day": a writer who
  works on one long piece over two days asks about that piece twice; a wish met on two articles
  is the writer's, not the piece's.) A scoped ask (one paragraph) counts half an article, a
  whole-article ask one; two articles' worth corroborate;
- the writer's own hand edit the same way;
- the writer's yes: Confirm (or Edit) on the persona page, or their answer to a question the
  preference was put to them as (a proposal waiting, then their plain words for it);
- a stated lasting wish ("from now on", 以后, "always", 每篇, "I prefer my posts…"), or an
  explicit correction of what was held, which is used at once, as before.

The model's own change (measured, inferred) neither corroborates nor holds back. Evidence that
names no article (records older than evidence ids) is not held back: nothing says it was one.

Pure: the record in, a word out; no clock (how the weight fades is app/style/decay.py's).
"""

import re
from functools import lru_cache

from app.domain.models import Evidence, StyleAssertion
from app.style.dimensions import relation
from app.style.evidence import SUMMARY, article_of
from app.style.futures import NEVER_AGAIN
from app.style.hant import simplified
from app.style.this_piece import LASTING

DECISION = "decision"  # app/style/decisions.py: the writer decided on the persona page

SEEN_ONCE = "seen once"
ONE_ARTICLE = "seen in one article only"
TOO_LITTLE = "not enough evidence yet"

SCOPED_WEIGHT = 0.5  # a wish said of one part of an article: half an article's worth
ARTICLES_NEEDED = 2.0

# A wish said to hold beyond this article, in words LASTING and NEVER_AGAIN do not cover: every
# piece named, the writer's own way or taste told ("I prefer my posts…", 「我一向喜欢…」).
_GENERAL = re.compile(
    r"\b(?:every|each|all (?:my|our|the)|any of (?:my|our)) (?:[\w-]+ )?(?:posts?|articles?|"
    r"pieces?|issues?|newsletters?|updates?|emails?|stories|columns?|notices?|drafts?|"
    r"editions?|time)\b|"
    r"^\W*never\b|\bdon'?t ever\b|\bnever (?:use|write|put|add|start|end|open|make)\b|"
    r"\b(?:I|we) (?:generally |usually |really |much |always |tend to )?(?:prefer|like|love|hate|"
    r"dislike|can'?t stand) (?:my|our|it when|when|articles|posts|pieces|writing|texts)\b|"
    # A taste told of a kind of thing, not of this one ("I hate long intros"; not "I hate this
    # intro", "I'd like it shorter").
    r"\b(?:I|we) (?:really |just |generally )?(?:hate|love|can'?t stand|dislike|prefer) "
    r"(?!(?:this|that|these|those|it|the|your|what|how)\b)\w+|"
    r"\b(?:like|as in|as with) (?:my|our) (?:other|usual|previous|earlier|older) \w+|"
    r"(?:跟|和|像)我(?:们)?(?:其他|以前|平时|别)的?(?:文章|稿子|推送|帖子)一样|"
    r"\bmy (?:style|voice|readers|audience)\b|"
    r"\b(?:my|our) (?:posts|articles|pieces|newsletters|columns|updates|stories) "
    r"(?:are|should|must|need|have to)\b|"
    r"每一?[篇次期条封份]|所有的?(?:文章|稿子|推送|帖子)|总是|永远|一向|向来|再也|[别不]要?再|"
    r"(?:我|我们)(?:一般|平时|通常|比较|更|都|不|不太)?(?:喜欢|偏好|习惯|讨厌)(?![这那])|"
    r"我的(?:风格|读者|文章)",
    re.IGNORECASE,
)


# "This time" said beside "always": the always describes the text ("Paragraph 2 always reads too
# long, so cut it down this time"), the ask is for now.
_THIS_TIME = re.compile(r"\bthis time\b|\bjust this once\b|\bfor now\b|这次|这一次|这回", re.I)
_ALWAYS = re.compile(r"\balways\b|一直|总是|老是", re.I)


def without_described_always(text: str) -> str:
    """`text` with "always" left out when the same words ask only for this time."""
    return _ALWAYS.sub(" ", text) if _THIS_TIME.search(text) else text


@lru_cache(maxsize=1024)
def lasting_said(quote: str) -> bool:
    """Whether the writer's words say the wish lasts beyond the article they are on."""
    text = without_described_always(simplified(quote))
    return bool(LASTING.search(text) or NEVER_AGAIN.search(text) or _GENERAL.search(text))


def _same_way(assertion: StyleAssertion, piece: Evidence) -> bool:
    return bool(piece.value) and relation(assertion.dimension, assertion.value, piece.value) in (
        "same",
        "stronger",
        "weaker",
    )


def _confirmed(assertion: StyleAssertion) -> bool:
    """Whether the writer's last standing decision on the page says yes to the value held:
    Confirm or Edit of it, or a newer value turned down in its favour; an Undo takes back the
    decision before it."""
    said: list[bool] = []
    for piece in assertion.evidence:
        if piece.source != DECISION:
            continue
        if piece.intent.startswith("You undid"):
            if said:
                said.pop()
        elif piece.intent.startswith(("You confirmed", "You edited")):
            said.append(piece.value == assertion.value)
        elif piece.intent.startswith("You turned down"):
            said.append(piece.value != assertion.value)
        else:
            said.append(False)
    return bool(said) and said[-1]


def _answered(pieces: list[Evidence]) -> bool:
    """A question put to the writer ("(to confirm: …)") and, after it, their plain words the
    same way: the writer's own yes."""
    asked = False
    for piece in pieces:
        if "(to confirm" in piece.intent:
            asked = True
        elif asked and piece.source in ("writer", "llm"):
            return True
    return False


def standing(assertion: StyleAssertion) -> str:
    """ "" when the evidence lets the preference reach prompts; else why it waits: SEEN_ONCE (one
    plain ask), ONE_ARTICLE (several, all on one article) or TOO_LITTLE (scoped asks elsewhere,
    short of two articles' worth)."""
    if _confirmed(assertion):
        return ""
    asks: dict[str, float] = {}
    count = 0
    same_way = [piece for piece in assertion.evidence if _same_way(assertion, piece)]
    for piece in same_way:
        if piece.source == SUMMARY:
            folded = piece.measured
            if folded.get("manual") or folded.get(DECISION):
                return ""
            # Older pieces folded: their articles are not kept, one earlier article's worth.
            asks[""] = max(asks.get("", 0.0), 1.0)
            count += 2
            continue
        if piece.source == "manual":
            return ""  # the writer's own hand edit the same way
        if piece.source not in ("writer", "llm") or "(inferred)" in piece.intent:
            continue  # the model's own doing, or a decision: neither an ask
        if "(to confirm" in piece.intent:
            continue  # a question, not yet a wish
        if "(explicit correction)" in piece.intent or lasting_said(piece.quote):
            return ""
        article = article_of(piece.revision_id or piece.message_id)
        if not article:
            return ""  # where it was said is not known: not held back
        weight = SCOPED_WEIGHT if "(scoped)" in piece.intent else 1.0
        asks[article] = max(asks.get(article, 0.0), weight)
        count += 1
    if not asks or _answered(same_way) or sum(asks.values()) >= ARTICLES_NEEDED:
        return ""
    if len(asks) > 1:
        return TOO_LITTLE
    return SEEN_ONCE if count == 1 else ONE_ARTICLE
