"""Whose taste a clause states: the writer's own, or someone else's, and when the writer
takes someone else's wish as their own.

"My boss writes everything in the third person", "读者喜欢…", "我们主编特别爱用长句" describe
another person: not the writer's style, never filed. "…and honestly she's right", "Please
write the notes that way from now on", "以后就照他们说的来" adopt it: then it is the writer's.
In English and Chinese.
"""

import re
from functools import lru_cache

from app.style.message_cues import SIDES_WITH
from app.style.prefilter import lazily_screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


_THIRD_PARTY_ZH = re.compile(
    r"(?<![对跟给和向让为])"
    r"(?:读者|观众|用户|客户|老板娘|老板|店长|合伙人|搭档|助理|领导|上司|编辑|主编|同事|朋友|我妈|妈妈|母亲|我爸|爸爸|父亲|"
    r"女儿|儿子|闺蜜|室友|舍友|对象|婆婆|公公|奶奶|爷爷|外婆|外公|姥姥|阿嫲|阿妈|老豆|舅舅|姑姑|"
    r"姨妈|叔叔|伯伯|嫂子|姐夫|"
    r"孩子|老师|家人|老婆|老公|他们|她们|人家|别家|别人|大家|粉丝)"
    # "我们家老板娘写详情页特别爱用专业词": what they do, told with a habit word.
    r"(?:.{0,10}?(?:特别|总是|总|老是|就|最|超|一向)(?:爱|喜欢|习惯)|"
    r".{0,4}?(?:喜欢|觉得|说(?!话)|希望|想要|要求|认为|偏好|讨厌|爱看|爱用|习惯|嫌)|.{0,4}?的(?:文章|风格|"
    r"稿子|写法|东西|内容|公众号))"
)
# "every client update", "the customer newsletter": a person naming the kind of document.
_NOT_A_DOCUMENT = (
    r"(?!\s+(?:updates?|emails?|letters?|notes?|newsletters?|posts?|pieces?|copy|briefs?|"
    r"reports?|pages?|guides?|docs?|materials?|communications?|comms|messages?|stories|"
    r"articles?|leaflets?|handouts?|facing|portal|FAQs?|onboarding|success|support|alerts?|"
    r"bulletins?|mailings?)\b)"
)
_THIRD_PARTY_EN = re.compile(
    r"\b(?:my|our|his|her|their)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:likes|loves|hates|wants|prefers|"
    r"thinks|says|said|keeps asking|writes|uses|insists|expects|swears by|talks|asked|asks|"
    r"requested|requests|told (?:us|me)|suggested|recommended|demanded|complained|"
    r"speaks|sounds)\b|"
    r"\b(?:mother|mom|mum|dad|father|parents?|wife|husband|partner|kids?|children|son|daughter|"
    r"co-?authors?|co-?workers?|"
    r"editors?|boss|manager|clients?|customers?|readers?|audience|teacher|professor|colleagues?|"
    # ("they should sound like a neighbour": the posts, told how to sound.)
    r"friends?|team|users?|people|everyone|he|she|"
    r"they(?!\s+(?:should|must|need to|ought to|have to|could)\s+(?:sound|read|look)\b))(?:'s)?"
    + _NOT_A_DOCUMENT
    +  # ("a reader like fourteen bullet points": "like" before a number or an article compares.)
    r"(?:\s+[\w']+){0,3}?\s+(?:likes|like(?!\s+(?:a|an|the|this|that|these|those|\d+|one|two|"
    r"three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|fifty|"
    r"hundreds?)\b)|loves?|hates?|wants?|prefers?|thinks?|says?|said|feels?|"
    r"finds?|asked|asks|enjoys?|dislikes?|tends? to|expects?|insists?|would like|wish(?:es)?|"
    r"keeps? asking|writes?|uses?|has|had|talks?|speaks?|sounds?)\b|"
    # Another publication or shop: "The other cycling Substack I read does everything in…".
    r"\b(?:the|an?|one|some|that) other (?:[\w-]+ ){0,2}(?:substacks?|blogs?|newsletters?|"
    r"sites?|websites?|accounts?|shops?|papers?|magazines?|podcasts?|channels?|columns?|"
    r"bakeries|caf[eé]s?|clubs?|studios?|brands?)(?: (?:I|we) (?:read|follow|like|get|know|"
    r"subscribe to|listen to))?\s+(?:[\w']+\s+){0,2}?(?:does|do|writes?|uses?|puts?|goes|has|"
    r"sounds?|reads?|likes?|loves?)\b",
    re.IGNORECASE,
)
# "my editor says my paragraphs are walls of text and honestly she's right", "想想也是".
AGREES = re.compile(
    r"\b(?:she|he|they)(?:'s|'re| is| are) (?:right|not wrong|got a point)\b|\bfair point\b|"
    r"\bI agree\b|\b(?:has|have|had|might have|may have|could have) (?:a point|a fair point)\b|"
    r"\b(?:might|may) be (?:right|on to something)\b|也许(?:他|她|他们)?说得(?:对|没错)|"
    r"说得(?:对|有道理)|说的(?:对|有道理)|想想也是|有道理|确实如此",
    re.IGNORECASE,
)
SAME_PERSON = re.compile(
    r"^\W*(?:she|he|she'?d|he'?d|she'?s|he'?s|his|her|他|她)\b|"
    # A bare remark on what was just told ("Dad signs off 'Yours faithfully'. So formal!",
    # "…一句一个。真受不了"): still about them, no wish of the writer's.
    r"^\W*(?:so|how|such|very|too|really|quite|bless (?:him|her|them)|lol|haha)\b"
    r"(?:\s+[\w'-]+){0,2}\s*[!.…]*\s*$|^\W*(?:真|好|太|超|特别|哈哈)\S{0,5}?(?:了|啊|呀|吧|哈)?[！!。…]*\s*$",
    re.I,
)
# "talking to the reader like a friend": the person after a preposition is not the subject.
_OBJECT_OF = re.compile(
    r"\b(?:to|for|with|at|about|towards?|like)\s+(?:(?:the|my|our|your|his|her|their)\s+)?$",
    re.IGNORECASE,
)


