"""您 against 你: the register the reader is addressed in, not the person written in.

「以后别用“您”，用“你”就行。」 and 「以后都用“您”来称呼读者，别用“你”」 name both words of
address; 您 and 你 are both the second person, so the choice between them is how formal the
address is (outside46a F12). When a message names both and turns one down (别用, 不要,
一口一个, “您”来“您”去), the person readings it gave are dropped and formality is heard
instead: casual when 你 is the one kept, formal when 您 is. Pure: text and readings in.
"""

import re
from collections.abc import Sequence

from app.style.address_names import address_by_name
from app.style.dimensions import Observation
from app.style.filing import WRITER_STRENGTH
from app.style.normalising import normalise


def _word(pronoun: str) -> str:
    # The word of address named: quoted (“您”), or after 用 / 称 / 称呼 unquoted (用您称呼).
    return rf"(?:[“\"'‘「『]{pronoun}[”\"'’」』]|(?<=[用称叫])(?:呼)?{pronoun}(?![们的]))"


# Turned down: a no before it (别用“您”, 不要“你”), or the complaint of its repetition
# (“您”来“您”去). 「怎么突然满篇都是“您”了？我都是直接用“你”的」 complains of what the editor
# did and keeps the writer's "you": person, as style_probe6 labels it.
_NO = (
    r"(?:别|不要|不用|甭|不许|不准|禁止|少|不必|避免|别再|不想看到)(?:再|老|总)?"
    r"(?:用|写|说|称呼?)?\s*"
)


def _turned_down(text: str, pronoun: str) -> bool:
    word = _word(pronoun)
    return bool(
        re.search(rf"{_NO}{word}", text)
        or re.search(rf"一口一个\s*{word}", text)
        or re.search(rf"{word}\s*来\s*{word}\s*去", text)
    )


def _named(text: str, pronoun: str) -> bool:
    return bool(re.search(_word(pronoun), text))


def _register(text: str) -> str | None:
    """casual / formal, when the message sets 您 and 你 against each other."""
    if not (_named(text, "您") and _named(text, "你")):
        return None
    polite_down, plain_down = _turned_down(text, "您"), _turned_down(text, "你")
    if polite_down and not plain_down:
        return "casual"
    if plain_down and not polite_down:
        return "formal"
    return None


def address_register(words: Sequence[str], said: list[Observation]) -> list[Observation]:
    """`said`, with the choice between 您 and 你 heard as formality rather than person, and
    that between a title and a first name (app/style/address_names.py) heard as formality."""
    for text in words:
        value = _register(normalise(text))
        if value is not None:
            said = [o for o in said if o.dimension != "person"]
        else:
            # "address guests as 'Mr' and 'Ms' with their surnames": a title or a first name.
            value = address_by_name(text)
            if value is None:
                continue
            said = [o for o in said if not (o.dimension == "formality" and o.tentative)]
        if any(o.dimension == "formality" for o in said):
            continue  # (the register said in other words too: 客气点, 口语一点)
        said.append(
            Observation(
                dimension="formality",
                value=value,
                source="writer",
                strength=WRITER_STRENGTH,
                by_writer=True,
                quote=text.strip(),
            )
        )
    return said
