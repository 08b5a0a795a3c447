"""A note beside a hand edit that says where this piece goes: the edit is about the piece.

"This bit goes in the printed order of service for Harold's memorial, so I've made it
sentences", "这段是刻在退役老队长纪念杯底座上的", "这个是贴在收银台的价目表", "这只是门口小黑板上
写的", "只用在门上贴的那张纸上", "这段是站长退休晚会上要朗读的": a writer explaining their own edit
by naming the one place the text is printed, engraved, pinned up or read out tells why this
piece is written so, not how they write. Read by the structure — this piece, a verb of putting
text somewhere, a place — or by a thing that only ever carries one text (a plaque, a headstone,
纪念碑, 铭牌), never by a list of sentences. A note that also says something lasting ("from now
on", 以后) is read by the rules as before.
"""

import re

from app.style.grave import names_a_grave_event
from app.style.prefilter import lazily_screened
from app.style.reading import LASTING, normalise


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# Where every piece goes, again and again: not one place.
_CHANNELS_EN = (
    r"(?:website|site|blog|newsletter|feed|page|socials?|instagram|facebook|app|emails?|"
    r"posts?|top|bottom|start|end|middle|beginning|intro|next|last|first|same)"
)
_CHANNELS_ZH = (
    r"(?!前面|后面|开头|结尾|最后|最前|上面|下面|中间|第|这|那|文章|正文|标题|公众号|网站|官网|"
    r"朋友圈|微博|网上|推文|群里|小红书|抖音)"
)
# Putting text in one place: printed on, engraved, pinned up, read out.
_PUT_EN = (
    r"(?:printed|engraved|carved|etched|embroidered|painted|pinned|stuck|taped|hung|framed|"
    r"displayed|read out|read aloud|said out loud|projected|laminated|chalked|written up)"
)
_PIECE_EN = (
    r"(?:this|that|it)(?:\s+(?:bit|paragraph|part|section|one|piece|text|line|lines|list|"
    r"version|passage|blurb|page|card|wording|copy))?"
)
_EN = (
    # "This bit goes in the printed order of service", "this one's going on the gate".
    r"\b" + _PIECE_EN + r"(?:'s|\s+is|\s+will|'ll)?\s+(?:(?:only|just)\s+)?(?:goes|going|go|"
    r"gets|get|be)\s+(?:(?:printed|engraved|read|put|pinned|stuck|up)\s+)?(?:in|on|into|onto|"
    # ("This goes to the family of the visitor…": one recipient.)
    r"under|inside|at|out at|up (?:on|at|in|by)|to|out to)\s+(?:the|a|an|his|her|their|our|my)\s+"
    r"(?!(?:[\w-]+\s+)?" + _CHANNELS_EN + r"\b)|"
    # "This is the bit that gets engraved", "it'll be read out at the dinner".
    r"\b"
    + _PIECE_EN
    + r"\b[^.;!?]{0,30}?\b(?:is|are|'s|be|being|gets?|getting) "
    + _PUT_EN
    + r"\b|"
    # "because Thandi is reading it out at the book launch", "The MC is reading this one out",
    # "The mayor's office is printing this one in their program": someone else puts this one
    # somewhere.
    r"\b(?:is|are|'s|'re|will be|'ll be|gonna be|going to be)\s+(?:reading|saying|reciting|"
    r"delivering|performing)\s+(?:it|this|that)(?:\s+(?:one|bit|piece|part))?\s+(?:out|aloud)\b|"
    r"\b(?:is|are|'s|'re|will be|'ll be)\s+(?:printing|engraving|framing|laminating|"
    r"publishing|reprinting)\s+(?:it|this|that)(?:\s+(?:one|bit|piece|part))?\s+(?:in|on|at)\s+"
    r"(?:the|a|an|his|her|their|its)\b|"
    # "This is the script the guide reads out on the coach": one piece, read aloud.
    r"\b(?:this|it)(?:'s| is) (?:just |only )?(?:what|the (?:script|speech|words|text|bit|version|"
    r"copy|one))\b"
    r"[^.;!?]{0,40}?\b(?:reads?|says?|reading|saying) (?:out|aloud)\b|"
    # Things that carry one text: a plaque, a headstone, a memorial's booklet.
    r"\b(?:plaque|headstone|gravestone|inscription|engraving|order of service|memorial "
    r"(?:bench|stone|card|booklet|wall|board|book)|(?:'s|s') memorial\b)"
)
# 这段/这个/这只是 … 刻/印/贴/写/念 在 …: the piece and where it goes.
_PUT_ZH = r"(?:刻|印|贴|写|挂|念|读|朗读|宣读|放|摆|喷|绣|投影|打印|登|用)"
_ZH = (
    r"这[段篇个张条份句行块些版]?(?:只|就|也)?(?:是|就是|只是)?(?:要|准备|得|会)?"
    + _PUT_ZH
    # 「这是要打印出来贴在诊室门口的」: printed, then put up.
    + r"(?:出来)?(?:再|后)?"
    + _PUT_ZH
    + r"?(?:在|到|于)"
    + _CHANNELS_ZH
    + r"|"
    # (「这段是醒狮队出征仪式上师傅要念的」: the one who reads it between the place and the verb.)
    r"这[段篇个张条份句行块些]?(?:只|就)?(?:是|就是|只是)(?!\S{0,3}(?:公众号|网站|官网|朋友圈|微博|网上|推文|群里|小红书|抖音))\S{1,16}?[上里前]\S{0,4}?(?:要|准备|得|会)?"
    + _PUT_ZH
    + r"的|"
    r"^\W*(?:只|仅|就)(?:是)?" + _PUT_ZH + r"(?:在|到|于)" + _CHANNELS_ZH + r"|"
    # A script someone reads out: 这版是导游在大巴上拿话筒念的稿子, 主持人在台上念的串词.
    r"这[版段篇个份]?(?:只|就)?(?:是|就是|只是)\S{0,20}?(?:念|读|朗读|宣读|播|讲)的"
    r"(?:稿子|稿|串词|讲稿|台词|词|(?=[，,。.；;!！\s]|$))|"
    # 「村里大喇叭念的」, 「镇长要对着喇叭念这段」: read out over one loudspeaker.
    r"(?:喇叭|广播|话筒|麦克风|扩音器)\S{0,3}?(?:念|读|播|喊)|"
    # 「年会上老板要上台念」, 「校长要在台上读」: someone reads this one out before a crowd.
    r"(?:要|会|得|准备|将)(?:上台|在台上|当众|当着\S{1,6}的面)(?:念|读|朗读|宣读)|"
    # Handed to one office or person: 「这篇要转给区文旅局备案」, 「这份是报给街道的」.
    r"这[段篇个张条份版]?(?:只|就)?(?:是|要|得|准备)?(?:转给|转交|交给|报给|报送|上报|递交|呈给|寄给)|"
    # 「发给那个被狗咬伤的小朋友家长的」: the whole note is whom this one is sent to.
    r"^\W*(?:这[段篇个张条份版]?(?:是)?)?(?:发给|写给|寄给|送给|转给)[^，,。！!？?；;]{1,24}的\W*$|"
    # Things that carry one text.
    r"纪念(?:碑|牌|杯|册|墙|章|卡)|墓碑|碑文|铭牌|牌匾|匾额|奖杯|奖牌|锦旗"
)
# The usual place named as going on the usual way: "on the website the short title carries
# on", "online we keep the short one", 「网站上还用原来的短标题」 — so this edit is for somewhere
# else.
_ELSEWHERE_AS_BEFORE = (
    # ("On our own page the list stays", "The website page keeps the bullets": the usual
    # place named with or without "on", as its own subject.)
    r"(?:\b(?:on|in) (?:the |our |our own |my |my own )?|^|[.;!?]\s*(?:the |our |our own )?)"
    r"(?:website|site|blog|socials|app|page|newsletter|feed|emails?)(?: page| version| copy)?\b"
    r"[^.;!?]{0,40}?\b(?:carries on|carry on|stays?|(?:we |it |they )?keeps?|remains?|"
    r"as (?:before|usual|it was|normal)|(?:is |are )?still|same as ever|unchanged)\b|"
    r"\b(?:online|everywhere else|elsewhere)\b[^.;!?]{0,40}?\b(?:carries on|carry on|"
    r"stays?|(?:we |it |they )?keeps?|remains?|as (?:before|usual|it was|normal)|(?:is |are )?"
    r"still|same as ever|unchanged)\b|"
    r"(?:网站|官网|网上|线上|公众号|推文|推送|微信|其他地方|别的地方|平时)(?:上|里|那版|那边)?\S{0,4}?"
    r"(?:(?:还|仍|仍然|照样|照常|继续)(?:用|是|保留|放|分条|留)|照旧|照样|照常)|"
    # 「群里发的那版还是一段一段的」, 「朋友圈发的那版不动」: the other version stays as it was.
    r"(?:那|另一|另外那?|原来那?)[版份篇]\S{0,3}?(?:不动|不变|不改|别动|照旧|照样|还是|仍是|保留|留着)"
)
_PLACED = _re(_EN + r"|" + _ZH + r"|" + _ELSEWHERE_AS_BEFORE)


def places_the_piece(note: str) -> bool:
    """Does a hand edit's note say where this one piece goes (or that everywhere else goes on
    as before), with nothing said to last?"""
    text = normalise(note)
    return bool(_PLACED.search(text)) and not LASTING.search(text)


def dedicates_the_piece(note: str) -> bool:
    """Does a hand edit's note say whom this one piece is for in a grave event ("for the Mensah
    family - their boy was hurt in the school bus crash", 「这篇是写给车祸中去世的老会员家属的」)?
    The note stands beside this edit, so the event is enough to make it this piece's."""
    return names_a_grave_event(normalise(note))