# The writer taking up what others asked for: "Please write the notes that way from now on",
# "Do that going forward", "以后就照他们说的来", "以后都这么写吧".
_ADOPTS = _re(
    r"\b(?:write|do|make|keep|handle|format|lay out|set out|word|phrase) (?:it|them|these|those|"
    r"everything|all of (?:it|them)|the \w+(?: \w+)?|my \w+|our \w+)? ?(?:that way|like that|"
    r"this way|the way (?:they|he|she) (?:asked|said|want(?:ed|s)?|like[sd]?))\b|"
    r"\bdo (?:that|this|so|the same|as (?:they|he|she) (?:say|said|ask|asked))\b|"
    r"\b(?:go|going) with (?:that|their|his|her|the) (?:suggestion|idea|advice|request)\b|"
    r"照(?:他们|她们|他|她|这个|这样|那样)(?:说的|的意思|的要求|的)?(?:来|写|办|改)|"
    r"按(?:这个|这样|那样|他们说的|他们的意思|她说的|他说的|他的意思|她的意思|他们的要求)(?:来|写|办|改)|"
    r"就这么(?:写|来|办)|都这么(?:写|来|办)|这么写吧|听(?:他们|她们|他|她)的|"
    r"我也(?:这么|这样|照着)写|(?:跟|向)(?:他|她|他们|她们)学|也(?:学|照着)(?:他|她|他们|她们)|"
    # "I'll start doing that too", "I'm going to do the same": the writer following suit.
    r"\b(?:start|begin|keep|be|try) doing (?:that|this|the same|so)\b|"
    r"\bfollow (?:suit|(?:his|her|their) lead)\b|"
    # "…wants it formal, and so do I", 「…，我也是这么想的」: the writer shares the taste.
    r"(?:^|[,，;；.。]\s*)(?:and |but )?(?:so do I|so do we|me too|same here|I do too|I agree)\b"
    r"(?! with)|我(?:们)?也(?:是)?(?:这么|这样)(?:想|觉得|认为)的?|我(?:们)?也是这个意思|"
    r"我(?:们)?也同意|" + SIDES_WITH
    # "…, and she's right, I'm with her", 「她说得对」: the writer sides with them.
)


def adopts(sentence: str) -> bool:
    """Does the writer take up what someone else asked for ("do that from now on")?"""
    return bool(_ADOPTS.search(sentence))


def _third_party_en(text: str) -> re.Match[str] | None:
    return next(
        (m for m in _THIRD_PARTY_EN.finditer(text) if not _OBJECT_OF.search(text[: m.start()])),
        None,
    )


# The readers of one message ask this of the same text again and again (each reader
# normalises the message, splits it, checks its clauses): remembered for the last few texts.
@lru_cache(maxsize=256)
def others_first(clause: str) -> bool:
    """Does the clause open on someone else's taste ("读者喜欢…", "My editor wants…")?"""
    if _WHATEVER_THEY_SAY.search(clause):
        return False  # "不管老板怎么说，…": their view waved aside
    match = _THIRD_PARTY_ZH.search(clause) or _third_party_en(clause)
    # (Someone by role or title opening it: "The district officer writes…", "我们所长写东西…".)
    return (match is not None and match.start() <= 6) or bool(
        _ROLE_EN.search(clause) or _TITLE_ZH.search(clause)
    )


