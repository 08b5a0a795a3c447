"""Official wording quoted back and praised for what it lacks.

"'Utilise the aforementioned mooring apparatus.' Ah yes, that's exactly how our hire
customers talk", "“本店秉持匠心精神，致力于…”——哇，好亲切哦", "「民俗信仰之儀式性實踐」，阿公
阿嬤一定看得很開心": the writer quotes the text's own officialese and praises it for a warmth or an
ease it cannot have. The praise is not meant: the writer wants plain words (when the praise is
about how people talk or understand) or a casual register (when it is about warmth, or only a
reader's delight). Only ever put to the writer as a question (a sarcastic reading), and only
when the words quoted are official; a sincere "Perfect, that's exactly the tone for the
council's notice" praises no quality the quote lacks and is left alone. English and Chinese.
"""

import re

from app.style.dimensions import Observation
from app.style.filing import TENTATIVE_STRENGTH, WRITER_STRENGTH
from app.style.hant import simplified
from app.style.normalising import normalise
from app.style.prefilter import lazily_screened
from app.style.reading import LASTING
from app.style.sarcasm import SARCASTIC_PRAISE


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# (An apostrophe between letters — "You'll", "won't" — does not end a quote.)
_QUOTE = re.compile(
    r"(?<![A-Za-z])[“\"‘'「『]((?:[^”\"’'」』]|(?<=[A-Za-z])['’](?=[A-Za-z])){6,200})[”\"’'」』]"
    r"(?![A-Za-z])"
)
# Officialese: two of these in English ("shall" alone is common), one in Chinese.
_OFFICIAL_EN = _re(
    r"\butili[sz]\w*|\baforementioned\b|\bhereby\b|\bpursuant\b|\bshall\b|\bcommenc\w+|"
    r"\bwish(?:es)? to (?:advise|inform|notify)\b|\bit is with\b|\bdesignated\b|\bpatrons\b|"
    r"\b(?:are|is) (?:hereby )?(?:requested|advised|reminded|notified|required) to\b|"
    r"\bin accordance with\b|\bendeavou?r\w*|\bfacilitat\w+|\bprior to\b|\bapparatus\b|"
    r"\bnotified\b|\bdisembark\w*|\bherewith\b|\bhenceforth\b|\bnotwithstanding\b|"
    r"\bwhereas\b|\bforthwith\b|\bplease be advised\b|\bconsiderable\b|\bthe undersigned\b|"
    r"\bkindly\b|\bwe regret\b|\bresidents\b|\bpremises\b|\bany inconvenience\b|"
    r"\brespectfully\b|\b(?:will|shall) be (?:closed|held|suspended|convened)\b|\bscheduled\b|"
    r"\binforms?\b"
)
_OFFICIAL_ZH = re.compile(
    r"本(?:店|馆|社区|公司|中心|会|院|园|所|处)(?!子)|秉持|秉承|致力于|广大|旨在|兹|特此|敬请|莅临|予以|鉴于|"
    r"届时|之\S{1,6}性|综上所述|恳请|谨此|务必|如下|相关事宜"
)
# What the praise is about. How people talk or understand: plain words are missing.
_UNDERSTOOD = _re(
    r"\b(?:exactly |just )?(?:how|the way) (?:[\w'-]+ ){0,6}?(?:talks?|speaks?|chats?|says?|"
    r"writes?|texts?)\b|\b(?:everyone|anyone|they)'?(?:ll| will) (?:understand|follow|get)\b|"
    r"一看就懂|看得懂|听得懂|秒懂|一听就(?:明白|懂)|学术|论文|\bacademic\b|\bthesis\b"
)
# Warmth, friendliness, feeling at home: a casual register is missing.
_WARM = _re(
    r"\b(?:warm|warmly|cosy|cozy|friendly|homely|neighbou?rly|folksy|hugged|at home|chatty)\b|"
    r"亲切|温暖|暖心|人情味|唠嗑|唠家常|拉家常|接地气|平易近人|像朋友|像邻居"
)
# Praise of such a quality said outright ("so warm", "好亲切哦", "How friendly").
_WARMTH_PRAISED = _re(
    r"\b(?:so|how|very|such|really|truly|wonderfully|lovely and) (?:warm|cosy|cozy|friendly|"
    r"homely|neighbou?rly|chatty)\b|(?:好|真|多|太|很)(?:亲切|温暖|暖心|有人情味|接地气)"
)
_DELIGHT = _re(
    r"\b(?:will|'ll) (?:just |really |so |absolutely |totally )?(?:adore|love|enjoy|feel right at "
    r"home)\b|(?:肯定|一定|绝对)\S{0,5}(?:爱看|喜欢|高兴|开心|觉得)"
)


