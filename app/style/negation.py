"""Negation in the writer's words: what turns a style word round ("don't", 别, "no more",
"get rid of", 不想), and a clause opening on a refusal that reaches the term at its end ("Kindly do
not write the modules in running sentences"). Chinese and English; read by the term readers
(app/style/hits.py) and by the retractions (app/style/retractions.py).
"""

import re

# What was done, after "shouldn't have" ("I shouldn't have asked for bullets" takes it back).
_DONE = (
    r"(?:\w+(?:ed|en)|said|told|done|made|put|sent|let|got|set|cut|brought|thought|kept|left|"
    r"meant|heard|read|gone|begun|run|been)\b"
)

NEGATION = re.compile(
    # (要不要, 用不用, 该不该 ask whether: nothing is refused.)
    r"(?:(?<!要)|(?<=[是都就得也还]要))不要|(?<![特分区差告级类性识鉴辨个])别(?![人的处家])|(?<!用)不用|不必|去掉|少用|少点|"
    r"少[来放加写搞弄整]|避免|无需|没必要|用不着|犯不着|不想|取消|不许|不准|禁止|"
    # 「说“学员”，不说“你”」: a word said not to be said.
    r"不(?:说|叫|称|称呼|写)(?=\s*(?:[“\"'‘「『]|$))|"
    # "Nothing technical", "forget short titles", "scratch formal": the word right after.
    r"\bnothing\s+(?:with\s+|containing\s+)?$|\b(?:forget|scratch|ditch|undo|scrap|cancel|reverse|bin)\s+(?:(?:about|the|all|those|these|that|my)\s+)?$|(?<!是)不是(?!不)|甭|无须|\bno\b(?!,?\s+(?:i|we|you|it'?s|that'?s)\b)|"
    # ("why not use bullet points?" asks for them.)
    r"(?<!\bwhy )\bnot\b|"
    # ("wait no I meant more detail": "no" said to what was heard, not to what follows.)
    r"(?<!\bwhy )\bdon'?t\b|"
    # "It shouldn't be this formal", "这篇不该这么正式": a negated modal wants the opposite.
    # ("I shouldn't have asked for bullets" takes a request back; that is read elsewhere.)
    # ("The posts shouldn't have any spark" refuses what they would have.)
    r"\b(?:shouldn|wouldn|isn|aren|wasn|weren|mustn|needn|doesn|didn|won)'?t\b(?!\s+have\s+"
    + _DONE
    + r")|\b(?:should|must|need) not\b(?!\s+have\s+"
    + _DONE
    + r")|(?<!该)不该|不应该?|不能(?:太|这么|那么)|(?<!可)不可以|唔可以|\bzero\b|"
    r"\bavoid\b|"
    r"\bremov(?:e|ed|ing)\b|\bwithout\b|\bdrop(?:s|ped|ping)?\b|\bstop\b|\bless\b|\bfewer\b|"
    r"rather than|instead of|\bnever\b|\bditch(?:ing)?\b|"
    r"\bcut(?:ting)?\b|\bget rid of\b|"
    # "Time to retire the casual voice": what is retired is not wanted any more.
    r"\b(?:retire|retiring|phase out|phasing out|do away with|move (?:away|on) from|abandon)\b|"
    r"\bno more\b|\benough (?:with|of)\b|\bagain with\b|\blose\b|\bscrap\b|\bkill\b|\bstrip\b|"
    r"\bskip\b|\bnix\b|\bquit\b|"
    r"(?<!don't )(?<!not )\bforget (?:the|about|those|these|all)\b|"
    r"\bgo (?:easy|easier|light|lighter) (?:on|with|wi'?)(?=\s)|\bease (?:up|off)(?: on)?\b|"
    r"\bcut back on\b|\bdial back\b|"
    r"\brein in\b|\bnot a (?:big )?fan of\b|\bless of\b|\bhold back on\b|\bhold off on\b|"
    r"\bsteer clear of\b|\bgo light on\b|\bback off on\b|"
    r"\btake out\b|\bspell(?:ing|ed)? out\b|"
    r"\bwhy (?:so many|so much|all (?:the|these|those)|is (?:everything|it all))\b|"
    r"\bwhat'?s with\b|为什么|怎么(?:这么多|又|全是|都是|老是)|\bhate\b|\bcan'?t stand\b|受不了|"
    r"讨厌",
    re.IGNORECASE,
)


# A clause opening on a refusal, up to the term with no pause and no verb that undoes it
# ("don't change the formal tone" keeps it).
REFUSED_CLAUSE = re.compile(
    # ("Kindly do not…", "and pls dont…": manners or a joining word before the refusal.)
    r"^\W*(?:(?:kindly|please|pls|plz|and|also|so|but|just|oh)\s+)*"
    r"(?:don'?t(?: you dare| ever)?|do not|never|千万别|千万不要)\s*"
    r"(?![^,，]*\b(?:change|touch|lose|remove|drop|cut|kill|undo|forget)\b)[^,，]{0,60}$|"
    # "Stop chopping the tasting notes up into bullet points": what it is made into is refused.
    r"^\W*(?:(?:please|pls|and|also|so|but|just|oh)\s+)*(?:stop|quit|no more)\s+(?:turning|"
    r"changing|converting|making|rewriting|breaking|chopping|cutting|splitting|carving|"
    r"squashing|cramming|putting|formatting)\b[^,，.;!?]{0,60}?\binto\s+(?:the\s+|a\s+|an\s+)?$",
    re.IGNORECASE,
)
