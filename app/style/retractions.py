"""What a clause takes back or concedes, and what it says the text already has.

"I shouldn't have asked for bullets", "说反了", "calm is wrong for this blog": the style word in
such a clause is withdrawn, so its opposite is meant. "I know I said lively last week" quotes the
old wish while changing it; "The recipe already has numbered steps" tells, and asks nothing.
Shared by the offline rules, in English and Chinese.
"""

import re
from functools import lru_cache

from app.style.misspoken import MISSPOKEN
from app.style.negation import NEGATION
from app.style.prefilter import lazily_screened, screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# Regret for an earlier request: "I shouldn't have asked for bullets", "后悔让你分点写了" —
# a correction of what was asked, so what it names is taken back.
REGRET_SOURCE = (
    r"\bshould(?:n'?t| not) have (?:asked|told|said)\b|\bregret (?:asking|telling|saying)\b|"
    r"\b(?:asking|telling) (?:you )?(?:for|to)\b.{0,40}\b(?:was|were) (?:a |such a )?(?:mistake|"
    r"bad idea|bad call|error)\b|"
    r"后悔(?:让|叫|要|跟)你|不该(?:让|叫|要)你|早知道(?:就)?不(?:让|叫|要)你|"
    # "Regretting the emoji idea", "the bullet-point idea was a mistake", "让你加表情是个错误".
    r"\bregret(?:s|ting|ted)? (?:the|my|that|those|all the|this) (?:[\w-]+ ){0,3}(?:idea|request|"
    r"call|decision|experiment|change|thing|switch)\b|"
    r"\b(?:the|that|this|my) (?:[\w-]+ ){1,3}(?:idea|experiment|switch|thing|rule|note|request|"
    r"stuff)\b.{0,20}\b(?:was|is|has been) (?:a |an )?(?:mistake|bad idea|bad call|error|dud|"
    r"flop|disaster|failure)\b|(?:让|叫)你\S{1,12}(?:是个?错误|是个?馊主意|不是个?好主意|失策)|"
    r"(?:那个|这个)(?:主意|想法|点子)(?:不好|不行|是个?错误|是个?馊主意|失败了?)|"
    # "The no-emoji thing was me being grumpy", "我考虑不周", 粤语 "係我諗錯咗": a passing mood or
    # a wrong thought of the writer's own, taken back.
    r"\bwas (?:just )?me being (?:\w+ )?(?:grumpy|cranky|moody|silly|dramatic|fussy|difficult|"
    r"precious|a grump)\b|"
    # "That keep-it-calm business was me overthinking", "…was me panicking about word counts",
    # "I was wrong to ban the emoji": the earlier wish owned as a passing state or a mistake.
    r"\b(?:was|were) (?:just |only |all |really )?me (?:being (?:a bit |too |so |way )?(?:daft|"
    r"stupid|paranoid|cautious|overcautious|careful|nervous|jumpy|stuffy|stiff|old-fashioned|"
    r"picky|pedantic|fussy|\w+ish)|over\w+ing|panicking|flapping|fussing|fretting|worrying|"
    r"stressing|overreacting|getting carried away|having a (?:moment|wobble|bad day|funny five "
    r"minutes))\b|\bI was wrong (?:to|about|when)\b|"
    # "I had it backwards asking for short notes", "I got that wrong, asking you to trim…".
    r"\b(?:had|got) (?:it|that|this) (?:all )?(?:backwards|wrong|the wrong way round)\b,?\s*"
    r"(?:when |by |in )?(?:asking|telling)\b|"
    r"\bI was (?:just )?in a (?:bad |foul |grumpy |weird )?mood\b|"
    r"[谂諗](?:错|錯)[咗了]|想错了|考虑不周|考慮不周|欠考虑"
)
REGRETS = _re(REGRET_SOURCE)
# "The recipe already has numbered steps", "正文本来就有小标题": how the text already is, told
# in passing, asks for nothing.
# "The recipe has numbered steps", "这篇菜谱里有分点": the text described as it is, nothing asked.
HAS_PLAINLY = _re(
    r"^\W*(?:the|this|that|it|my|our)\s+(?:[\w-]+\s+){0,2}?(?:has|have|contains|includes)\s+"
    r"(?!(?:too|so|way|far|loads|tons|lots|a lot|many|more|fewer|less|no|zero|nothing|enough|"
    r"to|got|been|started|begun|become|turned)\b)|"
    r"^\W*(?:这篇|文章|正文|稿子|这份)\S{0,4}?(?:里|中)?(?:有|带|用了)(?!太|很多|好多|那么|这么|一堆|满)|"
    # "Three exclamation marks in a handout about sepsis.": a count found, told, not asked for.
    r"^\W*(?!.*\b(?:please|pls|max|at most|tops|should|need|want|more|fewer|less|extra)\b)"
    r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|\d+)\s+"
    r"(?:[\w-]+\s+){0,2}?in\s+(?:a|an|the|this|that|one|my|our|every)\b"
)
ALREADY_THERE = _re(
    r"\balready (?:has|have|had|uses|used|contains|includes|is|are|in)\b|"
    r"(?:已经|本来就|原本就|早就)(?:有|是|用了|带|加了|分了)"
)
# Asked only to deny it ("我几时有讲过不可以写详细的？没有咯", "when did I ever say no emoji?"):
# what is denied was never the writer's wish; the question asks nothing.
DENIED_ASKING = (
    r"(?:几时|幾時|什么时候|啥时候|哪里|哪儿)(?:有)?(?:讲|講|说|說)(?:过|過)|"
    r"\bwhen did I (?:ever )?(?:say|ask for|tell you)\b"
)
# "calm is wrong for this blog", "上回说用“你”是口误": the style word in it is withdrawn.
RETRACTED = _re(
    r"\bis wrong\b|\bwas wrong\b|\bwas a mistake\b|\bmisspoke\b|是口误|说错了|是错的|搞错了|"
    r"不算了|不算数|(?:那个|的)不算|作废|不作数|\bdoesn'?t count\b|\bno longer stands\b|"
    r"\bI (?:didn'?t|did not) mean\b|我不是说|\bwhoever told you\b|\bit wasn'?t me\b|"
    # "Scrap the no-emoji rule", "取消不用表情的规定": a rule of the writer's own, lifted.
    r"\b(?:scrap|drop|forget|ditch|lift|relax|bin|cancel|undo) (?:the|that|my|our) (?:[\w-]+ ){0,3}"
    r"(?:rule|ban|policy)\b|(?:取消|废掉|撤掉)\S{0,10}(?:规定|规矩|禁令)|"
    r"(?:规定|规矩|禁令|那条)\S{0,2}(?:取消|作废|废掉|撤掉|废了)|"
    r"\bI (?:have |'ve )?never (?:once |ever |actually )?said\b|我没说过|谁说我|"
    + DENIED_ASKING
    + r"|"
    r"\b(?:changed my mind|what I said|my (?:earlier )?note|I said earlier) (?:about|on)\b"
    r"(?: (?:that|this|it)(?: one)?\b(?:,? (?:eh|mate|lol|tbh|though|honestly)\b)?)?|"
    r"\btake (?:that|it) back about\b|收回.{0,6}关于|" + REGRET_SOURCE
)
# "I know I said lively last week": the old wish, quoted while changing it.
CONCEDED = _re(
    r"\bI know I (?:said|asked)\b|(?<!scratch what )(?<!forget what )(?<!ignore what )"
    r"(?<!thing )(?<!idea )(?<!bit )"
    r"\bI said .{0,30}\b(?:last|before|earlier)\b|我知道我说过|"
    # What the model wrongly took down, quoted to correct it: "你怎么记成要更正式了",
    # "you heard it as 'more formal'", "you somehow thought I wanted bullets".
    r"(?:记成|理解成|听成|当成|以为我(?:要|想|喜欢))|\byou (?:took|heard|read|understood) "
    r"(?:it|that|this|me) as\b|\byou (?:\w+ )?(?:thought|assumed|decided) I (?:wanted|meant|"
    r"asked for|liked)\b"
)


