"""Sarcasm read by its parts: does a message mock the text, which of its parts, and in what measure.

A sarcastic message praises what it cannot mean. It shows itself by putting mock praise or a
promised delight ("Oh great", "好家伙", "readers will absolutely love…", "大家肯定如获至宝")
beside an incongruity: a size blown out of proportion ("the length of extra time", "占了半屏",
"boss都刷新三回了"), the text likened to a genre it should not be ("reads like a disciplinary
letter", "跟法院传票一样"), or a count of what crowds it ("more emoji than words", "每句话后头都跟着
三个感叹号"). Which property is mocked comes from the part of the text named (title, paragraph,
sentence, emoji, exclamation marks, jargon, list, the whole piece) and the measure applied to it
(size, register of the genre, density, count); what the writer wants is its opposite, and is only
ever put to them (pending). When no property is clear, nothing is proposed.

Sincere praise — a change reported with what it does for the reader ("so much friendlier now",
"一眼就知道讲什么") and no incongruity — is not sarcasm.
"""

import re
from functools import lru_cache

from app.style.mocked_measures import (
    CURT_PRAISE,
    MOCK_PRAISE,
    ONE_LINE_PARAGRAPHS,
    PRAISE_ASIDE,
    PROMISED,
    incongruous,
    measured,
)
from app.style.overused import HYPE_WORDS
from app.style.praise import KEEP
from app.style.prefilter import lazily_screened
from app.style.reading import IMPERATIVE, LASTING, is_polite_request, sentences
from app.style.reading_cost import read_cost
from app.style.sarcasm import FESTIVE, HARD_WORDS, MOCKING, SARCASTIC_PRAISE
from app.style.sarcasm_wants import PICTURES


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# Mock praise beyond the stock words the older reader knows: a quality praised in a sentence of
# its own ("Subtle.", "Very festive.", "Really catchy."), an aside that gives the game away.
_PRAISE_ALONE = _re(
    r"(?:^|[.!?。！？]\s*)(?:(?:very|so|really|truly|super|how|most|just|ever so|real)\s+)?"
    r"(?:subtle|festive|catchy|romantic|gripping|riveting|readable|inviting|snappy|punchy|"
    r"elegant|charming|classy|cosy|cozy|welcoming|relaxing|soothing|fun|exciting|thrilling|"
    r"eye-catching|understated|breezy|light|friendly|warm|professional|tasteful|restrained|"
    r"accessible|clear|concise|brief|tight|crisp|minimal|calm|chill|relatable|heartwarming|"
    r"moving|touching|stirring|inspiring|genius|stellar|inspired|iconic|bold|cute)(?: stuff| work)?"
    r"\s*[.!。！]*\s*(?:$|(?=[A-Z\"'“]))|"
    r"(?:^|[，,。！!]\s*)(?:真|好|太|可真|多么|十分|非常)(?:是|系)?(?:好|咁)?(?:可爱|贴心|专业|用心|有创意|有才|"
    r"高级|精彩|生动|优雅|清爽|简洁|醒目|热闹|严肃|亲切|温馨|浪漫|好懂|通俗|活泼|有范|有格调|有心|有心思|"
    r"有气势|有文采|讲究|周到|细致)(?:了吧|了|啊|呀|哇|呢|哦)?(?=[，,。！!～~]|$)|"
    # A quality exclaimed in a sentence of its own: "So relaxed and friendly."
    r"(?:^|[.!?]\s*)[\"'“]?\s*(?:so|very|how|such|really|truly) [\w-]+(?: and [\w-]+)?\s*[.!]+\s*$|"
    r"^\W*(?:好嘛|好吧|行吧|真可以|可以啊|牛|牛啊|6{3}|厉害了|服了|佩服|妙啊|好一个)\W"
)
# A flourish no sincere writer adds.
_FLOURISH = _re(
    r"\bsaid no (?:one|reader|customer|parent|person|human|member)(?: ever)?\b|"
    r"\b(?:10|ten)\s*(?:/|out of)\s*(?:10|ten)\b|🙃|🙄|😒|\bchef'?s kiss\b|"
    r"\b(?:famously|notoriously) (?:have|has|love|loves|adore|enjoy)\b|"
    r"\bI'?m sure\b|\bno doubt\b|\bof course they will\b|"
    # A claim nobody believes: "Everyone reads those.", "Very on-brand for a funeral director."
    r"\b(?:everyone|everybody|people|readers) (?:totally |definitely |always |famously )?"
    r"(?:reads|loves|finishes|reads to the end of) (?:those|these|them|every word)\W*$|"
    r"\b(?:very|so|super|really|totally) on-?brand for (?:a|an|the)\b|"
    r"(?:一定|肯定|绝对|保证)[^，,。！!？?]{0,16}[，,]\s*(?:对吧|是吧|对不对|没错吧)|呵呵"
)
# A reaction promised with a certainty the text cannot earn: "will surely weep with joy",
# "Everyone will make it to the bottom", "主人们肯定看得津津有味", "居民们肯定觉得很严肃".
_DELIGHT = _re(
    r"\b(?:will|'ll|are going to|gonna)\s+(?:(?:surely|definitely|absolutely|certainly|totally|"
    r"just|really|so|all|no doubt|obviously)\s+)*(?:love|adore|enjoy|relish|savour|savor|"
    r"weep|cry|swoon|cheer|queue|line up|be (?:lining|queuing|queueing|hanging|thrilled|"
    r"delighted|riveted|hooked|gripped|glued|charmed|enchanted|moved|touched|impressed|"
    r"ecstatic|overjoyed|psyched|buzzing|excited|over the moon)|hang on|make it to|get to the "
    r"(?:end|bottom)|read (?:every|all|the whole)|take it seriously|feel (?:so )?(?:welcome|"
    r"at home|relaxed|reassured))\b|"
    r"\breally (?:gets|makes) (?:people|readers|them|everyone|folks)\b|"
    r"\b(?:readers|people|everyone|customers|members|parents|kids|visitors|guests|clients|"
    r"fans|followers|users)\b[^.!?]{0,30}\b(?:will|'ll)\b[^.!?]{0,40}\b(?:love|adore|thrilled|"
    r"delighted|riveted|seriously|joy)\b|"
    r"(?:肯定|一定|绝对|保证|准|必然|想必)(?:会|能|都|是)?[^，,。！!？?]{0,10}?(?:爱|喜欢|感动|如获至宝|"
    r"倍感亲切|觉得(?:很|特别|非常)?\S{1,4}|热泪盈眶|津津有味|一口气|读完|看完|看懂|读懂|看得懂|"
    r"夸|心潮澎湃|热血沸腾|激动|兴奋|开心|高兴|秒懂|认真|严肃|哭|笑|过瘾|受益|收藏|转发|下单|买单|"
    r"逐字|欲罢不能|手不释卷|拍手|点赞|叫好|印象深刻)"
)
# A size blown out of proportion: time passing while one reads, a body put to work, a space
# measured in screens, pages, spires and bookmarks.
_HYPERBOLE = _re(
    r"\bthe (?:length|size|height) of (?:a|an|the|extra|half|injury|my|our)\b|"
    r"\b(?:taller|longer|bigger|wider|deeper|heavier) than (?:a|an|the|my|our|your)\b|"
    r"\blong enough to (?:need|have|fill|wrap|cover|reach|qualify)\b|"
    r"\bneeds? (?:its|their|an?|some) (?:own )?(?:interval|intermission|half-?time|bookmark|"
    r"index|table of contents|map|break|postcode|zip code|chapter|sequel|breather|rest stop)\b|"
    r"\b(?:an? )?(?:interval|intermission|half-?time break) (?:halfway|in the middle)\b|"
    r"\bwraps? (?:onto|over|across|round) (?:\w+ ){0,2}(?:lines|pages|screens)\b|"
    r"\b(?:all |a )?(?:two|three|four|five|six|seven|eight|nine|ten|\d+) (?:whole |full |entire )?"
    r"(?:screens|screenfuls|pages|scrolls|thumb-?scrolls)(?: of it)?\b|"
    r"\b(?:basically|practically|literally|now|is|already) (?:a |an )?(?:whole |entire |full )"
    r"(?:paragraph|page|screen|essay|chapter|novel)\b|"
    r"\b(?:two|three|four|\d+) breaths\b|\bbefore (?:they|anyone|readers|people|we|you|the \w+) "
    r"(?:\w+ )?(?:finish|reach|get to|find out|make it)\b|"
    r"\b(?:have|had|'ll have|will have) (?:finished|drunk|eaten|retired|grown up|moved house)\b|"
    r"(?:占了?|足足|整整|写了|长达|有)(?:大)?(?:半|一|两|三|四|五|好几|\d+)(?:个)?(?:整)?(?:屏|页)|"
    r"半屏|一整屏|满满一屏|(?:左右|上下)(?:滑|划|翻)着?(?:看|读)|滑到手(?:指|都)|"
    r"(?:看|读|念)完[^，,。！!]{0,10}(?:都|也|早就?|已经)[^，,。！!]{0,10}(?:了|回|遍)|"
    r"(?:刷新|复活|重生|下架|退休|毕业|天亮|天黑|放学|下班)了?[一二两三四五六七八九十几\d]*[回次遍]?了|"
    r"比[^，,。！!]{1,12}还(?:长|高|厚|多|密|正式|复杂|难懂)|"
    r"(?:拐|绕|转)了[一二两三四五六七八九十几\d]+(?:个)?弯|(?:读|念|看)到句号\S{0,4}(?:都)?忘了|"
    r"忘了开头|一口气(?:都)?(?:念|读|看)不完|换了?(?:两|三|几|好几)(?:次|口)气|"
    r"[一二两三四五六七八九十\d]+行半|逗号都不带歇|一段到底|从头到尾(?:都)?(?:没|不)分段|"
    # A measure said plainly: "go on for a whole screen", "runs three lines before it lands", "a
    # solid brick of text", "so long I lose the thread", 长得一行都放不下, 占了大半个手机屏幕.
    r"\b(?:a|one) (?:whole|full|entire) (?:phone )?screen\b|\bgo(?:es)? on for\b|"
    r"\bfills? (?:my|the|your|a|an) (?:whole |entire )?(?:phone |laptop )?screen\b|"
    r"\b(?:spills?|runs?|wraps?) (?:over )?(?:on)?to (?:a )?(?:second|third|two|three|next) "
    r"(?:lines?|pages?|screens?)\b|"
    r"\bruns? (?:for |to |over )?(?:two|three|four|five|six|\d+) (?:full )?lines\b|"
    r"\b(?:solid |dense |giant )?(?:brick|slab)s? of (?:text|prose|words)\b|"
    r"\bso (?:long|dense|wordy) (?:that )?(?:I|you|we|readers|people|they|nobody|no one)\b|"
    r"(?:长|多|密)得(?:我|人|读者|大家|一行|一屏|一页)|占了?(?:大)?半(?:个)?(?:手机)?屏|"
    r"(?:看|读)了[两三四五六七八九十几\d]+遍(?:都)?(?:没|不)"
)
# A crowd of something counted: "more emoji than words", "after every line", "十几个小水滴".
_CROWDED = _re(
    r"\bmore [\w' -]{1,30}? than (?:words|text|sentences|content|actual \w+)\b|"
    r"\b(?:after|before|on|in|at the end of) every (?:single )?(?:line|sentence|word|paragraph|"
    r"heading|bullet)\b|\bevery (?:single )?(?:line|sentence|paragraph)(?: of (?:the|this|our|"
    r"my|that) (?:[\w-]+ ){0,2}?[\w-]+)? (?:now )?(?:ends?|starts?|opens?|"
    r"gets?|has)\b|"
    r"\b(?:eleven|twelve|fifteen|twenty|thirty|dozen|\d{2,}) (?:\w+ )?(?:bullet points|bullets|"
    r"points|emoji|emojis|exclamation marks)\b|"
    r"\b(?:two|three|four|five|six|\d+) exclamation (?:marks|points)\b|"
    r"\b(?:bullet|emoji|acronym) after (?:bullet|emoji|acronym)\b|"
    r"(?:整篇|通篇|全篇|满篇|满屏)(?:都是|全是)?\S{0,4}(?:术语|感叹号|表情|要点|英文|缩写)|"
    r"(?:每(?:一)?(?:句|行|段)(?:话)?)(?:后头|后面|结尾|开头)?(?:都)?(?:跟着|挂着|带着|加了?|缀着)|"
    r"(?:成|足足|整整|塞了|堆了|放了|加了)(?:十几|几十|二十|三十|[五六七八九十]|\d{2,})个\s*emojis?|"
    r"(?:十几|几十|二十|三十|[两三四五六七八九十]{1,2}|\d{1,3})个[^，,。！!]{0,6}(?:表情|感叹号|"
    r"小\S{1,3}|要点|条目|术语)|(?:被)?拆成了?[两三四五六七八九十几\d]+(?:个|条)|满(?:屏|篇)"
)
# Genres a text can be likened to, by what the likeness says is wrong with it.
_FORMAL_GENRE = (
    r"contract|terms[- ]of[- ]service(?: agreement)?|terms and conditions|legal (?:notice|"
    r"document|disclaimer)|disciplinary (?:letter|notice|hearing)|court (?:summons|order|filing)|"
    r"summons|subpoena|affidavit|tax (?:code|law)|government (?:circular|memo|form)|"
    r"(?:hr|compliance|board) (?:memo|policy|minutes)|policy document|lease|insurance policy|"
    r"eviction notice|warning letter|official (?:statement|notice|communiqu[eé])|"
    r"vat return|tax (?:return|form)s?|(?:mortgage|loan|tenancy|rental|licen[cs]e|service|user|"
    r"purchase|non-disclosure|settlement) agreement|small print|fine print|warranty|"
    r"planning application|insurance claim form|(?:solicitor|lawyer|bank)'?s'? letter|"
    r"council (?:letter|memo|minutes)|minutes of (?:a|the) (?:meeting|council)|"
    r"年终总结|工作总结|工作汇报|汇报材料|会议纪要|领导讲话|"
    r"合同|公文|红头文件|判决书|传票|起诉书|律师函|通报|检讨书|述职报告|政府工作报告|法律条文|官方声明|"
    r"申论|处分决定|外交辞令|国务院\S{0,4}|政府公告|官方通告|公告|通告"
)
# A paper of one science ("sounds like a chemistry paper"): learned, and full of its terms.
_SCIENCE_PAPER = (
    r"\b(?:chemistry|physics|biology|science|scientific|medical|engineering|maths?|statistics|"
    r"pharmacology|neuroscience) (?:paper|journal|lecture|textbook|exam|thesis|conference)\b"
)
# Learned genres: stiff, and full of terms when terms are quoted beside them.
_ACADEMIC_GENRE = (
    _SCIENCE_PAPER + r"|"
    r"\b(?:textbook|thesis|dissertation|research paper|journal article|lecture)\b|"
    r"论文答辩|学术论文|毕业论文|论文|教科书|教材|学术报告"
)
_DULL_GENRE = (
    r"spreadsheet|weather (?:report|forecast)|shipping forecast|"
    r"phone book|instruction manual|manual|parking ticket|receipt|invoice|bank statement|"
    r"dishwasher|toaster|spreadsheet cell|timetable|inventory|"
    r"流水账|说明书|天气预报|气象报告|白开水|念经|报表|账单|会议纪要|新闻联播|课文|催眠|"
    r"put (?:a |the )?\w+ to sleep"
)
_CHATTY_GENRE = (
    r"group ?chat|text message|tweet|meme|whatsapp|dms?|instagram caption|tiktok|"
    r"(?:my|a) (?:nephew|niece|teenager|kid|mate)'?s? (?:group chat|texts?|messages?)|"
    r"朋友圈|段子|聊天记录|微信群|群聊|网络流行语|顺口溜|唠嗑|脱口秀|相声|热梗|口水话"
)
_LIST_GENRE = (
    r"shopping list|packing list|inventory|bulleted (?:inventory|list)|checklist|slide deck|"
    r"powerpoint|ppt|清单|购物清单|清单体|提纲|要点|条目|幻灯片"
)
_LONG_GENRE = (
    r"\b(?:novel|saga|epic|trilogy|war and peace|encyclop(?:a)?edia|dissertation|thesis|tome)\b|"
    r"长篇小说|裹脚布|族谱|连续剧|连载|百科全书|毕业论文"
)
_LIKENED = (
    r"(?:reads?|sounds?|looks?|feels?|comes? across) like (?:a |an |the |my |our )?"
    r"(?:[\w'-]+ ){0,3}?"
    r"|(?:turned|made|written) into (?:a |an )?(?:[\w-]+ ){0,2}?"
    # "quit writing the club notices like a solicitor's letter": how it is written, likened.
    r"|\bwrit(?:e|es|ing|in'?|ten) (?:[\w'-]+ ){0,4}?like (?:a |an |the |my |our )?"
    r"(?:[\w'-]+ ){0,3}?"
    r"|(?:跟|像|和|如同|好比|写成了?|写出了?|变成了?|改成了?|弄成了?|搞得像|好似|似足|写到(?:好)?似)(?:是|在)?"
    r"(?:看|读|念)?\S{0,8}?"
)
_FORMAL_LIKENESS = _re(r"(?:" + _LIKENED + r")(?:" + _FORMAL_GENRE + r")")
_ACADEMIC_LIKENESS = _re(r"(?:" + _LIKENED + r")(?:" + _ACADEMIC_GENRE + r")|论文的感觉")
# Life said to be missing, whatever it is likened to: "all the warmth of a VAT return", "so
# sedate it could put a toddler to sleep", "平淡得像气象报告".
_LIFELESS = _re(
    r"\b(?:warmth|energy|charm|personality|excitement|life|sparkle|zing|pizzazz|heart|"
    r"emotional range|joy) of (?:a|an|the|my|our)\b|"
    r"\bas (?:exciting|fun|thrilling|lively|warm|gripping|riveting|cheerful) as\b|"
    r"\bput (?:a |the |an )?\w+ to sleep\b|\b(?:so|as) (?:sedate|flat|dull|bland|beige|"
    r"lifeless|limp|monotonous)\b|(?:平淡|干巴巴|平|沉闷|死板|无聊|寡淡)得(?:像|跟)|催眠|"
    # Life said to be missing outright: "soulless", "dry as dust", 干巴巴的, 一点人情味都没有.
    r"\b(?:written|typed|drafted) by (?:a |an )?(?:committee of |bunch of |team of )?(?:robots?|"
    r"machines?|bots?)\b|"
    r"\b(?:lifeless|soulless|robotic|dry as dust|bone-?dry|as dry as|no (?:life|soul|warmth|"
    r"personality) (?:in|to) it)\b|干巴巴|冷冰冰|死气沉沉|毫无生气|没(?:有)?(?:一点|什么|半点)?"
    r"(?:人情味|温度|生气|烟火气)|(?:人情味|温度|生气)都没(?:有)?|像(?:个)?机器人"
)
# Stiffness named in the likeness: "as stiff as a tax form", "官腔十足".
_STIFF = _re(
    r"\b(?:as|so) (?:[\w-]+ and )?(?:stiff|formal|official|stuffy|starchy|bureaucratic|corporate)"
    r"(?: and [\w-]+)?(?: as)?\b|\b(?:reads?|sounds?) (?:as )?(?:stiff|stuffy|starchy)\b|"
    r"官腔|打官腔|一本正经得"
)
# Energy of the loudest kind: "the energy of a game-show host", "打了鸡血".
_HYPED = _re(
    r"\b(?:energy|vibe|enthusiasm|volume|pep) of (?:a|an|the) (?:[\w-]+ ){0,2}?(?:game-?show|"
    r"cheerleader|infomercial|auctioneer|hype ?man|carnival|circus|sports commentator|"
    r"children'?s tv|kids'? tv|radio dj|tv shopping|pep rally)|打了鸡血|喊麦|电视购物"
)
_DULL_LIKENESS = _re(r"(?:" + _LIKENED + r")(?:" + _DULL_GENRE + r")")
# Excitement promised of a text likened to paperwork ("reads like a planning application.
# Really gets the blood pumping", 「读着跟招标公告一样，看得人热血沸腾啊」): the life it lacks.
_THRILL_MOCKED = _re(
    r"\bgets? (?:the |my |your |our |one'?s )?(?:blood|pulse|heart|adrenaline) (?:pumping|racing|"
    r"going|flowing)\b|\b(?:edge of (?:my|your|the|our) seats?|heart-?pounding|pulse-?pounding|"
    r"spine-?tingling)\b|热血沸腾|心潮澎湃|激动人心|肾上腺素|心跳加速"
)
_CHATTY_LIKENESS = _re(r"(?:" + _LIKENED + r")(?:" + _CHATTY_GENRE + r")")
_LIST_LIKENESS = _re(r"(?:" + _LIKENED + r")(?:" + _LIST_GENRE + r")|清单体|\bbulleted inventory\b")
_FESTIVE_LIKENESS = _re(FESTIVE)
_GENRE_ANY = _re(
    r"(?:"
    + _LIKENED
    + r")(?:"
    + "|".join(
        (_FORMAL_GENRE, _ACADEMIC_GENRE, _DULL_GENRE, _CHATTY_GENRE, _LIST_GENRE, _LONG_GENRE)
    )
    + r")"
)

