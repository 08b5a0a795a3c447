"""Lining a model's reply up with the original, unit by unit, and naming what is not article.

Similar units are paired in order (a weighted longest-common-subsequence over similarity);
what is left between two pairs is compared by position. Placeholders ("[rest unchanged]",
其余不变, a lone "…", an HTML comment) and chatter ("Sure! Here is…", "Let me know…") are
recognised here so the judge can fill the first from the original and show the second to the
writer — never save either as article text.
"""

from __future__ import annotations

import re
import threading
from collections import Counter, OrderedDict
from collections.abc import Collection, Sequence
from functools import lru_cache

from app.domain.bounded_diff import SequenceMatcher
from app.domain.text import CJK_CHAR
from app.editing import long_match
from app.editing.dictated import is_dictated
from app.editing.pairing import pair
from app.editing.promised import promises_later
from app.editing.reader_apology import says_to_readers
from app.editing.units import normal

# Two units at least this similar are taken for the same unit, edited.
MATCH = 0.5
# Two units whose lengths multiply to more than this are compared by long_match (the same
# ratio as difflib's, in steps in proportion to their length rather than to its square).
LONG_PAIR = 200_000

_PLACEHOLDER_WORDS = (
    r"unchanged|remains?|remaining|rest of|same as (?:before|above|(?:the )?original)|as before|"
    r"omitted|existing|continues?|(?:no|without) changes?|not shown|kept as is|as is|"
    r"original (?:text|paragraphs?|content)|paragraphs? \d+\s*(?:-|–|to|through)\s*\d+|"
    r"stays? the same|(?:is|are) the same|identical to|same as (?:the )?original|"
    r"不变|未变|省略|同上|略|其余|其他|其它|原文|保持|照旧|以下|以上|后文|前文|未改动|无改动|同原文|"
    r"一字未改|未改|没改|没动"
)
# "… remains unchanged", "… is exactly as you wrote it" — not "… is quite earnest".
_STAYS = (
    r"(?:(?:remains?|is|are|stays?|was|were|has been|have been)\s+(?:[\w-]+\s+){0,3}?)?"
    r"(?:unchanged|the same|identical|untouched|omitted|not shown|kept|left alone|intact|as-is"
    r"|as (?:is|before|it was|they were|written|above|you wrote it|you had it|in the original))"
)
_PLACEHOLDER = re.compile(
    r"^\s*(?:"
    r"(?:\.\s*){3,}|[…⋯⋮︙]+|\[\s*(?:\.\.\.|…)\s*\]|\(\s*(?:\.\.\.|…)\s*\)|（\s*(?:\.\.\.|…+)\s*）"
    r"|<!--.*?-->"
    # a code comment standing for the rest: "// ... existing sections ...", "# … rest unchanged"
    rf"|(?://+|/\*+|#+|--)\s*(?:\.\.\.|…)\s*[^\n]{{0,60}}?(?:{_PLACEHOLDER_WORDS}|sections?"
    r"|code|content|text|paragraphs?)[^\n]{0,60}?(?:\*+/)?"
    rf"|[\[(（【<{{*_\"“「]+[^\n]{{0,120}}?(?:{_PLACEHOLDER_WORDS})[^\n]{{0,120}}?[\])）】>}}*_\"”」]+[.。]?"
    r"|(?:\.\.\.|…+)?\s*(?:the )?rest(?: of (?:the )?(?:article|text|piece|post|essay|story|"
    rf"paragraphs?|body|content))? {_STAYS}[^\n]{{0,80}}"
    r"|(?:\.\.\.|…+)?\s*(?:all |the )?(?:other|remaining|following|subsequent|earlier|previous)"
    rf" (?:paragraphs?|sections?|text|content)[^\n]{{0,20}} {_STAYS}[^\n]{{0,80}}"
    rf"|(?:\.\.\.|…+)?\s*(?:everything|all) else {_STAYS}[^\n]{{0,80}}"
    r"|(?:……|…|\.\.\.)?\s*(?:其余|其他|其它|剩余|剩下|以下|以上|后面|前面|后文|前文|后续|下文|原文)"
    r"(?:的)?(?:部分|内容|段落|各段|文字|正文)?[^\n]{0,12}(?:不变|同上|省略|略|保持|照旧|未改|相同|一致)[^\n]{0,30}"
    r")\s*$",
    re.IGNORECASE | re.DOTALL,
)
# Inside a sentence a bracket is an elision only with a word that says so: "(…rest unchanged)",
# "（其余略）" — not "(existing users only)" or "（湿度保持在40%以上）".
_INLINE_WORDS = (
    r"unchanged|rest of|same as (?:before|above|(?:the )?original)|as before|omitted|"
    r"(?:no|without) changes?|not shown|kept as is|original (?:text|paragraphs?|content)|"
    r"paragraphs? \d+\s*(?:-|–|to|through)\s*\d+|"
    # 略 and 其余 alone are words of a sentence too ("各地规定略有不同", "其余费用由业主承担")
    r"不变|未变|省略|同上|略(?![\u4e00-\u9fff])|其余(?=的?(?:部分|内容|段落|各段|文字|正文|略|省略"
    r"|不变|同上|照旧))|照旧|未改动|无改动|同原文"
)
_INLINE_ELISION = re.compile(
    r"\[\s*(?:\.\.\.|…)\s*\]|\(\s*(?:\.\.\.|…)\s*\)|（\s*(?:\.\.\.|…+)\s*）|<!--.*?-->"
    rf"|[\[(（【][^\])）】\n]{{0,80}}(?:{_INLINE_WORDS})[^\])）】\n]{{0,80}}[\])）】]"
    r"|(?<![.…])(?:\.\.\.|…)(?![.…])|……",
    re.IGNORECASE,
)
_CHATTER_START = re.compile(
    r"^[\s>*_#]*(?:"
    r"sure|certainly|of course|absolutely|okay|ok|alright|all right|great|got it|done|gladly"
    r"|here(?:'s| is| are| it is| you go| you are)|below is|this is the"
    r"|the (?:revised|edited|updated|rewritten|new)"
    r"|i(?:'ve| have)? (?:made|added|kept|changed|updated|revised|rewrote|rewritten|tightened|"
    r"left|only|shortened|expanded|adjusted|edited|fixed|corrected|removed|replaced|translated|"
    r"put|placed|moved|inserted|included|merged|split|combined|swapped|turned|used|gave|"
    r"trimmed|cut|condensed|polished|tweaked|focused|preserved|retained|also|did|didn't|did not|"
    r"switched|converted|curled|standardi[sz]ed|unified|normali[sz]ed|swapped out|"
    r"hope|can|will|would|'ll|'d|think|believe)"
    r"|i'm (?:happy|glad|sorry|not)|let me know|hope (?:this|that|it|these)|feel free"
    r"|would you like|(?:so |very |really )?sorry|(?:my )?apologies|i apologi[sz]e"
    r"|my (?:mistake|bad)|(?:非常|很|十分|实在)?抱歉|对不起|不好意思"
    r"|if you(?:'d| would)? (?:like|want|need|prefer)|happy to|is there anything|note:|notes:"
    r"|changes(?: made)?:|summary of changes|what i changed|explanation|everything else|"
    r"all other|no other changes|the rest|as requested|per your request"
    r"|revised (?:article|version|text)|(?:the )?above (?:is|are)\b"
    r"|好的|好吧|当然|没问题|明白|收到|给你[，,]|请查收|请过目|以下是|下面是|以上(?:是|为|就是|便是)(?:我|您的|你的)?(?:修改|改写|调整|润色|修订|更新|精简)|这是(?:修改|改写|调整|润色)|我(?:已|已经|把|将|对|在|只|保留|修改|调整|增加|删除|为)"
    r"|已(?:将|经|按)|修改说明|修改要点|主要修改|改动说明|修改如下|其余|其他部分|希望|如需|如有(?:需要|其他|任何|问题|疑问)|如果(?:您|你)|注[:：]|说明[:：]|备注"
    # an offer of more help to the writer: "还需要调整的话随时告诉我～" ("告诉我们" is a notice's)
    r"|[^\n。！？]{0,20}?随时(?:告诉|跟|和|找|叫|联系)我(?!们)"
    r")",
    re.IGNORECASE,
)
_ACK = re.compile(
    r"^(?:sure|certainly|of course|absolutely|okay|ok|alright|all right|great|got it|done|gladly"
    r"|好的|好吧|当然|没问题|明白|收到|可以)\b[^\n]{0,30}$",
    re.IGNORECASE,
)
# Chatter talks about the edit; an article sentence that merely starts "I made…" does not.
_META = re.compile(
    r"article|paragraph|version|chang|edit|revis|rewr|modif|amend|tone|sentence|wording|text|draft|suggest"
    r"|request|unchanged|as you wrote|original|let me know|hope|help|feel free|adjust|tweak"
    r"|\b(?:the|your|this) (?:list|item|bullet|line|entry|heading|section|title|ending|end)\b"
    r"|列表|清单|条目|一条|一项|事项|标题|结尾|末尾|开头"
    r"|段|文章|修改|版本|调整|句|原文|改动|润色|改写|不变|希望|帮助|需要",
    re.IGNORECASE,
)
_SEPARATOR = re.compile(r"^\s*(?:-{3,}|\*{3,}|_{3,}|={3,}|—{2,}|#{1,6})\s*$")
# The model speaking to the writer: offering, asking what they want, declining, or asking for
# facts it does not have. Matched only against words the original does not already hold.
_STRONG_TALK = re.compile(
    r"\bwould you (?:like|prefer) (?:me|it|a|the|this)\b|\b(?:do|did) you (?:want|mean|prefer)\b"
    r"|\b(?:shall|should) i\b|\bwant me to\b|\bwhich (?:one|version|paragraph|sentence|part|"
    r"tone)\b[^.?!]*\?|\bplease (?:provide|tell me|share|send|confirm|clarify|specify|let me)\b"
    r"|\blet me know\b|\b(?:i'm|i am) (?:sorry|not sure|unable)\b"
    # "We're sorry…", 我们很抱歉: the article's own voice to its readers, not the model's
    r"|(?<!\bwe're )(?<!\bwe are )(?<!\bwe're so )(?<!\bwe are so )(?<!\bwe're very )"
    r"(?<!\bwe are very )(?<!\bwe're truly )(?<!\bwe are truly )\bsorry\b"
    # "I'm afraid that…" — not ", I'm afraid," said in passing, which an article may say too
    r"|\b(?:i'm|i am) afraid\b(?![,;.])"
    r"|\bi (?:can't|cannot|can not|won't|would rather|'d rather|don't want to|do not want to"
    r"|'d need|would need|need to know|don't know|do not know|don't have|do not have"
    r"|prefer not)\b|\bas an ai\b|\bi can (?:also|try)\b"
    # "Unable to verify the date." — not "we are unable to wait for latecomers", the text's own
    r"|(?:^|[.!?,;:]\s*)unable to\b"
    # an offer of more versions: "Want a couple of alternatives?", 要不要再给你几个备选？
    r"|\b(?:want|like|need)\s+(?:a\s+(?:couple|few)\s+(?:of\s+|more\s+)?|some\s+|more\s+"
    r"|other\s+|another\s+)?(?:alternatives?|options|variations|versions)\b"
    r"|要不要(?:我)?(?:再)?(?:给|帮|替)(?:你|您)|(?:再)?给(?:你|您)几个(?:备选|选项|版本|说法)"
    r"|(?:您|你)(?:希望|想要|是否|是指|是说|能否|可否|确定要)|(?:需要|要不要|是否需要|是否要)我"
    # an offer put with 要我…吗: 要我删掉吗？, 要我把第三段也精简吗？
    r"|(?:^|(?<=[，,。：:！!\s]))要我[^。！？\n]{0,20}?吗\s*[?？]"
    r"|请(?:提供|告诉|告知|确认|补充|说明|明确|发给|给出|指明)|(?<!我们)(?<!我们很)(?<!我们非常)"
    r"(?<!我们十分)(?<!我们深感)抱歉|对不起|不好意思"
    # a half of the ask declined: 我没有加…，不能替她编；把原话发给我，我再加上
    r"|我(?:没有|没|并未|不会|不能|无法)(?:加|添|写|编|补)|不能(?:替|帮)(?:他|她|你|您|他们)?"
    r"(?:编|捏造|杜撰|虚构)|(?:发|告诉)(?:给)?我(?!们)[^。！？\n]{0,12}?我(?:再|就)(?:帮(?:您|你))?"
    r"(?:加|改|补|写|整理|添)"
    r"|我(?:无法|不能|不便|没法|不太确定|不确定|不清楚|可以再|可以帮|不建议)|不便猜测|无法确定"
    # what the model does not know, asked of the writer: 我不知道每门课由哪位老师来上
    r"|我不知道[^。！？\n]{0,12}?(?:哪|谁|什么|多少|几)"
    # advice about the text instead of an edit of it ("这句建议保留", "I'd keep this sentence")
    r"|(?:这句|这段|这一段|这一句|这里)(?:话)?[^。！？\n]{0,4}(?:建议|最好|没必要|不必|不用|可以不|值得)"
    r"|建议(?:保留|删除|删掉|不删|不要删|别删|保持原样|不改)"
    # 我们 is the article's own voice ("再告诉我们几个人入住"), not the model's
    r"|(?:跟|和|告诉)我(?!们)(?:说|讲)?一声|再告诉我(?!们)|(?:要是|如果)(?:您|你)(?:还是|确定|坚持|仍然)"
    r"|\bI(?:'d| would) (?:keep|leave|not (?:cut|delete|remove|change)) (?:it|this|that|the "
    r"(?:sentence|line|paragraph|wording))\b"
    r"|\bI(?:'d| would)? (?:suggest|recommend|advise|urge) (?:keeping|leaving"
    r"|not (?:cutting|deleting|removing|changing))\b|\b(?:it's|it is) worth keeping\b"
    # the writing named as an object, as only someone talking about it does
    r"|\bthe rest of the (?:essay|article|piece|post|text|story|poem)\b|\bthis sentence\b"
    r"|\bthe (?:original|selected) (?:sentence|text|wording)\b|前后文|上下文|原句"
    # "这句话" named as the writing — not a saying the story repeats ("对孩子说这句话")
    r"|(?<![说讲念喊问听唱写回])(?:这一句|这句话)",
    re.IGNORECASE,
)
# Words of apology: the model's when the text has none, the text's when it apologises itself.
_APOLOGY = re.compile(
    r"\bsorry\b|\bapologi[sz]e\w*|\bapolog(?:y|ies)\b|\bregret\w*|抱歉|歉意|对不起|不好意思|致歉"
    r"|道歉|對不起|對唔住|唔好意思",
    re.IGNORECASE,
)
# A question to the writer that is talk only when it is about the writing itself.
_WEAK_TALK = re.compile(
    r"\b(?:do|would|could|can|should) you\b|\bi (?:suggest|recommend|think|'d suggest)\b"
    r"|(?:您|你)(?:想|要|需要|觉得)|我(?:建议|觉得)",
    re.IGNORECASE,
)
_ABOUT_TEXT = re.compile(
    r"\b(?:article|essay|post|piece|paragraph|sentence|selection|passage|draft|notice|tone"
    r"|version|rest of (?:the|it)|original|wording|funn\w+|formal|casual)\b"
    r"|文章|全文|通知|段落|这段|这一段|这句|这一句|前后文|上下文|原文|语气|版本|措辞|选中|程度",
    re.IGNORECASE,
)
_EDIT_TALK = re.compile(
    r"chang|edit|revis|rewr|\bkept\b|\badded\b|\bremoved\b|adjust|tweak|expanded|shortened"
    r"|trimmed|as requested|per your|修改|改动|调整|补充|增加|添加|删除|删去|保留|润色|改写|按要求"
    # "(Made warmer.)", "(Made it more polite.)", （已改得更客气）
    r"|^\W*made\s+(?:it\s+|this\s+)?(?:more|less|\w{2,}er\b)|已?改得|已改"
    # "(Softened the tone.)", "(Reworded for clarity.)", "(Sounds warmer now.)", （语气更柔和）,
    # （更口语化了）: what the edit did to the wording, said in the model's brackets
    r"|soften|reword|rephras|polish|simplif|clarif|tighten|smoothed|\btone\b"
    r"|^\W*sounds?\s+(?:a\s+bit\s+|much\s+|more\s+|less\s+)?\w{2,}(?:er|ly)\b"
    r"|语气|口吻|措辞|口语化|书面化|更(?:亲切|客气|温和|委婉|简洁|生动|自然|正式|礼貌|友好|热情|柔和|通顺|流畅)",
    re.IGNORECASE,
)
# The model closing its reply in brackets ("（以上，祝你做菜顺利！）", "(That's all — enjoy!)"):
# a writer's own bracketed line after the article is kept as text before this is asked.
_SIGNED_OFF = re.compile(
    r"^[(（\[【]\s*(?:以上|上面|以上就是|that'?s all|that is all|the above)(?![^\n]{0,4}?"
    r"(?:仅供|不构成|所述|为准|规定|\bis\b|\bare\b|\bnot\b))[^\n]{0,40}[)）\]】]$",
    re.IGNORECASE,
)
_BRACKETED = re.compile(r"^\s*(?:\(.*\)|\[.*\]|（.*）|【.*】)\s*$", re.DOTALL)
# One line owning a further change: "I also added ounces to the ingredients."
_ALSO_DID = re.compile(
    r"^(?:i|i've|i have)\s+also\s+(?:added|changed|converted|included|fixed|corrected|updated"
    r"|put|made|tidied|reworded|shortened)\b[^\n]{0,160}$"
    # 另外，我把材料也加上了盎司。/ 我还给材料加上了盎司。
    r"|^(?:(?:另外|此外|同时|顺便)[，,、]?\s*我(?:还|也|顺便|顺手)?|我(?:还|也|顺便|顺手))"
    r"(?:把|将|给|在|为)[^\n]{0,60}(?:加|改|换算|修正|补充|调整)[^\n]{0,30}[。.！!]?$",
    re.IGNORECASE,
)
# A good wish alone under the article: "Enjoy!", "Happy baking!", 祝你烤得开心！, 愿一切顺利。
_WISH = re.compile(
    r"^(?:enjoy|happy (?:baking|cooking|reading|writing|editing)|good luck|have fun"
    r"|bon app[eé]tit|best of luck|all the best)\b[^\n]{0,30}$"
    r"|^祝(?:你|您|大家)?[^\n]{0,12}(?:愉快|开心|顺利|成功|好运)[!！。]?$"
    # 愿告别仪式一切顺利。, 希望活动圆满成功！
    r"|^(?:愿|祝愿|希望)[^\n]{0,16}(?:顺利|圆满|平安|成功)[!！。]?$",
    re.IGNORECASE,
)


