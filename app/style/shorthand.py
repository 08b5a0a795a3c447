"""Editors' shorthand and spoken dialect said in the plain words the style rules know: "pars"
and "heds" are paragraphs and headlines, "give it some pulse" is energy, 整/忒/咋/俩 are
用/太/怎么/两个, 一个表情都不能有 is no emoji at all — and words that only look alike ("on
par", "pulse figures", 咋整的) are left alone."""

import re
from collections.abc import Callable
from functools import lru_cache

from app.style.errata import erratum_plain
from app.style.prefilter import lazily_screened
from app.style.regional import regional_plain


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# "wondering whether bullet points would suit the page better than the paragraphs": which
# reads better is wondered about, not one chosen over the other (app/style/asking.py WONDERING).
_WONDERED = _re(r"\bwonder(?:ing|ed|s)?\s+(?:if|whether)\b[^.!?;]*$")


def _rather_than(match: re.Match[str]) -> str:
    if not match.group(1) and _WONDERED.search(match.string[: match.start()]):
        return match.group(0)  # ("wonder if … might suit …": leaning, with its doubt kept)
    return "perhaps rather than" if match.group(1) else "rather than"


# "on par", "below par", "up to par", "sub-par": golf's par, not a paragraph.
_NOT_GOLF = r"(?<!\bon )(?<!\bbelow )(?<!\babove )(?<!\bunder )(?<!\bup to )(?<!-)"

# A ban with an aside between it and what it bans: "Don't — and this goes for the cards too —
# write…", "Never, whatever the post, stuff it with…", "Dinnae, whether it's the shop page or
# the flyer, go sticking…", "Never, not in the magazine, not on the board, and not even when…,
# pad…", 「不要，我讲真的，不管是…，再写…」, 「唔好——无论系菜单定系海报——再加…」: the aside set
# apart, the ban said whole. (A hyphen with spaces round it sets an aside apart too.)
_BAN_EN = r"(?:don'?t|do not|never|dinnae|dinna|didnae|divn'?t)"
BAN_ASIDES: tuple[tuple[re.Pattern[str], str], ...] = (
    (_re(rf"^(\W*{_BAN_EN})\s*[—–]\s*[^—–.!?]{{3,120}}?\s*[—–]\s*"), r"\1 "),
    (_re(rf"^(\W*{_BAN_EN})\s+-{{1,2}}\s+[^—–.!?]{{3,120}}?\s+-{{1,2}}\s+"), r"\1 "),
    (
        _re(
            rf"^(\W*{_BAN_EN}),\s*(?:(?:and |or )?(?:whatever|wherever|whichever|whenever|"
            r"no matter|whether|not|nor|be it|even)\b[^,.!?]{0,80},\s*){1,4}"
        ),
        r"\1 ",
    ),
    (
        re.compile(
            r"^(\W*(?:你|您)?(?:可)?(?:千万|一定)?(?:别|不要|甭|唔好|嫑|莫))\s*[—–]+[^—–。！!？?]{2,120}?"
            r"[—–]+\s*(?=把|再|将)"
        ),
        r"\1",
    ),
    (
        re.compile(
            r"^(\W*(?:千万)?(?:不要|别))[，,]\s*(?:我(?:是)?(?:讲|说)?(?:真的|认真的)|说真的|讲真的?)"
            r"[，,]\s*(?:(?:不管|无论|不论)[^，,。！!？?]{0,40}[，,]\s*)?(?=再)"
        ),
        r"\1",
    ),
)


def without_ban_aside(text: str) -> str:
    """The text with the aside between a ban and what it bans taken out."""
    for pattern, plain in BAN_ASIDES:
        text = pattern.sub(plain, text)
    return text


