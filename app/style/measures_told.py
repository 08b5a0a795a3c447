"""The writer's own measure carried into the prompt line: "keep every paragraph under 80 words
from now on" is filed as paragraph_length=shorter, whose statement says only "Keep paragraphs
short"; a model told "short" keeps a 110-word paragraph and believes it complied (outside45a
#15). The latest words behind the wish that give a number for its unit — under 80 words a
paragraph, 每段不超过三句, titles of at most 8 words — are quoted after the statement. Pure.
"""

import re

from app.domain.models import StyleAssertion

_I = re.IGNORECASE
_NUMBER_EN = (
    r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
    r"twenty-five|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundred"
)
_NUMBER_ZH = r"[\d一二两三四五六七八九十百千]+"
# A limit with its number and unit: "under 80 words (a paragraph)", "no more than two sentences".
_MEASURE = re.compile(
    r"\b(?:under|below|at most|no more than|not more than|no longer than|max(?:imum)?(?: of)?|"
    r"fewer than|less than|up to|within|over|above|at least|more than|no fewer than|"
    rf"no less than)\s+(?:{_NUMBER_EN})\s*(?:words?|sentences?|lines?|characters?|chars)\b"
    r"(?:\s+(?:a|per|each|in a|in each|for each|for a)\s+(?:paragraph|sentence|title|headline|"
    r"heading|post|piece|article))?|"
    rf"(?:不超过|不要超过|别超过|不能超过|最多|至多|不多于|少于|控制在|至少|不少于|多于|超过)"
    rf"{_NUMBER_ZH}\s*(?:个)?(?:字|句话?|行|词)(?:以内|之内|左右)?",
    _I,
)
# Which unit each dimension's measure is told in.
_ABOUT = {
    "paragraph_length": re.compile(r"paragraph|段", _I),
    "sentence_length": re.compile(r"sentence|句", _I),
    "title_style": re.compile(r"title|headline|heading|标题", _I),
    "length": re.compile(r"words|字", _I),
}


def measure_told(assertion: StyleAssertion) -> str | None:
    """The writer's measure for this wish, in their words, or None."""
    about = _ABOUT.get(assertion.dimension)
    if about is None:
        return None
    for evidence in sorted(assertion.evidence, key=lambda e: e.at, reverse=True):
        if evidence.value and evidence.value != assertion.value:
            continue
        quote = " ".join(evidence.quote.split())
        if not about.search(quote):
            continue
        match = _MEASURE.search(quote)
        if match is not None:
            return match.group().strip()
    return None


def with_measure(line: str, assertion: StyleAssertion) -> str:
    """The prompt line with the writer's measure after it: 'Keep paragraphs short (短段落).
    The writer's measure: “under 80 words a paragraph”.'"""
    measure = measure_told(assertion)
    return line if measure is None else f"{line} The writer's measure: “{measure}”."
