"""How a clause stands towards the text: a story told, a habit described, praise of the text in
front of the writer, or a quality praised in scare quotes.

A style word in such a clause is not a request: a story files nothing, a habit or praise is put
to the writer as a question, and scare-quoted praise ("真“简洁”啊") is sarcasm that wants the
quality it names. Shared by the offline rules, in English and Chinese.
"""

import re
from typing import Literal

from app.style.overused import crowded_register, readers_ask_what_terms_mean
from app.style.prefilter import lazily_screened
from app.style.reading import IMPERATIVE, is_sarcastic
from app.style.sarcasm import DULL_THING
from app.style.terms_banned import bans_listed_terms


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# -- praise in scare quotes ------------------------------------------------------------------

# "真“简洁”啊", "so 'concise'", "好“活泼”的文风": a quality praised inside scare quotes is
# meant the other way round; the quoted word is kept, and the sentence read as sarcasm.
_SCARE_QUOTED = _re(
    r"(?:真|好|很|可真|多么|太|\b(?:so|such|really|very|nice and|how|oh so|super)\s+)"
    r"[“\"'‘「『]\s*(?P<word>[A-Za-z]{3,14}|[\u4e00-\u9fff]{1,4})\s*[”\"'’」』]"
)


# "So calm and soothing!!!", "好冷静", "真是好安静啊": in sarcasm, a quality praised with an
# intensifier is the one missing, and wanted, like a quality in scare quotes.
_PRAISE_INTENSIFIER = _re(
    r"(?:\b(?:so|such|how|very|really|oh so|super|nice and|truly|wonderfully)\s+|"
    r"(?:^|[^\u4e00-\u9fff不])(?:好|真|真是|真是好|多么|多|可真|太)\s*|"
    # "跟说明书一样有激情": praised by likening it to what lacks it.
    r"(?:一样|似的|一般)(?:有|地|的|那么|这么)?\s*)$"
)


# "as warm as a tax return": a quality measured against a document that lacks it.
_AS_AS = _re(r"\bas\s+$")
_AS_A_THING = _re(r"^[\w-]+ as (?:a|an|the)\b")
# "with the personality of a receipt", "all the warmth of an invoice": a quality a thing lacks.
_THE_BEFORE = _re(r"\bthe\s+$")
_OF_A_THING = _re(r"^[\w-]+ of (?:a|an) (?:[\w-]+ ){0,2}?" + DULL_THING + r"\b")


def praised_in_sarcasm(clause: str, position: int) -> bool:
    """Is the style word at `position` praised with an intensifier ("So calm", "好冷静"), or
    measured against a document that lacks it ("as warm as a tax return")?"""
    before, after = clause[:position], clause[position:]
    return bool(
        _PRAISE_INTENSIFIER.search(before)
        or (_AS_AS.search(before) and _AS_A_THING.match(after))
        or (_THE_BEFORE.search(before) and _OF_A_THING.match(after))
    )


def scare_quoted(text: str) -> list[str]:
    """The style words praised in scare quotes ("真“简洁”啊", "so 'concise'")."""
    return [m.group("word") for m in _SCARE_QUOTED.finditer(text)]


def unquote_scare_quoted(text: str) -> str:
    """The scare quotes dropped, so that the quoted word is read (and turned round)."""
    return _SCARE_QUOTED.sub(
        lambda m: (
            m.group(0)[: m.start("word") - m.start()].rstrip("“\"'‘「『 ")
            + " "
            + m.group("word")
            + " "
        ),
        text,
    )


# -- how a clause stands: narration, habit, praise -------------------------------------------

