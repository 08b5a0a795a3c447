"""A writer's paste or a reply holding a long run of spaces is read in linear time by the
patterns that split such a run every way before failing (each grew with the cube of the run:
800 spaces cost up to 2.7 s of CPU, 20,000 hours). They read as before — same matches on every
released corpus and style set; here, a few of them beside long runs, and a bound of 0.5 s of
CPU the old patterns miss by orders of magnitude."""

import time
from collections.abc import Callable

from app.style.contrasts import _EN_A_NOT_B, _sides

RUN = " " * 20_000


def _cpu(read: Callable[[], object]) -> float:
    start = time.process_time()
    read()
    return time.process_time() - start


def test_a_contrast_is_read_beside_a_long_run_of_spaces() -> None:
    assert list(_sides("Short paragraphs, not long ones")) == [("Short paragraphs", " long ones")]
    assert list(_sides("Short rather than long")) == [("Short", " long")]
    assert list(_sides(f"Short{RUN}, not long")) == [("Short", " long")]
    assert list(_sides(f"Short{RUN}x")) == []
    assert _cpu(lambda: _EN_A_NOT_B.search(f"{RUN}x")) < 0.5  # 800 spaces: 2.7 s before
