"""What the offline rules editor says when no rule took a message: that the suggestion needs a
model (or, asked, what works offline), the list of what does, and how to connect a model — in
English and Chinese, or in Chinese alone to a message worded in Chinese."""

import re

from app.editing.rule_terms import is_chinese

__all__ = ["OFFLINE_HELP", "limited_offline", "offline_answer", "what_works"]

_NEEDS_MODEL = """\
Redline is running offline, without a language model, and this suggestion needs a model, \
so the article is unchanged. Offline it makes only the mechanical edits below.
现在是离线模式，这条建议需要接入大模型，所以文章没有改动。离线只能做下面这些机械修改。"""
# What works offline, and how to let a model in: said after either lead.
_WHAT_WORKS = """

What works offline (离线可用):
- Replace words: replace "twenty" with "thirty" · change "colour" to "color" · \
把“十五”改成“五十” · 将旧名替换为新名 (this changes the text; add "in the title" to change \
the title instead, or "everywhere" for both)
- Replace in one paragraph: in paragraph 2, replace "90" with "95" · 把第二段里的“90”改成“95” \
(or choose the paragraph under Limit to, 只改, and send the replace)
- Delete paragraphs: delete paragraph 3 · delete paragraphs 2 and 3 · delete the last \
paragraph · 删除第三段 · 删除第二、三段 · 去掉最后一段
- Swap paragraphs: swap paragraphs 1 and 2 · 交换第一段和第二段
- Change the title: change the title to "Spring in Kyoto" · 标题改成「京都的春天」
- Remove emoji: remove all emoji · 去掉所有表情
- Several at once, in one message: delete paragraph 3 and change the title to "Spring" · \
删除第三段，标题改成「春天」
Put words in quotes when they contain spaces or punctuation. 词语含空格或标点时请加引号。

With a model connected, any edit can be asked for. Set these (in the environment or a \
.env file), then restart Redline:
  REDLINE_LLM_PROVIDER=openai
  REDLINE_LLM_BASE_URL=https://api.openai.com/v1  (Ollama: http://127.0.0.1:11434/v1)
  REDLINE_LLM_MODEL=gpt-4o-mini  (the model name your endpoint serves)
  REDLINE_LLM_API_KEY=sk-…  (not needed for a local model)
"""
OFFLINE_HELP = _NEEDS_MODEL + _WHAT_WORKS

# "What can you do?", "help", 你能做什么, 怎么用: asked of the offline editor, the list is the
# answer, not a refusal of a suggestion.
_ASKS_WHAT_IT_DOES = re.compile(
    r"^\W*(?:help|what (?:can|do) you do|what can (?:i|redline) (?:do|ask)|how (?:do i|does this) "
    r"(?:use|work)|what (?:works|is possible) offline|commands?)\b[^.!?？\n]{0,40}[?？.!]*\s*$"
    r"|^\W*(?:帮助|你能做什么|你会什么|能做什么|可以做什么|怎么用|如何使用|离线能做什么)[?？吗呢]*\W*$",
    re.IGNORECASE,
)
_HELP_ASKED = (
    "Offline, without a language model, Redline makes only these mechanical edits:\n"
    "离线模式（未接入大模型）只能做下面这些机械修改："
)


