"""Who the readers are, weighed: the group affirmed against the group denied, words they could
not follow, and descriptions written in Chinese mixed with English (中英夹杂).

"cosmetic chemists and formulators we met at the trade fair, not shoppers" (lay readers denied:
technical), "florists in small villages, they are not botanists… never hear the word 'cultivar'"
(experts denied, a term they never met: plain), "读者基本都是 HRBP 和 TA leader，天天跟 JD 打交道的
professionals" (roles and English job words inside Chinese: technical), "唔係散戶" (retail
investors denied: technical). What is denied says the most: the writer names it to rule it out.
What the readers need is only ever proposed to the writer (pending), by the caller. English and
Chinese (Cantonese folded to Simplified first).
"""

import re

from app.style.prefilter import lazily_screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


_CJK = r"\u3400-\u9fff\uf900-\ufaff"
_LATIN_AFTER_CJK = re.compile(rf"(?<=[{_CJK}])(?=[A-Za-z0-9])|(?<=[A-Za-z0-9])(?=[{_CJK}])")
_LATIN_RUN = re.compile(r"[A-Za-z][A-Za-z0-9&/.'-]*(?:\s+[A-Za-z0-9&/.'-]+)*")


def spaced(text: str) -> str:
    """English words set apart from the Chinese around them ("的professionals" → "的
    professionals"), so English lexicons see whole words."""
    return _LATIN_AFTER_CJK.sub(" ", text)


def collapsed(text: str) -> str:
    """Each run of English words inside Chinese as one character ("给临床药师和 ICU 的 nurse 看的"
    → "给临床药师和某的某看的"), so Chinese shapes with a few characters' reach still fit."""
    if not re.search(f"[{_CJK}]", text):
        return text
    return re.sub(r"\s*" + _LATIN_RUN.pattern + r"\s*", "某", text)