def similarity(a: str, b: str) -> float:
    """0..1: how much of the two texts is shared, compared as the writer would read them."""
    if a == b:
        return 1.0
    return _similarity(normal(a), normal(b))


# A judgement compares the same paragraphs many times (aligning, then checking titles, notes
# and duplicates), and the next turn on the article compares most of them again: a pure
# function of its two texts, so remembered.
@lru_cache(maxsize=8192)
def _similarity(na: str, nb: str) -> float:
    if na == nb:
        return 1.0
    if not na or not nb:
        return 0.0
    # difflib's cheap upper bounds first: below them the full ratio cannot reach a match.
    # The first needs only the lengths (not a matcher indexing the text: most pairs of a
    # long article stop here).
    if 2.0 * min(len(na), len(nb)) / (len(na) + len(nb)) < MATCH * 0.8:
        return _quick_ratio(na, nb) * 0.5
    if len(na) * len(nb) > LONG_PAIR:
        # difflib's own numbers, without its search over every pair of equal characters
        quick = _quick_ratio(na, nb)
        return quick * 0.5 if quick < MATCH * 0.8 else long_match.ratio(na, nb)
    matcher = _matcher_for(nb)
    matcher.set_seq1(na)
    quick = matcher.quick_ratio()
    return quick * 0.5 if quick < MATCH * 0.8 else matcher.ratio()


