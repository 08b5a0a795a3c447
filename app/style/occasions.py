"""A piece framed as a single occasion: what it is for, or the rest said to go on as usual.

"This is the post-mortem for Tuesday's outage", "This one tells the parents that Ms. Rivera
passed away", "这条是发追悼会的时间地点", "春节这几天先写稳重点，过完年再恢复", "Next week's post
is back to our usual voice": what is asked beside such a frame is for this piece or these days,
never a lasting wish. Read by the structure — a piece named with what it announces, a window of
days, a return promised for later — not by a list of whole sentences.
"""

import re

from app.style.prefilter import lazily_screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# Pieces written for one event: an outage, a death, a sale, a recall.
_EVENT_PIECE_EN = (
    r"post-?mortem|incident (?:report|review|update|summary)|outage (?:report|notice|update|"
    r"summary|email)|recall notice|obituary|death notice|(?:black friday|cyber monday|"
    r"christmas|holiday|new year'?s?|launch|anniversary|clearance|flash) (?:sale )?(?:email|"
    r"post|announcement|newsletter|campaign|banner|promo|edition|issue|special)|"
    r"sale (?:banner|email|post|flyer|page)|annual (?:report|review)|board (?:report|paper|update)|"
    r"investor (?:update|letter|report)"
)
# A window named up front: "Open-house weekend only:", "Marathon day only", "Launch week: …",
# "Until the appeal closes, …".
_WINDOW_EN = (
    r"^\W*(?:[\w'-]+[\s-]+){0,3}?(?:week|weekend|day|night|month|season|fortnight|card|post|"
    r"issue|edition|email|letter|flyer|programme|program|invite|invitation|announcement|special|"
    r"one|piece|blurb|caption|speech|toast)\s+only\b|"
    r"^\W*while (?:the |our |my )?[\w' -]{1,30}?(?:'s| is| are) (?:on|going|running|happening|"
    r"live)\b|"
    r"^\W*(?:[\w'-]+[\s-]+){0,2}?(?:week|weekend|day|night)\s*:|"
    r"^\W*until (?:the )?[\w' -]{1,30}?(?:closes|ends|is over|wraps up|finishes|is done)\b"
)
# A death or a funeral told: whatever is asked of this piece is for its occasion.
_BEREAVEMENT = (
    r"(?:\bpassed away\b|\b(?:has |had )?died\b|\bdeath of\b|\bfuneral\b|\bmemorial (?:service|"
    r"ride|mass|gathering)\b|\bin memoriam\b|\bbereave\w*|去世|逝世|过世|离世|病逝|追悼|悼念|"
    r"葬礼|丧事|讣|告别仪式|走了[，,。])"
)
# A window of days, and the voice promised back after it.
_WINDOW_ZH = (
    r"(?:节|日|活动|大促)这一?期|这一?期(?:可以|先|就|特别)|"
    r"(?:春节|过年|国庆|中秋|清明|端午|元旦|假期|节日|节假日|双十一|双11|618|大促|活动)"
    r"(?:这几天|期间|这段时间|这阵子|这周|那几天)|这几天先|这阵子先|这段时间先|"
    # Any event's days: "年会这几天", "618那两天", "双十二这两天", "店庆当天"; this one first
    # ("双十一这条先写详细点").
    r"(?:节|庆|会|日|季|年|假|促|播|学|购|\d|[一二两三四五六七八九十])(?:这|那)(?:几|两|一)"
    r"(?:天|周|个月|个星期|阵)|"
    r"(?:节|庆|会|促|季|假)(?:期间|当天|那天)|这[条篇]先|"
    r"(?:台风|暴雨|疫情|停电|停水|寒潮|高温)\S{0,2}(?:这|那)(?:几|两)天|\S{1,4}(?:当天|那天)(?:那|这)[条篇期封]"
)
_RETURN_LATER = (
    r"过了这[期篇次周阵](?:以后|之后)?\S{0,3}?(?:还是|就|再)|(?:过完年|节后|假期后|之后|完了|结束后?|"
    r"过后|下周|下个?月|下一?[期篇次回条]|一过|过了|开学了?|开工了?|上班了?|复工了?)\S{0,3}?(?:再|就)?"
    r"(?:恢复|换回|改回|回到|还原|变回|收回来?|收一收)|(?<=\S)了(?:以后|之后)?(?:再|就)(?:恢复|换回|改回|变回)|下一?[期篇次回条](?:还|就|再|接着)?(?:照旧|照常|老样子|接着)|"
    # A window then the usual voice back: "After Friday, none again", "Come Monday, back to
    # calm", "Monday it's back to none", "then short again", "the usual after that".
    r"\b(?:after (?:that|this|it|then|the \w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|"
    r"afterwards|then(?!,? again\b)|come (?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow)\b,?[^.!?,;]{0,24}?\b"
    r"(?:back to|(?:\w+ )?again\b|as usual\b)|"
    r"\bback to (?:the |our )?[\w-]+ (?:after(?:wards| that)?|from (?:monday|tomorrow|then))\b|"
    r"\b(?:the usual|as usual|as before) after(?: that)?\b|"
    r"\bonce (?:it'?s|that'?s|the \w+ (?:is|are|'s)) (?:over|done|finished|past|through)\b|"
    r"\bthe rest of the (?:year|time|month|season|week)\b|"
    r"\b(?:after (?:that|this|it|the \w+)|next (?:week|month|time|issue|one)'?s?(?: [\w-]+)?|"
    r"afterwards|from then on|then)\b[^.!?]{0,30}?\b(?:back to|revert(?:s|ing)? to|"
    r"return(?:s|ing)? to)\b"
)
# "the normal tasting notes stay exactly as they are", "the regular posts don't change".
_REST_UNCHANGED = (
    r"\b(?:normal|regular|usual|ordinary|other|everyday|day-to-day)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:posts?|pieces?|articles?|issues?|emails?|letters?|newsletters?|notes|updates?|ones|"
    r"stuff|content|listings?|recaps?|reports?)\s+(?:[\w'-]+\s+){0,2}?(?:stays?|remains?|"
    r"don'?t change|won'?t change|keep (?:their|the) \w+)\b|"
    # "Split these up for the tannoy; the club page keeps the long sentences": the other place
    # named after this piece's change keeps its ways.
    r"[;,—–]\s*(?:but |while |whereas |and )?the (?:[\w-]+ ){0,2}?(?:pages?|sites?|website|"
    r"versions?|newsletters?|blog|posts?|copy|editions?|programmes?|programs?|notices?|listings?|menus?)\s+"
    r"(?:keeps?|stays?|remains?|(?:is|are) staying)\b|"
    # This piece for one place, the others named by where they run: "this one's for the
    # chalkboard, online we stick with the bullets", "这版只印在立牌上，网上那几篇保持原样".
    r"[;,—–]\s*(?:but |while |whereas |and )?(?:online|on the (?:web|website|site|blog|socials?|"
    r"feed|app)|on (?:insta(?:gram)?|facebook|socials)|in the (?:emails?|newsletters?|posts?|app)|"
    r"elsewhere|everywhere else)\s*,?\s*(?:we|it|they|you)?\s*(?:(?:still|always)\s+)?"
    r"(?:stick(?:s|ing)? (?:with|to)|keep(?:s|ing)? (?:the|our|to|with|it)|"
    r"stay(?:s|ing)? (?:with|as)|carr(?:y|ies) on with)\b|"
    # "…raffle prizes only — on the club website nothing changes".
    r"[;,—–]\s*(?:but |while |and )?(?:on|in|for) (?:the|our|my) (?:[\w-]+ ){0,2}?(?:website|site|"
    r"blog|pages?|newsletters?|feed|socials|posts?|emails?|menus?)\s*,?\s*(?:nothing|none of "
    r"(?:it|that|this)) (?:changes|is changing|'s changing|will change|'ll change)\b|"
    r"[；;，,]\s*(?:网上|线上|网站|官网|公众号|推文|朋友圈|小程序|群里|微信群|其他|其余|别的|平时)"
    r"[^，,。；;！!？?]{0,10}?(?:保持原样|照旧|照常|不变|老样子|按原来的|按原样|按以前的)|"
    # "只用在门口的易拉宝上，公众号还是正常写段落": this piece only for one place, the other
    # place named as still written its way.
    r"只\S{0,6}?(?:用|印|贴|放|挂|发|给|念|拿)[^，,。；;！!？?]{0,14}[；;，,]\s*"
    r"(?:网上|线上|网站|官网|公众号|推文|朋友圈|小程序|其他|其余|别的|平时)"
    r"[^，,。；;！!？?]{0,4}?(?:还是|照样|依旧|依然|仍然|仍旧)"
)
# A mishap one piece is about: an accident, a burst pipe, a cancelled festival, a theft; 车祸,
# 电梯故障, 被盗. A piece named with one ("a notice about the burst pipe", "a message to the
# students who were injured", "电梯故障的通知", "今天这条讲的是昨晚的车祸") is written for it.
# (停水, 停电 notices are routine, not an occasion: how they read is a habit.)
_MISHAP_EN = (
    r"accidents?|crash(?:ed)?|collision|injur\w+|cancel(?:l)?(?:ed|ation)|postpone\w*|"
    r"flood\w*|fire|burn(?:ed|t) down|burst pipe|leak\w*|outage|power cut|breakdown|broke down|"
    r"theft|stolen|burglar\w*|break-in|robbery|evacuat\w*|closure|layoffs?|redundanc\w*|"
    r"data breach|breach|hack(?:ed)?|double-charged|overcharg\w*|delay(?:s|ed)?|storm|"
    r"hospital\w*|diagnos\w*|illness|death|died|outbreak|norovirus|infection|sickness|"
    # A card for the bereaved: "card for Mr Okafor's widow".
    r"widow(?:er)?|bereaved|grieving"
)
_MISHAP_ZH = (
    r"故障|车祸|事故|受伤|摔伤|撞伤|失火|火灾|着火|被盗|失窃|取消|延期|漏水|爆管|裁员|被裁|"
    r"住院|生病|错发|延误|暴雨|台风|地震|泄露|出事"
)
_MISHAP_PIECE = (
    r"(?:\b(?:a|an|the|this|that|today'?s|tonight'?s|tomorrow'?s)\s+|^\W*)"
    r"(?:short |quick |brief |little |formal )?(?:note|notice|letter|card|message|email|post|"
    r"piece|statement|announcement|apology|update|bulletin|memo|flyer)\b[^.!?]{0,80}?"
    r"\b(?:" + _MISHAP_EN + r")\b|"
    r"(?<![凡每])(?:这|一个|一份|一封|一条|一篇|个|份|封|条)\S{0,10}?(?:" + _MISHAP_ZH + r")"
    r"\S{0,14}?(?:通知|情况说明|说明|慰问信|慰问|告知函|致歉|道歉|问候|通报|"
    r"声明|公告)|(?:这[条篇封份则]|今天这[条篇])\S{0,6}(?:讲|说|写|是)\S{0,12}?(?:"
    + _MISHAP_ZH
    + r")|"
    # 「写给火灾里房子烧没了的那户人家的」: written to the people a mishap befell.
    r"^\W*写给\S{0,20}?(?:" + _MISHAP_ZH + r")"
)
# Pieces written once, for one event, person or deadline: a notice, a toast, an apology letter,
# a grant application; 公告, 致辞, 主持词, 启事. (Newsletters, posts and columns come again.)
_ONE_TIME_KIND_EN = (
    r"announcement|notice|letter|card|toast|speech|eulogy|tribute|invitation|invite|apology|"
    r"application|proposal|bid|tender|pitch|press release|statement|cover letter|CV|r[eé]sum[eé]|"
    r"reference|testimonial|petition|appeal|obituary|condolences?|thank-you(?: note)?|"
    r"welcome|farewell|vows|citation|nomination|submission|abstract|brochure|programme|"
    r"program|leaflet|flyer|poster|sign|plaque|inscription|certificate|handout|script|"
    r"write-?up|order of service|hymn sheet"
)
_ONE_TIME_KIND_ZH = (
    r"公告|通知|启事|致辞|主持词|悼词|讣告|请柬|请帖|邀请函|邀请信|贺卡|贺词|贺信|感谢信|道歉信|致歉信|"
    r"申请书|申请|检讨书|倡议书|介绍信|推荐信|简历|求职信|发言稿|演讲稿|讲话稿|祝酒词|开幕词|闭幕词|"
    r"欢迎词|答谢词|证婚词|声明|情况说明|回复函|慰问信|表扬信|辞职信|告别信|标书|计划书|海报|横幅|"
    r"标语|说明|告知书|公开信|贺电|唁电|道歉|致歉"
)
# The piece brought up as the next job ("Next up is the recall notice…", "This item is the
# apology letter to…", "Now the toast for Dad's seventieth:", "下一篇是停业整顿的公告",
# "下面处理周五的开业致辞", "这份通知是关于下周二…的"): what is asked beside it is for it.
_RECURRING = (
    r"weekly|monthly|daily|regular|usual|every|newsletter|column|digest|"
    r"每周|每月|每期|例行|日常|周报|月报"
)
_NEXT_PIECE = (
    r"^\W*(?:(?:ok(?:ay)?|right|so|alright|and)\b,?\s*)?(?:(?:next"
    r"(?: up| item| one| thing| task| job| piece)?|up next|now(?: for)?|then|moving on to|"
    r"on to|onto|today'?s (?:job|task)|finally|"
    r"last(?: one)?)\b(?:\s*(?:is|up is|we have|we'?ve got|I need|:|-|—|–))?|this (?:item|one|task|"
    r"job|next one|bit) is|for(?=\s+(?:the|a|an|this)\b))\s+(?:(?:the|a|an|my|our|this)\s+)?"
    r"(?:(?!" + _RECURRING + r")[\w'’-]+\s+){0,5}?(?:" + _ONE_TIME_KIND_EN + r")\b"
    r"(?=\s+(?:for|to|about|on|from|due|at|in|of)\b|\s*[:—–,-]|\s*$|\.)"
    r"|^\W*(?:好[，,]?|那|然后)?(?:接下来|下面|下一?[篇条份个项件封则]|这次|这回|今天要?|现在|再|帮我|"
    r"麻烦|然后|接着|再来|还有)(?:是|要|得|来)?(?:处理|写|弄|拟|起草|改|做|帮我写)?(?:一?[篇份封条个则]|这[篇份封条个则])?"
    r"(?:(?!" + _RECURRING + r")[^，,。；;！!？?\s]){0,14}?(?:" + _ONE_TIME_KIND_ZH + r")"
    # ("下一篇通知也这样写": the next one like this one is no single piece.)
    r"(?![^，,。；;！!？?]{0,3}(?:也|都|还|照|一样|同样|继续|以后))"
    r"|^\W*这[份条则篇封张](?:"
    + _ONE_TIME_KIND_ZH
    + r")(?:是|讲的是|说的是)(?:关于|给|为|写给|发给)"
    # A piece for one event: "This is for the kids' party on Saturday", "这条是给年会用的".
    r"|\b(?:this|it|this (?:lot|bit|batch|set|part|paragraph|version)|these(?: ones)?|they)"
    r"(?:'s| is| are|'re| one is| one'?s| go| goes)\s+(?:just |only )?(?:for|on)\s+"
    r"(?:the|our|my|a|an|"
    r"[\w-]+'s)\s+(?:[\w'-]+\s+){0,5}?(?:party|event|launch|wedding|funeral|fair|open day|"
    r"assembly|ceremony|dinner|gala|fundraiser|reunion|anniversary|birthday|retirement|leaving do|"
    r"send-off|memorial|raffle|bake sale|prize-?giving)\b"
    r"|这(?:[篇条份个封])?是(?:给|为)\S{0,10}(?:派对|聚会|婚礼|葬礼|开业|年会|生日|寿宴|晚会|典礼|"
    r"庆典|运动会|开幕式|毕业典礼|联欢会)"
    # A reply to one review, one complaint, one message: "这段是回复那个差评的".
    r"|^\W*这[段条篇封份则](?:是|就是)(?:用来|要)?(?:回复|回应|答复|针对|回)"
)
# A piece said, read or sung at one event: "this bit gets read out at my cousin's wedding",
# "This is the reading for Ted's scattering of ashes", "这段是婚礼上司仪要念的",
# "要在我妈六十大寿上讲的". (Every wedding, all the parties: a kind of piece, read as a habit.)
_ONE_EVENT_EN = (
    r"weddings?|funerals?|memorial|wake|scattering of (?:the )?ashes|christening|baptism|"
    r"ba[rt] mitzvah|engagement|birthday|anniversary|retirement|leaving do|send-off|reunion|"
    r"graduation|prize-?giving|party|do|dinner|ceremony|service|gala|banquet|reception|vigil"
)
_ONE_EVENT_ZH = (
    r"婚礼|婚宴|喜宴|葬礼|丧礼|追思会|追悼会|告别式|告别会|生日宴|生日会|生日派对|寿宴|大寿|寿辰|"
    r"满月酒|百日宴|年会|毕业典礼|开业典礼|庆典|答谢宴|欢送会|送别会|订婚宴|同学会|聚会|晚宴"
)
_PERFORMED_AT = (
    r"\b(?:read(?:s|ing)?|recit(?:e[ds]?|ing)|deliver(?:s|ed|ing)?|spoken|say(?:ing)?|said|"
    r"sung|sing(?:ing)?|perform(?:s|ed|ing)?|giv(?:e|en|ing))\b[^.!?]{0,20}?\b(?:at|during)\s+"
    r"(?:(?!\b(?:every|all|each|any)\b)[^.!?]){0,30}?\b(?:" + _ONE_EVENT_EN + r")\b|"
    r"\b(?:the|a|my|our) (?:reading|toast|speech|eulogy|poem|blessing|grace|address)\s+"
    r"(?:for|at)\s+"
    r"(?:(?!\b(?:every|all|each|any)\b)[^.!?]){0,30}?\b(?:" + _ONE_EVENT_EN + r")\b|"
    r"(?:" + _ONE_EVENT_ZH + r")(?:上|里|时|那天)\S{0,6}?(?:念|读|讲|说|朗读|朗诵|致辞|发言|唱)的|"
    r"在(?:(?!每|所有)\S){0,12}?(?:" + _ONE_EVENT_ZH + r")(?:上|里|时|那天)\S{0,6}?"
    r"(?:念|读|讲|说|朗读|朗诵|致辞|发言|唱|用)"
)
# The piece named by what it is this time, or by whom it goes to: "This week's post is the
# eulogy for Jim", "给住建局的情况说明要写详细", "呢篇係畀保險公司嘅索償信" (folded: 呢篇系畀…的).
_THIS_PIECE_IS = (
    r"^\W*(?:this|today'?s|tonight'?s|this (?:week|month)'?s|the next|next week'?s)\s+(?:post|one|"
    r"piece|email|letter|note|item|thing|job)\s+is\s+(?:(?:the|a|an|our|my)\s+)?"
    r"(?:(?!" + _RECURRING + r")[\w'’-]+\s+){0,3}?(?:" + _ONE_TIME_KIND_EN + r")\b|"
    r"(?:这|呢|今次|今天|下一)(?:[篇条封份个]|(?=是|系))(?:系|是|就是)?(?:写)?(?:给|畀)\S{1,14}?的"
    r"(?:(?!" + _RECURRING + r")[^，,。；;！!？?\s]){0,8}?(?:" + _ONE_TIME_KIND_ZH + r"|信|函)|"
    r"^\W*(?:写)?(?:给|畀)\S{1,12}?的(?:(?!"
    + _RECURRING
    + r")[^，,。；;！!？?\s]){0,6}?(?:"
    + _ONE_TIME_KIND_ZH
    + r"|信|函)"
)
# A piece made for one printed thing, or one version of it, with the rest said to stay: "This
# bit's going on the back of the raffle ticket", "it's going on a fridge magnet", "This
# version's for the printed order of service", "everywhere else stays how it was", "the blog
# stays as it is"; 「只是印在外卖袋子上的小卡片」, 「平时的推文不用这样」,
# 「这是县里表彰大会上的发言稿」.
_PRINTED_ON = (
    r"ticket|magnet|card|signs?|label|sticker|bag|mug|banner|flyer|leaflet|poster|postcard|"
    r"chalkboard|noticeboard|board|programme|program|place ?mat|t-?shirt|badge|bookmark|"
    r"order of service|plaque|coaster|receipt|packet|wrapper|invite|invitation|bunting|bench|"
    r"headstone|stone|trophy|cake|flag|medal|shirt"
)
# Something made once to carry the words, in Chinese: "印在运动会的号码布上", "要刻在奠基石上",
# "绣在队旗上的", "就发给小朋友的贴纸上".
_MADE_ZH = (
    r"号码布|石碑|奠基石|纪念碑|碑|牌匾|匾额|横幅|贴纸|队旗|旗子|锦旗|T恤|文化衫|蛋糕|奖杯|奖牌|"
    r"杯子|袋子|门头|招牌|对联|春联|卡片|贺卡|纪念册|徽章|胸牌|书签|冰箱贴"
)
_PLACED_PIECE = (
    r"\b(?:it|this|these|(?:this|that) (?:bit|one|version|part|piece|text|blurb|paragraph|line))"
    r"(?:'s| is| are| will be)?\s+(?:going|goes|being printed|printed|to be printed|stuck|"
    r"getting printed|(?:being |getting |to be )?(?:engraved|carved|etched|stitched|"
    r"embroidered|painted|iced|piped)) (?:on|onto|into) "
    r"(?:the (?:back|front|side|bottom|top|inside) of )?(?:a|an|the|our|my)\s+(?:[\w'-]+\s+){0,3}?"
    r"(?:" + _PRINTED_ON + r")\b|"
    r"\bthis version(?:'s| is) (?:just |only )?for (?:the|a|an|our|my)\b|"
    r"\b(?:everywhere|everything|anywhere|all) else (?:stays?|remains?|is staying|keeps?)\b|"
    r"\bleave (?:everything|everywhere|all|anything) else (?:alone|as (?:it is|is|it was)|"
    r"untouched|be)\b|"
    # "别处不动", "其他地方照旧": the rest of the writing stays as it is.
    r"(?:别处|别的地方|其他地方|其它地方|其余地方|其他的地方)(?:都|就|还是|一律)?(?:不动|不变|照旧|"
    r"照常|保持原样|别动|不用改|不改)|"
    r"(?:印|刻|绣|贴|烫|喷|发)(?:在|到|给)\S{0,14}?(?:" + _MADE_ZH + r")上|"
    r"\bthe (?:blog|website|site|newsletter|page|posts?|emails?|feed|socials) (?:stays?|remains?)"
    r" (?:as (?:it is|they are|before|usual|normal)|how (?:it|they) (?:was|were|is|are)|the same|"
    r"unchanged)\b|"
    r"(?:只是|就是|是要|要)印在\S{1,12}?上(?:面)?的|"
    r"平时(?:的)?\S{0,6}?(?:不用|不必|别|不要)(?:这样|这么\S{0,2})|"
    r"^\W*这(?:就)?是\S{0,14}?(?:发言稿|演讲稿|讲话稿|致辞|悼词|讣告|祝酒词|贺词|请柬|邀请函|主持词|"
    r"开幕词|闭幕词|欢迎词|答谢词|证婚词|慰问信|感谢信|道歉信|检讨书)"
)
# What runs from the piece to the death it tells of; never a likening ("reads like a funeral
# notice" says how it sounds, not what it is).
_TOLD = r"(?:(?!\blike\b|\bas\b|像|跟)[^.!?]){0,60}?"
OCCASION = _re(
    # One piece going to one body: "it's for the council", "这份是交给董事会的".
    r"\b(?:it'?s|this (?:one )?is|this one'?s) (?:going )?(?:for|to) the (?:city |town |parish )?"
    r"(?:council|board|investors|regulators?|auditors|bank|court|ministry|mayor|committee|"
    r"trustees|funders?|judge|inspectors?|magistrates|tribunal|ombudsman|insurers?)\b|"
    r"^\W*(?:(?:it'?s|it|this(?: one)?(?:'s| is)?)\s+)?(?:going|goes|off) to the (?:[\w-]+ ){0,2}?"
    r"(?:council|board|regulators?|auditors|bank|court|ministry|judge|magistrates|tribunal|"
    r"ombudsman|insurers?|agency|assessors?|inspectors?|inspectorate|coroner|police)\b|"
    r"这[篇份个封]?是(?:给|写给|交给|发给|递给)\S{0,8}(?:领导|董事会|投资人|政府|评委|法院|法庭|银行|街道|"
    r"居委会|保险公司|仲裁)|"
    # A reply to one body, or the piece one body asked for: "We're answering the Health and
    # Safety Executive about the collapse", "the ombudsman has asked for the complete account".
    r"\b(?:answering|replying to|responding to|writing back to) the (?:[\w&-]+ ){0,4}?(?:council|"
    r"regulators?|ombudsman|insurers?|tribunal|court|inspectors?|inspectorate|executive|coroner|"
    r"police|agency|authority|commission|magistrates|auditors)\b|"
    r"\bthe (?:[\w-]+ ){0,3}?(?:ombudsman|regulator|insurers?|tribunal|court|inspectors?|coroner|"
    r"commission|executive) (?:has |have )?"
    r"(?:asked|requested|demanded|wants|needs)\b|"
    r"\bone[- ]time (?:thing|deal|exception|only)\b|\bone time only\b|"
    # The piece named first, with whom it is for: "Retirement card for our groundsman, …".
    r"^\W*(?:(?:a|the|our|my|this)\s+)?(?:[\w'-]+\s+){0,2}?(?:"
    + _ONE_TIME_KIND_EN
    + r")\s+(?:for|to)\s+(?:our|my|the|a|an|[\w-]+'s)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+\s*[,;:—–-]|"
    + _MISHAP_PIECE
    + r"|"
    + _NEXT_PIECE
    + r"|"
    + _THIS_PIECE_IS
    + r"|"
    r"\b(?:this|it)(?:'s| is| one is| one'?s)\s+(?:(?:a|an|the|our|my|full|whole)\s+){0,2}"
    r"(?:[\w'-]+\s+){0,3}?(?:"
    + _EVENT_PIECE_EN
    + r")\b|^\W*for (?:the|this|our|my) (?:[\w'-]+\s+){0,2}?(?:"
    + _EVENT_PIECE_EN
    + r")\b|^\W*(?:this|it|the (?:post|email|letter|note|piece|notice|one))\b"
    + _TOLD
    + _BEREAVEMENT
    + r"|^\W*这(?:[篇条封份个则]|(?:一|是|就是))\S{0,12}?(?:"
    + _BEREAVEMENT
    + r"|事故通报|通报|年报|故障说明|召回)|"
    + _WINDOW_ZH
    + r"|"
    + _WINDOW_EN
    + r"|"
    + _RETURN_LATER
    + r"|"
    + _REST_UNCHANGED
    + r"|"
    + _PLACED_PIECE
    + r"|"
    + _PERFORMED_AT
)


