"""Reported speech given to someone else by a restyle: "Councillor Peter Lynch … said the
trial would run for six months" made punchier as "Head librarian Maeve Doherty was clear: the
trial runs six months", 议员林百川说… as 馆长杜美芬说得很明白…. No quotation marks, so
qualifiers.py (a quotation's speaker) does not see it, yet the article now says that another
person of it said what the writer reported — facts.py refuses it unless the suggestion asks
who says it.

Read narrowly: a paragraph's speaker is a name (two capitalised words; in Chinese the name
after a role, or the characters) right before or after a word of saying; the change counts
only when that speaker is gone from the paragraph and a person the article quotes elsewhere
came into it.
"""

from __future__ import annotations

import re

from app.editing.elided import Refused

_NAME = r"[A-Z][a-z’'-]+(?:\s+[A-Z][a-z’'-]+)+"
_EN_SAYS = (
    r"said|says|told|tells|added|adds|explained|noted|stressed|insisted|announced|warned"
    r"|confirmed|argued|claimed|recalled|expects|believes|thinks|promised|admitted"
)
_EN_SAYER = re.compile(
    rf"(?P<a>{_NAME})(?:,[^,.;\n]{{1,80}},)?\s+(?:{_EN_SAYS})\b"
    rf"|\b(?:{_EN_SAYS}|according to)\s+(?:[a-z-]+\s+){{0,3}}(?P<b>{_NAME})"
)
_ZH_SAYS = re.compile(r"(?:说|表示|称|介绍|指出|透露|强调|坦言|告诉|认为|提到)")
_ZH_ROLE = re.compile(
    r"(?:馆长|主任|经理|老师|医生|师傅|先生|女士|记者|教授|校长|书记|局长|院长|站长|店长|老板|队长"
    r"|组长|社长|会长|村长|负责人|馆员|主席|厂长|园长|议员|理事|委员|部长|市长|区长|县长|镇长"
    r"|发言人|主管|总监|教练|船长|代表|成员|主任委员|专家)"
)
# Characters no name holds (的人说, 大家都说) and people who are no one in particular.
_NOT_A_NAME = re.compile(r"[的了们都也就还在是和与很]")
_NOBODY = frozenset(
    ("大家", "有人", "人们", "居民", "市民", "读者", "网友", "家长", "群众", "别人")
)
_HANZI_RUN = re.compile(r"[\u4e00-\u9fff]{1,16}$")
_ASKS_SPEAKER = re.compile(
    r"\b(?:attribut\w*|credit\w*|speakers?|who\s+(?:said|says|speaks))\b|\b(?:said|quoted)\s+by\b"
    r"|说话人|谁说|(?:改成|改为|换成)[^，。！？\n]{1,12}(?:说|讲)的",
    re.IGNORECASE,
)


def _en_sayers(text: str) -> dict[str, str]:
    """The speakers of a text by surname, each with their name as written."""
    found: dict[str, str] = {}
    for match in _EN_SAYER.finditer(text):
        name = match["a"] or match["b"]
        found.setdefault(name.split()[-1], name)
    return found


def _zh_sayers(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for match in _ZH_SAYS.finditer(text):
        run = _HANZI_RUN.search(text[: match.start()])
        if run is None:
            continue
        words = run[0]
        roles = list(_ZH_ROLE.finditer(words))
        name = words[roles[-1].end() :] if roles else words[-3:]
        if 2 <= len(name) <= 4 and not _NOT_A_NAME.search(name) and name not in _NOBODY:
            found.setdefault(name, name)
    return found


def _sayers(text: str) -> dict[str, str]:
    return {**_en_sayers(text), **_zh_sayers(text)}


def _names(key: str, text: str) -> bool:
    if key.isascii():
        return re.search(rf"\b{re.escape(key)}\b", text) is not None
    return key in text


def reassigned(before: str, after: str) -> list[tuple[str, str]]:
    """(speaker, other person) for each paragraph of `before` whose reported speaker `after`
    no longer names while naming, in that paragraph, another person the article quotes."""
    olds, news = before.split("\n\n"), after.split("\n\n")
    if len(olds) != len(news):
        return []
    speakers = _sayers(before)
    if len(speakers) < 2:
        return []
    found: list[tuple[str, str]] = []
    kept = set(olds)
    for old, new in zip(olds, news, strict=True):
        if old == new or new in kept:
            continue  # a paragraph of the writer's, moved as asked, says what it said
        gone = [name for key, name in _sayers(old).items() if not _names(key, new)]
        came = [name for key, name in speakers.items() if _names(key, new) and not _names(key, old)]
        if gone and came:
            found.append((gone[0], came[0]))
    return found


def check_sayers(before: str, after: str, asked: str) -> None:
    """Raises Refused when a restyle gave what someone said to another person of the article
    and the suggestion (`asked`) does not ask who says it."""
    if _ASKS_SPEAKER.search(asked):
        return
    pairs = [(old, new) for old, new in reassigned(before, after) if new not in asked]
    if pairs:
        shown = ", ".join(f"“{old}” → “{new}”" for old, new in pairs[:3])
        raise Refused(
            f"The model gave what someone said to another person ({shown}), which the "
            "suggestion did not ask for, so the article would say something untrue about who "
            "said it. Nothing was saved — press Retry."
        )
