"""The words, quoted, that name a way of addressing the reader: "use 'you'", 别用“你”, and
the writer's own side named in the third person — 用「本会」「本队」就得, 统一写「本馆」."""

import re

# A quoted pronoun (or 本会, 本馆, 本店, 本公司…) is how the writer names the person to write in:
# app/style/reading.py's `mask_quoted` leaves it, app/style/terms.py reads it.
QUOTED_PRONOUN = re.compile(
    r"^\s*(?:你|您|你们|you|your|you're|yours|本(?:[会會馆館店社队隊校院团團]|公司))\s*$",
    re.IGNORECASE,
)
