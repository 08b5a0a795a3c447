"""Which style dimensions a writer's words name by their nouns ("the tone", 标题, 长短), whatever
they say of them: what an approval, a reference back or an indifference is about."""

import re

_NAMES: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), dimensions)
    for pattern, dimensions in (
        (r"\bemoji\w*|\bemoticons?\b|\bsmileys?\b|表情", ("emoji",)),
        (r"\b(?:titles?|headlines?|headings?)\b|标题|题目", ("title_style",)),
        (r"\bparagraphs?\b|\bparas?\b|段落|分段|一段", ("paragraph_length",)),
        (r"\bsentences?\b|句子|句", ("sentence_length",)),
        (r"\bregister\b|\btone\b|\bvoice\b|语气|口吻|调子|腔调|文风", ("formality", "tone")),
        (r"\bjargon\b|\bwording\b|\bvocabulary\b|\bterms\b|术语|用词|专业词", ("vocabulary",)),
        # ("Keep the traders listed out like that": the layout named by its verb.)
        (
            r"\blayout\b|\bformat\w*|\bbullets?\b|\blists?\b|\b(?:listed|bulleted)\b|排版|格式|"
            r"分点|列表|分条|一条一条",
            ("structure",),
        ),
        (
            r"\b(?:length|detail|article|piece|post|whole thing|word count|words)\b|篇幅|字数|"
            r"详细程度|长度|长短|整篇|全文|文章|字",
            ("length",),
        ),
    )
)


def named_dimensions(text: str) -> tuple[str, ...]:
    """The dimensions `text` names by a noun, in a fixed order."""
    return tuple(d for pattern, dimensions in _NAMES if pattern.search(text) for d in dimensions)