def is_third_party(segment: str) -> bool:
    """True when the segment states someone else's taste or ways ("读者喜欢…", "my boss
    writes…", "我们主编特别爱用…")."""
    return bool(
        _THIRD_PARTY_ZH.search(segment) or _third_party_en(segment) or is_someone_else(segment)
    )


_THIRD_PARTY_SUBJECT = _re(
    # ("the Friends' newsletter", "the parents' bulletin": a group's own paper, the writer's.)
    r"^\W*(?!the\s+\w+s'\s)(?:(?:my|our|the|a|an|his|her|their|one)\s+)?(?:\w+\s+)?"
    r"(?:boss|editor|manager|clients?|colleagues?|co-?workers?|commenters?|reviewers?|"
    r"friends?|mother|mom|mum|dad|father|wife|husband|partner|sister|brother|teacher|professor|"
    r"bff|roommates?|cousins?|aunt|uncle|grandma|grandpa|gran|bf|gf|boyfriend|girlfriend|"
    r"competitors?|someone|somebody|people on|team lead|co-?authors?|supervisor|advisor|"
    # Anyone the writer works, studies or lives beside: "my co-translator", "our intern".
    r"co-?[a-z]+ers?|co-?[a-z]+ors?|translators?|interns?|classmates?|deskmates?|flatmates?|"
    r"housemates?|teammates?|neighbou?rs?|students?|designers?|copywriters?|other writers?|"
    # A newsroom's other hands: "the subs desk wants…", "the night editor likes…".
    r"desk|subs|sub-?editors?|chief subs?|proofreaders?|publishers?|producers?)\b"
    + _NOT_A_DOCUMENT
    + r"|"
    # One other person carried on by "he"/"she" ("…所以他那些术语张口就来"): never the writer.
    r"^\W*(?:所以|因此|而且|但是?|可是?|反正|其实|结果)?(?:他|她)(?!们)(?:那些|这些|的|写|总|老是|"
    r"一向|向来|特别|就|每次|张口|动不动)|"
    # The neighbour's anything ("隔壁号的主笔…") is never the writer, nor hearsay ("听说…").
    r"^\W*隔壁\S{0,8}?的|^\W*隔壁\S{0,6}?(?:社|号|店|组|班|公司|部|群|家)|"
    # Another's writing described: "Management's memos are always so stiff", "my boss's emails".
    r"^\W*(?:(?:my|our|the)\s+)?(?:boss|editor|manager|management|legal|HR|marketing|comms|"
    r"compliance|head office|HQ|the board|board|council|CEO|principal|director|chair|school|"
    r"competitors?|rivals?|(?:co-?)?\w*workers?|colleagues?)'s?\s+(?:[\w-]+\s+)?(?:memos?|emails?|"
    r"posts?|newsletters?|letters?|writing|copy|notes|updates?|reports?|articles?|blogs?|"
    r"announcements?|circulars?|press releases?|bulletins?)\b|"
    # Someone by name: "Pastor Dwayne's sentences run longer than his sermons".
    r"^\W*(?:(?:pastor|father|rev(?:erend)?|dr|mr|mrs|ms|miss|aunt|auntie|uncle|coach|sister|"
    r"brother|cousin|grandma|grandpa|nana)\.?\s+)?(?!(?:It|This|That|Today|Everyone|Everybody|"
    r"Nobody|Somebody|Someone|Anyone|One|Each|Everything|Monday|Tuesday|Wednesday|Thursday|"
    r"Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|"
    r"October|November|December|Christmas|Easter|Tonight|Tomorrow|Yesterday)'s)[A-Z][a-z]+'s\s+"
    r"(?:[\w-]+\s+)?"
    r"(?:sentences|paragraphs|emails?|memos?|posts?|letters?|sermons?|writing|notes|titles|"
    r"headlines|captions|texts|messages)\b|"
    # Another team's people: "另一个组的责编…", "别的编辑部的人…".
    r"^\W*(?:另一?个|别的|其他|其它)\S{0,4}?(?:组|部门|团队|编辑部|出版社|公司|报社|杂志社?)的|"
    # A department as the subject: "Legal wants every claim hedged", "Marketing insists…".
    r"^\W*(?:legal|marketing|compliance|sales|HR|PR|comms|finance|management|the board|"
    r"leadership|IT|procurement|editorial)\s+(?:wants?|says?|insists?|likes?|prefers?|asked|"
    r"requires?|needs?|demands?)\b|^\W*听说|^\W*(?:别的|其他|其它)(?:号|公众号|博主|作者|人)|"
    r"^\W*(?:other|some) (?:blogs|writers|newsletters|accounts|authors)\b|"
    # Another body's writing: "文旅局那边发的稿子…", "人家官方的推文…", "The tourism board's press
    # releases…". (Not the writer's own: 我们公司的推文, "our council's newsletter" is theirs.)
    # (A place's side is no author: 「草原那边的公告」 are the writer's notices for the grassland.)
    r"^\W*(?!我|咱|本|你)[\u4e00-\u9fff]{1,8}?(?:那边(?:发|写|出|推|贴)的?|"
    r"(?:老师|总|哥|姐|们|组|部|处|科|室|人|家|方|社|台|站|店|所|院|校)那边的?)|"
    r"^\W*(?:人家|官方|上面|上级|总部|总公司|集团|(?!我|咱|本|你)[\u4e00-\u9fff]{1,6}?(?:局|委|办|厅|署|"
    r"协会|公司|集团|平台|银行|医院|报社|电视台|媒体|政府|街道办|景区|基金会|商会))"
    r"(?:那边|发的|写的|出的|的(?:稿子|推文|通知|文章|公众号|文案|新闻稿|通稿|公告|宣传))|"
    r"^\W*the\s+(?:[\w-]+\s+){0,3}?(?:office|board|council|ministry|department|agency|authority|"
    r"bureau|association|federation|trust|society|company|firm|bank|brand|chain|paper|magazine|"
    r"station|channel|museum|hospital|university|college|charity)'s\s+(?:[\w-]+\s+)?(?:memos?|"
    r"emails?|posts?|newsletters?|letters?|writing|copy|notes|updates?|reports?|articles?|blogs?|"
    r"announcements?|circulars?|press releases?|releases?|bulletins?|leaflets?|brochures?|"
    r"website|pages?|captions?|ads?)\b|"
    r"^\W*(?:我们|我的|我家|我们的|我|隔壁\S{0,3}的?|有个|有位|一个)?"
    # "我们组另一个译者", "我们班有个同学": one of a group the writer belongs to.
    r"(?:部门里?的?|[组班队社]里?的?|团队里?的?|公司里?的?)?(?:另一?[个位名]|别的|有[个位])?"
    r"(?:主编|编辑|老板|领导|上司|同事|朋友|我妈|妈妈|我爸|爸爸|老婆|老公|女儿|儿子|老师|评论|网友|"
    r"闺蜜|姐妹|室友|舍友|表[姐妹哥弟]|堂[姐妹哥弟]|男朋友|女朋友|对象|发小|死党|"
    r"\S{0,2}主任|院长|经理|总监|导师|师兄|师姐|前辈|合著者|主笔|博主|写手|小编|大V|"
    r"有人|别人|作者|同行|对手|译者|同桌|同学|组员|队友|搭档|实习生|学生|徒弟|邻居|合伙人|设计师|"
    # (文案 is the copy itself unless it says or thinks: "文案可以活泼一点" is the writing.)
    r"文案(?=\S{0,3}(?:说|觉得|认为|建议|坚持|讨厌|喜欢))|"
    r"责编|美编|审校|校对|总编|编审|社长|组长|班长|队长|部长|科长|处长|主管)|"
    # Someone by name: "老李写东西…", "Marta always writes…", "Dr Osei uses jargon…".
    r"^\W*(?:隔壁\S{0,3}的?)?[老小](?![是实早样心时])[\u4e00-\u9fff](?:写|说|总|永远|每次|就|"
    r"的|他|她)|"
    r"^\W*(?:(?:dr|mr|mrs|ms|miss|prof|pastor|father|rev(?:erend)?|coach|aunt|auntie|uncle)\.?\s+)?"
    r"(?!(?:I|It|This|That|Nothing|Everything|What|Which|Who|"
    r"This one)\b)[A-Z][a-z]+(?: (?:from|in|at|on) (?:the )?[\w-]+)? (?:always |never |usually |"
    r"just |literally |still )?(?:writes|uses|likes|loves|"
    r"says|thinks|puts|prefers|hates)\b"
)


