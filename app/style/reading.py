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
from app.style.hedges import UNDECIDED, settled
from app.style.judged_or_named import in_the_question_asked as in_the_question_asked
from app.style.judged_or_named import is_the_topic as is_the_topic
from app.style.judged_or_named import names_something_else as names_something_else
from app.style.judged_or_named import names_the_subject as names_the_subject
from app.style.likened import unlikened as unlikened
from app.style.normalising import normalise as normalise
from app.style.prefilter import lazily_screened
from app.style.pronouns import QUOTED_PRONOUN as _QUOTED_PRONOUN
from app.style.retractions import DENIED_ASKING
from app.style.sarcasm import PRAISE_VEHICLE as PRAISE_VEHICLE
from app.style.sarcasm import is_sarcastic as is_sarcastic
from app.style.size_questions import SIZE_WHY
from app.style.this_piece import LASTING as LASTING
from app.style.this_piece import says_one_off as says_one_off

Mood = Literal["request", "question", "hypothetical"]


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


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
    r"(?:would|do) you mind\b|(?:(?:y'?all|ya|ye|you) )?mind\s+\w+(?:ing|in'?)\b|"
    # ("Please, is it better to…?": a question asked nicely, not a request.)
    r"please\b(?![,\s]+(?:is|are|would|should|do|does|which|what|how|tell me)\b)|"
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
    # "would it hurt to have a few longer paragraphs?", "why not put the times as bullets?",
    # "what's the harm in a few emoji?": a wish asked as a question (not "would it hurt the
    # readability", which asks).
    r"(?:would|will|could) it (?:really )?hurt (?:to|if)\b|what'?s the harm in\b|"
    # "y'all reckon you could start…?", "think you could…?": asked of the helper nicely.
    r"(?:(?:y'?all|you|ya|u)\s+)?(?:reckon|think) (?:you|ya|y'?all|u) (?:could|can)\b|"
    r"why not\b(?! (?:both|either))|why don'?t (?:we|you|ya|u)\b(?! (?:ever|even)\b)|"
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
    r")|"
    # "for the show notes in future can the episode titles be longer?": asked from now on.
    r"\b(?:in future|from now on|going forward|moving forward|henceforth|from here on)\b"
    r"[^.!?]{0,20}?\b(?:can|could) (?:the|my|our|these|those|all|every|each|this|it|they)\b"
    + _DIRECTED
    # (请教一下, 请问一下 ask advice, not for a change.)
    # 「以后的通知是不是可以稍微正式一点？」: asked nicely for good, a wish (doubt beside it still
    # hedges; asked with nothing lasting, 「是不是可以稍微加一两个表情？」 may be curiosity).
    + r"|能不能|能否|可不可以|可否|"
    r"(?:以后|今后|往后|从今往后|每次|每篇)[^？?。！!]{0,20}?(?:是不是|是否)可以|"
    r"(?:是不是|是否)可以[^？?。！!]{0,20}?(?:以后|今后|往后|每次|每篇)|"
    # 「以后能正式一点吗？」: asked nicely for good, as 能不能 is.
    r"(?:以后|今后|往后|从今往后|每次|每篇)[^？?。！!，,]{0,6}?能(?!不能)[^？?。！!]{1,16}?吗|"
    r"有没有可能|可以.{0,12}吗|麻烦|请(?!教|问一下)|劳驾|拜托|"
    r"辛苦(?:一下|您|你)|"
    # A tag after the order: "keep the sentences short, would you?", "…, will ye?".
    r"[,，]\s*(?:would|will|could|can|won'?t) (?:you|ye|ya|y'?all)\W*$|"
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
    # ("one day per line" lays a list out, it puts nothing off.)
    r"\bsomeday\b|"
    r"\bone day\b(?! (?:only|at a time|(?:per|a|each|to an?) (?:line|row|entry|bullet)))|"
    r"\bdown the (?:line|road)\b|\byears off\b"
)
# "…a touch on the long side, if I'm honest", "if I may say so": candour, not a condition.
CANDOUR = _re(
    r"\bif (?:I'?m|I am) (?:being )?(?:honest|frank|blunt|candid|picky|fussy|truthful)\b|"
    r"\bif I (?:may|might|can) (?:say so|be (?:honest|frank|blunt|candid))\b|\bif truth be told\b"
)
_POLITE_CONDITION = _re(
    r"\bif (?:you|possible|needed|necessary|that'?s ok|at all)\b|" + CANDOUR.pattern + r"|"
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
    r"[a-z]+\b[^.!?]*\bor not\b|"
    # Hong Kong and Singapore English: "Can cut the paragraphs smaller?", "Can make the
    # sentences shorter one?" — no subject, an editing verb: asked to be done.
    r"^\W*can\s+(?:make|cut|put|use|add|write|keep|break|split|trim|shorten|change|give|"
    r"chop|drop|remove|take|tone|turn|merge|join)\s+(?:the|them|it|all|more|less|fewer|some|"
    r"a bit)\b|" + DENIED_ASKING
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
    r"是不是(?:该|应该|得|要)\S{0,8}?一?[点些]|"  # 「是不是该写得短一点了」
    # 「以后要不要直接用“你”…？」: one way proposed for good.
    r"^\W*(?:以后|今后|往后)?(?:要不要|是不是要)(?:直接|都|统一|改成|换成)|"
    r"\b(?:would|might|could)\b.{0,60}\b(?:work|read|look|be|sound|land|flow|wear|sit|fit|"
    r"suit|go down)\s+(?:\w+\s+)?(?:better|nicer)\b|\b(?:work|read|look|sound)s? better with\b|"
    r"\bshould (?:we|I) (?:maybe |perhaps )?(?:try|go|use|cut|trim|make|drop|add|switch|tone)\b"
)
_EITHER_OR = _re(r"还是|或者|\bor\b|\btoo\b|太")


def proposes(sentence: str) -> bool:
    """Does a question propose one direction for the text ("是不是短一点会好些？")?"""
    return bool(_PROPOSED.search(sentence)) and not _EITHER_OR.search(sentence)


def without_candour(text: str) -> str:
    """`text` without its asides of candour ("if I'm honest"): their "if" supposes nothing."""
    return CANDOUR.sub("", text)


@lru_cache(maxsize=256)
def is_hesitant(text: str) -> bool:
    # ("wondering whether longer sentences would flow better": a question, no doubt of a wish.)
    return bool(_HESITANT.search(settled(WONDERING.sub(" ", text))))


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