# Readers who know the field: trades, roles and studies, in English and Chinese, including the
# English job words Chinese writers mix in (HRBP, TA, PM, QA, CFO, compliance, audit, quant).
_EXPERT = _re(
    r"\b(?:professionals?|practitioners?|specialists?|experts?|insiders?|consultants?|"
    r"engineers?|scientists?|researchers?|technicians?|clinicians?|physicians?|surgeons?|"
    r"pharmacists?|nurses?|doctors?|dentists?|vets?|chemists?|formulators?|toxicologists?|"
    r"analysts?|auditors?|accountants?|actuaries|underwriters?|lawyers?|solicitors?|"
    r"attorneys?|paralegals?|architects?|developers?|devs|programmers?|coders?|"
    r"statisticians?|economists?|agronomists?|biologists?|physicists?|mathematicians?|"
    r"academics?|lecturers?|professors?|postdocs?|phds?|recruiters?|headhunters?|"
    r"\w+ologists?|\w+ographers?|\w+icians?|\w+ineers?|\w+icists?|botanists?|"
    r"(?:agronomy|engineering|research|R&D|science|technical|data|clinical|lab) "
    r"(?:team|department|staff|side)|"
    r"horticultur(?:al)?ists?|scholars?|"
    # Job acronyms, in capitals only ("IT" yes, "it" no): HRBP, TA, PM, QA, CFO, ICU, SRE.
    r"(?-i:(?:HR|HRBPs?|TA|PMs?|QA|QC|R&D|CFOs?|CTOs?|CISOs?|CIOs?|COOs?|DBAs?|SREs?|ICU|IT|"
    r"UX|UI|KOLs?|MDs?|GPs?|RNs?|CPAs?|CFAs?))|"
    # A field with a role: "compliance officers", "supply chain leads", "data people".
    r"(?:compliance|audit|risk|treasury|quant|devops|infosec|regulatory|clinical|lab|"
    r"procurement|supply chain|legal|finance|data|product|engineering|trading|research|"
    r"security|platform|R&D|ops) (?:leads?|leaders?|managers?|heads?|directors?|teams?|folks|"
    r"people|staff|officers?|partners?|specialists?|nurses?|professionals?|practitioners?|"
    r"analysts?|crowd|side)|compliance|audit|quants?|devops|infosec|"
    r"(?:trade|industry|B2B|wholesale) (?:buyers|audience|readers|contacts|fair)|"
    r"front-?line (?:staff|workers|clinicians|practitioners))\b|"
    r"从业者|从业人员|专业人士|专业人员|业内人士|行内人|内行|行家|专家|同行|一线的?(?:医护|从业|员工|技术)|"
    r"药师|医师|医生|护士|医护|工程师|研究员|研究生|博士|教授|学者|分析师|会计师|审计师|精算师|律师|"
    r"法务|架构师|程序员|开发者|设计师|技术员|技师|化验师|检验师|配方师|调香师|猎头|招聘官|面试官|"
    r"做\S{0,8}的(?:人|同行|同事)?(?=\S{0,4}(?:某|professional|practitioner|expert))"
)
# Readers outside the field: shoppers, patients and their families, the public, beginners.
_LAY = _re(
    r"\b(?:shoppers?|consumers?|customers?|buyers|patients?|families|parents|relatives|"
    r"(?:the )?(?:general )?public|laypeople|lay (?:people|readers|folk)|laymen|amateurs?|"
    r"hobbyists?|beginners?|novices?|newbies?|newcomers?|tourists?|visitors?|fans?|"
    r"retail (?:investors|customers|buyers)|end[- ]users?|ordinary (?:people|folk|readers)|"
    r"regular (?:people|folk|readers)|normal people|civilians|punters|the rest of us|"
    r"everyday (?:people|readers|folk)|home (?:cooks|gardeners|users|owners)|home-?owners?|"
    r"householders?|renters|tenants|residents|locals|passers-?by|pensioners|retirees)\b|"
    r"散户|普通\S{1,3}?(?:人|者|户|民|众|属|客|友|长|生)|"
    r"消费者|顾客|病人家属|患者家属|家属|病人|患者|老百姓|大众|群众|外行|门外汉|小白|新手|初学者|"
    r"游客|路人|吃瓜群众|宝妈|家长|买家|c端用户|C端"
)
# "not X", "they are not X", "不是X", "唔係X" (folded to 不是), "rather than X", "instead of X".
_DENIED = _re(
    r"(?:\bnot|\bnor|\bno|n't|\brather than|\binstead of|\bas opposed to|\bunlike)\s+"
    r"(?:really |exactly |just |some |the |a |an |all |many |our |your |actual |real |"
    r"(?:a )?bunch of )*(?P<en>[^.,;:!?—–()]{1,60})|"
    r"(?:不是|并非|并不是|又不是|也不是|而不是|而非|不算|算不上)(?:什么)?(?P<zh>[^，,。；;！!？?、]{1,20})"
)
# Words the readers never met or could not follow: "never hear the word 'cultivar'", "wouldn't
# know what 'brood pheromone' means", "never come across the term", "没听过这个词".
_TERM_UNKNOWN = _re(
    r"\bnever (?:\w+ )?(?:hear|heard|come across|came across|seen|see|met|encountered|used|"
    r"read) (?:of )?(?:the |that |this |a )?(?:word|term|phrase|expression|acronym)s?\b|"
    r"\b(?:wouldn'?t|don'?t|do not|doesn'?t|won'?t|can'?t|couldn'?t|would not) (?:\w+ )?"
    r"(?:know|tell you|understand|guess) what (?:the |a |an |that |this )?(?:word |term )?"
    r"[^.!?]{0,40}? (?:means?|is|are|stands? for)\b|"
    r"\bno (?:idea|clue) what (?:[^.!?]{0,40}? )?(?:means?|is|are|stands? for)\b|"
    r"\b(?:the|that|this|such) (?:word|term|jargon|acronym)s? (?:means?|mean) nothing to them\b|"
    r"(?:没|没有|从没|从来没)(?:听|见|看)(?:说)?过\S{0,12}(?:这个|这种|这些)?(?:词|术语|说法|名词|叫法)|"
    r"(?:不知道|不懂|搞不清|分不清|唔知)\S{0,12}(?:是什么|是啥|什么意思|啥意思|系乜|是乜)|"
    # "像“冷链”“溯源”这些词他们压根没概念", "这种术语大家一头雾水".
    r"(?:这些|这种|这类|这个|那些)(?:词|术语|说法|名词|概念|缩写)\S{0,8}?(?:没概念|没有概念|不懂|"
    r"听不懂|看不懂|一头雾水|摸不着头脑|不知道|不认识|唔识|唔明)"
)


