"""A lasting persona to write as — "from now on, write these as if you're the friendly barista",
"as a retired curator would from now on - proper, correct", 「以后就当你是巷口修车的大叔」,
「以后用老校长致辞的口吻来写」 — read as the register that voice implies.

A voice to take on for good asks for how that person talks: a barista, a neighbour over the
fence, 街坊 chatting, casual; a curator, a judge, a head teacher's speech, formal. The words
said of the voice ("proper, correct", 「端正、得体」, "chatty") weigh with the persona's own. A
voice for one post ("for April Fools' only, as a pirate, then back to normal", 「就元宵那期」)
teaches nothing lasting, and a voice whose register the words do not tell is left alone. Pure:
text and the offline reading in, the wish said plainly and read.
"""

import re
from collections.abc import Callable

from app.style.dimensions import Observation

_I = re.IGNORECASE
_VOICE_EN = re.compile(
    r"\b(?:write|writing|written|do|post|word)\b[^.!?]{0,40}?\b(?:as if (?:you(?:'re| are| were)|"
    r"it(?:'s| was| were) (?:from|by|written by))|as (?:a|an|the|our|my|your) [^.!?;]{2,60}? "
    r"(?:would|might|does|speaks)|in the voice of|like (?:a|an|the|our|my|your) [^.!?;]{2,60}? "
    r"(?:would|talking|chatting|telling|speaking|does))|"
    r"\b(?:be|sound like|pretend (?:to be|you're)|channel) (?:a|an|the|our|my|your) "
    r"[^.!?;]{2,40}? (?:when|in) (?:you )?(?:write|writing|posts?|these)",
    _I,
)
_VOICE_ZH = re.compile(
    r"(?:就)?(?:当|把自己当成?|假装|假设)你(?:自己)?(?:是|成)|以[^，。！？]{1,16}?的(?:口吻|语气|身份|腔调|"
    r"口气|调调)|用[^，。！？]{1,16}?的(?:口吻|语气|腔调|口气|身份|调调|范儿)|"
    r"像[^，。！？]{1,16}?(?:那样|一样|似的)(?:写|说|聊|讲)"
)
_LASTING = re.compile(
    r"\bfrom now on\b|\bgoing forward\b|\bfrom here on\b|\bfrom today\b|\balways\b|"
    r"\bevery (?:post|issue|time|one)\b|\ball (?:our|the|my) (?:posts|issues|updates)\b|"
    r"以后|今后|往后|从今天起|从现在起|一直|每(?:篇|期|条|次)都|都这样",
    _I,
)
# A voice for one piece or one day, then back to how it was.
_ONCE = re.compile(
    r"\bjust (?:for|this)\b|\bonly (?:for|this)\b|\bfor (?:the|this|one) [\w' -]{1,30}? only\b|"
    r"\bfor one (?:day|post|issue|week)\b|\bthis once\b|\bback to normal\b|\bthen normal\b|"
    r"就(?:这|那)?[^，。]{0,10}?(?:那|这)(?:期|篇|条|次|回)|只(?:这|那)(?:期|篇|条|次|回)|一回|"
    r"一次|之后照旧|之后还是|过完照旧|完了照旧|照旧|老样子",
    _I,
)
_FORMAL = re.compile(
    r"\b(?:curator|professor|judge|head ?(?:teacher|master|mistress)|principal|diplomat|butler|"
    r"barrister|lawyer|solicitor|archivist|ambassador|registrar|magistrate|dean|chancellor|"
    r"newsreader|statesman|proper|correct|old-fashioned|old-school|dignified|courteous|formal|"
    r"distinguished|gentleman|lady of the manor)\b|教授|校长|法官|外交官|播音员|学者|老学究|馆长|"
    r"致辞|端正|得体|庄重|严谨|正式|书面|官方|发言人|老干部",
    _I,
)
_CASUAL = re.compile(
    r"\b(?:barista|bartender|barman|barmaid|neighbou?r|mate|friend|buddy|pal|auntie|aunty|uncle|"
    r"shopkeeper|regulars?|chatty|chats?|chatting|natter|gossip|knows every|over the fence|"
    r"down the pub|cafe|café|laid-back|easygoing|relaxed|casual|friendly|cheeky)\b|大叔|大妈|阿姨|"
    r"老板娘|街坊|邻居|朋友|哥们|闺蜜|唠嗑|聊天|拉家常|摊主|小卖部|房东|随意|口语|接地气|亲切",
    _I,
)


def voiced_register(text: str, read: Callable[[str], list[Observation]]) -> list[Observation]:
    """The register a lasting voice implies, as the rules read it asked for; [] otherwise."""
    voice = _VOICE_EN.search(text) or _VOICE_ZH.search(text)
    if voice is None or not _LASTING.search(text) or _ONCE.search(text):
        return []
    formal = len(_FORMAL.findall(text))
    casual = len(_CASUAL.findall(text))
    if formal == casual:
        return []
    zh = re.search(r"[\u4e00-\u9fff]", voice.group()) is not None
    if formal > casual:
        asked = "以后语气正式一点" if zh else "Formal register from now on"
    else:
        asked = "以后语气口语化一点" if zh else "Casual, chatty register from now on"
    return [o for o in read(asked) if o.dimension == "formality"]


def voiced_once(text: str) -> bool:
    """Whether the message asks for a voice for one piece only, then back to normal (「就元宵那期，
    用二人转的腔调写一回，之后照旧」): its "as before" approves nothing of the last result."""
    voice = _VOICE_EN.search(text) or _VOICE_ZH.search(text)
    return voice is not None and _ONCE.search(text) is not None
