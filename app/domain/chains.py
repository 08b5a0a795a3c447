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
    get = weight.get
    for i in range(rows - 1, -1, -1):
        row, below = best[i], best[i + 1]  # every cell of a judgement's grid: kept at hand
        for j in range(cols - 1, -1, -1):
            value = get((i, j), 0.0)
            best_here = below[j] if below[j] > row[j + 1] else row[j + 1]
            if value and below[j + 1] + value > best_here:
                best_here = below[j + 1] + value
            row[j] = best_here
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
