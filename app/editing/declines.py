"""A reply whose lead says the model will not or cannot make the edit ("I can't add that claim
without a source — …", "I'm not able to…", 抱歉，我无法添加这个说法…) is the model declining,
whatever follows it (an offered alternative, a replacement it would write instead): in
selection mode nothing is saved and the writer reads the model's words (a whole-article reply
is left to the judge: after "I can't see any typos, but…" the article may still follow).
"""

from __future__ import annotations

import re

from app.editing.align import MATCH, similarity
from app.editing.units import normal, sentences, split_paragraphs

# "I can't", "Sorry, but I won't", "I'm afraid I'm not able to", "Unfortunately, I cannot"
_EN_LEAD = re.compile(
    r"^(?:(?:i['’]m |i am )?(?:so )?(?:sorry|afraid)[,.!]?\s*(?:but\s*)?|unfortunately,?\s*)?"
    r"i\s*(?:can['’]?t|cannot|can not|won['’]t|will not|shouldn['’]t|should not"
    r"|(?:am|['’]m) (?:not able|unable|not going|not comfortable|not willing)"
    r"|(?:['’]d|would) rather not|must decline|have to decline|don['’]t feel comfortable"
    # "I'd prefer not to rewrite it", "I'm reluctant to change what she said"
    r"|(?:['’]d|would) prefer not to|(?:am|['’]m) (?:a bit |rather |somewhat )?reluctant to"
    # "I'd hold off on that.", "I'd rather hold back on adding it"
    r"|(?:['’]d|would) (?:rather )?hold (?:off|back))\b",
    re.IGNORECASE,
)
# ...followed, in that sentence, by what it would not do (not an article's "I can't wait").
_EN_DEED = re.compile(
    r"\b(?:add\w*|include|insert|put|writ\w*|make|mak\w*|chang\w*|rewrit\w*|edit\w*|stat\w*"
    r"|say\w*|claim\w*|assert|call\w*|describ\w*|present|do (?:that|this|it)|help\w*|comply"
    r"|invent\w*|fabricat\w*|mak\w* up|publish\w*|accus\w*|verif\w*|confirm|support\w*"
    r"|access|open|see|that claim|that|this)\b",
    re.IGNORECASE,
)
# 抱歉，我无法… / 我不能替您编造… / 很抱歉，这个说法我没法加上
_ZH_LEAD = re.compile(
    r"^(?:(?:很|非常)?(?:抱歉|对不起|不好意思)[，,！!。\s]*(?:但(?:是)?)?[，,\s]*)?"
    r"(?:我|这(?:个|句|条|种)?[^，,。]{0,12}?我)(?:恐怕|暂时|实在)?"
    r"(?:无法|不能|没法|没办法|不便|不可以|不会"
    # 我不太想改…, 这几句我不想动, 我不愿意改写: unwilling, not unable
    r"|(?:不太|不大|并不|不)(?:想|愿意?|打算)(?:去|再)?(?:改(?![变善进革良])|动(?![身物人力态作工])|重写|修改|润色|现代化|替))"
    r"|^(?:很|非常)?(?:抱歉|对不起)[，,！!。\s]*(?:但(?:是)?)?[，,\s]*(?:无法|不能|没法|没办法)"
)

# The reason first, then the refusal in the same sentence: "That sentence is inside her quotation,
# so I'd rather not rewrite her words.", "Because the figure is the council's, I won't change it",
# 这句话在她的引语里，我不便改写。 — only a refusal to change the text itself (a first-person
# article's "Drenched, I can't pretend we were brave" or 我没法在外面多待 is a sentence, not this).
_EN_AFTER_REASON = re.compile(
    r"(?:[,;:]|\s[—–-])\s*(?:(?:and |but )?so |and |but |which is why |hence |therefore )?"
    r"i\s*(?:can['’]?t|cannot|can not|won['’]t|will not|shouldn['’]t|should not"
    r"|(?:am|['’]m) (?:not able to|unable to|not going to|not comfortable|not willing to)"
    r"|(?:['’]d|would) rather not|don['’]t feel comfortable|(?:['’]d|would) prefer not to)\s+"
    r"(?:(?:just|really|simply|directly|safely)\s+)?"
    r"(?:chang|rewrit|reword|rephras|paraphras|edit|alter|shorten|trim|cut|touch|modify|tweak"
    r"|punch|round|tamper|improv|polish)\w*\b",
    re.IGNORECASE,
)
_ZH_AFTER_REASON = re.compile(
    r"[，,；;：:—]\s*(?:所以|因此|因而|故)?[^，,。！？!?]{0,12}?我(?:恐怕|暂时|实在)?"
    r"(?:无法|不能|没法|没办法|不便|不可以|不会|不好)(?:替您|帮您|为您|直接|随意|擅自)?"
    r"(?:改|修|动|润色|重写|编|调整|删|缩|换)"
)


def _declines(sentence: str) -> bool:
    """Whether a sentence reads as the model declining the edit."""
    english = _EN_LEAD.match(sentence)
    if english is not None:
        return _EN_DEED.search(sentence[english.end() :]) is not None
    if _ZH_LEAD.match(sentence) is not None:
        return True
    return bool(_EN_AFTER_REASON.search(sentence) or _ZH_AFTER_REASON.search(sentence))


def declined(reply: str, body: str, original: str) -> str | None:
    """The model's words when the lead of `reply` (already peeled of wrappers) declines the
    edit, else None. `original` is the text the reply stands for (the selection, or the
    body): a lead that reads as a rewrite of it, or that the article itself holds, is text."""
    words = reply.strip()
    if not words:
        return None
    first = next((u for u in split_paragraphs(words).texts if u.strip()), "")
    lead_line = first.strip().split("\n", 1)[0].strip().lstrip("*_> #").strip()
    lead = (sentences(lead_line) or [lead_line])[0].strip()
    if not lead or normal(lead) in normal(body):
        return None
    if not _declines(lead):
        return None
    own = [
        s.strip()
        for paragraph in split_paragraphs(original).texts
        for s in sentences(paragraph)
        if _EN_LEAD.match(s.strip()) or _ZH_LEAD.match(s.strip()) or _declines(s.strip())
    ]
    if any(similarity(lead, sentence) >= MATCH for sentence in own):
        return None  # the writer's own "I can't recommend it enough", rewritten
    return words


def declined_reason(words: str) -> str:
    """The sentence the writer reads: the model declined, its reason quoted, nothing changed."""
    return f"The model declined to make this change, so nothing was changed. It said: “{words}”"