# Understanding promised of words quoted back, past belief: "My passengers will surely understand
# that one", "will know exactly what that means", 「真好懂，大爷一看就明白」. Sincere or not, plain
# words are what such praise is about.
_SURELY_UNDERSTOOD = _re(
    r"\b(?:will|'ll) (?:surely |definitely |certainly |totally |obviously |all )?(?:understand|"
    r"follow|get) (?:that|this|it)\b|\b(?:will|'ll) (?:\w+ )?know exactly what (?:that|this|it) "
    r"means\b|\bsuch big words\b|真好懂|好懂|(?:一看|一听)就(?:懂|明白)|秒懂"
)
# Brevity praised of a long title quoted back: 「这标题真精炼啊」, "That'll fit on the door sign,
# I'm sure", "so short and snappy".
_BREVITY_PRAISED = _re(
    r"(?:真|好|可真|多|太|很)(?:简短|精炼|简洁|简练|干脆|利落|短)|言简意赅|\bshort and sweet\b|"
    r"\b(?:so|how|nice and|lovely and|very|wonderfully) (?:short|brief|snappy|concise|punchy|crisp)"
    r"\b|\b(?:will|'ll) (?:\w+ )?fit on (?:the|a|one|any) [\w -]{1,20}?(?:,? (?:surely|I'?m sure|"
    r"no doubt|of course))"
)
_TITLE = _re(r"\b(?:title|heading|headline|subject line)s?\b|标题|题目")
# Vague, everyday wording quoted back ("give the gizmo a wiggle", 「把那个零件弄一弄」) and praised
# for an expertise it cannot show ("such precise engineering language", 「写得真是太专业了」): the
# writer wants the proper terms.
_VAGUE = _re(
    r"\b(?:thing(?:y|ies|s)?|gizmo|doohickey|whatsit|thingamajig|thingummy|widget|stuff|"
    r"wiggle|jiggle|fiddle (?:with|about)|bits? and bobs|sort of|kind of|whatever)\b|"
    r"那个东西|这个东西|那玩意|这玩意|弄一弄|弄一下|搞一搞|搞一下|什么的|之类的|东西"
)
_EXPERTISE_PRAISED = _re(
    r"\b(?:so|such|how|very|really|truly|wonderfully|impressively)\s+(?:\w+\s+)?(?:precise|"
    r"technical|expert|scientific|rigorous|professional|exact)\b|"
    r"(?:真|好|可真|多|太|很|真是太|可太|真是)(?:专业|严谨|精准|精确|学术|科学|内行|到位)"
)
_LONG_QUOTE_WORDS = 10  # words, or twice as many CJK characters


def _long(quote: str) -> bool:
    cjk = sum("\u4e00" <= c <= "\u9fff" for c in quote)
    return len(quote.split()) >= _LONG_QUOTE_WORDS or cjk >= 2 * _LONG_QUOTE_WORDS


def _official(quote: str) -> bool:
    if len(_OFFICIAL_ZH.findall(quote)) >= 1:
        return True
    return len({m.group(0).lower() for m in _OFFICIAL_EN.finditer(quote)}) >= 2


def official_quoted_back(text: str) -> tuple[str, str] | None:
    """What a message that quotes wording back with praise it cannot mean wants: officialese
    praised as easy ("vocabulary", "plain") or warm ("formality", "casual"), vague words praised
    as expert ("vocabulary", "technical"); None when it does no such thing."""
    said = simplified(text)
    quotes = [m.group(1) for m in _QUOTE.finditer(said)]
    frame = _QUOTE.sub(" ", said)
    brevity = _TITLE.search(frame) and _BREVITY_PRAISED.search(frame)
    if brevity and any(_long(q) for q in quotes):
        return ("title_style", "short")
    if quotes and _SURELY_UNDERSTOOD.search(frame):
        return ("vocabulary", "plain")
    if any(_VAGUE.search(q) for q in quotes) and _EXPERTISE_PRAISED.search(frame):
        return ("vocabulary", "technical")
    if not any(_official(q) for q in quotes):
        return None
    praised = (
        SARCASTIC_PRAISE.search(frame) or _WARMTH_PRAISED.search(frame) or _DELIGHT.search(frame)
    )
    if not praised:
        return None
    if _UNDERSTOOD.search(frame):
        return ("vocabulary", "plain")
    if _WARM.search(frame) or _DELIGHT.search(frame):
        return ("formality", "casual")
    return None


