"""Sarcasm that names no style: what the mocked description of the text says is missing.

"a ride report with the emotional range of a spreadsheet", "900 words, truly an epic", "a
paragraph that scrolls for three screens", "跟说明书一样有激情", "一条通知写了两千字，大家肯定
都愿意看完": the praise cannot be meant, and what it describes — a dull likeness, a size, a
register quoted — says which way the writer wants the text to go. Only ever proposed to the
writer (pending), never filed outright. English and Chinese.
"""

import re
from functools import lru_cache

from app.style.nothing_says import MOCK_SAMPLE, NOTHING_SAYS, NOTHING_SAYS_THEN_PRAISE, SO_ASKED
from app.style.prefilter import lazily_screened
from app.style.reading_cost import read_cost


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


_SARCASTIC_PRAISE = _re(
    r"\bcool,? cool\b|\blove how\b|\boh,? great\b|\bnothing says\b|"
    r"\bjust what I (?:wanted|needed)\b|"
    r"\bmy favou?rite\b|\bthanks a lot\b|\bsuper fun\b|\byeah,? right\b|\bwhat a (?:treat|joy)\b|"
    r"\b(?:fantastic|brilliant|wonderful|amazing|great|lovely|perfect|wow|romantic|classy|superb|"
    r"elegant|charming|delightful|impressive|stunning|riveting|gripping|thrilling|terrific|"
    r"marvell?ous|splendid|fabulous)\b|"
    # "Real nice headline, took me three breaths…", "Oh, wonderfully thorough. Three pages to
    # say…": praise of a quality, said with a degree, beside the excess (a cue is still needed).
    r"^\W*(?:real|really|very|so|oh so) nice\b|\b(?:very|so|wonderfully|beautifully|admirably|"
    r"impressively|truly|marvellously) (?:thorough|detailed|comprehensive|exhaustive)\b|"
    r"好一[个篇段句首]|真是|真系|真够|真棒|真不错|真厉害|真贴心|太贴心|好棒|真.{1,4}啊|可真|太棒了|绝了|厉害了|文采飞扬|"
    r"🙃|🙄|\bthey'?ll (?:be )?(?:love|thrilled|delighted|adore)\w*|\bI love (?:it when|\w+ing)\b|"
    r"\breally (?:rolls off|keeps)\b|\byes,? please\b|好家伙|(?:肯定|一定)(?:很|会)?(?:爱看|"
    r"喜欢).{0,2}呢|\bwell done\b|太合适了|真合适|太贴切了|\bI'?m sure\b|\blove that\b|"
    r"\boh,? (?:good|joy|lovely|perfect|nice|wonderful|super|cool|neat|fab|brilliant|sure)\b|"
    r"\b(?:ah|oh),? yes\b|^\W*(?:nice one|splendid|smashing|fab|super|neat|bravo)\b|"
    r"^\W*(?:妙啊|妙|真贴心|挺好挺好|好好好|牛啊|绝|不错不错|可以可以|厉害厉害)[，,！!。 ]|"
    r"^\W*(?:thanks|thank you|cheers|gee,? thanks)\b[,.!—-]|"
    r"\bexactly what\b|太好了|哇|写得真好|\b(?:very|so|how|most) (?:soothing|reassuring|calming|"
    r"readable|accessible|inviting|cheerful|calm|relaxing|peaceful|professional)\b|"
    r"^\W*love (?:a|an|the)\b|"
    r"\b(?:riveted|thrilled|enthralled|gripped|hooked|glued)\b|津津有味|过瘾|"
    # A curt word of praise opening the message, before what cannot be praised ("挺好，…小星星
    # 小爱心撒了一路", "厉害，一条天气提醒写了三屏", "不错嘛，满屏的小花").
    r"^\W*(?:挺好|不错嘛?|可以|好嘛|厉害|行啊|真行|牛|绝了|优秀)(?:啊|呀|嘛)?[，,！!。 ]|"
    r"^\W*love it\b|"
    # Bare praise closing what cannot be praised: "eleven steps crammed into one sentence,
    # lovely", "…, genius 👏", "…. Chef's kiss.", "…print it on a banner, well done".
    r"[,.!—–-]\s*(?:just )?(?:lovely|bravo|genius|chef'?s kiss|well done|stunning|beautiful|"
    r"gorgeous|magnificent|masterful|iconic|brilliant|perfect|love it|good job|great job|"
    r"nice work|top work)\W*(?:👏|🙌|👌|🤌|💯)*\s*$|"
    # Praise said in dialect: Henan 真得劲, Shaanxi 美得很 / 嘹咋咧, Sichuan 巴适得很, Cantonese
    # 好犀利; Yorkshire and Geordie "Champion," "Belter," "Mint," opening the message.
    r"真得劲|得劲得很|美得很|美滴很|嘹咋咧|巴适得很|好犀利|^\W*(?:champion|belter|mint)\b[,.!]|"
    # Geordie "Canny title, pet.", Scouse "Boss that, la.", Yorkshire "Oh aye, grand, …
    # Champion." (praise closing the message too), Henan 中啊, 真能写.
    r"^\W*canny \w+[,.!]|\bboss (?:that|this)\b|^\W*(?:oh,? )?aye,? (?:grand|champion|lovely)\b|"
    r"[.!,]\s*(?:champion|grand|belter|mint|boss|sound)\s*[.!]*\s*$|^\W*中啊[，,！!。 ]|"
    r"真能(?:写|寫|说|說|扯|编|編|讲|講)(?=[。！!，,～~]|$)|"
    # Praise closing a complaint: "…长得我锅底都烧干了，好得很哦", "…，妙得很嘛", "…，厉害厉害".
    r"[，,。！!～~]\s*(?:好|妙|棒|强|美|行|高明)(?:得很|极了)(?:哦|喔|嘛|啊|呀|呢|哈|啦)?\W*$|"
    r"[，,。！!～~]\s*(?:厉害厉害|佩服佩服|高高高|妙啊妙啊)\W*$|"
    r"\blove (?:being|getting|needing|having to)\b|"
    # Gen Z praise opening the message: "slay.", "iconic."
    r"^\W*(?:slay|iconic|obsessed)\b[,.!]|"
    # Praise of a quality the text claims ("真有气势", "好有温度", "Nice touch", "Real
    # neighbourly").
    r"真有(?!必要|点|些|人)\S{1,3}|好有\S{1,3}|\bnice touch\b|\breal \w+(?:ly|y)\b|"
    r"^\W*cool\b[,.!]|真会\S{1,2}|\bbold (?:move|choice)\b|\bten out of ten\b|"
    r"^\W*(?:superb|marvell?ous|fantastic|brilliant|lovely|perfect|wonderful|great|terrific|"
    r"excellent|beautiful|gorgeous|outstanding)\b"
)
SARCASTIC_PRAISE = _SARCASTIC_PRAISE  # read by app/style/mockery.py too
# An exaggeration no plain complaint needs: more of a thing than the place known for it ("more
# little faces and party hats than the nursery noticeboard", "小表情比字还多"), the world moving
# on while one reads ("by the time anyone reaches the end of this sentence the sale will be
# over", 看完估计雨都停了), the reader's body put to work (a thumb's workout, two sips of water,
# a snack break), a thing mistaken for another ("还以为收到的是婚礼请柬").
# The text likened to a party: "reads like a Eurovision entry", "turned into a rave flyer",
# 搞得跟过节一样.
FESTIVE = (
    r"\b(?:reads|looks|sounds|feels) like (?:a|an|the) (?:[\w-]+ )?(?:eurovision|rave|disco|party|"
    r"carnival|circus|game show|infomercial|cheerleader|pep rally|casino|festival|nightclub)\b|"
    r"\bturned into (?:a|an) (?:[\w-]+ )?(?:rave|party|disco|carnival|circus|game show|"
    r"infomercial|nightclub)\b|(?:跟|像)(?:是)?(?:在)?(?:过节|过年|蹦迪|夜店|开派对|喊麦|庙会|综艺|"
    r"晚会|春晚|相声|脱口秀|直播带货)"
)
EXAGGERATED = (
    r"\bmore [\w' -]{1,40}? than (?:a|an|the|my|our|your|any|every|all|new year'?s|christmas|"
    r"halloween|carnival|vegas)\b|"
    # Reading that outlasts the days: "started the first sentence on Monday and I'm still in it".
    r"\bstill (?:in it|reading it|on it|going)\b|\bstarted (?:reading )?(?:it |this |the \w+ "
    r"(?:\w+ )?)?(?:on|last) \w+day\b|从\S{1,8}(?:看|读)到\S{1,8}(?:还没|才)|"
    r"\bby the time (?:anyone|anybody|you|they|readers?|people|we|I|the \w+)\b|"
    r"\bbefore (?:anyone|anybody|they|readers?|people|you|we) (?:finish|finishes|finished|get|"
    r"gets|reach|reaches|make it)\b|\ball the way down\b|\bhas its own\b|"
    r"\b(?:snack|lunch|coffee|water) break\b|\bpack (?:a|their|your) (?:lunch|snack)\b|"
    r"\bhalfway\b|\bworkout\b|\bmy thumb\b|\bscroll(?:ing|ed)? (?:for|it|and|past)\b|"
    r"\bwill be (?:over|gone|finished|retired|grown up)\b|\bmistake it for\b|"
    r"\b(?:looks?|reads?) like (?:a|an) (?:sticker book|christmas tree|slot machine|ransom note|"
    r"valentine|birthday card|nursery|kindergarten)\b|"
    r"比\S{1,12}还(?:多|长|密|热闹|花)|(?:看|读|念)完\S{0,6}(?:都|也)\S{0,8}了|"
    r"还没(?:念|读|看)完|(?:才|终于)(?:念|读|看)完|还没(?:到头|到底|划到底|看到头)|"
    r"喝了\S{0,3}(?:口|杯)水|滑了\S{0,4}(?:下|次|屏)|划了\S{0,4}(?:下|次|屏)|"
    r"还以为(?:收到的?|看到的?)?是|当成了?\S{0,6}(?:请柬|贺卡|手抄报|广告|传单)|撒了一(?:路|地|片)|"
    r"跟(?:连续剧|长篇小说|裹脚布|流水账)\S{0,2}(?:似的|一样)|血都流干|雨都停|天都黑|菜都凉|花都谢|"
    # How often or how long, blown up: "after every line", "each sentence takes a full cup of
    # tea to get through", "每句话后面都挂个…", "一句话里塞了五个逗号", "狗都自己走回家了".
    r"\bafter every (?:line|sentence|word|paragraph)\b|\btakes? (?:a|an) (?:full |whole )?"
    r"(?:cup of tea|coffee|lunch break|afternoon|evening|weekend) to (?:get through|read|finish)\b|"
    r"\b(?:trilogy|sequel|box set|director'?s cut|miniseries|multi-volume)\b|"
    r"每(?:一)?(?:句|行|段)(?:话)?(?:后面|结尾|开头)?都(?:挂|带|加|跟|缀)|塞了[一二两三四五六七八九十几\d]+个|"
    r"喘口气|都自己\S{0,6}了|都被你写\S{1,3}了|三部曲|续集|连载|"
    r"\bevery (?:paragraph|sentence|line|post|title|heading|section) (?:now )?(?:opens?|starts?|"
    r"ends?|begins?|closes?)\b|\b\d{2,3}% (?:\w+ )?(?:bullet|emoji|jargon|exclamation|acronym|"
    r"buzzword)|(?:还|我)以为(?:在|是)|"
    + FESTIVE
    + r"|写成了?\S{0,4}(?:实验报告|说明书|流水账|会议纪要|病历|报表|"
    r"产品手册|论文|判决书|公文)"
)
# A reader's reaction promised with a certainty the text cannot earn: "Visitors will definitely
# get to the end of it before the gallery closes", "customers will think we're celebrating",
# "reviewers adore guessing how the points connect", "She's five, so that should go great",
# "对方律师看了一定很害怕", "学弟学妹划走之前肯定能读完", "客户收件箱里肯定显示得完完整整呢".
IRONIC_OUTCOME = (
    r"\b(?:definitely|surely|certainly|no doubt|of course|absolutely|totally|obviously|"
    r"undoubtedly|for sure)\b[^.!?]{0,30}\b(?:get (?:to the end|"
    r"through)|finish|read (?:all|every|it|them|that|this|it all|the whole|to the end)|follow|"
    r"understand|love|adore|"
    r"(?:know|get|see|work out) (?:exactly |straight away |at once )?what (?:that|this|it|those|"
    r"these|they|all that) (?:means?|is|are|says?)|"
    r"stop|be (?:thrilled|delighted|scared|terrified|impressed|hooked|riveted))|"
    r"\b(?:will|'ll) (?:think|assume|believe) (?:we'?re|we are|it'?s|it is|this is|they'?re)\b|"
    r"\b(?:that|this|it)(?:'ll| will| should) go (?:great|well|down well|down a treat)\b|"
    r"\bbefore the [\w' -]{1,25}? (?:closes|ends|is over|starts|finishes|shuts)\b|"
    r"\b(?:adores?|loves?|enjoys?) (?:guessing|working out|figuring out|puzzling|deciphering|"
    r"decoding|googling|looking (?:it |them |those )?up|scrolling|squinting|untangling|hunting)\b|"
    r"\b(?:thrilled|delighted|happy|excited|keen) to look (?:those|them|it|that|these) up\b|"
    r"\bso [\w -]{1,30}? that (?:customers|readers|people|users|clients|visitors|members|"
    r"they|everyone|anyone)\b|"
    r"(?:看了|看完|读了|读完|见了|收到|划走之前|看到)\S{0,4}(?:一定|肯定|绝对|保证|准)|"
    r"\b(?:will|'ll) feel so (?:calm|relaxed|reassured|at ease|soothed|safe|welcome)\b|"
    r"(?:[!！]{3}[^!！]+){3}|"
    # Likened, in exaggeration: "清爽到像在看弹幕", "好像在看家电说明书".
    r"(?:到|得)(?:好)?像(?:是|在)?(?:看|读)?\S{1,8}|"
    r"像(?:是|在)?(?:看|读)\S{0,4}(?:合同|公文|说明书|论文|教科书|弹幕|报表|清单|病历|判决书)|"
    r"(?:一定|肯定|绝对|保证)(?:能|会|可以)?\S{0,3}(?:读完|看完|念完|看懂|读懂|看明白|明白|一看就|秒懂|"
    r"显示得|划到底|害怕|觉得\S{0,3}(?:亲切|专业|靠谱|高级|有面子))"
)
_IRONIC = _re(IRONIC_OUTCOME)
_SARCASM_CUE = _re(
    IRONIC_OUTCOME + r"|"
    r"\breads like\b|\bsounds like\b|\banother\b|一整屏|整屏|"
    r"\b(?:a|an) \w+ of (?:its|their) own\b|"
    # "every client email now has the energy of a game-show host": likened, exaggerated.
    r"\bthe (?:energy|vibe|charm|warmth|excitement|subtlety) of (?:a|an)\b|"
    # Likened to the dullest documents: "as stiff and formal as a legal contract".
    r"\bas [\w-]+(?: and [\w-]+)? as (?:a|an|the) (?:[\w-]+ ){0,2}?(?:contract|manual|"
    r"tax (?:form|return)|textbook|legal document|lease|court filing|terms and conditions|"
    r"government form|insurance policy|dictionary|phone book|parking ticket|spreadsheet)s?\b|"
    r"\bso (?:long|many|much)\b|"
    r"\b(?:longer|bigger|worse|wordier) than (?:my|a|an|the)\b|"
    r"\b(?:\d+|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|dozen)\s+"
    r"(?:emoji|emojis|exclamation|bullet|lists?|words?|acronyms|abbreviations|buzzwords)\b|半天|满屏|一屏|"
    # A count of things put into one sentence or one line: "eleven steps crammed into one
    # sentence", "six ingredients… all in a single sentence", 「一句话塞了九个步骤」.
    r"\b(?:crammed|stuffed|squeezed|packed|jammed|all) in(?:to)? (?:one|a single) "
    r"(?:sentence|line)\b|一句话\S{0,3}(?:塞|挤|堆)了?|"
    r"\b(?:twenty|thirty|forty|fifty|sixty)(?:-\w+)? words\b|"
    r"\b(?:\d{2,}|seven|eight|nine|ten|twenty|forty|fifty)[- ](?:word|bullet|line|paragraph|page)|"
    r"\bneeds? its own\b|\bcan'?t (?:even )?(?:read|finish|breathe)\b|\blike (?:a|an)\b|"
    r"看不懂|念不完|读不完|不知道(?:在)?(?:说|讲)(?:什么|啥)|\bno idea what\b|"
    r"喘不过气|头大|受不了|看不下去|[一二两三四五六七八九十百千几\d]{2,}多?个?字|"
    r"多到|多得|长得|像(?:是)?(?:一份|一篇)?(?:合同|公文|说明书|论文|教科书)|似的|"
    r"\beven (?:longer|more|bigger|wordier)\b|\b(?:\w+)-line\b|\b(?:whole|full|entire) page\b|"
    r"\bout of breath\b|"
    # "a four-page essay to say…", "love being yelled at", "needing a coaching badge to follow".
    r"\b(?:two|three|four|five|six|\d+)[- ]pages?\b|\b(?:yelled|shouted|screamed|bellowed) at\b|"
    r"\bneed(?:ing|s)? (?:a|an) (?:[\w-]+ )?(?:badge|degree|diploma|dictionary|phd|licen[cs]e|"
    r"qualification|certificate) to (?:follow|read|understand|get)\b|"
    r"吸氧|缺氧|\bbreath\b|\bhalf a page\b|[一二三四五六七八九十百千\d]+多个字|跟\S{1,10}一样|"
    r"\ba wall of\b|\bhalf (?:a|the) page\b|\btakes up\b|[一两二三四五六七八九十\d]+页|整整|足足|"
    r"手都酸|过年|半页|小作文|一个字一个字|\bread (?:all|every word) of it\b|\bneed a dictionary\b|"
    r"查字典|\bwhole (?:essay|novel|book|saga)\b|\bas (?:exciting|fun|thrilling|interesting) as\b|"
    r"谁(?:看|读|念)得(?:完|下去|懂)|\bwho(?:'?s| is)? (?:gonna|going to) read\b|"
    # Exaggeration of how much: "every single sentence", "!!!", "三个感叹号", "比正文还长".
    r"\b(?:every single|each and every)\b[^.!?]{0,40}\b(?:exclamation|emoji|bullet|acronym|jargon|"
    r"buzzword|ends?|starts?|opens?|has|have|gets?)|"
    r"(?:满篇|通篇|每一?(?:句|段|行)(?:话)?)(?:都)?(?:是|带|加|用|有)?\S{0,4}(?:感叹号|表情|术语|列表|"
    r"缩写|英文|形容词|废话|口水话|成语)|"
    r"[一二两三四五六七八九十几\d]+个(?:感叹号|表情|emoji|问号|形容词|成语|缩写|术语)|"
    r"比\S{1,15}还(?:长|多|啰嗦|复杂|正式)|(?:占|占了|足足|整整|长达)[两三四五六七八九十\d]+行|"
    r"\btakes (?:\w+ ){0,2}(?:minutes|hours) to read\b|要(?:看|读)\S{1,4}分钟|"
    r"\b(?:two|three|four|five|six|ten|twenty|\d+) (?:exclamation marks|emoji|emojis|bullets|"
    r"acronyms)\b|" + EXAGGERATED
)
# Words that carry the sarcasm itself; never read as a style judgement inside it.
PRAISE_VEHICLE = _re(r"\bfun\b|\bexciting\b|\bvivid\b|有趣|精彩|生动|热闹")