# Someone else by what they are to the writer, with whatever comes before it: "A fellow
# volunteer writes…", "My writing group's chair insists…", "The guy who ran this blog before me
# used…", "我有个同期作者…", "教研组长写通知…", "学院办公室的小王写…", "同组的张老师…".
_PERSON_EN = (
    r"(?:(?:branch|office|area|regional|store|shop|line|project|account) managers?|"
    r"volunteers?|chair(?:man|woman|person)?|head ?teachers?|headmaster|headmistress|principal|"
    r"guy|gal|bloke|lady|woman|man|predecessors?|founders?|organi[sz]ers?|secretary|treasurer|"
    r"coach|pastor|vicar|priest|rabbi|imam|deacon|admin|moderator|host|presenter|columnist|"
    r"blogger|influencer|author|writer|poet|novelist|journalist|reporter|copywriter|intern|boss|"
    r"editor|manager|colleague|co-?worker|friend|neighbou?r|cousin|sister|brother|mother|father|"
    r"mum|mom|dad|aunt|uncle|teacher|professor|tutor|mentor|classmate|roommate|flatmate|"
    r"teammate|partner|husband|wife|supervisor|director|president|captain|leader|"
    # Kin in any form, and anyone by trade: "my father-in-law", "Gran", "our sous-chef",
    # "the previous owner of this blog".
    r"(?:father|mother|brother|sister|son|daughter)-in-law|step-?(?:mum|mom|dad|father|mother|"
    r"son|daughter|brother|sister)|grand(?:ma|pa|mother|father|dad|parent)|gran|granny|nan|nana|"
    r"grandad|nephew|niece|godmother|godfather|in-laws|kids?|son|daughter|child|pupil|learner|"
    r"mentee|trainee|junior|student|"
    r"owner|(?:sous-?|head )?chef|baker|barista|landlord|landlady|tenant|housemate|"
    r"councill?or|vet|nurse|doctor|lawyer|accountant|designer|developer|engineer|marketer|"
    r"consultant|agent|assistant|receptionist|trainee|apprentice|successor|rival|competitor|"
    r"neighbor|client|customer|mod|moderator|streamer|youtuber|podcaster|vlogger|creator|"
    # Writers whose register is told beside a fix: "The critic I'm answering writes in…".
    r"critic|reviewer|columnist|journalist|author|novelist|poet|scholar|professor|lecturer|"
    r"translator|blogger|copywriter|speechwriter|publisher|commentator|pundit|opponent|"
    # Those the writer trades with: "My supplier's catalogue talks to the reader…".
    r"supplier|vendor|wholesaler|distributor|stockist|printer|sponsor|sister company|"
    # Bodies the writer hears from: "Head office sends us these walls of text".
    r"head office|headquarter|HQ|council|management)s?"
)
_SOMEONE_EN = re.compile(
    r"^\W*(?:(?:a|an|the|my|our|one|his|her|their|another)\s+)?(?:[\w'-]+\s+){0,3}?(?:co-?)?"
    + _PERSON_EN
    + r"(?:\s+(?:who|that)\b[^,.;!?]{0,50}?|\s+(?:of|at|from|in|on) (?:(?:this|that|the|my|our|"
    r"his|her|their|a|an)\s+)?(?:[\w'-]+\s+){0,2}?[\w'-]+|\s+(?:I|we) (?:follow|read|know|"
    r"work with|used to \w+|quote|cite|answer|reply to|respond to)|\s+(?:I'?m|I am|we'?re) "
    r"(?:answering|replying to|responding to|quoting|citing|reviewing|rebutting))?"
    r"\s+(?:always |usually |never |still |just |really |"
    r"also |only |literally |basically )?(?:writes?|wrote|drafts?|drafted|used to|uses?|used|"
    r"insists?|puts?|posts?|"
    r"types?|swears|fills?|stuffs?|crams?|squeezes?|squeezed|sends?|formats?|keeps?|kept|does|"
    r"did|turns?|turned|makes?|made|signs?|signed|texts?|texted|emails?|emailed|peppers?|"
    r"sprinkles?|litters?|loads?|ends?|starts?|opens?|talks?|speaks?)\b|"
    # Kin named bare at the start: "Gran texts in all caps", "Funny thing: Gran texts…".
    r"^\W*(?:[\w ]{1,20}:\s*)?(?:Gran|Granny|Grandma|Grandpa|Nan|Nana|Grandad|Mum|Mom|Dad|"
    r"Auntie|Aunty|Uncle \w+|Aunt \w+)\s+(?:always |usually |never |still |just |only )?"
    r"(?:writes?|texts?|emails?|types?|uses?|signs?|puts?|sends?|posts?|talks?|loves?)\b|"
    # Others' writing in a crowd: "Half the other parish newsletters are wall-to-wall emoji".
    r"^\W*(?:half|most|all|some|many|a lot) (?:of )?(?:the )?other (?:[\w-]+ ){0,2}(?:newsletters?|"
    r"blogs?|accounts?|pages?|posts?|writers?|shops?|churches|parishes|schools|clubs)\b|"
    # A rival business as the subject: "Our rival café posts in the third person", "the
    # competing agency writes…".
    r"^\W*(?:(?:our|my|the|a|an|one)\s+)?(?:main |local |nearest |biggest |big )?(?:rival|"
    r"competitor|competing|competition'?s|neighbouring|neighboring|next-door)\s+(?:[\w'-]+\s+){0,2}?"
    r"(?:always |usually |still |just |now |only )?(?:posts?|writes?|uses?|puts?|sends?|does|"
    r"talks?|calls?|addresses?|opens?|ends?|signs?|fills?|stuffs?|crams?)\b|"
    # Someone's writing by what they are to the writer: "My supplier's catalogue talks to…".
    r"^\W*(?:(?:a|an|the|my|our|his|her|their|another)\s+)?(?:[\w'-]+\s+){0,2}?"
    + _PERSON_EN
    + r"'s\s+(?:[\w-]+\s+)?(?:catalog(?:ue)?s?|posts?|newsletters?|emails?|letters?|captions?|"
    r"ads?|flyers?|menus?|blogs?|pages?|copy|notes|updates?|announcements?|website|brochures?|"
    r"leaflets?|descriptions?|listings?|writing|reports?|memos?)\b|"
    # Another's business writing: "A rival bakery's posts are all slang".
    r"^\W*(?:a|an|another|some|one)\s+(?:[\w-]+\s+){0,2}[\w-]+'s\s+(?:[\w-]+\s+)?(?:posts?|"
    r"newsletters?|emails?|letters?|captions?|ads?|flyers?|menus?|blogs?|pages?|copy|notes|"
    r"updates?|announcements?)\b",
    re.IGNORECASE,
)
_SURNAME = (
    r"[张王李赵刘陈杨黄吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁"
    r"任卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛闫段雷龙黎史陶贺毛郝顾龚邵万覃武钱戴严莫"
    r"孔常汤康易乔赖]"
)
_KIN_ZH = (
    r"婆婆|公公|岳父|岳母|丈母娘|老丈人|家婆|家公|奶奶|爷爷|外婆|外公|姥姥|姥爷|阿嫲|阿爷|阿公|阿婆|"
    r"阿妈|阿爸|老豆|老窦|老母|老妈|老爸|我妈|我爸|妈妈|爸爸|母亲|父亲|舅舅|舅妈|姑姑|姑妈|姑父|姨妈|"
    r"姨父|小姨|大姨|叔叔|婶婶|伯伯|伯母|嫂子|大嫂|姐夫|妹夫|弟媳|家姐|细佬|阿哥|阿姐|哥哥|姐姐|弟弟|妹妹|"
    r"表[姐妹哥弟]|堂[姐妹哥弟]|侄子|侄女|外甥女?|儿子|女儿|孙子|孙女|老公|老婆|先生|太太|媳妇|"
    r"契爷|契妈|干妈|干爹|亲家|师父|师娘|徒弟|师兄|师姐|师弟|师妹|那位|那口子|另一半|老伴|爱人"
)
_TRADE_ZH = (
    # (文案 is the copy itself — "文案用了太多表情" — unless a person is named by it: 文案小王,
    # "另一个文案", "那位文案", a copywriter who loves or is used to something.)
    r"设计师|会计|律师|医生|护士|厨师|师傅|司机|店员|客服|文案(?=君|小哥|小姐姐|同事|妹子|老师|[小老]"
    r"[\u4e00-\u9fff])|(?:(?<=另一个)|(?<=另个)|(?<=几个)|(?<=位)|(?<=名))文案(?![写改]得)|"
    r"文案(?=\S{0,3}(?:爱|喜欢|习惯|讨厌))|运营|产品经理|程序员|工程师|记者|"
    r"作家|诗人|画家|摄影师|剪辑师|插画师|美编|主播|UP主|博主|网红|房东|租客|物业|保姆|实习生|新人|前任|前辈|同行|"
    r"小编|编辑|主编|老师|教练|队长|班长|组长|主管|经理|老板|店长|掌柜|老细|波士|上司|阿姨"
)
_SOMEONE_ZH = re.compile(
    # No preposition before it ("给老师看的通知" is the writer's own); the person, then what
    # they do or how they write.
    r"^\W*(?!\S{0,6}(?:以后|今后|往后|从现在|请|麻烦|帮我))"
    # Kin (any dialect) or a trade as the clause's subject: "我婆婆写东西…", "阿嫲写信…",
    # "我舅舅当了三十年会计", "隔壁工作室那个设计师写文案…".
    r"(?:(?:我|我们|我家|我哋|我的|佢|他|她)?(?:家)?(?:"
    + _KIN_ZH
    + r")(?![们子]?(?:看|读|听)(?:不|得|了))"
    r"(?=\S)|(?:(?![给对跟和向让为帮替把被像比])[^，,。！？!?\s]){0,10}?(?:" + _TRADE_ZH + r")"
    r"(?=(?:(?!的)\S){0,3}(?:写|发|用|总|老是|一向|向来|特别|最|每次|永远|从来)))|"
    r"^\W*(?!\S{0,6}(?:以后|今后|往后|从现在|请|麻烦|帮我))"
    r"(?:(?![给对跟和向让为帮替把被像比])[^，,。！？!?\s]){0,10}?"
    r"(?:主编|编辑|老板|领导|上司|同事|朋友|作者|写手|博主|校长|组长|主任|老师|室友|舍友|同学|学长|学姐|"
    r"师兄|师姐|师傅|前辈|实习生|店长|经理|总监|网友|邻居|搭档|合伙人|表[姐妹哥弟]|堂[姐妹哥弟]|"
    r"支书|书记|村长|镇长|局长|主席|会长|社长|队长|群主|站长|馆长|院长|厂长|老总|老板娘|班主任|"
    r"同行|那几家|别家|隔壁\S{0,4}?家|"
    r"[老小]" + _SURNAME + r"|" + _SURNAME + r"(?:老师|总|姐|哥|主任|经理|工|医生|编|律师))"
    # ("作者的话写得口语化一点": the author's note, a part of the text, is not a person.)
    r"(?=(?:(?!的)\S){0,3}(?:写|说|总|向来|一向|特别|做|发|用|爱|喜欢|从来|每次|永远|文风|风格|"
    # ("隔壁王姐想让我每篇都分点写": what she wants of the writer is still her wish.)
    r"老是|习惯|一写|一般|想让|想要|希望|非要|非让|要我|让我|叫我)|的(?:文章|推文|稿子|通知|东西|公众号|号))"
)