_PLAIN: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    # A newsroom's "par" is a paragraph; golf's "on par", "par for the course" are not.
    (_re(_NOT_GOLF + r"\bpars\b"), "paragraphs"),
    (
        _re(_NOT_GOLF + r"\bpar\b(?! for the course)(?!\s+(?:value|excellence)\b)"),
        "paragraph",
    ),
    (_re(r"\bheds\b"), "headlines"),
    # "Cut the emoji right down", "cut down on the exclamation marks": fewer, not none, and
    # nothing cut from the text's length.
    (
        _re(
            r"\bcut (?:the |all the |those |these |our )?(emoji\w*|exclamation marks?|smileys?) "
            r"(?:right |way |well )?(?:down|back)\b|\bcut (?:down|back) on (?:the |all the |those "
            r"|these )?(emoji\w*|exclamation marks?|smileys?)\b"
        ),
        lambda m: f"fewer {m.group(1) or m.group(2)}",
    ),
    # The lede is the lead sentence: a sentence, not a place in this one piece.
    (_re(r"\bledes\b"), "lead sentences"),
    (_re(r"\blede\b"), "lead sentence"),
    (_re(r"\bhed(?='s\b|\s+(?:is|was|needs|should|reads|runs)\b)"), "headline"),
    # "Give it some pulse", "needs more pulse": energy — not "pulse figures", "a pulse survey".
    (
        _re(
            r"\b(some|more|a|any|no|real)\s+pulse\b(?!\s+(?:figures?|rates?|checks?|surveys?|of)\b)"
        ),
        r"\1 energy",
    ),
    # "Don't give me 900 words on a 2-0 league game": a count of words turned down is length.
    (
        _re(
            r"\b(?:don'?t|do not|never|stop)\s+"
            r"(?:give|giving|send|sending|file|filing|write|writing)\s+"
            r"(?:me|us)?\s*\d[\d,]*\s*(?:words|-word \w+)\b"
        ),
        "don't write so long",
    ),
    # 老规矩 (as always) says the habit lasts.
    (re.compile(r"老规矩[，,、：:\s]*(?!以后|今后|往后)"), "以后"),
    (re.compile(r"老规矩[，,、：:\s]*"), ""),
    # "标题一律短。": a bare size after 一律/统统 is still a size wished for.
    (re.compile(r"(一律|统统|通通|全都|都)(短|长)(?=[。.!！，,\s]|$)"), r"\1\2一点"),
    # 一个表情都不能有 / 半个表情都不许出现 / 表情…一个都不要: not even one is none at all.
    # 又整了俩表情 删了删了: emoji put in again and struck out.
    (
        re.compile(
            r"(?:又|还)(?:整|加|放|弄|搞)了(?:俩|两个|几个|一堆|好几个)?(表情|emoji)\S{0,4}?\s*删(?:了|掉)删(?:了|掉)"
        ),
        r"\1都删掉",
    ),
    # Dialect verbs and words: 整 (put, make) is 用/加, 忒 is 太, 咋 is 怎么, 俩 is 两个.
    (re.compile(r"(?<=[别不甭])整(?=那么多|这么多|太多)"), "用"),
    (re.compile(r"(?<=[别不甭])整(?=那么|这么|那些|这些|太|得|啥|什么|个|点)"), "要"),
    (re.compile(r"(?<![咋怎])整点(?=表情|emoji|感叹号|小标题|图)"), "加点"),
    (re.compile(r"(?<![咋怎])整得"), "写得"),
    (re.compile(r"(?:欢快|欢乐|喜兴|活泛)(?=一?[点些])"), "活泼"),
    (re.compile(r"忒"), "太"),
    (re.compile(r"(?<!咋)俩(?=表情|emoji|感叹号)"), "两个"),
    # Said as spoken: "talk plain", "keep em few", "should of been".
    (_re(r"\b(?:talk|speak|write|keep it) plain\b(?!\s+(?:text|English))"), "use plain language"),
    (_re(r"\b(keep|make|cut|drop|lose|ditch) em\b"), r"\1 them"),
    (_re(r"\bshould of\b"), "should have"),
    # "Might want it a bit plainer": plainer said of the text is plain language.
    (
        _re(
            r"\b(it|this|them|things|the (?:copy|text|piece|wording|language|writing))\s+"
            r"(?:a (?:bit|little|touch|tad) |much |way |lots |even )?plainer\b"
        ),
        r"\1 in plain language",
    ),
    (
        _re(r"\b(?:go|be|get)\s+(?:a (?:bit|little|touch|tad) |much |way |lots |even )?plainer\b"),
        "use plain language",
    ),
    # "The jargon isn't landing", "falls flat": it puts the readers off.
    (
        _re(
            # ("Calm isn't selling a single remortgage": the value judged not to work.)
            r"\b(?:isn'?t|is not|aren'?t|are not) (?:landing|connecting|clicking|selling|working|"
            r"helping|cutting it)"
            r"(?: (?:any ?more|with (?:the )?(?:readers|people|them|anyone)))?\b|"
            r"\b(?:falls?|falling) flat\b|\bis losing (?:people|readers|them)\b"
        ),
        "puts people off",
    ),
    # "the short sentences are getting a bit choppy": too short, whatever "short" names.
    (
        _re(
            r"\bshort (sentences|paragraphs|pars) (?:are|feel|read|seem|look)"
            r"(?: getting| becoming)?(?: a bit| a little| too| kind of| rather| way| so)? "
            r"(?:choppy|fragmented|staccato|stop-start|jerky)\b"
        ),
        r"\1 are too short",
    ),
    # "paragraphs might suit the newsletter better than all those lists": one rather than the other.
    (
        _re(
            r"\b(?:(might|could|may)|would) (?:suit|work|read|fit|go|land|flow)"
            r"(?: (?:[\w'-]+ ){0,3}?| )better than\b"
        ),
        # (the doubt of "might" is kept: "perhaps"; wondered about, it stays a question.)
        lambda m: _rather_than(m),
    ),
    # Made to sound like the stiffest writing: "stop making my notes sound like a school essay".
    (
        _re(
            r"\b(making|make|made) ((?:[\w'-]+ ){0,4}?)(sound|read) like (?:a |an )?"
            r"(?:school |college |uni )?(?:essay|term paper|thesis|dissertation|legal document|"
            r"contract|government form|press release|corporate memo)\b"
        ),
        r"\1 \2\3 too formal",
    ),
    # 分成小段 / 拆成短段: shorter paragraphs; 一段一段 instead of 一条一条: prose, not lists.
    (re.compile(r"(?:分|拆|切)成(?:一个个|一些)?(?:小段|短段)(?!落)"), "拆成短段落"),
    (re.compile(r"(?:不再|别再|不要再?)(?:是)?一条(?:一)?条(?:的|地)?"), "不要列表"),
    (re.compile(r"(?:改|写|换)成一段一段(?:的|地)?"), "改成段落叙述"),
    # 标题短了好, 短了蛮好: a change praised as said aloud (短了 alone would be "too short").
    (
        re.compile(r"(?<=[短长多少])了\s*[，,]?\s*(?:蛮|挺|真|很)?(?:好|不错)(?![多看读听像])"),
        "一点好",
    ),
    # 文绉绉 is the bookish register: 书面.
    (re.compile(r"文绉绉(?:的)?"), "书面的"),
    (re.compile(r"(?<=[就再])随便(?:点|些|一点)"), "随意点"),
    # A soft voice is a calm one: "keep the tone soft and unhurried", "make everything sound
    # gentle", 「语气柔和一点」, 「再温柔一点」 (not "soft launch", 温柔的妈妈).
    (
        _re(
            r"\b(tone|voice|sound|sounds|feel|feels|it|everything|things|them)\s+"
            r"(?:nice and |a bit |more |really |very )?(?:soft|gentle|unhurried|soothing|mellow)"
            r"(?:\s+and\s+(?:soft|gentle|unhurried|slow|soothing|mellow))?\b"
        ),
        r"\1 calm",
    ),
    (re.compile(r"(?:柔和|温柔|轻柔|舒缓)(?=一?[点些])"), "平和"),
    # Gen Alpha's "fr" (for real) closing a wish only stresses it: "keep it short fr".
    (_re(r"\s+fr(?=\s*[.!]*\s*$)"), ""),
)