# Anything that makes a clause a wish about the text: a request, a want, a comparison, a
# complaint of degree. Without one, a style word in a clause that narrates or praises is not
# a request.
_WISH_MARK = _re(
    r"\b(?:please|pls|plz|should|shouldn'?t|need(?:s|ed)?|must|has to|have to|gotta|want|"
    r"wanted|prefer|rather|wish|hope|let'?s|too|overly|way|more|less|fewer|better|worse|"
    r"instead|again|not|never|no|don'?t|didn'?t|stop|keep|make|go|try|can|could|would|"
    r"from now on|going forward|hate|can'?t stand|tired of|sick of|enough|why|a bit|a little|"
    r"a touch|slightly|bit|(?:was |am |'m )?asking for|meant|(?:am |'m )after)\b|"
    r"请|麻烦|要|别|不|能|可以|希望|想|喜欢|讨厌|受不了|更|再|太|一点|点儿?$|些|改|换|保持|继续|以后"
)
# A past event told ("I wrote the last one in a formal tone", "The tone was formal at the
# conference") or a habit described ("We've always used bullet points"), not asked for.
_PAST = _re(
    r"\b(?:was|were|wrote|written|used|did|went|had|sounded|looked|seemed|felt|came out|"
    r"yesterday|last (?:week|time|year|month|one|post|issue|piece)|ago|back then|used to)\b"
)
_HABIT = _re(
    r"\b(?:usually|normally|typically|generally|tend to|mostly|often|'ve always|have always|"
    # ("I always write…" tells a habit; "Always write…", "Also, always write…" order one.)
    r"(?<=[a-z] )(?<!\balso )(?<!\band )(?<!\bjust )(?<!\bplease )(?<!\bthen )"
    r"always (?:write|use|do|keep|go|have|had|used|wrote))\b"
)
_ADDRESSED = _re(r"\byou\b|\byour\b")
_PAST_ZH = re.compile(r"上周|上次|上回|之前|以前|去年|昨天|前几天|那时|当时|过去")
_HABIT_ZH = re.compile(r"一般|平时|通常|向来|一向|习惯")
_WISH_ZH = re.compile(
    r"请|麻烦|要|别|不|能|可以|希望|想|喜欢|讨厌|太|一点|[点些]吧|改|换|保持|继续|以后|今后|吧|"
    r"好|更|还是|应该|该|得|你"
)


def narrates(clause: str, sentence: str) -> Literal["past", "habit", ""]:
    """Does a clause tell what happened or what usually is, with no wish in the
    sentence? ("I wrote the last one in a formal tone", "My posts are usually casual".)
    What the model did ("you made it formal") is a complaint, not a story."""
    if re.search(r"[\u4e00-\u9fff]", clause):
        if _WISH_ZH.search(sentence):
            return ""
        return "habit" if _HABIT_ZH.search(clause) else "past" if _PAST_ZH.search(clause) else ""
    if _WISH_MARK.search(sentence) or _ADDRESSED.search(sentence):
        return ""
    if _HABIT.search(clause):
        return "habit"
    if _PAST.search(clause):
        return "past"
    return ""


# Praise of the text in front of the writer ("Love the short paragraphs!", "这版很口语，读着
# 舒服"): the writer likes this piece; that it is their lasting wish is a guess, put to them,
# unless they ask to keep it ("keep it", "以后都这样").
_PRAISE = _re(
    r"\b(?:love|loving|great|perfect|nice|lovely|excellent|spot on|exactly|chef'?s kiss|"
    r"beautiful|much better|so much better|good)\b|👍|👌|很好|真好|挺好|不错|"
    r"舒服|好看|刚好|正好|喜欢|漂亮|棒"
)
_THIS_TEXT = _re(
    r"\b(?:the|this|that|these|those|it'?s|it is|now|here)\b|这|那|现在|这版|这样|这次"
)
_KEEP = _re(
    r"\bkeep\b|\bstay\b|\bmore of (?:this|that|it)\b|\blike (?:this|that)\b|\bgoing forward\b|"
    r"\bfrom now on\b|\bdon'?t (?:change|touch|lose)\b|\bevery time\b|\balways\b|\bstick\b|"
    r"\bcontinue\b|\bthis is the (?:voice|tone|style)\b|\bexactly (?:how|what) I\b|保持|继续|"
    r"就这么|就这样|以后|照这个|都这样|别改|别动|就要|一直|今后|往后|"
    # "就是我要的风格", "this is exactly what I want": wanted, not merely liked.
    r"(?:就|正)是我(?:想)?要的|就是这个(?:感觉|味道|风格)|"
    r"\bthis is (?:exactly )?(?:it|what I want)\b"
)
_ASKS = _re(
    r"\b(?:please|pls|should|make|go|use|need|want|can you|could you|more|less|even|still|too|"
    r"not|no)\b|n'?t\b|请|麻烦|再|还是|太|一点|些|要|不够|没|"
    # "标题弄长长的，这样才好看": only so would it look good — a reason for a wish, not praise.
    r"(?:这样|这么|那样|如此)才"
)


