"""A preference's evidence: bounded on the record (older pieces folded into one summary),
counted in full, and which request of the writer's each piece answers, so one request is
never counted twice (a regenerated reply answers the same request again)."""

from collections.abc import Sequence

from app.domain.models import Evidence, StyleAssertion
from app.style.dimensions import Observation

SUMMARY = "summary"  # evidence source of the piece that folds older evidence


EVIDENCE_KEPT = 24  # pieces kept in full on the record; older ones fold into one summary


def bounded_evidence(evidence: Sequence[Evidence]) -> list[Evidence]:
    """The newest EVIDENCE_KEPT pieces, older ones folded into one leading summary piece.

    What a turn reads of a persona stays bounded however long the writer works with it; each
    piece was also written, in full, to the audit trail when it was added."""
    if len(evidence) <= EVIDENCE_KEPT:
        return list(evidence)
    old, recent = evidence[: -EVIDENCE_KEPT + 1], evidence[-EVIDENCE_KEPT + 1 :]
    counts: dict[str, float] = {}
    for piece in old:
        folded = piece.measured if piece.source == SUMMARY else {piece.source or "other": 1.0}
        for source, n in folded.items():
            counts[source] = counts.get(source, 0.0) + n
    total = int(sum(counts.values()))
    summary = Evidence(
        source=SUMMARY,
        intent=f"{total} earlier pieces of evidence ("
        + ", ".join(f"{int(n)} {source}" for source, n in sorted(counts.items()))
        + ")",
        measured=counts,
        value=recent[-1].value,
        at=max(piece.at for piece in old),
    )
    return [summary, *recent]


def evidence_count(assertion: StyleAssertion) -> int:
    """All the evidence behind a preference, the folded summary counted piece by piece."""
    return sum(
        int(sum(e.measured.values())) if e.source == SUMMARY else 1 for e in assertion.evidence
    )


def article_of(revision_id: str | None) -> str:
    """The article a revision id belongs to (`c1-r9` → `c1`)."""
    return (revision_id or "").rsplit("-r", 1)[0]


def request_key(
    revision_id: str | None, versions: str, quote: str, source: str
) -> tuple[str, str, str] | None:
    """Which request of the writer's a piece of evidence answers: the content, the version it
    was made on, and the words (or, for a measured change, its source). A regenerated reply
    is a second revision of the same request and must not count it twice."""
    if not revision_id or not versions:
        return None
    return article_of(revision_id), versions.split("→")[0], quote or source


def already_counted(held: StyleAssertion, observation: Observation) -> bool:
    key = request_key(
        observation.revision_id, observation.versions, observation.quote, observation.source
    )
    return key is not None and any(
        e.value == observation.value
        and request_key(e.revision_id, e.versions, e.quote, e.source) == key
        for e in held.evidence
    )