def _quick_ratio(na: str, nb: str) -> float:
    """difflib's quick_ratio: the characters the two texts share, whatever their order."""
    shared = sum((_counts(na) & _counts(nb)).values())
    return 2.0 * shared / (len(na) + len(nb))


# One long text (a reply of 2,500 numbered lines, as one block) is compared with each of the
# article's paragraphs: its characters are counted once, not once a paragraph (quadratic).
@lru_cache(maxsize=256)
def _counts(text: str) -> Counter[str]:
    return Counter(text)


# A matcher indexes its second text (difflib's b2j, and the character counts of quick_ratio)
# once: each original unit is compared with several units of a reply, and again at the next
# turn, so the matchers of recent originals are kept (per thread: a matcher is mutable).
_MATCHERS_KEPT = 1024  # a long article's paragraphs, each a small index of its characters
_matchers = threading.local()


def _matcher_for(nb: str) -> SequenceMatcher[str]:
    kept: OrderedDict[str, SequenceMatcher[str]] | None = getattr(_matchers, "kept", None)
    if kept is None:
        kept = _matchers.kept = OrderedDict()
    matcher = kept.get(nb)
    if matcher is None:
        matcher = kept[nb] = SequenceMatcher(None, "", nb, autojunk=False)
        if len(kept) > _MATCHERS_KEPT:
            kept.popitem(last=False)
    else:
        kept.move_to_end(nb)
    return matcher


