"""How a sentence of the writer's is meant, before any style term in it is read.

A style word in a sentence is not yet a request: the sentence may ask a question ("会不会更
清楚？"), imagine another piece ("If this were going to a journal…"), describe someone else
("My boss writes everything in the third person"), say who the readers are ("我的读者基本都
是初中生"), praise sarcastically ("Love how it reads like a rental contract"), hesitate
("maybe…? not sure"), or be about this one piece only ("这篇是讣告"). These readings are
shared by the offline rules and the check on a model's extraction, in English and Chinese.
"""

import re
from functools import lru_cache
from typing import Literal

from app.style.asking import OPINION_QUESTION as _OPINION_QUESTION
from app.style.asking import RENDERING as _RENDERING
from app.style.asking import WONDERING
from app.style.hedges import UNDECIDED
from app.style.likened import unlikened as unlikened
from app.style.normalising import normalise as normalise
from app.style.occasions import frames_an_occasion
from app.style.prefilter import screened
from app.style.pronouns import QUOTED_PRONOUN as _QUOTED_PRONOUN
from app.style.retractions import DENIED_ASKING
from app.style.sarcasm import PRAISE_VEHICLE as PRAISE_VEHICLE
from app.style.sarcasm import is_sarcastic as is_sarcastic
from app.style.size_questions import SIZE_WHY

Mood = Literal["request", "question", "hypothetical"]


def _re(pattern: str) -> re.Pattern[str]:
    return screened(re.compile(pattern, re.IGNORECASE))


# -- words quoted, not meant -----------------------------------------------------------------

_QUOTED = re.compile(
    r"“([^”]{1,80})”|\"([^\"]{1,80})\"|‘([^’]{1,80})’|「([^」]{1,80})」|『([^』]{1,80})』|"
    r"《([^》]{1,80})》|"
    r"(?<![A-Za-z])'([^'\n]{1,80})'(?![A-Za-z])"
)


@lru_cache(maxsize=256)
def mask_quoted(text: str) -> str:
    """Words in quotation marks are mentioned, not meant: a word to fix or translate ("the word
    'formal' is misspelt"), a phrase to delete (把“非常正式的场合”删了), someone's comment ("a
    commenter wrote 'way too many emoji'"). Their style terms are blanked; a quoted pronoun
    stays, it is how a writer names "you"."""

    def blank(match: re.Match[str]) -> str:
        inner = next(g for g in match.groups() if g is not None)
        if _QUOTED_PRONOUN.match(inner):
            return match.group(0)
        return match.group(0).replace(inner, " " * len(inner))

    return _QUOTED.sub(blank, text)


# -- sentences -------------------------------------------------------------------------------

_SENTENCE = re.compile(r"[^。！？!?.;；\n]+(?:[。！？!?.;；…]+|\n|$)")


def sentences(text: str) -> list[str]:
    """Sentences with their closing punctuation ("Is it too formal?" keeps its "?")."""
    found = [m.group(0).strip() for m in _SENTENCE.finditer(text)]
    return [s for s in found if s and re.search(r"\w", s)]


# -- what kind of sentence -------------------------------------------------------------------