# The parts of a text a mockery can be about, most particular first.
_PARTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "title",
        _re(
            r"\b(?:titles?|headlines?|headings?|headers?|subject lines?|straplines?|banners?|"
            r"H1s?)\b|标题|题目|标题栏|大标题|小标题|帖子名|文章名"
        ),
    ),
    (
        "sentence",
        _re(
            r"\b(?:sentences?|lede|opening line)\b|一句话?|句子|这句|"
            r"第[一二三四五六七八九十\d]+句|首句|末句"
        ),
    ),
    (
        "paragraph",
        _re(
            r"\b(?:paragraphs?|paras?|blocks? of text|walls? of text)\b|段落|一段|段话|分段|"
            r"第[一二三四五六七八九十\d]+段|首段|开头那段"
        ),
    ),
)
_PIECE = _re(
    r"\b(?:email|newsletter|notice|post|update|description|bio|blurb|article|piece|letter|"
    r"report|announcement|page|listing|intro|column|recap|write-?up|guide|story|caption)s?\b|"
    r"文章|推文|通知|介绍|详情|稿子|文案|帖子|攻略|总结|公告|说明|简介|正文|全文|整篇|字数"
)
# Measures that only size something else ("basically a whole paragraph", "the length of a
# novel", "比族谱还长"): not the part mocked.
_MEASURE_PHRASE = _re(
    r"\b(?:the (?:length|size|height) of|as long as|longer than|taller than|basically|"
    r"practically|literally|a whole|an entire|a full)\s+(?:a |an |the )?[\w-]+(?: [\w-]+)?|"
    r"(?:占了?|顶|赶上|比)\S{0,3}(?:一|半)?(?:整)?(?:段|页|屏|句)"
)
_EMOJI = _re(
    r"\bemoji\w*|\bemoticons?\b|\bsmileys?\b|\b(?:sunflowers?|sparkles?|party poppers?|hearts|"
    r"confetti|balloons|rainbows|stickers|fireworks|thumbs[- ]ups?|little faces|crying faces|"
    r"unicorns|rockets|flames)\b|表情|小(?:水滴|花|太阳|星星|爱心|心心|火苗|烟花|气球|彩虹|笑脸|图标|"
    r"贴纸|皇冠|火箭|奖杯|黄脸)|哭脸|笑脸|颜文字|[\U0001F300-\U0001FAFF\u2600-\u27BF]{3,}"
)
_EXCLAIMED = _re(r"\bexclamation (?:marks?|points?)\b|感叹号|!!!|！！！")
_LISTED = _re(
    r"\bbullet(?:ed)? (?:points?|list|inventory)\b|\bbullets\b|列表|要点|条目|清单|分点|"
    r"(?:切|拆|分|剁)成(?:了)?(?:一条一条|一条条|一点一点|[两三四五六七八九十几\d]+(?:条|点|个要点))"
)
# Emoji said to be missing: "not a single emoji", "一个表情都没有".
_NO_EMOJI = _re(
    r"\b(?:not|without) (?:a|one|any) (?:single )?emoji\b|\bno emoji\b|\bzero emoji\b|"
    r"一个表情都没有|没有(?:一个)?表情|一个表情都没"
)
_JARGON = _re(
    r"\bjargon\b|\bbuzzwords?\b|\bacronyms\b|\btechnical terms\b|术语|行话|黑话|专业名词|专有名词|"
    r"缩写|简称|"
    # The technicality itself named ("专业到我以为在读博士论文", "so technical", "sounds like a
    # chemistry paper": a paper of one science): what is mocked is the terms, not the register.
    r"专业(?:到|得|成这样|过头)|(?:太|好|这么|那么|忒)专业|"
    r"\b(?:so|too|very|super|way|hella|ultra|crazy) (?:technical|sciencey|scientific)\b|"
    + _SCIENCE_PAPER
    + r"|"
    # English terms listed inside Chinese ("塞了 idempotent、eventual consistency、CAP").
    r"(?<![A-Za-z])[A-Za-z][A-Za-z -]{2,}(?:、|,\s*)[A-Za-z][A-Za-z -]{1,}"
    r"(?=[^A-Za-z]*[\u4e00-\u9fff])"
)
# Two or more terms quoted one after another: the words held up are the jargon.
# A quotation mark, not an apostrophe ("it's a blog, nobody says 'henceforth'" quotes one word).
_OPEN = r"(?:[“「『]|(?<![A-Za-z])[\"'‘])"
_CLOSE = r"(?:[”」』]|[\"'’](?![A-Za-z]))"
# A quoted term the readers (not "you", not "we") are promised to relish: "I'm sure the
# eight-year-olds will love 'apparent wind vector'", 「孩子们一定会爱上“边际效应”」: the words
# held up are too hard for them.
_TERM_RELISHED = _re(
    r"(?<!\byou)(?<!\byou )(?<!\bwe)(?<!\bwe )(?:will|'ll|are going to|gonna) "
    r"(?:just |absolutely |really |totally |simply )?"
    r"(?:love|adore|enjoy|relish|lap up|appreciate|be (?:thrilled|delighted|riveted|enchanted|"
    r"fascinated) (?:by|with))\s+"
    + _OPEN
    + r"|(?:一定|肯定|保证|绝对)\S{0,4}(?:爱死|喜欢|爱上|爱看|爱听)\S{0,6}"
    + _OPEN
)
_QUOTED_TERMS = re.compile(
    _OPEN
    + r"[^”」』\"'’]{2,40}"
    + _CLOSE
    + r"\s*(?:[、,，]|and|和|与|及|or)?\s*"
    + _OPEN
    + r"[^”」』\"'’]{2,40}"
    + _CLOSE
)
_QUOTED = re.compile(_OPEN + r"([^”」』\"'’]{2,60})" + _CLOSE)
# A long learned word held up in quotes ("'synergistic horticultural outcomes'").
_LEARNED = _re(r"\b[a-z]{11,}\b|\b[a-z]{5,}(?:istic|ological|ality|ization|isation)\b")
_FORMAL_WORDS = _re(
    r"\baforementioned\b|\bduly\b|\bhereby\b|\bpursuant\b|\bheretofore\b|\bwhereas\b|"
    r"\bnotwithstanding\b|\bhenceforth\b|\bsolemni[sz]ed\b|\bforthwith\b|\bkindly be advised\b|"
    r"\bplease be advised\b|\bthe parties\b|兹|特此|敬请|予以|鉴于|综上所述|贵方|恳请|谨此|此致|"
    r"进一步|全面提升|切实|扎实推进|贯彻|落实|有序推进|高度重视|由此可见"
)
_CASUAL_WORDS = _re(
    r"\bslaps\b|\bno cap\b|\blit\b|\bbesties?\b|\bvibes?\b|\bomg\b|\blmao\b|\bbruh\b|\byolo\b|"
    r"\bgonna\b|\bwanna\b|\bhey guys\b|宝子|家人们|绝绝子|yyds|冲鸭|哈哈|老铁"
)
_THIN = _re(
    r"\bbare-?bones\b|\bskeletal\b|\bcould(?:'ve| have) been a (?:tweet|text|post-?it)\b|"
    r"\bthin as\b|干巴巴几句|就几个字|三言两语|"
    r"\bso (?:thin|sparse|skimpy|meagre|meager|threadbare) (?:it|that)\b|\bcould (?:fit|go) on a "
    r"(?:napkin|post-?it|stamp|business card|receipt|beer mat)\b|\b(?:skimpy|threadbare)\b|"
    r"每段(?:都)?(?:只有|就|才)一(?:句|行)|一句(?:话)?(?:就)?一段|一行一段|"
    r"\bone[- ](?:line|sentence) paragraphs?\b"
)
# Sincere praise: a change reported with what it does for the reader, or asked to be kept.
_BENEFIT = _re(
    r"\b(?:so much|much|far|way|a lot|loads) (?:easier|friendlier|clearer|calmer|warmer|better|"
    r"nicer|simpler|smoother|quicker|cleaner|classier|tidier)\b|"
    r"\beasier to (?:read|scan|follow|skim)\b|"
    r"\bfeels? (?:so |much |far )?(?:friendlier|warmer|clearer|more \w+)\b|"
    r"\b(?:get|got|gets) it (?:first time|straight away|right away|at once)\b|"
    r"\bclients will get it\b|\b(?:works?|worked) (?:really )?well\b|"
    r"\bkeep (?:them|it|doing (?:it|that|this)) (?:like (?:that|this)|that way|up)\b|"
    r"\bmore of (?:that|this)\b|\bkeep doing (?:that|this|it)\b|\bthat'?s the kind I want\b|"
    r"\bno sarcasm\b|\bgenuinely\b|\bhonestly\b(?![^.!?]{0,40}\b(?:will|'ll)\b)|"
    r"一眼就(?:知道|明白|看懂|能看)|看得懂|都说(?:看得懂|亲切|好|清楚)|(?:顺|清楚|轻松|舒服|好读|好懂|亲切)多了|"
    r"以后(?:都|就)?(?:这样|这么写|係咁|系咁)|继续保持|保持(?:住)?\W*$|就按这个来|就是这个感觉|"
    r"不是反话|说真的|"
    # ("Love how the headline is just four words now, spot on": a verdict no mockery closes on.)
    r"\b(?:spot on|bang on|just right|exactly right)\b|正合我意|恰到好处"
)


