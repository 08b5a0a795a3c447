"""The words by which a suggestion says what kind of edit it asks for: the title, the whole
article, a translation, something shorter, a recast into another form, a light proofread, a new
paragraph. Split from app/editing/scope.py, which reads the places a suggestion names."""

from __future__ import annotations

import re

# 小标题 / 子标题 / 分标题 / 小节标题 / 章节标题 / 二级标题: the article's headings, not its title.
TITLE = re.compile(
    r"\b(?:title|headline|heading|retitle|rename)\b|(?<![小子分节章级])标题|题目", re.I
)
# Headings counted or taken each: the article's headings, not its one title ("after each bold
# heading", 两个标题前面加上编号, 所有标题).
MANY_HEADINGS = re.compile(
    r"\b(?:each|every|all(?: the)?|both|the two|the three|two|three|several)\s+(?:[\w-]+\s+)?"
    r"heading\b|(?:两|三|四|五|几|各|每|多)个?(?:小节|章节|小)?标题|所有的?(?:小节|章节|小|子|分)?标题",
    re.IGNORECASE,
)
GLOBAL = re.compile(
    r"\b(?:whole|entire|throughout|every(?:where| paragraph)|all (?:the )?paragraphs|"
    r"the (?:article|piece|essay|post|text|story|poem)|overall|translate|translation"
    # one form for every date, number, name…: "make the dates consistent", 日期格式统一
    r"|consistent(?:ly)?|unify|standardi[sz]e|(?:all|every) (?:the )?(?:dates|numbers|times"
    r"|names|headings|quotes|prices)|title and (?:the )?body)\b"
    # the title and the body: every paragraph ("标题和正文都改成繁体字")
    r"|标题(?:和|与|跟|及|、)正文|正文(?:和|与|跟|及|、)标题"
    r"|全文|整篇|通篇|全篇|每一?段|所有段落|整体|翻译|译成|译为|统一(?:成|为|一下|写法|格式)?"
    # every place the text says it: "文中都改一下", 文里全部换掉, 各处, 所有地方
    r"|文[中里内](?:的)?(?:都|全都|全部|所有|各处)|各处|处处|所有地方|所有出现",
    re.I,
)
# The article named only as the title's owner: "give the post a catchier title", "the
# article's headline", "a title for the story" — the title is asked for, not the whole.
OWNED = r"(?:the|this|my|our|your)\s+(?:article|piece|essay|post|text|story|poem)"
TITLE_OWNER = re.compile(
    rf"\b(?:give|gave|giving|find|write)\s+{OWNED}\s+(?:a|an|the|another)\s+(?:[\w-]+\s+){{0,3}}?"
    r"(?:title|headline)\b"
    rf"|\b{OWNED}(?:'s|’s)\s+(?:title|headline)\b"
    rf"|\b(?:title|headline)\s+(?:of|for)\s+{OWNED}\b",
    re.IGNORECASE,
)
TRANSLATE = re.compile(
    r"\btranslat\w*|\b(?:in|into|to) (?:english|chinese|mandarin|spanish|french|german|japanese)\b"
    r"|\b(?:in|into|to) (?:traditional|simplified) (?:chinese|characters)\b"
    r"|翻译|译成|译为|改成(?:英文|中文|英语)|用(?:英文|英语|中文)|翻成(?:英文|中文|英语|汉语|日文)"
    # Traditional and Simplified characters: 改成繁体、转成繁體字、用简体
    r"|(?:改成|改为|换成|转成|转为|轉成|改用|用)(?:繁体|繁體|简体|簡體|正体|正體)",
    re.I,
)
# "Reads like a translation", "sounds translated", 翻译腔, 像机器翻译的: a complaint about the
# writing's style, no ask to translate — the reply stays in the article's language.
TRANSLATED_STYLE = re.compile(
    r"\b(?:like|as if|as though)\s+(?:(?:a|an|it|it's|it\s+was|it\s+has\s+been)\s+)?"
    r"(?:(?:bad|poor|literal|machine|rough|direct|clumsy|google)\s+)?translat(?:ion|ed)\b"
    r"|\b(?:sounds?|reads?|feels?|seems?|looks?)\s+(?:(?:a\s+bit|too|very|so|rather|badly)\s+)?"
    r"(?:machine[- ])?translated\b|\btranslationese\b"
    r"|翻译腔|翻译味|翻译感|机翻(?:味|感|腔)?|像(?:是)?(?:机器|谷歌|直接|硬)?翻译(?:的|过来的|出来的)",
    re.I,
)