# A flourish sincere praise does not carry: "love that for me", "nailed it", "Dickens would be
# proud", "我奶奶肯定秒懂呢🙂", "真是热闹极了呢".
_SARCASTIC_FLOURISH = _re(
    r"\blove that for (?:me|us)\b|\bnailed it\b|\bwould be (?:so )?proud\b|\bwhat could go "
    r"wrong\b|\bgood times\b|\bjust (?:perfect|great|lovely)\b|\bsaid no one\b|绝绝子|"
    # The American South's pity that is no pity: "Well bless its heart, the flyer…".
    r"\bbless (?:its|his|her|their|your) (?:little )?heart\b|"
    r"(?:肯定|一定|绝对)\S{0,14}呢\W*$|真是\S{1,8}(?:极了|得很)呢|可真\S{1,6}呢|"
    r"\bchef'?s kiss\b.{0,3}🙄|(?:肯定|一定|绝对|保证)\S{0,6}(?:津津有味|过瘾|爱看|爱读|感动)|"
    r"\b(?:readers|customers|users|clients|people|folks|everyone|they|subscribers|followers)"
    # ("My customers, who mostly own one fiddle, will be thrilled": who they are, set off.)
    r"(?: \w+|,[^,.!?]{1,80},)? (?:will|'ll) (?:just )?(?:be (?:so )?(?:riveted|thrilled|delighted|"
    r"enthralled|"
    r"gripped|hooked|glued)|love (?:that|it|this|decoding|reading|wading)|adore)\b|"
    # Rhetorical questions and stock mock praise: "Who doesn't love a sixty-word sentence?",
    # "Why use one word when fifteen will do?", "Because what my readers really crave is…",
    # "Ten out of ten, would scroll again", 是怕读者不知道…吗, 按字数收钱的吗, 生怕…看懂似的,
    # 不愧是你, 我谢谢你.
    r"\bwho (?:doesn'?t|does not|wouldn'?t) (?:love|enjoy|adore)\b|"
    r"\bwhy use (?:one|a single|a|\w+) \w+ when\b|"
    r"\bbecause what (?:[\w'-]+ ){0,4}?(?:really |truly )?(?:crave|craves|want|wants|need|needs|"
    r"love|loves)\b|\b(?:ten out of ten|10/10)\b[^.!?]{0,10}\bwould\b|\bsaid no (?:one|reader)\b|"
    r"(?:是|就是)?怕(?:读者|别人|大家|人家|用户|客户|领导)?(?:不知道|看不出|看懂|看明白)\S{0,12}[吗吧?？]|"
    r"按字数(?:收钱|收费|算钱|拿稿费|计费)|生怕\S{0,12}(?:看懂|看明白|读懂|听懂)|不愧是你|我谢谢你|"
    r"辛苦(?:读者|大家|观众)|"
    # A quality praised in scare quotes: "真是“方便”得很", "可真“清爽”啊".
    r"(?:真是|真|可真|多么)\s*[“「『][^”」』]{1,14}[”」』]\s*(?:得很|极了|啊|呀|呢|哦|喔)|"
    r"\breally warms the heart\b|\bwhat a treat\b|\bbecause nothing\b|"
    # Loving the work the text makes for them: "shoppers will just love decoding that".
    r"\b(?:will|'ll) (?:just |really |surely |so )?(?:love|adore|enjoy) (?:decoding|deciphering|"
    r"wading|scrolling|squinting|untangling|googling|translating|unpacking)\b|"
    r"\bnothing \w+s (?:a |the |my |your )?\w+ (?:quite )?like\b|"
    # "Oh great, bullet points again.", "…again. Love it.": the same thing back, praised.
    r"^\W*oh,? (?:great|joy|wonderful|lovely|perfect|brilliant|fantastic|goody|super)\b"
    r"[^.!?]{0,80}\b(?:again|as usual|once more)\b|\b(?:again|as usual)\W+(?:(?:just )?love it|"
    r"love that|super fun|how fun|so fun|just great|great)\b"
)


