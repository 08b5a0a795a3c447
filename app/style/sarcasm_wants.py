"""What a sarcastic message that names no style wants, read from what it mocks: a dull
likeness wants a livelier tone, a size wants it shorter, a register quoted wants the other one,
words to look up want plain ones ("a ride report with the emotional range of a spreadsheet",
"900 words, truly an epic", 「跟说明书一样有激情」). `sarcasm` says whether the praise is meant;
this module says which way the writer wants the text to go. English and Chinese.
"""

import re

from app.style.prefilter import lazily_screened
from app.style.sarcasm import (
    BREATH,
    DULL,
    FESTIVE,
    HARD_WORDS,
    SENTENCE_AS_MORE,
    SIZE,
    TITLE_AS_MORE,
    mocks,
)
from app.style.steps_in_one import STEPS_IN_ONE


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# The piece outlasting what it is about: "longer than the actual story", "the next meeting will
# start before anyone finishes them", 跟连续剧似的, 看完估计雨都停了.
_OUTLASTS = _re(
    r"\b(?:longer|wordier) than (?:the|a|an|my|our)\b|\bso long\b|\bbefore (?:anyone|anybody|"
    r"they|readers?|people|you|we) (?:finish|finishes|get|gets|reach|reaches|make it)\b|"
    r"\b(?:snack|lunch|coffee) break\b|\bpack (?:a|their|your) (?:lunch|snack)\b|"
    r"跟(?:连续剧|长篇小说|裹脚布|流水账)\S{0,2}(?:似的|一样)|(?:看|读|念)完\S{0,6}(?:都|也)\S{0,8}了|"
    r"还没(?:念|读|看)完|比\S{1,10}还长"
)
_LIKENED = _re(r"\b(?:reads?|sounds?|feels?) like\b|(?:跟|像|和)\S{1,12}(?:一样|似的)")
_PARAGRAPH = _re(r"\bparagraphs?\b|\bblocks?\b|一段|段落|不分段|换行")
_TITLE = _re(r"\btitles?\b|\bheadlines?\b|标题")
# (Chinese quotes hold single words too: “您”“敬请”.)
_QUOTED_CJK = re.compile(r"[“「『]([^”」』]{1,20})[”」』]")
# A long word quoted in mockery is the jargon: "pedagogical", "chryselephantine".
_LONG_WORD = re.compile(r"\b[A-Za-z]{10,}\b")
# Quotation marks, not apostrophes ("aren't economists — they're…" quotes nothing).
_QUOTED_WORDS = re.compile(r"(?<![A-Za-z])[“\"‘']([^”\"’']{3,80})[”\"’'](?![A-Za-z])")
_QUOTED = re.compile(r"[“\"'‘「『]([^”\"'’」』]{3,80})[”\"'’」』]")
_CASUAL_QUOTED = _re(
    r"\bslaps\b|\bno cap\b|\blit\b|\bbesties?\b|\bvibes?\b|\bfr fr\b|\bomg\b|\blmao\b|\bbruh\b|"
    r"\byolo\b|\bsus\b|\blowkey\b|\bhighkey\b|\bgoated\b|\bfire\b|宝子|家人们|绝绝子|yyds|冲鸭|哈哈|"
    r"\blol\b|\bgonna\b|\bwanna\b|\bhey guys\b"
)
_FORMAL_QUOTED = _re(
    r"\bmoreover\b|\bfurthermore\b|\bhenceforth\b|\bwhereas\b|\bnotwithstanding\b|"
    r"\baforementioned\b|您|贵方|贵司|恳请|谨此|此致|顺颂|\bhereby\b|"
    r"\bpursuant\b|\bheretofore\b|\bplease be advised\b|\bkindly\b|\bwe regret\b|"
    r"\bforthwith\b|综上所述|兹|特此|敬请|予以|鉴于"
)
# Being understood, promised or praised in sarcasm: "Really accessible stuff", "写得真好懂啊",
# "阿姨们肯定一看就明白", "everyone will understand that": plain words are what is missing.
_UNDERSTOOD = _re(
    # Knowing what the words mean, promised: "customers will definitely know what that means",
    # "大家肯定都知道这是什么意思".
    r"\b(?:will|'ll) (?:all )?(?:definitely|surely|certainly|totally|of course|obviously|no doubt|"
    r"absolutely|undoubtedly|for sure|instantly|immediately) (?:all )?"
    r"(?:know|get|see|work out) (?:exactly |straight away |at once )?what (?:that|this|it|those|"
    r"these|they|all that) (?:means?|is|are|says?)\b|"
    r"(?:一定|肯定|绝对|保证|想必)\S{0,4}(?:知道|晓得|明白|懂)\S{0,4}(?:是)?(?:什么|啥|咩)意思|"
    r"\b(?:really|so|very|truly|super) (?:accessible|clear|easy to (?:follow|read|understand|"
    r"grasp))\b|\b(?:will|'ll) (?:definitely|surely|certainly|totally) "
    r"(?:understand|follow|grasp)\b|"
    r"(?:真|好|多么|太)(?:好懂|易懂|通俗)|"
    r"(?:一定|肯定|绝对|保证)\S{0,4}(?:一看就(?:懂|明白)|秒懂|看得懂|看明白|明白|懂)|"
    r"(?:都|全都|全)(?:看|读|听)(?:懂|明白)了(?:呢|吧|哦|喔)"
)
# Likened to an official paper: "跟红头文件一模一样", "reads like a rental contract".
_OFFICIAL = _re(
    r"(?:改成|写成|变成|弄成)了?\S{0,6}(?:述职报告|工作报告|红头文件|判决书|通报|公文)|"
    r"(?:跟|像|和)\S{0,6}(?:红头文件|公文|政府工作报告|判决书|合同|法律条文|通报|文件)"
    r"(?:一模一样|一样|似的|没区别)|"
    r"\b(?:reads?|sounds?) like (?:a|an|the) (?:[\w-]+ ){0,2}?(?:contract|legal document|court "
    r"filing|terms and conditions|government (?:form|circular|memo)|lease|insurance policy)\b"
)
# Likened to chat, not to a document: "律师函写得跟朋友圈段子一样", "写成了聊天记录", "reads like a
# group chat", "sounds like a text to my mates": a formal register is what is missing.
_CHATTY = _re(
    r"(?:跟|像|和|写成了?|变成了?|搞得像)\S{0,8}(?:朋友圈|段子|聊天记录|微信群|群聊|网络流行语|顺口溜|唠嗑|"
    r"脱口秀|相声|网络热梗|发帖|口水话)|"
    r"\b(?:reads?|sounds?|looks?) like (?:a|an|the|my) (?:[\w'-]+ ){0,2}?(?:group chat|"
    r"text message|text to (?:my|a) \w+|tweet|meme|stand-up (?:routine|set)|pub chat|"
    r"whatsapp|dm|instagram caption|tiktok)\b"
)
# Emoji shown as the pictures they are: "little faces and party hats", "hearts and sparkles",
# "smiley faces", 小星星小爱心, 小花小太阳, 小表情, 小黄脸.
_PICTURES = _re(
    r"\b(?:(?:little|tiny|smiley|happy|winking|crying|laughing|heart-eyed?) )?faces\b|"
    r"\b(?:hearts|sparkles|party hats|confetti|balloons|rainbows|smileys|stickers|unicorns|"
    r"rockets|crowns|trophies|fireworks|flowers|suns|moons|sparklers|"
    r"thumbs[- ]ups?|fireworks|flames|clapping hands|sparkly stars|little stars)\b|"
    r"(?:一排|一串|满屏|一堆)\S{0,8}(?:闪电|灯泡|星星|爱心|火苗|烟花|火箭|表情|花朵)|"
    r"\bparty poppers?\b|"
    r"小(?:花|太阳|星星|爱心|心心|表情|黄脸|红心|火苗|烟花|气球|彩虹|笑脸|图标|贴纸|皇冠|火箭|奖杯|猫|狗|人|"
    r"灯泡|闪电)"
    r"(?:表情|图标|头像)?|\blittle (?:[\w-]+ )?(?:lady|ladies|man|men|guy|people|cats?|dogs?|"
    r"ghosts?|icons?|figures?|animals?|pictures?)\b|"
    r"表情包|颜文字"
)
# One sentence, or one paragraph, read as a marathon: "this sentence", "一句话…才读完", "一段话
# 滑了三下", "One paragraph, top to bottom, no breaks".
PICTURES = _PICTURES  # read by app/style/mockery.py too
_ONE_SENTENCE = _re(
    r"\b(?:this|that|the|one|a|each|every) (?:single |first |opening |second |last )?sentence\b|"
    r"一句话|这句话?|这一句|一个句子|到句号"
)
_SCROLLED = _re(
    r"\bscroll\w*|\bno breaks\b|\btop to bottom\b|\bmy thumb\b|滑了|划了|到头|一屏|整屏"
)
_FESTIVE = _re(FESTIVE)
_LIST_MOCKED = _re(r"\bbullets?\b|\bsub-?bullets?\b|\blists?\b|列表|一条条|分点")
# Too many exclamation marks praised: "Love an error message with four exclamation marks".
_EXCLAIMED = _re(r"\bexclamation (?:marks?|points?)\b|感叹号|!!!|！！！")


