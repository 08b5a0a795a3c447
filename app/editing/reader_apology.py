"""An apology or thanks the article says to its readers, not the model to the writer.

An outage notice made "more sincere" ends "给大家添麻烦了，真的很抱歉。"; a letter to customers
asked for an apology gains "I'm sorry."; a recall notice's last paragraph becomes "Sorry for the
trouble this causes." These stand where the writer's paragraph stood and speak to the article's
readers, so they are article — while the model's own apology is about the exchange ("Sorry for
the confusion in my last reply", "抱歉，这次只改了您说的那段", "I'm sorry, but I can't…"), which
names the edit, the writer's text or what the model cannot do. A sentence is the readers' when
it is a bare apology or thanks, or one for the readers' trouble, and holds none of those words.
"""

from __future__ import annotations

import re

# The whole sentence: sorry / thank you, for what the readers go through (at most a clause).
_EN = re.compile(
    r"^(?:and\s+|once again,?\s+|again,?\s+)?(?:(?:i|we)(?:'m|'re| am| are)\s+)?"
    r"(?:so |very |truly |really |deeply |sincerely |terribly |genuinely )*"
    r"(?:sorry|thank you|thanks)(?:\s+(?:so much|again|all|everyone))?"
    r"(?:[,\s]+for\s+[^.!?]{1,80})?\s*[.!]*$",
    re.IGNORECASE,
)
_ZH_WORDS = re.compile(r"抱歉|歉意|对不起|不好意思|感谢|谢谢|见谅|谅解")
_ZH_READERS = re.compile(
    r"^(?:[^。！？!?]{0,30}?(?:大家|各位|您|你们|居民|顾客|客户|读者|家长|业主|乘客|用户|市民|朋友们"
    r"|不便|麻烦|久等|影响|困扰|损失|担心)[^。！？!?]{0,30}"
    r"|(?:真的|实在|非常|十分|很|深表|深感|再次|诚挚地?)*[^。！？!?]{0,4})[。！!…]*$"
)
# Words of the exchange between the model and the writer: the edit, the text, a refusal.
_EXCHANGE = re.compile(
    r"confus|misunderst|mix-?up|earlier|previous|reply|answer|mistake|oversight|\bmy\b|\bme\b"
    r"|\bbut\b|can't|cannot|can not|unable|couldn't|\bi (?!am sorry|'m sorry)|article|paragraph"
    r"|version|chang|edit|revis|rewr|sentence|wording|text|draft|suggest|request|hope|help"
    r"|let me|feel free|\?"
    r"|我(?!们)|但|无法|不能|没法|误解|理解错|之前|刚才|上一|疏忽|修改|改写|改动|段|句|版本|文章|原文|建议|希望"
    r"|帮助|[?？]",
    re.IGNORECASE,
)


def says_to_readers(sentence: str) -> bool:
    """Whether `sentence` is an apology or thanks the article makes to its readers ("真的很抱歉。",
    "给大家添麻烦了，真的很抱歉。", "I'm sorry.", "Sorry for the trouble this causes.") — not the
    model's about the edit ("Sorry for the confusion earlier!", "抱歉，我只改了第二段")."""
    flat = sentence.strip().strip("*_ ").replace("’", "'")
    if not flat or len(flat) > 160 or _EXCHANGE.search(flat):
        return False
    if _EN.match(flat):
        return True
    return bool(_ZH_WORDS.search(flat)) and _ZH_READERS.match(flat) is not None