@lru_cache(maxsize=256)
def is_sarcastic(text: str) -> bool:
    """Praise that cannot be meant: a praise marker beside an exaggerated complaint, or a
    flourish no sincere praise carries."""
    if read_cost(text) is not None:
        return True  # (the price of reading told and mocked: app/style/reading_cost.py)
    if _IMPROVED.search(text) and not (
        SIZE.search(text)
        or _EXAGGERATED.search(text)
        or _COUNTED_CROWD.search(text)
        or _GIVEAWAY.search(text)
    ):
        # "真不错，标题短了，读者肯定能读完", "有劲儿多了，顾客肯定爱看": a change praised, and
        # meant, even with the readers' delight promised beside it.
        return False
    kept = _KEPT.search(text) or SO_ASKED.search(text)
    # ("Nothing says welcome like a friendly 'you'. Keep talking to them like this.": meant;
    # so is "Nothing says welcome like a chatty note, so write them like …": asked for.)
    if any(
        not (kept and m.group().lower().startswith("nothing"))
        for m in _SARCASTIC_FLOURISH.finditer(text)
    ):
        return True
    if NOTHING_SAYS.search(text) and MOCK_SAMPLE.search(text) and not _KEPT.search(text):
        return True  # "Ah yes, tasting notes as bullet points. Nothing says velvety … like '…'"
    if NOTHING_SAYS_THEN_PRAISE.search(text) and not kept:
        return True  # "Nothing says sober financial advice like rocket emoji. Great."
    if mocks(text):
        return True
    cue = (
        _SARCASM_CUE.search(text)
        or TITLE_AS_MORE.search(text)
        or BREATH.search(text)
        or _HARD_WORDS.search(text)
        or SENTENCE_AS_MORE.search(text)
    )
    # Words quoted (blanked by the time this reads them) and a reader's delight promised:
    # 'Splendid. "Chryselephantine" and "apotropaic" in a label. The Year 4s will adore it.'
    cue = cue or (_QUOTED_AT_ALL.search(text) and _DELIGHT_PROMISED.search(text))
    return bool(_SARCASTIC_PRAISE.search(text) and cue and not kept)


