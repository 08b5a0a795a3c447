"""Whether a style word judges the writer's text or names something else: a thing ("a formal
dinner", 正式员工), a quality of something that is not the text ("the dress code was casual"), or
a piece's subject matter ("a post about how teens use emoji").
"""

import re
from functools import lru_cache

from app.style.prefilter import lazily_screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# What a style word describes when it judges the writing ("a formal tone", "casual posts").
_WRITING_NOUN_EN = (
    r"tone|register|voice|style|language|wording|words|writing|feel|vibe|approach|sentences?|"
    r"paragraphs?|titles?|headlines?|(?:sub)?headings?|headers?|subheads?|versions?|prose|copy|phrasing|terms|terminology|jargon|"
    r"explanations?|examples?|descriptions?|way|manner|side|touch|level|structure|format|flow|"
    r"read|look|sound|edge|energy|mood|posts?|pieces?|articles?|drafts?|content|text|stuff|"
    r"things|emoji|emojis|points?|lists?|bullets?|intro|opening|ending|overall|everything|all|"
    r"bios?|notes|listings?|captions?|recaps?|updates?|emails?|newsletters?|letters?|reports?|"
    r"vocabulary|vocab|diction|lexicon|"
    r"chunks?|bits|blocks?|sections?|"
    r"reviews?|blurbs?|summaries|write-?ups?|entries|chapters?|stories|columns?|essays?|guides?"
)
_WRITING_AFTER_ONE_WORD = _re(rf"^,?\s+[a-z-]+,?\s+(?:{_WRITING_NOUN_EN})\b")
# Words after a style word that leave it a judgement: nothing, punctuation, a function word.
_AFTER_JUDGEMENT_EN = _re(
    r"^\s*(?:$|[^\w\s]|\w+ly\b|a (?:bit|little|lot|touch|tad)\b|"
    r"(?:sometimes|always|anyway|lately|today|paras?|grafs?|up|down|"
    r"and|or|but|than|for|please|pls|plz|again|enough|throughout|overall|"
    r"everywhere|here|there|too|now|from|in|with|to|at|on|as|like|instead|rather|though|this|"
    r"that|it|yet|still|then|so|if|when|ones?|by|about|thx|thanks|lol|haha|tbh|ok|okay|you|I|"
    r"we|going|anymore|any|is|are|was|be|instead|already|though|bit|again|more|less|af|vibes?|"
    r"would|wouldn|could|couldn|should|will|won|can|might|may|isn|doesn|does|do|don|did|has|"
    r"have|had|was|were|mode|enough|af|asf|after all|"
    r"tho|ngl|imo|only|not|way|and|n|&|"
    # A verb's object after it: "Loosen them up", "liven things up a bit".
    r"them|things|everything|em|'em|"
    # Said to the listener or the crowd: "keep the sentences short yall folks are reading…".
    r"(?:y'?all|yall|folks|guys|everyone|everybody|mate|mates|bro|babe|hun)(?!['’\w])|"
    + _WRITING_NOUN_EN
    + r")\b)"
)
_WRITING_NOUN_ZH = (
    r"语气|口吻|风格|文风|写法|表达|措辞|用语|文字|感觉|调子|句子|句|段落|段|标题|词|话|方式|版本|"
    r"文章|稿子|东西|内容|基调|笔调|腔调"
)
# A style word inside a compound or before "的 + a thing": "正式员工", "正式的场合", "表情包文化".
_NAMES_A_THING_ZH = re.compile(
    r"^(?:员工|场合|会议|活动|文件|晚宴|宴会|服装|着装|衣服|场所|人士|人员|知识|领域|背景|"
    r"能力|债|培训|考试|课程|学校|比赛|团队|机构|设备|工具|包|名额|合同|渠道|身份|编制|"
    # An event, not a register: "还没正式开", "正式开幕", "正式上线".
    r"开(?!头)|上线|发布|营业|成立|启用|入职|签约|生效|宣布|"
    r"的(?!(?:" + _WRITING_NOUN_ZH + r"|[一点些好]|$))[\u4e00-\u9fff])"
)
# "the dress code was casual", "气氛很活泼": a quality of something that is not the text.
_COPULA_BEFORE = _re(
    r"(?:\b(?:was|were|is|are|seemed|looked|felt|got|being)\s+(?:very |really |so |quite |"
    r"pretty |super |a bit |kind of |kinda )?|(?:很|挺|特别|非常|超|十分|比较|也很|都很)|"
    r"(?<=[\u4e00-\u9fff]{2})(?:好|真|贼|蛮|超级))$"
)
# "a post about how teens use emoji", "关于正式场合的礼仪": the word is the subject matter.
_TOPIC_BEFORE = _re(
    r"(?<!said )(?<!mind )(?<!note )(?<!wrong )(?<!what )(?<!how )"
    r"\b(?:about|regarding|on the topic of|"
    r"(?:piece|post|article|essay|column|story|chapter|talk|episode|series|thread) on)\s+"
    r"(?:how\s+)?(?:[\w'-]+\s+){0,3}$|"
    # ("我说的是段落写长点" is what the writer meant, not a piece's subject.)
    r"(?:关于|讲讲|讲的是|写的是|聊的是|谈的是|(?<![我次前才])说的是|主题是|"
    # (介绍 after a noun names a part of the text — 房型介绍, 课程介绍 — not what a piece is about.)
    r"(?:(?<![\u4e00-\u9fff])|(?<=[来去要想会我们在再]))介绍(?![要得能可都就也还再写部页])"
    r")\S{0,6}$|"
    # "a post about the history of the exclamation mark": the subject, however far in.
    r"\babout the (?:history|origins?|rise|decline|use|science|psychology|art|etiquette|evolution|"
    r"death|future|case for|case against) of (?:the |an? )?$"
)
# "This week's column is about why bureaucratic English is so formal", "这篇聊的是为什么年轻人
# 发消息那么随意": the question a piece asks is its subject, however long, and a style word in
# it is neither judged nor complained of.
_SUBJECT_QUESTION = _re(
    r"\b(?:(?:is|are|was) (?:all )?about|looks? (?:at|into)|explores?|examines?|asks?|"
    r"investigates?|covers?|discuss(?:es)?|explains?|on)\s+(?=(?:how|why|what|whether|when|"
    r"the way)\b)|"
    r"(?:关于|讲的是|写的是|聊的是|谈的是|说的是|主题是|探讨|分析|讲讲|聊聊)"
    r"(?=[^，。；！？,;!?]*?(?:为什么|为何|怎么|如何|是否|怎样))"
)
_THE_TEXT = _re(
    r"\b(?:it|this|posts?|pieces?|articles?|drafts?|text|tone|writing|intro|ending|titles?|"
    r"sentences?|paragraphs?|versions?|style|voice|wording|blogs?|newsletters?|everything|overall|"
    r"headlines?|copy|language|read|notes|letters|columns|stories|emails|updates|guides|pages|"
    r"captions|recaps|reports|issues)\b|it'?s|写得|文章|这篇|语气|风格|读起来|看起来|整体|文字|"
    r"句子|段落|"
    r"标题|稿子|文风|口吻|全文|开头|结尾|显得|感觉|[改弄搞变整]得"
)