# Anyone named by a role, office or trade, whatever the word: "The district officer writes…",
# "Our treasurer signs…", "The parish clerk always puts…", "我们所长写东西向来…", "科长一向…",
# "那位专员写邮件…". A head noun shaped like a person (officer, -er, -ist, -ian, -man, 所长, 专员)
# that is no document ("the newsletter", "the poster", "the statement").
_DOCUMENT_EN = (
    r"(?:news)?letters?|papers?|posters?|flyers?|banners?|headers?|footers?|covers?|chapters?|"
    r"numbers?|orders?|errors?|answers?|corners?|contents?|comments?|documents?|statements?|"
    r"announcements?|payments?|elements?|segments?|attachments?|supplements?|agreements?|"
    r"advertisements?|registers?|centers?|centres?|filters?|markers?|containers?|folders?|"
    r"stickers?|trailers?|teasers?|timers?|layers?|borders?|characters?|parameters?|matters?|"
    r"computers?|printers?|servers?|browsers?|calendars?|reminders?|counters?|platforms?|"
    r"accounts?|events?|parents?|students?|readers?|subscribers?|followers?|customers?|members?"
)
# ("The shorter posts…", "the longer ones": a size, not someone who writes.)
_COMPARATIVE = (
    r"(?:short|long|bigg|small|great|bett|high|low|wid|clos|easi|simpl|clear|light|dark|young|"
    r"old|tight|loos|warm|cool|plain|broad|deep|quick|slow|fast|strong|weak|rich|poor|fresh|"
    r"new|nic|brav|saf|sharp|soft|hard|rough|smooth|calm|bright|dull|flatt|thinn|hott|sadd|"
    r"fuller|full|neat|live?li|friendli|funni|happi|bus|lat|earli|oth|eith|neith|fewer|"
    r"togeth|whet|nev|ev|ov|und|aft|aft|ent|ord|numb|lett|pap)er"
)
_ROLE_EN = re.compile(
    r"^\W*(?:the|my|our|his|her|their|that|this|a|an|one)\s+(?:[\w'-]+\s+){0,2}?"
    r"(?!(?:" + _DOCUMENT_EN + r")\b)(?!" + _COMPARATIVE + r"\b)"
    r"[a-z'-]*(?:officer|official|clerk|minister|secretary|treasurer|registrar|warden|steward|"
    r"sergeant|inspector|councill?or|mayor|chief|governor|ambassador|consul|commissioner|"
    r"superintendent|bishop|reverend|ranger|[a-z]{2,}(?:er|or|ist|ian|ant|eer|man|woman|person))s?"
    r"(?:\s+(?:of|at|from|in|on)\s+(?:the\s+)?[\w'-]+)?\s+(?:always |usually |never |still |"
    r"just |really |also |only |literally |basically |even )?"
    r"(?:writes?|wrote|signs?|signed|speaks?|talks?|texts?|emails?|drafts?|types?|puts?|"
    r"insists?|refers? to (?:himself|herself|themselves)|calls? (?:himself|herself|themselves))\b",
    re.IGNORECASE,
)
_TITLE_ZH = re.compile(
    r"^\W*(?:我们|我們|我的|我哋|我们的|那位|那个|这位|隔壁\S{0,3}的?|[^，,。！？!?\s]{0,6}?的)?"
    r"(?:(?<!家)[所科局厂校村社站处行会部院组班队省市县区镇团署庭室股段]长|"
    r"[\u4e00-\u9fff]{0,3}(?:官|专员|干事|书记|委员|秘书|文员|干部|科员|主任|领导|老总|大人|主管|总监)|"
    # An editor by title: "我们总编写东西一句话能写一百多字".
    r"总编(?:辑)?|主编|主笔|责编)"
    r"(?=(?:(?!的)\S){0,3}(?:写|说|讲|发|签|总|老是|向来|一向|素来|历来|一贯|从来|每次|永远|动不动|"
    r"特别|最爱|爱用|习惯))"
)


