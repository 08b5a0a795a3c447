"""What a serving stack or a reasoning model leaks into a reply around the answer itself.

Chat templates leak their turn tokens (`<|im_end|>`, `<end_of_turn>`, `</s>`, `<|eot_id|>`);
reasoning models leak their thinking in many dresses: `<think>…</think>`, only the closing
`</think>` (the template ate the opening one), Ollama's `Thinking...` … `...done thinking.`,
gpt-oss's harmony channels (`<|channel|>analysis<|message|>…<|channel|>final<|message|>`),
or a quoted "已深度思考" block; Qwen3 echoes its "/no_think" switch. A reply can also come
with its line breaks written as the two characters `\\n` (a JSON habit), or with its
characters escaped for HTML (`&amp;`, `&quot;`, `&#39;`: a stack that escapes what it serves).
None of it is the article: it is taken away here, once, before any format reads the reply —
unless the article itself writes it.
"""

from __future__ import annotations

import html
import re
from functools import lru_cache

# A reasoning block with both tags, and the tag names reasoning models use.
_THINK_TAGS = r"think|thinking|reasoning|thought|reflection"
_THINK = re.compile(rf"<({_THINK_TAGS})>.*?</\1>\s*", re.DOTALL | re.IGNORECASE)
_CLOSE_THINK = re.compile(rf"</(?:{_THINK_TAGS})>\s*", re.IGNORECASE)
_OPEN_THINK = re.compile(rf"<(?:{_THINK_TAGS})>", re.IGNORECASE)
# Other models' own reasoning markers: Kimi ◁think▷, Magistral [THINK], OpenThoughts
# <|begin_of_thought|>, Command A <|START_THINKING|>, Seed <seed:think>.
_OTHER_THINK = re.compile(
    r"◁think▷.*?◁/think▷\s*|\[THINK\].*?\[/THINK\]\s*"
    r"|<\|begin_of_thought\|>.*?<\|end_of_thought\|>\s*|<\|START_THINKING\|>.*?<\|END_THINKING\|>\s*"
    r"|<seed:think>.*?</seed:think>\s*",
    re.DOTALL,
)
# Open WebUI shows a model's reasoning folded: <details type="reasoning" done="true"
# duration="4"><summary>Thought for 4 seconds</summary> > … </details>.
_DETAILS = re.compile(
    r"<details\b[^>\n]*\btype=[\"']?reasoning\b[^>\n]*>.*?</details>[ \t]*\n?\s*",
    re.DOTALL | re.IGNORECASE,
)
# OpenThoughts wraps its answer too: <|begin_of_solution|> … <|end_of_solution|>.
_SOLUTION = re.compile(r"<\|(?:begin|end)_of_solution\|>|<\|(?:START|END)_RESPONSE\|>")
# Ollama prints a thinking model's reasoning between these two lines.
_OLLAMA = re.compile(
    r"^\s*Thinking\.\.\.[ \t]*\n.*?\n[ \t]*\.\.\.done thinking\.[ \t]*\n", re.DOTALL
)
# gpt-oss harmony: the final channel's message is the answer; with the special tokens
# dropped by the server the same shape reads "analysis…assistantfinal…".
_HARMONY_FINAL = re.compile(r"<\|channel\|>\s*final\b[^<]*(?:<\|constrain\|>[^<]*)?<\|message\|>")
_HARMONY_MARK = re.compile(r"<\|(?:start|end|channel|message|constrain|return|call)\|>")
_HARMONY_BARE = re.compile(r"^\s*analysis.*?assistantfinal", re.DOTALL)
# Tokens that end a turn, and what starts another one (the model writing the next turn).
_END_TOKEN = re.compile(
    r"<\|(?:im_end|endoftext|eot_id|end_of_text|eom_id|end|return|eos|END_OF_TURN_TOKEN)\|>"
    r"|<end_of_turn>|</s>|<eos>|<｜end▁of▁sentence｜>|<\|end▁of▁sentence\|>"
)
_START_TOKEN = re.compile(
    r"<\|im_start\|>\s*(?:assistant)?\s*|<start_of_turn>\s*(?:model)?\s*|<\|assistant\|>\s*"
    r"|<\|CHATBOT_TOKEN\|>|<\|START_OF_TURN_TOKEN\|>\s*(?:<\|CHATBOT_TOKEN\|>)?"
    r"|<\|start_header_id\|>\s*assistant\s*<\|end_header_id\|>\s*|<s>|<｜Assistant｜>|\[/INST\]"
)
_OTHER_TURN = re.compile(
    r"<\|im_start\|>\s*(?:user|system)|<start_of_turn>\s*user"
    r"|<\|start_header_id\|>\s*(?:user|system)|<｜User｜>|\[INST\]|<\|user\|>|<\|USER_TOKEN\|>"
)
# Qwen3's soft switches echoed back from a prompt or a chat front-end that added one:
# "/no_think" (or "/think") on a line of its own, or at the start or end of a line.
# The spaces before a switch at a line's end are tried from their first only: from each of a
# long run's spaces the search read the rest of the run again (40,000 spaces: 3 s a turn).
_SWITCH = re.compile(
    r"^[ \t]*/(?:no_)?think\b[ \t]*\n?|(?<![ \t])[ \t]*/(?:no_)?think[ \t]*$", re.M
)
# A quoted reasoning block before the answer: "> 已深度思考（用时 6 秒）", "> Thought for 8 s".
_QUOTED_THINKING = re.compile(
    r"^>\s*(?:\*\*|_)?(?:已深度思考|深度思考|已思考|思考过程|思考中|推理过程"
    r"|thought for\b|thinking\b|reasoning\b|thought process\b)",
    re.IGNORECASE,
)


