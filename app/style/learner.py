"""Style learning, the side flow after an edit: observe a revision, update the persona, save.

`learn_revision` raises on failure; the send flow runs it in the background after the reply,
logs a failure and retries that revision first with the persona's next one
(`EditorService._learn_later`). Every successful learn saves a `learned` audit entry for its
revision in the same write as the preferences it changed. Restores and generated drafts are
marked but teach nothing: neither is a style statement.
"""

import logging
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime

from anyio import to_thread

from app.domain.ids import new_assertion_id
from app.domain.models import AuditEntry, RevisionRecord, StyleAssertion
from app.llm.base import LLMProvider
from app.store.base import Repository
from app.style.approval import approval_observations
from app.style.dimensions import Observation
from app.style.extract import SCOPED_STRENGTH, is_one_off, offline_observations
from app.style.llm_extract import build_extraction_prompt, merge_extractions, parse_extraction
from app.style.memory import applied_preferences, apply_observations
from app.style.signals import diff_excerpt, measured_observations
from app.style.whose import not_the_writers

logger = logging.getLogger(__name__)

LEARNED = "learned"
_TEACHES_NOTHING = ("restore", "generate")

__all__ = ["applied_preferences", "learn_revision", "model_observations", "observe"]


def _words(revision: RevisionRecord, suggestions: Sequence[str]) -> list[str]:
    said = [s.strip() for s in suggestions if s.strip()]
    if not said and revision.suggestion.strip():
        said = [revision.suggestion.strip()]
    return list(dict.fromkeys(said))


def _revision_diff(revision: RevisionRecord) -> str:
    return diff_excerpt(
        f"{revision.original_title}\n\n{revision.original_body}",
        f"{revision.revised_title}\n\n{revision.revised_body}",
        limit=1500,
    )


def observe(
    revision: RevisionRecord,
    suggestions: Sequence[str],
    llm_observations: Sequence[Observation] = (),
) -> list[Observation]:
    """Everything one revision says about style: the writer's words, the model's reading of
    them (only on dimensions the offline rules did not hear), and the measured change."""
    if revision.kind in _TEACHES_NOTHING:
        return []
    offline = [o for text in _words(revision, suggestions) for o in offline_observations(text)]
    if not offline and not llm_observations:  # "嗯 就这个量 挺好": approval of the last result
        offline = [o for t in _words(revision, suggestions) for o in approval_observations(t)]
    versions = f"V{revision.base_version}→V{revision.version}"
    heard = [
        replace(o, revision_id=revision.id, message_id=revision.message_id, versions=versions)
        for o in merge_extractions(offline, llm_observations)
    ]
    measured = measured_observations(revision)
    if any(is_one_off(text) for text in _words(revision, suggestions)):
        # "Just this once I bulleted it": the edit is about this piece, not the writer's habit.
        measured = [
            replace(o, scoped=True, strength=min(o.strength, SCOPED_STRENGTH)) for o in measured
        ]
    return heard + measured


async def model_observations(
    provider: LLMProvider, revision: RevisionRecord, words: list[str]
) -> list[Observation]:
    """The model's pairs; its failure falls back to the offline rules alone."""
    diff = _revision_diff(revision)
    try:
        completion = await provider.complete(build_extraction_prompt(words, diff))
    except Exception:
        logger.warning(
            "style extraction by the model failed for revision %s; offline rules only",
            revision.id,
            exc_info=True,
        )
        return []
    return parse_extraction(
        completion.text, suggestions=words, diff=diff, manual=revision.kind == "manual"
    )


async def learn_revision(
    store: Repository,
    provider: LLMProvider | None,
    *,
    persona_id: str,
    revision: RevisionRecord,
    suggestions: Sequence[str],
    now: datetime,
) -> list[StyleAssertion]:
    """Learn from one revision and save, marking it learned; raises on any failure. A revision
    that is not the persona's writer's own (see `app.style.whose`) is marked learned with why
    it was skipped, and teaches nothing."""
    persona = await to_thread.run_sync(store.get_persona, persona_id)
    skipped = not_the_writers(revision, persona.owner_id)
    words = [] if skipped else _words(revision, suggestions)
    llm: list[Observation] = []
    if (
        not skipped
        and provider is not None
        and revision.kind not in _TEACHES_NOTHING
        and (words or revision.kind == "manual")
    ):
        llm = await model_observations(provider, revision, words)
    observations = [] if skipped else observe(revision, words, llm)
    assertions = await to_thread.run_sync(store.list_assertions, persona_id)
    changed, audit = apply_observations(
        assertions,
        observations,
        now=now,
        new_id=lambda: new_assertion_id(persona_id),
        persona_id=persona_id,
    )
    audit.append(
        AuditEntry(
            persona_id=persona_id,
            assertion_id="",
            action=LEARNED,
            detail={
                "revision_id": revision.id,
                "content_id": revision.content_id,
                "observations": len(observations),
                "changed": [a.id for a in changed],
                **({"skipped": skipped} if skipped else {}),
            },
            at=now,
        )
    )
    await to_thread.run_sync(store.save_assertions, persona_id, changed, audit)
    return changed