# Marks no sincere praise carries, whatever improvement it reports.
_GIVEAWAY = _re(
    r"🙃|🙄|😒|\bsaid no (?:one|reader|customer)\b|\bnailed it\b|\blove that for (?:me|us)\b|"
    r"\byeah,? right\b|\bnot\b[^.!?]{0,20}\bat all\b|绝绝子|我谢谢你|不愧是你|呵呵|才怪"
)
# A crowd counted: "三个感叹号", "eleven emoji".
_COUNTED_CROWD = _re(
    r"[一二两三四五六七八九十几\d]+个(?:感叹号|表情|emoji|术语|缩写|要点)|"
    r"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|twenty) "
    r"(?:emoji|emojis|exclamation|bullet|acronyms|buzzwords)"
)
_QUOTED_AT_ALL = re.compile(r"(?<![A-Za-z])[“\"‘'「『][^”\"’'」』]{4,80}[”\"’'」』](?![A-Za-z])")
_DELIGHT_PROMISED = _re(
    r"\b(?:will|'ll) (?:just |really |so |absolutely |totally )?(?:adore|love|enjoy) "
    r"(?:it|this|that|them)\b|(?:肯定|一定|绝对)\S{0,4}(?:爱看|喜欢|高兴|开心)"
)


# A change for the better, said as such: "标题短了", "段落短多了", "读着舒服多了", "the titles
# are short now", "much clearer", "finally". Sincere praise reports it; sarcasm describes an
# excess instead (a count, a size, a likeness).
_IMPROVED = _re(
    r"(?:短|简洁|清楚|清爽|通俗|好读|好懂|顺|舒服|轻松|平稳|稳重|干净|利索|自然|简单|直白|"
    # Life gained, praised as such: "这版活泼多了", "有劲儿多了", "亲切多了".
    r"活泼|有劲儿?|带劲|有活力|有精神|精神|生动|有趣|有意思|亲切|温暖|暖|有温度|有人情味|接地气|"
    r"口语|专业|正式|大气|顺眼|好看|顺口|有感觉|像样)"
    r"(?:了|多了|了不少|了很多|了许多)(?![吧吗?？])|终于|总算|"
    r"\b(?:is|are|reads?|looks?|feels?) (?:\w+ )?(?:short|shorter|clearer|cleaner|calmer|plainer|"
    r"simpler|tighter|better|easier|lighter)(?: and \w+)? now\b|\bnow (?:much |so much |far )?"
    r"(?:shorter|clearer|cleaner|calmer|plainer|simpler|tighter|better|easier)\b|"
    r"\b(?:much|far|so much|a lot|way) (?:better|clearer|easier|cleaner|calmer|simpler|plainer|"
    r"livelier|warmer|friendlier|punchier|brighter|chattier|snappier|more fun|more alive|"
    r"more human|more natural)\b|"
    r"\b(?:actually|finally|at last)\b"
)
# Praise that asks to keep what it praises is meant: "it sounds like me now!! keep it like this",
# "蛮好蛮好 就这样", "以后都这样写".
_KEPT = _re(
    r"\bkeep (?:it|them|this|things) (?:like (?:this|that)|that way|this way|up)\b|"
    r"\bkeep (?:\w+ing|doing) (?:[\w'-]+ ){0,5}?like (?:this|that)\b|"
    r"\bsounds like me\b|\bmore like this\b|\bdo (?:it|that) again\b|"
    r"(?:^|\s|[，,。!！])就这样(?:写|吧|了|\W*$)|以后都这样|以后就这样|保持这样|就按这个来"
)