def _first_part(text: str) -> str | None:
    """The first particular part named outside a measure phrase, else the piece, else None."""
    bare = _MEASURE_PHRASE.sub(" ", text)
    at: list[tuple[int, str]] = []
    for name, pattern in _PARTS:
        found = pattern.search(bare)
        if found:
            at.append((found.start(), name))
    if at:
        return min(at)[1]
    return "piece" if _PIECE.search(text) or _PIECE.search(bare) else None


_THOUSANDS = _re(r"(?:千|万)字|[两三四五六七八九十几\d]{1,3}千(?:多)?字|\b\d{1,2},?\d{3} words\b")
# A count of words or pages sizes the whole piece: "写了五千字", "all nine pages".
_WORD_COUNT = _re(
    r"[一二两三四五六七八九十百千万几\d]+(?:多)?(?:个)?字|\b(?:\d[\d,]*|hundreds of|thousands of) "
    r"words\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|\d+) (?:whole |full )?pages\b|"
    r"[两三四五六七八九十\d]+页"
)
_SIZE_OF = {
    "title": ("title_style", "short"),
    "sentence": ("sentence_length", "shorter"),
    "paragraph": ("paragraph_length", "shorter"),
    "piece": ("length", "concise"),
}


def _quoted(text: str) -> str:
    return " ".join(m.group(1) for m in _QUOTED.finditer(text))


