"""Sizes the writer judges, tied to the noun they judge: "too long", "短一点", "a whole screen",
"keep the paragraphs to three lines", and the nouns a size belongs to (句子, 段落, 标题, the piece).

Read by `hits` for every clause, in English and Chinese.
"""

import re

from app.style.prefilter import screened

# Length judgements, most specific first: "too long" before "long", "长句拆" before "长句".
# "pages long", "screens long" measure the piece; "long" before a part of the text it describes
# ("Give the course pages long descriptive titles") is that part's size, not a measure.
_MEASURED = (
    r"(?!\s+(?:[\w'’-]+\s+){0,2}(?:titles?|headlines?|headings?|names?|sentences?|paragraphs?|"
    r"paras?|intros?|descriptions?|captions?|sections?)\b)"
)
# Said after a size to call it right: "这么短才对", "係咁短先啱" (folded: 系这么短先啱), "刚刚好".
_JUST_RIGHT = (
    r"\S{0,2}(?:才对|才好|才行|先啱|先至啱|就对了|就好|就行|正好|刚好|刚刚好|啱啱好|最好|挺好|"
    r"不错)"
)
LENGTH = re.compile(
    r"(?P<too_long>\b(?:essay|paragraph|novel)-length\b|"
    r"\b(?:sentences?|paragraphs?|posts?|pieces?|intros?)(?: that)? go(?:es)? on "
    r"(?:forever|and on)\b|"
    r"\bcram(?:s|med|ming)?\b[^.!?]{0,30}\binto (?:one|a single|each|every|the same) sentence\b|"
    r"一逗到底|少用逗号|一段到底|句(?:话|子)?\S{0,3}?塞(?:了)?(?:那么|这么|太|过)多|"
    r"\brun-?on\b(?=\s+(?:sentences?|paragraphs?))|\brun-?ons\b|\bbreathless\b(?=\s+(?:sentences?|paragraphs?))|"
    r"\bstring(?:s|ing)? (?:[\w-]+ ){0,2}together\b|\blong-?winded\b|拖沓|"
    r"整段整段(?!地?(?:把|写|讲|说|来|论述|展开|阐述|分析))|"
    r"(?:太|过于|过|有点|够|好|老)长|(?<=[段落])\S{0,2}?(?:太|过于)(?:大|厚)|(?:那么|这么|太|好|别)绕|绕来绕去|"
    r"\bwalls? of text\b|\b(?:giant|huge|massive|solid|big|great) walls?\b|"
    r"长了|长得|长到|(?<!就)[那这]么长|那样长|\btoo long\b|"
    # ("…, so long and full descriptions, please": "so" joins, it measures nothing.)
    r"(?<=[\w'] )(?<!\band )so long\b|"
    r"\b(?:\d{2,}|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty)[- ]word\b|"
    r"\b(?:\d{2,}|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty) words long\b|"
    r"(?<!不超过)(?<!最多)(?<!控制在)[一二两三四五六七八九十百千几\d]{2,}多?个?字(?!就够|就行|就好|足够|即可|以内|左右)|"
    # An exaggerated size: "a nine-line title", "every paragraph is a whole page".
    r"\b(?:[3-9]|\d{2,}|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|"
    r"thirty)(?:[- ]line\b| lines long\b)|"
    r"\btakes (?:\w+ ){0,2}(?:minutes|hours) to read\b|"
    r"\bneeds? (?:its|their) own (?:table of contents|index|chapter|postcode|zip code|map|appendix|"
    r"glossary|scroll ?bar)\b|"
    r"\b(?:\d{2,}|[3-9]|three|four|five|six|ten|twenty|forty|fifty)[- ]page\b|"
    r"\bscroll(?:s|ing)? for (?:\w+ ){0,2}(?:minutes|ages|hours|days)\b|"
    r"\b(?:fills?|filling|takes? up|taking up) (?:the |a )?(?:whole |entire )?(?:phone )?screen\b|"
    # "go on for a whole screen", "a solid brick of text", "runs three lines", 一段就是一整屏.
    r"\b(?:a|one) (?:whole|full|entire) (?:phone )?screen\b|\bscreens? long\b" + _MEASURED + r"|"
    r"\b(?:solid |big |giant |massive |dense )?(?:bricks?|slabs?|blocks?) of "
    r"(?:text|prose|words)\b|"
    r"\bruns? (?:to |for |over )?(?:[3-9]|three|four|five|six|seven|eight|ten) (?:full )?lines\b|"
    r"一整屏|整整一屏|满满一屏|大半(?:个)?(?:手机)?屏|[两三四五六七八九十\d]+屏|占了?\S{0,4}屏幕|"
    r"(?:写了|足足|整整)[两三四五六七八九十\d]+行半?|"
    # 「一句话拖了整整六行」, 「莫再一句话写三行了」: one sentence measured in lines.
    r"拖(?:了|到|成)?(?:整整|足足)?[两三四五六七八九十\d]+行|(?<=[句话])写(?:了|到|成)?[三四五六七八九十\d]+行|"
    r"\b(?:running|goes|going|went|carries|carrying) on for (?:about |nearly |almost )?"
    r"(?:[3-9]|three|four|five|six|seven|eight|nine|ten) (?:full )?lines\b|"
    r"\b(?:a |one )?whole page\b|\bhalf (?:a|the) (?:page|screen)\b|"
    r"\bpages? long\b" + _MEASURED + r"|"
    r"一整页|一页纸|半页|"
    r"\b(?:\w+ )?breaths?\b(?! of fresh)|\bout of breath\b|缺氧|喘不上气|喘不过气|"
    r"一口气(?:都)?(?:念|读|说)不完|一(?:个|句|段)比一(?:个|句|段)长|\bpages? and a half\b|"
    r"\bruns? on\b|\btakes up (?:half|a whole|the whole)\b|一大段|一整块|一大?坨(?:字)?|"
    r"(?<=[句段子落题])一长|"
    r"(?:整整|足足)?[两二三四五\d]+页|比\S{1,15}还长|(?:占|占了|足足|整整|长达)[两三四五六七八九十\d]+行)|"
    # "段落短了以后读着轻松多了", "标题短了，读者肯定能读完": a change praised, not "too short".
    # ("标题短到看不出讲什么": short to a fault, like 长到.)
    r"(?P<too_short>(?:太|过于|过|有点)短|短到|"
    # "the titles r tiny", "headings are so tiny": a title judged too small.
    r"\b(?:titles?|headlines?|headings?)\s+(?:are|r|is|look|seem)\s+(?:so |too |really |way too |"
    r"all |just )?(?:tiny|teeny|minuscule|puny)\b|(?<=[\w'] )(?<!\band )so short\b|"
    r"短了(?!以后|之后|[，,]?\S{0,6}(?:舒服|轻松|清爽|好读|好看|"
    r"不错|很好|多了|能读完|看得下去|看完))|(?<!就)[那这]么短(?!" + _JUST_RIGHT + r")|零碎|碎|"
    r"一句(?:话)?(?:就)?(?:分)?一段|每段(?:只有|就|都)?一(?=句)|一行(?:就是)?一段|"
    # 「每句话都单独成一段」, "every line … sits on its own with a gap under it".
    r"(?:每一?句话?|每一?行)\S{0,3}?(?:单独|自己|独自)(?:成|占|是|一)(?:一)?段|"
    r"\b(?:every|each) (?:single )?(?:sentence|line)\b[^.!?]{0,50}?\b(?:sits?|sitting|stands?|"
    r"standing|floats?|floating|is|are) (?:on its own|by itself|alone)\b|"
    r"\b(?:each|every) (?:paragraph|para) is (?:a single|one|just one|only one) "
    r"(?:line|sentence)\b|"
    r"\bone-?liners?\b|"
    r"\bone-(?:sentence|line) (?:paragraphs?|paras?)\b|\bone sentence (?:per|a) paragraph\b|"
    r"\b(?:every|each) (?:sentence|line) (?:into|in|as) (?:a |its own )?(?:new |separate )?"
    r"paragraph\b|\bstop-start\b|\btoo short\b|\bchoppy\b|\bfragmented\b|\bstaccato\b|"
    r"\bclipped\b|一句一句断开)|"
    # A ceiling put on a size: "keep the paragraphs to two or three lines", "每段不超过三行".
    r"(?P<capped>\b(?:keep|keeping|kept|limit|limiting|cap|capping|hold|holding)\b[^.?!;]{0,40}?"
    r"\b(?:to|under|within|below)\s+(?:(?:around|about|roughly|at most|no more than)\s+)?"
    r"(?:(?:one|two|three|four|five|six|ten|twelve|fifteen|twenty|a|a single|\d[\d,]*)"
    r"(?:\s+(?:hundred|thousand))?(?:\s+or\s+(?:two|three|four|five|six|\d+))?|"
    r"a (?:couple|few)(?: of)?)\s+"
    r"(?:short\s+)?(?:lines?|pages?|sentences?|screens?|paras?|words?|paragraphs?)\b|"
    r"(?:不超过|别超过|不要超过|最多|顶多|控制在|限制在|压在|压到)\S{0,6}?[字行页句]"
    r"(?:以内|之内|左右)?|"
    # "three lines or fewer", "no more than four sentences": the ceiling said after the size.
    r"\b(?:one|two|three|four|five|six|ten|\d+)\s+(?:short\s+)?(?:lines?|sentences?|paras?|"
    r"paragraphs?|words?)\s+or (?:fewer|less|under|shorter)\b|"
    r"\b(?:no more than|no longer than|at most|max(?:imum)?(?: of)?)\s+(?:one|two|three|four|"
    r"five|six|ten|\d+)\s+(?:lines?|sentences?|paras?|paragraphs?)\b)|"
    r"(?P<shorter>\b(?:one|two|three|four|five)[- ]word\b|"
    r"(?:几|[两三四五六七八九十]{1,2})个?字(?=就够|就行|就好|足够|即可|以内|左右)|"
    r"[一二两三四五六七八九十百千\d]+个?字(?:以内|之内)|"
    r"压一压|压缩|砍一砍|砍短|删短|"
    # 「您给段落分得碎一点儿成吗」: split finer, asked — not "too fragmented".
    r"(?:分|切|拆|断)得?(?:更|再)?碎一?[点些]儿?|"
    # "係咁短先啱", "这么短才对": the size there said to be right.
    r"[那这]么短(?=" + _JUST_RIGHT + r")|"
    # ("Two words is not telling the customer anything": the count complained of, not wished.)
    r"\b(?:a few|a couple of|two or three|three or four|four or five|two|three|four|five) words\b"
    r"(?!\s+(?:is|are|isn'?t|aren'?t)\s+(?:not\s+)?(?:telling|saying|enough|nothing)|"
    r"\s+(?:tells?|says?)\s+nothing|\s+(?:doesn'?t|don'?t|does not|do not|can'?t)\s+(?:tell|say))|"
    r"\b(?:max|maximum|at most|no more than|under|fewer than) (?:\w+ )?words\b|"
    # "我要的是句子短", "段落短一些": the size said after the noun.
    # ("不要短" is no wish for short: the "要" after a negation is not read.)
    r"(?<=[句子段落题])(?:要|得|都|写得?|更)?短(?![处期板信视暂])|"
    r"长句[拆切断]|短一?[点些]|更短|简短|缩短|[改写弄]短|精简|精炼|简练|拆开|拆短|"
    r"拆分|切短|"
    r"\bmore full stops\b|\bfewer commas\b|多用句号|"
    r"\bsimplif(?:y|ied) (?:the |your |my )?(?:sentences|sentence structure)\b|"
    r"多留白|\bmore (?:line |paragraph )?breaks\b|\bsome white ?space\b|"
    r"短句|多分(?:几|些|点)?段|\bbite-?sized?\b|多换行|拆小|(?<=[句子])(?:要|得|写得?)?干脆|"
    r"\b(?:sentences|titles|headlines|paragraphs) (?:\w+ )?"
    r"(?:snappier|punchier|crisper|tight(?:er)?)\b|"
    r"\bone (?:idea|thought|point) (?:per|a|each) sentence\b|\beach sentence to one\b|"
    r"\b(?:short|quick|little) bursts\b|"
    r"一句话(?:只)?说一件事|\bparagraph breaks?\b|"
    r"\bsnapp(?:y|ier)\b(?=\s+(?:sentences?|paragraphs?|headlines?|titles?))|"
    r"分段|(?<![不别])要短|(?<![觉记懂显])得短|再短|\bshorter\b|\bshort\b|\btiny\b|\bstubby\b|\bstumpy\b|"
    r"\bsplit(?:ting)?\b(?!\s+(?:on|over|between|down the middle)\b)|"
    # "smaller paragraphs", "bite-sized posts": a size said of a piece of the writing.
    # "keep the paragraphs small", "small paragraphs": a paragraph's size is its length.
    r"(?:(?<=paragraphs )|(?<=paras )|(?<=paragraph ))(?:nice and |really |very |super )?small\b|"
    r"\bsmall\b(?=\s+(?:paragraphs|paras)\b)|"
    r"\b(?:smaller|bite-?sized|tinier)\b(?=(?:,?\s+[\w-]+){0,2}?\s+(?:paragraphs?|sentences?|"
    r"titles?|headlines?|posts?|chunks?|sections?|blocks?|pieces?|notes|updates?|bits)\b)|"
    r"\bcut\b(?:\s+[\w']+){0,3}?\s+(?:down|short(?:er)?)\b|\bbreak\b(?:\s+[\w']+){0,3}?\s+up\b|"
    r"\btrim(?:s|med|ming)?\b|\btighten(?:s|ed|ing)?\b|\bshorten(?:s|ed|ing)?\b|"
    r"\b(?:broken|split|chopped) (?:up|down|apart)\b|"
    r"(?:(?<=句子)|(?<=句))(?:能|要|得|再|更)?(?:利落|利索|紧凑)|"
    r"\bpar(?:e|ed|ing) (?:\w+ ){0,2}(?:down|back)\b|"
    # ("chopping the notes up into bullet points" makes a list: a layout, not a length.)
    r"\bchop(?:s|ped|ping)? (?:[\w']+ ){0,3}?(?:up|down)\b(?! into (?:[\w-]+ ){0,2}?(?:bullet|"
    r"lists?\b|dot points|checklists?|tables?\b)))|"
    r"(?P<longer>(?<=[句子段落题])(?:要|得|都|写得?|更)?长(?![短度处期久大])|"
    # "标题写具体一点", "descriptive titles": a title that says more is a longer one.
    r"(?<=题)(?:能|要|得|都|再)?(?:写得?)?(?:更)?(?:具体|完整)|"
    r"\bdescriptive\b(?=\s+(?:titles?|headlines?|ones\b))|"
    r"\bgo (?:long|longer)\b|"
    # "titles should be descriptive and long": the size said as what they should be.
    r"\b(?:be|are|stay) (?:[\w-]+ (?:and|or) |[\w-]+, )?long\b(?! (?:time|ago|way|run|story|"
    r"enough))|"
    r"长就长吧|长点就长点|长(?:一?点)?也(?:没关系|没事|行)|宁长勿短|\blong is fine\b|"
    r"\b(?:want|like|keep|make) (?:them|it|'em) long\b|长一?[点些]|更长|长句|合并|[改写弄]长|"
    r"(?<![不别])要长|(?<![觉记懂显])得长|再长|\blonger\b|\bmerge\b|\bfuller\b|"
    # "Join the paragraphs up", "stitch them back together": parts joined make longer ones.
    r"\b(?:join|stitch|knit|glue|pull|put|bring|piece)(?:es|s|ed|ing)?\s+(?:(?:the|those|these|"
    r"our|my|all|some|of)\s+){0,2}(?:[\w-]+\s+)?(?:paragraphs?|paras|grafs|sentences|lines|them|"
    r"'em)\b(?:\s+[\w']+){0,2}?\s+(?:back\s+)?(?:up|together)\b|"
    r"\bjoin(?:s|ed|ing)? up (?:(?:the|those|these|our|my|all)\s+){0,2}(?:[\w-]+\s+)?"
    r"(?:paragraphs|paras|grafs|sentences|lines)\b|"
    r"\bmore descriptive\b|"
    r"\bflowing\b(?!\s+(?:prose|narrative|story|text|paragraphs?))|"
    r"\bcombine\b)|"
    # "那种短段落", "长标题不要了", "短标题点击率太差": the size as an adjective, judged by what
    # follows it.
    r"(?P<adjective_short>(?<![太过有够好老])短(?=段|标题|小标题|句子))|"
    r"(?P<adjective_long>(?<![太过有够好老])长(?=段落|标题|小标题))|"
    r"(?P<bare_long>\b(?:long|huge|giant|massive|enormous|endless|never-ending|monster|mammoth|"
    r"sprawling)\b(?=(?:,?\s+[\w-]+){0,2}?\s+(?:titles?|headlines?|sentences?|paragraphs?|articles?|"
    r"posts?)\b)|"
    # "Don't make the titles long", "I like the sentences long": said after its noun.
    # "Make the paragraphs good and long", "wicked long": a degree between them changes nothing.
    r"(?:(?<=titles )|(?<=headlines )|(?<=sentences )|(?<=paragraphs ))"
    r"(?:(?:nice|good|lovely|big) and |(?:really|very|wicked|proper|properly|super|extra|real|"
    r"dead|right|extra-?) )?long\b"
    r"(?!\s+(?:ago|enough)\b))",
    re.IGNORECASE,
)
NOUNS = re.compile(
    # A count of sentences ("控制在三五句") sizes the piece, not its sentences.
    r"(?P<sentence>句子|(?<![二两三四五六七八九十几\d])句|\bsentences?\b|\bclauses\b|句号|逗号|"
    r"逗(?=到底)|\bfull stops\b|\bcommas\b|\bbursts\b)|(?P<paragraph>段落|段(?!时间)|"
    r"换行|留白|\b(?:line|paragraph) breaks?\b|"
    r"\bwhite ?space\b|"
    r"\bparagraphs?\b|\bparas?\b|\bgrafs?\b|\b(?:walls?|blocks?) of text\b|\bone-?liners?\b)|"
    r"(?P<title>标题|题目|\btitles?\b|\bheadlines?\b|\b(?:sub)?headings?\b|\bsubheads?\b)|"
    r"(?P<article>文章|全文|整篇|全篇|正文|其他地方|其余部分|\bbody\b|\bthe rest\b|"
    r"\beverywhere else\b|"
    r"篇幅|稿子|长文|\barticle\b|\bpiece\b|\bpost\b|\bdraft\b|"
    r"\bintro\b)",
    re.IGNORECASE,
)
NOUNS = screened(NOUNS)
# "Make the paragraphs good and long": the size the writer makes or keeps them, asked for.
MADE_LONG = re.compile(
    r"\b(?:make|keep|write|have|let)\s+(?:the|your|our|all(?: the| our)?|my)?\s*"
    r"(?:[\w-]+\s+)?(?:titles?|headlines?|sentences?|paragraphs?)\s+$",
    re.IGNORECASE,
)
# "跟购物清单似的": lists likened to something are what is wrong.


_CAPITALISED_BEFORE = re.compile(r"\S\s+[A-Z][\w'-]*\s+$")
_PLACE_AFTER = re.compile(r"\s+(?:Lane|Road|Street|Avenue|Hill|Park|Island|Beach|Way|Drive)\b")


def a_name(text: str, start: int, end: int) -> bool:
    """Is a capitalised size word mid-sentence part of a name ("led by Jenny Short", "meet on
    Long Lane"), not a length?"""
    words = text.split()
    if (
        start == 0
        or not text[start].isupper()
        or sum(w[:1].islower() for w in words) * 2 < len(words)
    ):
        return False  # (a message in title case capitalises every word)
    return bool(_CAPITALISED_BEFORE.search(text[:start]) or _PLACE_AFTER.match(text[end:]))