def align(
    reply: Sequence[str | None], original: Sequence[str], prefer: Collection[int] = ()
) -> list[tuple[int, int]]:
    """Pairs (reply index, original index) of similar units, in order on both sides, chosen
    to share as much as possible. Units marked None (or empty) in `reply` never pair.
    `prefer`: the original paragraphs the suggestion targets — a unit about as like one of
    them as another paragraph pairs with it. A long article is not compared pair by pair:
    see app/editing/pairing.py."""
    plain_reply = [normal(r) if r else None for r in reply]
    plain_original = [normal(o) for o in original]  # each unit normalised once, not once a pair

    def weigh(i: int, j: int) -> float:
        text, plain = reply[i], plain_reply[i]
        if not text or plain is None:
            return 0.0
        return _weight(text, original[j], plain, plain_original[j])

    def ceiling(i: int, j: int) -> tuple[float, bool]:
        text, plain = reply[i], plain_reply[i]
        if not text or plain is None:
            return 0.0, True
        return _ceiling(text, original[j], plain, plain_original[j])

    return pair(plain_reply, plain_original, weigh, MATCH, prefer, ceiling)


def _weight(reply: str, original: str, plain_reply: str, plain_original: str) -> float:
    """A pair's weight in the alignment: its similarity, or 0 when it cannot be a match
    (only weights of MATCH and above are ever used, so a pair whose lengths alone rule a
    match out is not compared at all). `plain_…`: the two units as `normal` makes them."""
    settled = _settled(reply, original, plain_reply, plain_original)
    return _similarity(plain_reply, plain_original) if settled is None else settled


