"""An earlier wish withdrawn with nothing asked in its place: "Scratch what I said about the
bullet points", "never mind my note about short headlines", 「口语化那条就当我没说过」,
「段落切短那个，取消吧」.

The writer takes back what they asked for on one dimension — not its opposite. The held
preference on that dimension is set aside (superseded, with the writer's words as evidence, as
a lifted ban is: app/style/lifting.py) and nothing is filed or asked in its place; with nothing
held there, the words change nothing. A withdrawal that turns the wish round ("I got that
backwards", 说反了), says what to do instead ("— prose, please", 还是加上吧) or says the wish
still stands is no withdrawal: the other readings stand. Pure: text and held values in.
"""

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from app.domain.models import StyleAssertion
from app.style.dimensions import Observation
from app.style.earlier import stands
from app.style.filing import WITHDRAWN, WRITER_STRENGTH
from app.style.hits import flip
from app.style.normalising import normalise

_I = re.IGNORECASE

# Taking back, in words that do not turn the wish round.
_TAKE_BACK_EN = (
    r"(?:scratch|forget(?: about)?|ignore|drop|scrap|ditch|cancel|retract|withdraw|take back|"
    r"disregard|never ?mind|bin|shelve|park|not bother(?: with)?|leave off|"
    # "the rule bout puttin everyting in lists, don't mind that no more"
    r"(?:don'?t|dont|do not) (?:mind|worry about|bother (?:with|about)))"
)
# Taking back said of oneself ("The proper-terms rule - I'm withdrawing it", "we're dropping that").
_TAKING_BACK_EN = (
    r"(?:I'?m|I am|we'?re|we are|I'?ll|I will|I'?ve|I have|we'?ve)\s+"
    r"(?:now\s+|just\s+|officially\s+)?"
    r"(?:withdrawing|dropping|scrapping|cancell?ing|retracting|taking back|ditching|binning|"
    r"shelving|withdrawn|dropped|scrapped|cancell?ed|retracted|ditched|binned|shelved)"
)
# What is taken back is a wish of the writer's own, named as one.
_EARLIER_EN = (
    r"(?:what I (?:said|asked(?: you)?(?: for)?|wrote|told you|mentioned|put)|"
    r"(?:the|that|my|this|those|these|your) (?:[\w'’\"“”-]+ ){0,4}?(?:thing|rule|note|request|"
    r"stuff|idea|instruction|preference|ban|comment|remark|policy|business|bit|ask|wish)s?|"
    r"(?:the|that|my) (?:earlier|previous|last|old) (?:[\w'’-]+ ){0,3})"
)
_WITHDRAWN_EN = re.compile(
    # (A spaced hyphen ends it too: "scratch what I said about long titles - short ones now".)
    rf"\b{_TAKE_BACK_EN}\b,? {_EARLIER_EN}\b(?:(?!\s-\s)[^.!?;,，:—–]){{0,60}}|"
    # The wish named first, then taken back: "That rule about 'you', forget I ever said it".
    # ("The 'write loads of detail' thing from before - forget it", "You know the 'keep it
    # chatty' thing? Drop that.": the wish quoted whole, the taking back asked after it.)
    # ("About the rule that everything has to be formal - drop it.": the wish introduced.)
    r"^\W*(?:[\w'’-]+,\s*|you know |remember |(?:about|re|regarding|as for) )?"
    r"(?:the|that|this|my) (?:[\w'’\"“”-]+ ){0,6}?"
    r"(?:thing|rule|note|request|idea|bit|ask|instruction|preference|policy|"
    rf"wish)\b[^.!?;]{{0,90}}?\s*[,—–:?-]\s*(?:let'?s |we can |you can |please |kindly |pls )?"
    rf"(?:just |so )?"
    rf"(?:{_TAKE_BACK_EN}|{_TAKING_BACK_EN})(?: (?:about )?(?:it|that(?: one)?|"
    r"I (?:ever )?(?:said|asked for|mentioned)(?: it| that)?))?\b|"
    # The wish recalled as a question, then taken back: "Remember I said always talk to the
    # reader as 'you'? Let's not bother with that anymore", "You know how I told you to…? Drop
    # that now."
    r"^\W*(?:(?:you know|remember|recall) (?:how |when |that )?)?I (?:once )?(?:said|told you|"
    r"asked(?: you)?(?: for)?|wanted)\b[^.!?;]{3,80}\?\s*(?:let'?s |we can |you can |please )?"
    rf"(?:just |so )?{_TAKE_BACK_EN}(?: (?:about )?(?:it|that(?: one)?|this))?\b",
    _I,
)
_ZH_REPORT = (
    r"(?:之前|以前|上次|上回|前面|先前|刚才|早先|原先)?(?:我)?"
    r"(?:说|讲|提|让你|叫你|要你|交代)?(?:的|过的)?"
)
_ZH_TOPIC_END = (
    r"(?:那条要求|这条要求|那条|这条|那个|这个|那句话|这句话|那句|的要求|那个要求|这个要求|的规矩|的说法|那一条|"
    r"的规定|那条规定|那个规定|的规则|那条规则|的做法|那条规矩|这条规矩|那个规矩|"
    r"的事情?|那件事|这件事)"
)
_ZH_TAKE_BACK = (
    r"(?:收回|撤回|撤了|撤掉|撤销|作废|作罢|不算数?了?|不作数|取消|算了|(?:就)?当我没(?:说|讲|提)过?|"
    r"先放一放|先不(?:用|管)了?|不要了|不用了|不需要了|用不着了|免了|"
    # 「…那句话，忘了它吧」, 「…那条，你就当没听过」: forgotten, not kept.
    r"忘了(?:它|这个|那个|这条|那条|吧)?|忘掉(?:它|吧)?|(?:就)?当(?:作)?没听(?:过|见|到)|"
    # 东北话 拉倒吧, 粤语 当冇讲过 / 当我冇讲.
    r"拉倒(?:吧|了)?|(?:就)?当(?:我)?冇(?:讲|说)过?)"
)
# 「算了吧，不用了」: the taking back said twice over.
_ZH_TAKEN_BACK = rf"{_ZH_TAKE_BACK}(?:[吧啦了呀哈]*[，,\s]*{_ZH_TAKE_BACK})?"
_WITHDRAWN_ZH = re.compile(
    # (「细节写全那个，我收回」, 「分条那个要求我撤回了」: the writer taking it back in person.)
    rf"{_ZH_REPORT}[^，,。！!？?；;]{{1,14}}?{_ZH_TOPIC_END}[，,\s]*(?:你|我)?(?:先|就|也|都)?{_ZH_TAKEN_BACK}|"
    # 「上次说的多用“你”来写，算了吧」: what was said, named without 那个, then taken back.
    rf"(?:之前|以前|上次|上回|前面|先前|刚才|原先)(?:我)?(?:说|讲|提|让你|叫你)(?:过)?的"
    rf"[^，,。！!？?；;]{{1,14}}?[，,\s]*(?:你)?(?:先|就|也|都)?{_ZH_TAKEN_BACK}|"
    rf"(?:收回|撤回|撤销|取消)(?:之前|以前|上次|前面|先前)(?:我)?(?:说|讲|提)的[^，,。！!？?]{{1,14}}|"
    # 刚才说的分点不算 / 之前提的短句不作数了: what was said, named, then taken back.
    rf"(?:之前|以前|上次|上回|前面|先前|刚才|原先)(?:我)?(?:说|讲|提)的[^，,。！!？?；;]{{1,10}}?"
    rf"(?:不算数?了?|不作数了?|作废了?)|"
    # 之前让你一直用「你」跟读者说话，这个就算了吧，不用了: the wish reported whole, then "this"
    # taken back (said again after it).
    rf"(?:之前|以前|上次|上回|前面|先前|原先)(?:我)?(?:说|讲|提|让你|叫你|要你|交代)"
    rf"[^。！!？?；;]{{1,24}}?[，,]\s*(?:这个|那个|这条|那条)(?:要求|规矩|说法|规定)?(?:就|也|你)?"
    rf"{_ZH_TAKE_BACK}"
    rf"(?:[吧啊呀]?[，,\s]*{_ZH_TAKE_BACK})*"
)
# Any word of taking back, wherever it stands ("the lists thing from before, forget it", 算了):
# a message holding one may turn a held wish round even where it names the wish itself.
TAKES_BACK = re.compile(rf"\b{_TAKE_BACK_EN}\b|{_TAKING_BACK_EN}|{_ZH_TAKE_BACK}", _I)
# The wish turned round or restored, not only taken back: then it is a correction, read as one.
_TURNED = re.compile(
    r"\bchanged? my mind\b|\bthe opposite\b|\bthe other way\b|\bbackwards\b|\bwrong\b|"
    r"\bmistake|\bmy bad\b|\bmixed up\b|\binstead\b|\bback (?:in|on|into)\b|"
    r"\b(?:bring|put|stick|pop|add|get) (?:[\w'-]+ ){0,3}?back\b|\bgo (?:back )?(?:to|with)\b|"
    r"\bstick (?:to|with)\b|"
    r"反了|相反|搞错|弄错|说错|记错|不对|唔啱|唔对|唔對|改返|换返|換返|改回|换回|换成|改成|改为|加上|加回|用回|放回|多用|少用|多加|少加"
)
# Beside a withdrawal, words that ask or tell something ("lot titles need the full
# description", "paragraphs are fine, always were", 以后还是用段落写): then the words taken back
# are read as turned round, the way the rest of the rules read them. Waiting is no wish ("I need
# to think about it", "once I know what I want", 我再想想).
_WISHES = re.compile(
    r"\bneeds?\b(?! to (?:think|decide|check|mull|sleep))|\bshould\b|\bplease\b|\bpls\b|"
    r"\b(?:make|write|use|keep|give|put|go|stick|bring|add|leave|prefer|love|like|pile|load|"
    r"chuck|bung|sprinkle)\b|"
    r"(?<!what )\b(?:I|we) (?:want|would like|'d like)\b|"
    r"\b(?:is|are|'s|'re) (?:fine|better|good|ok|okay|what I want|the way)\b|"
    r"以后|今后|从今|往后|还是|要|写|用|放|加|改|换|挺好|就好|更好"
)
# Beside a withdrawal, a sentence saying nothing is decided in its place yet ("I don't know yet
# what I want instead", 「换成什么样我还没想好」, 「以后怎么写我再想想」): no wish, no turning.
_UNDECIDED = re.compile(
    r"[^.!?;。！？；，,]*(?:\b(?:I|we) (?:don'?t|do not) (?:know|have a clue)(?: yet)?(?: what)\b|"
    r"\bnot sure (?:yet )?what\b|\bhaven'?t (?:decided|worked out|figured out)\b|"
    r"\bI'?ll (?:think|get back to you)\b|"
    r"还没想好|没想好|再想想|想一想再说|回头再说|以后再说|还没定|没拿定主意)[^.!?;。！？；]*[.!?;。！？；]?",
    _I,
)
# The dimension a withdrawn wish was about, by the words naming it (the first that says).
_TOPICS: tuple[tuple[str, str], ...] = (
    ("title_style", r"\b(?:head ?lines?|headings?|titles?)\b|标题|题目"),
    ("sentence_length", r"\bsentences?\b|句子|长句|短句"),
    ("paragraph_length", r"\bparagraphs?\b|段落|分段"),
    ("emoji", r"\bemoji\w*|\bemoticons?\b|\bsmileys?\b|表情"),
    (
        "structure",
        r"\bbullet(?:[- ]?points?)?s?\b|\blists?\b|\bdot points\b|分点|列表|分条|条目|"
        r"一条一条|一项一项|一点一点|逐条|要点",
    ),
    ("person", r"\b(?:second|third)[- ]person\b|[\"“'‘]you[\"”'’]|人称|[\"“'‘「]你[\"”'’」]"),
    (
        "vocabulary",
        r"\bjargon\b|\btechnical\b|\bterminology\b|\bplain (?:words|language|english)\b|"
        r"\bterms\b|术语|专业|大白话|通俗|行话",
    ),
    (
        "formality",
        r"\bformal\w*|\bcasual\w*|\bregister\b|\binformal\b|\bchatty\b|口语|正式|书面|随意|随便|板正",
    ),
    (
        "tone",
        r"\btone\b|\bcalm\b|\blively\b|\benergy\b|\bexclamation|语气|活泼|稳重|平和|感叹号",
    ),
    ("length", r"\bdetail\w*|\bbrief\b|\bconcise\b|\blength\b|篇幅|详细|细节|简短|简洁|字数"),
)
# Each dimension named plainly, to read what is said beside a withdrawal about it.
_NOUNS = {
    "title_style": ("Titles", "标题"),
    "sentence_length": ("Sentences", "句子"),
    "paragraph_length": ("Paragraphs", "段落"),
    "emoji": ("Emoji", "表情"),
    "structure": ("Layout", "排版"),
    "person": ("Who we address", "人称"),
    "vocabulary": ("Wording", "用词"),
    "formality": ("Register", "文风"),
    "tone": ("Tone", "语气"),
    "length": ("Length", "篇幅"),
    "exclamation": ("Exclamation marks", "感叹号"),
}
TOPICS = tuple((dimension, re.compile(words, _I)) for dimension, words in _TOPICS)


