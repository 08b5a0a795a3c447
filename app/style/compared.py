"""Whether a message asks which way reads better: "段落是不是短一点更适合手机看？我自己拿不准",
"Would shorter paragraphs work better on phones, maybe?", "Do bullet points suit the recipe
posts better?" — a question comparing two ways, no wish: nothing is put to the writer against
what they hold. A proposal ("是不是可以稍微长一点？") or a musing ("我一直在琢磨，标题是不是短一点
会更好？", "Part of me wonders if a list would read better") is not one: it leans one way.
"""

import re
from collections.abc import Sequence

from app.style.dimensions import Observation

_BETTER_ZH = (
    r"更(?:适合|适宜|合适|好|容易|顺|通顺|清楚|清晰|有|带感|显得|方便|吸引|"
    r"连贯|流畅|自然|舒服|易读)"
)
COMPARED = re.compile(
    rf"是不是(?!可以|能|该|得|要)[^，,。；;！!？?]{{0,14}}?{_BETTER_ZH}[^。；;！!？?]{{0,14}}[？?]|"
    rf"[^，,。；;！!？?]{{2,14}}?{_BETTER_ZH}[^，,。；;！!？?]{{0,10}}?(?:吗|嗎|不)[？?]|"
    # Asked as a question from its first word ("Would shorter paragraphs work better…?"), not
    # a leaning with a question mark ("maybe shorter ones would work better on phones?").
    r"(?:^|[.!?;:]\s*|\b(?:so|hmm+|um+|hey|quick q(?:uestion)?)\W+)(?:would|will|do|does|could|"
    r"might)\b[^.?!]{0,60}\b(?:work|read|look|sound|be|go|suit|fit)s? (?:a (?:bit|lot|little) |"
    r"much |way )?better\b[^.!?]{0,60}\?|"
    r"(?:^|[.!?;:]\s*)(?:would|do|does)\b[^.?!]{0,40}\bsuit\b[^.!?]{0,40}\bbetter\b[^.!?]{0,40}\?",
    re.I,
)
# The writer leaning one way while they ask: "琢磨", "在想", "wondering", "starting to think".
_MUSING = re.compile(
    r"琢磨|在想|想了想|考虑|寻思|思考|\bwonder\w*\b|\bstarting to (?:think|feel)\b|"
    r"\bcoming round\b|\bI think\b|\bI'?m thinking\b|\bafter all\b|"
    r"\bmaybe\b(?=[^?]{0,60}\bwould\b)",
    re.I,
)


def asks_a_comparison(text: str) -> bool:
    """Does the message ask which way reads better, without leaning to one?"""
    return bool(COMPARED.search(text)) and not _MUSING.search(text)


def without_comparison_questions(
    text: str, observations: Sequence[Observation]
) -> list[Observation]:
    """`observations` without the questions the rules heard in a question comparing two ways."""
    if not asks_a_comparison(text):
        return list(observations)
    return [o for o in observations if not o.tentative]
