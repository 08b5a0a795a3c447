"""Whether the writer's message asks what the model thinks of the text, a fact about it or its
summary, rather than for an edit.

Asked "What do you think of it overall?", a model may answer with pages of notes; those notes
are its words to the writer, never a new version of the article.
"""

import re

from app.editing.asked_pieces import asks_for_piece

# Asking for a view: "what do you think", "any thoughts", "how does it read", "is it clear?",
# 你觉得…怎么样, 评价一下, 有什么意见, 写得好不好.
_ASKS_VIEW = re.compile(
    r"\bwhat do you (?:think|make of)|\bwhat(?:'s| is) your (?:take|view|opinion)|\bany thoughts"
    r"|\byour (?:thoughts|opinion|take|view|feedback)\b|\bthoughts\s*[?？]|\bfeedback\b"
    r"|\bhow (?:does|do) (?:it|this|that|the \w+) (?:read|sound|look|flow|come across)"
    r"|\bhow(?:'s| is) (?:it|this|the \w+)\b.*[?？]"
    r"|\b(?:is|does) (?:it|this) (?:any good|good|ok|okay|clear|work|read well|flow|make sense)\b"
    r"|\bcritique\b|\brate (?:it|this)\b|\bgive me notes\b"
    r"|你觉得|你看|您觉得|您看|觉得.{0,12}(?:怎么样|如何|好不好|行不行)|怎么样[?？]?$|如何[?？]?$"
    # 写得好吗 asks a view; 写得好笑一点, 写得好看些 ask for an edit
    r"|评价|点评|看法|意见|好不好|行不行|写得(?:好(?![笑看玩听读懂])|怎么样|如何)|有没有问题|有什么问题",
    re.IGNORECASE,
)
# Asking for a change: an edit verb ("make it", "rewrite", "fix", 改, 删, 缩短, 润色…).
_ASKS_EDIT = re.compile(
    r"\b(?:make(?! sense)|change|rewrite|re-?write|edit|fix|shorten|lengthen|cut|trim|add"
    r"|remove|delete|replace|turn|translate|expand|tighten|simplify|polish|improve|rephrase|reword|swap|move"
    r"|put|write|drop|split|merge|correct|update|tone|punch)\b"
    r"|改|删|加上|添|缩|扩写|润色|翻译|换成|换掉|调整|精简|压缩|补充|写成|变成|去掉|重写|修正|更新"
    # 第四段写得好笑一点, 中文说得更客气一点: an edit
    r"|[写说讲]得[^，,。？?]{0,8}(?:一点|一些|点儿|些)",
    re.IGNORECASE,
)

