""" "Nothing says X like Y": a quality claimed for a thing, which may be meant or mocked. Mocked
when the thing is a sample quoted from the text, the message opens on mock assent, or praise
closes it; meant when the writer asks for more of it ("…, so keep them that way").
`sarcasm.is_sarcastic` weighs these."""

import re

from app.style.prefilter import lazily_screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# "Nothing says velvety and romantic like '- tannins: yes'": a quality of one or several words
# claimed for a thing — sarcastic when the thing is a sample quoted from the text, or when the
# message opens on mock assent ("Ah yes, tasting notes as bullet points."); sincere otherwise
# ("Nothing says warm and welcoming like a short personal note, so keep them that way").
NOTHING_SAYS = _re(
    r"\bnothing (?:says|screams|shouts|spells|reads|conveys|whispers|evokes|captures) "
    r"(?:[\w'-]+(?:,? (?:and|or) |, | )){1,4}?(?:quite )?like\b"
)
# …or followed by praise closing the message, which no sincere claim needs ("Nothing says sober
# financial advice like rocket emoji. Great."; the quoted words may be blanked by now).
NOTHING_SAYS_THEN_PRAISE = _re(
    r"\bnothing (?:says|screams|shouts|spells|conveys) [^.!?;]{1,80}?\blike\b[^.!?;]{1,60}[.!]+\s*"
    r"(?:great|perfect|lovely|brilliant|love it|fantastic|wonderful|super|nice|classy|"
    r"inspiring|stellar|gorgeous|beautiful)\b[.!]*\s*$"
)
# The claim followed by what to do about it: "…, so write the newsletters like …".
SO_ASKED = _re(
    r"\bnothing says\b[^.!?;]{0,80}?[,;—–-]?\s*\bso\s+(?:please\s+)?(?:(?:from now on|always)\s+)?"
    r"(?:write|keep|make|use|go|stick|give|put|talk|aim|let'?s)\b"
)
MOCK_SAMPLE = _re(
    r"^\W*(?:ah+|oh+|ooh),? (?:yes|yeah|great|sure|good|lovely|perfect|wonderful)\b|"
    r"\blike\s*[\"'“‘「『]"
)