@lru_cache(maxsize=256)
def is_someone_else(stretch: str) -> bool:
    """The stretch's subject is someone else ("My boss writes…", "我们主编特别爱用…", "The
    district officer writes…", "我们所长写东西向来…")."""
    if _ORDERED.search(stretch) or _WHATEVER_THEY_SAY.search(stretch):
        return False
    return bool(
        _THIRD_PARTY_SUBJECT.search(stretch)
        or _SOMEONE_EN.search(stretch)
        or _SOMEONE_ZH.search(stretch)
        or _ROLE_EN.search(stretch)
        or _TITLE_ZH.search(stretch)
    )


# Someone's view waved aside before the writer's own wish: "no matter what the comms officer
# suggests", "never mind what Darrell reckons", 不管老板怎么说, 也不管老王咋说.
_WHATEVER_THEY_SAY = _re(
    r"\b(?:no matter|regardless of|never mind|whatever)\s+(?:what|how)\s+[^,.;:!?]{1,40}?"
    r"\b(?:says?|said|thinks?|reckons?|suggests?|wants?|likes?|prefers?)\b|"
    r"(?:不管|无论|不论|管他)[^，,。；;！!？?]{1,12}(?:(?:怎么|咋|如何)(?:说|讲|想|看)|说什么|讲什么)"
)