def _topic(span: str) -> str | None:
    """The dimension named first in the span."""
    found = [(m.start(), d) for d, pattern in TOPICS if (m := pattern.search(span))]
    return min(found)[1] if found else None


# The wish named after what was said about it: "forget what I said about keeping things
# short", 「上次说的多用“你”来写」.
_SAID_ABOUT = re.compile(r"\b(?:about|on)\s+(.{3,60})$|(?:说|讲|提)(?:过)?的(.{2,14}?)[，,\s]", _I)


def _topic_heard(span: str, read: Callable[[str], list[Observation]]) -> str | None:
    """The one dimension the wish named in quotes, named after what was said about it, or
    reported before the words taking it back is about, as the rules read it ("that 'keep every
    post super short' request", "what I said about keeping things short": length), when no word
    names the dimension itself."""
    quoted = re.search(r"[\"“'‘「]([^\"”’」']{3,60})[\"”’」']", span)
    about = _SAID_ABOUT.search(span)
    # Last, the wish as reported before the pause that takes it back ("叫你写得热热闹闹那句话，
    # 忘了它吧": lively, so tone), or spelt out after the thing named ("That thing I asked for,
    # every post sounding official and proper — never mind that now": formality).
    reported = re.split(r"[，,—–;；:：]", span)[:-1]
    for named in (
        quoted.group(1) if quoted else None,
        (about.group(1) or about.group(2)) if about else None,
        *reported,
    ):
        if named is None:
            continue
        heard = {o.dimension for o in read(named) if not o.dimension.startswith("*")}
        if len(heard) == 1:
            return heard.pop()
    return None


