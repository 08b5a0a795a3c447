"""A correction notice's form said as the correction it is: 「更正：上次所提“语言要口语化”有误，应
为“语言要正式规范”，特此说明」 and "Correction: where I wrote 'keep it chatty', it should read
'keep it formal'" put the second wording in place of the first — the wish is the second, said
plainly (a wish in quotes is otherwise read as words of the article, not the writer's).
"""

import re

from app.style.prefilter import screened

_OPEN = r"[“「『\"'‘]"
_CLOSE = r"[”」』\"'’]"
_SAID = rf"{_OPEN}[^”」』\"'’\n]{{1,40}}{_CLOSE}"
_WISH = rf"{_OPEN}([^”」』\"'’\n]{{1,40}}){_CLOSE}"

ERRATA: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        screened(
            re.compile(
                rf"(?:所提|所说|提到的|提出的|说的|讲的|要求)?(?:的)?{_SAID}\s*(?:的(?:要求|说法|提法))?"
                rf"(?:有误|错误|不对|是错的|表述有误)[，,；;]?\s*(?:现)?(?:应为|应是|应该是|应当为|"
                rf"更正为|改为|实为){_WISH}"
            )
        ),
        r"说错了，应为\1",
    ),
    (
        screened(
            re.compile(
                rf"\bwhere (?:I|we) (?:said|wrote|asked for|put) {_SAID},?\s*(?:that |it )?"
                rf"(?:should (?:have )?(?:read|said|been|be|say)|(?:is|was) meant to (?:read|say)|"
                rf"read|means?)\s*{_WISH}",
                re.IGNORECASE,
            )
        ),
        r"I said it wrong: \1",
    ),
)


def erratum_plain(text: str) -> str:
    """The text with a correction notice's wrong and right wordings said as a correction."""
    for pattern, plain in ERRATA:
        text = pattern.sub(plain, text)
    return text