# Mock praise that no sincere reader writes: a long piece called an epic, readers said to love
# a chore, a reaction promised that the text cannot earn.
MOCKING = _re(
    r"\b(?:a real|truly an?|such an?|what an?|quite the|an absolute) (?:page-?turner|epic|saga|"
    r"odyssey|thriller|masterpiece|opus|novel|tome|doorstop)\b|\bepic for the ages\b|"
    r"\b(?:love|adore|enjoy)s? (?:a |their |some )?(?:marathon|homework|workout|chore|slog|"
    r"scavenger hunt|puzzle)\b|\b(?:going to|gonna|will|'ll) be (?:so |just )?(?:excited|"
    r"thrilled|delighted|riveted|hooked|gripped|charmed|reassured|comforted|impressed|"
    r"on the edge of their seats)\b|"
    r"\bexactly (?:the|what) (?:[\w'-]+ ){0,3}?(?:our|the|your|their|these|those|every) "
    r"(?:[\w'-]+ ){0,3}?(?:expects?|wants?|needs?|looks? for)\b|"
    r"\b(?:everyone|everybody|readers|people|customers|shoppers|users) (?:just )?loves? "
    r"(?:scrolling|wading|squinting|decoding|hunting|digging|reading (?:all|every))\b|"
    r"真行|真可以|可真行|佩服|"
    r"(?:肯定|一定|绝对|保证)\S{0,8}(?:愿意|爱|喜欢|心动|激动|兴奋|感动|热血沸腾|津津有味|过瘾|开心|带劲|起劲)\S{0,4}(?:看完|读完|看|读|死了|坏了)?|"
    r"(?:读完|看完)都能背(?:下来)?了|能背下来"
)
# The dullest things a text is likened to.
DULL_THING = (
    r"(?:spreadsheet|parking ticket|tax (?:form|return)|phone book|manual|brick|dishwasher|"
    r"instruction|receipt|invoice|terms and conditions|fridge|toaster|filing cabinet|dmv|"
    r"legal (?:notice|document)|robot|corpse|tax code|spreadsheet cell|bank statement)s?"
)
# Reading likened to an errand nobody enjoys: "reading this was like paying the light bill",
# "felt like renewing my car insurance", 「读这篇跟排队交水电费一个感觉」,
# 「像去车管所办了一趟年检」. The piece is no document: the likeness says it is dull.
CHORE = (
    r"\b(?:reading|going through|getting through|wading through|read(?:ing)? (?:it|this|that)|"
    r"(?:it|this|that) (?:was|is|felt|feels|reads))\b[^.!?]{0,50}?\blike (?:paying|renewing|"
    r"filling (?:in|out)|doing|queu(?:e)?ing|waiting (?:at|in|for)|sitting through|sorting|"
    r"filing|reading) (?:(?:my|the|a|an|our|your|his|her|their) )?(?:[\w-]+ ){0,2}?(?:bill|"
    r"insurance|tax(?:es| return)?|form|paperwork|queue|dmv|post office|minutes|meeting|"
    r"dentist|renewal|licen[cs]e|invoice|receipts?|admin|gas meter|mot)s?\b|"
    r"(?:读|看|念)\S{0,10}?(?:跟|像|和|好比|如同)(?:是)?(?:在)?(?:去)?\S{0,6}?(?:交\S{0,3}费|缴费|排队|"
    r"办\S{0,6}(?:手续|年检|业务|证)|年检|车管所|报税|填表|填单子|开会|催缴|体检|补办)"
)
# The text likened to the dullest things, with an energy it cannot have: a livelier tone.
DULL = _re(
    CHORE + r"|"
    r"\b(?:emotional range|warmth|energy|excitement|charm|personality|life|pizzazz|sparkle|zing|"
    r"heart) of (?:a|an|the) (?:[\w-]+ ){0,2}?"
    + DULL_THING
    + r"\b|\bas (?:exciting|fun|thrilling|lively|warm|gripping|riveting) as (?:a|an|the) \w+|"
    r"写成了?\S{0,4}(?:实验报告|说明书|流水账|会议纪要|病历|报表|产品手册)|"
    r"(?:跟|像|和)[^，,。！？!?\s]{0,10}(?:说明书|报表|公文|流水账|念经|会议纪要|账单|表格|机器人|白开水)"
    r"(?:一样|似的)(?:有|那么|这么|地|的)?(?:有激情|生动|有趣|精彩|带劲|热情|有感情|活泼|有意思)"
)
# The text said to run on: a size, a count, pages or screens.
SIZE = _re(
    r"按字数(?:收钱|收费|算钱|拿稿费|计费)|\bwhy use (?:one|a single|a|\w+) \w+ when\b|"
    r"\b\d{1,3}(?:,\d{3})+[\s-]+words?\b|\b\d{3,}[\s-]+words?\b|\bword count of (?:a|an) \w+|"
    r"\b(?:two|three|four|five|ten|several|whole|multiple) (?:whole )?(?:pages|screens|"
    r"screenfuls)\b|\bscrolls? for\b|\bgoes on (?:for|and on)\b|"
    r"[两二三四五六七八九十几百千万\d]+[千百]?多?个?字|好几屏|[两三四五\d]+屏|划\S{0,3}屏|"
    r"从头到尾不分段|不带换行|不分段|"
    r"\b(?:three-act (?:play|opera)|novel(?:la)?|saga|epic|thesis|dissertation|odyssey|tome|"
    r"trilogy|sequel|box set|director'?s cut|miniseries|"
    r"doorstop|encyclop(?:a)?edia|war and peace)\b|小作文|长篇小说|裹脚布|"
    r"写了[一二两三四五六七八九十几\d]{1,3}[段页]|"
    # A count of words too many for a title or a sentence: "Only nineteen words", "三十多个单词".
    r"\b(?:\d{2,}|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
    r"twenty|thirty|forty|fifty)(?:[- ]\w+)? words\b|[十二三四五六七八九几\d]{2,}多?个(?:单词|词)"
)
_EXAGGERATED = _re(EXAGGERATED)


