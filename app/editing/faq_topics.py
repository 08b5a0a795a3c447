"""A FAQ's answer named by what its question is about: "the shipping answer" is the answer under
"Do you ship abroad?", 关于退货的那个回答 the one under 可以退货吗？ — not another answer that only
mentions shipping or 退货 on its way ("we email you a free return shipping label"). The
question lines are the FAQ's (mentions.question_lines: a line ending in a question mark over
its answer, bold or a heading); the topic must be in one question alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# "the shipping answer", "the late fees reply", "your parking response".
_EN_NAMED = re.compile(
    r"\b(?:the|that|your|this)\s+((?:[a-z][\w'’-]*\s+){0,2}?[a-z][\w'’-]*)\s+"
    r"(?:answer|reply|response)\b",
    re.I,
)
# "the answer about parking", "the reply on returns", "the answer to the delivery question".
_EN_ABOUT = re.compile(
    r"\b(?:answer|reply|response)\s+(?:about|on|to|regarding|for|covering|that covers)\s+"
    r"(?:the\s+question\s+(?:about|on)\s+)?(?:the\s+)?"
    r"([a-z][\w'’ -]{2,40}?)"
    r"(?=\s+(?:question|shorter|longer|clearer|simpler|friendlier|warmer|more|less|a bit|a little"
    r"|into|to|so|and|please)\b|\s*[,.;:!?\n]|\s*$)",
    re.I,
)
# 关于退货的那个回答, 发货那个回答, 讲发票的那个答案.
_ZH_NAMED = re.compile(r"([\u4e00-\u9fff]{1,10}?)的?(?:那|这)?一?个?(?:回答|答案|答复|回复)")
# The words before a topic: 帮我把关于…, 将讲…, 请把有关….
_ZH_LEAD = re.compile(
    r"^(?:帮我|请|麻烦)?(?:把|将|给)?(?:关于|有关|针对|讲|说|谈|写|介绍|问)?(?:的)?"
)
# A place, not a topic: 第二个回答, 最后那个回答, 上面那个回答.
_ZH_PLACE = re.compile(r"^(?:第|最后|最前|上一|下一|上面|下面|前面|后面|这|那|每|各|哪|一个|两个)")
# Words that say where or how, not what the question is about.
_EN_NOT_TOPIC = frozenset(
    re.findall(
        r"\w+",
        "first second third fourth fifth sixth last final next previous other same whole long "
        "short longer shorter new old top bottom middle above below following one two three four "
        "five "
        "a an the my your our their its this that to of on in and or question faq",
    )
)


def answers_by_question(
    text: str, paragraphs: Sequence[str], questions: dict[int, int]
) -> set[int]:
    """The answer (or answers, of one question) the suggestion names by its question's topic;
    empty when it names none so, or no single question of `questions` (paragraph → sentences of
    its question line, 0 when the answer is the next paragraph) holds the topic."""
    if not questions:
        return set()
    for topic in _topics(text):
        held = _questions_holding(topic, paragraphs, questions)
        if len(held) == 1:
            return _answer_of(held[0], paragraphs, questions)
    return set()


def _topics(text: str) -> list[str]:
    topics = []
    for match in (*_EN_NAMED.finditer(text), *_EN_ABOUT.finditer(text)):
        words = [w for w in re.findall(r"[a-z][\w'’-]*", match[1].lower()) if w]
        if words and not all(w in _EN_NOT_TOPIC for w in words):
            topics.append(" ".join(w for w in words if w not in _EN_NOT_TOPIC))
    for match in _ZH_NAMED.finditer(text):
        topic = _ZH_LEAD.sub("", match[1])
        if len(topic) >= 2 and not _ZH_PLACE.match(topic):
            topics.append(topic)
    return topics


def _questions_holding(
    topic: str, paragraphs: Sequence[str], questions: dict[int, int]
) -> list[int]:
    """The questions holding most of the topic (a Chinese topic whole or most of its
    two-character runs; English words by their stems — shipping / ship, returns / return)."""
    scores: dict[int, int] = {}
    for index in questions:
        question = paragraphs[index].strip().split("\n", 1)[0]
        scores[index] = _held(topic, question)
    best = max(scores.values(), default=0)
    return [i for i, score in scores.items() if score == best] if best else []


def _held(topic: str, question: str) -> int:
    if re.search(r"[\u4e00-\u9fff]", topic):
        if topic in question:
            return len(topic)
        runs = {topic[i : i + 2] for i in range(len(topic) - 1)}
        return sum(run in question for run in runs)
    asked = {stem(w) for w in topic.split()}
    said = {stem(w) for w in re.findall(r"[a-z][\w'’-]*", question.lower())}
    return len(asked & said)


def stem(word: str) -> str:
    """A word without its ending: shipping → ship, returns → return, parked → park, fees → fee."""
    word = word.lower().strip("'’")
    for ending in ("ing", "ed", "es", "s"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            word = word[: -len(ending)]
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        word = word[:-1]  # shipp → ship (not "fee", "call", "class")
    return word


def _answer_of(index: int, paragraphs: Sequence[str], questions: dict[int, int]) -> set[int]:
    """The paragraph of a question written with its answer, or the paragraphs under a question
    alone up to the next question."""
    if questions[index]:
        return {index}
    following = [i for i in questions if i > index]
    end = following[0] if following else len(paragraphs)
    return set(range(index + 1, end))
