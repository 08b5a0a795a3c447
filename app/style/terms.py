"""The words the offline rules key on: style terms and the nouns they judge (the words around a
term that turn or bound it: `modifiers`).

Chinese and English side by side. `extract` reads a clause with these; nothing here decides
anything alone. A term's `complaint` names what is wrong (the value is wanted whatever modifies
it); `bare` names a dimension without a pole ("the formality"), heard only with a direction."""

import re
from dataclasses import dataclass

from app.style.bare import BARE_FEWER as BARE_FEWER
from app.style.bare import BARE_MORE as BARE_MORE
from app.style.bare import BARE_REMOVAL as BARE_REMOVAL
from app.style.flat import FLAT
from app.style.negation import NEGATION as NEGATION  # (read here by the term readers)
from app.style.prefilter import lazily_screened


@dataclass(frozen=True)
class Term:
    pattern: re.Pattern[str]
    dimension: str
    value: str
    complaint: bool = False  # names what is wrong: the value is wanted whatever modifies it
    bare: bool = False  # names the dimension, not a pole: heard only with a direction


def term(
    pattern: str, dimension: str, value: str, complaint: bool = False, bare: bool = False
) -> Term:
    # Screened (app/style/prefilter.py): every clause is read with every term, and most hold
    # none of a term's words; screen_loaded does not reach patterns kept in a tuple.
    return Term(lazily_screened(pattern, re.IGNORECASE), dimension, value, complaint, bare)


# "没有那些拗口的术语": a device said to be absent (a quality "没有口语化" is merely not yet there).
ABSENT = re.compile(r"没有|没(?=[用加放带])")

# Words that name a quality ("formal", "活泼"), not a device ("bullets", "术语", "exclamation"):
# only a quality can describe something else ("a formal dinner", "气氛很活泼").
QUALITY_WORD = re.compile(
    r"^(?!.*(?:exclamation|bullet|list|prose|narrative|jargon|terminolog|术语|行话|列表|要点|清单|"
    r"名词|词汇|用语|专业词|"
    r"感叹|叙述|段|人称|energy|personality|spark|flair|punch|fluff|padding|you|你|您|"
    r"detail(?!ed)))",
    re.I,
)
# "more formality", "更正式": a bare dimension word with a direction up.
MORE_BEFORE = re.compile(r"\b(?:more|up|raise|increase|add)\b|更|多|加", re.I)


