"""Telling a model's remark about the text from new text for it ("Paragraph 2 is already
vivid.", 最后一段已经足够动人了。 are remarks, not paragraphs).

A remark shares almost none of its words with the text it would replace — it is about that
text, not a version of it — and it judges the text or says nothing needs doing. Both must hold:
a rewritten paragraph may share few words yet carries no verdict on itself, and an article
sentence may say "already" yet repeats the article's words.
"""

from __future__ import annotations

import re

from app.domain.text import CJK_CHAR
from app.editing.dictated import is_dictated
from app.editing.units import normal, sentences

# Share of a reply's content words the text must hold for the reply to be a version of it.
_OVERLAP = 0.34
# The same share for a reply that says outright nothing needs changing: it may name the part
# it talks about ("The outro already repeats the hook") in the text's own words.
_OUTRIGHT_OVERLAP = 0.5
# A quotation of at least two characters, in any quotes a reply uses.
_QUOTED = re.compile(
    r"\"[^\"\n]{2,}\"|“[^“”\n]{2,}”|「[^「」\n]{2,}」|『[^『』\n]{2,}』|‘[^‘’\n]{2,}’"
)
# Longer than this, a reply is writing, not a remark (words; a CJK character counts as one).
_MAX_WORDS = 60
_MAX_SENTENCES = 3


# Words that talk about the text in any reply; they never count as content shared with it.
def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_META_WORDS = _words(
    """
    the and for are was were this that these those with you your has have had not but its
    it's into from than then there here they them his her she him our out all any can one
    paragraph paragraphs sentence sentences text article piece essay post draft passage line
    lines selection wording tone opening ending intro last first second third fourth fifth
    already enough fine good well great quite really very honestly think would keep leave
    as is it reads looks sounds feels works need needs needed change changes changed edit
    edits necessary grammar spelling typos correct
    """
)
# "Nothing to change", said outright: enough on its own when the reply shares no words.
_NOTHING_TO_DO = re.compile(
    r"\bno (?:changes?|edits?|corrections?|fixes|revisions?|improvements?)\b"
    r"|\bnothing (?:needs?|needed|to|that needs|i would|i'd|much to)\b"
    r"|\b(?:needs|requires?|required) no\b|\b(?:doesn't|does not|don't|do not) need\b"
    r"|\b(?:looks?|reads?|sounds?|is|are)(?: all)? (?:good|fine|great|perfect|correct|solid)\b"
    r"|\bas (?:it )?is\b|\bas written\b|\bleave it\b|\bkeep it\b"
    r"|\bas \w+ as (?:it|this|that|they) (?:can|could|gets?|needs?)\b"
    r"|(?:不|无|没有?)(?:需要|必要|用)(?:再)?(?:修改|改动|调整|改|动)|无需|不必(?:修改|改)"
    r"|没有?(?:什么|任何)?(?:需要|要)?(?:修改|改动|调整)"
    r"|没有?(?:发现|看到|找到|查到)?(?:什么|任何)?(?:语法|拼写|标点)?(?:错误|问题|错别字|毛病)"
    r"|保持原样|维持原样|不用改|挺好的?|很好了|没问题",
    re.IGNORECASE,
)
# The rest said to stay as it is, under new text: "其他部分不用动。", "别的地方不用改",
# "Nothing else needs to change.", "The rest can stay as it is."
_REST_KEPT = re.compile(
    r"(?:其他|其它|其余|别的|剩下的?)(?:部分|地方|内容|段落|句子)?(?:都|就|也)?(?:不用|不必|无需|不需要|没必要)"
    r"(?:再)?(?:动|改|修改|改动|调整|变)"
    r"|\b(?:nothing else|everything else|the rest)\b[^.!?\n]{0,30}?(?:\bchange\w*|\bunchanged\b"
    r"|\bas (?:it is|is)\b|\bthe same\b)",
    re.IGNORECASE,
)


def rest_kept(unit: str) -> bool:
    """Whether a paragraph only says the rest stays as it is ("其他部分不用动。", "Nothing
    else needs to change.")."""
    found = _REST_KEPT.search(unit)
    return found is not None and _size(unit[: found.start()] + unit[found.end() :]) <= 2


