"""The words a writer names a style with, and the words that say whether it is wanted: each
reading is a term's pole (jargon is the technical pole, 大白话 the plain one, one-line paragraphs
the short one) times the polarity of the operator that governs it (a ban, "go easier on", 收一收,
"I want", 一律用…), in English and Chinese.

Read by the arbiter's targets (app/style/targets.py); kept broad on purpose, because hidden
writers use words no example showed. A term is listed under one pole only when it names that
pole whatever the sentence around it.
"""

import re

from app.style.flat import FLAT
from app.style.hedges import SETTLED_NOT, UNDECIDED
from app.style.prefilter import screened

_I = re.IGNORECASE
EMOJI_CHAR = "[\U0001f300-\U0001faff\u2600-\u27bf\u2b50]"
# Value words, as the writer names a state (wanted or not). Kept to words that name one value
# unambiguously; anything else is left to the readers.
VALUES: tuple[tuple[re.Pattern[str], str, str], ...] = tuple(
    (re.compile(pattern, _I), dimension, value)
    for pattern, dimension, value in (
        (
            r"\b(?:calm|steady|measured|composed|restrained|understated|sober|even-keeled)\b|"
            r"平稳|沉稳|稳重|稳一点|稳一些|稳些|稳点|要稳|平和|克制|冷静|淡定|平静",
            "tone",
            "calm",
        ),
        (
            r"\b(?:lively|upbeat|energetic|peppy|bubbly|hyped?|pep rally)\b|"
            r"活泼|热闹|写得嗨|很嗨|太嗨|欢快|兴奋",
            "tone",
            "lively",
        ),
        (
            r"\b(?:formal|stiff|businesslike)\b|正式|书面|规范的说法|官腔|端着|板正",
            "formality",
            "formal",
        ),
        (
            r"\b(?:casual|conversational|chatty|informal|relaxed)\b|\bloose\b(?! ends)|"
            r"口语|随意|轻松|接地气|“亲”|“亲亲”|亲亲|宝子|家人们",
            "formality",
            "casual",
        ),
        (
            r"\b(?:one or two|a couple|a single one|just one)\b[^.!?。！？]{0,24}"
            r"\b(?:is|are|will do|would do)\s+(?:plenty|enough)\b|"
            # (Not after 加/放: "加一两个就行" grants a few, it cuts nothing.)
            r"(?<![加放])(?:一两个|一个两个|一到两个|留一两个|两三个)(?:就)?(?:够|好|行|可以)|"
            r"\b(?:two or three|one or two|a couple)(?: of them)?,? (?:tops|max)\b",
            "emoji",
            "fewer",
        ),
        (
            r"(?:covered|drowning|plastered|stuffed|littered) (?:in|with) " + EMOJI_CHAR + r"|"
            r"满屏(?:的)?" + EMOJI_CHAR + r"|(?:满屏|一堆|满篇)(?:的)?(?:表情|emoji)",
            "emoji",
            "more",
        ),
        (r"\bshort (?:titles?|headlines?)\b|标题要短|短标题", "title_style", "short"),
        (r"\blong (?:titles?|headlines?)\b|长标题", "title_style", "long"),
        (
            r"\b(?:concise|brief|succinct|to the point|short and sweet|tight(?:er)?|leaner|"
            r"trim(?:med)?)\b|精简|简洁|简短|简练|言简意赅|短小精悍|短一点|短些",
            "length",
            "concise",
        ),
        (
            r"\b(?:detailed|thorough|in[- ]depth|in detail|comprehensive|essays?|pad(?:ding|ded)?|"
            r"waffle|waffling|ramble|rambling|fluff)\b|详细|详尽|写细|细致|长篇大论|啰嗦|啰唆|注水|凑字数",
            "length",
            "detailed",
        ),
        (
            r"\b(?:plain (?:english|words?|language|phrases?|terms)|everyday (?:words?|phrases?|"
            r"language|terms)|simple words|layman'?s terms)\b|大白话|通俗|白话|浅显|看得懂",
            "vocabulary",
            "plain",
        ),
        (
            r"\b(?:jargon|acronyms|buzzwords|technical (?:terms|words|language))\b|"
            r"术语|专业词|专业名词|专业的说法|行话|黑话|缩写",
            "vocabulary",
            "technical",
        ),
        (
            r"\b(?:bullet(?:s| points?)|bulleted|numbered (?:points|lists?)|lists)\b|"
            r"分点|列表|列点|一条一条|条目|要点式",
            "structure",
            "lists",
        ),
        (
            r"\b(?:prose|(?:proper|flowing|full|joined-up) paragraphs)\b|"
            r"连贯的段落|写成段落|成段|段落形式",
            "structure",
            "prose",
        ),
        (r"\bsecond[- ]person\b|第二人称", "person", "second"),
        (r"\bthird[- ]person\b|第三人称", "person", "third"),
        (r"\bshort(?:er)? sentences\b|短句|句子短", "sentence_length", "shorter"),
        (r"\blong(?:er)? sentences\b|长句", "sentence_length", "longer"),
        (r"\bshort(?:er)? paragraphs\b|短段落|段落短", "paragraph_length", "shorter"),
        (
            # (「一大段到底」 runs one paragraph to the end: a fault, no wish for long ones.)
            r"\b(?:long(?:er)? paragraphs|walls? of text)\b|长段落|大段(?!到底)",
            "paragraph_length",
            "longer",
        ),
        (r"\bexclamation (?:marks?|points?)\b|感叹号|一惊一乍", "tone", "lively"),
        (r"\b(?:dull|lifeless)\b|" + FLAT + r"|沉闷|死气沉沉|干巴巴", "tone", "calm"),
        # The whole piece and its size ("the recaps could be longer", 「文案写长一点」).
        (
            r"\b(?:posts?|articles?|pieces?|copy|write-?ups?|recaps?|updates?|newsletters?|"
            r"explainers?|reviews?|guides?)\b[^,.;!?]{0,20}?\b(?:could|should|can|need to|needs to)"
            r" (?:be |go |run )?(?:a (?:bit|little|lot) |much |way )?longer\b|"
            r"(?:文案|文章|内容|正文|稿子|篇幅|帖子|推送|介绍)(?:写|讲)?(?:得)?(?:再)?长(?=一点|一些|些|点)",
            "length",
            "detailed",
        ),
        (
            r"\b(?:posts?|articles?|pieces?|copy|write-?ups?|recaps?|updates?|newsletters?|"
            r"explainers?|reviews?|guides?)\b[^,.;!?]{0,20}?\b(?:could|should|can|need to|needs to)"
            r" (?:be |go |run )?(?:a (?:bit|little|lot) |much |way )?shorter\b|"
            r"(?:文案|文章|内容|正文|稿子|篇幅|帖子|推送|介绍)(?:写|讲)?(?:得)?(?:再)?短(?=一点|一些|些|点)",
            "length",
            "concise",
        ),
        # Broader words for each pole, in the words writers reach for in chat.
        # The noun, then its size ("paragraphs SHORTER", "the headlines could be a bit longer",
        # 「标题长一点」): the words between may not be a clause break.
        (
            r"\b(?:titles?|headlines?|heads|headers?)\b[^,.;!?]{0,24}?\b(?:long(?:er)?|fuller|"
            r"more descriptive|say (?:a bit |a little )?more)\b|"
            r"标题(?:写|起|取)?(?:得)?(?:也许|或许|可能)?(?:可以|能)?(?:再)?(?:长|具体)",
            "title_style",
            "long",
        ),
        (
            r"\b(?:titles?|headlines?|heads|headers?)\b[^,.;!?]{0,24}?\b(?:short(?:er)?|punchier|"
            r"snappier|tighter)\b|\bshort(?:er)?,? (?:punchy |snappy )?(?:titles?|headlines?)\b|"
            r"标题(?:写|起|取)?(?:得)?(?:也许|或许|可能)?(?:可以|能)?(?:再)?(?:短|简短)",
            "title_style",
            "short",
        ),
        (
            r"\bparagraphs?\b[^,.;!?]{0,20}?\b(?:short(?:er)?|smaller|tighter|broken up)\b|"
            r"段落(?:写|分|拆)?(?:得)?(?:再)?(?:短|小)",
            "paragraph_length",
            "shorter",
        ),
        (
            r"\bparagraphs?\b[^,.;!?]{0,20}?\b(?:long(?:er)?|fuller|bigger|meatier)\b|"
            r"段落(?:写)?(?:得)?(?:再)?长(?=一点|一些|些|点)",
            "paragraph_length",
            "longer",
        ),
        (
            r"\bsentences?\b[^,.;!?]{0,20}?\b(?:short(?:er)?|tighter|punchier|crisper)\b|"
            r"句子(?:都)?(?:写|改)?(?:得)?(?:再)?短",
            "sentence_length",
            "shorter",
        ),
        (
            r"\bsentences?\b[^,.;!?]{0,20}?\b(?:long(?:er)?|fuller|"
            r"run (?:a (?:bit|little) )?longer)\b|"
            r"句子(?:都)?(?:写|改)?(?:得)?(?:再)?长(?=一点|一些|些|点)",
            "sentence_length",
            "longer",
        ),
        (
            r"\b(?:(?:keep|stay|be|sound|voice|tone)\s+(?:it\s+|things\s+|the (?:voice|tone)\s+)?"
            r"(?:even|level|low-key|quiet|gentle)\b(?!\s+(?:of|more|less))|even-toned|low-key|"
            r"toned[- ]down|quieter|gentler|muted)\b|"
            r"收敛|低调|平静|安静|淡定|温和|稳当|不温不火",
            "tone",
            "calm",
        ),
        (
            r"\b(?:hype|buzz|energy|excitement|pizzazz|oomph|zing|zip|sparkle|enthusiasm|sass|sassiness|"
            r"caps ?lock|all caps|hyperbole|superlatives|OMG|exclamations?|screamers|bangs)\b|"
            r"嗨|激情|夸张|浮夸|咋咋呼呼|叹号|惊叹号|大喊大叫",
            "tone",
            "lively",
        ),
        (
            r"\b(?:slang|street talk|text-speak|txt speak|banter|matey|folksy|breezy|laid-back|"
            r"down-to-earth|colloquialisms?)\b|网络流行语|网络用语|流行语|口水话|俏皮话|网络梗|玩梗|"
            r"大白话式|唠嗑|聊天式|聊天的口吻|口吻轻松",
            "formality",
            "casual",
        ),
        (
            r"\b(?:suit[- ]and[- ]tie|buttoned[- ]up|by the book|proper register|"
            r"formal register)\b|书面语|公文腔|官方口吻|正经|庄重|严肃",
            "formality",
            "formal",
        ),
        (
            r"\b(?:terminology|trade (?:talk|terms|speak|lingo)|lingo|industry (?:speak|terms|"
            r"lingo|language)|specialist (?:terms|words|language|vocabulary)|technical jargon|"
            r"abbreviations|acronym|initialisms|big words|fancy words|ten-dollar words|"
            r"insider (?:terms|talk|language)|shop talk|legalese|techspeak|tech-speak|"
            r"[\w-]+-(?:trade|industry|tech|science|legal|medical) jargon|jargony|"
            r"jargon-(?:heavy|laden|filled|stuffed|riddled|ridden))\b|术语腔|术语味|"
            r"专业术语|名词术语|行业用语|行业术语|业内用语|专有名词|英文缩写|生僻词|学术词|"
            # Words named by how hard they are ("the difficult flower words", 「难懂的词」).
            r"\b(?:difficult|hard|complicated|complex|fancy|scientific|latin|obscure|posh|"
            r"highbrow|clinical|academic)\s+(?:[\w-]+\s+)?(?:words|terms|names|vocabulary)\b|"
            r"(?:难懂|难认|生僻|拗口|高深|深奥)的?(?:词|字|说法|名词)",
            "vocabulary",
            "technical",
        ),
        (
            r"\b(?:(?:plain(?:er)?|simple(?:r)?|everyday|ordinary|normal|common) "
            r"(?:english|words?|language|terms|wording|speech)|plainly|in plain terms|"
            r"layman'?s? (?:terms|language)|words (?:anyone|everyone|people) (?:can|could) "
            r"(?:follow|understand|get))\b|"
            r"平实|平白|直白|好懂|易懂|通俗易懂|浅白|简单的词|说人话|大家都懂|谁都看得懂",
            "vocabulary",
            "plain",
        ),
        (
            r"\b(?:bullet[- ]?points?|dot[- ]?points|numbered steps|listicles?|bulleted lists?|"
            r"point form|list form)\b|清单|罗列|列条|分条|一条条|小标题加列表",
            "structure",
            "lists",
        ),
        (
            r"\b(?:full sentences|running (?:text|prose)|flowing (?:text|prose)|narrative|"
            r"(?:read|told|written) as a story|like a story|as a story|paragraph form)\b|"
            r"段落叙述|连贯的文字|成段的文字|整段|写成文章|讲成故事",
            "structure",
            "prose",
        ),
        (
            r"\b(?:(?:one|two|single)[- ](?:line|sentence)|stubby|choppy|bitty|tiny|short|"
            r"little) paragraphs\b|一句一段|碎段|段落(?:很|太)?碎|段落(?:拆|分)(?:得)?(?:短|细|小)",
            "paragraph_length",
            "shorter",
        ),
        (
            r"\b(?:long,? flowing|flowing|meaty|proper|full|chunky|fuller|longer) paragraphs\b|"
            r"段落(?:长|完整)|整段整段",
            "paragraph_length",
            "longer",
        ),
        (
            r"\b(?:punchy|snappy|crisp|clipped|short,? sharp) sentences\b|短句子|句子(?:写)?短",
            "sentence_length",
            "shorter",
        ),
        (
            r"\b(?:long-winded|run-on|rambling|winding|flowing|long,? flowing) sentences\b|"
            r"长句子|长难句|句子(?:写)?长",
            "sentence_length",
            "longer",
        ),
        (
            r"\b(?:more detail|the full story|all the details|step[- ]by[- ]step detail|"
            r"go deep(?:er)?|in full)\b|详细版|展开讲|展开写|讲细",
            "length",
            "detailed",
        ),
        (
            r"\b(?:short version|keep it short|keep it brief|bite-sized)\b|"
            r"精简版|简洁版|短平快|点到为止",
            "length",
            "concise",
        ),
        # Sizes named by their effect and faults named by idiom, in chat words and 成语/俗语.
        (
            r"\bsentences?\b[^,.;!?]{0,24}?\b(?:choppy|clipped|staccato|chopped[- ]up|bitty|"
            r"stubby|abrupt|jerky)\b|\b(?:choppy|staccato|chopped[- ]up|bitty|stubby|jerky) "
            r"sentences\b|句子(?:太|很|有点)?碎|一句一断|断断续续",
            "sentence_length",
            "shorter",
        ),
        (
            r"\b(?:sentences?|they|them)\b[^,.;!?]{0,16}?\b(?:run on|flow on|linger|stretch out|"
            r"unspool|unwind|meander a little)\b|句子连起来|连起来写|连成长句",
            "sentence_length",
            "longer",
        ),
        (
            r"裹脚布|又长又臭|又臭又长|流水账|没完没了|啰里八嗦|啰里啰嗦|拖沓|冗长|絮叨|车轱辘话|长篇累牍|"
            r"拖泥带水|\b(?:long-winded|wordy|verbose|bloated|overlong|goes on and on|drags on|"
            r"never ends|endless)\b",
            "length",
            "detailed",
        ),
        (
            r"言简意赅|简明扼要|开门见山|直奔主题|(?:直接)?说重点|挑(?:最)?(?:要紧|重点|关键)的(?:说|讲|写)|"
            r"\b(?:cut to the chase|get to the point|straight to the point)\b",
            "length",
            "concise",
        ),
        (r"一粒粒|一点点\s*point|逐点|逐条|逐项|\bpoint form\b", "structure", "lists"),
        (
            r"一段段|一段一段|成段成段|写(?:返|回)?成段落|写成一(?:整)?段(?:话|文字)?",
            "structure",
            "prose",
        ),
        # Talking to the reader, or quoting how ("'you can call us anytime'", 「用“你”」).
        (
            r"\b(?:talk|speak|write|say it)\s+(?:direct(?:ly)?|straight)\s+to\s+(?:them|the "
            r"(?:readers?|customers?|famil(?:y|ies)|clients?|guests?|members?|parents?)|people|"
            r"readers|folks|you)\b|\baddress (?:them|the readers?|people|readers) directly\b|"
            r"[‘'\"“]you(?:'ll|'re)?\s+[^’'\"”]{2,60}[’'\"”]|"
            r"直接(?:跟|对|同|和|对住|向)(?:读者|客人|大家|家长|他们|佢哋|用户|顾客|街坊|你)\S{0,2}(?:说|讲|倾|聊)|"
            r"(?:用|讲|叫|称)\s*[「“\"]你[」”\"]",
            "person",
            "second",
        ),
        (
            r"[‘'\"“](?:the |our |all |dear |every )?(?:[\w-]+ ){0,2}(?:members?|patients?|"
            r"customers?|clients?|residents?|parents?|families|family member|guests?|users?|"
            r"readers?|students?|visitors?|owners?|applicants?|tenants?)\s+(?:should|must|can|may|will|"
            r"need|are|is)\b|"
            r"[「“\"](?:各位|亲爱的)?(?:家长|学生|客人|顾客|用户|读者|居民|会员|患者|病人|游客|业主|家属)",
            "person",
            "third",
        ),
    )
)
# Words that only ever name a fault ("一惊一乍", "waffle", 「啰嗦」): never a value asked for.
FAULT = re.compile(
    r"一惊一乍|太吵|吵|啰嗦|啰唆|注水|凑字数|长篇大论|沉闷|死气沉沉|干巴巴|"
    r"裹脚布|又长又臭|又臭又长|流水账|没完没了|啰里八嗦|啰里啰嗦|拖沓|冗长|絮叨|车轱辘话|长篇累牍|"
    r"拖泥带水|句子(?:太|很|有点)?碎|一句一断|断断续续|"
    r"\b(?:choppy|clipped|staccato|chopped[- ]up|bitty|stubby|jerky|long-winded|wordy|verbose|"
    r"bloated|overlong|goes on and on|drags on|never ends|endless)\b|"
    r"\b(?:essays?|pad(?:ding|ded)?|waffl\w*|rambl\w*|fluff|walls? of text|dull|lifeless)\b|"
    # "Still a bit jargony", 「还是有点术语腔」: the words' fault, never a wish for more of it.
    r"\b(?:jargony|jargon-(?:heavy|laden|filled|stuffed|riddled|ridden))\b|术语腔|术语味",
    _I,
)
# Its words for emoji ("covered in 🍷🍇✨", 「满屏表情」) are a complaint wherever they stand.
SWAMPED = ("emoji", "more")
# What frames the words after it as wanted ("I want …", 「一律用…」).
DESIRE = re.compile(
    r"\b(?:I (?:really |just |only )?(?:want|need|prefer|wanted|meant)|I'?d (?:like|prefer|rather)|"
    r"I asked for|(?:I'?m |I am )?(?:starting to )?(?:come|coming) (?:a)?round to|"
    r"warming (?:up )?to|"
    r"(?:would|'d) (?:be|read|work) better|"
    r"should (?:feel|read|sound|be|stay)|keep (?:it|them|things|the)|make (?:it|them)|"
    r"let (?:it|them|the (?:sentences|paragraphs|headlines|titles|posts|copy|text))|"
    # ("Allow the sentences to run on", "permit them to stretch out": let, in other words.)
    r"(?:allow|permit) (?:it|them|(?:the )?(?:sentences|paragraphs|headlines|titles|posts|copy|"
    r"text)) to|"
    r"what I (?:want|meant|asked for) (?:is|was)|(?:just |please |only )?use|go with|stick to)\b|"
    r"(?:尽量|改|就|多|请|只|都|全)用|"
    r"想要|我要的是|要的是|我说的是|意思是|一律用|统一用|改成|写(?:返|回)|(?<![不只需必重主])要(?!是|不|求)|应该|就该|得(?=写|用|是)|"
    # 「文章本身还是写成段落吧」: rather that, said as the wish.
    r"(?<![好点些的对行])还是(?=[^，,。！!？?]{1,12}吧)",
    _I,
)
# What frames the words after it as unwanted: removal, a ban, "less", what was wrongly saved.
REJECT = re.compile(
    r"\b(?:take|took|pull|strip)\b[^,.;!?]{0,40}\bout\b|\bcut\b(?! to the chase)"
    r"(?![^,.;!?]{0,40}\b(?:smaller|shorter|tinier|in half|into)\b)|"
    r"\bno more\b|"
    # ("not detailed enough" wants more of it: no rejection.)
    # ("why not use bullet points?", "why don't we…" ask for it.)
    r"(?<!\bwhy )\bnot\b(?!\s+(?:\w+\s+)?[\w-]+\s+enough\b)|\bnever\b|"
    # A wish whose object is negated by degree: "I'd rather the titles weren't so short".
    r"\b(?:were|was|is|are|would)n'?t(?= (?:quite |nearly |anywhere near )?(?:so|that|as|too) )|"
    r"\bstop\b|\bwithout\b|\bno\b|没有|少用|少放|少加|少写|(?<!\bwhy )\bdon'?t\b|\bdo not\b|"
    r"\binstead of\b|\brather than\b|\bless\b|"
    r"\b(?:saved|filed|logged|recorded|noted) (?:me |it |that )?(?:down )?as\b|"
    r"\bgot me down (?:as|for)\b|\bhave me down (?:as|for)\b|"
    r"别再|(?<!能)不能|(?:(?<!要)|(?<=[是都就得也还]要))不要|不想要?|(?<![分区特])别(?!人)|去掉|删掉|记成了?|存成了?|当成了?|理解成|"
    r"而不是|(?<!是)不是|不再|不那么|没那么|别那么|"
    r"(?<![能要])不(?=端着|板正|随意)|"
    # (「一点都不正式」 says what the text lacks: app/style/lacked.py.)
    r"(?<![能要])(?<!一点都)(?<!一点也)(?<!点儿都)(?<!点儿也)(?<!丝毫)(?<!根本)(?<!压根)"
    r"不(?=正式|口语|活泼|热闹)",
    _I,
)

