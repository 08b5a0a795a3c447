"""A size complained of in the form of a question: "句子怎么这么短？", "Why are the headlines
always so long?". It does not ask; it says the size is wrong, so the rules hear the other
direction (app/style/reading.py reads it as a complaint, app/style/described.py puts it to the
writer)."""

# "为什么每句话都写得这么短？", "標題點解咁長？", "Why are the headlines always so long?", "How
# come every paragraph is so short now?": a size complained of in the form of a question. (Not
# "Why are shorter paragraphs easier to read?", which names no size of this text as wrong.)
SIZE_WHY = (
    r"(?:为什么|为啥|为何|怎么|咋|点解|點解|做咩|做乜)[^?？。！!]{0,8}?(?:这么|那么|这样|那样|咁|噉)"
    r"(?:短|长|長|碎)|"
    r"\b(?:why|how come)\b[^?.!]{0,40}?\bso (?:long|short|choppy|wordy|long-winded)\b"
)