def praises_this_text(sentence: str, text: str) -> bool:
    """Praise of the current text, with no wish to keep it and no request beside it."""
    return bool(
        _PRAISE.search(sentence)
        and _THIS_TEXT.search(sentence)
        and not _KEEP.search(text)
        and not _ASKS.search(sentence)
        # "put plenty back in, the kids love them": told to do it; the praise is a reason.
        and not IMPERATIVE.search(sentence)
    )


# -- what the model just did ---------------------------------------------------------------

# A clause describing the model's last edit ("you made it chatty", "now it's all bullet
# points", "被你改得像聊天记录", "你怎么改成列表了"), not asking for anything.
_MODEL_DID = _re(
    r"\byou(?:'ve| have)? (?:made|turned|changed|rewrote|rewritten|put|added|gave|given|stuck|"
    r"threw|thrown|went and|managed to|split|cut|broke|broken|chopped|stuffed|filled|loaded|"
    r"packed|padded|stretched|shortened|lengthened)\b|\b(?:now|suddenly) (?:it|it'?s|its|this|that|"
    r"everything|it all|the whole thing)\b|\bit'?s now\b|\bit now (?:reads|sounds|looks)\b|"
    r"\bwhy did you\b|\bwho (?:asked|told) you\b|"
    r"被你|改完|改过之后|改过以后|改了以后|改了之后|你(?:怎么|咋|干嘛|为什么|为啥)?又?(?:给我)?"
    # ("写得具体点就好了" wishes; it does not describe.)
    r"(?:把\S{0,6})?(?:改|写|弄|搞|变)\S{0,12}(?<!就好)(?<!就行)(?<!就够)了\W*$|"
    r"(?:改|写|弄|搞|变)(?:得|成)\S{0,12}(?<!就好)(?<!就行)(?<!就够)了\W*$|"
    r"现在(?:变得|成了|读起来|看起来|全是|都是|满是|一股)|"
    # The new version described beside an older one: "这版全是列表", "this version is all bullets".
    r"(?:这|新|现在这|这一)版\S{0,4}(?:全是|都是|成了|变成|满是|只有)|"
    r"\b(?:this|the new|the latest|the current) (?:version|draft|one) (?:is|reads|has|turned)\b"
)
# The writer turning the edit down: "no", "not what I wanted", "改回去", "你怎么…了".
_TURNED_DOWN = _re(
    r"^\W*(?:no|nope|nah|ugh|urgh|yikes|oof|eww?)\b|\bnot what I (?:wanted|asked|meant|had in "
    r"mind)\b|\bthat'?s not (?:it|right|what)\b|\bI liked (?:it|them|the \w+) (?:better )?"
    r"(?:before|as (?:it|they) w(?:as|ere))\b|\b(?:change|put|turn|set) (?:it|them) back\b|"
    r"\bI (?:liked|preferred) (?:it|them|the \w+)\b|\bundo\b|\brevert\b|\bwhy did you\b|"
    r"\bwho (?:asked|told) you\b|\bwhat happened to\b|"
    # "…and I don't like that", "我不喜欢": the edit described is not wanted.
    r"\bI (?:don'?t|do not|didn'?t) (?:like|love|want|need) (?:it|that|this|them)\b|"
    r"\bI (?:hate|dislike) (?:it|that|this|them)\b|"
    r"(?:^|[，,。！!\s])我?(?:不喜欢|不满意|讨厌)(?:这样|这个|这种)?\W*$|"
    # Back to an earlier version: "go back to how V2 was", "改回第一版", "回到上一版那样".
    r"\b(?:go|going|went|get|return|revert) back to\b|\breturn to (?:the|how|V\d)\b|"
    r"改回|回到(?:上|第|原|之前|以前|最初)|"
    r"不对|不行|不好|不是这样|不要这样|别这样|改回去|改回来|还原|原来的(?:好|更好|版本)|我(?:更)?喜欢原来|"
    r"(?:怎么|咋|干嘛|为什么|为啥)\S{0,12}了\W*$|谁让你|被你|呃|唉|无语|救命"
)
# A request in the clause: then it is a wish, not a description ("你改成列表吧").
_ASKED_IN_CLAUSE = _re(
    r"\b(?:please|pls|can you|could you|make it|keep it|should)\b|吧|请|麻烦|一点|[点些]\W*$|再"
)


