"""Cues in a writer's message that decide how its style readings are taken: a wish of
the writer's own, one dismissed ("scratch that"), denied ("I never said…"), conceded ("I just…"),
committed to ("let's go with that"), likened, contrasted — in English and Chinese."""

import re

MIXED_LENGTHS = re.compile(
    r"长短结合|长短搭配|长短交错|有长有短|\bmix(?:ed)? (?:of )?(?:long and short|short and long)\b|"
    r"\bvary (?:the )?(?:sentence |paragraph )?lengths?\b",
    re.IGNORECASE,
)

OWN_WISH = re.compile(r"^\W*(?:(?:I|I'?d|I'?m|me|please)\b|我|请)", re.IGNORECASE)
# "I was thinking about adding emoji but nah", "Make it casual. Scratch that.", "还是算了".
DISMISSED = re.compile(
    r"^\W*(?:but\s+|so\s+)?(?:nah|nope|never ?mind|forget it|scratch that|no(?:,)? forget it)\W*$|"
    r"^\W*(?:还是|那)?算了(?:吧)?\W*$|^\W*还是不要了\W*$|^\W*当我没说\W*$",
    re.IGNORECASE,
)
# A Chinese directive after its topic ("术语能不用就不用", "表情尽量少用"): the writer's own.
DIRECTIVE_ZH = re.compile(
    r"能不\S就不\S|能省就省|能少就少|尽量|(?<![特分区差告级类性识鉴辨个])别(?![人的处家])|不要|"
    r"(?:要|得)(?:写|用|改|换)|"
    r"少用|多用|改成|换成|写成|还是\S{1,6}(?:的|点|些)?好|"
    # 「还是保留专业术语」, 「继续用术语」: keeping a way, told.
    r"(?:还是|继续|照样)(?:保留|保持|用|写)|"
    # 「术语照旧用」, 「专业词照用」: the way kept, said after it.
    r"(?:照旧|照常|照样)(?:用|写|保留)|照用"
)
ACCUSTOMED = re.compile(
    r"看惯|习惯|读惯|用惯|\bused to\b|\baccustomed to\b|\bfamiliar with\b|\bgrew up (?:on|with)\b|"
    r"\bat home with\b|\bexpect\b",
    re.IGNORECASE,
)
# "I never said cut it down, I said…", "我没让你写短，我是让你…": what was not said, then what was.
DENIED = re.compile(
    r"^\W*(?:I (?:never|didn'?t|did not) (?:say|said|ask|asked|mean|meant|want|wanted)\b|"
    r"我(?:没|没有|并没有?|又没)(?:说|让你|叫你|要你|要求))",
    re.IGNORECASE,
)
# "我不是嫌段落长，是内容有错", "It's not that the paragraphs are long — the facts are wrong": a
# complaint the writer says they are not making.
NOT_COMPLAINING = re.compile(
    r"^\W*(?:我)?(?:并|也|倒)?不是(?:嫌|觉得|抱怨|怪|说\S{0,6}太)|^\W*(?:it'?s |and )?not that\b|"
    r"^\W*I'?m not (?:saying|complaining|objecting)\b|^\W*(?:this|it) isn'?t about\b",
    re.IGNORECASE,
)
# What follows a concession is the wish: "…, I just don't need them every line", "…，只是…".
# (就是 is also "exactly": "没有那些专业名词，就是我要的" praises; it concedes nothing.)
JUST = re.compile(
    r"^\W*(?:but\s+)?I\s+just\b|^\W*(?:but\s+)?just (?:not|don'?t|no|fewer|less)\b|"
    r"^\W*(?:只是|但只是|只不过)",
    re.IGNORECASE,
)
# A leave granted with a double negation, then turned ("术语不是不能用，但以后尽量少用", "it's not
# that I can't stand emoji, but fewer…"): the turn is the wish, the leave only a concession.
GRANTED = re.compile(
    r"(?:并|倒|也)?不是不(?:能|可以|让|行|准|许|想|喜欢|爱|要|用|放|加)|"
    r"\b(?:it'?s |it is )?not that (?:I|we) (?:don'?t|can'?t|won'?t|never|hate|dislike)\b",
    re.IGNORECASE,
)
TURNED_AFTER_LEAVE = re.compile(
    r"^\W*(?:但是?|可是?|不过|只是|就是|而是)|^\W*(?:but|just|only|it'?s just|I just)\b", re.I
)
AFFIRMED = re.compile(r"^\W*(?:but )?I (?:said|meant|asked for|wanted)\b|^(?:而是|我是|是)", re.I)
COMMITS = re.compile(
    r"\blet'?s (?:try|go with|do|run with|stick with|give) (?:that|it|this)\b|"
    r"\b(?:go|going) with that\b|\bthat'?s (?:decided|settled)\b|"
    r"^\W*(?:就|那就)?(?:先)?(?:这么|这样)(?:定了|办|试试|来|写)|就这样(?:吧|定了)|先(?:这么|这样)?试试|就这么定",
    re.IGNORECASE,
)
# The writer siding with someone else's taste: "she's right", "I'm with her on that", 「他说得对」.
SIDES_WITH = (
    r"\bI'?m with (?:her|him|them|you)\b|\bI agree with (?:her|him|them)\b|"
    r"\b(?:she|he|they)(?:'s| is|'re| are) (?:right|spot on|dead right|not wrong)\b|"
    r"(?:她|他|他们|她们)说得(?:对|在理|有道理)|(?:她|他|他们|她们)(?:讲|说)的对"
)
SIDED_WITH = re.compile(
    rf"[,，;；.。—–]\s*(?:and |but )?(?:honestly,? |frankly,? )?(?:{SIDES_WITH})", re.IGNORECASE
)