# A yes-or-no question about the text: "Is paragraph 5 too long?", "Does the ending work?",
# 第五段是不是太长了？, 标题会不会太长？, 结尾够不够有力？ — a request put as a question
# ("Can you…", 能不能…, 帮我…) is not one.
_YES_NO = re.compile(
    r"^(?:is|are|was|were|does|do|did|has|have|isn't|aren't|doesn't)\b[^?？]*[?？]\s*$"
    r"|^(?!.*(?:能不能|能否|可不可以|可以|帮|请|麻烦)).*"
    r"(?:是不是|会不会|算不算|够不够|有没有|对不对|通不通顺|顺不顺)[^?？]*[?？]\s*$",
    re.IGNORECASE,
)
_YES_NO_MOST = 400
# A yes-or-no question put with 吗 about what the text says: 第五段写了几点开始吗？,
# 票价那段提到儿童票了吗？ — not a request put with 吗 (能…吗, 可以…吗, 帮我…吗, 更生动一点吗).
_ZH_MA = re.compile(
    r"^(?!.*(?:你能|能不能|能否|能帮|能把|能再|能让|可以|可否|帮|请|麻烦|一点|一些|些)).*吗\s*[?？]\s*$"
)
# The writer asks for no edit: "Don't change anything yet", "No edits please", 先别改, 不用改,
# 先别动文章 — not "don't change the facts" or 不要改变原意 / 不用改太多 (limits on an edit).
_NO_EDIT = re.compile(
    r"\b(?:please\s+)?(?:don't|do not|dont)\s+(?:change|edit|touch|rewrite|fix|cut|delete"
    r"|remove|drop|shorten|trim|tighten)\s+(?:anything|a thing|it|the (?:article|text|post|piece"
    r"|draft|story))"
    r"(?:\s+(?:yet|for now))?\b"
    r"|\b(?:don't|do not|dont)\s+(?:change|edit|cut|delete|remove|drop)\s+(?:yet|for now)\b"
    r"|\bno (?:edits|changes)(?:\s+(?:yet|please|for now))*\b"
    r"|\bwithout (?:changing|editing) anything\b"
    r"|\bleave\s+(?:it|the\s+(?:text|article|piece))\s+(?:as\s+(?:it\s+)?is|alone)\b"
    # a clause of its own (先别改，…; 文章先别动) — not a limit after what it keeps (日期别改,
    # 时间不要动, 嘉宾名字别改: the edit is asked, those words kept)
    r"|(?:^|(?<=[。！!？?，,；;：:、\s]))(?:(?:你|您)?(?:文章|原文|全文|正文|这篇|内容)?)"
    r"(?:先|暂时|暂且)?(?:别|不要|不用|不必|无需|不需要)(?:真的?|急着)?(?:修改|改动|改|动|删除|删掉|删)"
    r"(?:文章|原文|它)?(?![变太得很大])",
    re.IGNORECASE,
)
# A question that asks for the model's view even when it names an edit ("which section would
# you cut first?") — not a request put as a question ("can you cut…?").
_WH_QUESTION = re.compile(
    r"^\W*(?:which|what|where|how|why|is|are|does|do|did|would it|should i)\b[^?]*\?\s*$"
    r"|^\W*if\b[^?,]*,\s*(?:which|what)\b[^?]*\?\s*$"  # "If I had to lose one, which…?"
    # 你觉得哪一段最该删？ — a question word and a question mark
    r"|^[^?？\n]*(?:哪|什么|几|是否|是不是|会不会|该不该|要不要)[^?？\n]*[?？]\s*$",
    re.IGNORECASE,
)
# A one-line answer to a yes-or-no question: "Yes — it says…", "It does: …", 写了——…, 提到了：…
_ANSWER = re.compile(
    r"^(?:yes|no|yep|nope|it does(?:n't)?|it did(?:n't)?|you did(?:n't)?|they do|it is|it isn't"
    r"|not (?:quite|really|yet))\b\s*[,.:;!—–-]"
    r"|^(?:写了|提到了|提了|说了|写到了|有的|有|没有|没写|没提|是的|对|不是|还没有?)\s*[，,。：:！!—]",
    re.IGNORECASE,
)

# A question asking a fact about the text, not for a change: "How many words is paragraph 4?",
# "Which paragraph is the longest?", 第四段多少字？, 一共有几段？ — asked as a question:
# "开头再多说一句为什么喜欢" asks for a sentence; "What if…?", "Why not…?" propose one.
_ASKS_FACT = re.compile(
    # a hedge before the question word: "Roughly how long is each lap in miles?"
    r"^(?:(?:so|and|but|roughly|approximately|about|just|quick question[:,]?|out of interest,?"
    r"|ok(?:ay)?,?)\s+){0,2}(?!what\s+(?:if|about)\b|why\s+not\b)"
    r"(?:how\s+many|how\s+much|how\s+long|what|which|who|where|when|why)"
    r"\b[^?？]*[?？]\s*$"
    r"|^(?!.*(?:能不能|能否|可不可以|可以|帮|请|麻烦)).*"
    r"(?:多少|几(?:个|段|句|处|次|遍)|哪(?:一|个|段|句|些|里)|什么意思|讲的是什么|为什么"
    # how long, how far, what time, how many hours or days: 多长时间, 要多久, 几点, 几天, 什么时候
    r"|多(?:长|久|远|大|高|重)|几(?:点|天|号|岁|小时|分钟|周|年|位|名|张|节)|什么时候|何时)"
    r"[^?？]*(?:[?？]|[吗呢][。.]?)\s*$",
    re.IGNORECASE,
)
# Asking for a summary or the gist, to read, not to put in the article: "Give me a one-sentence
# summary", "tl;dr?", 概括一下这篇, 这篇的中心思想是什么 — not "把第三段概括成一句话", which
# rewrites it, nor one naming a paragraph ("Summarise paragraph 3": perhaps a shorter one).
_ASKS_SUMMARY = re.compile(
    r"\b(?:summary|summari[sz]e|sum\s+(?:it|this)\s+up|tl;?\s?dr|gist|main\s+(?:point|idea)s?"
    r"|key\s+(?:points|takeaways))\b|概括|总结|摘要|归纳|大意|主旨|中心思想",
    re.IGNORECASE,
)
_NAMES_A_PART = re.compile(
    r"\b(?:paragraph|para|section|sentence|line)\s*\d|\b(?:first|second|third|fourth|fifth|last|"
    r"opening|closing|final)\s+(?:paragraph|para|section|sentence|line)|第[一二三四五六七八九十\d]+[段句节行]"
    r"|[首末尾]段|把.{0,30}(?:概括|总结|归纳)[成为]",
    re.IGNORECASE,
)