def _kind(group: str) -> str | None:
    """ "expert", "lay" or None: what a group named says of the readers."""
    group = spaced(group)
    lay = _LAY.search(group)
    expert = _EXPERT.search(group)
    if lay and expert:
        return "expert" if expert.start() < lay.start() else "lay"
    return "expert" if expert else "lay" if lay else None


def names_a_kind(sentence: str) -> bool:
    """Is a group named that says who the readers are (a trade or role, lay readers, or one
    ruled out)?"""
    return _kind(sentence) is not None


def weighed_contrast(sentence: str) -> tuple[str, str] | None:
    """What the readers need when the writer rules a group out ("…, not shoppers": technical;
    "…, not botanists": plain) or names a term they never met (plain); None otherwise."""
    said = spaced(sentence)
    if _TERM_UNKNOWN.search(said):
        return ("vocabulary", "plain")
    for found in _DENIED.finditer(said):
        kind = _kind(found.group("en") or found.group("zh") or "")
        if kind is not None:
            return ("vocabulary", "technical") if kind == "lay" else ("vocabulary", "plain")
    return None


def insiders_by_role(sentence: str) -> tuple[str, str] | None:
    """Technical words, when the readers are named by a trade or a role and by nothing lay
    ("HRBP 和 TA leader…的 professionals", "clinical pharmacists and ICU nurses")."""
    said = _DENIED.sub(" ", spaced(sentence))
    if _LAY.search(said) or _LAY.search(collapsed(sentence)):
        return None
    return ("vocabulary", "technical") if _EXPERT.search(said) else None


# What the writer says the readers want or cannot take, after which a style word is a wish
# ("they hate long paragraphs", "读者喜欢短句"), not part of who they are.
_EVALUATES = _re(
    r"\b(?:like|likes|love|loves|hate|hates|want|wants|prefer|prefers|need|needs|enjoy|enjoys|"
    r"expect|expects|skip|skips|ignore|ignores|find|finds|struggle|struggles|can'?t|cannot|"
    r"don'?t|won'?t|never|get lost|switch off|scroll past|tune out|mind|stand|appreciate|"
    r"respond|react|read)\b|喜欢|爱|讨厌|受不了|想要|需要|希望|嫌|觉得|看不懂|不懂|不爱|懒得|划走|"
    r"没耐心|怕|烦|习惯|接受|吃这套|适合|看得懂|看不进|不看|\bused to\b|\baccustomed\b|"
    r"\bfamiliar\b|\blose\b|\bloses\b|看惯|熟悉|跟不上"
)
_OWN_SUBJECT = _re(
    r"^\W*(?:they|them|these|those|he|she|we|most|many|half|some|all|everyone|nobody|people|"
    r"folks)\b|^\W*(?:他们|她们|佢哋|大家|好多人|很多人|不少人|有的|有些人|一半|多数|个个|人人)"
)
_COPULA = _re(r"\b(?:are|is|'re|were|was)\b|都是|基本是|多是|全是|是|系|係|为")


def describes_the_readers(sentence: str, clause: str, position: int, term: str) -> bool:
    """Is the style word `term` at `position` of `clause` only part of who the readers are ("the
    people on this list are…", "…的 professionals", "TA leader")? It is when it stands before
    "are"/"是" in the same clause, or in the description after it, with no wish or complaint of
    theirs before it."""
    start = sentence.find(clause)
    at = (start if start >= 0 else 0) + position
    copula = _COPULA.search(sentence)
    if copula is None:
        return False
    in_clause = start <= copula.start() < start + len(clause)
    if at < copula.start():
        return in_clause  # the subject of the clause saying "are"
    if not in_clause and (_COPULA.search(clause) or _OWN_SUBJECT.match(clause)):
        return False  # "they're used to legalese", "they lose track in long sentences"
    rest = clause[position + len(term) :]
    # ("…物理治疗师和 S&C coach，都挺 professional 的": a quality said of them, closing the clause.)
    bare = re.fullmatch(r"[A-Za-z]*\s*(?:的|嘅|噶)?(?:啦|哦|呢|喔|㗎)?[\W_]*", rest)
    if not in_clause and not ("的" in clause[:position] or bare):
        return False  # a clause of its own ("专业术语他们天天在背"), not a noun said of them
    return not _EVALUATES.search(sentence[copula.end() : at])
