"""Regional English and Taglish said in the plain English the style rules know, before they read
a message: Taglish "mali ako" (I was wrong), "huwag… gawing super haba yung posts" (don't make
the posts too long), "lagyan mo ulit" (put them back); Jamaican Patois "Nuh put no big word dem
inna di leaflet" (don't put any big words in the leaflet); Scots "gie", "frae", "awfy"; Irish
"arseways" (backwards); Singapore "Very the formal leh" (too formal) and Indian "very lengthy",
"make them small small" (too long, make them short); and the tags a sentence ends on in Hong
Kong, Singapore, India, Wales or South Africa ("…leh", "…lah", "…na?", "…, like.", "…, hey") —
manners of speech, not words about the writing ("forget I ever said it, like" withdraws a wish;
"like" there likes nothing).

Each pattern is guarded to its own voice: a word only turned when it cannot be ordinary English
("di", "inna" and "fi" beside a Patois word, "la" only closing a sentence after a comma).
"""

import re

from app.style.prefilter import lazily_screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# A sentence's end: its stop, or the end of the message.
_END = r"(?=\s*(?:[.!?。！？]|$))"

REGIONAL: tuple[tuple[re.Pattern[str], str], ...] = (
    # Taglish. "gawing super haba yung posts": make the posts too long (the thing said last).
    (
        _re(r"\bgawing\s+([^,.!?]{1,25}?)\s+(?:yung|'yung|ang|ung)\s+([^,.!?]{1,40}?)(?=[,.!?]|$)"),
        r"make the \2 \1",
    ),
    (_re(r"\bhuwag(?:\s+(?:na|po|natin|mo|nyo|ninyo|niyo))*\s+(?=make\b)"), "don't "),
    (_re(r"\bhuwag(?:\s+(?:na|po|natin|mo|nyo|ninyo|niyo))*\b"), "don't"),
    (_re(r"\bmali\s+(?:ako|po ako)\b(?:\s+kanina)?"), "I was wrong"),
    (_re(r"\b(?:kalimutan|kalimutin)\s+(?:mo|nyo|niyo)(?:\s+(?:na|po))*\b"), "forget it"),
    (_re(r"\blagyan\s+(?:mo|nyo|niyo)\s+(?:ulit|uli|ulet)\b"), "put them back"),
    (_re(r"\blagyan\s+(?:mo|nyo|niyo)\s+ng\s+(?:madami|marami)\b"), "add lots of them"),
    (_re(r"\blagyan\s+(?:mo|nyo|niyo)\b"), "add"),
    (_re(r"\bpwede\s+(?:ba|po ba|po)\b"), "could you"),
    (_re(r"\bano\s+(?:sa\s+)?tingin\s+(?:mo|nyo|niyo)(?:\s+po)?\b"), "what do you think"),
    (_re(r"\b(?:super|sobrang|masyadong)\s+(?:haba|mahaba)\b"), "too long"),
    (_re(r"\b(?:super|sobrang|masyadong)\s+(?:ikli|maikli)\b"), "too short"),
    (_re(r"\bmas\s+maikli\b"), "shorter"),
    (_re(r"\bmas\s+mahaba\b"), "longer"),
    (_re(r"\b(?:yung|'yung)\b"), "the"),
    (_re(rf"\s+(?:lang|po|talaga|naman|nga|na lang){_END}"), ""),
    # Jamaican Patois, turned only beside another Patois word.
    (_re(r"\b(?:nuh|nah)\s+badda\b"), "don't bother"),
    (_re(r"\btek\s+(?=dem\b|di\b|it\b|out\b)"), "take "),
    (_re(r"\b(take|put|pull|cut|leave|lef)\s+dem\b"), r"\1 them"),
    (_re(r"\bdi\s+(?=\w+\s+dem\b)"), "the "),
    (_re(r"\s+dem\b(?=\s+(?:inna|in|pon|on|fi|cyaan|caan|nuh|a|deh|[.,!?])|\s+\w+[.!?]*\s*$)"), ""),
    (_re(r"\bmek\s+(?=di\b|dem\b|it\b|the\b)"), "make "),
    (_re(r"\b(?:mi|I)\s+waan\b"), "I want"),
    (_re(r"\bwaan\b"), "want"),
    (_re(r"\bcyaan\b|\bcaan\b"), "can't"),
    (_re(r"\binna\s+di\b"), "in the"),
    (_re(r"\b(?:pon|fi|inna|wid)\s+di\b"), "on the"),
    # "Don't put no big words": Patois and Southern negative concord, one refusal.
    (_re(r"\b(don'?t|do not|never|nuh)\s+(put|use|add|write|give|want)\s+no\b"), r"\1 \2 any"),
    # Irish "Would you ever…": please. (Only before a verb of asking: "Would you ever use…"
    # elsewhere asks whether one does.)
    (
        _re(
            r"^(\W*)would (?:you|ye|yous) ever (?=(?:stop|quit|put|make|keep|cut|write|take|drop|"
            r"leave|give|try|tone|shorten|lengthen|split|break|go|add|lose|ditch|bin)\b)"
        ),
        r"\1please ",
    ),
    # Hawaiian Pidgin "eh can make the titles longer?": can you make them longer.
    (
        _re(
            r"^(\W*)(?:(?:eh|hey|oi|yo|brah|sistah)[,!]?\s+)?can (?=(?:make|put|keep|write|use|cut|"
            r"add|drop|give|go|try|change)\b)"
        ),
        r"\1can you ",
    ),
    # Indian English: "henceforth" is the writer's own "from now on" (quoted, it is the word
    # held up); "Please do the needful and make…": please make.
    (_re(r"(?<![\"'‘“])\bhenceforth\b(?![\"'’”])"), "from now on"),
    (_re(r"\b(?:please |kindly )?do the needful(?: and| &)?\s*(?=\w)"), "please "),
    (_re(r"\b(?:please |kindly )?do the needful\b"), "please"),
    # Scots.
    (_re(r"\bgie\b"), "give"),
    (_re(r"\bfrae\b"), "from"),
    (_re(r"\bawfy\b"), "awfully"),
    (_re(r"\bd'?ye\b"), "do you"),
    (_re(r"\bo'(?=\s+the\b)"), "of"),
    # Irish "arseways": the wrong way round.
    (_re(r"\barse-?ways\b"), "backwards"),
    # American South "y'all": you.
    (_re(r"\by'?all\b"), "you"),
    # Indian English "Doctor ji", "Sharma ji": respect, not a word of the message.
    (_re(r"(?<=\w)\s+ji\b"), ""),
    # Singapore English: "Very the formal leh", "so long one": the particle makes the degree a
    # complaint ("too formal"); "cheem" is too deep, technical.
    (
        _re(
            r"\b(?:very|so|damn|super|quite)(?: the)? (formal|stiff|long|short|wordy|lengthy|"
            r"chatty|casual|dry|technical|cheem|serious)\s+(?:leh|lah|lor|sia|one)\b"
        ),
        r"too \1",
    ),
    (_re(r"\bvery the\b"), "very"),
    (_re(r"\bcheem\b"), "technical"),
    # Indian English: "very lengthy" is too long; "make them small small" is make them short.
    (_re(r"\b(?:very|quite|too|so|a bit|bit|rather|extremely|really) lengthy\b"), "too long"),
    (_re(r"\b(make|keep|write) (them|it|the [\w-]+) small(?: small)?\b"), r"\1 \2 short"),
    # Tags a sentence ends on: Hong Kong, Singapore and Malaysian particles; Indian "na";
    # Welsh "like" and "mind", South African "hey" after a comma.
    (_re(r"\s+(?:leh|lah|lor|meh|wor|hor)(?=\s*(?:[,，.!?。！？]|$))"), ""),
    (_re(r"(?<=\w)\s+ah(?=\s*[?？])"), ""),
    (_re(rf",?\s+na{_END}"), ""),
    # Patois "yuh hear?", "eeh?", "seen?": a tag, not a question.
    (_re(r",?\s*(?:(?:yuh|you|ya) hear(?: me)?|eeh|seen)\s*\?+"), "."),
    (_re(rf",\s*(?:like|mind|hey|ja|bru|man){_END}"), ""),
    # Hong Kong and Singapore English drop the copula: "The product titles so short leh".
    (
        _re(
            r"\b((?:the |our |my |these |those |all the )?(?:[\w-]+ )?(?:titles|headlines|"
            r"headings|paragraphs|sentences|posts|captions|notes)) (so|very|too|damn|super|quite) "
            r"(?=(?:long|short|big|small|formal|casual|stiff|chatty|dry|boring|plain|technical|"
            r"wordy|dense|messy|flat|loud|serious|simple|complicated|many|few)\b)"
        ),
        r"\1 are \2 ",
    ),
    # Hong Kong English "I also not sure": I am not sure either.
    (_re(r"\bI also not sure\b"), "I am not sure"),
    (_re(r"\bI also (don'?t know)\b"), r"I \1 either"),
)


def regional_plain(text: str) -> str:
    """The text with regional English and Taglish said in plain English."""
    for pattern, plain in REGIONAL:
        text = pattern.sub(plain, text)
    return text
