"""Whether the writer asks for something to read or to use elsewhere — title options, a tweet
announcing the article, a caption, 几个标题备选, 一条朋友圈文案 — rather than for an edit: the
model's answer is its words to the writer, never a new version ("summarize this for me" is
read so in opinion.py). Asked to turn the article into one ("turn this into a tweet", 改写成
小红书文案, 写成一条微博) or to give it a better title, it is an edit."""

from __future__ import annotations

import re

# Several titles to choose from: "three title options", "a few alternative headlines",
# "title ideas", 几个标题备选, 想三个标题, 标题候选 — not "a better title" (one, for the article).
_TITLES = re.compile(
    r"\b(?:title|headline|subject[- ]line)\s+(?:options|ideas|suggestions|alternatives|choices"
    r"|candidates)\b"
    r"|\b(?:some|a\s+few|few|several|a\s+couple\s+of|two|three|four|five|six|\d|more|other"
    r"|alternative|different|possible)\s+(?:(?:\w+|[\w-]+)\s+){0,2}(?:titles|headlines"
    r"|subject\s+lines)\b"
    r"|(?:[几两三四五六七八九十多]|一些|若干)个?(?:备选|候选|可选)?的?(?:标题|题目)"
    r"|(?:标题|题目)(?:的)?(?:建议|[^，。！？,.!?]{0,3}?(?:备选|候选|选项|方案))"
    r"|备选(?:的)?(?:标题|题目)",
    re.IGNORECASE,
)
# A piece of its own about the article: "a tweet announcing this", "an Instagram caption for
# this walk", "a LinkedIn post about it", 一条朋友圈文案, 一条微博, 宣传语.
_PIECE = re.compile(
    r"\b(?:a|an|one|some|two|three|few|short|quick)\s+(?:[\w-]+\s+){0,2}"
    r"(?:tweets?|toots?|captions?|(?:instagram|facebook|linkedin|social(?:\s+media)?|x|threads"
    r"|bluesky|mastodon)\s+(?:posts?|updates?|captions?)|taglines?|slogans?|text\s+messages?"
    r"|teasers?|blurbs?)\b"
    r"|(?:写|拟|来|出|编|想|给我)(?:一|几|两|三)?(?:条|段|个|篇|句)?[^，。！？,.!?]{0,8}?"
    r"(?:朋友圈|微博|推文|小红书|抖音|文案|宣传语|口号|广告语|短信)",
    re.IGNORECASE,
)
# Asked of the article itself: "turn it into a tweet", "rewrite as a LinkedIn post", 改写成,
# 写成一条微博; or one title for it: "give it a better title", 换个标题.
_RECAST = re.compile(
    r"\b(?:into|as)\s+(?:a|an|one)\b|\b(?:turn|convert|rewrite|re-write|reformat|make)\s+"
    r"(?:it|this|the\s+\w+)\s+(?:into|as)\b"
    r"|改成|改写成|写成|变成|转成|换成|改为|整理成|做成|改编成|改一下|换个|换一个",
    re.IGNORECASE,
)


# An edit of the article said beside it: "make the three titles shorter", "add a tagline
# under the title", 把几个小标题改短, 在结尾加一句宣传语.
_EDITS = re.compile(
    r"(?<!\bthe\s)(?<!\ba\s)(?<!\bour\s)(?<!\bthis\s)(?<!\bthat\s)"  # "the move": a thing
    r"\b(?:make|add|insert|put|include|shorten|lengthen|change|fix|remove|delete|update|move"
    r"|replace|bold|cut|trim|edit|rename|retitle|tighten|translate)\b"
    r"|\b(?:under|below|above|beneath|before|after)\s+(?:the|each|every|paragraph)\b"
    r"|改|删|加|缩|插入|放在|放到|替换|翻译",
    re.IGNORECASE,
)


def asks_for_piece(message: str) -> bool:
    """Whether `message` asks for title options or a piece about the article (see the module)."""
    flat = message.strip()
    if not flat or _RECAST.search(flat) or _EDITS.search(flat):
        return False
    return bool(_TITLES.search(flat) or _PIECE.search(flat))
