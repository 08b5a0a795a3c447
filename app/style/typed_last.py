"""The last readings of a message's words, after the rules and the classifier: forms whose whole
shape says what is meant, so that nothing read word by word before them may override it — a
wish typed in signs (app/style/typed_signs.py), a wish said after a decision or after an
earlier wish taken back (app/style/decided.py), and a cap on a count (app/style/count_caps.py).
"""

from collections.abc import Callable, Sequence

from app.style.count_caps import capped_read
from app.style.decided import decided_read
from app.style.dimensions import Observation
from app.style.typed_signs import signs_read


def read_last(
    typed: Sequence[str],
    words: Sequence[str],
    said: list[Observation],
    read: Callable[[str], list[Observation]],
) -> list[Observation]:
    """`said` with the shape-read wishes of the messages in place: `typed` as written (lines
    kept), `words` as the rules read them, `read` the rules' reading of a text."""
    said = signs_read(typed, said)  # "formality ⬆️⬆️ from now on", "✗ … ✓ …, every post"
    said = decided_read(words, said, read)  # 「定了：以后…」, 「说要大白话那条我收回，以后…」
    return capped_read(typed, said)  # "Cut them back - two tops": fewer, not none