# Dialect refusals and words said in the plain words the rules know: Scots "dinnae put ony mair
# emoji in", "nae jargon", "ower posh" (too formal); "ain't"; Yorkshire "nowt"; "'em"; Geordie
# "gan on"; "talk normal"; Gen Z "it's giving corporate" (too corporate); "had it arse about
# face" (backwards); Shaanxi 嫑 (不要); Henan 恁 (那么), 中不中 (行不行); Hunan/Wuhan 莫再 (别再);
# Taiwanese 莫koh/毋通/毋免 (别再/别/不用); Cantonese 加返 (加回来), 话 (说), 删走 (删掉);
# Wu 伐 asking (吗). Guarded so that 莫名, 步伐, "nae bother", "ower the top" stay.
_DIALECT: tuple[tuple[re.Pattern[str], str], ...] = (
    (_re(r"\b(?:dinnae|dinna|divn'?t|divvent|didnae)\b"), "don't"),
    (_re(r"\b(?:cannae|canna)\b"), "can't"),
    (_re(r"\bwouldnae\b"), "wouldn't"),
    (_re(r"\bshouldnae\b"), "shouldn't"),
    (_re(r"\b(?:isnae|isna)\b"), "isn't"),
    (_re(r"\bdoesnae\b"), "doesn't"),
    (_re(r"\b(?:willnae|winnae)\b"), "won't"),
    (_re(r"\bnae\b(?!\s+(?:bother|worries|bad)\b)"), "no"),
    (_re(r"\bony mair\b"), "any more"),
    (_re(r"\bmair\b"), "more"),
    (_re(r"\bony\b"), "any"),
    (_re(r"\bain'?t\b"), "isn't"),
    (_re(r"\bnowt\b"), "nothing"),
    # Scots "ah wis wrang aboot that", "talk tae them", "ah telt ye".
    (_re(r"\bah (?=wis\b|was\b|am\b|'m\b|dinnae\b|didnae\b|got\b|had\b|said\b|telt\b)"), "I "),
    (_re(r"\bwis\b"), "was"),
    (_re(r"\bwrang\b"), "wrong"),
    (_re(r"\baboot\b"), "about"),
    (_re(r"\btelt\b"), "told"),
    (_re(r"\btae\b(?= (?:the|them|they|us|you|ye|me|it|a|an|my|our|your|their|be)\b)"), "to"),
    (_re(r"(?<![\w'])'em\b"), "them"),
    (_re(r"\bgan on\b"), "go on"),
    # Nigerian Pidgin: "make the bulletin dey formal well well" — be formal, very. Jamaican
    # patois: "mi nuh want a single emoji pon any of it" — I don't want one on it.
    (_re(r"\b(make|mek|let)\b([^.,!?;]{0,40}?)\bdey\b(?=\s+[a-z])"), r"\1\2be"),
    (_re(r"\b([a-z]{3,}) well well\b"), r"very \1"),
    (_re(r"\bmi\s+(?=(?:nuh|nah|no|don'?t|want|like|need|tell|say|said)\b)"), "I "),
    (_re(r"\bpon\b(?=\s+(?:it|di|the|any|every|each|all|them|dem|top)\b)"), "on"),
    (_re(r"\bnuh\b(?=\s+(?:want|like|need|put|use|add|write|mek|make|do)\b)"), "don't"),
    (_re(r"\bower\b(?=\s+(?!the\b)[a-z])"), "too"),
    (_re(r"\b(too|so|dead|well|right) posh\b"), r"\1 formal"),
    (_re(r"\btalk normal(?:ly)?\b"), "talk casually"),
    # "Write about the patients, not to them": the third person; "to them, not about them":
    # the second.
    (
        _re(r"\b(?:write|talk|speak) about (?:the |our |your )?[\w-]+(?: [\w-]+)?,? not to them\b"),
        "write in the third person",
    ),
    (
        _re(r"\b(?:write|talk|speak) to (?:the |our |your )?[\w-]+(?: [\w-]+)?,? not about them\b"),
        "address the readers as 'you'",
    ),
    # Gen Z "it's giving corporate": the text has that air, said as a complaint.
    (
        _re(
            r"\b(?:it'?s|its|this is|this|that'?s) giving\s+(?=(?:corporate|boomer|linkedin|"
            r"formal|stiff|robot|robotic|textbook|essay|powerpoint|try-?hard|legal)\b)"
        ),
        "it's too ",
    ),
    (
        _re(
            r"\b((?:got|have|had) (?:me|it|that|this) (?:all )?)(?:arse about face|arse over tit|"
            r"ass[- ]?backwards|bass[- ]ackwards|back to front|the wrong way round|upside down|"
            r"inside out|the wrong way up)\b"
        ),
        r"\1backwards",
    ),
    (re.compile(r"嫑"), "不要"),
    # 网络用语 整活 (put on a show): lively.
    (re.compile(r"整(?:点|點)?活(?=一?[点點些儿兒])"), "活泼"),
    (re.compile(r"[删刪]走"), "删掉"),
    # 别删表情, 唔好刪走啲表情: what is kept from going is wanted (保留).
    (
        re.compile(
            r"(?:别|不要|甭|不用|千万别|唔好)再?(?:删掉|删除|删了|删|去掉|拿掉|砍掉)(?:那些|这些|的|些|啲)?"
            r"(?=表情|列表|小标题|感叹号|术语|emoji)"
        ),
        "保留",
    ),
    (re.compile(r"中不中(?=\s*[？?]|\s*$)"), "行不行"),
    # Sichuan 要得不 (OK?) tags a wish, 莫得 is 没有, 恁个 is 这么; Northeastern 整 (use) in
    # "整这么多…干啥" and "少整点儿", 那老些 (that many), 闹挺 (grating); Tianjin 介么 (这么),
    # 少使点儿 (use fewer); Shanghainese 一眼 (a little) after a degree.
    (re.compile(r"[，,]?\s*(?:要(?:得|的)不|要不要得)(?=\s*[？?]|\s*$)"), "，行不"),
    (re.compile(r"莫得(?=必要)"), "没"),
    (re.compile(r"莫得(?=意思|用|啥|什么)"), "没有"),
    (re.compile(r"恁个(?=[长短多大])"), "这么"),
    (re.compile(r"(?<![咋怎])整(?=这么多|那么多|这老些|那老些|介么多|这么些|那么些)"), "用"),
    (re.compile(r"(?<=[这那])老些"), "么多"),
    (re.compile(r"闹挺"), "心烦"),
    (re.compile(r"(?<![简媒中评])介(?=么[多长短大])"), "这"),
    (re.compile(r"(?<=少)(?:整|使|弄|搞)(?=点|些|一点|几)"), "用"),
    (re.compile(r"(?<=[短长多少])一眼(?!就)"), "一点"),
    (re.compile(r"恁(?=[长短多大])"), "那么"),
    # "用这么多感叹号干啥", "写恁长弄啥嘞": why so many, so long — too many, too long.
    (
        re.compile(
            r"(?:用|加|放|搞|弄|写|寫|打)?(?:这么|这样|那么|那样|這麼|那麼)(多|长|長)([^，,。！!？?]{0,8}?)"
            r"(?:干啥|干嘛|干什么|幹嘛|幹啥|做咩|做啥|弄啥)(?:嘞|呀|啊|呢|咧|哩)?"
        ),
        r"\2太\1了",
    ),
    (re.compile(r"莫\s*(?:koh|閣|阁)|毋通\s*(?:koh|閣|阁)"), "别再"),
    (re.compile(r"毋通|毋好"), "别"),
    (re.compile(r"毋免"), "不用"),
    (re.compile(r"莫要(?=再|把|将|搞|写|寫|用|加|放|整|弄|太|讲|講|说|說|拉|堆|扯)"), "不要"),
    (
        re.compile(
            r"莫(?=再|搞|写|寫|用|加|放|整|弄|太|讲|講|说|說|闷|悶|堆|扯|啰|囉|罗|羅|直接|喊|叫|称|稱)"
        ),
        "别",
    ),
    (re.compile(r"(?<=[加放用])返(?=[啦吧喇，,。.!！]|$)"), "回来"),
    (re.compile(r"(?<=[转轉改写寫换換])返(?=[啦吧嚟来來去，,。.!！]|$)"), "回"),
    (re.compile(r"(?<=[分列])返(?=点|條|条|啲)"), ""),
    # Cantonese puts 多 after the verb: 分多幾段, 加多啲 (多分几段, 多加点). (写多一点 is left to
    # the classifier: beside 「是不是太精简了」 the rules would hear it the wrong way round.)
    (re.compile(r"([分加放用])多(?=几|幾|啲|一?[点點些]|两|兩)"), r"多\1"),
    (re.compile(r"(?<=以后|今后|往后)照(?=[加放用写分列])"), "照样"),
    # Cantonese 话 (say) and 係 (是) before who said it: "之前話唔要表情係我講錯咗".
    (re.compile(r"(?<=之前|先前|头先|頭先|上次|当初|當初)[话話](?=[不唔])"), "说"),
    (re.compile(r"(?<![关關联聯体體派世干幹维維])[係系](?=我|你|佢)"), "是"),
    (re.compile(r"(?<![步征讨討砍杀殺采採北攻挞撻])伐(?=\s*[？?]|\s*$)"), "吗"),
    # An order for good with 给我…了 ("以后句子都给我整短了"): shorten them, not "too short".
    (
        re.compile(
            r"((?:都|以后|以後|往后|往後|今后|今後)[^。！？!?，,；;]{0,8}?给我)(?:整|弄|搞|改|写|寫)(短|长|長|少|多)了"
        ),
        r"\1改\2一点",
    ),
    # "I said bullets when I meant paragraphs": the first word only reports the slip.
    (
        _re(
            r"\bI (?:said|asked for|wrote|put|told you|typed) [^.!?;:]{1,40}? (?:when|but|where|"
            r"while) I (?:actually |really |had )?meant\b"
        ),
        "I meant",
    ),
    *BAN_ASIDES,
    # "The paragraphs are massive", "sentences way too big": a part's size is its length.
    (
        _re(
            r"\b(paragraphs?|sentences?|titles?|headlines?|headings?) (is|are|'re|'s) "
            r"((?:way |far |much |really |so |just |a bit |a little )*)(?:too )?"
            r"(?:big|huge|massive|enormous|giant|gigantic)\b"
        ),
        r"\1 \2 \3too long",
    ),
    # 「标题别写得跟一整句话那么长」: the sentence is what the title is likened to, not what is
    # written; the title is (those long).
    (
        re.compile(
            r"((?:标题|標題|段落|文章|正文)[^。！？!?，,；;]{0,12}?)(?:跟|像|和|同|好像)一?整?"
            r"(?:句话|句話|段话|段話)(?:一样|一樣|那么|那麼|那样|那樣|似的|一般)"
        ),
        r"\1那么",
    ),
    # "sentences that trail on for three lines": long ones.
    (_re(r"\bsentences that (?:trail|drag|ramble|run|go) on\b"), "long sentences that go on"),
    # "Chunky paragraphs", "meaty paragraphs": long ones; "flowing sentences" are prose.
    (
        _re(r"\b(?:chunky|meaty|hefty|beefy|fat|big|long,? full)(?= (?:paragraphs?|pars?)\b)"),
        "longer",
    ),
    # "Titles with a bit more to them", "sentences with more in them": longer ones.
    (
        _re(
            r"\b(titles?|headlines?|headings?|sentences?|paragraphs?) with (?:a (?:bit|little|lot) "
            r"|a touch |quite a bit |rather |much )?more (?:to|in) them\b"
        ),
        r"longer \1",
    ),
    # "Smaller paragraphs", "Paragraphs smaller please": short ones.
    (_re(r"\b(?:smaller|bite-sized)(?= (?:paragraphs?|pars?)\b)"), "shorter"),
    (_re(r"\b(paragraphs?|pars) (?:smaller|tinier)\b"), r"shorter \1"),
    (_re(r"\b(as|in|into) flowing sentences\b"), r"\1 flowing prose"),
    # 标题短了，真棒，以后就这么写: "got shorter", praised and kept — not "too short".
    (
        re.compile(
            r"(标题|標題|句子|段落|段|文章|正文)(?:变|變)?(短|长|長)了(?=[，,。！!\s～~]*(?:真棒|很好|不错|不錯|"
            r"挺好|好多了|太好了|好看多了|棒|赞|讚|舒服多了|(?:以后|以後|往后)?(?:就|都)(?:这么|这样|這樣|這麼)|"
            r"保持))"
        ),
        r"\1\2多了",
    ),
    # 要不加点表情 ("how about adding some"), 我在想/琢磨着，放点表情…: a wish mused on, not 不加.
    (re.compile(r"要不(?=[加放用多])"), "要不还是"),
    (
        re.compile(
            r"(?:我(?:在|还在)?(?:想|琢磨|寻思|尋思|考虑|考慮)(?:着|著)?)[，,]?\s*"
            r"(?=(?:加|放|用|多)(?:点|點|几个|幾個|些))"
        ),
        "要不还是",
    ),
    # "The blog is meant to sound relaxed": it should.
    (
        _re(r"(?:\s+(?:is|are)|'s|'re) (?:meant|supposed) to (?=(?:sound|read|be|feel)\b)"),
        " should ",
    ),
    # 我上次说不要表情那句收回: the remark said (那句话), not a sentence of the piece.
    (
        re.compile(
            r"((?:说|讲|講|說|话|話)[^。！？!?，,]{1,12}?)(?:那|这|這|嗰)句(?:话|話)?"
            r"(?=收回|作废|作廢|不算|撤回|算了|不作数|唔作数|是错的|错了|錯了)"
        ),
        r"\1那话",
    ),
)