@lru_cache(maxsize=256)
def described_measure(text: str) -> bool:
    """Is a size blown up, a genre, a crowd or a lifeless likeness described?"""
    return bool(
        _HYPERBOLE.search(text)
        or _CROWDED.search(text)
        or _GENRE_ANY.search(text)
        or _DULL_LIKENESS.search(text)
        or _LIFELESS.search(text)
        or _FESTIVE_LIKENESS.search(text)
        or MOCKING.search(text)
        or incongruous(text)
    )


def incongruity(text: str) -> bool:
    """Is there a size, a genre, a crowd or a register held up in quotes that no sincere praise
    would describe? (A count of words is one only beside mock praise: "写了五千字，花了我一周"
    tells a size.)"""
    quoted = _quoted(text)
    return bool(
        _THOUSANDS.search(text)
        or HARD_WORDS.search(text)
        or _FORMAL_WORDS.search(quoted)
        or _CASUAL_WORDS.search(quoted)
        or _LEARNED.search(quoted)
        or _QUOTED_TERMS.search(text)
        or described_measure(text)
        or incongruous(text)
    )


def is_sincere(text: str) -> bool:
    """Praise that reports a change and its benefit, or asks to keep it, with nothing blown up
    beside it."""
    return bool(_BENEFIT.search(text) or KEEP.search(text)) and not (
        incongruity(text)
        or _FLOURISH.search(text)
        or _DELIGHT.search(text)
        or read_cost(text) is not None  # "Honestly thought HR was about to sack me…"
    )