def answers_question(units: list[str]) -> bool:
    """Whether a reply is one block that opens with a yes or a no ("Yes — it says the pool opens
    in April.", 写了——音乐会…): an answer to a question, though it repeats the article's words."""
    flat = units[0].strip() if len(units) == 1 else ""
    return bool(flat) and "\n" not in flat and bool(_ANSWER.match(flat))


def asks_opinion(message: str) -> bool:
    """Whether `message` asks for the model's view of the text, a fact about it or its
    summary, and for no change to it."""
    flat = message.strip()
    if not flat:
        return False
    if asks_for_piece(flat):  # "give me three title options", 写一条朋友圈文案
        return True
    if _NO_EDIT.search(flat) and len(flat) <= _YES_NO_MOST:
        # "Don't change anything — which paragraph is weakest?", 标题行吗？先别改。: what is
        # left asks something, unless it names an edit outside a question of view.
        rest = _clauses(_NO_EDIT.sub(" ", flat))
        return not any(
            _ASKS_EDIT.search(clause) and not _WH_QUESTION.match(clause) for clause in rest
        )
    if _ASKS_EDIT.search(flat) is not None:
        return _which_then_tell(flat)
    if _ASKS_VIEW.search(flat) is not None:
        return True
    # A yes-or-no question is a line or two; a long message is read no further (the pattern's
    # backtracking grows with the square of its length).
    if len(flat) > _YES_NO_MOST:
        return False
    if any(p.search(flat) is not None for p in (_YES_NO, _ZH_MA, _ASKS_FACT)):
        return True
    # "Give me a one-sentence summary", 概括一下这篇: the summary is to read, not to save
    return _ASKS_SUMMARY.search(flat) is not None and _NAMES_A_PART.search(flat) is None


# "just tell me", "let me know", 告诉我就好, 说一下就行: the answer is wanted in words.
_TELL_ME = re.compile(
    r"^(?:(?:just|only|please|and|first)\s+)*(?:tell me|let me know|say)(?:\s+(?:first|which"
    r"|please))*\W*$|^(?:先|只要|只需)?(?:告诉我|说一下|说说|讲一下|讲讲|说给我听)(?:一下)?"
    r"(?:就行|就好|就可以|就够了|即可)?(?:了|吧)?\W*$",
    re.IGNORECASE,
)
# Which or what asked of the model: "Which paragraph would you cut first?", 你看哪段可以删？ —
# not a request put as a question ("Can you cut …?", 能不能…, 帮我…) nor a proposal ("What if
# we cut …?", "What about …?").
_WHICH = re.compile(
    r"^\W*(?:which|what(?!\s+(?:if|about)\b))\b[^?]*\?$|^[^?？]*(?:哪|什么)[^?？]*[?？]$",
    re.IGNORECASE,
)
_REQUEST = re.compile(
    r"\b(?:can|could|will)\s+you\b|\bplease\b|能不能|能否|可不可以|可否|帮我|帮忙|请|麻烦",
    re.IGNORECASE,
)


def _clauses(text: str) -> list[str]:
    """The clauses of a message: split after each question mark and at other sentence ends."""
    parts = re.split(r"(?<=[?？])|[—–.;。；！!\n]|--|[,，](?=\s*(?:just|only|and|告诉|说))", text)
    return [p.strip() for p in parts if p and p.strip(" ,，")]


def _which_then_tell(flat: str) -> bool:
    """Whether a message that names an edit only asks which part the model would edit, and to
    be told ("Which paragraph would you cut first? Just tell me.", 你看哪段可以删？告诉我就好):
    every clause a which-or-what question or a "tell me", and one at least a question."""
    if len(flat) > _YES_NO_MOST or _REQUEST.search(flat):
        return False
    clauses = _clauses(flat)
    asked = [c for c in clauses if _WHICH.match(c)]
    return bool(asked) and all(_WHICH.match(c) or _TELL_ME.match(c) for c in clauses)


def is_question(sentence: str) -> bool:
    """Whether one sentence asks a yes-or-no question or a fact about the text ("Is para 2 too
    long?", 日期写对了吗？, 第二段会不会太长？) — not a request put as a question ("Can you make
    the title a question?", 能不能把第二段缩短一点？)."""
    flat = sentence.strip()
    if not flat or len(flat) > _YES_NO_MOST or _REQUEST.search(flat):
        return False
    return any(p.search(flat) is not None for p in (_YES_NO, _ZH_MA, _ASKS_FACT))