def _ceiling(
    reply: str, original: str, plain_reply: str, plain_original: str
) -> tuple[float, bool]:
    """A bound on `_weight` without difflib's search, and whether it is the weight itself:
    the weight when the texts are alike or their lengths rule a match out, else difflib's
    character-count bound (its ratio is never above it), exact below a match too."""
    settled = _settled(reply, original, plain_reply, plain_original)
    if settled is not None:
        return settled, True
    quick = _quick_ratio(plain_reply, plain_original)
    return (quick * 0.5, True) if quick < MATCH * 0.8 else (quick, False)


def _settled(reply: str, original: str, plain_reply: str, plain_original: str) -> float | None:
    """A pair's weight when no comparison is needed: 1.0 for a copy, 0.0 when the lengths
    alone rule a match out (difflib's real_quick_ratio, an upper bound); else None."""
    if reply == original or plain_reply == plain_original:
        return 1.0
    shorter, longer = sorted((len(plain_reply), len(plain_original)))
    return 0.0 if 2 * shorter < MATCH * (shorter + longer) else None


@lru_cache(maxsize=4096)
def is_placeholder(text: str) -> bool:
    """A unit that stands for original text instead of repeating it. Remembered: a turn asks
    it of each unit of the reply and each of its sentences several times over."""
    flat = text.strip().strip("*_").strip()
    if element := _HTML_ELEMENT.fullmatch(flat):
        flat = element["inner"].strip()  # <p>…其余6个…</p>: its words, not a bracketed mark
    # "…(rest unchanged)", "...（其余不变）": an ellipsis beside a placeholder is part of it.
    trimmed = _ELLIPSES.sub("", flat)
    if trimmed and trimmed != flat:
        flat = trimmed
    if (  # the cheap tests first: most units are paragraphs of the article, not marks
        len(flat) <= 120
        and _ALIKE_MARK.match(flat)
        and says_edited_alike(flat)
        and _ALIKE_REST.search(flat)
    ):
        return True  # "(rest changed the same way)": it stands for text, edited or not
    if not flat or len(flat) > 200 or not _PLACEHOLDER.match(flat):
        return False
    bracketed = _BRACKET_NOTE.match(flat)
    return bracketed is None or says_left_out(bracketed["inner"])


