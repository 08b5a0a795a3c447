"""Whether the writer's words are about this piece or this time only ("这次", "for this one",
"it's a condolence note") or say the wish lasts ("from now on", 以后).
"""

import re
from functools import lru_cache

from app.style.likened import unlikened
from app.style.occasions import frames_an_occasion
from app.style.prefilter import lazily_screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


_GENRE_EN = (
    r"condolence|obituary|eulogy|toast|statement|announcement|notice|invitation|invite|"
    r"press release|report|grant|handout|poster|speech|apology|resume|cv|card|memo|letter|"
    r"write-?up|sympathy|wedding|funeral|flyer|menu|memorial|tribute|dedication|epitaph|"
    r"inscription|vows|thank-you note"
)
_GENRE_ZH = (
    r"讣告|悼词|唁电|通知|说明(?!书)|汇报|海报|请柬|邀请函|致辞|公告|声明|检讨|道歉信|贺卡|祝福|简历|"
    r"报告|方案|演讲稿|发言稿|请假条|邀请|贺词|挽联|申请材料|申请书|证明材料|证明信|介绍信|感谢信|表扬信|倡议书|公函|"
    r"特刊|专刊|增刊|号外"
)
# The rest said to stay as it is ("Normal releases as usual", "everything else as normal",
# "平时还是照旧", "别的文章不用这样"): what is asked beside it is an exception.
_THE_REST_AS_USUAL = (
    # "The website copy stays as it was": the other version of the piece, left as it is.
    r"\bthe (?:website|site|online|web|blog|newsletter|facebook|instagram|app|printed) (?:copy|"
    r"version|post|text|one|page) (?:stays|remains|can stay|will stay) (?:as (?:it was|it is|"
    r"before|usual|normal)|the same|unchanged|untouched)\b|"
    r"\b(?:(?:normal|regular|usual|ordinary|other|future|later) (?:posts?|pieces?|articles?|"
    r"issues?|releases?|editions?|emails?|letters?|newsletters?|episodes?|notes|columns?|"
    r"updates?|ones))\s+(?:can |should |will )?"
    r"(?:stays? |remains? |are |is |go |goes |keep |keeps )?(?:as (?:usual|normal|before|always)|"
    r"the same|unchanged|untouched|like before)\b|"
    r"\bback to normal\b|下[周期次篇回条封个](?:就)?(?:照常|照旧)|"
    r"平时(?:还是|的|就)?(?:照旧|照常|不变|老样子)|[\u4e00-\u9fff]{1,6}那边(?:还是|就)?(?:照旧|照常|不变)|(?:其他|其余|别的|其它)的?(?:文章|稿子|篇|期|推送|"
    r"时候|场合|内容)\S{0,4}(?:照旧|照常|不变|不用|"
    r"不要这样|还是老样子|别动|不动)|下[期次篇回条封个](?:就)?(?:恢复|改回|照旧|还原)|下不为例|"
    # A stretch of time, then back: "两会期间…，会后照旧", "国庆这几天…，节后照旧".
    r"(?:以后|之后)(?:还是|就)?(?:照常|照旧|老样子)|"
    r"(?:会后|节后|赛后|展后|假后|考后|之后|过后|结束(?:以?后)?)(?:就|再|还是|都)?(?:照旧|照常|恢复|改回|还原|老样子)|"
    # "明天起照旧", "下条还照旧", "过了就恢复": back to usual after this one.
    r"(?:明天|明日|下周|下次|下条|下篇|下期|回头|过了|过完\S{0,2})(?:起|开始)?(?:就|再|还|还是|都)?"
    r"(?:照旧|照常|恢复|改回|还原|老样子)|"
    r"\b(?:tomorrow|monday|next week|after (?:that|this|today)|afterwards|from then on)\b"
    r"[^.;]{0,24}\bback to\b"
)
ONE_OFF = _re(
    _THE_REST_AS_USUAL + r"|"
    r"(?:这一?|本)[期份]是|这次|这一次|这回|这一回|仅此|只此|暂时|临时|(?:就|只|仅|单)(?:有)?这一?[篇次回条封]|这一?篇先|这一?篇是|"
    r"今天这篇是|这(?:是|封)\S{0,12}(?:信|家书|贺卡|卡片|请柬)(?![息心])|"
    r"这是一?[份篇封条个]\S{0,10}(?:" + _GENRE_ZH + r")|"
    r"这[篇条封份个]\S{0,10}(?:" + _GENRE_ZH + r")|"
    # A piece for one named reader or occasion: "这条是给差评客户的道歉私信", "这封是写给王老师的".
    r"这[篇条封份](?:是|就是)(?:写)?给\S{1,14}?的|"
    # A note that only says whom this one text is for: 「这是给ICU病人家属的告知书」,
    # 「写给车祸中去世的外卖骑手家属的」.
    r"这(?:是|就是)(?:写)?给[^，,。！？!?]{1,20}?的[^，,。！？!?]{0,4}?(?:告知书|慰问信|信|"
    + _GENRE_ZH
    + r")|"
    r"^\W*(?:这(?:是|就是))?写给[^，,。！？!?]{1,28}?的\W*$|"
    # "Today's post is for the Year 3 class visiting on Friday": one day's piece, one readership.
    r"\b(?:today|tonight|tomorrow|this (?:week|weekend|month))'?s (?:[\w-]+\s+){0,2}?(?:post|"
    r"piece|update|issue|email|newsletter|notice|letter|blurb|bulletin)\s+(?:is|'s|goes)\s+"
    r"(?:out\s+)?(?:only\s+)?(?:for|to)\s+(?:the|a|an|our|my)\b|"
    r"\bthis time\b|\b(?:for|in) this one\b|\bjust this once\b|\bonly here\b|\bhere only\b|"
    r"\b(?:for|in) this (?:particular |one |single )?(?:release|issue|edition|episode|update|"
    r"installment|instalment|round|batch|mailing|run|printing)\b|"
    r"\b(?:just|only) (?:for|in|on) (?:the|this|that|today'?s|tonight'?s|this week'?s|"
    r"this month'?s)\b|"
    r"\bfor now\b|\bjust here\b|\bthis (?:post|piece|one|article|draft) only\b|"
    r"\bonly (?:for )?this (?:post|piece|one|article)\b|\bdon'?t read anything into it\b|"
    r"\bjust for this\b|\bone-?off\b|(?<!not )\bjust (?:for |in )?this (?:post|piece|article|"
    r"draft|essay|story)\b|\bfor today\b|特别篇|特辑|番外|"
    # The exception named as such: "this one time", "as an exception", "temporarily", 破例,
    # 特例, 偶尔一次, "just this week", 「就今天这一条」, "back to prose next week".
    r"\b(?:this|that) one time\b|\bonly this once\b|\bthis once only\b|"
    r"\bas an? (?:exception|one-?time thing|special case)\b|\btemporarily\b|^\W*temporary\W|"
    r"\bjust (?:this|for this) (?:week|weekend|month|issue|edition)\b|"
    r"\bback to (?:normal|usual|prose|paragraphs|lists|bullets|formal|casual|calm|short|long) "
    r"(?:next|after|from|tomorrow|on)\b|"
    r"破例|特例|例外地|偶尔一次|不代表以后|(?:这|本)[篇期次条封](?:比较|有点|情况)?特殊|特殊情况|"
    r"下[期次篇回条封个](?:就|再)?还是(?:原来|老样子|那样|照旧|照常)|(?:就|只)(?:今天|今晚|本周|这周)(?:这一?[条篇次]|先)|"
    # The piece is an apology: "want to say sorry we couldn't save more", 想跟大家道个歉.
    r"\b(?:want|need|have|going|trying) to (?:say (?:we'?re |I'?m )?sorry|apologi[sz]e)\b|"
    r"(?:想|要|得)(?:跟|向|给)\S{1,8}?(?:道歉|道个歉|赔个不是|说声(?:对不起|抱歉))|"
    # One piece named and fenced with "only": "for this month's investor update only",
    # "只是朋友圈那个版本要短", "仅限这份通知".
    r"\b(?:for|in) (?:this|that|the|today'?s|tonight'?s|tomorrow'?s|this (?:week|month|year)'?s|"
    r"next (?:week|month)'?s) (?:[\w'-]+\s+){0,3}?[\w'-]+ only\b|"
    r"^\W*(?:只是|只有|仅仅是|就)\S{0,12}?(?:那|这)[个篇条份]\S{0,4}?版本|仅限\S{0,6}?[这那本][篇份次条期]|"
    r"(?:这篇|这条|这个|这次|这封)\S{0,4}(?:要|得|准备)?(?:发|投|转|贴)(?:到|在|去)?\S{0,3}"
    r"(?:小红书|朋友圈|微博|公众号|知乎|抖音|群里|B站|豆瓣|领英|推特)|"
    # The medium this one piece goes out on, which sets its size:
    # 「这条要发短信，得压到七十个字以内」, 「这篇要印在明信片上」, "This one goes out as a
    # text message, so squeeze it under 60 words".
    r"(?:这篇|这条|这个|这次|这封|这份|这段)\S{0,4}?(?:要|得|准备)?(?:发|印|贴|做成|放|用)\S{0,3}?"
    r"(?:短信|明信片|卡片|传单|单页|横幅|条幅|易拉宝|展板|门票|书签|弹窗|通知栏)|"
    r"\b(?:this one|this post|this piece|this bit|this|it)\s+(?:goes|is going|will go|gets sent|"
    r"is being sent|is getting sent)\s+out\s+(?:as|by|on|in|via)\b|"
    r"\b(?:this one|this post|this piece|this)\s+(?:is|'s)\s+(?:going\s+)?(?:to be\s+)?"
    r"(?:printed|sent|read out|going)\s+(?:on|as|by|over)\s+(?:a|an|the)\s+(?:postcard|text|sms|"
    r"flyer|banner|radio|card|sticker|ticket|poster)\b|"
    r"\b(?:cross-?post\w*|posting|sharing|putting) (?:this|this one|this post|it) "
    r"(?:to|on|over to)\b|\b(?:this one|this post|this piece)\b.{0,20}\b(?:goes|going) "
    r"(?:to|on)\b|^\W*for (?:the|this|my|our|that) (?:[\w-]+\s+){0,2}(?:" + _GENRE_EN + r")\b|"
    # (公告 is not among them: a club's or a company's announcements come again and again.)
    r"^\W*[\u4e00-\u9fff]{0,4}(?:讣告|悼词|唁电|海报|请柬|邀请函|致辞|声明|检讨|道歉信|"
    r"贺卡|简历|"
    r"演讲稿|发言稿|请假条|贺词|挽联)|"
    r"^\W*(?:(?:the|this|my|our|for (?:the|this|my))\s+)?(?:[\w-]+\s+){0,2}(?:" + _GENRE_EN + r")"
    r"\s*(?:[:—–-]|$)|"
    r"\b(?:this|today'?s|tonight'?s) (?:post|piece|one|article|draft|email|newsletter|"
    r"issue) only\b|"
    # ("Whether it's the menu board, the Insta or the flyer, …": every piece named in turn.)
    r"(?<!\bwhether )\b(?:this one'?s|this one is|this is|it'?s|it is|since it'?s|because it'?s|"
    r"this (?:post|piece|article|draft|email|one) is)\s+"
    # "it's as dry as toast" likens; it does not say what the piece is.
    r"(?:(?:a|an|the|my|our|for|going)\s+)?(?:(?!as\b)[\w'-]+\s+){0,4}?(?<!\bas )(?:"
    + _GENRE_EN
    + r")\b"
)
# "it's my personal blog, not a press release": the genre it is not says nothing of this piece;
# "It's a club notice, not a court summons": a genre set against another names a register.
_NOT_GENRE = _re(
    r"\b(?:it'?s|this is|these are|they'?re)\s+(?:(?:a|an|the|our|my|just)\s+)?(?:[\w'-]+\s+){0,2}?"
    r"(?:" + _GENRE_EN + r")\b,?\s+(?=(?:not|rather than|instead of)\s+(?:a|an|the|some)\s)|"
    r"\b(?:not|isn'?t|never|rather than|instead of)\s+(?:(?:a|an|the|some|my)\s+)?"
    r"(?:[\w'-]+\s+){0,2}?(?:"
    + _GENRE_EN
    + r")\b|(?:不是|并非|又不是|而不是)\S{0,8}?(?:"
    + _GENRE_ZH
    + r")"
)