# Back to how an earlier version was: "The previous draft was lighter. Bring that back.",
# "第一版那种不带表情的更好，以后都那样": what that version is told to have is wanted.
_RETURNS = _re(
    r"\bbring (?:that|it|them|those|this) back\b|\b(?:go|going|get) back to (?:that|it|how|the "
    r"(?:first|second|third|previous|last|earlier|old|original))\b|\brevert to\b|"
    r"改回|回到(?:上|第|原|之前|以前|最初)|恢复(?:成|到)?(?:原来|之前|上一版|第)|"
    r"以后(?:都|就)?(?:那样|照那版|按那版|按第\S版|按原来)"
)


def returns_to_earlier(text: str) -> bool:
    """Does the writer ask to go back to how an earlier version was ("bring that back")?"""
    return bool(_RETURNS.search(text))


def describes_model_edit(clause: str, position: int | None = None) -> bool:
    """Does the clause describe what the model just did to the text — at `position`, when
    given: from where the description starts, or within its comma stretch ("The first version
    was in prose, this one is all bullets": only the bullets are what the model did)?"""
    if _ASKED_IN_CLAUSE.search(clause):
        return False
    if position is None:
        return bool(_MODEL_DID.search(clause))
    stretches = [0, *(m.end() for m in re.finditer(r"[,，;；]", clause)), len(clause) + 1]
    start = max(s for s in stretches if s <= position)
    end = min(s for s in stretches if s > position)
    return any(
        m.start() <= position or start <= m.start() < end for m in _MODEL_DID.finditer(clause)
    )


def turns_edit_down(text: str) -> bool:
    """Does the writer turn the model's last edit down ("no, you made it…", "改回去")?"""
    return bool(_TURNED_DOWN.search(text))


# -- jargon quoted as the example of what is wrong -------------------------------------------