# One HTML element around a paragraph's words: <p>…</p>, <li>…</li>.
_HTML_ELEMENT = re.compile(r"<(?P<tag>[a-z][a-z0-9]*)\b[^<>]*>(?P<inner>.*)</(?P=tag)>", re.S)


# A placeholder that says the text it stands for was edited too, the same way: "（其余同上修改）",
# "（以下各条照此修改）", "(the remaining entries changed the same way)", "[and so on for the
# rest]" — an edit claimed but never written, so nothing can fill it.
_EDITED_ALIKE = re.compile(
    r"同上修改|同样修改|照此修改|依此修改|按此修改|类似修改|依此类推|以此类推|同理"
    r"|(?:均|都|也|全部|皆)已?(?:修改|改|替换|更新|处理)|同样(?:替换|处理|改)"
    r"|\b(?:same (?:change|edit|fix|replacement)s?"
    r"|(?:changed|edited|updated|replaced|fixed|revised|amended)"
    r" (?:the same way|likewise|similarly|accordingly|in the same way|too|as well)"
    r"|likewise|and so on|similarly|ditto|same pattern|apply the same)\b",
    re.IGNORECASE,
)
# ...and is set off as one (bracketed, or after an ellipsis) and names the rest.
_ALIKE_MARK = re.compile(r"^(?:[\[(（【<{]|\.{3}|…|⋯)")
_ALIKE_REST = re.compile(
    r"\b(?:rest|remaining|others?|following|below|entries|paragraphs|sections|items|lines"
    r"|and so on)\b|其余|其他|其它|以下|以后|后面|剩下|剩余|各条|各段|各项|后续|下同|余下"
    r"|同上|依此|以此",
    re.IGNORECASE,
)