# The rest of a request asked with a direction ("…use fewer big words?", "…be a bit livelier?"),
# never one asking whether the text is too much of something.
_DIRECTED = (
    r"(?![^?]*\btoo\b)[^?]*\b(?:a (?:bit|little|touch|tad)|slightly|more|less|fewer|shorter|"
    r"longer|simpler|plainer|livelier|calmer|friendlier|tighter|punchier|lighter|warmer|clearer|"
    r"skip|drop|lose|use)\b"
)
_POLITE_REQUEST = _re(
    # ("also can you not…", "and could you…": a joining word before the request.)
    r"^\W*(?:(?:also|and|so|oh|ok(?:ay)?|btw|but|hey|then)\s+)*"
    r"(?:(?:could|can|would) you\b|will you\b(?! (?:keep|continue|still|always|be|carry on|stick))|"
    r"(?:would|do) you mind\b|mind\s+\w+ing\b|please\b|"
    r"can we\b|could we\b|is it possible to\b|would it be possible\b|any chance you could\b|"
    r"(?:would|will) it be (?:ok(?:ay)?|alright|all right|fine) (?:with you )?(?:if|to)\b|"
    r"(?:would|will) it be (?:so |that |too |really |very )?(?:awful|terrible|bad|wrong|weird|"
    r"odd|mad|crazy|silly|a (?:crime|disaster|problem|sin|mistake)|the end of the world) "
    r"(?:if|to)\b|"
    r"(?:would|will|is) it be (?:an? |much of an? )?(?:(?:terrible|huge|big|great|real|massive) )?"
    r"(?:bother|"
    r"trouble|problem|imposition|pain|hassle) to\b|(?:would|will|is) (?:it|that) be too much "
    r"(?:trouble |bother |hassle )?(?:to ask )?(?:to|if)\b|"
    r"(?:might|may|could|can) I (?:ask|request|suggest|get|have)\b|"
    r"how about\b|what about\b|"
    # "Could the letters use fewer big words?", "Any chance the recaps could be livelier?":
    # asked of the text with a direction, not asked whether it is so ("Could the tone be too
    # formal?", "Would it be more readable with bullets?").
    r"any chance (?:[\w-]+ ){1,4}(?:could|can|might)\b" + _DIRECTED + "|"
    r"(?:could|can|might) (?:the|my|our|these|those|all|every|each|this|it|they)\b"
    + _DIRECTED
    + r"|"
    # "could the weekly notes always get a short headline?": asked to be so from now on.
    r"(?:could|can) (?:the|my|our|these|those|all|every|each|this|it|they|[\w-]+)(?:\s+[\w'-]+)"
    r"{0,8}?\s+(?:always|from now on|going forward|in future)\b"
    r")|能不能|能否|可不可以|有没有可能|可以.{0,12}吗|麻烦|请|劳驾|拜托|辛苦(?:一下|您|你)|"
    # Singlish: "放多一点 emoji can or not?", "shorter can anot?": a request, asked nicely.
    r"\b(?:can|could|ok|okay) (?:or not|anot|or no)\b\W*$|"
    r"(?:一点|点|些)\S{0,2}(?:好吗|行吗|成吗|好不好|行不行|可以吗|得唔得|得不得|可唔可以|好唔好)|"
    # "别搞这么多表情好吗": a ban with "好吗" tacked on is asked of the model, not of the writer.
    r"^\W*(?:以后|今后|往后)?(?:别|不要|能不能).{0,20}(?:好吗|行吗|成吗|好不好|行不行)\W*$"
)
_HESITANT = _re(
    r"\bmaybe\b|\bperhaps\b|\bnot sure\b|\b(?:half|kind of|sort of|kinda|sorta) thinking\b|"
    r"\bnot (?:100%|a hundred percent|totally|entirely|completely|fully|quite) sure\b|"
    r"\bi dunno\b|\bi don'?t know\b|\bwouldn'?t hurt\b|"
    # (要不…吧 with nothing doubtful beside it is how a suggestion is made: "要不还是加点表情吧".)
    r"\bmight\b|\bi guess\b|也许|或许|说不定|要不(?![^。！？!?…]{0,20}吧(?:$|[，,。\s]))|也说不好|"
    # A sentence opened on 或者…/不如… ("或者…通告可以寫短啲？"): a suggestion, softly put.
    # (Not 「与其X，不如Y」, which chooses: only with a pause after it, or asked.)
    r"^\W*(?:嗯|那|我觉得|我想)?\W*(?:或者|不如)(?:…|\.{2,}|[，,]|(?=[^。！？!?]*[？?]\W*$))|"
    r"说不好|说不准|拿不定|不太确定|没(?:完全)?想好|"
    # Permission, not a wish: "a few emoji is fine, whatever", "放几个也行吧，无所谓".
    r"无所谓|都行|也行吧|随便你|\bI don'?t mind\b|\beither way\b|\bup to you\b|"
    r"也不一定|你看着办|看着办吧|(?<!尽)可能|\bthinking (?:about|of)\b|(?<!现)在想|考虑要不要|"
    r"\bI(?:'m| am| was| keep| kept| still| just)* wonder(?:ing)?\b|\bI'?ve been wondering\b|"
    # "Part of me thinks…", "Then again, what do I know", "Only a thought": doubt in plain words.
    r"\bpart of me (?:thinks|wants|wonders|feels)\b|\bthen again\b|\bwhat do I know\b|"
    r"\b(?:only|just) a thought\b|\bnot sure yet\b|\bhalf a mind\b|"
    r"一方面觉得|转念一想|我也说不好|只是个想法|随口一说|"
    r"拿不准|吃不准|不确定(?!的)|不敢确定|" + UNDECIDED.pattern
    # The mind not made up, in any words ("Not decided, mind", 「还没想清楚」): app/style/hedges.py.
)
# What would have been, had things gone otherwise: "Had the boat not broken down we'd have
# done…", "If only the printer hadn't let us down — we'd have done…", 「要不是预算紧，早就…」.
# A wish ("if only…") beside it is a regret, not a request.
_COUNTERFACTUAL = (
    r"^\W*(?:but |and |oh |honestly,? )?had (?:the|my|our|this|that|these|those|it|we|I|they|"
    r"he|she|you)\b(?: [\w'-]+){0,4}? (?:not |never )?(?:\w+ed|been|gone|done|broken|known|"
    r"seen|had|taken|made|come|got|gotten|won|run|held|sold|grown)\b|"
    r"\b(?:we|they|you|he|she|it)'d have (?:\w+ed|done|had|made|gone|been|written|put|kept|"
    r"thrown|run|sent|got|gotten)\b|\b\w+'d'?ve\b|要不是|若不是|"
    # Meant to, and did not: "本来想加几个表情的，但这是道歉信", "I was going to add emoji, but…".
    r"(?:本来|原本|本|原)(?:想|打算|准备)[^。！？!?]{1,20}?(?:但|可|不过)|"
    r"\b(?:I|we) (?:was|were) (?:going|gonna) to\b[^.!?]{1,60}?\bbut\b|"
    r"^\W*had (?:we|I|they|you) (?:a|an|the|more|fewer|less|some|any|no)\b"  # "Had we a younger…"
)
_COUNTERFACTUAL_RE = _re(_COUNTERFACTUAL)
_CONDITIONAL = _re(
    # ("Had that gone out…" is a condition; "I had that muddled" says what the writer did.)
    r"\bif\b|\bwere I\b|^\W*were (?:this|it|we|they|you)\b|"
    # "Were BBC Wales to pick it up…", "Were the Archdruid ever to share one…": inverted.
    r"^\W*were (?:[\w'-]+\s+){1,5}?(?:ever\s+)?to\s+\w+|"
    r"(?<!\bI )(?<!\bwe )(?<!\bthey )"
    r"(?<!\byou )(?<!\bhe )(?<!\bshe )\bhad (?:this|it|I|we|that|"
    r"they) (?:been|gone|had|\w+ed)\b|\bsuppose\b|"
    # "Supposing we ever did a print edition…", "Should we ever go national…", "In the event
    # that…". (Not "assuming…" nor "provided…": they set terms for a wish said beside them.)
    r"\bsupposing (?:that )?(?:we|I|they|you|it|this|the|our|my|someday|one day)\b|"
    r"^\W*should (?:we|I|they|you|it|this|the \w+) ever\b|"
    r"^\W*say (?:we|I|they|you|it|the \w+) (?:ever|one day|someday)\b|"
    # 「真要投给杂志的话，…」: a condition closed by 的话 (not "以后的话", "方便的话").
    r"(?:要|投|发|给|上(?!次|回|周|面|边|一)|换|改|做|出|印)(?!我说|我讲|说)[^，,。！？!?]{0,10}?(?<!以后)(?<!今后)(?<!平时)(?<!方便)"
    r"(?<!可以)(?<!有空)(?<!不介意)(?<!不麻烦)的话[，,]|"
    r"\bin the event (?:that|of)\b|\bon the off chance\b|"
    r"\bimagine\b|\bI'?d have\b|\bwould have\b|\bwould'?ve\b|"
    # What would have been, had things gone otherwise (_COUNTERFACTUAL).
    r"(?:" + _COUNTERFACTUAL + r")|"
    # A future put as a condition: "When we would open a second school, maybe then…", "When we
    # grow, then we go more formal".
    r"\bwhen (?:we|I|they|you) (?:would|'d)\b|"
    r"\bwhen\b[^.!?;]{1,80}?,\s*(?:maybe |perhaps |probably |only )?then\b|"
    r"假如|假设|假使|假若|倘使|设若|若果|(?<![主只就还总不])要是|如果|倘若|万一|换成是|换作是|若是|"
    # Put off to a day that has not come: "等以后做英文版…，现在不用", "someday, when…".
    r"^\W*等(?:以后|将来|哪天|到时候|有一天|明年|下半年)|(?:现在|目前|暂时)(?:先|还)?不(?:用|需要|必)|"
    r"\bsomeday\b|\bone day\b(?! (?:only|at a time))|\bdown the (?:line|road)\b|\byears off\b"
)
_POLITE_CONDITION = _re(
    r"\bif (?:you|possible|needed|necessary|that'?s ok|at all)\b|"
    # "If it's not too much trouble", "if it isn't a bother": manners, not a condition.
    r"\bif (?:it'?s|it is|it isn'?t|that'?s|that is|that isn'?t)\s+"
    r"(?:not\s+|no\s+)?(?:too much\s+)?"
    r"(?:trouble|hassle|bother|a bother|a problem|ok(?:ay)?|alright|all right|possible|"
    r"convenient|doable|too much|easy|no trouble)\b|"
    r"(?:方便|有空|可以|不麻烦|不介意)的话|不知道方不方便|"
    # "Only if it's easy", "only if you have time": leave given, not a condition on the wish.
    r"\bonly if (?:it'?s|it is|that'?s|you (?:have|get) (?:the )?time|you can)\b|"
    r"\bas if\b|\beven if\b|\bsee if\b|\b(?:would|do) you mind if\b|\bwonder(?:ing)? if\b|"
    r"\b(?:is|would|will) it be (?:ok|okay|alright|all right|fine) (?:with you )?if\b|"
    r"\bis it (?:ok|okay|alright|all right|fine) (?:with you )?if\b|\bhow about if\b|"
    # "Would it be awful if we slipped the odd emoji in?": asked leave, not a hypothetical.
    r"\b(?:would|will|is) it be (?:so |that |too |really |very )?(?:awful|terrible|bad|wrong|"
    r"weird|odd|mad|crazy|silly|a (?:crime|disaster|problem|sin|mistake)|the end of the world) "
    r"(?:if|to)\b|\bwould anyone mind if\b|"
    r"如果可以|如果方便|如果能|要是可以|如果不麻烦|如果不介意|(?:要是|如果).{0,15}就好了|"
    r"\bI wish\b|\bif only\b|\bit would be (?:nice|good|great) if\b"
)