# Operators that rule a named value out, before it ("Enough with the acronyms", "go easier on the
# jargon", 「杜绝长句」) or after it ("Bullet points are banned", 「感叹号收一收」,
# 「表情包以后一律不许出现」). A value ruled out this way asks for its opposite: the writer named
# the state they do not want, and the dimension has one other side.
BAN_BEFORE = re.compile(
    r"\b(?:enough (?:with|of)|lay off|go (?:(?:a )?(?:bit|little|touch|tad|lot|way|much) )?"
    r"(?:easy|easier|lighter|light|slow|slower) (?:on|with|wi'?(?=\s))|"
    r"ease (?:up|off)(?: (?:a (?:bit|little|touch) )?on)?|tone down|tone (?:it|them|that) down|"
    r"dial (?:back|down)(?: on)?|"
    r"rein in|hold back on|cut (?:down|back) on|cut out|"
    r"cut the(?![^.,;!?]{0,40}\b(?:smaller|shorter|tinier|in half|into)\b)|"
    r"ditch|lose the|scrap|strip out|"
    r"kill (?:the|all|off)|ban|outlaw|nix|bin|drop the|do away with|get rid of|spare (?:me|us|"
    r"them|the readers) (?:the|all)|avoid|steer clear of|"
    r"(?:not|never) (?:a (?:big |huge )?fan of|keen on|big on|into|fond of|crazy about|"
    r"sold on|wild about)|can'?t stand|(?<!n't )(?<!not )(?<!never )(?:hate|dislike|loathe)|"
    r"sick of|tired of|"
    r"fed up with|no more|less of|fewer|less|stop (?:using|with|adding|putting)|quit (?:using|"
    r"with|adding))\b|"
    r"禁止|杜绝|不许|不准|别再|不要再|砍掉|去掉|拿掉|删掉|减少|少用|少点|少一点|少些|少来|少搞|少放|"
    r"少加|避免|别用|不要用|受不了|看不惯|看不顺眼|讨厌|烦透了|收一收|收一下|收着点|"
    r"(?<!不是)不要(?=表情|emoji|感叹号)",  # ("以后一个都不要" is read as 以后不要表情)
    _I,
)
# …and after it, in the same clause.
BAN_AFTER = re.compile(
    r"[^,.;!?，。；！？—–…]{0,40}?(?:\b(?:(?:is|are|'re|'s) (?:now |hereby |officially )?"
    r"(?:banned|outlawed|forbidden|off the table|off-limits|off limits|out|gone|history|"
    r"a no-go|a no-no|not welcome|not allowed|not ok(?:ay)?|over|done|dead|finished|dropped)|"
    # "Keep the jargon out of the newsletter", "keep every emoji off the page": kept away.
    r"(?:out of|away from) (?:the|my|our|all|every|any|each|this|these|those)|"
    r"off (?:the|my|our|all|every|any|each|this|these|those)(?! charts?\b| scale\b)|"
    r"(?:has|have|need|needs|must|can) (?:to )?go|(?:need|needs) (?:to be )?(?:cut|dropped|"
    r"toned down|reined in|dialled back|dialed back)|be gone|no more|"
    r"(?:get|got) (?:the )?(?:boot|axe|chop)|(?:that )?I (?:mind|object to|can'?t stand)|"
    r"(?:is|are) (?:the|my|our) (?:problem|issue|bugbear|pet peeve)|(?:bugs|bothers|annoys) me)\b|"
    r"禁止|杜绝|不许|(?<![说拿])不准|不要了|就免了|免了|收一收|收一下|收着点|砍掉|去掉|拿掉|删掉|少用|"
    r"少点|少一点|少些|少放|少加|别再|不要再|一律不(?:许|准|要|用)|统统不要|全部去掉)",
    _I,
)

# Doubt said outright ("not sure yet", 「我也不确定」): a wish beside it is put to the writer. A
# softener alone ("maybe", "could you perhaps", 「也许」 in a plain request) is manners, not doubt.
DOUBT = re.compile(
    r"\bnot (?:100%|a hundred percent|totally|entirely|completely|fully|quite|really)? ?"
    r"(?:sure|certain|convinced|decided)\b|\bunsure\b|\bundecided\b|\bhaven'?t decided\b|"
    r"\bon the fence\b|\bin two minds\b|\btorn\b|\bno idea (?:if|whether)\b|\bI (?:don'?t|do not) "
    r"know\b|\bI dunno\b|\bstill (?:thinking|mulling|deciding)\b|\bmulling\b|\bwondering\b|"
    r"\bthinking (?:about|of)\b|\bhalf thinking\b|\bwhat do you think\b|\bthoughts\?|"
    r"不确定|不太确定|不大确定|不敢确定|说不准|说不好|拿不准|吃不准|拿不定|没(?:完全|太)?想好|还在想|"
    r"考虑要不要|可能吧|说不定|也说不好|" + SETTLED_NOT + r"(?:犹豫|纠结)|" + UNDECIDED.pattern,
    _I,
)
DOUBT = screened(DOUBT)