@lru_cache(maxsize=256)
def mocks(text: str) -> bool:
    """Is there mock praise no sincere writer means ("truly an epic", "大家肯定都愿意看完", "Great
    … visitors will definitely get to the end of it before the gallery closes")? Then the readers
    named are the sarcasm's vehicle, not people whose taste is reported."""
    return bool(
        MOCKING.search(text)
        or DULL.search(text)
        or (_SARCASTIC_PRAISE.search(text) and _IRONIC.search(text) and not _KEPT.search(text))
    )


# Words the readers would have to look up: "needs a dictionary", "look up every third word".
_HARD_WORDS = _re(
    r"以为是外语|像(?:在)?(?:看|读)?外语|\b(?:sounds|reads) like (?:a )?foreign language\b|"
    r"\bin klingon\b|"
    r"\bneeds? (?:a )?(?:dictionary|glossary|translator)\b|\blook up every (?:\w+ )?word\b|"
    r"\b(?:with|need) a (?:dictionary|glossary) (?:open|beside|next to)\b|查字典|翻词典|查词典|"
    r"得配(?:个|本)?(?:词典|字典|翻译)|"
    r"\b(?:has|have|had|needs?|got) to look up\b|\blook (?:those|them|these|it|that) up\b|"
    r"\bwords\b[^.!?]{0,30}\bneed (?:a|an) (?:[\w-]+ )?(?:degree|diploma|phd|doctorate)\b"
)
HARD_WORDS = _HARD_WORDS  # read by app/style/mockery.py and sarcasm_wants.py too
# Running out of breath on one sentence: "a lede that takes three breaths", 一口气念不完.
BREATH = _re(
    r"\bbreaths?\b|\bout of breath\b|喘不过气|喘口气|一口气\S{0,2}(?:念|读|看)不完|"
    r"换(?:三|几|好几)次气"
)
# A sentence as long as something longer: "every sentence is now the length of a paragraph".
SENTENCE_AS_MORE = _re(
    r"\b(?:\d{2,}|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)[- ]word "
    r"sentences?\b|一句话\S{0,4}[一二两三四五六七八九十百\d]{2,}多?个字|"
    r"\bsentences?\b[^.!?]{0,50}\b(?:the length of|as long as|longer than) (?:a|an|the) "
    r"(?:paragraph|page|chapter|novel|essay)\b|一句话\S{0,6}(?:顶|赶上|比)\S{0,3}一(?:段|页)"
)
# A title so long it could be something longer: "这标题都能直接当导语用了", "可真长".
TITLE_AS_MORE = _re(
    r"\b(?:is|are) (?:now )?(?:basically |practically |literally |essentially )?(?:a|an) "
    r"(?:paragraph|essay|novel|short story|speech)\b|"
    r"(?:能|可以|直接)\S{0,2}当(?:导语|正文|摘要|一段|开头|段落)|可真长|真够长|也太长"
)