# The piece named as where a wish holds: 「这篇文章别用感叹号」, 「本文不要用表情」, "No emoji in
# this post", "Skip the exclamation marks in this article". (Not "every paragraph in this draft
# is a wall": a complaint about the text, heard as the writer's taste.)
_SCOPED_TO_THIS_PIECE = _re(
    r"(?:^|[，,。；;！!？?：:])\s*(?:这篇(?:文章|稿子|推送|帖子|推文)?|本文|本篇)(?:里|中|里面|当中)?"
    # (「这篇就写短点」: this piece written so; not 「这篇写得太长」, a complaint.)
    r"(?:就|先|也|暂时|都)?(?:别|不要|不用|不必|甭|少|多|请|用|加|去掉|删|换成|改成|写(?!得)|改(?!得))|"
    r"(?:别|不要|不用)在(?:这篇|本文|本篇)|"
    r"^\W*(?:please\s+)?(?:no|don'?t|do not|skip|avoid|drop|leave out|lose|cut|ditch|use|keep|"
    r"make|add|go easy on|tone down)\b[^.;!?]{0,60}?\b(?:in|for|on) this (?:post|article|piece|"
    r"essay|blog post|story)\b|"
    r"^\W*(?:in|for) this (?:post|article|piece|essay|blog post|story)\b,?\s*(?:please\s+)?"
    r"(?:no|don'?t|do not|skip|avoid|drop|leave out|use|keep|make|add)\b"
)


