"""A sentence that only states how the writing is: "The paragraphs are long.", "Each post ends
with an emoji." It tells, and asks for nothing — no "too", no "please", nothing for later — so the
size or style it names is not filed (app/style/extract.py reads it as named only)."""

import re

# A sentence that only states how the writing is ("The paragraphs are long.", "Each post ends
# with an emoji."): told, not asked for — no "too", no "please", nothing for later.
STATED = re.compile(
    r"\W*(?![^.]*\b(?:from now on|going forward|in future|please|pls|always|should|must)\b)"
    r"(?:the|these|those|my|our|each|every|all (?:the|my|our))\s+(?:[\w-]+\s+)?(?:paragraphs?|"
    r"paras?|sentences?|titles?|headlines?|headings?|posts?|updates?|notices?|tone|words|wording|"
    r"language|captions?|emails?|newsletters?|articles?|pieces?|letters?|intros?|bulletins?|"
    r"stories)\s+(?:is|are|ends? with|starts? with|opens? with|closes? with|uses|has|have)\s+"
    r"(?:(?:quite|fairly|pretty|rather|mostly|all|usually|generally)\s+)?"
    r"(?!(?:too|so|way|far|much|overly|not|no|never|very|really|super|a bit|a little|kind of|"
    r"kinda|getting|becoming|still|now)\b)[\w' -]{1,30}?[.]?\s*",
    re.IGNORECASE,
)
