"""The prompt that writes a new draft from a brief, in the persona's voice."""

from collections.abc import Sequence

from app.domain.models import PromptMessage
from app.editing.parser import FULL_REWRITE_INSTRUCTIONS


def build_generation_prompt(
    brief: str, style_lines: Sequence[str], title: str | None = None
) -> list[PromptMessage]:
    """System: write in the writer's learned style; user: the brief (as data, not orders)."""
    system = [
        "You write a first draft of an article for a writer, from their brief.",
        "Write in the same language as the brief.",
        FULL_REWRITE_INSTRUCTIONS,
    ]
    if style_lines:
        system.append("The writer's style (learned from their earlier edits):")
        system.extend(f"- {line}" for line in style_lines)
    user = f"<brief>\n{brief}\n</brief>"
    if title:
        user += f"\nUse this title exactly: {title}"
    return [
        PromptMessage(role="system", content="\n".join(system)),
        PromptMessage(role="user", content=user),
    ]
