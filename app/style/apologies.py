"""A wish wrapped in apologies — "So sorry to bother you again, and ignore me if this is silly,
but could you always use 'you'? Sorry!", 「不好意思又来打扰，要是我说得不对您就当没听见……以后能不能
都用“你”称呼读者呀？麻烦了！」 — read without the wrapping: an apologetic wish is still a wish.

"Ignore me if this is silly", 「您就当没听见」 offer to be ignored; they take nothing back, and read
as text they are a taking back (app/style/taken_back.py) or a doubt that leaves the wish a
question. Only the apologising frames are taken out; an apology with no wish beside it ("Sorry,
I sent the wrong photo") stays as it was, with whatever else it says. Pure: text in, text out.
"""

import re

_I = re.IGNORECASE
_SILLY = r"(?:silly|dumb|stupid|daft|a (?:silly|dumb|stupid|daft) (?:ask|question|request)|wrong)"
_APOLOGY_EN = re.compile(
    r"(?:^|(?<=[.!?,;]\s)|(?<=[.!?,;]))\s*(?:(?:and|but)\s+)?(?:"
    r"(?:so |really |very |terribly |awfully )?sorry(?:,? sorry)*"
    r"(?: (?:to|for) (?:bother(?:ing)?|bug(?:ging)?|pester(?:ing)?|troubl(?:e|ing)) you"
    r"(?: again| once more)?| to be a pain| for the (?:bother|trouble|hassle))?|"
    r"(?:feel free to |please |just )?ignore me if (?:this|that|it)(?:'s| is) " + _SILLY + r"|"
    r"feel free to ignore (?:this|me)|"
    r"(?:apologies|forgive me|pardon me)(?: if (?:this|that|it)(?:'s| is) " + _SILLY + r")?|"
    r"(?:thanks|thank you),? (?:and )?sorry"
    r")(?=\s*(?:[,.!?;…]|\s(?:but|and)\b|$))[,.!;…]*\s*(?:(?:but|and)\s+)?",
    _I,
)
_APOLOGY_ZH = re.compile(
    r"(?:真|实在|太)?(?:不好意思|抱歉|对不起)(?:抱歉|不好意思)?(?:又|再)?(?:来)?(?:打扰|麻烦)?(?:了|您|你)*"
    r"[，,。…！!~～]+|"
    r"(?:要是|如果|假如)?我说(?:得|的)?(?:不对|错了?)(?:的话)?[，,]?(?:您|你)?就(?:当没听见|别理我|当我没说)"
    r"[，,。…！!~～]*|"
    r"可能是我想多了[，,。…！!~～]*|(?:麻烦了|麻烦您了|辛苦了)[！!。~～]*$"
)
_WORDS = re.compile(r"\w")


# "Sorry, I mean LONGER": a slip put right (taken_back.py reads it), not an apology.
_SLIP = re.compile(r"\b(?:sorry|oops)[,.!…]*\s+(?:I\s+)?mean", _I)


def without_apologies(text: str) -> str:
    """`text` without the apologising frames around a wish (left whole when nothing else is
    said, or when "sorry" puts a slip right)."""
    if _SLIP.search(text):
        return text
    plain = text
    for _ in range(4):  # frames in a row: "So sorry…, and ignore me if this is silly, but"
        cut = _APOLOGY_EN.sub(" ", plain).strip()
        if cut == plain:
            break
        plain = cut
    plain = _APOLOGY_ZH.sub("", plain).strip()
    return plain if _WORDS.search(plain) else text
