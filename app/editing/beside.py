"""Paragraphs named by a table or a code block: "the sentence under the table" (the paragraph
after it), "the line before the code block", 表格下面那句话, 代码块上面那段 — and the block
itself, named by what it is: "add a docstring to the code block", "the Python snippet", "put
Court 4 in the table", 代码块, 表格里. Read only when the article has one such block, so which
one is meant is never a guess.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.table_text import is_table
from app.editing.units import fence_groups

_LANGS = (
    r"python|py|bash|shell|sh|zsh|yaml|yml|json|toml|sql|javascript|js|typescript|ts|go|rust"
    r"|ruby|php|java|kotlin|swift|html|css|c\+\+|c#|powershell|docker(?:file)?|nginx|ini|xml"
)
_EN_CODE = (
    rf"(?:(?:{_LANGS})\s+)?(?:code\s+(?:block|snippet|sample|example|listing)|snippet|code block"
    rf"|block of code)|(?:{_LANGS})\s+(?:block|script|example|code)|command(?:\s+block)?"
)
_EN_KIND = (
    rf"(?P<table>table)|(?P<code>{_EN_CODE})"
    r"|(?P<list>(?:bullet(?:ed)?\s+|numbered\s+)?list|bullets)"
)
_EN_SPOT = re.compile(
    r"\b(?:sentence|line|paragraph|caption|note|text|words?|explanation|intro(?:duction)?"
    r"|heading|subheading|title)\s+"
    r"(?:(?:right|just|directly|immediately)\s+)?"
    r"(?P<where>under(?:neath)?|below|beneath|after|following|above|before|over|preceding"
    r"|introducing)\s+(?:the|this|that|your|our)\s+(?:[\w'’-]+\s+){0,2}?"
    rf"(?:{_EN_KIND})\b",
    re.IGNORECASE,
)
_ZH_KIND = (
    r"(?P<table>表格|表)|(?P<code>代码块|代码片段|代码段|代码|脚本|程序|命令)|(?P<list>清单|列表)"
)
_ZH_SPOT = re.compile(
    rf"(?:{_ZH_KIND})(?P<where>下面|下方|底下|后面|之后|以后|上面|上方|前面|之前)"
    r"(?:的)?(?:那|这)?(?:一|个)?(?:句话?|段话?|行字?|段文字|说明|标题|小标题)"
)
_LIST = re.compile(r"^[ \t]*(?:[-*+•]|\d{1,3}[.)])[ \t]")
_SHELL = re.compile(r"\s*(?:```|~~~)\s*(?:bash|sh|shell|console|zsh|powershell|cmd|terminal)\b")
_NEW = re.compile(r"\b(?:add|insert|write|put|append)\b|加|添|补|插入|写一", re.IGNORECASE)
_BELOW = re.compile(r"under|below|beneath|after|following|下|后", re.IGNORECASE)
# The block itself: "to the code block", "in the table", "the Python snippet", 代码块里, 表格里.
_EN_BLOCK = re.compile(rf"\bthe\s+(?:[\w-]+\s+){{0,2}}?(?:{_EN_KIND})s?\b", re.IGNORECASE)
_ZH_BLOCK = re.compile(
    r"(?P<code>代码块|代码片段|代码段|那段代码|这段代码|示例代码|命令|代码(?=里|中|的注释|注释))"
    r"|(?P<table>表格)"
)
# "In the code, the requests.post call…": the article's code named bare ("the dress code",
# "the code of conduct" are no block).
_BARE_CODE = re.compile(
    r"(?:(?<=\bin\s)|(?<=\bto\s)|(?<=\bfrom\s)|(?<=\binside\s)|(?<=\bwithin\s))"
    r"the\s+(?P<code>code)\b(?!\s+of\b)",
    re.IGNORECASE,
)
# "the code comments", "the code's comment": the code, with no word for its kind.
_CODE_COMMENTS = re.compile(r"\bthe\s+(?P<code>code)(?:'s)?\s+comments?\b", re.IGNORECASE)
# Words for prose: "the sentence about the table" names a paragraph, not the table.
_PROSE = re.compile(
    r"(?<![\w-])(?:sentences?|paragraphs?|lines?|captions?|intro|heading|title|words)\b|句|段落"
    r"|第.{1,3}段",
    re.IGNORECASE,
)


def beside_block(suggestion: str, paragraphs: Sequence[str]) -> set[int] | None:
    """The paragraph the suggestion names as under or above the article's one table, code
    block or list ("the sentence under the table", 清单上面那个标题), or None."""
    if (above := _above_heading(suggestion, paragraphs)) is not None:
        return above
    spot = _EN_SPOT.search(suggestion) or _ZH_SPOT.search(suggestion)
    if spot is None or _NEW.search(suggestion[: spot.start()]):
        return None  # "add a paragraph after the table": a place for new text
    block = _sole(paragraphs, _kind(spot), _with_language(suggestion, spot))
    if block is None:
        return None
    index = block[-1] + 1 if _BELOW.search(spot["where"]) else block[0] - 1
    return {index} if 0 <= index < len(paragraphs) and paragraphs[index].strip() else None


# The paragraph above a quoted heading: “温馨提示”前面那段, "the paragraph before the 'Costs'
# heading" — not the section under it.
_ZH_ABOVE = re.compile(
    r"[“「\"]([^”」\"\n]{1,20})[”」\"](?:这个|那个)?(?:小标题|标题)?(?:的)?(?:前面|上面|之前|上方)"
    r"(?:的)?(?:那|这)?一?(?:段话?|段文字)"
)
_EN_ABOVE = re.compile(
    r"\b(?:paragraph|text)\s+(?:right\s+|just\s+|directly\s+)?(?:before|above)\s+(?:the\s+)?"
    r"[“\"']([^”\"'\n]{1,40})[”\"']\s+(?:heading|section|subheading)\b",
    re.IGNORECASE,
)
_HEADING = re.compile(r"^\s{0,3}#{1,6}[ \t]+(.+?)[ \t#]*$")


def _above_heading(suggestion: str, paragraphs: Sequence[str]) -> set[int] | None:
    """The paragraph right above the one heading the suggestion quotes as its place."""
    spot = _ZH_ABOVE.search(suggestion) or _EN_ABOVE.search(suggestion)
    if spot is None or _NEW.search(suggestion[: spot.start()]):
        return None
    named = spot[1].strip().lower()
    at = [
        i
        for i, text in enumerate(paragraphs)
        if (heading := _HEADING.match(text.strip())) and heading[1].strip("* ").lower() == named
    ]
    if len(at) != 1 or at[0] == 0 or _HEADING.match(paragraphs[at[0] - 1].strip()):
        return None
    return {at[0] - 1}


def block_named(suggestion: str, paragraphs: Sequence[str]) -> set[int] | None:
    """The article's one table or code block (all its pieces) when the suggestion names it by
    what it is ("add a docstring to the Python snippet", "put Court 4 in the table", 代码块里),
    or None — a suggestion about a sentence or a paragraph names prose, not the block."""
    if _PROSE.search(suggestion):
        return None
    named = (
        _EN_BLOCK.search(suggestion)
        or _ZH_BLOCK.search(suggestion)
        or _BARE_CODE.search(suggestion)
        or _CODE_COMMENTS.search(suggestion)
    )
    if named is None and _ZH_LIST.search(suggestion) and _list_only(suggestion):
        return _one_list(paragraphs)  # 在装备清单最后加一项…, 把清单的顺序倒过来
    if named is None and (steps := _steps_named(suggestion, paragraphs)) is not None:
        return steps  # "in the method", "the steps", 做法里: the recipe's numbered steps
    if named is None:
        return _defining(suggestion, paragraphs)
    if named.groupdict().get("list"):
        return _one_list(paragraphs) if _list_only(suggestion) else None
    block = _sole(paragraphs, _kind(named), _with_language(suggestion, named))
    return set(block) if block is not None else None


_CLAUSE = re.compile(r"[，,;；。]|\band\b", re.IGNORECASE)


def blocks_named(suggestion: str, paragraphs: Sequence[str]) -> set[int] | None:
    """`block_named`, or — when clauses of their own each name another block ("add a first-aid
    kit to the list, and garden tools to the table", 清单里加…，表格里加一行…) and the other
    clauses name no prose — all those blocks."""
    clauses = [c for c in _CLAUSE.split(suggestion) if c.strip()]
    if len(clauses) >= 2:
        found = [block_named(clause, paragraphs) for clause in clauses]
        blocks = [block for block in found if block]
        if len(blocks) >= 2 and all(
            block or not _PROSE.search(clause) for block, clause in zip(found, clauses, strict=True)
        ):
            return set().union(*blocks)
    return block_named(suggestion, paragraphs)


# "加到清单里", "在装备清单最后加一项": the article's list named by what it is.
_ZH_LIST = re.compile(r"清单|列表")


# The ask to add to a list: "add “A head torch” to the end of the packing list", 在装备清单最后
# 加一项“一个头灯”, 清单里加上… — quoted words are the item's.
_ADD_TO_LIST = re.compile(
    r"\b(?:add|insert|put|append)\b[^.;!?\n]{0,60}?\b(?:to|in|into|on|at)\s+(?:the\s+)?"
    r"(?:(?:end|bottom|top|start)\s+of\s+the\s+)?(?:[\w-]+\s+){0,2}?(?:list|bullets)\b"
    r"|(?:在|往|给)?[^，。；,;.\n]{0,10}(?:清单|列表)[^，。；,;.\n]{0,10}?(?:加|添|增|补)[^，。；,;.\n]*",
    re.IGNORECASE,
)
_QUOTED_ITEM = re.compile(r"“[^“”\n]*”|\"[^\"\n]*\"|‘[^‘’\n]*’|'[^'\n]*'|「[^「」\n]*」")


# The list's own order or markers asked for: "reverse the list", "number the list", "sort it
# alphabetically", 把清单的顺序倒过来, 清单改成编号 — the list named, nothing else.
_LIST_ORDER = re.compile(
    r"\b(?:revers\w*|invert\w*|sort\w*|alphabeti[sz]\w*|alphabetical\w*|number(?:ed)?|order)\b"
    r"|倒过来|倒序|反过来|顺序|排序|编号|序号",
    re.IGNORECASE,
)


# A recipe's or a guide's steps named by what they are: "the method", "the steps", "the
# instructions", "the directions", 做法, 步骤 — not "step 3", 第三步 (one step), nor "the steps
# to the door".
_EN_STEPS = re.compile(
    r"\b(?:the|its|your)\s+(?:recipe'?s?\s+|cooking\s+|numbered\s+)?"
    r"(?:method|steps|instructions|directions)\b(?!\s+(?:to|of|for|on|at)\b)",
    re.IGNORECASE,
)
_ZH_STEPS = re.compile(r"做法|步骤(?![一二三四五六七八九十\d])")
# Another block named beside the steps in Chinese (用料表和做法): read by the words, not here.
_ZH_OTHER_BLOCK = re.compile(r"表|清单|列表|代码")
_ORDERED = re.compile(r"^[ \t]*\d{1,3}[.)、．][ \t]?\S")


def _steps_named(suggestion: str, paragraphs: Sequence[str]) -> set[int] | None:
    """The article's one paragraph of numbered steps (two or more lines `1.`, `2.` …) when the
    suggestion names the steps by what they are (`_EN_STEPS`, `_ZH_STEPS`), or None."""
    english = _EN_STEPS.search(suggestion)
    chinese = _ZH_STEPS.search(suggestion) and not _ZH_OTHER_BLOCK.search(suggestion)
    if not (english or chinese):
        return None
    found = [
        i
        for i, text in enumerate(paragraphs)
        if sum(bool(_ORDERED.match(line)) for line in text.split("\n")) >= 2
    ]
    return {found[0]} if len(found) == 1 else None


def _list_only(suggestion: str) -> bool:
    """Whether the suggestion asks only to add to the list, or to put it in another order or
    number it (and names no paragraph)."""
    return _adds_only(suggestion) or bool(_LIST_ORDER.search(suggestion))


_ITEM_SAYS = re.compile(
    r"^\s*(?:about|saying|that\s+says|telling\s+(?:guests|people|readers)|on)\b[^.;!?\n]*",
    re.IGNORECASE,
)


def _adds_only(suggestion: str) -> bool:
    """Whether the suggestion asks only to add to a list: nothing else is asked beside it
    ("Move the litter pick to Sunday and add 'bring a hat' to the list" names no one place)."""
    unquoted = _QUOTED_ITEM.sub(" ", suggestion)
    rest = _ADD_TO_LIST.sub(" ", unquoted, count=1)
    if rest == unquoted:
        return False
    # what the new item says: "add a rule to the list about closing the gate (sheep next door)"
    rest = _ITEM_SAYS.sub(" ", rest)
    words = re.findall(r"[A-Za-z]{2,}", rest)
    return len(words) <= 2 and len(re.findall(r"[\u4e00-\u9fff]", rest)) <= 3


def _one_list(paragraphs: Sequence[str]) -> set[int] | None:
    """The article's one paragraph holding list items (two lines or more, a lead line above
    them allowed) — "add a head torch to the packing list" adds to it — or None."""
    found = [
        i
        for i, text in enumerate(paragraphs)
        if sum(bool(_LIST.match(line)) for line in text.split("\n")) >= 2
    ]
    return set(found) if len(found) == 1 else None


def _with_language(suggestion: str, match: re.Match[str]) -> str:
    """The words naming a block, with a language named just before them (Python 代码块)."""
    before = suggestion[max(0, match.start() - 12) : match.start()]
    language = re.search(rf"(?:{_LANGS})\s*$", before, re.IGNORECASE)
    return (language[0] if language else "") + match[0]


def _kind(match: re.Match[str]) -> str:
    return next(kind for kind in ("table", "code", "list") if match.groupdict().get(kind))


def _sole(paragraphs: Sequence[str], kind: str, named: str) -> list[int] | None:
    """The pieces of the article's one table or fenced block, or None when it has none or
    several — of the blocks, the one holding the words that name it ("the Python snippet",
    "the deploy command")."""
    if kind == "table":
        found = [[i] for i, text in enumerate(paragraphs) if is_table(text)]
    elif kind == "list":
        found = [[i] for i, text in enumerate(paragraphs) if _LIST.match(text)]
        if len(found) > 1:  # "the don't-bring list": the one its heading or items word so
            found = [group for group in found if _worded(paragraphs, group[0], named)]
    else:
        found = [
            group
            for group in fence_groups(paragraphs)
            if paragraphs[group[0]].lstrip().startswith(("```", "~~~"))
        ]
        if re.search(r"command|命令", named, re.IGNORECASE):
            found = [g for g in found if _SHELL.match(paragraphs[g[0]])]  # a command: a shell's
        words = set(re.findall(r"[a-z][a-z+#-]+", named.lower())) - _KIND_WORDS
        if words:
            found = [
                group
                for group in found
                if all(_holds("\n".join(paragraphs[i] for i in group).lower(), w) for w in words)
            ]
    return found[0] if len(found) == 1 else None


# A language's names: "the shell snippet" is the ```sh block, "the Python example" the ```py one.
_SAME_LANGUAGE = (
    {"shell", "sh", "bash", "zsh", "console"},
    {"python", "py"},
    {"javascript", "js"},
    {"typescript", "ts"},
    {"yaml", "yml"},
)


def _worded(paragraphs: Sequence[str], index: int, named: str) -> bool:
    """Whether the words naming a block ("the don't-bring list", "the please-don't list") are
    all in it or in the heading right above it ("## Please don't bring")."""
    words = set(re.findall(r"[a-z]+(?:'[a-z]+)?", named.lower().replace("’", "'")))
    words = {w for w in words - _KIND_WORDS - _LIST_WORDS if len(w) > 2 or "'" in w}
    if not words:
        return False
    text = paragraphs[index]
    if index > 0 and paragraphs[index - 1].lstrip().startswith("#"):
        text = paragraphs[index - 1] + "\n" + text
    text = text.lower().replace("’", "'")
    return all(re.search(rf"(?<![a-z']){re.escape(w)}", text) for w in words)


_LIST_WORDS = frozenset({"list", "lists", "bullet", "bullets", "bulleted", "numbered", "table"})


def _holds(block: str, word: str) -> bool:
    """Whether a block's text holds `word`, or its fence names the language `word` names."""
    if word in block:
        return True
    fence = re.match(r"\s*(?:```|~~~)\s*([\w+#-]+)", block)
    return fence is not None and any(
        word in names and fence[1] in names for names in _SAME_LANGUAGE
    )