@lru_cache(maxsize=256)
def dialect_plain(text: str) -> str:
    """The text with dialect refusals and words said plainly (only those: `plainly` does more)."""
    text = erratum_plain(regional_plain(text))
    for pattern, plain in _DIALECT:
        text = pattern.sub(plain, text)
    return text


# 一个表情都不能有 / 半个表情都不许出现 / 表情…一个都不要: not even one is none at all.
_NOT_ONE = re.compile(
    r"(?:一|半)个(表情(?:包|符号)?|emoji|感叹号)?(?:也|都)(?:不能|不许|不准|不要|别|不可以|不得)"
    r"(?:有|出现|放|加|用|带|整)?"
)
_NAMED_BEFORE = re.compile(r"(表情(?:包|符号)?|emoji|感叹号)[^。.!！?？]{0,16}$", re.IGNORECASE)


def _none_of(match: re.Match[str]) -> str:
    noun = match.group(1)
    if not noun:
        before = _NAMED_BEFORE.search(match.string[: match.start()])
        if not before:
            return match.group(0)  # 一个都不要 of nothing named: left as said
        noun = before.group(1)
    return f"不要{noun}"


# 「不管老闆怎麼說，也不管隔壁店家怎麼寫，…就是一個表情都不要放」: whatever else is said or done,
# the wish after the concessions is the writer's; the concessions (others' ways) carry none.
_CONCEDED_FIRST = re.compile(
    r"^\W*(?:(?:也|还|而且|并且)?(?:不管|无论|不论|就算|即使|哪怕|即便)[^，,。！!？?]{1,40}[，,]\s*)+"
    r"(?=[^，,。！!？?]*(?:不要|别|不能|不许|不准|覅|唔好|要|得|以后|往后|今后))"
)


# Typed as spoken, a wish after a complaint is parted only by a space ("看着累死了 能分成小段
# 就好了"): a comma, so that the complaint does not turn the wish round.
_SPACED_WISH = re.compile(
    r"(?<=[\u4e00-\u9fff])[ \u3000]+"
    r"(?=(?:能不能|能|要是|如果能|最好|希望|麻烦|以后|所以)[\u4e00-\u9fff])"
)


# The readers of one message ask this of the same text again and again (each reader
# normalises the message, splits it, checks its clauses): remembered for the last few texts.
@lru_cache(maxsize=256)
def plainly(text: str) -> str:
    """The text with editors' shorthand and dialect said in plain words."""
    text = _SPACED_WISH.sub("，", _CONCEDED_FIRST.sub("", dialect_plain(text)))
    text = _NOT_ONE.sub(_none_of, text)
    for pattern, plain in _PLAIN:
        text = pattern.sub(plain, text)
    return text