# Reasoning written out as a labelled section ("思考过程：…", "**Reasoning:** …", "Thinking: …")
# and the label or rule that starts the answer after it ("**回答**：", "Answer:", "---").
_REASONING_LABEL = re.compile(
    r"^[ \t>*_#]*(?:思考过程|思考|推理过程|推理|分析过程|thinking|reasoning|thought process"
    r"|my reasoning)[ \t*_]*[:：]",
    re.IGNORECASE | re.MULTILINE,
)
_ANSWER_LABEL = re.compile(
    r"^[ \t*_#]*(?:final answer|answer|response|output|回答|答案|最终回答|最终答案|输出|正式回答"
    r"|(?:revised|edited|rewritten|final|new|updated) (?:article|version|text|draft)"
    r"|(?:修改|改写|修订|润色)[后後](?:的)?(?:全文|文章|版本|正文|稿)|修改稿|全文)"
    r"[ \t*_]*[:：][ \t*_]*$|^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$",
    re.IGNORECASE,
)


# A judgement reads the same reply this way four times (the no-change check, the peel, the
# blocks' two readers), each time scanning it and the article with a dozen patterns: a pure
# function of its two texts, so the last few answers are kept.
@lru_cache(maxsize=8)
def without_leaks(reply: str, article: str = "") -> str:
    """The reply without turn tokens, reasoning and quoted thinking the article does not
    have itself. Line endings become "\\n"."""
    text = reply.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff")
    text = _harmony(text, article)
    text = _tokens_out(text, article)
    if not _SWITCH.search(article):
        text = _SWITCH.sub("", text)
    if not _THINK.search(article):
        text = _THINK.sub("", text)
    if "<details" not in article:
        text = _DETAILS.sub("", text)
    if not _OTHER_THINK.search(article) and not _SOLUTION.search(article):
        text = _SOLUTION.sub("", _OTHER_THINK.sub("", text))
    text = _OLLAMA.sub("", text, count=1) if "done thinking" not in article else text
    if not _CLOSE_THINK.search(article):
        text = _before_close_only(text)
    # A line start one or two spaces after another is not tried: a run of blank lines is read
    # once, not once for each line.
    if not re.search(r"^(?<!^\s)(?<!^\s\s)\s*+>", article, re.MULTILINE):
        text = _without_quoted_thinking(text)
    if not _REASONING_LABEL.search(article):
        text = _without_labelled_reasoning(text, article)
    return text


