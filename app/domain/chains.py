"""The heaviest chain through a grid of weighted pairs: which items of one sequence stand for
which of another, in order (the judge's alignment of a reply's paragraphs, the change lines'
pairing of an edited block)."""


def heaviest_chain(
    rows: int, cols: int, weight: dict[tuple[int, int], float]
) -> list[tuple[int, int]]:
    """The pairs (row, column), both rising, whose weights add up to the most — by dynamic
    programming over every cell; a cell without a weight is never paired, and ties go to the
    earliest pairs."""
    if not weight:
        return []
    best = [[0.0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(rows - 1, -1, -1):
        for j in range(cols - 1, -1, -1):
            value = weight.get((i, j), 0.0)
            take = best[i + 1][j + 1] + value if value else -1.0
            best[i][j] = max(best[i + 1][j], best[i][j + 1], take)
    pairs: list[tuple[int, int]] = []
    i = j = 0
    while i < rows and j < cols:
        value = weight.get((i, j), 0.0)
        if value and best[i][j] == best[i + 1][j + 1] + value:
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif best[i][j] == best[i + 1][j]:
            i += 1
        else:
            j += 1
    return pairs