# "Wow, 'idempotent orchestration layer' for my gardening club": the quoted phrase is the
# complaint; no style word is said. A phrase counts as jargon by its words, not by its quotes.
_JARGON = _re(
    r"\b(?:synerg\w*|leverag\w*|paradigms?|idempotent|orchestration|stakeholders?|bandwidth|"
    # Pompous words for plain ones: "utilise", "facilitate", "commence".
    r"utili[sz]\w*|facilitat\w*|commenc\w*|endeavou?r\w*|henceforth|aforementioned|heretofore|"
    r"notwithstanding|ascertain\w*|"
    r"deliverables?|scalab\w*|ecosystems?|holistic|granular\w*|optimi[sz]\w*|actionable|"
    r"disrupt\w*|blockchain|heuristics?|asynchronous|microservices?|infrastructure|stochastic|"
    r"ontolog\w*|epistem\w*|multimodal|interoperab\w*|throughput|latency|vectori[sz]ed|"
    r"operationali[sz]\w*|value-add|core competenc\w*|best-in-class|mission-critical|"
    r"end-to-end|omnichannel|thought leadership|circle back|move the needle|KPIs?|ROI)\b|"
    r"赋能|抓手|闭环|颗粒度|底层逻辑|对齐|打通|链路|方法论|顶层设计|组合拳|用户心智|范式|幂等|"
    r"编排|中台|生态位|降本增效|痛点|赛道|倒逼|沉淀|反哺"
)
# (A Chinese buzzword is often two characters: “赋能”.)
_QUOTED_PHRASE = re.compile(r"[“\"'‘「『]([^”\"'’」』]{3,60}|[\u4e00-\u9fff]{2})[”\"'’」』]")
# What marks the quoted phrase as mocked, not as a word to edit: praise that cannot be meant,
# a lay readership it is aimed at, or an eye-roll.
_MOCKED = _re(
    r"\b(?:wow|great|perfect|lovely|brilliant|fantastic|thrilled|love|adore|delighted|"
    r"riveting|just what|exactly what|sure|totally|nothing says)\b|🙄|🙃|😂|🤦|\?!|!\?|\blol\b|"
    r"\bfor (?:my|our|the) (?:[\w-]+ ){0,2}(?:club|group|circle|society|class|church|parish|"
    r"neighbou?rs|gran\w*|grandpa|mum|mom|dad|parents|kids|family|choir|PTA|newsletter)\b|"
    r"真是|真棒|太棒|好一个|绝了|厉害|(?:肯定|一定)\S{0,6}(?:爱|喜欢|懂)|"
    r"给(?:我)?(?:奶奶|爷爷|外婆|外公|姥姥|妈|爸|家人|孩子|小朋友|邻居|亲戚|老人|广场舞)"
)


# Quoted terms in a heap ("全是「善意取得」「表见代理」", "packed with 'EBITDA'"): whatever they
# are, they are the jargon complained of.
_HEAP_OF_QUOTED = _re(
    r"(?:全是|满篇|满屏|一堆|通篇|都是|净是|"
    r"\b(?:full of|packed with|stuffed with|littered with|crammed with|wall-to-wall))\s*"
    r"[“\"'‘「『]"
)
# "我奶奶肯定一看就懂", "my gran will follow that easily": any quoted term is the jargon.
_LAY_READER_GETS_IT = _re(
    r"(?:奶奶|爷爷|外婆|外公|姥姥|我妈|我爸|老人|小学生|孩子)\S{0,6}(?:一看就懂|秒懂|看得懂|懂)|"
    r"\b(?:gran|granny|grandma|nan|nana|grandpa|my (?:mum|mom|dad)|kids?|a five-year-old)\b"
    r".{0,30}\b(?:understand|follow|get it|get that|love|know)"
)


def mocks_quoted_jargon(text: str) -> bool:
    """Is jargon quoted as the example of what is wrong, and mocked ("'leverage synergies'
    — for my book club newsletter. Great.", "“赋能抓手”……给我奶奶看的？", "满篇“熵产生率”，我
    奶奶肯定一看就懂")?"""
    phrases = [m.group(1) for m in _QUOTED_PHRASE.finditer(text)]
    said = _QUOTED_PHRASE.sub(" ", text)
    if phrases and _LAY_READER_GETS_IT.search(said):
        return True
    if _HEAP_OF_QUOTED.search(text) and (_MOCKED.search(said) or is_sarcastic(said)):
        return True  # "真好，推文里全是「善意取得」「表见代理」…一定觉得我们特别平易近人呢"
    return any(_JARGON.search(p) for p in phrases) and bool(_MOCKED.search(said))