# Words that mark an explicit correction of what was said or held ("其实", "scratch that").
CORRECTION = re.compile(
    r"其实|实际上|改主意|算了|不要再|别再|不再|之前说的不对|之前说错|我说错|说错了|收回|撤回|"
    r"以后不要|"
    r"以后别|说反了|(?:刚才|前面|上面).{0,6}(?:不对|错了)|纠正|更正|口误|搞错|理解错|不对不对|"
    r"弄反了|我(?:可|又|也|从来|根本)?没(?:有)?说|说了多少遍|说过多少次|"
    r"\bcorrect(?:ing)? myself\b|\blet me correct\b|"
    r"\b(?:let me|lemme) (?:fix|clarify) (?:that|myself)\b|"
    r"跟你说过|以后|今后|从今以后|一律|从今天(?:起|开始)|\bfrom today\b|"
    # 「等等，不对，标题还是要短」: the message opens by calling the last wish wrong.
    r"^\W*(?:(?:等等|等一下|等下|慢着|哦|噢|呃|嗯|唉|哎)\W*)*不对[，,。！!\s]|"
    r"\bactually\b|changed my mind|on second thought|scratch (?:that|what I said)|\bno longer\b|"
    r"\b(?:had|have had|I'?ve had) a (?:re-?think|think)\b|\bon reflection\b|\bI'?ve rethought\b|"
    r"\bthinking about it (?:more|again)\b|想了想|想了一下|再想了想|回头想想|谂咗下|谂过|"
    r"改变主意|换主意|变卦|"
    # A start named for what follows, or a rule for every piece: said for good.
    r"\bas a (?:general )?rule\b|\b(?:for |in )?all future\b|\bfrom next time\b|\bin future\b|"
    r"\bhenceforth\b|\bmoving forward\b|往后|下次(?:开始|起)|从下次|"
    r"(?:由|从)?(?:这|本|下)(?:一)?(?:周|期|个月|月)(?:开始|起)|"
    r"\binstead\b|\bgo back to\b|\bnever ?mind\b|\bi was wrong\b|\bmisspoke\b|"
    r"\byou'?ve got me wrong\b|\byou misunderstood\b|\bthat'?s not what I meant\b|"
    r"\bmisread\b|\bbackwards\b|\bundo (?:what I said|that)\b|不是让你.{1,15}是让你|"
    r"不是要.{1,12}是要|不是不(?:让|要|许|能|可以|准).{1,12}[，,]\s*(?:而)?是要|"
    r"\bI meant\b|我的意思是|\bmixed (?:that|it|them) up\b|搞混|弄混|"
    r"\bmisunderstood\b|"
    r"\bgot (?:me|it|that) wrong\b|\bmy mistake\b|弄错|误会|"
    # Dictation that heard wrong: "voice text messed up what i said", 语音转文字转错了.
    r"\b(?:voice|speech|dictation)(?:[- ]to)?(?:[- ]text)? (?:messed|mixed|screwed|got) "
    r"(?:it |that |me |what I said )?(?:up|wrong)\b|"
    r"\bautocorrect(?:ed)? (?:changed|turned|messed)\b|"
    r"(?:语音|输入法)\S{0,4}(?:转错|识别错|打错|听错)|"
    r"\bopposite of what I meant\b|\bother way (?:round|around)\b|\bthe reverse\b|\bmy bad\b|"
    r"\btypo\b|\bmeant\b.{1,30}\bnot\b|\bI mean\b|反过来|写反|记反|\bwrong way round\b|"
    r"\bwrong way around\b|\btake that back\b|"
    r"\b(?:going|gone|went|go) about (?:it|this|that|things) (?:all )?(?:the )?wrong(?: way)?\b|"
    # The writer owning a mistake: "I got that one wrong", "bad call on my part", "I wasn't
    # thinking straight", "scratch the dot points", 我考虑不周, 想岔了, 谂错咗, 我欠考虑.
    r"\bI (?:got|had) (?:that|it|this)(?: one| bit| part)? (?:wrong|backwards)\b|"
    # "wait no, I had it flipped", "I had it mix up on Tuesday", "I garbled that earlier".
    r"\bI (?:had|got) (?:it|that|this|them)(?: all)? (?:flipped|reversed|mixed up|mix up|muddled|"
    r"twisted|garbled|upside down)\b|\bI (?:garbled|muddled|flipped|twisted) (?:it|that|this)\b|"
    r"\b(?:a |my )?(?:bad|wrong|poor) call(?: on my part| by me)?\b|\bI wasn'?t thinking\b|"
    r"\bscratch (?:the|those|my|all (?:the|those))\b|\b(?:I'?ve|ive|I have) gone off\b|"
    # "I overdid it there", "went too far with the formal stuff", 刚才是我想多了, 搞过头了.
    r"\bI overdid (?:it|that|things)\b|\b(?:went|gone|taken it|took it) too far\b|想多了|过头了|"
    # "Walk back my third-person thing", "roll back what I said", "I steered you wrong",
    # 「我前两日脑子搭牢了」, 「那是我脑子短路」: the writer's own wish taken back in other words.
    r"\b(?:walk|walking|roll|rolling) back (?:my|the|that|what)\b|\bsteered you wrong\b|"
    r"\bundo my\b|脑子搭牢|脑子短路|脑子进水|脑子糊涂|脑子抽了|脑抽了|判断失误|拍脑袋|"
    r"当我没(?:讲|说)过|"
    r"考虑不周|欠考虑|没想清楚|冇想清楚|没想好|想岔|想错|想差了|想偏|想歪|方向不对|谂错|讲错|犯糊涂|糊涂了|"
    # 「俺寻思错了」, 「是我搞颠倒了」, "I make mistake yesterday", "I say wrongly just now", "I had
    # it round the wrong way": the writer's own wish said wrong, in other words.
    r"寻思错|琢磨错|颠倒了|搞颠倒|弄颠倒|\bI (?:make|made) (?:a |one )?mistake\b|"
    r"\bI (?:say|said) (?:it |that )?wrong(?:ly)?\b|\b(?:round|around) the wrong way\b|"
    r"\bbad idea\b|\b(?:turns out )?I was (?:wrong|mistaken) (?:about|on)\b|"
    r"\b(?:consider it|it'?s|that'?s) (?:lifted|scrapped|cancelled|canceled|dropped|binned)\b|"
    r"\blift (?:it|that|the ban)\b|"
    r"\bI(?: totally| really)? (?:stuffed|screwed|messed|mucked|botched)(?: that| it| this)? up\b|"
    r"\b(?:ignore|disregard) (?:my|what I (?:said|told you))\b|\bforget (?:my|what I said)\b|"
    # "ignore me from the other week", "scrap my note about…", "doh mind what I say bout
    # bullets", "I overcorrected", "we can drop that", 「那条规定撤了吧」, 「baliktad pala ako」.
    r"\bignore me\b|\bscrap (?:my|what I said|that)\b|\bover-?correct(?:ed|ing)?\b|"
    r"\b(?:don'?t|dont|doh|do not) mind what I (?:say|said)\b|\bbaliktad\b|"
    r"\b(?:we|you) can drop (?:that|it|the [\w-]+ (?:rule|thing|ban|note))\b|"
    r"(?:规定|规矩|要求|那条|那句)\S{0,2}撤(?:了|掉|销)|不算数|"
    r"\bcorrection\b|\bshould(?:'?ve| have) said\b|"
    # "Proper muddle I made of that", "went the wrong way with the 'you' stuff", "had that
    # wrong", Manglish "I say wrong just now", 作罢作罢, 粤语 唔啱, 那是昏了头.
    r"\b(?:muddle|mess|hash|pig'?s ear|dog'?s dinner) (?:I|we) made of (?:that|it|this|things)\b|"
    r"\bmade a (?:right |proper |total )?(?:muddle|mess|hash|pig'?s ear) of (?:that|it|this)\b|"
    r"\b(?:went|go(?:ing)?|gone|been going) (?:about (?:it|this|that) )?(?:the )?wrong way\b|"
    r"\b(?:had|got) (?:that|it|this)(?: one| bit)? "
    r"wrong\b|\bI (?:say|said|tell|told) (?:you )?wrong\b|作罢|唔啱|唔对|唔對|昏了头|昏头了|"
    # The writer's own slip in any words: "I told it wrongly", "i take back the whole hype
    # thing", "got that the wrong way about", "mi did get it backways", 整岔劈了, 整拧了,
    # 交代错了; a rule of theirs binned ("the emoji ban from last month — bin it").
    r"\bI (?:told|said|put|explained|worded) (?:it|that|this|you)? ?wrong(?:ly)?\b|"
    r"\b(?:I )?take back (?:the|that|my|what|all)\b|\bwrong way about\b|\bbackways\b|"
    r"岔劈|整拧|弄拧|搞拧|整反|(?:交代|说|讲)(?:得)?(?:错|不对)了|"
    r"\b(?:rule|ban|policy)\b[^.!?]{0,30}?\b(?:bin|scrap|ditch|drop|lift|cancel|undo) "
    r"(?:it|that)\b|"
    # A mind made up: "这事我想好了", "I've made my mind up".
    r"(?:我|这事)\S{0,3}(?:想好了|考虑清楚了|已经定了|决定了)|\bmade my mind up\b|"
    r"\bmy mind'?s made up\b|"
    r"\bI never (?:said|asked for|wanted|requested|told you)\b|\bit wasn'?t me\b|\banymore\b|"
    r"\bany more\b|\bfrom now on\b|"
    r"\bgoing forward\b|\bI mean it\b|\bcame out wrong\b|搞反|弄反|反了|打错|\bnew direction\b|"
    r"\bfrom here on\b|从现在(?:起|开始)|\bno more\b(?! than)|\bsaid (?:this|that|"
    r"it)\b[\w ]{0,20}\btimes\b|"
    # "you took me the wrong way", "scrap the bullet point thing from before", "small fix to
    # what got saved", "之前说分点那个不算": what was taken down is put right.
    r"\btook (?:me|it|that) (?:the )?wrong\b|\bgot the wrong (?:end|idea)\b|"
    r"\b(?:scrap|forget|drop|ditch|bin|ignore|undo) (?:the|that|my) (?:[\w-]+ ){1,3}(?:thing|bit|"
    r"stuff|idea|request)\b|\b(?:fix|change|tweak|correction|update) (?:to|for|on) what (?:got|was|"
    r"you'?ve|you) (?:saved|stored|noted|remembered|filed)\b|之前说\S{0,10}不算|"
    # "改一下之前的说法", "an update to what I said before": the earlier wish, put right.
    r"(?:改|更正|修正|纠正|调整)一?下?(?:我)?(?:之前|上次|前面|刚才|原来)(?:的|说的)?(?:说法|要求|意见|话)|"
    r"\b(?:update|change|amendment|correction) to (?:what I said|my (?:earlier|previous|last))\b|"
    # Said with no room left: "Not one.", "none at all", "stop adding them", 一个都别放.
    r"\bnot (?:a single|one)\b|\bnone (?:at all|whatsoever)\b|\bstop \w+ing\b|"
    # "every last one of them", "I don't want a single one", "none of that … business",
    # 一个也别留.
    r"\bevery (?:last|single) one\b|\b(?:don'?t|do not) want (?:a single|one|any)\b|"
    r"\bnone of (?:that|those|this|them|your)\b|一个也(?:不要|别|不许|不能|不用|不准)|"
    r"\bquit \w+ing\b|\benough with\b|一个\S{0,4}都(?:不要|别|不许|不能|不用)|一点都(?:不要|别)|"
    r"(?:完全|绝对|坚决|千万)(?:不要|别)|绝不|决不|"
    r"\bagain with\b|\bnot again\b|我(?:之前|刚才|上次)?是说.{1,20}不是|\bI said\b.{1,30}, not\b|"
    # What was saved, said to be wrong in any words: "you've saved the opposite of what I said",
    # "let me fix what I told you", "you misheard me", "you've flipped it", 存反了, 记错了,
    # 不是这个意思; and a held rule replaced: "new rule", "forget the short-paragraphs rule".
    r"\bopposite of what I (?:said|meant|asked for|wanted|want|told you)\b|"
    r"\byou(?:'ve| have)? (?:saved|stored|noted|filed|recorded|logged|wrote|written|taken|took|"
    r"put|got)\b.{0,40}?\b(?:wrong|opposite|backwards|reversed|flipped|the other way|upside "
    r"down|the reverse|inside out|inverted|mixed up|muddled)\b|\bmix-?up\b|\bcrossed wires\b|"
    # A held wish thought over and replaced: "I've rethought the tone. From today, upbeat".
    r"\b(?:I'?ve |I have )?(?:rethought|reconsidered|re-?thought|thought better of)\b|"
    r"\b(?:from|starting|as of) today\b|\bwrong call\b|你?听错了?|"
    # "Time to retire the casual voice — everything formal from this issue on".
    r"\b(?:time to )?(?:retire|phase out|do away with|move (?:away|on) from) the\b|"
    r"\bfrom (?:this|the next|next) (?:issue|post|piece|week|month|one|edition|episode) on\b|"
    r"(?:记|存)\S{0,4}(?:那条|这条|那个|的)\S{0,2}(?:不对|错了|有误|反了)|那条不对|"
    # "唔係呀，我係想…", "不是啦，我是说…": a message opening on "no" puts right what was heard.
    r"^\W*(?:不是|不对)(?:呀|啊|啦|的|喔|哦|嘛)?[，,！!]\s*(?=我)|"
    # "Small mistake from my side", "Disregard yesterday's message": said to put right.
    r"\b(?:mistake|error|slip) (?:from|on|at) my (?:side|end|part)\b|\bdisregard (?:my |the |that "
    r"|this |yesterday'?s |last \w+'?s |my (?:earlier|last|previous) )?(?:message|note|"
    r"instruction|comment|email|request|text)s?\b|"
    r"\b(?:fix|correct|amend|revise|update)\s+what I (?:told you|said|asked(?: for)?|wrote|"
    r"wanted|meant)\b|\bmisheard\b|\bmisremembered\b|"
    r"\byou(?:'ve| have)? (?:flipped|reversed|inverted|swapped) (?:it|that|them|this)\b|"
    r"\bnew rule\b|\bchange of plan\b|\b(?:dropping|drop|scrapping|ditching|replacing|forget|"
    r"forgetting|scrap|ditch) the old (?:one|rule|note|request|preference)\b|"
    r"存反|存错|记错|记岔|理解岔|听岔|不是这个意思|不是那个意思|相反的|"
    # The mind made up, said as such: "决定了，…要加 emoji", "I've decided: shorter", "my mind's
    # made up", "final answer" (never 还没决定, "haven't decided").
    r"^\W*(?:我|我们)?(?:已经)?(?:决定了|定了|想好了|拿定主意了)|(?<![没未不还])(?:决定了|拿定主意)|"
    # …said last on its own: "从今朝开始，标题侪写短一眼，定了。", "就这么定了".
    r"(?:^|[，,。！!；;\s])(?:就这么|就这样|就)?定了\W*$|"
    r"\b(?:I'?ve|I have|we'?ve|we have) (?:now |finally )?decided\b|\bmy mind'?s made up\b|"
    r"\b(?:I'?ve|I have) made up my mind\b|\bfinal answer\b|\bthat'?s final\b|"
    # "Right, decision made: …", "It's decided - …" (never "no decision made yet").
    r"(?<!\bno )\bdecision(?:'s| is| has been)? (?:made|taken)\b|\b(?:it'?s|that'?s) decided\b|"
    + MISSPOKEN.pattern,
    # Said or heard wrong, in descriptive words ("wires got crossed", 「我之前講得唔清楚」).
    re.IGNORECASE,
)
CORRECTION = screened(CORRECTION)