def says_edited_alike(placeholder: str) -> bool:
    """Whether a placeholder says the text it stands for was edited like the text shown."""
    return _EDITED_ALIKE.search(placeholder) is not None


_ELLIPSES = re.compile(r"^(?:\.{3}|…|⋯)+\s*(?=[\[(（【])|(?<=[\])）】])\s*(?:\.{3}|…|⋯)+$")
# A bracketed line of the article's own ("（以上解答仅供参考，不构成法律意见。）", "(The answers
# above remain general information.)", "[Editor's note: this replaces the original text…]")
# shares words with a placeholder ("（以上内容不变）", "[remaining paragraphs]"): a placeholder's
# words say the text is left out or unchanged, or name only where the text was.
_BRACKET_NOTE = re.compile(r"^[\[(（【{“\"「]+(?P<inner>(?!<!--)[^\n]*?)[\])）】}”\"」]+[.。]?$")
_LEFT_OUT = re.compile(
    r"unchanged|same as (?:before|above|(?:the )?original)|as (?:before|above)|omitted|not shown"
    r"|(?:no|without) changes?|not changed|kept as is|as[- ]is|stays? the same|(?:is|are|remains?)"
    r" the same|identical|untouched|intact|left out|skipped|as in (?:your|the) (?:draft|original)"
    r"|\.\.\.|…|不变|未变|省略|同上|同前|略(?![\u4e00-\u9fff])|照旧|未改|无改动|同原文|没改|没动|原样",
    re.IGNORECASE,
)
# Words that only say where text was: "[remaining paragraphs]", "（原文第三段）", "(rest of text)".
_WHERE_WORDS = re.compile(
    r"remaining|remains?|rest|existing|continued|continues?|original|text|paragraphs?|paras?"
    r"|content|sections?|article|body|here|etc|others|other|all|earlier|previous|following"
    r"|below|above|of|the|and|to|through|\d+|其余|其他|其它|原文|保持|以下|以上|后文|前文|后面"
    r"|前面|下文|上文|剩余|剩下|此处|的|部分|内容|段落|各段|段|文字|正文|第|[一二三四五六七八九十]"
    r"|[\W_]",
    re.IGNORECASE,
)


def says_left_out(words: str) -> bool:
    """Whether a bracketed note's words stand for text left out: they say it is unchanged or
    omitted, or they only name where it was — not a sentence of the article's own."""
    if _LEFT_OUT.search(words):
        return True
    return len(_WHERE_WORDS.sub("", words)) <= 2


def elisions(text: str) -> list[re.Match[str]]:
    """Elision marks inside a unit ("I slept better, […] since January.")."""
    return list(_INLINE_ELISION.finditer(text))


def is_talk(text: str, original: str = "") -> bool:
    """Whether `text` is the model speaking to the writer — an offer, a question about what
    they want, a refusal, a request for facts — in words the original does not hold."""
    flat = text.strip().translate(_APOSTROPHES)
    plain, said, apologises = _plain_original(original)
    if not flat or normal(flat) in plain or says_to_readers(flat) or is_dictated(flat):
        return False  # "给大家添麻烦了，真的很抱歉。": the article's apology to its readers
    for strong in _STRONG_TALK.finditer(flat):
        # an apology in a text that apologises itself ("We sincerely apologise…" rewritten
        # "We are sorry…"), or that goes on in the text's own words (很抱歉，吸烟（包括电子烟）
        # 仅可在…), is the text's, not the model's
        if strong[0].lower() in said:
            continue
        if _APOLOGY.fullmatch(strong[0]) and (apologises or _restates(flat, plain)):
            continue
        if _after_own_clause(flat[: strong.start()], plain):
            continue  # 报名截止后不再退费，请确认好再报名: the notice asks its readers
        return True
    weak = _WEAK_TALK.search(flat)
    about = _ABOUT_TEXT.search(flat)
    return (
        weak is not None
        and weak[0].lower() not in said
        and about is not None
        and about[0].lower() not in said
    )


