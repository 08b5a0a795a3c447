"""A wish opened on one kind of piece, with nothing said of the rest: "Whenever I'm writing the
kids' corner, keep every sentence short", "Any time the post is a race-day update, put the
times down as a list", 「凡是比赛日的战报，数据都给我列成清单」,
「只要是写给老人看的通知，句子都写短点」; or on one section of every piece, said to last: "In
the FAQ part, always…", 「常见问题那部分，以后一律分条写」.
It lasts, but only for those pieces: a preference for every piece would say more than the writer
did, so it is put to the writer to confirm. Said with a word for good before it ("以后凡是事故通报
都…") or about what is in the piece ("use lists whenever there are more than two items"), it is a
wish for every piece and stays one.
"""

import re
from collections.abc import Sequence
from dataclasses import replace

from app.style.dimensions import Observation
from app.style.filing import TENTATIVE_STRENGTH
from app.style.hant import simplified

_PIECE = (
    r"(?:post|piece|article|update|notice|newsletter|email|e-mail|story|report|blog|bulletin|"
    r"column|page|caption|announcement|write-up|recap|roundup|review)s?"
)
_PIECES = (
    r"(?:posts|pieces|articles|updates|notices|newsletters|emails|stories|reports|blogs|"
    r"bulletins|columns|captions|announcements|write-ups|recaps|roundups|reviews|ads|adverts|"
    r"releases|listings|menus|flyers|invitations|obituaries)"
)
# A kind of piece in Chinese: one always a kind (讣告, 新闻稿), or a piece with what kind before it
# (活动通知, 招聘帖子: 通知 alone may be every piece the writer writes).
_ZH_KIND = (
    r"(?:讣告|启事|新闻稿|公告|邀请函|贺信|感谢信|战报|菜单|预告|通报|简报|海报|招聘|求职信|悼词)"
)
_ZH_PIECE = r"(?:通知|帖子|推送|推文|文案|稿子|文章|周报|月报|介绍)"
_CONDITIONED = re.compile(
    r"^\W*(?:whenever|any ?time|every time|each time|if ever)\s+(?:"
    r"(?:I'?m|I am|we'?re|we are|you'?re|you are)\s+(?:writing|doing|putting together|posting|"
    r"sending|drafting)\b|"
    rf"(?:it'?s|it is|(?:the|a|an|any|our|my) {_PIECE}\s+(?:is|'s)|there'?s|there is)\s+(?:a|an|"
    r"the|for|about|one of)\b|"
    rf"(?:I|we|you)\s+(?:write|do|post|send|put out|draft)\s+(?:a|an|the|any)\b|"
    # "Whenever it goes out on the WhatsApp group, …": the channel it goes to.
    r"(?:it|a post|something|anything|stuff|one)\s+(?:goes|gets|is|'s)\s+"
    r"(?:out\s+|sent\s+|posted\s+|shared\s+)?(?:on|to|in|into|onto|via)\b"
    r")[^,;:.!?]{1,80}[,;:]|"
    r"^\W*(?:anything|everything|whatever|all|stuff)\s+(?:that\s+goes\s+|we\s+post\s+|going\s+)?"
    r"(?:for|on|to|in|into)\s+the\s+[^,;:.!?]{1,40}?\b(?:group|channel|chat|feed|account|"
    r"stories|story|list|page|app)\s*(?:[,;:]|\s[-–—]\s)|"
    r"^\W*(?:凡是|只要是|但凡|每逢|碰到|遇到)[^，,。！!？?；;]{2,24}[，,；;]|"
    # "When it's a job ad, …": the kind of piece named after "when it's a".
    r"^\W*when (?:it'?s|it is) (?:a|an) [^,;:.!?]{2,40}[,;:]|"
    # "For recruitment posts, …", "On all event notices: …" (not "for this post": this piece).
    rf"^\W*(?:for|on|in|with) (?:any |all )?(?:of )?(?:our |my )?"
    r"(?!(?:this|that|the|these|those|future|new|upcoming|all|our|my|every|each|any|other)\b)"
    rf"[\w'’-]+(?: [\w'’-]+){{0,3}}? {_PIECES}\s*[,;:]|"
    # 「写活动通知的时候要正式」「每次写讣告的时候，…」: writing one kind of piece.
    rf"^\W*(?:每次|每当|凡是|只要是?|但凡)?(?:写|发|做|出|编)(?!这|本|此|今天|这次)"
    rf"(?:[^，,。！!？?；;]{{0,8}}?{_ZH_KIND}|[^，,。！!？?；;]{{2,10}}?{_ZH_PIECE})(?:的)?(?:时候|时)",
    re.IGNORECASE,
)
_FOR_GOOD_FIRST = re.compile(
    r"^\W*(?:以后|今后|往后|从今往后|from now on|going forward)", re.IGNORECASE
)