@lru_cache(maxsize=512)
def says_correction(text: str) -> bool:
    """Whether `CORRECTION` is found in `text`: a long pattern that several readers of one
    message run over the same words (the message, its clause), so kept for the last texts."""
    return CORRECTION.search(text) is not None


_NEGATIVE_RETRACTION = re.compile(r"n'?t\b|\bnot\b|\bnever\b|不|没", re.IGNORECASE)


def negated_by_the_retraction(clause: str, retraction: re.Match[str] | None, at: int) -> bool:
    """Was the style word at `at`, read negated, turned round only by the negation inside the
    retraction itself ("I did not mean write 'you'", 我不是说要正式)? Then it already holds the
    opposite of what is taken back, and is not turned round again."""
    if retraction is None or at < retraction.end():
        return False
    if not _NEGATIVE_RETRACTION.search(retraction.group()):
        return False
    between = clause[retraction.end() : at]
    return not (NEGATION.search(between) or _CANNOT_HAVE.search(between))


# A second negation between the retraction and the word ("I never said the posts shouldn't have
# spark", 我几时讲过不可以写详细): the word was turned round by it, so the retraction turns it back.
_CANNOT_HAVE = re.compile(
    r"\b(?:should|could|must|would|need|ca|wo)n'?t have\b|\bcan(?:'?t|not)\b|\bcouldn'?t\b|"
    r"不可以|不能|不行|唔可以|唔得|不准|不许",
    re.IGNORECASE,
)