# A verdict on the text: it already is what was asked, or good enough.
_VERDICT = re.compile(
    r"\balready\b|\benough\b|\bfine\b|\bgood\b|\bwell\b|\bcorrect\b|\bsolid\b|\bworks\b"
    r"|\bas \w+ as (?:it|this|that|they) (?:can|could|gets?)\b"
    r"|已经|足够|够了|本身就|挺|不错|到位|可以了|就好",
    re.IGNORECASE,
)
# The speaker's opinion, or the text named as the thing talked about.
_ABOUT = re.compile(
    r"\bi(?:'d| would| think| believe| feel| find|'m| am)\b|\bin my (?:view|opinion)\b"
    r"|\bhonestly\b|\bimo\b|\bto me\b"
    r"|\b(?:the|this|that|your)\s+(?:\w+\s+)?(?:paragraph|sentence|text|article|piece|essay"
    r"|post|draft|passage|line|selection|wording|tone|ending|opening|intro|grammar|spelling"
    r"|writing|story|poem|letter|version|closing|conclusion|title|headline|beginning|start"
    r"|end|middle|section|part|bit|verse|stanza|punctuation)\b|\bparagraph\s+\d+\b"
    r"|\b(?:it|this|that)(?:'s| is| reads| sounds| feels| works| looks| already| has)\b"
    r"|我(?:觉得|认为|建议|看)|个人(?:觉得|认为)|建议"
    r"|这段|这句|这一段|这一句|该段|本段|此段|这部分|这里|第[一二三四五六七八九十\d]+段"
    r"|最后一段|开头|结尾|全文|文章|原文|整篇|语法|措辞|读起来|看起来",
    re.IGNORECASE,
)


def content_words(text: str) -> set[str]:
    """What a text says, as comparable pieces: Latin words (first five letters, minus words
    that only talk about a text) and pairs of adjacent CJK characters."""
    flat = normal(text).lower()
    words = {
        w[:5] for w in re.findall(r"[a-z][a-z']+", flat) if len(w) >= 3 and w not in _META_WORDS
    }
    for run in re.findall(f"(?:{CJK_CHAR.pattern})+", flat):
        words.update(run[i : i + 2] for i in range(len(run) - 1))
    return words


def overlap(reply: str, original: str) -> float:
    """Share of the reply's content words that the original holds (1.0 when it has none of
    its own: a reply made of talk words alone shares nothing either, so it scores 0)."""
    said = content_words(reply)
    if not said:
        return 0.0
    return len(said & content_words(original)) / len(said)


def is_remark(reply: str, original: str) -> bool:
    """Whether `reply` is a remark about `original` (it is fine, already so, needs nothing)
    rather than new text for it."""
    flat = reply.strip()
    if not flat or normal(flat) in normal(original):
        return False
    if _size(flat) > _MAX_WORDS or len(sentences(flat)) > _MAX_SENTENCES:
        return False
    # Words it quotes from the text ("already says “see you soon”") are about the text.
    said = unquoted(flat)
    if "\n\n" in flat:  # new text, then "其他部分不用动": said of the rest, not of the new text
        said = _REST_KEPT.sub(" ", said)
    outright = bool(_NOTHING_TO_DO.search(said))
    if overlap(said, original) >= (_OUTRIGHT_OVERLAP if outright else _OVERLAP):
        return False
    return outright or (bool(_VERDICT.search(said)) and bool(_ABOUT.search(said)))


def remarks_on(reply: str, target: str, article: str) -> bool:
    """Whether `reply` is a remark about `target` (a part of `article`) and about the article
    alike — not when it quotes a sentence the article does not hold: that is the new text, in
    quotes, with the model's remark on it after ("“…只要5到10分钟…”", then 时间数字都保持原样。)."""
    first = reply.strip().split("\n\n", 1)[0].strip()
    whole = _QUOTED.fullmatch(first)  # the quote a paragraph of its own, not words in a remark
    if whole is not None and _new_sentence(first[1:-1], article):
        return False
    return is_remark(reply, target) and is_remark(reply, article)


def _new_sentence(quoted: str, article: str) -> bool:
    """Whether quoted words are a sentence's worth (eight CJK characters, five words) that the
    article does not hold."""
    size = len(CJK_CHAR.findall(quoted)) if CJK_CHAR.search(quoted) else _size(quoted) * 8 // 5
    return size >= 8 and normal(quoted) not in normal(article)