COMPLAINT_QUESTION = _re(
    r"\bwhy (?:so many|so much|all (?:the|these|those)|is (?:everything|it all|every \w+))\b|"
    # What has changed, asked about: "Why does every note now open with…", "为什么标题都变成…了".
    r"\bwhy (?:does|do|is|are|has|have|did|would) (?:every|each|all|everything|the whole)\b|"
    r"\bwhy\b.{0,50}\b(?:now|suddenly|all of a sudden)\b|"
    r"(?:为什么|为啥|怎么|咋)\S{0,10}(?:都|全|又|突然|现在|一下子)\S{0,4}(?:变成|变得|成了|改成|写成|"
    r"弄成|加了|带了|用了)|"
    # What the model did, asked about: "Why did you add all these emoji?", "你怎么改成列表了？"
    r"\bwhy (?:did|would) you\b|\bwho (?:asked|told) you\b|"
    r"(?:怎么|咋|干嘛|为什么|为啥)(?:又|还|要)?"
    r"(?:把\S{0,6})?(?:改|写|弄|搞|加|变|用)\S{0,12}了\W*$|"
    r"\bwhat'?s with (?:all )?the\b|为什么(?:这么多|全是|都是|又|总是)|怎么(?:这么多|又|全是|"
    r"都是|老是)|" + SIZE_WHY  # "句子怎么这么短？": a size complained of (size_questions.py)
)