# "宠物医院的通知一个表情都别放": an order on how a body's pieces are written is the writer's own
# wish for the pieces they write for it, not that body's taste.
_ORDERED = re.compile(
    r"的(?:稿子|推文|通知|文章|公众号|文案|新闻稿|通稿|公告|宣传)[^，,。；;！!？?]{0,8}?"
    r"(?:都|也|一律|一概|统统)?(?:别|不要|不许|不准|甭|禁止)(?:再)?"
    r"(?:放|用|加|写|整|带|出现|表情|术语|感叹号|分点|列表)"
)


# The writer's own voice opening a stretch ("not a fan of…", "tbh I…", "我不喜欢…"): a remark on
# the readers beside it is their reason, not the readers' taste.
_OWN_STANCE = _re(
    r"^\W*(?:(?:I'?m |I am |honestly,? |tbh,? )?not (?:a |the )?(?:big |huge )?fan of\b|"
    r"(?:honestly|tbh|personally|frankly)\b|I (?:really |just )?(?:hate|like|love|prefer|want|"
    r"can'?t stand|don'?t like)\b|我(?:个人|自己)?(?:不|很|挺|真|就|还是)?(?:喜欢|讨厌|想要|"
    r"希望|受不了))"
)


# The text itself opening a stretch, running on ("Each paragraph in the updates runs on for
# twenty lines and my customers lose their place", 每段都…): the writer's complaint; the readers
# after it are its reason.
_TEXT_RUNS_ON = _re(
    r"^\W*(?:each|every|all|the|our|my|these|those)\s+(?:[\w-]+\s+){0,4}?(?:paragraphs?|"
    r"sentences?|titles?|headlines?|posts?)\b[^,.;!?]{0,40}?\b(?:runs?|goes|go|drags?|rambles?|"
    r"stretch(?:es)?) on\b|^\W*(?:每段|每句|每个标题|每篇)都"
)


# A stretch closing on the asking ("Loads of emoji on the posts please, the members love them").
_CLOSES_ON_PLEASE = _re(r"\b(?:please|pls|plz)\W*$")


def speaks_for_self(stretch: str) -> bool:
    return bool(
        _OWN_STANCE.search(stretch)
        or _TEXT_RUNS_ON.search(stretch)
        or _CLOSES_ON_PLEASE.search(stretch)
    )