def frames_an_occasion(text: str) -> bool:
    """Is the piece framed as one occasion, or the rest said to go on as before?"""
    return bool(OCCASION.search(text))


_WHOLE_MESSAGE = _re(
    _RETURN_LATER
    + "|"
    + _REST_UNCHANGED
    # "This one tells the parents that Ms. Rivera passed away…": over an abbreviation's stop.
    + r"|^\W*(?:this|it)\b(?:(?!\blike\b|\bas\b)[^!?]){0,80}?"
    + _BEREAVEMENT
)


_RETURN = _re(_RETURN_LATER)


def promises_return(text: str) -> bool:
    """Does the message promise the usual back after this piece or these days ("back to the
    bullets after", "过了就恢复", "下条还照旧")?"""
    return bool(_RETURN.search(text))


# The rest said to go on as it is, beside an exception: "the programmes stay bulleted",
# 「会刊照旧分条」, "back to the bullets after".
_USUAL_KEPT = _re(
    _RETURN_LATER
    + "|"
    + _REST_UNCHANGED
    # (Any part named here: only an exception's own message is read for it.)
    + r"|[;,—–]\s*(?:but |while |whereas |and )?the (?:[\w-]+ ){0,2}?[\w-]+\s+(?:keeps?|stays?|"
    + r"remains?|(?:is|are) staying)\b"
    + r"|[；;，,]\s*(?:其他|其余|别的|平时的?)?[^，,。；;！!？?]{1,8}?"
    + r"(?:照旧|照常|不变|还是老样子|保持原样)"
)


def keeps_the_usual(text: str) -> bool:
    """Does the message say the usual comes back, or the rest stays as it is? An exception
    beside it is no new evidence for the usual."""
    return bool(_USUAL_KEPT.search(text))


def frames_the_whole_message(text: str) -> bool:
    """Does the message say the usual voice comes back later, the rest stays as it is, or
    open on a death told? Then all it asks is for this piece."""
    return bool(_WHOLE_MESSAGE.search(text))


# "…, but it has to be sober and factual": the turn is about the same piece, not back to the
# writer's usual ways.
_BUT_THIS_PIECE = _re(
    r"^\W*(?:但是|但|不过|可是|\bbut\b)\s*(?:it\b|this(?: one)?\b|that one\b|the (?:notice|letter|"
    r"post|piece|email|note|card|speech|announcement)\b|这篇|这条|这份|这封|这段|它)"
)


def turns_to_this_piece(clause: str) -> bool:
    """Does a clause opening on "but" go on about the same piece ("but it has to be sober")?"""
    return bool(_BUT_THIS_PIECE.search(clause))