def stilted(match: re.Match[str]) -> str:
    return "生硬" if match[0][-1] > "\u2fff" else "stilted"


# An item taken off a list: "take the tombola off the list", "cross the raffle off", "strike
# the book swap from the activities", "scrap the quiz" — not "take the edge off the intro" or
# "staff take the day off on Friday".
_TAKEN_OFF = (
    r"(?:take|cross|strike)\s+(?!(?:the\s+|a\s+)?(?:edge|day|days|time|week|weekend)\b)"
    r"(?:[\w'’-]+\s+){1,5}?off(?=\s+(?:the|this|that|our|my|its|your)\b|\s*[,.;!]|\s*$)"
    # (a removal strikes a named item, never "a warmer tone from the start")
    r"|strike\s+(?!an?\s)(?:[\w'’-]+\s+){1,5}?(?:from|out)\b|strike\s+out\b|cross\s+out\b"
    r"|(?:scrap|ditch)\s+(?:the|that|this|our)\b"
)
SHORTEN = re.compile(
    # 砍 of 砍价 (haggling), 砍柴 (chopping wood) and a word inside a compound ("hedge-trimming",
    # "car-cutting demonstration") ask for nothing shorter
    r"缩短|缩减|精简|精炼|凝练|简化|删|去掉|去除|拿掉|划掉|划去|撤掉|撤下|砍(?![价柴树伐刀])|压缩|简短|简洁|短一点|短一些"
    r"|短些|短点|更短|概括|总结|摘要|减少|太长|过长|冗长|啰嗦|只保留|只留|字以内|字之内"
    r"|(?<![\w-])(?:shorten\w*|shorter|cut(?:s|ting)?|trim\w*|delet\w*|remov\w*|drop\w*|condens\w*"
    r"|summari[sz]\w*|summary|brief\w*|concise\w*|tighten\w*|reduc\w*|abridg\w*"
    r"|compress\w*|omit\w*|prun\w*|get rid of|too long|wordy|verbose|fewer words"
    r"|take\s+out|take\s+(?:[\w'’-]+\s+){1,5}?out(?!\s+(?:for|to|on|with)\b)|leave\s+out"
    rf"|{_TAKEN_OFF}"
    r"|keep only|only keep|boil (?:it )?down|under \d+ words|in \d+ words"
    r"|(?:an?|as|into)\s+short|keep it short|short (?:list|version|summary|note|message|post)"
    r"|make (?:it|this|them) short|short enough|tweet-length|fit (?:in|into) a tweet)\b",
    re.I,
)
# Words asking for text to go (not only to be shorter): 删掉, 去掉, "delete", "remove", "drop".
REMOVE = re.compile(
    r"删|去掉|去除|拿掉|划掉|划去|撤掉|撤下|不要了|省去|省掉"
    r"|(?<![\w-])(?:delet\w*|remov\w*|drop\w*|omit\w*|get rid of|take\s+(?:[\w'’-]+\s+){0,5}?out"
    rf"|leave\s+out|cut\s+(?:the|this|that|it)\b|{_TAKEN_OFF})",
    re.I,
)
# A global rewrite into another form or for other readers ("turn it into prose", "rewrite it
# for kids", "改写成给小学生看的版本", "改成微信群消息"): its paragraphs need not map one to
# one onto the original's, so paragraphs it merges or drops are not text lost.
RESHAPE = re.compile(
    r"\b(?:turn|convert|make|rewrite|recast|rework|reshape|transform|adapt|restructure|reformat"
    r"|redo|rewrite|merge|combine|collapse|fold)\b(?:\s+(?:it|this|them|(?:the|these|those)(?:\s+[\w-]+){1,3}"
    r"|everything|all\s+of\s+it))?(?:\s+all)?\s+(?:into|as)\b"
    r"|\bmake (?:it|this) (?:an?|into)\s+(?:[\w-]+\s+)?"
    r"(?:tweet|thread|e-?mail|letter|poem|list|story"
    r"|speech|script|memo|post|newsletter|announcement)\b"
    r"|\b(?:rewrite|adapt|explain|retell|write|pitch|simplify)\b(?:\s+(?:it|this|the\s+[\w-]+))?"
    r"\s+for\s+(?:kids|children|a child|(?:an?\s+)?\d+[- ]year[- ]olds?|kids aged|beginners|teens"
    r"|teenagers|non-[\w-]+|a general audience|newcomers|laypeople|grandparents|readers who)"
    r"|\bin plain (?:english|language|words)\b|\beli5\b"
    r"|(?:改写|改编|改|写|变|转|整理|合并|重写|缩写)(?:成|为)[^。，,；;]{0,14}"
    r"(?:消息|版本|通知|公告|邮件|帖子|朋友圈|推文|短信|故事|诗|散文|演讲稿|稿子?|信|清单|列表|表格"
    r"|一段话?|[两二三四五六七八九十\d]+个?段|段落|对话|问答|口语|白话|大白话|儿歌|说明"
    r"|[一两二三四五六七八九十几\d]+(?:个|条)?(?:要点|重点|亮点|条目)|[一两二三四五六七八九十几\d]+(?:条|句话?)"
    r"|要点|提纲|大纲"
    r"|风格|笔记|文案|特写|报道|新闻稿|专访|小传|传记|随笔|日记|小说|剧本|短文|文章|形式|体裁|文体)"
    # "改写成一篇第三人称的人物特写": a rewrite into a piece of writing is a recast
    r"|(?:改写|改编|重写)(?:成|为)一[篇份则首封部]|不要(?:问答|对话|列表|分点)(?:的)?(?:形式|体)?"
    r"|给[^。，,；;]{0,8}(?:看|读|听)的|面向(?:小学生|孩子|儿童|老人|新手|外行|普通读者)",
    re.I,
)
# A recast into a few short parts ("as three bullet points, one per key moment", "into two
# sentences", 改写成三个要点, 浓缩成一句话): fewer words are asked for, though not in so many words.
CONDENSED = re.compile(
    r"\b(?:into|as|in|to)\s+(?:just\s+|only\s+|no more than\s+)?(?:one|two|three|four|five|six"
    r"|a few|a couple of|a handful of|\d+)\s+(?:(?:short|key|quick|brief|punchy|main|simple)\s+)*"
    r"(?:bullet(?:\s*point)?s?|points?|lines?|sentences?|items?|takeaways?|highlights?|tweets?)\b"
    r"|(?:改写|改|写|变|转|整理|浓缩|提炼|概括|归纳|压)(?:成|为)[^，,。；;]{0,6}?"
    r"[一两二三四五六七八九十几\d]+(?:(?:个|条)?(?:要点|重点|亮点|条目)|条|句话?)",
    re.I,
)