# Taken up after what someone else does, in the same sentence: "…，以后就照他的来吧".
AFTER_OTHERS = re.compile(
    r"[,，;；—–]\s*[^,，;；]*?(?:照|按|听)(?:他|她|他们|她们|这个)|"
    # "…句子都很短，我觉得挺好，以后我也这么写": the writer following suit after a comma.
    r"[,，;；]\s*[^,，;；]*?(?:我也(?:这么|这样|照着)写|也(?:学|照着)(?:他|她|他们|她们))|"
    r"[,，;；]\s*(?:so )?do (?:that|the same)\b|"
    r"[,，;；]\s*(?:and |but )?(?:so do I|so do we|me too|same here|I do too)\b|"
    r"[,，;；]\s*我(?:们)?也(?:是)?(?:这么|这样)(?:想|觉得|认为)|[,，;；]\s*我(?:们)?也是这个意思|"
    rf"[,，;；]\s*(?:and |but )?(?:honestly,? |frankly,? )?(?:{SIDES_WITH})",
    re.I,
)
ADDRESSED_ELSEWHERE = re.compile(r"^\W*@\w+")
LIKENS = re.compile(
    r"\b(?:reads?|sounds?|looks?|feels?|comes? across) like\b|像|似的|好比", re.IGNORECASE
)
CONTRAST = re.compile(r"^(?:但是|但|不过|可是|\bbut\b)", re.IGNORECASE)
ALTERNATIVE = re.compile(r"^\W*(?:还是|或者|或是|抑或|\bor\b)", re.IGNORECASE)
# A habit complained of ("别老用感叹号", "老是一句一个 bullet", "you always pile on emoji"): about
# every piece, so a grave occasion told beside it does not make the wish one piece's.
HABIT = re.compile(
    r"(?:别|不要|不用|唔好)(?:再)?(?:老|总|老是|总是|成日|每次都)(?=[\u4e00-\u9fff])|"
    r"\b(?:stop|quit) (?:always|constantly|forever)\b|\byou (?:always|keep|constantly)\b",
    re.IGNORECASE,
)
# The reader's opinion asked ("你们觉得标题要不要再长一点？", "shorter paragraphs, do you reckon?"):
# asked, whatever doubt or proposal it carries.
OPINION_ASKED = re.compile(
    r"(?:你|您)们?(?:觉得|认为|说呢)|\b(?:do|would) you (?:think|reckon)\b|\bwhat do you think\b|"
    r"\byour (?:take|view|thoughts)\b",
    re.IGNORECASE,
)


def asks_an_opinion(sentence: str) -> bool:
    """Does the sentence ask the reader's opinion, as a question?"""
    return bool(OPINION_ASKED.search(sentence)) and sentence.rstrip().endswith(("?", "？"))


# A rule on the text ("the headlines should say what the story is about", 标题应该…).
RULE_ON_TEXT = re.compile(
    r"^\W*(?:the|our|my|all|every|each|these|those|your)\s+"
    r"(?!(?:readers?|audience|customers?|clients?|members?|parents?|people|folks?|kids|"
    r"students?|users?|guests?|patients?|followers?)\b)(?:[\w-]+\s+){0,3}"
    r"(?:should|must|need to|needs to|ought to|have to|has to)\b|"
    r"^\W*(?:标题|题目|句子|段落|文章|推文|文案|通知|帖子|每篇|每段|每句)\S{0,4}(?:应该|得|必须|要)",
    re.IGNORECASE,
)


# What someone said or asked for, reported: in Chinese it runs on past a comma
# ("主编老说要短句，不要长句" is all the editor's).
_REPORTED_ZH = re.compile(r"说|讲|要求|让|叫|觉得|认为|表示|建议|希望|嫌")


def ordered_after_a_comma(clause: str, sentence: str) -> bool:
    """Is `clause` said after a comma of `sentence` ("the kids find it stuffy, (so) make it
    chattier", "大家喜欢，多放点")? An order there is the writer's, after a reason — unless,
    after a Chinese comma, it may still be someone's reported words."""
    said = re.search(rf"([,，])\s*(?:so\s+)?{re.escape(clause)}", sentence)
    if said is None:
        return False
    before = re.split(r"[,，。；;！!？?]", sentence[: said.start()])[-1]  # the clause before
    return said.group(1) == "," or not _REPORTED_ZH.search(before)


# "满篇都是“你”", "nothing but bullets": what the text is full of is the writer's complaint,
# even beside the readers it is said to.
OVERDONE = re.compile(r"满篇|满屏|通篇都是|全是|净是|到处都是|\bnothing but\b|\beverywhere\b", re.I)
