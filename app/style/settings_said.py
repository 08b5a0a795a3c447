"""A wish typed as settings: key-value lines ("formality = casual", "sentence length: short",
「表情：不要」) under a heading or alone, or a slash command ("/style tone=calm (all posts)",
「/风格 正式程度=随意」). Each names a dimension and the value wanted outright, for the posts to
come: read as said, and as a correction of what is held (a settings line is never a hesitant
wish). Lines naming no style ("date: 14 May", "/fix date 14 May -> 15 May") teach nothing, and
a message with any of them is left to the other readings.

Read word by word, a block like "New defaults for all posts:\\nemoji: none" was heard as a
plain wish against a held one and put to the writer as a question; 「表情：不要」 was not heard.
"""

import re
from collections.abc import Sequence

from app.style.dimensions import Observation
from app.style.reading import says_one_off

# A setting said outright: worth what a lasting wish said in words is worth.
STRENGTH = 0.75
READING = "settings"

# (the key's words, its dimension); longest first within each, read case-insensitively.
_KEYS: tuple[tuple[str, str], ...] = (
    (r"formality|register|正式程度|正式度|语体|文风", "formality"),
    (r"tone|mood|vibe|语气|语调|调性|基调|情绪", "tone"),
    (r"emojis?|emoticons?|表情符号|表情包?|emoji", "emoji"),
    (r"sentence[ _-]?length|sentences?|句子长度|句长|句子", "sentence_length"),
    (r"paragraph[ _-]?length|paragraphs?|段落长度|段落|段长", "paragraph_length"),
    (r"vocabulary|wording|words|jargon|用词|词汇|措辞", "vocabulary"),
    (r"person|pov|point[ _-]of[ _-]view|address|人称|称呼", "person"),
    (r"exclamation(?:[ _-]marks?)?|感叹号", "exclamation"),
)
# (the value's words, its value) by dimension.
_VALUES: dict[str, tuple[tuple[str, str], ...]] = {
    "formality": (
        (r"formal|professional|正式|书面|官方", "formal"),
        (r"casual|informal|relaxed|chatty|conversational|随意|口语化?|轻松|随和|非正式", "casual"),
    ),
    "tone": (
        (r"calm|calmer|quiet|measured|low[ -]?key|平和|平静|沉稳|冷静|淡定|克制", "calm"),
        (r"lively|livelier|upbeat|energetic|bubbly|fun|活泼|热闹|欢快|有活力|有劲", "lively"),
    ),
    "emoji": (
        (r"none|no|off|zero|0|never|不要|不用|无|没有|关|关闭|禁止|零", "none"),
        (r"fewer|less|few|minimal|some|少|少量|少点|少一点", "fewer"),
        (r"more|lots|many|plenty|heaps|on|多|多点|多一点|多放|开", "more"),
    ),
    "sentence_length": (
        (r"short|shorter|brief|短|短一点|短句|简短", "shorter"),
        (r"long|longer|长|长一点|长句", "longer"),
    ),
    "paragraph_length": (
        (r"short|shorter|brief|短|短一点", "shorter"),
        (r"long|longer|长|长一点", "longer"),
    ),
    "vocabulary": (
        (r"plain|simple|everyday|通俗|简单|大白话|好懂|平实", "plain"),
        (r"technical|jargon|specialist|trade|专业|术语|行话", "technical"),
    ),
    "person": (
        (r"second|2nd|you|second[ -]person|第二人称|你", "second"),
        (r"third|3rd|they|third[ -]person|第三人称", "third"),
    ),
    "exclamation": (
        (r"none|no|off|zero|0|不要|不用|无|没有", "none"),
        (r"fewer|less|few|少|少点", "fewer"),
        (r"more|lots|多|多点", "more"),
    ),
}
_SEP = r"\s*(?:=|:|：|->|→)\s*"
_KEY_LINE = re.compile(
    r"^\s*(?:[-*•]\s*)?(?P<key>[^\n:=：]{1,30}?)" + _SEP + r"(?P<value>[^\n]{1,40}?)\s*[.。]?\s*$"
)
# "/style tone=calm (all posts)", "/风格 正式程度=随意", "/always more emoji": a command word
# then its settings; what follows in brackets or after "--" is a note on it.
_SLASH = re.compile(r"^\s*/(?P<command>[^\s/]{1,12})\s+(?P<rest>.+)$")
_STYLE_COMMAND = re.compile(r"^(?:style|tone|voice|settings?|prefs?|风格|文风|设置|语气)$", re.I)
_NOTE = re.compile(r"\s*(?:[(（][^)）]*[)）]|--[\w-]+|—.*)\s*", re.I)
# Lines a settings block may carry beside its settings: a heading ending in a colon, the
# reason or scope given as a line of its own.
_HEADING = re.compile(r"^\s*[^\n:：]{1,60}[:：]\s*$")
_ASIDE_KEYS = re.compile(
    r"^(?:reason|why|because|note|notes|applies to|scope|for|原因|理由|备注|说明|适用于?|范围)$",
    re.I,
)


def _fullmatch_in(pattern: str, word: str) -> bool:
    return re.fullmatch(rf"(?:{pattern})", word.strip(), re.IGNORECASE) is not None


def _setting(key: str, value: str) -> tuple[str, str] | None:
    key = key.strip().lower()
    value = _NOTE.sub(" ", value).strip().strip("\"'“”「」").lower()
    for words, dimension in _KEYS:
        if _fullmatch_in(words, key):
            for value_words, wanted in _VALUES[dimension]:
                if _fullmatch_in(value_words, value):
                    return dimension, wanted
            return None
    return None


def _settings(text: str) -> list[tuple[str, str]] | None:
    """The (dimension, value) pairs a settings message sets, or None when it is not one."""
    lines = [line for line in text.split("\n") if line.strip()]
    if not lines:
        return None
    found: list[tuple[str, str]] = []
    slash = _SLASH.match(lines[0]) if len(lines) == 1 else None
    if slash is not None:
        if not _STYLE_COMMAND.match(slash.group("command")):
            return None
        pairs = re.split(r"[\s,，;；]+(?=[^\s,，;；]+\s*[=:：])", _NOTE.sub(" ", slash["rest"]))
        for pair in pairs:
            key_value = re.match(r"^\s*([^=:：]+?)\s*[=:：]\s*(\S+)", pair)
            if key_value is None:
                return None
            setting = _setting(key_value.group(1), key_value.group(2))
            if setting is None:
                return None
            found.append(setting)
        return found or None
    for line in lines:
        if _HEADING.match(line):
            continue
        key_value = _KEY_LINE.match(line)
        if key_value is None:
            return None
        if _ASIDE_KEYS.match(key_value.group("key").strip()):
            continue
        setting = _setting(key_value.group("key"), key_value.group("value"))
        if setting is None:
            return None
        found.append(setting)
    return found or None


def settings_read(words: Sequence[str], said: list[Observation]) -> list[Observation]:
    """What settings messages set, in place of what else was heard in them; other messages'
    readings as they were."""
    if len(words) != 1 or says_one_off(words[0]):
        return said  # ("for this post only:\ntone: calm": this piece's brief)
    settings = _settings(words[0])
    if settings is None:
        return said
    return [
        Observation(
            dimension,
            value,
            "writer",
            STRENGTH,
            True,
            quote=words[0].strip()[:200],
            explicit=True,
            reading=READING,
        )
        for dimension, value in dict(settings).items()
    ]