# -- a register banned by its examples ----------------------------------------------------

# "以后不要用“综上所述”“由此可见”这种腔调", "drop the 'hereby' and 'kindly note'": quoted phrases of
# one register, banned, ask for the other.
_FORMAL_EXAMPLE = _re(
    r"综上所述|由此可见|总而言之|兹|特此|敬请|予以|鉴于|与此同时|尊敬的|\bhereby\b|\bpursuant\b|"
    r"\bhenceforth\b|\bplease be advised\b|\bkindly\b|\bdear valued\b|\bwe regret\b|"
    r"\bfurthermore\b|\bmoreover\b|\bin accordance with\b"
)
_CASUAL_EXAMPLE = _re(
    r"哈哈|宝子|家人们|绝绝子|yyds|\blol\b|\bgonna\b|\bwanna\b|\bhey guys\b|\byo\b|\bsuper cool\b"
)
_BANNED = _re(
    r"不要|(?<![特区分差告级类性识鉴辨个])别(?![人的处家])|不用|去掉|删掉|少用|不想(?:再)?看到|"
    r"再也不想|\bno more\b|\bdrop\b|\bstop\b|\bcut\b|"
    r"\blose\b|\bditch\b|"
    r"\bavoid\b|\bnever\b|\bdon'?t\b|\bget rid of\b"
)


def bans_quoted_jargon(text: str) -> bool:
    """Are quoted buzzwords banned ("I never want to see 'leverage' or 'synergy' again",
    "别再用“赋能”“抓手”这种词")? Listed unquoted as a kind of term too
    (app/style/terms_banned.py)."""
    if bans_listed_terms(text) or readers_ask_what_terms_mean(text):
        return True
    phrases = [m.group(1) for m in _QUOTED_PHRASE.finditer(text)]
    said = _QUOTED_PHRASE.sub(" ", text)
    if _ONE_WORD.search(said):
        return False  # "把“赋能”这个词删掉": one word edited, not a kind banned
    if not _BANNED.search(said):
        return False
    # "唔好再成篇都係 'rubric'、'band descriptor' 嗰啲字眼", "no more 'deliverables', 'bandwidth'
    # and words like that": several quoted, named as a kind of word, whatever they are.
    kind = len(phrases) >= 2 and bool(_KIND_OF_WORD.search(said))
    return kind or any(_JARGON.search(p) for p in phrases)


# Quoted words named as a kind: 这种词, 嗰啲字眼 (folded: 嗰些字眼), "words like that".
_KIND_OF_WORD = _re(
    r"(?:这种|那种|这类|那类|这些|那些|嗰些|嗰啲|呢些|呢啲|之类的?|一类的?)(?:英文)?(?:词|字眼|说法|用语|名词)|"
    r"(?:那|这|嗰|呢)一?套|"  # 「别再堆「额定功率」「IP防护等级」那一套了」
    r"\b(?:words|terms|phrases) like (?:that|those|these|them)\b|"
    r"\b(?:that|this) (?:kind|sort) of (?:word|term|phrase|language|talk)s?\b"
)


_ONE_WORD = _re(r"[这那]个(?:词|字|说法)|\b(?:this|that|the) (?:word|phrase|term)\b")


def bans_quoted_register(text: str) -> str | None:
    """The formality wanted when quoted examples of one register are banned, else None."""
    phrases = [m.group(1) for m in _QUOTED_PHRASE.finditer(text)]
    if not phrases or not _BANNED.search(_QUOTED_PHRASE.sub(" ", text)):
        return crowded_register(text)  # "「亲」「宝子们」满天飞": said to crowd the text
    if any(_FORMAL_EXAMPLE.search(p) for p in phrases):
        return "casual"
    if any(_CASUAL_EXAMPLE.search(p) for p in phrases):
        return "formal"
    return None