def said_before_a_condition(sentence: str) -> str:
    """The main clause a conditional sentence opens with, before the pause that leads to its
    condition: "The list is mostly embedded engineers - they'll roll their eyes if we explain
    what a microcontroller is" → "The list is mostly embedded engineers". Empty when the
    condition comes first ("If this were for a journal, …")."""
    found = _CONDITIONAL.search(sentence)
    if found is None or _POLITE_CONDITION.search(sentence):
        return ""
    pauses = list(re.finditer(r"\s[-–—]\s|[,，;；:：]", sentence[: found.start()]))
    return sentence[: pauses[-1].start()].strip() if pauses else ""


# Not asked: Singlish "Can add more emoji or not?" ("can" with no subject) asks for it to be
# done; "我几时有讲过…？" asks only to deny it.
_NOT_ASKED = _re(
    r"^\W*(?:can|could)\s+(?!(?:I|we|you|u|ya|they|it|this|that|these|those|he|she|there)\b)"
    r"[a-z]+\b[^.!?]*\bor not\b|" + DENIED_ASKING
)


@lru_cache(maxsize=256)
def mood(sentence: str, hesitant: bool = False) -> Mood:
    """A request, or a sentence that asks or imagines. A hesitant question ("maybe a smiley
    here and there wouldn't hurt?") is a tentative request, put to the writer later."""
    if _RENDERING.search(sentence) and not IMPERATIVE.match(sentence):
        return "question"  # about the tool's display, not the writing ("No emoji, they show…")
    # (Manners before a polite request, "tell me if it's a bad idea, but could…", imagine nothing.)
    sentence = _LEAD_IN.sub("", sentence) if is_polite_request(sentence) else sentence
    if _CONDITIONAL.search(sentence) and not _POLITE_CONDITION.search(sentence):
        return "hypothetical"
    if _COUNTERFACTUAL_RE.search(sentence):
        return "hypothetical"
    if COMPLAINT_QUESTION.search(sentence) or _NOT_ASKED.search(sentence):
        return "request"  # "Why so many emoji?" complains, "Can add more emoji or not?" asks for
    polite = is_polite_request(sentence)
    if _OPINION_QUESTION.search(sentence) and not polite:
        return "question"
    asks = sentence.rstrip().endswith(("?", "？"))
    if asks and not hesitant and not polite:
        return "question"
    return "request"