# A quality praised in scare quotes that no style rule names: "这文案真“燃”啊", "so 'engaging'".
# The quality is claimed and missing, so it is what the writer wants.
_SCARE_PRAISED = _re(
    r"(?:真是|真|好|可真|多么|太|\b(?:so|such|really|very|how)\s+)[“\"'‘「『]\s*"
    r"(?P<word>[^”\"'’」』]{1,14}?)\s*[”\"'’」』]"
)
_MISSING_QUALITY = (
    (
        _re(
            r"^(?:燃|带劲|有激情|热血|生动|活泼|有趣|有温度|温暖|暖心|有感染力|有活力|fun|exciting|lively|"
            r"punchy|engaging|warm|upbeat|energetic)$"
        ),
        ("tone", "lively"),
    ),
    (
        _re(r"^(?:好懂|易懂|通俗|通俗易懂|plain|accessible|readable|simple)$"),
        ("vocabulary", "plain"),
    ),
    (_re(r"^(?:稳重|克制|低调|平和|calm|soothing|measured|restrained)$"), ("tone", "calm")),
)
# A size praised in scare quotes ("这段可真“精炼”啊", 'Such a "quick" intro', 这标题可真“简洁”):
# the piece is long, so the part it names is to be shorter.
_BRIEF_QUALITY = _re(
    r"^(?:精炼|精练|简洁|简短|简练|短小|精简|干脆|简明|短|quick|short|brief|concise|snappy|"
    r"succinct|tight|compact|bite-?sized)$"
)
# Excitement praised beside a dull likeness ("reads like a council tender. Really gets the pulse
# going", 「跟物业催缴通知一样，真是让人心潮澎湃」): the excitement is what is missing.
_THRILL_PRAISED = _re(
    r"\bgets? (?:the|my|your|our) (?:pulse|heart|blood) (?:going|racing|pumping)\b|"
    r"\bedge of (?:my|our|their|your) seats?\b|\bpage-?turner\b|心潮澎湃|热血沸腾|激动人心|"
    r"心跳加速|让人兴奋|肾上腺素"
)
# Paragraphs praised as too thin: "每段都只有一句话…像在看弹幕", "one-line paragraphs".
_THIN_PARAGRAPHS = _re(
    r"每段(?:都)?(?:只有|就|才)一(?:句|行)|一句(?:话)?(?:就)?一段|一行一段|弹幕|"
    r"\bone[- ](?:line|sentence) paragraphs?\b|\bevery paragraph (?:is )?(?:just |only )?"
    r"(?:one|a single) (?:line|sentence)\b|"
    # "one line each looks like a WhatsApp chat", "every sentence on its own line", "a new line
    # for every sentence": what a chat is likened for here is its one-line paragraphs.
    r"\bone (?:line|sentence) (?:each|apiece|per paragraph)\b|"
    r"\b(?:every|each) (?:single )?sentence (?:is )?on (?:its|a) own line\b|"
    r"\ba new (?:line|paragraph) (?:for|after) (?:every|each) (?:single )?sentence\b|"
    r"\b(?:every|each) (?:single )?sentence (?:is )?(?:its|a) own paragraph\b|"
    r"一句一行|一句话一行|一行一句"
)