_WHAT_WORKS_ZH = """

离线可用：
- 替换词语：把“十五”改成“五十” · 将旧名替换为新名（这样只改正文。只改标题，或标题和正文都改，\
请写明：把标题里的“十五”改成“五十” · 把全文的“十五”改成“五十”）
- 只在一段里替换：把第二段里的“天气”改成“晴天” · 在最后一段把“花开了”换成“花谢了”\
（或在“只改”里选那一段，再发送：把“天气”改成“晴天”）
- 删除段落：删除第三段 · 删除第二、三段 · 第2段删掉 · 去掉最后一段
- 交换段落：交换第一段和第二段
- 修改标题：标题改成「京都的春天」
- 去掉表情：去掉所有表情
- 一次做几件：删除第三段，标题改成「春天」
词语含空格或标点时请加引号。

接入大模型后，什么样的修改都可以提。请在环境变量或 .env 文件里设置以下各项，然后重启 Redline：
  REDLINE_LLM_PROVIDER=openai
  REDLINE_LLM_BASE_URL=https://api.openai.com/v1  （Ollama：http://127.0.0.1:11434/v1）
  REDLINE_LLM_MODEL=gpt-4o-mini  （你的服务提供的模型名）
  REDLINE_LLM_API_KEY=sk-…  （本地模型不需要）
"""
_NEEDS_MODEL_ZH = (
    "Redline 正在离线运行（未接入大模型），这条建议需要接入大模型，所以文章没有改动。"
    "离线只能做下面这些机械修改。"
)
_HELP_ASKED_ZH = "离线模式（未接入大模型）只能做下面这些机械修改："


def offline_answer(message: str) -> str:
    """What the offline editor says to a message no rule took: the list of what works offline,
    led by "this suggestion needs a model" — or, asked what it can do, by that answer (an undo
    never reaches here: chat_undo.py restores the version before, offline too). A message
    worded in Chinese is answered in Chinese alone: a writer who asks 帮我润色一下 should not
    read an English page first."""
    asked = bool(_ASKS_WHAT_IT_DOES.search(message.strip()))
    if is_chinese(message.strip()):
        return (_HELP_ASKED_ZH if asked else _NEEDS_MODEL_ZH) + _WHAT_WORKS_ZH
    return _HELP_ASKED + _WHAT_WORKS if asked else OFFLINE_HELP


_LIMITED_EN = (
    'Offline, a suggestion limited to part of the article ("Limit to", or selected text) can '
    "only replace words or remove emoji there. To delete or swap paragraphs or change the "
    'title, choose "the whole article" in Limit to and send it again; the article is '
    "unchanged."
)
# The panel's labels as a Chinese reader sees them (static/js/labels.js): 只改, 整篇文章.
_LIMITED_ZH = (
    "离线模式下，限定了范围（“只改”里选的段落，或选中的文字）的建议只能在这个范围里替换词语或去掉表情。"
    "要删除、交换段落或修改标题，请在“只改”里选“整篇文章”，再发送一次。文章没有改动。"
)


def what_works(message: str) -> str:
    """The list of what works offline and how to connect a model, without a lead: in Chinese
    alone to a message worded in Chinese, as `offline_answer`."""
    return (_WHAT_WORKS_ZH if is_chinese(message.strip()) else _WHAT_WORKS).lstrip("\n")


def limited_offline(message: str) -> str:
    """What the offline editor says to a limited suggestion only the whole article can take
    (a paragraph deleted, the title changed): in Chinese alone to a message worded in
    Chinese, as `offline_answer`."""
    if is_chinese(message.strip()):
        return _LIMITED_ZH
    return f"{_LIMITED_EN}\n{_LIMITED_ZH}"


def noted_left(noted: list[str], message: str) -> str:
    """What the offline editor adds when it made the writer's edit but not the wishes they
    noted before it ("更活泼一点", then "replace bus with train"): the rules cannot rewrite for
    a noted wish, and the edit just saved ends the wait for the next one — so the reply says
    which were left, rather than refusing the edit the rules can make. Answered in Chinese
    alone to a message worded in Chinese, as `offline_answer`."""
    quoted = "; ".join(f"“{n.strip()}”" for n in noted)
    if is_chinese(message.strip()):
        quoted = "；".join(f"“{n.strip()}”" for n in noted)
        return (
            f"之前记下的 {quoted} 没有改：离线模式（未接入大模型）做不了这种修改，"
            "接入大模型后再说一次。"
        )
    return (
        f"Not done: {quoted}, noted earlier — offline (no model set up) the editor cannot make "
        "that kind of change; say it again once a model is set up."
    )