def mocks_the_text(text: str) -> bool:
    """Mock praise, a promised delight or a flourish, beside an incongruity (or two of the
    three cues together): the message means the opposite of its praise."""
    if is_sincere(text):
        return False
    praise = bool(
        SARCASTIC_PRAISE.search(text)
        or _PRAISE_ALONE.search(text)
        or MOCK_PRAISE.search(text)
        or PRAISE_ASIDE.search(text)
        or CURT_PRAISE.search(text)
    )
    delight = bool(_DELIGHT.search(text) or PROMISED.search(text))
    flourish = bool(_FLOURISH.search(text))
    odd = incongruity(text)
    if odd:
        return praise or delight or flourish
    return flourish and (praise or delight)


def mocked_property(text: str) -> tuple[str, str] | None:
    """The opposite of what the mockery describes, as (dimension, value); None when unclear.
    Register words held up in quotes first, then counted crowds (emoji, exclamation marks,
    jargon, bullets), then a size by the part it is said of, then a register by its genre."""
    quoted = _quoted(text)
    if _TERM_RELISHED.search(text):
        # ("…reads like a legal brief. I'm sure the Year 3s will adore 'pursuant to'": the
        # term the readers are promised to relish is the jargon, however stiff its register.)
        return ("vocabulary", "plain")
    if _FORMAL_WORDS.search(quoted):
        return ("formality", "casual")
    if _CASUAL_WORDS.search(quoted):
        return ("formality", "formal")
    if HYPE_WORDS.search(quoted):
        return ("tone", "calm")  # 满屏「炸裂」「绝了」: the hype held up, not jargon
    if _EMOJI.search(text) or PICTURES.search(text):
        return ("emoji", "more") if _NO_EMOJI.search(text) else ("emoji", "fewer")
    if _EXCLAIMED.search(text):
        return ("tone", "calm")
    if _THRILL_MOCKED.search(text) and (
        _FORMAL_LIKENESS.search(text) or _DULL_LIKENESS.search(text)
    ):
        return ("tone", "lively")
    if _FORMAL_LIKENESS.search(text) and not _JARGON.search(text):
        return ("formality", "casual")  # "跟政府工作报告似的，“进一步推动”": the register quoted
    if _QUOTED_TERMS.search(text) or _JARGON.search(text) or _LEARNED.search(quoted):
        return ("vocabulary", "plain")
    crowded = _CROWDED.search(text) or _HYPERBOLE.search(text)
    if ONE_LINE_PARAGRAPHS.search(text):
        return ("paragraph_length", "longer")  # "every paragraph is a single line… a list"
    if _LIST_LIKENESS.search(text) or (_LISTED.search(text) and (crowded or _cut_into_items(text))):
        return ("structure", "prose")
    told = measured(text, _first_part(text))
    if told is not None:
        return told  # "runs to eleven lines", 就俩字“经验”, "reads like a telegram"
    if _THIN.search(text):
        part = _first_part(text)
        if part == "paragraph" or re.search(r"每段|一段", text):
            return ("paragraph_length", "longer")
        return ("length", "detailed")
    sized = _HYPERBOLE.search(text) or _THOUSANDS.search(text) or re.search(_LONG_GENRE, text, re.I)
    if sized:
        part = _first_part(text) or ("piece" if _WORD_COUNT.search(text) else None)
        if part is not None:
            return _SIZE_OF[part]
    if _STIFF.search(text):
        return ("formality", "casual")  # "as dry and formal as an insurance policy"
    if _HYPED.search(text):
        return ("tone", "calm")
    if _LIFELESS.search(text):
        return ("tone", "lively")
    if _FORMAL_LIKENESS.search(text) or _ACADEMIC_LIKENESS.search(text):
        return ("formality", "casual")
    if _CHATTY_LIKENESS.search(text):
        return ("formality", "formal")
    if _DULL_LIKENESS.search(text):
        return ("tone", "lively")
    if _FESTIVE_LIKENESS.search(text):
        return ("tone", "calm")
    return None