def implied_by_sarcasm(text: str) -> tuple[str, str] | None:
    """What a sarcastic message that names no style wants, from what it mocks; None if unclear."""
    for scare in _SCARE_PRAISED.finditer(text):
        word = scare.group("word").strip()
        for quality, implied in _MISSING_QUALITY:
            if quality.search(word):
                return implied
        if _BRIEF_QUALITY.search(word):
            if _TITLE.search(text):
                return ("title_style", "short")
            return (
                ("paragraph_length", "shorter")
                if _PARAGRAPH.search(text)
                else ("length", "concise")
            )
    if _THRILL_PRAISED.search(text) and (
        DULL.search(text) or _OFFICIAL.search(text) or _LIKENED.search(text)
    ):
        return ("tone", "lively")
    quoted = " ".join(m.group(1) for m in _QUOTED.finditer(text))
    quoted += " " + " ".join(m.group(1) for m in _QUOTED_CJK.finditer(text))
    if _CASUAL_QUOTED.search(quoted):
        return ("formality", "formal")
    if _FORMAL_QUOTED.search(quoted):
        return ("formality", "casual")
    if DULL.search(text):
        return ("tone", "lively")
    if STEPS_IN_ONE.search(text):
        return ("structure", "lists")  # "十二个施工步骤全塞一段里…一眼就看懂了呢"
    if HARD_WORDS.search(text) or _UNDERSTOOD.search(text):
        return ("vocabulary", "plain")
    if any(_LONG_WORD.search(m.group(1)) for m in _QUOTED_WORDS.finditer(text)):
        # "'pedagogical scaffolding' … the eight-year-olds will be riveted": the words quoted.
        return ("vocabulary", "plain")
    if _OFFICIAL.search(text):
        return ("formality", "casual")
    if _THIN_PARAGRAPHS.search(text):
        # ("one line each looks like a WhatsApp chat": the chat is likened for its layout.)
        return ("paragraph_length", "longer")
    if _CHATTY.search(text):
        return ("formality", "formal")
    if _EXCLAIMED.search(text):
        return ("tone", "calm")
    if _PICTURES.search(text):
        return ("emoji", "fewer")
    if _FESTIVE.search(text):
        return ("tone", "calm")
    if _TITLE.search(text) and (TITLE_AS_MORE.search(text) or BREATH.search(text)):
        return ("title_style", "short")
    if _THIN_PARAGRAPHS.search(text):
        return ("paragraph_length", "longer")
    if SENTENCE_AS_MORE.search(text) or (
        (BREATH.search(text) or _ONE_SENTENCE.search(text)) and not _PARAGRAPH.search(text)
    ):
        return ("sentence_length", "shorter")
    if _PARAGRAPH.search(text) and (_SCROLLED.search(text) or _OUTLASTS.search(text)):
        return ("paragraph_length", "shorter")
    if SIZE.search(text) or _OUTLASTS.search(text) or (mocks(text) and _TITLE.search(text)):
        if _TITLE.search(text):
            return ("title_style", "short")
        if _PARAGRAPH.search(text):
            return ("paragraph_length", "shorter")
        return ("length", "concise")
    return None
