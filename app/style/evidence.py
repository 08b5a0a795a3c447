"""A preference's evidence: bounded on the record (older pieces folded into one summary),
counted in full, and which request of the writer's each piece answers, so one request is
never counted twice (a regenerated reply answers the same request again, with or without a
revision; the same words sent again on the same version after a refusal are the same request),
while a message edited into a new branch is a new request. When the request that was heard in a
message without a revision later makes one, its piece is swapped for the revision's, which
names the versions."""

from collections.abc import Sequence
from typing import Protocol

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


def article_of(record_id: str | None) -> str:
    """The article a revision or message id belongs to (`c1-r9`, `c1-m4` → `c1`)."""
    return (record_id or "").rsplit("-", 1)[0]


class Piece(Protocol):
    """What evidence and an observation both say of where they came from."""

    @property
    def revision_id(self) -> str | None: ...
    @property
    def message_id(self) -> str | None: ...
    @property
    def versions(self) -> str: ...
    @property
    def quote(self) -> str: ...
    @property
    def source(self) -> str: ...


def said_in(piece: Piece) -> str:
    """The writer's message a statement was heard in when it made no revision (its versions
    name one version, "V3", not a change "V3→V4"); "" for a piece a revision brought."""
    if piece.versions and "→" not in piece.versions:
        return piece.message_id or ""
    return ""


def request_key(piece: Piece) -> tuple[str, str, str] | None:
    """Which request of the writer's a piece answers: the content, the version it was made
    on, and the words (or, for a measured change, its source). A regenerated reply is a
    second revision of the same request and must not count it twice; nor must a reply that
    made no revision and one that did, to the same words on the same version."""
    record = piece.revision_id or piece.message_id
    if not record or not piece.versions:
        return None
    return article_of(record), piece.versions.split("→")[0], piece.quote or piece.source


def same_request(a: Piece, b: Piece) -> bool:
    """Whether two pieces answer one request: the same request key, unless both were heard in
    messages that made no revision and the messages differ — a branch made by editing a
    message is a new statement, however alike its words."""
    key = request_key(a)
    if key is None or key != request_key(b):
        return False
    a_said, b_said = said_in(a), said_in(b)
    return not (a_said and b_said and a_said != b_said)


def resent(piece: Piece, observation: Observation) -> bool:
    """Whether `observation` was heard in the same words sent again, as a new message on the
    same version ("Make paragraph 2 livelier", refused, then sent again as it was): not a
    message edited into a new branch."""
    return (
        not observation.branched
        and bool(said_in(piece))
        and bool(said_in(observation))
        and request_key(piece) == request_key(observation) is not None
    )


def _counted_by(held: StyleAssertion, observation: Observation) -> Evidence | None:
    for e in held.evidence:
        if e.value == observation.value and (
            same_request(e, observation) or resent(e, observation)
        ):
            return e
    return None


def already_counted(held: StyleAssertion, observation: Observation) -> bool:
    """Whether `held` has the evidence `observation` would add: same value, same request."""
    return _counted_by(held, observation) is not None


def with_versions(
    held: StyleAssertion, observations: Sequence[Observation], pieces: Sequence[Evidence]
) -> list[Evidence] | None:
    """`held`'s evidence with each piece heard in a message without a revision swapped for the
    piece of the revision (`pieces`, one per observation) that later answered the same request:
    the evidence then names the version it made. None when no piece is swapped."""
    evidence = list(held.evidence)
    swapped = False
    for observation, piece in zip(observations, pieces, strict=True):
        if said_in(observation) or not observation.revision_id:
            continue
        counted = _counted_by(held, observation)
        if counted is not None and said_in(counted) and counted in evidence:
            evidence[evidence.index(counted)] = piece
            swapped = True
    return evidence if swapped else None