# Things a writer measures a piece by: a novel at one end, a tweet at the other.
_LONG_THING = (
    r"war and peace|tolstoy|dickens|(?:a )?novel|novella|epic|saga|thesis|dissertation|"
    r"encyclopa?edia|essay|tome|doorstop|treatise|manifesto|term paper|textbook chapter"
)
# Read-alikes that only ever mean too long: "these read like a phone book".
_LONG_READ = (
    r"\b(?:reads?|looks?|feels?) like (?:a |an |the )?(?:phone ?book|encyclop(?:a)?edia|dictionary|"
    r"war and peace|thesis|dissertation|terms and conditions)\b"
)
_SHORT_THING = (
    r"back-of-the-(?:bottle|box|envelope|napkin|pack)|back of (?:the|a|an) (?:bottle|box|envelope|"
    r"napkin|cereal box|postcard)|tweet|haiku|postcard|text message|sticky note|elevator pitch|"
    r"telegram"
)
TERMS: tuple[Term, ...] = (
    term(
        r"正式|书面|严谨|规范|官方|一本正经|端庄|庄重|\bformal(?:ly)?\b|\bprofess?ional\b|\bacademic\b|"
        r"\bpolished\b|\bcorporate\b|\bofficial\b|\bbusinesslike\b|\bbuttoned-up\b",
        "formality",
        "formal",
    ),
    # A dimension named without its pole ("the formality"): heard only with a direction.
    term(r"\bformality\b|\bformal(?:ity)? level\b", "formality", "formal", bare=True),
    term(
        r"口语|随意|轻松|接地气|亲切|随和|聊天|\bcasual(?:ly)?\b|\bconversational(?:ly)?\b|"
        r"\binformal(?:ly)?\b|"
        # "write like you're talking to a friend", "像跟朋友聊天一样"; slang is the casual device.
        r"\blike (?:you'?re|you are|I'?m|we'?re) (?:talking|chatting|speaking) (?:to|with) "
        r"(?:a|an|your|my|our) (?:[\w-]+ )?(?:friend|mate|pal|neighbou?r)\b|\bslang\b|俚语|"
        r"\bchatty\b|\bcolloquial\b|\blaid[- ]back\b|\beasy-?going\b|\bdown[- ]to[- ]earth\b|"
        r"\bbreezy\b|\blooser\b|\bchumm(?:y|ier)\b|\bmatey\b|\bfolksy\b|随性|(?:拉|唠)家常|唠嗑|(?:很|太|挺|特别|比较|这么|那么)随便|随随便便|"
        r"\bloosen\b|\brelaxed\b|\brelax the (?:tone|wording|register|language|style)\b|"
        r"\bfriendl(?:y|ier)\b|\bchill\b|说人话|\bchattier\b|\bsound (?:more )?human\b|"
        r"\blike a chat\b|"
        r"\b(?:more|like) (?:a |an )?(?:kitchen[- ]table|front[- ]porch|pub|coffee|campfire|"
        r"over-the-fence)(?: chat| talk| conversation)?\b|"
        # "write like you talk", "sound more like a person": how people speak.
        r"\b(?:write|sound) (?:like|the way) (?:you|people|we) (?:talk|speak)\b|"
        r"\blike a (?:real )?(?:person|human)\b|\bmore human\b",
        "formality",
        "casual",
    ),
    term(
        r"\b(?:stiffly|starchily)\b(?! formal)|\bstarchy\b|"
        r"\bstiff\b|呆板|死板|生硬|板正|一本正经|官腔|公文(?![类式]的?(?:稿|文|材料|写作))|(?<![签订劳])合同(?![工期到金额条款])|说明书|端着|"
        r"(?:像|跟)\S{0,8}(?:报告|公文|论文|教科书|说明书|文件|通知|判决书)(?:一样|似的)|"
        r"写得像\S{0,3}(?:报告|公文|论文|教科书|说明书|判决书|述职)|"
        # "less boardroom, more kitchen table": the writer's own measure of register.
        r"\bless (?:boardroom|courtroom|corporate|press release|memo|office|suit and tie)\b|"
        r"(?:论文|公文|报告|说明书|判决书|官方|文件)的?(?:感觉|味道|腔调?)|"
        # "you've turned my thank-you into a memo": made into a document, so too stiff.
        r"\b(?:turned|made|changed|converted) (?:it|this|them|my [\w-]+(?: [\w-]+)?) into "
        r"(?:a |an )?"
        r"(?:[\w-]+ )?(?:memo|report|contract|manual|press release|legal document|form|lecture|"
        r"sermon|policy|circular)\b|"
        r"\bstuffy\b|\blegalese\b|\bstarchy\b|\bstilted\b|\bceremonial\b|\bpompous\b|\bhigh-?flown\b|"
        r"\bbureaucratic\b|"
        r"\b(?:rental |legal |a )?contract\b|(?:\b(?:reads?|reading|sounds?|sounding|looks?)|"
        # "stop writin the surf report like a council memo": how it is written, likened.
        r"\bwrit(?:e|es|ing|in'?|ten)(?: (?:it|them|everything|things|(?:the|my|our) "
        r"[\w'-]+(?: [\w'-]+){0,2}))?) like "
        # "sounds like it came out of an engineering manual": where it was lifted from.
        r"(?:it (?:came|was lifted|was copied|was taken) (?:out of|from) )?(?:a |an )?"
        r"(?:[\w-]+ ){0,2}"
        r"(?:form|manual|application|proposal|submission|paperwork|filing|bylaws|white ?paper|"
        r"prospectus|earnings (?:call|report)|annual report|quarterly report|notice|ruling|"
        r"shareholder \w+|investor \w+|board \w+|corporate \w+|official \w+|"
        r"textbook|report|filing|memo|legal document|terms and conditions|"
        r"(?:tax )?return|invoice|statute|regulation|lease|warranty|affidavit|deposition|"
        r"spreadsheet|audit|minutes|sermon|lecture|thesis|dissertation|court \w+|"
        r"government \w+|compliance \w+|"
        r"disclaimer|press release|policy|brochure|user guide|insurance \w+|RFP(?: \w+)?|tender|"
        r"grant proposal|(?:letter|statement|notice|announcement) from (?:the |a |your |our )?"
        r"(?:[\w-]+ ){0,2}?(?:bank|council|solicitors?|lawyers?|tax ?office|taxman|government|"
        r"landlord|insurers?|insurance company|head ?teacher|housing office|ministry|"
        r"(?:council'?s? )?(?:comms|communications|press) (?:team|office)))\b|"
        # "…like a neighbour popping a message in, not a letter from the housing office".
        r"\bnot (?:like )?(?:a |an )?(?:letter|statement|notice|memo|circular) from "
        r"(?:the |a |your |our )?(?:[\w-]+ ){0,2}?(?:council|housing office|ministry|government|"
        r"bank|landlord|"
        r"solicitors?|tax ?office)\b|"
        # "…and less like the minutes of the AGM": the stiff document it should move away from.
        r"\bless like (?:a |an |the )?(?:[\w-]+ ){0,2}?(?:minutes|memo|report|manual|press release|"
        r"contract|lecture|sermon|textbook|legal document|circular)\b|"
        # "read like a solicitor drafted them": the stiff register named by who drafts it.
        r"\b(?:reads?|reading|sounds?|sounding|looks?) like (?:a |an |some )?(?:[\w-]+ )?"
        r"(?:solicitor|lawyer|barrister|notary|civil servant|bureaucrat|tax inspector|"
        r"accountant|committee)s? (?:wrote|drafted|had (?:written|drafted)|typed|drew up)\b|"
        # "something the Ministry put out": a government department's register.
        r"\bsomething (?:the |a )?(?:ministry|department|council|government|town hall) "
        r"(?:put out|issued|sent out|would (?:put out|issue|send))\b|"
        # 「一股教材味」「跟街道办的新闻通稿一模一样」: a textbook's flavour or an official release
        # is the register complained of (a textbook alone may be its words: vocabulary).
        r"(?:读着|读起来|写得|看着|像|跟)\S{0,10}?(?:新闻通稿|通稿|通告|红头文件)|"
        r"(?:课本|教材|教科书|通稿|红头文件)的?(?:味|腔)",
        "formality",
        "casual",
        complaint=True,
    ),
    term(
        r"网络用语|网络梗|网络流行语|"
        # "reading like a 1am group chat", "like somebody's holiday texts": too chatty a register.
        r"\b(?:reads?|reading|sounds?|sounding|looks?|writ(?:e|ing)(?: [\w-]+){0,4}) like "
        r"(?:a |an )?(?:[\w'-]+ )?(?:group chat|WhatsApp group)\b|"
        r"\blike (?:somebody|someone|a teenager|my \w+)'s (?:[\w-]+ )?(?:texts|text messages)\b|"
        r"(?:跟|像)\S{0,6}群(?:里)?聊天(?:似的|一样)|"
        r"\b(?:reads?|sounds?|looks?) like (?:a |an )?(?:text message|tweet|group chat|WhatsApp|"
        r"DM|chat message|stand-?up (?:routine|set|act)|comedy (?:sketch|routine|set)|sitcom|"
        r"joke book|birthday card|party invite)\b|像(?:在)?(?:发)?(?:短信|朋友圈|微信)|"
        r"像(?:在)?讲段子|像脱口秀|"
        # 「读起来跟朋友圈似的，嘻嘻哈哈」, 「写得跟段子一样」: frivolous, said of the writing.
        r"(?:写得|读起来|读着|看着|语气|文风|口吻|似的|一样)[，,]?\s?\S{0,3}?嘻嘻哈哈|"
        r"嘻嘻哈哈\S{0,3}(?:没个正形|不像|一点不)|没个正形|"
        r"(?:写得|读起来)?(?:跟|像)\S{0,6}(?:段子|抖音文案|短视频文案|脱口秀)(?:似的|一样)|"
        r"(?:写得|读起来)\S{0,2}(?:跟|像)\S{0,6}(?:朋友圈|聊天记录|微信群)(?:似的|一样)",
        "formality",
        "formal",
        complaint=True,
    ),
    term(
        r"活泼|生动|有趣|俏皮|轻快|活力|热情|激情|幽默|感叹|\blively\b|\blivelier\b|\benergetic\b|"
        r"\benergy\b|\bpersonality\b|\bspark\b|\bflair\b|(?<!\bfor )\bfun\b|\bplayful\b|\bupbeat\b|"
        r"\b(?:that|the|some|more) (?:buzz|oomph|zing)\b|(?:说|写|讲)得(?:那么|这么|太)?冲(?!淡)|"
        r"\bfunnier\b|\blight-?hearted\b|\bwittier\b|\bhumou?rous\b|"
        # ("Headlines short and punchy", "punchy titles": the size of a part, not the tone.)
        r"(?<!short and )(?<!short, )(?<!shorter and )\bpunch(?:y|ier)?\b"
        r"(?! (?:headlines?|titles?|headings?|sentences?)\b)|"
        r"\bsnappier\b|\bpeppier\b|有劲|带劲|欢快|有精神|精气神|这个劲儿|整点活|冲劲|生猛|热闹|燃(?:一点|点|一些|些|起来|爆|炸)|"
        r"\b(?:more|some|a bit of|a little|bring|add|with|inject|less|no|down the) enthusiasm\b|"
        r"(?:那么|这么|太|过于)激动|"
        r"\bexciting\b|\benthusiastic\b|\bfull of life\b|\bwarm(?:er)?\b|有生气|朝气|精气神|"
        r"\bvivid\b|\bexclamation|\b(?:some|more|a bit of) life\b|\bliven (?:[\w'-]+ ){0,3}?up\b|"
        r"\blighten (?:it |this |things |them )?up\b|\bcheer (?:it |this |things |them )?up\b|"
        r"\bbring (?:it |this )?to life\b|\bmake (?:it|them|this) pop\b|"
        r"\b(?:bounce|zing|oomph|pep|zest|verve|sparkle|sass|sassiness|sassy|spunk|banter)\b|"
        # "a bit of cheek", "some humour": a little mischief asked for ("all jokes and winks"
        # describes, and is no ask).
        r"\b(?:more|some|a bit of|a little|a touch of|a dash of|bit of) (?:cheek|humou?r|wit|"
        r"mischief)\b|\bcheekier\b",
        "tone",
        "lively",
    ),
    term(
        r"稳(?:一点|点|重|当|些)|平静|冷静|克制|沉稳|平实|低调|严肃|朴素|平和|收一收|收敛|(?<=语气)\S{0,8}?收(?:一?[点些])|"
        r"收着|\bcalm(?:er|ly)?\b|\blow-?key\b|\bquieter\b|平稳|"
        r"(?<=语气|口吻|调子|基调|笔调)\S{0,2}?平(?:一?[点些]|和|缓|淡一?[点些])|"
        r"\b(?:want|like|need|prefer) (?:it|them|things|the tone|the copy) "
        r"(?:nice and |more |a bit more )?(?:quiet|even|steady|level)"
        r"(?:\s+and\s+(?:quiet|even|steady|level|calm))?\b(?!\s+(?:more|less|\w+er)\b)|"
        r"\bquiet (?:cup of tea|voice|tone|read|ones?|posts?|notes?)\b|"
        r"\brestrained\b|\bmeasured\b|\bunderstated\b|\bsober\b|\bsubdued\b|\bserious\b|"
        r"\bneutral\b|\b(?:even|steady|level)(?:-keeled)? tone\b|"
        r"\bkeep (?:it|them|things|the tone|the voice) (?:even|level|even-keeled)\b|"
        r"\btone (?:\w+ )?(?:even|steady|level)\b|"
        r"\btone (?:it )?down\b|"
        # "Settle the posts down from here on", "dial it down": the whole register, not a part.
        r"\b(?:settle|dial|tamp|simmer|quieten|quiet) (?:it|them|things|this|these|everything|"
        r"(?:the |our |my |your )?(?:posts?|tone|copy|voice|language|wording|writing|headlines?|"
        r"captions?|updates?|notices?|newsletters?)) down\b|"
        # "keep a gentle, unhurried voice", 「语气都放轻放缓些」.
        r"\b(?:gentle|unhurried|soothing)(?:,? (?:and )?[\w-]+)? (?:voice|tone)\b|放轻|放缓|轻柔",
        "tone",
        "calm",
    ),
    term(
        r"咋咋呼呼|浮夸|夸张|吵|煽情|"
        r"\bhype\b|\bhyperbole\b|\bsalesy\b|\bbreathless\b|"
        r"\bexcitable\b|\bover the top\b|\bover-?hyped\b|一惊一乍|"
        r"\bshouty\b|\bnoisy\b|\bshouting\b|闹腾|闹哄哄|\b(?:shout|yell|scream)(?:ed|ing)? at\b|"
        # The noise of it in other words: "no more shrieking about 'AMAZING deals!!'", 别再嚷嚷.
        r"\b(?:shrieking|squealing|screeching|squawking|yelling|hollering|screaming)\b|"
        r"被吼|吼人|(?:别|不要|少)(?:再)?(?:瞎)?嚷嚷|大喊大叫|扯着嗓子",
        "tone",
        "calm",
        complaint=True,
    ),
    term(
        r"枯燥|无聊|干巴巴|死气沉沉|太干|干瘪|沉闷|平淡|太平了|想睡觉|催眠|\bdull\b|\bboring\b|\bbland\b|"
        # "读下来蔫蔫的", "有气无力": no life in it.
        r"蔫蔫|有气无力|无精打采|没精打采|\blifeless\b|" + FLAT,
        "tone",
        "lively",
        True,
    ),
    term(
        r"第二人称|第二身|\bsecond person\b|直接[对跟]读者|跟读者对话|对话感|"
        r"称呼为?[“\"'‘「]?[你您]|"
        r"[“\"'‘「][你您]们?[”\"'’」]|\baddress(?:ing)? (?:the )?readers?|"
        # 你 unquoted as the word used: "别用你", "用你来称呼" (not 用你的…, "your").
        r"用(?:你|您)(?=\s|$|[，,。.！!]|来称呼|称呼|开头|这个字)|"
        r"\bspeak(?:ing)? directly to\b|"
        # "speak to the players directly", "talk to our volunteers directly": the readers, as "you".
        r"\b(?:speak|talk|write)(?:ing|s)? (?:straight )?to (?:the |our |my |your )?(?:[\w-]+ )?"
        r"(?:readers?|players?|volunteers?|guests?|customers?|members?|parents?|students?|fans?|"
        r"followers?|donors?|visitors?|clients?|subscribers?|patients?|families|listeners?|"
        r"audience|diners?|riders?|walkers?|runners?|buyers?|tenants?|residents?) directly\b|"
        r"['\"“‘]you['\"”’]|\bas you\b|"
        r"\b(?:talk|speak|write)(?:ing)? (?:directly |straight )?to (?:the|our|my|your) readers?\b|"
        # "talk straight to the kids" (not "straight to the point").
        r"\b(?:talk|speak)(?:ing|s)? straight to (?!(?:the |my |our )?point\b)"
        r"(?:the |our |my |your )?(?:[\w-]+ )?(?:kids|children|teens|teenagers|youngsters|"
        r"people|folks|everyone|them|readers?|members?|parents?|families|customers?|fans?|players?|students?|pupils?)\b",
        "person",
        "second",
    ),
    # (粤语 says 第三身, 第二身 for the person written in.) The writer's side named as 「本会」,
    # 「本馆」, 「本店」 in quotes after 用 / 写 / 统一: the word to use, in the third person
    # ("通篇都是“本馆”" complains of it instead).
    term(
        r"第三人称|第三身|\bthird person\b|"
        r"(?:用|写|寫|统一|統一|改成|改为|換成|换成|自称|自稱)\S{0,2}[“\"「『]本(?:[会會馆館店社队隊校院团團]|公司)"
        r"[”\"」』]",
        "person",
        "third",
    ),
    term(
        r"大白话|白话|通俗|浅显|浅白|易懂|\blay(?:man|person|people)'?s'? terms\b|"
        r"\bplain(?:er)?(?:,? [\w-]+)? "
        r"(?:words|language|english|wording|"
        r"talk|speech|terms)\b|\beveryday (?:words|language|wording|talk|speech|english|terms)\b|"
        r"\bsimple(?:r)?(?: [\w-]+)? (?:words|language|terms)\b|\bjargon-free\b|"
        r"\b(?:normal|ordinary|common) (?:words|wording)\b|\bwrite (?:more )?simpl(?:e|er)\b|"
        # "Explain it like I'm twelve", "像讲给小学生听": words a child follows.
        r"\blike I'?m (?:five|5|ten|twelve|\d{1,2}|a (?:child|kid))\b|\bELI5\b|"
        r"(?:讲|说)给(?:小学生|孩子|小朋友)听|"
        # "words a bus driver would use", "大家都听得懂的词": words anyone would say.
        r"\bwords (?:a|an|any|my|your|the average|every|ordinary) (?:[\w-]+ ){0,2}(?:would|could|"
        r"can|might) (?:use|understand|get|follow|say|know)\b|"
        r"(?:大家|谁|人人|普通人|老百姓|外行)(?:也|都)?(?:能)?(?:听|看|读)得懂|明明白白|"
        r"(?:用词|用字|措辞)(?:要|再|更|能)?(?:朴素|平实|直白|朴实)",
        "vocabulary",
        "plain",
    ),
    term(
        r"术语|专业(?:名词|词汇|用语|词)?|行话|\btechnical\b|\bjargon\b|\bterminology\b|"
        r"\b(?:proper|real|precise|correct|actual|exact|accurate) (?:[\w-]+ )?(?:terms|vocabulary|"
        r"names)\b|"
        # "fancy words", "大词": long words, which "no" or sarcasm turns into plain ones.
        r"\b(?:fancy|big|posh|ten-dollar) (?:trade )?words\b|大词|高大上的词|成语|四字词语?|"
        # Words by their size or their trade: "the giant words", "that kind of clinic word".
        r"\b(?:giant|huge|long|massive|five-dollar|highfalutin|clinic(?:al)?|medical|doctor'?s|lab|"
        r"academic|textbook|scientific|insider|corporate|office|trade) (?:words?|terms|lingo)\b|"
        r"\bacronyms?\b|\babbreviations?\b|"
        # A pastime's or a trade's own words: "the fencing terms", "knitting lingo", "wine
        # terminology" (not "in real terms", "payment terms").
        r"\b(?<!in )[a-z]+ing (?:terms|lingo|terminology|vocab(?:ulary)?)\b|"
        r"\b(?<!in )(?!(?:plain|simple|everyday|easy|basic|common|general|layman'?s|lay)\b)"
        r"[a-z][\w-]+ (?:lingo|terminology)\b|"
        r"缩写",
        "vocabulary",
        "technical",
    ),
    term(
        r"\bdumb(?:ed|ing|s)? (?:it |this |things |everything |them |'?em |those |these |"
        r"(?:the|our|my|your) (?:[\w'-]+ ){0,3}?)?down\b|"
        r"\boversimplif\w*|"
        r"\bbaby talk\b|说得太浅|写得太浅",
        "vocabulary",
        "plain",
        complaint=False,
    ),
    # Cut for its length: 「为了短就砍掉」, 「嫌长就给删了」, "cut it for length" (banned:
    # detailed).
    term(
        r"(?:为了|图)(?:短|简洁|省事|省地方)\S{0,3}(?:砍|删|剪)|嫌(?:它|太|文章)?长\S{0,3}(?:砍|删|剪)|"
        r"\b(?:cut|cutting|trim|trimming|chop|chopping)\b[^.!?]{0,30}?\bfor (?:length|brevity)\b",
        "length",
        "concise",
    ),
    # "It's painfully dumbed down", "oversimplified": the state named is itself the fault.
    term(
        r"\b(?:it'?s|is|are|was|were|so|too|painfully|really|feels?|reads?|looks?|sounds?)\s+"
        r"(?:\w+\s+)?(?:dumbed[- ]down|oversimplified)\b",
        "vocabulary",
        "technical",
        complaint=True,
    ),
    # Words that name what is wrong with the wording: "buzzword bingo", "alphabet soup", "黑话".
    term(
        r"\bbuzzword(?:s| bingo)?\b|\bjargony\b|\balphabet soup\b|\bword salad\b|\bgobbledygook\b|"
        r"\bcorporate[- ]speak\b|\bmanagement[- ]speak\b|\bjargon soup\b|黑话|行话连篇|云里雾里",
        "vocabulary",
        "plain",
        complaint=True,
    ),
    term(
        # (那条列表里少了一项: a place in the text, not a form — 列表里/中/上/的第.)
        r"列表(?![里中上]|的第)|分点|\b(?:as|into|in) (?:a )?checklists?\b|\blisticles?\b|"
        r"(?:逐[条项]|分条)(?=\S{0,3}(?:写|列|分开|排))|"
        r"分[一二三四五六七八九十\d、]{1,8}[点条]|分成?[一二三四五六七八九十几\d]+(?:点|条)|"
        r"\b(?:into|as) (?:clear |simple |numbered |short |separate )?steps\b|"
        r"\b(?:as|into|in) (?:a )?separate (?:points|lines|items)\b|"
        r"\bas a separate (?:point|item)\b|\bpoint by point\b|"
        # "break that stuff out line by line": laid out one item a line (read over "line by
        # line" is proofreading, not a layout).
        r"\b(?:break|lay|set|spell|split|list|put)s? (?:[\w']+ ){0,4}?(?:out )?line by line\b|"
        r"\b(?:a separate|one|its own) (?:line|point|bullet) (?:per|for each|for every)\b|"
        r"\bpoints?,? one (?:per|for each|for every|a) \w+|"
        r"分(?:那么|这么|太)多(?:个)?点|要点|清单|\bbullet(?:s| points?|ed| lists?)?\b|"
        r"\bnumbered (?:list|steps|points)\b|\bstep[- ]by[- ]step\b|分步骤|分步写|"
        r"(?<!mailing )(?<!email )(?<!guest )(?<!waiting )(?<!our )(?<!my )"
        r"(?<!on this )(?<!on the )(?<!contact )(?<!subscriber )(?<!distribution )"
        # Lists that are errands, not a layout: "my grocery list", "the reading list".
        r"(?<!grocery )(?<!shopping )(?<!to-do )(?<!todo )(?<!reading )(?<!wish )(?<!bucket )"
        r"(?<!packing )(?<!gift )(?<!price )(?<!invite )(?<!set )(?<!most of the )(?<!half of the )"
        # Lists of people written to: "the donor report list is now just the board".
        r"(?<!report )(?<!donor )(?<!recipient )(?<!press )(?<!member )(?<!send )"
        # ("Trophy list attached", "the list follows": a document sent, not a layout.)
        r"\blists?\b(?!,? (?:is |are )?(?:attached|enclosed|to follow|follows?|below|sent|"
        r"coming|on (?:its|the) way)\b)"
        # A list of people the text goes to: "the trade list goes to sommeliers", "this list is
        # mostly restaurant buyers".
        r"(?! (?:goes|go|went|gets sent|is sent|is read) (?:out )?to\b)"
        r"(?! (?:is|are|'s) (?:mostly|mainly|largely|almost|nearly|all|entirely|basically|"
        r"pretty much|full of|made up of)\b)|一条一条|"
        r"一条条|分条|\bnumber (?:the|each|all the) (?:steps|points|items|tips)\b|"
        r"一二三(?:四)?(?:列|写|排)|列一二三(?:四)?|一、二、三|"
        # "Dot, dot, dot": one listed point after another.
        r"\bdot,? dot,? dot\b",
        "structure",
        "lists",
    ),
    term(
        r"段落叙述|叙述|连贯的段落|完整的段落|(?<!整段)整段(?!整段)|大段文字|"
        r"\b(?:as|like) a story\b|写成段落|成段|成一段|段落形式|\bprose\b|\bnarrative\b|"
        r"\bfull paragraphs\b|\b(?:in|as|into) paragraphs\b|一段[一]?段(?:地|的)?(?:写|来)|连成段|"
        r"\b(?:normal|regular|proper|actual|real) paragraphs\b|"
        r"\b(?:written[- ]out|(?:proper(?:ly)?|normally) written) paragraphs\b|"
        r"\b(?:flowing|connected) paragraphs\b|\b(?:running|connected) sentences\b|"
        # The form said alone as the answer: "Paragraphs, like a letter from the farm."
        r"^\W*(?:full |proper |real |whole )?paragraphs(?=,? (?:please|pls|instead|again|"
        r"thanks|like (?:a|an|the|in|you'?d)) )",
        "structure",
        "prose",
    ),
    term(
        r"简洁|简练|简略|删减|凝练|\bcut (?:it|them|this) in half\b|开门见山|直奔主题|直接说重点|"
        r"\btight(?:er)?\b|\bconcise\b|\bsuccinct\b|\bcut it down\b|"
        r"\bbrief\b(?<!legal brief)(?<!design brief)(?<!creative brief)|"  # (a brief: no size)
        # Comparatives of a slim piece: "could be a bit trimmer", "leaner posts", 紧凑些.
        r"\b(?:trimmer|leaner|briefer|slimmer|more compact)\b|"
        r"\b(?:slimmed|pared)[- ](?:down|back)\b|"
        r"(?<![句子])(?:更)?紧凑(?:一)?[点些]|"
        # Idioms of getting to it: "cut to the chase", "bottom line up front", "trim the fat".
        r"\bcut to the chase\b|\bskip the (?:preamble|throat-clearing|warm-?up)\b|\bBLUF\b|"
        r"\bbottom line up front\b|\bdon'?t bury the lede\b|\b(?:trim|cut) the fat\b|"
        r"\bstraight to the point\b|\bto the point\b|\bkeep it snappy\b|长话短说|言简意赅|"
        r"\b(?:to|should|must|has to|needs? to) fit on (?:one|a single) (?:screen|page)\b|"
        r"短小精悍|短平快|"
        r"\b(?:open|opened|opens|start|started|starts|lead|leads|led) with the (?:main|key|real) "
        r"(?:point|news|thing)\b|"
        r"\bless is more\b|少即是多|删繁就简|"
        r"少绕弯子|别绕弯子|直截了当|"
        # A writer's own measures ("less War and Peace", "not a novel", "别写成小作文"): a long
        # thing after "less"/"not"; a short thing wished for ("more tweet", not "like a telegram").
        r"\b(?:less|not|no more|never|stop writing|instead of|rather than)\s+"
        r"(?:a |an |the |so much |another )?(?:" + _LONG_THING + r")\b|"
        r"\bmore (?:like )?(?:a |an |the )?(?:" + _SHORT_THING + r")\b|"
        r"\b(?:want|prefer|write|make (?:it|them)|(?<!sound )(?<!sounds )(?<!read )(?<!reads )"
        r"(?<!look )(?<!looks )(?<!feel )(?<!feels )like) (?:\w+ )?(?:" + _SHORT_THING + r")s?\b|"
        r"(?:别|不要|少|不是|别再)(?:写成|搞成|弄成|整成)?(?:一篇|一部)?(?:长篇小说|论文|小作文|裹脚布|"
        r"百科全书|万字长文)|"
        # "别写那么多了", "stop writing so much", "write less": fewer words, said of the writing.
        r"(?:别|不要|不用|少)(?:再)?写(?:得)?(?:那么|这么|太)多|"
        r"\b(?:stop|quit|don'?t (?:keep )?|no more) writ(?:e|ing) so much\b|\bwrite less\b",
        "length",
        "concise",
    ),
    term(
        _LONG_READ
        + r"|啰嗦|啰唆|冗长|废话|水分|\bwordy\b|\bverbose\b|\brambling\b|\bpadded\b|\bfluff\b|"
        r"\bfewer words\b|\bless (?:text|copy|wording)\b|"
        r"\bpadding\b|\bwaffl\w*|\b(?:goes|going|went) (?:round and round|on and "
        r"on|in circles)\b|\bget to the point\b|\bbeat(?:ing)? around the bush\b|车轱辘话|绕圈子|"
        r"兜圈子|拖沓|注水|\bthe scenic route\b|\bthe long way round\b|\bthroat-clearing\b|"
        r"绕弯子|\bpad(?:s|ded|ding)? (?:[\w-]+ ){0,4}?out\b|"
        # "Don't drag it out", "stop spinning it out": made longer than it needs.
        r"\b(?:drag|spin|stretch|string)(?:s|ged|ging|ning|ed|ing)? "
        r"(?:it|this|things|them|the \w+) out\b|"
        r"绕(?:那么|这么)?(?:大|多)?(?:的)?圈子|多余的(?:话|字|句子|内容)|"
        # "字写少点": fewer words in all.
        r"(?<![一二两三四五六七八九十几百千\d])字(?:数)?(?:写|再)?少(?:一)?[点些]",
        "length",
        "concise",
        complaint=True,
    ),
    term(
        r"详细|展开|多写|充实|铺垫|形容词|修饰语|\badjectives\b|"
        r"\bdetail(?:ed|s)?\b|\bexpand\b|\belaborate\b|\bflesh (?:[\w-]+ )?out\b|"
        r"\b(?:go|dig) deep(?:er)?\b|\bleave nothing out\b(?! of)|\bspare nothin(?:g|')|"
        r"往深(?:里|处)?写|写(?:得)?(?:深|透)(?:一?[点些])|(?:一样|一项|一个)(?:都|也)(?:别|不要)落下|"
        r"\bin(?:to)? (?:more )?depth\b|\bin-depth\b|\bin full\b|"
        r"\bthe (?:long|longer|full|extended|unabridged) (?:version|write-?up|cut)\b|"
        r"\bdeep[- ]dives?\b|\bmore examples\b|多举(?:几个)?例子|多举例|"
        r"\b(?:concrete|real|specific|worked) examples\b|具体的例子|\bsubstance\b|"
        # Space given: "more room to breathe", "let them breathe", "多给点篇幅", "写足".
        r"\b(?:more )?room to breathe\b|\b(?:more|extra) (?:room|space)\b(?! between)|"
        r"(?:多|更多)(?:给|留)?(?:一?[点些])?篇幅|写足|"
        # "多点细节", "加点细节", "细节再丰富点": details asked for (not 细节 named alone).
        r"(?:多|加|补|添|丰富|补充|更多)(?:写|加|放)?(?:一?[点些]|几个|一些)?(?:的)?细节|"
        r"细节(?:再|要|得)?(?:多|丰富|充实|写足|写全)(?:一?[点些])?|"
        # "写全一点", "写完整些": the whole of it wanted (写全称 is a name written out).
        r"写(?:得)?(?:全(?![称名文])|完整|齐全|全面|周全)",
        "length",
        "detailed",
    ),
    term(
        r"\b(?:a whole|an entire|whole) (?:essay|novel|book|saga|dissertation)\b|小作文|长篇大论",
        "length",
        "concise",
        complaint=True,
    ),
    # "as exciting as a tax form", "搞得跟过年晚会一样": dull or loud by what it is likened to.
    term(
        r"\bas (?:exciting|fun|thrilling|interesting|lively|gripping) as (?:a |an |the )?"
        r"(?:watching|reading|doing|filling|form|manual|spreadsheet|phone book|receipt|"
        r"invoice|instruction \w+|tax \w+)\b|"
        # "reads like a phone book", "像流水账", "跟白开水一样": dull by what it is likened to.
        r"\b(?:reads|sounds|looks) like (?:a |an |the )?(?:[\w-]+ )?(?:phone book|telephone "
        r"directory|dictionary|encyclopa?edia|timetable|roll call|funeral \w+|eulogy|obituary)\b|"
        r"\b(?:reads|sounds|looks|feels|felt|read|sounded) like (?:a |an )?(?:[\w-]+ )?(?:homework|"
        r"chore|detention)\b|"
        r"流水账|"
        r"(?:像|跟)\S{0,4}(?:白开水|念经)\S{0,2}"
        r"(?:一样|似的)?",
        "tone",
        "lively",
        complaint=True,
    ),
    term(
        r"(?:像|跟)\S{0,8}(?:晚会|联欢会|庙会|春晚|菜市场|蹦迪|过年)\S{0,2}(?:一样|似的)|"
        r"\b(?:reads|sounds|looks) like (?:a |an )?(?:[\w-]+ )?(?:party|carnival|circus|rave|"
        r"infomercial|game show)\b",
        "tone",
        "calm",
        complaint=True,
    ),
    term(
        r"单薄|空洞|\bthin\b|\bshallow\b|\bsketchy\b|"
        # Cut too hard: "删得那么狠", "砍过头了", "trimmed too hard" — what is missing is wanted.
        r"(?:删|砍|减|压缩|精简)(?:得|的)?(?:那么|这么|太|过于)(?:狠|多|厉害|短)|(?:删|砍|减)过头|"
        r"\b(?:cut|trim|trimmed|pare|pared|slash|slashed|chop|chopped)\s+(?:it |them |things |this "
        r"|the \w+ )?(?:down |back )?(?:so|too) (?:hard|much|far|deep)\b",
        "length",
        "detailed",
        complaint=True,
    ),
)
NOUN_DIMENSION = {
    "sentence": ("sentence_length", "shorter", "longer"),
    "paragraph": ("paragraph_length", "shorter", "longer"),
    "title": ("title_style", "short", "long"),
    "article": ("length", "concise", "detailed"),
}
COMPARED_TO = re.compile(
    r"像(?:是)?\S{0,6}|\b(?:reads|sounds|looks) like an? [\w ]{0,30}|"
    # "every heading is now a twelve-word sentence": the heading is measured, not a sentence.
    r"\b(?:is|are|was|were|becomes?|became|suddenly|now|into) (?:a|an) "
    r"(?:[\w-]+[- ])?(?:word|line) "
    r"(?:sentence|paragraph)s?\b",
    re.I,
)
# "no longer" is a correction marker, not a length; keep its negation, drop the length.
NO_LONGER = re.compile(r"\bno longer\b", re.IGNORECASE)