# One direction proposed and asked about ("会不会更好", "would … work better"), not a choice
# between two ("A or B?", "还是…") and not a question whether the text is too much of something.
_PROPOSED = _re(
    r"会(?:不会)?(?:好些|好一些|更好|好一点|更清楚|清楚些|更顺)|"
    r"可以(?:再|稍微|稍稍|适当|略微)\S{0,6}?(?:一?[点些]|(?:一两|两三|几)[个句处条])|"
    r"\b(?:would|might|could)\b.{0,60}\b(?:work|read|look|be|sound|land|flow|wear|sit|fit|"
    r"suit|go down)\s+(?:\w+\s+)?(?:better|nicer)\b|\b(?:work|read|look|sound)s? better with\b|"
    r"\bshould (?:we|I) (?:maybe |perhaps )?(?:try|go|use|cut|trim|make|drop|add|switch|tone)\b"
)
_EITHER_OR = _re(r"还是|或者|\bor\b|\btoo\b|太")


def proposes(sentence: str) -> bool:
    """Does a question propose one direction for the text ("是不是短一点会好些？")?"""
    return bool(_PROPOSED.search(sentence)) and not _EITHER_OR.search(sentence)


@lru_cache(maxsize=256)
def is_hesitant(text: str) -> bool:
    # ("wondering whether longer sentences would flow better": a question, no doubt of a wish.)
    return bool(_HESITANT.search(WONDERING.sub(" ", text)))


