"""Refuse, in plain words, a model result that cannot be what the writer asked for.

Size is measured in non-whitespace characters, which treats CJK and Latin text alike
(a CJK character and a Latin letter are one character each) and ignores re-spacing.
"""

import re
from collections.abc import Sequence

# Share of the text that may vanish without the suggestion asking for it.
MAX_SILENT_DROP = 0.5

_SHORTEN = re.compile(
    r"缩短|缩减|缩写|精简|简化|删|去掉|去除|拿掉|砍|压缩|简短|简洁|短一点|短一些|短些|短点|更短"
    r"|概括|总结|摘要|减少|太长|过长|冗长|啰嗦|啰唆|只保留|只留|不要.{0,8}(?:段|句|部分)"
    r"|\d+\s*字(?:以内|之内|左右)|字数"
    r"|\b(?:shorten\w*|shorter|cut(?:s|ting)?|trim\w*|delet\w*|remov\w*|drop\w*|condens\w*"
    r"|summari[sz]\w*|summary|brief\w*|concise\w*|tighten\w*|reduc\w*|abridg\w*|truncat\w*"
    r"|compress\w*|omit\w*|prun\w*|pare|get rid of|too long|wordy|verbose|fewer words"
    r"|keep only|only keep|boil (?:it )?down|under \d+ words|in \d+ words|\d+ words or less)\b",
    re.IGNORECASE,
)


def asks_to_shorten(suggestions: Sequence[str]) -> bool:
    """Whether any suggestion asks to shorten, cut, delete, condense or summarize (EN or ZH)."""
    return any(_SHORTEN.search(suggestion) for suggestion in suggestions)


def check_edit(
    *,
    original_title: str,
    original_body: str,
    revised_title: str,
    revised_body: str,
    suggestions: Sequence[str],
) -> str | None:
    """None when the revision is acceptable, else the reason the writer will read."""
    if not revised_body.strip() and original_body.strip():
        return "The model returned an empty article, so nothing was changed."
    if not revised_title.strip() and original_title.strip():
        return "The model returned the article without a title, so nothing was changed."
    if revised_title.strip() == original_title.strip() and _same_text(revised_body, original_body):
        return (
            "The model returned the article unchanged, so no new version was saved. "
            "Try saying more precisely what should change."
        )
    before = _size(original_body)
    after = _size(revised_body)
    if before and after < before * (1 - MAX_SILENT_DROP) and not asks_to_shorten(suggestions):
        dropped = before - after
        return (
            f"The model's version dropped {round(100 * dropped / before)}% of the text "
            f"({dropped:,} of {before:,} characters) although the suggestion did not ask to "
            "shorten it, so nothing was changed. Ask explicitly if you want it shorter."
        )
    return None


def _size(text: str) -> int:
    """Characters that are not whitespace (str.split drops every kind, full-width too)."""
    return len("".join(text.split()))


def _same_text(a: str, b: str) -> bool:
    return a.replace("\r\n", "\n").strip() == b.replace("\r\n", "\n").strip()