_ONE_PART = (
    r"line|section|part|bit|caption|footer|header|signature|sign-?off|byline|bio|heading|"
    r"subheading|table|quote"
)
LOCAL = re.compile(
    # "这句子都太长" / "这段落总是…": all of them, not the one in front of the writer.
    # A bare "这段" ("这段太 formal 了") is the passage under discussion, the writing itself.
    r"(?:那一?|这一)[段句节](?!是我|话|[子落]?(?:都|全|总|老|一个比一个|一句比一句|一段比一段|个个|每))|"
    r"这[句节](?!是我|话|子?(?:都|全|总|老|一个比一个|一句比一句|个个|每))|这段(?=里|中|的|开头|结尾)|"
    r"第[一二三四五六七八九十\d]+[段句节部步条章点]|开头|结尾|首段|末段|"
    # One channel of several: "公众号这边术语照常用", "小红书上".
    # (「甭管是公众号上哩还是门口小黑板上哩」: every channel named, none alone.)
    r"(?<!不管是)(?<!甭管是)(?<!无论是)(?:公众号|小红书|微博|知乎|抖音|官网|朋友圈|B站|豆瓣)"
    r"(?:这边|那边|上面?)|"
    r"最后一段|"
    r"标题[里中]|"
    r"\b(?:this|that)(?: one)? (?:paragraph|sentence|line|section|part)\b|"
    r"\bthat one\b(?! (?:was|were|read|sounded|looked|felt|had|is|reads|sounds))|"
    r"\b(?:first|second|third|last|final|opening|closing) (?:paragraph|sentence|line)\b|"
    # One part named by what it is or holds: "the signature line only", "那部分", "落款".
    r"[这那]一?(?:部分|块|处)|签名|落款|[这那]个(?:表情|词|字|说法|比喻|例子)|"
    r"\b(?:this|that) (?:emoji|word|phrase|example|joke)\b|"
    r"\bthe (?:part|bit|section) (?:where|with|about|that)\b|"
    # ("in my captions", plural, is every caption the writer writes: not one place.)
    r"\b(?:from|in|on|out of) (?:(?:the|this|that) (?:(?!(?:runs?|is|are|was|has|goes|takes)\b)"
    # ("in the captions", "the headings": every one the writer writes, a habit, not one place.)
    r"[\w-]+ ){0,2}(?:" + _ONE_PART + r")(?:s(?<!captions)(?<!headings))?|"
    r"my (?:[\w-]+ ){0,2}(?:" + _ONE_PART + r"))\b|"
    r"\bthe (?:intro|opening|ending|conclusion|closing)\b(?!\s+(?:guide|hours?|times?|night|day|"
    r"ceremony|event|party|week(?:end)?|match|game|show|offer|sale|date)s?\b)|"
    r"\bsection \d+\b|\bin the title\b|"
    # One of several: "the heading for the bake sale item", "the caption under the photo".
    r"\bthe (?:sub)?(?:heading|head|caption|label) (?:for|of|on|about|under|above|below|over) "
    r"(?:the|this|that|my|our)\b",
    re.IGNORECASE,
)
# "三千字", "两页": a size that is a complaint only with a mark of too much ("足足三千字",
# "整整两页", "两百多个字的标题？") — told plainly ("这章写了三千字") it is a count.
COUNT_ONLY = re.compile(r"(?:整整|足足)?[一二两三四五六七八九十百千几\d]{1,}多?个?[字页]")
COUNTED_AS_TOO_MUCH = re.compile(
    r"太|足足|整整|居然|竟然|都|快|了吧|[?？!！]|吗|真|好一|长得|多到|\bwhole\b", re.IGNORECASE
)