# Words of a block's name that say what it is, not which one.
_KIND_WORDS = frozenset(
    re.findall(
        r"\w+",
        """the this that your our code block blocks snippet sample example listing of script
        command under underneath below beneath after following above before over preceding
        introducing sentence line paragraph caption note text word words explanation intro
        introduction heading subheading title right just directly immediately comment comments""",
    )
)


# A function, method or class named: "the rota function", "function render", "`rota()`",
# render 函数, rota 方法 — its name, to find the one code block that defines it.
# A name not followed by such a word is passed over whole (the last alternative, no group):
# tried again from each of its letters, each reading to its end, a run of 20,000 letters in a
# message took minutes. A later start in the same run of [\w.] ends where the first did, so
# it cannot match where the first did not (session 27, growth).
_DEFINED = (
    re.compile(
        r"\b`?([A-Za-z_][\w.]*)(?:\(\))?`?\s+(?:function|method|class)\b|\b`?[A-Za-z_][\w.]*"
    ),
    re.compile(r"\b(?:function|method|class)\s+`?([A-Za-z_][\w.]*)"),
    re.compile(r"`([A-Za-z_][\w.]*)\(\)`"),
    re.compile(r"([A-Za-z_][\w.]*)(?:\(\))?`?\s*(?:这个|那个)?(?:函数|方法|类)|[A-Za-z_][\w.]*"),
)