def condensed(text: str) -> bool:
    """A recast into a few short parts — not a paragraph split into two ("split it into two
    sentences", 拆成两句)."""
    return bool(CONDENSED.search(text)) and not re.search(r"\bsplit|\bbreak\b|拆|分成", text, re.I)


# A light-touch request: the text stays as it is except for the slips it names.
LIGHT = re.compile(
    r"\b(?:typos?|spelling|misspell\w*|grammar|grammatical|punctuation|proofread\w*|capitali[sz]\w*)"
    r"\b|错别字|错字|别字|拼写|语法|标点|病句|校对",
    re.I,
)
# Asking for a new paragraph (which may then appear at the start or end of the article), as
# opposed to adding a detail or a sentence inside an existing one.
ADD = re.compile(
    r"\b(?:add|append|insert|write|include|give it|put|end with|start with|open with)\s+(?:in\s+)?"
    r"(?:a|an|one|another|new|extra|two|three|some)\s+(?:(?!(?:to|in|into|for|of|on)\b)"
    r"[\w-]+\s+){0,2}?(?:paragraphs?|section"
    r"|conclusion|ending|intro(?:duction)?|closing|outro|summary|p\.?s\.?|postscript|sign[- ]off"
    r"|call to action|tl;?dr)\b|\b(?:continue|extend) (?:it|the (?:article|story|piece|essay))\b"
    r"|\bsplit\b|\bbreak (?:it|.{0,20}) into\b|\bnew paragraph\b|\bwrap (?:it )?up\b"
    r"|(?:加|添|补|增加|补充|新增|写)(?:上)?(?:一|个|一个)?(?:段|小结|总结|结尾|结语|开头|引言|导语|附言)"
    r"|续写|扩写|拆成|分成|结尾(?:处)?(?:加|添|补)|末尾(?:加|添|补)|开头(?:加|添|补)",
    re.I,
)
