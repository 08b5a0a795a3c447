"""Hard words and plain words described instead of named ("words that send readers running for a
dictionary", "the kind your nan would use", 「得查字典才看得懂的词」, 「你奶奶也能听懂的话」),
said by their names (jargon, plain words, 术语, 大白话) before the rules read the message.

The rules know "jargon" and 「术语」; a writer who describes them instead is read backwards or
not at all (「别用…查字典才看得懂的词」 heard as wanting technical words). Only a description
of words — what readers would have to look up, or who could follow them — is renamed, so "a
word they can look up in a dictionary" for a quiz names nothing.
"""

import re

_I = re.IGNORECASE
_WORDS = r"(?:words?|language|terms?|vocab(?:ulary)?|phrases?|expressions?|lingo)"
_WHO = (
    r"(?:readers?|people|folk|folks|anyone|anybody|everyone|you|customers|visitors|parents|"
    r"guests|members|the reader)"
)
_HARD_EN = re.compile(
    r"\b(?:the\s+)?" + _WORDS + r"\s+(?:that|which|you'?d|you would|people'?d)?\s*(?:"
    # "words that send readers running for a dictionary"
    r"(?:send|sends|sent|have|has)\s+(?:" + _WHO + r"\s+)?(?:running|reaching|scrambling|heading|"
    r"rushing|diving|grabbing)\s+(?:for|to)\s+(?:a|the|their)\s+(?:dictionary|thesaurus|google)|"
    # "words people have to google", "terms you'd need a dictionary for"
    r"(?:" + _WHO + r"\s+)?(?:have|has|need|needs|would need)\s+to\s+(?:google|look up|search|"
    r"check)|(?:"
    + _WHO
    + r"\s+)?(?:need|needs|would need)\s+(?:a|the)\s+(?:dictionary|glossary)\s+"
    r"(?:for|to)|"
    # "language only insiders understand"
    r"only\s+(?:insiders|experts|specialists|academics|lawyers|engineers|scientists|the trade)\s+"
    r"(?:understand|get|know|use|follow))",
    _I,
)
_PLAIN_EN = re.compile(
    r"\b(?:the kind|the sort|" + _WORDS + r")\s+(?:that\s+)?(?:your|a|my|our|anyone'?s|someone'?s|"
    r"any)\s+(?:nan|nana|gran|granny|grandma|grandad|grandpa|mum|mom|dad|neighbou?r)\s+"
    r"(?:would|could|can|will)\s+(?:use|say|understand|follow|get)\b|"
    r"\b" + _WORDS + r"\s+(?:that\s+)?(?:a|any)\s+(?:\w+)[- ]year[- ]old\s+(?:knows?|would know|"
    r"understands?|would understand|could follow|can follow|gets?)\b|"
    r"\bwrite\s+so\s+(?:that\s+)?(?:your|anyone'?s|someone'?s|a|my)\s+(?:nan|nana|gran|granny|"
    r"grandma|mum|mom)\s+(?:could|can|would)\s+(?:follow|understand|read|get)\s+(?:it|them)\b",
    _I,
)
_HARD_ZH = re.compile(
    r"(?:那种|那些|这种|这些)?(?:得|要|需要|非得)?(?:先)?(?:查字典|查词典|翻字典|翻词典|百度一下|百度|"
    r"搜一下|上网查|查资料)(?:才|才能)?(?:看得懂|看懂|读懂|懂|明白|知道意思)的(?:词|字眼|说法|名词|词儿)|"
    r"(?:那种|那些|这种|这些)?(?:外行|普通人|一般人|老百姓)(?:人)?(?:都)?(?:看不懂|听不懂|不懂|看不明白)的"
    r"(?:行话|词|字眼|说法|名词|术语)"
)
_PLAIN_ZH = re.compile(
    r"(?:你|我|咱|他|她|隔壁|邻居)?(?:家)?(?:的)?(?:奶奶|姥姥|外婆|大妈|大爷|老太太|老人家|"
    r"小学生|楼下大爷)(?:都|也)(?:能|可以)?(?:听得懂|看得懂|听懂|看懂|读懂|明白)的(?:话|词|说法|字眼)"
)


def periphrases_named(text: str) -> str:
    """`text` with hard words and plain words that it describes called by their names."""
    text = _HARD_EN.sub("jargon", text)
    text = _PLAIN_EN.sub("plain words", text)
    text = _HARD_ZH.sub("术语", text)
    return _PLAIN_ZH.sub("大白话", text)