def set_aside(dimension: str, held: str, text: str) -> Observation:
    """The writer's `text` setting aside the wish held on `dimension` (`held`, its value):
    the held value's opposite, read as a withdrawal, not as a wish for that opposite."""
    return Observation(
        dimension=dimension,
        value=flip(dimension, held),
        source="writer",
        strength=WRITER_STRENGTH,
        by_writer=True,
        quote=text.strip(),
        reading=WITHDRAWN,
    )


def withdrawn(text: str, read: Callable[[str], list[Observation]]) -> tuple[str, str] | None:
    """(dimension, the words withdrawing it) when the message only withdraws an earlier wish;
    `read` is the offline reading, asked of what the message says beside the withdrawal."""
    said = _UNDECIDED.sub(" ", normalise(text)).strip()
    match = _WITHDRAWN_EN.search(said) or _WITHDRAWN_ZH.search(said)
    # (Turning words inside the wish named are its own: 「多用行业术语的那句，算了」.)
    around = "" if match is None else f"{said[: match.start()]} {said[match.end() :]}"
    inside = _TURNED.search(match.group()) if match is not None else None
    in_wish = inside is not None and re.search(r"[\u4e00-\u9fff]", inside.group()) is not None
    if match is None or _TURNED.search(around if in_wish else said) or stands(said):
        return None
    dimension = _topic(match.group()) or _topic_heard(match.group(), read)
    if dimension is None:
        return None
    rest = (said[: match.start()] + " " + said[match.end() :]).strip(" ,，.。!！;；:：—–-")
    if rest:
        # What the message says beside the withdrawal, about the thing it named ("…— prose,
        # please", "…, my followers love them, use more"): a new wish on it, no withdrawal.
        chinese = re.search(r"[\u4e00-\u9fff]", said) is not None
        named = _NOUNS[dimension][chinese]
        if _WISHES.search(rest) or any(o.dimension == dimension for o in read(f"{named}: {rest}")):
            return None
    return dimension, match.group().strip()


def withdrawals_read(
    words: Sequence[str],
    said: list[Observation],
    held: Sequence[StyleAssertion],
    read: Callable[[str], list[Observation]],
) -> list[Observation]:
    """`said` with each withdrawn dimension read as the withdrawal alone: the held active value
    set aside (an observation of its opposite, read as withdrawn), or nothing when none is held."""
    for text in words:
        found = withdrawn(text, read)
        if found is None:
            continue
        dimension, quote = found
        said = [o for o in said if o.dimension != dimension]
        mine = next((a for a in held if a.dimension == dimension and a.state == "active"), None)
        if mine is not None and mine.candidate is None:
            said.append(set_aside(dimension, mine.value, text))
    return [replace(o) for o in said]
