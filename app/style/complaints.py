"""Complaints and wishes in one message: what a clause complains of is not wanted, and a wish
said beside it gives the direction.

"每次看到一大段一大段的我就头疼，以后段落短一点": the first clause complains of long paragraphs
(so shorter is meant), the second asks for short ones — they agree. A complaint's noun
("长句子", "huge paragraphs") is never read as a wish for it, and a complaint said in one clause
never turns round the wish said in another. When two readings of one dimension still disagree,
the one said as a wish wins; when neither is, nothing is filed — never the opposite.
"""

import re
from functools import lru_cache

from app.style.mockery import described_measure, mocked_property
from app.style.others import is_someone_else
from app.style.prefilter import lazily_screened
from app.style.reading import IMPERATIVE, LASTING, is_polite_request, mood


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# What the writer says the named thing does to them or to readers: it is what is wrong.
COMPLAINT_PREDICATE = _re(
    r"\bcringe\b|\bwince\b|\bshudder\b|\bmakes? me (?:twitch|sick|itch|want to scream|crazy|"
    r"mad|nuts)\b|\ballergic to\b|\bmakes? my skin crawl\b|\bset my teeth on edge\b|"
    r"\bdrives? (?:me|everyone|readers|people|them|us) (?:mad|nuts|crazy|up the wall|insane|"
    r"bonkers|round the bend|spare)\b|\b(?:gives?|giving) (?:me|everyone|readers|them) "
    r"(?:a )?headaches?\b|\bheadache\b|\bexhausting\b|\btiring\b|\bwears? (?:me|them|readers) "
    r"out\b|\ba (?:slog|chore|nightmare|pain)\b|\bpainful\b|\bunbearable\b|\bunreadable\b|"
    r"\bhard to (?:read|follow|get through)\b|\bglaze(?:s|d)? over\b|\bzone(?:s|d)? out\b|"
    # "it's the jargon I mind", "what bugs me is…", "gets on my nerves".
    r"\b(?:I|we) (?:really |do |very much )?mind\b|\b(?:I|we) object to\b|\bbugs? me\b|"
    r"\bannoys? me\b|\birks? me\b|\bgrates? on me\b|\bgets? on my nerves\b|"
    r"\b(?:so |really )?(?:tired|sick) of\b|"
    # Readers passing it by: "长标题根本没人点", "nobody reads the long ones".
    r"(?:根本|压根|基本)?没(?:有)?人(?:点|看|读|理|听|会看|会点|愿意看)|"
    r"\b(?:nobody|no one|no-one) (?:ever )?(?:clicks|reads|opens|finishes|scrolls)\b|"
    r"\bfed up with\b|\bcan'?t stand\b|\bI (?:really )?(?:hate|loathe|dread)\b|\bput(?:s)? "
    r"(?:me|readers|people) off\b|\bturn(?:s)? (?:me|readers|people) off\b|"
    r"头疼|头痛|头大|脑壳疼|脑仁疼|脑袋疼|眼晕|眼花|发怵|发慌|心慌|别扭|反感|膈应|起鸡皮疙瘩|尴尬症|(?<![不积劳])累(?![计积])|费劲|吃力|"
    r"喘不(?:过|上)气|受不了|看不惯|看不顺眼|看不下去|读不下去|看不进去|(?<!麻)烦(?!请)|崩溃|抓狂|难受|劝退|犯困|想睡"
)
# A clause said as a wish: a request, a lasting rule, a directive ("以后", "一点", "please").
_WISH_ZH = re.compile(
    r"以后|今后|往后|一律|请|麻烦|一点|一些|[点些]吧|多用|少用|多加|改成|换成|写成|用(?!得)|"
    r"不要|别(?![人的处家])|拆|合并|分段|分点|去掉|删|[少多][加放用写来说]|最好|下次|下回|(?<![重主需只])要(?!是)|就好|就行|就可以|"
    r"为主|为好|才好|应该|得(?=[短长简正活平口通])|放回|加回|改回|我想|希望|宁可|宁愿|还是|"
    # "收一收", "压一压", "活泼点", "改一下": a verb said to the model.
    # ("一顿一顿的", "一大段一大段的" describe; they are not verbs.)
    r"([\u4e00-\u9fff])一\1(?![的地])|(?<![一有])点儿?\W*$|一下"
)
# An English clause that tells the model what to do ("calm it down", "put the terms back"),
# or says what the writer wants ("I'd rather…", "I want…").
_WISH_EN = re.compile(
    r"^\W*(?:(?:but|and|ok|okay|so|just|please|pls|now|then|instead|honestly|no)\W+)*"
    r"(?:calm|tone|put|bring|cut|make|keep|use|write|go|switch|give|add|drop|lose|ditch|get|"
    r"turn|stick|try|avoid|stop|let|do|don'?t|break|split|merge|trim|shorten|tighten|lighten|"
    r"liven|loosen|simplify|explain|spell|call|address|talk|speak|skip|leave|take|remove|"
    r"delete|replace|change|swap|rewrite|format|number|lay|start|end|open|pull|throw|"
    r"sprinkle|be|say|aim|stay|hold|limit|cap|reduce|expand|include|dial|scale|strip|"
    r"never|always|no more|less|fewer|more)\b|"
    r"\bI(?:'d| would) (?:rather|prefer|like|love)\b|\b(?:I|we) (?:want|need|prefer)\b|"
    r"\b(?:I|we) (?:don'?t|do not|never) (?:want|need|like)\b|"
    r"\b(?:should|must|has to|have to|needs? to)\b|\blet'?s\b|\bplease\b",
    re.IGNORECASE,
)


