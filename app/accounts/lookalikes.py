"""User names that read the same as another's: "аlice" with a Cyrillic а beside "alice".

name_key already makes case, width and invisible characters not count; letters of another
script drawn the same (Cyrillic а е о р с у х і ј ѕ, Greek ο ν ι …) are a different name to
a computer and the same to a colleague choosing whom to share an article with — an impostor
in the Share box. A new name whose `skeleton` is an existing name's is refused as taken. The
table is the common Latin lookalikes of Cyrillic and Greek (Unicode's confusables list holds
thousands; these are the ones keyboards and name fields produce), not every confusable.
"""

from __future__ import annotations

# Each lookalike and the Latin letter it is drawn as (lower case: names are compared folded).
_LATIN_LOOKALIKES = str.maketrans(
    {
        # Cyrillic
        "а": "a",
        "в": "b",
        "е": "e",
        "ё": "e",
        "к": "k",
        "м": "m",
        "н": "h",
        "о": "o",
        "р": "p",
        "с": "c",
        "т": "t",
        "у": "y",
        "х": "x",
        "і": "i",
        "ї": "i",
        "ј": "j",
        "ѕ": "s",
        "ԁ": "d",
        "ӏ": "l",
        "ԛ": "q",
        "ԝ": "w",
        "ɡ": "g",
        # Greek
        "α": "a",
        "β": "b",
        "ε": "e",
        "η": "n",
        "ι": "i",
        "κ": "k",
        "ν": "v",
        "ο": "o",
        "ρ": "p",
        "τ": "t",
        "υ": "u",
        "χ": "x",
        "ϲ": "c",
        "ı": "i",  # the dotless i, folded names' only Latin lookalike here
    }
)


def skeleton(key: str) -> str:
    """What `key` (a name as name_key folds it) looks like: each lookalike as its Latin
    letter. Latin-only pairs ("rn" / "m", "l" / "I") are left alone: real names differ so
    ("Eli", "Ell"), and refusing them would turn colleagues away."""
    return key.translate(_LATIN_LOOKALIKES)