def read_quoted_back(text: str, heard: list[Observation]) -> list[Observation]:
    """`heard`, unless the message quotes official wording back in praise it cannot mean: then
    the register it wants, put to the writer, instead of what its words were read as on the
    register, words and tone (the praise taken at its word, or the quote's own register)."""
    wanted = official_quoted_back(text)
    if wanted is None or any(
        (o.dimension, o.value) == wanted and (o.explicit or LASTING.search(normalise(text)))
        for o in heard
    ):
        return heard  # (asked for outright beside the sarcasm, it stands as said)
    others = [o for o in heard if o.dimension not in ("formality", "vocabulary", "tone", wanted[0])]
    asked = Observation(
        dimension=wanted[0],
        value=wanted[1],
        source="writer",
        strength=TENTATIVE_STRENGTH,
        by_writer=True,
        quote=text.strip(),
        tentative=True,
        reading="sarcasm",
    )
    return [*others, asked]


# -- the writer's own voice shown by an example -----------------------------------------------

# The quote is the writer's own writing: "This is how I usually write the updates: '…'", "my
# own notices go like this", "a line of mine", "我平时发的是这种：“…”", "贴一段我以前写的".
# (Someone else's — "My sister writes hers like this", "我同事的帖子是这样写的" — is not.)
_MINE_SHOWN = _re(
    r"\b(?:this is|that'?s|here'?s) how I (?:\w+ )?(?:write|wrote|do|did) (?:it|them|these|the)\b|"
    r"\b(?:this is|that'?s|here'?s) how I (?:usually |normally |always |used to )?"
    r"(?:write|wrote)\b|"
    r"\bmy (?:own |old |usual |earlier |previous )?(?:[\w-]+ ){0,2}?(?:posts?|notices?|updates?|"
    r"blurbs?|reports?|captions?|newsletters?|write-?ups?|copy|emails?|tweets?) "
    r"(?:go|went|read|look|looked|sound|sounded|ran) like this\b|"
    r"\bthat'?s (?:me|my style|my voice|how I (?:write|wrote)(?: \w+){0,4})\W*$|"
    r"\b(?:a|one) (?:line|bit|snippet|sample|paragraph|passage) (?:of mine|from my)\b|"
    r"\bhere'?s (?:a|one) (?:line|bit|snippet|sample|paragraph|passage) (?:of mine|from my)\b|"
    r"我(?:平时|一般|通常|以前|之前|原来|过去|一向|自己)?(?:发|写)?的?(?:帖子|推文|公告|文章|测评|文案|"
    r"通知|东西)?(?:都|一般|通常)?是(?:这种|这样|这么)(?:写的|风格|写法)?|"
    r"我(?:平时|一般|通常|以前|之前|原来|自己)?(?:都|就)?(?:是)?(?:这么|这样)写的|"
    r"(?:贴|给你看看?|发)一?[段句个篇]?我(?:以前|之前|原来|自己|平时)?(?:写|发)的|"
    r"这是我(?:之前|以前|原来|自己|平时)?(?:写|发)的|"
    r"(?:贴|给你看看?|发)一?[段句个篇]?我(?:以前|之前|原来|自己|平时)?的(?:帖子|推文|公告|文章|测评|文案|通知)"
)
# The quote given as the model to write to from now on, whoever wrote it: "Write every sentence
# like that from now on", "All of them like that", "that's the voice I want",
# 「以后句子都照这个来写」, 「就要这种口气，以后都这么对读者说话」 — asked outright, so filed, not
# put to the writer.
_MODEL_ASKED = _re(
    r"\b(?:write|do|make|keep|want) (?:every|all|each|the rest|them all)\b[^.!?]{0,30}?"
    r"\blike (?:that|this|it)\b|"
    r"\ball (?:of )?(?:them|the (?:\w+ ){0,2}(?:sentences|posts|notices|lines)) "
    r"like (?:that|this)\b|"
    r"\b(?:that'?s|this is|here'?s) (?:the|a) (?:kind of |sort of )?(?:sentence|line|voice|tone|"
    r"style|way of talking|register)s? I (?:want|like|love|'m after|am after)\b|"
    r"\b(?:talk|speak|write) to (?:the |our |my )?readers? like (?:that|this)\b|"
    r"(?:以后|往后|今后)?(?:句子|每句|都|全)*(?:照|按|跟)(?:这个|这样|这种|这句)(?:来)?写|"
    # "Write like this from now on: '…'", "Model every notice on this", "Use this as the model
    # for all our notices", 「以后通知都照这个样子写」, 「以后公告都按这个口气来」 (v72
    # `example_imitate`).
    r"\b(?:write|do|sound|talk|word) (?:it |them |everything |every \w+ |all \w+ )?like "
    r"(?:this|that)\b(?=[^.!?]{0,30}\b(?:from now on|going forward|from here on|always|every|"
    r"all|in future)\b|\s*(?:from now on|going forward|from here on)?\s*[:：])|"
    r"\b(?:model|base|pattern) (?:every|all|each|our|the|them|it|everything)\b[^.!?:]{0,30}? on "
    r"(?:this|that)\b|"
    r"\buse (?:this|that|the (?:line|lines|notice|example|text) below) as (?:the|a|our) "
    r"(?:model|template|example|pattern)\b|"
    r"(?:照|按|跟|学|仿照|参照|模仿)着?(?:这个|这样|这种|这句|这段|下面)的?"
    r"(?:样子|口气|语气|风格|格式|写法|调子|感觉|腔调|调调|味儿|味道|路子)(?:来)?写?|"
    r"就要这种(?:口气|语气|感觉|写法|风格|句子)|(?:以后|往后)都这么(?:写|说|对读者说话|跟读者说话)"
)
_SENTENCE_END = re.compile(r"[.!?。！？]+")
# How a chat among neighbours sounds: particles closing a line, "咱", "gonna", "folks", "!".
_CASUAL = _re(
    r"[哈啦呗哟嘛呀哦噢咯](?=[！!。，,~～]|$)|咱们?|街坊|\b(?:gonna|wanna|y'?all|folks|hey|mate|"
    r"guys|pop in|grab|c'?mon)\b|[!！]"
)
_YOU_EN = _re(r"\byou(?:'ll|'re|'ve|'d)?\b|\byour\b")
_TECHNICAL = re.compile(
    r"\b[A-Z]{2,}[A-Z0-9]*\b|\b(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{3,}\b|"
    r"\d+(?:\.\d+)?\s?(?:°C|°F|W|GB|MB|MHz|GHz|mm|ml|kg|rpm|dB)\b|\b\d+:\d+\b"
)


