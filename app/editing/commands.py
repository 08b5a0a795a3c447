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

from app.domain.bounded_diff import SequenceMatcher
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
    prose = _plain(_INLINE.sub(" ", _FENCED.sub(" ", after)))
    gone = [
        piece
        for piece in gone
        if not _written_out(piece, prose) and not any(len(t) >= 2 and t in piece for t in named)
    ]
    if not gone:
        return
    came = [piece for piece in new if old[piece] < new[piece]]
    if came:
        pairs = [_changed_part(one, other) for one, other in zip(gone, came, strict=False)]
        raise Refused(
            "The model changed code of yours ("
            + ", ".join(f"`{one}`" for one, _ in pairs[:2])
            + " → "
            + ", ".join(f"`{other}`" for _, other in pairs[:2])
            + "), which the suggestion did not ask to change, so a reader would run something "
            "else. Nothing was saved — press Retry."
        )
    shown = ", ".join(f"`{_short(piece)}`" for piece in gone[:2])
    if scope.shorten or scope.reshape:
        return  # a cut or a recast may leave a sentence out, code and all
    raise Refused(
        f"The model left out {shown}, code of yours the suggestion did not ask to remove. "
        "Nothing was saved — press Retry, or ask for the change again naming what to keep."
    )


def _plain(text: str) -> str:
    return " ".join(text.replace("`", " ").split())


def _written_out(piece: str, prose: str) -> bool:
    """Whether `piece` stands in the prose whole, without its code marks (the writer's code
    still): not as the start of a longer word or flag (`--careful` in "--carefull"), nor
    inside a code span of the model's (`go mod tidy` in `go mod tidy -v`), which changed it."""
    plain = _plain(piece)
    return (
        bool(plain)
        and re.search(rf"(?<![A-Za-z0-9_]){re.escape(plain)}(?![A-Za-z0-9_])", prose) is not None
    )


def _changed_part(old: str, new: str) -> tuple[str, str]:
    """What of code `old` the model wrote as `new`, as the writer can find it: the first
    line that differs (a block's opening is often the same on both sides), or, on a long
    line, the words that differ with a word of context."""
    old_lines, new_lines = old.split("\n"), new.split("\n")
    for tag, i1, i2, j1, j2 in SequenceMatcher(
        None, old_lines, new_lines, autojunk=False
    ).get_opcodes():
        if tag == "equal":
            continue
        before = " ".join(" ".join(old_lines[i1:i2]).split())
        after = " ".join(" ".join(new_lines[j1:j2]).split())
        if not before or not after:  # a line added or taken out: shown beside its neighbour
            before, after = _beside(old_lines, i1, i2, before, after)
        if len(before) > _SHOWN or len(after) > _SHOWN:
            before, after = _changed_words(before, after)
        return _short(before), _short(after)
    return _short(old), _short(new)


def _beside(lines: list[str], start: int, end: int, old: str, new: str) -> tuple[str, str]:
    """`old` and `new` (one of them empty: a line added or taken out at lines[start:end]) each
    beside the nearest unchanged line that is not blank, before them or else after them."""
    flat = [" ".join(line.split()) for line in lines]
    earlier = [line for line in flat[:start] if line]
    if earlier:
        return _lined(earlier[-1], old), _lined(earlier[-1], new)
    later = next((line for line in flat[end:] if line), "")
    return _lined(old, later), _lined(new, later)


def _lined(first: str, second: str) -> str:
    return " ⏎ ".join(part for part in (first, second) if part)


def _changed_words(old: str, new: str) -> tuple[str, str]:
    """The words of `old` and `new` (one line each) that differ, with a word either side."""
    old_words, new_words = old.split(" "), new.split(" ")
    most = min(len(old_words), len(new_words))
    same_start = next((i for i in range(most) if old_words[i] != new_words[i]), most)
    same_end = next(
        (i for i in range(most - same_start) if old_words[-1 - i] != new_words[-1 - i]),
        most - same_start,
    )
    start, cut = max(0, same_start - 1), max(0, same_end - 1)
    return (
        " ".join(old_words[start : len(old_words) - cut]),
        " ".join(new_words[start : len(new_words) - cut]),
    )


# The longest code line quoted whole in a refusal; a longer one is quoted by its changed words.
_SHOWN = 60


def _short(piece: str, limit: int = 60) -> str:
    flat = " ".join(piece.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