def _after_own_clause(lead: str, plain: str) -> bool:
    """Whether the words before a request end on a clause the original holds whole (six CJK
    characters or four words at least): the text's own sentence going on to ask its readers
    ("…不再退费，请确认好再报名", "The fee is not refunded, so please check…")."""
    lead = re.sub(r"(?:^|\s)(?:so|and|but|then|therefore)\s*$", "", lead.strip(), flags=re.I)
    clauses = [c for c in re.split(r"[，,；;：:]\s*", lead.rstrip()) if c.strip()]
    if not clauses:
        return False
    last = re.sub(r"^(?:so|and|but|then)\s+", "", clauses[-1].strip(), flags=re.I).rstrip(" \t*_")
    size = len(CJK_CHAR.findall(last)) + len(re.findall(r"[A-Za-z]+", last))
    return size >= (6 if CJK_CHAR.search(last) else 4) and normal(last) in plain


def _restates(text: str, plain: str) -> bool:
    """Whether `text` holds a run of ten characters of the original (`plain`, as `normal`
    makes it) — or five Chinese characters, each a word's worth ("很抱歉，燃气类电器暂时无法
    接收" of 燃气类电器恕不接收): the text's own words, not a remark about them."""
    flat = normal(text)
    if any(flat[at : at + 10] in plain for at in range(max(len(flat) - 9, 0))):
        return True
    return any(
        run[at : at + 5] in plain for run in _CJK_RUN.findall(flat) for at in range(len(run) - 4)
    )


_CJK_RUN = re.compile(r"[\u4e00-\u9fff]{5,}")


@lru_cache(maxsize=32)
def _plain_original(original: str) -> tuple[str, str, bool]:
    """The original as `normal` makes it, that lower-cased, and whether it apologises: kept,
    since every sentence of a reply is held against the same article (three times each, for
    a long article the most of a turn's reading of its asides; looking for an apology in the
    whole article again for each was ~10 % of a judgement)."""
    plain = normal(original)
    said = plain.lower()
    return plain, said, _APOLOGY.search(said) is not None


def is_aside(sentence: str, original: str = "") -> bool:
    """A sentence inside or beside the article that is a remark to the writer: talk, or a
    bracketed note about the edit ("(I kept this short.)", "（注：已补充时间）")."""
    flat = sentence.strip()
    if not flat or normal(flat) in _plain_original(original)[0] or is_dictated(flat):
        return False
    if is_placeholder(flat) or elisions(flat):
        return False  # a placeholder stands for lost text: never a remark to drop
    if is_talk(flat, original):
        return True
    return _BRACKETED.match(flat) is not None and bool(_EDIT_TALK.search(flat))


# Curly apostrophes as the patterns write them: "I’ve kept…", "Here’s…", "I can’t…".
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "ʼ": "'"})


def is_chatter(text: str) -> bool:
    """The model talking to the writer (or a separator), not article text (nor words the
    writer dictated in the ask: "Note: …" asked under a table)."""
    return _is_chatter(text) and not is_dictated(text)


# Asked of each unit of a reply several times a turn, and of the same paragraphs again at the
# next turn: a pure function of the text, so remembered.
@lru_cache(maxsize=4096)
def _is_chatter(text: str) -> bool:
    flat = text.strip().translate(_APOSTROPHES)
    if not flat:
        return True
    if _SEPARATOR.match(flat):
        return True
    first = flat.split("\n", 1)[0].strip()
    if _CHATTER_START.match(first) and len(flat) <= 600 and _META.search(flat):
        return True
    if _ACK.match(flat) or _SIGNED_OFF.match(flat) or _WISH.match(flat) or _ALSO_DID.match(flat):
        return True
    if promises_later(flat):  # "I'll do the second one next.", 第二处我下一条再改。
        return True
    return len(flat) <= 160 and "\n" not in flat and flat.rstrip("*_ ").endswith((":", "："))