def _shown_by(quote: str, you: int = 2) -> tuple[str, str] | None:
    """What an example of the writer's own text shows of their voice, when it shows one; "you"
    said `you` times shows the reader addressed."""
    if _official(quote):
        return ("formality", "formal")
    if len(_YOU_EN.findall(quote)) >= you or quote.count("你") >= you:
        return ("person", "second")
    if len(_TECHNICAL.findall(quote)) >= 2:
        return ("vocabulary", "technical")
    said = [s.strip() for s in _SENTENCE_END.split(quote) if s.strip()]
    cjk = sum("\u4e00" <= c <= "\u9fff" for c in quote) > len(quote) / 3
    sizes = [len(s) if cjk else len(s.split()) for s in said]
    if len(sizes) >= 3 and sum(sizes) / len(sizes) <= (6 if cjk else 4):
        return ("sentence_length", "shorter")
    if len(_CASUAL.findall(quote)) >= 2:  # 「各位街坊，明天开张，早点来哈！」
        return ("formality", "casual")
    return None


def shown_voice(text: str) -> tuple[str, str] | None:
    """The voice a message shows by quoting the writer's own writing ("This is how I write
    them: 'Lock 14 shut. Use the bypass. Back Friday.'"), or None."""
    said = simplified(text)
    quotes = [m.group(1) for m in _QUOTE.finditer(said)]
    around = _QUOTE.sub(" ", said)
    if not quotes or not (_MINE_SHOWN.search(around) or _MODEL_ASKED.search(around)):
        return None
    return _shown_by(max(quotes, key=len), 1 if _MODEL_ASKED.search(around) else 2)


def _asked_as_model(text: str) -> bool:
    """Whether the message asks for its quoted example as the model from now on."""
    return bool(_MODEL_ASKED.search(_QUOTE.sub(" ", simplified(text))))


def read_shown_voice(text: str, heard: list[Observation]) -> list[Observation]:
    """`heard`, unless the message shows the writer's own voice by an example: then what the
    example shows, put to the writer (the words inside the quote are not requests)."""
    shown = shown_voice(text)
    if shown is None:
        return heard
    model = _asked_as_model(text)
    asked = Observation(
        dimension=shown[0],
        value=shown[1],
        source="writer",
        strength=WRITER_STRENGTH if model else TENTATIVE_STRENGTH,
        by_writer=True,
        quote=text.strip(),
        tentative=not model,
        reading="" if model else "example",
    )
    return [*[o for o in heard if o.explicit and o.dimension != shown[0]], asked]