def is_the_topic(before: str) -> bool:
    """Is what follows `before` the subject matter ("a post about how teens use …")?"""
    return bool(_TOPIC_BEFORE.search(before)) or in_the_question_asked(before, len(before))


# "For the essay on bureaucratic jargon", "一篇关于官腔的文章": the piece's subject, even when the
# word named is a complaint.
_PIECE_ON = _re(
    r"\b(?:piece|post|article|essay|column|story|chapter|talk|episode|series|thread|book|video|"
    r"podcast)s? (?:on|about)\s+(?:(?!(?:now|is|are|was|were|reads?|sounds?|has|got)\b)[\w'-]+\s+)"
    r"{0,2}$|(?:关于|讲讲|写写|聊聊)\S{0,6}$"
)


@lru_cache(maxsize=256)
def names_the_subject(before: str) -> bool:
    """Does `before` open the subject of a piece ("the essay on …", "关于…")?"""
    return bool(_PIECE_ON.search(before)) or in_the_question_asked(before, len(before))


@lru_cache(maxsize=256)
def in_the_question_asked(clause: str, position: int) -> bool:
    """Is clause[position] inside the question a piece asks ("…is about why X is so formal",
    "讲的是公文为什么那么正式")? Not even a complaint word there is a judgement."""
    opener = _SUBJECT_QUESTION.search(clause[:position] + " " + clause[position:])
    return opener is not None and opener.end() <= position


def sizes_the_writing_next(after: str) -> bool:
    """Does the writing a size word judges follow one more word ("the long rolling sentences")?"""
    return bool(_WRITING_AFTER_ONE_WORD.match(after))


def names_something_else(clause: str, start: int, end: int) -> bool:
    """Does the style word at clause[start:end] describe something other than the writing?

    "a formal dinner", "technical debt", "正式员工", "the dress code was casual", "昨天气氛很活泼"
    mention a style word; they are not a wish about the writer's text."""
    after = clause[end:]
    word = clause[start:end]
    if re.match(r"[A-Za-z]", word) and not re.match(r"\s*[\u4e00-\u9fff]", after):
        # "plain words anyone gets": a term that names the writing itself judges it.
        names_writing = re.search(rf"\b(?:{_WRITING_NOUN_EN})$", word, re.IGNORECASE)
        if not _AFTER_JUDGEMENT_EN.match(after) and not names_writing:
            return True
    elif _NAMES_A_THING_ZH.match(after.lstrip()):
        return True
    before = clause[:start]
    if _TOPIC_BEFORE.search(before):
        return True
    copula = _COPULA_BEFORE.search(before)
    return copula is not None and not _THE_TEXT.search(before[: copula.start()])