# A wish framed as one ("真希望…", "要是能…就好了", "巴不得…", "I wish…", "I'd love…"): the
# writer's own, whoever the readers beside it are.
WISH_FRAME = _re(
    r"就好了|希望|巴不得|恨不得|但愿|盼着|\bI (?:just |really |so )?wish\b|"
    r"\bI'?d (?:really |so )?(?:love|like|prefer)\b|\bI want\b"
)


def complains(clause: str) -> bool:
    """Does the clause complain of what it names ("…我就头疼", "long sentences drive me mad")?"""
    return bool(COMPLAINT_PREDICATE.search(clause))


@lru_cache(maxsize=256)
def is_wish(clause: str, sentence: str) -> bool:
    """Is the clause said as a wish (asked, ruled, directed), not only as a complaint?"""
    if LASTING.search(clause) or IMPERATIVE.search(clause) or is_polite_request(sentence):
        return True
    if re.search(r"[\u4e00-\u9fff]", clause):
        return bool(_WISH_ZH.search(clause))
    return bool(_WISH_EN.search(clause))


def complaint_beside(said: list[str], index: int, names: list[bool]) -> bool:
    """Does a neighbour of clause `index` complain while naming nothing itself ("一大段一大段
    的，看着就累", "Bullet points everywhere. Exhausting.")?"""
    neighbours = [i for i in (index - 1, index + 1) if 0 <= i < len(said)]
    return any(complains(said[i]) and not names[i] for i in neighbours)


# A wish said another way: "I'd much rather…", "back to flowing descriptions", "I regret asking".
_WANTED_BACK = _re(
    r"\b(?:I|we)'?d (?:much |far |really )?rather\b|\bback to\b|\bregret\b|回到|改回|换回|恢复"
)
# A judgement said outright ("too long", "太多", "way too many"): the complaint states its wish.
_JUDGED = _re(r"太|过于|过分|过度|有点|有些|\btoo\b|\boverly\b|\bexcessive(?:ly)?\b")


def implies_only(text: str, said: list[tuple[str, str]]) -> bool:
    """A complaint that only describes ("These paragraphs go on for a whole screen each.",
    "标题长得一行都放不下。", "reads like a packing list now"): a measure or a likeness, with no
    judgement said outright, no feeling named and no wish or question anywhere (`said`: each
    clause with its sentence). What it implies
    is put to the writer, not filed as asked."""
    if not described_measure(text) or _JUDGED.search(text) or complains(text):
        return False
    if re.search(r"[?？]", text) or WISH_FRAME.search(text) or _WANTED_BACK.search(text):
        return False
    return not any(_asks(clause, sentence) for clause, sentence in said)


# "看不出一点热闹劲", "一点人情味都没有": 一点 negated describes, it asks for nothing; nor does
# the 要 of a noun ("会议纪要", "六个要点").
_NONE_OF_IT = re.compile(r"(?:不出|没有|没)一点儿?|一点儿?(?:都|也)|纪要|要点|摘要|提要|概要|纲要")


def _asks(clause: str, sentence: str) -> bool:
    if re.search(r"被\S{1,6}了", clause):
        return False  # "被拆成了六个要点": what was done, described
    return is_wish(_NONE_OF_IT.sub(" ", clause), sentence)


# A wish about how the writing goes, not what it says: lasting, or naming a manner.
_OF_MANNER = _re(
    r"\bfrom now on\b|\bgoing forward\b|\bin future\b|\bin these\b|\balways\b|\bevery time\b|"
    r"\b(?:write|talk|speak|sound|read|feel|come across|tell|give me|I want)\b|以后|今后|往后|"
    r"每次|都要|写得|写成|说话|读起来|看起来|语气|口吻"
)
# A fact put right: "Fix the quote from page 12", "把会议地点改成三楼", "the price is £250".
_CONTENT_FIX = _re(
    r"\b(?:fix|correct|update|swap|change|typo|date|price|time|address|spelling|quote|name)\b|"
    r"\d|改成|改为|更正|更新|日期|价格|地点|时间|地址|错别字|名字|电话"
)


def complaint_wished(text: str, said: list[tuple[str, str]]) -> tuple[str, str] | None:
    """A complaint that describes (a measure or a likeness: "so bare-bones it could've been a
    tweet", "read like legal notices", "干巴巴的，一点人情味都没有") beside a wish in another clause
    whose own words name no style ("I want the full story", "Talk to people like a neighbour
    would", "以后写得热乎一点"): the wish is the writer's, and the complaint says which way.
    None when the likeness is itself the wish ("it has to read like an official notice"),
    the complaint is someone else's ways ("我师父写东西从来不分段"), or the message asks."""
    if re.search(r"[?？]", text) or any(mood(s) != "request" for _, s in said):
        return None  # asked or imagined ("如果系写畀后生仔睇…")
    described = [
        clause
        for clause, sentence in said
        if mocked_property(clause) is not None and not _asks(clause, sentence)
    ]
    asking = [
        clause
        for clause, sentence in said
        if _asks(clause, sentence)
        and mocked_property(clause) is None
        and _OF_MANNER.search(clause)
        and not _CONTENT_FIX.search(clause)
    ]
    if not described or not asking or any(is_someone_else(c) for c, _ in said):
        return None
    implied = {mocked_property(clause) for clause in described}
    return implied.pop() if len(implied) == 1 else None
