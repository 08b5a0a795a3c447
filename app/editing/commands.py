"""Commands and code a rewrite must copy exactly.

"Tighten the sentence about local previews" that turns `mkdocs serve --dev-addr 127.0.0.1:8008`
into `mkdocs serve --dev-addr localhost:8000` hands the reader a command that does something
else, and the writer cannot see it among the reworded words. Inline code (`…`) and fenced blocks
are the writer's exact text: a restyle of the prose around them never needs to change them.
Addresses (addresses.py) and figures (facts.py) in prose are read elsewhere; this reads code.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from app.editing.elided import Refused
from app.editing.facts import states_facts
from app.editing.scope import Scope

_FENCED = re.compile(r"^[ \t]*(`{3,}|~{3,})[^\n]*\n(.*?)^[ \t]*\1[ \t]*$", re.MULTILINE | re.DOTALL)
_INLINE = re.compile(r"(?<!`)(`{1,2})(?!`)([^\n]+?)(?<!`)\1(?!`)")
# A suggestion about the code itself: changing, fixing or explaining a command is asked.
_ABOUT_CODE = re.compile(
    r"\b(?:code|commands?|snippets?|scripts?|flags?|switch\w*|arguments?|params?|parameters?"
    r"|ports?|paths?|config\w*|syntax|shell|bash|terminal|cli|backticks?|variables?|functions?"
    r"|examples?|install\w*|depend\w*|versions?\s+(?:numbers?|requirements?|pins?)"
    r"|typos?|spelling|misspell\w*|translat\w*|docstrings?)\b"
    r"|`[^`\n]+`"  # code quoted as code: "add a docstring to `rota()`"
    r"|命令|指令|代码|脚本|参数|端口|路径|配置|变量|函数|示例|例子|版本|依赖|安装"
    r"|错别字|错字|拼写|翻译|译成|译为",
    re.IGNORECASE,
)
# A token of the suggestion that names a piece of code: "3000:3000", "/backup", "--strict", "1.22".
# Read from the token's start only: tried from each character of a long run of other
# characters, each reading to its end, it took seconds (a match always ends at the run's end).
_CODE_TOKEN = re.compile(r"(?<!\S)\S*[\d/._:=-]\S*")


def code_pieces(text: str) -> Counter[str]:
    """The fenced blocks (without trailing spaces) and inline code spans of `text`."""
    found: Counter[str] = Counter()
    for match in _FENCED.finditer(text):
        found["\n".join(line.rstrip() for line in match[2].rstrip("\n").split("\n"))] += 1
    for match in _INLINE.finditer(_FENCED.sub(" ", text)):
        found[match[2].strip()] += 1
    return found


def check_commands(
    before: str, after: str, suggestions: Sequence[str], scope: Scope, *, selected: str = ""
) -> None:
    """Raises Refused when a rewrite changed code of the writer's (an inline command, a fenced
    block) that the suggestion did not ask about, or left one out of a text it did not ask to
    cut or recast. Code inside the writer's selection is theirs to change."""
    asked = "\n".join(suggestions)
    if scope.translate or scope.adds or scope.facts or scope.figures or scope.reshape:
        return  # what is asked may change the code: a value, a line added, a recast
    if _ABOUT_CODE.search(asked) or states_facts(asked):
        return
    old, new = code_pieces(before), code_pieces(after)
    part = selected.strip()
    gone = [
        piece
        for piece in old
        if new[piece] < old[piece] and not (part and (part in piece or piece in part))
    ]
    named = {token.strip(".,;:!?“”\"'()（）。，") for token in _CODE_TOKEN.findall(asked)}
    kept = _plain(after)  # code written out without its marks is still the writer's
    gone = [
        piece
        for piece in gone
        if _plain(piece) not in kept and not any(len(t) >= 2 and t in piece for t in named)
    ]
    if not gone:
        return
    came = [piece for piece in new if old[piece] < new[piece]]
    shown = ", ".join(f"`{_short(piece)}`" for piece in gone[:2])
    if came:
        raise Refused(
            f"The model changed code of yours ({shown} → "
            + ", ".join(f"`{_short(piece)}`" for piece in came[:2])
            + "), which the suggestion did not ask to change, so a reader would run something "
            "else. Nothing was saved — press Retry."
        )
    if scope.shorten or scope.reshape:
        return  # a cut or a recast may leave a sentence out, code and all
    raise Refused(
        f"The model left out {shown}, code of yours the suggestion did not ask to remove. "
        "Nothing was saved — press Retry, or ask for the change again naming what to keep."
    )


def _plain(text: str) -> str:
    return " ".join(text.replace("`", " ").split())


def _short(piece: str, limit: int = 60) -> str:
    flat = " ".join(piece.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
