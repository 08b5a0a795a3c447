"""The heaviest chain (app/domain/chains.py): shared by the judge's alignment and the change
lines' pairing of an edited block."""

from app.domain.chains import heaviest_chain


def test_pairs_rise_on_both_sides_and_weigh_the_most():
    weight = {(0, 1): 1.1, (1, 0): 1.0, (1, 1): 0.6, (2, 2): 0.9}
    # (0,1) and (1,0) cross: only one of them can stand, the heavier; (1,1)+(2,2) is lighter.
    assert heaviest_chain(3, 3, weight) == [(0, 1), (2, 2)]


def test_a_cell_without_a_weight_is_never_paired():
    assert heaviest_chain(2, 2, {}) == []
    assert heaviest_chain(2, 3, {(1, 2): 0.5}) == [(1, 2)]


def test_ties_go_to_the_earliest_pairs():
    assert heaviest_chain(1, 2, {(0, 0): 1.0, (0, 1): 1.0}) == [(0, 0)]


def test_a_deleted_first_paragraph_pairs_the_rest_by_likeness():
    # Old paragraphs 1..3, new 2'..3 (the first deleted, the second edited a little).
    weight = {(1, 0): 0.9, (2, 1): 1.0, (0, 0): 0.2}
    assert heaviest_chain(3, 2, weight) == [(1, 0), (2, 1)]