def thinks_unclosed(text: str) -> bool:
    """Whether the reply opens a reasoning block and never closes it (nothing after it)."""
    return re.match(rf"^\s*<(?:{_THINK_TAGS})>", text, re.IGNORECASE) is not None


def unescaped_breaks(text: str, article: str = "") -> str:
    """A reply written with `\\n` for its line breaks (its JSON escaped twice, or none at
    all) read with real ones — when the article writes no `\\n` of its own."""
    escaped = text.count("\\n")
    if escaped < 2 or "\\n" in article or escaped <= text.count("\n"):
        return text
    text = text.replace("\\r\\n", "\n").replace("\\n", "\n")
    if '\\"' in text and '\\"' not in article:
        text = text.replace('\\"', '"')
    return text


# The character references an HTML-escaping stack writes for plain text.
_ENTITY = re.compile(
    r"&(?:amp|quot|apos|lt|gt|nbsp|mdash|ndash|hellip|[lr]squo|[lr]dquo|#\d{2,5}|#x[0-9a-fA-F]{2,4});"
)


def unescaped_entities(text: str, article: str = "") -> str:
    """A reply with its characters escaped for HTML ("Q&amp;A", "it&#39;s") read as the
    characters — when the article writes no character reference of its own (an HTML article
    that writes `&amp;` keeps the model's)."""
    if not _ENTITY.search(text) or _ENTITY.search(article):
        return text
    return _ENTITY.sub(lambda m: html.unescape(m[0]), text)


def _harmony(text: str, article: str) -> str:
    if "<|channel|>" in article or "assistantfinal" in article:
        return text
    finals = list(_HARMONY_FINAL.finditer(text))
    if finals:
        text = text[finals[-1].end() :]
    elif "<|channel|>" in text:
        return ""  # analysis only: the model never got to its answer
    elif _HARMONY_BARE.match(text):
        text = _HARMONY_BARE.sub("", text, count=1)
    return _HARMONY_MARK.sub("", text)


def _tokens_out(text: str, article: str) -> str:
    """Turn tokens taken out: an end token where the text goes on becomes a paragraph break;
    a turn the model began for someone else (the writer's next message) is cut off."""
    other = _OTHER_TURN.search(text)
    if other is not None and not _OTHER_TURN.search(article):
        text = text[: other.start()]
    if not _START_TOKEN.search(article):
        text = _START_TOKEN.sub("", text)
    if _END_TOKEN.search(article):
        return text
    pieces = [piece for piece in _END_TOKEN.split(text)]
    if len(pieces) == 1:
        return text
    kept = [piece for piece in pieces if piece.strip()]
    return "\n\n".join(piece.strip("\n") for piece in kept)


def _before_close_only(text: str) -> str:
    """The text after a closing `</think>` that no opening tag precedes (the chat template
    put `<think>` in the prompt, so only the reasoning and its end came back)."""
    close = _CLOSE_THINK.search(text)
    if close is None or _OPEN_THINK.search(text[: close.start()]):
        return text
    return text[close.end() :]


def _without_quoted_thinking(text: str) -> str:
    """The reply without a leading `>` block that announces the model's thinking."""
    lines = text.lstrip("\n").split("\n")
    if not lines or not _QUOTED_THINKING.match(lines[0].strip()):
        return text
    end = 0
    while end < len(lines) and lines[end].lstrip().startswith(">"):
        end += 1
    rest = "\n".join(lines[end:])
    return rest if rest.strip() else text


def _without_labelled_reasoning(text: str, article: str) -> str:
    """The reply after a reasoning section it opens with under a label, up to the label or
    rule that starts the answer ("思考过程：… --- 标题 …"); unchanged without such a start,
    or when the section holds a line of the article (a title that starts "Thinking:")."""
    lines = text.lstrip("\n").split("\n")
    if not lines or not _REASONING_LABEL.match(lines[0]):
        return text
    own = {line.strip() for line in article.split("\n") if len(line.strip()) >= 8}
    for index, line in enumerate(lines[1:40], start=1):
        if line.strip() in own:
            return text
        if _ANSWER_LABEL.match(line) and line.strip() not in article:
            rest = "\n".join(lines[index + 1 :])
            return rest if rest.strip() else text
    return text