# What may open a polite request before it starts: "If it's not too much trouble, could…",
# "Also, could…", "不知道方不方便，能不能…".
_LEAD_IN = _re(
    r"^\W*(?:(?:also|and|so|oh|ok(?:ay)?|hey|hi|btw|one (?:more|last) thing|quick one|"
    # Interjections and greetings before the asking: "Aye, could ye…", "Right, can you…".
    r"aye|och|ah|right|well|look|listen|oi|yo|hiya|um+|erm+|"
    r"(?:ey|eh|ay)(?: la| lad| up| mate| pal)?|ayup|hey up|howay(?: man| pet)?|"
    r"if [^,?]{0,40}\b(?:trouble|hassle|bother|problem|ok(?:ay)?|possible|convenient|mind|"
    r"chance)\b[^,?]{0,10}|"
    r"when(?:ever)? you (?:have|get) (?:a )?(?:moment|minute|chance|sec(?:ond)?|time)|"
    r"有空的时候|不知道方不方便|方便的话|有空的话|不麻烦的话|如果可以的话|"
    # What it is for, said first ("For all our concert posts, could you…"), and manners about
    # the asking ("This might be a silly ask, tell me if it's a bad idea, but could…").
    r"(?:for|on|in|across|with) (?:all |every |each |the |our |my |future |these |those )"
    r"[^,?]{0,40}|this (?:might|may|could) be a (?:silly|dumb|stupid|weird|odd|big|small|strange)"
    r" (?:ask|question|request|idea)|tell me if (?:it'?s|this is) (?:a bad idea|silly|too much)|"
    r"feel free to say no|no pressure|shoot me down if [^,?]{0,30})\s*[,，:：]\s*)+"
    r"(?:but\s+)?"
)


@lru_cache(maxsize=256)
def is_polite_request(sentence: str) -> bool:
    """ "Could you maybe…": a softened request, its "maybe" is manners, not doubt."""
    said = _LEAD_IN.sub("", sentence)
    if _POLITE_REQUEST.search(said):
        return True
    lead = _OPINION_LEAD.match(said)
    return lead is not None and bool(_SOFT_PROPOSAL.match(said, lead.end()))


# The writer's own view before what the text could be ("reckon it could be a bit more laid
# back?", "I think the captions could use fewer emoji?"): a softener, like "please".
_OPINION_LEAD = _re(
    r"^\W*(?:(?:I|we)\s+)?(?:reckon|think|figure|feel like|suspect)\s+(?:that\s+)?|"
    r"^\W*(?:我|我们)?(?:觉得|感觉|寻思|琢磨着|认为)"
)
_SOFT_PROPOSAL = _re(
    r"(?:it|the|this|these|those|they|my|our|all|every)(?:\s+[\w'-]+){0,3}?\s+"
    r"(?:could|can|might|should)\b" + _DIRECTED + "|"
    r"[^，,。？?]{0,12}?(?:可以|能)(?:再|稍微|稍稍|适当|略微)?[^，,。？?]{0,6}?(?:一?[点些])"
)