# "In the FAQ part, always…", 「常见问题那部分，以后一律…」: one section of every piece, said to
# last (without a word that it lasts, a part named is this piece's part: extract.py scopes it).
_SECTION = re.compile(
    r"^\W*(?:in|for|within) (?:the|our|each|every) [^,;:.!?]{0,30}?\b(?:part|section|bit|box|"
    r"sidebar|corner|block|segment)s?\s*(?:[,;:]|\s[-–—]\s)|"
    # (Not a part named inside a report: 「我说精简是说开头那段，不是全文」.)
    r"^\W*[^，,。！!？?；;\s我说是]{1,12}?(?:那|这)(?:一)?(?:部分|块|段|节|栏|板块|栏目)(?:里|中)?[，,；;]",
    re.IGNORECASE,
)
_LASTING = re.compile(
    r"\b(?:always|every time|from now on|from here on|going forward|in future)\b|"
    r"以后|今后|往后|一律|每次|每篇|永远",
    re.IGNORECASE,
)


# One segment of the readership or the publication, said to be the only one the wish is for:
# "For the kids' page only: short sentences, always", "Just for the sports pages: …",
# 「只有少儿版面：以后句子都写短」, 「仅限招聘专栏：…」 (v72 `segment_scope`).
_SEGMENT_NOUN = (
    r"(?:page|section|edition|column|corner|supplement|pull-?out|insert|feed|channel|version|"
    r"board|slot|strand|bulletin|newsletter|desk)s?"
)
_SEGMENT = re.compile(
    rf"^\W*(?:(?:only|just|solely|exclusively) (?:for|on|in|with) (?:the|our|my) "
    rf"[^,;:.!?]{{0,40}}?\b{_SEGMENT_NOUN}|"
    rf"(?:for|on|in) (?:the|our|my) [^,;:.!?]{{0,40}}?\b{_SEGMENT_NOUN} (?:only|alone))"
    r"\s*(?:[,;:]|\s[-–—]\s)|"
    r"^\W*(?:只有|只限|仅限|仅|只针对|只对|只在|单单|就)[^，,。！!？?；;：:]{1,14}?"
    r"(?:版面|版|专栏|栏目|频道|板块|专刊|副刊|专版|群)(?:里|上|中|的)?(?:这块)?[：:，,]",
    re.IGNORECASE,
)


def conditioned(text: str) -> bool:
    """Whether `text` opens on a kind of piece, or one section of every piece, its wish is for."""
    plain = simplified(text)
    if _SEGMENT.search(plain):
        return True
    if _SECTION.search(plain) and _LASTING.search(plain):
        return True
    return bool(_CONDITIONED.search(plain)) and not _FOR_GOOD_FIRST.search(plain)


def asked_for_those_pieces(
    words: Sequence[str], said: list[Observation], ruled: Sequence[Observation] = ()
) -> list[Observation]:
    """`said` with what the writer filed for one kind of piece put to them to confirm; what the
    rules heard (`ruled`) and the classifier set aside as teaching nothing is asked too: a wish
    for some pieces is a wish, only not for every piece."""
    if not words or not all(conditioned(text) for text in words):
        return said
    heard = {o.dimension for o in said}
    said = said + [
        o for o in ruled if o.dimension not in heard and o.by_writer and o.dimension[0] != "*"
    ]
    # (Read as about "a match report" alone, it is still those pieces from now on: asked too.)
    return [
        o
        if o.tentative or not o.by_writer
        else replace(
            o,
            tentative=True,
            scoped=False,
            strength=TENTATIVE_STRENGTH if o.scoped else o.strength,
            reading=o.reading or "conditional",
        )
        for o in said
    ]