def _cut_into_items(text: str) -> bool:
    """ "切成一条一条的", "拆成了九个要点": a text cut into items."""
    return bool(re.search(r"(?:切|拆|分|剁)成", text))


def plain_requests(text: str) -> list[str]:
    """The sentences of a sarcastic message that ask for something in plain words, with no
    praise or mockery of their own ("…the length of a novel. Cut them to three lines, always.")."""
    return [
        sentence
        for sentence in sentences(text)
        if (IMPERATIVE.search(sentence) or LASTING.search(sentence) or is_polite_request(sentence))
        and not (
            SARCASTIC_PRAISE.search(sentence)
            or _PRAISE_ALONE.search(sentence)
            or _FLOURISH.search(sentence)
            or _DELIGHT.search(sentence)
            or incongruity(sentence)
            or read_cost(sentence) is not None
        )
    ]


def read_mockery(text: str) -> tuple[str, str] | None:
    """What a sarcastic message wants, when both its sarcasm and the property it mocks are
    clear; None otherwise."""
    mocked = mocked_property(text) if mocks_the_text(text) else None
    # ("only took me a whole coffee to reach the bit about…", "我还以为是停水通知": the price of
    # reading, told and mocked — app/style/reading_cost.py.)
    cost = read_cost(text)
    if cost is not None and cost[0] == "formality" and _JARGON.search(text):
        # ("专业到我以为在读博士论文": the register it is taken for, but its technicality named.)
        cost = ("vocabulary", "plain")
    if mocked is None and cost == ("length", "concise") and _THIS_PARAGRAPH.search(text):
        return ("paragraph_length", "shorter")  # 「这段可真够长的，我划了四屏才看到结尾」
    return mocked or cost


# The paragraph in front of the writer named ("这段可真够长的", "这段落写得可真长啊").
_THIS_PARAGRAPH = _re(r"^\W*这段(?!时间|日子|经历|故事|历史|路|话|视频|录音)|^\W*(?:这个?)?段落")
