"""The writer putting an earlier wish right, or saying what a wish was not: the readings of
app/style/only_for_then.py (a wish put back to its one piece), not_all.py (a degree put right),
meant_part.py (the part a size was for), subheadings.py, measure_units.py (a paragraph counted
in sentences), number_forms.py, reworded.py (a one-off) and unserious.py, applied in turn after
the rest of the rules have read the message; then the model's reading is kept off every
dimension the rules hear (model_overruled.py). Pure, given the readings.
"""

from collections.abc import Callable, Sequence

from app.domain.models import StyleAssertion
from app.style.dimensions import Observation
from app.style.meant_part import meant_part_read
from app.style.measure_units import measure_units_read
from app.style.model_overruled import model_overruled
from app.style.not_all import not_all_read
from app.style.number_forms import number_forms_read
from app.style.only_for_then import only_for_then_read
from app.style.reworded import reworded_read
from app.style.subheadings import subheadings_read
from app.style.unserious import unserious_read


def put_right_read(
    words: Sequence[str],
    said: list[Observation],
    held: Sequence[StyleAssertion],
    read: Callable[[str], list[Observation]],
    rules_alone: Callable[[], list[Observation]],
) -> list[Observation]:
    """`said` as the writer's putting right and narrowing of their wishes reads; `read` is the
    rules' reading of a text, `rules_alone` the whole reading of the words without the model."""
    said = only_for_then_read(words, said, held, read)
    said = not_all_read(words, said, held)
    said = meant_part_read(words, said, held, read)
    said = subheadings_read(words, said)
    said = measure_units_read(words, said)
    said = number_forms_read(words, said)
    said = reworded_read(words, said)
    said = unserious_read(words, said, held)
    return model_overruled(said, rules_alone)