# What a retraction of "that" (the earlier wish, not named) is followed by, after a comma or a
# dash: "on second thought that was a mistake, the regulars like emoji, so put them back".
_OF_THAT = re.compile(
    r"\b(?:that|this|it)\s+(?:was|is|'s)\s+(?:a\s+|an\s+|my\s+)?(?:mistake|wrong|error)\b|"
    r"\bI (?:was wrong|misspoke)\b|(?:是我|我)说错了|是口误|"
    r"\bchanged my mind (?:on|about) (?:that|this|it)(?: one)?\b",
    re.IGNORECASE,
)
_THEN = re.compile(r"\s*(?:[,，;；:：]|\s[—–-])\s*")
_NEW_WISH = re.compile(
    r"\b(?:like|love|want|need|prefer|put|add|use|keep|make|give|bring|write|should|please|"
    r"lots|more|go)\b|喜欢|要|多|少|加|用|写|放",
    re.IGNORECASE,
)


def said_after_the_retraction(clause: str, retraction: re.Match[str] | None, at: int) -> bool:
    """Is the style word at `at` said after a retraction of the earlier wish as a whole ("that
    was a mistake, the regulars like emoji, put them back")? Then it is the new wish, as said,
    not taken back with it. Only when the retraction names no style of its own and what follows
    it asks or tells something (not a noun naming what was wrong: "that was a mistake, the
    bullets")."""
    if retraction is None or at < retraction.end():
        return False
    said = _OF_THAT.search(clause[: retraction.end() + 1])
    after = _THEN.match(clause, retraction.end())
    if said is None or after is None or at < after.end():
        return False
    return bool(_NEW_WISH.search(clause, after.end()))