# A clause that tells the model to do something, not what someone is like.
IMPERATIVE = _re(
    r"^\W*(?:(?:(?:but|and|ok|okay)\s+)?(?:so|please|pls|plz|kindly|make|use|keep|write|cut|add|"
    r"put|bring|take|break|split|trim|tone|loosen|liven|cheer|lighten|warm|calm|tighten|shorten|"
    r"drop|give|go|switch|don'?t|do not|stop|"
    r"talk|speak|address|explain|call|"
    r"avoid|never|let'?s|try|no)\b|所以|因此|请|麻烦|帮我|给我|那就|换成|改成|改为|换用|用|别|不要|"
    r"直接|尽量|统一|一律|"
    r"不用|少|多|把|加|删|去掉|写)"
)


# -- this piece only -------------------------------------------------------------------------

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
    r"\bthis time\b|\b(?:for|in) this one\b|\bjust this once\b|\bonly here\b|\bhere only\b|"
    r"\b(?:for|in) this (?:particular |one |single )?(?:release|issue|edition|episode|update|"
    r"installment|instalment|round|batch|mailing|run|printing)\b|"
    r"\b(?:just|only) (?:for|in|on) (?:the|this|that|today'?s|tonight'?s|this week'?s|"
    r"this month'?s)\b|"
    r"\bfor now\b|\bjust here\b|\bthis (?:post|piece|one|article|draft) only\b|"
    r"\bonly (?:for )?this (?:post|piece|one|article)\b|\bdon'?t read anything into it\b|"
    r"\bjust for this\b|\bone-?off\b|\bfor today\b|特别篇|特辑|番外|"
    # The exception named as such: "this one time", "as an exception", "temporarily", 破例,
    # 特例, 偶尔一次, "just this week", 「就今天这一条」, "back to prose next week".
    r"\b(?:this|that) one time\b|\bonly this once\b|\bthis once only\b|"
    r"\bas an? (?:exception|one-?time thing|special case)\b|\btemporarily\b|^\W*temporary\W|"
    r"\bjust (?:this|for this) (?:week|weekend|month|issue|edition)\b|"
    r"\bback to (?:normal|usual|prose|paragraphs|lists|bullets|formal|casual|calm|short|long) "
    r"(?:next|after|from|tomorrow|on)\b|"
    r"破例|特例|例外地|偶尔一次|不代表以后|(?:就|只)(?:今天|今晚|本周|这周)(?:这一?[条篇次]|先)|"
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


@lru_cache(maxsize=256)
def says_one_off(text: str) -> bool:
    """About this piece or this time only ("这次", "for this one", "it's a condolence note")."""
    said = unlikened(_NOT_GENRE.sub(" ", text))
    return bool(ONE_OFF.search(said) or frames_an_occasion(said))


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
    r"\bin future\b|\bhenceforth\b|\bmoving forward\b|\bfrom now\b"
)

# -- a style word naming something else ----------------------------------------------------

# What a style word describes when it judges the writing ("a formal tone", "casual posts").
_WRITING_NOUN_EN = (
    r"tone|register|voice|style|language|wording|words|writing|feel|vibe|approach|sentences?|"
    r"paragraphs?|titles?|headlines?|versions?|prose|copy|phrasing|terms|terminology|jargon|"
    r"explanations?|examples?|descriptions?|way|manner|side|touch|level|structure|format|flow|"
    r"read|look|sound|edge|energy|mood|posts?|pieces?|articles?|drafts?|content|text|stuff|"
    r"things|emoji|emojis|points?|lists?|bullets?|intro|opening|ending|overall|everything|all|"
    r"bios?|notes|listings?|captions?|recaps?|updates?|emails?|newsletters?|letters?|reports?|"
    r"vocabulary|vocab|diction|lexicon|"
    r"chunks?|bits|blocks?|sections?|"
    r"reviews?|blurbs?|summaries|write-?ups?|entries|chapters?|stories|columns?|essays?|guides?"
)
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