def _defining(suggestion: str, paragraphs: Sequence[str]) -> set[int] | None:
    """The code block that defines the function or class the suggestion names, if one does."""
    named = (m for pattern in _DEFINED for m in pattern.finditer(suggestion))
    for match in (m for m in named if m[1] is not None):
        name = re.escape(match[1].rstrip(".").split(".")[-1])
        defines = re.compile(
            rf"\b(?:def|function|class|fn|func|sub)\s+{name}\b|\b{name}\s*=\s*(?:function|\(|async)"
        )
        found = [
            group
            for group in fence_groups(paragraphs)
            if paragraphs[group[0]].lstrip().startswith(("```", "~~~"))
            and defines.search("\n".join(paragraphs[i] for i in group))
        ]
        if len(found) == 1:
            return set(found[0])
    return None


# A paragraph named by the link it holds: "the paragraph with the link", "the link paragraph",
# "the bit containing the URL", 带链接的那段, 有网址的那一段 — read only when one paragraph of
# the article holds a link, so which one is meant is never a guess.
_LINK_NAMED = re.compile(
    r"\b(?:paragraph|para|bit|part|passage|section|line|sentence)\s+(?:that\s+)?(?:with|has"
    r"|holds|holding|containing|contains|that has|that holds)\s+(?:the|a|its|that)\s+"
    r"(?:[\w-]+\s+)?(?:link|url|web\s*address|hyperlink)\b"
    r"|\bthe\s+(?:link|url)\s+(?:paragraph|para|bit|part|passage)\b"
    r"|(?:带|有|含|放)(?:着|了)?(?:那个|个|一个)?(?:超?链接|网址)的(?:那|这)?(?:一)?段",
    re.IGNORECASE,
)
_LINK = re.compile(r"\]\((?:https?://|www\.|/)[^)\s]*\)|https?://\S|\bwww\.\S", re.IGNORECASE)


def link_named(suggestion: str, paragraphs: Sequence[str]) -> set[int] | None:
    """The article's one prose paragraph holding a link, when the suggestion names the
    paragraph by it ("shorten the paragraph with the link", 带链接的那段), or None."""
    if _LINK_NAMED.search(suggestion) is None:
        return None
    found = [
        i
        for i, text in enumerate(paragraphs)
        if _LINK.search(text)
        and not text.lstrip().startswith(("```", "~~~"))
        and not is_table(text)
    ]
    return {found[0]} if len(found) == 1 else None