@lru_cache(maxsize=256)
def says_one_off(text: str) -> bool:
    """About this piece or this time only ("这次", "for this one", "it's a condolence note")."""
    said = unlikened(_NOT_GENRE.sub(" ", text))
    scoped = bool(_SCOPED_TO_THIS_PIECE.search(said)) and not LASTING.search(said)
    return bool(scoped or ONE_OFF.search(said) or frames_an_occasion(said))


LASTING = _re(
    # (以后还是照常 says afterwards goes back to usual: the wish beside it is for now.)
    r"(?:以后|今后|往后)(?!(?:还是|就|都|再)?(?:照常|照旧|老样子))|从今以后|(?<!恢复)(?<!换回)(?<!改回)(?<!回到)(?<!不是)平时(?!(?:还是|的|就)?(?:照旧|照常|不变|老样子)|(?:的)?那[种样])|一直|一律|统一|"
    r"\bfrom now on\b|\bgoing forward\b|"
    r"\bin general\b|\balways\b|\bevery time\b|\ball my\b|\bfrom here on\b|从现在(?:起|开始)|"
    r"\bas a (?:general )?rule\b|\bby default\b|\bas standard\b|原则上|默认|一般来说|照例|"
    r"\bfull stop\b|\bno exceptions\b|没得商量|没有例外|"
    # A start named for what follows ("由今日開始", "starting today", "from this issue on").
    r"(?:由|从)今(?:日|天|朝)(?:开始|起)|(?:由|从)(?:这|本|下)(?:一)?(?:周|期|个月|月|篇)(?:开始|起)|"
    r"\b(?:starting|beginning|as of) (?:today|now|this week|this issue|with this one)\b|"
    r"\bfrom (?:today|this (?:week|issue|month|point))(?: on(?:wards)?)?\b|\bfrom here on in\b|"
    r"\bin future\b|\bhenceforth\b|\bmoving forward\b|\bfrom now\b|"
    # Every piece named ("No jargon in any piece, ever.", 「任何文章都不要用表情，永远不要」).
    r"\bever again\b|(?<=,)\s*ever\b|\b(?:in|for|on) (?:any|every) (?:single )?(?:piece|post|"
    r"article|story|essay|thing)\b|\bin anything I write\b|任何(?:一篇|文章|稿子|帖子|推送)|永远"
)