def unquoted(text: str) -> str:
    """The text without what it quotes (a remark quoting the article is still a remark)."""
    return _QUOTED.sub(" ", text)


def _size(text: str) -> int:
    return len(CJK_CHAR.findall(text)) + len(re.findall(r"[A-Za-z]+", text))


# The model saying it has made the edit: "已完成修改，第三段现在更加正式了。", "修改完成。",
# "我已按您的要求把标题改短了", "改好了！". Before the article it is a preamble; alone, it is a
# claim with no text to apply.
_CLAIMS_EDIT = re.compile(
    r"^[\s*_]*(?:好的|好|嗯|ok|okay)?[\s，,！!。]*(?:我)?(?:已经?|现已|均已)"
    r"(?:完成|按照?|根据|依照|将|把|为您|帮您|给您|替您|对)?[^。！!？?\n]{0,16}?"
    r"(?:修改|改写|润色|调整|改好|改完|改短|改得|改成|处理|完成|优化|精简|补充)"
    r"|^[\s*_]*(?:修改|改写|润色|调整|编辑)(?:工作)?(?:已经?)?完成|^[\s*_]*(?:改好了|搞定了?)",
    re.IGNORECASE,
)
_CLAIMS_EDIT_EN = re.compile(
    r"^[\s*_]*(?:(?:all|it's|it is|that's|that is)\s+)?(?:done|finished|completed?)\b"
    r"|^[\s*_]*(?:the\s+)?(?:(?:first|second|third|fourth|fifth|last|final|opening|closing)\s+)?"
    r"(?:paragraph|sentence|title|headline|intro|ending)(?:\s+\d+)?\s+(?:has|have)\s+been\s+"
    r"(?:updated|revised|rewritten|edited|changed|shortened|expanded|made)\b"
    # "I've made the accommodation answer more appealing: it now leads with…"
    r"|^[\s*_]*(?:(?:ok(?:ay)?|sure|done)[,.!]?\s+)?i(?:['’]ve| have)\s+(?:now\s+|just\s+)?"
    r"(?:made|rewritten|revised|edited|updated|tightened|shortened|reworded|polished|changed"
    r"|adjusted|trimmed|simplified|softened|sharpened|expanded)\s+"
    # ...of the writer's text ("I've made bread every morning" is the article's own line)
    r"(?:(?:it|this|that|them|these|those)\b|(?:the|your|this|that|its)\s+(?:[\w’'-]+\s+){0,4}?"
    r"(?:paragraph|sentence|title|headline|intro|introduction|ending|answer|section|text"
    r"|article|wording|tone|version|line|bit|part|opening|closing|piece|post|stanza|step|list"
    r"|note)s?\b)",
    re.IGNORECASE,
)
# What such a claim is about: the writer's text or request.
_CLAIMED_OF = re.compile(
    r"段|句|标题|题目|全文|文章|原文|正文|语气|措辞|版本|正式|口语|通顺|简洁|生动|您|你|要求|如下|以下"
    r"|\b(?:paragraph|sentence|title|headline|article|text|intro|ending|now|as (?:requested|asked)"
    r"|changes?|edits?|updated|revised|rewritten|made)\b",
    re.IGNORECASE,
)


def claims_edit(text: str) -> bool:
    """Whether `text` is one short line of the model saying it made the edit (of the text
    or the request), rather than text of the article."""
    flat = text.strip()
    if "\n" in flat or _size(flat) > _MAX_WORDS or len(sentences(flat)) > _MAX_SENTENCES:
        return False
    if is_dictated(flat):
        return False  # the writer's own words from the ask ("注：已补充" dictated)
    if _NOTHING_TO_DO.search(flat):
        return False  # "已经很正式了，不需要修改": a remark that nothing needs doing
    claim = _CLAIMS_EDIT.match(flat) or _CLAIMS_EDIT_EN.match(flat)
    if claim is None:
        return False
    # a bare "已完成" or "Done" may be the new text itself (a status changed); a bare claim
    # says it edited ("修改完成。", "改好了！", "Done.")
    bare = len(flat) <= 8 and bool(_EDIT_VERB.search(flat) or re.search(r"[.!。！]$", flat))
    return bare or bool(_CLAIMED_OF.search(flat))


_EDIT_VERB = re.compile(r"修改|改写|润色|调整|改好|改完|搞定")
